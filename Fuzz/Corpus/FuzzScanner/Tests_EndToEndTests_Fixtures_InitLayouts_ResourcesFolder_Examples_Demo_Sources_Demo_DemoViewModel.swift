import FOSMVVM

@ViewModel
struct DemoViewModel {
    @LocalizedString var title
}
