struct FeatureViewModel {
    @LocalizedString var headline
}
