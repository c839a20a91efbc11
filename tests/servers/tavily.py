"""A local Tavily: ``POST /search`` with ``Authorization: Bearer KEY``."""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi, bearer


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        if request.method != "POST":
            return Response.json({"detail": {"error": "Method Not Allowed"}}, 405)
        body = request.json()
        query = body["query"]
        error = api.gate(request, query, bearer(request),
                         lambda status, msg: {"detail": {"error": msg}})
        if error is not None:
            return error
        hits = api.hits_for(query)[: int(body.get("max_results", 5))]
        return Response.json({
            "query": query,
            "answer": None,
            "images": [],
            "results": [
                {"title": h.title, "url": h.url, "content": h.snippet, "score": 0.9,
                 "raw_content": h.content or None, "published_date": h.date}
                for h in hits
            ],
            "response_time": 0.42,
            "request_id": "req-123",
        })

    server.route("/search", handle)
