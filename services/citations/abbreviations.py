"""The closed classes of words that decide whether a full stop ends a sentence.

Three kinds, each given for the languages Footnote reads (English, German,
French, Spanish, Italian, Portuguese, Dutch):

- ``ABBREVIATIONS``: abbreviated titles, units, months and connectives written
  before a capitalised word ("Dr. Albrecht", "62 Mio. Euro", "Okt. 2023");
- ``NUMBER_LABELS``: abbreviations that label the number after them ("Nr. 5",
  "Tel. 0800 …", "ca. 30", "approx. 27 GB", "Abs. 2", "env. 2 kg", "pág. 12"): a
  full stop before a digit is inside the sentence only after one of these, for a
  sentence may start with a number ("… wieder. 1974 wurde …", "… browned. 2 eggs …");
- ``ORDINAL_LEADS``: the words before a number written with a dot as an ordinal
  (German "am 14.", "im 19. Jahrhundert", "der 3. Liga", "seinem 2. Album"):
  articles, their contractions with a preposition, demonstratives, "jed-" and the
  possessives. Elsewhere a number's dot before a capital ends the sentence ("…
  instead of 15. Existing events …", "… Nr. 17. Messungen …"), unless a month
  follows ("Stand: 3. März") or the number opens a line (a numbered list item).
"""

from __future__ import annotations

from services.months import month_names

ABBREVIATIONS = frozenset({
    "dr", "prof", "mr", "mrs", "ms", "st", "mt", "jr", "sr", "sra", "srta", "dra", "mme",
    "mlle", "hr", "fr", "nr", "no", "vol", "fig", "abb", "art", "bd", "mio", "mrd", "tsd",
    "ca", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "okt", "nov",
    "dec", "dez", "hbf", "str", "bzw", "vgl", "inkl", "zzgl", "usw", "etc", "vs", "approx",
    # titles and ranks before a name
    "gov", "sen", "rep", "gen", "col", "lt", "capt", "sgt", "rev", "hon", "dipl", "ing",
    "mag", "hl", "dott", "avv", "sig", "sig.ra", "dña", "dn", "avda", "av", "pl", "dhr",
    "mevr", "drs", "ir", "mons", "pr", "aprox", "núm", "nº", "env", "bsp", "ggf", "evtl",
    "gebr",
})
"""Abbreviations written before a capitalised word (titles, units, months) in English,
German, French, Spanish, Italian, Portuguese and Dutch; the splitter's rules catch the
rest (one letter, dotted forms, a lower-case word after)."""

ENUMERATION_ENDS = frozenset({"etc", "usw", "usf", "ecc", "enz"})
"""Abbreviations that close a list ("and so on": en/fr/es/pt "etc.", de "usw.", "usf.", it
"ecc.", nl "enz."): a capital after one starts a sentence, unlike after a title or a unit."""

NUMBER_LABELS = frozenset({
    # en
    "no", "nos", "vol", "vols", "p", "pp", "ch", "chap", "sec", "sect", "fig", "figs", "tab",
    "eq", "approx", "appx", "ca", "tel", "ph", "ext", "art", "para", "ed", "max", "min",
    "avg", "est", "apt", "rte", "hwy", "ver", "v", "ref",
    # de
    "nr", "abs", "bd", "kap", "rd", "insg", "ziff", "abb", "jg", "jh", "mind", "zzgl", "inkl",
    "ggf", "bzw", "s", "vgl", "gr", "pos", "bj", "hnr", "tsd", "mio", "mrd", "std", "bsp", "str",
    "evtl",
    # fr
    "env", "réf", "tél", "n°", "nº", "éd",
    # es, pt, it
    "núm", "aprox", "pág", "págs", "cap", "máx", "mín", "pag", "pagg", "tav",
    # nl
    "blz", "ong", "hfst",
    # months written short before a day or a year ("Okt. 2023", "Sept. 30")
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "okt", "nov",
    "dec", "dez", "mär", "mrz",
})
"""Abbreviations that label the number after them, per language (a compound ending in
one counts: "Artikel-Nr. 0 275", "Ticket-Nr. 4471")."""

ORDINAL_LEADS = frozenset({
    "der", "die", "das", "den", "dem", "des",
    "am", "im", "zum", "zur", "vom", "beim", "ins", "ans",
    "ein", "eine", "einem", "einen", "einer", "eines",
    "jede", "jeder", "jedes", "jedem", "jeden",
    "diese", "dieser", "dieses", "diesem", "diesen",
    *(f"{own}{ending}" for own in ("mein", "dein", "sein", "ihr", "unser", "euer", "eur")
      for ending in ("", "e", "em", "en", "er", "es")),
})
"""German words before an ordinal written with a dot (the languages Footnote reads
write no other ordinal so)."""

ORDINAL_MONTHS = frozenset(month_names(("de", "da", "no", "nb", "fi", "cs", "sk", "pl",
                                        "hu", "sl", "hr", "et")))
"""Month names after a day written with a dot ("14. März", "3. oktober"), in the
languages that write days so."""
