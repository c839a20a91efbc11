"""A profile Footnote cannot write: say so once, and carry on.

A read-only profile (a locked-down account, a read-only mount, a folder owned
by someone else) still lets Footnote answer: settings are read where they can
be and kept in memory otherwise, and the history lives for the session only.
``read_only_parts`` says what is lost, so each front end can say it once.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from app import paths


@dataclass(frozen=True)
class ReadOnly:
    """What cannot be kept, and the folders that would keep it."""

    settings: Path | None = None
    history: Path | None = None

    def __bool__(self) -> bool:
        return self.settings is not None or self.history is not None

    def notice(self) -> str:
        """One sentence for the terminal; empty when nothing is lost."""
        lost = [what for folder, what in ((self.settings, "settings cannot be saved"),
                                          (self.history, "the chat history cannot be kept"))
                if folder is not None]
        folders = list(dict.fromkeys(f for f in (self.settings, self.history) if f is not None))
        if not folders:
            return ""
        where = " or ".join(str(folder) for folder in folders)
        which = "the folder" if len(folders) == 1 else "those folders"
        return (f"Footnote cannot write to {where}, so {' and '.join(lost)}. It carries on "
                f"with the settings it can read (the defaults otherwise); make {which} "
                "writable to keep them.")


def read_only_parts() -> ReadOnly:
    """The parts of the profile Footnote cannot write (empty when all is well)."""
    return ReadOnly(settings=paths.unwritable(paths.config_dir()),
                    history=paths.unwritable(paths.data_dir()))


_SESSION: list[Path] = []


def session_history_db() -> Path:
    """A history for this session only (the profile cannot keep one), in a
    private temporary folder that ``end_session`` (or the exit) removes."""
    if not _SESSION:
        folder = Path(tempfile.mkdtemp(prefix="footnote-session-"))  # mode 0700
        atexit.register(end_session)
        _SESSION.append(folder / "history.sqlite3")
    return _SESSION[0]


def end_session() -> None:
    """Remove the session's history (call it once the history is closed)."""
    while _SESSION:
        shutil.rmtree(_SESSION.pop().parent, ignore_errors=True)
