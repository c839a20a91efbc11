"""Probes of the Chinese "可达" ("can reach"), a modal and a bound in one word
(``upper_bound``): a figure the page says a thing can reach, told as the value, must be
caught; twins that keep "可达", "最高", "最多可" or a word of possibility must stay supported;
the German shape and an English twin beside them as a check of the same rule (the English
wrong twin, "falls by 40%" for "can fall by up to 40%", is passed as supported at this
commit and at main alike: a gap left open). Written for this
check (zh, en, de); none is a claim of the support set.

Run: ``python -m bench.support_probes_reach_bound``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_ZH = ("实验室测试显示，在节能模式下，这台冰箱的耗电量可达普通型号的60%，具体数值因使用环境而异。"
       "冰箱容积为450升。")
_ZH2 = "官方数据显示，新电池充满电后，续航里程可达520公里。"
_EN = ("In lab tests, the fridge's power use in eco mode can fall by up to 40%, "
       "depending on the room temperature.")
_DE = ("Im Labortest kann der Stromverbrauch im Sparmodus um bis zu 40 Prozent sinken, je "
       "nach Raumtemperatur.")

PROBES: list[tuple[str, str, str]] = [
    (_ZH, "实验室测试显示，在节能模式下，这台冰箱的耗电量是普通型号的60%。", "caught"),
    (_ZH, "实验室测试显示，在节能模式下，这台冰箱的耗电量可达普通型号的60%。", "ok"),
    (_ZH, "实验室测试显示，在节能模式下，这台冰箱的耗电量最高为普通型号的60%。", "ok"),
    (_ZH2, "新电池充满电后续航里程为520公里。", "caught"),
    (_ZH2, "新电池充满电后续航里程最多可达520公里。", "ok"),
    (_EN, "In lab tests, the fridge's power use in eco mode can fall by up to 40%.",
     "ok"),
    (_DE, "Im Labortest sinkt der Stromverbrauch im Sparmodus um 40 Prozent.", "caught"),
    (_DE, "Im Labortest kann der Stromverbrauch im Sparmodus um bis zu 40 Prozent sinken.",
     "ok"),
]


if __name__ == "__main__":
    run(PROBES)
