#!/usr/bin/env python3
"""Regenerates the CLDR locale data under Locales/ and the plural test fixtures.

Usage (from the package root):

    pip install babel==2.18.0
    python3 Locales/generate_locale_data.py

Writes:
  Locales/plurals.yml                                    cardinal and ordinal rules, CLDR syntax
  Locales/parentLocales.yml                              CLDR parent locales, child -> parent
  Tests/L10nRuntimeTests/Fixtures/plural-expected.tsv    expected categories, from Babel's evaluator
  Tests/L10nRuntimeTests/Fixtures/plural-rules.json      the rules and parents those tests need
  Locales/localeMatching.yml                             likely scripts, language aliases, close languages
  Sources/L10nRuntime/Locale/CLDRLocaleData.swift        parents and matching data for the runtime
  Tests/L10nRuntimeTests/Fixtures/plural-samples.json    @integer/@decimal samples of every rule

The data comes from Babel, which ships CLDR (Babel 2.18 ships CLDR 47). Babel keeps plural
rules parsed, not as text, so the rule text here is re-rendered from Babel's syntax tree in
CLDR's own syntax (`=`, `!=`, `%`, `..`, `within`); CLDR's `@integer`/`@decimal` samples are
not in Babel and so are not here.

The expected table is computed with Babel's own evaluator (`PluralRule(...)(Decimal("1.0"))`),
a different implementation from the Swift one under test, on the rules Babel parsed from CLDR
rather than on the text this script renders, so a rendering mistake shows up as a test failure.
"""

import datetime
import decimal
import json
import os
import pickle
import re
import sys

import babel
import babel.plural
from babel import localedata
from babel.core import Locale, get_cldr_version, get_global
from babel.localedata import _is_non_likely_script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = "python3 Locales/generate_locale_data.py"

# The locales the tests compare, from the issue, plus locales that exercise fallback.
TESTED_LOCALES = [
    "en", "fr", "pt", "pt_PT", "es", "it", "de", "ru", "uk", "pl", "cs", "sk", "lt", "lv",
    "ar", "he", "ga", "gd", "cy", "br", "mt", "sl", "ro", "hr", "sr", "bs", "ja", "zh", "ko",
    "hi", "bn", "is", "mk", "fil",
    # Fallback cases: CLDR parents, script subtags, regions.
    "sr_Latn", "zh_Hant", "zh_Hant_TW", "pt_AO", "es_MX", "es_419", "en_AU", "en_001", "fr_CA",
    "de_AT", "kw", "lag", "ksh",
]
INTEGERS = list(range(0, 201))
DECIMALS = ["0.0", "0.5", "1.0", "1.5", "2.5", "10.0", "1.25"]
CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]
KINDS = ("cardinal", "ordinal")
BABEL_KEYS = {"cardinal": "plural_form", "ordinal": "ordinal_form"}


def bcp47(babel_id):
    """Babel's `zh_Hant_TW` / `ca_ES_VALENCIA` as the canonical BCP 47 tag Swift produces."""
    if babel_id == "root":
        return "root"
    parts = babel_id.split("_")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            out.append(part.upper())
        else:
            out.append(part.lower())
    return "-".join(out)


# ---------------------------------------------------------------------------------------------
# Rendering Babel's rule syntax tree as CLDR rule text.

def flatten(node, operator):
    kind, args = node
    if kind == operator:
        return [item for child in args for item in flatten(child, operator)]
    return [node]


def render_value(node):
    kind, args = node
    if kind != "value":
        raise ValueError(f"unexpected value node {node!r}")
    return str(args[0])


def render_expression(node):
    kind, args = node
    if kind == "mod":
        operand, modulus = args
        return f"{render_expression(operand)} % {render_value(modulus)}"
    if kind in ("n", "i", "v", "w", "f", "t", "c", "e"):
        return kind
    raise ValueError(f"unexpected expression node {node!r}")


def render_ranges(node):
    kind, ranges = node
    if kind != "range_list":
        raise ValueError(f"unexpected range list {node!r}")
    items = []
    for low, high in ranges:
        low, high = render_value(low), render_value(high)
        items.append(low if low == high else f"{low}..{high}")
    return ",".join(items)


def render_relation(node):
    negated = False
    if node[0] == "not":
        negated, node = True, node[1][0]
    kind, (method, expression, ranges) = node
    if kind != "relation":
        raise ValueError(f"unexpected relation node {node!r}")
    left, right = render_expression(expression), render_ranges(ranges)
    if method == "in":
        return f"{left} {'!=' if negated else '='} {right}"
    if method == "within":
        return f"{left} {'not within' if negated else 'within'} {right}"
    raise ValueError(f"unexpected relation method {method!r}")


def render_condition(node):
    return " or ".join(
        " and ".join(render_relation(relation) for relation in flatten(conjunction, "and"))
        for conjunction in flatten(node, "or")
    )


def render_rules(plural_rule):
    """{category: CLDR text} for every category, `other` included (as the empty condition)."""
    rules = {category: render_condition(ast) for category, ast in plural_rule.abstract}
    rules["other"] = ""
    return {category: rules[category] for category in CATEGORY_ORDER if category in rules}


# ---------------------------------------------------------------------------------------------
# Parent locales and the lookup the Swift side implements (LocaleInheritance, LocalePluralRules).

def parent_locales(all_ids):
    """CLDR parentLocales, child -> parent, as BCP 47 tags.

    Babel's `parent_exceptions` holds CLDR's explicit list. CLDR 45 and later state the `root`
    parents as a rule instead (`localeRules="nonlikelyScript"`: a language_Script locale whose
    script is not the language's likely script has parent root, as `zh_Hant` and `sr_Latn`);
    Babel applies that rule in `_is_non_likely_script`, and it is expanded here for every such
    locale Babel has, so readers of the file need no likely-subtags data.
    """
    parents = {bcp47(child): bcp47(parent) for child, parent in get_global("parent_exceptions").items()}
    for babel_id in all_ids:
        if babel_id not in get_global("parent_exceptions") and _is_non_likely_script(babel_id):
            parents[bcp47(babel_id)] = "root"
    return dict(sorted(parents.items()))


def truncated(tag):
    parts = tag.split("-")
    return "-".join(parts[:-1]) if len(parts) > 1 else None


def inheritance_chain(tag, parents):
    """The locale and its ancestors, stopping before root."""
    chain = [tag]
    while True:
        parent = parents.get(tag) or truncated(tag)
        if parent is None or parent == "root":
            return chain
        chain.append(parent)
        tag = parent


def resolve(tag, kind, data, parents):
    """The locale whose rules `tag` uses: the first of its chain with rules, else its language."""
    for candidate in inheritance_chain(tag, parents) + [tag.split("-")[0]]:
        if kind in data.get(candidate, {}):
            return candidate
    return None


# ---------------------------------------------------------------------------------------------
# Output.

def own_data(babel_id):
    """The data a locale defines itself, without what it inherits.

    Read from Babel's data file directly: `localedata.load(id, merge_inherited=False)` caches
    the unmerged dictionary under the same key as the merged one, which would give later
    `Locale.parse(id)` calls the unmerged data.
    """
    with open(localedata.resolve_locale_filename(babel_id), "rb") as file:
        return pickle.load(file)


def quoted(text):
    return json.dumps(text, ensure_ascii=False)


def header(title, version, lines):
    today = datetime.date.today().isoformat()
    out = [
        f"# {title}",
        f"# CLDR version: {version}",
        f"# Source: Babel {babel.__version__} (PyPI), which ships CLDR {version} "
        f"(babel.core.get_cldr_version() == \"{version}\").",
        f"# Generated on {today} by: {COMMAND}",
        "# Do not edit by hand: change the script and regenerate.",
        "#",
    ]
    out += ["# " + line if line else "#" for line in lines]
    return "\n".join(out) + "\n"


def main():
    version = get_cldr_version()
    if version != "47":
        sys.exit(f"expected Babel with CLDR 47, found CLDR {version} (Babel {babel.__version__})")

    all_ids = sorted(localedata.locale_identifiers())
    parents = parent_locales(all_ids)

    # The locales that define rules themselves; every other locale inherits them (checked below).
    data = {}
    for babel_id in all_ids:
        own = own_data(babel_id)
        entry = {kind: render_rules(own[key]) for kind, key in BABEL_KEYS.items() if key in own}
        if entry:
            data[bcp47(babel_id)] = entry
    data = dict(sorted(data.items()))

    # Every locale Babel has must resolve, through the file, to exactly Babel's merged rules.
    mismatches = []
    for babel_id in all_ids:
        locale = Locale.parse(babel_id)
        tag = bcp47(babel_id)
        for kind, key in BABEL_KEYS.items():
            expected = render_rules(getattr(locale, key))
            source = resolve(tag, kind, data, parents)
            actual = data[source][kind] if source else {"other": ""}
            if actual != expected:
                mismatches.append(f"{tag} {kind}: file gives {actual} (from {source}), Babel {expected}")
    if mismatches:
        sys.exit("lookup over the generated data disagrees with Babel:\n" + "\n".join(mismatches))

    write_plurals(version, data, len(all_ids))
    write_parents(version, parents)
    write_fixtures(version, data, parents)
    matching = locale_matching_data(all_ids)
    write_matching(version, matching)
    write_swift_locale_data(version, parents, matching)
    write_plural_samples(version, data)


def write_plurals(version, data, locale_count):
    text = header(
        "CLDR plural rules, cardinal and ordinal, in CLDR rule syntax (UTS #35, Plural rules syntax).",
        version,
        [
            f"Only locales that define rules are listed ({len(data)} of the {locale_count} locales in Babel);",
            "every other locale takes the rules of the first locale in its parent chain",
            "(parentLocales.yml, else truncation, stopping before root) that lists that kind, else",
            "those of its bare language, else `other` alone. The generator checks that this lookup",
            "gives Babel's rules for every one of its locales, for both kinds.",
            "",
            "Babel keeps rules parsed, not as text: the text below is re-rendered in CLDR syntax",
            "from Babel's syntax tree, and CLDR's @integer/@decimal samples are absent. Babel only",
            "knows languages it has locale data for, so codes that CLDR's plurals.xml lists without",
            "locale data (`guw`, `nah`, `ars`, and deprecated codes such as `iw`, `in`, `tl`) are",
            "absent too: look those up by their current code (`he`, `id`, `fil`).",
            "`other` is always present with an empty condition. All values are quoted strings.",
        ],
    )
    lines = [text, f'cldrVersion: "{version}"', "locales:"]
    for tag, entry in data.items():
        lines.append(f"  {quoted(tag)}:")
        for kind in KINDS:
            if kind in entry:
                pairs = ", ".join(f"{category}: {quoted(rule)}" for category, rule in entry[kind].items())
                lines.append(f"    {kind}: {{{pairs}}}")
    with open(os.path.join(ROOT, "Locales", "plurals.yml"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def write_parents(version, parents):
    text = header(
        "CLDR parent locales (supplementalData.xml, parentLocales): child -> parent, BCP 47 tags.",
        version,
        [
            "A locale not listed here inherits from its truncation (`fr-CA` -> `fr`); a parent of",
            "\"root\" ends the chain (`zh-Hant` does not inherit from `zh`).",
            "The explicit entries are Babel's `parent_exceptions`. CLDR 45+ states the root parents",
            "as a rule (localeRules=\"nonlikelyScript\": a language_Script locale whose script is not",
            "the language's likely script has parent root); Babel applies it at load time and does",
            "not list those locales, so this script expands the rule for every such locale Babel has.",
            "Babel does not expose CLDR's component-specific parentLocales (collations, segmentations),",
            "so they are absent; they do not affect messages or plural rules.",
        ],
    )
    lines = [text, f'cldrVersion: "{version}"', "parentLocales:"]
    lines += [f"  {quoted(child)}: {quoted(parent)}" for child, parent in parents.items()]
    with open(os.path.join(ROOT, "Locales", "parentLocales.yml"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def write_fixtures(version, data, parents):
    fixtures = os.path.join(ROOT, "Tests", "L10nRuntimeTests", "Fixtures")
    os.makedirs(fixtures, exist_ok=True)
    numbers = [str(n) for n in INTEGERS] + DECIMALS
    rows = [
        f"# Expected CLDR {version} plural categories, computed by Babel {babel.__version__}'s own evaluator",
        f"# (babel.plural.PluralRule on int and decimal.Decimal, so 1.0 has v = 1). By: {COMMAND}",
        "# Ordinals are given for integers only.",
        "locale\tkind\t" + "\t".join(numbers),
    ]
    needed = {}
    for babel_id in TESTED_LOCALES:
        locale = Locale.parse(babel_id)
        tag = bcp47(babel_id)
        for kind, key in BABEL_KEYS.items():
            rule = getattr(locale, key)
            inputs = INTEGERS if kind == "ordinal" else INTEGERS + [decimal.Decimal(d) for d in DECIMALS]
            rows.append("\t".join([tag, kind] + [rule(number) for number in inputs]))
            source = resolve(tag, kind, data, parents)
            if source:
                needed.setdefault(source, {})[kind] = data[source][kind]
    with open(os.path.join(fixtures, "plural-expected.tsv"), "w", encoding="utf-8") as file:
        file.write("\n".join(rows) + "\n")

    # The runtime tests cannot read YAML (the runtime is Foundation only), so the rules they
    # need, and all parent locales, are copied here; the checker tests compare this copy
    # with Locales/plurals.yml as read by the project's YAML reader.
    subset = {
        "cldrVersion": version,
        "generatedBy": COMMAND,
        "parentLocales": parents,
        "locales": dict(sorted(needed.items())),
    }
    with open(os.path.join(fixtures, "plural-rules.json"), "w", encoding="utf-8") as file:
        json.dump(subset, file, ensure_ascii=False, indent=1, sort_keys=True)
        file.write("\n")


# ---------------------------------------------------------------------------------------------
# Locale matching: the data LocaleInheritance needs beyond parent locales.

# CLDR languageInfo.xml (languageMatching) lets Norwegian Bokmål serve a request for the
# macrolanguage `no` (distance 1) and for Nynorsk (distance 10), closer than any other language.
# Babel does not ship languageMatching, so the two rows a fallback chain needs are stated here.
CLOSE_LANGUAGES = {"no": "nb", "nn": "nb"}


def script_of(babel_id):
    parts = babel_id.split("_")
    return parts[1] if len(parts) > 1 and len(parts[1]) == 4 and parts[1].isalpha() else None


def locale_matching_data(all_ids):
    """Likely scripts (from CLDR likelySubtags), language aliases (CLDR supplementalMetadata
    languageAlias) and close languages, as BCP 47 tags.

    Only the part of likelySubtags that decides a parent is kept: each language's likely script
    (a `lang-Script` locale whose script is not it has parent root), and each `lang-REGION`
    whose likely script differs from its language's (`zh-TW` is `zh-Hant-TW`, `sr-ME` is
    `sr-Latn-ME`); regions and `und-` entries never change a chain.
    """
    likely = get_global("likely_subtags")
    # Only languages that have locale data: a table's locales are languages CLDR describes, and
    # a request in any other language can match nothing but the default locale anyway.
    languages = {babel_id.split("_")[0] for babel_id in all_ids if babel_id != "root"}
    language_scripts = {}
    for key, value in likely.items():
        if key in languages and script_of(value):
            language_scripts[key] = script_of(value)
    region_scripts = {}
    for key, value in likely.items():
        parts = key.split("_")
        if len(parts) != 2 or parts[0] == "und" or script_of(key) or not script_of(value):
            continue
        if script_of(value) != language_scripts.get(parts[0]):
            region_scripts[bcp47(key)] = script_of(value)
    aliases = {
        key: bcp47(value)
        for key, value in get_global("language_aliases").items()
        if re.fullmatch("[a-z]{2,3}", key) and key != value
    }
    # Every language a locale of Babel's uses must have a likely script, or the root rule
    # (nonlikelyScript) could not be applied to it.
    missing = sorted({i.split("_")[0] for i in all_ids if i != "root"} - set(language_scripts))
    if missing:
        sys.exit(f"languages without a likely script: {missing}")
    return {
        "languageScripts": dict(sorted(language_scripts.items())),
        "regionScripts": dict(sorted(region_scripts.items())),
        "languageAliases": dict(sorted(aliases.items())),
        "closeLanguages": dict(sorted(CLOSE_LANGUAGES.items())),
    }


def write_matching(version, matching):
    text = header(
        "CLDR data for locale matching: likely scripts, language aliases, close languages.",
        version,
        [
            "languageScripts: the likely script (likelySubtags `lang`) of each language that has locale",
            "  data in CLDR; a `lang-Script`",
            "  locale with another script has parent root (localeRules=\"nonlikelyScript\").",
            "regionScripts: `lang-REGION` whose likely script differs from the language's",
            "  (`zh-TW` -> Hant, so `zh-TW` inherits from `zh-Hant-TW`, never from `zh`).",
            "languageAliases: supplementalMetadata languageAlias for 2- and 3-letter codes",
            "  (`iw` -> `he`, `in` -> `id`, `sh` -> `sr-Latn`).",
            "closeLanguages: languageMatching rows that continue a chain (`no`, `nn` -> `nb`);",
            "  stated in the script, as Babel does not ship languageMatching.",
            "The runtime reads the same data from Sources/L10nRuntime/Locale/CLDRLocaleData.swift.",
        ],
    )
    lines = [text, f'cldrVersion: "{version}"']
    for section, entries in matching.items():
        lines.append(f"{section}:")
        lines += [f"  {quoted(key)}: {quoted(value)}" for key, value in entries.items()]
    with open(os.path.join(ROOT, "Locales", "localeMatching.yml"), "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def swift_pairs(entries, separator):
    """`key<sep>value` words, wrapped into lines of at most 100 characters."""
    words = [f"{key}{separator}{value}" for key, value in entries.items()]
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 96:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return "\n".join("        " + line for line in lines)


def write_swift_locale_data(version, parents, matching):
    sections = [
        ("parentLocales", "CLDR parent locales, `child>parent` (`root` ends a chain).", parents, ">"),
        ("languageScripts", "Each language's likely script, `language:Script`.", matching["languageScripts"], ":"),
        ("regionScripts", "`language-REGION:Script` where the region implies another script.",
         matching["regionScripts"], ":"),
        ("languageAliases", "Deprecated or macrolanguage codes, `alias>replacement`.",
         matching["languageAliases"], ">"),
        ("closeLanguages", "Languages that serve another when its chain ends, `requested>serving`.",
         matching["closeLanguages"], ">"),
    ]
    out = [
        f"// Generated by {COMMAND} from CLDR {version} (Babel {babel.__version__}).",
        "// Do not edit by hand: change the script and regenerate. Locales/parentLocales.yml and",
        "// Locales/localeMatching.yml hold the same data for readers of YAML.",
        "",
        "/// The CLDR data the runtime negotiates locales with, as whitespace-separated words.",
        "///",
        "/// Kept as text rather than dictionary literals: the compiler type-checks one string",
        "/// literal instantly, and `LocaleInheritance.cldr` parses it once, on first use.",
        "enum CLDRLocaleData {",
        f"    /// The CLDR version the data comes from.",
        f'    static let version = "{version}"',
    ]
    for name, doc, entries, separator in sections:
        out += ["", f"    /// {doc}", f'    static let {name} = """', swift_pairs(entries, separator), '        """']
    out.append("}")
    path = os.path.join(ROOT, "Sources", "L10nRuntime", "Locale", "CLDRLocaleData.swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(out) + "\n")


# ---------------------------------------------------------------------------------------------
# Plural samples in CLDR's @integer/@decimal syntax, for every locale and rule in plurals.yml.

class CompactNumber:
    """A number in CLDR's compact notation (`1.1c6`): the significand with the decimal point
    moved `exponent` places right, and the `c`/`e` operands equal to `exponent`."""

    def __init__(self, text):
        significand, exponent = text.split("c")
        self.text, self.exponent = text, int(exponent)
        digits = len(significand.split(".")[1]) if "." in significand else 0
        places = max(0, digits - self.exponent)
        self.value = (decimal.Decimal(significand).scaleb(self.exponent)).quantize(
            decimal.Decimal(1).scaleb(-places))


_babel_extract_operands = babel.plural.extract_operands


def extract_operands_with_exponent(source):
    """Babel's operands, extended with CLDR's `c`/`e` for compact numbers (Babel has them 0)."""
    if isinstance(source, CompactNumber):
        return _babel_extract_operands(source.value)[:6] + (source.exponent, source.exponent)
    return _babel_extract_operands(source)


def sample_candidates(uses_exponent):
    integers = [str(n) for n in range(0, 1011)] + ["10000", "100000", "1000000", "1000001", "10000000"]
    decimals = []
    for digits, top in ((1, 300), (2, 300), (3, 1500), (4, 10000)):
        decimals += [str(decimal.Decimal(k).scaleb(-digits)) for k in range(0, top + 1)]
    decimals = [d if "." in d or "E" not in d else d for d in decimals]
    decimals += ["10.0", "100.0", "1000.0", "10000.0", "100000.0", "1000000.0", "10.1", "100.1",
                 "1000.1", "1000000.5", "101.0", "1001.0", "1000000.00", "1000000.000", "1000000.0000"]
    if uses_exponent:
        integers += [f"{k}c{e}" for e in (3, 6, 9) for k in range(1, 7)]
        decimals += ["1.1c3", "1.0001c3", "2.1c3", "2.0001c3", "1.1c6", "1.0000001c6", "2.1c6",
                     "2.0000001c6", "1.5c9"]
    return integers, decimals


def number(text):
    return CompactNumber(text) if "c" in text else decimal.Decimal(text)


def compressed(samples, limit=16):
    """CLDR's sample syntax: runs of consecutive values (same digits) as `a~b`, at most
    `limit` items, then `…` when more were found."""
    items, index = [], 0
    while index < len(samples) and len(items) < limit:
        start = index
        if "c" not in samples[start]:
            step = decimal.Decimal(1).scaleb(decimal.Decimal(samples[start]).as_tuple().exponent)
            while (index + 1 < len(samples) and "c" not in samples[index + 1]
                   and decimal.Decimal(samples[index + 1]).as_tuple().exponent
                   == decimal.Decimal(samples[start]).as_tuple().exponent
                   and decimal.Decimal(samples[index + 1]) - decimal.Decimal(samples[index]) == step):
                index += 1
        items.append(samples[start] if index == start else f"{samples[start]}~{samples[index]}")
        index += 1
    if index < len(samples):
        items.append("…")
    return ", ".join(items)


def write_plural_samples(version, data):
    babel.plural.extract_operands = extract_operands_with_exponent
    output = {}
    for tag, entry in data.items():
        output[tag] = {}
        for kind, rules in entry.items():
            text = {category: rule for category, rule in rules.items() if rule}
            evaluate = babel.plural.to_python(text) if text else (lambda n: "other")
            uses_exponent = any(re.search(r"\b[ce]\b", rule) for rule in text.values())
            integers, decimals = sample_candidates(uses_exponent)
            if kind == "ordinal":
                integers, decimals = [i for i in integers if "c" not in i], []
            found = {category: {"integer": [], "decimal": []} for category in rules}
            for group, values in (("integer", integers), ("decimal", decimals)):
                for value in values:
                    found[evaluate(number(value))][group].append(value)
            output[tag][kind] = {
                category: {"rule": rules[category], **{
                    group: compressed(values) for group, values in found[category].items() if values}}
                for category in rules
            }
            empty = [c for c, groups in output[tag][kind].items() if len(groups) == 1]
            if empty:
                sys.exit(f"{tag} {kind}: no sample found for {empty}")
    babel.plural.extract_operands = _babel_extract_operands
    document = {
        "cldrVersion": version,
        "generatedBy": COMMAND,
        "note": "Samples in CLDR's @integer/@decimal syntax, each classified by Babel's evaluator "
                "(with c/e for compact numbers) over the rules of Locales/plurals.yml.",
        "locales": output,
    }
    path = os.path.join(ROOT, "Tests", "L10nRuntimeTests", "Fixtures", "plural-samples.json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()
