"""A local Brave Search: ``GET /res/v1/web/search`` with ``X-Subscription-Token``.

Like the real API, a wrong key gets HTTP 422 with the error code
``SUBSCRIPTION_TOKEN_INVALID`` (not 401), and a 429 carries ``RATE_LIMITED``.
"""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        query = request.arg("q")
        token = request.headers.get("x-subscription-token")
        if api.keys and api.keys.get(token or "", "invalid") == "invalid":
            api.calls.append((query, token))
            api.requests.append(request)
            return Response.json(_error(422, "SUBSCRIPTION_TOKEN_INVALID",
                                        "The provided subscription token is invalid."), 422)
        error = api.gate(
            request, query, token,
            lambda status, msg: _error(status, "RATE_LIMITED" if status == 429 else "UNKNOWN",
                                       msg),
        )
        if error is not None:
            return error
        hits = api.hits_for(query)[: int(request.arg("count", "20"))]
        if not hits:
            return Response.json({"type": "search", "query": {"original": query}})
        return Response.json({
            "type": "search",
            "query": {"original": query},
            "web": {"type": "search", "results": [
                {"title": h.title, "url": h.url, "description": h.snippet,
                 "page_age": h.date, "age": "3 days ago", "language": "en",
                 "profile": {"name": "Example"}}
                for h in hits
            ]},
        })

    server.route("/res/v1/web/search", handle)


def _error(status: int, code: str, detail: str) -> dict[str, object]:
    return {"type": "ErrorResponse", "error": {
        "id": "c1d2e3", "status": status, "code": code, "detail": detail,
        "meta": {"component": "authentication" if status == 422 else "rate_limiter"}}}
