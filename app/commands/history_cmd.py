"""``python -m app history list|show|search|export|rename|delete``: the saved chats."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from app import paths
from services.errors import StorageError
from services.storage import Conversation, History, Message


def register(sub: Any) -> None:
    parser = sub.add_parser("history", help="list, search, export or delete saved conversations")
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="conversations, most recent first")
    listing.add_argument("--limit", type=int, default=50, help="at most this many (default 50)")
    listing.add_argument("--json", action="store_true", help="print JSON")
    show = actions.add_parser("show", help="the messages of one conversation")
    show.add_argument("id", type=int, help="conversation id (see 'history list')")
    show.add_argument("--json", action="store_true", help="print JSON with sources and traces")
    search = actions.add_parser("search", help="conversations whose title or text match")
    search.add_argument("query", help="words that must all appear")
    search.add_argument("--json", action="store_true", help="print JSON")
    export = actions.add_parser("export", help="one conversation as Markdown")
    export.add_argument("id", type=int, help="conversation id")
    export.add_argument("-o", "--output", type=Path, help="write to this file instead of stdout")
    rename = actions.add_parser("rename", help="give a conversation a new title")
    rename.add_argument("id", type=int, help="conversation id")
    rename.add_argument("title", help="the new title")
    delete = actions.add_parser("delete", help="erase a conversation and everything stored with it")
    delete.add_argument("id", type=int, help="conversation id")
    delete.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    parser.set_defaults(handler=run)


def _when(stamp: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))


def _conversation_dict(conv: Conversation) -> dict[str, Any]:
    return {
        "id": conv.id,
        "title": conv.title,
        "model": conv.model,
        "created_at": conv.created_at,
        "updated_at": conv.updated_at,
        "messages": conv.message_count,
    }


def _message_dict(message: Message) -> dict[str, Any]:
    return {
        "id": message.id,
        "role": message.role,
        "content": message.content,
        "status": message.status,
        "model": message.model,
        "error": {"code": message.error_code, "message": message.error_message}
        if message.error_code or message.error_message
        else None,
        "sources": [s.to_dict() for s in message.sources],
        "tool_calls": [
            {
                "call_id": c.call_id,
                "tool": c.tool,
                "arguments": c.arguments,
                "ok": c.ok,
                "reason": c.reason,
                "provider": c.provider,
                "elapsed_s": c.elapsed_s,
            }
            for c in message.tool_calls
        ],
        "trace": message.trace,
        "claims": message.claims,
    }


def _line(conv: Conversation) -> str:
    title = conv.title or "(untitled)"
    return f"{conv.id:>5}  {_when(conv.updated_at)}  {conv.message_count:>3} msgs  {title}"


def _confirm(conv: Conversation) -> bool:
    if not sys.stdin.isatty():
        print(
            "error: deleting needs confirmation; run it in a terminal or add --yes.",
            file=sys.stderr,
        )
        return False
    answer = input(f'Delete conversation {conv.id} "{conv.title or "(untitled)"}"? [y/N] ')
    return answer.strip().lower() in ("y", "yes")


def _run(history: History, args: argparse.Namespace) -> int:
    if args.action == "list":
        convs = history.conversations(limit=min(max(args.limit, 0), _MAX_ID))
        if args.json:
            print(json.dumps([_conversation_dict(c) for c in convs], ensure_ascii=False, indent=2))
        elif not convs:
            print("No saved conversations.")
        for conv in [] if args.json else convs:
            print(_line(conv))
        return 0
    if args.action == "search":
        hits = history.search(args.query)
        if args.json:
            data = [
                {**_conversation_dict(h.conversation), "in_title": h.in_title, "snippet": h.snippet}
                for h in hits
            ]
            print(json.dumps(data, ensure_ascii=False, indent=2))
            return 0
        if not hits:
            print(f"No conversation contains {args.query!r}.")
        for hit in hits:
            print(_line(hit.conversation))
            if hit.snippet:
                print(f"       {hit.snippet}")
        return 0
    if args.action == "show":
        conv = history.conversation(args.id)
        messages = history.messages(args.id)
        if args.json:
            shown = {**_conversation_dict(conv), "messages": [_message_dict(m) for m in messages]}
            print(json.dumps(shown, ensure_ascii=False, indent=2))
            return 0
        print(f"# {conv.title or '(untitled)'}  (id {conv.id}, {conv.model or 'no model'})")
        for message in messages:
            if message.role not in ("user", "assistant"):
                continue
            note = "" if message.status == "complete" else f" [{message.status}]"
            print(f"\n{'You' if message.role == 'user' else 'Footnote'}{note}:\n{message.content}")
        return 0
    if args.action == "export":
        text = history.export_markdown(args.id)
        if args.output:
            try:
                args.output.write_text(text, encoding="utf-8")
            except OSError as exc:
                print(f"error: could not write {args.output}: {exc.strerror or exc}. "
                      "Choose a writable path with --output.", file=sys.stderr)
                return 1
            print(f"Exported conversation {args.id} to {args.output}.", file=sys.stderr)
        else:
            sys.stdout.write(text)
        return 0
    if args.action == "rename":
        history.rename(args.id, args.title)
        print(f"Renamed conversation {args.id} to {history.conversation(args.id).title!r}.")
        return 0
    if args.action == "delete":
        conv = history.conversation(args.id)
        if not args.yes and not _confirm(conv):
            print("Nothing deleted.", file=sys.stderr)
            return 1
        history.delete_conversation(args.id)
        print(f"Deleted conversation {args.id}.")
        return 0
    return 2


_MAX_ID = 2**63 - 1  # SQLite's largest INTEGER
_STAGES = {
    "backup": "Backing up the chat history",
    "migrate": "Upgrading the chat history",
    "index": "Indexing messages for search",
}


def _progress(stage: str, done: int, total: int) -> None:
    """An older history is upgraded on first open: say so on stderr while it runs."""
    end = "\n" if done >= total else ""
    print(f"\r{_STAGES.get(stage, stage)}: {done} of {total}", end=end, file=sys.stderr,
          flush=True)


def run(args: argparse.Namespace) -> int:
    conversation_id = getattr(args, "id", None)
    if conversation_id is not None and not 1 <= conversation_id <= _MAX_ID:
        print(f"error: Conversation {conversation_id} does not exist. Run 'python -m app "
              "history list' to see the ids.", file=sys.stderr)
        return 1
    try:
        history = History(paths.history_db(), progress=_progress)
    except StorageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    try:
        return _run(history, args)
    except StorageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:  # e.g. standard output closed by the reader
        print(f"error: could not write the output: {exc.strerror or exc}", file=sys.stderr)
        return 1
    finally:
        history.close()
