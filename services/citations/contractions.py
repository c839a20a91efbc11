"""Contractions spelled out before words are matched: "don't" is "do not".

The tokenizer of ``passages`` cuts words at apostrophes, so "don't" would give the
terms "don" and "t", which no page that writes "do not" holds: a paraphrase in
everyday English ("Children don't have to stay away from school" for "do not need
to be kept off school") lost two of its words' weight to them. Spelled out, the
negation is a stop word like "not" (the polarity checks read the sentence itself,
not its terms). The other clitics ("'ll", "'ve", "'re", "'d") stand for auxiliaries,
which are stop words too; Italian and French elided articles and conjunctions
("dell'", "nell'", "jusqu'") are their full forms. Closed classes, one per language
that writes them.
"""

from __future__ import annotations

import re

_APOSTROPHES = ("'", "\u2019")
_NOT = re.compile(r"\b(won|can|shan|[^\W\d_]+?)n?['\u2019]t\b")
"""An English "n't" contraction: "won't" (will), "can't", "shan't", "doesn't"."""
_IRREGULAR = {"won": "will", "can": "can", "shan": "shall"}
NOT_HOSTS = frozenset({"don", "doesn", "didn", "isn", "aren", "wasn", "weren", "can", "couldn",
                       "won", "wouldn", "shouldn", "haven", "hasn", "hadn", "mustn", "needn",
                       "ain", "mightn", "shan", "daren"})
"""The words an English "n't" is cut from ("don't": "don" and "t"): a "t" after any other
word is no negation ("3.200 t": tonnes)."""
_CLITIC = re.compile(r"(?<=[^\W\d_])['\u2019](?:ll|ve|re|d|m)\b")
"""English "'ll", "'ve", "'re", "'d", "'m": auxiliaries, stop words."""
ELIDED: dict[str, str] = {
    # Italian: the article or preposition before a vowel.
    "dell": "della", "nell": "nella", "sull": "sulla", "dall": "dalla", "all": "alla",
    "coll": "colla", "quell": "quella", "un": "una",
    # French: conjunctions before a vowel.
    "jusqu": "jusque", "lorsqu": "lorsque", "puisqu": "puisque", "quoiqu": "quoique",
    "presqu": "presque",
}
_ELIDED = re.compile(r"\b(" + "|".join(ELIDED) + r")['\u2019](?=[^\W\d_])")


def _not(match: re.Match[str]) -> str:
    head = match.group(1)
    return f"{_IRREGULAR.get(head, head)} not"


_CANNOT = re.compile(r"\bcannot\b")


def spelled_out(text: str) -> str:
    """``text`` (lower-cased) with its contractions and elisions written in full ("cannot"
    too: "can not", as "can't")."""
    if "cannot" in text:
        text = _CANNOT.sub("can not", text)
    if not any(a in text for a in _APOSTROPHES):
        return text
    text = _CLITIC.sub("", _NOT.sub(_not, text))
    return _ELIDED.sub(lambda m: ELIDED[m.group(1)] + " ", text)


def unit_t_dropped(words: list[str]) -> list[str]:
    """``words`` without every lone "t" that is no "n't": a "t" is a negation only right after
    the word it is cut from ("don't": "don", "t"; ``NOT_HOSTS``); elsewhere it is a unit
    ("200.000 t Salz", "12 t load") or a code's letter ("T4")."""
    return [w for k, w in enumerate(words) if w != "t" or (k > 0 and words[k - 1] in NOT_HOSTS)]
