"""A statement the page credits to one person, credited by the claim to another the page
names: read over the whole page, through appositions, pronouns and quotations alone."""

from __future__ import annotations

import pytest

from services.citations.credited_elsewhere import _held, _introduced, credited_elsewhere
from services.citations.passages import SourceIndex
from tests.citations.judge import evidence

COUNCIL = ("The harbour board approved the new quay on Monday by seven votes to two. "
           "Councillor Ruth Penhallow, who leads the town's cycling group, welcomed the vote "
           "but said the works would close the seafront path for a whole summer. "
           "The two members who voted against, including treasurer Owen Prideaux, argued that "
           "the budget left out the cost of dredging. "
           "Work is due to start in March.")
MARKET = ('"We have not raised stall fees since 2016," said market manager Colin Astbury. '
          "He added that the council would consider a lower winter fee if more traders came "
          "on weekdays. Trader Lisa Brennan runs a cheese stall near the clock tower.")
VEREIN = ("Der Sportverein hat am Freitag einen neuen Kunstrasenplatz eröffnet. "
          "Vereinsvorsitzende Dr. Katrin Lohmeier, die den Bau seit 2021 betreut, lobte die "
          "Helfer und sagte, der Platz sei ein Gewinn für die Jugend. "
          "Kassenwart Bernd Tiedemann warnte, dass die Pflege des Rasens jedes Jahr rund "
          "8.000 Euro kosten werde. "
          "Das Eröffnungsspiel endete 2:2.")


def test_a_statement_moved_to_another_named_person_is_unsupported() -> None:
    wrong = evidence("Councillor Ruth Penhallow, who leads the town's cycling group, argued "
                     "that the budget left out the cost of dredging.", COUNCIL)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert (wrong.claimed, wrong.stated) == ("Councillor Ruth Penhallow", "Owen Prideaux")
    wrong = evidence("Vereinsvorsitzende Dr. Katrin Lohmeier warnte, dass die Pflege des "
                     "Rasens jedes Jahr rund 8.000 Euro kosten werde.", VEREIN)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


def test_a_pronoun_goes_on_with_the_speaker_the_sentence_before_names() -> None:
    wrong = evidence("Trader Lisa Brennan said the council would consider a lower winter fee "
                     "if more traders came on weekdays.", MARKET)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    assert credited_elsewhere("Market manager Colin Astbury said the council would consider "
                              "a lower winter fee if more traders came on weekdays.",
                              SourceIndex(MARKET)) is None


def test_the_statements_own_speaker_is_kept() -> None:
    right = evidence("Treasurer Owen Prideaux argued that the budget left out the cost of "
                     "dredging.", COUNCIL)
    assert right.support == "supported"
    right = evidence("Kassenwart Bernd Tiedemann warnte, die Pflege des Rasens koste jedes "
                     "Jahr rund 8.000 Euro.", VEREIN)
    assert right.support != "unsupported"
    index = SourceIndex(COUNCIL)
    assert credited_elsewhere("Councillor Ruth Penhallow said the works would close the "
                              "seafront path for a whole summer.", index) is None


def test_a_noun_for_an_office_is_no_person_to_swap() -> None:
    index = SourceIndex("Bis Juli gingen 900 Einwendungen ein, teilte die Behörde mit. "
                        "Das Landratsamt prüft sie bis zum Herbst.")
    assert credited_elsewhere("Laut Landratsamt gingen bis Juli 900 Einwendungen ein.",
                              index) is None


DEPOT = ("区建设局副局长孙明远表示，配套道路工程已经完工，周边绿化将在明年春季前完成。"
         "新车辆段于上月底投入使用，可停放列车40列，占地约25公顷。"
         "车辆段内还建有一座检修库和一座洗车库。"
         "公交集团调度中心主任赵立群表示，待车辆段运行稳定后，早高峰发车间隔可能缩短到3分钟，"
         "但具体方案还在研究。")


def test_a_cjk_statement_moved_between_two_people_each_with_a_role() -> None:
    said = "待车辆段运行稳定后，早高峰发车间隔可能缩短到3分钟。"
    wrong = evidence(f"区建设局副局长孙明远表示，{said}", DEPOT)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "区建设局副局长孙明远", "公交集团调度中心主任赵立群")
    right = evidence(f"公交集团调度中心主任赵立群表示，{said}", DEPOT)
    assert right.support != "unsupported"



MAIRIE = ("Le conseil municipal a voté lundi la rénovation de la piscine. "
          "L'adjointe aux sports, Claire Dubreuil, a salué un projet attendu depuis dix ans. "
          "Le directeur financier, Marc Lefebvre, a expliqué que les travaux coûteraient "
          "environ quatre millions d'euros. "
          "La piscine rouvrira au printemps.")
AYUNTAMIENTO = ("El ayuntamiento aprobó el martes la reforma del mercado central. "
                "La concejala de comercio, Lucía Ferrer, dijo que los puestos abrirán los "
                "domingos. "
                "Según el arquitecto Tomás Rivas, la cubierta original de hierro se conservará.")


def test_a_statement_moved_to_another_person_in_french_and_spanish() -> None:
    wrong = evidence("Selon l'adjointe aux sports Claire Dubreuil, les travaux coûteraient "
                     "environ quatre millions d'euros.", MAIRIE)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    wrong = evidence("Según la concejala Lucía Ferrer, la cubierta original de hierro se "
                     "conservará.", AYUNTAMIENTO)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")
    right = evidence("Según el arquitecto Tomás Rivas, la cubierta original de hierro se "
                     "conservará.", AYUNTAMIENTO)
    assert right.support != "unsupported"


RODELBAHN = ("# TÜV-Prüfung bestanden: Sommerrodelbahn am Kienberg startet in die Saison\n\n"
             "Sachverständige des TÜV haben die Anlage am 8. April geprüft. "
             "Prüfer Dipl.-Ing. Stefan Moosbrugger sagte, die Anlage sei „in einem sehr "
             "ordentlichen Zustand“. "
             "Zwei Schlitten wurden wegen verschlissener Bremsbeläge aus dem Verkehr gezogen. "
             "Betreiberin ist die Kienberg Freizeit GmbH, Geschäftsführerin ist Dr. Sabine "
             "Lechner. "
             "Die Bahn ist ab Samstag täglich geöffnet.")
PARKING = ("# New parking rules for Bad Hellstein's centre\n\n"
           "The town council approved the new parking plan on Tuesday by 21 votes to 9. "
           "The traders' association, chaired by Petra Lindley, had asked for free parking on "
           "Saturdays; the motion failed. "
           "Free Voters spokesman Jurgen Mayer fears that shoppers will move to the retail parks "
           "on the edge of town. "
           "The new charges apply from March.")
STATIONNEMENT = ("# Nouvelles règles de stationnement au centre-ville\n\n"
                 "Le conseil municipal a adopté mardi le nouveau plan de stationnement. "
                 "L'association des commerçants, présidée par Claire Dubreuil, avait demandé "
                 "la gratuité le samedi. "
                 "Le conseiller Marc Lefebvre craint que les clients partent vers les centres "
                 "commerciaux de la périphérie. "
                 "Les nouveaux tarifs s'appliquent dès mars.")
PARKEN = ("市议会周二通过了老城区停车新规，路边停车费将从每小时3元提高到5元。"
          "商户协会会长王建平对新规表示支持，认为周转率会提高。"
          "议员刘晓梅担心，顾客会转向城郊的大型购物中心。"
          "新规将于明年1月1日起实施。")


def test_a_verb_of_fear_or_attestation_credits_what_follows() -> None:
    wrong = evidence("Prüferin Dr. Sabine Lechner bescheinigte der Anlage einen „sehr "
                     "ordentlichen Zustand“.", RODELBAHN)
    assert (wrong.support, wrong.reason, wrong.stated) == (
        "unsupported", "name_elsewhere", "Stefan Moosbrugger")
    right = evidence("Prüfer Stefan Moosbrugger bescheinigte der Anlage einen „sehr "
                     "ordentlichen Zustand“.", RODELBAHN)
    assert right.support != "unsupported"
    said = "that shoppers will move to the retail parks on the edge of town."
    assert credited_elsewhere(f"Petra Lindley fears {said}", SourceIndex(PARKING)) == (
        "Petra Lindley", "Jurgen Mayer")
    assert credited_elsewhere(f"Jurgen Mayer fears {said}", SourceIndex(PARKING)) is None
    assert credited_elsewhere("Claire Dubreuil craint que les clients partent vers les "
                              "centres commerciaux de la périphérie.",
                              SourceIndex(STATIONNEMENT)) == ("Claire Dubreuil", "Marc Lefebvre")


def test_a_cjk_worry_moved_to_another_person_with_the_role_of_its_own() -> None:
    said = "顾客会转向城郊的大型购物中心。"
    wrong = evidence(f"会长王建平担心，{said}", PARKEN)
    assert (wrong.support, wrong.reason, wrong.claimed, wrong.stated) == (
        "unsupported", "name_elsewhere", "会长王建平", "议员刘晓梅")
    assert evidence(f"议员刘晓梅担心，{said}", PARKEN).support == "supported"


SCHLEUSE = ("# Schleuse Hartwig wird ab 3. November für fünf Monate gesperrt\n\n"
            "Die Schleuse am Elmkanal wird vom 3. November an für Reparaturen gesperrt. "
            "„Die alten Tore stammen von 1962“, sagte Amtsleiter Dr. Bernd Scholten. "
            "Die Reederei Kamp & Söhne rechnet mit ca. 60 zusätzlichen Lkw-Fahrten pro Woche. "
            "Geschäftsführerin Anja Kamp kritisierte, dass die Sperrung nicht in die "
            "Sommermonate gelegt wurde. "
            "Die Schiffe weichen über die Weser aus.")


def test_the_pages_topic_named_in_the_claim_still_finds_the_statement() -> None:
    said = "dass die Sperrung der Schleuse Hartwig nicht in die Sommermonate gelegt wurde."
    wrong = evidence(f"Amtsleiter Dr. Bernd Scholten kritisierte, {said}", SCHLEUSE)
    assert (wrong.support, wrong.reason, wrong.stated) == (
        "unsupported", "name_elsewhere", "Geschäftsführerin Anja Kamp")
    assert credited_elsewhere(f"Anja Kamp kritisierte, {said}", SourceIndex(SCHLEUSE)) is None


HUETTE = ("# Wassernot auf der Gamshütte\n\n"
          "Nach einem trockenen Sommer sind die Zisternen der Hütte fast leer. "
          "„Wir haben noch Wasser für etwa zehn Tage, wenn wir nur kochen und nicht mehr "
          "duschen lassen“, sagt Hüttenwirt Florian Gstettner. "
          "„Ein Flug bringt nur 800 Liter“, erklärt Hüttenreferent Dr. Markus Eberl. "
          "Deren Vorsitzender Bernd Hollmann kündigte an, die Ergebnisse in die Beratung der "
          "Vereine aufzunehmen.")


def test_reported_speech_in_participles_and_full_compounds_still_finds_the_speaker() -> None:
    said = ("auf der Hütte gebe es noch Wasser für etwa zehn Tage, wenn nur noch gekocht und "
            "nicht mehr geduscht werde.")
    index = SourceIndex(HUETTE)
    assert credited_elsewhere(f"Hüttenreferent Dr. Markus Eberl sagt, {said}", index) == (
        "Hüttenreferent Dr. Markus Eberl", "Hüttenwirt Florian Gstettner")
    assert credited_elsewhere(f"Hüttenwirt Florian Gstettner sagt, {said}", index) is None
    wrong = evidence("Hüttenreferent Dr. Markus Eberl kündigte an, die Ergebnisse in die "
                     "Beratung der Kleingartenvereine aufzunehmen.", HUETTE)
    assert (wrong.support, wrong.reason, wrong.stated) == (
        "unsupported", "name_elsewhere", "Vorsitzender Bernd Hollmann")


WORKSHOP = ("# The pipe makers of Kilbrannan\n\n"
            "Angus MacRorie carved his first drones in 1898. "
            "His grandson Ewan MacRorie rebuilt the order book after the war. "
            "The current owner, Fiona Lennox, took over in 2011. "
            '"We still drill the bores on a lathe from 1931," she says. '
            "The company does not sell through online marketplaces.")


def test_a_pronoun_stands_for_the_one_person_the_sentence_before_introduces() -> None:
    index = SourceIndex(WORKSHOP)
    wrong = "According to Ewan MacRorie, the workshop still drills its bores on a lathe from 1931."
    assert credited_elsewhere(wrong, index) == ("Ewan MacRorie", "Fiona Lennox")
    assert evidence(wrong, WORKSHOP).support == "unsupported"
    right = "According to Fiona Lennox, the workshop still drills its bores on a lathe from 1931."
    assert credited_elsewhere(right, index) is None
    # Two people in the sentence before: the pronoun may stand for either.
    two = WORKSHOP.replace("The current owner, Fiona Lennox, took over",
                           "Fiona Lennox and Ewan MacRorie took over")
    assert credited_elsewhere(wrong, SourceIndex(two)) is None


@pytest.mark.parametrize(("sentence", "word"), [
    ("it is possible to cross the pass", "impossible"),
    ("es posible cruzar el paso", "imposible"),
    ("das ist möglich", "unmöglich"),
    ("het is mogelijk", "onmogelijk"),
])
def test_a_word_behind_a_negative_prefix_is_not_the_sentences_word(sentence: str,
                                                                   word: str) -> None:
    assert not _held(sentence, word)
    assert _held(sentence, word[2:])  # the bare word is


FARM = {
    "en": ("Anna Huber has run the farm since 2011. She took it over from her father. "
           "Since 2015 the Kalkrain Parish Council has leased her two more meadows. "
           '"We milk sixty cows by hand at five every morning," she says.',
           "Anna Huber says they milk sixty cows by hand at five every morning."),
    "de": ("Anna Huber führt den Hof seit 2011. Sie hat ihn von ihrem Vater übernommen. "
           "Seit 2015 verpachtet die Gemeinde Kalkrain ihr zwei Wiesen. "
           "„Wir melken jeden Morgen um fünf Uhr sechzig Kühe von Hand“, sagt sie.",
           "Anna Huber sagt, sie melken jeden Morgen um fünf Uhr sechzig Kühe von Hand."),
    "nl": ("Anna Huber runt de boerderij sinds 2011. Ze nam hem over van haar vader. "
           "Sinds 2015 verpachten de Provinciale Staten haar nog twee weiden. "
           '"We melken elke ochtend om vijf uur zestig koeien met de hand," zegt ze.',
           "Anna Huber zegt dat ze elke ochtend om vijf uur zestig koeien met de hand melken."),
}


@pytest.mark.parametrize("language", sorted(FARM))
def test_a_body_named_after_an_article_is_no_one_for_a_pronoun_to_stand_for(
        language: str) -> None:
    page, claim = FARM[language]
    assert credited_elsewhere(claim, SourceIndex(f"# Hof\n\n{page}")) is None
    # The sentence before introducing a person, the pronoun stands for them.
    person = page.replace("Kalkrain Parish Council", "owner, Josef Brandl,").replace(
        "die Gemeinde Kalkrain", "Josef Brandl").replace("de Provinciale Staten",
                                                         "Josef Brandl")
    assert credited_elsewhere(claim, SourceIndex(f"# Hof\n\n{person}")) == (
        "Anna Huber", "Josef Brandl")


@pytest.mark.parametrize(("page", "claim"), [
    ("Greta Sommer has managed the plant since 2019. "
     "New York Times Magazine visited the plant in May. "
     '"We will keep the night shift until March," she says.',
     "According to Greta Sommer, the plant will keep the night shift until March."),
    ("Greta Sommer leitet das Werk seit 2019. "
     "Neue Zürcher Zeitung besuchte das Werk im Mai. "
     "„Wir behalten die Nachtschicht bis März“, sagt sie.",
     "Laut Greta Sommer behält das Werk die Nachtschicht bis März."),
    ("Greta Sommer dirige l'usine depuis 2019. "
     "Radio France Internationale a visité l'usine en mai. "
     "« Nous garderons l'équipe de nuit jusqu'en mars », dit-elle.",
     "Selon Greta Sommer, l'usine gardera l'équipe de nuit jusqu'en mars."),
])
def test_a_capitalised_run_opening_a_sentence_is_no_person_for_a_pronoun(
        page: str, claim: str) -> None:
    # Not "York Times Magazine": a run the sentence opens is read whole or not at all.
    index = SourceIndex(page)
    assert credited_elsewhere(claim, index) is None
    assert _introduced(index.sentence(1)) is None
    assert _introduced("When Fiona Lennox took over in 2011, the shop grew.") == "Fiona Lennox"


@pytest.mark.parametrize(("page", "claim"), [
    ("Dr Alan Reed studies the flock at the farm. "
     "Farm manager Tom Hale said the stations record births.",
     "Dr Alan Reed said the gestation records births."),
    ("Le docteur Alain Roux étudie le troupeau de la ferme. "
     "Le gérant Thomas Hale a déclaré que les stations enregistrent les naissances.",
     "Le docteur Alain Roux a déclaré que la gestation enregistre les naissances."),
    ("Il dottor Aldo Rossi studia il gregge della fattoria. "
     "Il gestore Tommaso Bini ha detto che le stazioni registrano le nascite.",
     "Il dottor Aldo Rossi ha detto che la gestazione registra le nascite."),
])
def test_a_word_opening_with_ge_is_no_participle_outside_german_and_dutch(
        page: str, claim: str) -> None:
    # "gestation" is no participle of "stations" ("gekocht" of "kochen" in German and
    # Dutch): the statement is not the page's.
    assert credited_elsewhere(claim, SourceIndex(page)) is None
