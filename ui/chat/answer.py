"""An answer's text to HTML: Markdown, numbered citation superscripts, source list.

Citations are found by the citation parser (``services.citations.parser``):
numbered 1..N by first appearance, two ids of one URL share a number, markers
in code stay as written, unknown ids are flagged. Here each resolved citation
becomes a superscript link ``cite:ID``, each unknown one a struck-through red
marker ``cite-unknown:ID``; both are hoverable, and a compact numbered list of
the answer's sources follows the text.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from services.citations.registry import CitationRegistry, Source
from ui.chat import citemarks
from ui.chat.browser import BROKEN_SCHEME, CITE_SCHEME
from ui.chat.card import site_of
from ui.chat.markdown import hide_partial_marker, replace_tokens, to_html, to_html_streaming

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
    text: str, registry: CitationRegistry, *, streaming: bool = False, dark: bool = False
) -> Rendered:
    """Render ``text`` (Markdown with ``[cite:ID]`` markers) against ``registry``."""
    if streaming:
        text = hide_partial_marker(text)
    marked = citemarks.mark(text, registry)

    def link(index: int) -> str:
        cite = marked.cites[index]
        if cite.number:
            return (
                f'<a class="cite" href="{CITE_SCHEME}:{html.escape(cite.id)}">'
                f"<sup>[{cite.number}]</sup></a>"
            )
        label = html.escape(cite.id)
        unknown = translate("Answer", "Unknown source id")
        return (
            f'<a class="broken" href="{BROKEN_SCHEME}:{label}" '
            f'title="{html.escape(unknown)}"><sup>[?{label}]</sup></a>'
        )

    render = to_html_streaming if streaming else to_html
    body = replace_tokens(render(marked.text, dark=dark), link)
    numbered = marked.sources
    if numbered:
        body += source_list_html(numbered)
    export = marked.markdown
    if numbered:
        lines = [f"{n}. [{s.title or s.url}]({s.url})" for n, s in numbered]
        export += "\n\n" + translate("Answer", "Sources:") + "\n\n" + "\n".join(lines)
    return Rendered(
        html=body,
        sources=numbered,
        numbers=marked.numbers,
        broken=[c.id for c in marked.cites if not c.number],
        markdown=export,
    )


def source_list_html(numbered: list[tuple[int, Source]]) -> str:
    """The compact numbered source list under an answer."""
    rows = []
    for number, source in numbered:
        title = html.escape(source.title or site_of(source.url))
        site = html.escape(site_of(source.url))
        href = f"{CITE_SCHEME}:{html.escape(source.id)}"
        rows.append(
            f'<tr><td valign="top" style="padding-right:6px">{number}.</td>'
            f'<td><a class="source" href="{href}">{title}</a>'
            f' <span style="color:gray">· {site}</span></td></tr>'
        )
    head = html.escape(translate("Answer", "Sources"))
    return (
        f'<p class="sourcehead" style="font-size:small">{head}</p>'
        f'<table cellspacing="0" cellpadding="1" style="font-size:small">{"".join(rows)}</table>'
    )
