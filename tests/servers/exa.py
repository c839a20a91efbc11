"""A local Exa: ``POST /search`` with ``x-api-key``."""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        body = request.json()
        query = body["query"]
        error = api.gate(request, query, request.headers.get("x-api-key"),
                         lambda status, msg: {"requestId": "r1", "error": msg})
        if error is not None:
            return error
        hits = api.hits_for(query)[: int(body.get("numResults", 10))]
        return Response.json({
            "requestId": "b5947044c4b78efa9552a7c89b306d95",
            "resolvedSearchType": "neural",
            "results": [
                {"id": h.url, "title": h.title, "url": h.url, "publishedDate": h.date,
                 "author": "Someone", "score": 0.45, "text": h.content,
                 "highlights": [h.snippet] if h.snippet else [], "highlightScores": [0.4]}
                for h in hits
            ],
        })

    server.route("/search", handle)
