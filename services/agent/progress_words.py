"""Progress lines (``services.agent.progress.Line``) in words: one wording for
the window and the command line.

``translate`` is the caller's ``(context, text) -> text``: the window passes
Qt's ``QCoreApplication.translate`` (the user's language; Qt's ``lupdate``
collects the literal strings below), the command line leaves the default,
which keeps the English source. Failures are worded by the failure catalogue
(``services.failures``), as everywhere else. Qt-free: nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from services.agent.progress import Line
from services.agent.tools import TOOLS
from services.errors import failure_key
from services.failures import CATALOGUE, FAILURES_CONTEXT

Translate = Callable[[str, str], str]


def source_text(context: str, text: str) -> str:
    """The English source text (the command line's "translation")."""
    return text


def line_text(line: Line, translate: Translate = source_text) -> str:
    """The text of ``line`` in the language ``translate`` gives."""
    wording = _WORDING.get(line.code)
    return wording(line.params, translate) if wording is not None else line.code


def _why(translate: Translate, domain: str, reason: str, provider: str = "", *,
         action: bool = False) -> str:
    """A failure ``reason`` as the catalogue words it, without its full stop: it
    sits inside a line. When a setting fixes it and ``action`` is asked (a search
    provider's key or address), the catalogue's action follows."""
    key = failure_key(domain, reason)
    entry = CATALOGUE.get(key)
    if entry is None:
        return reason
    name = provider or translate("ServiceText", "The search provider")
    message = translate(FAILURES_CONTEXT, entry.message).format(provider=name)
    if action and entry.page:
        message = translate("Progress", "{message} {action}").format(
            message=message, action=translate(FAILURES_CONTEXT, entry.action))
    return message.rstrip(".。")


def _fetch_failure(translate: Translate, host: str, reason: str) -> str:
    return translate("Progress", "{host}: {why}").format(
        host=host, why=_why(translate, "fetch", reason))


def _search_failed(p: dict[str, Any], translate: Translate) -> str:
    return translate("Progress", "“{query}”: {why}").format(
        query=p.get("query", ""),
        why=_why(translate, "search", str(p.get("reason", "")), str(p.get("provider", "")),
                 action=True))


def _tool_failed(p: dict[str, Any], translate: Translate) -> str:
    tool, reason = str(p.get("tool", "")), str(p.get("reason", ""))
    row = TOOLS.get(tool)
    return translate("Progress", "{tool} failed: {reason}").format(
        tool=tool, reason=_why(translate, row.domain, reason) if row else reason)


def _reading(p: dict[str, Any], translate: Translate) -> str:
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
        why = translate("Progress", "; ").join(
            _fetch_failure(translate, h, r) for h, r in failures)
        parts.append(translate("Progress", "{k} failed ({why})").format(k=len(failures),
                                                                        why=why))
    if p.get("retrying"):
        parts.append(translate("Progress", "{k} retrying via Jina Reader").format(
            k=p["retrying"]))
    if not parts:
        return head
    return translate("Progress", "{head}: {parts}").format(
        head=head, parts=translate("Progress", ", ").join(parts))


def _searched(p: dict[str, Any], translate: Translate) -> str:
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


def _searching(p: dict[str, Any], translate: Translate) -> str:
    if p.get("fallback"):
        template = translate("Progress", "Searching “{query}” again ({provider})")
    else:
        template = translate("Progress", "Searching “{query}” ({provider})")
    return template.format(query=p.get("query", ""), provider=p.get("provider", ""))


def _trimmed(p: dict[str, Any], translate: Translate) -> str:
    if p.get("after_error"):
        return translate("Progress", "The model's context was full: shortened the tool results "
                                     "and asked again")
    return translate("Progress", "Shortened {n} older tool results to fit the model's context "
                                 "window").format(n=p.get("results", 0))


def _adapted(p: dict[str, Any], translate: Translate) -> str:
    if translate is source_text and p.get("message"):
        # In English the model client's own sentence says more (it names the
        # model and the endpoint); other languages use the template.
        return str(p["message"])
    if p.get("code") == "no_stream":
        return translate("Progress", "The model endpoint does not stream: the answer arrives "
                                     "whole (remembered for this model)")
    if p.get("code") == "reasoning_echo":
        return translate("Progress", "The model endpoint needs the model's reasoning sent back "
                                     "with its tool calls: asking again with it (remembered for "
                                     "this model)")
    return translate("Progress", "The model endpoint refused “{param}”: asking without it "
                                 "(remembered for this model)").format(param=p.get("param", ""))


def _budget_cut(p: dict[str, Any], translate: Translate) -> str:
    if p.get("tool") == "web_search":
        return translate("Progress", "Search results shortened to fit the token budget")
    return translate("Progress", "Pages shortened to fit the token budget")


_WORDING: dict[str, Callable[[dict[str, Any], Translate], str]] = {
    "asking": lambda p, translate: translate("Progress", "Asking {model}").format(
        model=p.get("model", "")),
    "writing_queries": lambda p, translate: translate("Progress", "Writing search queries"),
    "no_tools": lambda p, translate: translate(
        "Progress", "{model} does not accept tools: Footnote searches for it").format(
        model=p.get("model")),
    "adapted": _adapted,
    "searching": _searching,
    "searched": _searched,
    "search_failed": _search_failed,
    "reading": _reading,
    "tool_running": lambda p, translate: translate("Progress", "Running {tool}").format(
        tool=p.get("tool")),
    "tool_failed": _tool_failed,
    "budget_cut": _budget_cut,
    "trimmed": _trimmed,
    "correction": lambda p, translate: translate(
        "Progress", "The model answered from memory: asking it to check the web first"),
    "degradation": lambda p, translate: translate(
        "Progress", "Two tool calls failed in a row: answering from what was found so far"),
    "round_limit": lambda p, translate: translate(
        "Progress", "Reached the limit of {n} tool rounds: asking for the best answer so "
                    "far").format(n=p.get("max_turns", 0)),
}
