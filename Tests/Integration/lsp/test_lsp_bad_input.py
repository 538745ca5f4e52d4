"""What a well-behaved client never sends: each gets an error response or a diagnostic, and
the server answers the next request. Also the exit statuses of the lifecycle."""

import json
import pathlib
import time

import pytest

from conftest import VIEWLINT, expected_diagnostics, summarize
from rawclient import RawClient

PROFILE = "Sources/Profile/ProfileForm.swift"


@pytest.fixture
def server(project):
    client = RawClient([VIEWLINT, "lsp"])
    client.initialize(project.as_uri())
    yield client
    if client.process.poll() is None:
        client.process.kill()
        client.process.wait()


def still_serving(client: RawClient, root: pathlib.Path):
    """A real request after the bad input gets a real answer."""
    uri = (root / PROFILE).as_uri()
    reply = client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    assert reply["result"]["kind"] == "full"
    assert summarize(reply["result"]["items"]) == expected_diagnostics(root)[uri]


def test_invalid_json_gets_a_parse_error(server, project):
    body = b'{"jsonrpc": "2.0", "id": 1, "method": '
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    reply = server.wait(lambda m: "error" in m)
    assert reply["id"] is None and reply["error"]["code"] == -32700
    assert "not valid JSON" in reply["error"]["message"]
    still_serving(server, project)


def test_broken_framing_gets_an_error_and_the_stream_resynchronises(server, project):
    server.send_bytes(b"Content-Lenght: 12\r\n\r\n{not json!!}")
    reply = server.wait(lambda m: "error" in m)
    assert reply["error"]["code"] == -32700 and "Content-Length" in reply["error"]["message"]
    still_serving(server, project)


def test_not_json_rpc_and_unknown_methods(server, project):
    server.send({"jsonrpc": "1.0", "id": 7, "method": "textDocument/hover"})
    reply = server.wait(lambda m: m.get("id") == 7)
    assert reply["error"]["code"] == -32600
    reply = server.request("viewlint/doesNotExist", {})
    assert reply["error"]["code"] == -32601
    server.notify("viewlint/unknownNotification", {})  # ignored, as the protocol asks
    still_serving(server, project)


def test_requests_for_a_document_never_opened(server, project):
    missing = (project / "Sources/Nowhere.swift").as_uri()
    for method, params in (("textDocument/hover", {"position": {"line": 0, "character": 0}}),
                           ("textDocument/diagnostic", {}),
                           ("textDocument/codeAction", {"range": {"start": {"line": 0, "character": 0},
                                                                  "end": {"line": 0, "character": 0}},
                                                        "context": {"diagnostics": []}})):
        reply = server.request(method, {"textDocument": {"uri": missing}, **params})
        assert reply["error"]["code"] == -32602 and "not open" in reply["error"]["message"]
    still_serving(server, project)


def test_a_stale_change_is_refused_and_the_newer_text_kept(server, project):
    path = project / PROFILE
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 5,
                                                            "text": path.read_text()}})
    assert summarize(server.diagnostics_for(uri)["diagnostics"]) == expected_diagnostics(project)[uri]
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 4},
                                             "contentChanges": [{"text": "garbage that must not be applied"}]})
    warning = server.wait(lambda m: m.get("method") == "window/logMessage")
    assert warning["params"]["type"] == 2 and "version 4, not newer than 5" in warning["params"]["message"]
    reply = server.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    assert summarize(reply["result"]["items"]) == expected_diagnostics(project)[uri]


def test_a_50_megabyte_buffer_gets_a_diagnostic(server, project):
    uri = (project / "Sources/Generated.swift").as_uri()
    line = "let value%07d = %d\n"
    text = "".join(line % (i, i) for i in range(2_200_000))
    assert len(text) >= 50_000_000
    started = time.time()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                            "text": text}})
    diagnostics = server.diagnostics_for(uri, timeout=300)["diagnostics"]
    assert len(diagnostics) == 1 and "does not lint buffers over" in diagnostics[0]["message"]
    print(f"50 MB didOpen answered in {time.time() - started:.2f} s")
    still_serving(server, project)


def test_invalid_utf8_on_disk_and_in_a_message(server, project):
    # A file on disk that is not UTF-8: the same error the command line reports, as a diagnostic.
    broken = project / "Sources/Latin1.swift"
    broken.write_bytes(b"import SwiftUI\n// caf\xe9\nstruct Latin1: View { var body: some View { Text(\"x\") } }\n")
    server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": broken.as_uri(), "type": 1}]})
    reply = server.request("textDocument/diagnostic", {"textDocument": {"uri": broken.as_uri()}})
    items = reply["result"]["items"]
    assert summarize(items) == expected_diagnostics(project)[broken.as_uri()]
    assert items[0]["range"]["start"] == {"line": 1, "character": 6}

    # A message whose JSON text is not UTF-8: an error response naming the byte.
    body = b'{"jsonrpc": "2.0", "id": 99, "method": "textDocument/hover", "params": {"x": "caf\xe9"}}'
    server.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    reply = server.wait(lambda m: "error" in m)
    assert reply["error"]["code"] == -32700 and "not valid UTF-8" in reply["error"]["message"]
    still_serving(server, project)


def test_cancelled_request(server, project):
    uri = (project / PROFILE).as_uri()
    # Both arrive before the server reads either, so the cancel is seen first.
    first = {"jsonrpc": "2.0", "id": 50, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": uri}}}
    cancel = {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 50}}
    frames = b""
    for message in (first, cancel):
        body = json.dumps(message).encode()
        frames += b"Content-Length: %d\r\n\r\n" % len(body) + body
    server.send_bytes(frames)
    reply = server.wait(lambda m: m.get("id") == 50)
    # Either answered before the cancel was read, or cancelled: never lost.
    assert "result" in reply or reply["error"]["code"] == -32800
    still_serving(server, project)


def test_exit_status_is_0_after_shutdown(project):
    client = RawClient([VIEWLINT, "lsp"])
    client.initialize(project.as_uri())
    assert client.request("shutdown", None)["result"] is None
    assert client.request("textDocument/hover", {})["error"]["code"] == -32600  # after shutdown
    client.notify("exit", None)
    assert client.process.wait(timeout=30) == 0


def test_exit_status_is_1_without_shutdown(project):
    client = RawClient([VIEWLINT, "lsp"])
    client.initialize(project.as_uri())
    client.notify("exit", None)
    assert client.process.wait(timeout=30) == 1


def test_closed_input_ends_the_server(project):
    client = RawClient([VIEWLINT, "lsp"])
    client.initialize(project.as_uri())
    assert client.close() == 1


def test_requests_before_initialize(project):
    client = RawClient([VIEWLINT, "lsp"])
    reply = client.request("textDocument/hover", {})
    assert reply["error"]["code"] == -32002
    assert client.close() == 1


def test_malformed_notifications_are_logged_and_ignored(server, project):
    """Notifications get no response: what cannot be applied is said in window/logMessage."""
    def logged():
        return server.wait(lambda m: m.get("method") == "window/logMessage")["params"]

    path = project / PROFILE
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1}})
    message = logged()
    assert message["type"] == 1 and "didOpen without uri, version and text" in message["message"]

    never_opened = (project / "Sources/Nowhere.swift").as_uri()
    server.notify("textDocument/didChange", {"textDocument": {"uri": never_opened, "version": 2},
                                             "contentChanges": [{"text": "struct Nowhere {}"}]})
    message = logged()
    assert message["type"] == 1 and f"{never_opened}, which is not open" in message["message"]

    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                            "text": path.read_text()}})
    assert summarize(server.diagnostics_for(uri)["diagnostics"]) == expected_diagnostics(project)[uri]
    backwards = {"start": {"line": 3, "character": 0}, "end": {"line": 1, "character": 0}}
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"range": backwards, "text": "x"}]})
    message = logged()
    assert message["type"] == 1 and "ends before it starts" in message["message"]
    server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3},
                                             "contentChanges": [{"range": {"start": {"line": "one"}}, "text": "x"}]})
    message = logged()
    assert message["type"] == 1 and "malformed range" in message["message"]
    # The document is the text it was opened with.
    reply = server.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    assert summarize(reply["result"]["items"]) == expected_diagnostics(project)[uri]


def test_utf8_positions_when_the_client_offers_them(project):
    """A client offering UTF-8 positions gets them: a finding after a two-byte character on its
    line starts one character later than the command line's UTF-16 range."""
    (project / "Sources/Cafe.swift").write_text(
        'import SwiftUI\n\nstruct Cafe: View {\n    var body: some View {\n        Text("caf\u00e9").id(UUID())\n    }\n}\n')
    client = RawClient([VIEWLINT, "lsp"])
    try:
        reply = client.initialize(project.as_uri(), {"general": {"positionEncodings": ["utf-8", "utf-16"]}})
        assert reply["result"]["capabilities"]["positionEncoding"] == "utf-8"
        uri = (project / "Sources/Cafe.swift").as_uri()
        items = client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})["result"]["items"]
        expected = [e for e in expected_diagnostics(project)[uri] if e[0] == "unstable_id"]
        got = [d for d in items if d["code"] == "unstable_id"]
        assert len(expected) == 1 and len(got) == 1
        utf16 = expected[0][2]
        assert got[0]["range"]["start"]["line"] == utf16["start"]["line"] == 4
        assert got[0]["range"]["start"]["character"] == utf16["start"]["character"] + 1
    finally:
        client.process.kill()
        client.process.wait()
