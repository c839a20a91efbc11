"""Write an extracted lxml subtree as Markdown with markdownify.

Before conversion the subtree is normalised in lxml (cheap): layout tables
become plain blocks (only data tables become GFM tables). An image becomes
its alt text when that describes it, and nothing otherwise (none, a file
name, one label word): the address of a picture the reader cannot see is
noise.
markdownify then renders ATX headings, lists, links, emphasis, fenced code
blocks that keep the page's language, and GFM tables; it is given the lxml
block as a light tree of its own node type (no HTML serialisation and second
parse with BeautifulSoup).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import lxml.etree
from bs4.element import Comment, NavigableString, Tag
from lxml.html import HtmlElement
from markdownify import MarkdownConverter

from services.extract.math import DISPLAY_ATTR, TEX_ATTR

_LANG_CLASS = re.compile(
    r"(?:^|\s)(?:language|lang|highlight-source|highlight|brush|sourceCode)[-_: ]+"
    r"([A-Za-z0-9_+#.-]+)",
)
_NOT_LANGUAGES = frozenset({"none", "plain", "plaintext", "text", "txt", "nohighlight", "source"})
_BLOCK_IN_CELL = ("p", "div", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6",
                  "blockquote", "pre", "dl", "section", "article")
_MIN_KEY_VALUE_ROWS = 3
_FILE_NAME = re.compile(r"\.(?:jpe?g|png|gif|webp|svg|avif)\b|^[\w-]+$", re.I)
_IMAGE_ADDRESS = re.compile(r"\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?)$", re.I)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LONE_BREAK = re.compile(r"^[ \t]*\\$", re.M)
_MANY_NEWLINES = re.compile(r"\n[ \t]*(?:\n[ \t]*){2,}")
_TRAILING_SPACE = re.compile(r"[ \t]+\n")
_URL_UNSAFE = re.compile(r"[^\x21-\x7e]")


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _node_text(node: Any) -> str:
    """The text under a node of the light tree."""
    return "".join(str(child) if isinstance(child, NavigableString) else _node_text(child)
                   for child in getattr(node, "contents", ()) if not isinstance(child, Comment))


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


class _Node(Tag):
    """An element for markdownify, made straight from an lxml element.

    markdownify walks a BeautifulSoup tree. Serialising the chosen block and
    parsing it again with BeautifulSoup cost a third of a page's extraction;
    these nodes carry only what markdownify reads (name, attributes, parent,
    children, siblings) and answer its few searches by walking the tree.
    ``Tag.__init__`` is skipped: it serves a parser.
    """

    def __init__(self, name: str, attrs: dict[str, Any], parent: _Node | None) -> None:
        self.name = name
        self.attrs = attrs
        self.parent = parent
        self.contents: list[Any] = []
        self.previous_sibling: Any = None
        self.next_sibling: Any = None
        self.hidden = False

    def __getattr__(self, name: str) -> Any:  # Tag's would search the subtree by tag name
        raise AttributeError(name)

    def find_parent(self, name: Any = None, attrs: Any = None, **kwargs: Any) -> Any:
        parent = self.parent
        while parent is not None:
            if parent.name == name:
                return parent
            parent = parent.parent
        return None

    def _descendants(self) -> Any:
        for child in self.contents:
            if isinstance(child, _Node):
                yield child
                yield from child._descendants()

    def find(self, name: Any = None, attrs: Any = None, recursive: bool = True,
             string: Any = None, **kwargs: Any) -> Any:
        return next(iter(self.find_all(name, attrs)), None)

    def find_all(  # type: ignore[override]
        self, name: Any = None, attrs: Any = None, recursive: bool = True,
        string: Any = None, limit: Any = None, _stacklevel: int = 2, **kwargs: Any,
    ) -> Any:
        names = {name} if isinstance(name, str) else set(name or ())
        return [node for node in self._descendants()
                if (not names or node.name in names)
                and all(node.attrs.get(key) for key in attrs or ())]

    def find_previous_siblings(  # type: ignore[override]
        self, name: Any = None, attrs: Any = None, string: Any = None,
        limit: Any = None, _stacklevel: int = 2, **kwargs: Any,
    ) -> Any:
        found = []
        node = self.previous_sibling
        while node is not None:
            if isinstance(node, _Node) and (name is None or node.name == name):
                found.append(node)
            node = node.previous_sibling
        return found

    def find_previous_sibling(self, name: Any = None, attrs: Any = None, string: Any = None,
                              **kwargs: Any) -> Any:
        return next(iter(self.find_previous_siblings(name)), None)


def _add(parent: _Node, child: Any) -> None:
    child.parent = parent
    if parent.contents:
        last = parent.contents[-1]
        last.next_sibling = child
        child.previous_sibling = last
    parent.contents.append(child)


def _add_text(parent: _Node, text: str | None) -> None:
    if not text:
        return
    last = parent.contents[-1] if parent.contents else None
    if type(last) is NavigableString:  # text after a dropped node continues the string
        merged = NavigableString(last + text)
        merged.parent = parent
        merged.previous_sibling = last.previous_sibling
        if last.previous_sibling is not None:
            last.previous_sibling.next_sibling = merged
        parent.contents[-1] = merged
        return
    _add(parent, NavigableString(text))


def _escape_url(match: re.Match[str]) -> str:
    return quote(match.group(), safe="")


def _attributes(elem: HtmlElement) -> dict[str, Any]:
    """The element's attributes; in a link or image address, spaces and non-ASCII escaped.

    (An unescaped space ends a Markdown link's address; HTML serialisation
    escaped these, and the Markdown used to be written from serialised HTML.)
    """
    attrs = dict(elem.attrib)
    for key in ("href", "src"):
        value = attrs.get(key)
        if value is not None:
            attrs[key] = _URL_UNSAFE.sub(_escape_url, value)
    return attrs


def _build(elem: HtmlElement, parent: _Node) -> None:
    node = _Node(elem.tag, _attributes(elem), parent)
    _add(parent, node)
    _add_text(node, elem.text)
    for child in elem:
        if isinstance(child.tag, str):
            _build(child, node)
        elif child.tag is lxml.etree.Comment:
            _add(node, Comment(child.text or ""))
        _add_text(node, child.tail)


def _light_tree(root: HtmlElement) -> _Node:
    """``root`` as markdownify's tree, under a document node (as BeautifulSoup gives it)."""
    document = _Node("[document]", {}, None)
    _build(root, document)
    return document


class _Converter(MarkdownConverter):
    """markdownify with Footnote's choices for images and code."""

    def convert_a(self, el: Any, text: str, parent_tags: set[str]) -> str:
        outer = el.find_parent("a") if "a" in parent_tags else None
        while outer is not None and not outer.get("href"):
            outer = outer.find_parent("a")
        if outer is not None:  # a link inside a link is part of it (as browsers show it)
            return text
        if _IMAGE_ADDRESS.search(str(el.attrs.get("href") or "").split("#")[0].split("?")[0]):
            return text  # a link to a picture (a full-size view): its words, not its address
        return str(super().convert_a(el, text, parent_tags))  # type: ignore[misc]

    def convert_img(self, el: Any, text: str, parent_tags: set[str]) -> str:
        alt = " ".join(str(el.attrs.get("alt") or "").split())
        # The reader (a language model) cannot see the picture: its address
        # tells it nothing and costs tokens; a descriptive alt text is kept as text,
        # unless the figure's caption already says it. (A lazy picture, its address in a
        # data- attribute, is left out: on listings its alt text repeats the item's title,
        # and on shops it is a list of machine-made tags.)
        if not el.attrs.get("src") or not is_descriptive_alt(alt):
            return ""
        figure = el.find_parent("figure")
        caption = figure.find("figcaption") if figure is not None else None
        if caption is not None and _folded(alt) in _folded(_node_text(caption)):
            return ""
        return f"\n\n{alt}\n\n" if figure is not None and "_inline" not in parent_tags else alt

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
    key_value = _is_key_value(rows)
    for cell in table.iter("td", "th"):
        if not key_value and any(cell.find(f".//{tag}") is not None for tag in _BLOCK_IN_CELL):
            return True
        if len(" ".join(cell.text_content().split())) > 400:  # source indentation is no text
            return True
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
    for node in root.xpath(f".//*[@{TEX_ATTR}]"):
        node.tag = "div" if node.get(DISPLAY_ATTR) is not None else "span"


def to_markdown(root: HtmlElement) -> str:
    """Render ``root`` (modified in place) as Markdown."""
    _unwrap_layout_tables(root)
    _restore_formulas(root)
    text = _Converter(**_CONVERTER_OPTIONS).convert_soup(_light_tree(root))
    text = _TRAILING_SPACE.sub("\n", text)
    text = _LONE_BREAK.sub("", text)
    text = _MANY_NEWLINES.sub("\n\n", text)
    return str(text).strip()
