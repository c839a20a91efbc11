"""A claim of several clauses that sums up one stretch of a long page, which no single
sentence holds half of and the rest of the page holds nothing more of: a check of its
wording asks to check it rather than refuting it; a near copy of one sentence, a claim
that draws on another part of the page, a changed figure or negation, a word the window
lacks and a claim on a short page stay unsupported (en, de, fr, es, zh, ja)."""

from __future__ import annotations

import pytest

from services.citations.finding import Finding
from services.citations.local_summary import RULE, local_summary
from services.citations.passages import SourceIndex, terms
from services.citations.support import claim_text, explain, explain_window

EN = """# Riverside community garden

The garden opened on a former car park next to the river. Members pay a small yearly \
fee to the committee. Each member tends one raised bed of their own. Water comes from \
two rain tanks behind the shed. Tools are lent from the shed on Saturday mornings. A \
beekeeper visits the hives along the fence in spring.

## Other news

The swimming pool reopens in May after its repairs. A new bus line links the hospital \
with the old town. The town hall will repaint its windows in autumn. The bakery on the \
corner sells lemonade and cold tea in summer. Parking near the station costs more on \
market days.
"""
DE = """# Gemeinschaftsgarten am Fluss

Der Garten entstand auf einem früheren Parkplatz neben dem Fluss. Mitglieder zahlen dem \
Verein einen kleinen Jahresbeitrag. Jedes Mitglied pflegt ein eigenes Hochbeet. Das \
Wasser kommt aus zwei Regentonnen hinter dem Schuppen. Werkzeug wird samstags \
vormittags im Schuppen verliehen. Im Frühling besucht ein Imker die Bienenstöcke am \
Zaun.

## Weitere Meldungen

Das Rathaus lässt im Herbst seine Fenster streichen. Die Bäckerei an der Ecke verkauft \
im Sommer Limonade und kalten Tee. Das Parken am Bahnhof kostet an Markttagen mehr.
"""
FR = """# Le jardin partagé de la rivière

Le jardin a ouvert sur un ancien parking au bord de la rivière. Les membres versent une \
petite cotisation annuelle à l'association. Chaque membre entretient son propre bac \
surélevé. L'eau provient de deux cuves de pluie derrière la cabane. Les outils sont \
prêtés dans la cabane le samedi matin. Au printemps, un apiculteur visite les ruches le \
long de la clôture.

## Autres nouvelles

La mairie repeindra ses fenêtres à l'automne. La boulangerie du coin vend de la \
limonade et du thé froid en été. Le stationnement près de la gare coûte plus cher les \
jours de marché.
"""
ES = """# El huerto comunitario del río

El huerto abrió en un antiguo aparcamiento junto al río. Los socios pagan una pequeña \
cuota anual a la asociación. Cada socio cuida su propio bancal elevado. El agua sale de \
dos depósitos de lluvia detrás del cobertizo. Las herramientas se prestan en el \
cobertizo los sábados por la mañana. En primavera un apicultor visita las colmenas \
junto a la valla.

## Otras noticias

El ayuntamiento pintará sus ventanas en otoño. La panadería de la esquina vende \
limonada y té frío en verano. Aparcar cerca de la estación cuesta más los días de \
mercado.
"""
ZH = """# 河畔社区菜园

菜园建在河边一处旧停车场上。会员每年向委员会缴纳少量会费。每位会员照料一个自己的高床菜畦。浇水用的是工具棚后面两个雨水桶里的水。每周六上午在工具棚出借工具。春天会有养蜂人来看\
篱笆边的蜂箱。

## 其他消息

市政厅将在秋天重新粉刷窗户。街角的面包店夏天出售柠檬水和冷茶。赶集日车站附近停车更贵。
"""
JA = """# 川辺のコミュニティ菜園

菜園は川沿いの元駐車場に作られた。会員は毎年わずかな会費を委員会に納める。各会員は自分の高床式の畑を一つ世話する。水は物置の裏にある二つの雨水タンクから引いている。道具は毎週\
土曜日の午前に物置で貸し出される。春には養蜂家が柵沿いの巣箱を見に来る。

## その他のお知らせ

市役所は秋に窓を塗り直す。角のパン屋は夏にレモネードと冷たいお茶を売っている。市の日には駅の近くの駐車料金が高くなる。
"""

SUMMARIES = [
    ('Members look after a raised bed each, water is drawn from rain tanks, and tools '
     'are lent from the shed on Saturdays.',
     EN),
    ('Jedes Mitglied kümmert sich um ein Hochbeet, das Wasser stammt aus Regentonnen, '
     'und Werkzeug gibt es samstags im Schuppen.',
     DE),
    ("Chaque membre s'occupe d'un bac surélevé, l'eau vient des cuves de pluie, et les "
     'outils sont prêtés le samedi dans la cabane.',
     FR),
    ('Cada socio se ocupa de un bancal elevado, el agua procede de depósitos de lluvia, '
     'y las herramientas se prestan los sábados en el cobertizo.',
     ES),
    ('会员各自照料一个高床菜畦，浇水来自雨水桶，工具在每周六从工具棚出借。',
     ZH),
    ('各会員が高床式の畑を一つ世話し、水は雨水タンクから引き、道具は土曜日に物置で貸し出される。',
     JA),
]

COPIES = [
    ('Each member, as the rules say, tends one raised bed of their own.',
     EN),
    ('Jedes Mitglied pflegt, so die Regeln, ein eigenes Hochbeet.',
     DE),
    ('Chaque membre, selon le règlement, entretient son propre bac surélevé.',
     FR),
    ('Cada socio, según las normas, cuida su propio bancal elevado.',
     ES),
    ('每位会员，按照规定，照料一个自己的高床菜畦。',
     ZH),
    ('各会員は、規則によれば、自分の高床式の畑を一つ世話する。',
     JA),
]

MIXED = [
    ('Members look after a raised bed each, water is drawn from rain tanks, and the '
     'bakery sells lemonade and cold tea.',
     EN),
    ('Jedes Mitglied kümmert sich um ein Hochbeet, das Wasser stammt aus Regentonnen, '
     'und die Bäckerei verkauft Limonade und kalten Tee.',
     DE),
    ("Chaque membre s'occupe d'un bac surélevé, l'eau vient des cuves de pluie, et la "
     'boulangerie vend de la limonade et du thé froid.',
     FR),
    ('Cada socio se ocupa de un bancal elevado, el agua procede de depósitos de lluvia, '
     'y la panadería vende limonada y té frío.',
     ES),
    ('会员各自照料一个高床菜畦，浇水来自雨水桶，街角的面包店出售柠檬水和冷茶。',
     ZH),
    ('各会員が高床式の畑を一つ世話し、水は雨水タンクから引き、角のパン屋はレモネードと冷たいお茶を売っている。',
     JA),
]


HEDGE = Finding("hedged", "usually", rule="polarity")
"""A finding of how the claim words what the page says, as the checks upstream give it."""


def _gated(claim: str, page: str, finding: Finding) -> tuple[str, Finding | None]:
    """``local_summary`` on ``claim`` judged ``unsupported`` by ``finding`` against the
    window the checker reads on ``page``."""
    match = explain_window(claim, page)[0]
    clean = claim_text(claim)
    return local_summary(clean, SourceIndex(page), terms(clean), match, "unsupported", finding)


@pytest.mark.parametrize(("claim", "page"), SUMMARIES)
def test_a_summary_of_one_stretch_asks_to_check(claim: str, page: str) -> None:
    support, finding = _gated(claim, page, HEDGE)
    assert support == "weak"
    assert finding is not None and finding.rule == f"{RULE}:polarity" and not finding.certain
    assert finding.reason == "hedged" and finding.claimed == "usually"


@pytest.mark.parametrize(("claim", "page"), SUMMARIES)
@pytest.mark.parametrize("reason", ["numbers_differ", "negation", "name_missing"])
def test_a_figure_a_negation_or_a_missing_word_stays_unsupported(claim: str, page: str,
                                                               reason: str) -> None:
    finding = Finding(reason, "seven", rule="numbers")
    assert _gated(claim, page, finding) == ("unsupported", finding)


@pytest.mark.parametrize(("claim", "page"), COPIES)
def test_a_near_copy_of_one_sentence_stays_unsupported(claim: str, page: str) -> None:
    assert _gated(claim, page, HEDGE) == ("unsupported", HEDGE)


@pytest.mark.parametrize(("claim", "page"), [c for c in COPIES if c[1] in (EN, FR, ES, ZH)])
def test_an_aside_added_to_one_sentence_is_still_caught(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and not finding.rule.startswith(RULE)


@pytest.mark.parametrize(("claim", "page"), MIXED)
def test_a_claim_drawing_on_another_part_of_the_page_stays_unsupported(claim: str,
                                                                      page: str) -> None:
    assert _gated(claim, page, HEDGE) == ("unsupported", HEDGE)


def test_a_claim_of_fewer_clauses_is_not_a_summary() -> None:
    claim = "Members look after a raised bed each and water is drawn from rain tanks."
    assert _gated(claim, EN, HEDGE) == ("unsupported", HEDGE)


def test_on_a_short_page_the_neighbours_are_the_whole_page() -> None:
    page = EN.split("## Other news")[0].split("\n\n", 1)[1]
    claim = SUMMARIES[0][0]
    assert _gated(claim, page, HEDGE) == ("unsupported", HEDGE)


def test_a_claim_the_neighbours_barely_hold_stays_unsupported() -> None:
    claim = ("Members look after a raised bed each, the mayor opens a new stadium, "
             "and a choir sings in the cathedral every Friday night.")
    assert _gated(claim, EN, HEDGE) == ("unsupported", HEDGE)
