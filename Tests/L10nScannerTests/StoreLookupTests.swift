import L10nCore
import L10nScanner
import Testing

/// Direct lookups in FOSMVVM's `LocalizationStore` (`store.t("key", locale:)` and its
/// siblings, `LocalizationStore.swift`) name keys that are used but not required.
@Suite struct StoreLookupTests {
    @Test func literalKeysOfEveryLookupMethodAreRecorded() {
        let result = scan(
            """
            func probe(store: any LocalizationStore, en: Locale) {
                _ = store.t("carHood", locale: en)
                _ = store.v("int", locale: en)
                _ = store.value("intArray", locale: en, default: nil, index: 1)
                _ = store.translate("nested.inner", locale: en, default: nil, index: nil)
                _ = store.keyExists("Unknown.key", locale: en)
            }
            """)
        #expect(
            result.schema.items.map {
                "\($0.kind.rawValue) \($0.key) \($0.location.line):\($0.location.column)"
            } == [
                "store-lookup Unknown.key 6:25", "store-lookup carHood 2:17", "store-lookup int 3:17",
                "store-lookup intArray 4:21", "store-lookup nested.inner 5:25",
            ])
        #expect(result.schema.items.allSatisfy { $0.requiredKey == nil && $0.isRawKey == true })
        #expect(result.diagnostics == [])
    }

    @Test func otherCallsWithTheseNamesAreNotLookups() {
        let result = scan(
            """
            func other(cache: Cache, key: String, en: Locale) {
                _ = cache.value("k")                 // no locale: argument
                _ = t("free", locale: en)            // a free function, not a store member
                _ = cache.t(key, locale: en)         // a key in a variable names nothing
            }
            """)
        #expect(result.schema.items == [])
        #expect(result.diagnostics == [])
    }

    @Test func theByteFilterLetsLookupOnlyFilesThrough() {
        let result = scan([(path: "StoreTests.swift", source: "let x = store.t(\"test\", locale: en)\n")])
        #expect(result.schema.items.map(\.key) == ["test"])
        #expect(result.schema.localizedFiles == ["StoreTests.swift"])
    }
}
