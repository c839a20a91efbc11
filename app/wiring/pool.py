"""The window's extraction worker processes: one pool for the whole session.

Made on the first page read, never at start-up (``ExtractionPool`` and its
process machinery load then), sized from the ``fetch.*`` settings, and stopped
at exit. ``app.gui`` makes one per app and hands it to the UI in
``AppServices.extraction_pool``.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from services.fetch.pool import ExtractionPool


class SharedPool:
    """Gives the one ``ExtractionPool``, made on first ``get()``."""

    def __init__(self, settings: Mapping[str, Any]) -> None:
        self.settings = settings
        self._pool: ExtractionPool | None = None
        self._lock = threading.Lock()

    def get(self) -> ExtractionPool:
        with self._lock:
            if self._pool is None:
                from services.fetch.pool import ExtractionPool

                self._pool = ExtractionPool(
                    int(self.settings["fetch.max_parallel_extractions"]),
                    memory_mb=int(self.settings["fetch.extract_memory_mb"]),
                )
            return self._pool

    def shutdown(self) -> None:
        """Kill the workers, if any were made: a page being extracted ends
        ``cancelled`` at once, and later pages are refused (the app is exiting)."""
        with self._lock:
            pool = self._pool
        if pool is not None:
            pool.shutdown()
