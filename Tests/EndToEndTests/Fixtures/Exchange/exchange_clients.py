#!/usr/bin/env python3
"""What real translation tools make of l10nc's exported files (used by ExchangeClientTests).

  exchange_clients.py read FORMAT FILE          units as JSON, as translate-toolkit loads them
  exchange_clients.py edit FORMAT FILE ID TEXT  sets a unit's target with translate-toolkit, saves
  exchange_clients.py matches FORMAT FILE       translation memory matches as JSON: XLIFF 1.2
                                                alt-trans (translate-toolkit's getalttrans), PO
                                                the fuzzy target and previous msgid, XLIFF 2
                                                mtc:matches (lxml)
  exchange_clients.py wellformed FILE           parses with lxml (exit 1 when not well-formed)
  exchange_clients.py plural EXPR COUNT         gettext's own evaluation of a Plural-Forms
                                                expression for n = 0..COUNT-1, as JSON
FORMAT is xliff12, xliff2 or po.
"""
import gettext
import json
import sys


def store(fmt, path):
    if fmt == "xliff12":
        from translate.storage import xliff
        return xliff.xlifffile.parsefile(path)
    if fmt == "xliff2":
        from translate.storage import xliff2
        return xliff2.Xliff2File.parsefile(path)
    from translate.storage import po
    return po.pofile.parsefile(path)


def unit_id(fmt, unit):
    if fmt == "po":
        return unit.getcontext()
    if fmt == "xliff2":
        # translate-toolkit's XLIFF 2 units are segments; the unit element carries the id.
        return unit.xmlelement.getparent().get("name")
    return unit.xmlelement.get("resname") or unit.getid()


def notes(fmt, unit):
    if fmt == "xliff2":
        # XLIFF 2 keeps notes on <unit>; translate-toolkit looks on the segment.
        parent = unit.xmlelement.getparent()
        ns = "{urn:oasis:names:tc:xliff:document:2.0}"
        container = parent.find(ns + "notes")
        if container is None:
            return ""
        return "\n".join(n.text or "" for n in container.iterchildren(ns + "note"))
    return unit.getnotes()


def state(fmt, unit):
    if fmt == "xliff2":
        segment = unit.xmlelement
        value = segment.get("state", "initial")
        if value == "initial":
            return "needs-review" if segment.get("subState") == "l10nc:needs-review" else "needs-translation"
        return "translated"
    if unit.isfuzzy() and unit.target:
        return "needs-review"
    return "translated" if unit.istranslated() else "needs-translation"


def read(fmt, path):
    units = []
    for unit in store(fmt, path).units:
        if unit.isheader():
            continue
        source = unit.source
        target = unit.target
        if hasattr(source, "strings"):
            source = list(source.strings)
        if hasattr(target, "strings"):
            target = list(target.strings)
        units.append({
            "id": unit_id(fmt, unit),
            "source": source,
            "target": target,
            "notes": notes(fmt, unit),
            "state": state(fmt, unit),
        })
    print(json.dumps(units, ensure_ascii=False))


def edit(fmt, path, wanted, text):
    s = store(fmt, path)
    for unit in s.units:
        if unit.isheader() or unit_id(fmt, unit) != wanted:
            continue
        if fmt == "po" and unit.hasplural():
            unit.target = [text] * len(unit.target.strings)
        else:
            unit.target = text
        if fmt == "po":
            unit.markfuzzy(False)
        elif fmt == "xliff12":
            unit.markapproved(True)
            unit.set_state_n(unit.S_TRANSLATED)
        else:
            unit.xmlelement.set("state", "translated")
        s.save()
        return
    sys.exit("no unit " + wanted)


def matches(fmt, path):
    found = []
    if fmt == "xliff2":
        from lxml import etree
        ns = {"x": "urn:oasis:names:tc:xliff:document:2.0", "mtc": "urn:oasis:names:tc:xliff:matches:2.0"}
        for unit in etree.parse(path).iter("{urn:oasis:names:tc:xliff:document:2.0}unit"):
            for match in unit.findall("mtc:matches/mtc:match", ns):
                found.append({
                    "id": unit.get("name"),
                    "source": match.findtext("x:source", namespaces=ns),
                    "target": match.findtext("x:target", namespaces=ns),
                    "quality": match.get("similarity"),
                    "origin": match.get("origin"),
                    "ref": match.get("ref"),
                })
    else:
        for unit in store(fmt, path).units:
            if unit.isheader():
                continue
            if fmt == "po":
                if unit.isfuzzy() and unit.prev_source:
                    found.append({
                        "id": unit_id(fmt, unit), "source": unit.prev_source, "target": unit.target,
                        "quality": None, "origin": None, "ref": None,
                    })
                continue
            for alternative in unit.getalttrans():
                found.append({
                    "id": unit_id(fmt, unit),
                    "source": alternative.source,
                    "target": alternative.target,
                    "quality": alternative.xmlelement.get("match-quality"),
                    "origin": alternative.xmlelement.get("origin"),
                    "ref": None,
                })
    print(json.dumps(found, ensure_ascii=False))


def main():
    command = sys.argv[1]
    if command == "read":
        read(sys.argv[2], sys.argv[3])
    elif command == "edit":
        edit(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5])
    elif command == "matches":
        matches(sys.argv[2], sys.argv[3])
    elif command == "wellformed":
        from lxml import etree
        etree.parse(sys.argv[2])
    elif command == "plural":
        function = gettext.c2py(sys.argv[2])
        print(json.dumps([function(n) for n in range(int(sys.argv[3]))]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
