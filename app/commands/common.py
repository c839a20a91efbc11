"""What every subcommand does first."""

from __future__ import annotations

import sys

from app.profile import read_only_parts
from app.settings import Settings


def load_settings(*, to_change: bool = False) -> Settings:
    """The settings, with any load warning printed to stderr.

    A broken settings file is moved aside on the first load, so the command
    that finds it is the only one that can tell the user: each one must.

    A profile Footnote cannot write is said once, here, and the command goes
    on with settings kept in memory. A command run ``to_change`` them
    (``config set``) gets neither: its failed save is its one error line.
    """
    read_only = read_only_parts()
    settings = Settings(session_only=bool(read_only.settings) and not to_change)
    for warning in settings.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if read_only and not to_change:
        print(f"warning: {read_only.notice()}", file=sys.stderr)
    return settings


def history_kept() -> bool:
    """Whether the chat history can be written (the notice above said if not)."""
    return not read_only_parts().history
