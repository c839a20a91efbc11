"""Probes of a year the page tells relative to another ("four years later", "次年",
``relative_years``) and of a name before a hyphenated lower-case word ("Grade II-listed",
``signals.names``): a correct claim must stay supported; its twin with another year, or
another name, must stay caught. Written for this check (en, de, fr, zh); none is a claim
of the support set.

A grade changed by one numeral ("Grade I-listed" for "Grade II") is caught by neither
reading, with a hyphen or without one ("Grade I buildings"): single letters are no names
to the name checks.

Run: ``python -m bench.support_probes_relative_years``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The mill closed in 1962. Its buildings were listed at Grade II in 1978 and bought by "
       "the Harbour Mill Trust four years later, which reopened them as a museum in 1994.")
_DE = ("Die Mühle schloss 1962. Das Gebäude wurde 1978 unter Denkmalschutz gestellt und drei "
       "Jahre später vom Mühlenverein gekauft.")
_FR = ("Le moulin a fermé en 1962. Le bâtiment a été classé en 1978 et racheté par "
       "l'association deux ans plus tard.")
_ZH = "该磨坊于1962年停产,1978年被列为文物保护单位,次年由磨坊协会购得,1994年改建为博物馆。"

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The Harbour Mill Trust bought the Grade II-listed buildings in 1982.", "ok"),
    (_EN, "The Harbour Mill Trust bought the Grade II-listed buildings in 1984.", "caught"),
    (_EN, "The Grade II-listed buildings were bought by the Quay Mill Society in 1982.",
     "caught"),
    (_DE, "Der Mühlenverein kaufte das denkmalgeschützte Gebäude im Jahr 1981.", "ok"),
    (_DE, "Der Mühlenverein kaufte das denkmalgeschützte Gebäude im Jahr 1983.", "caught"),
    (_FR, "L'association a racheté le bâtiment classé en 1980.", "ok"),
    (_FR, "L'association a racheté le bâtiment classé en 1985.", "caught"),
    (_ZH, "磨坊在列为文物保护单位后的第二年由磨坊协会购得。", "ok"),
    (_ZH, "磨坊在1978年列为文物保护单位,1983年由磨坊协会购得。", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
