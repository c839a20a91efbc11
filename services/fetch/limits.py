"""The limits of one ``web_fetch`` call, importable without the fetch stack (the
tool table reads them when the window starts), and the extraction pool's
defaults, which ``app.settings_schema`` declares from here (services never
import ``app``), so each is written once."""

from __future__ import annotations

MAX_URLS = 20
"""URLs read per call; more are listed in the result as not read (never silently dropped)."""

EXTRACT_WORKERS = 3
"""Pages extracted at once, one worker process each (``fetch.max_parallel_extractions``)."""

EXTRACT_MEMORY_MB = 1024
"""Memory one extraction worker may use, in MB (``fetch.extract_memory_mb``)."""
