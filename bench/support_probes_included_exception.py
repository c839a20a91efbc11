"""Probes of a case the page excepts or leaves as it was, drawn back in by the claim with
"including", "even", "sogar", "y compris", "incluso", "包括……在内" (``included_exception``),
each with its correct twin that keeps the exception or includes a case the page includes.
Written for this check (en, de, zh, fr, es); none is a claim of the support set. One twin
is a false alarm of the older negation check, left as it was ("a diario menos los martes":
``polarity``).

Run: ``python -m bench.support_probes_included_exception``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The library is open every day except Sundays. Members can borrow up to ten books, "
       "including e-books.")
_DE = ("Die neue Tarifstruktur gilt ab März für alle Abos; Bestandskunden behalten ihren "
       "bisherigen Preis. Kinder unter sechs fahren kostenlos.")
_ZH = "新规定自7月1日起对全市所有停车场实行统一收费，但医院停车场除外。"
_FR = "Le marché est ouvert tous les jours sauf le lundi, y compris les jours fériés."
_ES = "La piscina abre todos los días excepto los martes. La entrada incluye el uso de taquillas."

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The library is open every day, even on Sundays.", "caught"),
    (_EN, "The library opens every day apart from Sundays.", "ok"),
    (_EN, "Members can borrow up to ten books, including e-books.", "ok"),
    (_DE, "Die neue Tarifstruktur gilt ab März für alle Abos, einschließlich der Bestandskunden.",
     "caught"),
    (_DE, "Ab März gilt die neue Tarifstruktur; Bestandskunden zahlen weiter ihren alten Preis.",
     "ok"),
    (_ZH, "自7月1日起，包括医院停车场在内的全市所有停车场实行统一收费。", "caught"),
    (_ZH, "自7月1日起，除医院停车场外，全市停车场统一收费。", "ok"),
    (_FR, "Le marché est ouvert tous les jours, même le lundi.", "caught"),
    (_FR, "Le marché est ouvert tous les jours, y compris les jours fériés, sauf le lundi.", "ok"),
    (_ES, "La piscina abre todos los días, incluso los martes.", "caught"),
    (_ES, "La piscina abre a diario menos los martes.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
