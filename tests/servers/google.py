"""A local Google Custom Search JSON API: ``GET /customsearch/v1?key&cx&q``.

A wrong key gets Google's real reply: HTTP 400 "API key not valid".
"""

from __future__ import annotations

from tests.servers.base import LocalServer, Request, Response
from tests.servers.search_api import FakeSearchApi


def _error(status: int, message: str) -> dict[str, object]:
    reason = "rateLimitExceeded" if status == 429 else "backendError"
    return {"error": {"code": status, "message": message,
                      "errors": [{"message": message, "domain": "global", "reason": reason}]}}


def install(server: LocalServer, api: FakeSearchApi, *, cx: str = "engine-1") -> None:
    def handle(request: Request) -> Response:
        query, key = request.arg("q"), request.arg("key")
        if api.keys and api.keys.get(key, "invalid") == "invalid":
            api.calls.append((query, key))
            return Response.json({"error": {
                "code": 400, "message": "API key not valid. Please pass a valid API key.",
                "errors": [{"message": "API key not valid. Please pass a valid API key.",
                            "domain": "global", "reason": "badRequest"}],
                "status": "INVALID_ARGUMENT"}}, 400)
        error = api.gate(request, query, key, _error)
        if error is not None:
            return error
        if request.arg("cx") != cx:
            return Response.json(_error(400, "Request contains an invalid argument."), 400)
        hits = api.hits_for(query)[: int(request.arg("num", "10"))]
        reply: dict[str, object] = {
            "kind": "customsearch#search",
            "queries": {"request": [{"searchTerms": query, "count": len(hits)}]},
            "searchInformation": {"totalResults": str(len(hits))},
        }
        if hits:  # like Google, no "items" key at all when nothing was found
            reply["items"] = [
                {"kind": "customsearch#result", "title": h.title, "link": h.url,
                 "snippet": h.snippet, "displayLink": "example.com",
                 "pagemap": {"metatags": [
                     {"article:published_time": h.date} if h.date else {"og:type": "website"}
                 ]}}
                for h in hits
            ]
        return Response.json(reply)

    server.route("/customsearch/v1", handle)
