"""The function characters of Chinese, Japanese and Korean: particles and grammar words,
one character each, that no name starts with and no content word is made of. One closed
class, shared by the checks that read CJK text character by character.
"""

from __future__ import annotations

CHINESE_FUNCTION = "的了在于是和与及或也都而之其以为从到被把将对向由"
"""Chinese particles, prepositions, conjunctions and the copula."""
JAPANESE_PARTICLES = "はがをにでとのへもや"
"""Japanese case and topic particles written in kana."""
KOREAN_PARTICLES = "을를은는이가에의와과도만"
"""Korean particles written after the noun they mark."""
CJK_FUNCTION = frozenset(CHINESE_FUNCTION + JAPANESE_PARTICLES)
"""Function characters of Chinese and Japanese: wording, not content."""
