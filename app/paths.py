"""Where Footnote keeps its files.

``FOOTNOTE_HOME=DIR`` puts settings, database and caches under DIR (isolated
profiles, tests). Otherwise the platform's user config, data and cache dirs.

They hold private chats and settings, so Footnote's folders are 0700 and its
files 0600 (on POSIX): when created, and when an existing profile made by an
older version (0755/0644) is opened.

A profile in a strange state is reported, never worked around blindly: a
folder that is a file, a file that is a pipe or a folder, or a link to nothing
raises ``services.files.FileProblem`` naming the path and what to do. A folder
that cannot be created or written (a read-only profile) is not an error here:
reads find nothing, writes say why, and ``unwritable`` lets the front ends say
so once and carry on.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import platformdirs

from services.files import FileProblem, dangling, resolve

APP_NAME = "Footnote"


def home() -> Path | None:
    value = os.environ.get("FOOTNOTE_HOME", "").strip()
    return Path(value).expanduser() if value else None


PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
_CANNOT_WRITE = {errno.EACCES, errno.EPERM, errno.EROFS}


def _base() -> Path | None:
    """``FOOTNOTE_HOME``, checked: it must be a folder (or not exist yet)."""
    base = home()
    if base is None:
        return None
    try:
        mode = os.stat(base).st_mode
    except OSError:
        return base  # missing (created on use), or not ours to inspect
    if not stat.S_ISDIR(mode):
        raise FileProblem(
            f"FOOTNOTE_HOME is {base}, which is a file, not a folder. Point FOOTNOTE_HOME at "
            "a folder (or unset it to use the standard location), then try again."
        )
    return base


def _ensure(path: Path) -> Path:
    """``path`` as a private folder, created when missing.

    A folder that cannot be created for lack of permission is left missing;
    anything in the way that is not a folder raises ``FileProblem``.
    """
    try:
        path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    except OSError as exc:
        if exc.errno in _CANNOT_WRITE:
            return path  # a read-only profile: see ``writable``
        raise _blocked(path, exc) from exc
    _restrict(path, PRIVATE_DIR)
    return path


def _blocked(path: Path, exc: OSError) -> FileProblem:
    """Why ``path`` could not be made a folder: the first part of it that is no folder."""
    for part in (path, *path.parents):
        try:
            info = os.lstat(part)
        except OSError:
            continue
        if stat.S_ISLNK(info.st_mode) and not part.exists():
            return dangling(part)
        if not part.is_dir():
            return FileProblem(
                f"{part} is a file, not a folder, so Footnote cannot keep its files in {path}. "
                "Move it away, then try again."
            )
        break
    return FileProblem(
        f"Footnote's folder {path} could not be created ({exc.strerror or exc}). "
        "Check that its parent folder exists and is writable, then try again."
    )


def private_file(path: Path, *, create: bool = True) -> Path:
    """``path`` as a file only its owner can read: created empty with mode 0600
    when missing (``create``), tightened to 0600 when it exists.

    Raises ``FileProblem`` when ``path`` is a pipe, a folder or a link to
    nothing; an existing link is kept (its target is tightened).
    """
    target = resolve(path)
    if create and not os.path.lexists(path):
        flags = os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_NONBLOCK", 0)
        try:
            os.close(os.open(path, flags, PRIVATE_FILE))
        except OSError:
            return path  # the opener reports the real problem
    if target.exists():
        _restrict(target, PRIVATE_FILE)
    return path


def _restrict(path: Path, mode: int) -> None:
    if os.name != "posix":
        return  # Windows profiles are private to the user already
    try:
        if path.stat().st_mode & 0o777 != mode:
            path.chmod(mode)
    except OSError:
        pass  # not ours (a shared FOOTNOTE_HOME): leave it


def unwritable(folder: Path) -> Path | None:
    """The folder that keeps Footnote from creating files in ``folder``: ``folder``
    itself, or its nearest existing parent when it is missing; None when writable."""
    probe = folder
    while not probe.exists() and probe.parent != probe:
        probe = probe.parent
    return None if os.access(probe, os.W_OK | os.X_OK) else probe


def config_dir() -> Path:
    base = _base()
    return _ensure(base / "config" if base else Path(platformdirs.user_config_dir(APP_NAME)))


def data_dir() -> Path:
    base = _base()
    return _ensure(base / "data" if base else Path(platformdirs.user_data_dir(APP_NAME)))


def cache_dir() -> Path:
    base = _base()
    return _ensure(base / "cache" if base else Path(platformdirs.user_cache_dir(APP_NAME)))


def settings_file() -> Path:
    return private_file(config_dir() / "settings.json", create=False)


def history_db() -> Path:
    """The history database; SQLite gives its -wal and -shm files the same mode."""
    return _sqlite_file(data_dir() / "history.sqlite3")


def cache_db() -> Path:
    return _sqlite_file(cache_dir() / "cache.sqlite3")


def log_file() -> Path:
    folder = _ensure(data_dir() / "logs")
    for rotated in folder.glob("footnote.log.*"):
        try:
            private_file(rotated, create=False)
        except FileProblem:
            continue  # never opened, only renamed over at rotation
    return private_file(folder / "footnote.log")


def _sqlite_file(path: Path) -> Path:
    private_file(path)
    for suffix in ("-wal", "-shm", "-journal"):
        private_file(path.with_name(path.name + suffix), create=False)
    return path


def subscriptions_dir() -> Path:
    """Cached uBlacklist subscription lists (``services.blacklist.SubscriptionStore``)."""
    return _ensure(cache_dir() / "subscriptions")
