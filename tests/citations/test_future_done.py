"""What the page says will happen, told as done ("has applied" for "will apply")."""

from __future__ import annotations

from services.citations.future_done import future_told_done
from tests.citations.judge import evidence

SCHOOL_DE = ("Vor der Grundschule gilt Tempo 50. Bürgermeisterin Katrin Albers kündigte an, "
             "beim Regierungspräsidium einen Antrag auf Tempo 30 vor der Grundschule zu "
             "stellen. Eltern hatten Unterschriften gesammelt.")
SCHOOL_EN = ("The road outside the school has a 50 km/h limit. Mayor Katrin Albers announced "
             "that she would apply to the regional council for a 30 km/h limit outside the "
             "school. Parents had collected signatures.")
SCHOOL_ZH = ("学校门前目前限速50公里。市长宣布将向区政府申请在学校门前限速30公里。"
             "家长们此前征集了签名。")
SCHOOL_NL = ("Voor de school geldt 50 km/u. Burgemeester Albers zal bij de provincie een "
             "snelheidslimiet van 30 km/u voor de school aanvragen. Ouders verzamelden "
             "handtekeningen.")


def test_the_announced_action_told_as_done_is_caught() -> None:
    for claim, page in (
            ("Bürgermeisterin Katrin Albers hat beim Regierungspräsidium Tempo 30 vor der "
             "Grundschule beantragt.", SCHOOL_DE),
            ("Mayor Katrin Albers has applied to the regional council for a 30 km/h limit "
             "outside the school.", SCHOOL_EN),
            ("市长已向区政府申请在学校门前限速30公里。", SCHOOL_ZH),
            ("Burgemeester Albers heeft bij de provincie een limiet van 30 km/u voor de school "
             "aangevraagd.", SCHOOL_NL)):
        wrong = evidence(claim, page)
        assert (wrong.support, wrong.reason) == ("unsupported", "intent"), claim


def test_the_future_kept_or_the_past_of_the_page_is_no_finding() -> None:
    for claim, page in (
            ("Bürgermeisterin Katrin Albers will beim Regierungspräsidium Tempo 30 vor der "
             "Grundschule beantragen.", SCHOOL_DE),
            ("Mayor Katrin Albers said she would apply to the regional council for a 30 km/h "
             "limit outside the school.", SCHOOL_EN),
            ("市长宣布，将向区政府申请在学校门前限速30公里。", SCHOOL_ZH)):
        assert evidence(claim, page).support != "unsupported", claim
    page = "The bridge, which has been closed since May, will reopen in 2026."
    assert future_told_done("The bridge has been closed since May.", page) is None
    assert future_told_done("The museum opens in May.", "The museum will open in May.") is None


def test_the_future_told_in_the_simple_past_is_caught() -> None:
    assert future_told_done("Mayor Albers applied to the council for a 30 km/h limit.",
                            "Mayor Albers will apply to the council for a 30 km/h limit.")
    assert future_told_done("The plan was approved by the council in May.",
                            "The plan will be approved by the council in May.")
    assert future_told_done("Die Stadt eröffnete das Museum im Mai.",
                            "Die Stadt wird das Museum im Mai eröffnen.")
    assert future_told_done("The museum opened in 2019.",
                            "The museum, which opened in 2019, will host the show.") is None


def test_a_deed_the_page_reports_in_the_pluperfect_is_no_future() -> None:
    # "had agreed to pay" is done, as "has agreed to pay" is: the page's "agreed … to"
    # announces nothing still to come.
    for claim, page in (
            ("The brewery has agreed in principle to pay £2 million towards the new bridge.",
             "Its owner, Ruth Abbot, said the brewery had agreed in principle to pay £2 million "
             "towards the new bridge but had not signed anything yet."),
            ("Die Brauerei hat zugesagt, zwei Millionen Euro für die neue Brücke zu zahlen.",
             "Laut Inhaberin Ruth Abbot hatte die Brauerei zugesagt, zwei Millionen Euro für "
             "die neue Brücke zu zahlen.")):
        assert future_told_done(claim, page) is None, claim
    assert future_told_done(
        "The brewery has agreed to pay £2 million towards the new bridge.",
        "Its owner said the brewery agreed that it would pay £2 million towards the new "
        "bridge next year.")
