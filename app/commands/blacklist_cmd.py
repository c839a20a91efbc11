"""``python -m app blacklist check|test|list|update``: the blacklist from the command line.

- ``check [FILE]``: report invalid lines of the saved rules (or of FILE, ``-``
  for stdin) with line numbers and reasons; exit 1 when there are any.
- ``test URL...``: which rule decides each URL (saved rules, allow rules and
  subscriptions); exit 1 when any URL is blocked.
- ``list``: the subscriptions and the state of their last refresh.
- ``update [--all]``: download the subscriptions that are due (daily), or all;
  exit 1 when a download failed (the last good copy stays in use).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from app.commands.common import load_settings
from app.settings import Settings
from app.wiring.blacklist import subscription_store
from services.blacklist import Blacklist, Subscription


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "blacklist", help="check rules, test URLs, update subscriptions",
        description="The uBlacklist-syntax block list, allow list and subscriptions.",
    )
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = actions.add_parser("check", help="report invalid rules with their line numbers")
    check.add_argument("file", nargs="?", help="a rules file to check instead ('-': stdin)")
    check.add_argument("--json", action="store_true", help="print JSON")
    test = actions.add_parser("test", help="show which rule decides each URL")
    test.add_argument("urls", nargs="+", metavar="URL")
    test.add_argument("--json", action="store_true", help="print JSON")
    listing = actions.add_parser("list", help="list subscriptions")
    listing.add_argument("--json", action="store_true", help="print JSON")
    update = actions.add_parser("update", help="download subscriptions that are due")
    update.add_argument("--all", action="store_true", help="download every subscription now")
    update.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    settings = load_settings()
    if args.action == "check":
        return _check(settings, args)
    store = subscription_store(settings)
    store.sync(list(settings["blacklist.subscriptions"]))
    if args.action == "test":
        url_filter = store.url_filter(settings)
        verdicts = [(url, url_filter.verdict(url)) for url in args.urls]
        if args.json:
            print(json.dumps([
                {"url": url, "blocked": v.blocked, "reason": v.reason, "rule": v.rule,
                 "line": v.line, "source": v.source}
                for url, v in verdicts
            ], indent=2, ensure_ascii=False))
        else:
            for url, verdict in verdicts:
                print(f"{'blocked' if verdict.blocked else 'kept   '}  {url}  ({verdict.reason})")
        return 1 if any(v.blocked for _, v in verdicts) else 0
    if args.action == "list":
        _print_subscriptions(store.subscriptions(), args.json)
        return 0
    if args.action == "update":
        done = store.refresh() if args.all else store.refresh_stale()
        if not done and not args.json:
            print("Subscriptions are up to date (each is refreshed once a day; --all forces).")
        _print_subscriptions(done, args.json)
        return 1 if any(sub.error for sub in done) else 0
    return 2


def _check(settings: Settings, args: argparse.Namespace) -> int:
    if args.file:
        try:
            text = sys.stdin.read() if args.file == "-" else _read(args.file)
        except OSError as exc:
            print(f"error: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
            return 2
        except UnicodeDecodeError:
            print(f"error: cannot read {args.file}: it is not UTF-8 text; give a rule list "
                  "saved as UTF-8.", file=sys.stderr)
            return 2
        lists = {args.file: Blacklist.parse(text)}
    else:
        lists = {
            "blacklist.rules": Blacklist.parse(str(settings["blacklist.rules"])),
            "blacklist.allow_rules": Blacklist.parse(str(settings["blacklist.allow_rules"])),
        }
    if args.json:
        print(json.dumps({
            name: {
                "rules": len(parsed.rules),
                "errors": [{"line": e.line, "rule": e.rule, "reason": e.reason}
                           for e in parsed.errors],
            }
            for name, parsed in lists.items()
        }, indent=2, ensure_ascii=False))
    else:
        for name, parsed in lists.items():
            print(f"{name}: {len(parsed.rules)} rules, {len(parsed.errors)} invalid")
            for error in parsed.errors:
                print(f"  {error}")
    return 1 if any(parsed.errors for parsed in lists.values()) else 0


def _read(path: str) -> str:
    with open(path, encoding="utf-8-sig") as handle:
        return handle.read()


def _print_subscriptions(subs: list[Subscription], as_json: bool) -> None:
    if as_json:
        print(json.dumps([vars(sub) for sub in subs], indent=2, ensure_ascii=False))
        return
    for sub in subs:
        when = (
            time.strftime("%Y-%m-%d %H:%M", time.localtime(sub.last_updated))
            if sub.last_updated else "never"
        )
        state = f"failed: {sub.error}" if sub.error else "ok"
        print(f"{sub.name or sub.url}\n  {sub.url}\n  {sub.rule_count} rules, "
              f"{sub.error_count} invalid, updated {when}, {state}")
