"""Probes of a statement the page only weighs, hopes for or thinks possible, told plainly by
the claim (``dropped_modality``), each with its correct twin that keeps the modality in other
words and must not be caught; a statement of some told of all (left to ``widened_quantifier``
and ``cjk_some``) is probed too. Written for this check (en, de, zh, fr);
none is a claim of the support set.

Run: ``python -m bench.support_probes_modality``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The council voted on Tuesday to close the Riverside car park in March. Local "
       "traders opposed the plan. Their spokesperson, Mira Kahn, said the traders' group "
       "would consider a formal complaint if the bus service was not improved. The council "
       "hopes to reopen a smaller car park on the same site in 2027, subject to funding. "
       "In the trial, some patients reported mild headaches after the first dose.")
_DE = ("Der Stadtrat beschloss am Dienstag, den Parkplatz am Fluss im März zu schließen. "
       "Die Händler lehnten den Plan ab. Der Verband prüft derzeit, ob er gegen den "
       "Beschluss klagen sollte. Die Stadt hofft, 2027 auf dem Gelände ein kleineres "
       "Parkhaus zu eröffnen. In der Studie berichteten einige Patienten nach der ersten "
       "Dosis über leichte Kopfschmerzen.")
_ZH = ("市议会周二投票决定于三月关闭河畔停车场。当地商户反对这一计划。商户协会表示，如果公交服务"
       "得不到改善，协会将考虑提起正式投诉。市政府希望在2027年于原址重新开放一个较小的停车场。"
       "试验中，部分患者在首次用药后出现轻微头痛。")
_FR = ("Le conseil municipal a voté mardi la fermeture du parking de la rivière en mars. "
       "Les commerçants s'y sont opposés. Leur association envisage un recours si le "
       "service de bus n'est pas amélioré. Dans l'essai, certains patients ont signalé des "
       "maux de tête légers après la première dose.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The traders' group will file a formal complaint if the bus service is not "
          "improved.", "caught"),
    (_EN, "The traders' group may file a formal complaint if the bus service is not "
          "improved.", "ok"),
    (_EN, "The council will reopen a smaller car park on the same site in 2027.", "caught"),
    (_EN, "The council plans to reopen a smaller car park on the same site in 2027 if "
          "funding allows.", "ok"),
    (_EN, "In the trial, patients reported mild headaches after the first dose.", "caught"),
    (_EN, "Some patients in the trial reported mild headaches after the first dose.", "ok"),
    (_EN, "A few patients in the trial had mild headaches after the first dose.", "ok"),
    (_DE, "Der Verband wird gegen den Beschluss klagen.", "caught"),
    (_DE, "Der Verband erwägt, gegen den Beschluss zu klagen.", "ok"),
    (_DE, "Die Stadt wird 2027 auf dem Gelände ein kleineres Parkhaus eröffnen.", "caught"),
    (_DE, "Die Stadt will 2027 auf dem Gelände ein kleineres Parkhaus eröffnen.", "ok"),
    (_DE, "In der Studie berichteten Patienten nach der ersten Dosis über leichte "
          "Kopfschmerzen.", "caught"),
    (_DE, "Manche Patienten der Studie hatten nach der ersten Dosis leichte Kopfschmerzen.",
     "ok"),
    (_ZH, "商户协会表示，如果公交服务得不到改善，协会将提起正式投诉。", "caught"),
    (_ZH, "商户协会表示，如果公交服务得不到改善，协会可能会提起正式投诉。", "ok"),
    (_ZH, "试验中，患者在首次用药后出现轻微头痛。", "caught"),
    (_ZH, "试验中有些患者在首次用药后出现了轻微头痛。", "ok"),
    (_FR, "Leur association déposera un recours si le service de bus n'est pas amélioré.",
     "caught"),
    (_FR, "Leur association pourrait déposer un recours si le service de bus n'est pas "
          "amélioré.", "ok"),
    (_FR, "Dans l'essai, les patients ont signalé des maux de tête légers après la première "
          "dose.", "caught"),
    (_FR, "Dans l'essai, quelques patients ont signalé des maux de tête légers après la "
          "première dose.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
