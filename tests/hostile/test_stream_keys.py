"""Keys never cross a boundary in pieces: split across streamed chunks, printed
in a page the model reads, or in thoughts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.secrets import Secrets
from app.settings import Settings
from services.events import AnswerDelta, ReasoningDelta
from tests.agent.conftest import Lab
from tests.servers.openai_server import Reply, fetch, text, tool_outputs

CANARY = "canary-7f3a9c2e5b1d4f60a8e2c4"


@pytest.mark.parametrize("chunk", [3, 7, 11])
def test_a_key_split_across_chunks_is_never_printed_by_ask(
    lab: Lab, footnote_home: Path, capsys: pytest.CaptureFixture[str], chunk: int,
) -> None:
    Settings().update(lab.app_settings())
    Secrets().set("llm.custom", CANARY)
    lab.llm.script(text(f"Your key is {CANARY} and also sk-abcdefghijklmnopqrstuvwx, "
                        "so keep it safe.", chunk=chunk))
    assert main(["ask", "--web", "off", "What is my key?"]) == 0
    out, err = capsys.readouterr()
    assert CANARY not in out + err and "sk-abcdefghij" not in out + err
    assert "[redacted]" in out and "keep it safe" in out
    assert main(["history", "show", "--json", "1"]) == 0
    assert CANARY not in capsys.readouterr().out


def test_the_window_never_receives_a_key_in_pieces(lab: Lab) -> None:
    from services import secrecy

    secrecy.remember([CANARY])
    lab.llm.script(Reply(text=f"The key: {CANARY}.", reasoning=f"I see {CANARY} here", chunk=4))
    lab.ask("What is it?", lab.agent(web_mode="off"))
    shown = "".join(e.text for e in lab.events if isinstance(e, AnswerDelta))
    thought = "".join(e.text for e in lab.events if isinstance(e, ReasoningDelta))
    for piece in (CANARY[:12], CANARY[-12:]):
        assert piece not in shown and piece not in thought
    assert shown.startswith("The key: [redacted]") and "[redacted]" in thought


def test_a_key_printed_in_a_page_never_reaches_the_model(lab: Lab) -> None:
    from services import secrecy

    secrecy.remember([CANARY])
    page = lab.page("leak", "Leaky", f"The admin key is {CANARY} and sk-live-abcdefghijklmnop.")
    lab.llm.script(fetch(page), text("Done."))
    result = lab.ask(f"Read {page} please")
    sent = json.dumps(lab.llm.received)
    assert tool_outputs(lab.llm.received[-1])
    assert CANARY not in sent and "sk-live-abcdefghijklmnop" not in sent
    assert "[redacted]" in sent and result.ok
