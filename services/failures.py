"""The failure catalogue: for every failure of ``services.errors``, one user
message and one action, in English, keyed by the failure's ``key``
(``domain.code``).

This is the one place they are worded. The command line prints them as they
are; the GUI shows them translated (``ui.service_text.failure_message`` and
``failure_action``: the strings are collected for translation by
``resources/i18n/schema_ts.py``); the model's
tool results and the trace read the same entries. Search messages may hold
``{provider}``, filled by whoever shows them. ``page`` names the Settings page
that fixes the failure (``models``, ``search``, ``fetch``, ``blacklist``) or is
empty, and ``setting`` the control there that the action names (the window
opens the page at it). No action names a command or a setting the window does
not show: the command line's own hints (``FootnoteError.hint``) do that.

Plain data with no imports from the service layer: ``services.errors`` reads
it, never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

FAILURES_CONTEXT = "failures"
"""The Qt translation context of the catalogue's strings (collected by
``resources/i18n/schema_ts.py``)."""


@dataclass(frozen=True)
class Failure:
    key: str
    message: str
    action: str
    page: str = ""
    setting: str = ""


_MODELS, _SEARCH, _FETCH, _BLACKLIST = "models", "search", "fetch", "blacklist"
_RETRY = "Try again in a moment."
_OTHER_SOURCE = "Pick another source."
_CHECK_MODELS = "Check the provider and model in Settings › Models."
_SEARCH_KEY = "Check the key in Settings › Web search."
_HISTORY = "Check Footnote's data folder, then try again."

class Keyed(Protocol):
    """What has a catalogue entry: a ``services.errors.FootnoteError`` (or its class)."""

    def key(self) -> str: ...


def failure_key(domain: str, code: str) -> str:
    """The catalogue key of ``code`` in ``domain``; the one spelling of a key."""
    return f"{domain}.{code}" if domain else code


_F = Failure
CATALOGUE: dict[str, Failure] = {f.key: f for f in (
    _F("error", "Something went wrong.", _RETRY),
    _F("cancelled", "Stopped.", "Ask again to continue."),
    # Reading pages (web_fetch).
    _F("fetch.timeout", "The page took too long to answer.", _OTHER_SOURCE),
    _F("fetch.http_error", "The site answered with an HTTP error.", _OTHER_SOURCE),
    _F("fetch.blocked", "The site blocked the request.", _OTHER_SOURCE),
    _F("fetch.too_large", "The page is larger than the size limit.",
       "Raise the size limit in Settings › Web fetch, or pick another source.", _FETCH,
       "fetch.max_bytes"),
    _F("fetch.unsupported_content", "This is not a readable page.", _OTHER_SOURCE),
    _F("fetch.extraction_empty", "No readable text was found on the page.", _OTHER_SOURCE),
    _F("fetch.extraction_crashed", "Reading the page failed; the other pages were not "
                                   "affected.", _OTHER_SOURCE),
    _F("fetch.pdf_encrypted", "The PDF is protected by a password.", _OTHER_SOURCE),
    _F("fetch.pdf_no_text", "The PDF has no text layer (it is probably scanned).",
       _OTHER_SOURCE),
    _F("fetch.pdf_broken", "The PDF is damaged and could not be read.", _OTHER_SOURCE),
    _F("fetch.unsafe_url", "The address is private or unsafe and was not read.",
       "Allow private addresses in Settings › Web fetch if you trust it.", _FETCH,
       "fetch.allow_private_network"),
    _F("fetch.held_back", "The address would have sent text from this conversation to a "
                          "site, so it was not requested.",
       "Allow it once if you trust the site and meant to send that text."),
    _F("fetch.blacklisted", "The page is blocked by your list.",
       "Edit your list in Settings › Blacklist to read it.", _BLACKLIST),
    _F("fetch.network_error", "The site could not be reached.",
       "Check your connection, or pick another source."),
    _F("fetch.upstream_error", "The reader service failed.", _OTHER_SOURCE),
    # Searching (web_search, the Check in Settings).
    _F("search.upstream_error", "{provider} failed.",
       "Try again, or choose another provider in Settings › Web search.", _SEARCH,
       "search.provider"),
    _F("search.needs_key", "{provider} needs an API key.",
       "Add the key in Settings › Web search.", _SEARCH),
    _F("search.needs_setting", "{provider} is missing a setting.",
       "Fill it in Settings › Web search.", _SEARCH),
    _F("search.needs_host", "{provider} needs the address of its server.",
       "Set the API host in Settings › Web search.", _SEARCH),
    _F("search.key_refused", "{provider} rejected the API key.", _SEARCH_KEY, _SEARCH),
    _F("search.rate_limited", "{provider} is limiting searches; wait a moment and try "
                              "again.",
       "Wait a moment, or add another key in Settings › Web search.", _SEARCH),
    _F("search.timeout", "{provider} did not answer in time.", _RETRY),
    _F("search.unreachable", "{provider} could not be reached.",
       "Check your connection and the API host in Settings › Web search.", _SEARCH),
    _F("search.json_disabled", "{provider} has its JSON output turned off.",
       "Ask the instance's administrator to turn on JSON output, or choose another provider "
       "in Settings › Web search.", _SEARCH, "search.provider"),
    _F("search.too_long", "The query is too long; search for the few words that matter.",
       "Ask with fewer words."),
    _F("search.empty", "{provider} found no results.", "Rephrase the question."),
    _F("search.partial_fields", "{provider} returned incomplete results.",
       "Nothing to do: the fields that are there are used."),
    _F("search.blacklisted", "Every result was blocked by your list.",
       "Edit your list in Settings › Blacklist.", _BLACKLIST),
    _F("search.unknown_provider", "Unknown search provider.",
       "Choose a provider in Settings › Web search.", _SEARCH, "search.provider"),
    # The model endpoint.
    _F("llm.llm_error", "The model request failed.", _RETRY),
    _F("llm.needs_key", "The model provider needs an API key.",
       "Add the key in Settings › Models.", _MODELS),
    _F("llm.auth", "The model provider rejected the API key.",
       "Check the key in Settings › Models.", _MODELS),
    _F("llm.model_not_found", "The model provider does not know this model.",
       "Pick a model in Settings › Models.", _MODELS),
    _F("llm.rate_limited", "The model provider is limiting requests; wait a moment and try "
                           "again.", "Wait a minute, then ask again."),
    _F("llm.quota_exceeded", "The model provider's quota for this key is used up.",
       "Add credit, or switch provider in Settings › Models.", _MODELS, "llm.provider"),
    _F("llm.upstream_error", "The model provider is unavailable or did not answer in time.",
       "Try again later, or switch provider in Settings › Models.", _MODELS),
    _F("llm.timeout", "The model provider did not answer in time.",
       "Try again; slow local models need a longer time limit in Settings › Models.",
       _MODELS, "llm.timeout_s"),
    _F("llm.network_error", "The model provider could not be reached.",
       "Check your connection and the base URL in Settings › Models.", _MODELS),
    _F("llm.bad_request", "The model provider refused the request.", _CHECK_MODELS, _MODELS),
    _F("llm.context_length", "The conversation is too long for the model's context window.",
       "Start a new conversation, or pick a model with a larger window."),
    _F("llm.tools_unsupported", "This model or server does not support tools (web search "
                                "and reading).",
       "Pick a model with tool calling in Settings › Models.", _MODELS),
    _F("llm.bad_response", "The model provider sent an answer that could not be read.",
       "Check the base URL in Settings › Models (it usually ends in /v1).", _MODELS),
    _F("llm.http_error", "The model provider answered with an HTTP error.", _CHECK_MODELS,
       _MODELS),
    _F("llm.no_model", "No model is selected.", "Pick a model in Settings › Models.", _MODELS),
    _F("llm.no_base_url", "The provider has no base URL.",
       "Set the base URL in Settings › Models.", _MODELS),
    _F("llm.no_model_list", "The provider did not return a model list.",
       "Type the model name in Settings › Models.", _MODELS),
    # Settings and keys.
    _F("settings.invalid_setting", "A setting has an invalid value.",
       "Correct it in Settings."),
    _F("secrets.secrets_unavailable", "The API keys could not be read or stored.",
       "Unlock the keychain, or save the key again in Settings › Models and choose to keep "
       "it in a file.", _MODELS),
    _F("secrets.no_keyring", "The system keyring is not available, so API keys cannot be "
                             "stored or read.",
       "Unlock or install a keychain, or save the key again in Settings › Models and choose "
       "to keep it in a file.", _MODELS),
    _F("secrets.unknown_key", "Footnote does not use a key by that name.",
       "Pick a provider from the list."),
    _F("secrets.empty_key", "The key is empty; nothing was stored.", "Paste the whole key."),
    # The chat history.
    _F("storage.storage_error", "The chat history could not be read or saved.", _HISTORY),
    _F("storage.not_found", "That conversation or message no longer exists.",
       "Pick another conversation in the list."),
    _F("storage.closed", "The chat history is closed.", "Restart Footnote."),
    _F("storage.not_streaming", "This answer is no longer being written.",
       "Open the conversation again."),
    _F("storage.newer_schema", "The chat history was written by a newer Footnote.",
       "Update Footnote."),
    _F("storage.backup_failed", "The chat history could not be backed up before its "
                                "upgrade.", "Free some disk space, then start Footnote again."),
    _F("storage.migration_failed", "Upgrading the chat history failed; it was left as it "
                                   "was.", "Use the Footnote version you had before, and "
                                           "report the problem."),
    _F("storage.busy", "The chat history is busy in another Footnote window or command.",
       _RETRY),
    _F("storage.disk_full", "The disk is full, so the chat history could not be saved.",
       "Free some disk space, then try again."),
    _F("storage.read_only", "The chat history file is read-only.",
       "Check the permissions of Footnote's data folder."),
    _F("storage.corrupt", "The chat history file is damaged.",
       "Restore a backup, or move the file away to start a new history."),
    # Running an answer.
    _F("agent.internal_error", "The answer failed unexpectedly.",
       "Try again; the details are in the log."),
    _F("agent.web_off", "Web access is switched off.",
       "Switch web access on in the message box to search and read pages."),
)}


def failure(key: str) -> Failure:
    """The entry for ``key``; an unknown key (a code from a newer version, in a
    stored record) falls back to the generic entry rather than failing."""
    return CATALOGUE.get(key) or CATALOGUE["error"]


def failure_of(error: Keyed) -> Failure:
    return failure(error.key())


def reason(domain: str, code: str) -> Failure:
    """The entry for a reason ``code`` reported by ``domain`` (``fetch``,
    ``search``): tool results carry codes, not exceptions."""
    return failure(failure_key(domain, code) if code != "cancelled" else "cancelled")
