"""Plain words that say what the page's negation says (en, de, zh, es, fr): a first time
for "never", "-free" for "no", "unless" for "except" and "if not", the group of a
comparison, a contrast that turns down the negated thing, a bound, and the words that
only make a flip worth a check (an end, a replacement, a condition, an obligation, a
comparison for a denied equal)."""

from __future__ import annotations

import pytest

from services.citations.negation_agrees import agrees, ends_otherwise, prefix_negated
from tests.citations.judge import evidence

PAINTING = ("Exhibition. The painting, which had never been shown in public before, goes on "
            "display in May. Tickets cost 12 euros.")


@pytest.mark.parametrize(("page", "claim"), [
    (PAINTING, "The painting goes on public display for the first time in May."),
    ("展览。这幅此前从未公开展出的画作将于5月展出。门票12欧元。", "这幅画作将于5月首次公开展出。"),
    ("Menu. The soup contains no gluten and costs 6 euros.",
     "The soup is gluten-free and costs 6 euros."),
    ("Speisekarte. Das Bier enthält keinen Alkohol und kostet 4 Euro.",
     "Das Bier ist alkoholfrei und kostet 4 Euro."),
    ("Opening times. The library is open every day except Sunday.",
     "The library is open daily unless it is Sunday."),
    ("试验结果。服用该药的患者比未服药的患者平均早四天康复。试验持续一年。",
     "服用该药的患者平均早四天康复。"),
    ("Planning. The council has not yet decided on the route; a vote is expected in June.",
     "The council has still to decide on the route, with a vote expected in June."),
    ("Advice. Do not give aspirin to children under 16; use paracetamol instead.",
     "Children under 16 should be given paracetamol rather than aspirin."),
    ("交通。乘客不能再在车上购票，必须使用应用程序或站台售票机。",
     "乘客现在需通过应用程序或站台售票机购票，而不是在车上购买。"),
    ("Transport. Passengers can no longer buy tickets on board; they must use the app.",
     "Passengers must buy tickets through the app rather than on board."),
    ("Studie. Die Forscher haben den Lärm in den Schlafzimmern nicht gemessen, sondern "
     "Lärmkarten für draußen verwendet.",
     "Die Forscher nutzten Lärmkarten für draußen, statt den Lärm in Schlafzimmern zu messen."),
    ("Deadline. Applications must arrive no later than 30 June.",
     "Applications must arrive by 30 June at the latest."),
    ("Weather. Summer storms are not uncommon in the valley and can flood the road.",
     "Summer storms are common in the valley and can flood the road."),
    ("Advice. Antibiotics are not recommended for most sore throats.",
     "Antibiotics are discouraged for most sore throats."),
    ("History. Nobody knows who built the tower, which dates from around 1200.",
     "The builder of the tower, which dates from around 1200, is unknown."),
    ("Review. The hotel is nothing but a converted barn with six rooms.",
     "The hotel is a converted barn with six rooms."),
    ("Bilanz. Nicht zuletzt dank der Förderung konnte das Museum 2024 wieder öffnen.",
     "Auch dank der Förderung konnte das Museum 2024 wieder öffnen."),
    ("Bericht. Die Reparatur dauerte nichts anderes als drei Tage.",
     "Die Reparatur dauerte drei Tage."),
    ("Study. Not all patients benefited: about a third saw no change.",
     "About a third of the patients saw no change."),
    ("Studie. Nicht alle Patienten profitierten: etwa ein Drittel zeigte keine Veränderung.",
     "Etwa ein Drittel der Patienten zeigte keine Veränderung."),
    ("Changelog. Exports no longer fail when a file name contains spaces.",
     "Exports now work with file names that contain spaces."),
    ("Bau. Das Gebäude stand keine zwei Wochen später.",
     "Das Gebäude stand weniger als zwei Wochen später."),
    ("Technik. Die Uhr ist bis 50 m wasserdicht, eignet sich aber nicht zum Tauchen.",
     "Die Uhr ist bis 50 m wasserdicht, zum Tauchen aber ungeeignet."),
    ("Rules. Neither dogs nor cats are allowed in the hotel.",
     "The hotel bans pets such as dogs and cats."),
    ("Ferry. The ferry runs daily unless the weather is bad.",
     "The ferry runs every day except in bad weather."),
    ("The project. Without the donations, the restoration would not have been possible.",
     "The donations made the restoration possible."),
    ("展览。参观者无不为这幅画作的细节所惊叹。", "参观者都对这幅画作的细节感到惊叹。"),
    ("Access. Children under 12 may not enter the pool without an adult.",
     "Children under 12 must be accompanied by an adult in the pool."),
])
def test_a_plain_word_that_carries_the_negation_is_no_flip(page: str, claim: str) -> None:
    """Other checks may still ask for a check (a month the page writes otherwise)."""
    found = evidence(claim, page)
    assert found.support != "unsupported"
    assert found.reason != "negation"


@pytest.mark.parametrize(("page", "claim"), [
    ("Release notes. Version 5 no longer supports Windows 8. It adds a dark mode.",
     "Version 5 drops support for Windows 8."),
    ("Recipe notes. This cake uses no butter, relying on olive oil instead, and keeps for three "
     "days.", "This cake swaps butter for olive oil and keeps for three days."),
    ("Züge. Vom 1. bis 5. Mai fahren zwischen A und B keine Züge; Busse ersetzen sie.",
     "Vom 1. bis 5. Mai ersetzen Busse die Züge zwischen A und B."),
    ("Safety. If the alarm does not stop after five minutes, call the fire service.",
     "Call the fire service if the alarm keeps sounding for more than five minutes."),
    ("入场。12岁以下儿童不得在无成人陪同的情况下进入泳池。", "12岁以下儿童须由成人陪同进入泳池。"),
    ("Vote. The plan was rejected by the council on Monday.",
     "The council did not approve the plan on Monday."),
    ("Trains. The new train is not as fast as the old one.",
     "The new train is slower than the old one."),
    ("Änderungen 2.4. Behoben: Einstellungen wurden nach einem Neustart nicht gespeichert.",
     "Seit Version 2.4 bleiben Einstellungen nach einem Neustart gespeichert."),
])
def test_words_that_may_say_the_negation_ask_a_check(page: str, claim: str) -> None:
    assert evidence(claim, page).support == "weak"


@pytest.mark.parametrize(("page", "claim"), [
    (PAINTING, "The painting has been shown in public many times before."),
    ("Menu. The soup contains no gluten and costs 6 euros.",
     "The soup contains gluten and costs 6 euros."),
    ("Opening times. The library is open every day except Sunday.",
     "The library is open every day, Sunday included."),
    ("Advice. Do not give aspirin to children under 16; use paracetamol instead.",
     "Children under 16 should be given aspirin rather than paracetamol."),
    ("Recipe notes. This cake uses no butter, relying on olive oil instead, and keeps for three "
     "days.", "This cake uses butter and keeps for three days."),
    ("Hinweis. Gekochten Reis nicht einfrieren, sondern im Kühlschrank aufbewahren.",
     "Gekochter Reis sollte im Gefrierfach statt im Kühlschrank aufbewahrt werden."),
    ("Les horaires. Les bonnets de bain ne sont plus obligatoires.",
     "Le bonnet de bain reste obligatoire."),
    ("Vote. The plan was rejected by the council on Monday.",
     "The council did not reject the plan on Monday."),
    ("Changelog. Exports no longer fail when a file name contains spaces.",
     "Exports still fail when a file name contains spaces."),
    ("First aid. Do not remove a pad that becomes soaked; put a fresh one on top.",
     "Remove a pad that becomes soaked and put a fresh one on."),
    ("Transport. Passengers can no longer buy tickets on board; they must use the app.",
     "Passengers must buy tickets on board rather than through the app."),
    ("Haustiere: Hunde und Katzen dürfen nicht in den Speisesaal mitgenommen werden.",
     "Weder Hunde noch Katzen sind im Speisesaal verboten."),
    ("Trains. The new train is not as fast as the old one.",
     "The new train is faster than the old one."),
    ("Bau. Das Gebäude stand keine zwei Wochen später.",
     "Das Gebäude stand mehr als zwei Wochen später."),
    ("Camping. Without a permit, you may not camp in the park.",
     "You may camp in the park."),
    ("Rules. Neither dogs nor cats are allowed in the hotel.",
     "Dogs and cats are allowed in the hotel."),
    ("Study. Not all patients benefited from the drug.",
     "All patients benefited from the drug."),
    ("Review. The hotel is not a converted barn but a new building.",
     "The hotel is a converted barn."),
])
def test_the_flips_are_still_caught(page: str, claim: str) -> None:
    assert evidence(claim, page).support == "unsupported"


def test_advice_against_turned_round_asks_a_check_at_least() -> None:
    page = "Advice. Antibiotics are discouraged for most sore throats."
    assert evidence("Antibiotics are recommended for most sore throats.", page).support != (
        "supported")


def test_the_classes_read_as_words_not_letters() -> None:
    """"dan" (Dutch "than") is no comparison inside "mudança"; "free of charge" after a
    space is no "-free"; "remote" is no form of "removed", "repas" none of "repaired"."""
    negated = "explicou que a mudança não é para poupar dinheiro"
    assert not agrees("a mudança serve para poupar dinheiro", negated, ["não"],
                      ["poupar", "dinheiro"], False)
    assert not agrees("rooms can be cancelled free of charge", "rooms cannot be cancelled",
                      ["cannot"], ["cancelled"], False)
    assert not ends_otherwise("if remote content is enabled", "no longer loaded")
    assert not ends_otherwise("un prestataire pour les repas", "ne fera pas appel")
    assert ends_otherwise("Version 5 drops support", "no longer supports")


def test_a_negative_prefix_of_the_page_says_the_claims_not() -> None:
    # "eignen sich … nicht" (a verb elided after "dagegen") for "ungeeignet".
    page = ("Wer keine Zwetschgen bekommt, kann z. B. Aprikosen verwenden, Kirschen sind laut "
            "der Köchin aber ungeeignet, weil sie zu saftig sind.")
    claim = "Ersatzweise eignen sich etwa Aprikosen, Kirschen dagegen nicht."
    assert prefix_negated("Kirschen sind laut der Köchin aber ungeeignet", claim) == "ungeeignet"
    assert evidence(claim, page).support != "unsupported"
    assert evidence("Ersatzweise eignen sich Aprikosen und auch Kirschen sehr gut.",
                    page).support != "supported"  # the page's "ungeeignet" turned round
