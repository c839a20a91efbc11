"""Service messages in the user's language, chosen by their stable ``code``.

``services/`` stays Qt-free and words its errors, check results and rule
errors in English (the command line shows them as they are). Failures are
worded once, in ``services.failures.CATALOGUE``; the UI translates those
strings (context ``failures``, collected by ``resources/i18n/schema_ts.py``)
and has no table of its own. When the UI language is not English the
translated message replaces the service's English text, which follows it as
the detail, so nothing the service said (a host, a status code) is lost. Codes
the catalogue does not know show the English text unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.agent.tools import TOOLS
from services.errors import FootnoteError, failure_key
from services.failures import CATALOGUE, FAILURES_CONTEXT, failure
from ui.i18n import current_language

translate = QCoreApplication.translate


def with_detail(sentence: str, english: str) -> str:
    """``sentence`` followed by the service's English ``english`` text as detail."""
    english = english.strip()
    if not english or english == sentence:
        return sentence
    return translate("ServiceText", "{sentence} (details: {detail})").format(
        sentence=sentence, detail=english)


def localized(sentence: str | None, english: str) -> str:
    """The text to show: ``english`` in English or without a sentence for its code,
    else the translated ``sentence`` with the English text as detail."""
    if sentence is None or current_language() == "en":
        return english
    return with_detail(sentence, english)


def _provider_name(provider: str) -> str:
    return provider or translate("ServiceText", "The search provider")


def failure_message(key: str, provider: str = "") -> str | None:
    """The catalogue's message for ``key`` (``services.failures``) in the UI
    language, or None for a key the catalogue does not know."""
    entry = CATALOGUE.get(key)
    if entry is None:
        return None
    return translate(FAILURES_CONTEXT, entry.message).format(provider=_provider_name(provider))


def failure_action(key: str) -> str:
    """The catalogue's action for ``key`` in the UI language."""
    return translate(FAILURES_CONTEXT, failure(key).action)


def reason_key(domain: str, code: str) -> str:
    """The catalogue key of a reason ``code`` reported by ``domain``."""
    return "cancelled" if code == "cancelled" else failure_key(domain, code)


def tool_reason_text(tool: str, code: str, provider: str = "") -> str:
    """A tool call's failure ``code`` (``web_search``/``web_fetch``) as the trace
    shows it: the catalogue's message in the UI language, then the code."""
    row = TOOLS.get(tool)
    message = failure_message(reason_key(row.domain, code), provider) if row else None
    return f"{message} [{code}]" if message else code


def error_sentence(error: FootnoteError) -> str | None:
    """The translated message for ``error``'s failure key, or None when there is none."""
    return failure_message(error.key())


def _failed_check(key: str, message: str, provider: str = "") -> str:
    """A failed Check: what happened, then what to do in the window (the
    catalogue's action, never the command line's hint)."""
    text = localized(failure_message(key, provider), message)
    return f"{text} {failure_action(key)}".strip() if key in CATALOGUE else text


def model_check_text(code: str, message: str) -> str:
    """A model Check result (``ChatClient.check``) in the user's language."""
    if code != "ok":
        return _failed_check(reason_key("llm", code), message)
    return localized(translate("ServiceText", "The model answered."), message)


def search_check_text(provider: str, code: str, message: str) -> str:
    """A search provider Check result (``services.search`` CheckResult)."""
    if code != "ok":
        return _failed_check(reason_key("search", code), message, provider)
    return localized(translate("ServiceText", "{provider} works.").format(
        provider=_provider_name(provider)), message)


def _rule_sentence(code: str) -> str | None:
    messages = {
        "invalid_expression": translate("ServiceText", "Invalid expression."),
        "invalid_regex": translate("ServiceText", "Invalid regular expression."),
        "text_after_regex": translate("ServiceText", "Unexpected text after the regular "
                                                     "expression (a '/' inside it must be "
                                                     "escaped)."),
        "text_after_all_urls": translate("ServiceText", "Unexpected text after <all_urls>."),
        "bare_domain": translate("ServiceText", "A bare domain is not a rule: write "
                                                "*://*.example.com/* to block a site and its "
                                                "subdomains."),
        "not_a_rule": translate("ServiceText", "Not a rule: expected a match pattern like "
                                               "*://example.com/* or a /regex/."),
        "text_after_pattern": translate("ServiceText", "Unexpected text after the pattern."),
        "invalid_condition": translate("ServiceText", "Invalid @if condition."),
        "condition_unclosed": translate("ServiceText", "The @if condition has no closing ')'."),
        "text_after_condition": translate("ServiceText", "Unexpected text after @if(...)."),
        "unsupported_scheme": translate("ServiceText", "Unsupported scheme: use http, https or *."),
        "missing_host": translate("ServiceText", "Missing host: write * or a host name "
                                                 "after '://'."),
        "invalid_ipv6": translate("ServiceText", "Invalid IPv6 host: missing ']'."),
        "port_in_pattern": translate("ServiceText", "A pattern cannot contain a port; ports are "
                                                    "ignored when matching, so leave it out."),
        "misplaced_wildcard": translate("ServiceText", "'*' in a host must stand alone or be the "
                                                       "first label, as in *.example.com."),
        "invalid_host": translate("ServiceText", "Invalid host name."),
        "missing_path": translate("ServiceText", "Missing path: add '/*' after the host."),
    }
    return messages.get(code)


def rule_reason_text(code: str, reason: str) -> str:
    """A blacklist ``RuleError`` reason in the user's language."""
    return localized(_rule_sentence(code), reason)
