"""Who said it: a claim that credits a passage's statement to someone the page names
elsewhere, while the passage credits it to another, is unsupported; the right speaker
is support. And a page's subject, named in its title, hides no other name."""

from __future__ import annotations

from services.citations.speakers import speakers
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
    assert speakers("The works cost 4 million euros, according to budget officer Tom "
                     "Ellery.") == ["Tom Ellery"]
    assert speakers("Study leader Rui Mendes cautioned that the data are thin.") == [
        "Rui Mendes"]
    assert speakers("Die Arbeiten kosteten laut Paul Brandt 6 Millionen Euro.") == [
        "Paul Brandt"]
    # A speaker the page never names is for the name checks, not a swap.
    unnamed = explain("According to Jo Park, the works cost 4 million euros.", QUAY)[1]
    assert unnamed is not None and unnamed.rule != "speaker"


def test_the_title_named_subject_hides_no_other_name() -> None:
    assert explain("El motor de búsqueda de Orbela 3 fue reescrito por Pablo Ibáñez.",
                   RELEASE)[0] == "unsupported"
    assert explain("El motor de búsqueda de Orbela 3 fue reescrito por Lucía Montero.",
                   RELEASE)[0] == "supported"


BEES = ("# Bienen schlafen\n\nDie Studie leitete Mara Lind vom Bieneninstitut Uppsala. Lind "
        "warnte vor voreiligen Schlüssen. \"Die Bienen ruhen, aber Schlaf in unserem Sinne ist "
        "das noch nicht\", sagte sie. Mitautor Ivo Brandt ergänzte, die Arbeit werde 2026 "
        "fortgesetzt.")
ABEILLES = ("# Les abeilles dorment\n\nL'étude a été dirigée par Mara Lind. Lind a mis en garde "
            "contre des conclusions hâtives. « Les abeilles se reposent, mais ce n'est pas "
            "encore du sommeil au sens humain », a-t-elle dit. Le coauteur Ivo Brandt a ajouté "
            "que les travaux continueront en 2026.")


def test_a_quote_a_pronoun_credits_to_the_one_named_before() -> None:
    assert explain("Ivo Brandt sagte, die Bienen ruhen, aber Schlaf in unserem Sinne sei das "
                   "noch nicht.", BEES)[0] == "unsupported"
    assert explain("Mara Lind sagte, die Bienen ruhen, aber Schlaf in unserem Sinne sei das "
                   "noch nicht.", BEES)[0] == "supported"
    assert explain("Selon Ivo Brandt, les abeilles se reposent, mais ce n'est pas encore du "
                   "sommeil au sens humain.", ABEILLES)[0] == "unsupported"
    assert explain("Selon Mara Lind, les abeilles se reposent, mais ce n'est pas encore du "
                   "sommeil au sens humain.", ABEILLES)[0] != "unsupported"


DATSCHI = ("# Zwetschgendatschi\n\nDieses Rezept stammt von der Hobbyköchin Greta Wendl aus "
           "Passau; die Fotos machte ihr Nachbar Max Huber.\n\n"
           "## Zubereitung\n\nDen Teig eine Stunde gehen lassen. Bei 180 °C etwa 40 Minuten "
           "backen.\n\n## Tipps\n\nStatt Zwetschgen kann man laut Wendl auch Aprikosen "
           "nehmen. Den Kuchen am besten lauwarm servieren.")


def test_a_noun_after_an_article_is_a_part_of_the_page_not_a_speaker() -> None:
    # German capitalises every noun: "laut dem Rezept" credits the page, not a person.
    assert explain("Laut dem Rezept kann man statt Zwetschgen auch Aprikosen nehmen.",
                   DATSCHI)[0] == "supported"
    assert explain("Laut Huber kann man statt Zwetschgen auch Aprikosen nehmen.",
                   DATSCHI)[0] == "unsupported"
