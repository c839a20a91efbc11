"""Logging set-up: a rotating file under the data dir, secrets redacted.

Keys must never reach a log. Request logging from httpx/httpcore/openai is kept
at WARNING (Google Programmable Search sends its key in the query string), and
a filter scrubs every known key and anything that looks like a credential from
every record.

Logging never disturbs a command: a record that cannot be written (a
read-only profile, a full disk, text the file cannot encode) is dropped
quietly (``logging.raiseExceptions`` is off), never printed as a
"--- Logging error ---" traceback on the user's terminal.
"""

from __future__ import annotations

import logging
from pathlib import Path

from app import paths
from services import secrecy


def redact(text: str) -> str:
    """Replace credentials (every known key, and anything shaped like one) with
    ``[redacted]``; see ``services.secrecy``."""
    return secrecy.redact(text)


class RedactingFilter(logging.Filter):
    """Scrubs the message and any traceback (an exception's text may quote a URL
    with its key)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # arguments that do not fit the format: unredactable, dropped
            return False
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            # Formatted once here; the handler's formatter then uses this text.
            record.exc_text = _TRACEBACKS.formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


_TRACEBACKS = logging.Formatter()


class _LogFile(logging.Handler):
    """The rotating log file, opened at the first record: a command that logs
    nothing (``history list``) neither creates the file nor imports
    ``logging.handlers`` (part of the CLI's start budget)."""

    def __init__(self, target: Path) -> None:
        super().__init__()
        self.target = target
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._file is None:
            from app.logfile import PrivateRotatingFile

            self._file = PrivateRotatingFile(self.target, max_bytes=2 * 1024 * 1024, backups=3)
            self._file.setFormatter(self.formatter)
        self._file.emit(record)  # failures go to handleError: quiet, see setup

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


_handler: _LogFile | None = None


def setup(level: int = logging.INFO) -> None:
    """Configure the root logger: file handler, redaction, quiet HTTP libraries.

    Calling it again (another ``FOOTNOTE_HOME``) moves the file handler.
    """
    global _handler
    logging.raiseExceptions = False  # a failed record never prints a traceback
    target = paths.log_file()
    if _handler is not None and _handler.target == target:
        return
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    _handler = _LogFile(target)
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    _handler.addFilter(RedactingFilter())
    root.setLevel(level)
    root.addHandler(_handler)
    for noisy in ("httpx", "httpcore", "openai", "urllib3", "hpack", "primp", "ddgs"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
