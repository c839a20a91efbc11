"""markdownify over a light tree made straight from an lxml block, with a faster walk.

markdownify walks a BeautifulSoup tree. Serialising the chosen block and
parsing it again with BeautifulSoup cost a third of a page's extraction; the
nodes made here carry only what markdownify reads (name, attributes, parent,
children, siblings) and answer its few searches by walking the tree.

``LightConverter`` is markdownify's converter with its walk (``process_tag``,
``process_text``) written for these trees: the same decisions in the same
order, with what markdownify recomputes at every node (whether a tag name is a
block, whether a ``<pre>`` is above, how a child string splits into newlines
and content) looked up or done without a regular expression. Its output is
markdownify's, character for character (``tests/extract/test_light_tree.py``
compares the two walks).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import lxml.etree
from bs4.element import Comment, NavigableString, Tag
from lxml.html import HtmlElement
from markdownify import MarkdownConverter

_URL_UNSAFE = re.compile(r"[^\x21-\x7e]")
# markdownify's own rules (its module's patterns and lists, which its stubs do not declare):
# runs of white space in text, the names of block tags, those whose text is left as it is.
_NEWLINE_SPACE = re.compile(r"[\t \r\n]*[\r\n][\t \r\n]*")
_SPACE = re.compile(r"[\t ]+")
_HEADING = re.compile(r"h(\d+)")  # (a match at the start of the name)
_BLOCKS = frozenset({"p", "blockquote", "article", "div", "section", "ol", "ul", "li", "dl", "dt",
                     "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th"})
_NO_FORMAT = frozenset({"pre", "code", "kbd", "samp"})


class Node(Tag):
    """An element for markdownify, made straight from an lxml element.

    ``Tag.__init__`` is skipped: it serves a parser.
    """

    previous_sibling: Any = None
    next_sibling: Any = None
    hidden = False

    def __init__(self, name: str, elem: Any, parent: Node | None) -> None:
        self.name = name
        self._elem = elem
        self._attrs: dict[str, Any] | None = None if elem is not None else {}
        self.parent = parent
        self.contents: list[Any] = []

    @property
    def attrs(self) -> dict[str, Any]:
        """The element's attributes, read from it on first use (few nodes are asked)."""
        if self._attrs is None:
            self._attrs = _attributes(self._elem)
        return self._attrs

    @attrs.setter
    def attrs(self, value: dict[str, Any]) -> None:
        self._attrs = value

    def get(self, key: str, default: Any = None) -> Any:
        if self._attrs is None and key not in ("href", "src"):
            return self._elem.get(key, default)  # (no need to copy them all)
        return self.attrs.get(key, default)

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
            if isinstance(child, Node):
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
        return list(self._previous_elements(name, limit))

    def find_previous_sibling(self, name: Any = None, attrs: Any = None, string: Any = None,
                              **kwargs: Any) -> Any:
        # The nearest only: markdownify asks it of every table row, and a walk
        # past all earlier rows would make a long table quadratic.
        return next(self._previous_elements(name, None), None)

    def _previous_elements(self, name: Any, limit: Any) -> Iterator[Node]:
        node, count = self.previous_sibling, 0
        while node is not None and (limit is None or count < limit):
            if isinstance(node, Node) and (name is None or node.name == name):
                count += 1
                yield node
            node = node.previous_sibling


def node_text(node: Any) -> str:
    """The text under a node of the light tree."""
    return "".join(str(child) if isinstance(child, NavigableString) else node_text(child)
                   for child in getattr(node, "contents", ()) if not isinstance(child, Comment))


class Text(NavigableString):
    """A text node of the light tree: a string with its place in the tree.

    bs4's constructor links a string into a parse (``setup``); here the tree
    links it (``_build``).
    """

    previous_sibling: Any = None
    next_sibling: Any = None
    hidden = False

    def __new__(cls, value: str) -> Text:
        return str.__new__(cls, value)


def _escape_url(match: re.Match[str]) -> str:
    return quote(match.group(), safe="")


def _attributes(elem: HtmlElement | None) -> dict[str, Any]:
    """The element's attributes; in a link or image address, spaces and non-ASCII escaped.

    (An unescaped space ends a Markdown link's address; HTML serialisation
    escaped these, and the Markdown used to be written from serialised HTML.)
    """
    attrs = {} if elem is None else dict(elem.attrib)
    for key in ("href", "src"):
        value = attrs.get(key)
        if value is not None:
            attrs[key] = _URL_UNSAFE.sub(_escape_url, value)
    return attrs


def _build(elem: HtmlElement, tag: str, parent: Node) -> Node:
    # (Each lxml property read makes a new Python object: each is read once.)
    node = Node(tag, elem, parent)
    kids = node.contents
    text = elem.text
    if text:
        kids.append(Text(text))
    for child in elem:
        child_tag = child.tag
        if isinstance(child_tag, str):
            kids.append(_build(child, child_tag, node))
        elif child_tag is lxml.etree.Comment:
            kids.append(Comment(child.text or ""))
        tail = child.tail
        if tail:
            if kids and type(kids[-1]) is Text:  # text after a dropped node continues the string
                kids[-1] = Text(kids[-1] + tail)
            else:
                kids.append(Text(tail))
    previous = None
    for kid in kids:
        kid.parent = node
        if previous is not None:
            previous.next_sibling = kid
            kid.previous_sibling = previous
        previous = kid
    return node


def light_tree(root: HtmlElement) -> Node:
    """``root`` as markdownify's tree, under a document node (as BeautifulSoup gives it)."""
    document = Node("[document]", None, None)
    document.contents.append(_build(root, root.tag, document))
    return document


def release(document: Node) -> None:
    """Unlink the nodes of a light tree once it is written, so they are freed at once.

    Each node points to its parent and siblings and they to it: left linked,
    the tree waits for Python's cycle collector, and its nodes swell the
    collections that run in the meantime.
    """
    stack = [document]
    while stack:
        node = stack.pop()
        for kid in node.contents:
            if type(kid) is Node:
                stack.append(kid)
            kid.parent = kid.previous_sibling = kid.next_sibling = None
        node.contents = []


def is_block(name: str) -> bool:
    """markdownify's ``should_remove_whitespace_inside`` for a tag of this name."""
    return name in _BLOCKS or _HEADING.match(name) is not None


# For each tag name met so far: whether it is a block, and the names it adds
# to its children's ``parent_tags`` (itself, and markdownify's "_inline" for
# headings and cells, "_noformat" for code).
_NAME_KINDS: dict[str, tuple[bool, frozenset[str]]] = {}


def _name_kind(name: str) -> tuple[bool, frozenset[str]]:
    kind = _NAME_KINDS.get(name)
    if kind is None:
        marks = {name}
        if _HEADING.match(name) is not None or name in ("td", "th"):
            marks.add("_inline")
        if name in _NO_FORMAT:
            marks.add("_noformat")
        kind = _NAME_KINDS[name] = (is_block(name), frozenset(marks))
    return kind


def _split_newlines(text: str) -> tuple[str, str, str]:
    """markdownify's ``re_extract_newlines`` split: leading newlines, content, trailing ones."""
    content = text.lstrip("\n")
    leading = text[:len(text) - len(content)]
    body = content.rstrip("\n")
    return leading, body, content[len(body):]


class LightConverter(MarkdownConverter):
    """markdownify's converter, walking a light tree (see the module docstring).

    Lines are not wrapped (markdownify's ``wrap`` option is refused).
    """

    options: dict[str, Any]

    def __init__(self, **options: Any) -> None:
        if options.get("wrap"):
            raise ValueError("LightConverter does not wrap lines: leave the wrap option off")
        super().__init__(**options)

    def _outside(self, el: Any) -> bool:
        """markdownify's ``should_remove_whitespace_outside`` (only tags are blocks)."""
        if not isinstance(el, Tag):
            return False
        return el.name == "pre" or is_block(el.name)

    def _ignored(self, el: Any, remove_inside: bool) -> bool:
        """markdownify's ``_can_ignore``: comments, and blank text beside a block's edges."""
        if isinstance(el, Tag):
            return False
        if isinstance(el, Comment) or not isinstance(el, NavigableString):
            return True
        if el.strip() != "":
            return False
        if remove_inside and (not el.previous_sibling or not el.next_sibling):
            return True
        return self._outside(el.previous_sibling) or self._outside(el.next_sibling)

    def process_tag(self, node: Any, parent_tags: Any = None) -> Any:
        if parent_tags is None:
            parent_tags = set()
        name = node.name
        if not node.contents:  # (an image, a break: nothing inside to write)
            convert = self.get_conv_fn_cached(name)  # type: ignore[attr-defined]
            return "" if convert is None else convert(node, "", parent_tags=parent_tags)
        remove_inside, marks = _name_kind(name)
        children = [el for el in node.contents
                    if type(el) is Node or not self._ignored(el, remove_inside)]
        inner = parent_tags | marks
        strings = []
        for el in children:
            text = (self.process_text(el, inner) if isinstance(el, NavigableString)
                    else self.process_tag(el, inner))
            if text:
                strings.append(text)
        # (Every ancestor's name is in ``parent_tags``: markdownify's ``find_parent('pre')``.)
        if name != "pre" and "pre" not in parent_tags:
            collapsed = [""]
            for text in strings:
                if text[0] != "\n" and text[-1] != "\n":  # (most are: nothing to split)
                    collapsed += ("", text, "")
                    continue
                leading, content, trailing = _split_newlines(text)
                if collapsed[-1] and leading:
                    before = collapsed.pop()
                    leading = "\n" * min(2, max(len(before), len(leading)))
                collapsed += (leading, content, trailing)
            strings = collapsed
        text = "".join(strings)
        convert = self.get_conv_fn_cached(name)  # type: ignore[attr-defined]
        if convert is not None:
            text = convert(node, text, parent_tags=parent_tags)
        return text

    def process_text(self, el: Any, parent_tags: Any = None) -> Any:
        if parent_tags is None:
            parent_tags = set()
        text = str(el) or ""
        if "pre" not in parent_tags:
            if "\n" in text or "\r" in text:
                text = _NEWLINE_SPACE.sub("\n", text)
            if "\t" in text or "  " in text:
                text = _SPACE.sub(" ", text)
        if "_noformat" not in parent_tags:
            text = self.escape(text, parent_tags)  # type: ignore[attr-defined]
        previous = el.previous_sibling
        following = el.next_sibling
        parent_block = is_block(el.parent.name) if isinstance(el.parent, Tag) else False
        if self._outside(previous) or (parent_block and not previous):
            text = text.lstrip(" \t\r\n")
        if self._outside(following) or (parent_block and not following):
            text = text.rstrip()
        return text
