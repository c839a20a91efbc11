"""CLI subcommands, one module each. Each module has ``register(subparsers)``."""

from app.commands import config_cmd, keys_cmd

COMMANDS = [config_cmd, keys_cmd]
