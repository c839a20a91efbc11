"""The Linux app-menu entry: a freedesktop ``.desktop`` file and the icon.

``install(...)`` writes ``applications/footnote.desktop`` and
``icons/hicolor/scalable/apps/footnote.svg`` under the user's data directory
(``$XDG_DATA_HOME``, default ``~/.local/share``), so the menu shows Footnote
with its icon; ``uninstall(...)`` removes both. No root, no system files.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
TEMPLATE = RESOURCES / "desktop" / "footnote.desktop"
ICON = RESOURCES / "icons" / "footnote.svg"
DESKTOP_NAME = "footnote.desktop"
ICON_NAME = "footnote.svg"

@dataclass(frozen=True)
class Installed:
    desktop_file: Path
    icon_file: Path
    command: str

def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "").strip()
    return Path(value) if value else Path.home() / ".local" / "share"

def launch_command() -> str:
    """How the menu starts the app: the installed ``footnote`` launcher when on
    PATH (pipx), else this interpreter with ``-m app``."""
    launcher = shutil.which("footnote")
    if launcher:
        return _quote(launcher)
    return f"{_quote(sys.executable)} -m app"

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")

def _quote(path: str) -> str:
    """``path`` as one Exec argument (Desktop Entry spec, "The Exec key"):
    double quotes around it when it holds a reserved character, with ``"``,
    `` ` ``, ``$`` and ``\\`` backslash-escaped (the backslash doubled again for
    the string value); a literal ``%`` is written ``%%``."""
    text = path.replace("%", "%%")
    if not _RESERVED.intersection(path):
        return text
    for char in ("\\", '"', "`", "$"):
        text = text.replace(char, "\\" + char)
    return '"' + text.replace("\\", "\\\\") + '"'

def paths(base: Path | None = None) -> tuple[Path, Path]:
    root = base or data_home()
    return (root / "applications" / DESKTOP_NAME,
            root / "icons" / "hicolor" / "scalable" / "apps" / ICON_NAME)

def entry_text(command: str) -> str:
    """The ``.desktop`` file for ``command``."""
    return TEMPLATE.read_text(encoding="utf-8").replace("@EXEC@", command)

def install(base: Path | None = None, command: str | None = None) -> Installed:
    """Write the menu entry and the icon; returns where they went."""
    desktop_file, icon_file = paths(base)
    command = command or launch_command()
    desktop_file.parent.mkdir(parents=True, exist_ok=True)
    icon_file.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON, icon_file)
    desktop_file.write_text(entry_text(command), encoding="utf-8")
    desktop_file.chmod(0o755)  # some desktops only trust executable entries
    return Installed(desktop_file, icon_file, command)

def uninstall(base: Path | None = None) -> list[Path]:
    """Remove the menu entry and the icon; returns what was removed."""
    removed = []
    for path in paths(base):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
