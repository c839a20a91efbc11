"""The two tools the model gets, described to steer its choice.

The descriptions are the strongest lever on tool choice: each says what the
tool is for and what it is not for.
"""

from __future__ import annotations

from typing import Any

from services.fetch import MAX_URLS

WEB_SEARCH = "web_search"
WEB_FETCH = "web_fetch"
TOOL_NAMES = (WEB_SEARCH, WEB_FETCH)

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


def tool_specs() -> list[dict[str, Any]]:
    """The ``tools`` parameter of a Chat Completions request."""
    return [
        {
            "type": "function",
            "function": {
                "name": WEB_SEARCH,
                "description": SEARCH_DESCRIPTION,
                "parameters": {
                    "type": "object",
                    "properties": {"query": {"type": "string", "description": SEARCH_QUERY}},
                    "required": ["query"],
                    "additionalProperties": False,
                },
            },
        },
        {
            "type": "function",
            "function": {
                "name": WEB_FETCH,
                "description": FETCH_DESCRIPTION,
                "parameters": {
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
            },
        },
    ]
