"""Probes of a share the page writes as a part that is also an ordinal ("a fifth", "ein
Fünftel", "un cinquième", "五分之一"): a claim that gives it as a percentage must stay
supported; its twin with another percentage must stay caught. Written for this check
(en, de, fr, es, zh); none is a claim of the support set.

Run: ``python -m bench.support_probes_shares``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Since the new timetable began, car traffic on the valley road fell by about a fifth, "
       "though the fifth year of the survey will show whether the change lasts.")
_DE = ("Seit dem neuen Fahrplan ist der Autoverkehr im Tal um etwa ein Fünftel gesunken; "
       "die Zählung läuft im fünften Jahr weiter.")
_FR = ("Depuis le nouvel horaire, la circulation automobile dans la vallée a baissé d'environ "
       "un cinquième, selon le comptage.")
_ES = ("Desde el nuevo horario, el tráfico en el valle ha bajado en torno a un quinto, según "
       "el conteo.")
_ZH = "新时刻表实施以来，山谷公路的汽车流量下降了约五分之一。"

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Car traffic on the valley road dropped by around 20% after the new timetable began.",
     "ok"),
    (_EN, "Car traffic on the valley road dropped by around 35% after the new timetable began.",
     "caught"),
    (_DE, "Der Autoverkehr im Tal ist seit dem neuen Fahrplan um rund 20 % zurückgegangen.", "ok"),
    (_DE, "Der Autoverkehr im Tal ist seit dem neuen Fahrplan um rund 35 % zurückgegangen.",
     "caught"),
    (_FR, "La circulation automobile dans la vallée a baissé d'environ 20 % depuis le nouvel "
          "horaire.", "ok"),
    (_ES, "El tráfico en el valle ha bajado alrededor de un 20 % desde el nuevo horario.", "ok"),
    (_ZH, "新时刻表实施后，山谷公路的汽车流量下降了约20%。", "ok"),
    (_ZH, "新时刻表实施后，山谷公路的汽车流量下降了约35%。", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
