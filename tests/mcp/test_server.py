"""``python -m app mcp`` driven by the MCP SDK's own client over stdio: initialize,
tools/list, tools/call for both tools against local servers, the blacklist, bad input."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.secrets import Secrets
from app.settings import Settings
from services.agent.tools import tool_specs
from tests.agent.conftest import Lab, lab  # noqa: F401 - the fixture is used by name
from tests.extract.pdfgen import Line, PdfPage, build_pdf
from tests.mcp.pages import FACTS, fact_codes, long_article
from tests.mcp.support import ROOT, sdk_session, text_of
from tests.servers.base import Response
from tests.servers.pages import article_html


@pytest.fixture
def configured(lab: Lab, footnote_home: Path) -> Iterator[Lab]:  # noqa: F811
    lab.page("tea", "Assam tea", "Assam tea is grown in the Brahmaputra valley of India.")
    lab.page("secret", "Blocked page", "This page is on the blacklist.")
    lab.web.route("/paper.pdf", Response(
        build_pdf([PdfPage([Line("Tea chemistry", 18), Line("Catechins are antioxidants.")])],
                  title="Tea chemistry"), content_type="application/pdf"))
    lab.hits("assam tea", ("Assam tea", lab.web.url("/articles/tea"), "Grown in Assam."),
             ("Blocked page", lab.web.url("/articles/secret"), "Should never show."))
    Settings().update(lab.app_settings(**{
        "secrets.backend": "file",
        "blacklist.rules": "*://*/articles/secret*",
    }))
    yield lab


@pytest.mark.slow
def test_a_client_session_lists_and_calls_both_tools(
    configured: Lab, footnote_home: Path
) -> None:
    site = configured.web

    async def body(client: Any) -> dict[str, Any]:
        listed = await client.list_tools()
        search = await client.call_tool("web_search", {"query": "assam tea"})
        fetch = await client.call_tool("web_fetch", {"urls": [
            site.url("/articles/tea"), site.url("/paper.pdf"),
            site.url("/articles/secret")]})
        return {"info": client.server_info, "listed": listed, "search": search,
                "fetch": fetch}

    out = sdk_session(footnote_home, body)
    assert out["info"].name == "footnote"
    # tools/list: the agent's own schemas and descriptions; web_fetch adds two
    # optional arguments for long pages and says how much one call returns.
    specs = {s["function"]["name"]: s["function"] for s in tool_specs()}
    listed = {t.name: t for t in out["listed"].tools}
    assert set(listed) == {"web_search", "web_fetch"}
    for name, tool in listed.items():
        agent = specs[name]
        assert tool.description.startswith(agent["description"])
        properties = dict(tool.input_schema["properties"])
        if name == "web_fetch":
            assert properties.pop("max_tokens")["type"] == "integer"
            assert properties.pop("part")["type"] == "integer"
        assert properties == agent["parameters"]["properties"]
        assert tool.input_schema["required"] == agent["parameters"]["required"]
        assert tool.input_schema["additionalProperties"] is False
    assert "at most 20,000 tokens of page text" in listed["web_fetch"].description

    search = out["search"]
    assert not search.is_error
    items = search.structured_content["items"]
    # The blacklisted result is never returned.
    assert [i["url"] for i in items] == [site.url("/articles/tea")]
    assert f"[cite:{items[0]['id']}]" in text_of(search)
    assert "Should never show" not in text_of(search)

    fetch = out["fetch"]
    tea, pdf, secret = fetch.structured_content["items"]
    assert not fetch.is_error
    # The page found by the search keeps its citation id in the same session.
    assert tea["ok"] and tea["id"] == items[0]["id"]
    assert "Brahmaputra valley" in tea["content"]
    assert pdf["ok"] and pdf["title"] == "Tea chemistry"
    assert "Catechins are antioxidants." in pdf["content"]
    assert (secret["ok"], secret["reason"]) == (False, "blacklisted")
    assert f"Could not read {site.url('/articles/secret')}: blacklisted" in text_of(fetch)
    assert fetch.structured_content["meta"]["reasons"] == {"blacklisted": 1}


@pytest.mark.slow
def test_failures_come_back_as_tool_errors_with_their_reason(
    configured: Lab, footnote_home: Path
) -> None:
    Settings().set("fetch.allow_private_network", False)

    async def body(client: Any) -> list[Any]:
        return [
            await client.call_tool("web_fetch", {"urls": [configured.web.url("/articles/tea")]}),
            await client.call_tool("web_fetch", {"urls": []}),
            await client.call_tool("web_search", {}),
            await client.call_tool("web_browse", {"url": "https://example.org/"}),
        ]

    private, bad_urls, no_query, unknown = sdk_session(footnote_home, body)
    assert private.is_error and private.structured_content["reason"] == "unsafe_url"
    assert "unsafe_url" in text_of(private)
    assert configured.web.requests == []  # refused before any connection
    assert bad_urls.is_error and bad_urls.structured_content["reason"] == "invalid_arguments"
    assert "'urls' needs at least 1 item" in text_of(bad_urls)
    assert no_query.is_error and "web_search do not follow its input schema: missing " \
        "'query'" in text_of(no_query)
    assert unknown.is_error and "no tool named 'web_browse'" in text_of(unknown)


@pytest.mark.slow
def test_a_long_page_reaches_the_client_whole_and_in_parts_and_keys_never_do(
    configured: Lab, footnote_home: Path
) -> None:
    site = configured.web
    stored_key = "Zq8rT5vLm2Xp9Kd4Wc"  # no provider prefix: only the registry knows it
    Secrets(Settings()).set("search.brave", stored_key)
    site.route("/long", Response(long_article("Estate ledgers")))
    site.route("/leak", Response(article_html(
        "Debug dump", f"The server printed the key {stored_key} and also "
                      f"sk-proj-{'A1b2C3d4' * 4} in its error page.")))
    follow = re.compile(r"For the rest, call web_fetch with (\{.*\})\.$", re.MULTILINE)

    async def body(client: Any) -> dict[str, Any]:
        whole = await client.call_tool("web_fetch", {"urls": [site.url("/long")]})
        parts = [await client.call_tool("web_fetch", {"urls": [site.url("/long")],
                                                      "max_tokens": 2500})]
        while (following := follow.search(text_of(parts[-1]))) is not None and len(parts) < 20:
            parts.append(await client.call_tool("web_fetch", json.loads(following[1])))
        leak = await client.call_tool("web_fetch", {"urls": [site.url("/leak")]})
        return {"whole": whole, "parts": parts, "leak": leak}

    out = sdk_session(footnote_home, body)
    # 49,000 characters and 8 facts spread through them: all in the first call...
    assert len(FACTS) == 8 and all(code in text_of(out["whole"]) for code in fact_codes())
    # ... and all again when the client reads the page part by part.
    parts = out["parts"]
    assert len(parts) >= 3 and "the end of the page" in text_of(parts[-1])
    assert all(any(code in text_of(p) for p in parts) for code in fact_codes())
    # Keys are redacted from the text and the structured result alike.
    leak = out["leak"]
    assert not leak.is_error
    shown = text_of(leak) + json.dumps(leak.structured_content)
    assert stored_key not in shown and "sk-proj-A1b2" not in shown
    assert "The server printed the key [redacted]" in text_of(leak)


def test_other_commands_do_not_import_the_mcp_sdk() -> None:
    import subprocess

    code = ("import sys; from app.cli import build_parser; build_parser(); "
            "print('mcp' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"
