"""Probes of a claim that packs a page sentence's plain clause and its negated clause into
one (``tied_clause_polarity``): stating the negated clause's subject plainly must be
caught; its twin that keeps the negation, or restates only the plain clause, must stay
supported. Written for this check (en, de, zh, fr); none is a claim of the support set.
In German and Chinese these shapes are caught by other checks too (the negated clause holds
more of the claim's words there, or the square of modality reads 可以 against 不能); the
twins guard them against false alarms.

Run: ``python -m bench.support_probes_tied_clause``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Day passes cost €12.90 for unlimited bus travel within the city zone, although "
       "student cards will not be accepted on the day pass. Tickets are sold on board.")
_DE = ("Das Tagesticket kostet 13 Euro für beliebig viele Fahrten in der Stadtzone, "
       "allerdings werden Studierendenausweise für das Tagesticket nicht anerkannt. Tickets "
       "gibt es im Bus.")
_ZH = ("日票售价12.9欧元，可在市区范围内无限次乘坐公交，但学生卡不能用于购买日票。车上可以购票。")
_DE2 = ("Das Tagesticket kostet 12 Euro für eine Einzelperson bis Ende 2026, Seniorenkarten "
        "werden auf dem Tagesticket jedoch nicht akzeptiert.")
_ZH2 = "日票单人售价12欧元，有效期至2026年底，不过老年卡不能用于日票。"
_FR = ("Le forfait journée coûte 12 euros par personne jusqu'à fin 2026, mais les cartes "
       "senior ne sont pas acceptées sur le forfait.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Student cards can be used on the €12.90 day pass for unlimited city bus travel.",
     "caught"),
    (_EN, "Student cards cannot be used on the €12.90 day pass for unlimited city bus "
          "travel.", "ok"),
    (_EN, "The €12.90 day pass gives unlimited bus travel within the city zone.", "ok"),
    (_DE, "Studierendenausweise werden für das Tagesticket zu 13 Euro anerkannt.",
     "caught"),
    (_DE, "Studierendenausweise werden für das Tagesticket zu 13 Euro nicht anerkannt.",
     "ok"),
    (_ZH, "学生卡可以用于购买12.9欧元的日票。", "caught"),
    (_ZH, "学生卡不能用于购买12.9欧元的日票。", "ok"),
    (_DE2, "Seniorenkarten werden auf dem Tagesticket zu 12 Euro für eine Einzelperson "
           "akzeptiert, das bis Ende 2026 gilt.", "caught"),
    (_DE2, "Seniorenkarten werden auf dem Tagesticket zu 12 Euro für eine Einzelperson nicht "
           "akzeptiert, das bis Ende 2026 gilt.", "ok"),
    (_ZH2, "老年卡可以用于单人售价12欧元的日票，该票有效期至2026年底。", "caught"),
    (_ZH2, "老年卡不能用于单人售价12欧元的日票，该票有效期至2026年底。", "ok"),
    (_FR, "Les cartes senior sont acceptées sur le forfait journée à 12 euros par personne, "
          "valable jusqu'à fin 2026.", "caught"),
    (_FR, "Les cartes senior ne sont pas acceptées sur le forfait journée à 12 euros par "
          "personne, valable jusqu'à fin 2026.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
