"""The card shown when the pointer rests on a citation: title, site, author, a labelled
date and the excerpt the model saw, or, once the answer is checked, the passage
that backs the sentence with its matched words highlighted and the support
judgment.

``SourceCard.show_source(number, source, line, evidence)`` fills and places it
beside the cited line, never over it.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from services.citations.registry import Source
from services.citations.support import Evidence
from services.page import byline
from services.textclean import strip_controls
from services.weburl import host_of

EXCERPT_CHARS = 420
PASSAGE_CHARS = 480
CARD_WIDTH = 480
# Space between the cited line and the card: the card never covers the line.
GAP = 6
# Markdown backslash escapes (``lazy\_static``) as extraction leaves them in text.
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


# Reasons that mean the source states something else (not merely less).
_CONTRADICTIONS = frozenset({"numbers_differ", "negation", "hedged", "advised",
                             "name_elsewhere", "name_missing", "swapped"})
_QUOTE_CHARS = 60


def _short(text: str) -> str:
    text = " ".join(strip_controls(unescape(text)).split())
    return text if len(text) <= _QUOTE_CHARS else text[: _QUOTE_CHARS - 1].rstrip() + "…"


def site_of(url: str) -> str:
    """The host of ``url`` without ``www.``, for compact display."""
    host = strip_controls(host_of(url))
    return host[4:] if host.startswith("www.") else host


def meta_line(source: Source, by: str, published: str, fetched: str) -> list[str]:
    """The parts of a source's meta line (``services.page.Byline.parts``), its site
    named with its host: the name it gives itself, then the host."""
    host = site_of(source.url)
    name = byline(source).site
    site = host
    if name and _squashed(name) not in _squashed(host):
        site = f"{name} ({host})" if host else name
    return byline(source, site=site, fetched_at=source.fetched_at).parts(by, published, fetched)


def _squashed(text: str) -> str:
    return "".join(c for c in text.casefold() if c.isalnum())


def unescape(text: str) -> str:
    """``text`` without Markdown backslash escapes."""
    return _ESCAPE.sub(r"\1", text)


def excerpt_of(source: Source, limit: int = EXCERPT_CHARS) -> str:
    text = unescape(" ".join(strip_controls(source.excerpt or source.snippet or "").split()))
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def place_beside(line: QRect, size: tuple[int, int], area: QRect) -> QPoint:
    """Where a card of ``size`` goes for the cited ``line`` inside ``area``
    (all in one coordinate system): below the line, else above it, never over it."""
    width, height = size
    x = min(max(area.left() + 4, line.left() - 24), area.right() - 4 - width)
    x = max(area.left() + 4, x)
    below = line.bottom() + 1 + GAP
    above = line.top() - GAP - height
    if below + height <= area.bottom() - 4:
        return QPoint(x, below)
    if above >= area.top() + 4:
        return QPoint(x, above)
    # Fits neither way: the side with more room (the window clips the rest).
    room_below, room_above = area.bottom() - line.bottom(), line.top() - area.top()
    return QPoint(x, below if room_below >= room_above else above)


def mark_spans(text: str, highlights: list[list[int]]) -> list[tuple[int, int]]:
    """The runs of ``text`` to highlight: one span per run of matched tokens.

    The support check marks each matched token; shown one by one they read as
    a row of blocks ("27" "May" "1937"; "4" "." "2"). Spans are joined when
    only spaces or punctuation lie between them (never a line break), and a
    number is never split: a span that stops inside "4.2" or "1,500" takes in
    the whole number.
    """
    spans: list[tuple[int, int]] = []
    for s, e in sorted((int(a), int(b)) for a, b in highlights):
        if not 0 <= s < e <= len(text):
            continue
        s, e = _whole_number(text, s, e)
        if spans and s <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(e, spans[-1][1]))
        elif spans and _joins(text[spans[-1][1]:s]):
            spans[-1] = (spans[-1][0], e)
        else:
            spans.append((s, e))
    return spans


def _joins(gap: str) -> bool:
    """Only spaces and punctuation between two matched runs, on one line."""
    return len(gap) <= 3 and "\n" not in gap and not any(c.isalnum() for c in gap)


def _whole_number(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen ``[start, end)`` to the whole number it cuts ("4" of "4.2" -> "4.2")."""
    while (end + 1 < len(text) and text[end] in ".,:" and text[end - 1].isdigit()
           and text[end + 1].isdigit()):
        end += 1
        while end < len(text) and text[end].isdigit():
            end += 1
    while (start >= 2 and text[start - 1] in ".,:" and text[start].isdigit()
           and text[start - 2].isdigit()):
        start -= 1
        while start > 0 and text[start - 1].isdigit():
            start -= 1
    return start, end


def mark_style(scheme: str | None = None) -> str:
    """A soft highlighter in ``scheme``'s colours (the current one by default):
    pale yellow on light, a muted amber on dark, never a bright block."""
    from ui.design import tokens

    if scheme is None:
        from ui.theme import current_scheme

        scheme = current_scheme()
    colours = tokens(scheme)
    return f"background-color:{colours.mark_bg}; color:{colours.mark_text};"


def passage_html(evidence: Evidence, limit: int = PASSAGE_CHARS, style: str = "") -> str:
    """The passage as rich text, its matched runs highlighted (``style``: the
    highlight's CSS, ``mark_style()`` by default), shortened around them."""
    text = evidence.passage
    spans = mark_spans(text, evidence.highlights)
    style = style or mark_style()
    start, end = 0, len(text)
    if end > limit:
        first = spans[0][0] if spans else 0
        start = max(0, min(first - limit // 4, end - limit))
        end = start + limit
    out, at = [], start
    for s, e in spans:
        s, e = max(s, start), min(e, end)
        if s >= e or s < at:
            continue
        out.append(html.escape(text[at:s]))
        out.append(f'<span style="{style}">{html.escape(text[s:e])}</span>')
        at = e
    out.append(html.escape(text[at:end]))
    body = " ".join("".join(out).split())
    return ("…" if start else "") + body + ("…" if end < len(text) else "")


class SourceCard(QFrame):
    """A floating card drawn over its (top-level) parent; one per window, reused.

    A child widget rather than a tool-tip window: it never takes focus, needs
    no window-manager support and stays inside the app window.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setObjectName("sourceCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        self.meta = QLabel(self)
        self.meta.setObjectName("cardMeta")
        self.meta.setWordWrap(True)
        self.excerpt = QLabel(self)
        self.excerpt.setObjectName("cardExcerpt")
        self.excerpt.setWordWrap(True)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("cardVerdict")
        self.verdict.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setObjectName("cardNote")
        self.note.setWordWrap(True)
        self.note.setProperty("role", "hint")  # the theme's muted colour, light or dark
        self.passage = QLabel(self)
        self.passage.setObjectName("cardPassage")
        self.passage.setWordWrap(True)
        self.passage.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.title, self.meta, self.excerpt, self.verdict, self.note):
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.meta)
        layout.addWidget(self.excerpt)
        layout.addWidget(self.verdict)
        layout.addWidget(self.passage)
        layout.addWidget(self.note)
        self.verdict.hide()
        self.note.hide()
        self.passage.hide()
        self.current_id = ""
        self.hide()

    def show_source(
        self, number: int, source: Source, at: QPoint | QRect,
        evidence: Evidence | None = None,
    ) -> None:
        """Show ``source`` as citation ``number`` beside the cited line ``at``
        (global coordinates; a point stands for a line of the card's font). With
        ``evidence`` (a checked sentence's citation) the passage backing the
        sentence and the judgment replace the excerpt."""
        self.current_id = source.id
        title = unescape(strip_controls(source.title) or site_of(source.url))
        self.title.setText(f"[{number}] {title}" if number else title)
        parts = meta_line(source, self.tr("by %1"), self.tr("published %1"),
                          self.tr("fetched %1"))
        self.meta.setText(" · ".join(parts))
        excerpt = excerpt_of(source)
        self.excerpt.setText(excerpt or self.tr("No excerpt was recorded for this source."))
        self.excerpt.setVisible(evidence is None or not evidence.passage)
        self._show_evidence(evidence)
        self._place(at)

    def _show_evidence(self, evidence: Evidence | None) -> None:
        self.verdict.setVisible(evidence is not None)
        self.note.setVisible(False)
        self.passage.setVisible(evidence is not None and bool(evidence.passage))
        if evidence is None:
            return
        self.verdict.setText(self.verdict_text(evidence))
        self.verdict.setProperty("role", "" if evidence.support == "supported" else "hint")
        self.verdict.style().unpolish(self.verdict)
        self.verdict.style().polish(self.verdict)
        note = self.mark_note(evidence)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        if evidence.passage:
            self.passage.setText(passage_html(evidence))

    def verdict_text(self, evidence: Evidence) -> str:
        """The judgment in plain words: what the source says, or why to check it."""
        if evidence.support == "supported":
            return self.tr("The source says this here:")
        reason = self.reason_text(evidence)
        if evidence.support == "weak":
            headline = self.tr("Check this.")
        elif evidence.reason in _CONTRADICTIONS:
            headline = self.tr("The source says something else.")
        else:
            headline = self.tr("Not found in this source.")
        return headline + (" " + reason if reason else "")

    def reason_text(self, evidence: Evidence) -> str:
        """Why a citation is not ``supported``, naming what differs when it is known."""
        claimed = _short(evidence.claimed)
        stated = _short(evidence.stated)
        reason = evidence.reason
        if reason in ("name_elsewhere", "name_missing") and stated:
            return self.tr("The passage names %1 here, not %2:").replace(
                "%1", stated).replace("%2", claimed)
        reasons = {
            "no_text": self.tr("Footnote has no text of this source to check the sentence "
                               "against."),
            "no_match": self.tr("None of the sentence's words appear in this source."),
            "few_words": self.tr("Only a few of the sentence's words appear in this source."),
            "partial": self.tr("Only part of the sentence appears in this source:"),
            "numbers_differ": self.tr("The page gives %1, not %2:"),
            "number_missing": self.tr("The page does not state %2 here:"),
            "negation": self.tr("The page says the opposite:"),
            "hedged": self.tr("The page only says it might (“%1”); the sentence states it "
                              "as fact:"),
            "advised": self.tr("The page only advises it (“%1”); the sentence makes it a "
                               "rule:"),
            "intent": self.tr("The page gives this as a plan (“%1”), not as done:"),
            "name_elsewhere": self.tr("The page names %2 elsewhere, not in this passage:"),
            "name_missing": self.tr("The page does not mention %2:"),
            "swapped": self.tr("The page has these the other way round (%1):"),
        }
        return reasons.get(reason, "").replace("%1", stated).replace("%2", claimed)

    def mark_note(self, evidence: Evidence) -> str:
        """What the mark beside the citation number means, for the reader who wonders."""
        if evidence.support == "unsupported":
            return self.tr("The “✗” beside the number marks a sentence this source does not "
                           "back: the check is confident the page says something else or "
                           "does not say it. Open the source to judge for yourself.")
        if evidence.support == "weak":
            return self.tr("The “?” beside the number asks you to check: Footnote found this "
                           "passage but could not confirm every part of the sentence.")
        return ""

    def show_unknown(self, cid: str, at: QPoint | QRect) -> None:
        self.current_id = cid
        self.excerpt.show()
        self._show_evidence(None)
        self.title.setText(self.tr("Unknown citation"))
        self.meta.setText(cid)
        self.excerpt.setText(
            self.tr("The model cited an id that none of its searches or pages produced. "
                    "Treat the sentence before it as unsourced.")
        )
        self._place(at)

    def show_refused(self, url: str, at: QPoint | QRect) -> None:
        """Say why a source that is not a web address was not opened."""
        self.current_id = ""
        self.excerpt.show()
        self._show_evidence(None)
        shown = strip_controls(url)
        self.title.setText(self.tr("Not opened"))
        self.meta.setText(shown if len(shown) <= 200 else shown[:199] + "…")
        self.excerpt.setText(
            self.tr("Footnote opens only web addresses (http and https); this source is not "
                    "one. Copy the address above if you trust it.")
        )
        self._place(at)

    def _apply_fonts(self) -> None:
        """Sizes that go with the chat's reading text (16 px): set at each showing,
        as a theme switch resets the fonts of labels its style sheet matches."""
        from ui.design import body_pixel_size

        body = body_pixel_size()
        for label, size, bold in ((self.title, body - 1, True), (self.excerpt, body - 2, False),
                                  (self.passage, body - 2, False), (self.meta, body - 3, False),
                                  (self.verdict, body - 3, False), (self.note, body - 3, False)):
            font = QFont(label.font())
            font.setPixelSize(size)
            font.setBold(bold)
            label.setFont(font)

    def _place(self, at: QPoint | QRect) -> None:
        """Show beside the global line ``at``, kept inside the parent window."""
        self._apply_fonts()
        parent = self.parentWidget()
        width = min(CARD_WIDTH, parent.width() - 16) if parent is not None else CARD_WIDTH
        width = max(200, width)
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else -1
        self.setFixedHeight(height if height > 0 else self.sizeHint().height())
        if isinstance(at, QPoint):
            line_height = self.fontMetrics().height()
            at = QRect(at.x(), at.y() - line_height // 2, 1, line_height)
        if parent is None:
            self.move(at.left(), at.bottom() + GAP)
        else:
            line = QRect(parent.mapFromGlobal(at.topLeft()), at.size())
            self.move(place_beside(line, (self.width(), self.height()), parent.rect()))
        self.show()
        self.raise_()
