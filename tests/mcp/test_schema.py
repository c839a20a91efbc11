"""One rule for MCP arguments: they follow the tool's input schema, for every
tool; what does not fit is refused with the argument, the reason and a call
that works."""

from __future__ import annotations

from typing import Any

import pytest

from app.mcp_schema import check, tool_specs

SPECS = tool_specs(20_000)


@pytest.mark.parametrize(("name", "arguments", "words"), [
    ("web_fetch", {"urls": "https://example.org/"},
     "'urls' must be a list (JSON array), not a string"),
    ("web_fetch", {"url": "https://example.org/"}, "missing 'urls'"),
    ("web_fetch", {"urls": ["https://example.org/"], "url": "x"}, "unknown argument 'url'"),
    ("web_fetch", {"urls": []}, "'urls' needs at least 1 item"),
    ("web_fetch", {"urls": ["https://example.org/"] * 21}, "'urls' takes at most 20 items"),
    ("web_fetch", {"urls": [5]}, "'urls[0]' must be a string, not a number"),
    ("web_fetch", {"urls": ["https://example.org/"], "max_tokens": 10**400},
     "'max_tokens' must be at most 1,000,000"),
    ("web_fetch", {"urls": ["https://example.org/"], "max_tokens": 10},
     "'max_tokens' must be at least 500"),
    ("web_fetch", {"urls": ["https://example.org/"], "part": True},
     "'part' must be a whole number, not a boolean"),
    ("web_fetch", {"urls": ["https://example.org/"], "part": "2"},
     "'part' must be a whole number, not a string"),
    ("web_search", {"query": ["tea", "coffee"]}, "'query' must be a string, not an array"),
    ("web_search", {}, "missing 'query'"),
    ("web_search", {"query": "tea", "page": 2}, "unknown argument 'page'"),
])
def test_arguments_that_do_not_fit_the_schema_are_refused(
    name: str, arguments: dict[str, Any], words: str
) -> None:
    error = check(name, arguments, SPECS)
    assert error is not None and words in error, error
    assert error.startswith(f"Error: the arguments of {name} do not follow its input schema")
    assert "Send arguments like {" in error


@pytest.mark.parametrize(("name", "arguments"), [
    ("web_fetch", {"urls": ["https://example.org/"]}),
    ("web_fetch", {"urls": ["https://example.org/"], "max_tokens": 50_000, "part": 3}),
    ("web_fetch", {"urls": ["https://example.org/"], "part": 2.0}),  # JSON has one number type
    ("web_search", {"query": "tea"}),
])
def test_arguments_that_fit_pass(name: str, arguments: dict[str, Any]) -> None:
    assert check(name, arguments, SPECS) is None


def test_every_tool_declares_what_it_accepts_and_nothing_more() -> None:
    for spec in SPECS:
        assert spec["parameters"]["additionalProperties"] is False
        assert spec["parameters"]["required"]
