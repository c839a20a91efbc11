"""A claim with a negation of its own still flips the page's other negation: "not X but
no Y" is one negation with two conditions, not a correction, and the claim's "no Y"
does not answer the page's "do not X"."""

from __future__ import annotations

from services.citations.contrast import is_contrast
from services.citations.polarity import each_negated
from tests.citations.judge import evidence

SEEDLINGS = ("Move seedlings outdoors once the last frost has passed. Do not water seedlings "
             "that have been transplanted but show no new leaves; overwatering at this stage "
             "rots the roots.")
COUGH = ("La plupart des toux guérissent seules. Ne donnez pas d'antibiotiques aux enfants qui "
         "toussent mais n'ont pas de fièvre ; ils ne raccourcissent pas la toux.")
WORKS = ("Die Bauarbeiten werden abschnittsweise durchgeführt, damit Straßen nicht länger als "
         "acht Wochen gesperrt sind.")


def test_a_but_whose_own_side_is_negated_corrects_nothing() -> None:
    assert not is_contrast("Do not water seedlings that were transplanted but show no new "
                           "leaves.")
    assert not is_contrast("Ne donnez pas d'antibiotiques aux enfants qui toussent mais n'ont "
                           "pas de fièvre.")
    assert is_contrast("The pool is not open on Mondays, but on Tuesdays.")


def test_each_negation_names_what_it_bears_on() -> None:
    assert each_negated("Do not water seedlings that show no new leaves.") == [
        "water", "seedlings", "new", "leaves"]


def test_the_claims_own_negation_does_not_answer_the_pages_other_one() -> None:
    wrong = evidence("The guide recommends watering transplanted seedlings even when they "
                     "show no new leaves.", SEEDLINGS)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    french = evidence("Il faut donner des antibiotiques aux enfants qui toussent mais n'ont "
                      "pas de fièvre.", COUGH)
    assert (french.support, french.reason) == ("unsupported", "negation")


def test_the_same_negation_placed_elsewhere_still_agrees() -> None:
    right = evidence("Transplanted seedlings that show no new leaves should not be watered "
                     "yet, because too much water rots the roots.", SEEDLINGS)
    assert right.support != "unsupported"
    german = evidence("Gebaut wird in Abschnitten, sodass keine Straße länger als acht Wochen "
                      "gesperrt bleibt.", WORKS)
    assert german.support != "unsupported"


LAWN = "草坪每天8时至18时开放。雨后地面尚未干透时，请勿进入草坪，以免踩坏草根。"
BRIDGE = "大桥禁止行人和非机动车通行。"
FACTORY = "王建国表示，新工厂将主要生产储能电池，而不是汽车动力电池。"


def test_a_chinese_claims_own_negation_does_not_answer_the_pages_other_one() -> None:
    wrong = evidence("根据须知，雨后地面还没干透时也可以进入草坪。", LAWN)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_a_chinese_negation_bearing_on_its_topic_or_a_contrasted_thing_agrees() -> None:
    assert evidence("行人和非机动车不能上桥。", BRIDGE).support != "unsupported"
    contrasted = evidence("新工厂主要生产储能电池，不生产汽车动力电池。", FACTORY)
    assert contrasted.support != "unsupported"
