"""The labels of a page's fields to choose or type in, to drop with the fields.

A listing shows its sort order and page size as drop-downs ("Sort by:",
"Items per page"), a shop a quantity box; ``dom.strip_invisible`` drops the
fields as widgets, and their labels, left alone, are stray words above the
content. A checkbox's or radio button's label is its value and stays (filter
panels of them are found apart: ``filter_panels``). Structure only: no class
names, no words.
"""

from __future__ import annotations

from lxml.html import HtmlElement

# A label names a field in a few words (as a button's label does in ``dom``).
_MAX_LABEL_CHARS = 120
_FIELD_TAGS = ("select", "textarea", "input")
_FIELD_INPUTS = frozenset({"text", "search", "number", "email", "tel", "date", "range"})


def _is_field(elem: HtmlElement) -> bool:
    return elem.tag in _FIELD_TAGS and (
        elem.tag != "input" or (elem.get("type") or "text").lower() in _FIELD_INPUTS)


def _labels_a_field(label: HtmlElement, named: set[str]) -> bool:
    if label.get("for") in named or any(map(_is_field, label.iter(*_FIELD_TAGS))):
        return True
    follower = label.getnext()
    while follower is not None and (not isinstance(follower.tag, str) or follower.tag == "label"):
        follower = follower.getnext()
    return follower is not None and _is_field(follower)


def field_labels(doc: HtmlElement) -> list[HtmlElement]:
    """The labels of the fields of ``doc`` to choose or type in (see ``_FIELD_INPUTS``).

    A label is a field's when it holds the field, stands just before it, or names
    it by ``for`` (the field's id, or its name where the page wrote that instead).
    """
    fields = [e for e in doc.iter(*_FIELD_TAGS) if _is_field(e)]
    if not fields:
        return []
    named = {key for field in fields for key in (field.get("id"), field.get("name")) if key}
    return [label for label in doc.iter("label")
            if _labels_a_field(label, named)
            and len(" ".join(label.text_content().split())) <= _MAX_LABEL_CHARS]
