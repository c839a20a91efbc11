"""Service errors to banner text and the Settings page that fixes them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from services.errors import FootnoteError, LLMError, SearchError, SecretsError, StorageError
from ui.service_text import error_sentence, localized

translate = QCoreApplication.translate

# LLM error codes the user fixes in Settings > Models.
_MODEL_CODES = {
    "auth", "needs_key", "no_model", "no_base_url", "model_not_found", "quota_exceeded",
    "tools_unsupported", "http_error", "no_model_list",
}
_SEARCH_CODES = {"needs_key", "key_refused", "auth", "rate_limited", "quota_exceeded"}
# Hints written for the command line ("run python -m app keys set ...").
_CLI_HINT = "python -m app"


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
    page = settings_page_for(error)
    hint = error.hint.strip()
    settings_hint = ""
    if page and (error.code in ("needs_key", "key_refused", "auth") or _CLI_HINT in hint):
        # The banner's button opens Settings: say what to do there instead.
        settings_hint, hint = _settings_hint(error.code, page), ""
    # The service's English text; in another language it follows the
    # translated sentence for the error's code as detail.
    english = f"{error.message.strip()} {hint}".strip()
    text = localized(error_sentence(error), english) if english else ""
    if settings_hint:
        text = f"{text} {settings_hint}".strip()
    if isinstance(error, StorageError):
        prefix = translate("Errors", "The chat history could not be saved or read: {e}")
        text = prefix.format(e=text)
    elif not text:
        text = translate("Errors", "Something went wrong ({code}).").format(code=error.code)
    return text, page


def _settings_hint(code: str, page: str) -> str:
    where = (
        translate("Errors", "Settings > Web search") if page == "search"
        else translate("Errors", "Settings > Models")
    )
    if code == "needs_key":
        return translate("Errors", "Add the API key in {where}.").format(where=where)
    if code in ("auth", "key_refused"):
        return translate("Errors", "Check the API key in {where}.").format(where=where)
    return translate("Errors", "Fix it in {where}.").format(where=where)
