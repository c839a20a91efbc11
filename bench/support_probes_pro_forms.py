"""Probes of a claim's negation whose object is a pro-form ("may not operate one"), said
the same way round by another sentence of the page (``negation_stated.PRO_FORMS``): it
must stay supported; its twin that turns it round must stay caught. Written for this
check (en, es, it); none is a claim of the support set.

Run: ``python -m bench.support_probes_pro_forms``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Only volunteers who hold a current certificate in mower safety, or an equivalent "
       "approved by the site manager, may operate a ride-on mower. Cutting slopes steeper "
       "than 15 degrees is restricted to staff. Volunteers under 16 must not operate "
       "mowers under any circumstances.")
_ES = ("Solo los voluntarios con un certificado vigente de seguridad pueden manejar una "
       "segadora. Cortar pendientes de más de 15 grados está reservado al personal. Los "
       "voluntarios menores de 16 años no pueden manejar segadoras en ningún caso.")
_IT = ("Solo i volontari con un certificato di sicurezza valido possono usare un "
       "tosaerba. Tagliare pendii oltre 15 gradi è riservato al personale. I volontari "
       "sotto i 16 anni non possono usare tosaerba in nessun caso.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Only volunteers with a current mower safety certificate or an approved equivalent "
          "may operate a ride-on mower, slopes over 15 degrees are left to staff, and "
          "under-16s may not operate one at all.", "ok"),
    (_EN, "Only volunteers with a current mower safety certificate or an approved equivalent "
          "may operate a ride-on mower, and under-16s may operate one with a supervisor.",
     "caught"),
    (_ES, "Solo los voluntarios con certificado vigente pueden manejar una segadora, y los "
          "menores de 16 años no pueden manejar una en ningún caso.", "ok"),
    (_IT, "Solo i volontari con un certificato valido possono usare un tosaerba, e chi ha "
          "meno di 16 anni non può usarne uno in nessun caso.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
