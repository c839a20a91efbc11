"""One running answer's events, shown on its message as they come.

``LiveRun`` folds the events into the progress lines (``RunProgress``: what
happens now, the guard rails' notices) and the summary of what was searched
and read (``RunSummary``), and keeps the message's thinking and activity rows
in step: the thinking row counts while the model reasons, the activity row
turns while it searches or reads, and neither turns while the answer is
written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from services.agent.progress import RunProgress
from services.agent.progress_summary import RunSummary
from services.events import AnswerDelta, Asking, Event, ReasoningDelta, ToolStart
from ui.chat.activity import current, live_text, notes

if TYPE_CHECKING:
    from ui.chat.message import MessageWidget


class LiveRun:
    def __init__(self) -> None:
        self.progress = RunProgress()
        self.summary = RunSummary()

    def apply(self, event: Event, widget: MessageWidget | None) -> None:
        """Take one event of the run and show it on ``widget`` (the streaming answer)."""
        changed = bool(self.progress.apply(event))
        changed = self.summary.apply(event) or changed
        if widget is None:
            return
        state = (widget.thinking.live, widget.writing)
        if isinstance(event, ReasoningDelta):
            widget.add_reasoning(event.text)
        elif isinstance(event, AnswerDelta | ToolStart):
            widget.thinking.stop()
        if isinstance(event, AnswerDelta | Asking | ToolStart):
            widget.set_writing(isinstance(event, AnswerDelta))
        # Answer text streams a hundred pieces a second: the row changes only
        # when what is happening does.
        if changed or state != (widget.thinking.live, widget.writing):
            self.show(widget)

    def show(self, widget: MessageWidget) -> None:
        line = current(self.progress.lines())
        working = line is not None and not widget.thinking.live and not widget.writing
        widget.set_activity(live_text(line) if working and line is not None else None,
                            self.summary.summary(), notes(self.progress.lines()))

    def finish(self, widget: MessageWidget, *, stopped: bool = False) -> None:
        """The run ended (or was stopped): what it did stays with the answer."""
        if stopped:
            self.summary.stop()
        widget.thinking.stop()
        widget.entry.summary = self.summary.summary()
        widget.entry.progress = [("note", text) for text in notes(self.progress.lines())]
