"""A small threaded HTTP server for tests: routes map a path to a handler function.

A handler gets the ``Request`` and returns a ``Response`` (or writes to
``request.handler`` itself for slow or broken replies and returns None).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Response:
    body: bytes | str = b""
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    content_type: str = "text/html; charset=utf-8"

    @classmethod
    def json(cls, data: Any, status: int = 200, **headers: str) -> Response:
        return cls(json.dumps(data).encode(), status, dict(headers), "application/json")


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    handler: BaseHTTPRequestHandler

    def json(self) -> Any:
        return json.loads(self.body or b"null")

    def arg(self, name: str, default: str = "") -> str:
        values = self.query.get(name)
        return values[0] if values else default


Handler = Callable[[Request], Response | None]


class LocalServer:
    """Start with ``start()``; ``url(path)`` gives an absolute URL; ``requests`` logs calls."""

    def __init__(self) -> None:
        self.routes: dict[str, Handler] = {}
        self.prefix_routes: list[tuple[str, Handler]] = []
        self.requests: list[Request] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def route(self, path: str, handler: Handler | Response | str | bytes) -> None:
        if not callable(handler):
            fixed = handler if isinstance(handler, Response) else Response(handler)
            self.routes[path] = lambda _req: fixed
        else:
            self.routes[path] = handler

    def route_prefix(self, prefix: str, handler: Handler) -> None:
        self.prefix_routes.append((prefix, handler))

    def url(self, path: str = "/") -> str:
        assert self._server is not None
        port = self._server.server_address[1]
        return f"http://127.0.0.1:{port}{path}"

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.server_address[1])

    def start(self) -> LocalServer:
        server = self

        class _Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _dispatch(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                parts = urlsplit(self.path)
                request = Request(
                    self.command,
                    parts.path,
                    parse_qs(parts.query, keep_blank_values=True),
                    {k.lower(): v for k, v in self.headers.items()},
                    body,
                    self,
                )
                server.requests.append(request)
                handler = server.routes.get(parts.path)
                if handler is None:
                    for prefix, candidate in server.prefix_routes:
                        if self.path.startswith(prefix):
                            handler = candidate
                            break
                if handler is None:
                    response: Response | None = Response("not found", 404)
                else:
                    try:
                        response = handler(request)
                    except (BrokenPipeError, ConnectionResetError):
                        return
                if response is None:
                    return
                payload = (
                    response.body.encode() if isinstance(response.body, str) else response.body
                )
                try:
                    self.send_response(response.status)
                    headers = {"Content-Type": response.content_type, **response.headers}
                    for name, value in headers.items():
                        self.send_header(name, value)
                    if "Content-Length" not in headers:
                        self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    if self.command != "HEAD":
                        self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = _dispatch

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
