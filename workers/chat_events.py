"""The agent's events to structured progress for the window.

``event_text`` picks out answer text; ``EventDescriber`` turns tool starts,
fetch progress and failures into ``Progress`` records (a code plus its
parameters). The UI words them in the user's language
(``ui.chat.progress_text``): "Searching: <query>", "Reading 3 pages (1/3)",
"example.com blocked the request".
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from services import weburl

# Codes and their params:
#   searching(query)  reading(total, done)  read(read, total)  fallback(host)
#   fetch_failed(host, reason)  fetch_none(count, reason)
#   search_failed(query, reason, provider)  tool_running(tool)  tool_failed(tool, reason)
#   message(text): a line the agent already worded (status, notices).


@dataclass(frozen=True)
class Progress:
    """One line of live progress. Lines with the same ``key`` replace each other."""

    key: str
    code: str
    params: dict[str, Any] = field(default_factory=dict)
    failed: bool = False


_READING = re.compile(r"^Reading (\d+) pages? \((\d+)/(\d+)\)(, retrying via Jina)?$")
_READ = re.compile(r"^Read (\d+) pages?$")
_READ_OF = re.compile(r"^Read (\d+) of (\d+) pages")


def _get(event: Any, *names: str, default: Any = None) -> Any:
    for name in names:
        if isinstance(event, Mapping) and name in event:
            return event[name]
        if hasattr(event, name):
            return getattr(event, name)
    return default


def _kind(event: Any) -> str:
    kind = _get(event, "kind", "type")
    return kind if isinstance(kind, str) else type(event).__name__


def host_of(url: str) -> str:
    host = weburl.host_of(url)  # never raises on a malformed URL from a model
    return host[4:] if host.startswith("www.") else host


def event_text(event: Any) -> str | None:
    """The answer text an event carries, or None when it is not a text event."""
    if _kind(event).lower() in ("text", "textdelta", "answerdelta"):
        return str(_get(event, "text", default="") or "")
    return None


def event_reasoning(event: Any) -> str | None:
    """The reasoning text an event carries ("Thinking"), or None."""
    if _kind(event).lower() == "reasoning":
        return str(_get(event, "text", default="") or "")
    return None


def _parse_args(args: Any) -> Mapping[str, Any]:
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return {}
    return args if isinstance(args, Mapping) else {}


def _fetch_progress(event: Any) -> Progress | None:
    """A ``services.fetch.FetchProgress`` (structured) as a progress line."""
    stage = str(_get(event, "stage", default=""))
    url = str(_get(event, "url", default="") or "")
    total = int(_get(event, "total", default=0) or 0)
    done = int(_get(event, "done", default=0) or 0)
    reason = _get(event, "reason")
    if stage == "done" and reason and reason != "cancelled":
        return Progress(f"fetch:{url}", "fetch_failed",
                        {"host": host_of(url), "reason": str(reason)}, failed=True)
    if stage == "fallback":
        return Progress(f"fallback:{url}", "fallback", {"host": host_of(url)})
    if stage == "finished":
        return Progress("fetch", "read", {"read": done, "total": total})
    if total:
        return Progress("fetch", "reading", {"total": total, "done": done})
    return None


class EventDescriber:
    """Turns one run's non-text events into progress records (keeps per-call state)."""

    def __init__(self) -> None:
        self._args: dict[str, Mapping[str, Any]] = {}

    def __call__(self, event: Any) -> list[Progress]:
        kind = _kind(event).lower()
        if kind in ("tool_end", "toolend"):
            return self._tool_end(event)
        line: Progress | None = None
        if kind == "fetchprogress":
            line = _fetch_progress(event)
        elif kind in ("tool_start", "toolstart"):
            line = self._tool_start(event)
        elif kind in ("tool_progress", "toolprogress"):
            line = self._tool_progress(event)
        elif kind in ("status", "notice", "error"):
            text = str(_get(event, "message", "text", default="") or "")
            guard = str(_get(event, "guard", default="") or "")
            if text:
                key = f"notice:{guard}" if kind == "notice" else kind
                line = Progress(key, "message", {"text": text},
                                failed=kind == "error" or guard == "degradation")
        return [line] if line is not None else []

    def _tool_start(self, event: Any) -> Progress:
        tool = str(_get(event, "tool", "name", default=""))
        call_id = str(_get(event, "call_id", "id", default="") or "")
        args = _parse_args(_get(event, "args", "arguments", default={}))
        self._args[call_id] = args
        key = f"call:{call_id}"
        if tool == "web_search":
            return Progress(key, "searching", {"query": str(args.get("query", "") or "")})
        if tool == "web_fetch":
            urls = args.get("urls") or []
            count = len(urls) if isinstance(urls, list) else 1
            return Progress(key, "reading", {"total": count, "done": 0})
        return Progress(key, "tool_running", {"tool": tool})

    def _tool_progress(self, event: Any) -> Progress | None:
        call_id = str(_get(event, "call_id", "id", default="") or "")
        detail = _get(event, "detail", "progress")
        if detail is not None and _get(detail, "stage") is not None:
            line = _fetch_progress(detail)
            if line is not None:
                return line if line.failed else Progress(f"call:{call_id}", line.code, line.params)
        message = str(_get(event, "message", default="") or "")
        match = _READING.match(message)
        if match:
            return Progress(f"call:{call_id}", "reading",
                            {"total": int(match.group(1)), "done": int(match.group(2)),
                             "jina": bool(match.group(4))})
        match = _READ.match(message)
        if match:
            total = int(match.group(1))
            return Progress(f"call:{call_id}", "read", {"read": total, "total": total})
        return Progress(f"call:{call_id}", "message", {"text": message}) if message else None

    def _tool_end(self, event: Any) -> list[Progress]:
        tool = str(_get(event, "tool", "name", default=""))
        call_id = str(_get(event, "call_id", "id", default="") or "")
        ok = bool(_get(event, "ok", default=True))
        reason = _get(event, "reason")
        args = self._args.get(call_id, {})
        key = f"call:{call_id}"
        pages: list[Progress] = []
        if tool == "web_fetch":
            pages = self._page_failures(event)
            if ok:
                match = _READ_OF.match(str(_get(event, "summary", default="") or ""))
                read, total = (int(match.group(1)), int(match.group(2))) if match else (0, 0)
                return [Progress(key, "read", {"read": read, "total": total}), *pages]
        if ok or not reason or reason == "cancelled":
            return pages
        if tool == "web_search":
            return [Progress(key, "search_failed", {
                "query": str(args.get("query", "")), "reason": str(reason),
                "provider": str(_get(event, "provider", default="") or ""),
            }, failed=True)]
        if tool == "web_fetch":
            if pages:
                return pages
            urls = args.get("urls") or []
            count = len(urls) if isinstance(urls, list) else 0
            return [Progress(key, "fetch_none", {"count": count, "reason": str(reason)},
                             failed=True)]
        return [Progress(key, "tool_failed", {"tool": tool, "reason": str(reason)}, failed=True)]

    @staticmethod
    def _page_failures(event: Any) -> list[Progress]:
        """Per-page failures: structured ``failures`` when given, else the summary's
        "host: reason" list ("Read 1 of 3 pages; a.com: blocked, b.org: timeout")."""
        failures = _get(event, "failures")
        pairs: list[tuple[str, str]] = []
        if isinstance(failures, list):
            for item in failures:
                where = str(_get(item, "url", "host", default="") or "")
                pairs.append((host_of(where), str(_get(item, "reason", default="") or "")))
        else:
            summary = str(_get(event, "summary", default="") or "")
            _head, _sep, tail = summary.partition("; ")
            for part in tail.split(", ") if tail else []:
                host, _colon, reason = part.rpartition(": ")
                if host and reason:
                    pairs.append((host, reason))
        return [
            Progress(f"fetch:{host}", "fetch_failed", {"host": host, "reason": reason},
                     failed=True)
            for host, reason in pairs if reason and reason != "cancelled"
        ]
