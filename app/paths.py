"""Where Footnote keeps its files.

``FOOTNOTE_HOME=DIR`` puts settings, database and caches under DIR (isolated
profiles, tests). Otherwise the platform's user config, data and cache dirs.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Footnote"


def home() -> Path | None:
    value = os.environ.get("FOOTNOTE_HOME", "").strip()
    return Path(value).expanduser() if value else None


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


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
    return config_dir() / "settings.json"


def history_db() -> Path:
    return data_dir() / "history.sqlite3"


def cache_db() -> Path:
    return cache_dir() / "cache.sqlite3"


def log_file() -> Path:
    return _ensure(data_dir() / "logs") / "footnote.log"


def subscriptions_dir() -> Path:
    """Cached uBlacklist subscription lists (``services.blacklist.SubscriptionStore``)."""
    return _ensure(cache_dir() / "subscriptions")
