"""A minimal LSP client over a subprocess's standard input and output, for the tests that
must send what a well-behaved client never does (broken framing, invalid JSON, stale
versions, huge buffers)."""

import json
import queue
import subprocess
import threading
import time


class RawClient:
    def __init__(self, command, cwd=None, env=None):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, cwd=cwd, env=env)
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            self.messages.put(json.loads(body))

    def send_bytes(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == request_id and "method" not in m)

    def wait(self, predicate, timeout=60):
        """The first message (in order) that satisfies `predicate`; others are kept in `seen`."""
        deadline = time.time() + timeout
        while True:
            left = deadline - time.time()
            if left <= 0:
                raise TimeoutError("no matching message from the server")
            message = self.messages.get(timeout=left)
            if message is None:
                raise EOFError("the server closed its output")
            if message.get("method") in ("client/registerCapability", "window/workDoneProgress/create"):
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return message

    def diagnostics_for(self, uri, timeout=60):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri, timeout)["params"]

    def initialize(self, root_uri, capabilities=None, options=None):
        result = self.request("initialize", {"processId": None, "rootUri": root_uri,
                                             "capabilities": capabilities or {},
                                             "initializationOptions": options or {}})
        self.notify("initialized", {})
        return result

    def close(self, timeout=30):
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        return self.process.wait(timeout=timeout)
