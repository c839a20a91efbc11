"""A thread-safe cancel token shared by services, workers and the CLI."""

from __future__ import annotations

import threading
from collections.abc import Callable

from services.errors import Cancelled


class CancelToken:
    """Set once to cancel; callbacks run on the thread that cancels.

    Services poll ``cancelled`` or call ``raise_if_cancelled()`` between steps and
    register callbacks (``on_cancel``) to abort blocking I/O such as an open
    HTTP response.
    """

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            try:
                callback()
            except Exception:
                pass

    def on_cancel(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Run ``callback`` when cancelled (at once if already). Returns an unregister."""
        with self._lock:
            if not self._event.is_set():
                self._callbacks.append(callback)

                def unregister() -> None:
                    with self._lock:
                        if callback in self._callbacks:
                            self._callbacks.remove(callback)

                return unregister
        callback()
        return lambda: None

    def raise_if_cancelled(self) -> None:
        if self._event.is_set():
            raise Cancelled()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until cancelled or ``timeout`` passes; True when cancelled."""
        return self._event.wait(timeout)


NEVER = CancelToken()
"""A token nobody cancels, for callers that do not need cancellation."""
