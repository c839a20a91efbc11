"""What every subcommand does first."""

from __future__ import annotations

import sys

from app.settings import Settings


def load_settings() -> Settings:
    """The settings, with any load warning printed to stderr.

    A broken settings file is moved aside on the first load, so the command
    that finds it is the only one that can tell the user: each one must.
    """
    settings = Settings()
    for warning in settings.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    return settings
