"""A conversation as portable Markdown: ``[n]`` markers and numbered source lists.

Each answer is parsed with the same citation parser the chat view uses
(``services.citations``), against the conversation's stored registry plus the
sources stored with the answer, so the numbers match what the reader saw.
Unknown ids stay visible as written; markers inside code are left alone.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any

from services.citations.export import to_markdown
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.segments import Parsed
from services.citations.wording import STATE_WORDS, claim_reason
from services.storage.models import Conversation, Message

_NOTES = {
    "stopped": "_(Stopped before the answer was finished.)_",
    "incomplete": "_(Incomplete: the answer was cut off before it finished.)_",
    "streaming": "_(Still being written when this was exported.)_",
}


def answer_scope(message: Message) -> set[str] | None:
    """The citation ids this answer's own tool calls produced (for bare ``[N]``)."""
    ids = {source.id for source in message.sources}
    for call in message.tool_calls:
        for item in call.items():
            if isinstance(item, dict) and isinstance(item.get("id"), str) and item["id"]:
                ids.add(item["id"])
    return ids or None


def parse_answer(message: Message, registry: Iterable[Source]) -> Parsed:
    """Parse a stored answer against the conversation's sources and its own."""
    sources = {source.id: source for source in registry}
    for cited in message.sources:
        sources.setdefault(cited.id, cited.source)
    return parse(message.content, CitationRegistry(sources.values()), scope=answer_scope(message))


def answer_markdown(message: Message, registry: Iterable[Source]) -> str:
    """One answer with ``[n]`` markers, a note on how it ended, and its numbered sources."""
    parsed = parse_answer(message, registry)
    notes = []
    if message.status == "error":
        reason = message.error_message or message.error_code or "the answer failed"
        notes.append(f"_(Error: {reason})_")
    elif message.status in _NOTES:
        notes.append(_NOTES[message.status])
    text = to_markdown(parsed, notes=notes).strip()
    blocks = [text] if text else []
    if message.claims:
        blocks.append(claims_markdown(message.claims))
    return "\n\n".join(blocks)


# The card's words: "weak" is a passage that neither states nor contradicts the claim.
_SUPPORT_WORDS = STATE_WORDS


def claims_markdown(claims: Sequence[dict[str, Any]]) -> str:
    """The support check of one answer: each cited sentence, its judgment and passage."""
    tally: dict[str, int] = {}
    lines = []
    for claim in claims:
        support = str(claim.get("support", "unsupported"))
        tally[support] = tally.get(support, 0) + 1
        cites = "".join(f"[{n}]" for n in claim.get("cites") or [])
        line = f"- {cites} {_SUPPORT_WORDS.get(support, support)}: “{claim.get('text', '')}”"
        if support != "supported" and (why := claim_reason(claim)):
            line += f" ({why})"
        passage = " ".join(str(claim.get("passage") or "").split())
        if passage:
            line += f"\n  > {passage}"
            if claim.get("link"):
                line += f" ([passage]({claim['link']}))"
        lines.append(line)
    summary = ", ".join(f"{tally[k]} {_SUPPORT_WORDS[k]}" for k in _SUPPORT_WORDS if k in tally)
    return f"**Citation check** ({summary}):\n\n" + "\n".join(lines)


def conversation_markdown(
    conversation: Conversation,
    messages: Sequence[Message],
    registry: Sequence[Source] = (),
    *,
    exported_at: float | None = None,
) -> str:
    """The whole conversation (questions and answers) as one Markdown document."""
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(exported_at or time.time()))
    header = f"_Exported from Footnote on {stamp}"
    header += f" · model: {conversation.model}._" if conversation.model else "._"
    title = " ".join(conversation.title.split()) or "Untitled conversation"
    blocks = [f"# {title}", header]
    for message in messages:
        if message.role == "user":
            blocks.append(f"## You\n\n{message.content.strip()}")
        elif message.role == "assistant":
            body = answer_markdown(message, registry)
            if body:
                blocks.append(f"## Footnote\n\n{body}")
    return "\n\n".join(blocks) + "\n"
