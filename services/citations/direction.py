"""Words of a change's direction: up ("rose", "stieg", "增加") or down ("fell", "sank",
"下降").

Two verbs of one direction say the same of a figure ("emissions fell 47%, yields
dropped 1.8%" for "emissions dropped 47%, yields fell 1.8%"; "甲烷排放下降了47%，产量
减少1.8%" for "减少了47%……下降1.8%"): a claim that uses them the other way round
from the page swaps nothing. Opposite directions crossed ("rose" where the page
has "fell") are a swap. Whole words for spaced languages (and stems of five or more
letters), words for Chinese, Japanese and Korean.
"""

from __future__ import annotations

from services.citations.scripts import LETTERS

_UP_WORDS = frozenset({
    "rose", "rise", "rises", "risen", "rising", "grew", "grow", "grows", "grown", "climbed",
    "climbs", "jumped", "jumps", "gained", "gains", "soared", "up",
    "stieg", "stiegen", "steigt", "steigen", "gestiegen", "wuchs", "wuchsen", "wächst",
    "zugenommen", "kletterte", "subió", "subieron", "sube", "creció", "crecieron", "crece",
    "subiu", "subiram", "cresceu", "salì", "salito", "crebbe", "steeg", "stegen", "gestegen",
    "groeide", "hausse", "grimpé", "grimpe",
})
_UP_STEMS = ("increas", "erhöh", "augment", "aument", "toegenom", "verhoog", "progress")
_DOWN_WORDS = frozenset({
    "fell", "fall", "falls", "fallen", "falling", "dropped", "drop", "drops", "sank",
    "sunk", "sink", "sinks", "dipped", "dips", "shrank", "shrunk", "slid", "cut", "down",
    "lower", "lowered", "sanken", "sinkt", "sinken", "gesunken", "fiel", "fielen", "fällt",
    "gefallen", "abgenommen", "schrumpfte", "cayó", "cayeron", "cae", "bajó", "bajaron",
    "baja", "caiu", "caíram", "calò", "calato", "scese", "sceso", "daalde", "daalden",
    "gedaald", "zakte", "baisse", "baissé", "chuté", "recul", "reculé",
})
_DOWN_STEMS = ("decreas", "declin", "reduc", "reduz", "ridu", "verringer", "reduzier",
               "diminu", "disminu", "schrumpf", "plung", "tumbl", "verminder")
_CJK_UP = ("增加", "上升", "提高", "增长", "上涨", "升高", "增多", "増加", "上昇", "増え",
           "증가", "상승", "늘")
_CJK_DOWN = ("下降", "减少", "降低", "下跌", "回落", "减低", "減少", "低下", "下落", "減っ",
             "감소", "하락", "줄")


def direction(text: str) -> str:
    """"up" or "down" when ``text`` (a short filler) holds words of one direction only,
    else ""."""
    lowered = text.lower()
    found = set()
    for word in LETTERS.findall(lowered):
        if word in _UP_WORDS or word.startswith(_UP_STEMS):
            found.add("up")
        if word in _DOWN_WORDS or word.startswith(_DOWN_STEMS):
            found.add("down")
    found |= {"up" for w in _CJK_UP if w in lowered} | {"down" for w in _CJK_DOWN
                                                       if w in lowered}
    return found.pop() if len(found) == 1 else ""


def same_direction(one: str, other: str) -> bool:
    """Whether ``one`` and ``other`` (two fillers) both say up, or both say down."""
    first = direction(one)
    return bool(first) and first == direction(other)
