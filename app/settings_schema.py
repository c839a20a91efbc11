"""Every setting, declared once: name, type, default, description, validation.

The settings file loader, the CLI (``python -m app config``) and the Settings
dialog all read this table. Secrets are never settings: see ``app.secrets``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from services.agent.config import MAX_TURNS, WEB_MODE, WEB_MODES
from services.errors import SettingsError
from services.fetch.limits import EXTRACT_MEMORY_MB, EXTRACT_WORKERS
from services.llm.presets import LLM_PRESETS as LLM_PRESETS
from services.search.registry import PROVIDERS as SEARCH_PROVIDERS

DEFAULT_USER_AGENT = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
    "(KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
)

# OpenAI-compatible model presets (name -> (label, base URL)) live with the LLM
# client so the service layer and the settings share one table.


@dataclass(frozen=True)
class Setting:
    """One declared setting.

    Attributes:
        name: dotted key, e.g. ``fetch.timeout_s``.
        type: ``bool``, ``int``, ``float``, ``str``, ``choice``, ``text``,
            ``list`` (of strings), ``json`` (a JSON object) or ``int_or_auto``.
        default: value when unset.
        description: one line shown by ``config list`` and in Settings.
        choices: allowed values for ``choice``.
        minimum, maximum: bounds for numbers.
        check: extra validation; raises ``ValueError`` with the reason.
        label: a short field label where Settings shows one ("SearXNG user:").
    """

    name: str
    type: str
    default: Any
    description: str
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    check: Callable[[Any], None] | None = field(default=None, compare=False)
    label: str = ""

    def coerce(self, value: Any) -> Any:
        """Validate ``value`` (a JSON value or a CLI string) and return it typed."""
        try:
            typed = self._typed(value)
        except (TypeError, ValueError, OverflowError, RecursionError) as exc:
            raise SettingsError(
                f"{self.name}: {exc}", hint=f"Expected {self.describe_type()}."
            ) from exc
        if self.check is not None:
            try:
                self.check(typed)
            except ValueError as exc:
                raise SettingsError(f"{self.name}: {exc}") from exc
        return typed

    def describe_type(self) -> str:
        if self.type == "choice":
            return "one of " + ", ".join(self.choices)
        if self.type == "int_or_auto":
            return "'auto' or a whole number"
        bounds = ""
        if self.minimum is not None or self.maximum is not None:
            bounds = f" in {self.minimum if self.minimum is not None else '-inf'}.."
            bounds += f"{self.maximum if self.maximum is not None else 'inf'}"
        return {"list": "a list of strings", "json": "a JSON object"}.get(
            self.type, f"a {self.type}{bounds}"
        )

    def _typed(self, value: Any) -> Any:
        kind = self.type
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in {"true", "1", "yes", "on"}:
                return True
            if isinstance(value, str) and value.strip().lower() in {"false", "0", "no", "off"}:
                return False
            raise ValueError(f"not a boolean: {value!r}")
        if kind in {"int", "float"}:
            if isinstance(value, bool):
                raise ValueError(f"not a number: {value!r}")
            number: float = _whole(value) if kind == "int" else float(value)
            if not math.isfinite(number):
                raise ValueError(f"{value!r} is not a finite number")
            self._bounds(number)
            return number
        if kind == "int_or_auto":
            if isinstance(value, str) and value.strip().lower() == "auto":
                return "auto"
            if isinstance(value, bool):
                raise ValueError(f"not a number: {value!r}")
            number = _whole(value)
            self._bounds(number)
            return number
        if kind == "choice":
            text = str(value).strip()
            if text not in self.choices:
                raise ValueError(f"{text!r} is not one of {', '.join(self.choices)}")
            return text
        if kind in {"str", "text"}:
            if not isinstance(value, str):
                raise ValueError(f"not text: {value!r}")
            if kind == "text":
                _valid_text(value)
                return value
            value = value.strip()
            _one_line(value)
            return value
        if kind == "list":
            if isinstance(value, str):
                stripped = value.strip()
                if stripped.startswith("["):
                    value = json.loads(stripped)
                else:
                    value = [p.strip() for p in stripped.replace("\n", ",").split(",")]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError("not a list of strings")
            for item in value:
                _one_line(item)
            return [v for v in value if v]
        if kind == "json":
            if isinstance(value, str):
                value = json.loads(value)
            if not isinstance(value, dict):
                raise ValueError("not a JSON object")
            return value
        raise ValueError(f"unknown setting type {kind}")

    def _bounds(self, number: float) -> None:
        if self.minimum is not None and number < self.minimum:
            raise ValueError(f"{number} is below the minimum {self.minimum:g}")
        if self.maximum is not None and number > self.maximum:
            raise ValueError(f"{number} is above the maximum {self.maximum:g}")


def _whole(value: Any) -> int:
    """An int from an int, an integral finite float (JSON ``5.0``) or digits."""
    if isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            raise ValueError(f"{value!r} is not a whole number")
        return int(value)
    if isinstance(value, str) and len(value.strip()) > 30:
        raise ValueError("the number is too long")
    return int(value)


_CHARACTER_NAMES = {"\n": "a line feed", "\r": "a carriage return", "\x00": "a NUL byte",
                    "\t": "a tab", "\x1b": "an escape character", "\x7f": "a DEL character"}


def _one_line(text: str) -> None:
    """One line of plain text: these values end up in HTTP headers, request lines
    and URLs, where a CR or LF would split the request (and break every fetch)."""
    for position, char in enumerate(text, 1):
        if ord(char) < 0x20 or 0x7F <= ord(char) <= 0x9F:
            name = _CHARACTER_NAMES.get(char, "a control character")
            raise ValueError(
                f"it contains {name} (U+{ord(char):04X}) at character {position}; this "
                "setting is one line of plain text, so remove it."
            )
    _valid_text(text)


def _valid_text(text: str) -> None:
    """No lone surrogates (undecodable bytes): they cannot be saved as UTF-8."""
    for position, char in enumerate(text, 1):
        if "\ud800" <= char <= "\udfff":
            raise ValueError(
                f"character {position} is not valid Unicode (U+{ord(char):04X}, from bytes "
                "that were not UTF-8); retype the value."
            )


def _header_value(value: Any) -> None:
    """Sent as an HTTP header: printable ASCII only (anything else fails every request)."""
    for position, char in enumerate(str(value), 1):
        if not " " <= char <= "~":
            raise ValueError(
                f"character {position} ({char!r}) cannot be sent in an HTTP header; use "
                "printable ASCII only."
            )


def _http_url(value: Any) -> None:
    if value and not str(value).startswith(("http://", "https://")):
        raise ValueError(f"{value!r} is not an http(s) URL")


def _blacklist(value: Any) -> None:
    # Invalid rules are reported line by line by the editor and skipped by the
    # filter; saving is allowed so that a typo never loses the rest of the list.
    return None


_S = Setting


def search_settings() -> tuple[Setting, ...]:
    """The search settings, the provider ones derived from ``services.search``'s table."""
    names = tuple(SEARCH_PROVIDERS)
    hosts = tuple(
        _S(f"search.{row.name}.api_host", "str", row.host, "API host of this search provider.",
           check=_http_url)
        for row in SEARCH_PROVIDERS.values() if row.host is not None
    )
    extra = tuple(
        _S(x.name, "str", x.default, x.description, label=x.label)
        for row in SEARCH_PROVIDERS.values() for x in row.settings
    )
    return (
        _S("search.provider", "choice", "duckduckgo", "Search provider.", choices=names),
        _S("search.fallback", "choice", "duckduckgo",
           "Provider retried for queries whose provider failed; 'none' disables.",
           choices=(*names, "none")),
        _S("search.max_results", "int", 5, "Results per query.", minimum=1, maximum=20),
        _S("search.include_dates", "choice", "auto",
           "Give the model published dates: auto (when the question is about time), always, "
           "never.", choices=("auto", "always", "never")),
        _S("search.timeout_s", "float", 15.0, "Time limit per search request, in seconds.",
           minimum=1, maximum=120),
        _S("search.key_cooldown_s", "float", 300.0,
           "How long a key answered with 401/403/429 is skipped, in seconds.",
           minimum=0, maximum=86400),
        *hosts,
        *extra,
    )

SETTINGS: tuple[Setting, ...] = (
    # Appearance and language.
    _S("ui.theme", "choice", "system", "Colour scheme: light, dark or follow the system.",
       choices=("system", "light", "dark")),
    _S("ui.language", "choice", "system", "Interface language; 'system' follows the locale.",
       choices=("system", "en", "zh_CN")),
    _S("ui.welcome_done", "bool", False, "Whether the first-run welcome has been completed."),
    # Fetching.
    _S("fetch.allow_private_network", "bool", False,
       "Allow web_fetch to read loopback, LAN and other non-public addresses."),
    _S("fetch.timeout_s", "float", 20.0, "Whole-download time limit per page, in seconds.",
       minimum=1, maximum=300),
    _S("fetch.connect_timeout_s", "float", 10.0, "Connection time limit, in seconds.",
       minimum=0.5, maximum=120),
    _S("fetch.max_bytes", "int", 5 * 1024 * 1024,
       "Largest body downloaded per page, in bytes (enforced while streaming).",
       minimum=1024, maximum=200 * 1024 * 1024),
    _S("fetch.max_decompressed_bytes", "int", 20 * 1024 * 1024,
       "Largest decompressed size of a gzip/deflate/br body, in bytes.",
       minimum=1024, maximum=1024 * 1024 * 1024),
    _S("fetch.max_redirects", "int", 5, "Redirects followed per page.", minimum=0, maximum=20),
    _S("fetch.user_agent", "str", DEFAULT_USER_AGENT, "User-Agent sent with page requests.",
       check=_header_value),
    _S("fetch.extract_timeout_s", "float", 10.0, "Extraction time limit per page, in seconds.",
       minimum=1, maximum=120),
    _S("fetch.max_parallel_extractions", "int", EXTRACT_WORKERS,
       "Pages extracted at the same time (one worker process each).", minimum=1, maximum=8),
    _S("fetch.extract_memory_mb", "int", EXTRACT_MEMORY_MB,
       "Memory one extraction worker may use for a page, in MB (enforced on Linux).",
       minimum=128, maximum=16384),
    _S("fetch.max_parallel_downloads", "int", 8, "Pages downloaded at the same time.",
       minimum=1, maximum=32),
    _S("fetch.fallback", "choice", "jina",
       "Reader used when the built-in fetch fails: jina or none.", choices=("jina", "none")),
    _S("fetch.jina.api_host", "str", "https://r.jina.ai", "Jina Reader API host.",
       check=_http_url),
    # Searching.
    *search_settings(),
    # Blacklist.
    _S("blacklist.rules", "text", "", "Block rules, one per line (uBlacklist syntax).",
       check=_blacklist),
    _S("blacklist.allow_rules", "text", "",
       "Allow-list rules; when not empty, only matching results are kept."),
    _S("blacklist.subscriptions", "list", [], "uBlacklist subscription URLs."),
    # Token budget.
    _S("budget.mode", "choice", "cutoff", "How tool results are fitted: cutoff or none.",
       choices=("cutoff", "none")),
    _S("budget.tokens", "int_or_auto", "auto",
       "Token budget for fetched pages; auto follows the model's context window.",
       minimum=100, maximum=1_000_000),
    _S("budget.search_tokens", "int_or_auto", "auto",
       "Token budget for search snippets; auto follows the model's context window.",
       minimum=100, maximum=1_000_000),
    # MCP server.
    _S("mcp.fetch_max_tokens", "int", 20_000,
       "Most tokens of page text one web_fetch call returns to an MCP client; longer pages "
       "come in parts.", minimum=500, maximum=1_000_000),
    # Cache.
    _S("cache.enabled", "bool", True, "Reuse recent search results and pages."),
    _S("cache.search_ttl_s", "int", 3600, "How long search results are reused, in seconds.",
       minimum=0, maximum=30 * 86400),
    _S("cache.fetch_ttl_s", "int", 86400, "How long fetched pages are reused, in seconds.",
       minimum=0, maximum=30 * 86400),
    _S("cache.max_mb", "int", 300,
       "Largest size of the cache file in MB; least recently used entries go first.",
       minimum=10, maximum=100_000),
    # Models.
    _S("llm.provider", "choice", "openai", "Model provider preset.", choices=tuple(LLM_PRESETS)),
    _S("llm.model", "str", "", "Model name, e.g. gpt-4o-mini or deepseek-chat."),
    *(
        _S(f"llm.{name}.base_url", "str", url, f"{label} base URL.", check=_http_url)
        for name, (label, url) in LLM_PRESETS.items()
    ),
    _S("llm.models", "json", {},
       "Per-model overrides: {model: {\"tools\": bool, \"context_window\": int}}; "
       "Footnote adds \"stream\": false, \"refused_params\" and \"reasoning_echo\" when an "
       "endpoint refuses or requires them."),
    _S("llm.max_output_tokens", "int", 0,
       "Longest answer the model may write, in tokens (0: the endpoint's own limit).",
       minimum=0, maximum=1_000_000),
    _S("llm.timeout_s", "float", 120.0, "Time limit for one model request, in seconds.",
       minimum=5, maximum=900),
    _S("agent.web_mode", "choice", WEB_MODE,
       "Web use: auto (the model decides), always (search every question), off.",
       choices=WEB_MODES),
    _S("agent.max_turns", "int", MAX_TURNS,
       "Tool rounds per answer before a final answer is forced.", minimum=1, maximum=30),
    # Secrets storage.
    _S("secrets.backend", "choice", "keyring",
       "Where API keys are stored: the OS keychain (keyring) or, only when chosen, a "
       "plain-text file readable by you alone (file).", choices=("keyring", "file")),
)

BY_NAME: dict[str, Setting] = {s.name: s for s in SETTINGS}

# Renamed settings: old name -> new name. Loading migrates them; none are dropped.
RENAMED: dict[str, str] = {}


def setting_value(settings: Mapping[str, Any], name: str) -> Any:
    """``settings[name]``, or the schema's default when ``settings`` (a plain dict
    in tests, a partial override) lacks it: no reader repeats a default."""
    return settings[name] if name in settings else get(name).default


def get(name: str) -> Setting:
    try:
        return BY_NAME[name]
    except KeyError:
        raise SettingsError(
            f"Unknown setting {name!r}.", hint="Run 'python -m app config list' to see them all."
        ) from None
