"""`l10nc lsp` against a client nobody here wrote: pytest-lsp, with lsprotocol's types."""

import asyncio
import json
import pathlib
import subprocess

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import L10NC, check_json, copy_fixture, settled, start, utf16_character


def pushed(client: LanguageClient, project: pathlib.Path | None = None) -> set[tuple]:
    """Every pushed finding as (path, line, character, rule, severity, message); a message
    that names another file names it as the server has it, absolute, where `check` run in
    the project names it relative."""
    severities = {
        types.DiagnosticSeverity.Error: "error",
        types.DiagnosticSeverity.Warning: "warning",
        types.DiagnosticSeverity.Information: "note",
    }
    found = set()
    for uri, diagnostics in client.diagnostics.items():
        path = pathlib.Path(uri.removeprefix("file://"))
        for diagnostic in diagnostics:
            found.add(
                (
                    str(path),
                    diagnostic.range.start.line,
                    diagnostic.range.start.character,
                    diagnostic.code,
                    severities[diagnostic.severity],
                    diagnostic.message.replace(f"{project}/", "") if project else diagnostic.message,
                )
            )
    return found


def expected(project: pathlib.Path) -> set[tuple]:
    found = set()
    for finding in check_json(project):
        location = finding["location"]
        path = project / location["file"]
        found.add(
            (
                str(path),
                location["line"] - 1,
                utf16_character(path, location["line"], location["column"]),
                finding["rule"],
                finding["severity"],
                finding["message"],
            )
        )
        # A key missing in a locale is also shown, as a note, where that locale's YAML lacks it.
        for related in finding["related"]:
            if related["message"].startswith("where '"):
                place = related["location"]
                note_path = project / place["file"]
                found.add(
                    (
                        str(note_path),
                        place["line"] - 1,
                        utf16_character(note_path, place["line"], place["column"]),
                        finding["rule"],
                        "note",
                        related["message"] + " (" + finding["message"] + ")",
                    )
                )
    return found


@pytest.mark.parametrize("fixture", ["TaskBoard", "BrokenTaskBoard", "BrokenFOSMVVMBoard"])
async def test_diagnostics_are_the_findings_of_check(client: LanguageClient, tmp_path, fixture):
    project = copy_fixture(fixture, tmp_path)
    result = await start(client, project)
    assert result.server_info.name == "l10nc"
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16
    # The first diagnostics are pushed as the server answers initialize.
    await asyncio.sleep(0.2)
    assert pushed(client, project) == expected(project)
    if fixture != "TaskBoard":
        assert pushed(client), "a broken fixture has findings"
    # Once initialized, the server asked to watch the files other tools change.
    watched = [r for r in client.registrations if r.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    assert len(watched) == 1
    patterns = {watcher["globPattern"] for watcher in watched[0].register_options["watchers"]}
    assert {"**/*.yml", "**/*.swift", "**/l10nc.lock"} <= patterns


async def test_unsaved_edits_add_and_fix_findings(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    await asyncio.sleep(0.2)
    assert pushed(client) == set()
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    uri = yaml.as_uri()
    text = yaml.read_text(encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text))
    )
    # Rename `title` under en to `heading`, in the buffer only: a missing key and an orphan (a
    # misspelling such as `titel` would be one misspelled-key finding instead).
    line = text.split("\n").index('    title: "Dashboard"')
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(line, 4), types.Position(line, 9)), text="heading"
                )
            ],
        )
    )
    await client.wait_for_notification("textDocument/publishDiagnostics")
    await asyncio.sleep(0.2)
    rules = {finding[3] for finding in pushed(client)}
    assert rules == {"missing-key", "orphan-key"}
    orphan = [d for d in client.diagnostics[uri] if d.code == "orphan-key"][0]
    assert list(orphan.tags) == [types.DiagnosticTag.Unnecessary]
    # The rule's section of the rules reference of the checkout the server was built in.
    assert orphan.code_description.href.endswith("/docs/rules.md#orphan-key")
    assert orphan.range.start == types.Position(line, 4) and orphan.range.end == types.Position(line, 11)
    # The disk never changed.
    assert expected(project) == set()
    # Back as it was: every finding is cleared.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await asyncio.sleep(0.3)
    assert pushed(client) == set()


async def test_saved_and_closed_files_follow_the_disk(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "UserNameViewModel.swift"
    text = swift.read_text(encoding="utf-8")
    uri = swift.as_uri()
    edited = text.replace("public var lastName", "public var familyName")
    assert edited != text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=edited))
    )
    await asyncio.sleep(0.3)
    assert "missing-key" in {finding[3] for finding in pushed(client)}
    # Closed without saving: the disk's text again, nothing missing.
    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
    await asyncio.sleep(0.3)
    assert pushed(client) == set()
    # Written by another tool, and announced as a watched-file change.
    swift.write_text(edited, encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=uri, type=types.FileChangeType.Changed)])
    )
    await asyncio.sleep(0.3)
    assert pushed(client, project) == expected(project)
    assert "missing-key" in {finding[3] for finding in pushed(client)}


async def test_hover_shows_the_text_each_locale_serves(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    lines = swift.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if "public var title" in text)
    character = lines[line].index("title")
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(swift.as_uri()), types.Position(line, character + 2))
    )
    assert hover is not None
    assert "DashboardViewModel.title" in hover.contents.value
    assert "de: “Übersicht”" in hover.contents.value and "en: “Dashboard”" in hover.contents.value
    welcome = next(i for i, text in enumerate(lines) if "public var welcome" in text)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            types.TextDocumentIdentifier(swift.as_uri()), types.Position(welcome, lines[welcome].rindex("welcome"))
        )
    )
    assert "`%{count}`" in hover.contents.value and "`%{name}`" in hover.contents.value
    # On a YAML key: the property that reads it.
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    ylines = yaml.read_text(encoding="utf-8").split("\n")
    yline = ylines.index('    title: "Dashboard"')
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(yline, 5))
    )
    assert "Read by `title` of `DashboardViewModel`" in hover.contents.value
    # Nothing localized under the cursor: no hover.
    nothing = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(swift.as_uri()), types.Position(0, 0))
    )
    assert nothing is None


async def test_definition_leads_from_property_to_keys_and_back(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    lines = swift.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if "public var title" in text)
    locations = await client.text_document_definition_async(
        types.DefinitionParams(types.TextDocumentIdentifier(swift.as_uri()), types.Position(line, lines[line].index("title")))
    )
    assert len(locations) == 5
    assert {location.uri for location in locations} == {yaml.as_uri()}
    ylines = yaml.read_text(encoding="utf-8").split("\n")
    assert {ylines[location.range.start.line].strip() for location in locations} == {
        line.strip() for line in ylines if line.strip().startswith("title:")
    }
    back = await client.text_document_definition_async(
        types.DefinitionParams(types.TextDocumentIdentifier(yaml.as_uri()), locations[0].range.start)
    )
    assert [(location.uri, location.range.start.line) for location in back] == [(swift.as_uri(), line)]


async def test_unknown_methods_and_utf8_positions(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    result = await start(client, project, encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    with pytest.raises(Exception) as failure:
        await client.protocol.send_request_async("l10nc/noSuchMethod", {})
    assert "MethodNotFound" in repr(failure.value) or "-32601" in repr(failure.value) or "not a method" in str(
        failure.value
    )


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_messages(output: bytes) -> list[dict]:
    messages = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        output = rest[length:]
    return messages


def test_robustness_over_raw_stdio(tmp_path):
    """Before initialize, malformed headers and JSON, cancellation, and a client that leaves
    without shutdown: answered or skipped, never a crash."""
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    stream = b"".join(
        [
            frame({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}}),
            b"Content-Length: nope\r\n\r\n{}",
            frame({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {"capabilities": {}, "rootUri": project.as_uri()}}),
            b"Content-Length: 9\r\n\r\n{not json",
            frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///nowhere.swift"}, "position": {"line": 0, "character": 0}}}),
            frame({"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///nowhere.swift"}, "position": {"line": 0, "character": 0}}}),
            frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 4}}),
            frame({"jsonrpc": "2.0", "method": "exit"}),
        ]
    )
    run = subprocess.run([L10NC, "lsp"], input=stream, capture_output=True, timeout=120)
    assert run.returncode == 1, "exit without shutdown"
    replies = {message.get("id"): message for message in read_messages(run.stdout) if "method" not in message}
    assert replies[1]["error"]["code"] == -32002
    assert replies[2]["result"]["serverInfo"]["name"] == "l10nc"
    assert replies[None]["error"]["code"] == -32700
    assert replies[3]["result"] is None
    assert replies[4]["error"]["code"] == -32800
    assert b"Content-Length 'nope'" in run.stderr or b"nope" in run.stderr


def apply_edits(path: pathlib.Path, edits: list) -> None:
    """Applies a document's TextEdits (UTF-16 positions) as a client would, last first."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")

    def offset(position) -> int:
        before = sum(len(line) + 1 for line in lines[: position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units, index = 0, 0
        while index < len(line) and units < position.character:
            units += len(line[index].encode("utf-16-le")) // 2
            index += 1
        return before + index

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    path.write_text(text, encoding="utf-8")


def apply_workspace_edit(edit: types.WorkspaceEdit) -> None:
    for uri, edits in (edit.changes or {}).items():
        apply_edits(pathlib.Path(uri.removeprefix("file://")), edits)
    for change in edit.document_changes or []:
        if isinstance(change, types.CreateFile):
            path = pathlib.Path(change.uri.removeprefix("file://"))
            if not path.exists():
                path.write_text("", encoding="utf-8")
        else:
            apply_edits(pathlib.Path(change.text_document.uri.removeprefix("file://")), change.edits)


@pytest.mark.parametrize("rule", ["yaml11-scalar", "missing-key"])
async def test_a_code_action_fixes_its_finding_on_disk(client: LanguageClient, tmp_path, rule):
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    await start(client, project)
    await asyncio.sleep(0.2)
    target = None
    for uri, diagnostics in sorted(client.diagnostics.items()):
        for diagnostic in diagnostics:
            if diagnostic.code != rule:
                continue
            actions = await client.text_document_code_action_async(
                types.CodeActionParams(
                    text_document=types.TextDocumentIdentifier(uri),
                    range=diagnostic.range,
                    context=types.CodeActionContext(diagnostics=[diagnostic]),
                )
            )
            fixes = [action for action in actions or [] if action.diagnostics and action.diagnostics[0].code == rule]
            if fixes:
                target = (uri, diagnostic, fixes[0])
                break
        if target:
            break
    assert target, f"no code action fixes a {rule} finding"
    uri, _, action = target
    # The finding the action names (several can share a range: a key missing in required
    # locales and in advisory ones).
    diagnostic = action.diagnostics[0]
    assert action.kind == types.CodeActionKind.QuickFix
    # Titles name files relative to the workspace folder, as the editor shows paths.
    assert str(project) not in action.title, action.title
    if rule == "missing-key":
        assert " in Sources/TaskBoard/" in action.title, action.title
    apply_workspace_edit(action.edit)
    path = pathlib.Path(uri.removeprefix("file://"))
    left = [
        finding
        for finding in check_json(project)
        if finding["rule"] == rule
        and str(project / finding["location"]["file"]) == str(path)
        and finding["location"]["line"] == diagnostic.range.start.line + 1
        and finding["message"] == diagnostic.message.replace(f"{project}/", "")
    ]
    assert left == [], f"{action.title} left the finding"


async def test_an_unlisted_locale_names_its_file_and_its_quick_fix_lists_it(client: LanguageClient, tmp_path):
    """A locale made by accident: the finding on l10nc.yml names the file that holds it, and its
    quick fix adds it to `locales:` in the list's own style (issue 31, item 2)."""
    project = copy_fixture("TaskBoard", tmp_path)
    configuration = project / "l10nc.yml"
    french = project / "Sources" / "TaskBoard" / "fr.yml"
    french.write_text('fr:\n  DashboardViewModel:\n    title: "Tableau de bord"\n', encoding="utf-8")
    await start(client, project)
    await asyncio.sleep(0.3)
    findings = [d for d in client.diagnostics.get(configuration.as_uri(), []) if d.code == "unlisted-locale"]
    assert len(findings) == 1, client.diagnostics.get(configuration.as_uri())
    finding = findings[0]
    assert [(r.location.uri, r.location.range.start.line) for r in finding.related_information or []] == [
        (french.as_uri(), 0)
    ]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(configuration.as_uri()),
            range=finding.range,
            context=types.CodeActionContext(diagnostics=[finding]),
        )
    )
    fixes = [a for a in actions or [] if a.diagnostics and a.diagnostics[0].code == "unlisted-locale"]
    assert [a.title for a in fixes] == ["add 'fr' to 'locales' in l10nc.yml"], actions
    before = configuration.read_text(encoding="utf-8")
    apply_workspace_edit(fixes[0].edit)
    assert configuration.read_text(encoding="utf-8") == before.replace(
        "locales: [en, de, ru, ar, ja]", "locales: [en, de, ru, ar, ja, fr]"
    )
    assert not [f for f in check_json(project) if f["rule"] == "unlisted-locale"]


async def test_references_are_every_place_of_a_key(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    lines = swift.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if "public var title" in text)
    from_swift = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            position=types.Position(line, lines[line].index("title")),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert [location.uri for location in from_swift].count(swift.as_uri()) == 1
    assert [location.uri for location in from_swift].count(yaml.as_uri()) == 5
    ylines = yaml.read_text(encoding="utf-8").split("\n")
    from_yaml = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            position=types.Position(ylines.index('    title: "Dashboard"'), 6),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted((l.uri, l.range.start.line) for l in from_yaml) == sorted(
        (l.uri, l.range.start.line) for l in from_swift
    )


async def test_a_broken_configuration_is_a_finding_not_a_dead_server(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    configuration = project / "l10nc.yml"
    configuration.write_text("sources: [Sources/TaskBoard\nresources: {\n", encoding="utf-8")
    await start(client, project)
    await settled(client)
    findings = client.diagnostics.get(configuration.as_uri(), [])
    assert [d.code for d in findings] == ["invalid-config"], findings
    # Repaired on disk and announced: the project is read, and its findings replace the error.
    configuration.write_text(
        "sources: [Sources/TaskBoard]\nresources: [Sources/TaskBoard]\ndefaultLocale: en\nruntime: l10nc\n"
        "locales: [en, de, ru, ar, ja]\n",
        encoding="utf-8",
    )
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=configuration.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    await settled(client)
    assert list(client.diagnostics.get(configuration.as_uri(), [])) == []
    assert pushed(client, project) == expected(project)


async def test_binary_and_enormous_buffers_are_findings(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    binary = project / "Sources" / "TaskBoard" / "Binary.yml"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=binary.as_uri(), language_id="yaml", version=1, text="en:\x00\x01\x02 ÿ\n")
        )
    )
    enormous = project / "Sources" / "TaskBoard" / "Enormous.yml"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            types.TextDocumentItem(
                uri=enormous.as_uri(), language_id="yaml", version=1, text="en:\n  X: " + "a" * (17 << 20) + "\n"
            )
        )
    )
    # Still serving. The server handles messages in order and publishes an opened buffer's
    # findings before it reads the next message, so this answer also means both were published
    # (a fixed sleep was too short for the 17 MB buffer on a loaded machine).
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(binary.as_uri()), types.Position(0, 0))
    )
    assert client.diagnostics.get(binary.as_uri()), "the binary buffer has a finding"
    assert client.diagnostics.get(enormous.as_uri()), "the enormous buffer has a finding"
    assert hover is None


async def test_a_client_that_pulls_gets_the_same_findings_and_a_refresh(client: LanguageClient, tmp_path):
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    result = await start(client, project, pull=True)
    assert result.capabilities.diagnostic_provider.workspace_diagnostics
    await asyncio.sleep(0.3)
    assert client.diagnostics == {}, "nothing is pushed to a client that pulls"
    report = await client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    for item in report.items:
        client.diagnostics[item.uri] = item.items
    assert pushed(client, project) == expected(project)
    # One document pulled alone: the same findings as the workspace report gave it.
    some = report.items[0]
    document = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(some.uri))
    )
    assert list(document.items) == list(some.items)
    # An unsaved edit that changes findings asks the client to pull again.
    before = client.diagnostic_refresh_count
    yaml = project / "Sources" / "TaskBoard" / "FeedViewModel.yml"
    text = yaml.read_text(encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=yaml.as_uri(), language_id="yaml", version=1, text=text + "\nxx: [\n")
        )
    )
    await asyncio.sleep(0.5)
    assert client.diagnostic_refresh_count > before
    pulled = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(yaml.as_uri()))
    )
    assert any(d.code == "yaml-syntax" or d.severity == types.DiagnosticSeverity.Error for d in pulled.items)


async def test_completion_offers_missing_keys_and_placeholder_names(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    lines = yaml.read_text(encoding="utf-8").split("\n")
    # German loses its title; a new line under `de: DashboardViewModel:` gets it offered.
    german = lines.index("de:")
    title = next(i for i in range(german, len(lines)) if lines[i].startswith("    title:"))
    lines[title] = "    "
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=yaml.as_uri(), language_id="yaml", version=1, text="\n".join(lines))
        )
    )
    await asyncio.sleep(0.3)
    offered = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(title, 4))
    )
    labels = [item.label for item in (offered.items if hasattr(offered, "items") else offered)]
    assert labels == ["title"], labels
    # Inside `%{` of a plural variant of `welcome`: its declared placeholder names.
    one = next(i for i in range(german, len(lines)) if lines[i].startswith("      one:"))
    character = lines[one].index("%{") + 2
    offered = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(one, character))
    )
    labels = sorted(item.label for item in (offered.items if hasattr(offered, "items") else offered))
    assert labels == ["count", "name"], labels


async def test_inlay_hints_show_the_served_text(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    lines = swift.read_text(encoding="utf-8").split("\n")
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            range=types.Range(types.Position(0, 0), types.Position(len(lines), 0)),
        )
    )
    title = next(i for i, text in enumerate(lines) if "public var title" in text)
    at_title = [hint for hint in hints if hint.position.line == title]
    assert [hint.label for hint in at_title] == ["= “Dashboard”"]
    assert at_title[0].position.character == lines[title].index("title") + len("title")


async def test_rename_a_key_in_every_locale_and_refuse_a_property(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    lines = yaml.read_text(encoding="utf-8").split("\n")
    line = lines.index('    title: "Dashboard"')
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(line, 6))
    )
    assert prepared.placeholder == "title"
    assert prepared.range.start == types.Position(line, 4) and prepared.range.end == types.Position(line, 9)
    edit = await client.text_document_rename_async(
        types.RenameParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(line, 6), "heading")
    )
    assert list(edit.changes) == [yaml.as_uri()]
    assert len(edit.changes[yaml.as_uri()]) == 5
    apply_workspace_edit(edit)
    renamed = yaml.read_text(encoding="utf-8")
    assert renamed.count("    heading:") == 5 and "    title:" not in renamed
    # The Swift side still reads `title`: the rename shows as missing and orphan keys.
    assert {f["rule"] for f in check_json(project)} == {"missing-key", "orphan-key"}
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    slines = swift.read_text(encoding="utf-8").split("\n")
    sline = next(i for i, text in enumerate(slines) if "public var title" in text)
    with pytest.raises(Exception) as refusal:
        await client.text_document_prepare_rename_async(
            types.PrepareRenameParams(
                types.TextDocumentIdentifier(swift.as_uri()), types.Position(sline, slines[sline].index("title"))
            )
        )
    assert "Swift language server" in str(refusal.value)


async def test_a_quick_fix_edits_the_unsaved_buffer(client: LanguageClient, tmp_path):
    project = copy_fixture("BrokenTaskBoard", tmp_path)
    await start(client, project)
    yaml = project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml"
    text = "# two lines the disk\n# does not have yet\n" + yaml.read_text(encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=yaml.as_uri(), language_id="yaml", version=1, text=text))
    )
    await asyncio.sleep(0.5)
    trap = next(d for d in client.diagnostics[yaml.as_uri()] if d.code == "yaml11-scalar")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=trap.range,
            context=types.CodeActionContext(diagnostics=[trap]),
        )
    )
    quote = next(a for a in actions if a.diagnostics[0].code == "yaml11-scalar" and a.diagnostics[0].range == trap.range)
    (edit,) = quote.edit.changes[yaml.as_uri()]
    # The edit is in the buffer's coordinates: two lines below where the disk has the value.
    assert edit.range.start.line == trap.range.start.line
    lines = text.split("\n")
    line = lines[edit.range.start.line]
    replaced = line[edit.range.start.character : edit.range.end.character]
    assert replaced and edit.new_text in (f'"{replaced}"', f"'{replaced}'"), (line, edit)


async def test_every_missing_key_of_a_view_model_in_one_action(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    text = swift.read_text(encoding="utf-8").replace(
        "    @LocalizedStrings public var tabs\n",
        "    @LocalizedStrings public var tabs\n    @LocalizedString public var subtitle\n"
        "    @LocalizedString public var footer\n",
    )
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=swift.as_uri(), language_id="swift", version=1, text=text))
    )
    await asyncio.sleep(0.5)
    missing = [d for d in client.diagnostics[swift.as_uri()] if d.code == "missing-key"]
    assert len(missing) >= 2
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            range=missing[0].range,
            context=types.CodeActionContext(diagnostics=[missing[0]]),
        )
    )
    every = [a for a in actions if a.title.startswith("add every missing key of DashboardViewModel.swift")]
    assert len(every) == 1, [a.title for a in actions]
    # The resource file, and the lock `fix` would write (the stubs recorded as not yet
    # translated), created since the example has none.
    changes = every[0].edit.document_changes
    assert [c.uri for c in changes if isinstance(c, types.CreateFile)] == [(project / "l10nc.lock").as_uri()]
    assert {c.text_document.uri for c in changes if isinstance(c, types.TextDocumentEdit)} == {
        yaml.as_uri(),
        (project / "l10nc.lock").as_uri(),
    }
    apply_workspace_edit(every[0].edit)
    written = yaml.read_text(encoding="utf-8")
    assert "    subtitle:" in written and "    footer:" in written
    assert "needsTranslation:" in (project / "l10nc.lock").read_text(encoding="utf-8")


async def test_completion_of_a_raw_key_in_swift(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "FeedViewModel.swift"
    typed = '        let text = LocalizableString.localized(key: "DashboardViewModel.ti'
    text = swift.read_text(encoding="utf-8") + "\nfunc sample() {\n" + typed + "\n}\n"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=swift.as_uri(), language_id="swift", version=1, text=text))
    )
    line = text.split("\n").index(typed)
    offered = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(swift.as_uri()), types.Position(line, len(typed)))
    )
    items = offered.items if hasattr(offered, "items") else offered
    assert [(item.label, item.detail) for item in items] == [("DashboardViewModel.title", "Dashboard")]


async def test_a_renamed_property_carries_its_translations(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    # The property renamed and saved: its key is missing, the old one an orphan in every locale.
    swift.write_text(
        swift.read_text(encoding="utf-8").replace("public var title", "public var heading"), encoding="utf-8"
    )
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=swift.as_uri(), type=types.FileChangeType.Changed)])
    )
    await asyncio.sleep(0.5)
    missing = [d for d in client.diagnostics[swift.as_uri()] if d.code == "missing-key"]
    assert missing
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            range=missing[0].range,
            context=types.CodeActionContext(diagnostics=missing),
        )
    )
    carry = [a for a in actions if "rename" in a.title or "carry" in a.title]
    assert carry, [a.title for a in actions]
    apply_workspace_edit(carry[0].edit)
    written = yaml.read_text(encoding="utf-8")
    assert written.count("    heading:") == 5 and "    title:" not in written
    assert check_json(project) == []


async def test_an_orphan_is_deleted_by_its_quick_fix(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    text = yaml.read_text(encoding="utf-8").replace(
        '    title: "Dashboard"\n', '    title: "Dashboard"\n    retired: "No longer shown"\n', 1
    )
    yaml.write_text(text, encoding="utf-8")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=yaml.as_uri(), type=types.FileChangeType.Changed)])
    )
    await asyncio.sleep(0.5)
    (orphan,) = [d for d in client.diagnostics[yaml.as_uri()] if d.code == "orphan-key"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=orphan.range,
            context=types.CodeActionContext(diagnostics=[orphan]),
        )
    )
    delete = [a for a in actions if a.diagnostics[0].code == "orphan-key"]
    assert delete, [a.title for a in actions]
    apply_workspace_edit(delete[0].edit)
    assert "retired" not in yaml.read_text(encoding="utf-8")
    assert check_json(project) == []


async def changed_on_disk(client: LanguageClient, *paths: pathlib.Path) -> None:
    """Tells the server, as a client's file watcher would, and waits for it to catch up."""
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Changed) for path in paths]
        )
    )
    await asyncio.sleep(0.5)


async def test_rename_reaches_the_swift_literals_that_spell_the_key(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    feed = project / "Sources" / "TaskBoard" / "FeedViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "FeedViewModel.yml"
    # One message written as a raw key, the other built from the type with a literal name.
    feed.write_text(
        feed.read_text(encoding="utf-8").replace(
            '.localized(for: Self.self, propertyName: "loadFailed")', '.localized(key: "FeedViewModel.loadFailed")'
        ),
        encoding="utf-8",
    )
    assert check_json(project) == []
    await start(client, project)
    await asyncio.sleep(0.2)

    # From the YAML key: every locale's entry and the `propertyName: "emptyFeed"` literal.
    ylines = yaml.read_text(encoding="utf-8").split("\n")
    yline = ylines.index('    emptyFeed: "Nothing happened yet."')
    edit = await client.text_document_rename_async(
        types.RenameParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(yline, 6), "noEntries")
    )
    assert len(edit.changes[yaml.as_uri()]) == 5
    (literal,) = edit.changes[feed.as_uri()]
    slines = feed.read_text(encoding="utf-8").split("\n")
    assert slines[literal.range.start.line][literal.range.start.character : literal.range.end.character] == "emptyFeed"
    apply_workspace_edit(edit)
    assert 'propertyName: "noEntries"' in feed.read_text(encoding="utf-8")
    assert check_json(project) == []
    await changed_on_disk(client, yaml, feed)

    # From the raw-key literal: definition leads to every locale's entry, and a rename
    # renames the component under the cursor there and in every locale.
    slines = feed.read_text(encoding="utf-8").split("\n")
    sline = next(i for i, text in enumerate(slines) if '"FeedViewModel.loadFailed"' in text)
    inside = slines[sline].index("loadFailed\"") + 2
    locations = await client.text_document_definition_async(
        types.DefinitionParams(types.TextDocumentIdentifier(feed.as_uri()), types.Position(sline, inside))
    )
    assert len(locations) == 5 and {location.uri for location in locations} == {yaml.as_uri()}
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(types.TextDocumentIdentifier(feed.as_uri()), types.Position(sline, inside))
    )
    assert prepared.placeholder == "loadFailed"
    assert slines[sline][prepared.range.start.character : prepared.range.end.character] == "loadFailed"
    edit = await client.text_document_rename_async(
        types.RenameParams(types.TextDocumentIdentifier(feed.as_uri()), types.Position(sline, inside), "fetchFailed")
    )
    assert len(edit.changes[yaml.as_uri()]) == 5 and len(edit.changes[feed.as_uri()]) == 1
    apply_workspace_edit(edit)
    assert '.localized(key: "FeedViewModel.fetchFailed")' in feed.read_text(encoding="utf-8")
    assert check_json(project) == []
    await changed_on_disk(client, yaml, feed)

    # A name that exists already is refused with the reason, not written as a duplicate.
    with pytest.raises(Exception) as refusal:
        await client.text_document_rename_async(
            types.RenameParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(yline, 6), "fetchFailed")
        )
    assert "exists already" in str(refusal.value)


async def test_the_reindent_fix_works_on_the_unsaved_buffer(client: LanguageClient, tmp_path):
    project = copy_fixture("TaskBoard", tmp_path)
    await start(client, project)
    yaml = project / "Sources" / "TaskBoard" / "FeedViewModel.yml"
    # The buffer indents a line with a tab, which YAML forbids; the disk does not (yet).
    text = yaml.read_text(encoding="utf-8").replace('    emptyFeed: "Noch', '\temptyFeed: "Noch', 1)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=yaml.as_uri(), language_id="yaml", version=1, text=text))
    )
    await asyncio.sleep(0.5)
    (syntax,) = [d for d in client.diagnostics[yaml.as_uri()] if d.code == "yaml-syntax"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=syntax.range,
            context=types.CodeActionContext(diagnostics=[syntax]),
        )
    )
    (reindent,) = [a for a in actions if a.diagnostics and a.diagnostics[0].code == "yaml-syntax"]
    assert "re-indent" in reindent.title
    # The edit is in the buffer's text: saved, then edited as the client would, the file is clean.
    yaml.write_text(text, encoding="utf-8")
    apply_workspace_edit(reindent.edit)
    assert "\t" not in yaml.read_text(encoding="utf-8")
    assert check_json(project) == []


def drop_lines(path: pathlib.Path, *lines: str) -> None:
    text = path.read_text(encoding="utf-8")
    for line in lines:
        assert line + "\n" in text, line
        text = text.replace(line + "\n", "", 1)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("scope", ["this locale", "every locale"])
async def test_filling_a_missing_key_changes_the_bytes_fix_fill_copy_would(client: LanguageClient, tmp_path, scope):
    """The editor's fill and `l10nc fix --fill copy` on a copy of the same project leave the
    resource and the lock byte for byte the same."""
    gone = ['    emptyFeed: "Noch ist nichts passiert."', '    emptyFeed: "Пока ничего не произошло."']
    projects = []
    for name in ("editor", "cli"):
        (tmp_path / name).mkdir()
        project = copy_fixture("TaskBoard", tmp_path / name)
        drop_lines(project / "Sources" / "TaskBoard" / "FeedViewModel.yml", *(gone[:1] if scope == "this locale" else gone))
        projects.append(project)
    editor, cli = projects
    await start(client, editor)
    await asyncio.sleep(0.2)
    swift = editor / "Sources" / "TaskBoard" / "FeedViewModel.swift"
    (missing,) = [d for d in client.diagnostics[swift.as_uri()] if d.code == "missing-key"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            range=missing.range,
            context=types.CodeActionContext(diagnostics=[missing]),
        )
    )
    titles = [a.title for a in actions]
    wanted = "add the key to all 2 locales" if scope == "every locale" else "to 'de'"
    action = next((a for a in actions if wanted in a.title and "default locale's text" in a.title), None)
    assert action, titles
    apply_workspace_edit(action.edit)
    assert not [f for f in check_json(editor) if f["rule"] == "missing-key"]

    run = subprocess.run([L10NC, "fix", "--fill", "copy"], cwd=cli, capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    for relative in ("Sources/TaskBoard/FeedViewModel.yml", "l10nc.lock"):
        assert (editor / relative).read_bytes() == (cli / relative).read_bytes(), relative


async def test_no_deleting_or_renaming_fix_for_an_incomplete_type(client: LanguageClient, tmp_path):
    """Issue 30: what l10nc could not read is never evidence, in the editor as in `fix`."""
    project = copy_fixture("TaskBoard", tmp_path)
    swift = project / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    # A key built at run time in the view model, and a key no property needs in its YAML.
    source = swift.read_text(encoding="utf-8")
    closing = source.rindex("}")
    swift.write_text(
        source[:closing]
        + "    func banner(_ name: String) -> LocalizableString {\n"
        + "        .localized(for: Self.self, propertyName: name)\n    }\n"
        + source[closing:],
        encoding="utf-8",
    )
    yaml.write_text(
        yaml.read_text(encoding="utf-8").replace(
            '    title: "Dashboard"\n', '    title: "Dashboard"\n    winterSale: "Winter sale"\n', 1
        ),
        encoding="utf-8",
    )
    await start(client, project)
    await asyncio.sleep(0.5)
    (orphan,) = [d for d in client.diagnostics[yaml.as_uri()] if d.code == "orphan-key"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=orphan.range,
            context=types.CodeActionContext(diagnostics=[orphan]),
        )
    )
    assert [a.title for a in actions or [] if a.diagnostics and a.diagnostics[0].code == "orphan-key"] == []
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(yaml.as_uri()), orphan.range.start)
    )
    assert "No fix deletes or renames it" in hover.contents.value
    assert "builds at run time" in hover.contents.value

    # A Swift syntax error in the view model: its orphans and missing keys are held back, the
    # cause says so, and no action deletes, renames or adds any of its keys.
    source = swift.read_text(encoding="utf-8")
    swift.write_text(source.replace("{", "{ func f() { if x {\n }", 1), encoding="utf-8")
    await changed_on_disk(client, swift)
    codes = {d.code for uri, found in client.diagnostics.items() for d in found}
    assert "source-parse" in codes
    assert not [d for d in client.diagnostics.get(yaml.as_uri(), []) if d.code == "orphan-key"]
    parse = [d for d in client.diagnostics[swift.as_uri()] if d.code == "source-parse"]
    assert parse and "'DashboardViewModel'" in parse[0].message
    lines = yaml.read_text(encoding="utf-8").split("\n")
    line = lines.index('    winterSale: "Winter sale"')
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=types.Range(types.Position(line, 0), types.Position(line, 10)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not [a for a in actions or [] if "delete" in a.title or "rename" in a.title]
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(line, 5))
    )
    assert "does not parse" in hover.contents.value


async def test_translation_memory_completes_values_and_fills_a_missing_key(client: LanguageClient, tmp_path):
    """Issue 34: a locale's value is completed with the translation memory's matches, and a
    missing key's quick fix "use the translation from …" changes the bytes `l10nc fix --fill
    memory` would, the lock recording the text as needing review. The memory here is an app's
    String Catalog (`memory:` in l10nc.yml), whose keys are English texts."""
    catalog = {
        "sourceLanguage": "en",
        "strings": {
            "Dashboard": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Startseite"}}}},
            "Dashboard!": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Startseite!"}}}},
        },
        "version": "1.0",
    }
    projects = []
    for name in ("editor", "cli"):
        (tmp_path / name).mkdir()
        project = copy_fixture("TaskBoard", tmp_path / name)
        drop_lines(project / "Sources" / "TaskBoard" / "DashboardViewModel.yml", '    title: "Übersicht"')
        (project / "Localizable.xcstrings").write_text(json.dumps(catalog, indent=2), encoding="utf-8")
        configuration = project / "l10nc.yml"
        configuration.write_text(
            configuration.read_text(encoding="utf-8") + "memory: [Localizable.xcstrings]\n", encoding="utf-8"
        )
        projects.append(project)
    editor, cli = projects
    await start(client, editor)
    await asyncio.sleep(0.2)

    # Completion after `title:` in German: the exact match first, then the similar one.
    yaml = editor / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    lines = yaml.read_text(encoding="utf-8").split("\n")
    german = lines.index("de:")
    lines.insert(german + 2, "    title: ")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            types.TextDocumentItem(uri=yaml.as_uri(), language_id="yaml", version=1, text="\n".join(lines))
        )
    )
    await asyncio.sleep(0.3)
    offered = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(german + 2, 11))
    )
    items = offered.items if hasattr(offered, "items") else offered
    assert [item.label for item in items] == ["Startseite", "Startseite!"], items
    assert items[0].insert_text == '"Startseite"'
    assert "Localizable.xcstrings (Dashboard)" in items[0].detail and str(editor) not in items[0].detail
    assert "similar" in items[1].detail
    # The default locale is the source: nothing to complete there.
    english = lines.index("en:")
    title = next(i for i in range(english, len(lines)) if lines[i].startswith("    title:"))
    offered = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(yaml.as_uri()), types.Position(title, len(lines[title])))
    )
    assert not (offered.items if hasattr(offered, "items") else offered)
    client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(yaml.as_uri())))
    await asyncio.sleep(0.3)

    swift = editor / "Sources" / "TaskBoard" / "DashboardViewModel.swift"
    (missing,) = [d for d in client.diagnostics[swift.as_uri()] if d.code == "missing-key"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(swift.as_uri()),
            range=missing.range,
            context=types.CodeActionContext(diagnostics=[missing]),
        )
    )
    titles = [a.title for a in actions]
    action = next((a for a in actions if a.title.startswith("use the translation from ")), None)
    assert action, titles
    assert action.title.startswith("use the translation from Localizable.xcstrings (Dashboard): add "), action.title
    apply_workspace_edit(action.edit)
    findings = check_json(editor)
    assert not [f for f in findings if f["rule"] == "missing-key"]
    assert [f["rule"] for f in findings if "DashboardViewModel.title" in f["message"]] == ["needs-review"]

    run = subprocess.run([L10NC, "fix", "--fill", "memory"], cwd=cli, capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    for relative in ("Sources/TaskBoard/DashboardViewModel.yml", "l10nc.lock"):
        assert (editor / relative).read_bytes() == (cli / relative).read_bytes(), relative
async def test_a_misspelled_key_is_one_finding_with_its_rename_as_quick_fix(client: LanguageClient, tmp_path):
    """Issue 31 item 1: `pageTitel` in one locale is one finding at it, "did you mean", and the
    rename is its quick fix; a missing key is also shown in the YAML where it belongs."""
    project = copy_fixture("TaskBoard", tmp_path)
    yaml = project / "Sources" / "TaskBoard" / "DashboardViewModel.yml"
    text = yaml.read_text(encoding="utf-8")
    german = text.index("\nde:")
    yaml.write_text(text[:german] + text[german:].replace('    title: "', '    titel: "', 1), encoding="utf-8")
    await start(client, project)
    await asyncio.sleep(0.5)
    findings = client.diagnostics[yaml.as_uri()]
    (misspelled,) = [d for d in findings if d.code == "misspelled-key"]
    assert "did you mean 'title'?" in misspelled.message
    assert not [d for d in findings if d.code == "orphan-key"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(yaml.as_uri()),
            range=misspelled.range,
            context=types.CodeActionContext(diagnostics=[misspelled]),
        )
    )
    (rename,) = [a for a in actions if a.diagnostics and a.diagnostics[0].code == "misspelled-key"]
    apply_workspace_edit(rename.edit)
    assert yaml.read_text(encoding="utf-8") == text
    assert check_json(project) == []

    # A key missing in German: the Swift property has the error, the German section a note.
    yaml.write_text(text[:german] + text[german:].replace('    title: "', '    # title: "', 1), encoding="utf-8")
    await changed_on_disk(client, yaml)
    notes = [d for d in client.diagnostics[yaml.as_uri()] if d.code == "missing-key"]
    assert notes and notes[0].severity == types.DiagnosticSeverity.Information
    assert "where 'de' lacks 'DashboardViewModel.title'" in notes[0].message
