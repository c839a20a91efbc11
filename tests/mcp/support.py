"""``python -m app mcp`` as a client starts it: through the SDK's own client, or
with raw lines on its stdin and every answer read with a deadline, so a request
left unanswered fails the test instead of hanging it."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[2]
ANSWER_S = 30.0
"""How long an answer may take before the server counts as hanging (generous: the
machine running the tests may be busy; this detects hangs, it measures nothing)."""


def server_env(home: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "FOOTNOTE_HOME": str(home), "PYTHONPATH": str(ROOT), **extra}


def sdk_session(home: Path, body: Callable[[Any], Awaitable[Any]], **env: str) -> Any:
    """Start the server as an MCP client would and return ``await body(client)``."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "app", "mcp"],
                                   env=server_env(home, **env), cwd=str(ROOT))
    box: list[Any] = []

    async def main() -> None:
        with anyio.fail_after(120):
            async with Client(params) as client:
                box.append(await body(client))

    anyio.run(main)
    return box[0]


def text_of(result: Any) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


class RawServer:
    """The server with a pipe on its stdin, fed line by line."""

    def __init__(self, home: Path, **env: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", "mcp"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
            env=server_env(home, **env),
        )
        self.answers: queue.Queue[bytes] = queue.Queue()
        self._stderr: list[bytes] = []
        threading.Thread(target=self._pump, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.answers.put(line)
        self.answers.put(b"")  # end of output

    def _drain_stderr(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self._stderr.append(line)

    @property
    def stderr(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")

    def send(self, line: bytes | str) -> None:
        assert self.process.stdin is not None
        data = line.encode("utf-8") if isinstance(line, str) else line
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()

    def request(self, request_id: Any, method: str, params: Any = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(json.dumps(message))

    def answer(self, timeout: float = ANSWER_S) -> dict[str, Any]:
        """The next line the server writes, as JSON; fails when none comes."""
        try:
            line = self.answers.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no answer within {timeout} s: the server hangs") from None
        if not line:
            raise AssertionError(f"the server ended its output: {self.stderr[-2000:]}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def initialize(self) -> dict[str, Any]:
        self.request("init", "initialize", {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "raw-test", "version": "1"}})
        answer = self.answer()
        self.send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        return answer

    def wait(self, timeout: float = ANSWER_S) -> int:
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the server did not exit within {timeout} s") from None

    def close(self) -> int:
        """Close stdin (the client is done) and wait for the exit status."""
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
        try:
            return self.wait()
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
