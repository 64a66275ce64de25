"""End-to-end check of `dialogc lsp` through a real LSP client (pytest-lsp, on pygls).

Run by LanguageServerClientTests (Swift) as
`python3 -m pytest -o asyncio_mode=auto lsp_client_test.py` with DIALOGC_EXECUTABLE set to the
built executable. Everything expected is worked out here, independently of dialogc: UTF-16
columns by Python's own encoder, edits applied by this file's code.
"""

import asyncio
import json
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

DIALOGC = os.environ["DIALOGC_EXECUTABLE"]

CONFIG = {
    "version": 1,
    "locales": ["ko"],
    "themes": {
        "light": ["tokens/brand.tokens.json"],
        "dark": ["tokens/brand.tokens.json", "tokens/brand-dark.tokens.json"],
    },
    "rules": {"text-overflow": "off", "dialog-overflow": "off"},
}


def color(components, hex_text):
    return {"$type": "color", "$value": {"colorSpace": "srgb", "components": components, "alpha": 1, "hex": hex_text}}


LIGHT = {"brand": {"accent": color([1, 0.8, 0.6], "#FFCC99")}}
DARK = {"brand": {"accent": color([0.2, 0.2, 0.2], "#333333")}}

# A Korean title, an emoji and an astral character (two UTF-16 units each) before the
# misspelt key on its line, so a column counted in bytes or scalars would be wrong.
SPEC = """{
  "id": "team.invite",
  "title": "팀 초대",
  "buttons": [
    { "id": "ok", "title": "수락 😀𝄞", "role": "primary", "actoin": "didAccept" }
  ],
  "style": { "background": "{brand.accent}" }
}
"""


def utf16_position(text, offset):
    """The LSP position of a character offset of `text`, counted by Python's UTF-16 encoder."""
    before = text[:offset]
    line = before.count("\n")
    column_text = before.rsplit("\n", 1)[-1]
    return types.Position(line=line, character=len(column_text.encode("utf-16-le")) // 2)


def utf16_offset(text, position):
    """The character offset of an LSP position of `text`."""
    lines = text.split("\n")
    offset = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line]
    units = 0
    for index, character in enumerate(line):
        if units >= position.character:
            return offset + index
        units += len(character.encode("utf-16-le")) // 2
    return offset + len(line)


def apply(text, edits):
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = utf16_offset(text, edit.range.start)
        end = utf16_offset(text, edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def until(condition, what):
    for _ in range(400):
        if condition():
            return
        await asyncio.sleep(0.025)
    raise AssertionError(f"timed out waiting for {what}")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[DIALOGC, "lsp"]))
async def client(lsp_client: LanguageClient):
    yield lsp_client


@pytest.mark.asyncio
async def test_a_session_from_open_to_exit(client: LanguageClient, tmp_path: pathlib.Path):
    (tmp_path / "tokens").mkdir()
    (tmp_path / "dialogc.json").write_text(json.dumps(CONFIG))
    (tmp_path / "tokens" / "brand.tokens.json").write_text(json.dumps(LIGHT))
    (tmp_path / "tokens" / "brand-dark.tokens.json").write_text(json.dumps(DARK))
    spec_path = tmp_path / "specs" / "invite.dialog.json"
    spec_path.parent.mkdir()
    # On disk the spec is clean: what is checked is the editor's buffer.
    spec_path.write_text(SPEC.replace('"actoin"', '"action"'))
    uri = spec_path.as_uri()

    result = await client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=tmp_path.as_uri()))
    assert result.capabilities.hover_provider
    assert result.server_info.name == "dialogc"

    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="json", version=1, text=SPEC)))
    await until(lambda: uri in client.diagnostics, "the diagnostics of the opened spec")
    unknown = [d for d in client.diagnostics[uri] if d.code == "unknown-key"]
    assert len(unknown) == 1, client.diagnostics[uri]
    start = SPEC.index('"actoin"')
    assert unknown[0].range.start == utf16_position(SPEC, start)
    assert unknown[0].range.end == utf16_position(SPEC, start + len('"actoin"'))
    assert unknown[0].severity == types.DiagnosticSeverity.Error
    assert unknown[0].source == "dialogc"

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=unknown[0].range, context=types.CodeActionContext(diagnostics=unknown)))
    fixes = [a for a in actions if isinstance(a, types.CodeAction) and a.edit and "action" in a.title]
    assert fixes, actions
    fixed = apply(SPEC, fixes[0].edit.changes[uri])
    assert '"action": "didAccept"' in fixed and "actoin" not in fixed

    # The editor applies the fix as an incremental change.
    edit = fixes[0].edit.changes[uri][0]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)]))
    await until(lambda: not any(d.code == "unknown-key" for d in client.diagnostics[uri]), "the unknown-key finding to clear")

    role = fixed.index('"primary"') + 1
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=utf16_position(fixed, role)))
    labels = [item.label for item in (completion.items if isinstance(completion, types.CompletionList) else completion)]
    assert set(labels) == {"primary", "secondary", "cancel", "destructive"}, labels

    token = fixed.index("brand.accent") + 3
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=utf16_position(fixed, token)))
    assert hover is not None
    text = hover.contents.value
    assert "brand.accent" in text
    assert "| light | `#FFCC99FF` |" in text, text
    assert "| dark | `#333333FF` |" in text, text

    # A text: its lines on the narrowest default device at the largest default size.
    title = fixed.index("팀 초대") + 1
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=utf16_position(fixed, title)))
    assert hover is not None
    assert "on iphone-se at accessibility3, `ko`" in hover.contents.value, hover.contents.value
    assert "```text\n팀 초대\n```" in hover.contents.value, hover.contents.value

    # An unsaved edit of a token file is what the open spec is checked with, at once.
    tokens_uri = (tmp_path / "tokens" / "brand.tokens.json").as_uri()
    edited = json.dumps({"brand": {"accent": color([0, 0, 0], "#000000")}})
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=tokens_uri, language_id="json", version=1, text=edited)))
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=utf16_position(fixed, token)))
    assert hover is not None and "| light | `#000000FF` |" in hover.contents.value, hover

    # A second, unsaved spec with the same id: duplicate-id on both, gone when it is renamed.
    other_uri = (tmp_path / "specs" / "other.dialog.json").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=other_uri, language_id="json", version=1, text=fixed)))
    await until(lambda: any(d.code == "duplicate-id" for d in client.diagnostics.get(other_uri, [])), "duplicate-id on the second spec")
    await until(lambda: any(d.code == "duplicate-id" for d in client.diagnostics[uri]), "duplicate-id on the first spec")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=other_uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed.replace('"team.invite"', '"team.other"'))]))
    await until(lambda: not any(d.code == "duplicate-id" for d in client.diagnostics[uri] + client.diagnostics[other_uri]), "duplicate-id to clear")

    await client.shutdown_session()
    assert client._server.returncode == 0


def spec_with_id(identifier):
    return json.dumps({"id": identifier, "title": "Title", "buttons": [{"id": "ok", "title": "OK", "role": "primary", "action": "ok"}]})


def codes(client, uri):
    return [d.code for d in client.diagnostics.get(uri, [])]


@pytest.mark.asyncio
async def test_the_project_follows_files_on_disk_and_unsaved_config_edits(client: LanguageClient, tmp_path: pathlib.Path):
    config = {"version": 1, "locales": ["en"], "rules": {"text-overflow": "off", "dialog-overflow": "off"}}
    (tmp_path / "dialogc.json").write_text(json.dumps(config))
    (tmp_path / "specs").mkdir()
    spec_path = tmp_path / "specs" / "a.dialog.json"
    spec_path.write_text(spec_with_id("team.invite"))
    uri = spec_path.as_uri()
    await client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=tmp_path.as_uri()))
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="json", version=1, text=spec_with_id("team.invite"))))
    await until(lambda: uri in client.diagnostics, "the diagnostics of the opened spec")
    assert "duplicate-id" not in codes(client, uri), client.diagnostics[uri]

    # A spec created on disk, never opened, with the same id.
    created = tmp_path / "specs" / "drafts" / "b.dialog.json"
    created.parent.mkdir()
    created.write_text(spec_with_id("team.invite"))
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)]))
    await until(lambda: "duplicate-id" in codes(client, uri), "duplicate-id with the created spec")

    # The open config's unsaved 'exclude' leaves the drafts out at once; a pattern that
    # matches nothing is 'unmatched-glob' at the pattern.
    config_uri = (tmp_path / "dialogc.json").as_uri()
    edited = json.dumps({**config, "exclude": ["specs/drafts", "specs/none"]})
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=config_uri, language_id="json", version=1, text=edited)))
    await until(lambda: "duplicate-id" not in codes(client, uri), "duplicate-id to go with the unsaved exclude")
    await until(lambda: "unmatched-glob" in codes(client, config_uri), "unmatched-glob at the unsaved pattern")
    unmatched = [d for d in client.diagnostics[config_uri] if d.code == "unmatched-glob"]
    assert len(unmatched) == 1, client.diagnostics[config_uri]
    start = edited.index('"specs/none"')
    assert unmatched[0].range.start == utf16_position(edited, start)
    assert unmatched[0].range.end == utf16_position(edited, start + len('"specs/none"'))

    # Back to the saved config; then the spec deleted on disk leaves the project.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=config_uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=json.dumps(config))]))
    await until(lambda: "duplicate-id" in codes(client, uri), "duplicate-id back with the saved config")
    await until(lambda: "unmatched-glob" not in codes(client, config_uri), "unmatched-glob to go")
    created.unlink()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Deleted)]))
    await until(lambda: "duplicate-id" not in codes(client, uri), "duplicate-id to go with the deleted spec")

    await client.shutdown_session()
    assert client._server.returncode == 0
