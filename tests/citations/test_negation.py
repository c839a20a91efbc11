"""Negations a claim flips: one whose "but" joins a statement of its own, one at a
clause's end after "dagegen", and a Chinese negation whose object the claim states
with another verb."""

from __future__ import annotations

from services.citations.contrast import is_contrast
from services.citations.negation import object_stated
from services.citations.polarity import negated_words
from tests.citations.judge import evidence

RIVER = ("The Ossel feeds three reservoirs in the valley. The water board has not yet changed "
         "the summer abstraction limits, but an expert panel will report in spring 2026.")
PARK = ("Im Naturpark ist Zelten auf den ausgewiesenen Plätzen erlaubt, Grillen dagegen "
        "nicht. Hunde müssen angeleint bleiben.")
FERRY = ("新渡轮长45米，可载客300人。该船不使用柴油发动机，而是采用电池驱动。码头不设停车场，"
         "乘客可乘公交前往。")


def test_a_but_that_starts_a_statement_of_its_own_corrects_nothing() -> None:
    assert not is_contrast("The board has not yet changed the limits, but an expert panel "
                           "will report in spring 2026.")
    assert is_contrast("The pool is not open on Mondays, but on Tuesdays.")
    assert is_contrast("Os sedimentos não foram lançados ao mar, mas usados para reforçar "
                       "as praias.")
    wrong = evidence("The water board has already changed the summer abstraction limits.",
                     RIVER)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_a_negation_at_a_clause_end_bears_on_the_verb_not_on_dagegen() -> None:
    assert negated_words("Grillen dagegen nicht.") == ["grillen"]
    wrong = evidence("Im Naturpark ist Grillen erlaubt.", PARK)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")


def test_a_chinese_negations_object_stated_with_another_verb_is_the_opposite() -> None:
    assert object_stated("该船不使用柴油发动机", "新渡轮采用柴油发动机")
    assert object_stated("码头不设停车场", "码头设有停车场")
    assert not object_stated("码头不设停车场", "乘客可乘公交前往码头")
    wrong = evidence("新渡轮采用柴油发动机。", FERRY)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("渡轮码头设有停车场。", FERRY)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    right = evidence("新渡轮不用柴油发动机，靠电池驱动。", FERRY)
    assert right.support != "unsupported"


def test_no_longer_is_a_negation_and_no_more_than_a_bound() -> None:
    page = ("# Version 5\n\nMit Version 5.0 wird Windows 7 nicht mehr unterstützt. Die Lizenz "
            "kostet nicht mehr als 40 Euro im Jahr.")
    wrong = evidence("Version 5.0 unterstützt Windows 7.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    right = evidence("Die Lizenz kostet höchstens 40 Euro im Jahr.", page)
    assert right.support != "unsupported"


def test_no_longer_and_strictly_forbidden_in_chinese_are_negations() -> None:
    page = "# 版本说明\n\n青云编辑器6.0版于2025年发布。本版本不再支持32位系统。机房内严禁吸烟。"
    wrong = evidence("青云编辑器6.0版支持32位系统。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("机房内允许吸烟。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    assert evidence("6.0版不再支持32位系统。", page).support == "supported"
