"""YAML for the write differential test: an emitter that writes one resource tree in many
styles, and the independent reader that every check goes through.

The reader is pure-Python PyYAML's composer (not its libyaml binding: l10nc itself reads with
libyaml) with no implicit typing, so `no`, `007` and `~` read as the text they spell, and a plain
empty value reads as null. ruamel.yaml reads every file a second time, as a cross-check.
"""

from __future__ import annotations

import dataclasses
import io
import random
import re

import yaml
from ruamel.yaml import YAML as RuamelYAML

# MARK: The tree the emitter writes and the reader returns


@dataclasses.dataclass(frozen=True)
class Null:
    """A plain empty value (`key:` with nothing after it): YAML's null."""


@dataclasses.dataclass(frozen=True)
class EmptyMap:
    """An empty flow mapping, `{}`."""


NULL = Null()
EMPTY_MAP = EmptyMap()


def leaf_text(value) -> object:
    """A leaf as the invariants compare it: a string, a tuple of strings, or NULL/EMPTY_MAP."""
    return value


# MARK: Emitting


@dataclasses.dataclass
class Entry:
    """One key of a block mapping, as the emitter writes it.

    `value` is a string (a scalar), a list of strings (a sequence), a list of Entry (a nested
    mapping), NULL or EMPTY_MAP. `above` are comment texts on their own lines before the key,
    `trailing` a comment after the value on the key's line, `blank_before` empty lines before it.
    """

    key: str
    value: object
    above: list[str] = dataclasses.field(default_factory=list)
    trailing: str | None = None
    blank_before: int = 0
    # A YAML 1.1 trap: written plain, whatever it spells.
    trap: bool = False
    # Filled by the emitter: how the scalar (or each element) was written.
    style: str = ""


@dataclasses.dataclass
class Comment:
    """Where a generated comment sits: `above` or `trailing` a key, or `loose` (top of the file,
    end of a mapping, inside an empty section), with the key's locale and path."""

    marker: str
    kind: str
    locale: str | None
    path: tuple[str, ...]


@dataclasses.dataclass
class FileStyle:
    """The file-wide choices: indentation, line ending, document start, final line break."""

    indent: int = 2
    crlf: bool = False
    document_start: bool = False
    final_newline: bool = True
    zero_indented_sequences: bool = False


YAML11_TRAPS = ["no", "yes", "on", "off", "No", "YES", "007", "1.10", "2024-07-15", "0x1F", "1e3", "true", "~", "null"]
"""Plain scalars a YAML 1.1 loader types as booleans, numbers, dates or null."""

_PLAIN_SAFE = re.compile(r"^[A-Za-zÄÖÜäöüßéèàçñ日本語][A-Za-zÄÖÜäöüßéèàçñ日本語0-9 .!?'’,()%{}-]*[A-Za-zÄÖÜäöüßéèàçñ日本語0-9.!?’)}]$")
_SPECIAL = re.compile(
    r"^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$"
)


def plain_safe(text: str, flow: bool = False) -> bool:
    """Whether `text` may be written as a plain scalar and read back as itself, typed as text
    by every YAML version: no indicator, no `: ` or ` #`, nothing a resolver types."""
    if not _PLAIN_SAFE.fullmatch(text) or _SPECIAL.fullmatch(text) or ": " in text or " #" in text:
        return False
    if re.match(r"^[-+]?[0-9.]", text):
        return False
    if flow and any(c in text for c in ",[]{}"):
        return False
    return True


def double_quoted(text: str, rng: random.Random) -> str:
    """`text` as a double-quoted scalar, with escapes: always for `\\`, `"`, line breaks and tabs,
    and at random for other characters (`\\u00e9`, `\\x41`)."""
    out = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif char == '"':
            out.append('\\"')
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif ord(char) > 127 and ord(char) < 0x10000 and rng.random() < 0.5:
            out.append("\\u%04x" % ord(char))
        elif char.isascii() and char.isalpha() and rng.random() < 0.05:
            out.append("\\x%02X" % ord(char))
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def single_quoted(text: str) -> str:
    """`text` as a single-quoted scalar (`'` doubled); single-line texts only."""
    return "'" + text.replace("'", "''") + "'"


def block_scalar_lines(text: str) -> tuple[str, list[str]] | None:
    """A literal block scalar for `text`: the header (`|`, `|-`, `|+`) and the content lines,
    or None when no literal block keeps it exactly (leading spaces, trailing spaces, a carriage
    return, or only line breaks)."""
    if text == "" or text.strip("\n") == "" or "\r" in text or "\t" in text:
        return None
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    lines = body.split("\n")
    if lines[0].startswith(" ") or any(line != line.rstrip(" ") for line in lines):
        return None
    if any(line.startswith(" ") for line in lines):
        return None
    if trailing == 0:
        return "|-", lines
    if trailing == 1:
        return "|", lines
    return "|+", lines + [""] * (trailing - 1)


def folded_scalar_lines(text: str, rng: random.Random) -> tuple[str, list[str]] | None:
    """A folded block scalar (`>`, `>-`, `>+`) for a single-line `text`: its words broken over
    lines at spaces, which folding joins back. None when folding cannot give `text` back."""
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    if not body or "\n" in body or "  " in body or body != body.strip(" ") or "\t" in body or "\r" in body:
        return None
    words = body.split(" ")
    lines: list[str] = []
    current: list[str] = []
    for word in words:
        current.append(word)
        if rng.random() < 0.4:
            lines.append(" ".join(current))
            current = []
    if current:
        lines.append(" ".join(current))
    header = {0: ">-", 1: ">"}.get(trailing, ">+")
    return header, lines + [""] * max(0, trailing - 1)


SCALAR_STYLES = ["plain", "single", "double", "literal", "folded"]


class Emitter:
    """Writes a resource tree (locale → entries) as YAML text in the styles `rng` picks, and
    records every comment it writes (`comments`) and each value's style."""

    def __init__(self, rng: random.Random, style: FileStyle):
        self.rng = rng
        self.style = style
        self.lines: list[str] = []
        self.comments: list[Comment] = []
        self._next_comment = 0
        self.trap_values: list[tuple[str, tuple[str, ...]]] = []

    def marker(self) -> str:
        """A comment text no other comment of the file contains."""
        self._next_comment += 1
        words = self.rng.choice(["keep this", "Übersetzung prüfen", "to translate", "see ticket 42", "TODO later"])
        return f"note-{self._next_comment}: {words}"

    def comment(self, text_kind: str, locale: str | None, path: tuple[str, ...]) -> str:
        """A new comment, recorded with its anchor; returns its text (without `# `)."""
        text = self.marker()
        self.comments.append(Comment(text.split(":")[0] + ":", text_kind, locale, path))
        return text

    def pad(self, level: int) -> str:
        return " " * (self.style.indent * level)

    def emit_entries(self, top: list[Entry]) -> str:
        """The file's text: one Entry per locale, whose value is a list of Entry (its types),
        NULL or EMPTY_MAP."""
        rng = self.rng
        if rng.random() < 0.3:
            self.lines.append("# " + self.comment("loose", None, ()))
        if self.style.document_start:
            self.lines.append("---" + (" # " + self.comment("loose", None, ()) if rng.random() < 0.3 else ""))
        for entry in top:
            self.entry(entry, 0, None, ())
        if rng.random() < 0.2:
            self.lines.append("# " + self.comment("loose", None, ()))
        text = "\n".join(self.lines)
        last_is_block = bool(self.lines) and self._last_block
        if self.style.final_newline or last_is_block:
            text += "\n"
        if self.style.crlf:
            text = text.replace("\n", "\r\n")
        return text

    _last_block = False
    _keep_pending = False

    def entry(self, entry: Entry, level: int, locale: str | None, path: tuple[str, ...]) -> None:
        """Writes one key with what belongs to it: blank lines, comments above, the value."""
        rng = self.rng
        locale = locale if locale is not None else entry.key
        key_path = path + ((entry.key,) if level > 0 else ())
        # Blank lines after a `|+` scalar would be its text.
        if not self._keep_pending:
            self.lines.extend([""] * entry.blank_before)
        self._keep_pending = False
        for text in entry.above:
            self.comments.append(Comment(text.split(":")[0] + ":", "above", locale, key_path))
            column = "" if rng.random() < 0.15 else self.pad(level)
            self.lines.append(f"{column}# {text}")
        trailing = f"  # {entry.trailing}" if entry.trailing else ""
        if entry.trailing:
            self.comments.append(Comment(entry.trailing.split(":")[0] + ":", "trailing", locale, key_path))
        head = f"{self.pad(level)}{entry.key}:"
        value = entry.value
        self._last_block = False
        if value is NULL:
            self.lines.append(head + trailing)
            entry.style = "null"
            if rng.random() < 0.5:
                # A translator's skeleton: `CardViewModel:` and a comment below it.
                self.lines.append(self.pad(level + 1) + "# " + self.comment("loose", locale, key_path))
        elif value is EMPTY_MAP:
            self.lines.append(head + " {}" + trailing)
            entry.style = "empty-map"
        elif isinstance(value, str):
            self.scalar(head, value, level, trailing, entry, key_path, locale)
        elif value and isinstance(value[0], Entry):
            self.lines.append(head + trailing)
            for child in value:
                self.entry(child, level + 1, locale, key_path)
            if rng.random() < 0.1:
                self.lines.append(self.pad(level + 1) + "# " + self.comment("loose", locale, key_path))
        else:
            self.sequence(head, list(value), level, trailing, entry)

    def scalar(self, head: str, text: str, level: int, trailing: str, entry: Entry, key_path, locale) -> None:
        """Writes `text` after `head` in a style that reads back as `text` exactly."""
        rng = self.rng
        if entry.trap:
            self.lines.append(f"{head} {text}{trailing}")
            entry.style = "plain-trap"
            return
        styles = ["double", "single", "plain", "literal", "folded"]
        rng.shuffle(styles)
        for style in styles:
            if style == "plain" and plain_safe(text):
                self.lines.append(f"{head} {text}{trailing}")
            elif style == "single" and "\n" not in text and "\t" not in text and "\r" not in text:
                self.lines.append(f"{head} {single_quoted(text)}{trailing}")
            elif style == "literal" and (block := block_scalar_lines(text)):
                header, lines = block
                self.lines.append(f"{head} {header}{trailing}")
                self.lines.extend((self.pad(level + 1) + line) if line else "" for line in lines)
                self._last_block = True
                self._keep_pending = header.endswith("+")
            elif style == "folded" and (folded := folded_scalar_lines(text, rng)):
                header, lines = folded
                self.lines.append(f"{head} {header}{trailing}")
                self.lines.extend((self.pad(level + 1) + line) if line else "" for line in lines)
                self._last_block = True
                self._keep_pending = header.endswith("+")
            elif style == "double":
                self.lines.append(f"{head} {double_quoted(text, rng)}{trailing}")
            else:
                continue
            entry.style = style
            return

    def element(self, text: str, flow: bool) -> str:
        """One sequence element in a style that reads back as `text`."""
        rng = self.rng
        choice = rng.random()
        if choice < 0.3 and plain_safe(text, flow=flow):
            return text
        if choice < 0.6 and "\n" not in text and "\t" not in text:
            return single_quoted(text)
        return double_quoted(text, rng)

    def sequence(self, head: str, texts: list[str], level: int, trailing: str, entry: Entry) -> None:
        """A flow (`[a, "b"]`) or block (`- a` lines) sequence of texts."""
        rng = self.rng
        if not texts or rng.random() < 0.5:
            self.lines.append(f"{head} [" + ", ".join(self.element(t, True) for t in texts) + "]" + trailing)
            entry.style = "flow"
            return
        self.lines.append(head + trailing)
        pad = self.pad(level) if self.style.zero_indented_sequences else self.pad(level + 1)
        for text in texts:
            self.lines.append(f"{pad}- {self.element(text, False)}")
        entry.style = "block"


# MARK: Reading


class _Reader(yaml.BaseLoader):
    """Pure-Python PyYAML with no implicit typing (every scalar is its text)."""


def compose(text: str):
    """The node tree of `text` by pure-Python PyYAML, or raises yaml.YAMLError."""
    return yaml.compose(text, Loader=_Reader)


def node_value(node):
    """A node as the tree the invariants compare: a dict (key → value, duplicates rejected),
    a tuple of texts, a text, NULL (a plain empty scalar) or EMPTY_MAP."""
    if isinstance(node, yaml.ScalarNode):
        if node.style is None and node.value == "":
            return NULL
        return node.value
    if isinstance(node, yaml.SequenceNode):
        values = [node_value(child) for child in node.value]
        if not all(isinstance(v, str) for v in values):
            return ("<non-text element>",) + tuple(repr(v) for v in values)
        return tuple(values)
    if isinstance(node, yaml.MappingNode):
        if not node.value:
            return EMPTY_MAP
        result = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else repr(key_node)
            if key in result:
                raise yaml.YAMLError(f"duplicate key {key!r} at line {key_node.start_mark.line + 1}")
            result[key] = node_value(value_node)
        return result
    raise yaml.YAMLError(f"unexpected node {node!r}")


def read_tree(text: str):
    """The document of `text` as a tree (see node_value); an empty document is an empty dict."""
    node = compose(text)
    if node is None:
        return {}
    value = node_value(node)
    # A document of nothing but `---` or comments holds no locale.
    return {} if value is NULL else value


def leaves(tree, locale_level: bool = True) -> dict[tuple[str, tuple[str, ...]], object]:
    """Every leaf of a resource tree by (locale, key path): texts, tuples of texts, NULL and
    EMPTY_MAP (a section or value with no keys). A top level that is no mapping is one leaf."""
    result: dict[tuple[str, tuple[str, ...]], object] = {}
    if not isinstance(tree, dict):
        result[("", ())] = tree
        return result

    def walk(locale: str, path: tuple[str, ...], value) -> None:
        if isinstance(value, dict):
            for key, child in value.items():
                walk(locale, path + (key,), child)
        else:
            result[(locale, path)] = value

    for locale, body in tree.items():
        walk(locale, (), body)
    return result


def ruamel_tree(text: str):
    """The same document read by ruamel.yaml's base (untyped) loader, as plain dicts, lists and
    strings: the cross-check of read_tree."""
    reader = RuamelYAML(typ="base", pure=True)
    reader.allow_duplicate_keys = False
    return reader.load(io.StringIO(text))


def same_as_ruamel(tree, other) -> bool:
    """Whether ruamel's reading agrees with ours (ruamel's base loader gives "" for null and {}
    for an empty mapping, lists for sequences)."""
    if tree is NULL:
        return other in ("", None)
    if tree is EMPTY_MAP:
        return other == {} or other is None
    if tree == {} and other in (None, ""):
        return True  # a file of comments only
    if isinstance(tree, dict):
        return (
            isinstance(other, dict)
            and list(tree.keys()) == list(other.keys())
            and all(same_as_ruamel(tree[k], other[k]) for k in tree)
        )
    if isinstance(tree, tuple):
        return isinstance(other, list) and list(tree) == list(other)
    return tree == other
