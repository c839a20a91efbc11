"""Service errors to banner text and the Settings page that fixes them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.errors import FootnoteError, LLMError, SearchError, SecretsError, StorageError

translate = QCoreApplication.translate

# LLM error codes the user fixes in Settings > Models.
_MODEL_CODES = {
    "auth", "needs_key", "no_model", "no_base_url", "model_not_found", "quota_exceeded",
    "tools_unsupported", "http_error", "no_model_list",
}
_SEARCH_CODES = {"needs_key", "auth", "rate_limited", "quota_exceeded"}



def settings_page_for(error: FootnoteError) -> str:
    """``models``, ``search``, ``keys`` or "" when Settings cannot help."""
    if isinstance(error, LLMError) and error.code in _MODEL_CODES:
        return "models"
    if isinstance(error, SearchError) and error.code in _SEARCH_CODES:
        return "search"
    if isinstance(error, SecretsError):
        return "models"
    return ""


def describe_error(error: FootnoteError) -> tuple[str, str]:
    """(text for the banner, settings page or "")."""
    text = error.message.strip()
    if error.hint:
        text = f"{text} {error.hint.strip()}"
    if isinstance(error, StorageError):
        prefix = translate("Errors", "The chat history could not be saved or read: {e}")
        text = prefix.format(e=text)
    elif not text:
        text = translate("Errors", "Something went wrong ({code}).").format(code=error.code)
    return text, settings_page_for(error)
