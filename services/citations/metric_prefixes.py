"""A metric unit written out with its prefix, read as its symbol: "kilometres",
"Kilogramm", "millilitres", "chilometri", "quilômetros" are "km", "kg", "ml".

The number reader keeps a unit word's first four letters as the number's kind, which
makes every "kilo…" one kind ("1.5 kilometres" and "1,500 Kilogramm" alike) and no unit
the conversion of ``unit_scales`` knows, so "1.45 kilometres" could not agree with the
page's "1,450 metres". The prefixes and the stems of metre, gram and litre are written
alike in the languages Footnote reads (en/de/fr/es/it/pt/nl); a bare "Kilo" or "kilos"
(a kilogram, or anything by the kilo) is left as it is.
"""

from __future__ import annotations

import re

_PREFIXED = re.compile(r"(kil[oó]|chilo|quil[oô]|mill?i|cent[ií]|zenti)(m[eèé]t|gram|lit)",
                       re.IGNORECASE)
_PREFIXES = {"kil": "k", "chi": "k", "qui": "k", "mil": "m", "cen": "c", "zen": "c"}
_BASES = {"m": "m", "g": "g", "l": "l"}


def prefixed_symbol(word: str) -> str | None:
    """The symbol of the prefixed metric unit ``word`` writes out ("Kilometer": "km",
    "centímetros": "cm", "milligrammes": "mg"), or None."""
    found = _PREFIXED.match(word)
    if found is None:
        return None
    prefix, base = found.group(1)[:3].lower(), found.group(2)[0].lower()
    return _PREFIXES[prefix] + _BASES[base]
