"""`l10nc mcp` as an agent's client sees it (the official MCP Python SDK over stdio)."""

import asyncio
import json
import os
import pathlib
import select
import subprocess
import time

import pytest
from mcp.shared.exceptions import MCPError

from conftest import (
    BROKEN,
    EXAMPLE,
    L10NC,
    agent,
    all_units,
    call,
    check_json,
    copy_project,
    failure,
    snapshot,
    translation_memory,
)

TOOLS = ["l10n_status", "l10n_gaps", "l10n_submit", "l10n_accept", "l10n_check"]


async def test_tools_are_listed_with_input_and_output_schemas(tmp_path):
    project = copy_project(tmp_path)
    async with agent(project) as session:
        tools = (await session.list_tools()).tools
        assert [tool.name for tool in tools] == TOOLS
        for tool in tools:
            assert tool.description
            assert tool.input_schema["type"] == "object"
            assert tool.input_schema.get("additionalProperties") is False
            assert "project" in tool.input_schema["properties"]
            assert tool.output_schema["type"] == "object"
        schemas = {tool.name: tool.input_schema for tool in tools}
        assert schemas["l10n_gaps"]["required"] == ["locale"]
        assert schemas["l10n_gaps"]["properties"]["only"]["enum"] == ["missing", "stale", "review", "all"]
        assert schemas["l10n_submit"]["required"] == ["translations"]
        item = schemas["l10n_submit"]["properties"]["translations"]["items"]
        assert sorted(item["required"]) == ["key", "locale", "text"]
        prompts = (await session.list_prompts()).prompts
        assert [prompt.name for prompt in prompts] == ["l10n_workflow"]
        resources = (await session.list_resources()).resources
        assert "l10nc://rules/needs-review" in [str(resource.uri) for resource in resources]


async def test_the_gaps_of_every_locale_are_paged(tmp_path):
    project = copy_project(tmp_path)
    async with agent(project) as session:
        status = await call(session, "l10n_status", {})
        locales = [row["locale"] for row in status["locales"]]
        assert locales == ["en", "ar", "de", "ja", "ru"]
        assert all(row["missing"] == 0 and row["needed"] == 20 for row in status["locales"])
        for locale in locales[1:]:
            units = await all_units(session, locale, only="all", limit=3)
            keys = [unit["key"] for unit in units]
            assert len(keys) == 20 and keys == sorted(set(keys)), (locale, keys)
            assert {unit["state"] for unit in units} == {"translated"}
            assert await all_units(session, locale) == []
        # The default locale's texts are the source, not translations.
        message = await failure(session, "l10n_gaps", {"locale": "en"})
        assert "'en' is the default locale" in message


async def test_an_agent_fills_every_german_and_russian_gap(tmp_path):
    project = copy_project(tmp_path, removing=("de", "ru"))
    memory = translation_memory()
    async with agent(project) as session:
        served = {}
        for locale in ("de", "ru"):
            units = await all_units(session, locale, limit=7)
            assert len(units) == 20
            served[locale] = units
        russian = {unit["key"]: unit for unit in served["ru"]}
        welcome = russian["DashboardViewModel.welcome"]
        assert welcome["pluralCategories"] == ["one", "few", "many", "other"]
        assert [placeholder["name"] for placeholder in welcome["placeholders"]] == ["count", "name"]
        assert russian["DashboardViewModel.tabs"]["source"] == ["Overview", "Activity", "Settings"]
        assert "SettingsFormViewModel.displayName.validationMessages.required" in russian
        assert russian["DashboardViewModel.title"]["notes"]["maxLength"] == 24

        # What the scripted agent translates with: the example's own texts, and one text `no`,
        # which YAML 1.1 would read as a boolean.
        batch = []
        for locale, units in served.items():
            for unit in units:
                text = memory[(locale, unit["key"])]
                if (locale, unit["key"]) == ("de", "TaskCardViewModel.Status.done"):
                    text = "no"
                batch.append({"key": unit["key"], "locale": locale, "text": text, "base": unit["base"]})
        accepted = []
        for start in range(0, len(batch), 8):
            result = await call(session, "l10n_submit", {"translations": batch[start : start + 8]})
            assert result["rejected"] == [], result["rejected"]
            accepted += result["accepted"]
        assert len(accepted) == 40
        assert all(item["file"].startswith("Sources/TaskBoard/") for item in accepted)

        findings = (await call(session, "l10n_check", {}))["diagnostics"]
        assert {finding["rule"] for finding in findings} == {"needs-review"}
        assert len(findings) == 40
        assert await all_units(session, "de") == []
        assert len(await all_units(session, "ru", only="review")) == 20
    task_card = (project / "Sources" / "TaskBoard" / "TaskCardViewModel.yml").read_text(encoding="utf-8")
    assert 'done: "no"' in task_card
    # The command line agrees: only needs-review, nothing to fix.
    assert {finding["rule"] for finding in check_json(project)["diagnostics"]} == {"needs-review"}
    # Review state in stats and in every export format.
    stats = json.loads(
        subprocess.run([L10NC, "stats", "--format", "json"], cwd=project, capture_output=True, text=True).stdout
    )
    german = next(row for row in stats["locales"] if row["locale"] == "de")
    assert german["needsReview"] == 20 and german["translated"] == 20
    exported = tmp_path / "exported"
    for format_name in ("xliff12", "xliff2", "po"):
        run = subprocess.run(
            [L10NC, "export", "--format", format_name, "--locale", "de", "--output", str(exported / format_name)],
            cwd=project,
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0, run.stderr
    assert 'state="needs-review-translation"' in (exported / "xliff12" / "de.xlf").read_text(encoding="utf-8")
    assert 'subState="l10nc:needs-review"' in (exported / "xliff2" / "de.xliff").read_text(encoding="utf-8")
    assert "#, fuzzy" in (exported / "po" / "de.po").read_text(encoding="utf-8")


async def test_a_bad_batch_is_rejected_item_by_item_and_no_file_changes(tmp_path):
    project = copy_project(tmp_path, removing=("ru",))
    before = snapshot(project)
    async with agent(project) as session:
        stale_base = {"key": "DashboardViewModel.title", "locale": "de", "text": "Startseite", "base": "0123456789abcdef"}
        result = await call(
            session,
            "l10n_submit",
            {
                "translations": [
                    {
                        "key": "FeedViewModel.emptyFeed",
                        "locale": "ru",
                        "text": "Пока ничего не произошло, %{name}.",
                    },
                    {
                        "key": "TaskCardViewModel.openTasks",
                        "locale": "ru",
                        "text": {"one": "%{count} открытая подзадача", "other": "%{count} открытой подзадачи"},
                    },
                    {"key": "DashboardViewModel.subtitle", "locale": "ru", "text": "Подзаголовок"},
                    stale_base,
                    {
                        "key": "DashboardViewModel.welcome",
                        "locale": "ru",
                        "text": {
                            "one": "С возвращением! У вас %{count} открытая задача.",
                            "few": "С возвращением! У вас %{count} открытые задачи.",
                            "many": "С возвращением! У вас %{count} открытых задач.",
                            "other": "С возвращением! У вас %{count} открытой задачи.",
                        },
                    },
                    {"key": "DashboardViewModel.tabs", "locale": "ru", "text": 7},
                ]
            },
        )
        assert result["accepted"] == []
        rules = [(item["key"], item["rule"]) for item in result["rejected"]]
        assert rules == [
            ("FeedViewModel.emptyFeed", "placeholder-drift"),
            ("TaskCardViewModel.openTasks", "plural-missing-category"),
            ("DashboardViewModel.subtitle", "orphan-key"),
            ("DashboardViewModel.title", "import-conflict"),
            ("DashboardViewModel.welcome", "placeholder-drift"),
            ("DashboardViewModel.tabs", "invalid-item"),
        ]
        messages = {item["key"]: item["message"] for item in result["rejected"]}
        assert "missing: few, many" in messages["TaskCardViewModel.openTasks"]
        assert "%{name}" in messages["DashboardViewModel.welcome"]
    assert snapshot(project) == before


async def test_messages_larger_than_a_pipe_travel_whole_both_ways(tmp_path):
    """Standard input and output are pipes of 64 KB: a submission of 2,000 items (a few hundred KB)
    is read whole, and its answer (2,000 rejections, larger still with the text content) is written
    whole while the client reads it; the server answers the next call as before."""
    project = copy_project(tmp_path)
    before = snapshot(project)
    items = [
        {"key": f"NoSuchViewModel.key{number}", "locale": "de", "text": f"{number} " + "Ü" * 60}
        for number in range(2000)
    ]
    async with agent(project) as session:
        result = await call(session, "l10n_submit", {"translations": items})
        assert result["accepted"] == []
        assert [item["key"] for item in result["rejected"]] == [item["key"] for item in items]
        assert {item["rule"] for item in result["rejected"]} == {"orphan-key"}
        status = await call(session, "l10n_status", {})
        assert status["defaultLocale"] == "en"
    assert snapshot(project) == before


async def test_accept_clears_needs_review(tmp_path):
    project = copy_project(tmp_path, removing=("de",))
    memory = translation_memory()
    async with agent(project) as session:
        units = await all_units(session, "de", limit=50)
        batch = [{"key": u["key"], "locale": "de", "text": memory[("de", u["key"])], "base": u["base"]} for u in units]
        result = await call(session, "l10n_submit", {"translations": batch})
        assert len(result["accepted"]) == 20
        status = await call(session, "l10n_status", {})
        assert next(row for row in status["locales"] if row["locale"] == "de")["review"] == 20
        assert status["findings"]["byRule"] == {"needs-review": 20}
        accepted = await call(
            session, "l10n_accept", {"keys": ["DashboardViewModel.title", "DashboardViewModel.tabs"], "locales": ["de"]}
        )
        assert accepted["accepted"] == 2 and accepted["reviewsLeft"] == 18 and accepted["lock"] == "l10nc.lock"
        assert len((await call(session, "l10n_check", {}))["diagnostics"]) == 18
        accepted = await call(session, "l10n_accept", {})
        assert accepted["reviewsLeft"] == 0
        assert (await call(session, "l10n_check", {}))["diagnostics"] == []
        assert await all_units(session, "de", only="review") == []
    assert check_json(project)["diagnostics"] == []


async def test_l10n_check_equals_check_format_json(tmp_path):
    project = copy_project(tmp_path, source=BROKEN)
    expected = check_json(project)
    async with agent(project) as session:
        result = await session.call_tool("l10n_check", {})
        assert not result.is_error
        for document in (result.structured_content, json.loads(result.content[0].text)):
            document["summary"]["elapsedSeconds"] = expected["summary"]["elapsedSeconds"]
            assert document == expected
        some = await call(session, "l10n_check", {"files": ["Sources/TaskBoard/FeedViewModel.yml"]})
        assert some["diagnostics"] == [
            finding
            for finding in expected["diagnostics"]
            if finding["location"]["file"] == "Sources/TaskBoard/FeedViewModel.yml"
        ]


async def test_files_others_change_between_calls_are_seen_at_the_next_call(tmp_path):
    """An editor saving in place, `git` replacing a file by a rename, a file removed: the server
    (inotify on Linux) sees each at its next call, as a fresh `l10nc check` does."""
    project = copy_project(tmp_path, removing=("de",))
    folder = project / "Sources" / "TaskBoard"
    original = EXAMPLE / "Sources" / "TaskBoard"
    async with agent(project) as session:
        missing = {unit["key"] for unit in await all_units(session, "de")}
        assert any(key.startswith("DashboardViewModel.") for key in missing)
        assert any(key.startswith("FeedViewModel.") for key in missing)
        # Saved in place.
        (folder / "FeedViewModel.yml").write_bytes((original / "FeedViewModel.yml").read_bytes())
        # Replaced by a rename, as `git checkout` and atomic savers do.
        temporary = folder / ".DashboardViewModel.yml.new"
        temporary.write_bytes((original / "DashboardViewModel.yml").read_bytes())
        os.replace(temporary, folder / "DashboardViewModel.yml")
        now = {unit["key"] for unit in await all_units(session, "de")}
        assert now == {
            key for key in missing if not key.startswith(("DashboardViewModel.", "FeedViewModel."))
        }
        # Removed: its keys are missing from the default locale too, as `check` says.
        (folder / "UserNameViewModel.yml").unlink()
        expected = check_json(project)
        document = await call(session, "l10n_check", {})
        document["summary"]["elapsedSeconds"] = expected["summary"]["elapsedSeconds"]
        assert document == expected
        assert any(
            finding["location"]["file"].endswith("UserNameViewModel.swift") for finding in expected["diagnostics"]
        )


async def test_the_server_survives_malformed_arguments_and_an_unknown_tool(tmp_path):
    project = copy_project(tmp_path, removing=("de",))
    async with agent(project) as session:
        assert "'locale' is required" in await failure(session, "l10n_gaps", {})
        assert "'locale' must be a string" in await failure(session, "l10n_gaps", {"locale": 5})
        assert "is not one of missing, stale, review, all" in await failure(
            session, "l10n_gaps", {"locale": "de", "only": "everything"}
        )
        assert "takes no argument 'langauge'" in await failure(session, "l10n_gaps", {"langauge": "de"})
        assert "'translations' must be" in await failure(session, "l10n_submit", {"translations": "all of them"})
        assert "not a BCP 47" in await failure(session, "l10n_gaps", {"locale": "de_DE_x_y_z!"})
        assert "cursor" in await failure(session, "l10n_gaps", {"locale": "de", "cursor": "not a cursor"})
        assert "no project" in await failure(session, "l10n_status", {"project": "Elsewhere"})
        with pytest.raises(MCPError) as raised:
            await session.call_tool("l10n_translate_everything", {})
        assert "no tool 'l10n_translate_everything'" in str(raised.value)
        # Still serving.
        status = await call(session, "l10n_status", {})
        assert next(row for row in status["locales"] if row["locale"] == "de")["missing"] == 20


async def test_a_file_deleted_while_a_batch_is_written_fails_the_batch_and_nothing_else(tmp_path):
    project = copy_project(tmp_path, removing=("de",))
    memory = translation_memory()
    async with agent(project, L10NC_TEST_SUBMIT_PAUSE_SECONDS="1.5") as session:
        units = await all_units(session, "de", limit=50)
        batch = [{"key": u["key"], "locale": "de", "text": memory[("de", u["key"])], "base": u["base"]} for u in units]
        before = snapshot(project)
        submitted = asyncio.create_task(session.call_tool("l10n_submit", {"translations": batch}))
        await asyncio.sleep(0.5)
        deleted = project / "Sources" / "TaskBoard" / "FeedViewModel.yml"
        deleted.unlink()
        result = await submitted
        assert result.is_error
        assert "changed on disk since it was read; nothing was written" in result.content[0].text
        after = snapshot(project)
        del before["Sources/TaskBoard/FeedViewModel.yml"]
        assert after == before, "every other file as it was, and no lock"
        # The server goes on, with the file gone.
        status = await call(session, "l10n_status", {})
        assert status["findings"]["byRule"].get("missing-key", 0) > 0
        units = await all_units(session, "de", limit=50)
        assert "FeedViewModel.emptyFeed" not in [unit["key"] for unit in units]


def test_a_client_that_disappears_mid_call_leaves_the_write_whole(tmp_path):
    project = copy_project(tmp_path, removing=("de",))
    memory = translation_memory()
    keys = sorted(key for (locale, key) in memory if locale == "de")
    batch = [{"key": key, "locale": "de", "text": memory[("de", key)]} for key in keys]
    server = subprocess.Popen(
        [L10NC, "mcp"],
        cwd=project,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "L10NC_TEST_SUBMIT_PAUSE_SECONDS": "1"},
    )

    def send(message):
        server.stdin.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
        server.stdin.flush()

    send(
        {
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
        }
    )
    ready, _, _ = select.select([server.stdout], [], [], 30)
    assert ready, "no answer to initialize"
    assert json.loads(server.stdout.readline())["id"] == 1
    send({"method": "notifications/initialized"})
    send({"id": 2, "method": "tools/call", "params": {"name": "l10n_submit", "arguments": {"translations": batch}}})
    time.sleep(0.4)
    # The client is gone: both pipes closed while the submission waits to be written.
    server.stdin.close()
    server.stdout.close()
    assert server.wait(timeout=30) == 0, server.stderr.read().decode()
    # Nothing is left beside the files (the old contents are removed before the process ends;
    # looked at before any other run could remove them), and the write was made whole (the
    # call running ends first).
    leftovers = [path.name for path in project.rglob(".*") if "l10nc-tmp" in path.name]
    assert leftovers == []
    findings = check_json(project)["diagnostics"]
    assert {finding["rule"] for finding in findings} == {"needs-review"} and len(findings) == 20


def test_calls_sent_before_standard_input_closes_are_all_answered(tmp_path):
    # A scripted client writes its calls and closes standard input at once (`… | l10nc mcp`):
    # every call read before the end is answered, then the server exits.
    project = copy_project(tmp_path)
    messages = [
        {
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
        },
        {"method": "notifications/initialized"},
        {"id": 2, "method": "tools/call", "params": {"name": "l10n_status", "arguments": {}}},
        {"id": 3, "method": "tools/list"},
        {"id": 4, "method": "tools/call", "params": {"name": "l10n_check", "arguments": {}}},
    ]
    stdin = "".join(json.dumps({"jsonrpc": "2.0", **message}) + "\n" for message in messages)
    server = subprocess.run([L10NC, "mcp"], cwd=project, input=stdin.encode(), capture_output=True, timeout=60)
    assert server.returncode == 0, server.stderr.decode()
    answers = {answer["id"]: answer for answer in map(json.loads, server.stdout.decode().splitlines())}
    assert sorted(answers) == [1, 2, 3, 4]
    assert "error" not in answers[2] and not answers[2]["result"].get("isError")
    assert "l10n_submit" in [tool["name"] for tool in answers[3]["result"]["tools"]]
    document, expected = json.loads(answers[4]["result"]["content"][0]["text"]), check_json(project)
    document["summary"]["elapsedSeconds"] = expected["summary"]["elapsedSeconds"]
    assert document == expected
