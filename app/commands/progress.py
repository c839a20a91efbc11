"""The command line's progress on stderr: the run's events, folded as the window
folds them (``services.agent.progress``), worded in English.

The wording is the window's (``services.agent.progress_words``), left in its
English source.
"""

from __future__ import annotations

from typing import TextIO

from services.agent.progress import RunProgress
from services.agent.progress_words import line_text
from services.events import Event, ReasoningDelta


class ProgressPrinter:
    """Prints each progress line as it changes, one per row, on ``err``."""

    def __init__(self, err: TextIO) -> None:
        self.err = err
        self.progress = RunProgress()
        self._thinking = False

    def __call__(self, event: Event) -> None:
        if isinstance(event, ReasoningDelta) and not self._thinking:
            # The reasoning itself is in --json and the history, not in the answer.
            self._thinking = True
            print("· Thinking…", file=self.err, flush=True)
        for line in self.progress.apply(event):
            if line.code:  # a line the window would now drop: nothing to print
                print(f"· {line_text(line)}", file=self.err, flush=True)
