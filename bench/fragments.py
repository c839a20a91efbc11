"""Do citation links land? Text-fragment links checked in a real Chromium.

Run: ``python -m bench.fragments [--show] [--chromium PATH] [KIND ...]``
(needs ``pip install playwright`` and a Chromium; Debian's ``/usr/bin/chromium``
is the default; ``playwright install`` is not needed).

Every case of ``bench/fragment_cases.py`` is served as its own HTML page on
127.0.0.1, with the cited block far below the first screen. The page goes
through Footnote's own path for a citation: ``extract_html`` (as a fetch reads
it) -> the page's Markdown stored as the source's excerpt -> the answer
sentence parsed and checked -> the evidence's link. Chromium then opens that
link, in the form the app's click hands to the browser (through Qt's ``QUrl``),
with a browser-initiated navigation (on which text fragments are honoured),
and the link counts as landed when the page scrolled and the cited block is
on screen. A text fragment's highlight cannot be read from the page, so the
scroll is the test. A hand-built link from the block's visible text is
checked first: if that does not land, the browser does not honour fragments
and the figures would mean nothing.

Prints landed/total per kind for each set (``CASES``, which the builder was
fixed against, and ``FRESH``, ``UNSEEN`` and ``LATEST``, written afterwards and
never tuned on), and with
``--show`` every link that missed.
"""

from __future__ import annotations

import argparse
import html
import http.server
import socketserver
import sys
import threading
from collections import defaultdict
from typing import ClassVar
from urllib.parse import quote

from bench.fragment_cases import CASES, FRESH, LATEST, UNSEEN, Case
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import check
from services.fetch.jobs import extract_html
from services.weburl import openable, try_parse

_FILLER = (
    "Background note {n} follows the ferry timetable of a small harbour town, where "
    "boats leave at dawn and return when the light fades over the northern coast."
)
SET_TITLES = {
    "cases": "cases (the builder was fixed against these)",
    "fresh": "fresh cases (written after the first fixes; 20/22 before two more)",
    "unseen": "unseen cases (written after that, never tuned on)",
    "latest": "latest cases (written in a later round, before the links were run on them)",
}
_SETTLE_MS = 350  # the fragment is scrolled to after load, on an idle task

_ON_SCREEN = """() => {
    const el = document.getElementById('target');
    const r = el.getBoundingClientRect();
    return {y: window.scrollY, top: r.top, bottom: r.bottom, height: window.innerHeight};
}"""


def page_html(case: Case) -> str:
    before = "".join(f"<p>{html.escape(_FILLER.format(n=n))}</p>" for n in range(40))
    after = "".join(f"<p>{html.escape(_FILLER.format(n=n))}</p>" for n in range(40, 70))
    decoy = case.decoy and f"<p>Earlier, a related note.</p>{case.decoy}"
    return (f'<!doctype html><html lang="{case.lang}"><head><meta charset="utf-8">'
            f"<title>Case notes</title></head><body><article><h1>Case notes</h1>"
            f"{decoy}{before}{case.html}{after}</article></body></html>")


class _Pages(http.server.BaseHTTPRequestHandler):
    pages: ClassVar[dict[str, bytes]] = {}

    def do_GET(self) -> None:
        body = self.pages.get(self.path.split("#")[0])
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.end_headers()
        self.wfile.write(body or b"not found")

    def log_message(self, *args: object) -> None:
        pass


def serve(pages: dict[str, bytes]) -> tuple[socketserver.TCPServer, int]:
    _Pages.pages = pages
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def footnote_link(url: str, body: bytes, claim: str) -> tuple[str, str]:
    """``(link, passage)`` the app would give a citation of ``url`` for ``claim``."""
    markdown = extract_html(body, "utf-8", url).markdown
    registry = CitationRegistry([Source(id="s-1", url=url, excerpt=markdown)])
    claims = check(parse(f"{claim} [cite:s-1]", registry), registry)
    if not claims:
        return url, ""
    return claims[0].link, claims[0].passage


def delivered(link: str) -> str:
    """``link`` as the app hands it to the browser (``ChatView.open_link``, then Qt).

    Qt's ``QUrl.toEncoded`` decodes ``%2D`` back to ``-``: a link must land in
    that form too.
    """
    from PySide6.QtCore import QUrl

    href = openable(link)
    parsed = try_parse(link)
    if href is None or parsed is None:
        return link
    if parsed.fragment:
        href += "#" + parsed.fragment
    return bytes(QUrl.fromEncoded(href.encode()).toEncoded().data()).decode()


def landed(page: object, link: str) -> bool:
    """Whether opening ``link`` in a fresh navigation scrolls the target into view."""
    page.goto("about:blank")  # type: ignore[attr-defined]
    page.goto(link, wait_until="load")  # type: ignore[attr-defined]
    page.wait_for_timeout(_SETTLE_MS)  # type: ignore[attr-defined]
    box = page.evaluate(_ON_SCREEN)  # type: ignore[attr-defined]
    return bool(box["y"] > 0 and box["bottom"] > 0 and box["top"] < box["height"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("kinds", nargs="*", help="only these kinds (default: all)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--show", action="store_true", help="print every link that missed")
    args = parser.parse_args(argv)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("bench/fragments.py needs Playwright: pip install playwright", file=sys.stderr)
        return 2
    sets = {"cases": CASES, "fresh": FRESH, "unseen": UNSEEN, "latest": LATEST}
    pages = {f"/{name}/{k}": page_html(c).encode()
             for name, cases in sets.items() for k, c in enumerate(cases)}
    pages["/hand"] = page_html(CASES[0]).encode()
    server, port = serve(pages)
    totals: dict[str, dict[str, list[int]]] = {name: defaultdict(lambda: [0, 0]) for name in sets}
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=args.chromium,
                                             args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            print(f"Chromium {browser.version}")
            hand = f"http://127.0.0.1:{port}/hand#:~:text=" + quote(
                "The lighthouse was finished in 1874", safe="")
            if not landed(page, hand):
                print("A hand-built text fragment did not land: this browser or this way of "
                      "navigating ignores text fragments, so nothing can be measured.",
                      file=sys.stderr)
                return 1
            for name, cases in sets.items():
                for k, case in enumerate(cases):
                    if args.kinds and case.kind not in args.kinds:
                        continue
                    url = f"http://127.0.0.1:{port}/{name}/{k}"
                    link, passage = footnote_link(url, pages[f"/{name}/{k}"], case.claim)
                    ok = "#:~:" in link and landed(page, delivered(link))
                    totals[name][case.kind][0] += ok
                    totals[name][case.kind][1] += 1
                    if args.show and not ok:
                        print(f"  MISS {name} {case.kind}: {link[len(url):]}\n"
                              f"       passage: {passage!r}")
            browser.close()
    finally:
        server.shutdown()
    for name, kinds in totals.items():
        print(f"\n{SET_TITLES[name]}")
        for kind, (ok, n) in kinds.items():
            print(f"  {kind:12} {ok}/{n}")
        print(f"  {'all':12} {sum(t[0] for t in kinds.values())}/"
              f"{sum(t[1] for t in kinds.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
