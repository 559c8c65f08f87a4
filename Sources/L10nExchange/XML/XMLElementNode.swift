/// An element of an XML document, with where its start tag begins.
struct XMLElementNode: Sendable, Hashable {
    /// The local name (`target` for `xliff:target`).
    var name: String
    /// Attributes by qualified name (`id`, `xml:space`).
    var attributes: XMLAttributes
    var children: [XMLContent]
    /// 1-based line and column (in Unicode scalars) of the `<`.
    var line: Int
    var column: Int

    /// The child elements named `name`.
    func elements(_ name: String) -> [XMLElementNode] {
        children.compactMap {
            if case .element(let element) = $0, element.name == name { element } else { nil }
        }
    }

    func element(_ name: String) -> XMLElementNode? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// Every child element.
    var elements: [XMLElementNode] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text of the element and its descendants.
    var text: String {
        children.reduce(into: "") { text, child in
            switch child {
            case .text(let value): text += value
            case .element(let element): text += element.text
            }
        }
    }
}

/// A piece of an element's content.
enum XMLContent: Sendable, Hashable {
    case element(XMLElementNode)
    case text(String)
}
