"""What an answer did on the web, above its text: live while it works, then folded.

While the answer is worked on, a turning spinner and one line say what happens
now ("Reading 4 pages · en.wikipedia.org, toureiffel.paris +2"). Afterwards the
same row holds a compact summary ("Searched 2 queries · read 4 pages") that
unfolds into each query and page, failures with their reason; a stopped answer
keeps what it did. The summary is built from the stored trace
(``services.agent.progress_summary``), so it is there again when the
conversation is reopened.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from services.agent.progress import Line
from services.agent.progress_summary import STOPPED, Step, Summary
from ui.chat.fold import fold_toggle
from ui.chat.progress_text import progress_text
from ui.chat.spinner import Spinner
from ui.icons import icon

STATUS_CODES = ("asking", "writing_queries", "searching", "reading", "tool_running")
"""Progress lines that say what is being done now (the others are notes)."""
STEP_CODES = ("searched", "search_failed")
"""Lines the summary's steps already say."""
HOSTS_SHOWN = 3


translate = QCoreApplication.translate


def current(lines: list[Line]) -> Line | None:
    """The line saying what is being done now: the latest unfinished one."""
    for line in reversed(lines):
        if line.code not in STATUS_CODES:
            continue
        p = line.params
        if line.code == "reading" and int(p.get("read", 0)) + int(p.get("failed", 0)) >= int(
                p.get("total", 0)):
            continue  # every page is in: the model is asked next
        return line
    return None


def notes(lines: list[Line]) -> list[str]:
    """The run's notices (guard rails, adaptations), worded: not steps, not status."""
    return [progress_text(line) for line in lines
            if line.code not in STATUS_CODES + STEP_CODES]


def live_text(line: Line) -> str:
    """``line`` as the live status, with the sites being read."""
    text = progress_text(line)
    hosts = [str(h) for h in line.params.get("hosts") or []] if line.code == "reading" else []
    if hosts:
        shown = ", ".join(hosts[:HOSTS_SHOWN])
        if len(hosts) > HOSTS_SHOWN:
            shown = translate("Activity", "{hosts} +{n}").format(
                hosts=shown, n=len(hosts) - HOSTS_SHOWN)
        text = translate("Activity", "{status} · {hosts}").format(status=text, hosts=shown)
    return translate("Activity", "{status}…").format(status=text)


def _count(n: int, one: str, many: str) -> str:
    """``one`` for 1, else ``many`` with ``{n}`` filled (both already translated)."""
    return one if n == 1 else many.format(n=n)


def summary_text(summary: Summary) -> str:
    """"Searched 2 queries · read 4 pages" (with what failed or was stopped)."""
    parts: list[str] = []
    failed, queries = summary.searches_failed, summary.queries
    if queries and failed == queries:
        parts.append(_count(failed, translate("Activity", "1 search failed"),
                            translate("Activity", "{n} searches failed")))
    elif queries:
        parts.append(_count(queries, translate("Activity", "Searched 1 query"),
                            translate("Activity", "Searched {n} queries")))
    read = summary.pages_read
    if read:
        template = (translate("Activity", "read 1 page"), translate("Activity", "read {n} pages"))
        if not parts:
            template = (translate("Activity", "Read 1 page"),
                        translate("Activity", "Read {n} pages"))
        parts.append(_count(read, *template))
    if summary.pages_failed:
        parts.append(_count(summary.pages_failed,
                            translate("Activity", "1 page could not be read"),
                            translate("Activity", "{n} pages could not be read")))
    if any(s.reason == STOPPED for s in summary.steps):
        parts.append(translate("Activity", "stopped"))
    return translate("Activity", " · ").join(parts)


def _provider(name: str) -> str:
    from services.search.registry import PROVIDERS

    row = PROVIDERS.get(name)
    return row.label if row is not None else name


def _why(step: Step) -> str:
    from ui.service_text import failure_message, reason_key

    domain = "search" if step.kind == "search" else "fetch"
    return failure_message(reason_key(domain, step.reason), _provider(step.provider)) or (
        step.reason)


def step_text(step: Step) -> str:
    """One line of the unfolded summary."""
    if step.kind == "search":
        query = step.text
        if step.reason == STOPPED or step.ok is None:
            return translate("Activity", "“{query}”: stopped").format(query=query)
        if not step.ok:
            return translate("Activity", "“{query}”: {why}").format(query=query, why=_why(step))
        found = _count(step.count, translate("Activity", "1 result"),
                       translate("Activity", "{n} results"))
        return translate("Activity", "“{query}”: {found} ({provider})").format(
            query=query, found=found, provider=_provider(step.provider))
    if step.reason == STOPPED or step.ok is None:
        return translate("Activity", "Not read (stopped): {host}").format(host=step.host)
    if not step.ok:
        return translate("Activity", "Could not read {host}: {why}").format(
            host=step.host, why=_why(step))
    return translate("Activity", "Read {host}").format(host=step.host)


class Activity(QWidget):
    """``set_live(text)`` while working (None: not working right now);
    ``set_summary(summary, notes)`` with what was done so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activity")
        self.spinner = Spinner(self)
        self.spinner.hide()
        self.toggle = fold_toggle(self, "activityToggle", self._unfold)
        self.details = QLabel(self)
        self.details.setObjectName("activityDetails")
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.spinner, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.toggle)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(row)
        layout.addWidget(self.details)
        self.summary = Summary()
        self.notes: list[str] = []
        self._live: str | None = None
        self.hide()

    @property
    def working(self) -> bool:
        return self._live is not None

    def text(self) -> str:
        """What the row says now."""
        return self.toggle.text()

    def set_live(self, text: str | None) -> None:
        if text != self._live:
            self._live = text
            self._refresh()

    def set_summary(self, summary: Summary, notes: list[str] | None = None) -> None:
        notes = list(notes or [])
        if summary != self.summary or notes != self.notes:
            self.summary, self.notes = summary, notes
            self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def _refresh(self) -> None:
        working = self._live is not None
        folded = summary_text(self.summary) if self.summary else (
            translate("Activity", "Details") if self.notes else "")
        self.toggle.setText(self._live if working and self._live else folded)
        self.spinner.setVisible(working)
        unfoldable = bool(self.summary or self.notes)
        self.toggle.setEnabled(unfoldable)
        chevron = "chevron-down" if self.toggle.isChecked() else "chevron-right"
        # While working the spinner leads the row; the chevron comes back after.
        self.toggle.setIcon(icon(chevron) if unfoldable and not working else QIcon())
        tip = translate("Activity", "Show what was searched and read")
        self.toggle.setToolTip(tip if unfoldable else "")
        if self.toggle.isChecked():
            self.details.setText(self._details_html())
        self.setVisible(working or unfoldable)

    def _details_html(self) -> str:
        lines = [step_text(step) for step in self.summary.steps] + self.notes
        return "<br>".join(html.escape(line) for line in lines)

    def _unfold(self, shown: bool) -> None:
        if shown:
            self.details.setText(self._details_html())
        self.details.setVisible(shown)
        self._refresh()
