"""Valid rewording the support check must not read as a change, each beside the wrong
twin that must stay caught: a restriction's case filled with words of the passage's next
sentence or told with "all", a gap to a price written with a currency sign, a CJK numeral
written before its noun with no measure word, "may" in a list of exemptions."""

from __future__ import annotations

from services.citations.cjk_bare_numeral import bare_numeral_stated
from services.citations.numbers import numbers
from services.citations.restrict import widens
from services.citations.support import explain

ICE = ("Only one ice house survives. The Quay Street building was restored in 2011 and now "
       "houses a small museum.")


def test_a_case_filled_with_the_next_sentences_words_is_no_widening() -> None:
    assert widens("The surviving Quay Street ice house now houses a small museum.",
                  "Only one ice house survives.", ICE) is None
    assert explain("The surviving Quay Street ice house was restored in 2011 and now houses "
                   "a small museum.", ICE)[0] == "supported"


def test_a_case_filled_with_words_of_its_own_stays_a_widening() -> None:
    visits = "Besuche sind nur nachmittags erlaubt. Die Station liegt im dritten Stock."
    assert widens("Besuche sind ganztägig erlaubt.", "Besuche sind nur nachmittags erlaubt.",
                  visits) == ("ganztägig", "nur nachmittags")
    assert explain("Besuche sind ganztägig erlaubt.", visits)[0] == "unsupported"


FARES = ("Die Tageskarte für Erwachsene kostet ab Mai 5,50 € statt bisher 4,00 €. Kinder "
         "zahlen 2,00 €.")
TICKETS = "From next week a day ticket will cost $7.50 instead of $6.00."


def test_a_gap_to_prices_written_with_a_sign_is_stated() -> None:
    assert explain("Die Tageskarte für Erwachsene kostet ab Mai 5,50 Euro, 1,50 Euro mehr als "
                   "bisher.", FARES)[0] == "supported"
    assert explain("From next week a day ticket will cost 7.50 dollars, 1.50 dollars more than "
                   "before.", TICKETS)[0] == "supported"


def test_a_wrong_gap_to_prices_written_with_a_sign_stays_caught() -> None:
    assert explain("Die Tageskarte für Erwachsene kostet ab Mai 5,50 Euro, 2,50 Euro mehr als "
                   "bisher.", FARES)[0] == "unsupported"
    assert explain("From next week a day ticket will cost 7.50 dollars, 2.50 dollars more than "
                   "before.", TICKETS)[0] == "unsupported"


HALL = "沈厅于1742年建成，共有七进五门楼，房屋一百余间。"


def test_a_cjk_numeral_written_before_its_noun_is_stated() -> None:
    claim = "沈厅于1742年建成，共有七进、五座门楼，房屋一百多间。"
    assert bare_numeral_stated(numbers("五座门楼")[0], claim, HALL)
    assert explain(claim, HALL)[0] == "supported"


def test_another_cjk_numeral_before_that_noun_stays_a_change() -> None:
    claim = "沈厅于1742年建成，共有七进、三座门楼，房屋一百多间。"
    assert not bare_numeral_stated(numbers("三座门楼")[0], claim, HALL)
    assert explain(claim, HALL)[0] == "unsupported"
    assert not bare_numeral_stated(numbers("五座门楼")[0], "共有五座门楼。", "共有十五门楼。")


BAN = ("Pavement parking will be banned from April. About 40 streets with marked bays are "
       "exempt, and delivery drivers may stop on a pavement for up to 20 minutes while "
       "loading. The exemptions may be extended next year.")


def test_may_in_a_list_of_exemptions_is_a_permission() -> None:
    assert explain("The ban has exemptions: about 40 streets with marked bays, and delivery "
                   "drivers loading on a pavement for up to 20 minutes.", BAN)[0] == "supported"


def test_may_told_as_fact_or_as_a_plan_stays_flagged() -> None:
    assert explain("Delivery drivers will stop on a pavement for up to 20 minutes while "
                   "loading.", BAN)[0] == "unsupported"
    assert explain("The exemptions will be extended next year.", BAN)[0] == "unsupported"



def test_a_restriction_told_with_all_keeps_it() -> None:
    assert widens("The researchers caution that all the dolphins tested were in human care.",
                  "The authors caution that the sample included only animals in human "
                  "care.") is None
    assert widens("Abstimmen dürfen alle Mitglieder mit gültigem Ausweis.",
                  "Abstimmen dürfen nur Personen mit gültigem Ausweis.") is None


def test_all_of_another_case_stays_a_widening() -> None:
    assert widens("Besuche sind an allen Tagen erlaubt.",
                  "Besuche sind nur an Wochentagen erlaubt.") is not None
    assert widens("Visits are allowed on all days of the week.",
                  "Visits are allowed only on weekdays in the afternoon.") is not None
