"""docs/editors.md's Neovim and Emacs blocks are each one a test runs (test_neovim.py,
test_eglot.py): a block added or renamed without its test fails here, before a reader copies it."""

import re

from conftest import EDITORS_DOC, documented_snippets

TESTED = {
    "-- l10nc: Neovim 0.7 (Debian 12)": "lua",
    "-- l10nc: Neovim 0.8 and later": "lua",
    ";; l10nc: Emacs 28 and later, with Eglot and yaml-mode": "elisp",
}


def test_every_neovim_and_emacs_block_of_the_editors_doc_is_tested():
    snippets = documented_snippets()
    assert {first: language for first, (language, _) in snippets.items()} == TESTED
    fences = re.findall(r"^```(lua|elisp|emacs-lisp|vim)\n(.*)$", EDITORS_DOC.read_text(encoding="utf-8"), re.M)
    assert sorted(first for _, first in fences) == sorted(TESTED), "a block without its test"
