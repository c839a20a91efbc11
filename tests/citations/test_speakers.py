"""Who said it: a claim that credits a passage's statement to someone the page names
elsewhere, while the passage credits it to another, is unsupported; the right speaker
is support. And a page's subject, named in its title, hides no other name."""

from __future__ import annotations

from services.citations.speakers import speaker_swap
from services.citations.support import explain

QUAY = ("# New quay opens\n\nThe new quay at Port Selby opened on Monday after two years of "
        "work.\n\nHarbour director Ana Ruiz said the quay would double the port's capacity."
        "\n\nThe works cost 4 million euros, according to budget officer Tom Ellery.")
BRIDGE = ("# 新桥通车\n\n新桥周一正式通车。\n\n王建国说，新桥将缩短通勤时间。\n\n"
          "李明华表示，新桥总投资约3亿元，由市财政承担。")
RELEASE = ("# Orbela 3 disponible\n\nOrbela 3 es una versión importante. Gracias especialmente "
           "a Lucía Montero, que reescribió el motor de búsqueda. Requiere PostgreSQL 15.")


def test_a_statement_credited_to_another_person_is_unsupported() -> None:
    assert explain("According to Ana Ruiz, the works cost 4 million euros.", QUAY)[0] == (
        "unsupported")
    assert explain("王建国表示，新桥总投资约3亿元，由市财政承担。", BRIDGE)[0] == "unsupported"


def test_the_right_speaker_is_support() -> None:
    assert explain("According to Tom Ellery, the works cost 4 million euros.", QUAY)[0] == (
        "supported")
    assert explain("Harbour director Ana Ruiz said the new quay would double the port's "
                   "capacity.", QUAY)[0] == "supported"
    assert explain("李明华表示，新桥总投资约3亿元，由市财政承担。", BRIDGE)[0] == "supported"


def test_the_speakers_of_a_sentence() -> None:
    page = QUAY.lower()
    passage = ["The works cost 4 million euros, according to budget officer Tom Ellery."]
    assert speaker_swap("According to Ana Ruiz, the works cost 4 million euros.", passage,
                        page) == ("Ana Ruiz", "Tom Ellery")
    assert speaker_swap("According to Tom Ellery, the works cost 4 million euros.", passage,
                        page) is None
    # A speaker the page never names is for the name checks, not a swap.
    assert speaker_swap("According to Jo Park, the works cost 4 million euros.", passage,
                        page) is None


def test_the_title_named_subject_hides_no_other_name() -> None:
    assert explain("El motor de búsqueda de Orbela 3 fue reescrito por Pablo Ibáñez.",
                   RELEASE)[0] == "unsupported"
    assert explain("El motor de búsqueda de Orbela 3 fue reescrito por Lucía Montero.",
                   RELEASE)[0] == "supported"
