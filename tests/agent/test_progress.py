"""The progress fold (``services.agent.progress``) on hand-written event streams,
worded by the CLI: each thing that happens has one line, each failure is said
once, with its reason."""

from __future__ import annotations

from services.agent.progress import STATUS, Line, RunProgress
from services.agent.progress_words import line_text
from services.events import (
    AnswerDelta,
    Asking,
    BudgetCut,
    Event,
    PageFailed,
    PageFallback,
    PageRead,
    PagesQueued,
    SearchFinished,
    SearchStarted,
    ToolEnd,
    ToolStart,
)


def _lines(*events: Event) -> tuple[list[str], list[str]]:
    """(the lines shown at the end, the lines still shown once the run is over)."""
    progress = RunProgress()
    for event in events:
        progress.apply(event)
    return ([line_text(line) for line in progress.lines()],
            [line_text(line) for line in progress.failures()])


def test_a_failed_provider_and_its_fallback_each_have_a_line() -> None:
    shown, kept = _lines(
        Asking("m"),
        ToolStart("c1", "web_search", {"query": "q"}),
        SearchStarted("q", "brave", "Brave", call_id="c1"),
        SearchFinished("q", "brave", "Brave", 0, 0.2, "needs_key", call_id="c1"),
        SearchStarted("q", "duckduckgo", "DuckDuckGo", fallback=True, call_id="c1"),
        SearchFinished("q", "duckduckgo", "DuckDuckGo", 4, 0.5, call_id="c1"),
        ToolEnd("c1", "web_search", True, provider="duckduckgo", count=4),
    )
    assert shown == ["“q”: Brave needs an API key. Add the key in Settings › Web search",
                     "Searched “q” (DuckDuckGo): 4 results"]
    assert kept == ["“q”: Brave needs an API key. Add the key in Settings › Web search"]


def test_a_search_that_ran_out_of_providers_is_said_once() -> None:
    shown, _kept = _lines(
        ToolStart("c1", "web_search", {"query": "q"}),
        SearchStarted("q", "searxng", "SearXNG", call_id="c1"),
        SearchFinished("q", "searxng", "SearXNG", 0, 0.2, "timeout", call_id="c1"),
        ToolEnd("c1", "web_search", False, "timeout", provider="searxng"),
    )
    assert shown == ["“q”: SearXNG did not answer in time"]


def test_reading_counts_pages_and_names_each_failure_once() -> None:
    urls = ("https://www.a.com/1", "https://b.org/2", "https://c.net/3")
    shown, kept = _lines(
        ToolStart("f", "web_fetch", {"urls": list(urls)}),
        PagesQueued(urls, call_id="f"),
        PageFallback(urls[1], call_id="f"),
    )
    assert shown == ["Reading 3 pages: 1 retrying via Jina Reader"]
    assert kept == []
    shown, kept = _lines(
        ToolStart("f", "web_fetch", {"urls": list(urls)}),
        PagesQueued(urls, call_id="f"),
        PageFailed(urls[0], "timeout", call_id="f"),
        PageFallback(urls[1], call_id="f"),
        PageRead(urls[1], "B", "jina", call_id="f"),
        PageFailed(urls[2], "cancelled", call_id="f"),  # stopped: not a failure
        BudgetCut("web_fetch", 4000, call_id="f"),
        ToolEnd("f", "web_fetch", True, provider="jina", count=1),
    )
    assert shown == ["Reading 3 pages: 1 read, 1 failed (a.com: The page took too long to answer)",
                     "Pages shortened to fit the token budget"]
    assert kept == ["Reading 3 pages: 1 read, 1 failed (a.com: The page took too long to answer)"]


def test_the_status_line_goes_when_a_tool_runs_or_the_answer_streams() -> None:
    progress = RunProgress()
    progress.apply(Asking("m"))
    assert [line_text(line) for line in progress.lines()] == ["Asking m"]
    progress.apply(ToolStart("c1", "web_search", {"query": "q"}))
    assert progress.lines() == []
    progress.apply(Asking("m"))
    # The display is told to drop the line (an empty code), once.
    assert progress.apply(AnswerDelta("Hello")) == [Line(STATUS, "")]
    assert progress.apply(AnswerDelta(" world")) == []
    assert progress.lines() == []


def test_a_call_with_unusable_arguments_says_so() -> None:
    shown, kept = _lines(
        ToolStart("c1", "web_fetch", {"raw": "{oops"}),
        ToolEnd("c1", "web_fetch", False, "invalid_arguments"),
        ToolStart("c2", "browse", {}),
    )
    assert shown == ["web_fetch failed: invalid_arguments", "Running browse"]
    assert kept == ["web_fetch failed: invalid_arguments"]


def test_each_kind_of_endpoint_adaptation_has_its_own_words() -> None:
    from services.events import Adapted

    def words(event: Adapted) -> str:
        # A translator that returns the template: the wording other languages get.
        progress = RunProgress()
        progress.apply(event)
        return line_text(progress.lines()[0], lambda context, text: text)

    assert "sent back with its tool calls" in words(
        Adapted("reasoning_echo", "reasoning_content", "English sentence"))
    assert "refused “reasoning_content”" in words(
        Adapted("dropped_param", "reasoning_content", "English sentence"))
    assert "does not stream" in words(Adapted("no_stream", "stream", "English sentence"))
