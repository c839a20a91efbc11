"""Units that make a four-digit number a quantity, not a year: "1350 W", "1200 元",
"2000 米", "1500 mAh", "1800 人".

A number from 1000 to 2199 reads as a year, which a claim's number is compared with
only against the page's years. Followed by a unit of measure or a CJK measure word it
is a power, a price, a distance or a count, and must meet the page's numbers of that
unit ("1250 W" in a spec table). The units are closed classes: SI and computing
symbols, their names (``unit_names``), and the CJK measure words of money, length,
weight, volume and counting.
A Chinese number before "年" stays a year.
"""

from __future__ import annotations

from services.citations.unit_names import UNIT_SYMBOLS

SYMBOLS = frozenset({
    "w", "kw", "mw", "wh", "kwh", "mah", "v", "kv", "hz", "khz", "mhz", "ghz",
    "mm", "cm", "m", "km", "m²", "km²", "ha", "g", "mg", "kg", "ml", "l", "cl", "dl",
    "kb", "mb", "gb", "tb", "mbit", "gbit", "rpm", "dpi", "ppi", "px", "lm", "lux", "pa",
    "hpa", "kpa", "mpa", "db", "€", "$", "£", "¥", "eur", "usd", "chf", "cny", "rmb",
    "meter", "meters", "metre", "metres", "mètres", "metros",
})
"""Unit symbols after a number, lower-cased (no word of any language)."""
CJK_MEASURES = frozenset(
    "元円圆块角米吨克斤升瓦伏赫人个件名家座辆台套张页户亩次册株头只条份位所间篇部款项处"
    "字首幅枚粒根棵公千平毫厘个箱袋瓶杯碗盒包双对批套层栋"
    "원명개대채권곳건장"
)
"""CJK measure words and units of money, length, weight, volume and counting (zh, ja, ko)."""


def quantity_unit(unit: str) -> bool:
    """Whether ``unit`` (the word or CJK run right after a number) makes it a quantity."""
    if not unit:
        return False
    if unit.lower() in SYMBOLS or unit.lower() in UNIT_SYMBOLS:  # "Meter", "Watt"
        return True
    return unit[0] in CJK_MEASURES
