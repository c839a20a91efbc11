"""The services the Settings dialog talks to, built from the dialog's values.

Every function here may block on the network and is run off the GUI thread
(``workers.task.run_task``). Each takes the settings as shown in the dialog
(saved values with unsaved edits on top) and a key lookup that prefers keys
typed but not saved yet, so "Check" tests what the user sees.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ui.app_services import AppServices

KeyLookup = Callable[[str], list[str]]


def _redacting(key_lookup: KeyLookup) -> KeyLookup:
    """``key_lookup`` that registers every key it hands out for redaction: a key
    typed but not saved yet is as secret as a stored one, and an endpoint may
    echo it in the error "Check" shows."""
    from services import secrecy

    def lookup(name: str) -> list[str]:
        keys = key_lookup(name)
        secrecy.remember(keys)
        return keys

    return lookup


@dataclass(frozen=True)
class Outcome:
    """A check's result in the shape every service uses: ok, code, message."""

    ok: bool
    code: str
    message: str


def _chat_client(settings: Mapping[str, Any], key_lookup: KeyLookup, provider: str,
                 model: str | None) -> Any:
    from services.llm import ChatClient, resolve_endpoint

    endpoint = resolve_endpoint(settings, _redacting(key_lookup), provider=provider, model=model)
    return ChatClient(endpoint, timeout_s=min(float(settings["llm.timeout_s"]), 30.0),
                      max_tries=1)


def list_models(settings: Mapping[str, Any], key_lookup: KeyLookup, provider: str) -> list[str]:
    """Model ids offered by ``provider``'s endpoint (``GET /models``)."""
    # The endpoint wants some model name; listing does not use it.
    model = str(settings["llm.model"] or "") or "list-models"
    return list(_chat_client(settings, key_lookup, provider, model).list_models())


def check_model(settings: Mapping[str, Any], key_lookup: KeyLookup, provider: str,
                model: str) -> Outcome:
    """One tiny chat request to ``model``: ok, or the exact problem."""
    from services.errors import FootnoteError

    try:
        client = _chat_client(settings, key_lookup, provider, model or None)
    except FootnoteError as exc:
        return Outcome(False, exc.code, exc.message)
    result = client.check(model or None)
    return Outcome(bool(result.ok), str(result.code), str(result.said or result.message))


def check_search(services: AppServices, settings: Mapping[str, Any], key_lookup: KeyLookup,
                 provider: str) -> Outcome:
    """One tiny query through ``provider``: ok, or the exact problem."""

    class _Keys:
        keys_for = staticmethod(_redacting(key_lookup))

    client = services.http_client(settings)
    try:
        # The service only calls ``keys_for``; this one prefers keys typed in Settings.
        keys: Any = _Keys()
        service = services.search_service(settings, keys, client=client)
        result = service.check(provider)
    finally:
        client.close()
    return Outcome(bool(result.ok), str(result.code), str(result.said or result.message))


def clear_cache(cache_db: Path) -> int:
    """Forget every cached search result and page; returns how many entries went."""
    from services.cache import Cache

    cache = Cache(cache_db)
    try:
        return int(cache.clear())
    finally:
        cache.close()


def cache_size(cache_db: Path) -> int:
    """Bytes the cache file and its WAL take on disk."""
    from services.cache import file_size

    return file_size(cache_db)


def probe_local(base_url: str, timeout_s: float = 0.5) -> list[str] | None:
    """Model ids of an OpenAI-compatible server at ``base_url``, or None when
    nothing answers there (used to find Ollama / LM Studio on first run)."""
    import httpx

    try:
        with httpx.Client(timeout=timeout_s, trust_env=False) as client:
            reply = client.get(base_url.rstrip("/") + "/models")
            reply.raise_for_status()
            data = reply.json()
    except (httpx.HTTPError, ValueError):
        return None
    items = data.get("data") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return sorted(str(m["id"]) for m in items if isinstance(m, dict) and m.get("id"))
