"""A page that declares a product but lists many: a shop's category page.

Shops often give every page the ``og:type`` of a product, their category
pages too. Read as a product page, a listing loses its items: product cleaning
takes card lists for "other products" beside the one presented. What the page
shows settles it, on any site and in any language: a run of many alike
siblings (one parent, tag and class, numbered words aside), nearly each with a link of its own and a
price (a currency sign beside a figure), is a listing. A product page's
"customers also bought" row holds a few such cards, not a dozen.

Asked only of a page declared by ``og:type`` alone (``metadata``): a product
record (JSON-LD or microdata) describes a product the page presents, and
there a category page's cards are read as a product page's, as before
(measured: such a page's truth on the shared sets is its prose, not its cards).
"""

from __future__ import annotations

import re
import unicodedata

import lxml.etree
from lxml.html import HtmlElement

from services.extract.alike import template_kind

# A listing shows at least this many priced cards in one run (a row of related
# products beside one product shows fewer: 6 to 8 on the shared sets' product pages)
MIN_CARDS = 12
# and nearly all of the run's siblings are cards, each linking to a page of its own.
CARD_SHARE = 0.8
_FIGURE = re.compile(r"\d")


def _priced(text: str) -> bool:
    """Whether ``text`` shows a price: a currency sign (any script's) and a figure."""
    return bool(_FIGURE.search(text)) and any(unicodedata.category(c) == "Sc" for c in text)


def _card_link(elem: HtmlElement) -> str | None:
    """The first link of ``elem`` when ``elem`` shows a price, else None."""
    href: str | None = next((a.get("href") for a in elem.iter("a") if a.get("href")), None)
    if href is None or not _priced(elem.text_content()):
        return None
    return href


def lists_priced_items(doc: HtmlElement) -> bool:
    """Whether ``doc`` holds a run of at least ``MIN_CARDS`` alike priced cards (see the module)."""
    for parent in doc.iter(lxml.etree.Element):
        if len(parent) < MIN_CARDS:
            continue
        runs: dict[tuple[str, str], list[HtmlElement]] = {}
        for child in parent:
            if isinstance(child.tag, str):
                runs.setdefault(template_kind(child), []).append(child)
        for run in runs.values():
            if len(run) < MIN_CARDS:
                continue
            links = [link for link in map(_card_link, run) if link is not None]
            if (len(links) >= max(MIN_CARDS, CARD_SHARE * len(run))
                    and len(set(links)) >= CARD_SHARE * len(links)):
                return True
    return False
