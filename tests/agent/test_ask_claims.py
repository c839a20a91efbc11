"""``ask --json`` reports each cited sentence with its passage and support; history keeps it."""

from __future__ import annotations

import json
from urllib.parse import unquote

import pytest

from app import paths
from app.cli import main
from app.settings import Settings
from services.storage import History
from tests.agent.conftest import Lab
from tests.servers.openai_server import cite_id_for, fetch, search, text

PAGE_TEXT = ("Rust 1.83 was released on 28 November 2024. The release stabilised new const "
             "features, and the compiler became faster on large crates.")


def test_claims_in_json_history_and_export(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    page = lab.page("rust", "Rust 1.83 released", PAGE_TEXT)
    lab.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))

    def answer(body: dict[str, object]) -> object:
        cid = cite_id_for(body, "/articles/rust")
        return text(f"Rust 1.83 came out on 28 November 2024 [cite:{cid}]. "
                    f"It also ships a garbage collector for async tasks [cite:{cid}].")

    lab.llm.script(search("Rust latest release"), lambda body: fetch(page), answer)
    assert main(["ask", "What is the latest Rust release?", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    released, invented = data["claims"]
    assert set(released) >= {"text", "cites", "support", "passage", "link"}
    assert released["text"] == "Rust 1.83 came out on 28 November 2024."
    assert (released["cites"], released["support"]) == ([1], "supported")
    assert released["passage"] == "Rust 1.83 was released on 28 November 2024."
    assert released["link"].startswith(page + "#:~:text=")
    assert unquote(released["link"].split("text=")[1]) == released["passage"]
    assert invented["support"] == "unsupported"
    assert data["trace"]["claims"] == {"supported": 1, "weak": 0, "unsupported": 1}

    history = History(paths.history_db())
    try:
        conversation = history.conversations()[0]
        stored = history.messages(conversation.id)[1]
        assert [c["support"] for c in stored.claims] == ["supported", "unsupported"]
        assert stored.claims[0]["passage"] == released["passage"]
        assert stored.trace is not None and stored.trace["claims"]["unsupported"] == 1
        exported = history.export_markdown(conversation.id)
    finally:
        history.close()
    assert "**Citation check** (1 supported, 1 not supported):" in exported
    assert "- [1] not supported: “It also ships a garbage collector for async tasks.”" in (
        exported)
    assert f"> {released['passage']} ([passage]({released['link']}))" in exported
    assert main(["history", "show", str(conversation.id), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["messages"][1]["claims"][0]["link"] == released["link"]


def test_text_mode_lists_unsupported_and_to_check_sentences_with_reasons(
    lab: Lab, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    page = lab.page("tea", "Tea", "Assam tea is grown in north-east India on many estates.")
    lab.hits("tea", ("Tea", page, "Assam tea."))
    lab.llm.script(search("tea"), lambda body: fetch(page), lambda body: text(
        f"Assam tea is grown in India [cite:{cite_id_for(body, '/articles/tea')}]. "
        f"Tea was invented in 1850 in Paris [cite:{cite_id_for(body, '/articles/tea')}]. "
        f"Assam tea is grown in north-east India on 300 estates "
        f"[cite:{cite_id_for(body, '/articles/tea')}]. "
        f"Assam tea grows well in the Brahmaputra valley of north-east India "
        f"[cite:{cite_id_for(body, '/articles/tea')}]."))
    assert main(["ask", "Where is Assam tea grown?"]) == 0
    out = capsys.readouterr().out
    unsupported, to_check = out.split("Not supported by the cited source (✗):\n")[1].split(
        "Check these against the cited source (?):\n")
    assert "[1✗] Tea was invented in 1850 in Paris." in unsupported
    assert "Assam tea is grown in India" not in unsupported + to_check
    # an exact figure where the page says "many": the page does not state it
    assert ("[1✗] Assam tea is grown in north-east India on 300 estates. "
            "(the page gives many estates, not 300)") in unsupported
    assert ("[1?] Assam tea grows well in the Brahmaputra valley of north-east India. "
            "(the page does not mention Brahmaputra)") in to_check
