"""A judge learned from the labelled parts, measured by leaving one part out.

Run: ``python -m bench.support_learned [--history | --mixed] [--target 0.05|rules|nested]
[--nested-l2] [--l2 1.0] [--sweep] [--apply] [--save PATH]``.

The support check's rules were tuned set by set, and each round's fixes carried
almost nothing to the next fresh set. This script asks whether a judge learned
from labelled claims does better on text it never saw. Each claim is turned into
features (``bench/support_features.py``: the coverage of the best passage, the
rule judgment, each finding the checker reports and how sure, and a few figures
the rules do not weigh: the share of the claim's words the window and the whole
page hold, whether the page states its numbers at all), and a logistic
regression (L2 penalty, fitted by Newton's method in plain Python) learns the
chance that a claim is wrong. Two thresholds make three labels: ``unsupported``
from the chance at which the training parts' false-unsupported rate reaches
``--target`` (5%; ``rules``: the rules' own rate on them; ``nested``: the target
of ``TARGETS``, and with ``--nested-l2`` the penalty of ``PENALTIES``, that a
leave-one-out inside the training parts alone picks: most wrong claims caught
with no more correct ones unsupported than the rules), ``weak`` ("check this")
from the chance at which as many correct training claims are not ``supported``
as the rules leave so.

Leave-one-part-out: each of ``heldout2`` .. ``heldout75`` (``LEFT_OUT``: without this
round's validation parts heldout72 and 74, ``VALIDATION``) is judged by
a model trained on every other part, beside the rule judge on the same claims:
false-unsupported on correct claims, correct claims labelled "check this", wrong
claims caught and wrong claims passed as supported; per part and pooled over
heldout2..15, over heldout16..60 (the newer, most like the team's set), over
heldout30..35 (the twelfth round's clean measure), over heldout36..40 (the
thirteenth's), over heldout41..45 (the fourteenth's), over heldout46..50, 51..55 and
56..60 (the fifteenth's to seventeenth's) and heldout46..60 together, over heldout61..65,
66..70 and 71..75 (the eighteenth's to twentieth's) and heldout61..75 together, and over all.

Two ways to get the training claims' features:

- by default, every part (dev, heldout .. heldout29, the older hand-written set)
  with the checker as it is now, which was tuned on most of those very claims: the
  model learns to trust the rules (its largest weight is the rule judgment). It
  cannot learn how far a finding holds on unseen text from claims the finding was
  fixed for.
- ``--history``: each of heldout2 .. heldout75 with the checker that judged it
  before anyone tuned on it (``FRESH_CHECKER``: the commit that added the part,
  its ``services`` exported and run in a process of its own, this tree's feature
  reader copied beside it): 6,468 claims (5,298 to heldout60; heldout61..75 added in
  the twenty-first round), whose features show how the findings fare on unseen text.
  The rule judgment is each checker's own ``check`` (as ``bench.support`` gets it;
  the per-part totals agree with those in the set's README for the commits named
  there), with the calibration layer taken out of the checkers that have one
  (``rules_alone``: heldout30..35's, 5b05959, heldout36..45's, c742351,
  heldout46..60's, 9484eb7, ea32614 and 18dbb5f, and heldout61..75's, 30bbfc7,
  4936c5e and 1fb0eaf), so that it is the rules' own, as the layer reads it.
- ``--mixed``: both (the tuned claims trained on, never scored).

``--save-rows PATH`` keeps the claims' features, ``--rows PATH`` reads them back (the
history takes about four minutes; the nested choice about an hour on two busy cores).

Measured (``python -m bench.support_learned --history --target nested --nested-l2``,
twelfth round's end, heldout2..35: target and penalty chosen inside the training parts
alone; rules vs learned, each part judged by the checker of its first sight):

| parts | false-unsupported | "check this" on correct | caught | wrong passed |
|---|---|---|---|---|
| heldout16..35 | 110/1200 -> 86/1200 | 139 -> 172 | 458/600 -> 466/600 | 85 -> 67 |
| heldout30..35 | 30/360 -> 30/360 | 35 -> 45 | 140/180 -> 143/180 | 26 -> 21 |
| heldout2..15 | 83/795 -> 74/795 | 159 -> 167 | 289/453 -> 310/453 | 94 -> 70 |
| heldout2..35 | 193/1995 -> 160/1995 | 298 -> 339 | 747/1053 -> 776/1053 | 179 -> 137 |

On the newest six parts, which no checker had seen, the learned judge gains three
catches and takes away no false alarm: its gain on heldout16..29 in the same run
(80/840 -> 56/840 false, 318/420 -> 323/420 caught; the eleventh round, trained
without heldout30..35: 59/840 and 329/420) did not carry to them.
Earlier (eighth round, heldout2..9 only):
``--apply`` showed it as the judge's last word undoes the tuned parts (dev 15/770 ->
58/770 false, 99 citation tests failing, twice the time), so it is wired in only as
the narrow calibration layer of ``services/citations/learned_layer.py`` (see
``bench/support_learned_layer.py``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bench.support_features import Judged, features
from bench.support_logistic import chance, fit_sparse, sigmoid, sparse

# Not imported from ``bench.support``: that needs the checker of now, and this runs
# with the checkers of earlier rounds too (``fresh_rows``).
ROOT = Path(__file__).resolve().parent.parent
SETS = ROOT / "bench" / "support_set"
OLD_CASES = ROOT / "tests" / "citations" / "data" / "support_cases.json"

VALIDATION = ("heldout72", "heldout74")
"""The twenty-first round's validation parts: out of the history (neither fitted on nor
counted) while that round is open; only their totals are read, by ``bench.support``."""
LEFT_OUT = tuple(p for p in (f"heldout{n}" for n in range(2, 76)) if p not in VALIDATION)
"""The parts judged at first sight (``FRESH_CHECKER``), each left out in turn."""
PARTS = ("dev", "heldout", *LEFT_OUT)
NEWEST = tuple(f"heldout{n}" for n in range(16, 76) if f"heldout{n}" not in VALIDATION)
"""The newer parts, most like the team's set: pooled on their own."""
FRESHEST = tuple(f"heldout{n}" for n in range(30, 36))
"""The parts of the twelfth round's clean measure: pooled on their own too."""
LATEST = tuple(f"heldout{n}" for n in range(36, 41))
"""The parts of the thirteenth round's clean measure (judged at first sight by c742351)."""
CLEANEST = tuple(f"heldout{n}" for n in range(41, 46))
"""The parts of the fourteenth round's clean measure (judged at first sight by c742351,
that round's start, too)."""
RECENT = tuple(f"heldout{n}" for n in range(46, 61))
"""The parts of the fifteenth to seventeenth rounds' clean measures (heldout46..50 judged
at first sight by 9484eb7, heldout51..55 by ea32614, heldout56..60 by 18dbb5f, each
round's start): the eighteenth round's bar is pooled over them (heldout57 and 59 are
validation parts: history like the rest, only their totals printed)."""
NEWER = tuple(p for p in (f"heldout{n}" for n in range(61, 76)) if p not in VALIDATION)
"""The parts of the eighteenth to twentieth rounds' clean measures (heldout61..65 judged at
first sight by 30bbfc7, 66..70 by 4936c5e, 71..75 by 1fb0eaf, each round's start): the
twenty-first round's bar is pooled over them (heldout62, 64, 67 and 69 were validation
parts of their rounds: history like the rest; heldout72 and 74, this round's validation
parts, are left out: ``VALIDATION``)."""
MIN_VERDICTS = 5
"""A check's first-sight record (how often its verdicts were right) is read over at least
this many verdicts (``support_learned_layer``, ``support_soften_low``)."""
L2 = 1.0
"""Weight of the penalty on the squared weights (the intercept is not penalised)."""

FRESH_CHECKER = {"heldout2": "4b28d66", "heldout3": "746e8e9", "heldout4": "188877f",
                 "heldout5": "4325cf8", "heldout6": "bb770ae", "heldout7": "bb770ae",
                 "heldout8": "2959028", "heldout9": "2959028",
                 "heldout10": "84127c4", "heldout11": "84127c4", "heldout12": "aa028e7",
                 "heldout13": "aa028e7", "heldout14": "84127c4", "heldout15": "84127c4",
                 "heldout16": "7f5a132", "heldout17": "7f5a132", "heldout18": "7f5a132",
                 "heldout19": "c876380", "heldout20": "c876380", "heldout21": "8e94764",
                 "heldout22": "8e94764", "heldout23": "8e94764", "heldout24": "0a777cd",
                 "heldout25": "0a777cd", "heldout26": "c876380", "heldout27": "0a777cd",
                 "heldout28": "c876380", "heldout29": "c876380",
                 **{f"heldout{n}": "5b05959" for n in range(30, 36)},
                 **{f"heldout{n}": "c742351" for n in range(36, 46)},
                 **{f"heldout{n}": "9484eb7" for n in range(46, 51)},
                 **{f"heldout{n}": "ea32614" for n in range(51, 56)},
                 **{f"heldout{n}": "18dbb5f" for n in range(56, 61)},
                 **{f"heldout{n}": "30bbfc7" for n in range(61, 66)},
                 **{f"heldout{n}": "4936c5e" for n in range(66, 71)},
                 **{f"heldout{n}": "1fb0eaf" for n in range(71, 76)
                    if f"heldout{n}" not in VALIDATION}}
"""The checker that judged each part before anyone tuned on it: the commit that added
the part (``git log --diff-filter=A``; "" for the checker as it is now). Parts added
together share a commit; those added at a round's end (heldout10/11/14/15,
heldout16..18, heldout19/20/26/28/29) had been watched as totals through that round,
never opened; heldout30..35 were never opened by anyone working on the checker, nor
heldout36..40 before c742351 judged them (the thirteenth round's clean measure), nor
heldout41..45, written at the fourteenth round's start (c742351) and seen only as totals
through it (heldout42 and 44 stay closed: only their totals are printed). heldout46..50,
51..55 and 56..60 are the fifteenth, sixteenth and seventeenth rounds' clean measures,
judged by each round's start (9484eb7, ea32614, 18dbb5f: each has the calibration layer,
taken out by ``rules_alone``); heldout57 and 59 stay closed. heldout61..65, 66..70 and
71..75 are the eighteenth to twentieth rounds' (30bbfc7, 4936c5e, 1fb0eaf, as
``bench.support_first_sight.ROUNDS`` has them), without heldout72 and 74."""

Row = tuple[str, int, Judged]  # part, label (1 = wrong), features and rule judgment


def rows_json(data: list[Row]) -> str:
    """``data`` as ``--save-rows`` and ``--dump`` write it (``rows_from_json`` reads it)."""
    return json.dumps([(p, y, j.features, j.rule, j.reason) for p, y, j in data])


def rows_from_json(text: str) -> list[Row]:
    """The rows ``rows_json`` wrote: an earlier run's saved claims (``--rows``), or what an
    earlier checker's process printed (``fresh_rows``)."""
    return [(p, y, Judged(f, rule, why)) for p, y, f, rule, why in json.loads(text)]


def load(path: Path) -> tuple[dict[str, str], list[dict[str, str]]]:
    """``(source name -> text, cases)`` of one labelled file (as ``bench.support.load``)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    sources = {name: (value["text"] if isinstance(value, dict) else value)
               for name, value in data["sources"].items()}
    return sources, data["cases"]


def part_rows(parts: list[str]) -> list[Row]:
    """Every labelled claim of ``parts`` ("old" for the hand-written set), with its features."""
    out: list[Row] = []
    for part in parts:
        sources, cases = load(OLD_CASES if part == "old" else SETS / f"{part}.json")
        cache: dict[str, Any] = {}
        for case in cases:
            judged = features(case["claim"], sources[case["source"]], cache)
            out.append((part, int(case["label"] == "unsupported"), judged))
    return out


def rows() -> list[Row]:
    """Every labelled claim of every part, with the checker as it is now."""
    return part_rows([*PARTS, "old"])


def fresh_rows(checkers: Mapping[str, str] = FRESH_CHECKER) -> list[Row]:
    """Each part of ``checkers`` (by default ``FRESH_CHECKER``) judged by the checker that
    had not seen it: that commit's ``services`` exported to a temporary folder, ahead of
    this tree on the path, in a process of its own."""
    out: list[Row] = []
    root = ROOT
    for commit in dict.fromkeys(checkers.values()):
        parts = [p for p, c in checkers.items() if c == commit]
        if not commit:
            out += part_rows(parts)
            continue
        with tempfile.TemporaryDirectory() as folder:
            archive = subprocess.run(["git", "-C", str(root), "archive", commit, "services"],
                                     check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
            # The features are read by this tree's reader over that checker's findings.
            shutil.copy(ROOT / "services" / "citations" / "learned_features.py",
                        Path(folder) / "services" / "citations")
            env = {**os.environ, "PYTHONPATH": f"{folder}{os.pathsep}{root}"}
            printed = subprocess.run(
                [sys.executable, "-m", "bench.support_learned", "--dump", *parts],
                check=True, capture_output=True, text=True, env=env, cwd=folder).stdout
        out += rows_from_json(printed)
    return out


def thresholds(ps: list[float], ys: list[int], rules: list[str], target: float
               ) -> tuple[float, float]:
    """``(unsupported_at, weak_at)`` on training claims: the lowest chance at which at
    most ``target`` of correct claims are unsupported, and the one at which as many
    correct claims are not supported as the rules leave not supported."""
    correct = sorted((p for p, y in zip(ps, ys, strict=True) if y == 0), reverse=True)
    if target < 0:  # as many as the rules label unsupported
        allowed = sum(r == "unsupported" for r, y in zip(rules, ys, strict=True) if y == 0)
    else:
        allowed = int(target * len(correct))
    high = correct[allowed] + 1e-9 if allowed < len(correct) else 0.0
    ruled = sum(r != "supported" for r, y in zip(rules, ys, strict=True) if y == 0)
    low = correct[ruled] + 1e-9 if ruled < len(correct) else 0.0
    return high, min(low, high)


def label(p: float, high: float, low: float) -> str:
    return "unsupported" if p >= high else "weak" if p >= low else "supported"


def tally(pairs: list[tuple[int, str]]) -> tuple[int, int, int, int, int, int]:
    """``(correct, false unsupported, weak on correct, wrong, caught, wrong passed)``."""
    correct = [j for y, j in pairs if y == 0]
    wrong = [j for y, j in pairs if y == 1]
    return (len(correct), correct.count("unsupported"), correct.count("weak"), len(wrong),
            wrong.count("unsupported"), wrong.count("supported"))


def line(name: str, t: tuple[int, int, int, int, int, int]) -> str:
    c, fu, weak, w, caught, passed = t
    return (f"{name:<22} false {fu:>3}/{c:<4} {fu / c:6.1%}   weak {weak:>3}/{c:<4} "
            f"{weak / c:6.1%}   caught {caught:>3}/{w:<4} {caught / w:6.1%}   "
            f"passed {passed:>2}/{w}")


Pairs = list[tuple[int, str]]  # label (1 = wrong), judgment


TARGETS = (0.03, 0.05, 0.075, 0.1, 0.125, 0.15)
"""The false-unsupported rates on the training parts that ``--target nested`` chooses among ..."""
PENALTIES = (0.3, 1.0, 3.0)
"""... and the penalties (with ``--nested-l2``)."""


def _base(part: str) -> str:
    """The part a row belongs to ("heldout4" of "heldout4@now", see ``mixed_rows``)."""
    return part.split("@")[0]


class Folds:
    """The claims' features, labels and rule judgments, and each model fitted on them
    without some parts, kept by the parts it leaves out and its penalty (the nested
    choice fits the same training parts again and again)."""

    def __init__(self, data: list[Row], without: tuple[str, ...] = ()) -> None:
        self.names = sorted(set(data[0][2].features) - set(without))
        self.xs = [[r[2].features[k] for k in self.names] for r in data]
        self.rows = sparse(self.xs)
        self.ys = [r[1] for r in data]
        self.rules = [r[2].rule for r in data]
        self.part = [_base(r[0]) for r in data]
        self.scored = [r[0] for r in data]  # "part@now" rows are trained on, never scored
        self._fits: dict[tuple[frozenset[str], float], tuple[list[float], list[float]]] = {}

    def fitted(self, without: frozenset[str], l2: float) -> tuple[list[float], list[float]]:
        """``(weights, chance of every claim)`` of the model trained on every part but
        ``without``, started from the model trained on all of them."""
        key = (without, l2)
        if key not in self._fits:
            start = self.fitted(frozenset(), l2)[0] if without else None
            train = self.train(without)
            w = fit_sparse([self.rows[i] for i in train], [self.ys[i] for i in train],
                           len(self.names), l2, start)
            self._fits[key] = (w, [sigmoid(sum(w[j] * v for j, v in nz)) for nz in self.rows])
        return self._fits[key]

    def train(self, without: frozenset[str]) -> list[int]:
        return [i for i, p in enumerate(self.part) if p not in without]

    def judged(self, part: str, outer: str, target: float, l2: float
               ) -> tuple[Pairs, Pairs, float, float]:
        """``(rule judgments, learned judgments, unsupported_at, weak_at)`` of ``part``'s
        claims by the model trained without ``part`` and ``outer``."""
        without = frozenset({part, outer} - {""})
        _w, ps = self.fitted(without, l2)
        train = self.train(without)
        high, low = thresholds([ps[i] for i in train], [self.ys[i] for i in train],
                               [self.rules[i] for i in train], target)
        test = [i for i, p in enumerate(self.scored) if p == part]
        return ([(self.ys[i], self.rules[i]) for i in test],
                [(self.ys[i], label(ps[i], high, low)) for i in test], high, low)


def chosen(folds: Folds, parts: list[str], left_out: str = "",
           penalties: tuple[float, ...] = (L2,)) -> tuple[float, float]:
    """The ``(target, penalty)`` (of ``TARGETS`` and ``penalties``) a leave-one-out over
    ``parts`` alone picks: the one catching most wrong claims while labelling no more
    correct ones unsupported than the rules do on those parts (the rules' own rate and
    ``L2`` when none does)."""
    best, best_key = (-1.0, L2), (-1, 0)
    for l2 in penalties:
        for t in TARGETS:
            ruled: Pairs = []
            learned: Pairs = []
            for part in parts:
                r, j, _h, _l = folds.judged(part, left_out, t, l2)
                ruled += r
                learned += j
            mine, theirs = tally(learned), tally(ruled)
            if mine[1] <= theirs[1] and (mine[4], -mine[1]) > best_key:
                best, best_key = (t, l2), (mine[4], -mine[1])
    return best


Outcome = dict[str, tuple[Pairs, Pairs]]  # part -> (rule judgments, learned judgments)


def leave_one_out(folds: Folds, target: float | None, show: bool = True,
                  l2: float = L2, penalties: tuple[float, ...] = (L2,)) -> Outcome:
    """Each part of ``LEFT_OUT`` judged by a model trained on every other part (printed
    per part with ``show``). With ``target`` None the target (and the penalty, of
    ``penalties``) is chosen by a leave-one-out inside the training parts alone
    (``chosen``)."""
    out: Outcome = {}
    for part in LEFT_OUT:
        t, penalty = target, l2
        if t is None:
            t, penalty = chosen(folds, [p for p in LEFT_OUT if p != part], part, penalties)
        ruled, learned, high, low = folds.judged(part, "", t, penalty)
        out[part] = (ruled, learned)
        if show:
            print(line(f"{part} rules", tally(ruled)))
            print(line(f"{part} learned", tally(learned))
                  + f"   (target {'as rules' if t < 0 else f'{t:.1%}'}, L2 {penalty}: "
                  f"at {high:.2f} / {low:.2f})", flush=True)
    return out


GROUPS = (("heldout2..15", tuple(p for p in LEFT_OUT if p not in NEWEST)),
          ("heldout16..75", NEWEST), ("heldout30..35", FRESHEST), ("heldout36..40", LATEST),
          ("heldout41..45", CLEANEST), ("heldout46..50", RECENT[:5]),
          ("heldout51..55", RECENT[5:10]), ("heldout56..60", RECENT[10:]),
          ("heldout46..60", RECENT), ("heldout61..65", NEWER[:5]),
          ("heldout66..70", NEWER[5:10]), ("heldout71..75", NEWER[10:]),
          ("heldout61..75", NEWER), ("heldout2..75", LEFT_OUT))


def pooled(out: Outcome, parts: tuple[str, ...]) -> tuple[Pairs, Pairs]:
    ruled: Pairs = []
    learned: Pairs = []
    for part in parts:
        ruled += out[part][0]
        learned += out[part][1]
    return ruled, learned


def mixed_rows() -> list[Row]:
    """``fresh_rows`` and, beside them, every other part as the checker judges it now
    (named "part@now": trained on, never scored, and left out with the part itself)."""
    fresh = fresh_rows()
    seen = {p for p, c in FRESH_CHECKER.items() if not c}
    now = part_rows([p for p in [*PARTS, "old"] if p not in seen])
    return fresh + [(f"{p}@now", y, j) for p, y, j in now]


def rules_alone() -> None:
    """Take the calibration layer out of the checker of this process (a checker of the
    twelfth round on has one): the first-sight judgment is the rules' own, as the
    layer reads it at run time before it moves it."""
    import services.citations.support as support

    if hasattr(support, "reweighed"):
        support.reweighed = lambda judged, finding, _read: (judged, finding)  # type: ignore[assignment]


def main(argv: list[str]) -> None:
    if "--dump" in argv:  # in the process of an earlier checker (see ``fresh_rows``)
        rules_alone()
        print(rows_json(part_rows(argv[argv.index("--dump") + 1:])))
        return
    given = argv[argv.index("--target") + 1] if "--target" in argv else "0.05"
    target: float | None = -1.0 if given == "rules" else None if given == "nested" else float(
        given)
    l2 = float(argv[argv.index("--l2") + 1]) if "--l2" in argv else L2
    if "--rows" in argv:  # the claims' features as an earlier run saved them
        data = rows_from_json(Path(argv[argv.index("--rows") + 1]).read_text(encoding="utf-8"))
    else:
        data = (mixed_rows() if "--mixed" in argv else fresh_rows() if "--history" in argv
                else rows())
    if "--save-rows" in argv:
        Path(argv[argv.index("--save-rows") + 1]).write_text(rows_json(data), encoding="utf-8")
    folds = Folds(data)
    if "--sweep" in argv:
        print(f"{len(data)} labelled claims; pooled, by the false-unsupported rate "
              f"allowed on the training parts (L2 {l2}):\n")
        for t in (-1.0, *TARGETS):
            out = leave_one_out(folds, t, show=False, l2=l2)
            for title, parts in GROUPS:
                ruled, learned = pooled(out, parts)
                if t == -1.0:
                    print(line(f"{title} rules", tally(ruled)))
                at = "as rules" if t < 0 else f"{t:.1%}"
                print(line(f"{title} learned {at}", tally(learned)))
        return
    at = ("the rate a leave-one-out inside the training parts picks" if target is None
          else "the rules' own rate" if target < 0 else f"{target:.0%}")
    print(f"{len(data)} labelled claims, {len(folds.names)} features; unsupported "
          f"threshold: false-unsupported on the training parts at {at}\n")
    penalties = PENALTIES if "--nested-l2" in argv else (l2,)
    out = leave_one_out(folds, target, l2=l2, penalties=penalties)
    print()
    for title, parts in GROUPS:
        ruled, learned = pooled(out, parts)
        print(line(f"{title} rules", tally(ruled)))
        print(line(f"{title} learned", tally(learned)))
    final, penalty = chosen(folds, list(LEFT_OUT), penalties=penalties) if (
        target is None) else (target, l2)
    w, ps = folds.fitted(frozenset(), penalty)
    high, low = thresholds(ps, folds.ys, folds.rules, final)
    print(f"\nweights trained on every part (target {final}, L2 {penalty}; unsupported "
          f"at {high:.3f}, weak at {low:.3f}; largest first):")
    for name, weight in sorted(zip([*folds.names, "(intercept)"], w, strict=True),
                               key=lambda p: -abs(p[1])):
        print(f"  {weight:+7.2f}  {name}")
    if "--apply" in argv:
        # What wiring it in would do: the model just fitted, on every part as the
        # checker judges it now (the tuned parts too).
        print(f"\nthe model above (target {final}, L2 {penalty}) on every part as the "
              "checker judges it now:")
        for part in [*PARTS, "old"]:
            now = part_rows([part])
            print(line(f"{part} rules", tally([(y, j.rule) for _p, y, j in now])))
            print(line(f"{part} learned", tally([(y, label(chance(
                w, [j.features[k] for k in folds.names]), high, low))
                for _p, y, j in now])))
    if "--save" in argv:
        path = Path(argv[argv.index("--save") + 1])
        stored = {"about": "made by python -m bench.support_learned " + " ".join(argv),
                  "parts": sorted({r[0] for r in data}), "target": final, "l2": penalty,
                  "features": folds.names, "weights": [round(v, 4) for v in w[:-1]],
                  "intercept": round(w[-1], 4), "unsupported_at": round(high, 4),
                  "weak_at": round(low, 4)}
        path.write_text(json.dumps(stored, indent=1) + "\n", encoding="utf-8")
        print(f"\nsaved {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
