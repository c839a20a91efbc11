"""Command line: the same services the GUI uses.

``python -m app`` with no arguments opens the desktop app. Subcommands live in
``app/commands/``, one module each, listed in ``app.commands.MODULES``.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

log = logging.getLogger(__name__)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser; with a known ``command`` only that command's module is imported.

    Imported here, not at module level: the subcommands pull in the service
    layer (httpx, tiktoken, ...), and each command needs only its own part.
    """
    import argparse

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
    problem = undecodable_argument(args_list)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    if not args_list:
        # The window paints first; it sets up the log and the key redaction
        # right after (``app.gui``), before any request can be made.
        from app.gui import run_gui

        return run_gui()
    from app import logs, secrets
    from app.output import guarded_output
    from services.files import FileProblem

    try:
        logs.setup()
    except FileProblem as exc:  # the profile is in the way: nothing can run
        print(f"error: {exc}", file=sys.stderr)
        return 1
    secrets.remember_environment()
    _interrupt_on_sigterm()
    with guarded_output():
        return _run(args_list)


def undecodable_argument(args: Sequence[str]) -> str:
    """Why an argument is refused, or "": bytes the locale's encoding could not
    decode reach Python as lone surrogates (``surrogateescape``), which no
    query, URL or setting can carry."""
    for number, arg in enumerate(args, 1):
        if any("\ud800" <= char <= "\udfff" for char in arg):
            shown = "".join(_escaped(char) for char in arg)
            encoding = sys.getfilesystemencoding().upper()
            return (f"argument {number} ({shown}) is not valid {encoding} text: it holds "
                    "bytes the terminal's encoding cannot decode. Retype it, "
                    "or use a UTF-8 locale (for example LANG=C.UTF-8).")
    return ""


def _escaped(char: str) -> str:
    if "\udc80" <= char <= "\udcff":  # the byte surrogateescape stood in for
        return f"\\x{ord(char) - 0xDC00:02x}"
    if "\ud800" <= char <= "\udfff":
        return f"\\u{ord(char):04x}"
    return char


def _interrupt_on_sigterm() -> None:
    """SIGTERM stops a command as Ctrl+C does: running work is cancelled, what was
    done is kept (``ask`` saves the partial answer), the extraction workers are
    stopped, and the command exits with its "Stopped." line."""
    import signal

    def interrupt(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    try:
        signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread (embedded use): leave signals alone
        pass


def _run(args_list: list[str]) -> int:
    parser = build_parser(args_list[0])
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse exits 2 on bad arguments, 0 on --help
        return int(exc.code or 0)
    if not getattr(args, "handler", None):
        parser.print_help()
        return 2
    from app import paths
    from services.errors import FootnoteError
    from services.files import FileProblem

    try:
        status: int = args.handler(args)
        return status
    except KeyboardInterrupt:
        print("Stopped.", file=sys.stderr)
        return 130
    except (FootnoteError, FileProblem) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        # Never a traceback for the user: one line, the details in the log.
        log.exception("the %s command failed", args_list[0])
        print(f"error: {args_list[0]} failed unexpectedly ({type(exc).__name__}: "
              f"{str(exc)[:200]}). Details are in the log: {paths.log_file()}", file=sys.stderr)
        return 1
