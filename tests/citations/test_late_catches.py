"""A figure appended in a clause of its own where the passage's statement ends
(``appended_figure``), a CJK name beside a title with a prefix of rank ("副教授",
``role_prefixes``), and a rule told as holding without exception where the page sets a
case apart (``universal_claim``), a figure tied to another item of the passage's list
(``figure_items``), a deed told "by" a person where the page tells it of another in the
active (``active_agent``), a role the page gives one person set beside another it names
(``role_holder``), a case included under what the page negates for it, the claim's own
negation only in a relative clause (``relative_negation``), a plan told as settled
(``plan_told_firm``): caught in English, German,
French, Spanish and Chinese;
correct paraphrases of the same shapes (the figure stated in the next sentence, a unit
restated, the title written before the name, the exception kept, "all" for the page's
"all") are not labelled unsupported. Written for these checks, none
taken from a labelled part."""

from __future__ import annotations

import pytest

from tests.citations.judge import evidence

AUDIT = ('The audit was led by Dr Maria Costa, chief nurse; James Patel, finance director, '
         'signed off the budget. The report was published in March.')
BRIDGE = ("Le projet est dirigé par l'architecte Claire Martin ; Paul Girard, ingénieur, "
          "a conçu la structure du pont.")
COUNCIL = ('The plan was approved on Monday. Councillor Ruth Evans, cabinet member for housing, '
           'said the homes would be ready by 2027. Its treasurer, Mark Hale, said the trust '
           'would appeal.')
STADT = ('Der Plan wurde am Montag beschlossen. Stadträtin Petra Vogel, Dezernentin für Wohnen, '
         'sagte, die Wohnungen seien 2027 fertig. Ihr Kassenwart, Jonas Kern, sagte, der Verein '
         'werde klagen.')
SURVEY = ('El informe lo coordinó la doctora Ana Ruiz; Luis Ortega, estadístico, '
          'analizó los datos de la encuesta.')

CAUGHT = [
    ('The bus leaves the harbour at 08:40, and a single ticket costs around £4.',
     'The bus leaves the harbour at 08:40 and returns at noon; check the timetable at the stop.'),
    ('Die Fähre legt morgens um 9:30 in Lindau ab, eine Rückfahrkarte kostet etwa 18 Euro.',
     ('Die Fähre legt morgens um 9:30 in Lindau ab und kehrt am Nachmittag zurück; die '
      'Rückfahrkarte gibt es an Bord.')),
    ('Der Zug fährt stündlich ab Hauptbahnhof, die Fahrt dauert etwa 25 Minuten.',
     'Der Zug fährt stündlich ab Hauptbahnhof. Tickets gibt es am Automaten.'),
    ('游船每天上午九点发船，每人票价八十元，全程约两小时。',
     '游船每天上午九点发船，每人票价八十元。周一停航。'),
    ('该项目由清华大学建筑学院张明远副教授主持，历时三年完成。',
     '该项目由清华大学建筑学院刘振华副教授主持，历时三年完成。'),
    ('该方案由市交通局周立新副局长提出。',
     '该方案由市交通局陈国庆副局长提出，预计明年实施。'),
    ('Late returns are fined in every case, at 50p a day.',
     'Late returns are fined at 50p a day, unless the library was closed on the due date.'),
    ('Verspätete Rückgaben werden ausnahmslos mit 50 Cent pro Tag berechnet.',
     'Verspätete Rückgaben kosten 50 Cent pro Tag, außer wenn die Bibliothek geschlossen war.'),
    ('Les retards sont facturés sans exception 50 centimes par jour.',
     'Les retards sont facturés 50 centimes par jour, sauf si la bibliothèque était fermée.'),
    ('逾期还书一律按每天五角收费。', '逾期还书按每天五角收费，但因闭馆导致逾期的除外。'),
    ('Women who drank tea had hip bone density about 2.8% higher.',
     ('Women who drank tea had lumbar spine bone density about 2.8% higher and hip '
      'density about 2.1% higher.')),
    ('Bei Teetrinkerinnen war die Knochendichte der Hüfte um etwa 2,8 % höher.',
     ('Bei Teetrinkerinnen war die Knochendichte der Lendenwirbelsäule um etwa 2,8 % '
      'höher, die der Hüfte um 2,1 %.')),
    ('每周饮茶的女性，髋部骨密度平均高出约2.8%。',
     '结果显示，每周饮茶的女性，腰椎骨密度平均高出约2.8%，髋部高出约2.1%。'),
    ('The budget was signed off by chief nurse Dr Maria Costa.', AUDIT),
    ('La structure du pont a été conçue par Claire Martin.', BRIDGE),
    ('Los datos de la encuesta fueron analizados por la doctora Ana Ruiz.', SURVEY),
    ('Mark Hale, the cabinet member for housing, said the homes would be ready by 2027.',
     COUNCIL),
    ('Jonas Kern, Dezernent für Wohnen, sagte, die Wohnungen seien 2027 fertig.', STADT),
    ('The drug may be offered to patients who cannot swallow tablets, including children '
     'under 12.',
     ('The drug may be offered to patients who cannot swallow tablets. It must not be given '
      'to children under 12.')),
    ('Das Mittel kann Patienten gegeben werden, die keine Tabletten schlucken können, '
     'einschließlich Kindern unter 12 Jahren.',
     ('Das Mittel kann Patienten gegeben werden, die keine Tabletten schlucken können. '
      'Kindern unter 12 Jahren darf es nicht gegeben werden.')),
    ('Le médicament peut être proposé aux patients qui ne peuvent pas avaler de comprimés, '
     'y compris aux enfants de moins de 12 ans.',
     ('Le médicament peut être proposé aux patients qui ne peuvent pas avaler de comprimés. '
      'Il ne doit pas être donné aux enfants de moins de 12 ans.')),
    ('Die Freigabe der neuen Brücke erfolgt im Mai.',
     'Die Freigabe der neuen Brücke für den Verkehr ist für Mai geplant.'),
    ('地铁三号线于五月开通运营。', '地铁三号线计划于五月开通运营。'),
    ('The fix will ship in version 4.13 at the end of April.',
     'A fix is planned for version 4.13, which is expected at the end of April.'),
    ('The new bridge opens to traffic in May.',
     'The council plans to open the new bridge to traffic in May, subject to final inspections.'),
]

SPARED = [
    ('The museum opens at 9am on weekdays, and a guided tour takes about 90 minutes.',
     ('The museum opens at 9am on weekdays. A guided tour takes about 90 minutes and '
      'starts in the foyer.')),
    ('Patients should not smoke for 48 hours, that is for two days.',
     'Patients should not smoke for 48 hours. Rinse gently with salt water.'),
    ('The bus leaves the harbour at 08:40, and a single ticket costs £4.',
     'The bus leaves the harbour at 08:40 and returns at noon. A single ticket costs £4.'),
    ('Der Zug fährt stündlich ab Hauptbahnhof, die Fahrt dauert 25 Minuten.',
     'Der Zug fährt stündlich ab Hauptbahnhof. Die Fahrt nach Lindau dauert 25 Minuten.'),
    ('Le bus part du port à 8h40, et un billet simple coûte 4 euros.',
     'Le bus part du port à 8h40 et revient à midi. Un billet simple coûte 4 euros.'),
    ('游船每天上午九点发船，票价八十元，全程约两小时。',
     '游船每天上午九点发船，票价八十元。游船全程约两小时，周一停航。'),
    ('该项目由张明远副教授主持，历时三年完成。',
     '该项目由清华大学建筑学院副教授张明远主持，历时三年完成。'),
    ('The hotel has 120 rooms, and 30 of them face the sea.',
     'The hotel has 120 rooms; 30 of them face the sea.'),
    ('Die Brücke ist 240 Meter lang, sie wurde 1932 eröffnet.',
     'Die Brücke ist 240 Meter lang. Sie wurde 1932 eröffnet.'),
    ('研究共纳入4216名女性，随访六年。', '研究共纳入4216名50至75岁的女性，随访时间为六年。'),
    ('Late returns are fined in every case, at 50p a day.',
     'Late returns are fined in every case, at 50p a day, though fines are capped at £5.'),
    ('Late returns are fined at 50p a day, unless the library was closed.',
     'Late returns are fined at 50p a day, unless the library was closed on the due date.'),
    ('逾期还书按每天五角收费，因闭馆导致逾期的除外。',
     '逾期还书按每天五角收费，但因闭馆导致逾期的除外。'),
    ('All visitors must register at the desk.',
     'All visitors must register at the desk, but staff with badges may go straight in.'),
    ('Die Gebühr gilt für alle Nutzer.', 'Die Gebühr gilt für alle Nutzer, ausgenommen Schüler.'),
    ('Women who drank tea had lumbar spine bone density about 2.8% higher.',
     ('Women who drank tea had lumbar spine bone density about 2.8% higher and hip '
      'density about 2.1% higher.')),
    ('Spine density was 2.8% higher, and hip density 2.1% higher.',
     ('Women who drank tea had lumbar spine bone density about 2.8% higher and hip '
      'density about 2.1% higher.')),
    ('Spine density rose by 2.8%, more than hip density.',
     ('Women who drank tea had lumbar spine bone density about 2.8% higher and hip '
      'density about 2.1% higher.')),
    ('Die Knochendichte der Lendenwirbelsäule lag um 2,8 % höher.',
     ('Bei Teetrinkerinnen war die Knochendichte der Lendenwirbelsäule um etwa 2,8 % '
      'höher, die der Hüfte um 2,1 %.')),
    ('腰椎骨密度平均高出约2.8%。',
     '结果显示，每周饮茶的女性，腰椎骨密度平均高出约2.8%，髋部高出约2.1%。'),
    ('The budget was signed off by James Patel.', AUDIT),
    ('The budget was signed off by finance director James Patel.', AUDIT),
    ('The audit was led by chief nurse Dr Maria Costa.', AUDIT),
    ('La structure du pont a été conçue par Paul Girard.', BRIDGE),
    ('Los datos de la encuesta fueron analizados por Luis Ortega.', SURVEY),
    ('Ruth Evans, the cabinet member for housing, said the homes would be ready by 2027.',
     COUNCIL),
    ('Councillor Evans, cabinet member for housing, said the homes would be ready by 2027.',
     COUNCIL),
    ('Petra Vogel, Dezernentin für Wohnen, sagte, die Wohnungen seien 2027 fertig.', STADT),
    ('Mark Hale, the treasurer, said the trust would appeal.', COUNCIL),
    ('The drug must not be given to children, including those under 12.',
     'The drug must not be given to children, including those under 12.'),
    ('The drug may be offered to patients who cannot swallow tablets, including children '
     'over 12.',
     ('The drug may be offered to patients who cannot swallow tablets, including children '
      'over 12. It is not licensed for infants.')),
    ('Patients who do not respond to oral iron, including pregnant women, may receive '
     'infusions.',
     'Patients who do not respond to oral iron may receive infusions; this includes pregnant '
     'women.'),
    ('The council plans to open the new bridge in May.',
     'The council plans to open the new bridge to traffic in May, subject to final inspections.'),
    ('Die Freigabe der Brücke ist für Mai geplant.',
     'Die Freigabe der neuen Brücke für den Verkehr ist für Mai geplant.'),
    ('地铁三号线将于明年五月开通运营。', '地铁三号线将于明年五月开通运营。'),
    ('The bridge is expected to open in May.',
     'The council plans to open the new bridge to traffic in May.'),
    ('The new bridge will open to traffic in May.',
     'The council plans to open the new bridge to traffic in May.'),
    ('Die neue Brücke wird im Mai für den Verkehr freigegeben.',
     'Die Freigabe der neuen Brücke für den Verkehr ist für Mai geplant.'),
    ('北陸精工は山口美咲専務が4月1日付で社長に昇格すると発表した。',
     ('北陸精工は2月14日、山口美咲専務が4月1日付で社長に昇格する人事を発表した。'
      '中村浩二社長は代表権のある会長に就く。')),
]


@pytest.mark.parametrize(("claim", "page"), CAUGHT)
def test_the_shapes_are_caught(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), SPARED)
def test_a_paraphrase_of_the_same_shape_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"
