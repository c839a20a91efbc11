"""The command line's progress on stderr: the run's events, folded as the window
folds them (``services.agent.progress``), worded in English.

The window words the same lines in the user's language (``ui.chat.progress_text``);
a test holds the English sentences of both to the same text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from services.agent.progress import Line, RunProgress
from services.agent.tools import TOOLS
from services.errors import failure_key
from services.events import Event, ReasoningDelta
from services.failures import CATALOGUE


def _why(domain: str, reason: str, provider: str = "", *, action: bool = False) -> str:
    """A failure ``reason`` as the catalogue words it, without its full stop."""
    entry = CATALOGUE.get(failure_key(domain, reason))
    if entry is None:
        return reason
    message = entry.message.format(provider=provider or "The search provider")
    if action and entry.page:  # a setting fixes it: say which (as the window does)
        message = f"{message} {entry.action}"
    return message.rstrip(".")


def fetch_failure(host: str, reason: str) -> str:
    return f"{host}: {_why('fetch', reason)}"


def search_failure(query: str, reason: str, provider: str) -> str:
    return f"“{query}”: {_why('search', reason, provider, action=True)}"


def _tool_failed(p: dict[str, Any]) -> str:
    tool, reason = str(p.get("tool", "")), str(p.get("reason", ""))
    row = TOOLS.get(tool)
    return f"{tool} failed: {_why(row.domain, reason) if row else reason}"


def _reading(p: dict[str, Any]) -> str:
    total = int(p.get("total", 0))
    head = "Reading 1 page" if total == 1 else f"Reading {total} pages"
    parts: list[str] = []
    if p.get("read"):
        parts.append(f"{p['read']} read")
    failures = p.get("failures") or []
    if failures:
        why = "; ".join(fetch_failure(h, r) for h, r in failures)
        parts.append(f"{len(failures)} failed ({why})")
    if p.get("retrying"):
        parts.append(f"{p['retrying']} retrying via Jina Reader")
    return f"{head}: {', '.join(parts)}" if parts else head


def _searched(p: dict[str, Any]) -> str:
    count = int(p.get("count", 0))
    noun = "1 result" if count == 1 else f"{count} results"
    text = f"Searched “{p.get('query', '')}” ({p.get('provider', '')}): {noun}"
    return f"{text}, {p['blocked']} blocked by your list" if p.get("blocked") else text


def _searching(p: dict[str, Any]) -> str:
    again = " again" if p.get("fallback") else ""
    return f"Searching “{p.get('query', '')}”{again} ({p.get('provider', '')})"


def _trimmed(p: dict[str, Any]) -> str:
    if p.get("after_error"):
        return "The model's context was full: shortened the tool results and asked again"
    return (f"Shortened {p.get('results', 0)} older tool results to fit the model's context "
            "window")


def _adapted(p: dict[str, Any]) -> str:
    if p.get("message"):  # the model client's own sentence names the model and endpoint
        return str(p["message"])
    if p.get("code") == "no_stream":
        return ("The model endpoint does not stream: the answer arrives whole (remembered for "
                "this model)")
    return (f"The model endpoint refused “{p.get('param', '')}”: asking without it (remembered "
            "for this model)")


def _budget_cut(p: dict[str, Any]) -> str:
    if p.get("tool") == "web_search":
        return "Search results shortened to fit the token budget"
    return "Pages shortened to fit the token budget"


_WORDING: dict[str, Callable[[dict[str, Any]], str]] = {
    "asking": lambda p: f"Asking {p.get('model', '')}",
    "writing_queries": lambda p: "Writing search queries",
    "no_tools": lambda p: f"{p.get('model')} does not accept tools: Footnote searches for it",
    "adapted": _adapted,
    "searching": _searching,
    "searched": _searched,
    "search_failed": lambda p: search_failure(str(p.get("query", "")), str(p.get("reason", "")),
                                              str(p.get("provider", ""))),
    "reading": _reading,
    "tool_running": lambda p: f"Running {p.get('tool')}",
    "tool_failed": _tool_failed,
    "budget_cut": _budget_cut,
    "trimmed": _trimmed,
    "correction": lambda p: "The model answered from memory: asking it to check the web first",
    "degradation": lambda p: ("Two tool calls failed in a row: answering from what was found "
                              "so far"),
    "round_limit": lambda p: (f"Reached the limit of {p.get('max_turns', 0)} tool rounds: "
                              "asking for the best answer so far"),
}


def line_text(line: Line) -> str:
    """The English text of a progress line."""
    wording = _WORDING.get(line.code)
    return wording(line.params) if wording is not None else line.code


class ProgressPrinter:
    """Prints each progress line as it changes, one per row, on ``err``."""

    def __init__(self, err: TextIO) -> None:
        self.err = err
        self.progress = RunProgress()
        self._thinking = False

    def __call__(self, event: Event) -> None:
        if isinstance(event, ReasoningDelta) and not self._thinking:
            # The reasoning itself is in --json and the history, not in the answer.
            self._thinking = True
            print("· Thinking…", file=self.err, flush=True)
        for line in self.progress.apply(event):
            if line.code:  # a line the window would now drop: nothing to print
                print(f"· {line_text(line)}", file=self.err, flush=True)
