"""Model providers and what Footnote knows about their models.

This is the one source of truth for the OpenAI-compatible presets (``app``
imports ``LLM_PRESETS`` from here for its settings table). Per-model facts
(tool calling, context window) come from ``KNOWN_MODELS`` and are overridden
by the user's ``llm.models`` setting: ``{model: {"tools": bool,
"context_window": int, "stream": bool, "refused_params": [...],
"reasoning_echo": str}}``. The last three are written by Footnote itself when
an endpoint refuses streaming or a parameter for a model, or requires (or
refuses) the reasoning of tool-call turns sent back, so the next answer does
not ask again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Preset:
    """One provider preset.

    Attributes:
        name: short id used in settings and key names (``llm.<name>``).
        label: human name shown in messages and Settings.
        base_url: default OpenAI-compatible base URL ('' for custom).
        needs_key: False for local servers that accept any key.
        stream_usage: the endpoint accepts ``stream_options.include_usage``.
        default_model: model used when ``llm.model`` is empty ('' = ask the user).
        reasoning_echo: the field under which a tool-call turn's reasoning is sent
            back within a run ('' = never sent back).
        max_tokens_param: the name of the output-limit field.
        env_var: the provider's customary environment variable for its key, read
            before ``FOOTNOTE_LLM_API_KEY``.
    """

    name: str
    label: str
    base_url: str
    needs_key: bool = True
    stream_usage: bool = True
    default_model: str = ""
    reasoning_echo: str = ""
    max_tokens_param: str = "max_tokens"
    env_var: str = ""


# Reviewed against each provider's documentation (December 2026). What each
# note records is what the preset's fields are based on.
PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        # OpenAI: Chat Completions documents max_completion_tokens and deprecates
        # max_tokens (o-series and gpt-5 refuse it). Reasoning text is not returned
        # by Chat Completions. o3 and some newer models refuse stream=true for
        # unverified organisations (400, param "stream"): the client falls back.
        Preset("openai", "OpenAI", "https://api.openai.com/v1", default_model="gpt-4o-mini",
               max_tokens_param="max_completion_tokens", env_var="OPENAI_API_KEY"),
        # DeepSeek: deepseek-reasoner (and thinking mode) returns reasoning_content;
        # "Thinking Mode" guide: in a tool-call turn it must be passed back in later
        # requests or the API answers 400; without tool calls it is ignored.
        # stream_options.include_usage is supported; output limit is max_tokens.
        Preset("deepseek", "DeepSeek", "https://api.deepseek.com/v1",
               default_model="deepseek-chat", reasoning_echo="reasoning_content",
               env_var="DEEPSEEK_API_KEY"),
        # Qwen (DashScope compatible mode): thinking (enable_thinking, qwen3/qwq)
        # returns reasoning_content and is stream-only; include_usage supported.
        # The docs do not ask for reasoning to be passed back.
        Preset("qwen", "Qwen (DashScope)", "https://dashscope.aliyuncs.com/compatible-mode/v1",
               default_model="qwen-plus", env_var="DASHSCOPE_API_KEY"),
        # Moonshot / Kimi: kimi-k2-thinking and kimi-k2.5+ return reasoning_content;
        # the thinking-model guide says to keep it in the context for multi-step
        # tool use. Usage comes in the choice, not via stream_options.
        Preset("moonshot", "Moonshot / Kimi", "https://api.moonshot.cn/v1",
               stream_usage=False, default_model="moonshot-v1-32k",
               reasoning_echo="reasoning_content", env_var="MOONSHOT_API_KEY"),
        # Zhipu GLM: GLM-4.5+ think by default (reasoning_content) with interleaved
        # thinking; "thinking blocks should be preserved and returned together with
        # the tool results". stream_options is not documented.
        Preset("zhipu", "Zhipu GLM", "https://open.bigmodel.cn/api/paas/v4",
               stream_usage=False, default_model="glm-4-flash",
               reasoning_echo="reasoning_content", env_var="ZHIPUAI_API_KEY"),
        # SiliconFlow: hosts DeepSeek/Qwen reasoners with reasoning_content; does
        # not document passing it back, nor stream_options.
        Preset("siliconflow", "SiliconFlow", "https://api.siliconflow.cn/v1",
               stream_usage=False, default_model="deepseek-ai/DeepSeek-V3",
               env_var="SILICONFLOW_API_KEY"),
        # OpenRouter: reasoning arrives as "reasoning" (plus reasoning_details);
        # include_usage supported. Reasoning is not sent back (only
        # reasoning_details would be, which Footnote does not keep).
        Preset("openrouter", "OpenRouter", "https://openrouter.ai/api/v1",
               default_model="openai/gpt-4o-mini", env_var="OPENROUTER_API_KEY"),
        # Groq, Mistral, xAI: standard tool calling; Mistral wants 9-character
        # alphanumeric tool-call ids (Footnote's own ids follow that) and no
        # stream_options. Not re-verified against their docs in this review.
        Preset("groq", "Groq", "https://api.groq.com/openai/v1",
               default_model="llama-3.3-70b-versatile", env_var="GROQ_API_KEY"),
        Preset("mistral", "Mistral", "https://api.mistral.ai/v1", stream_usage=False,
               default_model="mistral-large-latest", env_var="MISTRAL_API_KEY"),
        # Gemini (OpenAI compatibility): Gemini 3 puts a thought signature in each
        # tool call's extra_content and answers 4xx when it is not sent back; the
        # client keeps and returns it. Reasoning text is not returned by default.
        Preset("gemini", "Google Gemini",
               "https://generativelanguage.googleapis.com/v1beta/openai",
               default_model="gemini-2.0-flash", env_var="GEMINI_API_KEY"),
        # Anthropic (OpenAI SDK compatibility): max_tokens, max_completion_tokens,
        # stream_options and parallel_tool_calls supported; extended thinking is
        # not returned through this layer.
        Preset("anthropic", "Anthropic", "https://api.anthropic.com/v1",
               default_model="claude-3-5-haiku-latest", env_var="ANTHROPIC_API_KEY"),
        Preset("xai", "xAI", "https://api.x.ai/v1", default_model="grok-3-mini",
               env_var="XAI_API_KEY"),
        # Ollama (/v1): tools and stream_options.include_usage are supported;
        # thinking models report "reasoning" (older builds: <think> in content).
        Preset("ollama", "Ollama (local)", "http://127.0.0.1:11434/v1", needs_key=False),
        # LM Studio: reasoning_content when "separate reasoning" is on, otherwise
        # <think> blocks in content; small models often write tool calls as text.
        Preset("lmstudio", "LM Studio (local)", "http://127.0.0.1:1234/v1", needs_key=False),
        Preset("custom", "Custom endpoint", "", needs_key=False, stream_usage=False),
    )
}

LLM_PRESETS: dict[str, tuple[str, str]] = {n: (p.label, p.base_url) for n, p in PRESETS.items()}
"""name -> (label, base URL); the shape ``app.settings_schema`` declares settings from."""


@dataclass(frozen=True)
class ModelInfo:
    """What Footnote assumes about one model.

    Attributes:
        name: the model id as the endpoint spells it.
        tools: the model can call tools (otherwise Footnote searches for it).
        context_window: tokens of context, or None when unknown.
        source: ``override`` (user setting), ``known`` (table) or ``default``.
        stream: the endpoint streams this model (False once it refused).
        refused_params: request fields the endpoint refused for this model.
        reasoning_echo: the field a tool-call turn's reasoning goes back under for
            this model, learned from the endpoint ('' = never); None = as the
            preset says (``Preset.reasoning_echo``).
    """

    name: str
    tools: bool
    context_window: int | None
    source: str
    stream: bool = True
    refused_params: tuple[str, ...] = ()
    reasoning_echo: str | None = None


# (prefix of the model id, calls tools, context window). Longest prefix wins;
# ids are compared lower-case without an OpenRouter-style "vendor/" prefix or
# an Ollama ":tag".
KNOWN_MODELS: tuple[tuple[str, bool, int | None], ...] = (
    ("gpt-4o", True, 128_000),
    ("gpt-4.1", True, 1_047_576),
    ("gpt-4-turbo", True, 128_000),
    ("gpt-4", True, 8_192),
    ("gpt-5", True, 400_000),
    ("gpt-3.5-turbo", True, 16_385),
    ("o1", True, 200_000),
    ("o3", True, 200_000),
    ("o4-mini", True, 200_000),
    ("deepseek-chat", True, 128_000),
    ("deepseek-reasoner", True, 128_000),
    ("deepseek-v3", True, 128_000),
    ("deepseek-r1", False, 128_000),
    ("qwen-max", True, 32_768),
    ("qwen-plus", True, 131_072),
    ("qwen-turbo", True, 1_000_000),
    ("qwen-long", False, 10_000_000),
    ("qwen2.5", True, 32_768),
    ("qwen3", True, 40_960),
    ("qwq", True, 131_072),
    ("moonshot-v1-8k", True, 8_192),
    ("moonshot-v1-32k", True, 32_768),
    ("moonshot-v1-128k", True, 131_072),
    ("kimi-k2", True, 131_072),
    ("kimi-latest", True, 131_072),
    ("glm-4", True, 128_000),
    ("glm-4.5", True, 128_000),
    ("glm-z1", False, 32_000),
    ("llama-3.3", True, 131_072),
    ("llama-3.1", True, 131_072),
    ("llama3.1", True, 131_072),
    ("llama3.2", True, 131_072),
    ("llama3.3", True, 131_072),
    ("llama3", False, 8_192),
    ("llama2", False, 4_096),
    ("mistral-large", True, 131_072),
    ("mistral-small", True, 32_768),
    ("mistral-medium", True, 131_072),
    ("mistral-nemo", True, 131_072),
    ("mistral", True, 32_768),
    ("codestral", False, 256_000),
    ("mixtral", True, 32_768),
    ("gemini-1.5", True, 1_048_576),
    ("gemini-2", True, 1_048_576),
    ("gemma3", False, 131_072),
    ("gemma2", False, 8_192),
    ("gemma", False, 8_192),
    ("claude-", True, 200_000),
    ("grok-", True, 131_072),
    ("phi3", False, 4_096),
    ("phi4", False, 16_384),
)


def _family(model: str) -> str:
    name = model.strip().lower()
    name = name.rsplit("/", 1)[-1]
    return name.split(":", 1)[0]


def model_info(model: str, overrides: Mapping[str, Any] | None = None) -> ModelInfo:
    """Capabilities of ``model``: the user's override, else the table, else defaults.

    Unknown models are assumed to call tools (most current models do; when the
    server refuses tools Footnote switches to searching for the model) with an
    unknown context window.
    """
    base = _lookup(model)
    override = (overrides or {}).get(model)
    if isinstance(override, Mapping):
        tools = override.get("tools")
        window = override.get("context_window")
        refused = override.get("refused_params")
        echo = override.get("reasoning_echo")
        return ModelInfo(
            name=model,
            tools=bool(tools) if isinstance(tools, bool) else base.tools,
            context_window=int(window) if isinstance(window, int) and window > 0
            else base.context_window,
            source="override",
            stream=override.get("stream") is not False,
            refused_params=tuple(str(p) for p in refused) if isinstance(refused, list) else (),
            reasoning_echo=echo if isinstance(echo, str) else None,
        )
    return base


def _lookup(model: str) -> ModelInfo:
    family = _family(model)
    best: tuple[str, bool, int | None] | None = None
    for entry in KNOWN_MODELS:
        if family.startswith(entry[0]) and (best is None or len(entry[0]) > len(best[0])):
            best = entry
    if best is None:
        return ModelInfo(name=model, tools=True, context_window=None, source="default")
    return ModelInfo(name=model, tools=best[1], context_window=best[2], source="known")


def preset(name: str) -> Preset:
    """The preset called ``name``; unknown names behave like ``custom``."""
    return PRESETS.get(name) or Preset(name, name, "", needs_key=False, stream_usage=False)
