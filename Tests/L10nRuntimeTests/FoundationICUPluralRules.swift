import Foundation

/// ICU's plural rules as shipped inside swift-corelibs-foundation on Linux
/// (`lib_FoundationICU.so`), loaded with `dlopen`, for comparison with our evaluator.
///
/// Foundation's copy of ICU prefixes its C API with `swift_` (`swift_uplrules_openForType`,
/// `swift_uplrules_select`), so plain ICU symbol names are not found there.
struct FoundationICUPluralRules {
    typealias OpenForType =
        @convention(c) (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) ->
        OpaquePointer?
    typealias Select =
        @convention(c) (
            OpaquePointer, Double, UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>
        ) -> Int32
    typealias Close = @convention(c) (OpaquePointer) -> Void
    typealias GetVersion = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
    typealias GetCLDRVersion =
        @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int32>) -> Void

    static let libraryPath = "/opt/swift/usr/lib/swift/linux/lib_FoundationICU.so"

    private let openForType: OpenForType
    private let select: Select
    private let close: Close
    /// ICU's version, `76.1` for example.
    let icuVersion: String
    /// The CLDR version of ICU's data, `46.0` for example.
    let cldrVersion: String

    /// Why the library cannot be used here, or `nil` when it can.
    static let unavailableReason: String? = {
        switch Result(catching: { try FoundationICUPluralRules() }) {
        case .success: nil
        case .failure(let error): "\(error)"
        }
    }()

    init() throws {
        guard let handle = dlopen(Self.libraryPath, RTLD_NOW) else {
            throw FixtureError(message: "cannot dlopen \(Self.libraryPath): \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else {
                throw FixtureError(message: "\(Self.libraryPath) does not export \(name)")
            }
            return unsafeBitCast(pointer, to: type)
        }
        openForType = try symbol("swift_uplrules_openForType", as: OpenForType.self)
        select = try symbol("swift_uplrules_select", as: Select.self)
        close = try symbol("swift_uplrules_close", as: Close.self)
        var version = [UInt8](repeating: 0, count: 4)
        try symbol("swift_u_getVersion", as: GetVersion.self)(&version)
        icuVersion = "\(version[0]).\(version[1])"
        var status: Int32 = 0
        try symbol("swift_ulocdata_getCLDRVersion", as: GetCLDRVersion.self)(&version, &status)
        cldrVersion = "\(version[0]).\(version[1])"
    }

    /// ICU's category for `value` in `locale` (an ICU locale ID such as `pt_PT`).
    func category(locale: String, kind: Int32, value: Double) throws -> PluralCategoryName {
        var status: Int32 = 0
        guard let rules = openForType(locale, kind, &status), status <= 0 else {
            throw FixtureError(message: "uplrules_openForType(\(locale)) failed with status \(status)")
        }
        defer { close(rules) }
        var buffer = [UInt16](repeating: 0, count: 16)
        let length = select(rules, value, &buffer, Int32(buffer.count), &status)
        guard status <= 0 else {
            throw FixtureError(message: "uplrules_select(\(locale), \(value)) failed with status \(status)")
        }
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    typealias PluralCategoryName = String
}
