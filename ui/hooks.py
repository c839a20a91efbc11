"""Remember which (application, settings) pairs a module already follows."""

from __future__ import annotations

import weakref
from typing import Any


class FirstTime:
    """``first(app, settings)`` is True once per pair, by identity.

    Weak references keep neither object alive, and ids that Python reuses after
    a test's QApplication or Settings is gone never match a new pair.
    """

    def __init__(self) -> None:
        self._pairs: list[tuple[weakref.ref[Any], weakref.ref[Any]]] = []

    def first(self, app: Any, settings: Any) -> bool:
        self._pairs = [(a, s) for a, s in self._pairs if a() is not None and s() is not None]
        if any(a() is app and s() is settings for a, s in self._pairs):
            return False
        self._pairs.append((weakref.ref(app), weakref.ref(settings)))
        return True
