"""Regenerates the seed corpora Fuzz/Corpus/<target>/ from the fixtures.

Each seed is named by the SHA-1 of its bytes, as libFuzzer names corpus files, so running
this twice gives the same files. Location markers of the test inputs (keycaps such as
1️⃣, and 🔟) are removed: they are test scaffolding, not dialogc input.
Run `Fuzz/fuzz.sh minimize` afterwards to keep only seeds that add coverage.
"""
import hashlib
import json
import pathlib
import re
import shutil
import sys

MARKERS = re.compile("[1-9]\ufe0f\u20e3|\U0001F51F")


def clean(data: bytes) -> bytes:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data  # invalid UTF-8 on purpose (JSON fail cases): keep the bytes
    return MARKERS.sub("", text).encode("utf-8")


def texts(value):
    """Every string that is a title, message, label or text of a spec (markup seeds)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in ("title", "message", "text", "label", "placeholder", "hint") and isinstance(item, str):
                yield item
            elif key in ("title", "message", "text", "label") and isinstance(item, dict):
                yield from (v for v in item.values() if isinstance(v, str))
            else:
                yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def main(root: pathlib.Path) -> None:
    fixtures = root / "Fixtures"
    specs = sorted(fixtures.glob("specs/*.dialog.json"))
    invalid = sorted(fixtures.glob("invalid/**/*.dialog.json"))
    rules = sorted(fixtures.glob("rules/**/*.dialog.json"))
    tokens = sorted(fixtures.glob("tokens/**/*.tokens.json")) + sorted(fixtures.glob("rules/**/*.tokens.json"))
    json_cases = sorted(p for p in fixtures.glob("json/*/*") if p.suffix == ".json")

    seeds = {
        "json": [clean(p.read_bytes()) for p in json_cases + specs],
        "spec": [clean(p.read_bytes()) for p in specs + invalid + rules],
        "tokens": [clean(p.read_bytes()) for p in tokens],
        "lint": [clean(p.read_bytes()) for p in specs + invalid + rules],
        "markup": [],
        # The small fixture fonts: TrueType, CFF and a collection, none with shaping tables.
        # The shaping tables come from Fuzz/Regressions/font (hand-made GSUB, GPOS, kern).
        "font": [p.read_bytes() for p in sorted(fixtures.glob("fonts/*-Subset.*"))],
    }
    for path in specs + invalid + rules:
        try:
            document = json.loads(clean(path.read_bytes()))
        except ValueError:
            continue
        seeds["markup"] += [text.encode("utf-8") for text in texts(document)]

    corpus = root / "Fuzz" / "Corpus"
    for target, inputs in seeds.items():
        folder = corpus / target
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        for data in inputs:
            (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(list(folder.iterdir()))} seeds", file=sys.stderr)


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]))
