"""A digest of what Footnote makes of every page of the shared extraction sets.

Usage (from the project root, venv active):

    python bench/extract_digest.py                  # all four shared sets
    python bench/extract_digest.py --sets extraction --pages out.txt

Each page goes the whole way a fetched page goes: the worker's extraction job
(its result pickled as it crosses the process boundary), the built-in reader,
the fetch service's result (the model's text, the items' JSON, ``footnote
fetch``'s Markdown), the citation registry's source as the agent leaves it,
and the lines that show it (the citation card's meta line, ``ask``'s source
line, the Markdown export's reference). Only the download is replaced: the
page's bytes are served as its URL's body, with no HTTP charset, as the sets'
READMEs prescribe. Random parts (citation ids, the run's boundary nonce) and
clock readings are replaced by fixed words, so two runs of the same code print
the same digests; a refactoring that changes no output prints the same ones too.

Prints one SHA-256 per set and one over all; ``--pages FILE`` writes one line
per page (set, id, digest) to compare two runs page by page.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import pickle
import re
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.commands import ask_run, fetch_cmd  # noqa: E402
from app.settings_schema import SETTINGS  # noqa: E402
from services.cancel import NEVER  # noqa: E402
from services.citations.export import source_line  # noqa: E402
from services.citations.registry import CitationRegistry  # noqa: E402
from services.citations.segments import CitedSource  # noqa: E402
from services.fetch import FetchService  # noqa: E402
from services.fetch.builtin import BuiltinReader  # noqa: E402
from services.net.download import Download  # noqa: E402
from ui.chat.card import meta_line  # noqa: E402

BENCH = Path("/work/shared/bench")
SETS = ("extraction", "extraction-more", "extraction-wide", "extraction-wide2")
_NONCE = re.compile(r"(</?[a-z]+-)[a-z]{6,}>")


class _Served:
    """The downloader: serves the current page's bytes as the body of any URL."""

    body = b""

    def download(self, url: str, *, cancel: Any = NEVER, on_hop: Any = None) -> Download:
        return Download(url, url, 200, {"content-type": "text/html"}, self.body, len(self.body))


class _Inline:
    """The extraction pool, in this process: each result is pickled and unpickled
    as it would be when it leaves a worker."""

    def run(self, fn: Any, args: Any = (), *, timeout_s: float, cancel: Any = NEVER) -> Any:
        return pickle.loads(pickle.dumps(fn(*args)))

    def configure(self, **_sizes: Any) -> None:
        pass

    def shutdown(self) -> None:
        pass


class _Open:
    """A blacklist that blocks nothing."""

    def verdict(self, url: str) -> Any:
        return None


class _Service(FetchService):
    def __init__(self, served: _Served) -> None:
        settings = {s.name: s.default for s in SETTINGS}
        settings.update({"cache.enabled": False, "fetch.fallback": "none"})
        super().__init__(settings, pool=_Inline(), url_filter=_Open())  # type: ignore[arg-type]
        self.served = served

    def _builtin(self, policy: Any) -> BuiltinReader:
        return BuiltinReader(self.served, self.pool, timeout_s=60.0)  # type: ignore[arg-type]


def _steady(text: str, ids: dict[str, str]) -> str:
    """``text`` with citation ids, boundary nonces and clock readings fixed."""
    for cid, word in ids.items():
        text = text.replace(cid, word)
    return _NONCE.sub(r"\1NONCE>", text)


def _keep_evidence(registry: CitationRegistry, items: list[Any]) -> None:
    """What the agent does with a fetch result's pages, where it still does it."""
    from services.agent import session

    keep = getattr(session.Session, "_keep_evidence", None)
    if keep is not None:
        keep(type("Run", (), {"registry": registry})(), [i for i in items if i.ok and i.content])


def page_digest(service: _Service, url: str, raw: bytes) -> str:
    service.served.body = raw
    registry = CitationRegistry()
    result = service.fetch([url], registry=registry, cancel=NEVER)
    _keep_evidence(registry, result.items)
    data = result.to_dict()
    data["meta"].pop("elapsed_ms", None)
    for item in data["items"]:
        item["fetched_at"] = "T" if item["fetched_at"] else ""
    ids = {item.id: f"ID{n}" for n, item in enumerate(result.items) if item.id}
    shown: list[Any] = [data, fetch_cmd.render_markdown(result)]
    for number, source in enumerate(registry.sources(), 1):
        fields = source.to_dict()
        fields["fetched_at"] = "T" if fields["fetched_at"] else ""
        source.fetched_at = "2026-01-02T03:04:05Z" if source.fetched_at else ""
        about = getattr(ask_run, "_about", None) or ask_run.about
        shown += [fields, source_line(CitedSource(number, source)), about(source),
                  meta_line(source, "by %1", "published %1", "fetched %1")]
    text = _steady(json.dumps(shown, ensure_ascii=False, sort_keys=False), ids)
    return hashlib.sha256(text.encode()).hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="*", default=list(SETS))
    parser.add_argument("--pages", help="write one line per page (set, id, digest) here")
    args = parser.parse_args()
    service = _Service(_Served())
    lines: list[str] = []
    whole = hashlib.sha256()
    for name in args.sets:
        folder = BENCH / name
        digest = hashlib.sha256()
        count = 0
        for row in (folder / "truth.jsonl").read_text(encoding="utf-8").split("\n"):
            if not row.strip():
                continue
            truth = json.loads(row)
            raw = gzip.decompress((folder / "pages" / f"{truth['id']}.html.gz").read_bytes())
            page = page_digest(service, truth["url"], raw)
            digest.update(page.encode())
            lines.append(f"{name} {truth['id']} {page}")
            count += 1
        whole.update(digest.hexdigest().encode())
        print(f"{name:18} {count:5} pages  {digest.hexdigest()}", flush=True)
    print(f"{'all':18} {len(lines):5} pages  {whole.hexdigest()}")
    if args.pages:
        Path(args.pages).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
