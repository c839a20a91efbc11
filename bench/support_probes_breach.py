"""Probes of a claim that speaks of what a neighbouring sentence forbids as a breach ("违规
燃放…将被罚款", "fined for parking illegally": ``violation_words``): it must stay supported;
its twin that states the forbidden act as allowed must stay caught. Written for this check
(zh, en, de, fr); none is a claim of the support set.

Run: ``python -m bench.support_probes_breach``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_ZH = ("## 新规要点\n\n自2025年1月1日起，湖滨区范围内全年禁止放飞无人机。该规定由区人大常委会于"
       "去年11月表决通过。根据新规，违规放飞者将由公安机关处以200元以上1000元以下罚款；在机场周边"
       "放飞的，从重处罚。市民可通过热线电话举报。")
_EN = ("## What changes\n\nFrom 1 March, parking on the grass verges of Mill Road is banned at "
       "all times. The order was approved by the transport committee in November. Under the "
       "new order, drivers who do so face a £70 fine, reduced to £35 if paid within 14 days. "
       "Residents can report cars through the council's website.")
_DE = ("## Was sich ändert\n\nAb 1. März ist das Parken auf den Grünstreifen der Mühlenstraße "
       "jederzeit verboten. Die Satzung hat der Verkehrsausschuss im November beschlossen. "
       "Nach der neuen Satzung droht Autofahrern, die dort parken, ein Bußgeld von 70 Euro. "
       "Anwohner können Fahrzeuge über die Website der Stadt melden.")

PROBES: list[tuple[str, str, str]] = [
    (_ZH, "在湖滨区违规放飞无人机的，将被公安机关处以200元至1000元的罚款。", "ok"),
    (_ZH, "在湖滨区可以放飞无人机，在机场周边放飞的将被公安机关处以罚款。", "caught"),
    (_EN, "Drivers who park illegally on the Mill Road grass verges face a £70 fine, cut to "
          "£35 if paid within 14 days.", "ok"),
    (_DE, "Wer unerlaubt auf den Grünstreifen der Mühlenstraße parkt, muss mit 70 Euro "
          "Bußgeld rechnen.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
