"""One measure in another unit of its dimension: "1200 米" for "1.2 公里", "1,200 Meter"
for "1,2 km", "500 mL" for "0.5 L", "1500 克" for "1.5 公斤", "1,200 MW" for "1.2 GW",
"1500 GB" for "1,5 TB", "50 ha" for "0.5 km²".

A claim retells a length, a weight or a volume in the unit it finds natural; read
number by number, "1200" stands against the page's "1.2". Here a number's kind (its
unit, see ``numbers``) is read as a metric unit with its factor to the base unit, and
two numbers agree when they measure the same amount. The units are closed classes:
metric symbols, their names in the spaced languages Footnote reads (as the number
reader keeps them: four letters, or a prefixed unit's symbol, see ``metric_prefixes``;
not "kilo", "mega", "giga" alone, which stand for several units; "zent", German
"Zentimeter", where "cent" of "centimetre" is also a coin), and their Chinese, Japanese
and Korean words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from services.citations.numbers import Number

_LENGTH = {"mm": 0.001, "cm": 0.01, "zent": 0.01, "m": 1.0, "km": 1000.0, "mete": 1.0,
           "metr": 1.0,
           "mètr": 1.0, "metro": 1.0, "毫米": 0.001, "厘米": 0.01, "公分": 0.01, "米": 1.0,
           "公里": 1000.0, "千米": 1000.0, "ミリ": 0.001, "センチ": 0.01, "メートル": 1.0,
           "キロメートル": 1000.0, "밀리미터": 0.001, "센티미터": 0.01, "미터": 1.0,
           "킬로미터": 1000.0}
_MASS = {"mg": 0.001, "g": 1.0, "kg": 1000.0, "t": 1e6, "gram": 1.0, "gramm": 1.0,
         "tonn": 1e6, "tone": 1e6,  # "Tonnen", "tonnes", "tonnellate"; "toneladas"
         "毫克": 0.001, "克": 1.0, "千克": 1000.0, "公斤": 1000.0, "吨": 1e6, "グラム": 1.0,
         "キログラム": 1000.0, "トン": 1e6, "그램": 1.0, "킬로그램": 1000.0, "톤": 1e6}
_VOLUME = {"ml": 0.001, "cl": 0.01, "dl": 0.1, "l": 1.0, "lite": 1.0, "litr": 1.0,
           "毫升": 0.001, "升": 1.0, "公升": 1.0, "ミリリットル": 0.001, "リットル": 1.0,
           "밀리리터": 0.001, "리터": 1.0}
_POWER = {"kw": 1e3, "mw": 1e6, "gw": 1e9, "tw": 1e12, "千瓦": 1e3, "兆瓦": 1e6, "吉瓦": 1e9,
          "キロワット": 1e3, "メガワット": 1e6, "킬로와트": 1e3, "메가와트": 1e6}
_ENERGY = {"wh": 1.0, "kwh": 1e3, "mwh": 1e6, "gwh": 1e9, "twh": 1e12, "千瓦时": 1e3,
           "兆瓦时": 1e6}
_DATA = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15}
_AREA = {"m²": 1.0, "km²": 1e6, "ha": 1e4, "hect": 1e4, "平方米": 1.0, "平方公里": 1e6,
         "公顷": 1e4, "平方キロ": 1e6, "ヘクタール": 1e4}
UNITS: dict[str, tuple[str, float]] = {
    unit: (dimension, factor)
    for dimension, table in (("length", _LENGTH), ("mass", _MASS), ("volume", _VOLUME),
                             ("power", _POWER), ("energy", _ENERGY), ("data", _DATA),
                             ("area", _AREA))
    for unit, factor in table.items()
}
"""A unit as a number's kind holds it -> its dimension and factor to the base unit."""
_LONGEST = max(len(u) for u in UNITS)


MYRIADS = frozenset("万萬亿億만억")
"""Scales a CJK writer puts between the digits and the unit ("120万千瓦", "3.5亿千瓦时"):
the number reader gives the number their product, so the unit is what follows them."""


def unit_of(kind: str) -> tuple[str, float] | None:
    """The dimension and factor of the unit ``kind`` names: the whole kind, or for a
    CJK kind (the run after its number, a myriad leading it aside) the longest unit it
    starts with."""
    if kind[:1] in MYRIADS:
        kind = kind[1:]
    if kind in UNITS:
        return UNITS[kind]
    if kind[:1].isascii():
        return None
    for size in range(min(len(kind), _LONGEST), 0, -1):
        if kind[:size] in UNITS:
            return UNITS[kind[:size]]
    return None


def converted(number: Number, stated: list[Number]) -> bool:
    """Whether one of ``stated`` measures what ``number`` measures, in another unit of
    the same dimension ("1.2 公里" for "1200 米")."""
    mine = unit_of(number.kind)
    if mine is None:
        return False
    for other in stated:
        theirs = unit_of(other.kind)
        if theirs is None or theirs[0] != mine[0] or theirs[1] == mine[1]:
            continue
        if any(abs(a * mine[1] - b * theirs[1]) <= 1e-9 * max(1.0, abs(b * theirs[1]))
               for a in number.values for b in other.values):
            return True
    return False


def same_dimension(claimed: str, stated: str) -> bool:
    """Whether ``claimed`` and ``stated`` (words in one slot of a claim and its passage)
    are two units of one dimension ("mw" for "gw"): a measure converted, no name swapped."""
    mine, theirs = unit_of(claimed.strip().lower()), unit_of(stated.strip().lower())
    return mine is not None and theirs is not None and mine[0] == theirs[0]


def stated_in_unit(claimed: Number, page: str) -> bool:
    """Whether ``page`` writes the measure ``claimed`` in another unit of its dimension or
    another spelling of its unit ("5.8kg" for "5.8公斤", "1500 g" for "1.5 kg"): searched
    for, unit by unit, as ``numbers.page_rival`` searches (a page's every number would
    cost more than the whole check)."""
    mine = unit_of(claimed.kind)
    if mine is None:
        return False
    for unit, (dimension, factor) in UNITS.items():
        if dimension != mine[0] or unit == claimed.kind:
            continue
        edge = "" if not unit[:1].isascii() else r"(?![^\W\d_])"
        for value in claimed.values:
            amount = round(value * mine[1] / factor, 6)
            for spelled in _spellings(amount):
                if re.search(rf"(?<![\d.,]){re.escape(spelled)}\s?{re.escape(unit)}{edge}", page,
                             re.IGNORECASE):
                    return True
    return False


def _spellings(amount: float) -> set[str]:
    """``amount`` as pages write it: "5.8", "5,8"; "1500", "1,500", "1.500"."""
    if amount != int(amount):
        plain = f"{amount:g}"
        return {plain, plain.replace(".", ",")}
    whole = int(amount)
    return {str(whole), f"{whole:,}", f"{whole:,}".replace(",", ".")}
