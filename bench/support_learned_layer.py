"""The calibration layer of the support check (``services/citations/learned_layer.py``):
measured leaving one first-sight part out, and fitted on all of them to write its weights.

Run: ``python -m bench.support_learned_layer [--rows PATH] [--l2 0.3] [--split-words]
[--write]``. The weights now shipped were written by ``python -m
bench.support_learned_layer --write --l2 0.3`` when the history ended at heldout35 (it
now reaches heldout75: see "Thirteenth round", "Fourteenth round", "Eighteenth round"
and "Twenty-first round" below); several minutes: it judges every part again with the
checker of its first sight; ``--rows`` reads them as ``bench.support_learned
--save-rows`` saved them.

The claims are those of ``bench.support_learned --history``: each part of
``FRESH_CHECKER`` (heldout2 .. heldout75, without this round's validation parts
heldout72 and 74) as the checker that first judged it saw it,
the rules alone. For each part left out, on the other parts alone: the model is fitted
(target and penalty chosen as ``bench.support_learned --target nested --nested-l2``
chooses them; with ``--l2``, that penalty), and the checks the layer may move are found
(``doubtful_checks``, ``hiding_checks``). The part's claims are then judged by the
rules, by the learned judge alone and by the rules with the layer moving one way or
both (``LAYERS``), per part and pooled. ``--write`` fits the model on every part and
writes ``services/citations/learned_weights.py``.

The layer's model leaves out the features that need the numbers of the whole page
(``learned_features.PAGE_WIDE``: about 10 ms a page at run time); the learned judge's
column below is that model too. Measured (twelfth round's end, ``--l2 0.3``;
false-unsupported, caught, per group of left-out parts; the bar, set before the
figures were seen: pooled over heldout16..35, fewer false alarms and no catch lost, or
three catches gained per false alarm added):

| parts | rules | learned alone | soften only | raise only | both (shipped) |
|---|---|---|---|---|---|
| heldout16..35 | 110/1200, 458/600 | 83, 464 | 106, 457 | 110, 462 | 106, 461 |
| heldout30..35 | 30/360, 140/180 | 28, 144 | 30, 139 | 30, 140 | 30, 139 |
| heldout2..35 | 193/1995, 747/1053 | 155, 774 | 182, 745 | 193, 752 | 182, 750 |

Softening alone (the eleventh round's layer) misses the bar (four false alarms fewer
for one catch lost) and on heldout30..35 only loses a catch (heldout31); raising
``weak`` passes it (four catches, no false alarm) and so do both together. Per part at
first sight, both add no false alarm anywhere, lose a catch on heldout14 and heldout31
and gain one on heldout8, 17, 23, 25 and 29. On the checker of now (``python -m
bench.support_parts``): six catches more (heldout2, 3, 14, 25, 29, 32: invented,
negated and swapped claims the rules left weak), no false alarm and no "check this"
more on any part or dev.

Raising a ``weak`` needs the claim to take words other than numbers from elsewhere on
the page than its passage (``learned_layer.MIXED``, ``MIXED_AT``): without it, the same
figures at first sight, but on the checker of now four short correct paraphrases the
rules doubted (dev three, a Korean one of heldout3) were raised on their length alone
(the model reads short claims as likelier wrong); with it, none. Numbers are left out
of it because counting them raised a right summary of two sentences, "Keiner der 500
Befragten wollte mehr zahlen" (``bench/support_probes_negation.json``): the number the
claim takes from the next sentence is the number checks' own finding. 0.15 is the
lowest share at which heldout2..15 adds no false alarm (0.1 raised one on heldout9).

The words the page lacks. The model's weight on ``terms_not_on_page`` (the share of the
claim's words nowhere on the page) is about -3.5: "a claim of words the page lacks is
right". It is no leak (it reads the claim and the page only) and no artefact of the
older checkers (fitted on every part as the checker of now judges it: -1.6). The three
shares of a claim's words (in the passage, elsewhere on the page, nowhere) add up to
one, so the weight on "nowhere" is measured against "elsewhere": read as those three
(``--split-words``) the model weighs words from elsewhere on the page at +3.0 (a name,
a number or a "not" taken from another sentence: how the sets' wrong claims are made)
and words nowhere near those in the passage (paraphrases outnumber invented details
about six to one). The predictions are the same (the table above, with
``--split-words``: 106/1200 and 461/600 on heldout16..35), so the shipped model keeps
the eleventh round's features and the split is used where it means something: the
guard of raising. On the checker of now the split model would also lose one softening
(heldout18, a correct claim at a chance of 0.25, on the margin).

Thirteenth round (heldout36..40 added to the history, judged at first sight by c742351,
the rules alone: 21/300 false, 104/150 caught; 3,498 claims in all). The bar, written
in the commit that added them before any figure was seen: pooled over heldout16..40,
the layer refitted leaving each part out (``--l2 0.3``, column ``both``) against the
layer as it is shipped (column ``shipped``: the weights above, fitted on heldout2..35,
so in-sample on all but heldout36..40) must cut false alarms and lose no catch, or gain
three catches per false alarm added. It failed, and the weights were left as they are:

| parts | rules | learned alone | both, refitted | shipped |
|---|---|---|---|---|
| heldout16..40 | 131/1500, 562/750 | 102, 578 | 127, 570 | 124, 570 |
| heldout36..40 | 21/300, 104/150 | 14, 112 | 20, 107 | 20, 107 |
| heldout2..40 | 214/2295, 851/1203 | 177, 893 | 204, 860 | 199, 861 |

On heldout36..40, which neither model saw, the refit and the shipped layer tie (the
refit softens one false alarm on heldout38 and not heldout36's). The refit fitted on
all parts would add ``appended_figure`` and ``restriction`` to ``DOUBTFUL`` and drop
``polarity``; ``HIDING`` would not change.

Fourteenth round (heldout41..45 added to the history, judged at first sight by c742351,
the start of that round, the rules alone; heldout42 and 44, closed to the engineers, are
history like the rest: only their totals are printed). The bar, written in the commit that
added them before any figure was seen: pooled over heldout16..45, the layer refitted
leaving each part out (``--l2 0.3``, column ``both``) against the layer as it is shipped
(column ``shipped``, fitted on heldout2..35). With dF and dC the refit's false alarms and
catches less the shipped layer's, it passes if dF < 0 and dC >= 0, or dF >= 0 and dC > 0
and dC >= 3 dF; anything else (no change included) fails and the weights stay. If it
passes, the weights are written (``--write --l2 0.3``) and the checker of now is measured
with ``bench.support_parts --diff``, dev included: a part that gains a false alarm or
loses a catch through the new weights is reported, and they are not shipped.

A variant, its bar written in the same commit, before any figure (``--soften-low``):
softening to ``weak`` every ``unsupported`` the rules give by a check whose first-sight
precision is low, whatever the model says. For each part left out, on the other parts
alone: a check's precision is the share of wrong claims among its ``unsupported``
verdicts (over at least ``MIN_VERDICTS``); the checks under a threshold of
``SOFT_THRESHOLDS`` (0.25, 1/3, 0.4, 0.5, 0.6) are softened, and the threshold (or none)
is the one a leave-one-part-out inside the training parts scores best, each false alarm
taken away +1 and each catch given away -3 (the layer's ``ODDS``; on a tie the lower
threshold, none the lowest).
It moves only the rules' own ``unsupported`` (a ``weak`` the layer raised stays raised).
Measured on top of the layer that ships after the bar above (the shipped one if the refit
fails, the refit if it passes), pooled over heldout16..45: it passes if it cuts false
alarms and cuts at least three per catch it loses (dF < 0 and -dF >= 3 max(0, -dC));
anything else fails. If it passes, the checks it softens on every part are written beside
the weights and the checker of now is measured as above.

Measured (3,948 claims; heldout41..45 at first sight, the rules alone: 23/300 false,
117/150 caught). The refit failed its bar (dF = +2, dC = -2), and the weights stay:

| parts | rules | learned alone | both, refitted | shipped | shipped + variant |
|---|---|---|---|---|---|
| heldout16..45 | 154/1800, 679/900 | 127, 689 | 150, 685 | 148, 687 | 137, 685 |
| heldout41..45 | 23/300, 117/150 | 24, 113 | 24, 117 | 24, 117 | 21, 117 |
| heldout36..40 | 21/300, 104/150 | 14, 111 | 20, 106 | 20, 107 | 18, 107 |
| heldout30..35 | 30/360, 140/180 | 30, 143 | 30, 140 | 30, 140 | 30, 139 |
| heldout2..45 | 237/2595, 968/1353 | 203, 1002 | 229, 974 | 223, 978 | 208, 976 |

The refit and the shipped layer differ on nine parts, none of the fourteenth round's:
on heldout41..45 both give what the rules give but one false alarm more (a ``weak`` of
heldout43 raised). Fitted on every part the refit would add ``appended_figure``,
``page_number``, ``restriction`` and ``speaker`` to ``DOUBTFUL`` and drop ``polarity``;
``HIDING`` would not change.

The variant passed its bar at first sight (shipped + variant against shipped, pooled
heldout16..45: eleven false alarms fewer for two catches lost, on heldout21 and 31, both
``restriction``; on heldout41..45 three fewer, no catch lost). The threshold chosen was 1/3
in every fold, softening ``cjk_slot`` (right 0 of its 11 ``unsupported`` at first sight)
and ``restriction`` (2 of 9), but for heldout36's fold (``cjk_slot`` alone). On the checker
of now it failed the second half of its bar, and nothing of it ships: through it dev's
catches fall 352 -> 330 and seven older parts lose nine (heldout2, 3, 5, 12, 21, 27, 40;
most of them Chinese, Japanese and Korean role and name swaps),
for five false alarms taken away (heldout28, 39, 41, 45 and one of heldout42) and none
added. Both checks catch, as they are now, claims of the parts they were built or widened
on, which their first-sight record cannot show: a check's precision at first sight says
how it fared then, not how it fares after the rounds that tuned it.

Eighteenth round (heldout46..60 added to the history: heldout46..50 judged at first sight
by 9484eb7, heldout51..55 by ea32614, heldout56..60 by 18dbb5f, each its round's start and
each with the calibration layer, taken out by ``rules_alone``; heldout57 and 59 are
validation parts, history like the rest, only their totals printed). The bar, written in
the commit that added them before any figure was seen: pooled over heldout46..60, each
part of heldout2..60 left out in turn, the layer refitted (``--l2 0.3``, column ``both``)
against the layer as it is shipped (column ``shipped``, fitted on heldout2..35, so out of
sample on heldout46..60). With dF and dC the refit's false alarms and catches less the
shipped layer's, it passes if dF < 0 and dC >= 0, or dF >= 0 and dC > 0 and dC >= 3 dF;
anything else (no change included) fails and the weights stay. If it passes, the weights
and the ``DOUBTFUL``/``HIDING`` sets are written (``--write --l2 0.3``) and the checker of
now is measured with ``bench.support_parts --diff`` against its labels before the write,
dev and every part included (heldout57 and 59 as counts only): a single claim moved away
from its label on any part and the weights are not shipped. The variant (``--soften-low``,
on top of the layer that ships after that bar) is measured the same way, pooled over
heldout46..60: it passes if dF < 0 and -dF >= 3 max(0, -dC), and then only if on the
checker of now ``bench.support_parts --diff`` moves no claim away from its label.

Measured (``--rows`` of ``bench.support_learned --history --save-rows``, 5,298 claims;
``--l2 0.3 --soften-low``). At first sight, the rules alone: heldout46..50 22/300 false,
114/150 caught; heldout51..55 36/300, 126/150; heldout56..60 28/300, 114/150 (with the
shipped layer 21/113, 34/126 and 26/116: the totals of the set's README for those three
starts). The refit failed its bar (dF = +1, dC = +1: one catch is under the three a false
alarm costs), and the weights stay. The variant failed its own (dF = -4, dC = -2: four false
alarms are under the six two lost catches cost), and nothing of it ships; the checker of now
is untouched, so ``bench.support_parts --diff`` had nothing to measure:

| parts | rules | learned alone | both, refitted | shipped | shipped + variant |
|---|---|---|---|---|---|
| heldout46..60 | 86/900, 354/450 | 67, 352 | 82, 356 | 81, 355 | 77, 353 |
| heldout56..60 | 28/300, 114/150 | 22, 115 | 27, 116 | 26, 116 | 25, 116 |
| heldout51..55 | 36/300, 126/150 | 26, 123 | 35, 126 | 34, 126 | 32, 124 |
| heldout46..50 | 22/300, 114/150 | 19, 114 | 20, 114 | 21, 113 | 20, 113 |
| heldout16..60 | 240/2700, 1033/1350 | 193, 1043 | 232, 1042 | 229, 1042 | 212, 1038 |
| heldout2..60 | 323/3495, 1322/1803 | 270, 1356 | 313, 1332 | 304, 1333 | 283, 1329 |

On heldout46..60 the refit and the shipped layer differ on three parts: the refit takes a
false alarm away and adds a catch on heldout50, and adds a false alarm on heldout55 and on
heldout57. Fitted on every part the refit would add ``agent_role``, ``appended_figure``,
``negated_neighbour``, ``page_number``, ``quantifier``, ``renamed``, ``restriction`` and
``speaker`` to ``DOUBTFUL`` and drop ``polarity``; ``HIDING`` would not change. The variant's
threshold was 1/3 in every fold, softening ``cjk_slot`` and ``restriction`` and in 55 of the
59 folds ``renamed`` too (over heldout2..60: right 2 of 18, 2 of 10 and 1 of 5 times); on
heldout46..60 it takes false alarms away on heldout49, 53, 55 and 58 and loses a catch on
heldout51 and 55. The learned judge alone, the only column well ahead on false alarms
(67 against 81), loses catches there too (352 against 355).

Twenty-first round (heldout61..75 added to the history: heldout61..65 judged at first
sight by 30bbfc7, heldout66..70 by 4936c5e, heldout71..75 by 1fb0eaf, each its round's
start and each with the calibration layer, taken out by ``rules_alone``; heldout62, 64, 67
and 69, validation parts of their rounds, are history like the rest; heldout72 and 74,
this round's validation parts, are left out of the history, neither fitted on nor
counted: ``support_learned.VALIDATION``). The bar, written in the commit that added them
before any fit and before any figure of them was seen:

1. At first sight: pooled over the left-out parts heldout61..75 without heldout72 and 74
   (thirteen parts), each part of heldout2..75 left out in turn, the layer refitted with a
   fixed penalty (``--l2 0.3``, column ``both``: the nested choice of the penalty takes
   about an hour on two busy cores) against the layer as it is shipped (column
   ``shipped``, fitted on heldout2..35, so out of sample on all thirteen). With dF and dC
   the refit's false alarms and catches less the shipped layer's, it passes if dF < 0 and
   dC >= 0, or dF >= 0 and dC > 0 and dC >= 3 dF; anything else (no change included)
   fails and the weights stay.
2. If 1 passes, the weights and the ``DOUBTFUL``/``HIDING`` sets are written (``--write
   --l2 0.3``, fitted on every part of the history, so never on heldout72 or 74) and the
   checker of now is measured with ``python -m bench.support_parts --diff
   /work/base_fc0f707.json --hide heldout72 heldout74`` (dev and every part): with A the
   claims moved away from their label and T those moved toward it, it passes if
   4 A <= T (no claim away beyond one per four toward); and ``python -m bench.support
   --totals heldout72 heldout74`` must show no false alarm more and no catch fewer than
   before the write. The tests of ``tests/citations`` and ``tests/agent``, ``tests/ui``
   (``-k "claim or support or cite"``) must pass unedited. Anything else and the weights
   are not shipped; the bench extension is committed and the figures recorded here.

Measured (``--rows`` of the history, 6,468 claims of heldout2..75 without 72 and 74,
built in about five minutes on busy cores; ``python -m bench.support_learned_layer --rows
ROWS --l2 0.3``, about three minutes). At first sight, the rules alone: heldout61..65
38/300 false, 120/150 caught; heldout66..70 30/300, 117/150; heldout71, 73, 75 17/180,
70/90. The refit failed part 1 of its bar (dF = +2, dC = 0), and the weights stay:

| parts | rules | learned alone | both, refitted | shipped |
|---|---|---|---|---|
| heldout61..75 (13 parts) | 85/780, 307/390 | 62, 319 | 81, 308 | 79, 308 |
| heldout61..65 | 38/300, 120/150 | 29, 122 | 37, 120 | 37, 120 |
| heldout66..70 | 30/300, 117/150 | 22, 121 | 27, 117 | 27, 117 |
| heldout71, 73, 75 | 17/180, 70/90 | 11, 76 | 17, 71 | 15, 71 |
| heldout46..60 | 86/900, 354/450 | 69, 352 | 82, 356 | 81, 355 |
| heldout16..75 | 325/3480, 1340/1740 | 257, 1362 | 313, 1351 | 308, 1350 |
| heldout2..75 | 408/4275, 1629/2193 | 328, 1672 | 391, 1641 | 383, 1641 |

On the thirteen parts the refit and the shipped layer differ on five, all in false alarms:
the refit takes two away on heldout69 and adds one on heldout66, 67, 71 and 75 (where the
shipped layer softens and the refit does not). Fitted on every part the refit would add
``added_remark``, ``agent_role``, ``appended_figure``, ``modal_square``,
``negated_neighbour``, ``page_number``, ``quantifier``, ``quoted_speaker``, ``renamed``,
``restriction``, ``role_word`` and ``speaker`` to ``DOUBTFUL`` and drop ``polarity``;
``HIDING`` would not change. For the next round, though not needed (part 1 failed), the
refit fitted on every part was also written and the checker of now measured with
``bench.support_parts --diff /work/base_fc0f707.json --hide heldout72 heldout74``, then
the weights put back: it moves nine claims, seven away from their label (catches lost:
heldout2#18, heldout36#44; false alarms added, ``weak`` raised: heldout36#50, 55#70,
57#12, 66#3, 67#3) and two toward (false alarms softened: heldout38#47, 69#42), dev
unchanged (6/770, 352/363), and the validation parts gain a false alarm (heldout72 7 -> 8
of 60; heldout74 unchanged, 3/60; catches 23/30 and 22/30 unchanged): it would fail part
2 as well. The learned judge alone is again the only column well ahead at first sight
(62 false alarms against 79, 319 catches against 308 on the thirteen parts), but as the
last word it undoes the tuned parts (see ``bench.support_learned``, ``--apply``).

Tried and dropped (twelfth round): a margin of raising under three to one (0.7: one
catch more on heldout2..29, but two false alarms more and no catch on heldout30..35);
softening only claims with at most 0.3 of their words from elsewhere on the page (it
keeps heldout31's catch, but on heldout2..29 it gives back two false alarms for one
catch, under the bar's exchange rate).

Tried and dropped (eleventh round): the layer without the words guard (two catches of
invented claims lost on the checker of now, a test users need failed); the model with
the page-wide numbers (10 ms a page, no better); moving wherever the model's chance
crosses its own thresholds (dev 9 -> 41 false); both ways at three to one with no
guard on raising (dev 9 -> 14 false, two tests users need failed).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from bench.support_features import Judged, rule_of
from bench.support_learned import (
    GROUPS,
    LEFT_OUT,
    MIN_VERDICTS,
    PENALTIES,
    ROOT,
    Folds,
    Pairs,
    Row,
    chosen,
    fresh_rows,
    line,
    rows_from_json,
    tally,
)
from bench.support_soften_low import per_part, soft_checks, softened
from services.citations import learned_layer
from services.citations.learned_features import PAGE_WIDE
from services.citations.learned_layer import moved

DOUBTFUL_SHARE = 0.2
HIDING_SHARE = 0.3
"""A check hides wrong claims when at least this share of its ``weak`` verdicts at
first sight were wrong claims (over at least ``MIN_VERDICTS``)."""
LAYER_TARGET = 0.075
"""The learned judge's target with ``--l2`` (the one the nested choice picks most)."""
WEIGHTS_FILE = ROOT / "services" / "citations" / "learned_weights.py"
SPLIT_WORDS = ("terms_not_on_page", "window_share_of_page")
"""With ``--split-words`` the model reads the claim's words as the three shares that
add up to one (in the window, elsewhere on the page, nowhere), ``terms_elsewhere_on_page``
in place of these two: the same predictions (see the module's docstring), weights that
read plainly. By default it reads the two, as the layer shipped in the eleventh round
did. It never reads the guard of raising (``learned_layer.MIXED``)."""


def checks_by_share(data: list[Row], rows: list[int], verdict: str, label: int,
                    share: float) -> frozenset[str]:
    """The checks whose ``verdict`` judgments on ``rows`` (as first judged) were claims
    of ``label`` (1 wrong, 0 correct) at least ``share`` of the time, over at least
    ``MIN_VERDICTS`` judgments."""
    seen: Counter[tuple[str, int]] = Counter()
    for i in rows:
        _part, y, judged = data[i]
        if judged.rule == verdict and rule_of(judged):
            seen[(rule_of(judged), y)] += 1
    return frozenset(rule for rule, _y in seen if seen[(rule, 0)] + seen[(rule, 1)] >= (
        MIN_VERDICTS) and seen[(rule, label)] >= share * (seen[(rule, 0)] + seen[(rule, 1)]))


def doubtful_checks(data: list[Row], rows: list[int]) -> frozenset[str]:
    """Checks whose ``unsupported`` at first sight were correct claims ``DOUBTFUL_SHARE``
    of the time or more."""
    return checks_by_share(data, rows, "unsupported", 0, DOUBTFUL_SHARE)


def hiding_checks(data: list[Row], rows: list[int]) -> frozenset[str]:
    """Checks whose ``weak`` at first sight were wrong claims ``HIDING_SHARE`` of the
    time or more."""
    return checks_by_share(data, rows, "weak", 1, HIDING_SHARE)


def layered(judged: Judged, wrong: float, doubtful: frozenset[str],
            hiding: frozenset[str] = frozenset()) -> str:
    """The rules' judgment after the layer (as ``learned_layer.reweighed``), given the
    model's chance ``wrong`` that the claim is wrong."""
    if (judged.rule == "unsupported" and rule_of(judged) in doubtful) or (
            judged.rule == "weak" and rule_of(judged) in hiding):
        return moved(judged.rule, wrong, judged.features["terms_not_on_page"],  # type: ignore[arg-type]
                     judged.features.get(learned_layer.MIXED, 0.0))
    return judged.rule


LAYERS = ("rules", "learned", "soften", "harden", "both", "shipped")
"""The columns of ``measure``: the rules, the learned judge alone, and the rules with
the layer moving ``unsupported`` -> ``weak`` only (as shipped in the eleventh round),
``weak`` -> ``unsupported`` only, and both; last, the rules with the layer as it is
shipped now (``learned_weights``, not refitted: the parts it was fitted on are not
left out of it), the yardstick a refit is measured against. With ``--soften-low``, two
more: ``both`` and ``shipped`` with the variant of ``bench.support_soften_low`` on top."""
LOW = ("both+low", "shipped+low")


def shipped(judged: Judged) -> str:
    """The rules' judgment after the layer as it is shipped (its weights and checks)."""
    return layered(judged, learned_layer.chance(judged.features), learned_layer.DOUBTFUL,
                   learned_layer.HIDING)


def left_out_features(split_words: bool) -> tuple[str, ...]:
    """The features the layer's model does without."""
    guard = "words_elsewhere_on_page"
    return (*PAGE_WIDE, guard, *SPLIT_WORDS) if split_words else (
        *PAGE_WIDE, guard, "terms_elsewhere_on_page")


def measure(data: list[Row], l2: float | None, split_words: bool = False,
            low: bool = False) -> None:
    """Each part judged by the rules, the learned judge alone and the rules with the
    layer (``LAYERS``), each model trained without the part; ``l2`` None: target and
    penalty chosen inside the training parts (as ``bench.support_learned --target
    nested --nested-l2``), else that penalty and the target of ``LAYER_TARGET`` (the
    layer reads no threshold: only the learned judge's column depends on it). ``low``:
    the variant of ``bench.support_soften_low`` too, its checks chosen without the part."""
    folds = Folds(data, left_out_features(split_words))
    out: dict[str, list[Pairs]] = {}
    columns = (*LAYERS, *LOW) if low else LAYERS
    tallies = per_part(data)
    for part in LEFT_OUT:
        t, penalty = chosen(folds, [p for p in LEFT_OUT if p != part], part, PENALTIES) if (
            l2 is None) else (LAYER_TARGET, l2)
        ruled, learned, _high, _low = folds.judged(part, "", t, penalty)
        _w, ps = folds.fitted(frozenset({part}), penalty)
        train = folds.train(frozenset({part}))
        doubtful, hiding = doubtful_checks(data, train), hiding_checks(data, train)
        test = [i for i, p in enumerate(folds.scored) if p == part]
        out[part] = [ruled, learned] + [
            [(data[i][1], layered(data[i][2], ps[i], d, h)) for i in test]
            for d, h in ((doubtful, frozenset()), (frozenset(), hiding), (doubtful, hiding))
        ] + [[(data[i][1], shipped(data[i][2])) for i in test]]
        if low:
            soft = soft_checks(tallies, [p for p in LEFT_OUT if p != part])
            out[part] += [[(data[i][1], softened(data[i][2], after, soft)) for i, (_y, after)
                           in zip(test, out[part][k], strict=True)] for k in (4, 5)]
            print(f"{part}: softened {sorted(soft)}")
        for name, pairs in zip(columns, out[part], strict=True):
            print(line(f"{part} {name}", tally(pairs)), flush=True)
    print()
    for title, parts in GROUPS:
        for k, name in enumerate(columns):
            print(line(f"{title} {name}", tally([p for part in parts for p in out[part][k]])))


def write(data: list[Row], l2: float | None, split_words: bool = False) -> None:
    """Fit on every part (the penalty ``l2``, or the one chosen over all of them) and
    write the weights with the checks the layer may move."""
    folds = Folds(data, left_out_features(split_words))
    if l2 is None:
        _t, l2 = chosen(folds, list(LEFT_OUT), penalties=PENALTIES)
    w, ps = folds.fitted(frozenset(), l2)
    everything = list(range(len(data)))
    doubtful, hiding = doubtful_checks(data, everything), hiding_checks(data, everything)
    weights = "".join(f"    {json.dumps(name)}: {round(v, 4)!r},\n" for name, v in zip(
        folds.names, w, strict=False))
    text = f'''"""Weights of the support check's calibration layer (``learned_layer``).

Written by ``python -m bench.support_learned_layer --write``: a logistic model (penalty
{l2}) over {len(data)} claims of {LEFT_OUT[0]} .. {LEFT_OUT[-1]}, each as the checker that
first judged it saw it. Do not edit by hand.
"""

WEIGHTS: dict[str, float] = {{
{weights}}}
INTERCEPT = {round(w[-1], 4)!r}
DOUBTFUL: frozenset[str] = frozenset({{
{_lines(doubtful)}}})
"""Checks whose ``unsupported`` verdicts at first sight were correct claims at least
{DOUBTFUL_SHARE:.0%} of the time (over at least {MIN_VERDICTS})."""
HIDING: frozenset[str] = frozenset({{
{_lines(hiding)}}})
"""Checks whose ``weak`` verdicts at first sight were wrong claims at least
{HIDING_SHARE:.0%} of the time (over at least {MIN_VERDICTS})."""
'''
    WEIGHTS_FILE.write_text(text, encoding="utf-8")
    moves = Counter((data[i][2].rule, layered(data[i][2], ps[i], doubtful, hiding), y)
                    for i, y in enumerate(folds.ys))
    print(f"wrote {WEIGHTS_FILE} (L2 {l2}; doubtful {sorted(doubtful)}; hiding "
          f"{sorted(hiding)}); on the claims it was fitted on it moves:")
    for (before, after, y), n in sorted(moves.items()):
        if before != after:
            print(f"  {before} -> {after}: {n} {'wrong' if y else 'correct'}")


def _lines(names: frozenset[str]) -> str:
    return "".join(f"    {json.dumps(name)},\n" for name in sorted(names))


def main(argv: list[str]) -> None:
    if "--rows" in argv:
        data = rows_from_json(Path(argv[argv.index("--rows") + 1]).read_text(encoding="utf-8"))
    else:
        data = fresh_rows()
    l2 = float(argv[argv.index("--l2") + 1]) if "--l2" in argv else None
    if "--write" in argv:
        write(data, l2, "--split-words" in argv)
    else:
        measure(data, l2, "--split-words" in argv, "--soften-low" in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
