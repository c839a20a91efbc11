"""One exception tree for the whole service layer.

Every failure carries a stable ``code``; the same codes appear in tool results,
traces, the CLI's JSON output and the UI::

    FootnoteError
    ├── FetchError            web_fetch failures, one code per reason
    ├── SearchError           web_search failures (empty, needs_key, key_refused, ...)
    ├── LLMError              model endpoint failures (auth, not_found, rate_limited, ...)
    ├── SettingsError         invalid setting names or values
    ├── SecretsError          no keyring backend, missing key
    ├── StorageError          the chat history database failed
    └── Cancelled             the user stopped the work

Lower-level errors (httpx, sqlite3, json) are translated at the boundary with
``raise ... from exc``.
"""

from __future__ import annotations

from typing import ClassVar

from services.secrecy import redact

# Reasons a single URL of a web_fetch call can fail with (issue contract).
FETCH_REASONS: tuple[str, ...] = (
    "timeout",
    "http_error",
    "blocked",
    "too_large",
    "unsupported_content",
    "extraction_empty",
    "extraction_crashed",
    "pdf_encrypted",
    "pdf_no_text",
    "pdf_broken",
    "unsafe_url",
    "blacklisted",
    "network_error",
    "upstream_error",
    "cancelled",
)

# Reasons a web_search query can fail or degrade with.
SEARCH_REASONS: tuple[str, ...] = (
    "empty",
    "too_long",
    "timeout",
    "upstream_error",
    "needs_key",
    "key_refused",
    "rate_limited",
    "partial_fields",
    "blacklisted",
    "cancelled",
)


class FootnoteError(Exception):
    """Base of every error the service layer raises on purpose.

    Attributes:
        code: stable machine-readable reason.
        hint: what the user can do about it (may be empty).
    """

    code: ClassVar[str] = "error"

    def __init__(self, message: str, *, hint: str = "", code: str | None = None) -> None:
        # Redacted at birth: an endpoint that echoes the key it was sent must not
        # carry it into traces, history, tool results or the terminal.
        message, hint = redact(str(message)), redact(str(hint))
        super().__init__(message)
        self.message = message
        self.hint = hint
        if code is not None:
            self.code = code  # type: ignore[misc]

    def __str__(self) -> str:
        return f"{self.message} {self.hint}".strip() if self.hint else self.message

    def to_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message, "hint": self.hint}


class FetchError(FootnoteError):
    """A URL could not be read. ``code`` is one of ``FETCH_REASONS``."""

    code: ClassVar[str] = "network_error"


class UnsafeURL(FetchError):
    code: ClassVar[str] = "unsafe_url"


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
    code: ClassVar[str] = "network_error"


class UpstreamError(FetchError):
    code: ClassVar[str] = "upstream_error"


class SearchError(FootnoteError):
    """A search query failed. ``code`` is one of ``SEARCH_REASONS``."""

    code: ClassVar[str] = "upstream_error"


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
    """A setting the provider needs (API host, engine id) is empty."""


class SearchTimeout(SearchError):
    code: ClassVar[str] = "timeout"


class ProviderUnreachable(SearchError):
    """The provider's API host could not be reached (DNS, refused, TLS)."""


class JsonFormatDisabled(SearchError):
    """A SearXNG instance answered 403 because its JSON output format is off."""


class LLMError(FootnoteError):
    """The model endpoint failed."""

    code: ClassVar[str] = "llm_error"


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


class LLMUnavailable(LLMError):
    """5xx, a refused connection or a timeout after every retry."""

    code: ClassVar[str] = "upstream_error"


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


class SecretsError(FootnoteError):
    code: ClassVar[str] = "secrets_unavailable"


class StorageError(FootnoteError):
    """The chat history database failed (``storage_error``, ``not_found``,
    ``newer_schema``, ``corrupt``, ``disk_full``, ``busy``)."""

    code: ClassVar[str] = "storage_error"


class Cancelled(FootnoteError):
    """The work was stopped by the user."""

    code: ClassVar[str] = "cancelled"

    def __init__(self, message: str = "Stopped by the user.", **kwargs: str) -> None:
        super().__init__(message, **kwargs)


class PdfEncrypted(UnsupportedContent):
    """The PDF needs a password to open."""

    code: ClassVar[str] = "pdf_encrypted"


class PdfNoText(ExtractionEmpty):
    """The PDF has no text layer (a scan or pictures only)."""

    code: ClassVar[str] = "pdf_no_text"


class PdfBroken(UnsupportedContent):
    """The PDF file is damaged or not really a PDF."""

    code: ClassVar[str] = "pdf_broken"
