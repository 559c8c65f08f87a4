#!/usr/bin/env bash
# The whole test suite, from a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
# The Python tools live in a virtual environment (Debian's python3 refuses a system-wide pip);
# the tests run python3 and pofilter from its bin folder.
export L10NC_PYTHON_VENV="${L10NC_PYTHON_VENV:-$PWD/.build/python-venv}"
bash scripts/install-dependencies.sh --with-test-tools
# The language server's Neovim and Emacs (Eglot) tests skip without them elsewhere; here they
# must run.
export L10NC_REQUIRE_NEOVIM=1
export L10NC_REQUIRE_EMACS=1
# Style first, so drift fails fast: swift-format's strict lint over the package's own Swift
# files (fixtures and fuzz corpora are inputs, not code; some do not parse on purpose).
git ls-files '*.swift' | grep -v -e '/Fixtures/' -e '^Fuzz/Corpus/' \
    | xargs swift format lint --strict --configuration .swift-format
# No checker rule searches or trims text with Foundation (issue 32): they read the facts the
# check context finds once per text.
bash scripts/check-rule-strings.sh
# No merge left half done: a conflict marker once stood in Benchmarks/README.md for a day.
if git grep -n -E '^(<<<<<<<|>>>>>>>)( |$)' -- . ':!Tests/**/Fixtures/**' ':!Fuzz/Corpus/**'; then
    echo "scripts/test.sh: merge conflict markers above; resolve them" >&2
    exit 1
fi
swift test
# The runtime's concurrency tests again, under ThreadSanitizer (under two minutes cold: TSan/
# builds L10nRuntime only).
bash scripts/tsan.sh
# The service example: builds TaskBoard (its table through l10nc's build plugin) and
# Hummingbird, then starts the server on 127.0.0.1 on a free port.
swift test --package-path Examples/TaskBoardService
