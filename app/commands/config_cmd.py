"""``python -m app config list|get KEY|set KEY VALUE|reset KEY``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands.common import load_settings
from services.errors import SettingsError


def register(sub: Any) -> None:
    parser = sub.add_parser("config", help="show and change settings")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    lst = actions.add_parser("list", help="every setting with its description and value")
    lst.add_argument("--json", action="store_true", help="print JSON")
    get = actions.add_parser("get", help="print one setting")
    get.add_argument("key")
    set_ = actions.add_parser("set", help="change one setting")
    set_.add_argument("key")
    set_.add_argument("value")
    reset = actions.add_parser("reset", help="return one setting to its default")
    reset.add_argument("key")
    parser.set_defaults(handler=run)


def _show(value: Any) -> str:
    if isinstance(value, str):
        return value if "\n" not in value else json.dumps(value, ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False)


def run(args: argparse.Namespace) -> int:
    settings = load_settings(to_change=args.action in ("set", "reset"))
    try:
        if args.action == "list":
            rows = settings.describe()
            if args.json:
                print(json.dumps({s.name: value for s, value, _ in rows}, indent=2,
                                 ensure_ascii=False))
                return 0
            for setting, value, default in rows:
                marker = "" if default else "  (changed)"
                print(f"{setting.name} = {_show(value)}{marker}")
                print(f"    {setting.description} [{setting.describe_type()}]")
            return 0
        if args.action == "get":
            if args.key not in settings:
                from app.settings_schema import get as declared

                declared(args.key)
            print(_show(settings[args.key]))
            return 0
        if args.action == "set":
            value = settings.set(args.key, args.value)
            print(f"{args.key} = {_show(value)}")
            return 0
        if args.action == "reset":
            settings.reset(args.key)
            print(f"{args.key} = {_show(settings[args.key])}")
            return 0
    except SettingsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 2
