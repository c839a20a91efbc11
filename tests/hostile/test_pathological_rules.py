"""Catastrophic-backtracking rules finish: on the matcher, ``blacklist test``,
``search``, ``fetch`` and ``ask`` (typed by the user or from a subscription).

Each test only asserts that the call completes with the right verdict; how
long it takes is measured in bench/, never asserted here.
"""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.settings import Settings
from services.blacklist import Blacklist, UrlFilter
from tests.agent.conftest import Lab
from tests.servers.base import LocalServer
from tests.servers.openai_server import fetch, search, text, tool_outputs

LONG = "a" * 50_000 + "!"
HOSTILE_URL = f"https://example.org/{LONG}"

# (rule, does it match HOSTILE_URL)
PATHOLOGICAL: list[tuple[str, bool]] = [
    ("/(a+)+$/", False),
    ("/(x|x)*y/", False),  # there is no "y" to find
    ("/(a|aa)+$/", False),
    ("/(a|a?)+!$/", True),
    ("/(.*a){20}!/", True),
    ("/^(([a-z])+.)+[A-Z]([a-z])+$/", False),
    ("/(\\w+\\s?)+$/", False),
    ("/a{1000}a{1000}!/", True),
    ("*://example.org/*a*a*a*a*a*a*a*a*a*a*b", False),
    ("*://example.org/*a*a*a*a*a*a*a*a*a*a*!", True),
    ('title =~ /(a+)+$/', False),
    ("url =~ /(a+)+b/", False),
]


@pytest.mark.parametrize(("rule", "matches"), PATHOLOGICAL)
def test_the_matcher_finishes_on_backtracking_rules(rule: str, matches: bool) -> None:
    blacklist = Blacklist.parse(rule)
    assert blacklist.errors == []
    assert blacklist.blocks(HOSTILE_URL, title=LONG) is matches


@pytest.mark.parametrize(
    "rule", ["/(a+)+\\1/", "/(?=a)(a+)+$/", "/(?<!b)(a+)+$/", "/(?<x>a+)\\k<x>/"]
)
def test_what_needs_backtracking_is_refused_with_that_reason(rule: str) -> None:
    blacklist = Blacklist.parse(f"{rule}\n*://kept.example/*")
    (error,) = blacklist.errors
    assert error.line == 1 and "back-reference or look-around" in error.reason
    assert not blacklist.blocks(HOSTILE_URL)


def test_subscription_rules_get_the_same_treatment() -> None:
    subscription = "\n".join(rule for rule, _ in PATHOLOGICAL) + "\n/(a+)+\\1/\n"
    url_filter = UrlFilter.from_settings({"blacklist.rules": ""}, subscription)
    verdict = url_filter.verdict(HOSTILE_URL)
    assert verdict.blocked and verdict.source == "your subscriptions"
    assert len(url_filter.block.errors) == 1


RULES = "/(a+)+$/\n/(x|x)*y/\n/(a|aa)+$/\n*://*/*a*a*a*a*a*a*a*a*a*a*b"


def test_blacklist_test_command_finishes(capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({"blacklist.rules": RULES})
    assert main(["blacklist", "test", HOSTILE_URL, f"{HOSTILE_URL}y"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("kept")
    assert out[1].startswith("blocked") and "/(x|x)*y/" in out[1]


def test_fetch_command_finishes(site: LocalServer, capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({"blacklist.rules": RULES, "fetch.allow_private_network": True,
                       "fetch.fallback": "none"})
    kept = site.url("/alpha") + "?q=" + LONG
    blocked = site.url("/alpha") + "?q=" + LONG + "y"
    assert main(["fetch", "--json", kept, blocked]) == 0
    items = json.loads(capsys.readouterr().out)["items"]
    assert items[0]["ok"] is True
    assert items[1]["reason"] == "blacklisted"


def test_search_command_finishes(lab: Lab, capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({**lab.app_settings(), "blacklist.rules": RULES})
    lab.hits("hostile", ("Long", HOSTILE_URL, "kept"), ("Blocked", HOSTILE_URL + "y", "gone"))
    assert main(["search", "--json", "hostile"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [item["url"] for item in data["items"]] == [HOSTILE_URL]


def test_ask_finishes(lab: Lab, capsys: pytest.CaptureFixture[str]) -> None:
    Settings().update({**lab.app_settings(), "blacklist.rules": RULES})
    page = lab.page("long", "A long address", "The page behind a very long address.")
    hostile_page = page + "?q=" + LONG
    lab.hits("long address", ("A long address", hostile_page, "About it."))
    lab.llm.script(search("long address"), lambda body: fetch(hostile_page, hostile_page + "y"),
                   lambda body: text("Done reading."))
    assert main(["ask", "Read the long address"]) == 0
    out, _err = capsys.readouterr()
    assert "Done reading." in out
    fetched = tool_outputs(lab.llm.received[-1])[-1]
    assert "The page behind a very long address." in fetched
