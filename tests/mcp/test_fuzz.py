"""Hostile and malformed input to ``python -m app mcp``, as raw lines and through
the SDK's own client: every request gets an answer, the server never dies.

The raw fuzzer writes each line followed by a ``ping`` and reads until both are
answered; a request left unanswered fails on the read's deadline (a hang
detector: no test here measures speed).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError

from app.settings import Settings
from tests.mcp.support import ANSWER_S, ROOT, RawServer, server_env, text_of

OFFLINE = {
    # Searches fail at once on a closed local port; nothing reaches the internet.
    "search.provider": "searxng",
    "search.searxng.api_host": "http://127.0.0.1:9",
    "search.fallback": "none",
    "fetch.fallback": "none",
    "cache.enabled": False,
}


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# JSON text fragments, written as a hostile client would write them.
STRINGS = ['""', '"x\\ud800"', '"\\udc00tea"', '"' + "a" * 50_000 + '"', '"\\u0000\\u001b[31m"',
           '"web_search"', '"web_fetch"', '"\\ud83d\\ude00"', '"sk-' + "A" * 30 + '"']
VALUES = [*STRINGS, nested(10), nested(63), nested(65), nested(200), nested(5000),
          "9" * 5000, "1e999", "-0", "NaN", "Infinity", "null", "true", "{}", "[]", "3.5",
          '{"a":' * 70 + "1" + "}" * 70, '["http://127.0.0.1:9/x", 5, null]']
GOOD_IDS = ["0", "-1", str(2**63), "1" * 400, '"abc"', '""', '"' + "i" * 100_000 + '"',
            '"\\ud83d\\ude00"']
BAD_IDS = ["1.5", "true", "null", "[]", "{}", '"\\ud800"', "1" * 5000, "1e3"]
METHODS = ['"tools/call"', '"tools/list"', '"ping"', '"initialize"', '"resources/list"',
           '"notifications/cancelled"', '"x\\ud800"', '""', "5", "null"]
ARGUMENT_NAMES = ["query", "urls", "max_tokens", "part", "url", "\\ud800", ""]

FIXED = [
    '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x\\ud800","arguments":{}}}',
    '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"web_search","arguments":'
    '{"query":' + nested(200) + "}}}",
    '{"jsonrpc":"2.0","id":' + str(10**400) + ',"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":"' + "L" * 200_000 + '","method":"ping"}',
    '{"jsonrpc":"2.0","id":5,"method":',
    "[]", "[{}]", "{}", "42", '"x"', "nul", "{{{", "\x00",
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":5,"arguments":[]}}',
    '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"web_fetch",'
    '"arguments":{"urls":"http://127.0.0.1:9/"}}}',
    '{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"web_fetch",'
    '"arguments":{"urls":["http://127.0.0.1:9/"],"part":' + "9" * 400 + "}}}",
]


def expected_id(line: str) -> Any:
    """The id the answer must carry; None for id null; ``NO_ANSWER`` for none."""
    try:
        message = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict):
        return None
    if "id" not in message:
        method = message.get("method")
        if message.get("jsonrpc") == "2.0" and isinstance(method, str) \
                and not any(0xD800 <= ord(c) <= 0xDFFF for c in method):
            return NO_ANSWER  # a notification is never answered
        return None
    value = message["id"]
    if isinstance(value, str) and not any(0xD800 <= ord(c) <= 0xDFFF for c in value):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and len(str(abs(value))) <= 4300:
        return value
    return None


NO_ANSWER = object()


def random_line(rng: random.Random) -> str:
    parts = ['"jsonrpc":"2.0"'] if rng.random() < 0.95 else ['"jsonrpc":"1.0"']
    if rng.random() < 0.85:
        parts.append('"id":' + rng.choice(GOOD_IDS if rng.random() < 0.8 else BAD_IDS))
    method = rng.choice(METHODS)
    parts.append('"method":' + method)
    if method == '"tools/call"' and rng.random() < 0.9:
        arguments = ",".join(f'"{rng.choice(ARGUMENT_NAMES)}":{rng.choice(VALUES)}'
                             for _ in range(rng.randint(0, 3)))
        arguments_text = "{" + arguments + "}" if rng.random() < 0.9 else rng.choice(VALUES)
        parts.append('"params":{"name":' + rng.choice(STRINGS) + ',"arguments":'
                     + arguments_text + "}")
    elif rng.random() < 0.5:
        parts.append('"params":' + rng.choice(VALUES))
    rng.shuffle(parts)
    return "{" + ",".join(parts) + "}"


@pytest.mark.slow
def test_every_raw_line_gets_its_answer_and_the_server_lives_on(footnote_home: Path) -> None:
    Settings().update(OFFLINE)
    rng = random.Random(2111)
    lines = FIXED + [random_line(rng) for _ in range(150)]
    server = RawServer(footnote_home)
    try:
        assert server.initialize()["id"] == "init"
        for number, line in enumerate(lines):
            want = expected_id(line)
            ping = f"ping-{number}"
            server.send(line)
            server.request(ping, "ping")
            answers = _until(server, ping, want)
            if want is not NO_ANSWER:
                answer = next(a for a in answers if a.get("id") == want)
                assert "result" in answer or answer["error"]["code"] < 0, line[:200]
            extra = [a for a in answers if a.get("id") not in (ping, want)]
            assert extra == [], f"unexpected answer to {line[:200]!r}: {extra}"
        server.request("last", "tools/list")
        assert {t["name"] for t in server.answer()["result"]["tools"]} == {
            "web_search", "web_fetch"}
    finally:
        status = server.close()
    assert status == 0
    assert "Traceback" not in server.stderr


def _until(server: RawServer, ping: str, want: Any) -> list[dict[str, Any]]:
    """Answers read until the ping's and (unless none is due) the line's have come."""
    answers: list[dict[str, Any]] = []
    while True:
        answers.append(server.answer())
        ids = [a.get("id") for a in answers]
        if ping in ids and (want is NO_ANSWER or want in ids):
            return answers


@pytest.mark.slow
def test_hostile_calls_through_the_sdk_client_get_answers(footnote_home: Path) -> None:
    Settings().update(OFFLINE)
    calls: list[tuple[str, Any]] = [
        ("x" * 10_000, {}),
        ("", {}),
        ("web_search", {"query": [[[["deep"]]]]}),
        ("web_search", {"query": _deep(60)}),
        ("web_search", {"query": _deep(150)}),
        ("web_search", {"query": 10**400}),
        ("web_search", {"query": "tea", "extra": True}),
        ("web_search", {"query": ["a", "b"]}),
        ("web_search", {"query": "   "}),
        ("web_fetch", {"urls": "http://127.0.0.1:9/"}),
        ("web_fetch", {"url": "http://127.0.0.1:9/"}),
        ("web_fetch", {"urls": [1, None, {}]}),
        ("web_fetch", {"urls": ["http://127.0.0.1:9/"] * 21}),
        ("web_fetch", {"urls": ["javascript:alert(1)", "file:///etc/passwd"]}),
        ("web_fetch", {"urls": ["http://127.0.0.1:9/"], "max_tokens": -5}),
        ("web_fetch", {"urls": ["http://127.0.0.1:9/"], "part": 0}),
        ("web_fetch", {"urls": ["http://127.0.0.1:9/"], "part": "2"}),
        ("web_fetch", {"urls": ["http://127.0.0.1:9/", "http://127.0.0.1:9/b"], "part": 2}),
        ("web_fetch", {"urls": ["\u0000" * 5000]}),
    ]
    params = StdioServerParameters(command=sys.executable, args=["-m", "app", "mcp"],
                                   env=server_env(footnote_home), cwd=str(ROOT))
    outcomes: list[tuple[bool, str]] = []

    async def main() -> None:
        with anyio.fail_after(ANSWER_S * 4):
            async with stdio_client(params) as (read, write), \
                    ClientSession(read, write) as session:
                await session.initialize()
                for name, arguments in calls:
                    try:
                        result = await session.call_tool(name, arguments,
                                                         read_timeout_seconds=ANSWER_S)
                    except MCPError as exc:  # a JSON-RPC error is an answer too
                        outcomes.append((True, f"error {exc.error.code}"))
                        continue
                    outcomes.append((bool(result.is_error), text_of(result)))
                await session.send_ping()
                outcomes.append((False, "alive"))

    anyio.run(main)
    assert len(outcomes) == len(calls) + 1 and outcomes[-1] == (False, "alive")
    for (name, arguments), (is_error, text) in zip(calls, outcomes, strict=False):
        assert is_error, (name, str(arguments)[:100], text[:300])
        assert text.startswith(("Error:", "error ", "Could not read")), text[:300]
    # One rule for shapes: what the schema does not allow is refused, with the reason.
    one_url_as_text = calls.index(("web_fetch", {"urls": "http://127.0.0.1:9/"}))
    assert "'urls' must be a list (JSON array), not a string" in outcomes[one_url_as_text][1]


def _deep(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value]
    return value
