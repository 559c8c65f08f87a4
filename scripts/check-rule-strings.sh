#!/usr/bin/env bash
# scripts/check-rule-strings.sh: no checker rule searches or trims text with Foundation.
#
# The rules run over every value of every locale. Foundation's string searching and trimming
# (`trimmingCharacters(in:)`, `range(of:)`, `components(separatedBy:)`, …) bridge each string
# through NSString and UTF-16 on Linux: once per value, that was 40 % of a check's instructions
# (issue 32). The check context finds what the rules ask of a text once, from its bytes
# (`TextFacts`), and the rules read that; this script keeps it so. It lists every call of those
# APIs in Sources/L10nChecker/Rules and exits 1 when there is one.
#
# Usage: scripts/check-rule-strings.sh [FOLDER]   (default: Sources/L10nChecker/Rules)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FOLDER=${1:-$ROOT/Sources/L10nChecker/Rules}

# Foundation's string searching, trimming, splitting and replacing, and `contains` of a string
# of two or more characters (Foundation's `StringProtocol.contains(_:)`, a `range(of:)`).
PATTERN='\.(trimmingCharacters|range|ranges|rangeOfCharacter|components|replacingOccurrences|replacingCharacters|localizedCaseInsensitiveContains|localizedStandardContains|caseInsensitiveCompare)\(|\.contains\("[^"]{2,}"\)'

if found=$(grep -rnE --include='*.swift' "$PATTERN" "$FOLDER"); then
    echo "check-rule-strings.sh: rules must not search or trim text with Foundation (read TextFacts instead):" >&2
    echo "$found" >&2
    exit 1
fi
echo "check-rule-strings.sh: no Foundation string searching or trimming in $(basename "$FOLDER")"
