import Foundation
import L10nCore
import L10nEditing

/// The resource files a set of fixes edits, each read once, on first use.
public struct ResourceDocumentSet: Sendable {
    public private(set) var documents: [String: ResourceDocument] = [:]
    /// Contents that replace files on disk (an editor's unsaved buffers): a document is read
    /// from here when it has an entry.
    public var unsaved: [String: [UInt8]]

    public init(unsaved: [String: [UInt8]] = [:]) { self.unsaved = unsaved }

    /// A key a fix adds to a file: what `apply(_:)` gathers, file by file.
    public struct Insertion: Sendable, Hashable {
        public var file: String
        public var value: EditValue
        /// Starts with the locale.
        public var keyPath: [String]

        public init(file: String, value: EditValue, keyPath: [String]) {
            self.file = file
            self.value = value
            self.keyPath = keyPath
        }
    }

    /// Calls `body` with the document of `path`, reading it first (or starting a new file when
    /// there is none).
    public mutating func edit(
        _ path: String, _ body: (inout ResourceDocument) throws(ResourceEditError) -> Void
    )
        throws(ResourceEditError)
    {
        var document = try Self.open(path, documents[path], unsaved: unsaved[path])
        try body(&document)
        documents[path] = document
    }

    /// Makes `edits` together: when one cannot be made, none is (the documents stay as they
    /// were). Edits of Swift sources are not a resource document's: `WriteTransaction` makes them.
    public mutating func apply(_ edits: [PlannedEdit]) throws(ResourceEditError) {
        let saved = documents
        do throws(ResourceEditError) {
            for edit in edits {
                switch edit {
                case .resource(let file, let resourceEdit):
                    try self.edit(file) { (document: inout ResourceDocument) throws(ResourceEditError) in
                        try document.apply(resourceEdit)
                    }
                case .reindent(let file):
                    try reindent(file)
                case .sourceText:
                    preconditionFailure(
                        "a Swift source is edited by a WriteTransaction, not a resource document")
                }
            }
        } catch {
            documents = saved
            throw error
        }
    }

    /// Applies `fixes` in order, as calling each one's `apply` in turn would, with the same
    /// bytes and the same error for each fix that fails; but the keys fixes add to one file
    /// (`PlannedFix.insertion`) go in together (`ResourceDocument.insert(contentsOf:)`: one
    /// parse and one copy of the file, not one per key), and the files are edited side by side.
    ///
    /// - Returns: for each fix, in order, `nil` when it was applied, else why not.
    public mutating func apply(_ fixes: [PlannedFix]) -> [ResourceEditError?] {
        var outcomes = [ResourceEditError?](repeating: nil, count: fixes.count)
        var start = 0
        while start < fixes.count {
            guard fixes[start].insertion != nil else {
                do {
                    try apply(fixes[start].edits)
                } catch {
                    outcomes[start] = error
                }
                start += 1
                continue
            }
            // A run of insertions: those into different files do not affect each other, so the
            // run is applied file by file, each file's insertions in their order.
            var end = start
            while end < fixes.count, fixes[end].insertion != nil { end += 1 }
            insert(fixes[start..<end], outcomes: &outcomes)
            start = end
        }
        return outcomes
    }

    private mutating func insert(_ fixes: ArraySlice<PlannedFix>, outcomes: inout [ResourceEditError?]) {
        var files: [String] = []
        var fixesOfFile: [String: [Int]] = [:]
        for index in fixes.indices {
            let file = fixes[index].insertion!.file
            if fixesOfFile[file] == nil { files.append(file) }
            fixesOfFile[file, default: []].append(index)
        }
        let work = files.map { file in
            (
                file: file, open: documents[file], unsaved: unsaved[file],
                insertions: fixesOfFile[file]!.map { index in
                    let insertion = fixes[index].insertion!
                    return ResourceDocument.Insertion(insertion.value, at: insertion.keyPath)
                }
            )
        }
        let results = ParallelMap.map(
            count: work.count, concurrency: ParallelMap.processorCount
        ) {
            position -> Result<
                (document: ResourceDocument, outcomes: [ResourceEditError?]), ResourceEditError
            > in
            let item = work[position]
            return Result { () throws(ResourceEditError) in
                var document = try Self.open(item.file, item.open, unsaved: item.unsaved)
                let outcomes = document.insert(contentsOf: item.insertions)
                return (document, outcomes)
            }
        }
        for (item, result) in zip(work, results) {
            let indices = fixesOfFile[item.file]!
            switch result {
            case .success(let edited):
                for (index, outcome) in zip(indices, edited.outcomes) { outcomes[index] = outcome }
                // As `edit(_:_:)` keeps it: a document is kept once an edit of it succeeded.
                if item.open != nil || edited.outcomes.contains(where: { $0 == nil }) {
                    documents[item.file] = edited.document
                }
            case .failure(let error):
                for index in indices { outcomes[index] = error }
            }
        }
    }

    /// The document of `path`: `open` when it is open already, else the unsaved contents, else
    /// read, else a new file.
    private static func open(_ path: String, _ open: ResourceDocument?, unsaved: [UInt8]?)
        throws(ResourceEditError) -> ResourceDocument
    {
        if let open { return open }
        if let unsaved { return try ResourceDocument(path: path, bytes: unsaved) }
        if FileManager.default.fileExists(atPath: path) { return try ResourceDocument(path: path) }
        return ResourceDocument(creating: path)
    }

    /// Re-indents the tab-indented lines of `path` (read first, from its unsaved contents when
    /// it has them, when it is not yet open), so that the file parses.
    public mutating func reindent(_ path: String) throws(ResourceEditError) {
        guard documents[path] == nil else { return }
        documents[path] = try ResourceDocument(reindenting: path, bytes: unsaved[path])
    }

    /// The documents an edit changed, by path.
    public var changed: [ResourceDocument] {
        documents.values.filter(\.hasChanges).sorted { $0.path < $1.path }
    }
}
