"""The generated projects of the write differential test, and the generator's own truth.

A case is a tiny FOSMVVM-style package: `l10nc.yml`, one to four view models (one Swift file
each) and their YAML resources, written in random styles. The generator knows, without asking
l10nc: which keys the Swift code needs (with each key's shape and placeholders), which types
are incomplete (their Swift file or YAML file does not parse), which texts it wrote where, and
where each comment is.
"""

from __future__ import annotations

import dataclasses
import json
import pathlib
import random

from wd_yaml import EMPTY_MAP, NULL, YAML11_TRAPS, Emitter, Entry, FileStyle

LOCALES = ["de", "fr", "ja", "ru", "es"]
TYPE_NAMES = ["CardViewModel", "LandingPageViewModel", "ProfileViewModel", "TaskListViewModel", "SettingsViewModel"]
PROPERTY_NAMES = ["title", "subtitle", "pageTitle", "welcome", "tabs", "footer", "saveLabel", "emptyHint", "errorText"]
ORPHAN_NAMES = ["oldBanner", "legacyTitle", "removedHint", "titel", "promo"]
PARENT_KEYS = [("aField",), ("aField", "validationMessages"), ("header",)]
PLACEHOLDERS = ["name", "count", "date"]

WORDS = {
    "en": ["Welcome", "back", "Dashboard", "open tasks", "Settings", "Save", "Cancel", "due", "today", "Your"],
    "de": ["Willkommen", "zurück", "Übersicht", "Aufgaben", "Einstellungen", "Speichern", "Fällig", "heute"],
    "fr": ["Bienvenue", "Tableau", "tâches", "Paramètres", "Enregistrer", "Annuler", "échéance", "Soldes d hiver"],
    "ja": ["ようこそ", "ダッシュボード", "タスク", "設定", "保存", "今日"],
    "ru": ["Добро", "пожаловать", "Задачи", "Настройки", "Сохранить", "сегодня"],
    "es": ["Bienvenido", "Panel", "tareas", "Ajustes", "Guardar", "hoy", "año"],
}


@dataclasses.dataclass(frozen=True)
class Trap:
    """A value written as a plain YAML 1.1 trap (`no`, `007`, `~`): its text is what it spells."""

    text: str


@dataclasses.dataclass
class Prop:
    """A localized property: its key below the type, its shape and its placeholders."""

    var: str
    key: tuple[str, ...]
    kind: str  # "string", "strings" or "subs"
    placeholders: tuple[str, ...] = ()

    def swift(self) -> str:
        """The property's declaration."""
        *parents, name = self.key
        arguments = []
        if parents:
            arguments.append("parentKeys: " + ", ".join(f'"{p}"' for p in parents))
        if name != self.var:
            arguments.append(f'propertyName: "{name}"')
        if self.kind == "subs":
            arguments.append(f"substitutions: \\.{self.var}Subs")
        wrapper = {"string": "LocalizedString", "strings": "LocalizedStrings", "subs": "LocalizedSubs"}[self.kind]
        suffix = "(" + ", ".join(arguments) + ")" if arguments else ""
        return f"    @{wrapper}{suffix} public var {self.var}"


@dataclasses.dataclass
class ViewModel:
    """One view model: its properties, files, and how its Swift file is broken (if it is)."""

    name: str
    props: list[Prop]
    swift_path: str
    yaml_path: str
    broken_swift: str | None = None
    broken_yaml: bool = False


@dataclasses.dataclass
class Case:
    """A generated project and the generator's truth about it."""

    seed: int
    root: pathlib.Path
    locales: list[str]
    default: str
    runtime: str
    models: list[ViewModel]
    files: dict[str, bytes]
    comments: dict[str, list]  # YAML path -> [Comment]
    yaml_paths: list[str]
    config_typo: bool
    lock_path: str = "l10nc.lock"
    mutations: list[str] = dataclasses.field(default_factory=list)
    # (locale, key path) -> the value each readable file was written to hold.
    written: dict = dataclasses.field(default_factory=dict)

    def needed(self) -> dict[tuple[str, ...], Prop]:
        """Every key the Swift code needs (type name first), with its property."""
        return {(m.name,) + p.key: p for m in self.models for p in m.props}

    def incomplete_types(self) -> set[str]:
        """Types l10nc cannot fully know: their Swift file or their YAML file does not parse."""
        return {m.name for m in self.models if m.broken_swift or m.broken_yaml}

    def has_swift_parse_error(self) -> bool:
        return any(m.broken_swift for m in self.models)

    def describe(self) -> str:
        """One line: what the generator did."""
        return (
            f"locales={self.locales} runtime={self.runtime} types="
            + ",".join(m.name + ("(swift broken: " + m.broken_swift + ")" if m.broken_swift else "")
                       + ("(yaml broken)" if m.broken_yaml else "") for m in self.models)
            + (" config typo: `resource:`" if self.config_typo else "")
            + " mutations=" + "; ".join(self.mutations)
        )


# MARK: Texts


def random_text(rng: random.Random, locale: str, placeholders: tuple[str, ...] = ()) -> str:
    """A text in `locale`'s words, in one of the shapes that stress YAML: punctuation YAML
    cares about, quotes, backslashes, outer spaces, line breaks, a tab, non-BMP characters,
    `%%`, and the property's placeholders (all of them, so no placeholder rule fires)."""
    words = WORDS[locale]
    text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
    shape = rng.random()
    if shape < 0.08:
        text = text + ": " + rng.choice(words)
    elif shape < 0.14:
        text = text + " #" + str(rng.randint(1, 99))
    elif shape < 0.2:
        text = '"' + text + '" ' + rng.choice(words) + "'s"
    elif shape < 0.24:
        text = text + " \\ " + rng.choice(words)
    elif shape < 0.3:
        text = " | " if rng.random() < 0.5 else " " + text + " "
    elif shape < 0.4:
        text = text + "\n" + " ".join(rng.choice(words) for _ in range(2))
    elif shape < 0.48:
        text = text + "\n" * rng.randint(1, 3)
    elif shape < 0.5:
        text = text + "\t" + rng.choice(words)
    elif shape < 0.53:
        text = text + " 🎉"
    elif shape < 0.55:
        text = "100%% " + text
    elif shape < 0.57:
        text = ""
    for name in placeholders:
        text = text.rstrip("\n") + f" %{{{name}}}" + text[len(text.rstrip("\n")):]
    return text


def random_value(rng: random.Random, locale: str, prop: Prop):
    """A value of the property's shape in `locale`: a text, or a list of 1–3 texts."""
    if prop.kind == "strings":
        return tuple(random_text(rng, locale) for _ in range(rng.randint(1, 3)))
    return random_text(rng, locale, prop.placeholders)


# MARK: Swift


def swift_source(model: ViewModel, runtime: str) -> str:
    """The view model's Swift file, broken as `model.broken_swift` says."""
    lines = ["import FOSMVVM" if runtime == "fosmvvm" else "import L10nRuntime", "import Foundation", ""]
    lines.append(f"/// {model.name}, generated by the write differential test.")
    if runtime == "fosmvvm":
        lines += ["@ViewModel", f"public struct {model.name}: RequestableViewModel {{"]
        lines += [f"    public typealias Request = {model.name.removesuffix('ViewModel')}Request", ""]
    else:
        lines += [f"public struct {model.name}: Encodable, Sendable {{"]
    declarations = [prop.swift() for prop in model.props]
    if model.broken_swift == "before":
        declarations = ["    func f() { if x {", "    }"] + declarations
    elif model.broken_swift == "between" and len(declarations) > 1:
        middle = len(declarations) // 2
        declarations = declarations[:middle] + ["    func f() { if x {", "    }"] + declarations[middle:]
    lines += declarations
    lines.append("")
    for prop in model.props:
        if prop.kind == "subs":
            pairs = ", ".join(f'"{name}": LocalizableString.constant(userName)' for name in prop.placeholders)
            lines += [f"    private var {prop.var}Subs: [String: any Localizable] {{", f"        [{pairs}]", "    }"]
    lines += ["    public let userName: String", "    public let vmId: ViewModelId"]
    if model.broken_swift != "unclosed":
        lines.append("}")
    return "\n".join(lines) + "\n"


# MARK: Generation


def generate_models(rng: random.Random, layout: tuple[str, str]) -> list[ViewModel]:
    """One to four view models with one to five properties each."""
    models = []
    for name in rng.sample(TYPE_NAMES, rng.randint(1, 4)):
        props = []
        names = rng.sample(PROPERTY_NAMES, rng.randint(1, 5))
        for var in names:
            kind = rng.choice(["string", "string", "strings", "subs"])
            key: tuple[str, ...] = (var,)
            if kind == "string" and rng.random() < 0.2:
                key = rng.choice(PARENT_KEYS) + (var,)
                var = var + "Field"
            placeholders = tuple(sorted(rng.sample(PLACEHOLDERS, rng.randint(1, 2)))) if kind == "subs" else ()
            props.append(Prop(var=var, key=key, kind=kind, placeholders=placeholders))
        source_dir, resource_dir = layout
        models.append(ViewModel(name, props, f"{source_dir}/{name}.swift", f"{resource_dir}/{name}.yml"))
    return models


def resource_data(rng: random.Random, case: Case) -> dict[str, dict[str, dict]]:
    """What each YAML file holds before mutations: path → locale → type → {key path: value}."""
    data: dict[str, dict[str, dict]] = {}
    for model in case.models:
        per_locale = {}
        for locale in case.locales:
            per_locale[locale] = {model.name: {p.key: random_value(rng, locale, p) for p in model.props}}
        data[model.yaml_path] = per_locale
    return data


def mutate(rng: random.Random, case: Case, data: dict[str, dict[str, dict]]) -> None:
    """The random damage: missing translations, null values, empty sections, YAML 1.1 traps,
    orphan keys and ghost types, renames in Swift (seen in every locale), one-locale decoys
    (an orphan where another locale has the key), and broken Swift or YAML files."""
    for model in case.models:
        per_locale = data[model.yaml_path]
        placeholders = {p.key: p.placeholders for p in model.props}
        for locale in case.locales:
            values = per_locale[locale][model.name]
            for key in list(values):
                roll = rng.random()
                if roll < 0.12:
                    del values[key]
                    case.mutations.append(f"drop {locale}.{model.name}.{'.'.join(key)}")
                elif roll < 0.16 and (locale != case.default or not placeholders.get(key)):
                    # A null in the default locale only where the code substitutes nothing, so
                    # translations and source agree on placeholders.
                    values[key] = NULL
                    case.mutations.append(f"null {locale}.{model.name}.{'.'.join(key)}")
                elif roll < 0.22 and isinstance(values[key], str) and not placeholders.get(key):
                    # Only where the code substitutes nothing: a trap has no placeholders.
                    values[key] = Trap(rng.choice(YAML11_TRAPS))
                    case.mutations.append(f"trap {locale}.{model.name}.{'.'.join(key)}")
            if rng.random() < 0.08 and locale != case.default:
                values.clear()
                case.mutations.append(f"empty section {locale}.{model.name}")
            if rng.random() < 0.15:
                orphan = (rng.choice(ORPHAN_NAMES),)
                if rng.random() < 0.3 and any(len(p.key) > 1 for p in model.props):
                    orphan = next(p.key for p in model.props if len(p.key) > 1)[:-1] + orphan
                values[orphan] = random_text(rng, locale)
                case.mutations.append(f"orphan {locale}.{model.name}.{'.'.join(orphan)}")
        # A property renamed in Swift: every locale's YAML keeps the old key.
        if rng.random() < 0.2 and model.props:
            prop = rng.choice(model.props)
            old = prop.key[:-1] + (prop.key[-1] + "Old",)
            for locale in case.locales:
                values = per_locale[locale][model.name]
                if prop.key in values:
                    values[old] = values.pop(prop.key)
            case.mutations.append(f"rename in Swift {model.name}.{'.'.join(old)} -> {'.'.join(prop.key)}")
        # A rename that only one locale seems to show: the default locale has the key, another
        # locale lacks it and has a leftover orphan of the same shape beside it.
        others = [l for l in case.locales if l != case.default]
        if rng.random() < 0.15 and model.props and others:
            prop = rng.choice(model.props)
            locale = rng.choice(others)
            values = per_locale[locale][model.name]
            if prop.key in per_locale[case.default][model.name] and prop.key in values:
                del values[prop.key]
                decoy = prop.key[:-1] + ("oldBanner",)
                values[decoy] = random_value(rng, locale, prop)
                case.mutations.append(f"decoy orphan {locale}.{model.name}.{'.'.join(decoy)}")
    # At most one Swift file and one YAML file broken.
    if rng.random() < 0.25:
        model = rng.choice(case.models)
        # "between" needs two properties to go between; with one it would change nothing.
        model.broken_swift = rng.choice(["before", "between", "unclosed"] if len(model.props) > 1 else ["before", "unclosed"])
        case.mutations.append(f"break Swift {model.swift_path} ({model.broken_swift})")
    if rng.random() < 0.05:
        model = rng.choice(case.models)
        model.broken_yaml = True
        case.mutations.append(f"break YAML {model.yaml_path} (unclosed quote)")
    # A type the Swift code no longer has.
    if rng.random() < 0.1:
        ghost = "GhostViewModel"
        model = case.models[0]
        for locale in rng.sample(case.locales, rng.randint(1, len(case.locales))):
            data[model.yaml_path][locale][ghost] = {("oldTitle",): random_text(rng, locale)}
        case.mutations.append(f"ghost type {ghost} in {model.yaml_path}")


def to_entries(rng: random.Random, emitter: Emitter, values: dict, level: int, locale: str, path=()) -> list[Entry]:
    """Key paths → nested Entry lists, with random comments and blank lines."""
    grouped: dict[str, dict] = {}
    for key, value in values.items():
        grouped.setdefault(key[0], {})[key[1:]] = value
    entries = []
    for name, children in grouped.items():
        if () in children:
            value = children[()]
        else:
            value = to_entries(rng, emitter, children, level + 1, locale, path + (name,))
        entry = Entry(name, value)
        if isinstance(value, Trap):
            entry.value = value.text
            entry.trap = True
        elif isinstance(value, tuple):
            entry.value = list(value)
        if rng.random() < 0.2:
            entry.above = [emitter.marker() for _ in range(rng.randint(1, 2))]
        if rng.random() < 0.15:
            entry.trailing = emitter.marker()
        if rng.random() < 0.15:
            entry.blank_before = rng.randint(1, 2)
        entries.append(entry)
    return entries


def emit_yaml(rng: random.Random, case: Case, path: str, per_locale: dict[str, dict]) -> tuple[str, list]:
    """One resource file's text in random styles, and its comments."""
    style = FileStyle(
        indent=rng.choice([2, 2, 4]),
        crlf=rng.random() < 0.15,
        document_start=rng.random() < 0.2,
        final_newline=rng.random() < 0.85,
        zero_indented_sequences=rng.random() < 0.2,
    )
    emitter = Emitter(rng, style)
    top = []
    for locale, types in per_locale.items():
        type_entries = []
        for type_name, values in types.items():
            if values:
                body = to_entries(rng, emitter, values, 2, locale)
            else:
                body = rng.choice([NULL, NULL, EMPTY_MAP, None])
                if body is None:
                    continue
            entry = Entry(type_name, body)
            if rng.random() < 0.15:
                entry.above = [emitter.marker()]
            if rng.random() < 0.1:
                entry.trailing = emitter.marker()
            type_entries.append(entry)
        top.append(Entry(locale, type_entries or NULL, blank_before=1 if top and rng.random() < 0.5 else 0))
    text = emitter.emit_entries(top)
    return text, emitter.comments


def config_text(rng: random.Random, case: Case, layout: tuple[str, str]) -> str:
    """`l10nc.yml`, with lists inline or in block style; `resource:` for `resources:` when the
    case has a configuration typo."""
    source_dir, resource_dir = layout
    resources_key = "resource" if case.config_typo else "resources"
    if rng.random() < 0.5:
        lists = f"sources: [{source_dir}]\n{resources_key}: [{resource_dir}]\n"
        locales = "locales: [" + ", ".join(case.locales) + "]\n"
    else:
        lists = f"sources:\n  - {source_dir}\n{resources_key}:\n  - {resource_dir}\n"
        locales = "locales:\n" + "".join(f"  - {l}\n" for l in case.locales)
    runtime = f"runtime: {case.runtime}\n" if case.runtime == "l10nc" or rng.random() < 0.3 else ""
    return lists + f"defaultLocale: {case.default}\n" + locales + runtime


def break_yaml(text: str) -> str:
    """Cuts the file short with an unclosed double quote on its first value line."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        stripped = line.strip()
        if ":" in stripped and not stripped.startswith("#") and not stripped.endswith(":") and line.startswith("  "):
            key = line[: line.index(":") + 1]
            lines[index] = key + ' "Loading...'
            return "\n".join(lines)
    return text + '\nen: "unclosed\n'


def generate(seed: int, root: pathlib.Path) -> Case:
    """The case of `seed`, written under `root`."""
    rng = random.Random(seed)
    layout = rng.choice([("Sources/App", "Sources/App"), ("Sources/App", "Resources/Localization")])
    locales = ["en"] + rng.sample(LOCALES, rng.randint(1, 3))
    case = Case(
        seed=seed, root=root, locales=locales, default="en",
        runtime=rng.choice(["fosmvvm", "fosmvvm", "l10nc"]),
        models=generate_models(rng, layout), files={}, comments={}, yaml_paths=[],
        config_typo=rng.random() < 0.02,
    )
    data = resource_data(rng, case)
    mutate(rng, case, data)
    case.files["l10nc.yml"] = config_text(rng, case, layout).encode()
    for model in case.models:
        case.files[model.swift_path] = swift_source(model, case.runtime).encode()
    for model in case.models:
        text, comments = emit_yaml(rng, case, model.yaml_path, data[model.yaml_path])
        if model.broken_yaml:
            text = break_yaml(text)
        else:
            record_written(case, data[model.yaml_path])
        case.files[model.yaml_path] = text.encode()
        case.comments[model.yaml_path] = comments
        case.yaml_paths.append(model.yaml_path)
    for path, content in case.files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
    return case


def record_written(case: Case, per_locale: dict) -> None:
    """What the reader must find in a file: each value as written (a trap as the text it spells)."""
    for locale, types in per_locale.items():
        for type_name, values in types.items():
            for key, value in values.items():
                case.written[(locale, (type_name,) + key)] = value.text if isinstance(value, Trap) else value


def case_summary(case: Case) -> str:
    """The case as JSON, for a failure report."""
    return json.dumps({"seed": case.seed, "mutations": case.mutations}, ensure_ascii=False)
