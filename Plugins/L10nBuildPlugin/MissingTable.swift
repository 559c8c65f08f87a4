/// A target that reads localized text but gets no table: the plugin found neither an
/// `l10nc.yml` (the target's or the package's) nor YAML in the target's directory, so it runs
/// nothing and the target's `<Target>Localization` does not exist. Without this warning the only
/// message is the compiler's "cannot find 'ViewModelsLocalization' in scope".
struct MissingTable: Equatable {
    var targetName: String
    var swiftTypeName: String
    var use: LocalizedPropertyUse
    /// The use's file, from the package's directory.
    var useFile: String
    /// The target's directory, from the package's.
    var targetFolder: String
    /// The folders of the package that hold `.yml`/`.yaml` files, from the package's directory.
    var resourceFolders: [String]

    /// The warning: what was found and where (SwiftPM prints a plugin's warning without its
    /// file and line; Xcode shows them), what is missing, and the command that writes it.
    var message: String {
        var message =
            "target '\(targetName)' reads localized text (\(use.marker) at \(useFile):\(use.line)), "
            + "but L10nBuildPlugin found no l10nc.yml "
            + "(in \(targetFolder) or the package's folder) and no .yml/.yaml resources in \(targetFolder), "
            + "so it compiles no table and '\(swiftTypeName)' is not generated"
        if !resourceFolders.isEmpty {
            let shown = resourceFolders.prefix(3).joined(separator: ", ")
            let more = resourceFolders.count > 3 ? " and \(resourceFolders.count - 3) more" : ""
            message += "; the package's YAML is in \(shown)\(more)"
        }
        // SwiftPM makes its build plan again, and so runs this plugin, only when the manifest,
        // Package.resolved or the list of a target's files changes (BuildPlan.inputs): a new
        // l10nc.yml alone leaves the plan without the command.
        return message
            + "; run `l10nc init` in the package's folder to write an l10nc.yml that says where it is, then "
            + "`touch Package.swift` so that SwiftPM runs the plugin again"
    }
}
