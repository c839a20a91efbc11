"""Probes of the lexical checks (``lexical_swap``, ``related_coverage``): a common noun
put in the place of another kind of thing, an opposite, a narrower word, and
paraphrases by synonyms and broader words, over short pages written for the purpose in
English, German and Chinese (none taken from a labelled part).

Run: ``python -m bench.support_probes_lexical [-v]``. Prints each probe judged against
what it expects (every one with ``-v``): ``wrong`` must be unsupported, ``right`` must
not be; then the counts.
"""

from __future__ import annotations

import sys

from services.citations.support import explain

PAGES = {
    "harbour": "# Harbour notes\n\nEvery spring the harbour wall is home to a colony of "
               "kittiwakes, which build their nests on the narrow ledges. Grey seals haul "
               "out on the slipway at low tide. The lifeboat crew trains on Thursday "
               "evenings.",
    "bakery": "# Village bakery\n\nThe sourdough is made from rye flour, water and salt, "
              "and it rests overnight before baking. The shop sells oat biscuits and "
              "apple cake at weekends. Prices rose by ten percent in March.",
    "clinic": "# Walk-in clinic\n\nA nurse sees patients without an appointment on "
              "weekday mornings. Children under five are seen by a paediatrician. The "
              "waiting room is small, so visitors are asked to come alone.",
    "museum": "# Transport museum\n\nThe museum's oldest exhibit is a steam locomotive "
              "built in 1868. Visitors can climb into the cab of a tram from Leeds. The "
              "cafe serves soup and sandwiches and is cheaper than the one at the station.",
    "garden": "# Garden diary\n\nWe planted tulips along the south fence and sowed "
              "carrots in the raised beds. The pond attracts frogs in March. The soil here "
              "is heavy clay, so the beds drain slowly.",
    "park": "# Country park\n\nThe park welcomes around 40,000 visitors each summer. A "
            "trail leads from the car park to the waterfall, and the lake is stocked with "
            "carp.",
    "menu": "# Tasting menu\n\nThe lamb is served with a glass of red wine from the Douro "
            "valley. Dessert comes with a pot of green tea. A herd of red deer grazes in "
            "the meadow below the restaurant.",
    "hafen": "# Hafenfest\n\nAm Samstag legt die Fähre um neun Uhr ab. Auf dem Markt gibt "
             "es Fisch, Brot und Kaffee. Der Arzt des Roten Kreuzes ist den ganzen Tag vor "
             "Ort.",
    "kochen": "# Kürbissuppe\n\nDen Kürbis in Würfel schneiden und mit einer Zwiebel in "
              "Butter anbraten. Danach mit Brühe aufgießen und zwanzig Minuten kochen.",
    "zh_farm": "# 农场\n\n农场今年种了小麦和玉米。春天的时候，医生每周二来给工人体检。",
}

PROBES = [
    # English: another kind of thing in the page's place
    ("harbour", "Every spring the harbour wall is home to a colony of puffins, which build "
                "their nests on the narrow ledges.", "wrong"),
    ("harbour", "Common seals haul out on the slipway at low tide.", "wrong"),
    ("bakery", "The sourdough is made from wheat flour, water and salt.", "wrong"),
    ("bakery", "The shop sells oat biscuits and pear cake at weekends.", "wrong"),
    ("clinic", "A doctor sees patients without an appointment on weekday mornings.",
     "wrong"),
    ("garden", "We planted daffodils along the south fence.", "wrong"),
    # (WordNet gives "toad" as a sense of "frog": a known miss)
    ("garden", "The pond attracts toads in March.", "wrong"),
    ("museum", "Visitors can climb into the cab of a bus from Leeds.", "wrong"),
    # English: the opposite
    ("bakery", "Prices fell by ten percent in March.", "wrong"),
    ("museum", "The cafe is more expensive than the one at the station.", "wrong"),
    ("garden", "The soil here is heavy clay, so the beds drain quickly.", "wrong"),
    # English: synonyms and broader words
    ("harbour", "Every spring the harbour wall is home to a colony of seabirds, which "
                "build their nests on the narrow ledges.", "right"),
    ("harbour", "Grey seals come ashore on the slipway at low tide.", "right"),
    ("bakery", "The sourdough is made from rye flour, water and salt, and it rests "
               "overnight before it is baked.", "right"),
    ("clinic", "Youngsters under five are seen by a paediatrician.", "right"),
    ("clinic", "Kids under five are seen by a children's doctor.", "right"),
    ("museum", "The museum's oldest exhibit is a steam engine built in 1868.", "right"),
    ("museum", "The cafe serves soup and sandwiches and is cheaper than the station's.",
     "right"),
    ("garden", "We put tulip bulbs in along the south fence and sowed vegetables in the "
               "raised beds.", "right"),
    ("garden", "The pond draws amphibians in March.", "right"),
    # English: narrower than the page (not flagged: paraphrases name kinds as often)
    ("clinic", "A midwife sees patients without an appointment on weekday mornings.",
     "right"),  # narrower than the page: left to the coverage
    # English: kinds of one thing that a rewording may exchange (a check at most)
    ("park", "The park welcomes around 40,000 tourists each summer.", "right"),
    ("park", "A footpath leads from the car park to the waterfall.", "right"),
    ("park", "The lake is stocked with trout.", "wrong"),
    # English: a two-word noun with another first word
    ("menu", "The lamb comes with a glass of white wine from the Douro valley.", "wrong"),
    ("menu", "Dessert comes with a pot of black tea.", "wrong"),
    ("menu", "A herd of roe deer grazes in the meadow below the restaurant.", "wrong"),
    ("menu", "The lamb is served with a glass of Douro red.", "right"),
    ("menu", "Dessert is served with a pot of tea.", "right"),
    # German
    ("hafen", "Am Samstag legt das Schiff um neun Uhr ab.", "right"),
    ("hafen", "Der Doktor des Roten Kreuzes ist den ganzen Tag vor Ort.", "right"),
    ("hafen", "Der Mediziner des Roten Kreuzes ist den ganzen Tag vor Ort.", "right"),
    ("hafen", "Auf dem Markt gibt es Fisch, Brot und Tee.", "wrong"),
    ("hafen", "Am Sonntag legt die Fähre um neun Uhr ab.", "wrong"),
    ("kochen", "Den Kürbis in Würfel schneiden und mit einer Zwiebel in Margarine "
               "anbraten.", "wrong"),
    ("kochen", "Danach mit Brühe aufgießen und zwanzig Minuten garen.", "right"),
    # Chinese (the lexicon does not reach it: the CJK checks decide)
    ("zh_farm", "农场今年种了大麦和玉米。", "wrong"),
    ("zh_farm", "春天的时候，大夫每周二来给工人体检。", "right"),
]


def main(argv: list[str]) -> None:
    verbose = "-v" in argv
    counts = {"wrong": [0, 0], "right": [0, 0]}
    for page, claim, expected in PROBES:
        support, finding = explain(claim, PAGES[page])
        good = (support == "unsupported") == (expected == "wrong")
        counts[expected][0] += good
        counts[expected][1] += 1
        if verbose or not good:
            rule = finding.rule if finding is not None else ""
            print(f"{'  ' if good else 'XX'} {expected:5} {support:11} {rule:18} {claim}")
    print(f"wrong caught {counts['wrong'][0]}/{counts['wrong'][1]}; right spared "
          f"{counts['right'][0]}/{counts['right'][1]}")


if __name__ == "__main__":
    main(sys.argv[1:])
