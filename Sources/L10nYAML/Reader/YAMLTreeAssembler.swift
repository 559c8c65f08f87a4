import L10nCore

/// Builds the `YAMLNode` tree of a clean event log, with an explicit stack.
enum YAMLTreeAssembler {
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var elements: [YAMLNode] = []
        var pairs: [YAMLMapping.Pair] = []
        var pendingKey: YAMLScalar?

        var node: YAMLNode {
            isMapping
                ? .mapping(YAMLMapping(pairs: pairs, location: location))
                : .sequence(YAMLSequence(elements: elements, location: location))
        }
    }

    static func assemble(_ events: YAMLEventLog) -> YAMLNode? {
        var stack: [Frame] = []
        var root: YAMLNode?
        func attach(_ node: YAMLNode, to stack: inout [Frame]) -> YAMLNode? {
            guard let top = stack.indices.last else { return node }
            if !stack[top].isMapping {
                stack[top].elements.append(node)
            } else if let key = stack[top].pendingKey {
                stack[top].pairs.append(YAMLMapping.Pair(key: key, value: node))
                stack[top].pendingKey = nil
            } else if case .scalar(let key) = node {
                stack[top].pendingKey = key
            }
            return nil
        }
        for event in events {
            switch event {
            case .scalar(let scalar):
                if let node = attach(.scalar(scalar), to: &stack) { root = node }
            case .mappingStart(let location):
                stack.append(Frame(isMapping: true, location: location))
            case .sequenceStart(let location):
                stack.append(Frame(isMapping: false, location: location))
            case .collectionEnd:
                guard let frame = stack.popLast() else { continue }
                if let node = attach(frame.node, to: &stack) { root = node }
            }
        }
        return root
    }
}
