"""A local server that speaks the Jina Reader API.

``GET /{url}`` with ``Accept: application/json`` answers
``{code, status, data: {title, url, content, description, publishedTime}}``.
Tests script per-URL answers with ``answer(url, status, payload)``; other URLs
get a readable page. ``targets`` lists the URLs Jina was asked for, in order.
"""

from __future__ import annotations

from typing import Any

from tests.servers.base import LocalServer, Request, Response


class JinaServer:
    def __init__(self) -> None:
        self.server = LocalServer()
        self.targets: list[str] = []
        self.auth: list[str] = []
        self.accept: list[str] = []
        self.scripted: dict[str, tuple[int, Any]] = {}
        self.required_key: str | None = None
        self.server.route_prefix("/", self._handle)

    def reset(self) -> None:
        """Forget calls and scripted answers (for a server shared by several tests)."""
        self.targets.clear()
        self.auth.clear()
        self.accept.clear()
        self.scripted.clear()
        self.required_key = None

    def start(self) -> JinaServer:
        self.server.start()
        return self

    def stop(self) -> None:
        self.server.stop()

    @property
    def api_host(self) -> str:
        return self.server.url("").rstrip("/")

    def answer(self, url: str, status: int, payload: Any) -> None:
        self.scripted[url] = (status, payload)

    def _handle(self, request: Request) -> Response:
        raw_path = request.handler.path  # keeps the target's own query string
        target = raw_path[1:]
        self.targets.append(target)
        self.auth.append(request.headers.get("authorization", ""))
        self.accept.append(request.headers.get("accept", ""))
        if self.required_key is not None and (
            request.headers.get("authorization") != f"Bearer {self.required_key}"
        ):
            return Response.json(
                {"code": 401, "name": "AuthenticationRequiredError", "status": 40103,
                 "message": "Invalid API key"}, 401,
            )
        if target in self.scripted:
            status, payload = self.scripted[target]
            return Response.json(payload, status)
        return Response.json({
            "code": 200,
            "status": 20000,
            "data": {
                "title": f"Jina: {target}",
                "url": target,
                "content": f"Content of {target} as read by Jina Reader.\n\nSecond paragraph.",
                "description": "A page read by Jina.",
                "publishedTime": "2026-01-02T03:04:05Z",
            },
        })
