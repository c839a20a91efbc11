"""The failure tree and its catalogue: every failure class has one code, one
message and one action, worded once in ``services.failures``; the command line
and the GUI (in English and in Chinese) show the same entries."""

from __future__ import annotations

import io
import string
from collections.abc import Iterator
from typing import Any

import pytest

from services.errors import EmptyKey, FootnoteError, KeyRefused, NeedsKey, tree
from services.failures import CATALOGUE, failure


def _declared() -> list[type[FootnoteError]]:
    return [cls for cls in tree() if "code" in cls.__dict__]


def test_every_code_is_declared_once() -> None:
    keys = [cls.key() for cls in _declared()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    assert len(keys) == len(CATALOGUE) >= 60


def test_the_tree_and_the_catalogue_hold_the_same_codes() -> None:
    assert {cls.key() for cls in tree()} == set(CATALOGUE)
    for key, entry in CATALOGUE.items():
        assert entry.key == key
        assert entry.message.strip() and entry.action.strip(), key
        assert entry.page in ("", "models", "search", "fetch", "blacklist"), key
        fields = {name for _, name, _, _ in string.Formatter().parse(entry.message) if name}
        assert fields <= ({"provider"} if key.startswith("search.") else set()), key


def test_a_code_is_never_passed_as_a_string() -> None:
    with pytest.raises(TypeError):
        FootnoteError("x", code="made_up")  # type: ignore[call-arg]


def test_a_refused_key_is_not_a_missing_key() -> None:
    assert not issubclass(KeyRefused, NeedsKey)
    assert failure(KeyRefused.key()).action != failure(NeedsKey.key()).action


def test_the_cli_prints_the_catalogue_action(footnote_home: Any, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    monkeypatch.setattr("sys.stdin", io.StringIO("   \n"))
    monkeypatch.setenv("FOOTNOTE_SECRETS_BACKEND", "file")
    assert main(["keys", "set", "llm.openai"]) != 0
    entry = CATALOGUE[EmptyKey.key()]
    assert capsys.readouterr().err.strip() == f"error: {entry.message} {entry.action}"
    assert EmptyKey(entry.message).to_dict()["action"] == entry.action


@pytest.fixture
def chinese(qapp: Any) -> Iterator[None]:
    from ui import i18n

    i18n.set_language(qapp, "zh_CN")
    yield
    i18n.set_language(qapp, "en")


def _has_chinese(text: str) -> bool:
    return any("\u4e00" <= char <= "\u9fff" for char in text)


def test_the_gui_shows_the_same_entries(qapp: Any) -> None:
    from ui.errors import describe_error
    from ui.service_text import failure_action, failure_message

    for cls in _declared():
        entry = CATALOGUE[cls.key()]
        assert failure_message(cls.key(), "Brave") == entry.message.format(provider="Brave")
        assert failure_action(cls.key()) == entry.action
        text, page = describe_error(cls("What the service said."))
        assert "What the service said." in text and entry.action in text
        assert page == entry.page


def test_every_entry_is_translated(chinese: None) -> None:
    from ui.service_text import failure_action, failure_message

    for key in CATALOGUE:
        message, action = failure_message(key, "Brave"), failure_action(key)
        assert message is not None and _has_chinese(message), key
        assert _has_chinese(action), key


def test_the_trace_words_a_failed_call_from_the_catalogue(chinese: None) -> None:
    from ui.chat.trace import format_trace
    from ui.service_text import failure_message

    text = format_trace({"tool_calls": [
        {"tool": "web_fetch", "arguments": {"urls": ["https://a.example/"]}, "ok": False,
         "reason": "blocked",
         "failures": [{"url": "https://a.example/", "reason": "blacklisted"}]}]})
    assert f"{failure_message('fetch.blocked')} [blocked]" in text
    assert f"https://a.example/: {failure_message('fetch.blacklisted')} [blacklisted]" in text
    assert _has_chinese(failure_message("fetch.blocked") or "")
