"""Probes of a claim that allows or requires what its page forbids or says is not needed
(``modal_square``), each with its correct twin that restates the rule in other words, keeps
the case that lifts it ("until …", "except …"), or states the choice the page leaves.
Written for this check (en, de, zh, fr); none is a claim of the support set.

Run: ``python -m bench.support_probes_modal_square``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Dogs must be kept on a lead in the nature reserve. Visitors do not need to book a "
       "guided walk in advance. Do not enter the bird hides until a ranger has opened "
       "them. Swimming in the lake is prohibited.")
_DE = ("Hunde müssen im Naturschutzgebiet an der Leine geführt werden. Besucher müssen "
       "Führungen nicht im Voraus buchen. Die Beobachtungshütten dürfen erst betreten "
       "werden, wenn ein Ranger sie geöffnet hat. Das Baden im See ist verboten. Der Teig "
       "eignet sich nicht zum Einfrieren.")
_ZH = ("自然保护区内狗必须拴绳。游客无需提前预约导览。护林员开门之前，不得进入观鸟屋。"
       "湖中严禁游泳。网上购买的商品不得参加本次抽奖。")
_FR = ("Dans la réserve, les chiens doivent être tenus en laisse. La baignade dans le lac est "
       "interdite. Les visiteurs ne doivent pas entrer dans les observatoires avant "
       "l'ouverture par un garde.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Visitors must book a guided walk in advance.", "caught"),
    (_EN, "Booking a guided walk in advance is optional for visitors.", "ok"),
    (_EN, "Visitors can swim in the lake.", "caught"),
    (_EN, "Swimming in the lake is not allowed.", "ok"),
    (_EN, "Visitors can enter the bird hides at any time.", "caught"),
    (_EN, "Visitors can enter the bird hides once a ranger has opened them.", "ok"),
    (_DE, "Besucher müssen Führungen im Voraus buchen.", "caught"),
    (_DE, "Eine Vorab-Buchung der Führungen ist für Besucher nicht nötig.", "ok"),
    (_DE, "Im See darf man baden.", "caught"),
    (_DE, "Baden im See ist nicht erlaubt.", "ok"),
    (_DE, "Der Teig lässt sich gut einfrieren.", "caught"),
    (_DE, "Der Teig sollte nicht eingefroren werden.", "ok"),
    (_ZH, "游客需要提前预约导览。", "caught"),
    (_ZH, "游客不必提前预约导览。", "ok"),
    (_ZH, "游客可以在湖中游泳。", "caught"),
    (_ZH, "湖里禁止游泳。", "ok"),
    (_ZH, "网上购买的商品也可以参加本次抽奖。", "caught"),
    (_ZH, "本次抽奖不包括网上购买的商品。", "ok"),
    (_FR, "La baignade dans le lac est autorisée.", "caught"),
    (_FR, "Il est interdit de se baigner dans le lac.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
