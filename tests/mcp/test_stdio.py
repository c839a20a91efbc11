"""The stdio transport's parts: lines read with a size bound, messages written
redacted and always as valid JSON."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator

import pytest
from mcp_types import ErrorData, JSONRPCError, JSONRPCNotification, JSONRPCResponse

from app.mcp_stdio import LineReader, encode
from services import secrecy


@pytest.fixture
def pipe() -> Iterator[tuple[int, int]]:
    read_end, write_end = os.pipe()
    yield read_end, write_end
    for fd in (read_end, write_end):
        try:
            os.close(fd)
        except OSError:
            pass


def feed(fd: int, data: bytes) -> None:
    """Write from a thread: a pipe holds less than some of these inputs."""
    def write() -> None:
        os.write(fd, data)
        os.close(fd)

    threading.Thread(target=write, daemon=True).start()


def test_lines_come_one_by_one_and_the_last_needs_no_newline(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    feed(write_end, b'{"a":1}\n\n{"b":2}\r\n{"c":3}')
    reader = LineReader(read_end)
    assert [reader.next() for _ in range(5)] == [b'{"a":1}', b"", b'{"b":2}\r', b'{"c":3}', None]


def test_an_overlong_line_is_cut_and_the_next_line_is_intact(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    feed(write_end, b"x" * 300_000 + b"\n" + b'{"after":true}\n')
    reader = LineReader(read_end, limit=1000)
    assert reader.next() == b"x" * 1001  # over the limit: the gate refuses it
    assert reader.next() == b'{"after":true}'
    assert reader.next() is None


def test_answers_are_redacted_but_the_client_id_is_kept() -> None:
    secrecy.remember(["Zq8rT5vLm2Xp9Kd4Wc"])
    message = JSONRPCResponse(jsonrpc="2.0", id="Zq8rT5vLm2Xp9Kd4Wc", result={
        "content": [{"type": "text", "text": "key Zq8rT5vLm2Xp9Kd4Wc, Bearer abc.def"}],
        "structuredContent": {"Zq8rT5vLm2Xp9Kd4Wc": ["Authorization: Bearer xyz123"]}})
    line = encode(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    answer = json.loads(line)
    assert answer["id"] == "Zq8rT5vLm2Xp9Kd4Wc"
    body = json.dumps(answer["result"])
    assert "Zq8rT5vLm2Xp9Kd4Wc" not in body and "xyz123" not in body
    assert "key [redacted]" in body


def test_text_that_is_not_unicode_never_breaks_the_line() -> None:
    error = JSONRPCError(jsonrpc="2.0", id=1, error=ErrorData(code=-1, message="bad \ud800 x"))
    answer = json.loads(encode(error).decode("utf-8"))
    assert answer["error"]["message"] == "bad ? x"


def test_what_cannot_be_encoded_becomes_an_error_answer_or_nothing() -> None:
    class Odd:
        pass

    response = JSONRPCResponse(jsonrpc="2.0", id=4, result={"value": Odd()})
    answer = json.loads(encode(response))
    assert answer["id"] == 4 and answer["error"]["code"] == -32603
    assert "could not be encoded" in answer["error"]["message"]
    # Nobody waits for a notification: it is dropped.
    notification = JSONRPCNotification(jsonrpc="2.0", method="notifications/x",
                                       params={"value": Odd()})
    assert encode(notification) == b""
