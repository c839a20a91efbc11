"""Probes of a page's hedge that the claim drops from the clause it governs while keeping a
word of duty or possibility in another clause (``keeper_clause``): "may benefit …, but should
first ask" told as "benefit …, though they should first ask" must be caught; its twin that
keeps the hedge where the page put it must stay supported, and so must a claim whose hedged
clause is a short frame, a possibility the page denies ("may not be used"), or the month May.
Written for this check (en, de, zh, fr, es); none is a claim of the support set.

Run: ``python -m bench.support_probes_keeper_clause``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Adults with chronic back pain may benefit from daily swimming, but they should first "
       "talk to their physiotherapist about the right strokes. Swimming pools in the district "
       "open at 7 am.")
_DE = ("Kinder mit Heuschnupfen könnten von einer frühen Immuntherapie profitieren, sollten "
       "aber vorher einen Allergietest beim Kinderarzt machen. Die Behandlung dauert drei "
       "Jahre.")
_ZH = ("专家表示，长期失眠的老年人可能受益于每天下午散步，但应先咨询家庭医生的意见。"
       "该社区公园每天早上六点开放。")
_FR = ("Les patients atteints d'asthme pourraient profiter d'un entraînement respiratoire "
       "quotidien, mais ils doivent d'abord consulter leur pneumologue. Le programme dure "
       "huit semaines.")
_ES = ("Los pacientes con migraña podrían beneficiarse de una rutina de sueño regular, pero "
       "deben consultar primero a su neurólogo. El estudio duró seis meses.")
_FRAME = ("In severe sunburn the skin may peel, itch or swell; blisters may form two or three "
          "days after the exposure.")
_DENIED = "Photography is allowed, but a tripod may not be used inside the chapel."
_MONTH = ("July and August are hot and crowded. May, June and September bring mild weather "
          "with fewer visitors, and many hotels close from November to March.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Adults with chronic back pain benefit from daily swimming, though they should "
          "first talk to their physiotherapist about the right strokes.", "caught"),
    (_EN, "Adults with chronic back pain may benefit from daily swimming, though they should "
          "first talk to their physiotherapist about the right strokes.", "ok"),
    (_DE, "Kinder mit Heuschnupfen profitieren von einer frühen Immuntherapie, sollten aber "
          "vorher einen Allergietest beim Kinderarzt machen.", "caught"),
    (_DE, "Kinder mit Heuschnupfen könnten von einer frühen Immuntherapie profitieren, sollten "
          "aber vorher einen Allergietest beim Kinderarzt machen.", "ok"),
    (_ZH, "专家表示，长期失眠的老年人受益于每天下午散步，但应先咨询家庭医生的意见。", "caught"),
    (_ZH, "专家表示，长期失眠的老年人可能受益于每天下午散步，但应先咨询家庭医生的意见。", "ok"),
    (_FR, "Les patients atteints d'asthme profitent d'un entraînement respiratoire quotidien, "
          "mais ils doivent d'abord consulter leur pneumologue.", "caught"),
    (_FR, "Les patients atteints d'asthme pourraient profiter d'un entraînement respiratoire "
          "quotidien, mais ils doivent d'abord consulter leur pneumologue.", "ok"),
    (_ES, "Los pacientes con migraña se benefician de una rutina de sueño regular, pero deben "
          "consultar primero a su neurólogo.", "caught"),
    (_ES, "Los pacientes con migraña podrían beneficiarse de una rutina de sueño regular, "
          "pero deben consultar primero a su neurólogo.", "ok"),
    (_FRAME, "With severe sunburn, blisters can form two or three days after the exposure.",
     "ok"),
    (_DENIED, "Visitors may take photographs, though not with a tripod inside the chapel.",
     "ok"),
    (_MONTH, "July and August are hot and crowded, while May, June and September are mild "
             "with fewer visitors, and many hotels close from November to March.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
