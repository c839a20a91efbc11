"""``footnote install-desktop [--uninstall]``: the Linux app-menu entry."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "install-desktop",
        help="add Footnote with its icon to the Linux app menu (no root needed)",
    )
    parser.add_argument("--uninstall", action="store_true", help="remove the menu entry")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from app import desktop

    if args.uninstall:
        removed = desktop.uninstall()
        for path in removed:
            print(f"Removed {path}")
        if not removed:
            print("No Footnote menu entry was installed.")
        return 0
    if not sys.platform.startswith("linux"):
        print("install-desktop is for Linux desktops. On Windows and macOS, start Footnote "
              "with the `footnote` command or build the bundle described in README.md.",
              file=sys.stderr)
        return 2
    try:
        done = desktop.install()
    except OSError as exc:
        print(f"Could not write the menu entry: {exc.strerror or exc}. Check that "
              f"{desktop.data_home()} is writable.", file=sys.stderr)
        return 1
    print(f"Installed {done.desktop_file}\n          {done.icon_file}\n"
          f"The menu starts: {done.command}")
    return 0
