"""The subscriptions part of Settings > Blacklist: a list of uBlacklist rulesets
with add, refresh, remove and when each was last updated.

Downloads run off the GUI thread through the safe fetcher; a failed refresh
keeps the last good copy (``services.blacklist.SubscriptionStore``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from services.errors import SettingsError
from ui.settings.controls import HintedTable
from ui.settings.page import hint_label, set_role
from workers.task import run_task


class SubscriptionList(QWidget):
    """Signals:
    updated(): an add or refresh finished (the rules may have changed).
    edited(): the list of URLs changed.
    """

    updated = Signal()
    edited = Signal()

    def __init__(self, store: Callable[[], Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setProperty("role", "section")
        layout.addWidget(self.title)
        self.table = HintedTable(0, 4, self)
        self.table.setObjectName("subscriptions")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(90)
        self.table.setMaximumHeight(150)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        self.url = QLineEdit(self)
        self.url.setObjectName("subscriptionUrl")
        self.add_button = QPushButton(self)
        self.refresh_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        for button in (self.add_button, self.refresh_button, self.remove_button):
            button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add)
        self.url.returnPressed.connect(self.add)
        self.refresh_button.clicked.connect(self.refresh)
        self.remove_button.clicked.connect(self.remove)
        row.addWidget(self.url, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.refresh_button)
        row.addWidget(self.remove_button)
        layout.addLayout(row)
        self.status = hint_label(self)
        layout.addWidget(self.status)
        self.retranslate()

    @property
    def store(self) -> Any:
        return self._store()

    def urls(self) -> list[str]:
        found = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None:
                found.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return found

    def show_urls(self, urls: list[str]) -> None:
        known = {s.url: s for s in self.store.subscriptions()} if urls else {}
        self.table.setRowCount(0)
        for url in urls:
            row = self.table.rowCount()
            self.table.insertRow(row)
            sub = known.get(url)
            name = QTableWidgetItem(sub.name if sub and sub.name else url)
            name.setData(Qt.ItemDataRole.UserRole, url)
            name.setToolTip(url)
            self.table.setItem(row, 0, name)
            rules = str(sub.rule_count) if sub and sub.last_updated else "–"
            self.table.setItem(row, 1, QTableWidgetItem(rules))
            self.table.setItem(row, 2, QTableWidgetItem(self._when(sub)))
            status = QTableWidgetItem(self._status(sub))
            if sub and sub.error:
                status.setToolTip(sub.error)
                status.setForeground(Qt.GlobalColor.red)
            self.table.setItem(row, 3, status)

    def _when(self, sub: Any) -> str:
        if sub is None or not sub.last_updated:
            return self.tr("never")
        stamp = QDateTime.fromSecsSinceEpoch(int(sub.last_updated))
        return self.locale().toString(stamp, self.locale().FormatType.ShortFormat)

    def _status(self, sub: Any) -> str:
        if sub is None or (not sub.error and not sub.last_updated):
            return self.tr("not downloaded yet")
        if sub.error:
            return self.tr("failed: %1").replace("%1", sub.error)
        if sub.error_count:
            return self.tr("ok (%n invalid line(s) skipped)", "", sub.error_count)
        return self.tr("ok")

    # Actions.
    def add(self) -> None:
        from services.blacklist.subscriptions import check_subscription_url

        try:
            url = check_subscription_url(self.url.text())
        except SettingsError:
            self.status.setText(
                self.tr("Enter the http:// or https:// address of a uBlacklist ruleset.")
            )
            set_role(self.status, "error")
            return
        urls = self.urls()
        if url not in urls:
            urls.append(url)
        self.show_urls(urls)
        self.url.clear()
        self.edited.emit()
        self._run(lambda: self.store.add(url), self.tr("Downloading %1…").replace("%1", url))

    def refresh(self) -> None:
        """Download the selected subscriptions again (all when none is selected)."""
        rows = sorted({index.row() for index in self.table.selectedIndexes()})
        urls = self.urls()
        chosen = [urls[r] for r in rows] or urls
        if not chosen:
            return
        store = self.store

        def work() -> None:
            for url in chosen:
                store.add(url, refresh=False)
                store.refresh(url)

        self._run(work, self.tr("Refreshing %n subscription(s)…", "", len(chosen)))

    def remove(self) -> None:
        rows = sorted({index.row() for index in self.table.selectedIndexes()}, reverse=True)
        for row in rows:
            self.table.removeRow(row)
        if rows:
            self.edited.emit()

    def _run(self, work: Callable[[], Any], message: str) -> None:
        self.status.setText(message)
        set_role(self.status, "hint")
        for button in (self.add_button, self.refresh_button):
            button.setEnabled(False)

        def finish(_result: Any = None) -> None:
            for button in (self.add_button, self.refresh_button):
                button.setEnabled(True)
            urls = self.urls()
            self.show_urls(urls)
            failed = [s for s in self.store.subscriptions() if s.url in urls and s.error]
            if failed:
                self.status.setText(self.tr("%n subscription(s) could not be downloaded; the "
                                            "last good copy stays in use.", "", len(failed)))
                set_role(self.status, "error")
            else:
                self.status.setText(self.tr("Subscriptions are up to date."))
                set_role(self.status, "ok")
            self.updated.emit()

        def failed(exc: BaseException) -> None:
            finish()
            self.status.setText(str(exc))
            set_role(self.status, "error")

        run_task(work, finish, failed, receiver=self)

    def changeEvent(self, event: QEvent) -> None:
        # Not a Page: it follows a live language switch by itself.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Subscriptions (refreshed daily)"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("List"), self.tr("Rules"), self.tr("Last updated"), self.tr("Status")]
        )
        self.url.setPlaceholderText(self.tr("Subscription URL (uBlacklist ruleset)"))
        self.url.setAccessibleName(self.tr("Subscription URL (uBlacklist ruleset)"))
        self.table.setAccessibleName(self.tr("Subscriptions (refreshed daily)"))
        self.table.set_empty_hint(self.tr(
            "No subscriptions. Paste the address of a uBlacklist ruleset below and choose "
            "Add: its rules then block results like your own."))
        self.add_button.setText(self.tr("Add"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.remove_button.setText(self.tr("Remove"))
        if self.table.rowCount():
            self.show_urls(self.urls())
