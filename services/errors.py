"""One exception tree for the whole service layer.

Every failure class declares a stable ``code`` here and nowhere else; with its
family's ``domain`` it makes the failure's ``key`` (``fetch.timeout``,
``llm.auth``), under which ``services.failures.CATALOGUE`` holds its user
message and action. The same codes appear in tool results, traces, the CLI's
JSON output and the UI; a test walks this tree against the catalogue::

    FootnoteError
    ├── FetchError            web_fetch failures, one code per reason
    ├── SearchError           web_search failures (empty, needs_key, key_refused, ...)
    ├── LLMError              model endpoint failures (auth, not_found, rate_limited, ...)
    ├── SettingsError         invalid setting names or values
    ├── SecretsError          no keyring backend, unknown or empty key
    ├── StorageError          the chat history database failed (busy, disk_full, ...)
    ├── AgentError            the answer could not run (web_off, internal_error)
    └── Cancelled             the user stopped the work

Lower-level errors (httpx, sqlite3, json) are translated at the boundary with
``raise ... from exc``. The dependency points one way: this module reads the
catalogue (``services.failures``, plain data) for an error's action; the
catalogue knows nothing of these classes.
"""

from __future__ import annotations

from typing import ClassVar

from services.failures import failure
from services.failures import failure_key as failure_key  # importable here, with the codes
from services.secrecy import redact


class FootnoteError(Exception):
    """Base of every error the service layer raises on purpose.

    Attributes:
        code: stable machine-readable reason, declared by the class.
        domain: the family the code belongs to (``fetch``, ``search``, ``llm``...).
        message: what happened, in English, with the particulars.
        hint: what the user can do about it here (may be empty; a command to run).
    """

    code: ClassVar[str] = "error"
    domain: ClassVar[str] = ""

    def __init__(self, message: str, *, hint: str = "") -> None:
        # Redacted at birth: an endpoint that echoes the key it was sent must not
        # carry it into traces, history, tool results or the terminal.
        message, hint = redact(str(message)), redact(str(hint))
        super().__init__(message)
        self.message = message
        self.hint = hint

    @classmethod
    def key(cls) -> str:
        """The catalogue key: ``domain.code`` (``fetch.timeout``), or ``code``."""
        return failure_key(cls.domain, cls.code)

    def __str__(self) -> str:
        """One line: the message and what to do (the hint, else the catalogue's action)."""
        return f"{self.message} {self.hint or failure(self.key()).action}".strip()

    def to_dict(self) -> dict[str, str]:
        """Code, message and hint, with the catalogue's action (``services.failures``)."""
        return {"code": self.code, "message": self.message, "hint": self.hint,
                "action": failure(self.key()).action}


class FetchError(FootnoteError):
    """A URL could not be read; each subclass below names one reason."""

    code: ClassVar[str] = "network_error"
    domain: ClassVar[str] = "fetch"


class UnsafeURL(FetchError):
    code: ClassVar[str] = "unsafe_url"


class HeldBack(FetchError):
    """The address would carry private text of the conversation to a site
    (``services.trust.egress``): not requested."""

    code: ClassVar[str] = "held_back"


class Blacklisted(FetchError):
    code: ClassVar[str] = "blacklisted"


class FetchTimeout(FetchError):
    code: ClassVar[str] = "timeout"


class TooLarge(FetchError):
    code: ClassVar[str] = "too_large"


class Blocked(FetchError):
    code: ClassVar[str] = "blocked"


class HTTPStatusError(FetchError):
    code: ClassVar[str] = "http_error"


class UnsupportedContent(FetchError):
    code: ClassVar[str] = "unsupported_content"


class ExtractionEmpty(FetchError):
    code: ClassVar[str] = "extraction_empty"


class ExtractionCrashed(FetchError):
    """The worker process reading the page died (native crash, killed, out of memory)."""

    code: ClassVar[str] = "extraction_crashed"


class NetworkError(FetchError):
    """The site could not be reached (the ``FetchError`` default, named)."""


class UpstreamError(FetchError):
    code: ClassVar[str] = "upstream_error"


class SearchError(FootnoteError):
    """A search query failed or came back degraded; each subclass names one reason."""

    code: ClassVar[str] = "upstream_error"
    domain: ClassVar[str] = "search"


class NeedsKey(SearchError):
    code: ClassVar[str] = "needs_key"


class RateLimited(SearchError):
    code: ClassVar[str] = "rate_limited"


class KeyRefused(SearchError):
    """The provider refused the API key (HTTP 401/403): wrong, revoked or out of quota.

    Not a ``NeedsKey``: a key is there, so the user is told to check it, not to add one.
    """

    code: ClassVar[str] = "key_refused"


class MissingConfig(NeedsKey):
    """A setting the provider needs (engine id, user) is empty or invalid."""

    code: ClassVar[str] = "needs_setting"


class MissingHost(MissingConfig):
    """The provider has no API host (or one that is not a URL)."""

    code: ClassVar[str] = "needs_host"


class SearchTimeout(SearchError):
    code: ClassVar[str] = "timeout"


class ProviderUnreachable(SearchError):
    """The provider's API host could not be reached (DNS, refused, TLS)."""

    code: ClassVar[str] = "unreachable"


class JsonFormatDisabled(SearchError):
    """A SearXNG instance answered 403 because its JSON output format is off."""

    code: ClassVar[str] = "json_disabled"


class QueryTooLong(SearchError):
    """The query is longer than search engines take."""

    code: ClassVar[str] = "too_long"


class NoResults(SearchError):
    """The provider found nothing (a reason, not raised)."""

    code: ClassVar[str] = "empty"


class PartialFields(SearchError):
    """Some results lack fields (a degradation, not raised)."""

    code: ClassVar[str] = "partial_fields"


class AllBlacklisted(SearchError):
    """Every result was removed by the user's blacklist (a reason, not raised)."""

    code: ClassVar[str] = "blacklisted"


class UnknownProvider(SearchError):
    """No provider has that name."""

    code: ClassVar[str] = "unknown_provider"


class LLMError(FootnoteError):
    """The model endpoint failed."""

    code: ClassVar[str] = "llm_error"
    domain: ClassVar[str] = "llm"


class NoBaseURL(LLMError):
    """The chosen provider has no base URL."""

    code: ClassVar[str] = "no_base_url"


class NoModel(LLMError):
    """No model is chosen and the provider has no default."""

    code: ClassVar[str] = "no_model"


class NoModelList(LLMError):
    """The endpoint has no ``/models`` list."""

    code: ClassVar[str] = "no_model_list"


class BadResponse(LLMError):
    """The endpoint answered, but not with a chat completion."""

    code: ClassVar[str] = "bad_response"


class LLMHTTPError(LLMError):
    """An HTTP status no other class covers."""

    code: ClassVar[str] = "http_error"


class LLMNeedsKey(LLMError):
    """No API key is configured for a provider that needs one."""

    code: ClassVar[str] = "needs_key"


class LLMAuthError(LLMError):
    """The endpoint rejected the key (401/403)."""

    code: ClassVar[str] = "auth"


class ModelNotFound(LLMError):
    """The endpoint does not know the model (404)."""

    code: ClassVar[str] = "model_not_found"


class LLMRateLimited(LLMError):
    """429 after every retry."""

    code: ClassVar[str] = "rate_limited"


class QuotaExceeded(LLMRateLimited):
    """The account behind the key has no quota or credit left."""

    code: ClassVar[str] = "quota_exceeded"


class LLMUnavailable(LLMError):
    """5xx, a refused connection or a timeout after every retry."""

    code: ClassVar[str] = "upstream_error"


class LLMTimeout(LLMUnavailable):
    """The endpoint did not answer in time."""

    code: ClassVar[str] = "timeout"


class LLMUnreachable(LLMUnavailable):
    """The endpoint could not be reached (refused, DNS, TLS)."""

    code: ClassVar[str] = "network_error"


class LLMBadRequest(LLMError):
    """The endpoint refused the request as malformed (400/422)."""

    code: ClassVar[str] = "bad_request"


class ContextTooLong(LLMBadRequest):
    """The conversation no longer fits the model's context window."""

    code: ClassVar[str] = "context_length"


class ToolsUnsupported(LLMBadRequest):
    """The model or server does not accept tool definitions."""

    code: ClassVar[str] = "tools_unsupported"


class SettingsError(FootnoteError):
    code: ClassVar[str] = "invalid_setting"
    domain: ClassVar[str] = "settings"


class SecretsError(FootnoteError):
    code: ClassVar[str] = "secrets_unavailable"
    domain: ClassVar[str] = "secrets"


class NoKeyring(SecretsError):
    """No OS keychain is available and the plain-file store was not chosen."""

    code: ClassVar[str] = "no_keyring"


class UnknownKeyName(SecretsError):
    code: ClassVar[str] = "unknown_key"


class EmptyKey(SecretsError):
    code: ClassVar[str] = "empty_key"


class StorageError(FootnoteError):
    """The chat history database failed."""

    code: ClassVar[str] = "storage_error"
    domain: ClassVar[str] = "storage"


class NotFound(StorageError):
    """A conversation, message or tool call that does not exist."""

    code: ClassVar[str] = "not_found"


class HistoryClosed(StorageError):
    code: ClassVar[str] = "closed"


class NotStreaming(StorageError):
    code: ClassVar[str] = "not_streaming"


class NewerSchema(StorageError):
    """The history was written by a newer Footnote."""

    code: ClassVar[str] = "newer_schema"


class BackupFailed(StorageError):
    code: ClassVar[str] = "backup_failed"


class MigrationFailed(StorageError):
    code: ClassVar[str] = "migration_failed"


class HistoryBusy(StorageError):
    code: ClassVar[str] = "busy"


class DiskFull(StorageError):
    code: ClassVar[str] = "disk_full"


class ReadOnly(StorageError):
    code: ClassVar[str] = "read_only"


class Corrupt(StorageError):
    code: ClassVar[str] = "corrupt"


class AgentError(FootnoteError):
    """The answer could not run."""

    code: ClassVar[str] = "internal_error"
    domain: ClassVar[str] = "agent"


class WebOff(AgentError):
    """A tool was called while web access is switched off."""

    code: ClassVar[str] = "web_off"


class Cancelled(FootnoteError):
    """The work was stopped by the user."""

    code: ClassVar[str] = "cancelled"

    def __init__(self, message: str = "Stopped by the user.", *, hint: str = "") -> None:
        super().__init__(message, hint=hint)


class PdfEncrypted(UnsupportedContent):
    """The PDF needs a password to open."""

    code: ClassVar[str] = "pdf_encrypted"


class PdfNoText(ExtractionEmpty):
    """The PDF has no text layer (a scan or pictures only)."""

    code: ClassVar[str] = "pdf_no_text"


class PdfBroken(UnsupportedContent):
    """The PDF file is damaged or not really a PDF."""

    code: ClassVar[str] = "pdf_broken"


def tree() -> list[type[FootnoteError]]:
    """Every class of the tree, the root first."""
    found: list[type[FootnoteError]] = [FootnoteError]
    for cls in found:
        found += [sub for sub in cls.__subclasses__() if sub not in found]
    return found
