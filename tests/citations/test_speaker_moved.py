"""A statement moved from the person a quotation's sentences credit it to, though the claim
joins two sentences: the quotation and the line of the person it names (which reads like a
summary of the window, ``local_summary``), a quotation's two sentences, or a quotation
credited to "he" or "er" for the person the sentence before names."""

from __future__ import annotations

from services.citations.credited_elsewhere import credited_elsewhere
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.speaker_moved import moved_from_speaker
from tests.citations.judge import evidence

PLATEAU = ("# Die Kalkrainer Hochfläche\n\n"
           "Die Kalkrainer Hochfläche liegt auf ca. 1.400 m über dem Meer. "
           "Sie ist von über 300 Dolinen durchsetzt. "
           "Der Dolinenpfad ist 11,5 km lang und gut markiert. "
           "Für Familien gibt es eine kürzere Variante von 4 km. "
           "Im Sommer verkehrt ein Wanderbus ab Talbach. "
           "„Viele Gäste unterschätzen, wie schnell das Wetter hier oben umschlägt“, sagt "
           "Bergwachtleiter Florian Auer. "
           "Geologin Dr. Sabine Lechner vom Naturpark Kalkrain rät, nach starkem Regen "
           "markierte Wege nicht zu verlassen, weil sich neue Einbrüche bilden könnten. "
           "Die Hütte am Gipfel ist von Mai bis Oktober geöffnet. "
           "Hunde müssen an der Leine geführt werden. "
           "Der Parkplatz am Einstieg kostet 5 Euro pro Tag. "
           "Im Winter ist der Pfad gesperrt. "
           "Eine Karte gibt es im Infozentrum in Talbach.")
CUPS = ("# University bans disposable coffee cups\n\n"
        "From September, the university's cafés will no longer sell drinks in disposable cups. "
        "Customers can bring their own cup or borrow a deposit cup for £1. "
        "The cups can be returned at twelve return points across the campus. "
        "A pilot last spring ran in two cafés for ten weeks. "
        "\"We know this is a change of habit for many people, and we don't expect everyone to "
        "get it right on day one,\" said Dr Priya Menon, the university's director of "
        "sustainability. "
        "\"But the trial showed that once the return points are there, most people use them.\" "
        "Union president Tom Aldridge said the union will extend the ban to its "
        "evening bar events. "
        "Vendors not run by the university are not covered by the ban. "
        "The university sold about 400,000 disposable cups last year. "
        "Most of them could not be recycled. "
        "The deposit cups are washed on site.")
CROWS = ("The team, led by behavioural ecologist Dr Amira Haddad, filmed crows at 40 litter "
         "bins in Kelby. PhD student Tom Reddish, a co-author, said the behaviour may spread "
         "from bird to bird by observation. "
         "Ornithologist Lionel Agbaje of Westmoor University, who was not involved in the "
         "study, called the footage striking. "
         "\"Thirty-seven birds in one city is a small sample,\" he said. "
         "\"We need the same cameras in other towns before we talk about a culture of tool "
         "use.\"")
WERFT = ("Die Werft in Kielsrode baut seit 1901 Fischkutter. Geschäftsführerin Anna Brandt "
         "sagte, die Auftragsbücher seien bis 2027 voll. Betriebsrat Jonas Wiese kritisierte "
         "die vielen Überstunden. „Ohne neue Fachkräfte schaffen wir die Aufträge nicht“, "
         "sagte er.")
WERF = ("De werf in Harlingen bouwt sinds 1901 vissersschepen. Directeur Anna Bakker zei dat "
        "de orderboeken tot 2027 vol zijn. Ondernemingsraadslid Jan Visser zei dat er te veel "
        "overuren worden gemaakt. 'Zonder nieuwe vakmensen halen we de orders niet', zei hij.")


def test_a_quotation_moved_to_the_person_named_beside_it_is_unsupported() -> None:
    wrong = evidence("Geologin Dr. Sabine Lechner warnt, viele Gäste unterschätzten, wie "
                     "schnell das Wetter auf der Kalkrainer Hochfläche umschlägt.", PLATEAU)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert "Florian Auer" in wrong.stated
    wrong = evidence("Tom Aldridge, the university's director of sustainability, said the "
                     "trial showed that most people use the return points once they are in "
                     "place.", CUPS)
    assert (wrong.support, wrong.reason, wrong.stated) == (
        "unsupported", "name_elsewhere", "Priya Menon")


def test_the_quotations_own_speaker_is_kept() -> None:
    right = evidence("Bergwachtleiter Florian Auer warnt, viele Gäste unterschätzten, wie "
                     "schnell das Wetter auf der Kalkrainer Hochfläche umschlägt.", PLATEAU)
    assert right.support != "unsupported"
    right = evidence("Dr Priya Menon, the university's director of sustainability, said the "
                     "trial showed that most people use the return points once they are in "
                     "place.", CUPS)
    assert right.support != "unsupported"


def test_a_quotation_credited_to_he_after_naming_its_speaker_is_theirs() -> None:
    wrong = evidence("Co-author Tom Reddish warned that thirty-seven birds in one city is a "
                     "small sample and that the same cameras are needed in other towns.", CROWS)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert "Agbaje" in wrong.stated  # the person, not the university after "of"
    assert credited_elsewhere("Ornithologist Lionel Agbaje warned that thirty-seven birds in "
                              "one city is a small sample and that the same cameras are "
                              "needed in other towns.", SourceIndex(CROWS)) is None


def test_a_pronoun_after_the_quotation_in_german_and_dutch() -> None:
    moved = credited_elsewhere("Geschäftsführerin Anna Brandt sagte, ohne neue Fachkräfte "
                               "schaffe die Werft die Aufträge nicht.", SourceIndex(WERFT))
    assert moved is not None and "Wiese" in moved[1]
    assert credited_elsewhere("Betriebsrat Jonas Wiese sagte, ohne neue Fachkräfte schaffe "
                              "die Werft die Aufträge nicht.", SourceIndex(WERFT)) is None
    moved = credited_elsewhere("Directeur Anna Bakker zei dat ze zonder nieuwe vakmensen de "
                               "orders niet halen.", SourceIndex(WERF))
    assert moved is not None and "Visser" in moved[1]


def test_a_short_surname_inside_another_name_is_still_another_person() -> None:
    # "Ng" is no word of "Ngozi Okafor": the statement moved from Dr Ng to her
    page = ("The pilot ran for ten weeks. \"Most people use the return points,\" said Dr Helen "
            "Ng, the director of sustainability.")
    index = SourceIndex(page)
    window = Match(0, len(page), 1.0, 1.0, 0, len(index.spans) - 1, 1)
    moved = Finding("name_elsewhere", "Ngozi Okafor", "Helen Ng", rule="quoted_speaker")
    assert moved_from_speaker(moved, index, window)
    kept = Finding("name_elsewhere", "Dr Ng's", "Helen Ng", rule="quoted_speaker")
    assert not moved_from_speaker(kept, index, window)
