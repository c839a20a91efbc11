"""The no-tools path: Footnote searches and reads, then the model answers.

Used for models without tool calling and when the user chose "always search".
Footnote writes 1-3 queries (one small model call; the question itself when
that fails), searches, reads the top pages and any URL the user pasted, and
hands the model the results with their citation ids in the prompt.
"""

from __future__ import annotations

import re

from services.agent import context, prompts
from services.agent.session import Message, Session
from services.agent.tools import WEB_FETCH, WEB_SEARCH
from services.agent.trace import TurnTrace
from services.errors import Cancelled, ContextTooLong, LLMError
from services.events import WritingQueries
from services.fetch import MAX_URLS

_URL = re.compile(r"https?://[^\s<>\"'`，。、）】」]+", re.IGNORECASE)
_LIST_PREFIX = re.compile(r"^\s*(?:[-*•]|\d+[.)、]|query\s*\d*\s*:)\s*", re.IGNORECASE)
_CODE = re.compile(r"```.*?(?:```|$)|`[^`\n]+`", re.DOTALL)


def pasted_urls(text: str) -> list[str]:
    """URLs in the user's message, in order, without trailing punctuation.

    URLs inside code (```blocks``` and `spans`) are part of the code the user
    asks about (``http://localhost:8000/api``), not pages to read.
    """
    found: list[str] = []
    for match in _URL.finditer(_CODE.sub(" ", text)):
        url = match.group(0).rstrip(".,;:!?)]}'\"")
        if url not in found:
            found.append(url)
    return found


def parse_queries(text: str, limit: int = 3) -> list[str]:
    """Queries from the model's reply: one per line, bullets and quotes removed."""
    queries: list[str] = []
    for line in text.splitlines():
        query = _LIST_PREFIX.sub("", line).strip().strip("\"'`“”").strip()
        if 2 <= len(query) <= 300 and query.lower() not in (q.lower() for q in queries):
            queries.append(query)
    return queries[:limit]


def write_queries(session: Session, question: str, history: list[Message]) -> list[str]:
    """1-3 queries from one small model call, or the question itself."""
    context = [m for m in history if m.get("role") in ("user", "assistant")][-4:]
    messages: list[Message] = [
        {"role": "system", "content": prompts.render("queries", today=session.config.today)},
        *({"role": m["role"], "content": str(m.get("content") or "")[:2000]} for m in context),
        {"role": "user", "content": question},
    ]
    try:
        reply, held, turn = session.turn(messages, tools=None, purpose="queries", hold=True,
                                         max_tokens=150)
    except Cancelled:
        raise
    except LLMError:
        session.trace.turns[-1].injected.append("queries_failed")
        return [question.strip()[:300]]
    usable = reply.incomplete_reason in ("", "length")  # a cut list is still a list
    queries = parse_queries("".join(held)) if usable else []
    if not queries:
        turn.injected.append("queries_fallback")
    return queries or [question.strip()[:300]]


def run_direct(session: Session, question: str, history: list[Message], *, web: bool) -> None:
    """Answer ``question``; with ``web``, search and read first."""
    config = session.config
    texts: list[str] = []
    if web and session.toolbox is not None:
        texts = gather(session, question, history)
        system = prompts.render("direct", today=config.today, locale=config.locale)
        content = question + prompts.web_block(texts)
    else:
        system = prompts.render("offline", today=config.today, locale=config.locale)
        content = question
    session.messages = [{"role": "system", "content": system}, *history,
                        {"role": "user", "content": content}]
    try:
        reply, _, _ = session.turn(session.messages, tools=None, purpose="answer")
    except ContextTooLong as exc:
        # The web results are in the user's message, not in tool messages the
        # turn could shorten: shorten them here, oldest first, and ask once more.
        if not texts or session.context_retry_used:
            raise
        session.context_retry_used = True
        target = context.limit_after_error(session.messages, exc.message)
        excess = context.count_messages(session.messages) - target
        session.messages[-1]["content"] = question + prompts.web_block(
            context.shorten_oldest(texts, excess))
        reply, _, _ = session.turn(session.messages, tools=None, purpose="answer",
                                   injected=["trimmed_after_context_error"])
    session.finish(reply)


def gather(session: Session, question: str, history: list[Message]) -> list[str]:
    """Search, read the top pages and the pasted URLs; the texts for the prompt."""
    pasted = pasted_urls(question)
    rest = _URL.sub("", question).split()
    texts: list[str] = []
    found: list[str] = []
    queries: list[str] = []
    if not pasted or len(rest) >= 8:
        session.emit(WritingQueries())
        queries = write_queries(session, question, history)
    turn = TurnTrace(index=len(session.trace.turns) + 1, purpose="web")
    session.trace.turns.append(turn)
    for number, query in enumerate(queries, 1):
        session.cancel.raise_if_cancelled()
        text, result = session.run_tool(f"search-{number}", WEB_SEARCH, {"query": query}, turn)
        texts.append(text)
        if result is not None:
            found += [item.url for item in result.items]
    top = [u for u in dict.fromkeys(found) if u and u not in pasted][: session.config.direct_pages]
    urls = (pasted + top)[:MAX_URLS]
    if urls:
        session.cancel.raise_if_cancelled()
        text, _ = session.run_tool("fetch-1", WEB_FETCH, {"urls": urls}, turn)
        texts.append(text)
    return texts

