"""``python -m app ask "QUESTION" [--json] [--model NAME] [--no-tools] [--conversation ID]``.

Streams the answer to the terminal (citations shown as [n]), then the numbered
sources; progress and notices go to stderr. ``--json`` prints ``{answer,
citations, sources, trace, conversation_id, ...}``. The exchange is saved in
the chat history as it streams. Exit status: 0 on an answer, 1 on failure
(the reason on stderr), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "ask", help="ask a question; the answer cites the web",
        description="Answer a question with the configured model, searching and reading the "
                    "web as needed; prints the answer, then its numbered sources.",
    )
    parser.add_argument("question", metavar="QUESTION")
    parser.add_argument("--json", action="store_true",
                        help="print {answer, citations, sources, trace, conversation_id}")
    parser.add_argument("--model", metavar="NAME", help="model for this answer (llm.model)")
    parser.add_argument("--provider", metavar="NAME", help="provider preset (llm.provider)")
    parser.add_argument("--no-tools", action="store_true",
                        help="give the model no tools: Footnote searches and reads first")
    parser.add_argument("--web", choices=("auto", "always", "off"),
                        help="web use for this answer (agent.web_mode)")
    parser.add_argument("--conversation", type=int, metavar="ID",
                        help="continue this saved conversation")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # Imported here: the model client pulls in the openai SDK, which the GUI's
    # start-up and the other subcommands do not need.
    from app.commands.ask_run import run as run_ask

    return run_ask(args)
