"""The gate in front of the SDK: each line is handed on, or answered with the
JSON-RPC error that names what is wrong, with the request's id when it can be read."""

from __future__ import annotations

import json

import pytest
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, JSONRPCError, JSONRPCRequest

from app.mcp_gate import MAX_DEPTH, MAX_LINE_BYTES, admit


def call(params: str, request_id: str = "7") -> bytes:
    return ('{"jsonrpc":"2.0","id":' + request_id + ',"method":"tools/call","params":'
            + params + "}").encode()


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize(("line", "code", "answer_id", "words"), [
    # What the SDK alone drops without an answer.
    (call('{"name":"x\\ud800","arguments":{}}'), INVALID_PARAMS, 7,
     "'params.name' is not valid Unicode"),
    (call('{"name":"web_search","arguments":{"query":"\\udc00"}}'), INVALID_PARAMS, 7,
     "'params.arguments.query' is not valid Unicode"),
    (call('{"name":"web_search","arguments":{"\\ud800":1}}'), INVALID_PARAMS, 7,
     "not valid Unicode"),
    (call('{"name":"web_search","arguments":{"q":' + nested(200) + "}}"), INVALID_PARAMS, 7,
     f"nested more than {MAX_DEPTH} levels deep"),
    (call('{"name":"web_search","arguments":{"q":' + nested(100_000) + "}}"), PARSE_ERROR,
     None, "nested too deeply to read"),
    (call('{"name":"web_search","arguments":{"n":' + "9" * 5000 + "}}"), INVALID_PARAMS, 7,
     "'params.arguments.n' is a number of 5000 digits"),
    (call("{}", "1" * 5000), INVALID_REQUEST, None, "'id' is a number of 5000 digits"),
    (call("{}", '"\\ud800"'), INVALID_REQUEST, None, "'id' is not valid Unicode"),
    (call("{}", "1.5"), INVALID_REQUEST, None, "'id' must be a string or an integer"),
    (call("{}", "true"), INVALID_REQUEST, None, "not a boolean"),
    (call("{}", "null"), INVALID_REQUEST, None, "not null"),
    (call("{}", "[1]"), INVALID_REQUEST, None, "not an array"),
    (b'{"jsonrpc":"2.0","id":5,"method":', PARSE_ERROR, None, "not valid JSON"),
    (b'{"jsonrpc":"2.0","id":5,"method":"ping"} trailing', PARSE_ERROR, None, "not valid JSON"),
    (b'{"jsonrpc":"2.0","id":15,"method":"ping","x":"\xff"}', PARSE_ERROR, 15, "not valid UTF-8"),
    (b"[1, 2]", INVALID_REQUEST, None, "batch"),
    (b"[]", INVALID_REQUEST, None, "batch"),
    (b'"ping"', INVALID_REQUEST, None, "a JSON object, not a string"),
    (b'{"id":9,"method":"ping"}', INVALID_REQUEST, 9, "'jsonrpc' must be \"2.0\""),
    (b'{"jsonrpc":"1.0","id":9,"method":"ping"}', INVALID_REQUEST, 9, "'jsonrpc'"),
    (b'{"jsonrpc":"2.0","id":9,"method":5}', INVALID_REQUEST, 9, "'method' must be a string"),
    (b'{"jsonrpc":"2.0","method":5}', INVALID_REQUEST, None, "'method' must be a string"),
    (b'{"jsonrpc":"2.0","id":9}', INVALID_REQUEST, 9, "'method' is missing"),
    (b'{"jsonrpc":"2.0","id":9,"method":"ping","params":"x"}', INVALID_PARAMS, 9,
     "'params' must be an object, not a string"),
    (b'{"jsonrpc":"2.0","id":9,"method":"ping","params":[1]}', INVALID_PARAMS, 9,
     "not an array"),
])
def test_an_unreadable_request_is_answered(
    line: bytes, code: int, answer_id: object, words: str
) -> None:
    answer = admit(line)
    assert isinstance(answer, JSONRPCError)
    assert (answer.error.code, answer.id) == (code, answer_id)
    assert words in answer.error.message
    # The answer itself is valid JSON-RPC, whatever the client sent.
    json.loads(answer.model_dump_json(by_alias=True, exclude_unset=True))


def test_a_line_over_the_size_limit_is_refused_without_reading_it() -> None:
    answer = admit(b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"'
                   + b"a" * MAX_LINE_BYTES + b'"}}')
    assert isinstance(answer, JSONRPCError)
    assert answer.error.code == INVALID_REQUEST and "larger than 4 MiB" in answer.error.message


@pytest.mark.parametrize("line", [
    b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    b'{"jsonrpc":"2.0","id":"' + b"a" * 100_000 + b'","method":"tools/list"}',
    b'{"jsonrpc":"2.0","id":' + b"1" * 400 + b',"method":"tools/list"}',
    b'{"jsonrpc":"2.0","id":-3,"method":"ping"}',
    b'  {"jsonrpc":"2.0","id":1,"method":"ping"}\r',
    call('{"name":"web_search","arguments":{"query":"\\ud83d\\ude00 tea"}}'),  # a valid pair
    call('{"name":"web_search","arguments":{"q":' + nested(MAX_DEPTH - 4) + "}}"),
])
def test_a_readable_request_goes_to_the_sdk_unchanged(line: bytes) -> None:
    admitted = admit(line)
    assert isinstance(admitted, SessionMessage)
    assert isinstance(admitted.message, JSONRPCRequest)
    assert admitted.message.id == json.loads(line)["id"]


@pytest.mark.parametrize("line", [
    b"",
    b"   \t",
    # Notifications and responses are never answered (JSON-RPC 2.0), readable or not.
    b'{"jsonrpc":"2.0","method":"notifications/x","params":{"a":"\\udc00"}}',
    b'{"jsonrpc":"2.0","method":"notifications/x","params":"no object"}',
    b'{"jsonrpc":"2.0","id":7,"result":5}',
    b'{"jsonrpc":"2.0","id":7,"error":{"code":"x"}}',
])
def test_blank_lines_notifications_and_responses_get_no_answer(line: bytes) -> None:
    assert admit(line) is None


def test_a_readable_notification_goes_to_the_sdk() -> None:
    admitted = admit(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
    assert isinstance(admitted, SessionMessage)
