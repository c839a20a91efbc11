"""The findings against a claim's best passage: what the page states otherwise.

``judgment.judge`` turns them, with the passage's coverage, into a label:

- ``unsupported``: the passage says something else (a different number or
  year, the opposite, a possibility or a plan where the sentence states a
  fact, a name from elsewhere or from nowhere or beside another's title, the
  side of a contrast the page turns down), the sentence adds a detail the page
  never states (``detail``), or the passage holds little of the sentence;
- ``weak`` (shown as "check this"): the passage holds much of the sentence
  but not all, states a plan the sentence keeps in the future, or does not
  state a number of the sentence while stating no other in its place;
- ``supported``: the passage holds the sentence's words (in any form: other
  endings, compound parts, CJK pairs) and nothing above stands against it.

The findings and the thresholds in ``judgment`` were tuned on ``bench/support_set/dev.json`` and the
parts the README of ``bench/support_set`` names as tuned on;
``python -m bench.support`` reports them on the held-out parts as well.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from services.citations.acronym_slot import other_acronym
from services.citations.affirmed_predicate import sure_if_affirmed
from services.citations.agent_clause import agent_clause_swap
from services.citations.agent_role import agent_swap
from services.citations.all_year import whole_year
from services.citations.apposed_name import apposed
from services.citations.aspect import aspect_flip
from services.citations.attribution import attributed, reporting
from services.citations.binding import crossed, renamed
from services.citations.case_blind import CaseBlind
from services.citations.causes import invented_cause
from services.citations.chinese_senses import common_pair
from services.citations.cjk_added_clause import added_cjk_clause
from services.citations.cjk_findings import cjk_finding
from services.citations.common_nouns import (
    after_contraction,
    article_noun,
    counted,
    quantity,
)
from services.citations.compared_negation import without_compared_negation
from services.citations.compounds import spelled_by_parts
from services.citations.condensed_swap import condensed, reordered
from services.citations.continued import kept_where_ended
from services.citations.contrast import turned_down_finding
from services.citations.cues import (
    CURRENCIES,
    DEMONSTRATIVE_WORDS,
)
from services.citations.date_year import other_year
from services.citations.detail import added_item, invented
from services.citations.double_negation import lifted_ban
from services.citations.dropped_modality import dropped_modality
from services.citations.exception_kept import exception_kept
from services.citations.exceptions import excepted
from services.citations.exempt_permission import permitted_as_exemption
from services.citations.far_numbers import clause_stated_far, stated_far
from services.citations.field_value import field_swap
from services.citations.figures_beside import stated_beside
from services.citations.head_noun import head_noun_of
from services.citations.headings import (
    only_in_headings,
    section_heading,
    subject_for_word,
    subject_only,
)
from services.citations.hedged_clause import dropped_hedge
from services.citations.immediacy import waits_first
from services.citations.included_exception import EXCEPTION_REACH, included_exception
from services.citations.joined_numbers import numbers_joined
from services.citations.joined_sentence import from_next_sentence
from services.citations.judgment import SPREAD, WEAK_AT
from services.citations.late_catches import late_catches
from services.citations.late_figures import late_figures
from services.citations.lead_subject import lead_subject
from services.citations.maker_and_model import maker_and_model
from services.citations.modal_square import modal_flip, same_corner
from services.citations.name_forms import longer_form, name_key
from services.citations.name_part import describes_name
from services.citations.named_versions import named_rival
from services.citations.negated_clause import denied_clause
from services.citations.negated_run import negated_run
from services.citations.next_figure import stated_next
from services.citations.number_context import (
    in_counts,
    number_joined,
    titled,
)
from services.citations.number_elsewhere import number_elsewhere
from services.citations.numbers import (
    SCALES,
    numbers,
    page_rival,
)
from services.citations.optional import choice_made_rule
from services.citations.overreach import overreach
from services.citations.page_list_count import counts_page_list
from services.citations.page_names import PageNames, first_names, opening_name
from services.citations.passages import Match, SourceIndex, terms
from services.citations.permitted_ban import permitted_ban
from services.citations.phrase_beside import named_as_beside
from services.citations.phrased_figure import phrased_elsewhere
from services.citations.place_adjectives import adjective_of_page_name
from services.citations.plan_told_firm import firm_plan
from services.citations.polarity import asserted, polarity
from services.citations.possible_event import possible_event
from services.citations.precise_figure import missing_figure
from services.citations.pronoun_subject import named_in_lead, opens_with_it, refers_back
from services.citations.proof_words import proof_for_hint
from services.citations.relations import held_swap, role_swap, swaps, tokens
from services.citations.repeated_numbers import repeated
from services.citations.restrict import widens
from services.citations.restricted_names import restricted_names
from services.citations.reworded_flip import reworded_flip
from services.citations.role_names import name_heads, other_holder
from services.citations.scripts import CJK_SCRIPT
from services.citations.self_attribution import without_self_credit
from services.citations.sentence_of import sentence_of
from services.citations.short_forms import short_form, spelled_alike
from services.citations.signals import (
    Finding,
    counts_span,
    name_finding,
    names,
    number_finding,
    variant,
)
from services.citations.slot_finding import slot_finding
from services.citations.slot_numbers import slot_rival
from services.citations.slot_person import slot_person
from services.citations.slot_swaps import figure_swap
from services.citations.specified_head import specified_head
from services.citations.subject_anaphor import subject_by_common_word
from services.citations.subject_match import title_of
from services.citations.subject_owner import subject_owner
from services.citations.swap_figures import weighed_figure
from services.citations.tied_clause_polarity import clause_polarity
from services.citations.titled_subject import titled_subject
from services.citations.titles import title_terms
from services.citations.unheld_clause import unheld_clause
from services.citations.unit_scales import same_dimension
from services.citations.upper_bound import dropped_bound
from services.citations.vague_figure import vague_rival
from services.citations.verdict_hooks import sharper_flip, sharper_numbers
from services.citations.whole_bounds import same_bound
from services.citations.year_slot import year_slot

NUMBER_CONTEXT = 3
"""Sentences before a passage where its numbers may stand (the version or year a
paragraph is about)."""

def findings(claim: str, match: Match, index: SourceIndex,
             capitalises_nouns: bool, page_names: PageNames | None = None) -> list[Finding]:
    """Everything ``claim`` states that the window of ``match`` does not, most telling first.

    ``page_names`` tells the words the page writes as names (made from the
    page when not given).
    """
    window = index.text[match.start : match.end]
    claim = without_self_credit(claim)  # ", secondo il sito": the page itself
    if page_names is None:
        page_names = PageNames(index.text, capitalises_nouns)
    found: list[Finding] = []
    claimed_numbers = numbers(claim)
    every = names(claim, capitalises_nouns)
    every += [n for n in (opening_name(claim, page_names) if capitalises_nouns else [])
              if n not in every]  # "Walter Eibl, …": a German name opening the claim
    # A scale word ("14 Millionen Euro") spells a number: the number check weighs it.
    claimed = [n for n in every if n.lower() not in SCALES and not counted(
        claim, n, capitalises_nouns) and not (capitalises_nouns and (
            article_noun(n, index.text) or after_contraction(claim, n) or quantity(n)))
        and not adjective_of_page_name(n, index.text)]  # "a Polish zoo": "in Poland"
    # A first word the page writes as a name is a name too, but often the
    # subject a passage refers to as "it": only left out of the claim's statement.
    named = {t for name in every + first_names(claim, page_names) + name_heads(claim, claimed)
             for t in terms(name)}
    title = title_of(index)
    focus = index.sentence(match.focus)
    pending, context = list(claimed_numbers), index.around(match, NUMBER_CONTEXT)
    beside = stated_beside(claim, claimed_numbers, index, match, SPREAD)  # "279 Euro im Set"
    pending = [n for n in pending if n.text not in beside]
    # The title and the headings of the sections above name what the passage is about.
    headed = "\n".join(filter(None, (title, section_heading(index.text, match.start))))
    number = number_finding(pending, focus, window, context, claim)
    while number is not None and titled(claim, number.claimed, headed, focus):
        # The page's subject ("LW 9" of its title) hides none of the other numbers.
        pending = [n for n in pending if n.text != number.claimed]
        number = number_finding(pending, focus, window, context, claim)
    while number is not None and number.reason == "number_missing" and (number_joined(
            claim, number.claimed, claimed_numbers, index, match, named, SPREAD) or (
            clause_stated_far(claim, number.claimed, index, match)) or any(
            counts_page_list(n, claim, [index.sentence(k) for k in range(
                max(0, match.first - 1), min(len(index.spans), match.last + 2))])
            for n in claimed_numbers if n.text == number.claimed)):
        # Stated beside the claim's words in a sentence near the window, or with most of its
        # clause far from it: a summary joins it ("肉类需烤到中心温度75℃以上" from the next
        # sentence); the others are weighed.
        pending = [n for n in pending if n.text != number.claimed]
        number = number_finding(pending, focus, window, context, claim)
    while number is not None and number.reason == "numbers_differ" and same_bound(
            claim, number.claimed, window, number.stated):  # "aged 5 and under": "under 6"
        claimed_numbers = [n for n in claimed_numbers if n.text != number.claimed]
        pending = [n for n in pending if n.text != number.claimed]
        number = number_finding(pending, focus, window, context, claim)
    while number is not None and number.reason == "numbers_differ" and (clause_stated_far(
            claim, number.claimed, index, match) or stated_next(  # its clause is a far
            claim, number.claimed, index, match) or phrased_elsewhere(  # sentence's statement,
            claim, number.claimed, index, match)):  # the next's figure, or its own phrase's
        pending = [n for n in pending if n.text != number.claimed]
        number = number_finding(pending, focus, window, context, claim)
    if number is not None and number.certain and (number_joined(
            claim, number.claimed, claimed_numbers, index, match, named, SPREAD) or stated_far(
            claim, number.claimed, index, match, named)):
        number = replace(number, certain=False)
    if number is not None:
        number = replace(number, rule="numbers")
        if number.reason == "number_missing":
            rival = next((r for n in claimed_numbers if n.text == number.claimed
                          and (r := page_rival(n, index.text)) is not None), None)
            if rival is not None:
                number = Finding("numbers_differ", number.claimed, rival, rule="page_number")
            elif (slotted := slot_rival(number.claimed, claim, [index.sentence(k) for k in range(
                    max(0, match.first - 1), min(len(index.spans), match.last + 2))])):
                number = Finding("numbers_differ", number.claimed, slotted, rule="slot_number")
            elif (version := named_rival(number.claimed, claim, index.text)) is not None:
                number = Finding("numbers_differ", number.claimed, version, rule="named_version")
            elif (vague := vague_rival(number.claimed, claim, [index.sentence(k) for k in range(
                    match.first, match.last + 1)])) is not None:  # "seven days": "a few days"
                number = Finding("numbers_differ", number.claimed, vague, rule="vague_figure")
    else:
        number = number_elsewhere(claim, claimed_numbers, index, match, named)
    twice = repeated(claimed_numbers, numbers(window)) if number is None else None
    if twice is not None:
        number = Finding("numbers_differ", *twice, rule="repeated_number")
    elif number is None:
        number = figure_swap(claim, window, index.around(match, 1, 1))
    if (number is None or not number.certain) and (year := other_year(  # or its heading's
            claim, f"{window}\n{headed}", index.text)):
        number = Finding("numbers_differ", *year, rule="date_year")  # 2025年10月18日: 2026年
    if number is None:  # "engine in 1921" where the page's "engine in 1926, after … 1921"
        number = year_slot(claim, [index.sentence(k) for k in range(match.first, match.last + 1)])
    if (number is None or not number.certain) and (figure := missing_figure(claim, index.text)):
        number = Finding("number_missing", figure, rule="precise_figure")  # "99.97%": nowhere
    if number is not None:
        found.append(number)
    found = sharper_numbers(found, number, claim, window, index.around(match, 1, 1))
    found = late_catches(found, number, claim, index, match)
    flip = lifted_ban(claim, window) or permitted_ban(claim, window) or restricted_names(
        claim, window, capitalises_nouns) or clause_polarity(
        claim, window, index.around(match, 1, 1)) or aspect_flip(claim, window) or (
        dropped_hedge(claim, window) or dropped_bound(claim, window) or kept_where_ended(
            claim, window) or denied_clause(
            claim, without_compared_negation(window)))
    if flip is not None and flip.reason == "negation" and (exception_kept(
            claim, sentence_of(window, flip.stated)) or same_corner(flip.claimed, flip.stated)):
        flip = None  # "täglich außer an Feiertagen geöffnet"; "nicht nötig": "müssen nicht"
    flip = reworded_flip(flip, claim, window)
    flip = sharper_flip(flip, claim, window)
    passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
    if flip is not None and flip.certain and flip.reason == "negation" and _said_elsewhere(
            claim, index, match):
        flip = replace(flip, certain=False)
    if flip is not None and not flip.certain and flip.reason == "negation" and negated_run(
            claim, window):  # "cannot be shared": the claim's very words, negated
        flip = replace(flip, certain=True)
    if flip is not None and not flip.certain:  # "will have transport provided": "not provided"
        flip = sure_if_affirmed(flip, claim, index.sentences()[
            max(0, match.first - RIVAL_REACH) : match.last + RIVAL_REACH + 1])
    if flip is None or not flip.certain:  # "can go back" for "Do not let … go back"
        flip = modal_flip(claim, passage, [index.sentence(k) for k in range(
            max(0, match.first - 1), min(len(index.spans), match.last + 2))]) or flip
    if flip is not None:
        found.append(replace(flip, rule=flip.rule or "polarity"))
    else:
        turned = turned_down_finding(claim, claimed_numbers, index, match)
        if turned is not None:
            found.append(turned)
        else:
            side = next((s for k in range(match.first, match.last + 1)
                         if (s := excepted(claim, index.sentence(k)))), None)
            if side is not None:
                found.append(Finding("negation", claim.strip(), side, rule="exception"))
            wide = next((w for k in range(match.first, match.last + 1)
                         if (w := widens(claim, index.sentence(k), window))), None)
            if side is None and wide is not None:
                found.append(Finding("negation", *wide, rule="restriction"))
    # Words the page uses in a name ("lighthouse" of "Carrick Point Lighthouse")
    # say which thing, not what is said of it.
    main = index.main_sentence(match, [t for t in terms(claim) if t not in named
                                       and t not in page_names])
    if claimed:
        name = name_finding(claimed, index.sentence(main), index.around(match, 1),
                            index.lowered, capitalises_nouns, claim, known=every,
                            window=window)
        if name is not None and name_key(name.claimed) in title.lower():
            # The page's subject, named in its title, hides none of the other names.
            name = name_finding([n for n in claimed if name_key(n) not in title.lower()],
                                index.sentence(main), index.around(match, 1), index.lowered,
                                capitalises_nouns, claim, known=every,
                                window=window) or name
        if name is not None and name.certain and name.reason == "name_elsewhere" and (
                lead_subject(name.claimed, claim, claimed, index, main)):
            name = replace(name, certain=False)  # "Glenmoor pier" for "the pier": its subject
        if name is not None and name.reason == "name_elsewhere" and (longer_form(
                claim, name.claimed, window, index.text) or (not name.certain and main > 0 and (
                    opens_with_it(index.sentence(main), index.sentence(main - 1),
                                  name.claimed))) or (not name.certain and named_in_lead(
                                      name.claimed, index))):  # "Brandstetter"; "It has …"
            name = name_finding([n for n in claimed if n != name.claimed],
                                index.sentence(main), index.around(match, 1), index.lowered,
                                capitalises_nouns, claim, known=every, window=window)
        said = [t for t in terms(claim) if t not in named and t not in page_names]
        joined = name is not None and name.certain and _joined(index, main, name.claimed, said,
                                                                claim)
        if name is not None and name.certain and (
                name_key(name.claimed) in title.lower() or (
                    name.reason == "name_missing" and (_ACRONYM.fullmatch(name.claimed)
                                                       or short_form(name.claimed, index.text))
                    and not other_acronym(claim, name.claimed, index.sentence(main)))):
            # The page's subject, named in its title: a passage about it need not
            # name it ("the walk", "it"), and a summary of the page names it. An
            # acronym the page never writes may abbreviate what it spells out or
            # name a common thing ("LAN ports" for "Ethernet ports").
            name = replace(name, certain=False)
        if name is not None and subject_only(name.claimed, name.stated, title):
            name = None
        if name is not None and name.certain and main > 0 and refers_back(
                index.sentence(main), index.sentence(main - 1), name.claimed):
            name = replace(name, certain=False)  # "wählte er": the name just before
        if name is not None and name.reason == "name_missing" and added_item(
                claim, name.claimed, index.sentence(main)):
            name = replace(name, certain=True)  # "by email and SMS" for "by email."
        holder = other_holder(claim, name.claimed, index.text) if name is not None and (
            name.reason == "name_missing") else None
        if name is not None and holder is not None:  # someone else in the page's role
            name, joined = Finding("name_missing", name.claimed, holder), False
        if name is not None and not name.certain and name.reason == "name_missing" and (
                person := slot_person(claim, [index.sentence(k) for k in range(
                    match.first, match.last + 1)], index.lowered)):
            name = Finding("name_missing", *person)  # "von Dr. Sabine Krüger": "Katrin Albers"
        if name is not None:
            found.append(Finding(name.reason, name.claimed, name.stated, certain=False,
                                 rule="names") if joined else replace(name, rule="names"))
        if name is None or not (name.certain or joined):
            # The page's subject, named in its title, has no role to swap.
            untitled = [n for n in claimed if name_key(n) not in title.lower()]
            role = role_swap(index, match, untitled, said, capitalises_nouns, claim)
            if role is not None:
                found.append(Finding("name_elsewhere", *role, rule="role_swap", certain=not (
                    attributed(claim, role[0], index.lowered))))
    if not any(f.certain for f in found):
        sentence = index.sentence(main)
        swap = swaps(tokens(claim, page_names, not capitalises_nouns),
                     tokens(sentence, page_names, not capitalises_nouns),
                     index.lowered, sentence.lower(), claim)
        if swap is not None and (spelled_by_parts(swap[1], terms(sentence)) or weighed_figure(
                swap[0], swap[1], claim, window) or condensed(*swap) or specified_head(
                swap[1], swap[2], index.lowered) or reordered(
                swap[0], swap[1], window) or head_noun_of(swap[1], swap[2], index.lowered)
                or describes_name(swap[1], swap[2], claim, sentence, index.text)
                or same_dimension(swap[1], swap[2])
                or apposed(swap[1], swap[2], claim, sentence, index.lowered)
                or from_next_sentence(swap[1], claim, [index.sentence(k) for k in range(
                    match.first, match.last + 1)], sentence)):
            swap = None  # a compound the sentence writes in its parts ("Zone B (Innenstadt)")
        if swap is not None:
            reason, claimed_text, stated_text = swap
            if variant(stated_text, claimed_text, sentence, claim) or (
                    reason == "name_missing" and _written_as_acronym(claimed_text, claim)) or (
                    reporting(claimed_text) or reporting(stated_text)) or (
                    only_in_headings(claimed_text, index.lowered)) or (
                    subject_for_word(claimed_text, stated_text, title)) or (
                    titled_subject(claimed_text, stated_text, title)) or (
                    maker_and_model(claimed_text, stated_text, title,
                                    index.around(match, 1, 1).lower())) or (
                    common_pair(claimed_text, stated_text)) or subject_by_common_word(
                    claimed_text, stated_text, claim, sentence, index) or (
                    main > 0 and refers_back(sentence, index.sentence(main - 1), claimed_text)):
                # Two forms of one name ("… Heritage Site", "… Heritage List"), an
                # acronym the page never writes ("LAN" for "Ethernet"), or the name a
                # pronoun of the sentence stands for ("wählte er").
                reason += "?"
            said = [t for t in terms(claim) if t not in named and t not in page_names]
            found.append(Finding(reason.rstrip("?"), claimed_text, stated_text,
                                 certain=not reason.endswith("?") and not (
                                     reason == "name_elsewhere" and (
                                         (not CJK_SCRIPT.search(claim)
                                          and _joined(index, main, claimed_text, said,
                                                      claim) and not held_swap(
                                              claim, sentence, claimed_text, page_names))
                                         or attributed(claim, claimed_text, index.lowered)
                                         or named_as_beside(claim, claimed_text, index, main))),
                                 rule="swaps"))
    if claimed and not any(f.certain for f in found):
        passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
        role = crossed(claim, passage, capitalises_nouns)
        if role is not None:
            found.append(Finding("name_elsewhere", *role, rule="binding"))
        else:
            other = renamed(claim, passage, index.text, capitalises_nouns)
            if other is not None:
                # As for a swap: two forms of one name, or an acronym the page
                # never writes, only ask for a check.
                claimed_text, stated_text = other
                mine, theirs = claimed_text.split()[-1], stated_text.split()[-1]
                given = tuple(claimed_text.split()[:-1])
                sure = not (variant(theirs, mine, " ".join(passage), claim, own=given)
                            or _written_as_acronym(mine.lower(), claim)
                            or spelled_alike(mine, theirs)
                            or specified_head(mine, theirs, index.lowered))
                found.append(Finding("name_missing", claimed_text, stated_text,
                                     certain=sure, rule="renamed"))
    found += overreach(claim, index, match) if not any(f.certain for f in found) else []
    if claimed and not any(f.certain for f in found) and (agent := agent_swap(
            claim, index.sentences(), capitalises_nouns)):
        found.append(agent)
    if not any(f.certain for f in found) and (agent := agent_clause_swap(
            claim, index.sentences())):
        found.append(agent)
    if not any(f.certain for f in found) and (season := whole_year(claim, window)
                                               or proof_for_hint(claim, window)
                                               or choice_made_rule(claim, window)
                                               or waits_first(claim, window)
                                               or possible_event(claim, window)):
        found.append(season)
    if claimed and not any(f.certain for f in found) and (owner := subject_owner(
            claim, [index.sentence(k) for k in range(match.first, match.last + 1)],
            capitalises_nouns)):
        found.append(Finding("name_elsewhere", *owner, rule="subject_owner"))
    if not any(f.certain for f in found):
        slot = slot_finding(claim, index, match, capitalises_nouns)
        if slot is not None:
            found.append(slot)
    if not any(f.certain for f in found) and (field := field_swap(claim, window)):
        found.append(Finding("name_elsewhere", *field, rule="field_value"))  # "Lead author: X"
    if not any(f.certain for f in found) and (cjk := cjk_finding(
            claim, index.text, [index.sentence(k) for k in range(match.first, match.last + 1)])):
        found.append(cjk)
    if not any(f.certain for f in found):
        # Only what the claim states: the side its contrast turns down ("rather
        # than kept running") is no detail it adds.
        detail = invented(_figures_plain(asserted(claim)), window, index.around(match, 1, 1),
                          index.text)
        if detail is not None and not _points_back(detail) and not counts_span(detail, window):
            found.append(Finding("name_missing", detail, rule="detail"))
        else:
            cause = invented_cause(claim, index.around(match, 1, 1))
            if cause is not None:
                found.append(Finding("name_missing", cause, rule="cause"))
            elif added := added_cjk_clause(claim, index.around(match, 1, 1), index.text):
                found.append(Finding("name_missing", added, rule="cjk_clause"))
            elif added := unheld_clause(claim, index.around(match, 1, 1), index.sentences()):
                found.append(Finding("name_missing", added, rule="unheld_clause"))
    if not any(f.certain for f in found) and (hedge := dropped_modality(claim, passage)) and (
            not permitted_as_exemption(hedge.stated, " ".join(passage), claim)):
        found.append(hedge)  # "would consider … if" told as "will … if"
    if not any(f.certain for f in found) and (drawn := included_exception(claim, [
            index.sentence(k) for k in range(max(0, match.first - EXCEPTION_REACH), min(
                len(index.spans), match.last + 1 + EXCEPTION_REACH))])):
        found.append(drawn)  # "包括健康路在内" where the page says "健康路除外"
    found = late_figures(found, number, claim, index, match)
    return sorted(firm_plan(found, claim, window), key=lambda f: not f.certain)


_ACRONYM = re.compile(r"[A-Z]{2,5}s?")


def _written_as_acronym(word: str, claim: str) -> bool:
    """Whether ``claim`` writes ``word`` (lower-cased) as an acronym ("LAN")."""
    return any(_ACRONYM.fullmatch(w) for w in re.findall(r"[^\W\d_]+", claim)
               if w.lower() == word)


RIVAL_SHARE = 0.85
"""Share of the window's coverage from which another sentence near it may be where
the page says what the claim says ..."""
RIVAL_REACH = 6
"""... when it stands within this many sentences of it (a paragraph or two)."""


def _said_elsewhere(claim: str, index: SourceIndex, match: Match) -> bool:
    """Whether a sentence near the window (``RIVAL_REACH``) holds the claim
    nearly as well as the window (``RIVAL_SHARE``) and says it the claim's way
    round: the page may state it there ("雨天の場合、屋台の曳き出しは中止される"
    beside "11台の屋台が曳き出される"), so the window's other polarity is
    worth a check, not a verdict."""
    for k in index.rivals(terms(claim), match, RIVAL_REACH, RIVAL_SHARE):
        there = polarity(claim, index.sentence(k))
        if match.coverage >= WEAK_AT and (there is None or not there.certain):
            return True
    return False


_FIGURE_WORDS = CaseBlind(
    r"(?<=\d)(?:\s+(?:" + "|".join(sorted((re.escape(w) for w in SCALES if w[0] < "\u3000"),
                                          key=len, reverse=True))
    + r")\.?)?(?:\s+(?:" + "|".join(CURRENCIES) + r"))?\b")


_JOINED = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def _figures_plain(claim: str) -> str:
    """``claim`` with the scale and currency words after its figures left out ("4.5
    million pounds": "4.5"): they spell the figure, which the number check weighs;
    they add no detail ("£4.5m" on the page). Hyphenated words and codes are cut into
    their parts ("Wi-Fi", "AX6"), as the page's words are when the detail check
    looks them up."""
    return _JOINED.sub(" ", _FIGURE_WORDS.sub("", claim))


def _points_back(phrase: str) -> bool:
    """Whether ``phrase`` holds a word that points back to what the page said ("发布了
    这一消息", "announced these plans"): it refers to the statement, adds nothing."""
    if CJK_SCRIPT.search(phrase):
        return any(w in phrase for w in DEMONSTRATIVE_WORDS if CJK_SCRIPT.match(w))
    return not DEMONSTRATIVE_WORDS.isdisjoint(phrase.lower().split())


def _joined(index: SourceIndex, main: int, name: str, said: list[str],
            claim: str = "") -> bool:
    """Whether a sentence of the page that names ``name`` holds two or more of the
    claim's other words (``said``) that the passage's main sentence lacks: the
    claim joins two statements (a summary), it does not give the name another's
    role ("Moving to Riverside Park …, the council will fund extra buses"). The
    sentence may name it with other words between ("Die Historikerin Dr. Miriam
    Kessler" for "Die Historikerin Kessler")."""
    words = name.lower().split()
    if not words:
        return False
    key = max(words, key=len)
    focus = index.counts(main)
    wanted = set(said) - set(focus)
    if len(wanted) < 2:
        return False
    at = index.lowered.find(key)
    while at != -1:
        k = bisect.bisect_right(index.starts, at) - 1
        # The name's title, written before it on both sides ("product manager Hannah
        # Obi"), says who, not what.
        if k >= 0 and k != main and all(w in index.sentence(k).lower() for w in words) and sum(
                1 for t in wanted - title_terms(claim, name, index.sentence(k))
                if in_counts(t, index.counts(k))) + numbers_joined(
                    claim, index.sentence(main), index.sentence(k)) >= 2:
            return True
        at = index.lowered.find(key, at + len(key))
    return False
