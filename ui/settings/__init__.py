"""The Settings dialog (one module per page).

``open_settings(parent, services, page=None)`` shows it modally at
``page`` (``models``, ``search``, ``fetch``, ``blacklist``, ``budget`` or
``appearance``), or at the control of the setting ``focus``, and returns True
when the user saved.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ui.app_services import AppServices
from ui.settings.dialog import PAGE_NAMES, SettingsDialog

__all__ = ["PAGE_NAMES", "SettingsDialog", "open_settings"]


def open_settings(
    parent: QWidget | None, services: AppServices, page: str | None = None, focus: str = ""
) -> bool:
    """Show Settings (modal) at ``page`` (at setting ``focus`` when it shows it);
    True when something was saved."""
    dialog = SettingsDialog(services, parent)
    if not (focus and dialog.show_setting(focus)) and page in PAGE_NAMES:
        dialog.show_page(page)
    saved: list[bool] = []
    dialog.saved.connect(lambda: saved.append(True))
    dialog.exec()
    dialog.deleteLater()
    return bool(saved)
