"""A claim whose clauses the page states each in a sentence of its own: a summary of
sentences far apart is "check this", not unsupported for its few words, and a name that
the claim's own clause finds in the sentence stating that clause is no name from elsewhere;
a clause the page never states, or a name put in another's place, still counts."""

from __future__ import annotations

import pytest

from services.citations.passages import SourceIndex
from services.citations.placed_clauses import placed
from services.citations.support import explain


def _page(title: str, parts: list[str], filler: list[str]) -> str:
    """``parts`` each followed by all of ``filler`` (rotated): far apart on the page."""
    body = [title]
    for k, part in enumerate(parts):
        body += [part, *filler[k:], *filler[:k]]
    return "\n\n".join(body)


EN = _page("# Porthcarrow village guide", [
    "The bakery sells saffron cake.", "Its bread is baked in a wood-fired oven.",
    "The harbour wall was rebuilt after a storm.",
    "Ferries to the islands leave from the north quay."], [
    "The weather in spring is often wet and windy along the coast.",
    "Local buses connect the harbour with the railway station every half hour.",
    "A small museum tells the story of the fishing fleet and its boats.",
    "The market square hosts a farmers' market on Saturday mornings.",
    "Several walking routes start from the car park behind the church.",
    "Accommodation ranges from campsites to a handful of small hotels."])
DE = _page("# Dorfführer Hallerwiek", [
    "Die Bäckerei verkauft Butterkuchen.", "Ihr Brot wird im Holzofen gebacken.",
    "Die Hafenmauer wurde nach einer Sturmflut erneuert.",
    "Fähren zu den Inseln legen am Nordkai ab."], [
    "Im Frühling ist das Wetter an der Küste oft nass und windig.",
    "Linienbusse verbinden den Hafen halbstündlich mit dem Bahnhof.",
    "Ein kleines Museum erzählt die Geschichte der Fischereiflotte.",
    "Auf dem Marktplatz findet samstags ein Bauernmarkt statt.",
    "Mehrere Wanderwege beginnen am Parkplatz hinter der Kirche.",
    "Unterkünfte reichen vom Campingplatz bis zu kleinen Pensionen."])
ZH = _page("# 石湾村旅游指南", [
    "面包房出售桂花糕。", "面包在柴火炉里烤制。", "港口防波堤在风暴后重建。",
    "去海岛的渡轮从北码头出发。"], [
    "春季沿海地区天气多雨且风大。", "公交车每半小时往返于港口和火车站之间。",
    "一座小型博物馆介绍了渔船队的历史。", "每逢周六上午，集市广场上有农夫市集。",
    "多条步道从教堂后面的停车场出发。", "住宿从露营地到几家小旅馆都有。"])


@pytest.mark.parametrize(("claim", "page"), [
    ("The bakery sells saffron cake, its bread is baked in a wood-fired oven, the harbour "
     "wall was rebuilt after a storm, and ferries to the islands leave from the north quay.",
     EN),
    ("Die Bäckerei verkauft Butterkuchen, ihr Brot wird im Holzofen gebacken, die Hafenmauer "
     "wurde nach einer Sturmflut erneuert, und Fähren zu den Inseln legen am Nordkai ab.", DE),
    ("面包房出售桂花糕，面包在柴火炉里烤制，港口防波堤在风暴后重建，"
     "去海岛的渡轮从北码头出发。", ZH),
])
def test_a_summary_of_sentences_far_apart_is_checked_not_refused(claim: str,
                                                                 page: str) -> None:
    assert placed(SourceIndex(page), claim)
    assert explain(claim, page)[0] != "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The bakery sells saffron cake, its bread is baked in a wood-fired oven, the harbour "
     "wall was rebuilt after a storm, and cruise liners anchor off the south beach.", EN),
    ("Die Bäckerei verkauft Butterkuchen, ihr Brot wird im Holzofen gebacken, die Hafenmauer "
     "wurde nach einer Sturmflut erneuert, und Kreuzfahrtschiffe ankern vor dem Südstrand.", DE),
    ("面包房出售桂花糕，面包在柴火炉里烤制，港口防波堤在风暴后重建，"
     "游轮停泊在南边的沙滩外。", ZH),
])
def test_a_clause_the_page_never_states_keeps_it_unsupported(claim: str, page: str) -> None:
    assert not placed(SourceIndex(page), claim)
    assert explain(claim, page)[0] == "unsupported"


def test_one_clause_is_no_summary() -> None:
    assert not placed(SourceIndex(EN), "The bakery sells saffron cake.")


TOWN_EN = ("# Kellby: a visitor's guide\n\nKellby lies at the mouth of the river Arle.\n\n"
           "The old town hall was designed by Edwin Marsh and finished in 1871.\n\n"
           "Its clock tower, added later, was the work of Harriet Cole.\n\n"
           "The weekly market fills the square every Thursday.\n\n"
           "The museum is closed on Mondays.")
TOWN_DE = ("# Kellbach: ein Stadtführer\n\nKellbach liegt an der Mündung der Arle.\n\n"
           "Das alte Rathaus entwarf Eduard Marsch, fertig wurde es 1871.\n\n"
           "Den später angefügten Uhrturm baute Henriette Kohl.\n\n"
           "Der Wochenmarkt füllt jeden Donnerstag den Platz.\n\n"
           "Das Museum ist montags geschlossen.")


@pytest.mark.parametrize(("claim", "page"), [
    ("The old town hall was designed by Edwin Marsh, and its clock tower was the work of "
     "Harriet Cole.", TOWN_EN),
    ("Das alte Rathaus entwarf Eduard Marsch, den später angefügten Uhrturm baute Henriette "
     "Kohl.", TOWN_DE),
])
def test_a_name_its_own_clause_finds_next_door_is_the_summarys(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The old town hall was designed by Harriet Cole, and its clock tower was the work of "
     "Edwin Marsh.", TOWN_EN),
    ("Das alte Rathaus entwarf Henriette Kohl, den später angefügten Uhrturm baute Eduard "
     "Marsch.", TOWN_DE),
])
def test_names_crossed_between_clauses_are_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"


GUIDE_EN = ("# Sandholm island guide\n\nSandholm is the largest of the outer islands.\n\n"
            "May and June bring long days and the wildflower season, while seals can be seen "
            "from boat trips around Kettle Rock between April and July.\n\n"
            "August is the busiest month, and accommodation is often fully booked by "
            "February.\n\nMany cafés and shops close from November to March.")
GUIDE_FR = ("# Guide de l'île de Sandholm\n\nSandholm est la plus grande des îles extérieures."
            "\n\nMai et juin apportent de longues journées et la floraison, et l'on voit des "
            "phoques d'avril à juillet lors des sorties en bateau autour du rocher de Kettle.\n\n"
            "Août est le mois le plus fréquenté, et les hébergements affichent souvent complet "
            "dès février.\n\nBeaucoup de cafés et de boutiques ferment de novembre à mars.")


@pytest.mark.parametrize(("claim", "page"), [
    ("May and June bring long days and wildflowers, seals can be seen on boat trips around "
     "Kettle Rock from April to July, and August is the busiest month.", GUIDE_EN),
    ("Mai et juin apportent de longues journées et des fleurs, on voit des phoques d'avril à "
     "juillet lors des sorties en bateau autour du rocher de Kettle, et Août est le mois le "
     "plus fréquenté.", GUIDE_FR),
])
def test_a_name_stated_by_the_next_sentence_its_clause_sums_up_is_no_swap(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


def test_a_name_the_page_never_gives_that_clause_is_still_flagged() -> None:
    claim = ("May and June bring long days and wildflowers, seals can be seen on boat trips "
             "around Kettle Rock from April to July, and September is the busiest month.")
    assert explain(claim, GUIDE_EN)[0] != "supported"


def _village(title: str, first: str, filler: list[str], second: str, third: str) -> str:
    return "\n\n".join([title, first, *filler, second, *filler[::-1], third])


VILLAGE_EN = _village(
    "# Porthcarrow village guide", "The village bakery sells saffron cake and pasties.", [
        "The weather in spring is often wet and windy along the coast.",
        "Local buses connect the harbour with the railway station every half hour.",
        "A small museum tells the story of the fishing fleet and its boats."],
    "Its bread is baked in a wood-fired oven beside the chapel.",
    "The harbour wall was rebuilt after a winter storm.")
VILLAGE_ZH = _village(
    "# 石湾村旅游指南", "村里的面包房出售桂花糕和烧饼。", [
        "春季沿海地区天气多雨且风大。", "公交车每半小时往返于港口和火车站之间。",
        "一座小型博物馆介绍了渔船队的历史。"],
    "面包房的面包在教堂旁边的柴火炉里烤制。", "港口的防波堤在一场冬季风暴后重建。")


@pytest.mark.parametrize(("claim", "page"), [
    ("The village bakery sells saffron cake and pasties, its bread is baked in a wood-fired "
     "oven beside the chapel, and the harbour wall was rebuilt after a winter storm.",
     VILLAGE_EN),
    ("村里的面包房出售桂花糕和烧饼，面包在教堂旁边的柴火炉里烤制，港口的防波堤在一场冬季风暴后重建。",
     VILLAGE_ZH),
])
def test_a_summary_each_of_whose_clauses_the_page_states_is_supported(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("The village bakery sells saffron cake and pasties, its bread is baked in a wood-fired "
     "oven beside the chapel, and the lighthouse was painted red by the lord mayor.",
     VILLAGE_EN),
    ("村里的面包房出售桂花糕和烧饼，面包在教堂旁边的柴火炉里烤制，灯塔被市长漆成了红色。",
     VILLAGE_ZH),
])
def test_a_summary_with_a_clause_the_page_never_states_is_not_supported(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
