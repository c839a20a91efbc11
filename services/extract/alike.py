"""Which elements of one parent are alike: one template's posts, cards or rows."""

from __future__ import annotations

from lxml.html import HtmlElement


def alike_kind(elem: HtmlElement) -> tuple[str, str]:
    """Tag and first class: a post, card or panel marked by its state as well ("post
    first", "card odd", "panel showing") is one kind with its siblings."""
    return str(elem.tag), "".join((elem.get("class") or "").split()[:1])
