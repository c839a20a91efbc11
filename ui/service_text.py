"""Service messages in the user's language, chosen by their stable ``code``.

``services/`` stays Qt-free and words its errors, check results and rule
errors in English (the command line shows them as they are). The UI shows
them through this module: when the UI language is not English, a sentence
translated here, picked by the message's ``code``, replaces the English text,
and the service's English text follows it as the detail, so nothing the
service said (a host, a status code, a suggestion) is lost. Codes without a
sentence here show the English text unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.errors import FetchError, FootnoteError, LLMError, SearchError, SecretsError
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


def _llm_sentence(code: str) -> str | None:
    messages = {
        "needs_key": translate("ServiceText", "The model provider needs an API key."),
        "auth": translate("ServiceText", "The model provider rejected the API key."),
        "model_not_found": translate("ServiceText", "The model provider does not know this model."),
        "rate_limited": translate("ServiceText", "The model provider is limiting requests; "
                                                 "wait a moment and try again."),
        "quota_exceeded": translate("ServiceText", "The model provider's quota for this key "
                                                   "is used up."),
        "upstream_error": translate("ServiceText", "The model provider is unavailable or did "
                                                   "not answer in time."),
        "timeout": translate("ServiceText", "The model provider did not answer in time."),
        "network_error": translate("ServiceText", "The model provider could not be reached."),
        "bad_request": translate("ServiceText", "The model provider refused the request."),
        "bad_response": translate("ServiceText", "The model provider sent an answer that could "
                                                 "not be read."),
        "http_error": translate("ServiceText", "The model provider answered with an HTTP error."),
        "context_length": translate("ServiceText", "The conversation is too long for the "
                                                   "model's context window."),
        "tools_unsupported": translate("ServiceText", "This model or server does not support "
                                                      "tools (web search and reading)."),
        "no_model": translate("ServiceText", "No model is selected."),
        "no_base_url": translate("ServiceText", "The provider has no base URL."),
        "no_model_list": translate("ServiceText", "The provider did not return a model list."),
        "llm_error": translate("ServiceText", "The model request failed."),
        "cancelled": translate("ServiceText", "Stopped."),
    }
    return messages.get(code)


def _search_sentence(code: str, provider: str) -> str | None:
    name = provider or translate("ServiceText", "The search provider")
    messages = {
        "needs_key": translate("ServiceText", "{provider} needs an API key."),
        "bad_key": translate("ServiceText", "{provider} rejected the API key."),
        "key_refused": translate("ServiceText", "{provider} rejected the API key."),
        "auth": translate("ServiceText", "{provider} rejected the API key."),
        "needs_host": translate("ServiceText", "{provider} needs the address of its server."),
        "needs_setting": translate("ServiceText", "{provider} is missing a setting."),
        "rate_limited": translate("ServiceText", "{provider} is limiting searches; "
                                                 "wait a moment and try again."),
        "quota_exceeded": translate("ServiceText", "{provider}: the quota for this key is "
                                                   "used up."),
        "timeout": translate("ServiceText", "{provider} did not answer in time."),
        "unreachable": translate("ServiceText", "{provider} could not be reached."),
        "json_disabled": translate("ServiceText", "{provider} has its JSON output turned off."),
        "upstream_error": translate("ServiceText", "{provider} failed."),
        "empty": translate("ServiceText", "{provider} found no results."),
        "too_long": translate("ServiceText", "The query is too long; search for the few words "
                                             "that matter."),
        "partial_fields": translate("ServiceText", "{provider} returned incomplete results."),
        "blacklisted": translate("ServiceText", "Every result was blocked by your list."),
        "unknown_provider": translate("ServiceText", "Unknown search provider."),
        "ok": translate("ServiceText", "{provider} works."),
        "cancelled": translate("ServiceText", "Stopped."),
    }
    template = messages.get(code)
    return None if template is None else template.format(provider=name)


def _fetch_sentence(code: str) -> str | None:
    messages = {
        "timeout": translate("ServiceText", "The page took too long to answer."),
        "http_error": translate("ServiceText", "The site answered with an HTTP error."),
        "blocked": translate("ServiceText", "The site blocked the request."),
        "too_large": translate("ServiceText", "The page is larger than the size limit."),
        "unsupported_content": translate("ServiceText", "This is not a readable page."),
        "extraction_empty": translate("ServiceText", "No readable text was found on the page."),
        "extraction_crashed": translate("ServiceText", "Reading the page failed; the other "
                                                       "pages were not affected."),
        "pdf_encrypted": translate("ServiceText", "The PDF is protected by a password."),
        "pdf_no_text": translate("ServiceText", "The PDF has no text layer (it is probably "
                                               "scanned)."),
        "pdf_broken": translate("ServiceText", "The PDF is damaged and could not be read."),
        "unsafe_url": translate("ServiceText", "The address is private or unsafe and was "
                                               "not read."),
        "blacklisted": translate("ServiceText", "The page is blocked by your list."),
        "network_error": translate("ServiceText", "The site could not be reached."),
        "upstream_error": translate("ServiceText", "The reader service failed."),
        "cancelled": translate("ServiceText", "Stopped."),
    }
    return messages.get(code)


def error_sentence(error: FootnoteError) -> str | None:
    """The translated sentence for ``error``'s code, or None when there is none."""
    if isinstance(error, LLMError):
        return _llm_sentence(error.code)
    if isinstance(error, SearchError):
        return _search_sentence(error.code, "")
    if isinstance(error, SecretsError):
        return translate("ServiceText", "The system keyring is not available, so API keys "
                                        "cannot be stored or read.")
    if error.code == "cancelled":
        return translate("ServiceText", "Stopped.")
    if isinstance(error, FetchError):
        return _fetch_sentence(error.code)
    return None


def model_check_text(code: str, message: str) -> str:
    """A model Check result (``ChatClient.check``) in the user's language."""
    if code == "ok":
        sentence: str | None = translate("ServiceText", "The model answered.")
    else:
        sentence = _llm_sentence(code)
    return localized(sentence, message)


def search_check_text(provider: str, code: str, message: str) -> str:
    """A search provider Check result (``services.search`` CheckResult)."""
    return localized(_search_sentence(code, provider), message)


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
