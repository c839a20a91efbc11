"""Key rotation with a cool-down.

A provider may have several API keys. A key answered with 401, 403 or 429 is
put aside for a while (``search.key_cooldown_s``, or the server's
``Retry-After`` on a 429) and the next key is tried. Keys are remembered by a
hash only, so the table never holds a secret in clear.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Sequence


def _fingerprint(provider: str, key: str) -> str:
    return provider + ":" + hashlib.sha256(key.encode()).hexdigest()[:16]


class KeyCooldowns:
    """Which keys are resting, and until when. Thread-safe; one per service."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._until: dict[str, float] = {}
        self._why: dict[str, str] = {}

    def cool(self, provider: str, key: str, seconds: float, why: str) -> None:
        """Rest ``key`` for ``seconds`` (0 = not at all)."""
        if seconds <= 0:
            return
        with self._lock:
            fp = _fingerprint(provider, key)
            self._until[fp] = self._clock() + seconds
            self._why[fp] = why

    def available(self, provider: str, keys: Sequence[str]) -> list[str]:
        """``keys`` that are not resting, in their configured order."""
        now = self._clock()
        with self._lock:
            return [k for k in keys if self._until.get(_fingerprint(provider, k), 0.0) <= now]

    def resting(self, provider: str, keys: Sequence[str]) -> tuple[float, str]:
        """Seconds until the first resting key is usable again, and why it rests."""
        now = self._clock()
        best: tuple[float, str] = (0.0, "")
        with self._lock:
            for key in keys:
                fp = _fingerprint(provider, key)
                left = self._until.get(fp, 0.0) - now
                if left > 0 and (best[0] == 0.0 or left < best[0]):
                    best = (left, self._why.get(fp, ""))
        return best

    def reset(self, provider: str | None = None) -> None:
        """Forget the cool-downs of ``provider`` (all providers when None)."""
        with self._lock:
            if provider is None:
                self._until.clear()
                self._why.clear()
                return
            for fp in [f for f in self._until if f.startswith(provider + ":")]:
                self._until.pop(fp, None)
                self._why.pop(fp, None)
