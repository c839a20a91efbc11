"""A number of the claim that the page's sentence saying what the claim says around it
gives as another of the same kind: "La réplica fue construida en 1948" for a replica the
page says was built in 1848, though a neighbouring sentence of the best window states the
claim's figure.

The sentence is found by the claim's words around its number (``NUMBER_WORDS`` either
side, names aside) within the window and its neighbours; a figure it states that agrees,
rounds, falls in the claim's decade, is a share, a gap, the same duration or the same
measure written another way ("15 mm" for "1.5 cm") is no rival, nor is one where the
passage states the claim's figure in the claim's own place (``own_place``), or a sentence
near it states the figure beside the claim's words around it (a summary joins it:
``number_context.number_joined``).
"""

from __future__ import annotations

from services.citations.derived_numbers import change_to_stated, fraction_share, stated_gap
from services.citations.number_context import NUMBER_WORDS, number_joined
from services.citations.number_place import number_at
from services.citations.numbers import Number, numbers
from services.citations.own_place import stated_in_place
from services.citations.passages import Match, SourceIndex, terms
from services.citations.relations import predicate_sentence, widened
from services.citations.relative_years import relative_year
from services.citations.rival_clause import in_claims_place
from services.citations.rounded_durations import duration_said
from services.citations.signals import Finding, approximate, in_decade, rounded
from services.citations.totals import stated_total
from services.citations.unit_scales import converted


def number_elsewhere(claim: str, claimed: list[Number], index: SourceIndex, match: Match,
                     named: set[str]) -> Finding | None:
    """A number of the claim that the sentence saying what the claim says around
    it gives as another of the same kind, though a neighbouring sentence states
    it ("La réplica fue construida en 1948" for a replica built in 1848)."""
    # The window and its neighbours: the claim may tie its number to a
    # statement the best window leaves out ("La réplica fue construida en 1948").
    wider = widened(index, match)
    passage = index.text[match.start : match.end]
    for number in claimed:
        if not number.kind or number.kind in ("month", "ord"):
            continue  # a month is part of a date, whose day and year are weighed
        at = number_at(claim, number.text)
        before = claim[:at].split()[-NUMBER_WORDS:] if at != -1 else []
        after = claim[at + len(number.text):].split()[:NUMBER_WORDS] if at != -1 else []
        near = [t for t in terms(" ".join(before + after)) if t not in named]
        predicate = predicate_sentence(index, wider, near)
        if predicate is None:
            continue
        sentence = index.sentence(predicate)
        stated = numbers(sentence)
        if _told_there(number, claim, claimed, stated, sentence, passage):
            continue
        if number_joined(claim, number.text, claimed, index, match, named) or stated_in_place(
                claim, number, passage) or any(
                stated_in_place(claim, number, index.sentence(k))
                for k in range(wider.first, wider.last + 1)):
            continue  # "起步价维持2元" in the passage, "每5公里加1元" beside it; a summary
            # states it from the sentence next to the window ("孔庙南北长约1,130米")
        rivals = [n for n in stated if n.kind == number.kind
                  and not any(n.agrees(c) for c in claimed)
                  and (in_claims_place(claim, number.text, n.text, sentence)
                       or not any(number.agrees(w) or rounded(number, w, claim)
                                  for w in numbers(passage)))]
        if rivals:
            return Finding("numbers_differ", number.text, rivals[0].text,
                           rule="number_elsewhere")
    return None


def _told_there(number: Number, claim: str, claimed: list[Number], stated: list[Number],
                sentence: str, passage: str) -> bool:
    """Whether the predicate ``sentence`` (its numbers ``stated``), or the ``passage``
    with it, gives the claim's ``number``, as it is or in another form: no rival.
    "zwei Tage" for the passage's "48 Stunden" (converted); "80 Minuten insgesamt, davon
    30 Minuten Vorbereitung" for "30 Minuten · 50 Minuten" (a total worked out)."""
    return any(number.agrees(other) or rounded(number, other, claim)
               or in_decade(number, other, claim) for other in stated) or converted(
        number, stated) or fraction_share(number, claim, stated) or stated_gap(
        number, claim, stated, sentence) or duration_said(
        number, claim, sentence + " " + passage, approximate=approximate(claim, number)) or (
        relative_year(number, claim, sentence)) or change_to_stated(
        number, claim, claimed, stated) or stated_total(number, claimed, numbers(passage), claim)
