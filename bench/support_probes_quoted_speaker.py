"""Probes of a quoted statement the claim puts in the mouth of another person the page
names (``quoted_speaker``): must be caught; its twin that names the page's speaker, or
names no one, must stay supported. Written for this check (en, de, nl); none is a claim of
the support set.

Run: ``python -m bench.support_probes_quoted_speaker``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The new ferry was launched on Monday by harbour director Laura Benson. \"We expect "
       "the crossing to save commuters about twenty minutes a day,\" said Okafor. The ferry "
       "carries 300 passengers.")
_DE = ("Die neue Fähre wurde am Montag von Hafendirektorin Laura Benzinger getauft. „Wir "
       "erwarten, dass Pendler täglich rund zwanzig Minuten sparen“, sagte Okafor. Die Fähre "
       "fasst 300 Fahrgäste.")
_NL = ("De nieuwe veerboot werd maandag gedoopt door havendirecteur Laura Bensink. \"We "
       "verwachten dat forenzen dagelijks twintig minuten besparen\", zei Okafor.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Harbour director Laura Benson expects the crossing to save commuters about twenty "
          "minutes a day.", "caught"),
    (_EN, "Okafor expects the crossing to save commuters about twenty minutes a day.", "ok"),
    (_EN, "The crossing is expected to save commuters about twenty minutes a day.", "ok"),
    (_DE, "Hafendirektorin Laura Benzinger erwartet, dass Pendler täglich rund zwanzig "
          "Minuten sparen.", "caught"),
    (_DE, "Okafor erwartet, dass Pendler täglich rund zwanzig Minuten sparen.", "ok"),
    (_NL, "Havendirecteur Laura Bensink verwacht dat forenzen dagelijks twintig minuten "
          "besparen.", "caught"),
    (_NL, "Okafor verwacht dat forenzen dagelijks twintig minuten besparen.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
