"""A passage that negates the very run of words a claim states plainly.

"Encrypted albums cannot be shared" against "the encrypted albums … can be
shared"; "Route 57 will not be replaced" against "route 57 will be replaced";
"Die Linie wird nicht ersetzt" against "die Linie wird ersetzt". The passage's
auxiliary or modal, with its negator taken away, and the words after it stand
in the claim in the same order, the word before it (the subject's last word)
shortly before them, and the claim puts no negator there: the claim states
what the passage denies. The check only confirms a negation flip found
elsewhere (``polarity``), which alone is only worth a check when the clauses
it compares may not be the same.

The auxiliaries and negators are closed classes, given for every supported
language that writes them as words (en, de, fr, es, it, nl, pt); in Chinese
and Japanese a negator is not a separate word and this check does not apply.
"""

from __future__ import annotations

import re

__all__ = ["negated_run"]

_FUSED = {  # a negated auxiliary written as one word: its plain form
    "cannot": "can", "can't": "can", "won't": "will", "don't": "do", "doesn't": "does",
    "didn't": "did", "isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were",
    "shouldn't": "should", "mustn't": "must", "couldn't": "could", "wouldn't": "would",
    "hasn't": "has", "haven't": "have", "hadn't": "had", "needn't": "need",
}
_NEGATORS = frozenset({
    "not", "never",  # en
    "nicht", "nie", "niemals",  # de
    "pas", "jamais",  # fr (after the verb: "ne peut pas être")
    "nunca",  # es, pt ("no"/"non" stand before the verb, not after an auxiliary)
    "mai",  # it
    "niet", "nooit",  # nl
    "não",  # pt
})
_AUXILIARIES = frozenset({
    # en
    "can", "could", "will", "would", "shall", "should", "may", "might", "must", "need",
    "is", "are", "was", "were", "be", "do", "does", "did", "has", "have", "had",
    # de
    "kann", "können", "konnte", "konnten", "wird", "werden", "wurde", "wurden", "ist",
    "sind", "war", "waren", "muss", "müssen", "darf", "dürfen", "soll", "sollen", "hat",
    "haben",
    # fr
    "peut", "peuvent", "sera", "seront", "est", "sont", "doit", "doivent",
    # es / it / pt
    "puede", "pueden", "será", "serán", "es", "son", "debe", "deben", "può", "possono",
    "sarà", "saranno", "è", "sono", "deve", "devono", "pode", "podem", "é", "são",
    # nl
    "kan", "kunnen", "wordt", "worden", "zal", "zullen", "moet", "moeten", "mag", "mogen",
})
AUXILIARIES = _AUXILIARIES
"""Auxiliary and modal verbs of the spaced languages (a closed class)."""
_FILLER = frozenset({"ne", "n'", "se", "si", "es", "er", "het"})
"""Words a negated run may carry beside its negator that the plain one drops ("ne")."""
_WORD = re.compile(r"\d+(?:[.,]\d+)*|[^\W_]+(?:['’][^\W_]+)?")
_REACH = 6
"""Words of the claim between the subject's last word and the auxiliary."""
_CONTENT = 4
"""Letters from which a word after the auxiliary is a content word."""


def _words(text: str) -> list[str]:
    return [w.replace("’", "'") for w in _WORD.findall(text.lower())]


def _denied_runs(passage: list[str]) -> list[tuple[str, str, list[str]]]:
    """``(word before, auxiliary, words after)`` for each negated auxiliary of the passage."""
    runs = []
    for i, word in enumerate(passage):
        if word in _FUSED:
            aux, rest, before = _FUSED[word], i + 1, i - 1
        elif word in _NEGATORS and i > 0 and passage[i - 1] in _AUXILIARIES:
            aux, rest, before = passage[i - 1], i + 1, i - 2
        elif word in _NEGATORS and i > 1 and passage[i - 2] in _AUXILIARIES and (
                passage[i - 1] in _FILLER):
            aux, rest, before = passage[i - 2], i + 1, i - 3
        else:
            continue
        while before >= 0 and passage[before] in _FILLER:  # "ne peuvent pas"
            before -= 1
        after = [w for w in passage[rest:rest + 3] if w not in _NEGATORS]
        if before >= 0 and after:
            runs.append((passage[before], aux, after))
    return runs


def _stated_plainly(claim: list[str], before: str, aux: str, after: list[str]) -> bool:
    """Whether ``claim`` has ``aux`` followed by ``after`` (at least two words,
    one of them a content word; or one content word), ``before`` shortly ahead,
    and no negator from ``before`` to the run's end."""
    for n in (3, 2, 1):
        run = after[:n]
        if len(run) < n or not any(len(w) >= _CONTENT for w in run):
            continue
        for i, word in enumerate(claim):
            if word != aux or claim[i + 1:i + 1 + n] != run:
                continue
            start = max(0, i - _REACH)
            if before not in claim[start:i]:
                continue
            stretch = claim[start:i + 1 + n]
            if not any(w in _NEGATORS or w in _FUSED for w in stretch):
                return True
    return False


def negated_run(claim: str, passage: str) -> bool:
    """Whether ``passage`` negates an auxiliary and the words after it that ``claim``
    states in the same order without a negator (see the module's docstring)."""
    mine = _words(claim)
    if any(w in _FUSED for w in mine):
        return False
    return any(_stated_plainly(mine, *run) for run in _denied_runs(_words(passage)))
