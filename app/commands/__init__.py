"""CLI subcommands, one module each. Each module has ``register(subparsers)``.

Modules are imported on demand (``load``): ``python -m app history list``
imports the history command only, not the HTTP, extraction and model code the
other commands need, so it answers quickly.
"""

from __future__ import annotations

import importlib
from types import ModuleType

# Command name -> module, in the order of ``python -m app --help``.
MODULES = {
    "ask": "ask_cmd", "search": "search_cmd", "fetch": "fetch_cmd", "history": "history_cmd",
    "models": "models_cmd", "config": "config_cmd", "keys": "keys_cmd",
    "blacklist": "blacklist_cmd", "cache": "cache_cmd", "install-desktop": "desktop_cmd",
    "mcp": "mcp_cmd",
}


def load(names: list[str] | None = None) -> list[ModuleType]:
    """The command modules for ``names`` (all of them when None)."""
    wanted = list(MODULES) if names is None else names
    return [importlib.import_module(f"app.commands.{MODULES[name]}") for name in wanted]
