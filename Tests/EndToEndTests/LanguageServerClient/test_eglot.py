"""Emacs's Eglot, in batch: diagnostics arrive and a code action applies through Eglot's own command."""

import os
import pathlib
import shutil

import pytest

from conftest import check_json, copy_fixture, run_editor_script

EMACS = shutil.which("emacs")


@pytest.mark.skipif(EMACS is None and not os.environ.get("L10NC_REQUIRE_EMACS"), reason="emacs is not installed")
def test_eglot_receives_diagnostics_and_applies_a_code_action(tmp_path):
    assert EMACS, "emacs is required (L10NC_REQUIRE_EMACS is set): install Debian's emacs-nox and elpa-eglot"
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    yaml = project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml"

    def findings_of_the_file():
        return [f for f in check_json(project) if f["location"]["file"].endswith("TaskCardViewModel.yml")]

    before = findings_of_the_file()
    assert any(f["rule"] == "yaml11-scalar" for f in before), "the fixture quotes nothing yet"
    script = pathlib.Path(__file__).with_name("eglot_client.el")
    result = run_editor_script([EMACS, "--batch", "-l", str(script)], project, yaml, tmp_path)
    # The file's findings arrived as check reports them, and the quick fix removed one.
    assert sorted((d["code"], d["line"]) for d in result["diagnostics"]) == sorted(
        (f["rule"], f["location"]["line"] - 1) for f in before
    )
    assert result["applied"].startswith("quote")
    after = findings_of_the_file()
    assert [f["rule"] for f in after].count("yaml11-scalar") == [f["rule"] for f in before].count("yaml11-scalar") - 1
    assert len(after) == len(before) - 1
