"""A claim that makes its own exception ("unless") and turns the page's rule round."""

from __future__ import annotations

from services.citations.unless import makes_exception
from tests.citations.judge import evidence

LEAFLET = ("Return unused medicines to a pharmacy. Do not flush medicines down the toilet, "
           "except where the leaflet says so. Keep them out of the reach of children.")
MUSEUM_DE = ("Das Museum ist täglich geöffnet. Hunde sind im Museum nicht erlaubt, außer "
             "Assistenzhunde. Der Eintritt kostet acht Euro.")
MUSEUM_NL = ("Het museum is dagelijks open. Honden zijn niet toegestaan in het museum, behalve "
             "hulphonden. De toegang kost acht euro.")


def test_the_words_of_the_class_in_several_languages() -> None:
    assert makes_exception("You can flush them unless the leaflet says otherwise.")
    assert makes_exception("Hunde dürfen hinein, es sei denn, es sind Assistenzhunde.")
    assert makes_exception("Honden mogen erin, tenzij het hulphonden zijn.")
    assert makes_exception("可以冲入马桶，除非说明书另有规定。")
    assert not makes_exception("You can flush them if the leaflet says so.")
    assert not makes_exception("The runless test passed.")


def test_the_rule_turned_round_beside_the_case_is_a_flip() -> None:
    wrong = evidence("You can flush medicines down the toilet unless the leaflet says "
                     "otherwise.", LEAFLET)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("Hunde dürfen ins Museum, es sei denn, es handelt sich um "
                     "Assistenzhunde.", MUSEUM_DE)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("Honden zijn welkom in het museum, tenzij het om hulphonden gaat.",
                     MUSEUM_NL)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_the_rule_kept_with_its_exception_is_no_flip() -> None:
    right = evidence("Medicines should not be flushed down the toilet unless the leaflet "
                     "says so.", LEAFLET)
    assert right.support != "unsupported"
    right = evidence("You can flush medicines down the toilet if the leaflet says so.",
                     LEAFLET)
    assert right.support != "unsupported"
    right = evidence("Honden zijn niet welkom in het museum, tenzij het om hulphonden gaat.",
                     MUSEUM_NL)
    assert right.support != "unsupported"
    right = evidence("Assistenzhunde dürfen ins Museum.", MUSEUM_DE)
    assert right.support != "unsupported"
