"""The official MCP Python SDK (PyPI `mcp` 2.x) drives `l10nc mcp` over stdio, as an agent's client
does. L10NC_BINARY names the l10nc executable under test."""

import contextlib
import hashlib
import json
import os
import pathlib
import shutil
import subprocess

import yaml
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
L10NC = os.environ.get("L10NC_BINARY", str(REPOSITORY / ".build" / "debug" / "l10nc"))
EXAMPLE = REPOSITORY / "Examples" / "TaskBoard"
BROKEN = REPOSITORY / "Tests" / "EndToEndTests" / "Fixtures" / "BrokenTaskBoard"
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


def copy_project(tmp_path: pathlib.Path, source: pathlib.Path = EXAMPLE, removing=()) -> pathlib.Path:
    """A copy the test may change, without the locales `removing` in any resource file."""
    target = tmp_path / source.name
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".build", ".l10nc-cache", "Tests", "Package.swift"))
    for path in target.rglob("*.yml") if removing else []:
        if path.name == "l10nc.yml":
            continue
        kept, skipping = [], False
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line and line[0] not in " #":
                skipping = any(line.startswith(f"{locale}:") for locale in removing)
            if not skipping:
                kept.append(line)
        path.write_text("\n".join(kept), encoding="utf-8")
    return target


def translation_memory(project: pathlib.Path = EXAMPLE) -> dict:
    """(locale, key) → text (a string, a list, or a plural category object), read with PyYAML from
    the example's own resources: the texts the scripted agent "translates" with."""
    memory = {}
    for path in (project / "Sources" / "TaskBoard").glob("*.yml"):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))

        def walk(locale, prefix, value):
            if isinstance(value, dict) and not set(value) <= PLURAL_CATEGORIES:
                for name, child in value.items():
                    walk(locale, f"{prefix}.{name}" if prefix else name, child)
            else:
                memory[(locale, prefix)] = value

        for locale, types in document.items():
            walk(locale, "", types)
    return memory


def snapshot(project: pathlib.Path) -> dict:
    """Every file under `project` with the digest of its bytes."""
    return {
        str(path.relative_to(project)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(project.rglob("*"))
        if path.is_file()
    }


def check_json(project: pathlib.Path) -> dict:
    """`l10nc check --format json` in the project."""
    run = subprocess.run([L10NC, "check", "--format", "json"], cwd=project, capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    return json.loads(run.stdout)


@contextlib.asynccontextmanager
async def agent(project: pathlib.Path, **environment: str):
    """A client session with `l10nc mcp` started in `project`."""
    parameters = StdioServerParameters(
        command=L10NC, args=["mcp"], cwd=str(project), env={**os.environ, **environment}
    )
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            yield session


async def call(session: ClientSession, tool: str, arguments: dict) -> dict:
    """A tool's structured result; the call must succeed."""
    result = await session.call_tool(tool, arguments)
    assert not result.is_error, result.content
    # The text content holds the same JSON.
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


async def failure(session: ClientSession, tool: str, arguments) -> str:
    """The message of a tool call that fails as a tool error (not a protocol error)."""
    result = await session.call_tool(tool, arguments)
    assert result.is_error, result
    return result.content[0].text


async def all_units(session: ClientSession, locale: str, only: str = "missing", limit: int = 7) -> list:
    units, cursor = [], None
    while True:
        arguments = {"locale": locale, "only": only, "limit": limit}
        if cursor:
            arguments["cursor"] = cursor
        page = await call(session, "l10n_gaps", arguments)
        assert len(page["units"]) <= limit
        units += page["units"]
        cursor = page.get("nextCursor")
        if not cursor:
            return units
