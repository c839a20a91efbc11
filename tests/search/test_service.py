"""SearchService: concurrency, fallback, de-duplication, projection, text, ids."""

from __future__ import annotations

import re
import threading
from typing import Any

import pytest

from services.blacklist import UrlFilter
from services.cancel import CancelToken
from services.citations.registry import CitationRegistry
from services.errors import Cancelled
from services.events import SearchFinished, SearchStarted
from services.search import SearchService
from tests.search.conftest import FakeDDGS, hits
from tests.servers.search_api import FakeSearchApi, Hit
from tests.unfenced import unfenced


@pytest.fixture
def tavily_service(make_service: Any, provider_server: Any, api: FakeSearchApi) -> Any:
    """``tavily_service(**settings)``: Tavily as the provider, DuckDuckGo as fallback."""
    host = provider_server("tavily")

    def make(**settings: Any) -> SearchService:
        settings.setdefault("search__fallback", "duckduckgo")
        return make_service(keys={"search.tavily": ["k1"]}, search__provider="tavily",
                            search__tavily__api_host=host, **settings)

    return make


def ddg(*names: str) -> list[dict[str, str]]:
    return [{"title": f"{n} ddg", "href": f"https://{n}.ddg.example/", "body": f"DDG {n}."}
            for n in names]


def test_several_queries_keep_their_order(tavily_service: Any, api: FakeSearchApi) -> None:
    api.hits = {"one": hits("a"), "two": hits("b"), "three": hits("c")}
    result = tavily_service().search(["one", "two", "three"])
    assert [i.query for i in result.items] == ["one", "two", "three"]
    assert [q["query"] for q in result.meta["per_query"]] == ["one", "two", "three"]
    assert sorted(q for q, _ in api.calls) == ["one", "three", "two"]
    assert result.text.index("Search: one") < result.text.index("Search: two")


def test_fallback_runs_only_failed_queries_and_keeps_positions(
    tavily_service: Any, api: FakeSearchApi, ddgs: FakeDDGS
) -> None:
    api.hits = {"one": hits("a"), "three": hits("c")}
    api.fail_for = {"two": "500"}
    ddgs.results = {"two": ddg("b")}
    result = tavily_service().search(["one", "two", "three"])
    assert [q for q, _ in ddgs.calls] == ["two"]
    assert [(i.query, i.provider) for i in result.items] == [
        ("one", "tavily"), ("two", "duckduckgo"), ("three", "tavily")]
    second = result.meta["per_query"][1]
    assert second["provider"] == "duckduckgo" and second["fallback"] is True
    assert second["errors"][0]["provider"] == "tavily"
    assert second["reason"] is None and result.meta["reason"] is None


def test_both_errors_are_kept_when_the_fallback_fails_too(
    tavily_service: Any, api: FakeSearchApi, ddgs: FakeDDGS
) -> None:
    from ddgs.exceptions import RatelimitException

    api.fail = "500"
    ddgs.error = RatelimitException("202 Ratelimit")
    result = tavily_service().search("only")
    errors = result.meta["per_query"][0]["errors"]
    assert [(e["provider"], e["code"]) for e in errors] == [
        ("tavily", "upstream_error"), ("duckduckgo", "rate_limited")]
    assert result.items == []
    assert result.meta["reason"] == "upstream_error"
    assert "tavily: Tavily had a server error (HTTP 500" in result.text
    assert "duckduckgo (fallback): DuckDuckGo rate-limited" in result.text
    assert "Do not infer facts from this" in result.text


def test_provider_without_key_falls_back(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": ddg("a")}
    service = make_service(search__provider="brave", search__fallback="duckduckgo")
    result = service.search("q")
    assert [i.provider for i in result.items] == ["duckduckgo"]
    assert result.meta["per_query"][0]["errors"][0]["code"] == "needs_key"


def test_fallback_none_reports_the_failure(make_service: Any) -> None:
    result = make_service(search__provider="brave", search__fallback="none").search("q")
    assert result.items == [] and result.meta["reason"] == "needs_key"
    assert result.text.startswith("The search for q could not run")


def test_empty_result_text_is_exact(make_service: Any, ddgs: FakeDDGS) -> None:
    result = make_service().search("zzqx unknown")
    assert result.text == ("No results for zzqx unknown. Do not infer facts from this; "
                           "try other keywords or tell the user.")
    assert result.meta["reason"] == "empty" and result.meta["count"] == 0


def test_timeout_text(make_service: Any, ddgs: FakeDDGS) -> None:
    from ddgs.exceptions import TimeoutException

    ddgs.error = TimeoutException("timed out")
    result = make_service().search("slow")
    assert result.meta["reason"] == "timeout"
    assert result.text.startswith("The search for slow timed out; no results were received.")


def test_duckduckgo_mapping(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": [{"title": "T", "href": "https://t.example/", "body": "B."}]}
    result = make_service(search__max_results=3).search("q")
    [item] = result.items
    assert (item.title, item.url, item.snippet, item.provider) == (
        "T", "https://t.example/", "B.", "duckduckgo")
    assert ddgs.calls == [("q", 3)]


def test_dedup_across_queries_by_normalized_url(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {
        "one": [{"title": "A", "href": "https://A.example.org/x/?utm_source=t", "body": "a"},
                {"title": "B", "href": "https://b.example.org/", "body": "b"}],
        "two": [{"title": "A again", "href": "https://a.example.org/x#frag", "body": "a"},
                {"title": "C", "href": "https://c.example.org/", "body": "c"}],
    }
    result = make_service().search(["one", "two"])
    assert [i.title for i in result.items] == ["A", "B", "C"]
    assert result.meta["per_query"][1]["duplicates"] == 1


def test_at_most_max_results_per_query(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": ddg("a", "b", "c", "d")}
    result = make_service(search__max_results=2).search("q")
    assert len(result.items) == 2


def test_blacklist_removes_results_before_the_budget(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": ddg("spam", "good")}
    service = make_service(url_filter=UrlFilter.from_settings(
        {"blacklist.rules": "*://spam.ddg.example/*"}))
    result = service.search("q")
    assert [i.title for i in result.items] == ["good ddg"]
    assert result.meta["per_query"][0]["blacklisted"] == 1
    everything = make_service(url_filter=UrlFilter.from_settings(
        {"blacklist.rules": "<all_urls>"})).search("q")
    assert everything.meta["reason"] == "blacklisted"
    assert "removed by the user's blacklist" in everything.text


def test_title_rules_apply_to_search_results(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": [
        {"title": "Best CASINO bonus", "href": "https://a.example/", "body": "x"},
        {"title": "Casino history", "href": "https://history.example/", "body": "x"},
        {"title": "Weather today", "href": "https://b.example/", "body": "x"}]}
    rules = 'title *= "casino" i\n@*://history.example/*'
    service = make_service(url_filter=UrlFilter.from_settings({"blacklist.rules": rules}))
    result = service.search("q")
    assert [i.title for i in result.items] == ["Casino history", "Weather today"]
    assert result.meta["per_query"][0]["blacklisted"] == 1


def test_blacklist_from_settings_by_default(
    client: Any, ddgs: FakeDDGS
) -> None:
    from tests.search.conftest import base_settings

    ddgs.results = {"q": ddg("spam", "good")}
    settings = base_settings(blacklist__rules="*://spam.ddg.example/*")
    service = SearchService(settings, key_lookup=lambda n: [], client=client,
                            ddgs_factory=ddgs.factory)
    assert [i.title for i in service.search("q").items] == ["good ddg"]


def test_text_blocks_begin_with_cite_then_url(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": ddg("a", "b")}
    result = make_service().search("q")
    first, second = result.text.split("\n\n")
    lines = unfenced(first).split("\n")
    assert lines[0] == f"[cite:{result.items[0].id}] a ddg"
    assert lines[1] == "URL: https://a.ddg.example/"
    assert lines[2] == "DDG a."
    assert unfenced(second).startswith(f"[cite:{result.items[1].id}] b ddg")


def test_same_url_keeps_its_citation_id_in_a_conversation(
    make_service: Any, ddgs: FakeDDGS
) -> None:
    ddgs.results = {"q": ddg("a"), "r": ddg("b", "a")}
    registry = CitationRegistry()
    service = make_service()
    first = service.search("q", registry=registry).items[0].id
    again = service.search("r", registry=registry)
    assert again.items[1].id == first and again.items[0].id != first
    source = registry.get(first)
    assert source is not None and source.provider == "duckduckgo"
    assert source.snippet == "DDG a." and source.fetched_at


def test_projection_marks_degraded_items(
    tavily_service: Any, api: FakeSearchApi
) -> None:
    api.default = [
        Hit("Full", "https://f.example.org/", "Has a snippet.", date="2024-01-02"),
        Hit("From content", "https://c.example.org/", "", "Page body text that is long."),
        Hit("Bare", "https://b.example.org/"),
    ]
    result = tavily_service().search("q", include_dates=True)
    full, content, bare = result.items
    assert not full.degraded and full.published_at == "2024-01-02"
    assert content.snippet == "Page body text that is long."
    assert content.missing == ["snippet", "published_at"] and content.degraded
    assert bare.snippet == "Bare" and bare.missing == ["snippet", "published_at"]
    assert result.meta["reason"] == "partial_fields" and result.meta["degraded"] == 2
    assert "Published: 2024-01-02" in result.text
    assert "Note: no snippet (an excerpt of the page is shown); no publication date." in (
        result.text)
    assert "Some results lack fields" in result.text
    assert all(i.extra == {} for i in result.items)


def test_dates_follow_the_question_in_auto_mode(
    tavily_service: Any, api: FakeSearchApi
) -> None:
    api.default = [Hit("T", "https://t.example.org/", "S.", date="2024-01-02")]
    service = tavily_service()
    assert service.search("python list sort").items[0].published_at is None
    timely = service.search("latest python release")
    assert timely.meta["include_dates"] is True
    assert timely.items[0].published_at == "2024-01-02"
    assert service.search("最新 新闻").meta["include_dates"] is True


def test_brave_age_is_the_date_fallback(
    make_service: Any, provider_server: Any, api: FakeSearchApi
) -> None:
    host = provider_server("brave")
    api.default = [Hit("T", "https://t.example.org/", "S.")]
    service = make_service(keys={"search.brave": ["k"]}, search__provider="brave",
                           search__brave__api_host=host)
    [item] = service.search("q", include_dates=True).items
    assert item.published_at == "3 days ago" and not item.degraded


def test_budget_cuts_snippets(make_service: Any, ddgs: FakeDDGS) -> None:
    long = "This sentence is long enough to matter. " * 60
    ddgs.results = {"q": [{"title": "L", "href": "https://l.example/", "body": long},
                          {"title": "S", "href": "https://s.example/", "body": "Short."}]}
    result = make_service().search("q", budget_tokens=200)
    long_item, short_item = result.items
    assert long_item.truncated and long_item.snippet.endswith("...")
    assert short_item.snippet == "Short." and not short_item.truncated
    assert result.meta["truncated"] is True
    unlimited = make_service(budget__mode="none").search("q")
    assert unlimited.meta["truncated"] is False


def test_each_query_reports_its_start_and_finish(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"a": ddg("a")}
    seen: list[Any] = []
    make_service().search(["a", "b"], on_event=seen.append)
    by_query = {q: [e for e in seen if e.query == q] for q in ("a", "b")}
    for events in by_query.values():
        assert [type(e) for e in events] == [SearchStarted, SearchFinished]
        assert events[0] == SearchStarted(events[0].query, "duckduckgo", "DuckDuckGo")
    found, empty = by_query["a"][1], by_query["b"][1]
    assert (found.provider, found.label, found.count, found.reason) == (
        "duckduckgo", "DuckDuckGo", len(ddg("a")), None)
    assert (empty.count, empty.reason) == (0, "empty")


def test_already_cancelled_raises(make_service: Any) -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        make_service().search("q", cancel=token)


def test_cancel_stops_waiting_for_a_blocked_provider(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.block = threading.Event()
    token = CancelToken()
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            make_service().search("q", cancel=token)
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    assert ddgs.started.wait(5)
    token.cancel()
    thread.join(5)
    ddgs.block.set()
    assert not thread.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], Cancelled)


def test_unknown_provider_is_refused(make_service: Any) -> None:
    with pytest.raises(KeyError, match="known: duckduckgo"):
        make_service().search("q", provider="bing")


def test_an_unexpected_crash_stays_in_its_query(
    tavily_service: Any, api: FakeSearchApi, ddgs: FakeDDGS
) -> None:
    api.hits = {"fine": hits("a")}
    api.fail_for = {"broken": "500"}
    ddgs.error = ValueError("library bug")
    result = tavily_service().search(["fine", "broken"])
    assert [i.query for i in result.items] == ["fine"]
    broken = result.meta["per_query"][1]
    assert [e["provider"] for e in broken["errors"]] == ["tavily", "duckduckgo"]
    assert "failed unexpectedly (ValueError: library bug)" in broken["errors"][1]["message"]


def test_empty_queries_are_reported_not_run(make_service: Any, ddgs: FakeDDGS) -> None:
    ddgs.results = {"q": ddg("a")}
    result = make_service().search(["q", "  "])
    assert [i.query for i in result.items] == ["q"]
    assert "the query was empty" in result.text
    assert [c for c, _ in ddgs.calls] == ["q"]
    assert make_service().search([]).meta["reason"] == "upstream_error"


def test_an_invalid_api_host_is_a_configuration_problem(make_service: Any) -> None:
    service = make_service(keys={"search.exa": ["k"]}, search__provider="exa",
                           search__exa__api_host="http://[::1")
    result = service.search("q")
    assert result.meta["per_query"][0]["errors"][0]["code"] == "needs_host"
    assert "not a valid URL" in result.text


@pytest.mark.parametrize("budget", [60, 400, 1000, 1600])
def test_the_search_budget_covers_whole_result_blocks(
    make_service: Any, ddgs: FakeDDGS, budget: int
) -> None:
    from services import tokens
    from services.search import render
    from services.trust.fence import Fence

    en = "Solar capacity grew again this year. " * 80
    zh = "北京是中华人民共和国的首都，也是全国的政治和文化中心。" * 40
    ddgs.results = {
        "en": [{"title": f"English {n}", "href": f"https://en{n}.example/a", "body": en}
               for n in range(4)] + [{"title": "Tiny", "href": "https://t.example/", "body": ""}],
        "zh": [{"title": f"中文 {n}", "href": f"https://zh{n}.example/文章", "body": zh}
               for n in range(4)],
    }
    result = make_service().search(["en", "zh"], budget_tokens=budget)
    nonce = re.search(r"<untrusted-([a-z]{10})>", result.text)
    fence = Fence(nonce.group(1)) if nonce else Fence()
    blocks = [render.item_block(i, include_dates=result.meta["include_dates"], fence=fence)
              for i in result.items]
    assert result.meta["truncated"] is True
    cut = [i for i in result.items if i.truncated]
    if budget <= 400:  # not even the framed titles and URLs fit: every snippet is dropped
        assert all(i.snippet == "" for i in cut)
        return
    assert [i.title for i in result.items if not i.truncated] == ["Tiny"]
    assert sum(tokens.count(b) for b in blocks) <= budget
    assert all(i.snippet.endswith("...") for i in cut)
