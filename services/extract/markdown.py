"""Write an extracted lxml subtree as Markdown with markdownify.

Before conversion the subtree is normalised in lxml (cheap): layout tables
become plain blocks (only data tables become GFM tables). An image becomes
its alt text when that describes it, and nothing otherwise (none, a file
name, one label word), and a video its fallback words: the address of a
picture or a film the reader cannot see is noise.
markdownify then renders ATX headings, lists, links, emphasis, fenced code
blocks that keep the page's language, and GFM tables; it is given the lxml
block as a light tree of its own node type (no HTML serialisation and second
parse with BeautifulSoup), and walks it with a faster walk of its own
(``light_tree``).
"""

from __future__ import annotations

import re
from typing import Any

from lxml.html import HtmlElement

from services.extract.dom import HEADING_TAGS
from services.extract.item_spaces import space_items
from services.extract.light_tree import LightConverter, is_block, light_tree, node_text, release
from services.extract.math import DISPLAY_ATTR, TEX_ATTR
from services.extract.xpaths import carrying

_LANG_CLASS = re.compile(
    r"(?:^|\s)(?:language|lang|highlight-source|highlight|brush|sourceCode)[-_: ]+"
    r"([A-Za-z0-9_+#.-]+)",
)
_NOT_LANGUAGES = frozenset({"none", "plain", "plaintext", "text", "txt", "nohighlight", "source"})
_BLOCK_IN_CELL = ("p", "div", "ul", "ol", "table", *HEADING_TAGS,
                  "blockquote", "pre", "dl", "section", "article")
_HEADING_CELL_TAGS = frozenset(HEADING_TAGS)
# The blocks that may fill a data cell alone: a value or a column's name (``_fills_cell``).
_ONE_BLOCK_CELL_TAGS = _HEADING_CELL_TAGS | {"p"}
_MIN_KEY_VALUE_ROWS = 3
_FILE_NAME = re.compile(r"\.(?:jpe?g|png|gif|webp|svg|avif)\b|^[\w-]+$", re.I)
_IMAGE_ADDRESS = re.compile(r"\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?)$", re.I)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LONE_BREAK = re.compile(r"^[ \t]*\\$", re.M)
_MANY_NEWLINES = re.compile(r"\n[ \t]*(?:\n[ \t]*){2,}")
_TRAILING_SPACE = re.compile(r"[ \t]+\n")
_FORMULAS = carrying(TEX_ATTR, scope="descendant::*")


def is_descriptive_alt(alt: str) -> bool:
    """Alt text that tells a reader something: not empty, a file name or one label word."""
    if not alt or _FILE_NAME.search(alt):
        return False
    if _CJK.search(alt):
        return len(alt) >= 4
    return len(alt.split()) >= 3


def _class_language(classes: Any) -> str:
    if isinstance(classes, list):
        classes = " ".join(classes)
    if not classes:
        return ""
    for match in _LANG_CLASS.finditer(str(classes)):
        lang = match.group(1).lower().strip(".-")
        if lang and lang not in _NOT_LANGUAGES:
            return lang
    return ""


def code_language(el: Any) -> str:
    """The language a ``<pre>`` block declares on its ``<code>``, itself or two ancestors.

    (Jekyll/Rouge put ``language-x`` two levels up, GitHub ``highlight-source-x`` one.)
    """
    nodes = [el]
    code = el.find("code")
    if code is not None:
        nodes.insert(0, code)
    parent = el.parent
    for _ in range(2):
        if parent is None or parent.name == "[document]":
            break
        nodes.append(parent)
        parent = parent.parent
    for node in nodes:
        lang = node.get("data-lang") or node.get("data-language") or ""
        if isinstance(lang, str) and lang.strip():
            return lang.strip().lower()
        found = _class_language(node.get("class"))
        if found:
            return found
    return ""


def _to_picture(link: Any) -> bool:
    """Whether a link leads to a picture (its full-size view) rather than to a page."""
    address = str(link.get("href") or "").split("#")[0].split("?")[0]
    return _IMAGE_ADDRESS.search(address) is not None


def _content_figure(img: Any) -> bool:
    """Whether a picture is a figure of the running text whose alt text nothing else says.

    It is not when it stands in a link to a page (a teaser, a card, a logo: the link's own
    words, or the page it leads to, name it; a link to the picture's full-size view is
    part of the figure), when its figure has a caption (the caption is kept
    and says what the picture shows), or when the nearest block around it is no paragraph
    or figure (a picture set in a bare division, list item or cell is a card, a badge or
    decoration, beside the text rather than in it). On the wide sets' development halves
    the kept alt texts were in the truth's text 41 times in 840, most of them repeating
    words the page says anyway.
    """
    node = img.parent
    block = None
    while node is not None:
        if node.name == "a" and node.get("href") and not _to_picture(node):
            return False
        if block is None and (node.name == "figure" or is_block(node.name)):
            block = node
        node = node.parent
    if block is None or block.name not in ("p", "figure"):
        return False
    caption = img.find_parent("figure")
    caption = caption.find("figcaption") if caption is not None else None
    return caption is None or not node_text(caption).strip()


class _Converter(LightConverter):
    """markdownify with Footnote's choices for images and code."""

    def convert_a(self, el: Any, text: str, parent_tags: set[str]) -> str:
        outer = el.find_parent("a") if "a" in parent_tags else None
        while outer is not None and not outer.get("href"):
            outer = outer.find_parent("a")
        if outer is not None:  # a link inside a link is part of it (as browsers show it)
            return text
        if _to_picture(el):
            return text  # a link to a picture (a full-size view): its words, not its address
        return str(super().convert_a(el, text, parent_tags))  # type: ignore[misc]

    def convert_img(self, el: Any, text: str, parent_tags: set[str]) -> str:
        alt = " ".join(str(el.attrs.get("alt") or "").split())
        # The reader (a language model) cannot see the picture: its address
        # tells it nothing and costs tokens; a descriptive alt text is kept as text
        # only where it stands for a figure of the running text (a lazy picture, its
        # address in a data- attribute, is left out: on listings its alt text repeats the
        # item's title, and on shops it is a list of machine-made tags).
        if not el.attrs.get("src") or not is_descriptive_alt(alt) or not _content_figure(el):
            return ""
        figure = el.find_parent("figure")
        return f"\n\n{alt}\n\n" if figure is not None and "_inline" not in parent_tags else alt

    def convert_video(self, el: Any, text: str, parent_tags: set[str]) -> str:
        # Its poster is a picture and its source a file, neither of which the reader can
        # see or play: only the words it holds for readers without video are kept.
        return text

    def convert_span(self, el: Any, text: str, parent_tags: set[str]) -> str:
        tex = el.get(TEX_ATTR)
        return f"${tex}$" if isinstance(tex, str) else text

    def convert_div(self, el: Any, text: str, parent_tags: set[str]) -> str:
        tex = el.get(TEX_ATTR)
        if isinstance(tex, str):
            # (Display math inside a table cell or heading stays on its line.)
            return f" $${tex}$$ " if "_inline" in parent_tags else f"\n\n$${tex}$$\n\n"
        return str(super().convert_div(el, text, parent_tags))  # type: ignore[misc]

    def convert_figcaption(self, el: Any, text: str, parent_tags: set[str]) -> str:
        text = text.strip()
        return f"\n\n{text}\n\n" if text else ""


_CONVERTER_OPTIONS: dict[str, Any] = {
    "heading_style": "atx",
    "bullets": "-",
    "code_language_callback": code_language,
    "table_infer_header": True,
    "escape_misc": False,
    "newline_style": "backslash",
}


def _is_layout_table(table: HtmlElement) -> bool:
    """True when a table arranges blocks rather than holding data."""
    if table.find(".//table") is not None:
        return True
    rows = table.findall(".//tr")
    if not rows:
        return True
    columns = max(len(row.findall("td")) + len(row.findall("th")) for row in rows)
    if columns < 2 and len(rows) < 2:
        return True
    if not _is_key_value(rows) and any(
            _in_cell(block, table) and not _fills_cell(block)
            for block in table.iter(*_BLOCK_IN_CELL) if block is not table):
        return True
    # Source indentation is no text.
    return any(len(" ".join(cell.text_content().split())) > 400
               for cell in table.iter("td", "th"))


def _sole_block(cell: HtmlElement | None) -> HtmlElement | None:
    """The one element a ``<td>`` or ``<th>`` holds when it holds nothing else."""
    if cell is None or cell.tag not in ("td", "th") or (cell.text or "").strip():
        return None
    children = [child for child in cell if isinstance(child.tag, str)]
    if len(children) != 1 or (children[0].tail or "").strip():
        return None
    return children[0]


def is_heading_cell(cell: HtmlElement | None) -> bool:
    """Whether ``cell`` is a header cell written as a heading: a ``<td>`` or ``<th>``
    holding one heading and nothing else (a column's name, a group's label in a
    row of its own)."""
    block = _sole_block(cell)
    return block is not None and block.tag in _HEADING_CELL_TAGS


def _fills_cell(block: HtmlElement) -> bool:
    """Whether ``block`` is a heading or paragraph that is all its cell holds: a
    value or a column's name written as a block, which lays out nothing."""
    return block.tag in _ONE_BLOCK_CELL_TAGS and _sole_block(block.getparent()) is block


def _in_cell(element: HtmlElement, table: HtmlElement) -> bool:
    """Whether ``element`` stands inside a cell of ``table`` (one walk up, not one
    search per cell and block name: a long table has tens of thousands of cells)."""
    parent = element.getparent()
    while parent is not None and parent is not table:
        if parent.tag in ("td", "th"):
            return True
        parent = parent.getparent()
    return False


def _is_key_value(rows: list[HtmlElement]) -> bool:
    """Rows that mostly pair a header cell with one value (an infobox, a spec sheet).

    Such a table holds data even when its values are lists or paragraphs:
    each is flattened into its cell.
    """
    pairs = 0
    for row in rows:
        cells = [c for c in row if c.tag in ("th", "td")]
        if len(cells) == 2 and cells[0].tag == "th" and cells[1].tag == "td":
            pairs += 1
    return pairs >= _MIN_KEY_VALUE_ROWS and 2 * pairs >= len(rows)


def is_data_table(table: HtmlElement) -> bool:
    """True when a table holds rows of data (rendered as a GFM table)."""
    return not _is_layout_table(table)


def _unwrap_layout_tables(root: HtmlElement) -> None:
    for table in reversed(list(root.iter("table"))):
        if not _is_layout_table(table):
            _inline_cells(table)
            continue
        for elem in table.iter():
            if elem.tag in ("table", "tbody", "thead", "tfoot", "tr", "td", "th", "caption"):
                elem.tag = "div"
                for attr in ("colspan", "rowspan"):
                    elem.attrib.pop(attr, None)


def _inline_cells(table: HtmlElement) -> None:
    """Flatten lists and paragraphs inside a data table's cells (a table cell is one line)."""
    for cell in table.iter("td", "th"):
        blocks = [e for e in cell.iterdescendants() if e.tag in _BLOCK_IN_CELL or e.tag == "li"]
        for elem in blocks:
            if elem.tag in ("li", "p", "div", "dd", "dt") and elem.getnext() is not None:
                elem.tail = "; " + (elem.tail or "")
            elem.tag = "span"


def _restore_formulas(root: HtmlElement) -> None:
    # readability renames text-only <div>s to <p>; a formula must reach the converter
    # as the span or div that carries its TeX.
    for node in root.xpath(_FORMULAS):
        node.tag = "div" if node.get(DISPLAY_ATTR) is not None else "span"


def to_markdown(root: HtmlElement) -> str:
    """Render ``root`` (modified in place) as Markdown."""
    _unwrap_layout_tables(root)
    _restore_formulas(root)
    space_items(root)
    tree = light_tree(root)
    text = _Converter(**_CONVERTER_OPTIONS).convert_soup(tree)
    release(tree)
    text = _TRAILING_SPACE.sub("\n", text)
    text = _LONE_BREAK.sub("", text)
    text = _MANY_NEWLINES.sub("\n\n", text)
    return str(text).strip()
