"""Links made absolute: a page's addresses resolved against its base, in-page links dropped.

The chosen block leaves the page it came from: its relative ``href`` and
``src`` only mean something joined to the page's address (or its
``<base href>``), and a link into the page itself points at text the reader
already has.
"""

from __future__ import annotations

from urllib.parse import urljoin

from lxml.html import HtmlElement


def base_url(doc: HtmlElement, url: str) -> str:
    """The URL relative links resolve against: ``<base href>`` joined to the page URL."""
    base = doc.find(".//base[@href]")
    if base is not None:
        href = (base.get("href") or "").strip()
        if href:
            try:
                return str(urljoin(url, href))
            except ValueError:
                return url
    return url


def _bracket_marker(link: HtmlElement) -> None:
    """Write a superscript footnote marker as ``[n]``, so it does not run into the word before."""
    parent = link.getparent()
    text = " ".join(link.text_content().split())
    if parent is None or parent.tag != "sup" or not text or text.startswith("["):
        return
    for child in list(link):
        link.remove(child)
    link.text = f"[{text}]"


def absolutize(root: HtmlElement, base: str) -> None:
    """Make ``href`` and ``src`` absolute; drop ``javascript:`` and in-page links.

    A link to a fragment of the same page (a footnote marker, a back-link, a
    table of contents) points into the text the reader already has: its
    words stay, its address would only cost tokens.
    """
    for elem in root.iter("a", "img"):
        attr = "href" if elem.tag == "a" else "src"
        value = (elem.get(attr) or "").strip()
        if not value:
            continue
        if value[:11].lower() == "javascript:" or (value.startswith("#") and elem.tag == "a"):
            del elem.attrib[attr]
            if value.startswith("#"):
                _bracket_marker(elem)
            continue
        if not base:
            continue
        try:
            elem.set(attr, urljoin(base, value))
        except ValueError:
            del elem.attrib[attr]
