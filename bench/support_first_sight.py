"""Which checks are trustworthy on unseen text: the first-sight history by rule family.

Run: ``python -m bench.support_first_sight [HISTORY.jsonl] [--today|--shape|--items]``
(``--items``: sgate22's forms; ``--cache=PATH``, ``--items-cache=PATH`` keep the
dimensions of one run, ``--today-findings=PATH`` reads today's findings, a run of
``bench.support_first_sight_findings`` on today's checker). ``HISTORY``
(by default ``bench/support_set/first_sight.jsonl``) holds one line per claim of the clean
parts heldout30..90 as the checker of its round judged it before anyone tuned on it (part,
index, label, verdict, the deciding finding's ``finding_reason``, ``rule``, ``certain``,
``claimed``, ``stated``). A family is the deciding finding's reason (``numbers_differ``,
``negation`` ...); the forms counted, and the readings of a row they are built from,
are in ``bench.support_first_sight_forms``. Printed: for each family its false alarms (a
correct claim judged ``unsupported``) against its catches per round and pooled, and the
``weak`` verdicts on correct and on wrong claims; then each candidate form of ``FORMS``
counted leaving one round out: a form splits a family into cells (by a condition on the claim), a
softening keeps, on seven rounds, the cells where ``unsupported`` was a false alarm at
least ``RATIO`` times per catch (``MIN_CELL`` false alarms at least) and counts what
softening them would have done on the eighth; a hardening the same for ``weak`` on
wrong claims. ``--today`` adds the conditions read with today's checker (coverage of
the claim by the best sentence of its window, the other findings on it) and today's
verdicts of the same claims.

Result (sgate20b, 24 forms written down before their counts, in three batches: S1-S7 and
H1-H5, then S8-S11 and H6-H8, then S12-S14, H9 and H10): no form reaches three false
alarms removed per catch lost (or three catches added per false alarm) pooled over the
left-out rounds, stable over rounds. No family as a whole is near even: at first sight
(false alarms / catches) ``numbers_differ`` 42/280, ``negation`` 46/156, ``name_missing``
37/136, ``name_elsewhere`` 37/143, ``hedged`` 13/141, ``number_missing`` 8/20; only
``few_words`` (16/8, 10/8 on today's checker) says "unsupported" about correct claims
about as often as about wrong ones, and softening it loses a catch per two false alarms.
Nearest forms: family x coverage band x claimed item type, 18/7 left out (2.6:1; its
cells of two or three cases each); hardening ``number_missing`` "check this" whose
figure or name the page lacks anywhere, Latin scripts, 11 catches / 4 false alarms (its
one stable cell 11/2, but today's ``unstated_figure`` already judges nine of those
catches ``unsupported``; what stays "check this" of it today is two correct claims and two
wrong). S14 (today's number of findings) scores 59/3 only because today's checker, tuned
on these parts, finds nothing on most false alarms of first sight: a leak, not a gate.
With ``--today`` the table adds each family's counts on today's checker (by today's
reason): every family's false alarms are fewer and its catches kept (``numbers_differ``
14/288, ``negation`` 20/182, ``name_missing`` 15/152, ``name_elsewhere`` 11/187,
``hedged`` 4/161, ``number_missing`` 6/35): rules written against these parts, so not
a fresh measure.

sgate21 (``--shape``; heldout72 and heldout74, that round's validation parts, left out of
all counting: 3,960 claims): new structural dimensions of claim and page
(``bench.support_first_sight_shape``: how many sentences the claim's terms come from and
how far apart, where the finding's claimed item stands against the window, the page's
coverage of the claim, the claim's length against its best sentence, the clause of the
claimed item), 18 cell forms (S15-S25, H11-H17) and 8 threshold forms whose cut each fold
chooses (T1-T6, TH1, TH2), all written down and committed before the first count. The
bar: pooled over the left-out rounds ``RATIO`` gained per one lost, 6 gained at least,
gains in 3 rounds. Passing (gained/lost): S20 ``few_words`` on a claim of two clauses
or more 20/4 (gains in 7 rounds; every fold kept it), S24 (S20's cell with
``numbers_differ`` on a one-clause claim whose figure the window's neighbours hold and
``name_missing`` in a later clause) 29/6, T4 (claim longer than its best sentence:
``name_elsewhere`` at 1.5, ``few_words`` at 1.2, ``hedged`` at 2) 34/9, and the
hardenings H15 (``negation`` "check this" on a one-clause claim) 11/2, TH2 (the item
elsewhere on a page holding nearly all the claim: ``negation``, ``name_elsewhere``;
``number_missing`` with the item absent) 14/3, H14 (the same by bands) 10/3. Failing:
S15-S19, S21-S23, S25, H11-H13, H16, H17, T1-T3, T5, T6, TH1 (the number of sentences,
their distance, the item's place and the page's coverage alone say nothing at three to
one; T3, a claim shorter than its best sentence, keeps no cut on any fold). With the cells of all
rounds applied to today's verdicts of the same claims (today's reasons and items; the
``today`` line of ``--shape``, read here on fc0f707, before ``clause_reach``): S20
14 false alarms / 4 catches, S24 18/7 (its ``numbers_differ`` cell 4/3), T4 17/10, H15
9 catches / 3 false alarms, TH2 10/4, H14 8/3: only S20 is near the gates' 4:1 on
today's checker.

Kept: S20 as ``services/citations/clause_reach`` with two conditions added after its
diff on today's checker (16 toward, 7 away there, and an existing test of a clause the
page never states softened): no firm finding against the claim (certain, or of a figure,
a negation or a word the window lacks; at first sight it cannot be read, and with
today's findings across families it leaks as S14 did: S26, 97/5) and each clause held
somewhere on the page (S27: 20/4, the same as S20 at first sight). On today's checker
10 toward, 2 away; validation unchanged. Next rounds: the hardenings H15 and TH2 pass at
first sight but not on today's checker (3:1 and 2.5:1 on the same claims); T4 (a claim
longer than its best sentence) was the strongest softening at first sight and the worst
on today's checker (17/10): today's rules already took most of its false alarms.

sgate21b (``--shape``, the same 3,960 claims; ``--cache=PATH`` keeps the dimensions of
one run): three new dimensions (``figures``, ``clause_whole``: the most of a clause one
sentence holds, and ``summary_shape``: drawn from two sentences or more within four,
no clause held 0.8 by one sentence, one figure at most) and 23 forms, in two batches
each committed before its counts: S28-S32, H18-H23, T7-T9, TH3-TH6 (c80818ef), then
H24-H26, TH7, TH8 (684782cc, H21's cells split further after H21 was measured on today's
checker).

(a) Summaries. Of the 440 one-sentence summaries, 82 were ``unsupported`` at first sight
(paraphrases: 158 of 1,540); 24 today. The families deciding them at first sight:
``negation`` 26, ``name_elsewhere`` 13, ``name_missing`` 11, ``few_words`` 11, ``hedged``
11, ``numbers_differ`` 9 (today: ``negation`` 11, ``hedged`` 5, ``numbers_differ`` 3).
The summary shape does not separate them from wrong claims: ``unsupported`` on claims of
that shape is, per family (false alarms/catches), ``negation`` 10/12, ``name_elsewhere``
10/15, ``numbers_differ`` 6/11, ``hedged`` 1/11, ``name_missing`` 5/8, ``few_words`` 3/1.
Nor does it pick summaries out: 69 of the 440 summaries have it, and 210 other claims;
drawing on sentences within four of each other does (0.68 of summaries, 0.19 of other
claims), but no clause taken whole does not (0.38 against 0.37: a summary most often
keeps one clause of one sentence whole) and few figures neither (0.69 against 0.66).
Forms (gained/lost left out): S28 (family x shape) 4/6, S30 (figures x clause taken
whole) 17/12, S31 (one/near/far x whole) 7/9, S32 (and figures) 26/15, T7-T9 (a cut on
``clause_whole`` per family, per one/near/far, per figures) 7/10, 9/11, 17/14: all fail.
S29 (family x clauses x shape) passes, 25/7, but through S20's cell (``few_words`` on a
claim of clauses, already ``clause_reach``) and ``name_elsewhere`` on a later clause of a
summary-shaped claim; on today's verdicts of the same claims 6/4: not kept.

(b) Hardening. Passing at first sight: H19 (``negation`` on a one-clause claim no clause
of which one sentence holds whole) 9/3, today 7/2; H21 (family x clauses x one/near/far)
9/3, today 11/2 (its cells on every round: ``negation`` on a one-clause claim drawn from
two sentences or more, 6/1 and 3/0; ``name_elsewhere`` on a one-clause claim drawn from
sentences within four, 3/0; ``number_missing`` in the first clause of a claim one
sentence holds, 4/1); H22 (``number_missing`` with a clause taken whole, the figure
absent) 11/3, today 4/3; TH4 (page coverage per family and clauses) 18/5, today 15/5;
TH6 11/3, today 4/3. Failing: H18 13/5, H20 14/5, H23 0/0, H24 5/3, H25 0/1, H26 5/1,
TH3 6/5, TH5 4/2, TH7 3/4, TH8 7/6. H21, the only one near 4:1 on today's verdicts of the
history's claims, was written as a module and run on every part against 3b8c8c4b: 11
toward (heldout39#60, 51#6, 57#65, 64#64, 65#6, 68#52, 68#59, 69#67, 71#33, 73#31,
73#50; validation heldout72 one weak -> unsupported) and 7 away (heldout7#62, 8#27,
14#79, 28#26, 28#78, 32#56, 48#35; five of them on parts older than the history, four of
them ``negation`` on a paraphrase saying the negation in other words: "fall outside the
leaflet's scope" for "does not apply", "discouraged", "erfolglos"), by cell ``negation``
7/5, ``name_elsewhere`` 3/1, ``number_missing`` 1/1. Far from one away per four toward:
not kept, and nothing shipped. What stays: a negation "check this" cannot be hardened on
structure, since a true paraphrase of a negated statement and a claim dropping the
negation have the same shape (one clause, words from the negated sentence and its
neighbour); what tells them apart is whether the claim says the negation in other words.

sgate22 (``--items``; heldout77 and heldout79, this round's validation parts, left out
of all counting, heldout72 and heldout74 counted again: 4,410 claims over ten rounds,
heldout76, 78 and 80 the tenth). The bar: ``passes`` and ``holds_in_most_folds``; a
form that passes both is read on today's verdicts of the same claims (``today``, the
cells or cuts chosen on every round) and, if near 4:1 there, written as a module and run
on every part. Five batches, each written down and committed before its counts
(``bench.support_first_sight_forms``; the fifth's commit came a minute after its first
count, its first attempt stopped by an import-order lint, the forms as counted). Counts:
gained/lost pooled over the left-out rounds.

(a) The finding's item (``bench.support_first_sight_items``: its place in the claim,
whether the claim states the page's item too, how many sentences of the page state the
item and what the page says instead, how much of the claim but its item one sentence
holds, ``rest_single``, and how much of it the page lacks), first batch: S33 0/0, S34
0/0, S35 7/1 (passes; ``name_missing`` with the item in one page sentence, ``negation``
with it in two or more; today 1/4), S36 3/5, S37 9/6, S38 0/1, S39 8/8, S40 0/0, S41
7/3, H27 0/2, H28-H29 0/0, H30 2/2, H31 0/0, H32 0/3, H33 3/6, H34-H35 0/0; T10 29/9
(passes, every fold: ``name_elsewhere`` at ``rest_single`` 0.4 or less, ``name_missing``
at 0.5; today 9/7: three names swapped for one the page states in another sentence,
two names the page lacks, two added details),
T11 35/23, TH9 5/4, TH10 0/0, TH11 7/2 (passes; today 3/2). Second batch
(``rest_single`` split further): S42 10/16, S43 3/5, S44 2/0, H36 0/0, H37 14/5, T12
34/23, T13 29/9 (passes: T10's cells on a certain finding; today 9/5), T14 41/21, TH12
0/0. The item's place (subject or object), the page's statements of it and what the
page lacks split no family at three to one; only how reworded the claim is beside its
item does (T10/T13), and today's checker already took most of those false alarms.

(b) The agreement of two findings. Every finding each round's checker weighed was read
by running that checker again (``bench.support_first_sight_findings``, kept as
``bench/support_set/first_sight_findings.jsonl``; 4,409 of 4,410 verdicts equal the
history's). Third batch: S45 0/3, S46 0/3, S47 10/10, S48 6/4, S49 13/6, H38-H40 0/0,
H41 14/2 (passes, every fold: ``negation`` "check this" on a one-clause claim with no
other firm finding; today 8/3), T15 45/16 (2.8:1), TH13 0/3. A second finding beside
the deciding one (of its family or another, firm or not) tells false alarms from catches
no better than the family alone. H41 was written as a module (``lone_negation``, after
``clause_reach``) and run on every part against 0a293b8: 9 toward (dev#34, heldout39#60,
51#6, 57#65, 64#64, 65#6, 72#17, 80#22, 80#66), 14 away (dev#64, dev#400, dev#402,
dev#871, dev#874, dev#919, heldout8#27, 10#64, 14#79, 25#28, 28#26, 32#56, 48#35,
54#26) and validation one worse (heldout79: a correct claim weak -> unsupported): not
kept. Fourth batch, written after reading those moves (so its idea is not held out):
which side of a negation finding carries the negation (``flip``). H42 0/0, H43 10/1 and
H44 10/1 (pass: the claim carrying fewer negations than the page's sentence, or as many;
today 6/2), S50 0/0, S51 8/7. On H41's run the claims H44 keeps are 6 toward and 8 away
(the away ones say the page's negation in other words: "fall outside the guideline",
"erfolglos", "remonte à", "non inferiore" -> "almeno"): not run further. The hypothesis
behind the batch (a claim adding a "not" is the catch) was wrong: claims adding and
claims dropping one both hold correct paraphrases. Fifth batch (the kind of the item
against the kind of what the page states in its place, ``kinds``): S52 10/6, S53 14/11,
S54 11/8, H45 4/1, H46 1/2.

Kept: nothing; no module shipped, today's checker unchanged. What stays: every form
passing at first sight this round (S35, T10, T13, TH11, H41, H43, H44) scores 3:1 or
worse on today's verdicts of the same claims, as in sgate21's rounds; hardening
``negation`` on structure (one clause, no other firm finding, the side of the "not")
fails again on the older parts and dev, where correct claims say a negation in other
words.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path

from bench.support import SETS, load
from bench.support_first_sight_findings import with_findings
from bench.support_first_sight_forms import (
    FINDING_FORMS,
    FINDING_THRESHOLD_FORMS,
    FLIP_FORMS,
    FORMS,
    ITEM_FORMS,
    ITEM_FORMS_2,
    ITEM_THRESHOLD_FORMS,
    ITEM_THRESHOLD_FORMS_2,
    KIND_FORMS,
    SHAPE_FORMS,
    THRESHOLD_FORMS,
    Row,
    ThresholdForm,
)
from bench.support_first_sight_forms import family as _family
from bench.support_first_sight_items import KEYS as ITEM_KEYS
from bench.support_first_sight_items import with_items
from bench.support_first_sight_shape import summary_shape, with_shape
from services.citations.noun_case import capitalises_nouns
from services.citations.page_names import PageNames
from services.citations.passages import SourceIndex, terms
from services.citations.support import claim_text, explain_window, read_sentence
from services.citations.verdict import findings

ROUNDS: dict[str, tuple[int, ...]] = {
    "e6f6334": tuple(range(30, 36)), "89122c1": tuple(range(36, 41)),
    "c742351": tuple(range(41, 46)), "9484eb7": tuple(range(46, 51)),
    "ea32614": tuple(range(51, 56)), "18dbb5f": tuple(range(56, 61)),
    "30bbfc7": tuple(range(61, 66)), "4936c5e": tuple(range(66, 71)),
    "1fb0eaf": tuple(range(71, 76)), "fc0f707": tuple(range(76, 81)),
    "0a293b8": tuple(range(81, 86)), "480a26f": tuple(range(86, 91))}
"""The commit whose checker first judged each clean part (the round's start)."""
HISTORY = SETS / "first_sight.jsonl"
FINDINGS = SETS / "first_sight_findings.jsonl"
"""Every finding the checker of each round weighed on the history's claims
(``bench.support_first_sight_findings``, sgate22): heldout30..80 but heldout77 and
heldout79 (sgate22's validation parts). The rows of heldout81..85 on carry their findings
themselves (``bench.support_first_sight_record`` at the round's start)."""
"""The first-sight history kept with the parts (``bench.support_first_sight_record``'s
rows of every round, each with its ``round``)."""
LEFT_OUT_PARTS = ("heldout77", "heldout79")
"""The validation parts of the round of sgate22: left out of all counting (sgate21 left
out heldout72 and heldout74, its own; they count since)."""
ROUND_OF = {f"heldout{n}": commit for commit, parts in ROUNDS.items() for n in parts}
RATIO = 3
"""Cases gained per case lost for a cell to be kept (false alarms removed per catch lost
for a softening; catches added per false alarm added for a hardening)."""
MIN_CELL = 3
"""Cases gained at least on the training rounds for a cell to be kept."""
def tally(rows: Iterable[Row], side: str, cell: Callable[[Row], str]) -> dict[str, list[int]]:
    """``cell -> [gained, lost]``: for a softening, false alarms and catches among the
    ``unsupported`` verdicts; for a hardening, wrong and correct claims among ``weak``."""
    verdict = "unsupported" if side == "soft" else "weak"
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        if row["verdict"] != verdict:
            continue
        correct = row["label"] == "supported"
        out[cell(row)][0 if correct == (side == "soft") else 1] += 1
    return out


def kept(counts: dict[str, list[int]]) -> set[str]:
    """The cells worth moving: ``MIN_CELL`` gained at least, ``RATIO`` per one lost."""
    return {k for k, (gained, lost) in counts.items()
            if gained >= MIN_CELL and gained >= RATIO * lost}


def leave_one_round_out(rows: list[Row], side: str, cell: Callable[[Row], str]
                        ) -> tuple[dict[str, tuple[int, int]], Counter[str]]:
    """Per left-out round ``(gained, lost)`` by the cells kept on the other rounds, and
    how many folds kept each cell."""
    per: dict[str, tuple[int, int]] = {}
    folds: Counter[str] = Counter()
    for commit in ROUNDS:
        cells = kept(tally((r for r in rows if r["round"] != commit), side, cell))
        folds.update(cells)
        test = tally((r for r in rows if r["round"] == commit), side, cell)
        per[commit] = (sum(test[k][0] for k in cells), sum(test[k][1] for k in cells))
    return per, folds


def chosen_cuts(rows: Iterable[Row], form: ThresholdForm) -> dict[str, float]:
    """``group -> cut`` chosen on ``rows``: per group, the cut of the form's cuts whose
    claims (the dimension on the cut's side) gain most, ``MIN_CELL`` at least and
    ``RATIO`` per one lost; groups where no cut does are left out."""
    side, group, feature, direction, cuts = form
    verdict = "unsupported" if side == "soft" else "weak"
    counts: dict[tuple[str, float], list[int]] = defaultdict(lambda: [0, 0])
    for row in rows:
        value = feature(row)
        if row["verdict"] != verdict or value is None:
            continue
        gained = (row["label"] == "supported") == (side == "soft")
        for cut in cuts:
            if (value - cut) * direction >= 0:
                counts[group(row), cut][0 if gained else 1] += 1
    best: dict[str, tuple[int, int, float]] = {}
    for (name, cut), (gained, lost) in counts.items():
        if gained >= MIN_CELL and gained >= RATIO * lost and (
                name not in best or (gained, -lost) > best[name][:2]):
            best[name] = (gained, -lost, cut)
    return {name: cut for name, (_g, _l, cut) in best.items()}


def leave_one_round_out_cuts(rows: list[Row], form: ThresholdForm
                             ) -> tuple[dict[str, tuple[int, int]], Counter[str]]:
    """``leave_one_round_out`` for a threshold form: per left-out round ``(gained, lost)``
    by the cuts chosen on the other rounds, and how many folds chose each group's cut."""
    side, group, feature, direction, _cuts = form
    verdict = "unsupported" if side == "soft" else "weak"
    per: dict[str, tuple[int, int]] = {}
    folds: Counter[str] = Counter()
    for commit in ROUNDS:
        cuts = chosen_cuts((r for r in rows if r["round"] != commit), form)
        folds.update(f"{name}@{cut}" for name, cut in cuts.items())
        gained = lost = 0
        for row in rows:
            value = feature(row)
            if (row["round"] != commit or row["verdict"] != verdict or value is None
                    or group(row) not in cuts or (value - cuts[group(row)]) * direction < 0):
                continue
            if (row["label"] == "supported") == (side == "soft"):
                gained += 1
            else:
                lost += 1
        per[commit] = (gained, lost)
    return per, folds


def passes(per: dict[str, tuple[int, int]]) -> bool:
    """The bar for a form (sgate21's brief): pooled over the left-out rounds ``RATIO``
    gained per one lost, 6 gained at least, gains in 3 rounds at least."""
    gained, lost = sum(g for g, _ in per.values()), sum(x for _, x in per.values())
    return gained >= 6 and gained >= RATIO * lost and sum(g > 0 for g, _ in per.values()) >= 3


def as_today(row: Row) -> Row:
    """``row`` as today's checker judges it: its verdict, reason and claimed item, and the
    item's dimensions read on today's finding (see ``with_shape`` and ``with_items``)."""
    items = {k: row[f"today_{k}"] for k in ITEM_KEYS if f"today_{k}" in row}
    items["findings"] = row.get("today_findings")  # None unless ``--today-findings``
    return {**row, "verdict": row["today"], "finding_reason": row["today_reason"],
            "claimed": row["today_claimed"], "item_where": row["today_where"],
            "clause_at": row["today_at"], **items}


def on_today(rows: list[Row], side: str, moved: Callable[[Row], bool]) -> tuple[int, int]:
    """``(gained, lost)`` on today's verdicts of ``rows`` by the claims ``moved`` picks."""
    verdict = "unsupported" if side == "soft" else "weak"
    picked = [r for r in map(as_today, rows) if r["verdict"] == verdict and moved(r)]
    gained = sum((r["label"] == "supported") == (side == "soft") for r in picked)
    return gained, len(picked) - gained


def shape_report(rows: list[Row]) -> list[str]:
    """Every form of ``SHAPE_FORMS`` and ``THRESHOLD_FORMS`` counted leaving one round
    out, as lines, with whether it passes and, for one that passes, what its cells (or
    cuts) chosen on every round do to today's verdicts of the same claims (a leak: today's
    checker was tuned on them; only a warning)."""
    lines = ["summaries (kind ``summary``) by first-sight family: unsupported, weak "
             "(correct/wrong) | the same on every claim of summary shape"]
    for family, _n in Counter(_family(r) for r in rows if r["verdict"] != "supported"
                              ).most_common():
        own = [r for r in rows if _family(r) == family]
        kind = [r for r in own if r.get("kind") == "summary"]
        shaped = [r for r in own if summary_shape(r) == "summary"]
        lines.append(f"  {family:15s} {_pair(kind, 'unsupported')} {_pair(kind, 'weak')} | "
                     f"{_pair(shaped, 'unsupported')} {_pair(shaped, 'weak')}")
    for name, (side, cell) in SHAPE_FORMS.items():
        per, folds = leave_one_round_out(rows, side, cell)
        lines.append(_form_line(name, side, per, dict(folds.most_common())))
        if passes(per):
            gained, lost = on_today(rows, side, _in_cells(cell, kept(tally(rows, side, cell))))
            lines.append(f"    today {gained}/{lost}")
    for name, form in THRESHOLD_FORMS.items():
        per, folds = leave_one_round_out_cuts(rows, form)
        lines.append(_form_line(name, form[0], per, dict(folds.most_common())))
        if passes(per):
            gained, lost = on_today(rows, form[0], _past_cut(form, chosen_cuts(rows, form)))
            lines.append(f"    today {gained}/{lost}")
    return lines


def holds_in_most_folds(per: dict[str, tuple[int, int]]) -> bool:
    """sgate22's second bar (its brief: "must hold in most folds"): of the left-out rounds
    where the form moves a claim, more than half gain ``RATIO`` per one lost or better
    (a round that loses without gaining counts against it)."""
    moving = [(g, x) for g, x in per.values() if g or x]
    held = sum(g > 0 and g >= RATIO * x for g, x in moving)
    return 2 * held > len(moving)


def item_report(rows: list[Row]) -> list[str]:
    """``shape_report`` for sgate22's forms (``ITEM_FORMS`` and the batches after it; the
    forms of the findings only when the rows have them), each with whether it holds in
    most folds, and for one that passes both bars its cells (or
    cuts) chosen on every round and what they do to today's verdicts of the same claims."""
    lines = []
    found = any("findings" in r for r in rows)
    cell_forms = {**ITEM_FORMS, **ITEM_FORMS_2,
                  **({**FINDING_FORMS, **FLIP_FORMS} if found else {}), **KIND_FORMS}
    threshold_forms = {**ITEM_THRESHOLD_FORMS, **ITEM_THRESHOLD_FORMS_2,
                       **(FINDING_THRESHOLD_FORMS if found else {})}
    for name, (side, cell) in cell_forms.items():
        per, folds = leave_one_round_out(rows, side, cell)
        lines.append(_form_line(name, side, per, dict(folds.most_common()))
                     + f"; most folds {holds_in_most_folds(per)}")
        if passes(per) and holds_in_most_folds(per):
            cells = kept(tally(rows, side, cell))
            gained, lost = on_today(rows, side, _in_cells(cell, cells))
            lines.append(f"    cells {sorted(cells)}; today {gained}/{lost}")
    for name, form in threshold_forms.items():
        per, folds = leave_one_round_out_cuts(rows, form)
        lines.append(_form_line(name, form[0], per, dict(folds.most_common()))
                     + f"; most folds {holds_in_most_folds(per)}")
        if passes(per) and holds_in_most_folds(per):
            cuts = chosen_cuts(rows, form)
            gained, lost = on_today(rows, form[0], _past_cut(form, cuts))
            lines.append(f"    cuts {cuts}; today {gained}/{lost}")
    return lines


def _items(rows: list[Row], cache: str | None) -> None:
    """``with_items`` on ``rows``, or its dimensions read back from ``cache``
    (``--items-cache=PATH``)."""
    _cached(rows, cache, with_items,
            (*ITEM_KEYS, *(f"today_{k}" for k in ITEM_KEYS), "today_stated"))


def _cached(rows: list[Row], cache: str | None, add: Callable[[list[Row]], None],
            keys: tuple[str, ...]) -> None:
    """``add`` run on ``rows``, or the dimensions ``keys`` it adds read back from ``cache``
    (a JSON file written by an earlier run with the same checker), which a run with a
    ``cache`` that does not exist yet writes."""
    if cache and Path(cache).exists():
        saved = json.loads(Path(cache).read_text(encoding="utf-8"))
        for row, dims in zip(rows, saved, strict=True):
            row.update(dims)
        return
    add(rows)
    if cache:
        Path(cache).write_text(json.dumps([{k: r.get(k) for k in keys} for r in rows]),
                               encoding="utf-8")


def _in_cells(cell: Callable[[Row], str], cells: set[str]) -> Callable[[Row], bool]:
    return lambda row: cell(row) in cells


def _past_cut(form: ThresholdForm, cuts: dict[str, float]) -> Callable[[Row], bool]:
    _side, group, feature, direction, _cuts = form

    def past(row: Row) -> bool:
        value = feature(row)
        return group(row) in cuts and value is not None and (
            value - cuts[group(row)]) * direction >= 0
    return past


def _form_line(name: str, side: str, per: dict[str, tuple[int, int]],
               folds: dict[str, int]) -> str:
    gained, lost = sum(g for g, _ in per.values()), sum(x for _, x in per.values())
    return (f"{name} {side}: left out, pooled {gained} gained / {lost} lost "
            f"{'PASSES' if passes(per) else 'fails'}; per round "
            f"{' '.join(f'{g}/{x}' for g, x in per.values())}; kept (folds) {folds}")


def _with_pages(rows: list[Row]) -> None:
    parts: dict[str, tuple[dict[str, str], list[dict[str, str]]]] = {}
    for row in rows:
        if row["part"] not in parts:
            parts[row["part"]] = load(SETS / f"{row['part']}.json")
        sources, cases = parts[row["part"]]
        case = cases[row["index"]]
        row["page"], row["claim"] = sources[case["source"]], case["claim"]
        row["lang"] = case["source"].split("_")[0]
        row["round"] = ROUND_OF[row["part"]]


_SHAPE_KEYS = ("today", "today_reason", "today_claimed", "cover_n", "cover_span",
               "item_where", "whole", "single", "near", "len_ratio", "clause_at",
               "today_where", "today_at", "certain_against", "min_clause", "clause_whole",
               "figures")


def _shaped(rows: list[Row], cache: str | None) -> None:
    """``with_shape`` on ``rows``, or its dimensions read back from ``cache`` (a JSON file
    written by an earlier run with the same checker: ``--cache=PATH``)."""
    _cached(rows, cache, with_shape, _SHAPE_KEYS)


def _with_today(rows: list[Row]) -> None:
    """Today's conditions and verdict of every claim (slow: the checker runs twice)."""
    for row in rows:
        text, clean = row["page"], claim_text(read_sentence(row["claim"]))
        wanted, index = terms(clean), SourceIndex(text)
        match, support, finding = explain_window(row["claim"], text)
        row["today"], row["today_reason"] = support, finding.reason if finding else ""
        row["single"], row["reasons"] = None, []
        if match is not None and wanted:
            row["single"] = max(index.spread_between(wanted, k, k)
                                for k in range(match.first, match.last + 1))
            capitalises = capitalises_nouns(text)
            row["reasons"] = [f.reason for f in findings(
                clean, match, index, capitalises, PageNames(text, capitalises))]


def _pair(rows: Iterable[Row], verdict: str, key: str = "verdict") -> str:
    chosen = [r for r in rows if r.get(key) == verdict]
    return (f"{sum(r['label'] == 'supported' for r in chosen)}/"
            f"{sum(r['label'] != 'supported' for r in chosen)}")


def report(rows: list[Row], *, today: bool) -> list[str]:
    """The family table and every form's left-out counts, as lines."""
    lines = ["family: unsupported false alarms/catches per round | pooled | weak on "
             "correct/wrong claims" + (" | today: unsupported, weak (by today's reason)"
                                       if today else "")]
    families = Counter(_family(r) for r in rows if r["verdict"] != "supported")
    for family, _n in families.most_common():
        own = [r for r in rows if _family(r) == family]
        cells = [_pair((r for r in own if r["round"] == c), "unsupported") for c in ROUNDS]
        line = (f"{family:15s} {' '.join(f'{c:>5s}' for c in cells)} | "
                f"{_pair(own, 'unsupported')} | {_pair(own, 'weak')}")
        if today:
            now = [r for r in rows if r.get("today_reason") == family]
            line += f" | {_pair(now, 'unsupported', 'today')}, {_pair(now, 'weak', 'today')}"
        lines.append(line)
    for name, (side, cell) in FORMS.items():
        if not today and name in ("S4", "S8", "S10", "S12", "S13", "S14", "H4", "H9", "H10"):
            continue
        per, folds = leave_one_round_out(rows, side, cell)
        gained, lost = sum(g for g, _ in per.values()), sum(x for _, x in per.values())
        lines.append(f"{name} {side}: left out, pooled {gained} gained / {lost} lost; per "
                     f"round {' '.join(f'{g}/{x}' for g, x in per.values())}; cells kept "
                     f"(folds) {dict(folds.most_common())}")
    return lines


def main(argv: list[str]) -> None:
    paths = [a for a in argv if not a.startswith("--")] or [str(HISTORY)]
    if len(paths) != 1:
        raise SystemExit("usage: python -m bench.support_first_sight [HISTORY.jsonl] "
                         "[--today|--shape|--items]")
    rows = [row for line in Path(paths[0]).read_text(encoding="utf-8").splitlines()
            if line.strip() and (row := json.loads(line))["part"] not in LEFT_OUT_PARTS]
    _with_pages(rows)
    if "--shape" in argv or "--items" in argv:
        _shaped(rows, next((a.split("=", 1)[1] for a in argv if a.startswith("--cache=")),
                           None))
        if "--items" in argv:
            _items(rows, next((a.split("=", 1)[1] for a in argv
                               if a.startswith("--items-cache=")), None))
            with_findings(rows, [FINDINGS])
            today = next((a.split("=", 1)[1] for a in argv
                          if a.startswith("--today-findings=")), None)
            if today:  # ``bench.support_first_sight_findings`` run on today's checker
                with_findings(rows, [Path(today)], "today_findings", "today")
            print("\n".join(item_report(rows)))
            return
        print("\n".join(shape_report(rows)))
        return
    if "--today" in argv:
        _with_today(rows)
    print("\n".join(report(rows, today="--today" in argv)))


if __name__ == "__main__":
    main(sys.argv[1:])
