"""``web_fetch`` for MCP clients: whole pages up to a cap, long pages in parts.

Footnote's own agent fits pages into a share of its model's context window. An
MCP server knows no window, so one call returns at most ``max_tokens`` tokens
of page text, all pages together: the client's ``max_tokens``, else the
setting ``mcp.fetch_max_tokens`` (20,000 unless changed).

- One URL: the page is cut into parts of at most ``max_tokens`` tokens, at
  paragraph or sentence ends (``services.budget.split``), and the call returns
  part ``part`` (default 1). Its head says "Part 1 of 3" and gives the call
  that reads the next one; a page that fits is returned whole, with no note.
- Several URLs: pages that fit together come back whole. Otherwise short pages
  stay whole and long ones share what is left (``services.budget.fit``), and
  each shortened page says how to read it whole: alone, part by part.

``read_pages`` is the server's one way to read pages: a policy on which URLs a
client may have fetched belongs in it.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from services import budget, tokens
from services.agent.tools import WEB_FETCH
from services.agent.webtools import ToolReply, WebTools
from services.cancel import CancelToken
from services.fetch.render import SEPARATOR, failure_line, page_block
from services.results import FetchItem


@dataclasses.dataclass
class _Shown:
    """One page as this call shows it."""

    page: FetchItem
    notes: list[str] = dataclasses.field(default_factory=list)
    ending: str = ""
    part: int = 1
    parts: int = 1


def read_pages(
    tools: WebTools, urls: list[str], *, max_tokens: int, part: int = 1,
    asked_tokens: bool = False, cancel: CancelToken,
) -> ToolReply:
    """Read ``urls`` (already checked against the schema) through ``tools``, whose
    toolbox returns whole pages, and show at most ``max_tokens`` tokens of them.

    ``asked_tokens``: the client chose ``max_tokens``, so the calls suggested for
    the next parts repeat it.
    """
    if part > 1 and len(urls) != 1:
        example = json.dumps({"urls": urls[:1], "part": part})
        return ToolReply(f"Error: part={part} reads one page: parts are counted per page. Call "
                         f"web_fetch with one URL, like {example}.", False, "invalid_arguments")
    reply = tools.call(WEB_FETCH, {"urls": urls}, cancel)
    pages = [FetchItem(**item) for item in reply.items]
    if not any(page.ok for page in pages):
        return reply
    again = {"max_tokens": max_tokens} if asked_tokens else {}
    if len(pages) == 1:
        shown = [_part_of(pages[0], max_tokens, part, again)]
        if shown[0].part != part:
            return _no_such_part(shown[0], part, max_tokens)
    else:
        shown = _shared(pages, max_tokens, again)
    text = SEPARATOR.join(
        (page_block(dataclasses.replace(s.page, truncated=False), tools.registry.fence,
                    s.notes) + s.ending)
        if s.page.ok else failure_line(s.page)
        for s in shown
    )
    items = [_item(s) for s in shown]
    meta = {**reply.meta, "max_tokens": max_tokens, "part": part,
            "tokens": sum(s.page.tokens for s in shown if s.page.ok),
            "truncated": any(s.page.truncated or s.parts > 1 for s in shown)}
    return ToolReply(text, reply.ok, reply.reason, reply.provider, items, meta)


def _part_of(page: FetchItem, max_tokens: int, part: int, again: dict[str, Any]) -> _Shown:
    """Part ``part`` of one page (its last part when there are fewer)."""
    if not page.ok:
        return _Shown(page, part=part)
    whole = page.tokens or tokens.count(page.content)
    pieces = budget.split(page.content, max_tokens) if whole > max_tokens else [page.content]
    count = len(pieces)
    if count == 1:
        return _Shown(page, part=part if part == 1 else count)
    index = min(part, count)
    text = pieces[index - 1].strip()
    shown = dataclasses.replace(page, content=text, tokens=tokens.count(text), chars=len(text))
    notes = [f"Part {index} of {count} of this page (up to {max_tokens:,} tokens each; the "
             f"whole page has {whole:,} tokens)."]
    if index < count:
        following = json.dumps({"urls": [page.url], "part": index + 1, **again})
        notes.append(f"For the rest, call web_fetch with {following}.")
        ending = f"\n\n[End of part {index} of {count}. Next: web_fetch {following}]"
    else:
        ending = f"\n\n[End of part {count} of {count}: the end of the page.]"
    return _Shown(shown, notes, ending, index, count)


def _shared(pages: list[FetchItem], max_tokens: int, again: dict[str, Any]) -> list[_Shown]:
    readable = [page for page in pages if page.ok]
    if sum(page.tokens for page in readable) <= max_tokens:
        return [_Shown(page) for page in pages]
    fitted = iter(budget.fit([page.content for page in readable], max_tokens))
    shown = []
    for page in pages:
        if not page.ok:
            shown.append(_Shown(page))
            continue
        fit = next(fitted)
        if not fit.truncated:
            shown.append(_Shown(page))
            continue
        alone = json.dumps({"urls": [page.url], **again})
        cut = dataclasses.replace(page, content=fit.text, tokens=fit.tokens, chars=len(fit.text),
                                  truncated=True)
        shown.append(_Shown(cut, [
            f"Shortened: the first {fit.tokens:,} of its {page.tokens:,} tokens, as "
            f"{len(readable)} pages share this call's {max_tokens:,}. To read it whole, call "
            f"web_fetch with {alone} (a long page comes in parts)."
        ], f"\n\n[Shortened here. The whole page: web_fetch {alone}]"))
    return shown


def _no_such_part(shown: _Shown, part: int, max_tokens: int) -> ToolReply:
    page = shown.page
    text = (f"Error: {page.url} has {shown.parts} part{'s' if shown.parts > 1 else ''} of up "
            f"to {max_tokens:,} tokens, so there is no part {part}. Call web_fetch with a part "
            f"from 1 to {shown.parts}.")
    return ToolReply(text, False, "invalid_arguments", page.provider,
                     meta={"max_tokens": max_tokens, "part": part, "parts": shown.parts})


def _item(shown: _Shown) -> dict[str, Any]:
    item = shown.page.to_dict()
    if shown.page.ok:
        item.update(part=shown.part, parts=shown.parts)
    return item
