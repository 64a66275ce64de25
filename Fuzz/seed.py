"""Regenerates the seed corpora Fuzz/Corpus/<target>/ from the fixtures.

Each seed is named by the SHA-1 of its bytes, as libFuzzer names corpus files, so running
this twice gives the same files. Location markers of the test inputs (keycaps such as
1️⃣, and 🔟) are removed: they are test scaffolding, not dialogc input.
`seed.py ROOT TARGET...` regenerates only the named targets' seeds.
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


def frame(message) -> bytes:
    body = json.dumps(message, ensure_ascii=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def lsp_session(spec: bytes, config: bytes, tokens: bytes, edit: str) -> bytes:
    """One editing session of `dialogc lsp`, framed as on its standard input: a config, a spec
    and a token file opened under a folder that does not exist (so nothing on disk takes
    part), an edit, then every request the server answers at a few places, and the end."""
    folder = "file:///fuzz-lsp/project"
    spec_uri, config_uri, tokens_uri = folder + "/a.dialog.json", folder + "/dialogc.json", folder + "/brand.tokens.json"
    spec_text = spec.decode("utf-8")
    lines = spec_text.split("\n")
    last = len(lines) - 1
    at = lambda line, character: {"line": line, "character": character}
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": folder, "capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": config_uri, "languageId": "json", "version": 1, "text": config.decode("utf-8")}}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": tokens_uri, "languageId": "json", "version": 1, "text": tokens.decode("utf-8")}}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": spec_uri, "languageId": "json", "version": 1, "text": spec_text}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": spec_uri, "version": 2}, "contentChanges": [{"range": {"start": at(2, 2), "end": at(2, 2)}, "text": edit}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": {"textDocument": {"uri": spec_uri}, "position": at(3, 4)}},
        {"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": spec_uri}, "position": at(7, 10)}},
        {"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition", "params": {"textDocument": {"uri": spec_uri}, "position": at(2, 9)}},
        {"jsonrpc": "2.0", "id": 5, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": spec_uri}, "range": {"start": at(0, 0), "end": at(last, 0)}, "context": {"diagnostics": []}}},
        {"jsonrpc": "2.0", "id": 6, "method": "textDocument/completion", "params": {"textDocument": {"uri": config_uri}, "position": at(2, 3)}},
        {"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {"textDocument": {"uri": tokens_uri}, "position": at(3, 6)}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": config_uri, "version": 2}, "contentChanges": [{"text": config.decode("utf-8").replace('"en"', '"en", "th"')}]}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [{"uri": folder + "/b.dialog.json", "type": 1}, {"uri": tokens_uri, "type": 2}]}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": tokens_uri}}},
        {"jsonrpc": "2.0", "id": 8, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    return b"".join(frame(m) for m in messages)


def main(root: pathlib.Path, only: list) -> None:
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
    config = (fixtures / "dialogc.json").read_bytes()
    brand = (fixtures / "tokens/brand/brand.tokens.json").read_bytes()
    # Korean, Thai and Arabic texts, and a supplementary-plane character (two UTF-16 units).
    edits = ['"description": "새 기능",\n  ', '"description": "ข้อความ 😀",\n  ', '"description": "رسالة",\n  ']
    seeds["lsp"] = [lsp_session(clean(p.read_bytes()), config, brand, edit) for p, edit in zip(specs[:3], edits)]
    for path in specs + invalid + rules:
        try:
            document = json.loads(clean(path.read_bytes()))
        except ValueError:
            continue
        seeds["markup"] += [text.encode("utf-8") for text in texts(document)]

    corpus = root / "Fuzz" / "Corpus"
    for target, inputs in seeds.items():
        if only and target not in only:
            continue
        folder = corpus / target
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        for data in inputs:
            (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(list(folder.iterdir()))} seeds", file=sys.stderr)


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]), sys.argv[2:])
