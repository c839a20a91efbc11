"""Presets, model facts with overrides, and resolving the endpoint and key."""

from __future__ import annotations

import json

import pytest

from app.secrets import Secrets
from app.settings import Settings
from app.settings_schema import LLM_PRESETS as SCHEMA_PRESETS
from services.agent.trace import AgentTrace, ToolCallTrace, TurnTrace
from services.errors import LLMError, LLMNeedsKey
from services.llm import LLM_PRESETS, PRESETS, model_info, resolve_endpoint
from services.llm.assemble import ToolCallAssembler
from tests.defaults import settings_with


def test_one_table_of_presets_for_settings_and_services() -> None:
    assert SCHEMA_PRESETS is LLM_PRESETS
    assert set(PRESETS) >= {"openai", "deepseek", "qwen", "moonshot", "zhipu", "siliconflow",
                            "openrouter", "groq", "mistral", "gemini", "anthropic", "xai",
                            "ollama", "lmstudio", "custom"}
    assert not PRESETS["ollama"].needs_key and not PRESETS["lmstudio"].needs_key
    assert Settings()["llm.qwen.base_url"].endswith("/compatible-mode/v1")


@pytest.mark.parametrize(("model", "tools", "window"), [
    ("gpt-4o-mini", True, 128_000),
    ("openai/gpt-4o", True, 128_000),          # OpenRouter vendor prefix
    ("llama3.1:8b", True, 131_072),            # Ollama tag
    ("llama3:latest", False, 8_192),
    ("gemma2:2b", False, 8_192),
    ("deepseek-r1:7b", False, 128_000),
    ("claude-3-5-haiku-latest", True, 200_000),
    ("some-new-model", True, None),
])
def test_model_facts(model: str, tools: bool, window: int | None) -> None:
    info = model_info(model)
    assert (info.tools, info.context_window) == (tools, window)


def test_user_overrides_win() -> None:
    info = model_info("gemma2:2b", {"gemma2:2b": {"tools": True, "context_window": 32_000}})
    assert info.tools and info.context_window == 32_000 and info.source == "override"
    partial = model_info("gpt-4o", {"gpt-4o": {"tools": False}})
    assert not partial.tools and partial.context_window == 128_000


def test_missing_key_says_exactly_what_to_run() -> None:
    with pytest.raises(LLMNeedsKey) as info:
        resolve_endpoint(settings_with({"llm.provider": "deepseek"}), lambda name: [])
    text = str(info.value)
    assert "python -m app keys set llm.deepseek" in text
    assert "DEEPSEEK_API_KEY" in text and "FOOTNOTE_LLM_API_KEY" in text


def test_local_providers_need_no_key_and_custom_needs_a_base_url() -> None:
    endpoint = resolve_endpoint(
        settings_with({"llm.provider": "ollama", "llm.model": "qwen2.5:7b"}), lambda name: [])
    assert endpoint.base_url == "http://127.0.0.1:11434/v1" and endpoint.api_key
    assert endpoint.info.tools
    with pytest.raises(LLMError) as info:
        resolve_endpoint(settings_with({"llm.provider": "custom", "llm.model": "x"}),
                         lambda name: [])
    assert info.value.code == "no_base_url" and "llm.custom.base_url" in str(info.value)
    with pytest.raises(LLMError) as info:
        resolve_endpoint(settings_with({"llm.provider": "ollama"}), lambda name: [])
    assert info.value.code == "no_model"


def test_key_from_store_or_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings()
    secrets = Secrets(settings)
    monkeypatch.setenv("FOOTNOTE_LLM_API_KEY", "sk-env")
    endpoint = resolve_endpoint(settings, secrets.keys_for)
    assert endpoint.api_key == "sk-env" and endpoint.model == "gpt-4o-mini"
    assert "sk-env" not in repr(endpoint)
    monkeypatch.delenv("FOOTNOTE_LLM_API_KEY")
    secrets.set("llm.openai", "sk-stored")
    assert resolve_endpoint(settings, secrets.keys_for).api_key == "sk-stored"


def test_assembler_accepts_argument_objects_and_repeated_names() -> None:
    asm = ToolCallAssembler()
    asm.feed([{"index": 0, "id": "a", "function": {"name": "web_fetch", "arguments": ""}}])
    asm.feed([{"index": 0, "function": {"name": "web_fetch", "arguments": {"urls": ["u"]}}}])
    calls = asm.calls()
    assert [(c.id, c.name, c.parsed_arguments()) for c in calls] == [
        ("a", "web_fetch", {"urls": ["u"]})]


def test_trace_round_trips_through_json() -> None:
    trace = AgentTrace("q", "m", turns=[TurnTrace(1, injected=["correction"], tool_calls=[
        ToolCallTrace("web_search", {"query": "x"}, ok=True, provider="searxng")])])
    again = AgentTrace.from_dict(json.loads(trace.to_json()))
    assert again == trace


def test_key_hints_name_every_variable_the_key_store_reads() -> None:
    """The missing-key and rejected-key messages name the variables app.secrets consults."""
    from app.secrets import env_vars
    from services.llm.endpoint import key_hint

    for name in PRESETS:
        hint = key_hint(name)
        assert f"python -m app keys set llm.{name}" in hint
        assert all(var in hint for var in env_vars(f"llm.{name}")), name
