"""`l10nc lsp --cache DIR`: the first findings from the cache `l10nc check --cache DIR` keeps,
while the engine loads behind them."""

import json
import os
import pathlib
import subprocess

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import L10NC, copy_fixture, settled, start
from test_language_server import expected, frame, pushed, read_messages


def check_with_cache(project: pathlib.Path, cache: pathlib.Path, *flags: str, cwd: pathlib.Path | None = None):
    run = subprocess.run(
        [L10NC, "check", "--cache", str(cache), *flags], cwd=cwd or project, capture_output=True, text=True
    )
    assert run.returncode in (0, 1), run.stderr


def serve(project: pathlib.Path, *requests: dict, cache: pathlib.Path | None = None) -> dict:
    """`l10nc lsp` started in the project's folder, as editors start it, given initialize,
    initialized, `requests` (ids from 2; a request without `method`'s id is a notification),
    shutdown and exit at once: the first and the last findings it pushed for each file, its
    replies by id, and its log."""
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": project.as_uri()}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
    ]
    messages += [
        {"jsonrpc": "2.0", **request} if request.pop("notification", False) else {"jsonrpc": "2.0", "id": index + 2, **request}
        for index, request in enumerate(dict(request) for request in requests)
    ]
    messages += [
        {"jsonrpc": "2.0", "id": 1000, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    command = [L10NC, "lsp"] + (["--cache", str(cache)] if cache else [])
    run = subprocess.run(
        command, input=b"".join(map(frame, messages)), cwd=project, capture_output=True, timeout=120
    )
    assert run.returncode == 0, run.stderr.decode()
    first, last, replies, log = {}, {}, {}, []
    for message in read_messages(run.stdout):
        if message.get("method") == "textDocument/publishDiagnostics":
            first.setdefault(message["params"]["uri"], message["params"]["diagnostics"])
            last[message["params"]["uri"]] = message["params"]["diagnostics"]
        elif message.get("method") == "window/logMessage":
            log.append(message["params"]["message"])
        elif "method" not in message:
            replies[message["id"]] = message.get("result", message.get("error"))
    return {"first": first, "last": last, "replies": replies, "log": log}


@pytest.mark.parametrize("fixture", ["TaskBoard", "BrokenTaskBoard", "BrokenFOSMVVMBoard"])
def test_first_findings_from_a_cache_check_wrote_are_those_of_a_cold_start(tmp_path, fixture):
    project = copy_fixture(fixture, tmp_path)
    cache = tmp_path / "cache"
    check_with_cache(project, cache)
    cold = serve(project)
    cached = serve(project, cache=cache)
    # The cache `check` wrote was used: nothing was checked again.
    assert any(line.endswith("parts reused, 0 checked") for line in cached["log"]), cached["log"]
    assert cached["first"] == cold["first"]
    if fixture != "TaskBoard":
        assert any(cached["first"].values()), "a broken fixture has findings"
    # And the other way: the cache the server refreshed is the one `check --cache` uses.
    run = subprocess.run(
        [L10NC, "check", "--cache", str(cache)], cwd=project, capture_output=True, text=True,
        env=dict(os.environ, L10NC_CACHE_STATS="1"),
    )
    assert " parts reused, 0 checked;" in run.stderr, run.stderr


def test_requests_before_the_engine_is_ready_are_answered_as_by_a_cold_server(tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    cache = tmp_path / "cache"
    check_with_cache(project, cache)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    lines = swift.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if "public var title" in text)
    position = {"textDocument": {"uri": swift.as_uri()}, "position": {"line": line, "character": lines[line].index("title") + 2}}
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    yaml_line = yaml.read_text(encoding="utf-8").split("\n").index('    title: "Dashboard"')
    key = {"textDocument": {"uri": yaml.as_uri()}, "position": {"line": yaml_line, "character": 5}}
    requests = [
        {"method": "textDocument/hover", "params": position},
        {"method": "textDocument/definition", "params": position},
        {"method": "textDocument/references", "params": {**position, "context": {"includeDeclaration": True}}},
        {"method": "textDocument/inlayHint", "params": {"textDocument": {"uri": swift.as_uri()}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}}},
        {"method": "textDocument/prepareRename", "params": key},
        {"method": "textDocument/rename", "params": {**key, "newName": "headline"}},
    ]
    cold = serve(project, *requests)
    # Sent with initialize, so handled while the engine still loads behind the cached findings.
    cached = serve(project, *requests, cache=cache)
    assert any(line.endswith("parts reused, 0 checked") for line in cached["log"]), cached["log"]
    assert cached["replies"] == cold["replies"]
    assert "de: “Übersicht”" in cached["replies"][2]["contents"]["value"]
    assert cached["replies"][3], "the definition leads to the keys"
    assert cached["replies"][7]["changes"] or cached["replies"][7]["documentChanges"], "the rename edits"


@pytest.mark.parametrize(
    "problem", ["other settings", "corrupt index", "corrupt blobs", "not a directory", "invalid lock"]
)
def test_an_unusable_cache_still_gives_the_findings_of_check(tmp_path, problem):
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    cache = tmp_path / "cache"
    if problem == "other settings":
        # Its findings are errors where these are warnings: used, they would be wrong.
        check_with_cache(project, cache, "--warnings-as-errors")
    elif problem == "not a directory":
        cache.write_text("a file, not a cache\n")
    elif problem == "invalid lock":
        # Read by the cached check (a changed lock makes every part dirty), which cannot use it.
        check_with_cache(project, cache)
        (project / "l10nc.lock").write_text("not: [a lock\n", encoding="utf-8")
    else:
        check_with_cache(project, cache)
        if problem == "corrupt index":
            index = cache / "check-cache-v1.index"
            index.write_bytes(index.read_bytes()[:40] + b"\xff" * 64)
        else:
            # Every stored analysis and item, and the Swift files' companion; a view model edited
            # since, so that they are needed.
            for blob in cache.rglob("*"):
                if blob.is_file() and blob.name != "check-cache-v1.index":
                    blob.write_bytes(b"\x00not a blob")
            swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
            swift.write_text(swift.read_text(encoding="utf-8") + "\n// edited\n", encoding="utf-8")
    cold = serve(project)
    cached = serve(project, cache=cache)
    assert cached["first"] == cold["first"]
    assert any(cached["first"].values())
    # The client's log says why the cache was not used.
    assert any("cache" in line and "parts reused" not in line for line in cached["log"]), cached["log"]


async def test_a_real_client_gets_the_findings_of_check_from_the_cache_option(client: LanguageClient, tmp_path):
    """`initializationOptions.cacheDirectory`, with the server started outside the project: the
    cache of `check --config <its l10nc.yml> --cache DIR` run where the server runs."""
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    cache = tmp_path / "cache"
    check_with_cache(project, cache, "--config", str(project / "l10nc.yml"), cwd=pathlib.Path.cwd())
    await start(client, project, options={"cacheDirectory": str(cache)})
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    lines = swift.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if "public var title" in text)
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(swift.as_uri()), types.Position(line, lines[line].index("title")))
    )
    assert hover is not None and "DashboardViewModel.title" in hover.contents.value
    await settled(client)
    assert pushed(client, project) == expected(project)
    messages = [entry.message for entry in client.log_messages]
    assert any(message.endswith("parts reused, 0 checked") for message in messages), messages


def test_an_edit_before_the_engine_is_ready_reaches_it(tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    cache = tmp_path / "cache"
    check_with_cache(project, cache)
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    text = yaml.read_text(encoding="utf-8")
    line = text.split("\n").index('    title: "Dashboard"')
    opened = {"textDocument": {"uri": yaml.as_uri(), "languageId": "yaml", "version": 1, "text": text}}
    # `title` becomes `titlf`, in the unsaved buffer only: a misspelled key.
    change = {
        "textDocument": {"uri": yaml.as_uri(), "version": 2},
        "contentChanges": [{"range": {"start": {"line": line, "character": 8}, "end": {"line": line, "character": 9}}, "text": "f"}],
    }
    messages = [
        {"notification": True, "method": "textDocument/didOpen", "params": opened},
        {"notification": True, "method": "textDocument/didChange", "params": change},
    ]
    cold = serve(project, *messages)
    cached = serve(project, *messages, cache=cache)
    assert any(line.endswith("parts reused, 0 checked") for line in cached["log"]), cached["log"]
    assert cached["last"] == cold["last"]
    assert any(finding["code"] == "misspelled-key" for finding in cached["last"][yaml.as_uri()])


async def test_a_client_that_pulls_gets_the_cached_findings_and_no_refresh_when_the_engine_agrees(
    client: LanguageClient, tmp_path
):
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    cache = tmp_path / "cache"
    check_with_cache(project, cache, "--config", str(project / "l10nc.yml"), cwd=pathlib.Path.cwd())
    await start(client, project, pull=True, options={"cacheDirectory": str(cache)})
    # Pulled at once: the cached check's findings, as the engine would give them.
    report = await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    for item in report.items:
        client.diagnostics[item.uri] = item.items
    assert pushed(client, project) == expected(project)
    # Once the engine serves (a hover waits for it), its findings are the same: no refresh
    # beyond the one that came with the first findings.
    refreshes = client.diagnostic_refresh_count
    await settled(client)
    assert client.diagnostic_refresh_count == refreshes
    again = await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    assert {item.uri: list(item.items) for item in again.items} == {item.uri: list(item.items) for item in report.items}
