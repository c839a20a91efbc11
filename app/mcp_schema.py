"""The MCP server's tools as a client sees them, and the one rule for their
arguments: a call follows the tool's input schema exactly.

The schemas and descriptions are the agent's (``services.agent.tools``);
``web_fetch`` adds two optional arguments for long pages, ``max_tokens`` and
``part`` (see ``app.mcp_fetch``). The agent forgives a model a few shapes (one
URL as a string, the query as a list); an MCP client is a program that read the
schema, so over MCP nothing is guessed: arguments that do not fit the schema
are refused as a tool error (reason ``invalid_arguments``) that names the
argument, says what it must be and shows a call that works.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import mcp.types as types
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from app.mcp_gate import json_kind
from app.settings_schema import get as setting
from app.settings_schema import setting_value
from services.agent.tools import TOOLS, WEB_FETCH

FETCH_CAP = "mcp.fetch_max_tokens"
MIN_TOKENS = int(setting(FETCH_CAP).minimum or 1)
MAX_TOKENS = int(setting(FETCH_CAP).maximum or 1_000_000)

_TYPES = {"array": "a list (JSON array)", "string": "a string", "integer": "a whole number",
          "object": "an object", "number": "a number", "boolean": "true or false"}


def fetch_cap(settings: Mapping[str, Any]) -> int:
    """Tokens one ``web_fetch`` call returns unless the client asks otherwise."""
    return int(setting_value(settings, FETCH_CAP))


def tool_specs(cap: int | None = None) -> list[dict[str, Any]]:
    """``{name, description, parameters}`` of each tool, ``cap`` being the default
    of ``web_fetch``'s ``max_tokens`` (the setting's default when None)."""
    cap = fetch_cap({}) if cap is None else cap
    specs = []
    for tool in TOOLS.values():
        description, parameters = tool.description, tool.parameters
        if tool.name == WEB_FETCH:
            description, parameters = _paged_fetch(description, parameters, cap)
        specs.append({"name": tool.name, "description": description, "parameters": parameters})
    return specs


def tool_list(cap: int | None = None) -> list[types.Tool]:
    return [types.Tool(name=spec["name"], description=spec["description"],
                       input_schema=spec["parameters"]) for spec in tool_specs(cap)]


def _paged_fetch(
    description: str, parameters: dict[str, Any], cap: int
) -> tuple[str, dict[str, Any]]:
    description += (
        f" One call returns at most {cap:,} tokens of page text, all pages together; a longer "
        "page comes in parts, and the result says which part you have and how to ask for the "
        "next."
    )
    properties = dict(parameters["properties"])
    properties["max_tokens"] = {
        "type": "integer", "minimum": MIN_TOKENS, "maximum": MAX_TOKENS,
        "description": f"Most tokens of page text this call returns, all pages together "
                       f"(default {cap:,}). Raise it to read a long page in fewer parts.",
    }
    properties["part"] = {
        "type": "integer", "minimum": 1,
        "description": "Which part of a long page to read (default 1). Parts are counted per "
                       "page, so part 2 and later take exactly one URL; keep max_tokens as it "
                       "was for the earlier parts.",
    }
    return description, {**parameters, "properties": properties}


def check(name: str, arguments: Mapping[str, Any], specs: Sequence[dict[str, Any]]) -> str | None:
    """None when ``arguments`` follow the schema of tool ``name``, else the error
    text for the client."""
    schema = next(spec["parameters"] for spec in specs if spec["name"] == name)
    error = best_match(Draft202012Validator(schema).iter_errors(dict(arguments)))
    if error is None:
        return None
    return (f"Error: the arguments of {name} do not follow its input schema: "
            f"{_describe(error, schema)}. Send arguments like {TOOLS[name].example}.")


def _describe(error: ValidationError, schema: Mapping[str, Any]) -> str:
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    where = f"'{where.lstrip('.')}'" if where else "the arguments"
    rule, value, instance = error.validator, error.validator_value, error.instance
    if rule == "type":
        expected = _TYPES.get(str(value), str(value))
        return f"{where} must be {expected}, not {json_kind(instance)}"
    if rule == "required":
        missing = [key for key in value if key not in instance]
        return "missing " + ", ".join(f"'{key}'" for key in missing)
    if rule == "additionalProperties":
        known = schema.get("properties", {})
        extra = sorted(str(key)[:40] for key in instance if key not in known)
        return (f"unknown argument {', '.join(repr(key) for key in extra)} (the arguments are "
                f"{', '.join(known)})")
    if rule == "minItems":
        return f"{where} needs at least {value} item{'s' if value != 1 else ''}"
    if rule == "maxItems":
        return f"{where} takes at most {value} items, not {len(instance)}"
    if rule == "minimum":
        return f"{where} must be at least {value:,}"
    if rule == "maximum":
        return f"{where} must be at most {value:,}"
    return f"{where}: {error.message[:200]}"
