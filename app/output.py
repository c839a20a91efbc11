"""What the CLI writes to the terminal passes through one gate.

Every write to stdout and stderr during a command is redacted (no configured
key, whatever echoed it) and loses control characters other than newline, tab
and carriage return, so text from a page, a search result or a model can never
send escape sequences to the user's terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from services.secrecy import redact
from services.textclean import strip_terminal_controls


class GuardedStream:
    """Wraps a text stream; ``write`` redacts and strips controls."""

    def __init__(self, inner: TextIO) -> None:
        self._inner = inner

    def write(self, text: str) -> int:
        self._inner.write(strip_terminal_controls(redact(text)))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._inner.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


@contextmanager
def guarded_output() -> Iterator[None]:
    """Guard ``sys.stdout`` and ``sys.stderr`` for the duration (restored after)."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = GuardedStream(out)
    sys.stderr = GuardedStream(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
