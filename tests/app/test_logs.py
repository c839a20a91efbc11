"""Keys never reach the log file."""

from __future__ import annotations

import logging

from app import logs, paths


def test_redact_scrubs_headers_query_keys_and_bare_keys() -> None:
    text = (
        "GET https://www.googleapis.com/customsearch/v1?key=AIzaSECRET&cx=1 "
        "headers={'Authorization': 'Bearer sk-abcdefghijklmnop', 'X-API-KEY': 'serp123'} "
        "tvly-0123456789abcdef"
    )
    cleaned = logs.redact(text)
    for secret in ("AIzaSECRET", "sk-abcdefghijklmnop", "serp123", "tvly-0123456789abcdef"):
        assert secret not in cleaned
    assert "cx=1" in cleaned


def test_log_file_gets_redacted_records() -> None:
    logs.setup()
    logging.getLogger("footnote.test").warning("calling with Authorization: Bearer sk-zzzzzzzzzzzz")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "sk-zzzzzzzzzzzz" not in paths.log_file().read_text(encoding="utf-8")
    assert logging.getLogger("httpx").level == logging.WARNING


def test_tracebacks_in_the_log_file_are_redacted_too() -> None:
    logs.setup()
    try:
        raise RuntimeError("GET https://www.googleapis.com/customsearch/v1?key=AIzaTRACEBACK")
    except RuntimeError:
        logging.getLogger("footnote.test").exception("search crashed")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = paths.log_file().read_text(encoding="utf-8")
    assert "search crashed" in text and "RuntimeError" in text
    assert "AIzaTRACEBACK" not in text
