"""``python -m app cache clear [--namespace search|page] | info [--json]``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app import paths
from services.cache import PAGE, SEARCH, Cache


def register(sub: Any) -> None:
    parser = sub.add_parser("cache", help="inspect or clear the search and page cache")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    clear = actions.add_parser("clear", help="remove cached search results and pages")
    clear.add_argument("--namespace", choices=(SEARCH, PAGE),
                       help="only search results or only pages")
    info = actions.add_parser("info", help="where the cache is and what it holds")
    info.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from app.settings import Settings

    cache = Cache(paths.cache_db(), max_bytes=int(Settings()["cache.max_mb"]) * 1024 * 1024)
    for warning in cache.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    try:
        if args.action == "clear":
            removed = cache.clear(args.namespace)
            what = f"{args.namespace} entries" if args.namespace else "entries"
            print(f"Removed {removed} cached {what} from {cache.path}.")
            return 0
        if args.action == "info":
            info = cache.info()
            if args.json:
                print(json.dumps(info.to_dict(), indent=2))
                return 0
            print(f"Cache file: {info.path} ({info.size_bytes / 1024:.0f} KiB of at most "
                  f"{info.max_bytes / 1048576:.0f} MiB)")
            for namespace in (SEARCH, PAGE):
                print(f"  {namespace}: {info.entries.get(namespace, 0)} live entries")
            print(f"  expired, not yet removed: {info.expired}")
            return 0
    finally:
        cache.close()
    return 2
