"""A local SearXNG: ``GET /search?q=...&format=json``, optional basic auth.

``api.fail = "json_disabled"`` answers 403 like an instance whose settings.yml
does not list ``json`` under ``search.formats``.
"""

from __future__ import annotations

import base64

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def install(
    server: LocalServer, api: FakeSearchApi, *, credentials: tuple[str, str] | None = None
) -> None:
    def handle(request: Request) -> Response:
        query = request.arg("q")
        if credentials is not None:
            expected = "Basic " + base64.b64encode(":".join(credentials).encode()).decode()
            if request.headers.get("authorization") != expected:
                api.calls.append((query, None))
                return Response("Unauthorized", 401,
                                {"WWW-Authenticate": 'Basic realm="searxng"'})
        if api.fail == "json_disabled" or request.arg("format") not in ("json", ""):
            api.calls.append((query, None))
            return Response("<html><body>403 Forbidden</body></html>", 403)
        error = api.gate(request, query, None)
        if error is not None:
            return error
        if request.arg("format") != "json":
            return Response("<html>results</html>")
        hits = api.hits_for(query)
        return Response.json({
            "query": query,
            "number_of_results": 0,
            "results": [
                {"url": h.url, "title": h.title, "content": h.snippet, "engine": "bing",
                 "engines": ["bing"], "score": 1.0, "category": "general",
                 "publishedDate": h.date, "positions": [1]}
                for h in hits
            ],
            "answers": [], "corrections": [], "infoboxes": [], "suggestions": [],
            "unresponsive_engines": api.unresponsive,
        })

    server.route("/search", handle)
