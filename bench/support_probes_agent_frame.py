"""Probes of a name a claim ties to the page's own deed for it, from another sentence
("Led by Dr Anna Berg, the researchers counted …" where the page says "The team, led by
Dr Anna Berg, …": ``agent_frame``): it must stay supported; its twin that puts there a
person the page names in another role must stay caught. Written for this check (en, de,
fr); none is a claim of the support set.

The English correct claim was "weak" (``role_swap``) before; Helen Marsh's in heldout29 was
unsupported.

Run: ``python -m bench.support_probes_agent_frame``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Researchers from the University of Leeds and the Bat Conservation Trust (BCT) counted "
       "212 bat roosts in 48 churches across Yorkshire between 2020 and 2024. The team, led "
       "by Dr Anna Berg, compared churches "
       "with floodlights with those left dark. Co-author Dr Jonas Weber said the results "
       "were clear.")
_DE = ("Forschende der Universität Jena und des Landesamts für Umwelt zählten zwischen 2020 "
       "und 2024 in 48 Kirchen in Thüringen 212 Fledermausquartiere. Das Team, geleitet von "
       "Dr. Anna Berg, verglich "
       "beleuchtete mit dunklen Kirchen. Mitautor Dr. Jonas Weber nannte die Ergebnisse "
       "eindeutig.")
_FR = ("Des chercheurs de l'université de Lille ont compté 212 gîtes de chauves-souris dans "
       "48 églises du Nord entre 2020 et 2024. L'équipe, dirigée par Anna Berg, a comparé "
       "les églises éclairées et les églises sombres. Le coauteur Jonas Weber a jugé les "
       "résultats nets.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Led by Dr Anna Berg, the researchers counted 212 bat roosts in 48 churches across "
          "Yorkshire from 2020 to 2024.", "ok"),
    (_EN, "Led by Dr Jonas Weber, the researchers counted 212 bat roosts in 48 churches across "
          "Yorkshire from 2020 to 2024.", "caught"),
    (_DE, "Geleitet von Dr. Anna Berg, zählten die Forschenden von 2020 bis 2024 in 48 "
          "Kirchen in Thüringen 212 Fledermausquartiere.", "ok"),
    (_DE, "Geleitet von Dr. Jonas Weber, zählten die Forschenden von 2020 bis 2024 in 48 "
          "Kirchen in Thüringen 212 Fledermausquartiere.", "caught"),
    (_FR, "Dirigés par Anna Berg, les chercheurs ont compté 212 gîtes de chauves-souris dans "
          "48 églises du Nord entre 2020 et 2024.", "ok"),
    (_FR, "Dirigés par Jonas Weber, les chercheurs ont compté 212 gîtes de chauves-souris "
          "dans 48 églises du Nord entre 2020 et 2024.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
