import FOSMVVM
import Foundation

/// A board header whose resources FOSMVVM's YAML store would serve wrong.
@ViewModel
public struct BoardViewModel: RequestableViewModel {
    public typealias Request = BoardRequest

    @LocalizedString public var archived
    @LocalizedStrings public var tabs
    @LocalizedString public var separator
    @LocalizedCompoundString(pieces: \._tabs, separator: \._separator) public var breadcrumb
    @FOSMVVM.LocalizedString(propertyName: "archived") public var archivedBadge
    @LocalizedString public var discount

    public let vmId: ViewModelId

    public init() {
        self.vmId = .init()
    }

    public static func stub() -> Self {
        .init()
    }

    /// A share title built in code: FOSMVVM encodes a constant base as written, `%{board}` and all.
    public let shareTitle = LocalizableString.constant("Board %{board}")
        .bind(substitutions: ["board": LocalizableString.constant("Main")])
}
