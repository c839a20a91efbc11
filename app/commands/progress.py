"""The command line's progress on stderr: the run's events (or a fetch batch's
page events), folded as the window folds them (``services.agent.progress``),
worded in English.

The wording is the window's (``services.agent.progress_words``), left in its
English source.
"""

from __future__ import annotations

import threading
from typing import TextIO

from services.agent.progress import RunProgress
from services.agent.progress_words import line_text
from services.events import Event, ReasoningDelta


class ProgressPrinter:
    """Prints each progress line as it changes, one per row, on ``err``; safe to
    call from several threads (a fetch reports from its download threads)."""

    def __init__(self, err: TextIO) -> None:
        self.err = err
        self.progress = RunProgress()
        self._thinking = False
        self._lock = threading.Lock()

    def __call__(self, event: Event) -> None:
        with self._lock:
            self._print(event)

    def _print(self, event: Event) -> None:
        if isinstance(event, ReasoningDelta) and not self._thinking:
            # The reasoning itself is in --json and the history, not in the answer.
            self._thinking = True
            print("· Thinking…", file=self.err, flush=True)
        for line in self.progress.apply(event):
            if line.code:  # a line the window would now drop: nothing to print
                print(f"· {line_text(line)}", file=self.err, flush=True)
