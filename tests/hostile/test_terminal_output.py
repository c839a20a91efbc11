"""Escape sequences from pages and search results never reach the terminal, and
every CLI command ends bad input with a one-line error, never a traceback."""

from __future__ import annotations

import io
import json

import pytest

from app.cli import main
from app.output import GuardedStream
from app.settings import Settings
from tests.agent.conftest import Lab
from tests.servers.base import LocalServer, Response
from tests.servers.openai_server import cite_id_for, fetch, search, text, tool_outputs
from tests.servers.pages import article_html

HOSTILE_TITLE = "\x1b]0;pwned\x07Evil \x1b[2Jtitle\x9b31m"
HOSTILE_TEXT = "Ring \x07 the bell, clear \x1b[2J\x1b[H the screen, NUL \x00 here."
RAW = ("\x1b", "\x07", "\x9b", "\x00")


def _hostile_page(server: LocalServer) -> str:
    html = article_html(HOSTILE_TITLE, HOSTILE_TEXT)
    server.route("/hostile", Response(html))
    return server.url("/hostile")


def _clean(output: str) -> None:
    for char in RAW:
        assert char not in output, repr(char)


def test_fetch_output_has_no_control_characters(
    site: LocalServer, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update({"fetch.allow_private_network": True, "fetch.fallback": "none"})
    url = _hostile_page(site)
    assert main(["fetch", url]) == 0
    out, err = capsys.readouterr()
    _clean(out + err)
    assert "# Evil title" in out and "Ring  the bell" in out
    assert main(["fetch", "--json", url]) == 0
    out, _err = capsys.readouterr()
    _clean(out)
    item = json.loads(out)["items"][0]
    assert item["title"] == "Evil title"
    assert "\\u001b" not in out  # not even escaped in JSON: the text was cleaned


def test_search_output_has_no_control_characters(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    lab.hits("evil", (HOSTILE_TITLE, "https://evil.example/x", HOSTILE_TEXT))
    assert main(["search", "evil"]) == 0
    out, err = capsys.readouterr()
    _clean(out + err)
    assert "Evil title" in out and "Ring the bell" in out
    assert main(["search", "--json", "evil"]) == 0
    out, _err = capsys.readouterr()
    _clean(out)
    assert json.loads(out)["items"][0]["title"] == "Evil title"


def test_ask_sources_have_no_control_characters(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    url = _hostile_page(lab.web)
    lab.llm.script(fetch(url), lambda body: text(
        f"It rings \x1b]0;x\x07[cite:{cite_id_for(body, '/hostile')}]."))
    assert main(["ask", "Read it"]) == 0
    out, err = capsys.readouterr()
    _clean(out + err)
    assert "[1] Evil title" in out


def test_the_terminal_gate_keeps_newlines_tabs_and_progress_returns() -> None:
    sink = io.StringIO()
    stream = GuardedStream(sink)  # type: ignore[arg-type]
    stream.write("a\tb\n\rprogress\x1b[2K\x1b]0;t\x07 done\x00\x9b1m\n")
    assert sink.getvalue() == "a\tb\n\rprogress done\n"


# (argv, expected exit status): bad input of every kind, for every command.
BAD_INPUT: list[tuple[list[str], int]] = [
    (["history", "show", "99999999999999999999"], 1),
    (["history", "show", "--", "-1"], 1),
    (["history", "export", "0"], 1),
    (["history", "export", "5"], 1),
    (["history", "rename", "99999999999999999999", "x"], 1),
    (["history", "delete", "99999999999999999999", "--yes"], 1),
    (["history", "show", "abc"], 2),
    (["history", "list", "--limit", "99999999999999999999"], 0),
    (["history", "search", "\x00\"*(OR"], 0),  # symbols only: a plain scan, no error
    (["config", "set", "fetch.timeout_s", "nan"], 2),
    (["config", "set", "fetch.timeout_s", "1e400"], 2),
    (["config", "set", "no.such.setting", "1"], 2),
    (["config", "get", "no.such.setting"], 2),
    (["config", "set", "llm.models", "[" * 5000], 2),
    (["config", "set", "llm.models", "{\"a\": " * 100_000], 2),
    (["config", "set", "blacklist.subscriptions", "[" * 100_000], 2),
    (["fetch", "http://[::1"], 1),
    (["fetch", ""], 2),
    (["fetch", "file:///etc/passwd"], 1),
    (["fetch", "\x1b[2J"], 1),
    (["search", ""], 2),
    (["search", "x" * 100_000], 1),
    (["blacklist", "test", "http://[::1"], 0),
    (["blacklist", "check", "/no/such/file"], 2),
    (["keys", "set", "no.such.key"], 1),
    (["keys", "delete", "no.such.key"], 2),
]


@pytest.mark.parametrize(
    ("argv", "status"), BAD_INPUT, ids=[" ".join(a)[:40] for a, _ in BAD_INPUT]
)
def test_bad_input_ends_with_one_line_and_a_status(
    argv: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update({"search.provider": "searxng", "search.fallback": "none",
                       "search.searxng.api_host": "http://127.0.0.1:9"})
    assert main(argv) == status
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    _clean(out + err)
    if status:
        assert (out + err).strip()  # the user is told what happened
        # One line for the error (argparse adds its usage line before it).
        assert len(err.splitlines()) <= 2, err
        assert all(len(line) < 2000 for line in err.splitlines())


def test_a_100000_character_query_gets_a_clear_error(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    assert main(["search", "x" * 100_000]) == 1
    out, err = capsys.readouterr()
    assert "100,000 characters long" in out + err
    assert "x" * 300 not in out + err
    assert lab.api.calls == []  # no provider was asked


def test_a_huge_query_from_the_model_is_not_echoed_whole(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    lab.llm.script(search("x" * 100_000), text("I could not search that."))
    assert main(["ask", "Search for this pasted page"]) == 0
    out, err = capsys.readouterr()
    assert "I could not search that." in out
    assert "The query is too long" in err  # worded from the failure catalogue
    assert "x" * 300 not in out + err
    sent = tool_outputs(lab.llm.received[-1])[-1]
    assert "100,000 characters long" in sent and "x" * 300 not in sent
