"""A local Jina Search: ``GET /?q=`` with ``Authorization: Bearer KEY`` and
``Accept: application/json``."""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi, bearer


def install(server: LocalServer, api: FakeSearchApi) -> None:
    def handle(request: Request) -> Response:
        query = request.arg("q")
        error = api.gate(request, query, bearer(request),
                         lambda status, msg: {"data": None, "code": status,
                                              "name": "AuthenticationRequiredError",
                                              "status": status * 100 + 3, "message": msg,
                                              "readableMessage": msg})
        if error is not None:
            return error
        hits = api.hits_for(query)
        return Response.json({
            "code": 200,
            "status": 20000,
            "data": [
                {"title": h.title, "url": h.url, "description": h.snippet,
                 "content": h.content, "date": h.date,
                 "usage": {"tokens": 1000}}
                for h in hits
            ],
            "meta": {"usage": {"tokens": 10000}},
        })

    server.route("/", handle)
