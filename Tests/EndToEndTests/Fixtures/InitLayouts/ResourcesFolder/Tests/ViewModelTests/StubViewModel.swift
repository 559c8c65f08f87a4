import FOSMVVM

@ViewModel
struct StubViewModel {
    @LocalizedString var title
}
