import Foundation
import L10nCore
import L10nProject
import L10nReporting

extension AgentWorkspace {
    /// `l10n_check`: the findings `l10nc check --format json` prints in the server's folder, as
    /// the same document (its `elapsedSeconds` is this call's).
    public mutating func check(_ request: CheckRequest) throws(AgentError) -> JSONReportDocument {
        let start = ContinuousClock.now
        refresh(findings: true)
        let indices: [Int]
        if request.project == nil, workspace.projects.count > 1 {
            indices = Array(workspace.projects.indices)
        } else {
            indices = [try projectIndex(request.project)]
        }
        var diagnostics: [Diagnostic] = []
        var figures = (files: 0, types: 0, keys: 0, locales: 0)
        for index in indices {
            let project = workspace.projects[index]
            guard let snapshot = project.engine?.snapshot else {
                if let error = project.loadError { diagnostics.append(error) }
                continue
            }
            // A configuration's own findings are in the snapshot of its first project only.
            diagnostics += snapshot.diagnostics
            let summary = Self.figures(of: snapshot)
            figures.files += summary.files
            figures.types += summary.types
            figures.keys += summary.keys
            figures.locales = max(figures.locales, summary.locales)
        }
        diagnostics += workspace.configurationErrors
        if let files = request.files {
            let wanted = Set(files.map { ProjectFolders.absolute($0, relativeTo: folder) })
            diagnostics = diagnostics.filter {
                wanted.contains(ProjectFolders.absolute($0.location.file, relativeTo: folder))
            }
        }
        diagnostics.sort()
        // Messages that name another place name it as `check` run in the folder would: relative.
        for index in diagnostics.indices {
            diagnostics[index].message = relativeText(diagnostics[index].message)
            for related in diagnostics[index].related.indices {
                diagnostics[index].related[related].message = relativeText(
                    diagnostics[index].related[related].message)
            }
        }
        let report = Report(
            diagnostics: diagnostics, files: figures.files, types: figures.types, keys: figures.keys,
            locales: figures.locales, elapsedSeconds: (ContinuousClock.now - start).seconds)
        return JSONReportDocument(report, paths: paths)
    }

    /// What `check`'s summary counts of a project: files read, types, keys checked, locales.
    static func figures(of snapshot: ProjectSnapshot) -> (files: Int, types: Int, keys: Int, locales: Int) {
        var types = Set(snapshot.schema?.typeNames ?? [])
        var locales = Set<String>()
        var files = snapshot.schema?.scannedFiles.count ?? 0
        var leafKeys = Set<String>()
        for part in snapshot.parts {
            types.formUnion(part.catalog.typeNames)
            locales.formUnion(part.catalog.locales.map(\.description))
            files += part.catalog.files.count
            if snapshot.schema == nil { leafKeys.formUnion(part.catalog.leafKeys) }
        }
        let keys = snapshot.schema.map { Set($0.items.compactMap(\.requiredKey)).count } ?? leafKeys.count
        return (files, types.count, keys, locales.count)
    }
}

extension AgentWorkspace {
    /// `text` with the absolute paths of files under the folder written relative to it: the
    /// projects are read with absolute paths, and `check` run in the folder names them relative.
    func relativeText(_ text: String) -> String {
        text.replacingOccurrences(of: folder == "/" ? "/" : folder + "/", with: "")
    }
}
