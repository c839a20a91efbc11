"""A local Brave Search: ``GET /res/v1/web/search`` with ``X-Subscription-Token``."""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        query = request.arg("q")
        error = api.gate(
            request, query, request.headers.get("x-subscription-token"),
            lambda status, msg: {"type": "ErrorResponse",
                                 "error": {"status": status, "detail": msg,
                                           "code": "SUBSCRIPTION_TOKEN_INVALID"}},
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
