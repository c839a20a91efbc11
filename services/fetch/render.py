"""The ``text`` of a web_fetch result: what the model reads.

Each page is a block that starts with its citation marker and title, then its
URL, then the content. A URL that could not be read is an explicit line saying
so and why, so the model never mistakes silence for absence of facts.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.citations.grammar import marker
from services.results import FetchItem
from services.trust.fence import Fence, one_line

SEPARATOR = "\n\n---\n\n"


def failure_line(item: FetchItem) -> str:
    """``Could not read <url>: <reason> — <message>`` (both failures when both failed)."""
    reason = item.reason or "network_error"
    message = item.error or "no details"
    return f"Could not read {item.url}: {reason} — {message}"


def page_block(item: FetchItem, fence: Fence, notes: Sequence[str] = ()) -> str:
    """The page's block: Footnote's header lines (``notes`` among them: which part
    of the page this is), then everything the page wrote (title, site, author,
    text) inside the run's boundary."""
    title = fence.inline(item.title) if item.title else item.url
    lines = [f"{marker(item.id)} {title}", f"URL: {item.url}"]
    if item.final_url and item.final_url != item.url:
        lines.append(f"Redirected to: {item.final_url}")
    if item.site_name:
        lines.append(f"Site: {one_line(item.site_name)}")
    if item.author:
        lines.append(f"Author: {one_line(item.author)}")
    if item.published_at:
        lines.append(f"Published: {item.published_at}")
    if item.truncated:
        lines.append("Note: shortened to fit the token budget.")
    lines.extend(notes)
    return "\n".join(lines) + "\n\n" + fence.wrap(item.content)


def skipped_notice(read: int, skipped: Sequence[str]) -> str:
    """Names the URLs past the per-call limit: not fetched, so nothing is known of them."""
    return (
        f"Note: only the first {read} of {read + len(skipped)} URLs were read (the limit is "
        f"{read} per call). These {len(skipped)} URLs were NOT fetched, so nothing is known "
        "about their content: " + ", ".join(skipped)
        + ". Call web_fetch again with the ones you still need."
    )


def render_text(items: Sequence[FetchItem], skipped: Sequence[str] = (), *,
                fence: Fence | None = None) -> str:
    """All blocks in the order the URLs were given; a notice about URLs past the
    limit comes first, where the model cannot miss it after long pages."""
    fence = fence or Fence()
    blocks = [page_block(i, fence) if i.ok else failure_line(i) for i in items]
    if skipped:
        blocks.insert(0, skipped_notice(len(items), skipped))
    if not blocks:
        return "No URLs were given, so nothing was read. Pass 1 to 20 http(s) URLs."
    return SEPARATOR.join(blocks)
