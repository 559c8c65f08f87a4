"""Emacs's Eglot in batch, set up with docs/editors.md's own block: it runs as the init file of
Debian 12's Emacs 28 with elpa-eglot and elpa-yaml-mode, a YAML file opens in yaml-mode with the
server at the repository's root, diagnostics arrive and a code action applies through Eglot's
own command."""

import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import check_json, copy_fixture, documented_snippet, run_editor_script

EMACS = shutil.which("emacs")
# Required under scripts/test.sh (L10NC_REQUIRE_EMACS) and in CI (CI=true): a missing Emacs fails
# there instead of skipping.
REQUIRED = bool(os.environ.get("L10NC_REQUIRE_EMACS")) or os.environ.get("CI", "").lower() in ("true", "1", "yes")


@pytest.mark.skipif(EMACS is None and not REQUIRED, reason="emacs is not installed; run scripts/test.sh")
def test_the_documented_eglot_setup_in_debian_emacs_28(tmp_path):
    assert EMACS, (
        "emacs is required (L10NC_REQUIRE_EMACS or CI is set): install Debian's emacs-nox, elpa-eglot and elpa-yaml-mode"
    )
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    # Eglot's project is the file's version-control root, as in a user's checkout.
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    yaml = project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml"

    def findings_of_the_file():
        return [f for f in check_json(project) if f["location"]["file"].endswith("TaskCardViewModel.yml")]

    before = findings_of_the_file()
    assert any(f["rule"] == "yaml11-scalar" for f in before), "the fixture quotes nothing yet"
    init = tmp_path / "init.el"
    init.write_text(documented_snippet(";; l10nc: Emacs 28 and later, with Eglot and yaml-mode"))
    script = pathlib.Path(__file__).with_name("eglot_client.el")
    # Debian's packages alone (package-initialize also activates ~/.emacs.d/elpa): the user's HOME
    # is left out.
    home = tmp_path / "home"
    home.mkdir()
    result = run_editor_script(
        [EMACS, "--batch", "-l", str(script)], project, yaml, tmp_path, L10NC_INIT=str(init), HOME=str(home)
    )
    assert result["mode"] == "yaml-mode", result
    assert result["command"] == ["l10nc", "lsp"], result
    assert pathlib.Path(result["root"]) == project, result
    # The file's findings arrived as check reports them, and the quick fix removed one.
    assert sorted((d["code"], d["line"]) for d in result["diagnostics"]) == sorted(
        (f["rule"], f["location"]["line"] - 1) for f in before
    )
    assert result["applied"].startswith("quote")
    after = findings_of_the_file()
    assert [f["rule"] for f in after].count("yaml11-scalar") == [f["rule"] for f in before].count("yaml11-scalar") - 1
    assert len(after) == len(before) - 1
