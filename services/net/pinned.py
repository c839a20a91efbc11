"""An httpcore network backend that dials only checked, pinned addresses.

The request URL keeps the host name, so the ``Host`` header, TLS SNI and
certificate verification all use the name; only the TCP connection goes to the
address the safety check approved. A host the backend was not told about is
refused rather than resolved, so no code path can reach an unchecked address.

``abort()`` shuts every socket down from any thread; a read blocked in
``recv`` returns at once. Cancellation and the whole-download deadline use it.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterable
from typing import Any

import httpcore


class PinnedBackend(httpcore.NetworkBackend):
    """Connect ``host:port`` to the addresses pinned for ``host``, in order."""

    def __init__(self) -> None:
        self._pins: dict[str, tuple[str, ...]] = {}
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._aborted = False
        self._inner = httpcore.SyncBackend()

    def pin(self, host: str, addresses: Iterable[str]) -> None:
        with self._lock:
            self._pins[host.lower().rstrip(".")] = tuple(addresses)

    @property
    def aborted(self) -> bool:
        return self._aborted

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        with self._lock:
            addresses = self._pins.get(host.strip("[]").lower().rstrip("."), ())
        if not addresses:
            raise httpcore.ConnectError(f"{host} was not checked before connecting")
        last: Exception | None = None
        for address in addresses:
            if self._aborted:
                break
            try:
                stream = self._inner.connect_tcp(
                    address, port, timeout, local_address, socket_options
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                last = exc
                continue
            self._track(stream)
            return stream
        if self._aborted:
            raise httpcore.ConnectError("aborted")
        assert last is not None
        raise last

    def _track(self, stream: httpcore.NetworkStream) -> None:
        sock = stream.get_extra_info("socket")
        if not isinstance(sock, socket.socket):
            return
        # A duplicate descriptor stays valid after TLS wraps (detaches) the
        # original socket object; shutdown() on it stops the shared socket.
        handle = sock.dup()
        with self._lock:
            self._sockets.append(handle)
            abort_now = self._aborted
        if abort_now:
            self._shutdown(handle)

    def abort(self) -> None:
        """Stop every connection of this backend now (thread-safe, idempotent)."""
        with self._lock:
            self._aborted = True
            handles = list(self._sockets)
        for handle in handles:
            self._shutdown(handle)

    def close(self) -> None:
        """Release the duplicate descriptors (call after the download ended)."""
        with self._lock:
            handles, self._sockets = self._sockets, []
        for handle in handles:
            try:
                handle.close()
            except OSError:
                pass

    @staticmethod
    def _shutdown(handle: socket.socket) -> None:
        try:
            handle.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
