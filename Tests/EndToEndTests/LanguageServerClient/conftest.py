"""pytest-lsp drives `l10nc lsp` as an editor would; every message is checked against
lsprotocol's LSP 3.17 types. L10NC_BINARY names the l10nc executable under test."""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
L10NC = os.environ.get("L10NC_BINARY", str(REPOSITORY / ".build" / "debug" / "l10nc"))
FIXTURES = {
    "TaskBoard": REPOSITORY / "Examples" / "TaskBoard",
    "BrokenTaskBoard": REPOSITORY / "Tests" / "EndToEndTests" / "Fixtures" / "BrokenTaskBoard",
    "BrokenFOSMVVMBoard": REPOSITORY / "Tests" / "EndToEndTests" / "Fixtures" / "BrokenFOSMVVMBoard",
}


def copy_fixture(name: str, tmp_path: pathlib.Path) -> pathlib.Path:
    """A copy the test may edit; the repository's fixtures stay as they are."""
    target = tmp_path / name
    shutil.copytree(FIXTURES[name], target, ignore=shutil.ignore_patterns(".build", ".l10nc-cache"))
    return target


EDITORS_DOC = REPOSITORY / "docs" / "editors.md"


def documented_snippets(path: pathlib.Path = EDITORS_DOC) -> dict[str, tuple[str, str]]:
    """The fenced code blocks of `path` whose first line is a comment naming an l10nc set-up
    (`-- l10nc: Neovim 0.7 (Debian 12)`, `;; l10nc: Emacs 28 …`), by that line: the block's
    language and its text, exactly as a reader copies it."""
    snippets = {}
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("```") and len(line) > 3:
            language = line[3:].strip()
            body = []
            index += 1
            while index < len(lines) and lines[index] != "```":
                body.append(lines[index])
                index += 1
            first = body[0] if body else ""
            if first.lstrip("-; ").startswith("l10nc: "):
                assert first not in snippets, f"two blocks of {path.name} start with {first!r}"
                snippets[first] = (language, "\n".join(body) + "\n")
        index += 1
    return snippets


def documented_snippet(first_line: str) -> str:
    """The text of the block of docs/editors.md that starts with `first_line`."""
    snippets = documented_snippets()
    assert first_line in snippets, f"docs/editors.md has no block starting with {first_line!r}: {list(snippets)}"
    return snippets[first_line][1]


def run_editor_script(
    command: list[str], project: pathlib.Path, file: pathlib.Path, tmp_path: pathlib.Path, **extra: str
) -> dict:
    """An editor's own LSP client, run by `command` with a script of this folder: it opens `file`
    of `project`, and writes what it saw and did as one JSON object to L10NC_RESULT, read back
    here. `l10nc` is first on PATH (the binary under test), as the documented set-ups expect."""
    result_path = tmp_path / "editor-result.json"
    bin_directory = tmp_path / "bin"
    bin_directory.mkdir(exist_ok=True)
    if not (bin_directory / "l10nc").exists():
        (bin_directory / "l10nc").symlink_to(pathlib.Path(L10NC).resolve())
    environment = dict(
        os.environ,
        PATH=f"{bin_directory}{os.pathsep}{os.environ.get('PATH', '')}",
        L10NC_BINARY=L10NC,
        L10NC_PROJECT=str(project),
        L10NC_FILE=str(file),
        L10NC_RESULT=str(result_path),
        **extra,
    )
    run = subprocess.run(command, env=environment, capture_output=True, timeout=120, cwd=project)
    assert result_path.exists(), run.stderr.decode()
    result = json.loads(result_path.read_text())
    assert "error" not in result, (result, run.stderr.decode()[-2000:])
    return result


def check_json(project: pathlib.Path) -> list[dict]:
    """`l10nc check --format json` in the project: the findings the server must push."""
    run = subprocess.run([L10NC, "check", "--format", "json"], cwd=project, capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    return json.loads(run.stdout)["diagnostics"]


def utf16_character(path: pathlib.Path, line: int, column: int) -> int:
    """The UTF-16 offset of an l10nc column (Unicode scalars, 1-based) on a 1-based line."""
    text = path.read_text(encoding="utf-8", errors="replace").split("\n")[line - 1]
    return len(text[: column - 1].encode("utf-16-le")) // 2

async def settled(client: LanguageClient) -> None:
    """Returns once the server has handled every message sent before this call.

    The server handles messages in order and publishes what a notification changed before it
    reads the next message, so its answer to a request arrives after those findings: a barrier
    that a loaded machine cannot outrun, unlike a fixed sleep.
    """
    await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier("file:///l10nc-settled.yml"), types.Position(0, 0))
    )


async def start(
    client: LanguageClient, project: pathlib.Path, encodings=None, pull: bool = False, options=None
) -> types.InitializeResult:
    capabilities = types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(
                document_changes=True, resource_operations=[types.ResourceOperationKind.Create]
            ),
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
            diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=True) if pull else None,
        ),
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True),
            diagnostic=types.DiagnosticClientCapabilities() if pull else None,
        ),
    )
    return await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=project.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name=project.name)],
            initialization_options=options,
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[L10NC, "lsp"]))
async def client(lsp_client: LanguageClient):
    registrations = []

    # The server registers its file watchers once initialized, as the client's
    # capabilities allow; an editor answers with an empty result.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        registrations.extend(params.registrations)
        return None

    lsp_client.registrations = registrations
    yield
    await lsp_client.shutdown_session()
