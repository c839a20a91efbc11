"""web_fetch over MCP: whole pages up to the cap, long pages part by part, several
pages sharing the cap, and clear errors for parts that cannot be given
(in-process server, the SDK's client, the real fetch service and a local site)."""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import anyio
import pytest
from mcp import Client

from app.mcp_server import build_server
from app.wiring.agent import WHOLE_PAGES
from services.agent import ServiceToolbox
from services.agent.webtools import WebTools
from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from services.results import ToolResult
from tests.defaults import settings_with
from tests.mcp.pages import FACTS, fact_codes, long_article
from tests.mcp.support import text_of
from tests.servers.base import LocalServer, Response
from tests.servers.pages import article_html

NEXT_CALL = re.compile(r"For the rest, call web_fetch with (\{.*\})\.$", re.MULTILINE)


class NoSearch:
    def search(self, queries: Any, **_kw: Any) -> ToolResult:
        return ToolResult("No results.", [], {"count": 0})


@pytest.fixture
def site(server: LocalServer) -> LocalServer:
    server.route("/long", Response(long_article("Estate ledgers")))
    server.route("/long2", Response(long_article("More ledgers", seed=7)))
    server.route("/short", Response(article_html("Short note", "Darjeeling is in India.")))
    return server


@pytest.fixture
def tools(extraction_pool: ExtractionPool) -> Iterator[WebTools]:
    settings = settings_with({"fetch.allow_private_network": True, "fetch.fallback": "none",
                              "cache.enabled": False})
    fetch = FetchService(settings, pool=extraction_pool)
    yield WebTools(ServiceToolbox(NoSearch(), fetch, WHOLE_PAGES))
    fetch.close()


def run(tools: WebTools, body: Callable[[Any], Awaitable[Any]],
        settings: dict[str, Any] | None = None) -> Any:
    box: list[Any] = []

    async def main() -> None:
        with anyio.fail_after(120):
            async with Client(build_server(tools, settings)) as client:
                box.append(await body(client))

    anyio.run(main)
    return box[0]


def test_a_49000_character_page_comes_whole_in_one_call(site: LocalServer,
                                                        tools: WebTools) -> None:
    async def body(client: Any) -> Any:
        return await client.call_tool("web_fetch", {"urls": [site.url("/long")]})

    result = run(tools, body)
    text = text_of(result)
    assert not result.is_error
    assert all(code in text for code in fact_codes())
    assert "Part 1" not in text and "Shortened" not in text
    item = result.structured_content["items"][0]
    assert (item["part"], item["parts"]) == (1, 1)
    assert len(item["content"]) > 45_000


def test_a_long_page_is_read_part_by_part_by_following_each_answer(
    site: LocalServer, tools: WebTools
) -> None:
    async def body(client: Any) -> list[Any]:
        results = [await client.call_tool("web_fetch", {"urls": [site.url("/long")],
                                                        "max_tokens": 3000})]
        while (following := NEXT_CALL.search(text_of(results[-1]))) is not None:
            assert len(results) < 20
            results.append(await client.call_tool("web_fetch", json.loads(following[1])))
        return results

    results = run(tools, body)
    parts = [r.structured_content["items"][0] for r in results]
    count = parts[0]["parts"]
    assert count >= 3 and len(results) == count
    assert [p["part"] for p in parts] == list(range(1, count + 1))
    assert all(p["tokens"] <= 3000 for p in parts)
    first = text_of(results[0])
    assert f"Part 1 of {count} of this page" in first
    assert f'call web_fetch with {{"urls": ["{site.url("/long")}"], "part": 2, ' \
           f'"max_tokens": 3000}}' in first
    assert text_of(results[-1]).endswith(f"[End of part {count} of {count}: the end of the page.]")
    # Every fact is read, each in exactly one part: nothing lost, nothing twice.
    for code in fact_codes():
        assert sum(code in p["content"] for p in parts) == 1, code
    # Same citation id for every part of the page.
    assert len({p["id"] for p in parts}) == 1


def test_several_pages_share_the_cap_and_say_how_to_read_the_rest(
    site: LocalServer, tools: WebTools
) -> None:
    urls = [site.url("/long"), site.url("/short"), site.url("/long2")]

    async def body(client: Any) -> Any:
        return await client.call_tool("web_fetch", {"urls": urls, "max_tokens": 4000})

    result = run(tools, body)
    text = text_of(result)
    long1, short, long2 = result.structured_content["items"]
    assert not result.is_error
    assert "Darjeeling is in India." in short["content"] and not short["truncated"]
    assert long1["truncated"] and long2["truncated"]
    assert long1["tokens"] + short["tokens"] + long2["tokens"] <= 4000
    assert result.structured_content["meta"]["max_tokens"] == 4000
    for url in (urls[0], urls[2]):
        assert f'To read it whole, call web_fetch with {{"urls": ["{url}"], ' \
               f'"max_tokens": 4000}}' in text


def test_parts_that_cannot_be_given_are_errors_that_say_why(
    site: LocalServer, tools: WebTools
) -> None:
    async def body(client: Any) -> list[Any]:
        return [
            await client.call_tool("web_fetch", {"urls": [site.url("/long"),
                                                          site.url("/short")], "part": 2}),
            await client.call_tool("web_fetch", {"urls": [site.url("/short")], "part": 2}),
            await client.call_tool("web_fetch", {"urls": [site.url("/long")], "part": 9,
                                                 "max_tokens": 5000}),
        ]

    several, short, beyond = run(tools, body)
    assert several.is_error and "part=2 reads one page" in text_of(several)
    assert several.structured_content["reason"] == "invalid_arguments"
    assert short.is_error and "has 1 part of up to 20,000 tokens, so there is no part 2" \
        in text_of(short)
    assert beyond.is_error and "so there is no part 9. Call web_fetch with a part from 1 to" \
        in text_of(beyond)


def test_the_setting_is_the_default_cap(site: LocalServer, tools: WebTools) -> None:
    async def body(client: Any) -> tuple[Any, Any]:
        listed = await client.list_tools()
        return listed, await client.call_tool("web_fetch", {"urls": [site.url("/long")]})

    listed, result = run(tools, body, {"mcp.fetch_max_tokens": 2000})
    fetch = next(t for t in listed.tools if t.name == "web_fetch")
    assert "at most 2,000 tokens of page text" in fetch.description
    assert "(default 2,000)" in fetch.input_schema["properties"]["max_tokens"]["description"]
    item = result.structured_content["items"][0]
    assert item["parts"] > 1 and item["tokens"] <= 2000
    # The suggested next call leaves max_tokens to the default, as this one did.
    assert f'{{"urls": ["{site.url("/long")}"], "part": 2}}' in text_of(result)
    assert FACTS[0] in item["content"]
