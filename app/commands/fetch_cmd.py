"""``python -m app fetch URL [URL...] [--json] [--budget TOKENS] [--no-cache]``.

Reads pages exactly as the model's ``web_fetch`` tool does and prints them as
Markdown with a header per page, or the whole result object with ``--json``.
Exit status: 0 when at least one URL was read, 1 when none was, 2 for bad
arguments (including an empty URL). At most 20 URLs are read per call; the
rest are named as not read. ``--no-cache`` reads every page afresh (the pages
read still refresh the cache), like ``search --no-cache``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands.common import load_settings
from app.commands.progress import ProgressPrinter
from app.secrets import Secrets
from app.wiring.fetch import build_fetch_service
from services.cancel import CancelToken
from services.fetch import MAX_URLS
from services.page import byline
from services.results import FetchItem, ToolResult


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "fetch", help="read web pages as the model would",
        description="Download pages safely and print them as readable Markdown "
                    f"(1 to {MAX_URLS} URLs per call).",
    )
    parser.add_argument("urls", nargs="+", metavar="URL", help="http:// or https:// addresses")
    parser.add_argument("--json", action="store_true", help="print the whole result as JSON")
    parser.add_argument("--budget", type=int, metavar="TOKENS",
                        help="fit all pages into this many tokens (default: no cut)")
    parser.add_argument("--no-cache", action="store_true",
                        help="ignore cached pages (pages read now still refresh the cache)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if not all(url.strip() for url in args.urls):
        print("error: a URL is empty; give each URL as a full http:// or https:// address.",
              file=sys.stderr)
        return 2
    if args.budget is not None and args.budget < 1:
        print("error: --budget must be a positive number of tokens.", file=sys.stderr)
        return 2
    if len(args.urls) > MAX_URLS:
        print(f"warning: only the first {MAX_URLS} of {len(args.urls)} URLs are read.",
              file=sys.stderr)
    settings = load_settings()
    service = build_fetch_service(settings, Secrets(settings))
    cancel = CancelToken()
    try:
        result = service.fetch(
            args.urls, cancel=cancel, budget_tokens=args.budget, use_cache=not args.no_cache,
            on_event=ProgressPrinter(sys.stderr) if sys.stderr.isatty() else None,
        )
    except KeyboardInterrupt:
        cancel.cancel()
        raise
    finally:
        service.close()  # stops the extraction workers (killing any still running)
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(render_markdown(result))
    return 0 if result.meta.get("ok") else 1


def render_markdown(result: ToolResult[FetchItem]) -> str:
    """Every page under its own header; failures say why."""
    blocks = [_page(item) for item in result.items]
    skipped = result.meta.get("skipped_urls") or []
    if skipped:
        blocks.append(f"# Not read\n\nOnly {MAX_URLS} URLs are read per call; not read: "
                      + ", ".join(skipped))
    if not blocks:
        return "Nothing to read."
    return "\n\n---\n\n".join(blocks)


def _page(item: FetchItem) -> str:
    if not item.ok:
        return f"# Could not read {item.url}\n\n{item.reason}: {item.error}"
    details = [f"URL: {item.final_url or item.url}", f"read by {item.provider}",
               f"{item.tokens} tokens"]
    details += byline(item, date_chars=None).parts()
    if item.truncated:
        details.append("shortened to fit the budget")
    return f"# {item.title}\n\n{' · '.join(details)}\n\n{_without_title(item)}"


def _without_title(item: FetchItem) -> str:
    """The content minus a first heading that only repeats the page header."""
    first, _sep, rest = item.content.partition("\n")
    if first.lstrip("#").strip() == item.title.strip() and first.startswith("#"):
        return rest.lstrip("\n")
    return item.content
