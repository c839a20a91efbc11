"""CLI subcommands, one module each. Each module has ``register(subparsers)``."""

from app.commands import config_cmd, keys_cmd

COMMANDS = [config_cmd, keys_cmd]

from app.commands import cache_cmd, search_cmd  # noqa: E402

COMMANDS += [search_cmd, cache_cmd]

from app.commands import blacklist_cmd  # noqa: E402

COMMANDS += [blacklist_cmd]

from app.commands import history_cmd  # noqa: E402

COMMANDS += [history_cmd]

from app.commands import ask_cmd  # noqa: E402

COMMANDS += [ask_cmd]

from app.commands import fetch_cmd  # noqa: E402

COMMANDS += [fetch_cmd]

from app.commands import models_cmd  # noqa: E402

COMMANDS += [models_cmd]
