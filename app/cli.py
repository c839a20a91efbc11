"""Command line: the same services the GUI uses.

``python -m app`` with no arguments opens the desktop app. Subcommands live in
``app/commands/``, one module each, registered in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app import logs


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser; with a known ``command`` only that command's module is imported.

    Imported here, not at module level: the subcommands pull in the service
    layer (httpx, tiktoken, ...), and each command needs only its own part.
    """
    from app.commands import MODULES, load

    parser = argparse.ArgumentParser(
        prog="python -m app",
        description="Footnote: answers grounded in the live web, with citations.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in load([command] if command in MODULES else None):
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    logs.setup()
    if not args_list:
        from app.gui import run_gui

        return run_gui()
    parser = build_parser(args_list[0])
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
