"""A name set in another's slot: beside a title or role the page gives someone else, moved
into the slot of a name the page's sentence fills with another, or a CJK slot (the words
between two anchors the claim and the sentence share) filled with other words.

``verdict.findings`` asks for it once the name checks have found nothing sure. Each kind is
read from structure (``slots``, ``slot_swaps``); a CJK slot whose fillers are words for
words, not names (``verdict_hooks.kept_slot`` and the checks of ``slot_finding``), is no
swap.
"""

from __future__ import annotations

from services.citations.apposed_name import apposed
from services.citations.chinese_senses import common_pair, common_words, names_one
from services.citations.cjk_names import same_cjk_name, spaced_apart
from services.citations.cjk_slot_kept import credit_filler, whole_of_place
from services.citations.finding import Finding
from services.citations.headings import only_in_headings
from services.citations.passages import Match, SourceIndex
from services.citations.referred_back import slot_refers_back
from services.citations.slot_swaps import name_slot_swap
from services.citations.slots import cjk_slot, role_word
from services.citations.verdict_hooks import kept_slot


def slot_finding(claim: str, index: SourceIndex, match: Match,
                 capitalises_nouns: bool = False) -> Finding | None:
    """The first of: a name beside a title or role the page gives someone else
    (``slots.role_word``), a name moved into a slot the focus sentence fills with another
    (``slot_swaps.name_slot_swap``), a CJK slot of a window's sentence filled with another
    name (``slots.cjk_slot``); None when there is none. Where the page capitalises its
    nouns, a role is a noun: "neue Brücke" is an adjective before a noun, no role before a
    name."""
    role = role_word(claim, index.text)
    if role is not None and not (capitalises_nouns and not role[0][:1].isupper()) and not (
            _names_itself(role[0])):
        return Finding("name_elsewhere", *role, rule="role_word")
    if (moved := name_slot_swap(claim, index.sentence(match.focus), index.text)) is not None:
        return moved
    for k in range(match.first, match.last + 1):
        slot = kept_slot(claim, index.sentence(k), cjk_slot(claim, index.sentence(k), index.text))
        if slot is not None:
            claimed, stated, certain = slot
            if slot_refers_back(claimed, stated, index.sentence(k - 1).lower() if k else "") or (
                    same_cjk_name(claim, claimed, stated, index.lowered)) or credit_filler(
                    stated) or whole_of_place(
                    claimed, stated, index.lowered) or apposed(
                    claimed, stated, claim, index.sentence(k), index.lowered) or spaced_apart(
                    claimed, claim) or spaced_apart(stated, index.lowered) or (
                    not certain and common_words(claim.lower(), claimed)
                    and not names_one(stated) and not names_one(claimed)):
                continue  # words for words, no name ("会做" for "将进行"): a rewording
            reason = "name_elsewhere" if claimed in index.lowered else "name_missing"
            return Finding(reason, claimed, stated, rule="cjk_slot", certain=certain
                           and not only_in_headings(claimed, index.lowered)
                           and not common_pair(claimed, stated))
    return None


def _names_itself(role_and_name: str) -> bool:
    """Whether the word before a name is a word of the name ("four lochs, Loch Ness"):
    it says what the name is, it gives it no role."""
    role, *name = role_and_name.lower().split()
    return any(len(w) >= 3 and role[:4] == w[:4] for w in name)
