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

# A citation marker still arriving at the end of a streamed text is hidden
# until it is complete, so "[ci" never flashes on screen.
_PARTIAL_TAIL = re.compile(r"[\[［](?:c(?:i(?:t(?:e(?::[^\]］\n]{0,60})?)?)?)?)?$")

_CODE_STYLES = {"light": "default", "dark": "monokai"}


def hide_partial_marker(text: str) -> str:
    """``text`` without a citation marker cut off at its end."""
    match = _PARTIAL_TAIL.search(text[-80:])
    if match is None:
        return text
    return text[: len(text) - (len(text[-80:]) - match.start())]


@lru_cache(maxsize=2)
def _renderer(dark: bool) -> Any:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    style = _CODE_STYLES["dark" if dark else "light"]
    md.options["highlight"] = lambda code, lang, _attrs: highlight(code, lang, style)
    return md


@lru_cache(maxsize=256)
def highlight(code: str, lang: str, style: str = "default") -> str:
    """A ``<pre>`` block with Pygments colours inlined; plain when the language is unknown."""
    from pygments import highlight as pyg_highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    lang = (lang or "").strip().split()[0] if (lang or "").strip() else ""
    formatter = HtmlFormatter(noclasses=True, nowrap=True, style=style)
    background = formatter.style.background_color or "#f6f8fa"
    try:
        lexer = get_lexer_by_name(lang) if lang else None
    except ClassNotFound:
        lexer = None
    body = pyg_highlight(code, lexer, formatter) if lexer else html.escape(code)
    return (
        f'<pre style="background:{background}; padding:6px; '
        f'white-space:pre-wrap">{body.rstrip()}</pre>\n'
    )


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def stable_blocks(markdown: str) -> list[str]:
    """``markdown`` split at blank lines outside fenced code, separators kept.

    While an answer streams, every block but the last is final, so its HTML is
    rendered once and reused from the cache on every later tick.
    """
    blocks: list[str] = []
    start = 0
    fence = ""
    position = 0
    lines = markdown.splitlines(keepends=True)
    for index, line in enumerate(lines):
        position += len(line)
        match = _FENCE.match(line)
        if match:
            marker = match.group(1)
            if not fence:
                fence = marker
            elif marker[0] == fence[0] and len(marker) >= len(fence) and not line.strip(
            )[len(marker):].strip():
                fence = ""
        elif not fence and not line.strip() and index + 1 < len(lines):
            blocks.append(markdown[start:position])
            start = position
    blocks.append(markdown[start:])
    return [b for b in blocks if b]


@lru_cache(maxsize=512)
def block_html(block: str, dark: bool) -> str:
    return to_html(block, dark=dark)


def to_html_streaming(markdown: str, *, dark: bool = False) -> str:
    """Like ``to_html`` but block by block, finished blocks from the cache."""
    blocks = stable_blocks(markdown)
    if not blocks:
        return ""
    done = "".join(block_html(block, dark) for block in blocks[:-1])
    return done + to_html(blocks[-1], dark=dark)


def to_html(markdown: str, *, dark: bool = False) -> str:
    """Render ``markdown`` to HTML (no raw HTML passes through)."""
    rendered: str = _renderer(dark).render(markdown)
    # Qt draws table borders only when asked on the element itself.
    return rendered.replace(
        "<table>", '<table border="1" cellspacing="0" cellpadding="4" class="md">'
    )


def replace_tokens(rendered: str, link_for: Any) -> str:
    """Swap citation tokens in ``rendered`` HTML for ``link_for(n)`` markup."""
    return _TOKEN.sub(lambda m: link_for(int(m.group(1))), rendered)


def cite_token(number: int) -> str:
    return f"{CITE_OPEN}{number}{CITE_CLOSE}"
