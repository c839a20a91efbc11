"""Progress lines (``services.agent.progress.Line``) worded in the user's language.

The command line words the same lines in English (``app.commands.progress``);
a test holds the two to the same English sentences. Failures are worded by the
failure catalogue (``services.failures``), as everywhere else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from services.agent.progress import Line
from services.agent.tools import TOOLS
from services.errors import failure_key
from services.failures import CATALOGUE
from ui.service_text import failure_action, failure_message

translate = QCoreApplication.translate


def _why(domain: str, reason: str, provider: str = "", *, action: bool = False) -> str:
    """A failure ``reason`` as the catalogue words it (``services.failures``), in
    the user's language, without its full stop: it sits inside a line. When a
    setting fixes it and ``action`` is asked (a search provider's key or
    address), the catalogue's action follows ("Check the key in …")."""
    key = failure_key(domain, reason)
    message = failure_message(key, provider)
    if message is None:
        return reason
    if action and CATALOGUE[key].page:
        message = translate("Progress", "{message} {action}").format(
            message=message, action=failure_action(key))
    return message.rstrip(".。")


def fetch_failure(host: str, reason: str) -> str:
    """Why a page of ``host`` could not be read, from its failure code."""
    return translate("Progress", "{host}: {why}").format(host=host, why=_why("fetch", reason))


def search_failure(query: str, reason: str, provider: str) -> str:
    """Why a search failed, from its failure code."""
    return translate("Progress", "“{query}”: {why}").format(
        query=query, why=_why("search", reason, provider, action=True))


def _tool_failed(p: dict[str, Any]) -> str:
    tool, reason = str(p.get("tool", "")), str(p.get("reason", ""))
    row = TOOLS.get(tool)
    return translate("Progress", "{tool} failed: {reason}").format(
        tool=tool, reason=_why(row.domain, reason) if row else reason)


def _reading(p: dict[str, Any]) -> str:
    total = int(p.get("total", 0))
    if total == 1:
        head = translate("Progress", "Reading 1 page")
    else:
        head = translate("Progress", "Reading {n} pages").format(n=total)
    parts: list[str] = []
    if p.get("read"):
        parts.append(translate("Progress", "{k} read").format(k=p["read"]))
    failures: Sequence[tuple[str, str]] = p.get("failures") or []
    if failures:
        why = translate("Progress", "; ").join(fetch_failure(h, r) for h, r in failures)
        parts.append(translate("Progress", "{k} failed ({why})").format(k=len(failures),
                                                                        why=why))
    if p.get("retrying"):
        parts.append(translate("Progress", "{k} retrying via Jina Reader").format(
            k=p["retrying"]))
    if not parts:
        return head
    return translate("Progress", "{head}: {parts}").format(
        head=head, parts=translate("Progress", ", ").join(parts))


def _searched(p: dict[str, Any]) -> str:
    if int(p.get("count", 0)) == 1:
        template = translate("Progress", "Searched “{query}” ({provider}): 1 result")
    else:
        template = translate("Progress", "Searched “{query}” ({provider}): {n} results")
    text = template.format(query=p.get("query", ""), provider=p.get("provider", ""),
                           n=p.get("count", 0))
    if p.get("blocked"):
        text = translate("Progress", "{text}, {k} blocked by your list").format(
            text=text, k=p["blocked"])
    return text


def _searching(p: dict[str, Any]) -> str:
    if p.get("fallback"):
        template = translate("Progress", "Searching “{query}” again ({provider})")
    else:
        template = translate("Progress", "Searching “{query}” ({provider})")
    return template.format(query=p.get("query", ""), provider=p.get("provider", ""))


def _trimmed(p: dict[str, Any]) -> str:
    if p.get("after_error"):
        return translate("Progress", "The model's context was full: shortened the tool results "
                                     "and asked again")
    return translate("Progress", "Shortened {n} older tool results to fit the model's context "
                                 "window").format(n=p.get("results", 0))


def _adapted(p: dict[str, Any]) -> str:
    if p.get("code") == "no_stream":
        return translate("Progress", "The model endpoint does not stream: the answer arrives "
                                     "whole (remembered for this model)")
    return translate("Progress", "The model endpoint refused “{param}”: asking without it "
                                 "(remembered for this model)").format(param=p.get("param", ""))


def _budget_cut(p: dict[str, Any]) -> str:
    if p.get("tool") == "web_search":
        return translate("Progress", "Search results shortened to fit the token budget")
    return translate("Progress", "Pages shortened to fit the token budget")


_WORDING: dict[str, Callable[[dict[str, Any]], str]] = {
    "asking": lambda p: translate("Progress", "Asking {model}").format(model=p.get("model", "")),
    "writing_queries": lambda p: translate("Progress", "Writing search queries"),
    "no_tools": lambda p: translate("Progress", "{model} does not accept tools: Footnote "
                                                "searches for it").format(model=p.get("model")),
    "adapted": _adapted,
    "searching": _searching,
    "searched": _searched,
    "search_failed": lambda p: search_failure(str(p.get("query", "")), str(p.get("reason", "")),
                                              str(p.get("provider", ""))),
    "reading": _reading,
    "tool_running": lambda p: translate("Progress", "Running {tool}").format(tool=p.get("tool")),
    "tool_failed": _tool_failed,
    "budget_cut": _budget_cut,
    "trimmed": _trimmed,
    "correction": lambda p: translate("Progress", "The model answered from memory: asking it "
                                                  "to check the web first"),
    "degradation": lambda p: translate("Progress", "Two tool calls failed in a row: answering "
                                                   "from what was found so far"),
    "round_limit": lambda p: translate("Progress", "Reached the limit of {n} tool rounds: asking "
                                                   "for the best answer so far").format(
        n=p.get("max_turns", 0)),
}


def progress_text(line: Line) -> str:
    """The text shown for ``line``."""
    wording = _WORDING.get(line.code)
    return wording(line.params) if wording is not None else line.code
