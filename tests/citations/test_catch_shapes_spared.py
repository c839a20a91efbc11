"""Correct paraphrases shaped like the catches of the eighth catch round (a future, a list,
a phrase run on, "unless", "possible that", a bracket, a compass compound, an example,
"all", a compared belief, a quotation, a Chinese feature, a cause, "but not", a Chinese
prohibition): none is labelled unsupported. Written for these checks, in English, German
and Chinese, none taken from a labelled part."""

from __future__ import annotations

import pytest

from tests.citations.judge import evidence

CASES = [
    ('The bridge has been closed since May and will reopen in 2026.',
     ('The bridge, which has been closed since May, will reopen in 2026. '
      'Repairs cost £2m.')),
    (('Die Stadt hat die Sanierung beschlossen; die Arbeiten sollen im Mai '
      'beginnen.'),
     ('Der Stadtrat hat die Sanierung am Dienstag beschlossen. Die Arbeiten '
      'sollen im Mai beginnen.')),
    ('市政府已批准该项目，工程将于明年开工。',
     '市政府已于上周批准该项目。工程将于明年三月开工。'),
    ('The council has approved the plan, which will cost £3m.',
     'The council approved the plan on Monday. It will cost £3 million.'),
    ('The kit includes a charger, a cable and a case, and ships in May.',
     ('The kit includes a charger, a cable and a case, and ships in May. A '
      'stylus is sold separately.')),
    ('Das Paket enthält Ladegerät und Kabel sowie eine Anleitung.',
     'Das Paket enthält ein Ladegerät, ein Kabel und eine Anleitung.'),
    ('The study was funded by the European Research Council.',
     ('The team followed 800 adults. The study was funded by the European '
      'Research Council and the Wellcome Trust.')),
    ('Children should stay home until the fever has gone for 24 hours.',
     ('Children should stay home until the fever has gone for 24 hours. Give '
      'plenty of fluids.')),
    ('The museum opens at 9am on weekdays.',
     'The museum opens at 9am on weekdays and at 10am on Sundays.'),
    ('Do not give aspirin to children unless a doctor advises it.',
     "Do not give aspirin to children under 16, except on a doctor's advice."),
    (('Kinder unter 16 sollen kein Aspirin bekommen, es sei denn, der Arzt rät '
      'dazu.'),
     ('Kinder unter 16 Jahren sollen kein Aspirin erhalten, außer auf '
      'ärztlichen Rat.')),
    ('Brandl thinks a 30 km/h limit may help birds.',
     ('Co-author Tobias Brandl thinks it possible that a 30 km/h limit helps '
      'birds.')),
    ('Tickets can be bought online.',
     'It is possible to buy tickets online. The box office opens at 10.'),
    ('Es ist möglich, dass die Brücke länger gesperrt bleibt.',
     ('Es ist möglich, dass die Brücke länger gesperrt bleibt, sagte der '
      'Bürgermeister.')),
    (('The report was written by Naomi Clarke, the lead author, and pharmacist '
      'Mark Osei.'),
     ('Prepared by Dr. Naomi Clarke (consultant paediatrician, lead author) '
      'and Mark Osei (senior pharmacist).')),
    ('Die Pflegedirektorin Anna Roth leitete die Überprüfung.',
     ('Beteiligt waren Anna Roth (Pflegedirektorin) und Jan Weber '
      '(Geschäftsführer). Roth leitete die Überprüfung.')),
    ('Der Kiosk am Südufer bleibt geöffnet.',
     'Der Kiosk am Südufer bleibt geöffnet, der am Nordufer schließt.'),
    ('游客可从南门或北门进入公园。',
     '公园设有南门和北门，游客可从任一门进入。'),
    ('Avoid salty snacks such as crisps.',
     'Avoid salty snacks such as crisps and salted nuts.'),
    ('Obst wie Äpfel und Birnen gibt es im Herbst.',
     'Im Herbst gibt es Obst, zum Beispiel Äpfel und Birnen.'),
    ('Fees vary depending on the course, and all students pay a deposit.',
     'Fees vary depending on the course. All students pay a £200 deposit.'),
    ('All pens can be kept for up to 28 days, depending on the brand.',
     'Pens in use may be kept for up to 28 days, depending on the brand.'),
    ('Seagrass may store more carbon than previously thought.',
     ('Seagrass meadows may store far more carbon than previously thought, a '
      'study says.')),
    ('Experts suggest the bridge needs repairs.',
     'Experts suggest that the bridge needs urgent repairs.'),
    (('Dr. Okafor said patients recover better when someone they trust is with '
      'them.'),
     ('"Families felt alone," said Dr. Amara Okafor. "Patients recover better '
      'when someone they trust is with them."')),
    ('这款机器人不支持自动添加清洁液，需要手动添加。',
     '基站不支持自动添加清洁液，需要用户手动加入清水箱。'),
    ('清初，拙政园一度被没收为官产。',
     '清初，园林一度被没收为官产。咸丰十年，太平军攻占苏州。'),
    ('Licensed taxis are exempt, but private hire vehicles are not.',
     ('Several groups are exempt from the charge:\n- licensed taxis, but not '
      'private hire vehicles.')),
    ('闻到燃气味时，应关闭阀门并到室外拨打抢修电话。',
     ('闻到燃气味时，应立即关闭阀门。不要在室内拨打电话。应到室外拨打抢修电'
      '话96777。')),
]


@pytest.mark.parametrize(("claim", "page"), CASES)
def test_a_paraphrase_shaped_like_a_catch_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"
