import Foundation

/// Writes a corpus of Swift files shaped like an app's sources: FOSMVVM view models (every
/// `@Localized…` spelling, enums localized by raw value, substitution dictionaries, compound
/// strings) among ordinary models and services that declare nothing localizable.
///
/// The corpus is deterministic for a seed, and the generator counts what a correct scanner
/// must find, so a benchmark can check its result before printing a figure.
public struct SwiftCorpusGenerator: Sendable {
    /// What was written.
    public struct Summary: Sendable, Hashable {
        public var fileCount: Int
        public var viewModelFileCount: Int
        /// The schema items the view models declare (after de-duplication by key and kind).
        public var expectedItemCount: Int
        public var totalBytes: Int
    }

    public var seed: UInt64

    public init(seed: UInt64 = 0x5EED_C0DE) {
        self.seed = seed
    }

    /// Writes `fileCount` files under `directory` (100 per module folder); every
    /// `1 / viewModelShare`-th file, spread evenly, is a view model.
    public func write(to directory: String, fileCount: Int, viewModelShare: Double) throws -> Summary {
        var random = SplitMix64(seed: seed)
        var summary = Summary(
            fileCount: fileCount, viewModelFileCount: 0, expectedItemCount: 0, totalBytes: 0)
        let stride = max(1, Int((1 / viewModelShare).rounded()))
        for index in 0..<fileCount {
            let module = "\(directory)/Module\(index / 100)/Sources"
            if index % 100 == 0 {
                try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
            }
            let name: String
            let source: String
            if index % stride == 0 {
                let viewModel = viewModelSource(index: index, random: &random)
                name = "Feature\(index)ViewModel.swift"
                source = viewModel.source
                summary.viewModelFileCount += 1
                summary.expectedItemCount += viewModel.itemCount
            } else {
                name = "Order\(index).swift"
                source = plainSource(index: index, random: &random)
            }
            let bytes = Data(source.utf8)
            try bytes.write(to: URL(fileURLWithPath: "\(module)/\(name)"))
            summary.totalBytes += bytes.count
        }
        return summary
    }

    // MARK: View models

    private func viewModelSource(index: Int, random: inout SplitMix64) -> (source: String, itemCount: Int) {
        let type = "Feature\(index)ViewModel"
        let fieldCount = random.next(in: 2...6)
        let tabCount = random.next(in: 0...1)
        let hasCompound = random.next(in: 0...1) == 1
        var items = 0
        var members: [String] = []

        members.append("    @LocalizedString public var pageTitle")
        members.append("    @LocalizedString(parentKeys: \"header\", \"subtitle\") public var subtitle")
        members.append("    @LocalizedSubs(substitutions: \\.summarySubstitutions) public var summary")
        members.append("    @LocalizedInt public var itemCount: LocalizableInt")
        items += 4
        if tabCount == 1 {
            members.append("    @LocalizedStrings(parentKeys: [\"navigation\"]) public var tabs")
            members.append(
                "    @LocalizedString(propertyName: \"tabs\", parentKeys: \"navigation\", index: 0) public var firstTab"
            )
            items += 2
        }
        for field in 0..<fieldCount {
            members.append(
                "    @LocalizedString(parentKeys: \"field\(field)\", propertyName: \"title\") public var field\(field)Title"
            )
            members.append(
                "    @LocalizedString(\"field\(field)\", messageGroup: \"validationMessages\", messageKey: \"required\")\n"
                    + "    public var field\(field)Required")
            items += 2
        }
        if hasCompound {
            members.append("    @LocalizedString public var firstName")
            members.append("    @LocalizedString public var lastName")
            members.append("    @LocalizedString public var nameSeparator")
            members.append(
                "    @LocalizedCompoundString(pieces: [\\._firstName, \\._lastName], separator: \\._nameSeparator)\n"
                    + "    public var fullName")
            items += 4
        }
        // The enum's three cases, and one explicit key.
        items += 4
        let source = """
            import FOSMVVM
            import Foundation

            /// Generated view model \(index): \(fieldCount) form fields.
            @ViewModel(options: [.clientHostedFactory])
            public struct \(type): RequestableViewModel {
                public typealias Request = \(type)Request

                public enum Section: String, CaseIterable, Codable, Sendable {
                    case overview
                    case details = "detail"
                    case history

                    public var title: LocalizableString {
                        .localized(for: Self.self, parentType: \(type).self, propertyName: rawValue)
                    }
                }

            \(members.joined(separator: "\n"))

                public let vmId: ViewModelId
                public let owner: String
                public let entries: [Entry]
                public let selectedSection: Section
                public var loadError: LocalizableString?

                public struct Entry: Codable, Hashable, Sendable, Identifiable {
                    public let id: UUID
                    public let name: String
                    public let quantity: Int
                    public let updatedAt: Date
                }

                private var summarySubstitutions: [String: any Localizable] {
                    [
                        "owner": LocalizableString.constant(owner),
                        "count": LocalizableInt(value: entries.count),
                    ]
                }

                public init(owner: String, entries: [Entry], selectedSection: Section = .overview) {
                    self.vmId = .init()
                    self.owner = owner
                    self.entries = entries.sorted { $0.updatedAt > $1.updatedAt }
                    self.selectedSection = selectedSection
                    self._itemCount = .init(value: entries.reduce(0) { $0 + $1.quantity })
                    if entries.isEmpty {
                        self.loadError = .localized(for: Self.self, propertyName: "noEntries")
                    }
                }

                public func entries(matching query: String) -> [Entry] {
                    guard !query.isEmpty else { return entries }
                    return entries.filter { entry in
                        entry.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                    }
                }

                public static func stub() -> Self {
                    .init(
                        owner: "Owner \(index)",
                        entries: (0..<\(random.next(in: 3...12))).map { offset in
                            Entry(id: UUID(), name: "Entry \\(offset)", quantity: offset * \(random.next(in: 1...9)), updatedAt: .now)
                        })
                }
            }

            """
        return (source, items)
    }

    // MARK: Ordinary sources

    private func plainSource(index: Int, random: inout SplitMix64) -> String {
        let type = "Order\(index)"
        let lineFields = (0..<random.next(in: 3...7)).map { "        public var field\($0): String" }
        let methods = (0..<random.next(in: 3...6)).map { method in
            """
                public func recalculate\(method)(discount: Decimal, sizeLimit: Int = \(random.next(in: 10...500))) throws -> Decimal {
                    guard lines.count <= sizeLimit else { throw OrderError.tooLarge(lines.count) }
                    var subtotal: Decimal = 0
                    for line in lines where line.quantity > 0 {
                        switch line.kind {
                        case .physical: subtotal += line.price * Decimal(line.quantity)
                        case .digital: subtotal += line.price
                        case .gift(let message): subtotal += message.isEmpty ? 0 : 1
                        }
                    }
                    let normalized = max(0, min(discount, 1))
                    return subtotal * (1 - normalized) + Decimal(\(method))
                }
            """
        }
        return """
            import Foundation

            /// Generated model \(index): an order with lines, totals and its service.
            public struct \(type): Codable, Hashable, Sendable, Identifiable {
                public enum Status: String, Codable, Sendable { case draft, submitted, shipped, cancelled }
                public enum OrderError: Error { case tooLarge(Int), missingZipCode, unauthorized }

                public struct Line: Codable, Hashable, Sendable {
                    public enum Kind: Codable, Hashable, Sendable { case physical, digital, gift(String) }
                    public var sku: String
                    public var quantity: Int
                    public var price: Decimal
                    public var kind: Kind
            \(lineFields.joined(separator: "\n"))
                }

                public let id: UUID
                public var lines: [Line]
                public var status: Status
                public var zipCode: String?
                public var createdAt: Date

                public var total: Decimal {
                    lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
                }

            \(methods.joined(separator: "\n\n"))

                public mutating func submit(authorization token: String?) throws {
                    guard token != nil else { throw OrderError.unauthorized }
                    guard zipCode?.isEmpty == false else { throw OrderError.missingZipCode }
                    status = .submitted
                }
            }

            public actor \(type)Service {
                private var cache: [UUID: \(type)] = [:]
                private let session: URLSession

                public init(session: URLSession = .shared) {
                    self.session = session
                }

                public func order(id: UUID) async throws -> \(type) {
                    if let cached = cache[id] { return cached }
                    let url = URL(string: "https://api.example.com/orders/\\(id.uuidString)")!
                    let (data, response) = try await session.data(from: url)
                    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                        throw URLError(.badServerResponse)
                    }
                    let decoded = try JSONDecoder().decode(\(type).self, from: data)
                    cache[id] = decoded
                    return decoded
                }
            }

            """
    }
}
