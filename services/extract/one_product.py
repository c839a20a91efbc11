"""Whether a page that declares a product presents one: the declaration weighed.

Firms declare a JSON-LD ``Product`` where the page presents none: a service
page declares the firm, or one of its offerings, as a rated product to earn
review stars in search results. Product cleaning then strips what the page is
about. Such a record is told apart by what it says, not by the page's words:

- a product record that names the page (its ``<h1>`` or its title) is the
  page's own product, whatever else the page shows;
- a record that names something else and sells nothing (no offer, variant or
  article number) is a rating badge, not the page's product.

A page that declares a product by ``og:type`` or microdata alone stays a product page.
"""

from __future__ import annotations

from typing import Any

# What a record that sells something declares.
_SELLING_KEYS = ("offers", "hasVariant", "sku", "gtin", "gtin8", "gtin12", "gtin13", "gtin14",
                 "mpn", "productID")


def _squeezed(text: object) -> str:
    return "".join(str(text).split()).lower()


def _names_page(record: dict[str, Any], said: list[str]) -> bool:
    name = _squeezed(record.get("name") or "")
    return bool(name) and any(name in line or line in name for line in said)


def _sells(record: dict[str, Any]) -> bool:
    return any(record.get(key) for key in _SELLING_KEYS)


def presents_one(records: list[dict[str, Any]], said: list[str]) -> bool:
    """Whether a page that declares a product presents one (see the module's doc).

    ``records``: its JSON-LD product records (none when it declares by ``og:type`` or
    microdata); ``said``: its ``<h1>`` and title lines.
    """
    squeezed = [line for line in map(_squeezed, said) if line]
    if not records or not squeezed:  # (nothing to weigh the record's name against)
        return True
    if any(_names_page(record, squeezed) for record in records):
        return True
    return any(_sells(record) for record in records)
