"""``python -m app search QUERY [QUERY...] [--json] [--provider NAME] [--no-cache]``.

Prints the text block the model would read, or the whole result object with
``--json``. Exit status: 0 when at least one query had results, 1 when none
did, 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands.common import load_settings
from app.secrets import Secrets
from app.wiring.search import build_search_service
from services.agent.progress import RunProgress
from services.agent.progress_words import line_text
from services.cancel import CancelToken
from services.events import SearchFinished, SearchStarted
from services.search import PROVIDERS


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "search", help="search the web as the model would",
        description="Search the web with the configured provider (and fallback).",
    )
    parser.add_argument("queries", nargs="+", metavar="QUERY", help="one or more queries")
    parser.add_argument("--json", action="store_true", help="print the whole result as JSON")
    parser.add_argument("--provider", choices=list(PROVIDERS), metavar="NAME",
                        help="provider for this search: " + ", ".join(PROVIDERS))
    parser.add_argument("--no-cache", action="store_true",
                        help="ignore cached results (fresh results still refresh the cache)")
    parser.add_argument("--max-results", type=int, metavar="N", help="results per query (1-20)")
    dates = parser.add_mutually_exclusive_group()
    dates.add_argument("--dates", dest="dates", action="store_true", default=None,
                       help="include publication dates")
    dates.add_argument("--no-dates", dest="dates", action="store_false",
                       help="leave publication dates out")
    parser.set_defaults(handler=run)


def _progress(event: SearchStarted | SearchFinished) -> None:
    """What each provider is doing, in the words ``ask`` uses."""
    for line in RunProgress().apply(event):
        print(line_text(line), file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    queries = [q.strip() for q in args.queries]
    if not all(queries):
        print("error: a query is empty; give each query as non-empty text.", file=sys.stderr)
        return 2
    if args.max_results is not None and not 1 <= args.max_results <= 20:
        print("error: --max-results must be between 1 and 20.", file=sys.stderr)
        return 2
    settings = load_settings()
    service = build_search_service(settings, Secrets(settings))
    cancel = CancelToken()
    try:
        result = service.search(
            queries, cancel=cancel, provider=args.provider, max_results=args.max_results,
            include_dates=args.dates, use_cache=not args.no_cache,
            on_event=_progress if sys.stderr.isatty() else None,
        )
    except KeyboardInterrupt:
        cancel.cancel()
        raise
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
        return 0 if result.items else 1
    print(result.text)
    for entry in result.meta["per_query"]:
        for error in entry["errors"]:
            if error.get("hint"):  # what to do about it, for the person at the terminal
                print(f"{error['provider']}: {error['message']} {error['hint']}", file=sys.stderr)
    return 0 if result.items else 1
