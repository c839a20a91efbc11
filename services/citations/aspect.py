"""Going on against coming to an end: the opposite said with no negation word.

"Kestrel-1 will keep operating" where the page says it "will be switched off";
"monitoring will stop" where the page says "monitoring will continue";
"traffic still continues" where "traffic ended in 1921"; "Besucher können weiterhin
eine Saisonkarte kaufen" where "Eine Saisonkarte gibt es nicht mehr". No negation word
stands on either side, and every other word matches, yet one says a thing goes
on and the other that it ends. The sign, in any tabled language: the claim's
clause has a word of going on ("continue", "weiterhin", "继续") and none of an
end, while the page's sentence that holds the claim's words best has a word of an
end ("stopped", "eingestellt", "停止") and none of going on; or the other way round.
A clause with a negation of its own ("did not stop") is the negation check's.
"Remains closed" has both and stands against neither.
"""

from __future__ import annotations

from services.citations.cjk_negations import NEGATION_MARKS
from services.citations.clauses import clauses, held
from services.citations.cues import NEGATION_WORDS
from services.citations.finding import Finding
from services.citations.no_longer import no_longer
from services.citations.passages import terms
from services.citations.scripts import CJK, LETTERS
from services.citations.sentences import sentence_spans

GOING_ON: dict[str, tuple[str, ...]] = {
    "en": ("continue", "continues", "continued", "continuing", "keep", "keeps", "kept",
           "still", "remain", "remains", "remained"),
    "de": ("weiter", "weiterhin", "fortgesetzt", "fortsetzen", "fortgeführt", "bleibt",
           "bleiben", "weiterbetrieben"),
    "fr": ("continue", "continuent", "continuera", "continueront", "toujours", "poursuit",
           "poursuivra", "reste", "restera"),
    "es": ("sigue", "siguen", "seguirá", "continúa", "continúan", "continuará", "todavía"),
    "it": ("continua", "continuano", "continuerà", "ancora", "prosegue", "proseguirà"),
    "pt": ("continua", "continuam", "continuará", "ainda", "prossegue", "segue"),
    "nl": ("blijft", "blijven", "voortgezet"),
    "zh": ("继续", "仍然", "依然", "仍在", "持续"),
    "ja": ("引き続き", "継続", "続け"),
    "ko": ("계속", "유지"),
}
"""Words of going on: a thing keeps being or doing what it did."""
ENDING: dict[str, tuple[str, ...]] = {
    "en": ("stopped", "ended", "cease", "ceases", "ceased", "discontinued", "closed",
           "closes", "scrapped", "retired", "decommissioned", "abandoned"),
    "de": ("eingestellt", "beendet", "endet", "enden", "abgeschaltet", "stillgelegt",
           "geschlossen", "schließt", "aufgegeben", "ausgemustert"),
    "fr": ("arrêté", "arrêtée", "arrête", "arrêtera", "cesse", "cessera", "fermé", "fermée",
           "ferme", "fermera", "abandonné", "abandonnée"),
    "es": ("cierra", "cerrará", "cerrado", "cerrada", "termina", "terminó", "terminará",
           "abandonado", "detenido", "detiene", "detendrá"),
    "it": ("chiuso", "chiusa", "chiude", "chiuderà", "cessa", "cessato", "cesserà", "fermato",
           "abbandonato", "spento", "terminerà"),
    "pt": ("fechado", "fechada", "fecha", "fechará", "encerrado", "encerrada", "encerra",
           "encerrará", "terminará", "abandonado", "desligado"),
    "nl": ("gestopt", "stopt", "gesloten", "sluit", "beëindigd", "uitgeschakeld"),
    "zh": ("停止", "关闭", "停运", "结束", "终止", "停用", "关停", "废弃"),
    "ja": ("停止", "終了", "廃止", "閉鎖", "運用を終え"),
    "ko": ("중단", "폐쇄", "종료", "중지"),
}
"""Words of an end: a thing stops being or doing what it did. ("Stop" and "end" in the
present are left out: trains stop at a station, a trail ends at a lake.)"""

UNTIL: dict[str, tuple[str, ...]] = {
    "en": ("until", "till"), "de": ("bis",), "fr": ("jusqu",), "es": ("hasta",),
    "it": ("fino",), "pt": ("até",), "nl": ("tot",), "zh": ("到", "至"), "ja": ("まで",),
    "ko": ("까지",),
}
"""Words of a bound in time: what goes on until a time ends then ("remains open until 6
pm" for "closes at 6 pm"), so a clause with one is read as neither."""
ENDING_PHRASES = ("switched off", "shut down", "phased out", "taken out of service", "will stop",
                  "would stop")
"""English words of an end in two words or more, found as they stand ("will stop" is the
future the other languages write in one word: "arrêtera", "terminará", "cesserà")."""

_GOING_ON = frozenset(w for ws in GOING_ON.values() for w in ws)
_ENDING = frozenset(w for ws in ENDING.values() for w in ws)
_CJK_GOING_ON = tuple(w for lang in ("zh", "ja", "ko") for w in GOING_ON[lang])
_CJK_ENDING = tuple(w for lang in ("zh", "ja", "ko") for w in ENDING[lang])
_UNTIL = frozenset(w for ws in UNTIL.values() for w in ws)
_CJK_UNTIL = tuple(w for lang in ("zh", "ja", "ko") for w in UNTIL[lang])
SHARED = 2
"""Terms at least the claim's clause and the page's sentence share: the same thing."""


def _reads(text: str) -> tuple[bool, bool]:
    """Whether ``text`` has a word of going on, and one of an end (both when it has a
    word of "until": read as neither); "no longer" is an end (``no_longer``)."""
    if no_longer(text):
        return _reads_plain(text)[0], True
    return _reads_plain(text)


def _reads_plain(text: str) -> tuple[bool, bool]:
    words = set(LETTERS.findall(text.lower()))
    spaceless = bool(CJK.search(text))
    if not _UNTIL.isdisjoint(words) or (spaceless and any(w in text for w in _CJK_UNTIL)):
        return True, True
    return (not _GOING_ON.isdisjoint(words) or (spaceless and any(
        w in text for w in _CJK_GOING_ON)),
            not _ENDING.isdisjoint(words) or any(p in text.lower() for p in ENDING_PHRASES)
            or (spaceless and any(w in text for w in _CJK_ENDING)))


def aspect_flip(claim: str, passage: str) -> Finding | None:
    """A clause of ``claim`` that says a thing goes on where the sentence of ``passage``
    holding its words best says it ends, or the other way round (see the module)."""
    theirs = [(s, set(terms(s))) for s in (passage[a:b] for a, b in sentence_spans(passage))]
    if not theirs:
        return None
    page_terms = set().union(*(t for _s, t in theirs))
    for part, mine in clauses(claim):
        if len(mine & page_terms) < SHARED or _negated(part):
            continue  # a negation of its own turns it round: the negation check's
        shares = [(s, held(mine, t, s)) for s, t in theirs]
        most = max(n for _s, n in shares)
        if not most:
            continue
        holding = [s for s, n in shares if n == most]  # the sentences that hold it best
        going, ending = _reads(part)
        read = [_reads(s) for s in holding]
        page_going, page_ending = any(g for g, _e in read), any(e for _g, e in read)
        if (going and not ending and page_ending and not page_going) or (
                ending and not going and page_going and not page_ending):
            said = next(s for s, (g, e) in zip(holding, read, strict=True) if g or e)
            return Finding("negation", part.strip(), said.strip(), rule="aspect")
    return None


def _negated(text: str) -> bool:
    """Whether ``text`` has a negation word (CJK: a negation character)."""
    words = set(LETTERS.findall(text.lower()))
    return not NEGATION_WORDS.isdisjoint(words) or (bool(CJK.search(text)) and any(
        c in text for c in NEGATION_MARKS))
