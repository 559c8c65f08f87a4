#!/usr/bin/env python3
"""Validate a JSON document against a JSON Schema.

Usage: validate_json_schema.py SCHEMA INSTANCE

Exits 0 when INSTANCE is valid, 1 with one line per error when it is not, and 2 when the
validator cannot run (missing `jsonschema`: run `pip install jsonschema`, or unreadable
files).
"""

import json
import sys

try:
    import jsonschema
    from jsonschema import validators
except ImportError:
    print("python module 'jsonschema' is missing: run `pip install jsonschema`", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) != 3:
        print("usage: validate_json_schema.py SCHEMA INSTANCE", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as file:
            schema = json.load(file)
        with open(argv[2], encoding="utf-8") as file:
            instance = json.load(file)
    except (OSError, ValueError) as error:
        print(f"cannot read input: {error}", file=sys.stderr)
        return 2

    validator_class = validators.validator_for(schema)
    # The schema is used as published, without checking it against its metaschema: the
    # official SARIF 2.1.0 schema has two known slips that a strict check rejects (an
    # `anyOf` placed inside `region.properties`, and a `language` pattern `^(?i)...` whose
    # inline flag Python's `re` refuses). Neither affects documents without a `language`
    # property, and l10nc writes none.
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))
    for error in errors:
        print(f"{error.json_path}: {error.message}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
