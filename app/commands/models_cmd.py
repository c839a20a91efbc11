"""``python -m app models [--provider NAME] [--json] [--check [MODEL]]``.

Lists the models the provider's endpoint offers (``GET /models``) with what
Footnote assumes about each (tool calling, context window; ``llm.models``
overrides win), marking the chosen one. ``--check`` sends one tiny request to
find out whether the key is accepted and the model answers. Exit status: 0 on
success, 1 with the reason on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from typing import Any


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "models", help="list the provider's models or check that one answers",
        description="List the models of the configured provider (llm.provider) from its "
                    "endpoint, or check that the key is accepted and a model answers.",
    )
    parser.add_argument("--provider", metavar="NAME", help="provider preset (llm.provider)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--check", nargs="?", const="", metavar="MODEL",
                        help="send one tiny request to MODEL (default llm.model)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # Imported here: the model client pulls in the openai SDK.
    from app.commands.common import load_settings
    from app.secrets import Secrets
    from app.wiring.agent import build_chat_client
    from services.errors import FootnoteError
    from services.llm import model_info

    settings = load_settings()
    secrets = Secrets(settings)
    chosen = str(settings["llm.model"] or "")
    try:
        # Listing needs no model; the endpoint still wants a name to be built.
        model = (args.check or None) if args.check is not None else chosen or "list-models"
        client = build_chat_client(settings, secrets, provider=args.provider, model=model)
    except FootnoteError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    try:
        if args.check is not None:
            result = client.check()
            if args.json:
                print(json.dumps({"ok": result.ok, "code": result.code,
                                  "message": result.message, "model": client.model}))
            else:
                print(result.message, file=sys.stdout if result.ok else sys.stderr)
            return 0 if result.ok else 1
        names = client.list_models()
    except FootnoteError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        client.close()
    overrides = settings["llm.models"]
    infos = [model_info(name, overrides if isinstance(overrides, Mapping) else None)
             for name in names]
    if args.json:
        print(json.dumps([{"id": i.name, "tools": i.tools, "context_window": i.context_window,
                           "chosen": i.name == chosen} for i in infos], indent=2))
        return 0
    if not infos:
        print(f"{client.endpoint.label} lists no models.", file=sys.stderr)
        return 0
    for info in infos:
        window = f"{info.context_window:,} tokens" if info.context_window else "window unknown"
        tools = "tools" if info.tools else "no tools (Footnote searches for it)"
        mark = "*" if info.name == chosen else " "
        print(f"{mark} {info.name}  ({tools}, {window})")
    return 0
