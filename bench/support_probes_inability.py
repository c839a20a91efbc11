"""Probes of a verb negated without a word of negation ("failed to", "was unable to",
"incapable de": ``negating_before``): a correct claim that says it with another such
word or a plain negation must stay supported; its twin that states the verb as done
must stay caught. Written for this check (en, fr, es, it, de, zh); none is a claim of
the support set.

The French and Spanish twins that state the verb as done ("a atteint le refuge" for "n'a
pas réussi à atteindre") were missed before this check and are still: the page negates
"réussi", "logró", which they drop; left to the catch work.

Run: ``python -m bench.support_probes_inability``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The rescue team was called out 86 times last winter and failed to reach the hut "
       "within an hour on 19 of those call-outs.")
_FR = ("L'équipe a été appelée 86 fois l'hiver dernier et n'a pas réussi à atteindre le "
       "refuge en moins d'une heure lors de 19 sorties.")
_ES = ("El equipo fue llamado 86 veces el invierno pasado y no logró llegar al refugio en "
       "menos de una hora en 19 salidas.")
_DE = ("Die Bergwacht rückte im letzten Winter 86-mal aus und schaffte es bei 19 Einsätzen "
       "nicht, die Hütte binnen einer Stunde zu erreichen.")
_ZH = "去年冬天救援队共出动86次，其中19次未能在一小时内到达山屋。"
_RAIN = "暴雨期间，山顶缆车不能正常运行，游客需步行下山。"

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Last winter the rescue team had 86 call-outs and on 19 of them it was unable to "
          "reach the hut within an hour.", "ok"),
    (_EN, "Last winter the rescue team had 86 call-outs and on 19 of them it reached the hut "
          "within an hour.", "caught"),
    (_FR, "L'hiver dernier, l'équipe, appelée 86 fois, a été incapable d'atteindre le refuge "
          "en moins d'une heure lors de 19 sorties.", "ok"),
    (_ES, "El invierno pasado el equipo, llamado 86 veces, fue incapaz de llegar al refugio "
          "en menos de una hora en 19 salidas.", "ok"),
    (_DE, "Im letzten Winter rückte die Bergwacht 86-mal aus und war bei 19 Einsätzen nicht "
          "in der Lage, die Hütte binnen einer Stunde zu erreichen.", "ok"),
    (_DE, "Im letzten Winter rückte die Bergwacht 86-mal aus und erreichte die Hütte bei 19 "
          "Einsätzen binnen einer Stunde.", "caught"),
    (_DE, "Die Bergwacht konnte die Hütte im letzten Winter bei 19 ihrer 86 Einsätze nicht "
          "binnen einer Stunde erreichen.", "ok"),
    (_ZH, "去年冬天救援队出动86次，有19次无法在一小时内到达山屋。", "ok"),
    (_ZH, "去年冬天救援队出动86次，有19次没能在一小时内赶到山屋。", "ok"),
    (_RAIN, "暴雨期间山顶缆车无法正常运行，游客要步行下山。", "ok"),
    (_RAIN, "暴雨期间山顶缆车正常运行，游客可乘缆车下山。", "caught"),
    (_ZH, "去年冬天救援队出动86次，有19次在一小时内到达了山屋。", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
