"""The write differential test of l10nc (issue 30): every command that writes YAML, checked by a
reader that is not l10nc's.

Design. Each case is one seed. From it, wd_project generates a tiny FOSMVVM-style project:
`l10nc.yml` (one or two folders, 2–4 locales, either runtime), one to four view models with
`@LocalizedString` (some under parentKeys), `@LocalizedStrings` and `@LocalizedSubs` with
`%{name}` placeholders, and their YAML written by wd_yaml's emitter in every style the reader
accepts: plain, single and double quoted (with escapes), literal and folded block scalars with
each chomping indicator, flow and block sequences (also zero-indented), comments above keys,
after values, below empty sections and at the ends, blank lines, CRLF, 2- and 4-space indents, a
document start, no final line break, empty sections (`Type:` and `Type: {}`), null values and
plain YAML 1.1 traps (`no`, `007`, `~`). Then it damages the project at random: translations
dropped, orphan keys and a ghost type added, a property renamed in Swift (so every locale shows
the rename), a one-locale decoy (a locale lacks a key and has a leftover of the same shape beside
it, which must not be taken for a rename), a Swift file broken (`func f() { if x {` + `}` before
or between the properties, or the type left unclosed), a YAML file cut by an unclosed quote, and
rarely a configuration typo (`resource:`). The generator records its truth: the keys the code
needs, which types a parse error makes incomplete, every value and every comment it wrote.

One writing command runs on the case (wd_commands): `fix` with a random mix of --fill, --prune,
--stub, --rule and --dry-run; `fix --accept [KEY…] [--locale L]`; `lock`; `import` of an exported
XLIFF 1.2, XLIFF 2.0 or PO file with some units translated; or the language server's quick fixes,
each applied on its own. The files before and after are read by pure-Python PyYAML without
implicit typing (cross-checked with ruamel.yaml), never by l10nc, and wd_invariants checks:
every value not targeted is unchanged; every added value is exactly the stub, the --fill of the
default locale's text, or the imported translation; every comment survives on or above its key
(one directly above a deleted key may go with it); no text moves to another key unless the
default locale shows the same rename; nothing is deleted, renamed or stubbed in a type a parse
error makes incomplete (and no type-less orphan is deleted while a Swift file does not parse);
nothing is written on --dry-run, by `lock` and `--accept` (but the lock), or with a configuration
error; `fix` leaves no needed key of a complete type missing that its options fill; the lock
records what the command did; line endings are kept.

Usage: write_differential.py [--seed N] [--cases K] [--jobs J] [--binary PATH]
[--commands fix,lsp,import,accept,lock] [--keep DIR]. Case i uses seed N+i; a failure prints its
seed, the command, the invariant and a diff, and `--seed S --cases 1` reproduces it. Exit status
1 when any invariant broke, 2 when the harness itself failed.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import multiprocessing
import os
import pathlib
import random
import shutil
import sys
import tempfile
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from wd_commands import choose, snapshot, write_old_lock  # noqa: E402
from wd_invariants import check, minimal_diff  # noqa: E402
from wd_project import generate  # noqa: E402
from wd_yaml import EMPTY_MAP, NULL, leaves, read_tree  # noqa: E402

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]


class HarnessError(Exception):
    """The generator wrote something it did not mean: a bug of this test, not of l10nc."""


def self_check(case, files: dict[str, bytes]) -> dict:
    """The generated files, read by the independent reader, hold exactly what the generator
    meant; returns their leaves."""
    found = {}
    for path in case.yaml_paths:
        if any(m.yaml_path == path and m.broken_yaml for m in case.models):
            continue
        for key, value in leaves(read_tree(files[path].decode("utf-8"))).items():
            found[key] = value
    values = {k: v for k, v in found.items() if v not in (NULL, EMPTY_MAP) or k in case.written}
    expected = {k: (NULL if v is NULL else v) for k, v in case.written.items()}
    if values != expected:
        extra = {k: v for k, v in values.items() if expected.get(k) != v}
        missing = {k: v for k, v in expected.items() if values.get(k) != v}
        raise HarnessError(f"seed {case.seed}: the generated YAML reads back differently: "
                           f"read {extra}, meant {missing}")
    return found


def run_case(job: tuple[int, str, list[str] | None, str | None]) -> dict:
    """Generates, runs and checks one case; returns its failures (or a harness error)."""
    seed, binary, only, keep = job
    workspace = pathlib.Path(tempfile.mkdtemp(prefix=f"l10nc-wd-{seed}-"))
    try:
        case = generate(seed, workspace / "project")
        files = snapshot(case.root)
        leaves_before = self_check(case, files)
        rng = random.Random(seed * 7919 + 1)
        name, command = choose(rng, only)
        if name in ("accept", "lock", "fix", "lsp") and not case.config_typo:
            write_old_lock(case, rng, leaves_before)
        before = snapshot(case.root)
        failures = []
        for result in command(case, rng, binary, before if name == "lsp" else leaves_before):
            violations = check(case, before, result.after, result.allowed, result.exit_status, result.label)
            if violations:
                failures.append({
                    "seed": seed, "kind": name, "command": result.label, "case": case.describe(),
                    "violations": [(v.invariant, v.message, v.file) for v in violations],
                    "diff": minimal_diff(before, result.after), "output": result.output[-1500:],
                })
        if failures and keep:
            target = pathlib.Path(keep) / f"seed-{seed}"
            shutil.rmtree(target, ignore_errors=True)
            case_root = workspace / "project"
            shutil.copytree(case_root, target / "after")
            if (workspace / "exchange").exists():
                shutil.copytree(workspace / "exchange", target / "exchange")
            for path, data in before.items():
                (target / "before" / path).parent.mkdir(parents=True, exist_ok=True)
                (target / "before" / path).write_bytes(data)
        return {"seed": seed, "command": name, "failures": failures}
    except HarnessError as error:
        return {"seed": seed, "harness": str(error)}
    except Exception:  # a bug of the harness, reported with its seed
        return {"seed": seed, "harness": traceback.format_exc()}
    finally:
        shutil.rmtree(workspace, ignore_errors=True)


def default_binary() -> str:
    """The debug l10nc SwiftPM built in this checkout."""
    return str(REPOSITORY / ".build" / "debug" / "l10nc")


def report(results: list[dict], elapsed: float, shown_per_invariant: int) -> int:
    """Prints every distinct failure (the first few of each invariant in full) and a summary;
    returns the exit status."""
    harness = [r for r in results if "harness" in r]
    for result in harness[:5]:
        print(f"HARNESS ERROR, seed {result['seed']}:\n{result['harness']}")
    by_invariant: dict[str, list] = collections.defaultdict(list)
    commands = collections.Counter(r.get("command") for r in results if "command" in r)
    for result in results:
        for failure in result.get("failures", []):
            for invariant, message, _ in failure["violations"]:
                by_invariant[invariant].append((failure, message))
    for invariant, items in sorted(by_invariant.items()):
        seeds = sorted({failure["seed"] for failure, _ in items})
        print(f"\n=== {invariant}: {len(items)} violations in {len(seeds)} cases (seeds {seeds[:12]}"
              f"{' …' if len(seeds) > 12 else ''})")
        shown = set()
        for failure, message in items:
            if failure["seed"] in shown or len(shown) >= shown_per_invariant:
                continue
            shown.add(failure["seed"])
            print(f"--- seed {failure['seed']}: {failure['command']}\n    {message}\n    case: {failure['case']}")
            if failure["diff"]:
                print("    diff:\n" + "".join("      " + line for line in failure["diff"].splitlines(True)))
            if failure["output"].strip():
                tail = failure["output"].strip().splitlines()[-6:]
                print("    l10nc said:\n" + "".join(f"      {line}\n" for line in tail))
    if by_invariant:
        print("\nviolations by invariant and command:")
        for invariant, items in sorted(by_invariant.items()):
            kinds = collections.Counter(failure["kind"] for failure, _ in items)
            print(f"  {invariant:28} " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items())))
    failed = sorted({r["seed"] for r in results if r.get("failures")})
    total = len(results)
    print(f"\nwrite differential: {total} cases ({dict(commands)}) in {elapsed:.1f} s "
          f"({total / max(elapsed, 1e-9):.1f} cases/s); {len(failed)} failed, {len(harness)} harness errors; "
          f"invariants broken: {', '.join(f'{k} ({len(v)})' for k, v in sorted(by_invariant.items())) or 'none'}")
    if failed:
        print(f"reproduce one: python3 {pathlib.Path(__file__).name} --seed {failed[0]} --cases 1")
    if harness:
        return 2
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1, help="the first case's seed")
    parser.add_argument("--cases", type=int, default=int(os.environ.get("L10NC_DIFFERENTIAL_CASES", "200")))
    parser.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2))
    parser.add_argument("--binary", default=os.environ.get("L10NC_BINARY", default_binary()))
    parser.add_argument("--commands", help="a comma-separated subset of fix,lsp,import,accept,lock")
    parser.add_argument("--keep", help="copy each failing case's files before and after into this folder")
    parser.add_argument("--show", type=int, default=3, help="failures printed in full per invariant")
    options = parser.parse_args(argv)
    if not os.access(options.binary, os.X_OK):
        print(f"no l10nc at {options.binary}; build it with `swift build --product l10nc`", file=sys.stderr)
        return 2
    only = options.commands.split(",") if options.commands else None
    jobs = [(options.seed + i, options.binary, only, options.keep) for i in range(options.cases)]
    start = time.monotonic()
    if options.jobs > 1 and len(jobs) > 1:
        # A worker that dies ends the run with an error (BrokenProcessPool), never a hang; new
        # processes are spawned, not forked from a parent that may hold threads or pipes.
        context = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(options.jobs, mp_context=context) as pool:
            results = list(pool.map(run_case, jobs, chunksize=4))
    else:
        results = [run_case(job) for job in jobs]
    results.sort(key=lambda r: r["seed"])
    return report(results, time.monotonic() - start, options.show)


if __name__ == "__main__":
    sys.exit(main())
