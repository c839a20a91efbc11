"""A name in another role: the words a sentence ties to one name, the claim ties to
another (both names on the page, often in the same sentence)."""

from __future__ import annotations

from services.citations.binding import crossed
from tests.citations.judge import evidence

ATLAS = ("The atlas was edited by Nora Lindqvist, with the maps drawn by Piet Hendriks of "
         "the Delft Survey Office. It appeared in 2019.")
BAND = ("The band recorded its third album over six weeks in a converted barn near the "
        "coast. The album was produced by Carla Mendes and mixed by Owen Fitch; the cover "
        "was painted by Ines Vogel. It comes out on vinyl and on the usual streaming "
        "services in the spring.")
STUDIE = ("Federführend war Prof. Dr. Hanna Wirth; die Befragung leitete Dr. Jonas Pfeiffer. "
          "Die Studie erschien 2024.")


def test_a_name_given_the_role_the_sentence_gives_another_is_unsupported() -> None:
    wrong = evidence("The album was produced by Owen Fitch.", BAND)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "Owen Fitch", "Carla Mendes")
    assert evidence("The album was produced by Carla Mendes.", BAND).support == "supported"


def test_the_role_may_stand_after_the_name_or_in_another_clause() -> None:
    wrong = evidence("Ines Vogel produced the album, and Owen Fitch mixed it.", BAND)
    assert (wrong.support, wrong.claimed) == ("unsupported", "Vogel")
    right = evidence("Carla Mendes produced the album, and Owen Fitch mixed it.", BAND)
    assert right.support != "unsupported"


def test_two_names_that_trade_roles_are_crossed() -> None:
    wrong = evidence("The atlas was edited by Piet Hendriks, with the maps drawn by Nora "
                     "Lindqvist.", ATLAS)
    assert wrong.support == "unsupported"
    assert crossed("The atlas was edited by Piet Hendriks, with the maps drawn by Nora "
                   "Lindqvist.", [ATLAS], capitalises_nouns=False) is not None
    right = evidence("Piet Hendriks of the Delft Survey Office drew the maps for the atlas.",
                     ATLAS)
    assert right.support == "supported"  # a name and its organisation are one party


def test_titles_written_with_full_stops_stay_beside_their_name() -> None:
    wrong = evidence("Federführend bei der Studie war Dr. Jonas Pfeiffer.", STUDIE)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Die Befragung leitete Jonas Pfeiffer.", STUDIE).support == "supported"


def test_words_moved_about_a_name_the_claim_places_rightly_are_no_swap() -> None:
    # "this summer" stands beside the festival in the claim and beside the park on
    # the page; the park keeps its own words, so nothing crossed.
    page = ["The Harbour Jazz Festival will move from the old pier to Kelso Gardens this "
            "summer, organisers said."]
    assert crossed("This summer the Harbour Jazz Festival moves from the old pier to "
                   "Kelso Gardens.", page, capitalises_nouns=False) is None


def test_a_one_word_name_beside_a_title_is_no_rival() -> None:
    # "consejero de Movilidad, Jorge Sanz": the department is a name of one word.
    page = ["El consejero de Movilidad, Jorge Sanz, explicó que el billete costará 14 euros."]
    assert crossed("Según el consejero Jorge Sanz, el billete costará 14 euros.", page,
                   capitalises_nouns=False) is None


def test_a_name_is_the_party_that_holds_all_of_it_not_a_namesake() -> None:
    page = ("The village shop is run by Anna Kerr, and the cafe next door belongs to her "
            "cousin, Ewan Kerr. Both open at eight.")
    wrong = evidence("The village shop is run by Ewan Kerr.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Anna Kerr runs the village shop.", page).support == "supported"


def test_a_word_between_two_names_belongs_to_the_one_not_across_an_and() -> None:
    page = ("The footbridge was designed by the firm Halvorsen Partners and built by Dunmore "
            "Construction for £7.8m. It opened in spring.")
    wrong = evidence("The footbridge was built by Halvorsen Partners.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Dunmore Construction built the footbridge.", page).support == "supported"


def test_a_one_word_name_such_as_a_month_is_no_party() -> None:
    page = ["The footbridge over the River Ash opened to the public on 14 March 2025."]
    assert crossed("The 96-metre footbridge opened on 14 March 2025.", page,
                   capitalises_nouns=False) is None


def test_a_name_whose_surname_the_page_never_states_is_another_name() -> None:
    from services.citations.binding import renamed

    page = ("Das Rezept stammt von Bäckermeisterin Helga Roth aus Ulm. Der Teig geht über "
            "Nacht zwölf Stunden im Kühlschrank.")
    wrong = evidence("Das Rezept stammt von Bäckermeisterin Helga Brandt.", page)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_missing", "Helga Brandt", "Helga Roth")
    sentence = ["The study was led by Ana Nunez of the University of Leon."]
    assert renamed("The study was led by Ana Núñez.", sentence, sentence[0], False) is None
    assert renamed("The study was led by Ana Torres.", sentence, sentence[0], False) == (
        "Ana Torres", "Ana Nunez")


def test_a_title_both_write_before_the_name_is_no_sign_it_is_rightly_placed() -> None:
    page = ("La rénovation, conçue par l'architecte Claire Dumas et réalisée par l'entreprise "
            "Batir Est, a coûté 6,2 millions d'euros. Le musée a rouvert en mai.")
    wrong = evidence("La rénovation a été conçue par l'entreprise Batir Est.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    right = evidence("La rénovation a été réalisée par l'entreprise Batir Est.", page)
    assert right.support != "unsupported"


def test_words_after_an_and_belong_to_the_statement_it_starts() -> None:
    page = ("La feria fue organizada por la librera Marta Gil y el pregón lo leyó la "
            "escritora Lucía Ferrán. Participaron 240 casetas.")
    wrong = evidence("El pregón lo leyó Marta Gil.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert evidence("Lucía Ferrán leyó el pregón.", page).support != "unsupported"


def test_a_word_between_the_subject_and_the_agent_binds_to_the_agent() -> None:
    page = ("The Brindle Canal was authorised by Parliament in 1794 and engineered by William "
            "Jessop, with the resident engineer Thomas Dadford supervising the work on site. It "
            "opened in 1801.")
    wrong = evidence("The Brindle Canal was engineered by Thomas Dadford.", page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    right = evidence("The Brindle Canal was engineered by William Jessop.", page)
    assert right.support != "unsupported"
