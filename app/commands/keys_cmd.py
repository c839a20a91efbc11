"""``python -m app keys set NAME | list | delete NAME``.

``keys set`` reads the key from standard input when it is not a terminal, and
otherwise asks for it at a hidden prompt; the key never appears in argv.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from typing import Any

from app.commands.common import load_settings
from app.secrets import Secrets, known_names
from services.errors import SecretsError


def register(sub: Any) -> None:
    parser = sub.add_parser("keys", help="store API keys in the OS keychain")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    set_ = actions.add_parser("set", help="store a key (read from stdin or a hidden prompt)")
    set_.add_argument("name", help="e.g. llm.openai, search.tavily, fetch.jina")
    actions.add_parser("list", help="names of stored keys (never the keys)")
    delete = actions.add_parser("delete", help="remove a stored key")
    delete.add_argument("name")
    actions.add_parser("names", help="every key name Footnote knows")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    secrets = Secrets(load_settings())
    try:
        if args.action == "set":
            if sys.stdin is not None and not sys.stdin.isatty():
                value = sys.stdin.read()
            else:
                value = getpass.getpass(f"Key for {args.name}: ")
            secrets.set(args.name, value)
            print(f"Stored {args.name} in the {secrets.describe_backend()}.")
            return 0
        if args.action == "list":
            print(f"# storage: {secrets.describe_backend()}", file=sys.stderr)
            for name in secrets.names():
                print(name)
            return 0
        if args.action == "delete":
            if secrets.delete(args.name):
                print(f"Deleted {args.name}.")
                return 0
            print(f"No stored key named {args.name}.", file=sys.stderr)
            return 1
        if args.action == "names":
            for name in known_names():
                print(name)
            return 0
    except SecretsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 2
