import FOSMVVM

@ViewModel
struct SampleViewModel {
    @LocalizedString var heading
    @LocalizedString var caption
}
