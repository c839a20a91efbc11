"""The Settings dialog: a page list on the left, the page on the right.

Saving validates every change against the schema first, stores settings in
one write and keys through the keychain; nothing is half-saved when a value
is refused.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from services.errors import SettingsError
from ui.app_services import AppServices
from ui.settings.appearance_page import AppearancePage
from ui.settings.blacklist_page import BlacklistPage
from ui.settings.budget_page import BudgetPage
from ui.settings.controls import centre_form_labels, make_primary
from ui.settings.fetch_page import FetchPage
from ui.settings.keys import save_keys
from ui.settings.models_page import ModelsPage
from ui.settings.page import Page
from ui.settings.search_page import SearchPage

PAGE_TYPES: tuple[type[Page], ...] = (
    ModelsPage,
    SearchPage,
    FetchPage,
    BlacklistPage,
    BudgetPage,
    AppearancePage,
)
PAGE_NAMES: tuple[str, ...] = tuple(p.name for p in PAGE_TYPES)


class SettingsDialog(QDialog):
    """Every user choice about models, the web tools, keys and looks.

    Signals:
        saved: emitted after a successful save (OK or Apply).
    """

    saved = Signal()

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = services.settings
        self.services = services
        self.secrets = services.secrets
        self.nav = QListWidget(self)
        self.nav.setObjectName("settingsNav")
        self.nav.setFixedWidth(180)
        self.nav.setIconSize(QSize(0, 0))
        self.stack = QStackedWidget(self)
        self.pages: dict[str, Page] = {}
        for page_type in PAGE_TYPES:
            page = page_type(services)
            scroll = QScrollArea(self.stack)
            scroll.setWidget(page)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            self.stack.addWidget(scroll)
            self.pages[page.name] = page
            QListWidgetItem(self.nav).setData(Qt.ItemDataRole.UserRole, page.name)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply,
            self,
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        make_primary(ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply.clicked.connect(self.apply)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.nav)
        body.addWidget(self.stack, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 10)
        outer.addLayout(body, 1)
        buttons_row = QHBoxLayout()
        buttons_row.setContentsMargins(12, 0, 12, 0)
        buttons_row.addWidget(self.buttons)
        outer.addLayout(buttons_row)
        self.resize(940, 660)
        self.setMinimumSize(640, 460)
        self.load()
        self.nav.setCurrentRow(0)
        self.retranslate()
        for page in self.pages.values():
            centre_form_labels(page)

    # Pages.
    def show_page(self, name: str) -> None:
        self.nav.setCurrentRow(PAGE_NAMES.index(name))

    def show_setting(self, name: str) -> bool:
        """Show the page holding the control of setting ``name`` and focus it;
        False when no page shows that setting."""
        for page_name, page in self.pages.items():
            field = next((f for f in page.fields if f.name == name), None)
            if field is None:
                continue
            self.show_page(page_name)
            scroll = self.stack.currentWidget()
            if isinstance(scroll, QScrollArea):
                scroll.ensureWidgetVisible(field)
            target: QWidget = getattr(field, "editor", field)
            # Once the dialog is on screen: focus set before show() is lost.
            QTimer.singleShot(0, target, lambda t=target: t.setFocus(
                Qt.FocusReason.OtherFocusReason))
            return True
        return False

    def current_page(self) -> str:
        return PAGE_NAMES[self.stack.currentIndex()]

    def load(self) -> None:
        for page in self.pages.values():
            page.load()

    def changes(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for page in self.pages.values():
            found.update(page.changes())
        return found

    # Saving.
    def apply(self) -> bool:
        """Save everything; returns False (and keeps the dialog open) on a problem."""
        for name, page in self.pages.items():
            if not page.confirm_save():
                self.show_page(name)
                return False
        changes = self.changes()
        try:
            if changes:
                self.settings.update(changes)
        except SettingsError as exc:
            self._warn(self.tr("A setting was not saved"), str(exc))
            return False
        except OSError as exc:
            self._warn(
                self.tr("The settings file could not be written"),
                self.tr("%1\n\nYour changes were not written to disk. Check that the folder "
                        "is writable and the disk is not full, then save again.").replace(
                            "%1", str(exc)),
            )
            return False
        keys = {name: f for page in self.pages.values() for name, f in page.keys.items()}
        problems = save_keys(self, keys, self.secrets, self.settings)
        if problems:
            self._warn(self.tr("Some keys were not stored"), "\n".join(problems))
            return False
        self.load()
        self.saved.emit()
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()

    def has_unsaved_changes(self) -> bool:
        return bool(self.changes()) or any(
            key.is_modified() for page in self.pages.values() for key in page.keys.values()
        )

    def reject(self) -> None:
        """Cancel or Esc: ask before throwing edits away."""
        if self.has_unsaved_changes():
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Discard changes?"),
                              self.tr("Your changes in Settings have not been saved."),
                              QMessageBox.StandardButton.NoButton, self)
            box.setObjectName("discardBox")
            discard = box.addButton(self.tr("Discard changes"),
                                    QMessageBox.ButtonRole.DestructiveRole)
            keep = box.addButton(self.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(keep)
            box.exec()
            if box.clickedButton() is not discard:
                return
        super().reject()

    def _warn(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("settingsWarning")
        box.exec()

    # Language.
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.nav.setAccessibleName(self.tr("Settings pages"))
        for row, page in enumerate(self.pages.values()):
            item = self.nav.item(row)
            if item is not None:
                item.setText(page.title())
        # After the pages have their new texts too (they get the same event).
        QTimer.singleShot(0, self, self.name_controls)

    def name_controls(self) -> None:
        """Accessible names from the labels beside the controls (ui.settings.accessible)."""
        from ui.settings.accessible import name_controls

        for page in self.pages.values():
            name_controls(page)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
