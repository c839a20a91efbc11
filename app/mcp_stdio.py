"""The MCP server's stdio transport: every line answered, every answer redacted,
and a stop that does not wait for the client to close stdin.

It stands in for the SDK's ``mcp.server.stdio.stdio_server`` (mcp 2.3), which
(1) drops the lines it cannot validate without an answer, and (2) reads stdin
in an anyio worker thread that the interpreter joins at exit, so with the
client's stdin still open a SIGTERM could not end the process. Here each line
passes ``app.mcp_gate.admit`` (answered with a JSON-RPC error when the SDK
could not read it), and stdin and stdout are served by daemon threads
(``app.offthread``). The SDK's server runs unchanged on the two streams.

As the SDK's transport does, it keeps the wire to itself while it serves: fd 0
reads the null device and fd 1 writes to stderr, so a stray ``print`` or a
child process cannot corrupt the protocol. Every message written goes through
``services.secrecy.redact_data`` (all but the request id the client chose).
"""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.shared.message import SessionMessage
from mcp_types import INTERNAL_ERROR, JSONRPCError, JSONRPCMessage

from app.mcp_gate import MAX_LINE_BYTES, admit
from app.offthread import run_daemon
from services.secrecy import redact_data

log = logging.getLogger(__name__)

CHUNK = 64 * 1024

Streams = tuple[MemoryObjectReceiveStream[SessionMessage | Exception],
                MemoryObjectSendStream[SessionMessage]]


class LineReader:
    """Lines from a file descriptor, at most ``limit`` bytes kept of each.

    ``next`` blocks (run it in a thread). A longer line comes back cut to
    ``limit + 1`` bytes once it has ended, so the gate can refuse it without
    the rest ever being held in memory.
    """

    def __init__(self, fd: int, limit: int = MAX_LINE_BYTES) -> None:
        self._fd = fd
        self._limit = limit
        self._buffer = bytearray()
        self._scanned = 0
        self._cut: bytes | None = None  # the start of an overlong line, its rest skipped

    def next(self) -> bytes | None:
        """The next line without its newline; None at the end of the input."""
        while True:
            newline = self._buffer.find(b"\n", self._scanned)
            if newline >= 0:
                line = bytes(self._buffer[:newline])
                del self._buffer[:newline + 1]
                self._scanned = 0
                if self._cut is not None:
                    line, self._cut = self._cut, None
                return line
            if self._cut is not None:
                self._buffer.clear()
            elif len(self._buffer) > self._limit:
                self._cut = bytes(self._buffer[:self._limit + 1])
                self._buffer.clear()
            self._scanned = len(self._buffer)
            chunk = os.read(self._fd, CHUNK)
            if not chunk:  # end of input: a last line without its newline still counts
                rest, self._cut = self._cut or bytes(self._buffer), None
                self._buffer.clear()
                return rest or None
            self._buffer += chunk


class LineWriter:
    """Writes messages one per line; after the client stops reading, drops them.

    The lock is taken in the writing thread, so a line whose sender was
    cancelled mid-write still ends before the next one starts.
    """

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._lock = threading.Lock()
        self._broken = False

    async def send(self, message: JSONRPCMessage) -> None:
        if self._broken:
            return
        data = encode(message)
        if not data:
            return
        try:
            await run_daemon(lambda: self._write(data), "footnote-mcp-stdout")
        except OSError as exc:
            if not self._broken:
                log.warning("the MCP client stopped reading (%s); answers are dropped", exc)
            self._broken = True

    def _write(self, data: bytes) -> None:
        with self._lock:
            view = memoryview(data)
            while view:
                view = view[os.write(self._fd, view):]


def encode(message: JSONRPCMessage) -> bytes:
    """One line of JSON, every string redacted but the client's request id."""
    try:
        data = message.model_dump(mode="json", by_alias=True, exclude_unset=True)
        clean: dict[str, Any] = redact_data({k: v for k, v in data.items() if k != "id"})
        if "id" in data:
            clean["id"] = data["id"]
        text = json.dumps(clean, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except Exception as exc:  # never lose the answer itself
        log.exception("an MCP message could not be encoded")
        if not hasattr(message, "id"):  # a notification: nobody waits for it
            return b""
        text = json.dumps({"jsonrpc": "2.0", "id": message.id, "error": {
            "code": INTERNAL_ERROR, "message": f"The answer could not be encoded ({exc})."[:300]}})
    # A lone surrogate cannot be UTF-8: it becomes "?" rather than failing the write.
    return text.encode("utf-8", "replace") + b"\n"


@asynccontextmanager
async def stdio_transport() -> AsyncIterator[Streams]:
    """The read and write streams ``Server.run`` takes, over stdin and stdout.

    The read stream ends at the end of stdin; leaving the context (or
    cancelling it) stops reading at once, while the answers already handed to
    the write stream are still written.
    """
    wire_in, wire_out, restore = _claim_stdio()
    incoming_send, incoming = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    outgoing, outgoing_receive = anyio.create_memory_object_stream[SessionMessage](0)
    reader, writer = LineReader(wire_in), LineWriter(wire_out)
    reading = anyio.CancelScope()

    async def read_lines() -> None:
        with reading:
            async with incoming_send:
                while (line := await run_daemon(reader.next, "footnote-mcp-stdin")) is not None:
                    admitted = admit(line)
                    if isinstance(admitted, JSONRPCError):
                        await writer.send(admitted)
                    elif admitted is not None:
                        try:
                            await incoming_send.send(admitted)
                        except (anyio.BrokenResourceError, anyio.ClosedResourceError):
                            return  # the server has stopped

    async def write_messages() -> None:
        async with outgoing_receive:
            async for item in outgoing_receive:
                await writer.send(item.message)

    try:
        async with anyio.create_task_group() as group:
            group.start_soon(write_messages)
            group.start_soon(read_lines)
            try:
                yield incoming, outgoing
            finally:
                reading.cancel()
                outgoing.close()
    finally:
        restore()


def _claim_stdio() -> tuple[int, int, Callable[[], None]]:
    """Private copies of fds 0 and 1 for the protocol, and how to give them back.

    While serving, fd 0 reads the null device and fd 1 writes to stderr. Where
    the descriptors cannot be duplicated, the protocol uses fds 0 and 1 as they are.
    """
    sys.stdout.flush()
    try:
        wire_in, wire_out = os.dup(0), os.dup(1)
    except OSError:
        return 0, 1, lambda: None
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        try:
            os.dup2(null, 0)
        finally:
            os.close(null)
        os.dup2(2, 1)
    except OSError:
        log.warning("stdin and stdout could not be set aside; a stray print may reach the client")

    def restore() -> None:
        sys.stdout.flush()
        try:
            os.dup2(wire_out, 1)
            os.dup2(wire_in, 0)
            os.close(wire_out)
        except OSError:
            log.warning("stdin and stdout could not be restored after serving MCP")
        # wire_in stays open: a reader thread left blocked on it must never read a
        # descriptor number that has been reused.

    return wire_in, wire_out, restore
