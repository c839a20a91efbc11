"""Probes of a figure a list gives its second item, where the claim carries the list's
shared frame to that item (``figure_items``): a claim that names the item must stay
supported, its twin that ties the figure to the other item must stay caught. Written for
this check (zh, en, de); none is a claim of the support set.

Run: ``python -m bench.support_probes_list_items``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_ZH = ("测试显示，在寒潮期间，新型保温墙外表面温度平均比普通墙高9.4℃，一楼住户室内温度平均高1.8℃，"
       "最多可高3.1℃。")
_EN = ("During the cold spell, the outer surface of the insulated walls was on average 9.4 °C "
       "warmer than that of ordinary walls, and ground-floor living rooms were on average "
       "1.8 °C warmer, at most 3.1 °C.")
_DE = ("Während der Kältewelle war die Außenfläche der gedämmten Wände im Mittel 9,4 °C "
       "wärmer als bei normalen Wänden, die Wohnzimmer im Erdgeschoss im Mittel 1,8 °C "
       "wärmer, höchstens 3,1 °C.")

PROBES: list[tuple[str, str, str]] = [
    (_ZH, "寒潮期间，新型保温墙内一楼住户的室内温度平均比普通墙高1.8℃，最多高3.1℃。", "ok"),
    (_ZH, "寒潮期间，新型保温墙外表面温度平均比普通墙高1.8℃。", "caught"),
    (_EN, "During the cold spell, ground-floor living rooms behind the insulated walls were on "
          "average 1.8 °C warmer than behind ordinary walls, at most 3.1 °C.", "ok"),
    (_EN, "During the cold spell, the outer surface of the insulated walls was on average "
          "1.8 °C warmer than that of ordinary walls.", "caught"),
    (_DE, "Während der Kältewelle waren die Wohnzimmer im Erdgeschoss hinter gedämmten Wänden "
          "im Mittel 1,8 °C wärmer als hinter normalen Wänden, höchstens 3,1 °C.", "ok"),
    (_DE, "Während der Kältewelle war die Außenfläche der gedämmten Wände im Mittel 1,8 °C "
          "wärmer als bei normalen Wänden.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
