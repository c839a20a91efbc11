"""A claim that credits the page itself: "…, according to the website", "…, secondo il
sito", "Laut der Website …", "据该网站，…". The page is what the citation points to,
so the credit adds nothing to check: it is taken off before the checks read the claim
(else "laut Website" reads as a detail the page does not state).

Words of "according to" (``speakers.ACCORDING``), articles and the nouns for a
website, page or article are closed classes, given for en, de, fr, es, it, nl, pt,
zh, ja, ko.
"""

from __future__ import annotations

import re

from services.citations.attribution import CJK_ACCORDING
from services.citations.case_blind import CaseBlind
from services.citations.speakers import ACCORDING

_ARTICLE = (r"(?:the|its|this|their|der|die|dem|des|ihrer|seiner|le|la|l['’]|les|son|sa|el|su"
            r"|il|lo|i|o|a|do|da|het|de|zijn|hun)")
_PAGE = (r"(?:web ?site|site(?: web| internet)?|web ?page|page|article|report|homepage"
         r"|webseite|internetseite|seite|artikel|bericht|sitio(?: web)?|web|página(?: web)?"
         r"|artículo|sito(?: web| internet)?|pagina(?: web)?|articolo|artigo|relatório)")
_ACCORDING = (*(w for w in ACCORDING if w != "zufolge"), "stando a", "conforme")
"""Words of "according to" before the one credited ("zufolge" comes after: ``_ZUFOLGE``)."""
_CREDIT = (r"(?:" + "|".join(re.escape(w).replace("'", "['’]") for w in _ACCORDING)
           + r")\s+(?:" + _ARTICLE + r"\s*)?" + _PAGE
           # the page itself, not "the site's manager" nor "the report by the WHO"
           + r"(?![\w'’-])(?!\s+(?:by|of|from|von|des|der|de|du|del|della|di|van|do|da)\b)")
_TAIL = re.compile(r"\s*,\s*" + _CREDIT + r"\s*(?=[.!?]?\s*$)", re.IGNORECASE)
_HEAD = re.compile(r"^\s*" + _CREDIT + r"\s*,?\s*", re.IGNORECASE)
_ZUFOLGE = re.compile(r"\s*,?\s*(?:der|dem)\s+(?:Website|Webseite|Seite|Artikel|Bericht)"
                      r"\s+zufolge\s*,?", re.IGNORECASE)
_CJK_HEAD = re.compile(r"^\s*(?:据|根据|按照)(?:该|此|这个)?(?:网站|网页|页面|文章|报道)"
                       r"(?:介绍|显示|称)?[，,]\s*")
_CJK_TAIL = re.compile(r"[，,]\s*(?:据|根据)(?:该|此)?(?:网站|网页|页面|文章|报道)(?:介绍|显示|称)?"
                       r"(?=[。.]?\s*$)|[、，,]?\s*(?:サイト|ウェブサイト|記事)によると|"
                       r"(?:웹사이트|사이트|기사)에 따르면\s*,?\s*")


_ANY_CREDIT = CaseBlind("|".join(re.escape(w).replace("'", "['’]") for w in (
    *_ACCORDING, "zufolge", *CJK_ACCORDING, "按照")))
"""A quick test: most claims credit no one, and need none of the patterns above."""


def without_self_credit(claim: str) -> str:
    """``claim`` without a clause that credits the page itself."""
    if _ANY_CREDIT.search(claim) is None:
        return claim
    out = _TAIL.sub("", claim)
    out = _ZUFOLGE.sub("", out).strip()
    out = out[:1].upper() + out[1:]  # "Der Website zufolge öffnet …": "Öffnet …"
    out = _CJK_TAIL.sub("", _CJK_HEAD.sub("", out))
    head = _HEAD.match(out)
    if head is not None and head.end() < len(out):
        rest = out[head.end():]
        out = rest[:1].upper() + rest[1:]
    return out.strip() or claim
