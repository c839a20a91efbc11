"""The same whole-number bound written from the other side: "under 6" is "aged 5
and under", "über 17" is "ab 18", "moins de 6 ans" is "jusqu'à 5 ans".

A strict bound on one side ("under", "unter", "moins de", "不满" …) and an
inclusive one on the other ("and under", "bis", "jusqu'à", "及以下" …) state the
same whole numbers when their numbers differ by one the right way. The bound
words are closed classes, given for en, de, fr, es, it, nl, pt, zh, ja, ko.
"""

from __future__ import annotations

import re

from services.citations.unit_names import UNIT_SYMBOLS

_UNITS = frozenset(UNIT_SYMBOLS) | frozenset(UNIT_SYMBOLS.values()) | {
    "m", "t", "mg", "kb", "mb", "gb", "tb", "km/h", "mph", "ghz", "mhz", "hz",
    "db", "px", "cal", "kcal", "sek", "sec", "lb", "lbs", "oz", "ft"}
"""Units of measure (symbols and names) after which a number is a measure."""

_UNIT = r"(?:\s*[^\W\d_]{1,8}\.?){0,2}"  # "5 years", "5 Jahre", "5 ans" before the bound
_STRICT_UNDER = re.compile(
    r"(?:\bunder|\bbelow|\bless than|\byounger than|\bfewer than|\bunter|\bweniger als"
    r"|\bjünger als|\bmoins de|\bmenos de|\bmenores de|\bmeno di|\bsotto i|\bonder"
    r"|\bjonger dan|\bminder dan|不满|未满|不足|少于)\s*$", re.IGNORECASE)
_INCLUSIVE_UNDER_BEFORE = re.compile(
    r"(?:\bup to and including|\bbis einschließlich|\bbis inklusive"
    r"|\bup to|\bat most|\bno more than|\bbis(?: zu)?|\bhöchstens|\bjusqu'à|\bjusqu’à"
    r"|\bau plus|\bhasta(?: los)?|\bcomo máximo|\bfino a(?:i)?|\bal massimo|\btot en met"
    r"|\baté(?: aos)?|\bno máximo)\s*$", re.IGNORECASE)
_INCLUSIVE_UNDER_AFTER = re.compile(
    r"^" + _UNIT + r"\s*(?:and under|or under|and younger|or younger|or less|and below"
    r"|und jünger|oder jünger|und darunter|et moins|ou moins|y menores|o menos|e meno"
    r"|o meno|en jonger|of jonger|ou menos|e menos|岁?及以下|岁?以下|歳以下|세 이하|이하)",
    re.IGNORECASE)
_STRICT_OVER = re.compile(
    r"(?:\bover|\babove|\bmore than|\bolder than|\büber|\bmehr als|\bälter als|\bplus de"
    r"|\bmás de|\bmayores de|\bpiù di|\boltre(?: i)?|\bboven|\bouder dan|\bmeer dan"
    r"|\bmais de|\bmaiores de|超过|多于|大于)\s*$", re.IGNORECASE)
_INCLUSIVE_OVER_BEFORE = re.compile(
    r"(?:\bfrom|\bat least|\bab|\bmindestens|\bà partir de|\bau moins|\ba partir de"
    r"|\bdesde(?: los)?|\bal menos|\bdai|\ba partire da(?:i)?|\balmeno|\bvanaf|\bminstens"
    r"|\bpelo menos|年满|满)\s*$", re.IGNORECASE)
_INCLUSIVE_OVER_AFTER = re.compile(
    r"^(?:\+|" + _UNIT + r"\s*(?:and over|or over|and older|or older|and above|or more"
    r"|und älter|oder älter|und mehr|et plus|ou plus|y mayores|o más|e più|o più"
    r"|en ouder|of ouder|ou mais|e mais|岁?及以上|岁?以上|歳以上|세 이상|이상))",
    re.IGNORECASE)


def _bounds(text: str, number: str) -> set[str]:
    """The kinds of bound ``number`` stands in within ``text``."""
    kinds: set[str] = set()
    for found in re.finditer(rf"(?<![\d.,]){re.escape(number)}(?![\d.,]\d)", text):
        before, after = text[max(0, found.start() - 30):found.start()], text[found.end():]
        after = after[:30]
        if _STRICT_UNDER.search(before):
            kinds.add("strict_under")
        if _INCLUSIVE_UNDER_BEFORE.search(before) or _INCLUSIVE_UNDER_AFTER.match(after):
            kinds.add("inclusive_under")
        if _STRICT_OVER.search(before):
            kinds.add("strict_over")
        if _INCLUSIVE_OVER_BEFORE.search(before) or _INCLUSIVE_OVER_AFTER.match(after):
            kinds.add("inclusive_over")
    return kinds


_MEASURE = re.compile(r"\s*(?:[%°€$£¥]|([^\W\d_]+))")


def _measured(text: str, number: str) -> bool:
    """Whether ``number`` is followed in ``text`` by a unit of measure ("3 kg", "2 %"):
    a measure runs between whole numbers ("less than 3 kg" is not "at most 2 kg")."""
    for found in re.finditer(rf"(?<![\d.,]){re.escape(number)}(?![\d.,]\d)", text):
        unit = _MEASURE.match(text, found.end())
        if unit is not None and (unit.group(1) is None or unit.group(1).lower() in _UNITS):
            return True
    return False


def same_bound(claim: str, claimed: str, page: str, stated: str) -> bool:
    """Whether the claim's whole number ``claimed`` and the page's ``stated`` bound
    the same whole numbers from the two sides ("aged 5 and under" for "under 6"):
    counts and ages, not measures."""
    if not (claimed.isdigit() and stated.isdigit()) or _measured(claim, claimed) or (
            _measured(page, stated)):
        return False
    mine, theirs = _bounds(claim, claimed), _bounds(page, stated)
    step = int(claimed) - int(stated)
    return (step == -1 and (("inclusive_under" in mine and "strict_under" in theirs)
                            or ("strict_over" in mine and "inclusive_over" in theirs))) or (
        step == 1 and (("strict_under" in mine and "inclusive_under" in theirs)
                       or ("inclusive_over" in mine and "strict_over" in theirs)))
