import L10nCore
import L10nYAML

extension ResourceDocument {
    /// Appends `texts` to the list of texts that starts at `line`:`column`, in the list's own
    /// style: a flow list (`[en, de]`) gains `, fr` before its bracket; a block list gains a
    /// `- fr` line after its last element, at that element's indentation, so that a comment on
    /// the last element's line stays there. Each text is written in the last element's quoting
    /// where that can hold it (plain in an empty list), else double-quoted.
    ///
    /// Lists are addressed by position, not by key path, since the list may sit inside a
    /// sequence (`projects:` → `- locales: […]`); what `l10nc.yml`'s `locales:` takes when a
    /// locale is added to it.
    ///
    /// - Throws: `.keyNotFound` when no list starts there; `.unsupportedLayout` for a list that
    ///   holds anything but texts.
    public mutating func append(_ texts: [String], toListAt line: Int, column: Int) throws(ResourceEditError)
    {
        let place = "the list at \(line):\(column)"
        guard let (sequence, steps) = list(startingAt: line, column: column) else {
            throw .keyNotFound(path: path, key: place)
        }
        guard !texts.isEmpty else { return }
        var elements: [YAMLScalar] = []
        for element in sequence.elements {
            guard case .scalar(let scalar) = element, !scalar.sourceRange.isEmpty else {
                throw .unsupportedLayout(path: path, key: place, reason: "it holds more than texts")
            }
            elements.append(scalar)
        }
        // An empty list has no quoting to follow: plain, which the renderer quotes where YAML
        // would read the text as something else.
        let preferred = elements.last?.style ?? .plain
        let rendered = texts.map { ScalarRenderer.render($0, preferred: preferred) }
        let start = startOffset(of: .sequence(sequence))
        let edit: ByteEdit
        if start < bytes.count, bytes[start] == UInt8(ascii: "[") {
            if let last = elements.last {
                let end = last.sourceRange.upperBound
                edit = ByteEdit(
                    range: end..<end, replacement: Array((", " + rendered.joined(separator: ", ")).utf8))
            } else {
                edit = ByteEdit(
                    range: start + 1..<start + 1, replacement: Array(rendered.joined(separator: ", ").utf8))
            }
        } else {
            guard let last = elements.last else {
                throw .unsupportedLayout(
                    path: path, key: place, reason: "a block list has at least one element")
            }
            // The dash of the last element gives the indentation of the new ones.
            var dash = last.sourceRange.lowerBound
            while dash > 0, bytes[dash] != UInt8(ascii: "-") { dash -= 1 }
            let pad = String(repeating: " ", count: dash - lines.lineStart(of: dash))
            let at = lines.lineEnd(after: last.sourceRange.upperBound)
            var text = rendered.map { pad + "- " + $0 + style.lineBreak }.joined()
            if at == bytes.count, let byte = bytes.last, byte != UInt8(ascii: "\n") {
                text = style.lineBreak + text
            }
            edit = ByteEdit(range: at..<at, replacement: Array(text.utf8))
        }
        try apply([edit])
        intended.append(texts.map { .text($0, nil) }, toListAt: steps)
    }

    /// The list that starts at a line and column, and the steps to it from the top level.
    private func list(startingAt line: Int, column: Int) -> (YAMLSequence, [DocumentMeaning.Step])? {
        firstNode { node -> YAMLSequence? in
            guard case .sequence(let sequence) = node, sequence.location.line == line,
                sequence.location.column == column
            else { return nil }
            return sequence
        }.map { ($0.0, $0.steps) }
    }
}

extension DocumentMeaning {
    /// The list at `steps` with `elements` after its own (as an append writes them).
    mutating func append(_ elements: [Node], toListAt steps: [Step]) {
        root = Self.appending(elements, at: steps[...], to: root)
    }

    private static func appending(_ elements: [Node], at steps: ArraySlice<Step>, to node: Node?) -> Node? {
        guard let node else { return nil }
        switch (node, steps.first) {
        case (.list(let existing), nil):
            return .list(existing + elements)
        case (.map(var entries), .key(let key)?):
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return node }
            entries[index].value =
                appending(elements, at: steps.dropFirst(), to: entries[index].value) ?? entries[index].value
            return .map(entries)
        case (.list(var existing), .index(let index)?) where existing.indices.contains(index):
            existing[index] =
                appending(elements, at: steps.dropFirst(), to: existing[index]) ?? existing[index]
            return .list(existing)
        default:
            return node
        }
    }
}
