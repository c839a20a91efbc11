"""CLI subcommands, one module each. Each module has ``register(subparsers)``."""

from app.commands import (
    ask_cmd,
    blacklist_cmd,
    cache_cmd,
    config_cmd,
    desktop_cmd,
    fetch_cmd,
    history_cmd,
    keys_cmd,
    mcp_cmd,
    models_cmd,
    search_cmd,
)

# The order of ``python -m app --help``.
COMMANDS = [
    ask_cmd, search_cmd, fetch_cmd, history_cmd, models_cmd, config_cmd, keys_cmd,
    blacklist_cmd, cache_cmd, desktop_cmd, mcp_cmd,
]
