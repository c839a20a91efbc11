"""Does the cited source say it? Each cited sentence anchored to its best passage and judged.

For every sentence of an answer that carries citations, the text each cited
source gave the model (the page text it read, else the search snippet) is
searched for the window that best matches the sentence (``passages``: BM25
over sentence windows, character bigrams for CJK). What the window says
against the sentence (``signals``: numbers, negation, hedging, names) and how
much of it the window holds decide the judgment (``verdict``):
``supported``, ``weak`` (the app says "check this") or ``unsupported``, each
not-supported judgment with a stable reason and, where known, what the
sentence claims and what the page states instead.

The thresholds were tuned on ``bench/support_set/dev.json``; ``python -m
bench.support`` reports them on its held-out part too, and the time taken.
No model is called: the check is lexical and structural, fast, and its word
tables cover six languages equally.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from services.citations.clause_reach import clause_reach
from services.citations.crossed_clauses import crossed_name
from services.citations.duration_terms import rematched
from services.citations.figure_rows import figure_rows
from services.citations.fragment import passage_link
from services.citations.inserted_aside import inserted_aside
from services.citations.inserted_phrase import inserted_phrase
from services.citations.judgment import (
    REASONS,
    SPREAD,
    SPREAD_AT,
    SUPPORTED_AT,
    WEAK_AT,
    Support,
    anchored,
    judge,
)
from services.citations.learned_layer import claim_features, reweighed
from services.citations.local_summary import local_summary
from services.citations.noun_case import capitalises_nouns
from services.citations.page_names import PageNames
from services.citations.paired_window import paired
from services.citations.passages import Match, SourceIndex, term_spans, terms
from services.citations.per_answer import forget
from services.citations.placed_clauses import placed_summary, without_placed_names
from services.citations.registry import CitationRegistry, Source
from services.citations.row_figures import anchor_and_against
from services.citations.section_spread import section_of
from services.citations.segments import Parsed
from services.citations.sentences import sentence_spans
from services.citations.signals import Finding
from services.citations.spread_summary import spread_summary
from services.citations.subject_match import best_window
from services.citations.summary_judgment import as_summary
from services.citations.title_words import without_title_words
from services.citations.verdict import findings

__all__ = ["REASONS", "SUPPORTED_AT", "SUPPORT_LEVELS", "WEAK_AT", "Claim", "Evidence",
           "Support", "SupportChecker", "check", "claim_text", "counts", "explain",
           "explain_window", "read_sentence"]

SUPPORT_LEVELS: tuple[Support, ...] = ("supported", "weak", "unsupported")

_LEADING_MARKUP = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)+")
_EMPHASIS = re.compile(r"\*\*|__|`")
_SPACE_BEFORE_STOP = re.compile(r"\s+(?=[.,;:!?。，；：！？)])")  # left where a marker stood
_PAGE_MARKER = re.compile(r"^\[Page (\d+)\]$", re.MULTILINE)


@dataclass
class Evidence:
    """What one cited source offers for one sentence.

    Attributes:
        id: the citation id; ``n``: its display number.
        support: the judgment for this source.
        passage: the best window, verbatim from the source's text ("" when none).
        link: the source URL opening at the passage (the plain URL when it cannot).
        highlights: ``[start, end]`` spans of ``passage`` holding the sentence's words.
        coverage: share of the sentence's words the passage holds, 0..1.
        reason: why it is not ``supported`` (one of ``REASONS``), "" when it is.
        claimed: what of the sentence the reason is about ("2026", a name, a clause).
        stated: what the passage says instead ("2025", "would"), "" when nothing.
    """

    id: str
    n: int
    support: Support
    passage: str = ""
    link: str = ""
    highlights: list[list[int]] = field(default_factory=list)
    coverage: float = 0.0
    reason: str = ""
    claimed: str = ""
    stated: str = ""


@dataclass
class Claim:
    """One cited sentence, judged by its best-supporting source.

    ``support``, ``passage`` and ``link`` are those of the best evidence;
    ``marks`` are the indexes of the sentence's citation markers among all the
    answer's markers (known and unknown, in order), which is how a view finds
    the claim of the marker the reader points at.
    """

    text: str
    cites: list[int]
    support: Support
    passage: str = ""
    link: str = ""
    evidence: list[Evidence] = field(default_factory=list)
    marks: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Claim:
        evidence = [
            Evidence(**{k: v for k, v in e.items() if k in Evidence.__dataclass_fields__})
            for e in data.get("evidence") or [] if isinstance(e, Mapping)
        ]
        return cls(
            text=str(data.get("text", "")),
            cites=[int(n) for n in data.get("cites") or []],
            support=_level(data.get("support")),
            passage=str(data.get("passage", "")),
            link=str(data.get("link", "")),
            evidence=evidence,
            marks=[int(m) for m in data.get("marks") or []],
        )

    def evidence_for(self, cid: str) -> Evidence | None:
        return next((e for e in self.evidence if e.id == cid), None)


def _level(value: object) -> Support:
    return value if value in SUPPORT_LEVELS else "unsupported"


def counts(claims: list[Claim]) -> dict[str, int]:
    """``{"supported": n, "weak": n, "unsupported": n}`` for a trace."""
    totals: dict[str, int] = dict.fromkeys(SUPPORT_LEVELS, 0)
    for claim in claims:
        totals[claim.support] += 1
    return totals


class SupportChecker:
    """Checks the claims of answers against a registry's sources (indexes are reused)."""

    def __init__(self, registry: CitationRegistry) -> None:
        self.registry = registry
        self._indexes: dict[str, tuple[str, SourceIndex, bool, PageNames]] = {}

    def check(self, parsed: Parsed) -> list[Claim]:
        """One ``Claim`` per sentence of ``parsed`` that cites known sources."""
        forget()  # each answer afresh: see ``per_answer``
        claims: list[Claim] = []
        for sentence, cited, marks in _cited_sentences(parsed):
            claims.append(self._claim(sentence, cited, marks))
        return claims

    def _claim(self, sentence: str, cited: list[tuple[int, str]], marks: list[int]) -> Claim:
        text = claim_text(sentence)
        wanted = terms(text)
        evidence = [self._evidence(cid, n, text, wanted) for n, cid in cited]
        best = max(evidence, key=lambda e: (-SUPPORT_LEVELS.index(e.support), e.coverage))
        return Claim(text, list(dict.fromkeys(n for n, _ in cited)), best.support,
                     best.passage, best.link, evidence, marks)

    def _evidence(self, cid: str, n: int, text: str, wanted: list[str]) -> Evidence:
        source = self.registry.get(cid)
        if source is None:
            return Evidence(cid, n, "unsupported", reason="no_text")
        body, index, capitalises, named = self._index(source)
        match, support, finding = _judged(text, wanted, body, index, capitalises, named)
        reason, claimed, stated = (finding.reason, finding.claimed, finding.stated) if (
            finding is not None) else ("", "", "")
        if match is None:
            return Evidence(cid, n, support, link=source.url, reason=reason)
        passage = body[match.start : match.end]
        spans = term_spans(passage, set(wanted))
        return Evidence(
            cid, n, support, passage,
            passage_link(source.url, passage, page=_page_at(body, match.start),
                         in_code=_in_code(body, match.start), source_text=body,
                         at=match.start, focus=spans),
            [[s, e] for s, e in spans], round(match.coverage, 3), reason, claimed, stated,
        )

    def _index(self, source: Source) -> tuple[str, SourceIndex, bool, PageNames]:
        body = source.excerpt or source.snippet or ""
        cached = self._indexes.get(source.id)
        if cached is None or cached[0] is not body:
            capitalises = capitalises_nouns(body)
            cached = (body, SourceIndex(body), capitalises, PageNames(body, capitalises))
            self._indexes[source.id] = cached
        return cached


def explain(sentence: str, text: str) -> tuple[Support, Finding | None]:
    """The judgment of one sentence against one source text and the finding that
    decided it; its ``rule`` names the check that found it (``numbers``,
    ``names``, ``detail``, ``coverage`` ...). For the bench and debugging. It reads what
    ``check`` reads of ``sentence`` cited at its end (``read_sentence``), so the two agree."""
    clean = claim_text(read_sentence(sentence))
    capitalises = capitalises_nouns(text)
    _match, support, finding = _judged(clean, terms(clean), text, SourceIndex(text),
                                       capitalises, PageNames(text, capitalises))
    return support, finding


def explain_window(sentence: str, text: str) -> tuple[Match | None, Support, Finding | None]:
    """``explain`` with the window the sentence was judged against (None when none): which
    passage the checker read, for the bench (``bench.support_passages``)."""
    clean = claim_text(read_sentence(sentence))
    capitalises = capitalises_nouns(text)
    return _judged(clean, terms(clean), text, SourceIndex(text), capitalises,
                   PageNames(text, capitalises))


def _judged(claim: str, wanted: list[str], body: str, index: SourceIndex, capitalises: bool,
            named: PageNames) -> tuple[Match | None, Support, Finding | None]:
    """The best window of ``body`` (indexed as ``index``) for ``claim`` (its terms
    ``wanted``), and the judgment of the claim against it with the finding behind it."""
    match = best_window(index, wanted, WEAK_AT, (SPREAD, SPREAD_AT)) if body else None
    match = without_title_words(index, wanted, rematched(
        index, claim, match, SUPPORTED_AT, WEAK_AT, (SPREAD, SPREAD_AT)), SUPPORTED_AT)
    match = paired(index, wanted, match, named)
    against = findings(claim, match, index, capitalises, named) if match is not None else []
    anchor, against = anchor_and_against(index, claim, match, match is not None and
                                         anchored(claim, body[match.start : match.end]), against)
    against = without_placed_names(index, claim, match, against)
    if not any(f.certain for f in against) and (
            crossed := crossed_name(index, claim, match, capitalises)) is not None:
        against = [crossed, *against]
    if match is not None and not any(f.certain for f in against) and (
            added := inserted_phrase(claim, index, match)) is not None:
        against = [Finding("name_missing", *added, rule="inserted_phrase"), *against]
    elif match is not None and not any(f.certain for f in against) and (
            aside := inserted_aside(claim, index, match)) is not None:
        against = [Finding("name_missing", *aside, rule="inserted_aside"), *against]
    support, finding = judge(_with_rows(index, claim, wanted, match, against),
                             bool(body.strip()), against, anchor,
                             _spread(index, claim, wanted, match))
    match, support, finding = as_summary(claim, wanted, index, capitalises, named, match,
                                         support, finding)
    support, finding = placed_summary(index, claim, support, finding)
    support, finding = spread_summary(index, wanted, match, support, finding)
    support, finding = local_summary(claim, index, wanted, match, support, finding)
    support, finding = clause_reach(claim, index, support, finding, against)
    if match is not None:  # the calibration layer (``learned_layer``) may move it a step
        window = match
        support, finding = reweighed(support, finding, lambda: claim_features(
            claim, wanted, index, window, against, anchor, support))
    return match, support, finding


def _with_rows(index: SourceIndex, claim: str, wanted: list[str], match: Match | None,
               against: list[Finding]) -> Match | None:
    """``match``, its coverage raised to that of the window and the sentences stating the
    claim's figures together when that reaches ``SUPPORTED_AT`` (a summary of a table's
    rows, see ``figure_rows``); only for a claim nothing stands against."""
    if match is None or against or not WEAK_AT <= match.coverage < SUPPORTED_AT:
        return match
    rows = figure_rows(index, claim, wanted, match, SPREAD)
    return replace(match, coverage=rows) if rows >= SUPPORTED_AT else match


SHORT_PAGE = 12
"""Sentences at most of a page a claim may sum up as a whole."""


def _spread(index: SourceIndex, claim: str, wanted: list[str], match: Match | None) -> float:
    """The coverage around a window that holds little of the claim (see ``judge``): the
    window and ``SPREAD`` sentences either side, or the whole of a short page that
    states every figure of the claim (a summary of the page: "星河X3是一款续航约80至100公里、
    售价3299元的电动自行车")."""
    if match is None or match.coverage >= WEAK_AT:
        return 0.0
    near = index.spread(wanted, match, SPREAD)
    if len(index.spans) <= SHORT_PAGE and anchored(claim, index.text):
        return max(near, index.spread(wanted, match, SHORT_PAGE))
    section = section_of(index, match)  # a summary of a short section, its heading too
    if section and section[1] - section[0] < SHORT_PAGE:
        whole = index.spread_between(wanted, *section)
        if whole >= SECTION_AT or anchored(claim, " ".join(
                index.sentence(k) for k in range(section[0], section[1] + 1))):
            return max(near, whole)
    return near


SECTION_AT = 0.7
"""Coverage from which a short section holds a claim that states no figure of it as a
summary ("阿梅提醒：切好的茄子别久泡水，吃辣可加豆瓣酱但要减少生抽…" for a section of tips):
above ``SPREAD_AT``, for the whole section is wider than the sentences around a window."""


def check(parsed: Parsed, registry: CitationRegistry) -> list[Claim]:
    """The claims of one parsed answer (see ``SupportChecker``)."""
    return SupportChecker(registry).check(parsed)


def _cited_sentences(parsed: Parsed) -> list[tuple[str, list[tuple[int, str]], list[int]]]:
    """``(sentence, [(number, id)], [marker index])`` for every sentence with citations.

    A marker belongs to the sentence it ends: one written after the full stop
    ("... in 2023. [1]") still cites the sentence before it.
    """
    plain: list[str] = []
    length = 0
    markers: list[tuple[int, list[tuple[int, str]], list[int]]] = []
    mark = 0
    for segment in parsed.segments:
        if segment.kind == "text":
            plain.append(segment.text)
            length += len(segment.text)
        elif segment.kind == "citation":
            pairs = list(zip(segment.numbers, _ids_for(parsed, segment.numbers), strict=True))
            markers.append((length, pairs, list(range(mark, mark + len(pairs)))))
            mark += len(pairs)
        else:
            mark += len(segment.ids) or 1  # unknown ids: shown and flagged, never checked
    text = "".join(plain)
    spans = answer_spans(text)
    starts = [s for s, _e in spans]
    grouped: dict[int, tuple[list[tuple[int, str]], list[int]]] = {}
    for position, pairs, marks in markers:
        k = _ended_by(starts, position)
        if k < 0:
            continue  # a marker before any text cites nothing
        cited, indexes = grouped.setdefault(k, ([], []))
        cited.extend(p for p in pairs if p not in cited)
        indexes.extend(marks)
    return [(text[spans[k][0] : spans[k][1]], *grouped[k]) for k in sorted(grouped)]


def _ended_by(starts: list[int], position: int) -> int:
    """The sentence (of those starting at ``starts``) a marker at ``position`` cites: the
    last one begun before it; -1 when none is."""
    return bisect.bisect_left(starts, position) - 1


def answer_spans(text: str) -> list[tuple[int, int]]:
    """The sentences of an answer a marker may cite: ``sentence_spans``, but a clause ended
    by "；" on the same line runs on into the next, for a marker after "甲；乙。" cites the
    whole sentence, not "乙" alone (a page's clauses stay apart: passages cut at "；")."""
    spans: list[tuple[int, int]] = []
    for start, end in sentence_spans(text):
        if spans and text[spans[-1][1] - 1] == "；" and "\n" not in text[spans[-1][1] : start]:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def read_sentence(sentence: str) -> str:
    """What ``check`` reads of ``sentence`` written with a citation marker at its end: the
    last of its sentences as an answer's are cut (``answer_spans``), the marker citing
    that one only ("…旧版本。远程开锁仍需…。[1]" cites the sentence after "。"; a
    clause before "；" is part of the sentence it cites)."""
    spans = answer_spans(sentence)
    k = _ended_by([s for s, _e in spans], len(sentence))
    return sentence[spans[k][0] : spans[k][1]] if k >= 0 else sentence


def _ids_for(parsed: Parsed, numbers: tuple[int, ...]) -> list[str]:
    by_number = {cited.number: cited.source.id for cited in parsed.sources}
    return [by_number.get(n, "") for n in numbers]


def claim_text(sentence: str) -> str:
    """``sentence`` as the check reads it: no leading markup or emphasis, spaces folded,
    none before a stop."""
    text = " ".join(_EMPHASIS.sub("", _LEADING_MARKUP.sub("", sentence)).split())
    return _SPACE_BEFORE_STOP.sub("", text)


def _in_code(body: str, position: int) -> bool:
    """Whether ``position`` of ``body`` is inside a fenced code block."""
    return body.count("\n```", 0, position) % 2 == 1 or body.startswith("```")


def _page_at(body: str, position: int) -> int | None:
    """The PDF page holding ``position`` of ``body`` (from its ``[Page N]`` markers)."""
    at = body.rfind("[Page ", 0, position)
    while at != -1:
        marker = _PAGE_MARKER.match(body, at)
        if marker is not None and (at == 0 or body[at - 1] == "\n"):
            return int(marker.group(1))
        at = body.rfind("[Page ", 0, at)
    return None
