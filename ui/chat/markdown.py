"""Markdown to the HTML subset Qt's rich-text engine draws well.

markdown-it-py (CommonMark + tables + strikethrough) with raw HTML disabled, so
nothing a model or a web page writes can inject markup. Code blocks are
highlighted by Pygments with inline styles (Qt ignores most CSS classes).
Both libraries load on first use, not at start-up.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

# Private-use characters that survive markdown rendering untouched; the
# citation renderer swaps ``\ue000<n>\ue001`` for superscript links afterwards.
CITE_OPEN = "\ue000"
CITE_CLOSE = "\ue001"
_TOKEN = re.compile(f"{CITE_OPEN}(\\d+){CITE_CLOSE}")
# Tokens with nothing but spaces between them: "[cite:a][cite:b]" or "[cite:a] [cite:b]".
_TOKEN_RUN = re.compile(f"{CITE_OPEN}\\d+{CITE_CLOSE}(?:[ \t]*{CITE_OPEN}\\d+{CITE_CLOSE})*")


@lru_cache(maxsize=8)
def _renderer(dark: bool, colour: bool = True, copy_label: str = "") -> Any:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    # An image in an answer is never loaded: its address may carry the
    # conversation to whoever a page named. Its description is shown instead.
    md.add_render_rule("image", _image_as_text)
    scheme = "dark" if dark else "light"
    if colour:
        md.options["highlight"] = lambda code, lang, _attrs: highlight(
            code, lang, scheme, copy_label)
    else:
        md.options["highlight"] = lambda code, _lang, _attrs: plain_code(
            code, scheme, copy_label)
    return md


def _image_as_text(_renderer: Any, tokens: Any, index: int, _options: Any, _env: Any) -> str:
    alt = tokens[index].content or ""
    return f"[{html.escape(alt)}]" if alt else "[image]"


def _code_block(code: str, body: str, lang: str, scheme: str, copy_label: str) -> str:
    """A code block on the theme's code background, with its language and a
    Copy link above it (``copy_label`` empty: no link)."""
    from ui.chat.browser import copy_href
    from ui.design import tokens

    colours = tokens(scheme)
    bar = ""
    if copy_label or lang:
        link = (
            f'<a class="codecopy" href="{copy_href(code)}" style="color:{colours.link}">'
            f"{html.escape(copy_label)}</a>" if copy_label else ""
        )
        bar = (
            f'<table width="100%" cellspacing="0" cellpadding="0" style="font-size:small; '
            f'margin-top:4px"><tr><td style="color:{colours.muted}">{html.escape(lang)}</td>'
            f'<td align="right">{link}</td></tr></table>'
        )
    return (
        f'{bar}<pre style="background:{colours.code_bg}; color:{colours.text}; padding:10px; '
        f'white-space:pre-wrap">{body.rstrip()}</pre>\n'
    )


def _language(lang: str) -> str:
    return (lang or "").strip().split()[0] if (lang or "").strip() else ""


@lru_cache(maxsize=256)
def highlight(code: str, lang: str, scheme: str = "light", copy_label: str = "") -> str:
    """A ``<pre>`` block with Pygments colours inlined (the scheme's palette);
    plain when the language is unknown."""
    from pygments import highlight as pyg_highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    from ui.design import tokens

    lang = _language(lang)
    formatter = HtmlFormatter(noclasses=True, nowrap=True, style=tokens(scheme).code_style)
    try:
        lexer = get_lexer_by_name(lang) if lang else None
    except ClassNotFound:
        lexer = None
    body = pyg_highlight(code, lexer, formatter) if lexer else html.escape(code)
    return _code_block(code, body, lang, scheme, copy_label)


def plain_code(code: str, scheme: str = "light", copy_label: str = "") -> str:
    """A code block as ``highlight`` draws it, without colours (cheap)."""
    return _code_block(code, html.escape(code), "", scheme, copy_label)


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_LIST_ITEM = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]\n]+\]:", re.MULTILINE)


def split_blocks(markdown: str, *, final: bool) -> list[str]:
    """``markdown`` split into top-level blocks that render the same alone.

    A block ends at a blank line outside a code fence when the next line
    starts a new block: it is not indented (a list item's continuation or an
    indented code block) and does not continue a list the block holds (a
    loose list stays one list). That next line must be complete, so while an
    answer streams (``final`` False) every block but the last is final: its
    HTML is rendered once and never changes. Separators stay with the block
    before them; joining the blocks gives ``markdown`` back.
    """
    lines = markdown.splitlines(keepends=True)
    blocks: list[str] = []
    start = position = 0
    fence = ""
    has_list = False
    blank = False
    for line in lines:
        complete = line.endswith("\n") or final
        if blank and line.strip() and not fence and complete:
            starts_block = not line[:1].isspace() and not (has_list and _LIST_ITEM.match(line))
            if starts_block:
                blocks.append(markdown[start:position])
                start = position
                has_list = False
        blank = not line.strip() and not fence
        position += len(line)
        match = _FENCE.match(line)
        if match and not fence:
            fence = match.group(1)
        elif match and fence and _closes(line, match.group(1), fence):
            fence = ""
        elif not fence and _LIST_ITEM.match(line):
            has_list = True
    if start < len(markdown):
        blocks.append(markdown[start:])
    return blocks


def is_open_fence(block: str) -> bool:
    """Whether ``block`` ends inside a fenced code block (still arriving)."""
    fence = ""
    for line in block.splitlines():
        match = _FENCE.match(line)
        if match and not fence:
            fence = match.group(1)
        elif match and fence and _closes(line, match.group(1), fence):
            fence = ""
    return bool(fence)


def _closes(line: str, marker: str, fence: str) -> bool:
    rest = line.strip()[len(marker):].strip()
    return marker[0] == fence[0] and len(marker) >= len(fence) and not rest


def needs_whole(markdown: str) -> bool:
    """Whether blocks cannot be rendered alone (a reference link definition
    applies to the whole document)."""
    return _REFERENCE.search(markdown) is not None


@lru_cache(maxsize=1024)
def block_html(block: str, dark: bool, copy_label: str = "") -> str:
    """One block's HTML, cached: a finished block is rendered once."""
    return to_html(block, dark=dark, copy_label=copy_label).rstrip("\n")


def to_html(
    markdown: str, *, dark: bool = False, colour: bool = True, copy_label: str = ""
) -> str:
    """Render ``markdown`` to HTML (no raw HTML passes through).

    ``colour`` False leaves code blocks uncoloured: a code block still arriving
    is drawn plain and highlighted once, when it is complete. ``copy_label``
    puts a Copy link with that text above each code block.
    """
    rendered: str = _renderer(dark, colour, copy_label).render(markdown)
    # Qt draws table borders only when asked on the element itself: one thin
    # line in the theme's border colour, not the default bevelled grid.
    from ui.design import tokens

    border = tokens("dark" if dark else "light").border
    return rendered.replace(
        "<table>",
        f'<table border="1" cellspacing="0" cellpadding="6" class="md" '
        f'style="border-collapse:collapse; border-color:{border}; border-style:solid">',
    )


def replace_token_runs(rendered: str, run_for: Any) -> str:
    """Swap each run of adjacent citation tokens for ``run_for([n, ...])``
    markup, so citations that stand together can be drawn as one sorted group."""
    return _TOKEN_RUN.sub(
        lambda m: run_for([int(n) for n in _TOKEN.findall(m.group(0))]), rendered
    )


def cite_token(number: int) -> str:
    return f"{CITE_OPEN}{number}{CITE_CLOSE}"
