"""The one table of the model's tools: name, description and JSON schema,
argument checks, the runner, what a result counts and its outcome. Each is a
named function; ``services.agent.toolcall.call`` is the one path that runs a
row, for the agent session and the MCP server (through ``webtools``), and what
it returns fills the trace.

Adding a tool is one row here (and a ``Toolbox`` method behind it). Two
callers still tell the built-in tools apart by name, on purpose: the progress
fold (``progress.py``), which words a search and a page batch differently, and
the session, which notes in the trace that the web was searched. The direct
path (``direct.py``) and the MCP server's paged ``web_fetch`` call a tool by
its name.

The descriptions are the strongest lever on tool choice: each says what the
tool is for and what it is not for.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic

from services.errors import Cancelled, NetworkError, NoResults, PartialFields
from services.fetch.limits import MAX_URLS
from services.results import FetchItem, ItemT, SearchItem, ToolResult

if TYPE_CHECKING:
    from services.agent.toolbox import OnToolEvent, Toolbox
    from services.cancel import CancelToken
    from services.citations.registry import CitationRegistry

WEB_SEARCH = "web_search"
WEB_FETCH = "web_fetch"

SEARCH_DESCRIPTION = (
    "Search the web. Returns a list of results, each with a citation id, title, URL and a "
    "short snippet. Use it for facts about people, events, dates, numbers, prices, products, "
    "software versions, news and anything recent, unfamiliar or that you are not sure about. "
    "With only a topic or a question, search first. It does NOT read pages: snippets are "
    "short and may be outdated; use web_fetch on the best URLs when you need the details. "
    "Not for creative writing, arithmetic or pure coding tasks."
)
SEARCH_QUERY = (
    "One self-contained search query: name the things exactly (full names, product and "
    "version numbers, years, places); no pronouns that refer to the conversation. To cover "
    "several aspects (e.g. each side of a comparison), call web_search again with another "
    "query. Write it in the language the best sources are likely to use."
)
FETCH_DESCRIPTION = (
    "Read web pages and PDF documents in full. Returns each page's main text as Markdown "
    "(PDFs with [Page N] markers) with a citation id, "
    "title and URL; pages that cannot be read say why. Use it for URLs the user gave and for "
    "search results whose snippets are not enough. It does NOT find pages: with only a "
    "topic, call web_search first. Pass several URLs in one call rather than one call per "
    "URL. Do not retry a URL that failed; pick another source."
)
FETCH_URLS = f"1 to {MAX_URLS} absolute http(s) URLs to read, most promising first."


class ToolArgumentError(ValueError):
    """The model's arguments cannot be used; the message says what to send instead."""


# (ok, failure reason, provider) of a tool result.
Outcome = tuple[bool, str | None, str]


@dataclass(frozen=True)
class Tool(Generic[ItemT]):
    """One row of the tool table; ``ItemT`` is the type of its result's items.

    Attributes:
        name, description, parameters: what the model (and an MCP client) is told.
        domain: the failure domain of its reasons (``services.failures``).
        example: arguments shown when the model sends unusable ones.
        check: the model's arguments, validated and normalised (raises
            ``ToolArgumentError``).
        run: ``(toolbox, args, registry, cancel, on_event) -> ToolResult[ItemT]``;
            the services report what happens through ``on_event`` (typed events).
        count: ``result -> int``: results found, pages read.
        outcome: ``result -> (ok, reason, provider)``.
        failures: ``result -> [{"url", "reason"}]`` of the parts that failed.
    """

    name: str
    description: str
    parameters: dict[str, Any]
    domain: str
    example: str
    check: Callable[[dict[str, Any]], dict[str, Any]]
    run: Callable[[Toolbox, dict[str, Any], CitationRegistry, CancelToken,
                   OnToolEvent | None], ToolResult[ItemT]]
    count: Callable[[ToolResult[ItemT]], int]
    outcome: Callable[[ToolResult[ItemT]], Outcome]
    failures: Callable[[ToolResult[ItemT]], list[dict[str, str]]]

    def spec(self) -> dict[str, Any]:
        """The entry of the ``tools`` parameter of a Chat Completions request."""
        return {"type": "function", "function": {
            "name": self.name, "description": self.description, "parameters": self.parameters}}


# web_search.

def _search_check(args: dict[str, Any]) -> dict[str, Any]:
    query = args.get("query")
    if isinstance(query, list) and query and all(isinstance(q, str) for q in query):
        query = query[0]
    if not isinstance(query, str) or not query.strip():
        raise ToolArgumentError(f"web_search needs a non-empty 'query' string, like "
                                f"{SEARCH.example}.")
    return {"query": query.strip()}


def _search_run(toolbox: Toolbox, args: dict[str, Any], registry: CitationRegistry,
                cancel: CancelToken, on_event: OnToolEvent | None) -> ToolResult[SearchItem]:
    return toolbox.web_search(args["query"], registry=registry, cancel=cancel,
                              on_event=on_event)


def _search_count(result: ToolResult[SearchItem]) -> int:
    return int((result.meta or {}).get("count", len(result.items)))


def _search_failures(result: ToolResult[SearchItem]) -> list[dict[str, str]]:
    return []


def _search_outcome(result: ToolResult[SearchItem]) -> Outcome:
    meta = result.meta or {}
    count = int(meta.get("count", len(result.items)))
    provider = str(meta.get("provider") or "")
    said = meta.get("reason")
    if count > 0:
        return True, None if said in (None, PartialFields.code) else str(said), provider
    return False, str(said or NoResults.code), provider


SEARCH: Tool[SearchItem] = Tool(
    WEB_SEARCH, SEARCH_DESCRIPTION,
    {
        "type": "object",
        "properties": {"query": {"type": "string", "description": SEARCH_QUERY}},
        "required": ["query"],
        "additionalProperties": False,
    },
    domain="search",
    example='{"query": "python 3.13 release date"}',
    check=_search_check,
    run=_search_run,
    count=_search_count,
    outcome=_search_outcome,
    failures=_search_failures,
)


# web_fetch.

def _fetch_check(args: dict[str, Any]) -> dict[str, Any]:
    urls = args.get("urls", args.get("url"))
    if isinstance(urls, str):
        urls = [urls]
    # Items of the wrong type fail one by one in web_fetch ("item 2 is a number"),
    # so one bad entry never costs the model the pages it asked for with it.
    if not isinstance(urls, list) or not urls:
        raise ToolArgumentError(f"web_fetch needs 'urls', a list of 1 to {MAX_URLS} URL "
                                f"strings, like {FETCH.example}.")
    if len(urls) > MAX_URLS:
        raise ToolArgumentError(f"web_fetch reads at most {MAX_URLS} URLs per call; you sent "
                                f"{len(urls)}. Call it again with the {MAX_URLS} most "
                                "promising ones.")
    return {"urls": [u.strip() if isinstance(u, str) else u for u in urls]}


def _fetch_run(toolbox: Toolbox, args: dict[str, Any], registry: CitationRegistry,
               cancel: CancelToken, on_event: OnToolEvent | None) -> ToolResult[FetchItem]:
    return toolbox.web_fetch(list(args["urls"]), registry=registry, cancel=cancel,
                             on_event=on_event)


def _fetch_failures(result: ToolResult[FetchItem]) -> list[dict[str, str]]:
    return [{"url": i.url, "reason": i.reason or ""} for i in result.items if not i.ok]


def _fetch_count(result: ToolResult[FetchItem]) -> int:
    """Pages read."""
    meta = result.meta or {}
    return int(meta.get("ok", sum(1 for i in result.items if i.ok)))


def _fetch_outcome(result: ToolResult[FetchItem]) -> Outcome:
    meta = result.meta or {}
    ok_count = _fetch_count(result)
    providers = meta.get("providers") or {}
    provider = ",".join(sorted(providers)) if isinstance(providers, dict) else str(providers)
    if ok_count > 0:
        return True, None, provider
    reasons = meta.get("reasons") or {}
    if isinstance(reasons, dict) and reasons:
        reason = str(max(reasons, key=lambda r: int(reasons[r])))
    else:
        reason = Cancelled.code if meta.get("cancelled") else NetworkError.code
    return False, reason, provider


FETCH: Tool[FetchItem] = Tool(
    WEB_FETCH, FETCH_DESCRIPTION,
    {
        "type": "object",
        "properties": {
            "urls": {
                "type": "array",
                "items": {"type": "string"},
                "minItems": 1,
                "maxItems": MAX_URLS,
                "description": FETCH_URLS,
            }
        },
        "required": ["urls"],
        "additionalProperties": False,
    },
    domain="fetch",
    example='{"urls": ["https://example.com/page"]}',
    check=_fetch_check,
    run=_fetch_run,
    count=_fetch_count,
    outcome=_fetch_outcome,
    failures=_fetch_failures,
)

# Rows differ in their item type, which the table forgets: ``toolcall.call``
# hands each row's functions the result its own ``run`` made.
TOOLS: dict[str, Tool[Any]] = {tool.name: tool for tool in (SEARCH, FETCH)}
TOOL_NAMES = tuple(TOOLS)


def tool_specs() -> list[dict[str, Any]]:
    """The ``tools`` parameter of a Chat Completions request."""
    return [tool.spec() for tool in TOOLS.values()]


def arguments(name: str, raw: str | dict[str, Any]) -> tuple[Tool[Any], dict[str, Any]]:
    """The tool called ``name`` and its validated arguments, or
    ``ToolArgumentError`` with what to send instead."""
    tool = TOOLS.get(name)
    if tool is None:
        listed = " and ".join(f"{t.name} ({t.example})" for t in TOOLS.values())
        raise ToolArgumentError(f"there is no tool named {name!r}. The tools are {listed}.")
    if isinstance(raw, dict):
        args = raw
    else:
        text = raw.strip() or "{}"
        try:
            args = json.loads(text)
        except ValueError as exc:
            raise ToolArgumentError(
                f"the arguments for {name} were not valid JSON ({exc}). Call {name} again "
                f"with arguments like {tool.example}."
            ) from exc
        if not isinstance(args, dict):
            raise ToolArgumentError(f"the arguments for {name} must be a JSON object like "
                                    f"{tool.example}.")
    return tool, tool.check(args)
