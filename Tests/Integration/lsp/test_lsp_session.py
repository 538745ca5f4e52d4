"""pytest-lsp drives `viewlint lsp` as an editor would (VS Code's capabilities): initialize,
open, change, code actions, hover, watched files, shutdown. Every diagnostic is checked
against `viewlint lint --reporter json` for the same files on disk."""

import asyncio
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import VIEWLINT, expected_diagnostics, summarize

PROFILE = "Sources/Profile/ProfileForm.swift"
METER = "Sources/Dashboard/Meter.swift"
DASHBOARD = "Sources/Dashboard/Dashboard.swift"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[VIEWLINT, "lsp"]))
async def client(lsp_client: LanguageClient, project):
    registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        # What an editor does: remember what the server asked to watch.
        registrations.extend(params.registrations)

    lsp_client.registrations = registrations
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=project.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="project")],
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def indexed(client: LanguageClient, timeout=60):
    """Waits for the end of the indexing progress the server reports."""
    for _ in range(int(timeout / 0.02)):
        reports = client.progress_reports.get("viewlint-indexing", [])
        if any(getattr(r, "kind", None) == "end" for r in reports):
            return reports
        await asyncio.sleep(0.02)
    raise AssertionError(f"no end of indexing progress: {client.progress_reports}")


async def published(client: LanguageClient, uri: str, timeout=60):
    """The next diagnostics published for `uri` (earlier ones are discarded first)."""
    for _ in range(int(timeout / 0.01)):
        if uri in client.diagnostics:
            return client.diagnostics.pop(uri)
        await asyncio.sleep(0.01)
    raise AssertionError(f"no diagnostics published for {uri}")


def open_file(client: LanguageClient, root: pathlib.Path, relative: str, version=1):
    path = root / relative
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=path.as_uri(), language_id="swift", version=version, text=path.read_text())))
    return path.as_uri()


def apply_edits(text: str, edits) -> str:
    """Applies protocol text edits (UTF-16 positions) to `text`, last first."""
    lines = text.split("\n")

    def offset(position):
        prefix = sum(len(line) + 1 for line in lines[:position.line])
        line = lines[position.line] if position.line < len(lines) else ""
        units = line.encode("utf-16-le")[: position.character * 2].decode("utf-16-le")
        return prefix + len(units)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
        lines = text.split("\n")
    return text


async def change_and_compare(client: LanguageClient, project, relative, version, changes, text):
    """Sends `changes` to the open document, then writes `text` (the same result) to disk and
    checks the diagnostics published for it against the command line's; returns them."""
    uri = (project / relative).as_uri()
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=changes))
    after = await published(client, uri)
    (project / relative).write_text(text)
    assert summarize(after) == expected_diagnostics(project).get(uri, [])
    return after


def document_edits(action, uri):
    changes = action.edit.document_changes or []
    return [edit for change in changes if change.text_document.uri == uri for edit in change.edits]


async def test_open_documents_match_the_command_line(client: LanguageClient, project):
    reports = await indexed(client)
    assert [r.kind for r in reports][0] == "begin"
    watched = [w["globPattern"] for r in client.registrations for w in r.register_options["watchers"]]
    assert watched == ["**/*.swift", "**/.viewlint.yml"]
    expected = expected_diagnostics(project)
    assert len(expected) == 2, expected  # the fixture has a finding in two files
    for relative in (PROFILE, DASHBOARD, METER):
        uri = open_file(client, project, relative)
        diagnostics = await published(client, uri)
        assert summarize(diagnostics) == expected.get(uri, [])
        for d in diagnostics:
            assert d.source == "viewlint"
            assert d.code_description.href.endswith(f"/{d.code}.md")
            assert pathlib.Path(d.code_description.href.removeprefix("file://")).read_text().startswith("# ")


async def test_pull_diagnostics_for_a_file_not_open(client: LanguageClient, project):
    await indexed(client)
    uri = (project / DASHBOARD).as_uri()
    report = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert summarize(report.items) == expected_diagnostics(project)[uri]
    again = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
    assert again.kind == "unchanged"


async def test_quick_fix_through_an_incremental_change(client: LanguageClient, project):
    await indexed(client)
    uri = open_file(client, project, PROFILE)
    diagnostics = await published(client, uri)
    finding = next(d for d in diagnostics if d.code == "closure_binding")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=finding.range,
        context=types.CodeActionContext(diagnostics=[finding])))
    titles = [a.title for a in actions]
    assert "Disable closure_binding for this line" in titles
    assert "Disable closure_binding for this file" in titles
    fix = next(a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.is_preferred)
    edits = document_edits(fix, uri)
    assert edits and "$profile.showsEmail" in edits[0].new_text

    # The editor applies the fix as an incremental change, then the same text is written to
    # disk for the command line to compare.
    fixed = apply_edits((project / PROFILE).read_text(), edits)
    after = await change_and_compare(client, project, PROFILE, 2, [
        types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in edits], fixed)
    assert all(d.code != "closure_binding" for d in after)


async def test_disable_actions_and_full_sync(client: LanguageClient, project):
    await indexed(client)
    uri = open_file(client, project, PROFILE)
    finding = next(d for d in await published(client, uri) if d.code == "closure_binding")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=finding.range,
        context=types.CodeActionContext(diagnostics=[finding])))
    original = (project / PROFILE).read_text()
    for version, title in ((2, "Disable closure_binding for this line"), (3, "Disable closure_binding for this file")):
        action = next(a for a in actions if a.title == title)
        text = apply_edits(original, document_edits(action, uri))
        assert "// viewlint:disable" in text
        after = await change_and_compare(client, project, PROFILE, version,
                                         [types.TextDocumentContentChangeWholeDocument(text=text)], text)
        assert all(d.code != "closure_binding" for d in after)


async def test_fix_all_source_action(client: LanguageClient, project):
    await indexed(client)
    uri = open_file(client, project, PROFILE)
    await published(client, uri)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
        context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll])))
    assert [a.kind for a in actions] == ["source.fixAll.viewlint"]
    fixed = apply_edits((project / PROFILE).read_text(), document_edits(actions[0], uri))
    assert "isOn: $profile.showsEmail)" in fixed and "Binding(" not in fixed


async def test_hover_shows_the_rule_and_the_evidence(client: LanguageClient, project):
    await indexed(client)
    uri = open_file(client, project, DASHBOARD)
    finding = next(d for d in await published(client, uri) if d.code == "unenforced_equatable")
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=finding.range.start))
    text = hover.contents.value
    assert "unenforced_equatable" in text
    # Both runs' counts at the flagged site and the change the deciding run made.
    assert "**Evidence** — confirmed" in text and "| body runs | 10 | 0 |" in text
    assert "The deciding run: " in text and "`highlighted` changes" in text
    assert "**Why it matters.**" in text
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=0)))
    assert nothing is None


async def test_an_edit_in_one_file_republishes_another(client: LanguageClient, project):
    """Removing Meter's custom `==` (in Meter.swift) removes the finding where Meter is used
    (Dashboard.swift, never opened)."""
    await indexed(client)
    uri = open_file(client, project, METER)
    await published(client, uri)
    dashboard = (project / DASHBOARD).as_uri()
    assert expected_diagnostics(project)[dashboard]
    path = project / METER
    text = path.read_text()
    start = text.index("    static func ==")
    end = text.index("    var body")
    lines_before = text[:start].count("\n")
    removed_lines = text[start:end].count("\n")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=lines_before, character=0),
                              end=types.Position(line=lines_before + removed_lines, character=0)), text="")]))
    other = await published(client, dashboard)
    path.write_text(text[:start] + text[end:])
    assert summarize(other) == expected_diagnostics(project).get(dashboard, [])
    assert all(d.code != "unenforced_equatable" for d in other)


async def test_watched_files_and_configuration_reload(client: LanguageClient, project):
    await indexed(client)
    profile = open_file(client, project, PROFILE)
    await published(client, profile)

    # A new file on disk joins the project.
    created = project / "Sources/Profile/Avatar.swift"
    created.write_text(
        "import SwiftUI\n\nstruct Avatar: View {\n    let initials: String\n\n"
        "    var body: some View {\n        Text(initials)\n            .id(UUID())\n    }\n}\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Created)]))
    report = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=created.as_uri())))
    assert summarize(report.items) == expected_diagnostics(project)[created.as_uri()]

    # The configuration turns a rule off: open documents are analysed again.
    config = project / ".viewlint.yml"
    config.write_text("disabled_rules:\n  - closure_binding\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]))
    after = await published(client, profile)
    assert summarize(after) == expected_diagnostics(project).get(profile, [])
    assert all(d.code != "closure_binding" for d in after)

    # A deleted file's diagnostics are cleared (the ones published when it appeared are
    # set aside first).
    client.diagnostics.pop(created.as_uri(), None)
    created.unlink()
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=created.as_uri(), type=types.FileChangeType.Deleted)]))
    assert list(await published(client, created.as_uri())) == []
