"""Probes of a common word the page capitalises only inside a longer name ("Local" of
"Local Democracy Reporter", ``name_part``): a claim that writes it in lower case as the
common word must stay supported; its twin that puts another name in a slot must stay
caught. Written for this check (en, fr, es); none is a claim of the support set.

Run: ``python -m bench.support_probes_name_parts``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("# Traders fight Mill Lane bus gate\n\nBy Ann Lee, Local Democracy Reporter\n\n"
       "The Mill Lane Traders' Group, chaired by baker Tom Reed, collected 900 signatures "
       "against the bus gate and the loss of 20 parking spaces. The gate would close the "
       "lane to cars between seven in the morning and seven in the evening, and the council "
       "says it will cut journey times for buses by about four minutes. A decision is "
       "expected at the next meeting of the planning committee in the spring.")
_FR = ("# Les commerçants contre la zone piétonne\n\nPar Marie Dubois, Correspondante "
       "Régionale\n\nL'Union des Commerçants de la Rue Haute, présidée par le boulanger "
       "Paul Morel, a réuni 900 signatures contre la zone piétonne.")
_ES = ("# Los comerciantes contra la zona peatonal\n\nPor Ana Ruiz, Corresponsal Local\n\n"
       "La Asociación de Comerciantes de la Calle Mayor, presidida por el panadero Luis "
       "Gil, reunió 900 firmas contra la zona peatonal.")
_CLINIC = ("# Walk-in centre opens on Sundays\n\nThe walk-in centre at the Hill Road Health "
           "Centre will open on Sundays from 4 May, the Westbury Care Trust said. It will be "
           "open from nine in the morning to one in the afternoon, in addition to its weekday "
           "hours. The extra hours will cost £300,000 a year, paid from the trust's urgent "
           "care budget. A pilot at another surgery saw about a hundred patients each week.")

PROBES: list[tuple[str, str, str]] = [
    # a common word for a common word stays a swap
    (_CLINIC, "The Sunday hours will cost £300,000 a year, paid from the trust's urgent care "
              "budget.", "ok"),
    (_CLINIC, "The Sunday hours will cost £300,000 a year, paid from the trust's mental health "
              "budget.", "caught"),
    (_EN, "The bus gate was opposed by local traders led by baker Tom Reed, who collected 900 "
          "signatures.", "ok"),
    (_EN, "The bus gate was opposed by Station Road traders led by baker Tom Reed, who "
          "collected 900 signatures.", "caught"),
    (_EN, "The bus gate drew opposition from local traders, who collected 900 signatures "
          "over the loss of 20 parking spaces.", "ok"),
    (_EN, "The bus gate drew opposition from the Station Road Traders' Group, which "
          "collected 900 signatures over the loss of 20 parking spaces.", "caught"),
    (_FR, "Des commerçants régionaux ont réuni 900 signatures contre la zone piétonne.", "ok"),
    (_FR, "L'Union des Commerçants de la Rue Basse a réuni 900 signatures contre la zone "
          "piétonne.", "caught"),
    (_ES, "Comerciantes locales reunieron 900 firmas contra la zona peatonal.", "ok"),
    (_ES, "La Asociación de Comerciantes de la Calle Real reunió 900 firmas contra la zona "
          "peatonal.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
