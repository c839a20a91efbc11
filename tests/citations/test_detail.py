"""An invented detail: a clause added to a statement the page makes, its words nowhere
on the page."""

from __future__ import annotations

from services.citations.detail import added_clause
from tests.citations.judge import evidence

HARVEST = ("# Apfelernte am Bodensee\n\nDie Obstbauern am Bodensee haben in diesem Jahr "
           "rund 250.000 Tonnen Äpfel geerntet, etwa 10 % weniger als im Vorjahr. Grund "
           "war der späte Frost im April.")
RELEASE = ("Version 3.0 of the Quarry backup tool is out. Backups now run incrementally and "
           "are verified after every run. The old archive format is still read.")
VIAJE = ("El tren turístico recorre los 60 kilómetros entre Sóller y Palma en una hora. "
         "Sale cuatro veces al día desde la estación de la plaza de España.")


def test_a_coordinated_statement_in_words_the_page_never_uses_is_invented() -> None:
    wrong = evidence("Backups now run incrementally and are encrypted with a hardware key.",
                     RELEASE)
    assert (wrong.support, wrong.reason, wrong.claimed) == (
        "unsupported", "name_missing", "encrypted hardware key")
    wrong = evidence("El tren recorre los 60 kilómetros entre Sóller y Palma en una hora, con "
                     "parada en Bunyola.", VIAJE)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")


def test_a_clause_with_a_word_or_a_number_of_the_page_is_no_added_statement() -> None:
    assert added_clause("Die Bauern ernteten rund 250.000 Tonnen Äpfel, etwa 10 % weniger "
                        "als im Vorjahr.", HARVEST, HARVEST) is None
    assert added_clause("Backups run incrementally, verified after every run.", RELEASE,
                        RELEASE) is None
    right = evidence("Die Bodensee-Obstbauern ernteten 250.000 Tonnen Äpfel, und schuld am "
                     "Minus war der Frost im April.", HARVEST)
    assert right.support != "unsupported"


def test_a_word_after_an_elided_article_is_the_page_word() -> None:
    page = "La ligne longe l'axe nord de la ville jusqu'au port."
    assert added_clause("La ligne longe la ville jusqu'au port, sur l'axe nord.", page,
                        page) is None


def test_a_cjk_clause_of_characters_the_page_never_uses_is_invented() -> None:
    page = ("# 新版发布\n\n青云编辑器3.0版于2025年发布。新版本的启动速度提高了约四成，"
            "插件数量增加到两百个。")
    wrong = evidence("新版本的启动速度提高了约四成，耗电量也减少了一半。", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_missing")
    assert evidence("新版本启动快了约四成。", page).support != "unsupported"


def test_the_side_a_claim_turns_down_is_no_invented_detail() -> None:
    page = ("The old ferry, in service since 1998, will be scrapped next spring. A new "
            "electric ferry takes over its route in March.")
    right = evidence("The old ferry will be scrapped next spring rather than kept in reserve.",
                     page)
    assert right.support != "unsupported"


def test_a_number_in_words_is_no_word_of_an_invented_phrase() -> None:
    page = ("The railway opened alongside the canal in 1846, and the canal company was bought "
            "by the railway in 1852. Commercial traffic ended in 1921.")
    right = evidence("In 1852 the railway bought the canal company, six years after opening "
                     "alongside it.", page)
    assert right.support != "unsupported"
