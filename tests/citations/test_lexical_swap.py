"""The shipped lexical table: a noun put in the place of another kind of thing or an
opposite is unsupported; a synonym, or a broader word, is support."""

from __future__ import annotations

from services.citations.lexical_relations import covers, opposite, siblings
from services.citations.lexical_swap import lexical_swap
from services.citations.lexicon import noun, senses
from services.citations.passages import SourceIndex, terms
from services.citations.related_coverage import with_related
from services.citations.support import explain

CLIFFS = ("# Marwick Head\n\nThe cliffs at Marwick Head hold a large colony of puffins, "
          "which nest in burrows from April to August.")
BAKERY = "# Bakery\n\nThe bread is made with wheat flour, water, salt and a little yeast."
RIVER = "# The Tarn\n\nThe river is home to salmon, which return each autumn to spawn."
RESERVOIR = "# Reservoir\n\nWater levels in the reservoir were higher than last year."
MUSEUM = "# Motor museum\n\nThe museum bought the car in 1962 from a collector in Leeds."
PRAXIS = "# Praxis\n\nDer Arzt untersucht die Kinder jeden Dienstag in der Schule."


def term(word: str) -> str:
    return terms(word)[0]


def test_the_table_relates_words_by_their_terms() -> None:
    assert senses(term("puffins")) and senses(term("kittiwakes"))
    assert covers(term("birds"), term("puffins"))  # broader: support
    assert covers(term("physician"), term("doctor"))  # the same sense
    assert not covers(term("puffins"), term("birds"))  # narrower than the page
    assert siblings(term("kittiwakes"), term("puffins")) is not None
    assert siblings(term("rye"), term("wheat")) is not None
    assert siblings(term("birds"), term("puffins")) is None
    assert siblings(term("automobile"), term("car")) is None
    assert siblings(term("home"), term("host")) is None  # far apart: "at home to" is "host"
    assert opposite(term("lower"), term("higher"))
    assert noun(term("puffins")) and not noun(term("turns"))  # "turn" is more often a verb


def test_another_kind_of_thing_in_the_same_place_is_unsupported() -> None:
    for claim, page, words in (
            ("The cliffs at Marwick Head hold a large colony of kittiwakes, which nest in "
             "burrows from April to August.", CLIFFS, ("kittiwakes", "puffins")),
            ("The bread is made with rye flour, water, salt and a little yeast.", BAKERY,
             ("rye", "wheat")),
            ("The river is home to trout, which return each autumn to spawn.", RIVER,
             ("trout", "salmon"))):
        support, finding = explain(claim, page)
        assert support == "unsupported"
        assert finding is not None and (finding.claimed, finding.stated) == words


def test_an_opposite_adjective_is_the_opposite() -> None:
    support, finding = explain("Water levels in the reservoir were lower than last year.",
                               RESERVOIR)
    assert support == "unsupported"
    assert finding is not None and finding.reason == "negation"


def test_synonyms_and_broader_words_are_spared() -> None:
    assert explain("The cliffs at Marwick Head hold a large colony of seabirds, which nest "
                   "in burrows from April to August.", CLIFFS)[0] == "supported"
    assert explain("The museum bought the automobile in 1962 from a collector in Leeds.",
                   MUSEUM)[0] == "supported"
    assert explain("The museum bought the vehicle in 1962 from a collector in Leeds.",
                   MUSEUM)[0] == "supported"
    assert explain("Der Doktor untersucht die Kinder jeden Dienstag in der Schule.",
                   PRAXIS)[0] == "supported"


NOSS = ("# Seabirds of Noss\n\nPuffins nest in burrows at the top of the cliffs. Kittiwakes "
        "build their nests on narrow ledges lower down. Gannets crowd the stacks.")


def test_a_kind_the_page_names_elsewhere_in_the_same_place_is_a_swap() -> None:
    # The page names kittiwakes, but not between the words the claim puts them.
    support, finding = explain("Kittiwakes nest in burrows at the top of the cliffs.", NOSS)
    assert support == "unsupported"
    assert finding is not None and (finding.claimed, finding.stated) == ("Kittiwakes",
                                                                         "Puffins")
    assert explain("Gannets nest in burrows at the top of the cliffs.", NOSS)[0] == (
        "unsupported")


def test_a_summary_joining_what_the_page_says_elsewhere_is_no_swap() -> None:
    assert explain("On Noss, puffins nest in burrows and kittiwakes use ledges.",
                   NOSS)[0] != "unsupported"
    sentence = "The puffins nest in burrows dug into the grassy slopes."
    claim = "Noisy kittiwakes nest in burrows dug into the grassy slopes."
    assert lexical_swap(claim, [sentence], sentence.lower()) is not None
    # The page names kittiwakes elsewhere and only one side of the claim's word
    # matches the page's: the claim may join two things the page says.
    page = f"{sentence} Kittiwakes breed on the island too."
    assert lexical_swap(claim, [sentence], page.lower()) is None


def test_synonyms_raise_a_window_in_doubt() -> None:
    page = "Physicians treat children on weekdays at the old clinic by the harbour."
    claim = terms("Doctors treat kids.")
    index = SourceIndex(page)
    match = index.best(claim)
    assert match is not None and match.coverage < 0.45
    raised = with_related(index, claim, match)
    assert raised is not None and raised.coverage == 1.0
    # Another kind of person is no synonym: "dentists" stays unheld.
    other = terms("Dentists treat kids.")
    match = index.best(other)
    assert match is not None
    assert with_related(index, other, match).coverage < 1.0  # type: ignore[union-attr]


def test_an_idiom_for_the_page_s_verb_is_no_swap() -> None:
    page = "# Fixtures\n\nOn Sunday the Rovers host the Wanderers at Mill Road."
    assert explain("On Sunday the Rovers are at home to the Wanderers at Mill Road.",
                   page)[0] != "unsupported"


def test_an_opposite_the_page_negates_is_no_opposite() -> None:
    sentence = "The ferry does not accept bicycles on the upper deck."
    claim = "The ferry rejects bicycles on the upper deck."
    assert lexical_swap(claim, [sentence], sentence.lower()) is None
    turned = "The ferry accepts bicycles on the upper deck."
    finding = lexical_swap(claim, [turned], turned.lower())
    assert finding is not None and finding.reason == "negation"



def test_kinds_a_rewording_may_exchange_only_ask_for_a_check() -> None:
    page = "# Country park\n\nThe park welcomes around 40,000 visitors each summer."
    support, finding = explain("The park welcomes around 40,000 tourists each summer.", page)
    assert support == "weak"
    assert finding is not None and finding.rule == "lexical_swap" and not finding.certain
    # Near roles of a person are facts: another role is a swap.
    clinic = "# Clinic\n\nA nurse sees patients without an appointment on weekday mornings."
    assert explain("A doctor sees patients without an appointment on weekday mornings.",
                   clinic)[0] == "unsupported"


def test_german_kinds_of_one_thing_ask_for_a_check() -> None:
    # OpenThesaurus gives "Butter" and "Margarine" one broader term ("Fett"), but no
    # class of things to be sure by: a check, not a verdict.
    page = ("# Kürbissuppe\n\nDen Kürbis in Würfel schneiden und mit einer Zwiebel in "
            "Butter anbraten.")
    support, finding = explain("Den Kürbis in Würfel schneiden und mit einer Zwiebel in "
                               "Margarine anbraten.", page)
    assert support == "weak"
    assert finding is not None and (finding.claimed, finding.stated) == ("Margarine", "Butter")
    assert siblings(term("Birne"), term("Apfel")) is not None


def test_a_two_word_noun_with_another_first_word_is_a_swap() -> None:
    page = ("# Tasting menu\n\nThe lamb is served with a glass of red wine from the Douro "
            "valley.")
    support, finding = explain("The lamb is served with a glass of white wine from the "
                               "Douro valley.", page)
    assert support == "unsupported"
    assert finding is not None and (finding.claimed, finding.stated) == ("white wine",
                                                                         "red wine")
    assert explain("The lamb is served with a glass of red wine from the Douro valley.",
                   page)[0] == "supported"
