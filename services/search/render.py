"""The text the model reads: one block per result, explicit failure texts.

Each result block begins ``[cite:ID] Title``, then ``URL: ...``, then the date
when dates are included, then the snippet, then a note when fields are
missing. A query that produced nothing says so plainly, so the model never
mistakes silence for an answer.
"""

from __future__ import annotations

from services.citations.grammar import marker
from services.errors import (
    KeyRefused,
    NeedsKey,
    QueryTooLong,
    RateLimited,
    SearchError,
    SearchTimeout,
)
from services.failures import failure_of
from services.results import SearchItem
from services.search.projection import describe_missing
from services.trust.fence import Fence

NO_INFERENCE = "Do not infer facts from this; try other keywords or tell the user."
EMPTY_QUERY = "No search was run: the query was empty. Give one self-contained query."


def item_block(item: SearchItem, *, include_dates: bool, fence: Fence) -> str:
    """A result's block; its title and snippet (the provider's copy of the
    page's words) inside the run's boundary."""
    title = fence.inline(item.title) if item.title else "(no title)"
    lines = [f"{marker(item.id)} {title}", f"URL: {item.url}"]
    if include_dates and item.published_at:
        lines.append(f"Published: {item.published_at}")
    if item.snippet:
        lines.append(fence.wrap(item.snippet))
    if item.degraded:
        lines.append(describe_missing(item))
    return "\n".join(lines)


def empty_text(query: str) -> str:
    return f"No results for {query}. {NO_INFERENCE}"


def blacklisted_text(query: str, removed: int) -> str:
    return (
        f"No usable results for {query}: all {removed} were removed by the user's blacklist. "
        f"{NO_INFERENCE}"
    )


def failure_text(query: str, errors: list[tuple[str, SearchError]]) -> str:
    """What the model reads when every provider tried for ``query`` failed."""
    if not errors:
        return f"The search for {query} did not finish; no results were received. {NO_INFERENCE}"
    first = errors[0][1]
    query = shortened(query)
    if isinstance(first, QueryTooLong):
        return f"The search for {query} was not run. {_sentence(first.message)} {first.hint}"
    if isinstance(first, KeyRefused):
        lead = (f"The search for {query} could not run because the provider refused the API "
                "key; no results were received.")
    elif isinstance(first, NeedsKey):
        lead = f"The search for {query} could not run; no results were received."
    elif isinstance(first, SearchTimeout):
        lead = f"The search for {query} timed out; no results were received."
    elif isinstance(first, RateLimited):
        lead = f"The search for {query} was rate-limited; no results were received."
    else:
        lead = f"The search for {query} failed with a provider error; no results were received."
    detail = " ".join(
        f"{name}{' (fallback)' if i else ''}: {_sentence(error.message)}"
        for i, (name, error) in enumerate(errors)
    )
    # What the user can do, worded once in the failure catalogue.
    action = failure_of(first).action
    return f"{lead} {detail} What the user can do: {action} {NO_INFERENCE}"


def shortened(query: str) -> str:
    """A query as quoted back in a failure: a pasted page must not be echoed whole."""
    return query if len(query) <= 200 else query[:200] + "…"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


PARTIAL_NOTE = (
    "Some results lack fields (marked with a note); use only the fields shown and do not "
    "fill in missing values."
)


def query_header(query: str, provider: str, cached: bool) -> str:
    source = f"{provider}, cached" if cached else provider
    return f"Search: {query} ({source})"
