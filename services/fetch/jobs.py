"""What runs inside an extraction worker process.

Every function here is called in a separate process by ``ExtractionPool``: it
takes bytes and strings and returns a ``services.page.Page`` (a plain
dataclass of strings), so nothing but bytes and strings crosses the process
boundary, and no lxml parser, tree or element ever exists in the app's own
process. The heavy imports (lxml,
readability, markdownify, charset detection) happen inside the functions: the
app imports this module only to name the job, and stays light.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from typing import Any

from services.page import Page

# (body, header charset, final URL) -> the page; must be a module-level function.
HtmlJob = Callable[[bytes, "str | None", str], Page]

# Imported once by the fork server, so each forked worker starts with them loaded.
# trafilatura is the second reader (``services.extract.second``): imported on a
# worker's first unsure page it would cost that page ~0.1 s, again after each
# idle exit; here it costs the session's first page 0.1 s once (and 8 MB a
# worker). Its first short page also builds jusText's stop-word lists (0.15 s),
# left to that page: built here they would cost every worker 33 MB. The fork
# server starts with the pool, on the first page: the app never imports it.
PRELOAD = ("services.fetch.jobs", "services.extract", "trafilatura")

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
# Workers run below the app's priority: extraction is background work, the window is not.
WORKER_NICENESS = 5


def extract_html(body: bytes, charset: str | None, url: str) -> Page:
    """Decode an HTML page and extract its readable content and metadata."""
    from services.extract import decode_html, extract_page

    return extract_page(decode_html(body, charset), url)


def extract_pdf(url: str, body: bytes) -> Page:
    """Read the text layer of a PDF (pypdf loads only for PDFs)."""
    from services.extract.pdf import extract_pdf as read_pdf

    return read_pdf(body, url)


def read_text(kind: str, body: bytes, charset: str | None, url: str) -> Page:
    """Decode a plain-text, Markdown or JSON document (JSON is pretty-printed).

    ``title`` is the first Markdown heading, or "" (the caller names the page
    after its URL then).
    """
    from services.extract import decode_html

    text = decode_html(body, charset)
    if kind == "json":
        text = _pretty_json(text)
    text = text.strip()
    title = ""
    if kind == "markdown":
        heading = _HEADING.search(text[:4000])
        if heading:
            title = heading.group(1)
    return Page(title=title, markdown=text)


def _pretty_json(text: str) -> str:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return text  # served as JSON but is not: pass the text through as it is
    return "```json\n" + json.dumps(data, indent=2, ensure_ascii=False) + "\n```"


def init_worker(memory_mb: int) -> None:
    """Set up a fresh worker: lower priority, and a cap on the memory it may take.

    The cap is address space on top of what the worker holds at start
    (``RLIMIT_AS``), so a page that needs more fails with ``MemoryError``
    instead of swapping the machine. Linux enforces it; macOS ignores
    ``RLIMIT_AS`` and Windows has no such limit, so there a runaway page is
    stopped by its deadline alone.
    """
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    if memory_mb > 0 and sys.platform.startswith("linux"):
        _cap_address_space(memory_mb)


def _cap_address_space(memory_mb: int) -> None:
    import resource

    current = _address_space_bytes()
    if current <= 0:
        return
    limit = current + memory_mb * 1024 * 1024
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError):
        pass


def _address_space_bytes() -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def worker_probe() -> dict[str, Any]:
    """What a worker looks like from inside (process id, loaded modules); for tests."""
    return {"pid": os.getpid(), "qt_loaded": any(m.startswith("PySide6") for m in sys.modules),
            "second_reader_loaded": "trafilatura" in sys.modules}
