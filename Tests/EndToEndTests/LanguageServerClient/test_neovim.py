"""Neovim's built-in LSP client, headless: diagnostics arrive and a code action applies."""

import os
import pathlib
import shutil

import pytest

from conftest import check_json, copy_fixture, run_editor_script

NEOVIM = shutil.which("nvim")


@pytest.mark.skipif(NEOVIM is None and not os.environ.get("L10NC_REQUIRE_NEOVIM"), reason="nvim is not installed")
def test_neovim_receives_diagnostics_and_applies_a_code_action(tmp_path):
    assert NEOVIM, "nvim is required (L10NC_REQUIRE_NEOVIM is set): install Debian's neovim"
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    yaml = project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml"
    before = [f for f in check_json(project) if f["rule"] == "yaml11-scalar" and f["location"]["file"].endswith("TaskCardViewModel.yml")]
    assert before, "the fixture quotes nothing yet"
    script = pathlib.Path(__file__).with_name("neovim_client.lua")
    result = run_editor_script([NEOVIM, "--headless", "-u", "NONE", "-c", f"luafile {script}"], project, yaml, tmp_path)
    assert any(d["code"] == "yaml11-scalar" for d in result["diagnostics"])
    assert result["applied"].startswith("quote")
    after = [f for f in check_json(project) if f["rule"] == "yaml11-scalar" and f["location"]["file"].endswith("TaskCardViewModel.yml")]
    assert len(after) == len(before) - 1
