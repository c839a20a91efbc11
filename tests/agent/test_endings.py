"""Every way an answer ends has its own reason, message and action."""

from __future__ import annotations

import pytest

from services.agent import Agent, AgentConfig
from services.agent.ending import ENDINGS, ToolFailure, decide
from services.cancel import CancelToken
from services.errors import (
    LLMAuthError,
    LLMTimeout,
    LLMUnreachable,
    WebOff,
)
from services.llm.client import ChatClient
from tests.agent.conftest import Lab
from tests.servers.openai_server import Reply, error, search, text


def test_each_run_ending_is_named(lab: Lab) -> None:
    agent = lab.agent(web_mode="off")
    cases = [
        (text("Done."), "complete"),
        (text("Partial", finish_reason="content_filter"), "content_filter"),
        (text("Partial answer", finish_reason="length"), "length"),
        (Reply(text="Hello, this will be cut off", cut_after=3), "network"),
        (text(""), "empty"),
        (error(503, "overloaded"), "provider_error"),
    ]
    for script, reason in cases:
        lab.llm.script(*([script] * (3 if script.status == 503 else 1)))
        result = lab.ask("Hello!", agent)
        assert result.ending.reason == reason, (reason, result.ending)
        assert result.trace.ending == result.ending.to_dict()
        assert result.ok is (reason == "complete")
        if reason != "complete":
            assert result.ending.message and result.ending.action


def test_a_stop_is_named_stopped(lab: Lab) -> None:
    token = CancelToken()
    token.cancel()
    result = lab.ask("Hello!", lab.agent(web_mode="off"), cancel=token)
    assert result.stopped and result.ending.reason == "stopped"


def test_a_timeout_is_named_timeout(lab: Lab) -> None:
    lab.llm.script(Reply(text="late", header_delay_s=3.0))
    slow = ChatClient(lab.client().endpoint, timeout_s=0.5, max_tries=1)
    lab.clients.append(slow)
    result = lab.ask("Hello!", Agent(slow, None, AgentConfig(web_mode="off")))
    assert result.ending.reason == "timeout" and "llm.timeout_s" in result.ending.action


@pytest.mark.parametrize("kwargs, reason", [
    ({"incomplete_reason": "length", "output_limit": 512}, "length"),
    ({"incomplete_reason": "cut", "answer": "half"}, "network"),
    ({"error": LLMUnreachable("x")}, "network"),
    ({"error": LLMTimeout("x")}, "timeout"),
    ({"error": LLMAuthError("x")}, "provider_error"),
    ({"error": WebOff("x")}, "error"),
    ({"limit_reached": True, "answer": "From what was found."}, "round_limit"),
    ({"limit_reached": True}, "round_limit"),
    ({"stopped": True, "incomplete_reason": "length"}, "stopped"),
    ({}, "empty"),
    ({"answer": "ok"}, "complete"),
])
def test_decide(kwargs: dict[str, object], reason: str) -> None:
    base: dict[str, object] = {"answer": "", "stopped": False, "incomplete_reason": "",
                               "error": None, "limit_reached": False, "max_turns": 8,
                               "output_limit": None, "output_tokens": 0}
    ending = decide(**{**base, **kwargs})  # type: ignore[arg-type]
    assert ending.reason == reason and reason in ENDINGS
    if reason == "length":
        assert "512 tokens" in ending.message and "llm.max_output_tokens" in ending.action
    if reason == "network":
        assert "connection" in ending.message.lower() or ending.message == "x"


def test_a_round_limit_names_the_failure_behind_it(lab: Lab) -> None:
    lab.settings["search.searxng.api_host"] = "http://127.0.0.1:9"  # nothing listens there
    lab.llm.script(search("q one"), search("q two"), text(""))
    result = lab.ask("Who won?", lab.agent(max_turns=2))
    ending = result.ending
    assert ending.reason == "round_limit"
    assert (ending.cause, ending.provider, ending.limit) == ("search.unreachable", "searxng", 2)
    assert ending.message.startswith("SearXNG could not be reached.")
    assert "sources it found" not in ending.message


@pytest.mark.parametrize("failed, cause", [
    ([ToolFailure("search.unreachable", "searxng")] * 3, "search.unreachable"),
    ([ToolFailure("search.unreachable", "searxng")], ""),  # 1 of 4 calls: not the cause
    ([], ""),
])
def test_the_cause_is_what_most_tool_calls_failed_with(
    failed: list[ToolFailure], cause: str
) -> None:
    ending = decide(answer="", stopped=False, incomplete_reason="", error=None,
                    limit_reached=True, max_turns=4, output_limit=None, output_tokens=0,
                    tool_calls=4, failures=failed)
    assert ending.reason == "round_limit" and ending.cause == cause and ending.limit == 4
