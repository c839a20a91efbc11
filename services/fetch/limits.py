"""The limits of one ``web_fetch`` call, importable without the fetch stack (the
tool table reads them when the window starts)."""

from __future__ import annotations

MAX_URLS = 20
"""URLs read per call; more are listed in the result as not read (never silently dropped)."""
