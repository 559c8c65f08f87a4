"""The invariants every write must keep, checked from the generator's truth and the
independent reader's view of the files before and after (never from l10nc's own reading).

Each violation names its invariant:

- `exit-status`: a writing command ended with a status it must not (2 for a readable project;
  anything but 2 with a configuration error).
- `wrote-while-config-error`, `wrote-on-dry-run`, `resources-changed`: a command that must not
  write a resource (a configuration error, --dry-run, `lock`, `fix --accept`) changed one.
- `wrote-after-failure`: a command that failed (an `import` exiting 1) wrote a file anyway.
- `stray-file`, `source-changed`: a file created outside the resources, or a Swift file or
  `l10nc.yml` changed.
- `after-parses`, `readers-disagree`, `broken-file-written`, `duplicate-key`: a written file that
  does not parse, that PyYAML and ruamel.yaml read differently, a file that did not parse before
  and was written anyway, or a key now defined twice.
- `value-changed`: a value not targeted reads differently.
- `structure-changed`: a locale or a section (a type, parent keys) now holds a text.
- `deleted`, `deleted-while-parse-error`: a key deleted that no rule may delete (needed by the
  code, no --prune, or a type that a parse error makes incomplete).
- `text-moved`: a text now under another key without the default locale showing the rename.
- `bad-stub`, `bad-fill`, `bad-import`, `added-unneeded`, `stubbed-incomplete-type`: an added
  value that is not exactly what the option asks (the stub, the default locale's text, empty,
  pseudo, the imported translation), a key added that no property needs, or a key added to a
  type l10nc cannot fully read.
- `not-fixed`: `fix` left a needed key missing that its options fill (stub or --fill).
- `comment-lost`, `comment-duplicated`, `comment-moved`: a comment gone (other than one directly
  above a deleted key), written twice, or no longer on or above its key.
- `line-endings`: a CRLF file now has a bare LF, or an LF file a CR.
- `lock`: `l10nc.lock` does not say what the command did (records of accepted, locked, imported
  translations; a stub or fill recorded as still to translate).
"""

from __future__ import annotations

import dataclasses
import difflib
import re

import yaml

from wd_project import Case
from wd_yaml import EMPTY_MAP, NULL, leaves, read_tree, ruamel_tree, same_as_ruamel


@dataclasses.dataclass
class Allowed:
    """What a command may change: the options it was run with."""

    writes: bool = True
    lock_only: bool = False
    stub: str | None = None
    fill: str | None = None
    # What an empty value (`title:`, a null) may become: the stub, or the --fill text, as a
    # missing key would (by the missing key's fix or by the null's own finding's).
    null_stub: str | None = None
    null_fill: str | None = None
    prune: bool = False
    rename: bool = False
    # A `misspelled-key` suggestion, applied on request: a rename of a key no property needs to the
    # needed key of close spelling beside it, missing in that locale.
    respell: bool = False
    # fix's liveness: every missing needed key of a complete type gets a stub (and a fill).
    complete: bool = False
    imported: dict | None = None
    accepted: tuple[list[str], list[str]] | None = None
    locked: bool = False
    exits: frozenset = frozenset({0, 1})
    # The command failed (an import that exited 1): it must have written nothing.
    failed: bool = False


@dataclasses.dataclass
class Violation:
    invariant: str
    message: str
    file: str | None = None


def fnv1a(text: str) -> str:
    """The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as l10nc.lock writes it."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
))
PADDING = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def pseudo(text: str) -> str:
    """`en-XA` as l10nc documents it: letters accented, `%{…}` and `%%` kept, padded by at least
    40 % of the literal characters with number words, between `[` and `]`; empty stays empty."""
    if text == "":
        return ""
    out = ["["]
    literal_count = 0
    has_text = False
    i = 0
    while i < len(text):
        if text.startswith("%%", i):
            out.append("%%")
            literal_count += 1
            has_text = True
            i += 2
            continue
        if text.startswith("%{", i) and "}" in text[i + 2:]:
            close = text.index("}", i + 2)
            out.append(text[i:close + 1])
            i = close + 1
            continue
        if text.startswith("%{", i):
            out.append(text[i:])
            break
        char = text[i]
        literal_count += 1
        if not char.isspace():
            has_text = True
        out.append(ACCENTED.get(char, char))
        i += 1
    if has_text:
        target = (literal_count * 40 + 99) // 100
        ends_in_space = out[-1][-1:].isspace() if out[-1] else False
        count = target + 1 if ends_in_space else target
        padding = ""
        word = 0
        while len(padding) < count:
            padding += " " + PADDING[word % len(PADDING)]
            word += 1
        out.append(padding[1:] if ends_in_space else padding)
    out.append("]")
    return "".join(out)


def is_text(value) -> bool:
    return isinstance(value, (str, tuple))


def lock_text(value) -> str:
    """A value's text as the lock hashes it: an array's elements one per line."""
    return "\n".join(value) if isinstance(value, tuple) else value


def osa_distance(a: str, b: str) -> int:
    """Insertions, deletions, substitutions and swaps of two neighbours, one edit each."""
    rows = [[i + j if i == 0 or j == 0 else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1,
                             rows[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
    return rows[len(a)][len(b)]


def close_spelling(written: str, needed: str) -> bool:
    """`misspelled-key`'s test, written from its documentation (docs/rules.md), not its code: at
    most one edit per three letters of the shorter name (a swap of neighbours one edit), or one
    name beginning the other, three letters or more. Lenient where the rule also asks for a
    unique closest candidate."""
    a, b = written.lower(), needed.lower()
    if osa_distance(a, b) <= max(1, min(len(a), len(b)) // 3):
        return True
    return min(len(a), len(b)) >= 3 and (a.startswith(b) or b.startswith(a))


def dotted(path: tuple[str, ...]) -> str:
    return ".".join(path)


class Checker:
    """Checks one command's effect on one case."""

    def __init__(self, case: Case, before: dict[str, bytes], after: dict[str, bytes], allowed: Allowed,
                 exit_status: int | None, label: str):
        self.case = case
        self.before = before
        self.after = after
        self.allowed = allowed
        self.exit_status = exit_status
        self.label = label
        self.violations: list[Violation] = []
        self.needed = case.needed()
        self.incomplete = case.incomplete_types()
        self.default = case.default
        self.reported_imports: set = set()
        self.duplicates_before: set = set()

    def fail(self, invariant: str, message: str, file: str | None = None) -> None:
        self.violations.append(Violation(invariant, message, file))

    # MARK: Files

    def resource_paths(self, files: dict[str, bytes]) -> list[str]:
        return sorted(p for p in files if p.endswith((".yml", ".yaml")) and p != "l10nc.yml" and p != "l10nc.lock")

    def check_files(self) -> None:
        """Which files may change at all."""
        case, allowed = self.case, self.allowed
        for path in sorted(set(self.before) | set(self.after)):
            old, new = self.before.get(path), self.after.get(path)
            if old == new:
                continue
            if path == case.lock_path:
                if case.config_typo:
                    self.fail("wrote-while-config-error", "l10nc.lock written", path)
                continue
            if path.endswith(".swift") or path == "l10nc.yml":
                self.fail("source-changed", f"{path} changed", path)
            elif path in self.resource_paths(self.before) or path in self.resource_paths(self.after):
                under = any(path.startswith(m.yaml_path.rsplit("/", 1)[0] + "/") for m in case.models)
                if case.config_typo:
                    self.fail("wrote-while-config-error", f"{path} {'created' if old is None else 'written'}", path)
                elif allowed.failed:
                    self.fail("wrote-after-failure", f"{path} {'created' if old is None else 'written'} by a "
                                                     f"command that failed (exit {self.exit_status})", path)
                elif not allowed.writes:
                    self.fail("resources-changed" if allowed.lock_only else "wrote-on-dry-run",
                              f"{path} {'created' if old is None else 'written'}", path)
                elif old is None and not under:
                    self.fail("stray-file", f"{path} created outside the resources", path)
            else:
                self.fail("stray-file", f"{path} {'created' if old is None else 'changed'}", path)

    def read(self, files: dict[str, bytes], when: str):
        """Every resource file's leaves, merged, and the files that do not parse."""
        merged: dict = {}
        where: dict = {}
        unreadable = set()
        for path in self.resource_paths(files):
            text = files[path].decode("utf-8", errors="replace")
            try:
                tree = read_tree(text)
            except yaml.YAMLError as error:
                unreadable.add(path)
                if when == "after" and path not in self.unreadable_before:
                    self.fail("after-parses", f"{path} no longer parses: {str(error).splitlines()[0]}", path)
                continue
            if when == "after" and self.before.get(path) != files[path]:
                try:
                    if not same_as_ruamel(tree, ruamel_tree(text)):
                        self.fail("readers-disagree", f"PyYAML and ruamel.yaml read {path} differently", path)
                except Exception as error:  # ruamel's own errors have no common base
                    self.fail("readers-disagree", f"ruamel.yaml cannot read {path}: {error}", path)
            for key, value in leaves(tree).items():
                if key in merged and when == "after" and key not in self.duplicates_before and key[1]:
                    self.fail("duplicate-key", f"{key[0]}.{dotted(key[1])} in {where[key]} and {path}", path)
                if key in merged and when == "before":
                    self.duplicates_before.add(key)
                merged[key] = value
                where[key] = path
        return merged, where, unreadable

    # MARK: Values

    def stub_values(self, path: tuple[str, ...], stub: str | None = None) -> list:
        """The values `--stub` (or `stub`) may write for `path` in the default locale."""
        prop = self.needed[path]
        names = {prop.var, path[-1]}
        suffix = "".join(f" %{{{p}}}" for p in prop.placeholders)
        stub = stub or self.allowed.stub
        if stub == "todo":
            texts = [f"TODO: {dotted(path)}{suffix}"]
        elif stub == "name":
            texts = [name + suffix for name in names]
        else:
            texts = [""]
        return texts

    def value_is_stub(self, path, value, stub: str | None = None) -> bool:
        texts = self.stub_values(path, stub)
        if self.needed[path].kind == "strings":
            return isinstance(value, tuple) and len(value) >= 1 and len(set(value)) == 1 and value[0] in texts
        return value in texts

    def fill_candidates(self, path, B, fill: str | None = None, stub: str | None = None) -> list:
        """What `--fill` may write for `path` in another locale: its rule applied to the default
        locale's text (or, where that is absent or null, to the stub the same run writes)."""
        source = B.get((self.default, path))
        sources = []
        if is_text(source):
            sources = [source]
        else:
            strings = self.needed[path].kind == "strings"
            stub = stub or self.allowed.stub
            stubs = self.stub_values(path, stub) if stub else ["TODO: " + dotted(path)]
            sources = [(t,) if strings else t for t in stubs]
            if source is NULL:
                sources += [("",), ""] if strings else [""]
        result = []
        fill = fill or self.allowed.fill
        for value in sources:
            if fill == "copy":
                result.append(value)
            elif fill == "empty":
                result.append(tuple("" for _ in value) if isinstance(value, tuple) else "")
            else:
                result.append(tuple(pseudo(t) for t in value) if isinstance(value, tuple) else pseudo(value))
        return result

    def check_values(self) -> None:
        """Every leaf before and after: unchanged, or changed as the options allow."""
        B, A = self.B, self.A
        case, allowed = self.case, self.allowed
        moved_targets = set()
        deleted = {}
        for key in sorted(set(B) - set(A), key=repr):
            locale, path = key
            old = B[key]
            if old in (NULL, EMPTY_MAP) and any(l == locale and p[: len(path)] == path and len(p) > len(path)
                                                for (l, p) in A):
                continue  # an empty section or null value that now holds keys
            deleted[key] = old
        for key, old in deleted.items():
            locale, path = key
            if any((locale, path[:i]) in A and (locale, path[:i]) not in B for i in range(len(path))):
                continue  # a section turned into a text: reported as structure-changed
            target = self.move_target(key, old, deleted)
            if target is not None:
                moved_targets.add((locale, target))
                if not self.rename_allowed(locale, path, target):
                    self.fail("text-moved",
                              f"{self.text(old)} moved from {locale}.{dotted(path)} to {locale}.{dotted(target)}, "
                              f"but the default locale {self.rename_evidence(path, target)}")
                continue
            self.check_deletion(locale, path, old)
        for key in sorted(set(A) - set(B), key=repr):
            if key in moved_targets:
                continue
            locale, path = key
            new = A[key]
            if new in (NULL, EMPTY_MAP) and any(l == locale and p[: len(path)] == path for (l, p) in deleted):
                continue  # a section left empty by a deletion
            self.check_addition(locale, path, new, None, deleted)
        for key in sorted(set(A) & set(B), key=repr):
            old, new = B[key], A[key]
            if old == new:
                continue
            locale, path = key
            if old is NULL or old is EMPTY_MAP:
                self.check_addition(locale, path, new, old, deleted)
            elif allowed.imported is not None and key in allowed.imported:
                self.check_import(key, new)
            else:
                self.fail("value-changed", f"{locale}.{dotted(path)}: {self.text(old)} became {self.text(new)}")
        if allowed.imported is not None:
            for key in allowed.imported:
                expected = self.imported_value(key)
                if A.get(key) != expected and key not in self.reported_imports and not allowed.failed:
                    self.fail("bad-import", f"{key[0]}.{dotted(key[1])} should hold the imported "
                                            f"{self.text(expected)}, holds {self.text(A.get(key))}")
        if allowed.complete:
            self.check_liveness()

    def imported_value(self, key):
        """What an imported unit leaves at `key`: its text; for a list, the imported elements
        followed by those the locale had beyond the source's length, which no unit names."""
        expected = self.allowed.imported[key]
        old = self.B.get(key)
        if isinstance(expected, tuple) and isinstance(old, tuple) and len(old) > len(expected):
            return expected + old[len(expected):]
        return expected

    def check_import(self, key, new) -> None:
        expected = self.imported_value(key)
        self.reported_imports = self.reported_imports | {key}
        if new != expected:
            self.fail("bad-import", f"{key[0]}.{dotted(key[1])} holds {self.text(new)}, "
                                    f"the imported text is {self.text(expected)}")

    def move_target(self, key, old, deleted):
        """The key of the same locale that now holds exactly the deleted text and held nothing
        before: where the text moved."""
        locale, path = key
        if not is_text(old) and old is not NULL:
            return None
        for (l, p), value in self.A.items():
            # An empty text matches any stub `--stub empty` or `--fill empty` writes: no evidence.
            if l == locale and p != path and value == old and (l, p) not in self.B \
                    and (old != "" or self.rename_allowed(locale, path, p)):
                return p
        if old is NULL:
            # An empty value moved by a rename is filled as the missing key it now is.
            for (l, p) in self.A:
                if l == locale and p != path and (l, p) not in self.B and self.rename_allowed(locale, path, p):
                    return p
        return None

    def rename_evidence(self, old, new) -> str:
        d = self.default
        shows = "has" if (d, old) in self.B else "does not have"
        lacks = "lacks" if (d, new) not in self.B else "has"
        return f"{shows} {dotted(old)} and {lacks} {dotted(new)}"

    def rename_allowed(self, locale, old, new) -> bool:
        """A move is a rename only where the default locale shows it: the old key there and not
        needed, the new key needed and missing there, same parent, a complete type. Or a
        misspelled-key suggestion the user chose: the needed key missing in that locale, the old
        one of close spelling beside it."""
        d = self.default
        if (self.allowed.respell and old[:-1] == new[:-1] and old not in self.needed and new in self.needed
                and (locale, new) not in self.B and close_spelling(old[-1], new[-1])):
            return True
        return (
            self.allowed.rename
            and old[:-1] == new[:-1]
            and old[0] not in self.incomplete
            and old not in self.needed
            and new in self.needed
            and (d, old) in self.B
            and (d, new) not in self.B
        )

    def check_deletion(self, locale, path, old) -> None:
        type_name = path[0] if path else None
        declared = {m.name for m in self.case.models}
        if type_name in self.incomplete or (type_name not in declared and self.case.has_swift_parse_error()):
            self.fail("deleted-while-parse-error",
                      f"{locale}.{dotted(path)} ({self.text(old)}) deleted, but "
                      f"{'its type' if type_name in self.incomplete else 'a source file'} has a parse error")
        elif path in self.needed:
            self.fail("deleted", f"{locale}.{dotted(path)} ({self.text(old)}) deleted; the code needs it")
        elif not self.allowed.prune:
            self.fail("deleted", f"{locale}.{dotted(path)} ({self.text(old)}) deleted without --prune")
        elif any(p[: len(path)] == path and len(p) > len(path) for p in self.needed):
            self.fail("deleted", f"{locale}.{dotted(path)} deleted, a section keys the code needs are below")

    def check_addition(self, locale, path, new, old, deleted) -> None:
        """A key that held nothing (or null) now holds `new`."""
        allowed, d = self.allowed, self.default
        key = (locale, path)
        if allowed.imported is not None:
            if key in allowed.imported:
                self.check_import(key, new)
            else:
                self.fail("bad-import", f"{locale}.{dotted(path)} = {self.text(new)} written; no unit imported it")
            return
        for (l, p), value in deleted.items():
            if l == locale and value == new and is_text(new) and new != "":
                self.fail("text-moved", f"{self.text(new)} of {l}.{dotted(p)} now under {locale}.{dotted(path)}, "
                                        f"and the default locale shows no such rename")
                return
        if len(path) < 2 or any(l == locale and len(p) > len(path) and p[: len(path)] == path for (l, p) in self.B):
            self.fail("structure-changed", f"{locale}.{dotted(path)} is now {self.text(new)}, where the locale → type "
                                           f"→ key structure had {'a section' if path else 'a locale'}")
            return
        if old is NULL and new == "":
            return  # a null quoted as the empty text it serves
        if path not in self.needed:
            self.fail("added-unneeded", f"{locale}.{dotted(path)} = {self.text(new)} added; no property needs it")
            return
        if locale not in self.case.locales:
            self.fail("added-unneeded", f"{locale}.{dotted(path)} added in a locale the project does not list")
            return
        stub, fill = (allowed.null_stub, allowed.null_fill) if old is NULL else (allowed.stub, allowed.fill)
        if locale == d:
            if path[0] in self.incomplete:
                self.fail("stubbed-incomplete-type",
                          f"{locale}.{dotted(path)} = {self.text(new)} added; a parse error makes {path[0]} incomplete")
            elif not stub:
                self.fail("bad-stub", f"{locale}.{dotted(path)} = {self.text(new)} added; this command adds no stub")
            elif not self.value_is_stub(path, new, stub):
                self.fail("bad-stub", f"{locale}.{dotted(path)} = {self.text(new)}, the --stub {stub} "
                                      f"text is {self.text(self.stub_values(path, stub)[0])}")
            return
        if not fill:
            self.fail("bad-fill", f"{locale}.{dotted(path)} = {self.text(new)} added without --fill")
            return
        if path[0] in self.incomplete and not is_text(self.B.get((d, path))):
            self.fail("stubbed-incomplete-type",
                      f"{locale}.{dotted(path)} = {self.text(new)} added; a parse error makes {path[0]} incomplete")
            return
        candidates = self.fill_candidates(path, self.B, fill, stub)
        if new not in candidates:
            self.fail("bad-fill", f"{locale}.{dotted(path)} = {self.text(new)}; --fill {fill} of the "
                                  f"default locale's text gives {self.text(candidates[0])}")

    def check_liveness(self) -> None:
        """`fix` with a stub (and --fill) leaves no needed key of a complete type missing."""
        allowed, d = self.allowed, self.default
        for path, prop in self.needed.items():
            if path[0] in self.incomplete:
                continue
            for locale in self.case.locales:
                if locale != d and not allowed.fill:
                    continue
                if locale != d and not is_text(self.B.get((d, path))):
                    continue
                # Null is missing for --fill; what a null of the default locale becomes is not settled.
                missing = (None, NULL) if locale != d else (None,)
                if self.B.get((locale, path)) in missing and not is_text(self.A.get((locale, path))):
                    if self.misspelled_beside(locale, path):
                        continue  # `misspelled-key`: its rename is a suggestion, applied only on request
                    self.fail("not-fixed", f"{locale}.{dotted(path)} is still missing after fix")

    def misspelled_beside(self, locale, path) -> bool:
        """Whether a key no property needs sits beside the missing one with a close spelling
        (`titel` beside a missing `title`)."""
        needed_here = {p[-1] for p in self.needed if p[:-1] == path[:-1]}
        for (other_locale, other), _ in self.B.items():
            if other_locale != locale or len(other) <= len(path) - 1 or other[:len(path) - 1] != path[:-1]:
                continue
            name = other[len(path) - 1]
            if name in needed_here:
                continue
            if close_spelling(name, path[-1]):
                return True
        return False

    # MARK: Comments

    def check_comments(self) -> None:
        """Every generated comment survives once, on or above its key (or its key's new name)."""
        for path, comments in self.case.comments.items():
            if path in self.unreadable_before or self.after.get(path) == self.before.get(path):
                continue
            lines = self.after.get(path, b"").decode("utf-8", errors="replace").replace("\r\n", "\n").split("\n")
            for comment in comments:
                hits = [i for i, line in enumerate(lines) if comment.marker in line]
                anchor = (comment.locale, comment.path)
                gone = self.existed(anchor, self.B) and not self.existed(anchor, self.A)
                if not hits:
                    # A comment above a deleted key goes with it, as do those on its line and in
                    # its body; the file's top and end comments go with a file left with no key.
                    emptied = not any(w == path for w in self.where.values())
                    if not gone and not (comment.locale is None and emptied) \
                            and not self.above_deleted_line(path, comment.marker, lines) \
                            and not self.inside_deleted_line(path, comment.marker, lines):
                        self.fail("comment-lost", f"comment '{comment.marker}' ({comment.kind} "
                                                  f"{comment.locale}.{dotted(comment.path)}) is gone", path)
                    continue
                if len(hits) > 1:
                    self.fail("comment-duplicated", f"comment '{comment.marker}' appears {len(hits)} times", path)
                    continue
                if gone or comment.kind == "loose":
                    continue
                names = self.names_of(anchor)
                line = lines[hits[0]]
                if comment.kind == "trailing":
                    key_line = line
                else:
                    following = [l for l in lines[hits[0] + 1:] if l.strip() and not l.lstrip().startswith("#")]
                    key_line = following[0] if following else ""
                key = key_line.strip().split(":")[0].strip("'\"") if ":" in key_line else None
                if key not in names:
                    where = "on its key's line" if comment.kind == "trailing" else "directly above its key"
                    self.fail("comment-moved", f"comment '{comment.marker}' was {where} "
                                               f"'{dotted(comment.path) or comment.locale}', now at '{key_line.strip()}'",
                              path)

    def above_deleted_line(self, path: str, marker: str, after_lines: list[str]) -> bool:
        """Whether the comment stood directly above a key line (other comments between) that
        the command deleted: that line is written fewer times now."""
        before_lines = self.before[path].decode("utf-8", errors="replace").replace("\r\n", "\n").split("\n")
        index = next((i for i, line in enumerate(before_lines) if marker in line), None)
        if index is None:
            return False
        for line in before_lines[index + 1:]:
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            return after_lines.count(line) < before_lines.count(line)
        return False

    def inside_deleted_line(self, path: str, marker: str, after_lines: list[str]) -> bool:
        """Whether the comment stood right below a key line the command deleted, indented
        deeper than that key (a comment under an empty value): inside the pair, it goes with it."""
        before_lines = self.before[path].decode("utf-8", errors="replace").replace("\r\n", "\n").split("\n")
        index = next((i for i, line in enumerate(before_lines) if marker in line), None)
        if index is None:
            return False
        indent = len(before_lines[index]) - len(before_lines[index].lstrip(" "))
        # The key the comment is inside: the nearest line above indented less than it.
        for line in reversed(before_lines[:index]):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if len(line) - len(line.lstrip(" ")) < indent:
                return after_lines.count(line) < before_lines.count(line)
        return False

    @staticmethod
    def existed(anchor, leaves_) -> bool:
        """Whether the anchored key is in `leaves_`, as a value or as a section over values; a
        comment with no anchor (the file's top and end) always has one."""
        locale, path = anchor
        if locale is None:
            return True
        return any(l == locale and p[: len(path)] == path for (l, p) in leaves_)

    def names_of(self, anchor) -> set:
        """The key names a comment's anchor may have now: its own, or the new name it moved to."""
        locale, path = anchor
        name = path[-1] if path else locale
        names = {name}
        for (l, p), value in self.A.items():
            if l == locale and len(p) == len(path) and p[:-1] == path[:-1] and value == self.B.get(anchor) \
                    and (l, p) not in self.B:
                names.add(p[-1])
        return names

    def check_line_endings(self) -> None:
        for path in self.resource_paths(self.before):
            old, new = self.before[path], self.after.get(path)
            if new is None or old == new:
                continue
            crlf = b"\r\n" in old
            bare_lf = re.search(rb"(?<!\r)\n", new) is not None
            if crlf and bare_lf:
                self.fail("line-endings", "a CRLF file now has lines ending in a bare LF", path)
            if not crlf and b"\r" in new:
                self.fail("line-endings", "an LF file now has a CR", path)

    # MARK: The lock

    def read_lock(self):
        data = self.after.get(self.case.lock_path)
        if data is None:
            return None
        try:
            return yaml.load(data.decode("utf-8"), Loader=yaml.BaseLoader) or {}
        except yaml.YAMLError as error:
            self.fail("lock", f"l10nc.lock does not parse: {error}")
            return None

    def check_lock(self) -> None:
        """The lock's records of what the command did."""
        allowed, d = self.allowed, self.default
        if self.case.config_typo or allowed.failed:
            return  # the files check already says whether anything was written
        lock = self.read_lock()
        before_lock = None
        if self.case.lock_path in self.before:
            before_lock = yaml.load(self.before[self.case.lock_path].decode(), Loader=yaml.BaseLoader) or {}
        records = (lock or {}).get("translations") or {}
        placeholders = (lock or {}).get("needsTranslation") or {}
        if allowed.writes and not allowed.imported and allowed.stub is not None:
            for (locale, path), value in self.A.items():
                if (locale, path) in self.B and self.B[(locale, path)] not in (NULL, EMPTY_MAP):
                    continue
                if not is_text(value) or path not in self.needed or value == "" and self.B.get((locale, path)) is NULL:
                    continue
                if any(v == value for (l, p), v in self.B.items() if l == locale and (l, p) not in self.A):
                    continue  # moved, not written
                recorded = (placeholders.get(dotted(path)) or {}).get(locale)
                if recorded != fnv1a(lock_text(value)):
                    self.fail("lock", f"{locale}.{dotted(path)} = {self.text(value)} was written by fix but "
                                      f"needsTranslation records {recorded}")
        inventory = {}
        for (locale, path), value in self.A.items():
            if locale == d and is_text(value):
                inventory[path] = value
        if allowed.locked or allowed.accepted is not None or allowed.imported:
            old_records = (before_lock or {}).get("translations") or {}
            keys, locales = allowed.accepted or ([], [])
            for path, source in inventory.items():
                for locale in self.case.locales:
                    if locale == d or not is_text(self.A.get((locale, path))):
                        continue
                    key = dotted(path)
                    recorded = (records.get(key) or {}).get(locale)
                    current = fnv1a(lock_text(source))
                    previous = (old_records.get(key) or {}).get(locale)
                    if allowed.imported is not None:
                        want = current if (locale, path) in allowed.imported else None
                    elif allowed.accepted is not None:
                        accepted = (not keys or key in keys) and (not locales or locale in locales)
                        want = current if accepted else (previous or current)
                    else:
                        want = previous or current
                    if want is not None and recorded != want:
                        self.fail("lock", f"translations[{key}][{locale}] is {recorded}, should be {want} "
                                          f"(the hash of {self.text(source)})")
                    if allowed.imported is not None and want is not None and \
                            (placeholders.get(key) or {}).get(locale):
                        self.fail("lock", f"needsTranslation still lists the imported {locale}.{key}")

    # MARK: Running

    @staticmethod
    def text(value) -> str:
        if value is None:
            return "nothing"
        if value is NULL:
            return "null"
        if value is EMPTY_MAP:
            return "{}"
        return repr(value)

    def run(self) -> list[Violation]:
        allowed = self.allowed
        if self.case.config_typo:
            if self.exit_status is not None and self.exit_status != 2:
                self.fail("exit-status", f"exit {self.exit_status} with a configuration error (expected 2)")
        elif self.exit_status is not None and self.exit_status not in allowed.exits:
            self.fail("exit-status", f"exit {self.exit_status}")
        self.check_files()
        if self.case.config_typo:
            # Any write is already the violation; what it wrote would only repeat it.
            return self.violations
        self.unreadable_before: set = set()
        self.B, _, self.unreadable_before = self.read({p: b for p, b in self.before.items()}, "before")
        for path in self.unreadable_before:
            if self.after.get(path) != self.before[path]:
                self.fail("broken-file-written", f"{path} did not parse, and was written", path)
        self.A, self.where, _ = self.read(self.after, "after")
        self.check_values()
        self.check_comments()
        self.check_line_endings()
        self.check_lock()
        return self.violations


def check(case: Case, before: dict[str, bytes], after: dict[str, bytes], allowed: Allowed,
          exit_status: int | None, label: str) -> list[Violation]:
    """Every invariant of one command on one case."""
    return Checker(case, before, after, allowed, exit_status, label).run()


def minimal_diff(before: dict[str, bytes], after: dict[str, bytes], limit: int = 40) -> str:
    """A unified diff of every file that changed, cut at `limit` lines."""
    out = []
    for path in sorted(set(before) | set(after)):
        old, new = before.get(path), after.get(path)
        if old == new:
            continue
        old_lines = (old or b"").decode("utf-8", errors="replace").splitlines(keepends=True)
        new_lines = (new or b"").decode("utf-8", errors="replace").splitlines(keepends=True)
        out += [line.replace("\r", "\\r") for line in difflib.unified_diff(old_lines, new_lines, "a/" + path, "b/" + path, n=1)]
    if len(out) > limit:
        out = out[:limit] + [f"... ({len(out) - limit} more lines)\n"]
    return "".join(line if line.endswith("\n") else line + "\n" for line in out)
