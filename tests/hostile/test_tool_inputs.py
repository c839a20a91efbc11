"""Every tool input is validated at the edge: a bad item fails alone, with a reason
the model and the user can read, and the answer goes on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.agent.conftest import Lab
from tests.servers.openai_server import cite_id_for, search, text, tool_outputs, tools


def _page(lab: Lab) -> str:
    return lab.page("good", "A good page", "The good page says the answer is 42.")


@pytest.mark.parametrize(
    "bad",
    ["http://[::1", "http://[www.example.com]/", "https://ex ample.org/", "http://a:99999/",
     "javascript:alert(1)", "file:///etc/passwd", "", "   ", "\x1b[2J", "x" * 10_000, 42, None,
     {"url": "https://example.org/"}, ["nested"], True],
)
def test_one_malformed_url_fails_alone(lab: Lab, bad: Any) -> None:
    page = _page(lab)
    lab.llm.script(
        tools(("web_fetch", {"urls": [bad, page]})),
        lambda body: text(f"It is 42 [cite:{cite_id_for(body, '/articles/good')}]."),
    )
    result = lab.ask("Read the page")
    assert result.ok, result.error
    assert result.answer.startswith("It is 42 [cite:")
    sent = tool_outputs(lab.llm.received[1])[-1]
    assert "The good page says the answer is 42." in sent
    assert "unsafe_url" in sent


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"query": ""}, "non-empty 'query'"),
        ({"query": 12}, "non-empty 'query'"),
        ({"query": None}, "non-empty 'query'"),
        ({"q": "x"}, "non-empty 'query'"),
        ('{"query": "unterminated', "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ({"query": "x" * 100_000}, "100,000 characters"),
        ({"query": "a\x00b" * 1000}, "characters"),
    ],
)
def test_bad_search_arguments_fail_that_call_only(lab: Lab, arguments: Any, words: str) -> None:
    page = _page(lab)
    lab.hits("good page", ("A good page", page, "The answer."))
    lab.llm.script(
        tools(("web_search", arguments)),
        search("good page"),
        lambda body: text(f"Found it [cite:{cite_id_for(body, '/articles/good')}]."),
    )
    result = lab.ask("Find the good page")
    assert result.ok, result.error
    assert result.answer.startswith("Found it [cite:")
    first = tool_outputs(lab.llm.received[1])[-1]
    assert words in first


def test_bad_fetch_argument_types(lab: Lab) -> None:
    page = _page(lab)
    lab.llm.script(
        tools(("web_fetch", {"urls": 7})),
        tools(("web_fetch", {"urls": []})),
        tools(("web_fetch", {"urls": [page]})),
        lambda body: text(f"Done [cite:{cite_id_for(body, '/articles/good')}]."),
    )
    result = lab.ask("Read it")
    assert result.ok, result.error
    outputs = tool_outputs(lab.llm.received[3])
    assert "web_fetch needs 'urls'" in outputs[0] and "web_fetch needs 'urls'" in outputs[1]
