#!/usr/bin/env python3
"""Checks the JSON Schemas in Schemas/ against the fixtures in Fixtures/.

Usage: python3 Tests/SchemaTests/validate_fixtures.py REPO_ROOT

1. Both schemas must be valid JSON Schema 2020-12 documents.
2. Every valid fixture must pass: Fixtures/specs/**/*.dialog.json against
   dialog.schema.json; Fixtures/dialogc.json and Fixtures/config/**/*.json against
   dialogc.schema.json.
3. Every invalid fixture of a structural rule must fail: files under
   Fixtures/invalid/<rule>/ for <rule> in unknown-key, type-mismatch, missing-key and
   invalid-value, after their location markers (1️⃣ ... 9️⃣, 🔟) are stripped.
   `*.dialog.json` files are checked against the dialog schema, `dialogc.json` and
   `*.dialogc.json` files against the config schema. Other rules' directories are skipped:
   their errors are beyond what a schema can see.
4. The hand-written lists in the schemas must not drift from the compiler's: the Swift
   keywords match SwiftIdentifier's reservedKeywords and contextualKeywords. (The rule
   lists are generated from the rules' declarations and checked by SchemaRuleListTests.)

Prints one line per failure and a final `N passed, N failed` line. Exits 1 when anything
failed or no fixture file was checked, 2 when jsonschema is missing or the arguments are
wrong.
"""

import json
import re
import sys
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError
except ImportError:
    print("error: the Python package 'jsonschema' is not installed (pip install jsonschema)")
    sys.exit(2)

STRUCTURAL_RULES = ("unknown-key", "type-mismatch", "missing-key", "invalid-value")

# A keycap digit (digit, U+FE0F, U+20E3) or the keycap ten, as DialogTestSupport's
# LocationMarkers reads them.
MARKER = re.compile("[1-9]\uFE0F\u20E3|\U0001F51F")

# How many schema errors to print for one file that should have passed, and how long each
# may be (jsonschema quotes the whole offending value, which can be the whole spec).
MAX_ERRORS_PER_FILE = 5
MAX_MESSAGE_LENGTH = 200


class StrictJSONError(ValueError):
    pass


def _reject_constant(name):
    raise StrictJSONError("%s is not RFC 8259 JSON" % name)


def _reject_duplicates(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise StrictJSONError("duplicate key %r" % key)
        result[key] = value
    return result


def parse_strict(text):
    """Parses RFC 8259 JSON: no NaN or Infinity, no duplicate keys."""
    return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_reject_duplicates)


def shorten(message):
    return message if len(message) <= MAX_MESSAGE_LENGTH else message[:MAX_MESSAGE_LENGTH - 1] + "…"


def error_path(error):
    return "/" + "/".join(str(part) for part in error.absolute_path)


class Run:
    def __init__(self, root):
        self.root = root
        self.passed = 0
        self.failed = 0
        self.files = 0

    def rel(self, path):
        return path.relative_to(self.root).as_posix()

    def ok(self):
        self.passed += 1

    def fail(self, message):
        self.failed += 1
        print("FAIL " + message)

    def load_schema(self, name):
        path = self.root / "Schemas" / name
        try:
            schema = parse_strict(path.read_text(encoding="utf-8"))
            Draft202012Validator.check_schema(schema)
        except (OSError, ValueError) as error:
            self.fail("%s: cannot read: %s" % (self.rel(path), error))
            return None
        except SchemaError as error:
            self.fail("%s: not a valid 2020-12 schema: %s at %s"
                      % (self.rel(path), error.message, error_path(error)))
            return None
        self.ok()
        return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)

    def expect_valid(self, validator, path):
        self.files += 1
        try:
            instance = parse_strict(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            self.fail("%s: cannot read: %s" % (self.rel(path), error))
            return
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
        if not errors:
            self.ok()
            return
        details = "; ".join("%s: %s" % (error_path(e), shorten(e.message)) for e in errors[:MAX_ERRORS_PER_FILE])
        if len(errors) > MAX_ERRORS_PER_FILE:
            details += "; and %d more" % (len(errors) - MAX_ERRORS_PER_FILE)
        self.fail("%s: should pass the schema but does not: %s" % (self.rel(path), details))

    def expect_invalid(self, validator, path):
        self.files += 1
        try:
            text = MARKER.sub("", path.read_text(encoding="utf-8"))
            instance = parse_strict(text)
        except (OSError, ValueError) as error:
            self.fail("%s: cannot read (a structural fixture must be valid JSON once its markers are stripped): %s"
                      % (self.rel(path), error))
            return
        if validator.is_valid(instance):
            self.fail("%s: should fail the schema but passes" % self.rel(path))
        else:
            self.ok()


KEYWORD_SOURCE = "Sources/DialogModel/Text/SwiftIdentifier.swift"


def type_keywords_of_swift_identifier(root, reserved):
    """SwiftIdentifier's `typeKeywords`: the reserved keywords and the literals of its union."""
    source = (root / KEYWORD_SOURCE).read_text(encoding="utf-8")
    block = re.search(r"typeKeywords: Set<String> = reservedKeywords\.union\(\[(.*?)\]\)", source, re.DOTALL)
    return reserved + re.findall(r'"([^"]*)"', block.group(1)) if block else []


def keywords_of_swift_identifier(root, kind):
    """The string literals of SwiftIdentifier's `<kind>Keywords` set (reserved, contextual)."""
    source = (root / KEYWORD_SOURCE).read_text(encoding="utf-8")
    block = re.search(r"%sKeywords: Set<String> = \[(.*?)\]" % kind, source, re.DOTALL)
    return re.findall(r'"([^"]*)"', block.group(1)) if block else []


def check_drift(run, dialog, config):
    """Compares the lists the schemas spell out by hand with the compiler's own lists."""
    def compare(what, schema_list, compiler_list, source):
        if not compiler_list:
            run.fail("%s: found none in %s; update validate_fixtures.py if it moved" % (what, source))
        elif sorted(schema_list) != sorted(compiler_list):
            missing = sorted(set(compiler_list) - set(schema_list))
            extra = sorted(set(schema_list) - set(compiler_list))
            run.fail("%s differ from %s: schema lacks %s, schema has extra %s" % (what, source, missing, extra))
        else:
            run.ok()

    try:
        reserved = keywords_of_swift_identifier(run.root, "reserved")
        contextual = keywords_of_swift_identifier(run.root, "contextual")
        type_keywords = type_keywords_of_swift_identifier(run.root, reserved)
    except OSError as error:
        run.fail("cannot read the compiler's lists for the drift check: %s" % error)
        return
    payload = dialog.schema["$defs"]["swiftTypeName"]["not"]["pattern"]
    alternatives = re.fullmatch(r"\(\^\|\\\.\)\((.*)\)\(\\\.\|\$\)", payload)
    # Only the spec schema names Swift identifiers (the config's 'swift' has none left).
    compare("Schemas/dialog.schema.json $defs/swiftReservedKeyword",
            dialog.schema["$defs"]["swiftReservedKeyword"]["enum"], reserved, KEYWORD_SOURCE)
    compare("Schemas/dialog.schema.json $defs/swiftContextualKeyword",
            dialog.schema["$defs"]["swiftContextualKeyword"]["enum"], contextual, KEYWORD_SOURCE)
    compare("Schemas/dialog.schema.json $defs/swiftTypeName (type keywords)",
            alternatives.group(1).split("|") if alternatives else [], type_keywords, KEYWORD_SOURCE)


def main(argv):
    if len(argv) != 2:
        print("usage: validate_fixtures.py REPO_ROOT")
        return 2
    root = Path(argv[1]).resolve()
    fixtures = root / "Fixtures"
    run = Run(root)

    dialog = run.load_schema("dialog.schema.json")
    config = run.load_schema("dialogc.schema.json")

    if dialog is not None and config is not None:
        check_drift(run, dialog, config)

    # The design-system examples: themes in the object form, with resolver contexts.
    examples = root / "Examples" / "design-systems"

    if dialog is not None:
        for path in sorted((fixtures / "specs").rglob("*.dialog.json")) + sorted(examples.rglob("*.dialog.json")):
            run.expect_valid(dialog, path)

    if config is not None:
        configs = [fixtures / "dialogc.json"] if (fixtures / "dialogc.json").is_file() else []
        configs += sorted((fixtures / "config").rglob("*.json"))
        configs += sorted(examples.rglob("dialogc.json"))
        for path in configs:
            run.expect_valid(config, path)

    for rule in STRUCTURAL_RULES:
        for path in sorted((fixtures / "invalid" / rule).rglob("*")):
            if not path.is_file():
                continue
            if path.name.endswith(".dialog.json"):
                validator = dialog
            elif path.name == "dialogc.json" or path.name.endswith(".dialogc.json"):
                validator = config
            else:
                continue
            if validator is not None:
                run.expect_invalid(validator, path)

    if run.files == 0:
        run.fail("Fixtures: no fixture file was checked")
    print("%d passed, %d failed" % (run.passed, run.failed))
    return 1 if run.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
