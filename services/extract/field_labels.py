"""The labels of a page's fields to choose or type in, to drop with the fields.

A listing shows its sort order and page size as drop-downs ("Sort by:",
"Items per page"), a shop a quantity box; ``dom.strip_invisible`` drops the
fields as widgets, and their labels, left alone, are stray words above the
content. A checkbox's or radio button's label is its value and stays (filter
panels of them are found apart: ``filter_panels``). Structure only: no class
names, no words.
"""

from __future__ import annotations

import lxml.etree
from lxml.html import HtmlElement

# A label names a field in a few words (as a button's label does in ``dom``).
_MAX_LABEL_CHARS = 120
_FIELD = ("self::select or self::textarea or self::input[not(@type) or @type='text'"
          " or @type='search' or @type='number' or @type='email' or @type='tel'"
          " or @type='date' or @type='range']")
_FIELD_INPUTS = frozenset({"text", "search", "number", "email", "tel", "date", "range"})
_LABELS_BESIDE_FIELDS = lxml.etree.XPath(
    f"//label[descendant::*[{_FIELD}] or following-sibling::*[not(self::label)][1][{_FIELD}]]")


def field_labels(doc: HtmlElement) -> list[HtmlElement]:
    """The labels of the fields of ``doc`` to choose or type in (see ``_FIELD``).

    A label is a field's when it holds the field, stands just before it, or names
    it by ``for`` (the field's id, or its name where the page wrote that instead).
    """
    fields = [e for e in doc.iter("select", "textarea", "input")
              if e.tag != "input" or (e.get("type") or "text").lower() in _FIELD_INPUTS]
    if not fields:
        return []
    labels = list(doc.iter("label"))
    if not labels:
        return []
    named = {key for field in fields for key in (field.get("id"), field.get("name")) if key}
    beside = set(_LABELS_BESIDE_FIELDS(doc))
    return [label for label in labels
            if (label in beside or label.get("for") in named)
            and len(" ".join(label.text_content().split())) <= _MAX_LABEL_CHARS]
