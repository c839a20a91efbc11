"""One message in the chat view: header, thinking, activity, body, sources, trace, actions.

While an answer arrives only its body changes (``stream_update``), part by
part (``AnswerRenderer``); the chat view throttles how often (see ``ChatView``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from services.citations.registry import CitationRegistry, Source
from ui.chat.browser import ContentBrowser
from ui.chat.thinking import ThinkingSection
from ui.design import meta_font
from ui.icons import icon
from ui.wrap import breakable

if TYPE_CHECKING:  # Markdown and citation rendering load with the first message
    from services.agent.progress_summary import Summary
    from services.citations.support import Claim, Evidence
    from ui.chat.activity import Activity
    from ui.chat.answer import AnswerRenderer, Rendered, Update

# Message states, as History stores them.
STREAMING = "streaming"
COMPLETE = "complete"
STOPPED = "stopped"
INCOMPLETE = "incomplete"
ERROR = "error"

# How long the Copy button shows its check mark.
COPIED_MS = 1500
ICON_SIZE = QSize(16, 16)
# A status longer than this also shows whole in its tooltip.
STATUS_TIP_CHARS = 120


@dataclass
class Entry:
    """What the chat view shows for one message (a mutable view model)."""

    role: str
    text: str = ""
    status: str = COMPLETE
    id: int | None = None
    model: str = ""
    trace: dict[str, Any] | None = None
    error: str = ""
    progress: list[tuple[str, str]] = field(default_factory=list)
    """The run's notices (guard rails, adaptations) as (key, text), kept after it."""
    summary: Summary | None = field(default=None, compare=False, repr=False)
    """What the running answer searched and read (until its trace says it)."""
    reasoning: str = ""
    """The model's reasoning, shown collapsed under the answer ("Thinking")."""
    ending: str = ""
    """Why an incomplete answer ended (``length``, ``content_filter``, ``network``...)."""
    # The support check of an answer's cited sentences (Claim.to_dict() each).
    claims: list[dict[str, Any]] = field(default_factory=list)
    # The answer rendered on the loading worker, as ``(text, cut, dark, Rendered)``:
    # the widget takes it instead of rendering on the GUI thread (once).
    prerendered: tuple[str, bool, bool, Any] | None = field(
        default=None, compare=False, repr=False)


class MessageWidget(QFrame):
    """Signals carry the citation id or the action; the view handles them."""

    cite_clicked = Signal(str)
    cite_hovered = Signal(str, object)
    link_clicked = Signal(QUrl)
    copy_requested = Signal(object)
    regenerate_requested = Signal(object)
    export_requested = Signal()

    def __init__(
        self, entry: Entry, registry: CitationRegistry, *, dark: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.entry = entry
        self.registry = registry
        self.dark = dark
        self.rendered: Rendered | None = None
        self.writing = False
        """The model's answer text is streaming now (not a search or a page read)."""
        self._stream: AnswerRenderer | None = None
        self._claims: list[Claim] = []
        self._claims_from: list[dict[str, Any]] | None = None
        self.setObjectName("userMessage" if entry.role == "user" else "assistantMessage")
        self.setProperty("role", entry.role)

        self.header = QLabel(self)
        self.header.setObjectName("messageHeader")
        self.header.setFont(meta_font(self.font()))
        self.status = QLabel(self)
        self.status.setObjectName("messageStatus")
        self.status.setWordWrap(True)
        # A long error without spaces must not make the message wider than the column.
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.header)
        head.addStretch(1)

        self.body = ContentBrowser(self)
        self.body.setObjectName("messageBody")
        self.body.cite_clicked.connect(self.cite_clicked)
        self.body.cite_hovered.connect(self.cite_hovered)
        self.body.link_clicked.connect(self.link_clicked)
        self.thinking = ThinkingSection(self)

        self.trace_button = QToolButton(self)
        self.trace_button.setObjectName("traceToggle")
        self.trace_button.setCheckable(True)
        self.trace_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.trace_button.toggled.connect(self._toggle_trace)
        self._trace_view: QPlainTextEdit | None = None  # built when first shown
        self.copy_button = QToolButton(self)
        self.copy_button.setObjectName("copyButton")
        self.copy_button.clicked.connect(lambda: self.copy_requested.emit(self))
        self.regen_button = QToolButton(self)
        self.regen_button.setObjectName("regenerateButton")
        self.regen_button.clicked.connect(lambda: self.regenerate_requested.emit(self))
        self.export_button = QToolButton(self)
        self.export_button.setObjectName("exportButton")
        self.export_button.clicked.connect(self.export_requested)
        self._copied = QTimer(self)
        self._copied.setSingleShot(True)
        self._copied.setInterval(COPIED_MS)
        self._copied.timeout.connect(self._refresh_icons)
        actions = QHBoxLayout()
        actions.setContentsMargins(0, 0, 0, 0)
        actions.setSpacing(2)
        actions.addWidget(self.copy_button)
        actions.addWidget(self.regen_button)
        actions.addWidget(self.export_button)
        actions.addStretch(1)
        actions.addWidget(self.trace_button)

        self._layout = layout = QVBoxLayout(self)
        if entry.role == "user":
            layout.setContentsMargins(16, 10, 16, 10)
        else:
            layout.setContentsMargins(4, 0, 4, 0)
        layout.setSpacing(6)
        layout.addLayout(head)
        # Above the answer: how the model reasoned, then what it searched and read.
        layout.addWidget(self.thinking)
        self.activity: Activity | None = None
        if entry.role == "assistant":
            from ui.chat.activity import Activity  # loads with the first answer

            self.activity = Activity(self)
            layout.addWidget(self.activity)
        layout.addWidget(self.body)
        # A line of its own under the text, where the reader's eye is when an
        # answer stops or fails (beside the buttons it wrapped into a column).
        layout.addWidget(self.status)
        layout.addLayout(actions)
        self._actions = (self.trace_button, self.copy_button, self.regen_button,
                         self.export_button)
        for button in self._actions:
            button.setAutoRaise(True)
            button.setIconSize(ICON_SIZE)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.refresh()

    # Rendering ---------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Re-render the body and the chrome from ``entry``."""
        self.trace_button.setText(self.tr("Trace"))
        self.trace_button.setToolTip(self.tr("Show how this answer was found"))
        self.trace_button.setAccessibleName(self.tr("Trace"))
        if self._trace_view is not None:
            self._trace_view.setAccessibleName(self.tr("Trace"))
        self.regen_button.setToolTip(self.tr("Regenerate"))
        self.regen_button.setAccessibleName(self.tr("Regenerate"))
        self.export_button.setToolTip(self.tr("Export conversation…"))
        self.export_button.setAccessibleName(self.tr("Export conversation"))
        self._refresh_icons()
        from ui.chat.answer import AnswerRenderer, render_answer, render_user

        entry = self.entry
        # One quiet line per answer (the model that wrote it); a question needs
        # none: its bubble says whose it is.
        self.header.setText(entry.model if entry.role == "assistant" else "")
        self.header.setVisible(bool(self.header.text()))
        self.header.setToolTip(self.tr("Written by %1").replace("%1", entry.model))
        if entry.role == "user":
            self.rendered = None
            self.body.set_html(render_user(entry.text))
        else:
            if entry.status == STREAMING:
                # Rendered from here on by stream_update, part by part.
                self._stream = AnswerRenderer(self.registry, dark=self.dark)
                self.rendered = None
                self.body.set_html("")
                self._stream_to_body(self._stream.update(entry.text))
            else:
                self._stream = None
                ready, entry.prerendered = entry.prerendered, None
                if ready is not None and ready[:3] == (entry.text, self._cut(), self.dark):
                    self.rendered = ready[3]
                else:
                    self.rendered = render_answer(
                        entry.text, self.registry, cut=self._cut(), dark=self.dark,
                        claims=self.claims(),
                    )
                self.body.set_html(self.rendered.html)
        self.body.setVisible(bool(entry.text) or entry.role == "user")
        self.thinking.set_text(entry.reasoning if entry.role == "assistant" else "")
        if entry.reasoning and entry.status != STREAMING:
            seconds = (entry.trace or {}).get("reasoning_time_s")
            self.thinking.set_seconds(float(seconds) if seconds else None)
        self._refresh_chrome()

    def _refresh_chrome(self) -> None:
        self._refresh_status()
        self._refresh_progress()
        self._refresh_actions()

    def stream_update(self) -> None:
        """Show the text streamed since the last update (only the body changes)."""
        if self._stream is None or not self.entry.text.startswith(self._stream.text):
            self.refresh()
            return
        if self.entry.text != self._stream.text:
            self._stream_to_body(self._stream.update(self.entry.text))
        self.body.setVisible(bool(self.entry.text))

    def finish_stream(self) -> None:
        """The answer ended (any state): its final look, without re-rendering
        what the stream already shows when the text is the one streamed."""
        from services.citations.grammar import trim_partial_marker

        stream, self._stream = self._stream, None
        text = self.entry.text
        if (
            stream is None or self.entry.status == STREAMING or not text.startswith(stream.text)
            or self.entry.claims  # checked citations change the markers: render once more
            or (self._cut() and trim_partial_marker(text) != text)
        ):
            self.refresh()
            return
        update = stream.finish(self.entry.text)
        self._stream_to_body(update)
        self.rendered = stream.rendered(stream.html)
        self.body.setVisible(bool(self.entry.text))
        self._refresh_chrome()

    def _cut(self) -> bool:
        return self.entry.status in (STOPPED, INCOMPLETE)

    def _stream_to_body(self, update: Update) -> None:
        if update.reset:
            self.body.set_html(update.added + update.tail)
        else:
            self.body.stream_html(update.added, update.tail)

    def _refresh_status(self) -> None:
        from ui.endings import incomplete_label

        labels = {
            # While a tool runs the progress lines say what happens instead.
            STREAMING: self.tr("writing…") if self.writing else "",
            STOPPED: self.tr("Stopped"),
            INCOMPLETE: incomplete_label(self.entry.ending),
            ERROR: self.tr("Failed"),
        }
        text = labels.get(self.entry.status, "")
        detail = self.entry.error or self._ending_words()
        if self.entry.status == ERROR and detail:
            text = f"{text}: {detail}"
        self.status.setText(breakable(text))
        self.status.setToolTip(text if len(text) > STATUS_TIP_CHARS else "")
        if self.status.property("state") != self.entry.status:
            self.status.setProperty("state", self.entry.status)
            # Style sheet rules on a property apply only after a re-polish.
            self.status.style().unpolish(self.status)
            self.status.style().polish(self.status)
        self.status.setVisible(bool(text))

    def _ending_words(self) -> str:
        """Why the answer ended, worded by the window from its trace ("" if silent)."""
        from ui.endings import SILENT, ending_text

        ending = (self.entry.trace or {}).get("ending")
        if not isinstance(ending, dict) or ending.get("reason") in (*SILENT, None, ""):
            return ""
        return ending_text(ending, has_text=bool(self.entry.text.strip()))

    def _refresh_progress(self) -> None:
        """A finished answer's activity: from its trace (so also when reopened),
        else from what the run reported before it was stopped."""
        if self.activity is None or self.entry.status == STREAMING:
            return
        from services.agent.progress_summary import Summary, from_trace

        summary = from_trace(self.entry.trace) or self.entry.summary or Summary()
        self.activity.set_live(None)
        self.activity.set_summary(summary, [text for _key, text in self.entry.progress])

    def _refresh_actions(self) -> None:
        assistant = self.entry.role == "assistant"
        idle = self.entry.status != STREAMING
        self.trace_button.setVisible(assistant and idle and bool(self.entry.trace))
        if self._trace_view is not None:
            from ui.chat.trace import format_trace

            self._trace_view.setPlainText(format_trace(self.entry.trace or {}))
        self.copy_button.setVisible(assistant and idle and bool(self.entry.text))
        self.regen_button.setVisible(assistant and idle)
        self.export_button.setVisible(assistant and idle and self.entry.id is not None)

    def set_dark(self, dark: bool) -> None:
        if dark != self.dark:
            self.dark = dark
            self.refresh()

    def add_reasoning(self, delta: str) -> None:
        """More of the model's reasoning while the answer streams."""
        self.entry.reasoning += delta
        self.thinking.set_text(self.entry.reasoning)
        self.thinking.start()

    def _refresh_icons(self) -> None:
        """Icons in the theme's colour; Copy shows a check mark just after copying."""
        copied = self._copied.isActive()
        self.copy_button.setIcon(icon("check" if copied else "copy"))
        self.copy_button.setToolTip(
            self.tr("Copied") if copied else self.tr("Copy as Markdown with numbered sources")
        )
        self.copy_button.setAccessibleName(self.tr("Copied") if copied else self.tr("Copy"))
        self.regen_button.setIcon(icon("refresh-cw"))
        self.export_button.setIcon(icon("download"))
        shown = self.trace_button.isChecked()
        self.trace_button.setIcon(icon("chevron-down" if shown else "chevron-right"))

    def show_copied(self) -> None:
        """Feedback after Copy: a check mark and "Copied" for a moment."""
        self._copied.start()
        self._refresh_icons()

    @property
    def copied_shown(self) -> bool:
        return self._copied.isActive()

    def set_writing(self, writing: bool) -> None:
        """Say "writing…" while answer text streams, nothing while tools run."""
        if writing != self.writing:
            self.writing = writing
            self._refresh_status()

    def set_activity(self, live: str | None, summary: Summary, notes: list[str]) -> None:
        """While the answer runs: what happens now (None: nothing to wait for)
        and what it has searched and read so far."""
        if self.activity is not None:
            self.activity.set_live(live)
            self.activity.set_summary(summary, notes)

    @property
    def trace_view(self) -> QPlainTextEdit:
        """The trace text under the answer (built on first use: most stay closed)."""
        if self._trace_view is None:
            from ui.chat.trace import format_trace

            view = QPlainTextEdit(self)
            view.setObjectName("traceView")
            view.setAccessibleName(self.tr("Trace"))
            view.setReadOnly(True)
            view.setMaximumHeight(220)
            view.hide()
            view.setPlainText(format_trace(self.entry.trace or {}))
            # Under the action row, so it opens below its toggle.
            self._layout.addWidget(view)
            self._trace_view = view
        return self._trace_view

    def _toggle_trace(self, shown: bool) -> None:
        self._refresh_icons()
        self.trace_view.setVisible(shown)

    # Citations ---------------------------------------------------------
    def numbered(self) -> list[tuple[int, Source]]:
        return list(self.rendered.sources) if self.rendered else []

    def claims(self) -> list[Claim]:
        """The entry's checked sentences (read from its stored dicts once)."""
        if self._claims_from is not self.entry.claims:
            self._claims_from = self.entry.claims
            from services.citations.support import Claim

            self._claims = [Claim.from_dict(c) for c in self.entry.claims]
        return self._claims

    def evidence_at(self, mark: str, cid: str) -> Evidence | None:
        """What source ``cid`` offers for the sentence of citation marker ``mark``."""
        if not mark.isdigit():
            return None
        index = int(mark)
        claim = next((c for c in self.claims() if index in c.marks), None)
        return claim.evidence_for(cid) if claim is not None else None

    def number_of(self, cid: str) -> int:
        if self._stream is not None:
            return self._stream.numbers.get(cid, 0)
        if self.rendered is None:
            return 0
        return self.rendered.numbers.get(cid, 0)
