"""Settings > Blacklist: block and allow rules, subscriptions, and a URL tester."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from app.secrets import Secrets
from services.errors import SettingsError
from ui.settings import backend
from ui.settings.page import Page, hint_label
from ui.settings.rule_editor import RuleEditor
from workers.task import run_task

_SOURCES = {"your list": "block", "your allow list": "allow"}


class BlacklistPage(Page):
    """Signals:
    subscriptions_updated(): a subscription add/refresh finished.
    """

    name = "blacklist"
    subscriptions_updated = Signal()

    def __init__(self, settings: Any, secrets: Secrets, parent: QWidget | None = None) -> None:
        super().__init__(settings, secrets, parent)
        self._store: Any = None
        self._loaded_subs: list[str] = []
        self._loaded_rules = ("", "")
        self.intro = hint_label(self)
        self.layout_.addWidget(self.intro)
        self.tabs = QTabWidget(self)
        self.block = RuleEditor(self)
        self.allow = RuleEditor(self)
        self.tabs.addTab(self.block, "")
        self.tabs.addTab(self.allow, "")
        self.layout_.addWidget(self.tabs)
        self.allow_note = hint_label(self)
        self.layout_.addWidget(self.allow_note)
        # Test a URL.
        test_row = QHBoxLayout()
        self.test_label = QLabel(self)
        self.test_url = QLineEdit(self)
        self.test_url.setObjectName("testUrl")
        self.test_url.setClearButtonEnabled(True)
        test_row.addWidget(self.test_label)
        test_row.addWidget(self.test_url, 1)
        self.layout_.addLayout(test_row)
        self.verdict = hint_label(self)
        self.verdict.setObjectName("verdict")
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.layout_.addWidget(self.verdict)
        self.test_url.textChanged.connect(self.test)
        self.block.validated.connect(lambda _e: self.test())
        self.allow.validated.connect(lambda _e: self.test())
        # Subscriptions.
        self.subs_title = QLabel(self)
        self.subs_title.setProperty("role", "section")
        self.layout_.addWidget(self.subs_title)
        self.subs = QTableWidget(0, 4, self)
        self.subs.setObjectName("subscriptions")
        self.subs.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.subs.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.subs.verticalHeader().setVisible(False)
        header = self.subs.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.subs.setMinimumHeight(90)
        self.layout_.addWidget(self.subs, 1)
        add_row = QHBoxLayout()
        self.sub_url = QLineEdit(self)
        self.sub_url.setObjectName("subscriptionUrl")
        self.add_button = QPushButton(self)
        self.refresh_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        for widget in (self.add_button, self.refresh_button, self.remove_button):
            widget.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_subscription)
        self.sub_url.returnPressed.connect(self.add_subscription)
        self.refresh_button.clicked.connect(self.refresh_subscriptions)
        self.remove_button.clicked.connect(self.remove_subscription)
        add_row.addWidget(self.sub_url, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.refresh_button)
        add_row.addWidget(self.remove_button)
        self.layout_.addLayout(add_row)
        self.subs_status = hint_label(self)
        self.layout_.addWidget(self.subs_status)
        self.retranslate()

    def title(self) -> str:
        return self.tr("Blacklist")

    # Loading and saving.
    @property
    def store(self) -> Any:
        if self._store is None:
            self._store = backend.subscription_store(self.settings)
        return self._store

    def load(self) -> None:
        super().load()
        rules = str(self.settings["blacklist.rules"])
        allow = str(self.settings["blacklist.allow_rules"])
        self._loaded_rules = (rules, allow)
        self.block.set_text(rules)
        self.allow.set_text(allow)
        self._loaded_subs = list(self.settings["blacklist.subscriptions"])
        self.store.sync(self._loaded_subs)
        self._fill_subscriptions(self._loaded_subs)
        self.test()

    def subscription_urls(self) -> list[str]:
        urls = []
        for row in range(self.subs.rowCount()):
            item = self.subs.item(row, 0)
            if item is not None:
                urls.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return urls

    def changes(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        if self.block.text() != self._loaded_rules[0]:
            found["blacklist.rules"] = self.block.text()
        if self.allow.text() != self._loaded_rules[1]:
            found["blacklist.allow_rules"] = self.allow.text()
        urls = self.subscription_urls()
        if urls != self._loaded_subs:
            found["blacklist.subscriptions"] = urls
        return found

    def invalid_lines(self) -> list[tuple[str, Any]]:
        """(list name, RuleError) for every invalid line, after a fresh check."""
        return [("block", e) for e in self.block.validate()] + [
            ("allow", e) for e in self.allow.validate()
        ]

    def confirm_save(self) -> bool:
        """Invalid rules are never saved silently: name them and ask."""
        problems = self.invalid_lines()
        if not problems:
            return True
        box = QMessageBox(self)
        box.setObjectName("invalidRulesBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Invalid blacklist rules"))
        box.setText(
            self.tr("%n line(s) of your lists are not valid rules. If you save now they are "
                    "kept in the text but skipped: they block or allow nothing.", "",
                    len(problems))
        )
        lines = []
        for which, error in problems:
            where = self.tr("Block rules") if which == "block" else self.tr("Allow rules")
            lines.append(f"{where}, {self.block.describe(error)}")
        box.setInformativeText("\n".join(lines))
        save = box.addButton(self.tr("Save and skip these lines"),
                             QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.exec()
        if box.clickedButton() is save:
            return True
        first = problems[0]
        self.tabs.setCurrentWidget(self.block if first[0] == "block" else self.allow)
        return False

    # Test a URL.
    def test(self) -> None:
        url = self.test_url.text().strip()
        if not url:
            self.verdict.setText(self.tr("Type an address to see which rule decides it."))
            self._role(self.verdict, "hint")
            return
        from services.blacklist import Blacklist, UrlFilter

        lists = [Blacklist.parse(self.block.text())]
        try:
            lists.extend(self.store.blacklists())
        except OSError:
            pass
        block = lists[0] if len(lists) == 1 else Blacklist.merge(lists)
        allow_text = self.allow.text()
        allow = Blacklist.parse(allow_text, source="your allow list") if allow_text else None
        verdict = UrlFilter(block, allow).verdict(url)
        self.verdict.setText(self.describe_verdict(verdict))
        self._role(self.verdict, "error" if verdict.blocked else "ok")

    def describe_verdict(self, verdict: Any) -> str:
        source = self._source_name(verdict.source)
        if verdict.rule is not None:
            if verdict.blocked:
                text = self.tr("Blocked by line %1 of %2: %3")
            elif _SOURCES.get(verdict.source or "") == "allow":
                text = self.tr("Allowed by line %1 of %2: %3")
            else:
                text = self.tr("Kept by the exception on line %1 of %2: %3")
            return text.replace("%1", str(verdict.line)).replace("%2", source).replace(
                "%3", str(verdict.rule))
        if verdict.blocked:
            return self.tr("Blocked: it matches no rule of your allow list, and a non-empty "
                           "allow list keeps only what it matches.")
        if verdict.reason.startswith("kept: the URL could not be read"):
            return self.tr("Kept: this is not a web address, so no rule applies.")
        return self.tr("Kept: no rule matches this address.")

    def _source_name(self, source: str | None) -> str:
        kind = _SOURCES.get(source or "")
        if kind == "block":
            return self.tr("your block rules")
        if kind == "allow":
            return self.tr("your allow rules")
        prefix = "the subscription "
        name = (source or "")[len(prefix):] if (source or "").startswith(prefix) else source
        return self.tr("the subscription %1").replace("%1", name or "?")

    # Subscriptions.
    def _fill_subscriptions(self, urls: list[str]) -> None:
        known = {s.url: s for s in self.store.subscriptions()}
        self.subs.setRowCount(0)
        for url in urls:
            row = self.subs.rowCount()
            self.subs.insertRow(row)
            sub = known.get(url)
            name = QTableWidgetItem(sub.name if sub and sub.name else url)
            name.setData(Qt.ItemDataRole.UserRole, url)
            name.setToolTip(url)
            self.subs.setItem(row, 0, name)
            rules = str(sub.rule_count) if sub and sub.last_updated else "–"
            self.subs.setItem(row, 1, QTableWidgetItem(rules))
            self.subs.setItem(row, 2, QTableWidgetItem(self._when(sub)))
            status = QTableWidgetItem(self._status(sub))
            if sub and sub.error:
                status.setToolTip(sub.error)
                status.setForeground(Qt.GlobalColor.red)
            self.subs.setItem(row, 3, status)

    def _when(self, sub: Any) -> str:
        if sub is None or not sub.last_updated:
            return self.tr("never")
        stamp = QDateTime.fromSecsSinceEpoch(int(sub.last_updated))
        return self.locale().toString(stamp, self.locale().FormatType.ShortFormat)

    def _status(self, sub: Any) -> str:
        if sub is None:
            return self.tr("not downloaded yet")
        if sub.error:
            return self.tr("failed: %1").replace("%1", sub.error)
        if sub.last_updated:
            return self.tr("ok (%n invalid line(s) skipped)", "", sub.error_count) \
                if sub.error_count else self.tr("ok")
        return self.tr("not downloaded yet")

    def add_subscription(self) -> None:
        from services.blacklist.subscriptions import check_subscription_url

        try:
            url = check_subscription_url(self.sub_url.text())
        except SettingsError:
            self.subs_status.setText(
                self.tr("Enter the http:// or https:// address of a uBlacklist ruleset.")
            )
            self._role(self.subs_status, "error")
            return
        urls = self.subscription_urls()
        if url not in urls:
            urls.append(url)
        self._fill_subscriptions(urls)
        self.sub_url.clear()
        self._run_store(lambda: self.store.add(url), self.tr("Downloading %1…").replace("%1", url))

    def refresh_subscriptions(self) -> None:
        rows = sorted({index.row() for index in self.subs.selectedIndexes()})
        urls = self.subscription_urls()
        chosen = [urls[r] for r in rows] or urls
        if not chosen:
            return

        def refresh() -> None:
            for url in chosen:
                self.store.add(url, refresh=False)
                self.store.refresh(url)

        self._run_store(refresh, self.tr("Refreshing %n subscription(s)…", "", len(chosen)))

    def remove_subscription(self) -> None:
        rows = sorted({index.row() for index in self.subs.selectedIndexes()}, reverse=True)
        for row in rows:
            self.subs.removeRow(row)
        self.test()

    def _run_store(self, work: Any, message: str) -> None:
        self.subs_status.setText(message)
        self._role(self.subs_status, "hint")
        for button in (self.add_button, self.refresh_button):
            button.setEnabled(False)

        def finish(_result: Any = None) -> None:
            for button in (self.add_button, self.refresh_button):
                button.setEnabled(True)
            urls = self.subscription_urls()
            self._fill_subscriptions(urls)
            failed = [s for s in self.store.subscriptions() if s.url in urls and s.error]
            if failed:
                self.subs_status.setText(self.tr("%n subscription(s) could not be downloaded; "
                                                 "the last good copy stays in use.", "",
                                                 len(failed)))
                self._role(self.subs_status, "error")
            else:
                self.subs_status.setText(self.tr("Subscriptions are up to date."))
                self._role(self.subs_status, "ok")
            self.test()
            self.subscriptions_updated.emit()

        def failed(exc: BaseException) -> None:
            finish()
            self.subs_status.setText(str(exc))
            self._role(self.subs_status, "error")

        run_task(work, finish, failed, receiver=self)

    @staticmethod
    def _role(label: QLabel, role: str) -> None:
        label.setProperty("role", role)
        label.style().unpolish(label)
        label.style().polish(label)

    def retranslate(self) -> None:
        super().retranslate()
        self.intro.setText(
            self.tr("Results and pages matching a block rule are never shown to the model. "
                    "Rules use uBlacklist syntax: match patterns, /regular expressions/ and "
                    "@ exceptions.")
        )
        self.tabs.setTabText(0, self.tr("Block rules"))
        self.tabs.setTabText(1, self.tr("Allow rules"))
        self.allow_note.setText(
            self.tr("When the allow list has rules, only matching results are kept.")
        )
        self.test_label.setText(self.tr("Test a URL:"))
        self.test_url.setPlaceholderText("https://example.com/page")
        self.subs_title.setText(self.tr("Subscriptions (refreshed daily)"))
        self.subs.setHorizontalHeaderLabels(
            [self.tr("List"), self.tr("Rules"), self.tr("Last updated"), self.tr("Status")]
        )
        self.sub_url.setPlaceholderText(self.tr("Subscription URL (uBlacklist ruleset)"))
        self.add_button.setText(self.tr("Add"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.remove_button.setText(self.tr("Remove"))
        self.block.retranslate()
        self.allow.retranslate()
        self.test()
        if self._store is not None:
            self._fill_subscriptions(self.subscription_urls())
