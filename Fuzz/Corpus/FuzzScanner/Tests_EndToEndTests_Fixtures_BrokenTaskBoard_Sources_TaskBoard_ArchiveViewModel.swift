import FOSMVVM
import Foundation

/// Archived tasks; the closing brace of the struct was lost in a merge.
@ViewModel
public struct ArchiveViewModel: RequestableViewModel {
    public typealias Request = ArchiveRequest

    @LocalizedString public var title

    public let vmId: ViewModelId
