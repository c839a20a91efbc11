"""A canary key echoed back by a 401 appears nowhere: not in stdout or stderr,
``ask --json``, the history database, ``history show``/``export``, the log, or
the text sent back to the model. Every file under the profile is scanned."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.secrets import Secrets
from app.settings import Settings
from tests.agent.conftest import Lab
from tests.servers.base import Request, Response
from tests.servers.openai_server import error, search, text, tool_outputs

# Not shaped like any known provider's key, so only the exact-value redaction can hide it.
CANARY = "canary-7f3a9c2e5b1d4f60a8e2c4"
SK_CANARY = "sk-proj-CANARY0123456789abcdefXYZ"


def _profile_bytes(home: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}


def _assert_nowhere(key: str, home: Path, *outputs: str) -> None:
    for output in outputs:
        assert key not in output
    files = _profile_bytes(home)
    assert files  # the scan saw the history database, settings and log
    for path, data in files.items():
        assert key.encode() not in data, path
        assert key.encode("utf-16-le") not in data, path


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out + err


def _every_output(capsys: pytest.CaptureFixture[str], home: Path) -> list[str]:
    """ask, ask --json, and every history view of what they saved."""
    outputs = []
    code, output = _run(["ask", "What is new?"], capsys)
    assert code != 0 and "key" in output.lower()
    outputs.append(output)
    code, output = _run(["ask", "--json", "And now?"], capsys)
    assert code != 0
    outputs.append(output)
    for argv in (["history", "list", "--json"], ["history", "show", "1"],
                 ["history", "show", "--json", "1"], ["history", "show", "--json", "2"],
                 ["history", "export", "1"], ["history", "search", "rejected"],
                 ["history", "export", "2", "-o", str(home / "export.md")]):
        _code, output = _run(argv, capsys)
        outputs.append(output)
    return outputs


@pytest.mark.parametrize("key", [CANARY, SK_CANARY])
def test_a_stored_key_echoed_by_the_model_endpoint_leaks_nowhere(
    lab: Lab, key: str, footnote_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    Settings().update(lab.app_settings())
    Secrets().set("llm.custom", key)
    said = f"Incorrect API key provided: {key}. You can find your API key at example.org."
    lab.llm.script(error(401, said, code="invalid_api_key"), error(401, said))
    outputs = _every_output(capsys, footnote_home)
    assert lab.llm.headers[0]["authorization"] == f"Bearer {key}"  # it was really used
    _assert_nowhere(key, footnote_home, *outputs)
    assert any("[redacted]" in output for output in outputs)


def test_a_key_from_the_environment_leaks_nowhere(
    lab: Lab, footnote_home: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("FOOTNOTE_LLM_API_KEY", CANARY)
    Settings().update(lab.app_settings())
    said = f"Incorrect API key provided: {CANARY}."
    lab.llm.script(error(401, said), error(401, said))
    outputs = _every_output(capsys, footnote_home)
    _assert_nowhere(CANARY, footnote_home, *outputs)


def test_a_search_key_echoed_by_the_provider_never_reaches_the_model(
    lab: Lab, footnote_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def echo(request: Request) -> Response:
        token = request.headers.get("x-subscription-token", "")
        return Response(json.dumps({"error": {"detail": f"Invalid token {token}"}}), 401,
                        content_type="application/json")

    lab.web.route("/res/v1/web/search", echo)
    Settings().update(lab.app_settings(**{
        "search.provider": "brave", "search.brave.api_host": lab.web.url("").rstrip("/")}))
    Secrets().set("search.brave", CANARY)
    lab.llm.script(search("anything"), text("I could not search."))
    code, output = _run(["ask", "--json", "Search for anything"], capsys)
    assert code == 0
    sent = json.dumps(lab.llm.received)
    assert tool_outputs(lab.llm.received[-1])  # the failure text did go back to the model
    assert CANARY not in sent
    code, search_output = _run(["search", "--json", "anything"], capsys)
    _assert_nowhere(CANARY, footnote_home, output, search_output, sent)
