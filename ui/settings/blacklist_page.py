"""Settings > Blacklist: block and allow rules, subscriptions, and a URL tester."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from ui.app_services import AppServices
from ui.settings.page import Page, hint_label, set_role
from ui.settings.rule_editor import RuleEditor
from ui.settings.subscriptions import SubscriptionList

_SOURCES = {"your list": "block", "your allow list": "allow"}


class BlacklistPage(Page):
    name = "blacklist"

    def __init__(self, services: AppServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._store: Any = None
        self._loaded_subs: list[str] = []
        # The "test a URL" filter and what it was built from: rebuilt only when the
        # rules or subscriptions change, not on every keystroke in the URL box.
        self._filter: tuple[tuple[str, str, tuple[str, ...]], Any] | None = None
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
        self.subscriptions = SubscriptionList(lambda: self.store, self)
        self.subscriptions.updated.connect(self._subscriptions_updated)
        self.subscriptions.edited.connect(self.test)
        self.layout_.addWidget(self.subscriptions)
        self.layout_.addStretch(1)
        self.retranslate()

    def title(self) -> str:
        return self.tr("Blacklist")

    # Loading and saving.
    @property
    def store(self) -> Any:
        if self._store is None:
            self._store = self.services.subscription_store(self.settings)
        return self._store

    def load(self) -> None:
        super().load()
        rules = str(self.settings["blacklist.rules"])
        allow = str(self.settings["blacklist.allow_rules"])
        self._loaded_rules = (rules, allow)
        self.block.set_text(rules)
        self.allow.set_text(allow)
        self._loaded_subs = list(self.settings["blacklist.subscriptions"])
        # The store (and the network code behind it) loads only when needed.
        if self._loaded_subs or self._store is not None:
            self.store.sync(self._loaded_subs)
        self.subscriptions.show_urls(self._loaded_subs)
        self._filter = None
        self.test()

    def changes(self) -> dict[str, Any]:
        found: dict[str, Any] = {}
        if self.block.text() != self._loaded_rules[0]:
            found["blacklist.rules"] = self.block.text()
        if self.allow.text() != self._loaded_rules[1]:
            found["blacklist.allow_rules"] = self.allow.text()
        urls = self.subscriptions.urls()
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
            set_role(self.verdict, "hint")
            return
        verdict = self._url_filter().verdict(url)
        self.verdict.setText(self.describe_verdict(verdict))
        set_role(self.verdict, "error" if verdict.blocked else "ok")

    def _url_filter(self) -> Any:
        """The rules as typed plus the subscriptions (merging a large list takes
        a noticeable time, so the filter is kept until one of them changes)."""
        from services.blacklist import Blacklist, UrlFilter

        key = (self.block.text(), self.allow.text(), tuple(self.subscriptions.urls()))
        if self._filter is not None and self._filter[0] == key:
            return self._filter[1]
        lists = [Blacklist.parse(key[0])]
        complete = True
        try:
            if key[2]:
                lists.extend(self.store.blacklists())
        except OSError:
            complete = False  # not kept: the next test reads the subscriptions again
        block = lists[0] if len(lists) == 1 else Blacklist.merge(lists)
        allow = Blacklist.parse(key[1], source="your allow list") if key[1] else None
        url_filter = UrlFilter(block, allow)
        self._filter = (key, url_filter) if complete else None
        return url_filter

    def _subscriptions_updated(self) -> None:
        self._filter = None  # downloaded or refreshed: new rules
        self.test()

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

    def retranslate(self) -> None:
        super().retranslate()
        self.intro.setText(
            self.tr("Results and pages matching a block rule are never shown to the model. "
                    "Rules use uBlacklist syntax: match patterns, /regular expressions/ and "
                    "@ exceptions.")
        )
        self.tabs.setTabText(0, self.tr("Block rules"))
        self.tabs.setTabText(1, self.tr("Allow rules"))
        self.block.edit.setAccessibleName(self.tr("Block rules"))
        self.allow.edit.setAccessibleName(self.tr("Allow rules"))
        self.test_url.setAccessibleName(self.tr("Test a URL"))
        self.allow_note.setText(
            self.tr("When the allow list has rules, only matching results are kept.")
        )
        self.test_label.setText(self.tr("Test a URL:"))
        self.test_url.setPlaceholderText("https://example.com/page")
        self.block.retranslate()
        self.allow.retranslate()
        self.test()
