"""How an answer ended (``services.agent.ending``), as the window says it.

The agent words each ending in English for the command line, with the
commands to run there. The window words it here instead, in the user's
language, from the ending's ``reason`` and particulars (``cause``,
``provider``, ``limit``): the real cause first, then buttons for what the
window can do about it (continue the answer, try again, the Settings control
that holds the limit, another provider).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from services.failures import CATALOGUE
from ui.errors import fix_actions
from ui.notice import CONTINUE, PROVIDER, RAISE_LIMIT, RETRY, Action, Notice
from ui.service_text import failure_message

translate = QCoreApplication.translate

SILENT = ("complete", "stopped")
"""Endings the window does not announce: the answer (or Stop) says it all."""

MAX_TURNS = Action(RAISE_LIMIT, "models", "agent.max_turns")
MAX_OUTPUT = Action(RAISE_LIMIT, "models", "llm.max_output_tokens")
OTHER_MODEL = Action(PROVIDER, "models", "llm.provider")


def _int(value: Any) -> int:
    try:
        return int(value or 0)
    except (TypeError, ValueError):
        return 0


def _provider_label(name: str) -> str:
    from services.search.registry import PROVIDERS

    row = PROVIDERS.get(name)
    return row.label if row is not None else name


def _cause(ending: Mapping[str, Any]) -> str | None:
    """The translated message of the failure behind the ending, or None."""
    key = str(ending.get("cause") or "")
    if key not in CATALOGUE:
        return None
    return failure_message(key, _provider_label(str(ending.get("provider") or "")))


def ending_text(ending: Mapping[str, Any], *, has_text: bool = True) -> str:
    """What the banner says about ``ending``, in the interface language."""
    reason = str(ending.get("reason") or "")
    limit = _int(ending.get("limit"))
    why = _cause(ending)
    if reason == "round_limit":
        if why and has_text:
            return translate("Endings", "Most searches failed: {why} The answer uses what was "
                                        "found.").format(why=why)
        if why:
            return translate("Endings", "{why} Footnote tried {n} search rounds and found "
                                        "nothing to answer from.").format(why=why, n=limit)
        if has_text:
            return translate("Endings", "Footnote stopped searching after {n} rounds, the "
                                        "limit set in Settings; the answer uses what was "
                                        "found.").format(n=limit)
        return translate("Endings", "The model used all {n} search rounds without writing an "
                                    "answer.").format(n=limit)
    if reason == "length":
        if limit:
            return translate("Endings", "The answer reached the output limit of {n} tokens "
                                        "and was cut off.").format(n=limit)
        return translate("Endings", "The answer reached the model's output limit and was cut "
                                    "off.")
    if reason == "empty" and why:
        return translate("Endings", "The model gave no answer after its searches failed: "
                                    "{why}").format(why=why)
    sentences = {
        "content_filter": translate("Endings", "The provider's content filter stopped the "
                                               "answer."),
        "network": translate("Endings", "The connection to the model was cut before the answer "
                                        "was finished."),
        "timeout": translate("Endings", "The model did not answer in time."),
        "provider_error": translate("Endings", "The model provider refused or failed the "
                                               "request."),
        "empty": translate("Endings", "The model gave an empty answer."),
    }
    return sentences.get(reason, translate("Endings", "The answer could not be finished."))


def ending_actions(ending: Mapping[str, Any], *, has_text: bool = True) -> tuple[Action, ...]:
    """The buttons for ``ending``: each one something the window does."""
    reason = str(ending.get("reason") or "")
    cause = str(ending.get("cause") or "")
    if cause in CATALOGUE and reason in ("round_limit", "empty"):
        return fix_actions(cause, retry=True)
    if reason == "round_limit":
        return (MAX_TURNS,) if has_text else (Action(RETRY), MAX_TURNS)
    if reason == "length":
        return (Action(CONTINUE), MAX_OUTPUT)
    if reason == "network" and has_text:
        return (Action(CONTINUE), Action(RETRY))
    if reason in ("content_filter", "empty"):
        return (Action(RETRY), OTHER_MODEL)
    return (Action(RETRY),)


def ending_level(ending: Mapping[str, Any]) -> str:
    """Banner level: a round limit that still gave an answer is only information."""
    reason = str(ending.get("reason") or "")
    if reason == "round_limit" and not ending.get("cause"):
        return "info"
    return "warning"


def ending_notice(ending: Mapping[str, Any], *, conversation: int | None = None,
                  has_text: bool = True) -> Notice | None:
    """The notice for ``ending``, or None for one the window does not announce."""
    if str(ending.get("reason") or "") in SILENT:
        return None
    return Notice(lambda: ending_text(ending, has_text=has_text), ending_level(ending),
                  ending_actions(ending, has_text=has_text), conversation)


ENDING_CASES: tuple[tuple[dict[str, Any], bool], ...] = (
    ({"reason": "round_limit", "limit": 8}, True),
    ({"reason": "round_limit", "limit": 8}, False),
    ({"reason": "round_limit", "limit": 8, "cause": "search.unreachable",
      "provider": "searxng"}, False),
    ({"reason": "round_limit", "limit": 8, "cause": "search.key_refused",
      "provider": "brave"}, True),
    ({"reason": "round_limit", "limit": 8, "cause": "fetch.blocked"}, True),
    ({"reason": "length", "limit": 512}, True),
    ({"reason": "length", "limit": 0}, True),
    ({"reason": "content_filter"}, True),
    ({"reason": "network"}, True),
    ({"reason": "network"}, False),
    ({"reason": "timeout"}, False),
    ({"reason": "provider_error"}, False),
    ({"reason": "empty"}, False),
    ({"reason": "empty", "cause": "search.needs_key", "provider": "tavily"}, False),
    ({"reason": "error"}, False),
)
"""Every shape of ending the window words (with or without answer text), for tests."""


def incomplete_label(reason: str) -> str:
    """The short status under an incomplete answer."""
    if reason == "length":
        return translate("Endings", "Incomplete: the output limit was reached")
    if reason == "content_filter":
        return translate("Endings", "Incomplete: stopped by the content filter")
    return translate("Endings", "Incomplete: the connection was cut")
