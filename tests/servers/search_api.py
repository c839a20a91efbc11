"""Shared state for the fake search-provider servers in this package.

Each provider module (``tavily.py``, ``brave.py``, ...) speaks its provider's
documented request and reply format on a ``LocalServer``; this module holds
what they have in common: the results per query, which keys are valid, the
failure to simulate, and a log of (query, key) calls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.servers.base import Request, Response


@dataclass
class Hit:
    """One result, before a server puts it into its provider's shape."""

    title: str
    url: str
    snippet: str = ""
    content: str = ""
    date: str | None = None


ErrorBody = Callable[[int, str], Any]


def default_error_body(status: int, message: str) -> Any:
    return {"error": message, "status": status}


@dataclass
class FakeSearchApi:
    """What a fake provider answers.

    Attributes:
        hits: results per query (``default`` for any other query).
        keys: key -> "ok" | "invalid" | "limited"; empty = keys are not checked.
        fail: None, "500", "503", "malformed", "wrong_shape" or "json_disabled";
            ``fail_for`` sets it per query.
        retry_after: the Retry-After header of a 429.
        unresponsive: SearXNG's ``unresponsive_engines`` pairs (engine, reason).
        calls: (query, key) for every request that reached the handler.
    """

    hits: dict[str, list[Hit]] = field(default_factory=dict)
    default: list[Hit] = field(default_factory=list)
    keys: dict[str, str] = field(default_factory=dict)
    fail: str | None = None
    fail_for: dict[str, str] = field(default_factory=dict)
    retry_after: str = "30"
    unresponsive: list[list[str]] = field(default_factory=list)
    calls: list[tuple[str, str | None]] = field(default_factory=list)
    requests: list[Request] = field(default_factory=list)

    def hits_for(self, query: str) -> list[Hit]:
        return self.hits.get(query, self.default)

    def gate(
        self, request: Request, query: str, key: str | None,
        error_body: ErrorBody = default_error_body,
    ) -> Response | None:
        """The error reply this request gets, or None to answer normally."""
        self.calls.append((query, key))
        self.requests.append(request)
        if self.keys:
            behaviour = self.keys.get(key or "", "invalid")
            if behaviour == "invalid":
                return Response.json(error_body(401, "Unauthorized: invalid API key"), 401)
            if behaviour == "limited":
                return Response.json(
                    error_body(429, "Too many requests"), 429, **{"Retry-After": self.retry_after}
                )
        fail = self.fail_for.get(query, self.fail)
        if fail == "500":
            return Response.json(error_body(500, "Internal server error"), 500)
        if fail == "503":
            return Response("<html>Service Unavailable</html>", 503)
        if fail == "malformed":
            return Response('{"results": [ {"title": ', 200, content_type="application/json")
        if fail == "wrong_shape":
            return Response.json({"results": "not a list", "organic": 3, "web": [], "data": 1,
                                  "items": "x"})
        return None


def bearer(request: Request) -> str | None:
    value = request.headers.get("authorization", "")
    return value[len("Bearer "):] if value.startswith("Bearer ") else None
