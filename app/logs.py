"""Logging set-up: a rotating file under the data dir, secrets redacted.

Keys must never reach a log. Request logging from httpx/httpcore/openai is kept
at WARNING (Google Programmable Search sends its key in the query string), and
a filter scrubs every known key and anything that looks like a credential from
every record.
"""

from __future__ import annotations

import logging
import logging.handlers

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
        message = record.getMessage()
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


_handler: logging.Handler | None = None


def setup(level: int = logging.INFO) -> None:
    """Configure the root logger: file handler, redaction, quiet HTTP libraries.

    Calling it again (another ``FOOTNOTE_HOME``) moves the file handler.
    """
    global _handler
    target = paths.log_file()
    if isinstance(_handler, logging.FileHandler) and _handler.baseFilename == str(target):
        return
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    _handler = logging.handlers.RotatingFileHandler(
        target, maxBytes=2 * 1024 * 1024, backupCount=3, encoding="utf-8"
    )
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    _handler.addFilter(RedactingFilter())
    root.setLevel(level)
    root.addHandler(_handler)
    for noisy in ("httpx", "httpcore", "openai", "urllib3", "hpack", "primp", "ddgs"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
