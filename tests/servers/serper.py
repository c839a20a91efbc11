"""A local Serper: ``POST /search`` with ``X-API-KEY``."""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        body = request.json()
        query = body["q"]
        error = api.gate(request, query, request.headers.get("x-api-key"),
                         lambda status, msg: {"message": msg, "statusCode": status})
        if error is not None:
            return error
        hits = api.hits_for(query)[: int(body.get("num", 10))]
        return Response.json({
            "searchParameters": {"q": query, "type": "search", "engine": "google"},
            "organic": [
                {"title": h.title, "link": h.url, "snippet": h.snippet, "position": i + 1,
                 **({"date": h.date} if h.date else {})}
                for i, h in enumerate(hits)
            ],
            "credits": 1,
        })

    server.route("/search", handle)
