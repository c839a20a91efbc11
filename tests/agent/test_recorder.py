"""The one recorder (``services.agent.recorder``) on the paths a run can end
without the agent saying how: a crash, a stop before it began, a disk failing."""

from __future__ import annotations

from pathlib import Path

from services.agent.recorder import AnswerRecorder
from services.errors import AgentError
from services.events import AnswerDelta
from services.storage import History


def _begin(history: History) -> AnswerRecorder:
    conversation = history.create_conversation("t").id
    history.add_user_message(conversation, "q?")
    return AnswerRecorder(history, conversation, history.begin_answer(conversation))


def test_a_crashed_run_keeps_what_streamed_with_the_error(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as history:
        recorder = _begin(history)
        recorder(AnswerDelta("Half an "))
        recorder(AnswerDelta("answer"))
        stored = recorder.abort(AgentError("It broke."),
                                stopped=False)
        message = history.message(recorder.message_id or 0)
    assert (stored.status, message.status) == ("incomplete", "incomplete")
    assert message.content == "Half an answer"
    # The stored message says what to do, from the failure catalogue.
    assert (message.error_code, message.error_message) == (
        "internal_error", "It broke. Try again; the details are in the log.")


def test_a_run_stopped_before_it_began_is_stored_stopped(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as history:
        recorder = _begin(history)
        recorder.abort(None, stopped=True)
        message = history.message(recorder.message_id or 0)
    assert (message.status, message.content, message.error_code) == ("stopped", "", None)


def test_a_failing_store_never_fails_the_answer(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    recorder = _begin(history)
    history.close()  # as if the disk went away
    recorder(AnswerDelta("still streaming"))
    stored = recorder.abort(None, stopped=False)
    assert stored.text == "still streaming" and stored.status == "incomplete"
    assert "could not be saved" in recorder.lost
