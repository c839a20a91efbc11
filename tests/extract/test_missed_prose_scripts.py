"""Prose readability's block missed is measured in the letters it stands for, in any script.

A Chinese or Japanese page says in two paragraphs what a Latin one says in five:
the region's prose beside a teaser list readability kept is as much text, and
the block misses it, in a third of the characters (``script_width``).
"""

from __future__ import annotations

import lxml.html

from services.extract.missed_prose import MIN_MISSED_PROSE, misses_prose

PROSE = {
    "zh": ("市政府昨天宣布，明年春天之前将在火车站东西两侧各新建一座自行车停车场，"
           "每座可以停放八百辆自行车，并且全天开放，方便早晚通勤的市民使用。"
           "新停车场建成后，车站周边乱停乱放的问题有望得到明显改善。"),
    "ja": ("市は昨日、来年の春までに駅の東口と西口にそれぞれ新しい駐輪場をつくると発表した。"
           "一か所に八百台を止めることができ、一日中使えるので、朝早く出かける人も夜遅く帰る人も"
           "安心して利用できるという。駅前に自転車が止められる問題も減るとみられている。"),
}
TEASERS = "".join(f"<li><a href='/n/{n}'>見出し {n}</a></li>" for n in range(6))


def _region(lang: str) -> lxml.html.HtmlElement:
    return lxml.html.fromstring(
        f"<div><div><p>{PROSE[lang]}</p><p>{PROSE[lang][::-1]}</p></div>"
        f"<ul>{TEASERS}</ul></div>")


def test_cjk_prose_beside_the_kept_list_is_missed_prose() -> None:
    for lang in PROSE:
        region = _region(lang)
        assert 2 * len(PROSE[lang]) < MIN_MISSED_PROSE  # (few characters for an alphabet)
        teaser_list = lxml.html.fromstring(f"<div><ul>{TEASERS}</ul></div>")
        assert misses_prose(teaser_list, region, is_article=False)


def test_a_short_cjk_paragraph_beside_the_list_is_not() -> None:
    region = lxml.html.fromstring(
        f"<div><p>{PROSE['zh'][:85]}</p><ul>{TEASERS}</ul></div>")
    teaser_list = lxml.html.fromstring(f"<div><ul>{TEASERS}</ul></div>")
    assert not misses_prose(teaser_list, region, is_article=False)
