"""Where Footnote keeps its files.

``FOOTNOTE_HOME=DIR`` puts settings, database and caches under DIR (isolated
profiles, tests). Otherwise the platform's user config, data and cache dirs.

They hold private chats and settings, so Footnote's folders are 0700 and its
files 0600 (on POSIX): when created, and when an existing profile made by an
older version (0755/0644) is opened.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Footnote"


def home() -> Path | None:
    value = os.environ.get("FOOTNOTE_HOME", "").strip()
    return Path(value).expanduser() if value else None


PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


def _ensure(path: Path) -> Path:
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    _restrict(path, PRIVATE_DIR)
    return path


def private_file(path: Path, *, create: bool = True) -> Path:
    """``path`` as a file only its owner can read: created empty with mode 0600
    when missing (``create``), tightened to 0600 when it exists."""
    if create and not path.exists():
        try:
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY | os.O_APPEND, PRIVATE_FILE))
        except OSError:
            return path  # the opener reports the real problem
    if path.exists():
        _restrict(path, PRIVATE_FILE)
    return path


def _restrict(path: Path, mode: int) -> None:
    if os.name != "posix":
        return  # Windows profiles are private to the user already
    try:
        if path.stat().st_mode & 0o777 != mode:
            path.chmod(mode)
    except OSError:
        pass  # not ours (a shared FOOTNOTE_HOME): leave it


def config_dir() -> Path:
    base = home()
    return _ensure(base / "config" if base else Path(platformdirs.user_config_dir(APP_NAME)))


def data_dir() -> Path:
    base = home()
    return _ensure(base / "data" if base else Path(platformdirs.user_data_dir(APP_NAME)))


def cache_dir() -> Path:
    base = home()
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
        private_file(rotated, create=False)
    return private_file(folder / "footnote.log")


def _sqlite_file(path: Path) -> Path:
    private_file(path)
    for suffix in ("-wal", "-shm", "-journal"):
        private_file(path.with_name(path.name + suffix), create=False)
    return path


def subscriptions_dir() -> Path:
    """Cached uBlacklist subscription lists (``services.blacklist.SubscriptionStore``)."""
    return _ensure(cache_dir() / "subscriptions")
