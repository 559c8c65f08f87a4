import L10nChecker

/// The text of the `l10nc.yml` that `l10nc init` writes for a found layout: every setting
/// with a comment saying where it came from, so the file explains itself.
struct InitialConfiguration {
    var layout: PackageLayout

    var text: String {
        var lines = [
            "# Written by `l10nc init` from what it found in this package; every setting is explained",
            "# in docs/configuration.md. `l10nc check` reads this file when run here with no flags.",
        ]
        if !layout.projects.isEmpty {
            return (lines + settings + projectList).joined(separator: "\n") + "\n"
        }
        if !layout.sources.isEmpty {
            lines.append(
                "# Swift sources that declare localized properties (\(Self.count(layout.viewModelFileCount, "file")))."
            )
            lines.append("sources:")
            lines += layout.sources.map { "  - " + Self.scalar($0) }
        }
        if !layout.resources.isEmpty {
            lines.append(
                "# Folders of the view models' YAML (\(Self.count(layout.resourceFileCount, "file"))).")
            lines.append("resources:")
            lines += layout.resources.map { "  - " + Self.scalar($0) }
        }
        return (lines + settings).joined(separator: "\n") + "\n"
    }

    /// The settings every project shares.
    private var settings: [String] {
        var lines = ["# The source language: \(layout.defaultLocaleReason)."]
        lines.append("defaultLocale: " + Self.scalar(layout.defaultLocale.tag))
        if !layout.locales.isEmpty {
            lines.append(
                "# Every key must exist in each of these (the locales the resources hold). Add a locale")
            lines.append("# here with its first translations: one the resources hold but this list lacks is")
            lines.append("# reported (unlisted-locale), and its missing keys are not checked.")
            lines.append(
                "locales: [" + layout.locales.map { Self.scalar($0.locale.tag) }.joined(separator: ", ") + "]"
            )
        }
        lines.append("# Which runtime serves the resources: \(layout.runtimeReason).")
        lines.append("runtime: " + layout.runtime.rawValue)
        return lines
    }

    /// One project per bundle, each checked on its own.
    private var projectList: [String] {
        var lines = [
            "# Each bundle's YAML is its own catalog (the same key may be defined in each), so each is",
            "# checked on its own against its own sources; `--project NAME` picks one for compile.",
            "projects:",
        ]
        for project in layout.projects {
            lines.append("  - name: " + Self.scalar(project.name))
            if !project.sources.isEmpty {
                lines.append("    sources:")
                lines += project.sources.map { "      - " + Self.scalar($0) }
            }
            lines.append("    resources:")
            lines += project.resources.map { "      - " + Self.scalar($0) }
        }
        return lines
    }

    static func count(_ number: Int, _ noun: String) -> String {
        number.counted(noun)
    }

    /// `value` plain where YAML reads it back as the same text, else double-quoted.
    static func scalar(_ value: String) -> String {
        let plainSafe = value.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._/-".unicodeScalars.contains($0)
        }
        // `no` (Norwegian) and its kin read as booleans in YAML 1.1.
        let yaml11Words: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]
        if plainSafe, !value.isEmpty, !value.hasPrefix("-"), !yaml11Words.contains(value.lowercased()) {
            return value
        }
        var quoted = "\""
        for character in value.unicodeScalars {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(character)
            }
        }
        return quoted + "\""
    }
}
