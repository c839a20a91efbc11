"""Progress records from the chat worker, worded in the user's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from workers.chat_events import Progress

translate = QCoreApplication.translate


def _fetch_failure(host: str, reason: str) -> str:
    messages = {
        "blocked": translate("Progress", "{host} blocked the request"),
        "blacklisted": translate("Progress", "{host}: blocked by your list"),
        "timeout": translate("Progress", "{host} took too long to answer"),
        "http_error": translate("Progress", "{host} answered with an HTTP error"),
        "too_large": translate("Progress", "{host}: the page is larger than the size limit"),
        "unsupported_content": translate("Progress", "{host}: not a readable page"),
        "extraction_empty": translate("Progress", "{host}: no readable text on the page"),
        "pdf_encrypted": translate("Progress", "{host}: the PDF needs a password"),
        "pdf_no_text": translate("Progress", "{host}: the PDF is scanned, with no text"),
        "pdf_broken": translate("Progress", "{host}: the PDF is damaged"),
        "unsafe_url": translate("Progress", "{host}: not read (private or unsafe address)"),
        "network_error": translate("Progress", "{host} could not be reached"),
        "upstream_error": translate("Progress", "{host}: the reader service failed"),
    }
    template = messages.get(reason, translate("Progress", "{host} could not be read ({reason})"))
    return template.format(host=host, reason=reason)


def _search_failure(query: str, reason: str, provider: str) -> str:
    messages = {
        "empty": translate("Progress", "No results for “{query}”"),
        "timeout": translate("Progress", "The search for “{query}” timed out"),
        "needs_key": translate("Progress", "{provider} needs an API key (Settings > Web search)"),
        "key_refused": translate("Progress",
                                 "{provider} rejected the API key (Settings > Web search)"),
        "rate_limited": translate("Progress", "{provider} is rate limiting searches"),
        "upstream_error": translate("Progress", "{provider} failed for “{query}”"),
        "blacklisted": translate("Progress", "All results for “{query}” were blocked by your list"),
    }
    fallback = translate("Progress", "The search for “{query}” failed ({reason})")
    template = messages.get(reason, fallback)
    name = provider or translate("Progress", "The search provider")
    return template.format(query=query, reason=reason, provider=name)


def reading_line(total: int, done: int, jina: bool = False) -> str:
    if total == 1:
        line = translate("Progress", "Reading 1 page ({k}/1)").format(k=done)
    else:
        line = translate("Progress", "Reading {n} pages ({k}/{n})").format(n=total, k=done)
    return line + (translate("Progress", ", retrying via Jina Reader") if jina else "")


def progress_text(progress: Progress) -> str:
    """The line shown for ``progress``."""
    p = progress.params
    code = progress.code
    if code == "searching":
        return translate("Progress", "Searching: {q}").format(q=p.get("query", ""))
    if code == "reading":
        return reading_line(int(p.get("total", 0)), int(p.get("done", 0)), bool(p.get("jina")))
    if code == "read":
        return translate("Progress", "Read {k} of {n} pages").format(k=p.get("read", 0),
                                                               n=p.get("total", 0))
    if code == "fallback":
        return translate("Progress", "{host}: trying the Jina Reader fallback").format(
            host=p.get("host", ""))
    if code == "fetch_failed":
        return _fetch_failure(str(p.get("host", "")), str(p.get("reason", "")))
    if code == "fetch_none":
        return translate("Progress", "None of the {n} pages could be read ({reason})").format(
            n=p.get("count", 0), reason=p.get("reason", ""))
    if code == "search_failed":
        return _search_failure(str(p.get("query", "")), str(p.get("reason", "")),
                               str(p.get("provider", "")))
    if code == "tool_running":
        return translate("Progress", "Running {tool}").format(tool=p.get("tool", ""))
    if code == "tool_failed":
        return translate("Progress", "{tool} failed: {reason}").format(tool=p.get("tool", ""),
                                                              reason=p.get("reason", ""))
    return str(p.get("text", ""))
