"""An hour of the day told with words of its quarters: "half past nine", "halb zehn",
"neuf heures et demie", "nueve y media", "a quarter to ten", "Viertel nach neun" are
9:30, 9:30, 9:30, 9:30, 9:45 and 9:15, which a page writes "9.30am", "9:30 Uhr".

The number reader reads the hour word alone ("nine", "zehn"); here the words around it
give its minutes, a closed class per language (``BEFORE``: words before the hour,
``AFTER``: words after it), each with the minutes it adds (a negative number: before
the hour). An hour with its minutes agrees with a time of the passage written as hours
and minutes (minutes as hundredths: 9.30).
"""

from __future__ import annotations

import re

from services.citations.numbers import Number

BEFORE: dict[str, tuple[tuple[str, int], ...]] = {
    "en": (("half past", 30), ("quarter past", 15), ("a quarter past", 15),
           ("quarter to", -15), ("a quarter to", -15)),
    "de": (("halb", -30), ("viertel nach", 15), ("viertel vor", -15), ("dreiviertel", -15),
           ("viertel", -45)),
    "nl": (("half", -30), ("kwart over", 15), ("kwart voor", -15)),
}
"""Words before an hour and the minutes they add ("halb zehn": 9:30)."""
AFTER: dict[str, tuple[tuple[str, int], ...]] = {
    "fr": (("heures et demie", 30), ("heure et demie", 30), ("heures et quart", 15),
           ("heure et quart", 15), ("heures moins le quart", -15),
           ("heure moins le quart", -15)),
    "es": (("y media", 30), ("y cuarto", 15), ("menos cuarto", -15)),
    "it": (("e mezza", 30), ("e mezzo", 30), ("e un quarto", 15), ("meno un quarto", -15)),
    "pt": (("e meia", 30), ("e um quarto", 15), ("menos um quarto", -15)),
}
"""Words after an hour and the minutes they add ("nueve y media": 9:30)."""
_BEFORE = sorted(((p, m) for ps in BEFORE.values() for p, m in ps), key=lambda x: -len(x[0]))
_AFTER = sorted(((p, m) for ps in AFTER.values() for p, m in ps), key=lambda x: -len(x[0]))


def _minutes(claim: str, number: Number) -> int | None:
    """The minutes the words around ``number`` (an hour) in ``claim`` add, or None."""
    lowered, text = claim.lower(), number.text.lower()
    for phrase, minutes in _AFTER:  # the reader took the words in ("nueve y media": 9.5)
        if text.endswith(" " + phrase):
            return minutes
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(number.text.lower())}(?![^\W\d_])",
                             lowered):
        head = lowered[: match.start()].rstrip()
        for phrase, minutes in _BEFORE:
            if head.endswith(phrase) and (len(head) == len(phrase) or not head[
                    -len(phrase) - 1].isalpha()):
                return minutes
        tail = lowered[match.end() :].lstrip()
        for phrase, minutes in _AFTER:
            if tail.startswith(phrase):
                return minutes
    return None


def clock_time(number: Number, claim: str, stated: list[Number]) -> bool:
    """Whether ``number`` of ``claim``, an hour told with words of its quarters, is a time
    the passage (``stated``) writes as hours and minutes."""
    minutes = _minutes(claim, number)
    if minutes is None:
        return False
    times = set()
    for value in number.values:
        # The reader may have counted the half already ("neuf heures et demie": 9.5).
        hour = int(value) if round((value - int(value)) * 60) == minutes else value
        if hour != int(hour) or not 0 <= hour <= 24:
            continue
        total = int(hour) * 60 + minutes
        times |= {round(total // 60 + (total % 60) / 100, 2),
                  round((total // 60 + 12) + (total % 60) / 100, 2)}
    return any(round(v, 2) in times for n in stated for v in n.values)
