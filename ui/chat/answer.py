"""An answer's text to HTML: Markdown, numbered citation superscripts, source list.

Citations are found by the citation parser (``services.citations.parser``):
numbered 1..N by first appearance, two ids of one URL share a number, markers
in code stay as written, unknown ids are flagged. Here each resolved citation
becomes a superscript link ``cite:ID``, each unknown one a struck-through red
marker ``cite-unknown:ID``; both are hoverable. Citations that stand together
("[3][2]") are drawn as one sorted run of compact numbered pills ("2 3"), and
a compact list of the answer's sources (number, title, site, date) follows.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from services.citations.grammar import trim_partial_marker
from services.citations.registry import CitationRegistry, Source
from services.citations.support import Claim
from services.citations.wording import MARKS
from ui.chat.browser import BROKEN_SCHEME, CITE_SCHEME
from ui.chat.card import meta_line, site_of, unescape
from ui.chat.citemarks import CiteMarker
from ui.chat.markdown import (
    block_html,
    is_open_fence,
    needs_whole,
    replace_token_runs,
    split_blocks,
    to_html,
)
from ui.design import Tokens, tokens

translate = QCoreApplication.translate


@dataclass
class Rendered:
    """The HTML shown, and what the reader sees numbered."""

    html: str
    sources: list[tuple[int, Source]] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)
    broken: list[str] = field(default_factory=list)
    markdown: str = ""


def render_user(text: str) -> str:
    """The user's message: plain text, line breaks kept."""
    escaped = html.escape(text).replace("\n", "<br>")
    return f"<p>{escaped}</p>"


def render_answer(
    text: str, registry: CitationRegistry, *, streaming: bool = False, cut: bool = False,
    dark: bool = False, claims: Sequence[Claim] = (),
) -> Rendered:
    """Render ``text`` (Markdown with ``[cite:ID]`` markers) against ``registry``.

    ``streaming``: the text is still arriving (an unfinished marker or code span
    at its end is held back). ``cut``: the answer was stopped or cut off, so a
    marker unfinished at its end is dropped.
    """
    if cut:
        text = trim_partial_marker(text)
    answer = AnswerRenderer(registry, dark=dark, claims=claims)
    update = answer.update(text) if streaming else answer.finish(text)
    return answer.rendered(update.added + update.tail)


@dataclass(frozen=True)
class Update:
    """What changed in an answer's document.

    ``added``: finished HTML to append after everything added before;
    ``tail``: replaces the previous tail; ``reset``: ``added`` + ``tail`` replace
    the whole document instead.
    """

    added: str
    tail: str
    reset: bool = False


class AnswerRenderer:
    """Renders one answer as it streams, each part once.

    Citations go through the streaming citation parser chunk by chunk;
    finished Markdown blocks (see ``split_blocks``) are rendered once and
    handed out as ``added`` HTML to append; only the open last block and the
    source list (the ``tail``) are rendered again on each update. The HTML of
    all updates joined equals ``render_answer`` of the whole text.
    """

    def __init__(
        self, registry: CitationRegistry, *, dark: bool = False, claims: Sequence[Claim] = ()
    ) -> None:
        self.dark = dark
        self._colours = tokens("dark" if dark else "light")
        # The checked sentence of each citation marker (by the marker's index).
        self._claim_at = {mark: claim for claim in claims for mark in claim.marks}
        self.text = ""
        self._marker = CiteMarker(registry)
        self._open = ""  # display Markdown of the unfinished last block
        self._finished = False
        self._added: list[str] = []
        self._tail = ""

    @property
    def html(self) -> str:
        """The whole document as it stands."""
        return "".join(self._added) + self._tail

    def _done(self, update: Update) -> Update:
        if update.reset:
            self._added = []
        self._added.append(update.added)
        self._tail = update.tail
        return update

    def update(self, text: str) -> Update:
        """The answer is now ``text`` (it only grows)."""
        if not text.startswith(self.text) or self._finished:
            raise ValueError("a streamed answer only grows")
        self._open += self._marker.feed(text[len(self.text):])
        self.text = text
        blocks = split_blocks(self._open, final=False)
        self._open = blocks.pop() if blocks else ""
        added = "".join(self._block(block) for block in blocks)
        tail = ""
        if self._open.strip():
            # A code block still arriving is highlighted once, when it closes.
            colour = not is_open_fence(self._open)
            tail = self._html(to_html(
                self._open, dark=self.dark, colour=colour, copy_label=copy_label()
            ).rstrip("\n"))
        return self._done(Update(added, tail + self._sources_html()))

    def finish(self, text: str | None = None) -> Update:
        """The whole answer (``text``, or what was streamed) has arrived."""
        text = self.text if text is None else text
        if not text.startswith(self.text) or self._finished:
            raise ValueError("a streamed answer only grows")
        self._open += self._marker.feed(text[len(self.text):]) + self._marker.finish()
        self.text = text
        self._finished = True
        sources = self._sources_html()
        shown = self._marker.result().text
        if needs_whole(shown):
            # A reference link definition reaches across blocks.
            return self._done(
                Update(self._html(to_html(shown, dark=self.dark, copy_label=copy_label())),
                       sources, reset=True)
            )
        added = "".join(self._block(block) for block in split_blocks(self._open, final=True))
        self._open = ""
        return self._done(Update(added, sources))

    @property
    def numbers(self) -> dict[str, int]:
        """Display number of every id cited so far."""
        return self._marker.numbers

    def rendered(self, html_text: str) -> Rendered:
        """The outcome for ``html_text`` (the document shown)."""
        marked = self._marker.result(heading=translate("Answer", "Sources:"))
        return Rendered(
            html=html_text,
            sources=marked.sources,
            numbers=marked.numbers,
            broken=[c.id for c in marked.cites if not c.number],
            markdown=marked.markdown,
        )

    def _block(self, block: str) -> str:
        return self._html(block_html(block, self.dark, copy_label()))

    def _html(self, rendered: str) -> str:
        return replace_token_runs(rendered, self._run)

    def _sources_html(self) -> str:
        numbered = self._marker.sources
        return source_list_html(numbered, dark=self.dark) if numbered else ""

    def _run(self, indexes: list[int]) -> str:
        """Citations standing together: sorted by number, each number once,
        unknown ids after them."""
        cites = [self._marker.cites[i] for i in indexes]
        seen: set[int] = set()
        links = []
        for index, cite in sorted(zip(indexes, cites, strict=True),
                                  key=lambda pair: (pair[1].number == 0, pair[1].number)):
            if cite.number and cite.number in seen:
                continue
            seen.add(cite.number)
            links.append(self._link(index))
        return "\u2009".join(links)

    def _link(self, index: int) -> str:
        cite = self._marker.cites[index]
        claim = self._claim_at.get(index)
        if cite.number and claim is not None:
            # The marker's index rides in the fragment, so hover and click find
            # the checked sentence; the pill shows the check's judgment.
            evidence = claim.evidence_for(cite.id)
            support = evidence.support if evidence is not None else claim.support
            return pill_html(cite.id, cite.number, self._colours, fragment=str(index),
                             support=support)
        if cite.number:
            return pill_html(cite.id, cite.number, self._colours)
        label = html.escape(cite.id)
        unknown = translate("Answer", "Unknown source id")
        return (
            f'<a class="broken" href="{BROKEN_SCHEME}:{label}" '
            f'title="{html.escape(unknown)}"><sup>[?{label}]</sup></a>'
        )


def copy_label() -> str:
    """The link above a code block (in the interface language)."""
    return translate("Answer", "Copy code")


def pill_html(cid: str, number: int, colours: Tokens, *, fragment: str = "",
              support: str = "supported") -> str:
    """A compact numbered pill linking to citation ``cid``.

    ``fragment`` (the marker's index) lets hover and click find the checked
    sentence. The pill shows the support check's judgment by its mark and its
    colours, so neither alone carries it: a sentence to check is "n?" in the
    warning colours, one its source does not back "n✗" in the error colours:
    the strongest mark for the strongest finding
    (``services.citations.wording.MARKS``).
    """
    href = f"{CITE_SCHEME}:{html.escape(cid)}" + (f"#{fragment}" if fragment else "")
    background, text = colours.pill_bg, colours.pill_text
    if support == "weak":
        background, text = colours.warning_bg, colours.warning
    elif support == "unsupported":
        background, text = colours.error_bg, colours.error
    mark = MARKS.get(support, "")
    classes = "cite" if not mark else f"cite {support}"
    return (
        f'<a class="{classes}" href="{href}">'
        f'<span style="background-color:{background}; color:{text}; '
        f'font-size:small; font-weight:600">&nbsp;{number}{mark}&nbsp;</span></a>'
    )


def source_list_html(numbered: list[tuple[int, Source]], *, dark: bool = False) -> str:
    """The compact source rows under an answer: number, title, site, author and date."""
    colours = tokens("dark" if dark else "light")
    by = translate("Answer", "by %1")
    published = translate("Answer", "published %1")
    fetched = translate("Answer", "fetched %1")
    rows = []
    for number, source in numbered:
        title = html.escape(unescape(source.title or site_of(source.url)))
        meta = meta_line(source, by, published, fetched)
        href = f"{CITE_SCHEME}:{html.escape(source.id)}"
        rows.append(
            f'<tr><td valign="top" style="padding-right:8px">'
            f"{pill_html(source.id, number, colours)}</td>"
            f'<td><a class="source" href="{href}" style="text-decoration:none">{title}</a>'
            f'<span style="color:{colours.muted}"> · {html.escape(" · ".join(meta))}</span>'
            f"</td></tr>"
        )
    head = html.escape(translate("Answer", "Sources"))
    return (
        f'<p class="sourcehead" style="font-size:small; color:{colours.muted}">{head}</p>'
        f'<table cellspacing="0" cellpadding="2" style="font-size:small">{"".join(rows)}</table>'
    )
