"""``python -m app models``: the endpoint's model list and a one-request check."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.settings import Settings
from tests.servers.openai_server import OpenAIServer, error, text


def _configure(server: OpenAIServer, **extra: object) -> None:
    Settings().update({"llm.provider": "custom", "llm.custom.base_url": server.base_url,
                       "llm.model": "test-model", **extra})


def test_lists_models_with_facts_and_the_chosen_one(
    llm_server: OpenAIServer, capsys: pytest.CaptureFixture[str]
) -> None:
    llm_server.models = ["test-model", "gpt-4o-mini", "gemma:2b"]
    _configure(llm_server, **{"llm.models": {"test-model": {"context_window": 32000}}})
    assert main(["models"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "  gemma:2b  (no tools (Footnote searches for it), 8,192 tokens)",
        "  gpt-4o-mini  (tools, 128,000 tokens)",
        "* test-model  (tools, 32,000 tokens)",
    ]
    assert main(["models", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed[2] == {"id": "test-model", "tools": True, "context_window": 32000,
                         "chosen": True}


def test_check_reports_ok_or_the_exact_problem(
    llm_server: OpenAIServer, capsys: pytest.CaptureFixture[str]
) -> None:
    _configure(llm_server)
    llm_server.script(text("OK"), error(401, "Incorrect API key provided"))
    assert main(["models", "--check"]) == 0
    assert "answered with test-model" in capsys.readouterr().out
    assert main(["models", "--check", "tiny-model"]) == 1
    err = capsys.readouterr().err
    assert "Custom endpoint rejected the API key" in err and "keys set llm.custom" in err
    assert [r["model"] for r in llm_server.received] == ["test-model", "tiny-model"]


def test_unreachable_or_unconfigured_endpoint_says_what_to_do(
    capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update({"llm.provider": "custom"})
    assert main(["models"]) == 1
    assert "python -m app config set llm.custom.base_url" in capsys.readouterr().err
