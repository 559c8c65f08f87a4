import Foundation
import FuzzDriver
import L10nRuntime

private let operands: [PluralOperands] =
    [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000].map { PluralOperands($0) }
    + ["0.0", "1.5", "2.10", "1e3", "1.0c6", "0.00001", "123456789.987654321"].compactMap {
        PluralOperands(decimal: $0)
    }

/// Parses arbitrary text as a CLDR plural rule (conditions and samples), evaluates it, and
/// feeds it as the `one` rule of a rule set; it also reads the text as a decimal operand.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluralRule(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    if let rule = try? PluralRule(text) {
        for operand in operands { _ = rule.matches(operand) }
    }
    if let rules = try? PluralRules(rules: [.one: text, .other: ""]) {
        for operand in operands { _ = rules.category(for: operand) }
    }
    if let operand = PluralOperands(decimal: text) {
        _ = (operand.n, operand.i, operand.v, operand.w, operand.f, operand.t, operand.e)
    }
    return 0
}

@main
enum FuzzPluralRuleMain {
    static func main() {
        exit(
            l10nc_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv) {
                fuzzPluralRule(UnsafeRawPointer($0), $1)
            })
    }
}
