"""The writing commands the differential test runs on a generated project, each returning the
files as the command left them and what it was allowed to change.

`fix` with a random mix of its options, `fix --accept [KEY…] [--locale L]`, `lock`, `import` of
an XLIFF 1.2, XLIFF 2.0 or PO file that `l10nc export` wrote and this module translated, and the
language server's quick fixes (`l10nc lsp` over stdio: pull diagnostics, ask for the code actions
of each, apply each returned WorkspaceEdit to a copy of the files).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import pathlib
import random
import subprocess
import threading

from wd_invariants import Allowed, fnv1a, is_text, lock_text
from wd_project import Case
from wd_yaml import NULL


@dataclasses.dataclass
class Outcome:
    """One command's result: the label to reproduce it, what it may change, the files after."""

    label: str
    allowed: Allowed
    after: dict[str, bytes]
    exit_status: int | None
    output: str = ""


def snapshot(root: pathlib.Path) -> dict[str, bytes]:
    """Every file under `root`, by relative path."""
    files = {}
    for path in root.rglob("*"):
        if path.is_file():
            files[str(path.relative_to(root))] = path.read_bytes()
    return files


def run_l10nc(binary: str, arguments: list[str], cwd: pathlib.Path) -> subprocess.CompletedProcess:
    environment = dict(os.environ, NO_COLOR="1")
    return subprocess.run([binary] + arguments, cwd=cwd, capture_output=True, timeout=120, env=environment)


def outcome(case: Case, binary: str, arguments: list[str], allowed: Allowed) -> Outcome:
    """Runs `l10nc arguments` in the project and reads every file back."""
    run = run_l10nc(binary, arguments, case.root)
    output = (run.stdout + run.stderr).decode("utf-8", errors="replace")
    return Outcome("l10nc " + " ".join(arguments), allowed, snapshot(case.root), run.returncode, output)


# MARK: fix


def fix(case: Case, rng: random.Random, binary: str, before) -> list[Outcome]:
    """`fix` with a random mix of --fill, --prune, --stub, --rule and --dry-run."""
    arguments = ["fix"]
    fill = rng.choice([None, None, "copy", "empty", "pseudo"])
    prune = rng.random() < 0.35
    stub = rng.choice([None, None, "todo", "name", "empty"])
    rules = [rng.choice(["missing-key", "orphan-key", "yaml11-scalar", "value-not-text", "misspelled-key"])] \
        if rng.random() < 0.2 else []
    dry_run = rng.random() < 0.08
    if fill:
        arguments += ["--fill", fill]
    if prune:
        arguments.append("--prune")
    if stub:
        arguments += ["--stub", stub]
    for rule in rules:
        arguments += ["--rule", rule]
    if dry_run:
        arguments.append("--dry-run")
    adds = not rules or "missing-key" in rules
    # An empty value is filled as a missing key, by the missing key's fix or by its own finding's.
    fills_nulls = not rules or bool({"missing-key", "value-not-text", "yaml11-scalar"} & set(rules))
    allowed = Allowed(
        writes=not dry_run,
        stub=(stub or "todo") if adds else None,
        fill=fill if adds else None,
        null_stub=(stub or "todo") if fills_nulls else None,
        null_fill=fill if fills_nulls else None,
        prune=prune and (not rules or "orphan-key" in rules),
        rename=not rules or bool({"missing-key", "orphan-key"} & set(rules)),
        respell="misspelled-key" in rules,
        complete=adds and not dry_run,
    )
    return [outcome(case, binary, arguments, allowed)]


# MARK: The lock


def default_texts(case: Case, leaves_before) -> dict:
    """Key path → the default locale's text, for the keys that have one."""
    return {path: value for (locale, path), value in leaves_before.items() if locale == case.default and is_text(value)}


def write_old_lock(case: Case, rng: random.Random, leaves_before) -> None:
    """A lock from an earlier `l10nc lock`: some translations recorded as made from the text
    they have now, some from an older text (stale), and a leftover needs-translation record."""
    if rng.random() < 0.3:
        return
    sources = default_texts(case, leaves_before)
    records, texts = {}, {}
    for path, source in sources.items():
        for locale in case.locales:
            if locale == case.default or not is_text(leaves_before.get((locale, path))) or rng.random() < 0.3:
                continue
            text = lock_text(source) if rng.random() < 0.6 else "An older text"
            records.setdefault(".".join(path), {})[locale] = fnv1a(text)
            texts[fnv1a(text)] = text
    lines = ["version: 1", f"defaultLocale: {case.default}"]
    lines.append("translations:" if records else "translations: {}")
    for key in sorted(records):
        lines.append(f"  {key}:")
        lines += [f"    {locale}: {records[key][locale]}" for locale in sorted(records[key])]
    lines.append("sources:" if texts else "sources: {}")
    lines += [f'  "{digest}": ' + json.dumps(texts[digest], ensure_ascii=False) for digest in sorted(texts)]
    (case.root / case.lock_path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def lock(case: Case, rng: random.Random, binary: str, leaves_before) -> list[Outcome]:
    """`l10nc lock`: only l10nc.lock changes."""
    return [outcome(case, binary, ["lock"], Allowed(writes=False, lock_only=True, locked=True, exits=frozenset({0})))]


def accept(case: Case, rng: random.Random, binary: str, leaves_before) -> list[Outcome]:
    """`fix --accept [KEY…] [--locale L]`: only l10nc.lock changes."""
    keys = sorted(".".join(path) for path in default_texts(case, leaves_before))
    chosen = rng.sample(keys, rng.randint(1, min(3, len(keys)))) if keys and rng.random() < 0.6 else []
    others = [l for l in case.locales if l != case.default]
    locales = [rng.choice(others)] if others and rng.random() < 0.4 else []
    arguments = ["fix", "--accept"] + chosen + [part for l in locales for part in ("--locale", l)]
    allowed = Allowed(writes=False, lock_only=True, accepted=(chosen, locales), exits=frozenset({0}))
    return [outcome(case, binary, arguments, allowed)]


# MARK: import


PREFIXES = ["«{l}» ", "{l}: ", "# {l} ", "'{l}' ", '"{l}" ', "{l} \\ ", "  {l}"]


def translate_units(path: pathlib.Path, form: str, rng: random.Random, locale: str, sources: dict) -> dict:
    """Gives some units of an exported file a translation (a prefix before the source text, its
    placeholders kept as the file codes them), marked translated; returns key path → the text
    each translated message must have in the YAML afterwards."""
    expected: dict = {}
    if form == "po":
        from translate.storage import po

        store = po.pofile.parsefile(str(path))
        units = [u for u in store.units if not u.isheader() and u.getcontext()]
        groups = group_units([(u.getcontext(), u) for u in units])
        for base, members in groups.items():
            key = tuple(base.split("."))
            if key not in sources or rng.random() < 0.4:
                continue
            prefix = rng.choice(PREFIXES).format(l=locale)
            for _, unit in members:
                unit.target = prefix + unit.source
                unit.markfuzzy(False)
            expected[key] = translated(sources[key], prefix)
        store.save()
        return expected
    from lxml import etree

    tree = etree.parse(str(path))
    root = tree.getroot()
    ns = root.nsmap[None]
    q = lambda name: f"{{{ns}}}{name}"  # noqa: E731
    if form == "xliff12":
        pairs = [(u.get("resname"), u) for u in root.iter(q("trans-unit"))]
    else:
        pairs = [(u.get("name"), u) for u in root.iter(q("unit"))]
    for base, members in group_units(pairs).items():
        key = tuple(base.split("."))
        if key not in sources or rng.random() < 0.4:
            continue
        prefix = rng.choice(PREFIXES).format(l=locale)
        for _, unit in members:
            holder = unit if form == "xliff12" else unit.find(q("segment"))
            source = holder.find(q("source"))
            old = holder.find(q("target"))
            if old is not None:
                holder.remove(old)
            target = copy.deepcopy(source)
            target.tag = q("target")
            target.text = prefix + (source.text or "")
            source.addnext(target)
            if form == "xliff12":
                target.set("state", "translated")
            else:
                target.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
                holder.set("state", "translated")
        expected[key] = translated(sources[key], prefix)
    tree.write(str(path), xml_declaration=True, encoding="UTF-8")
    return expected


def group_units(pairs) -> dict:
    """Units by message: an array's elements (`T.tabs[0]`) are one message."""
    groups: dict = {}
    for name, unit in pairs:
        base = name.split("[")[0]
        groups.setdefault(base, []).append((name, unit))
    return groups


def translated(source, prefix: str):
    return tuple(prefix + text for text in source) if isinstance(source, tuple) else prefix + source


def exchange(case: Case, rng: random.Random, binary: str, leaves_before) -> list[Outcome]:
    """`l10nc export`, translations added to the files, then `l10nc import` of them."""
    form = rng.choice(["xliff12", "xliff2", "po"])
    extension = {"xliff12": "xlf", "xliff2": "xliff", "po": "po"}[form]
    output = case.root.parent / "exchange"
    export = run_l10nc(binary, ["export", "--format", form, "--output", str(output)], case.root)
    if export.returncode != 0:
        message = (export.stdout + export.stderr).decode(errors="replace")
        return [Outcome(f"l10nc export --format {form}", Allowed(writes=False, exits=frozenset({0, 1, 2})),
                        snapshot(case.root), None, message)]
    sources = {path: value for path, value in default_texts(case, leaves_before).items()}
    imported: dict = {}
    files = []
    for locale in case.locales:
        path = output / f"{locale}.{extension}"
        if locale == case.default or not path.exists() or rng.random() < 0.2:
            continue
        for key, value in translate_units(path, form, rng, locale, sources).items():
            imported[(locale, key)] = value
        files.append(str(path))
    if not files:
        return []
    dry_run = rng.random() < 0.1
    arguments = ["import"] + files + (["--dry-run"] if dry_run else [])
    result = outcome(case, binary, arguments, Allowed(writes=False, exits=frozenset({0})))
    if not dry_run:
        # Every unit is valid, so the import must pass; when it does not (exit status 1),
        # nothing may be written, and what was written anyway is checked as an import.
        result.allowed = Allowed(imported=imported, exits=frozenset({0}), failed=result.exit_status != 0)
    result.label = f"l10nc export --format {form} --output ../exchange; translate; " + result.label
    return [result]


# MARK: The language server


class LanguageServer:
    """A minimal LSP client of `l10nc lsp`: JSON-RPC with Content-Length framing, requests
    answered in order, the server's own requests answered with null."""

    def __init__(self, binary: str, root: pathlib.Path, timeout: float = 60):
        self.process = subprocess.Popen([binary, "lsp"], cwd=root, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.timer = threading.Timer(timeout, self.process.kill)
        self.timer.start()

    def send(self, message: dict) -> None:
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params) -> object:
        self.next_id += 1
        identifier = self.next_id
        self.send({"id": identifier, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == identifier and "method" not in message:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result")
            if "method" in message and "id" in message:
                self.send({"id": message["id"], "result": None})

    def notify(self, method: str, params) -> None:
        self.send({"method": method, "params": params})

    def close(self) -> None:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
        finally:
            self.timer.cancel()


def byte_offset(data: bytes, position: dict, encoding: str) -> int:
    """The byte offset of an LSP position (lines end at LF, CRLF or CR; a character past the
    line's end means its end)."""
    starts = [0]
    index = 0
    while index < len(data):
        if data[index:index + 2] == b"\r\n":
            index += 2
            starts.append(index)
        elif data[index:index + 1] in (b"\n", b"\r"):
            index += 1
            starts.append(index)
        else:
            index += 1
    line = position["line"]
    if line >= len(starts):
        return len(data)
    start = starts[line]
    end = starts[line + 1] if line + 1 < len(starts) else len(data)
    content = data[start:end].rstrip(b"\r\n")
    if encoding == "utf-8":
        return start + min(position["character"], len(content))
    text = content.decode("utf-8", errors="replace")
    units = 0
    for count, char in enumerate(text):
        if units >= position["character"]:
            return start + len(text[:count].encode("utf-8"))
        units += 2 if ord(char) > 0xFFFF else 1
    return start + len(content)


def apply_workspace_edit(files: dict[str, bytes], edit: dict, root: pathlib.Path, encoding: str) -> dict[str, bytes]:
    """The files with the edit applied, as an editor applies it: created files first, then each
    file's text edits from the last to the first. Raises ValueError on overlapping edits."""
    files = dict(files)
    per_file: dict[str, list] = {}

    def relative(uri: str) -> str:
        return str(pathlib.Path(uri.removeprefix("file://")).relative_to(root))

    for change in edit.get("documentChanges") or []:
        if change.get("kind") == "create":
            path = relative(change["uri"])
            if path not in files or (change.get("options") or {}).get("overwrite"):
                files[path] = b""
        elif "textDocument" in change:
            per_file.setdefault(relative(change["textDocument"]["uri"]), []).extend(change["edits"])
    for uri, edits in (edit.get("changes") or {}).items():
        per_file.setdefault(relative(uri), []).extend(edits)
    for path, edits in per_file.items():
        data = files.get(path, b"")
        spans = sorted(((byte_offset(data, e["range"]["start"], encoding),
                         byte_offset(data, e["range"]["end"], encoding), e["newText"]) for e in edits),
                       key=lambda span: (span[0], span[1]))
        for first, second in zip(spans, spans[1:]):
            if second[0] < first[1]:
                raise ValueError(f"overlapping edits in {path}: {first} and {second}")
        for start, end, text in reversed(spans):
            data = data[:start] + text.encode("utf-8") + data[end:]
        files[path] = data
    return files


def quick_fixes(case: Case, rng: random.Random, binary: str, before) -> list[Outcome]:
    """Every quick fix `l10nc lsp` offers for (a sample of) the project's findings, each applied
    on its own to the files as they were."""
    encoding = rng.choice(["utf-8", "utf-16"])
    root = case.root.resolve()
    server = LanguageServer(binary, root)
    outcomes = []
    try:
        capabilities = {
            "general": {"positionEncodings": [encoding]},
            "workspace": {"workspaceEdit": {"documentChanges": True, "resourceOperations": ["create"]},
                          "diagnostics": {"refreshSupport": False}},
            "textDocument": {"diagnostic": {}, "codeAction": {"codeActionLiteralSupport": {
                "codeActionKind": {"valueSet": ["quickfix"]}}}},
        }
        server.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": capabilities,
                                      "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}]})
        server.notify("initialized", {})
        if rng.random() < 0.5:
            for path in case.yaml_paths:
                if (root / path).exists():
                    text = (root / path).read_bytes().decode("utf-8", errors="replace")
                    server.notify("textDocument/didOpen", {"textDocument": {
                        "uri": (root / path).as_uri(), "languageId": "yaml", "version": 1, "text": text}})
        report = server.request("workspace/diagnostic", {"previousResultIds": []}) or {}
        findings = [(item["uri"], d) for item in report.get("items", []) for d in item.get("items", [])]
        rng.shuffle(findings)
        seen = set()
        for uri, diagnostic in findings[:12]:
            actions = server.request("textDocument/codeAction", {
                "textDocument": {"uri": uri}, "range": diagnostic["range"],
                "context": {"diagnostics": [diagnostic]}}) or []
            for action in actions:
                edit = action.get("edit")
                fingerprint = json.dumps(edit, sort_keys=True)
                if not edit or fingerprint in seen:
                    continue
                seen.add(fingerprint)
                label = f"lsp ({encoding}) quick fix '{action.get('title')}' for {diagnostic.get('code')}"
                allowed = Allowed(
                    stub="todo", fill="copy", null_stub="todo", null_fill="copy", prune=True, rename=True,
                    respell=True)
                try:
                    after = apply_workspace_edit(before, edit, root, encoding)
                except ValueError as error:
                    outcomes.append(Outcome(label, allowed, dict(before), None, f"overlapping: {error}"))
                    continue
                outcomes.append(Outcome(label, allowed, after, None, json.dumps(edit, ensure_ascii=False)[:2000]))
    except (EOFError, RuntimeError, OSError, ValueError) as error:
        outcomes.append(Outcome("lsp", Allowed(), dict(before), 99, f"the language server failed: {error}"))
    finally:
        server.close()
    return outcomes


COMMANDS = {
    "fix": (fix, 50),
    "lsp": (quick_fixes, 18),
    "import": (exchange, 14),
    "accept": (accept, 10),
    "lock": (lock, 8),
}


def choose(rng: random.Random, only: list[str] | None):
    """A command by its weight (among `only` when given)."""
    names = [name for name in COMMANDS if not only or name in only]
    weights = [COMMANDS[name][1] for name in names]
    name = rng.choices(names, weights)[0]
    return name, COMMANDS[name][0]
