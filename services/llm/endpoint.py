"""Which endpoint, key and model a chat request goes to, from the settings."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from services.errors import LLMNeedsKey, NoBaseURL, NoModel
from services.llm.presets import ModelInfo, model_info, preset

KeyLookup = Callable[[str], list[str]]

_ENV_HINTS: dict[str, str] = {
    "openai": "OPENAI_API_KEY",
    "deepseek": "DEEPSEEK_API_KEY",
    "qwen": "DASHSCOPE_API_KEY",
    "moonshot": "MOONSHOT_API_KEY",
    "zhipu": "ZHIPUAI_API_KEY",
    "siliconflow": "SILICONFLOW_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "groq": "GROQ_API_KEY",
    "mistral": "MISTRAL_API_KEY",
    "gemini": "GEMINI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "xai": "XAI_API_KEY",
}


@dataclass(frozen=True)
class Endpoint:
    """A resolved endpoint: where to send requests and with which key.

    ``api_key`` is never logged or traced; ``repr`` hides it.
    """

    provider: str
    label: str
    base_url: str
    api_key: str
    model: str
    info: ModelInfo
    stream_usage: bool
    reasoning_echo: str = ""
    max_tokens_param: str = "max_tokens"
    max_output_tokens: int | None = None

    def __repr__(self) -> str:
        return (
            f"Endpoint(provider={self.provider!r}, base_url={self.base_url!r}, "
            f"model={self.model!r}, api_key={'***' if self.api_key else ''!r})"
        )


def key_hint(provider: str) -> str:
    """What to run to give Footnote a key for ``provider``."""
    env = _ENV_HINTS.get(provider)
    env_text = f"set {env} or FOOTNOTE_LLM_API_KEY" if env else "set FOOTNOTE_LLM_API_KEY"
    return f"Run 'python -m app keys set llm.{provider}' or {env_text}."


def resolve_endpoint(
    settings: Mapping[str, Any],
    key_lookup: KeyLookup,
    *,
    provider: str | None = None,
    model: str | None = None,
) -> Endpoint:
    """Build the endpoint from ``llm.*`` settings and the key store.

    Raises:
        LLMNeedsKey: the provider needs a key and none is stored.
        LLMError: no base URL (custom) or no model chosen.
    """
    name = provider or str(settings["llm.provider"])
    spec = preset(name)
    base_url = str(settings[f"llm.{name}.base_url"] or spec.base_url).rstrip("/")
    if not base_url:
        raise NoBaseURL(
            f"No base URL is set for the {spec.label} provider.",
            hint=f"Set it in Settings > Models or run "
            f"'python -m app config set llm.{name}.base_url http://host:port/v1'.",
        )
    keys = key_lookup(f"llm.{name}")
    if not keys and spec.needs_key:
        raise LLMNeedsKey(f"No API key is stored for {spec.label}.", hint=key_hint(name))
    chosen = (model or str(settings["llm.model"] or "")).strip() or spec.default_model
    if not chosen:
        raise NoModel(
            f"No model is chosen for {spec.label}.",
            hint="Pick one in Settings > Models (the list comes from the endpoint) or run "
            "'python -m app config set llm.model NAME'.",
        )
    overrides = settings["llm.models"] or {}
    return Endpoint(
        provider=name,
        label=spec.label,
        base_url=base_url,
        # Local servers accept any key; the SDK insists on a non-empty one.
        api_key=keys[0] if keys else "not-needed",
        model=chosen,
        info=model_info(chosen, overrides if isinstance(overrides, Mapping) else None),
        stream_usage=spec.stream_usage,
        reasoning_echo=spec.reasoning_echo,
        max_tokens_param=spec.max_tokens_param,
        max_output_tokens=int(settings["llm.max_output_tokens"] or 0) or None,
    )
