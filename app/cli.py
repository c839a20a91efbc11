"""Command line: the same services the GUI uses.

``python -m app`` with no arguments opens the desktop app. Subcommands live in
``app/commands/``, one module each, registered in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import logs


def build_parser() -> argparse.ArgumentParser:
    # Imported here, not at module level: the subcommands pull in the whole
    # service layer (httpx, tiktoken, ...), which the desktop app loads lazily.
    from app.commands import COMMANDS

    parser = argparse.ArgumentParser(
        prog="python -m app",
        description="Footnote: answers grounded in the live web, with citations.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    logs.setup()
    if not args_list:
        from app.gui import run_gui

        return run_gui()
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse exits 2 on bad arguments, 0 on --help
        return int(exc.code or 0)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    try:
        status: int = args.handler(args)
        return status
    except KeyboardInterrupt:
        print("Stopped.", file=sys.stderr)
        return 130
