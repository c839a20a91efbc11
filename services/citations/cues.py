"""Small word tables the support check reads.

Negation, hedging and number words are closed classes: a handful of words per
language carries them, so a table is exact where a statistical guess is not.
The negation, hedging, plan and bound tables cover English, German, French,
Spanish, Italian, Portuguese, Dutch, Chinese, Japanese and Korean (the last
three by substring: Chinese and Japanese are written without spaces, and Korean
joins its negation and hedging to the verb); the stop words (``stop_words``) cover
the seven spaced languages of these, the number words those seven. Languages outside
these still get the language-independent signals (numbers, names, the
alignment of slots, coverage). Words are given in their lower-cased form as
the tokenizer of ``passages`` yields them ("don't" gives "don" and "t").
"""

from __future__ import annotations

from services.citations.exclusion import DENIAL_WORDS, END_PRESENT_WORDS, EXCLUSION_WORDS
from services.citations.lacking import ATTRIBUTIVE
from services.citations.plan_forms import PLURAL_PLAN_WORDS
from services.citations.stop_words import STOP_WORDS as STOP_WORDS

AVOID: dict[str, tuple[str, ...]] = {
    "en": ("avoid", "avoids", "avoided", "avoiding"),
    "de": ("vermeiden", "vermeidet", "vermeide", "vermied", "vermieden"),
    "fr": ("éviter", "évite", "évitent", "évitez", "évité", "évitée"),
    "es": ("evitar", "evita", "evitan", "evite", "eviten", "evitado"),
    "it": ("evitare", "evita", "evitano", "evitate", "evitato"),
    "pt": ("evitar", "evita", "evitam", "evite", "evitem", "evitado"),
    "nl": ("vermijden", "vermijd", "vermijdt", "vermeed", "vermeden"),
    "zh": ("避免", "避开", "避開", "躲开", "躲開", "躲避", "回避"), "ja": ("避け",),
}
"""The verb "avoid" in every form a sentence gives it ("avoids", "vermeidet", "évitez",
"避开"): a negation of what follows it, though no negation of a modal ("must avoid"
forbids)."""
AVOID_WORDS = frozenset(w for words in AVOID.values() for w in words)
NEGATION: dict[str, tuple[str, ...]] = {  # Italian "mai" left out: French "mai" is May
    "en": ("not", "no", "never", "t", "cannot", "none", "nor", "neither",
           "nothing", "nobody", "nowhere", "lest", "except", "prohibited", "forbidden",
           "banned", "barred"),
    "de": ("nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie",
           "niemals", "weder", "nichts", "keinerlei", "niemand", "niemanden", "niemandem",
           "nirgends", "nirgendwo", "außer", "verboten", "verbotene", "verbotenen",
           "verbotener", "verbotenes", "untersagt"),
    "fr": ("ne", "n", "jamais", "aucun", "aucune", "ni", "rien", "personne",
           "sauf", "interdit", "interdite"),
    "es": ("no", "nunca", "jamás", "ningún", "ninguna", "ninguno", "ni", "nada",
           "nadie", "excepto", "salvo", "prohibido", "prohibida"),
    "zh": ("没有", "并未", "从未", "不要", "不得", "不", "没", "未", "无", "别", "勿", "禁止",
           "严禁", "除了", "避免", "以免", "免得", "以防", "防止"),
    "ja": ("ない", "ません", "禁止", "除き", "避け", "せず", "されず", "われず"),
    "it": ("non", "nessun", "nessuno", "nessuna", "niente", "nulla", "né",
           "vietato", "vietata", "tranne"),
    "pt": ("não", "nunca", "jamais", "nenhum", "nenhuma", "ninguém", "nem",
           "proibido", "proibida", "exceto"),
    "nl": ("niet", "geen", "nooit", "niets", "niemand", "verboden", "behalve"),
    "ko": ("없", "않", "못하", "금지"),
}
"""Words that turn a statement into its opposite (or exclude a case from it)."""
for _lang, _avoid in AVOID.items():
    NEGATION[_lang] = (*NEGATION[_lang], *(w for w in _avoid if w not in NEGATION[_lang]))
LACKS: dict[str, tuple[str, ...]] = {
    "en": ("lacks", "lack", "lacking", "missing"),
    "de": ("fehlt", "fehlen", "fehlte", "fehlten", "mangelt", "mangelte"),
    "fr": ("manque", "manquent", "manquait"), "es": ("falta", "faltan", "carece"),
    "it": ("manca", "mancano", "mancava"), "pt": ("falta", "faltam", "carece"),
    "nl": ("ontbreekt", "ontbreken"),
}
"""Verbs of lacking, negations too: "fehlt noch" says "gibt es nicht"."""
for _lang, _lacks in LACKS.items():
    NEGATION[_lang] = (*NEGATION[_lang], *_lacks, *ATTRIBUTIVE.get(_lang, ()))

NEGATIVE_AFFIXES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("un", "in", "im", "il", "ir", "non", "dis", "de"), ("less",)),
    "de": (("un", "nicht", "de"), ("los", "lose", "loser", "losen", "frei")),
    "fr": (("in", "im", "il", "ir", "non", "dé", "dés"), ()),
    "es": (("in", "im", "des", "no"), ()),
    "it": (("in", "im", "non", "dis"), ()),
    "pt": (("in", "im", "des", "não"), ()),
    "nl": (("on", "niet", "de"), ("loos", "loze", "vrij")),
}
"""Prefixes and suffixes that negate the word they join ("undamaged", "unverändert",
"kostenlos", "onveilig", "careless"), or undo it ("deaktiviert", "deactivated"): a word with
one of them says what "not" and the word say."""

FREE: dict[str, tuple[str, ...]] = {
    "en": ("free",),
    "de": ("kostenlos", "kostenfrei", "gratis", "umsonst", "frei", "eintrittsfrei",
           "gebührenfrei"),
    "fr": ("gratuit", "gratuite", "gratuits", "gratuites", "gratuitement"),
    "es": ("gratis", "gratuito", "gratuita", "gratuitos", "gratuitas"),
    "it": ("gratis", "gratuito", "gratuita", "gratuiti", "gratuite", "gratuitamente"),
    "pt": ("grátis", "gratuito", "gratuita", "gratuitos", "gratuitas", "gratuitamente"),
    "nl": ("gratis", "kosteloos"),
    "zh": ("免费",),
    "ja": ("無料",),
    "ko": ("무료",),
}
WITHOUT: dict[str, tuple[str, ...]] = {
    "en": ("without",), "de": ("ohne",), "fr": ("sans",), "es": ("sin",), "it": ("senza",),
    "pt": ("sem",), "nl": ("zonder",), "zh": ("无需", "不用", "无须"), "ja": ("不要", "なしで"),
    "ko": ("없이",),
}
"""Words of "without": a negation in their meaning, said without a negation word; after
a negation they cancel it ("not allowed without a permit" says "needs a permit")."""
for _lang, _words in WITHOUT.items():
    FREE[_lang] = (*FREE[_lang], *_words)
FREE.update({  # "waived", "exempt": the charge or duty a page says nobody pays or has
    "en": (*FREE["en"], "waived", "exempt"),
    "de": (*FREE["de"], "entfällt", "entfallen", "erlassen", "befreit"),
    "fr": (*FREE["fr"], "exonéré", "exonérée", "exonérés", "exonérées", "exempté", "exemptés"),
    "es": (*FREE["es"], "exento", "exenta", "exentos", "exentas", "exime"),
    "it": (*FREE["it"], "esente", "esenti", "esentato", "esentati"),
    "pt": (*FREE["pt"], "isento", "isenta", "isentos", "isentas", "dispensado"),
    "nl": (*FREE["nl"], "vervalt", "vrijgesteld"),
    "zh": (*FREE["zh"], "免除", "免收"), "ja": (*FREE["ja"], "免除"), "ko": (*FREE["ko"], "면제"),
})
"""Words that say "without paying", "waived" or "without": "enter free" says what "do not pay" says,
"get in without a ticket" what "do not need a ticket" says, so a claim with one of them is
not the opposite of a page's negation (nor is it itself a negation to weigh: "free" alone
never makes a sentence unsupported)."""

ENDS: dict[str, tuple[str, ...]] = {
    "en": ("dropped", "removed", "ended", "stopped", "discontinued", "abolished", "scrapped",
           "withdrawn", "ceased", "closed", "cancelled", "canceled", "lifted", "retired",
           "against", "fixed", "fixes", "resolved", "solved", "repaired", "corrected", "lost",
           "forgo", "forgoes", "forgone"),
    "de": ("eingestellt", "abgeschafft", "gestrichen", "entfernt", "beendet", "aufgegeben",
           "geschlossen", "weggefallen", "aufgehoben", "entfällt", "gegen", "behoben",
           "beseitigt", "korrigiert", "gelöst", "behebt", "beheben", "verloren", "verzichtet",
           "verzichten", "verzichtete"),
    "fr": ("supprimé", "supprimée", "supprimés", "abandonné", "abandonnée", "arrêté",
           "arrêtée", "fermé", "fermée", "retiré", "retirée", "aboli", "abolie", "contre",
           "corrigé", "corrigée", "résolu", "résolue", "perdu", "perdue", "renoncé"),
    "es": ("eliminado", "eliminada", "suprimido", "suprimida", "abandonado", "abandonada",
           "cerrado", "cerrada", "retirado", "retirada", "abolido", "abolida", "contra",
           "corregido", "solucionado", "resuelto", "perdido", "perdida", "renunciado"),
    "it": ("eliminato", "eliminata", "soppresso", "soppressa", "abbandonato", "chiuso",
           "chiusa", "rimosso", "rimossa", "abolito", "abolita", "contro", "corretto",
           "risolto", "perso", "persa", "rinunciato"),
    "pt": ("eliminado", "eliminada", "suprimido", "suprimida", "abandonado", "fechado",
           "fechada", "removido", "removida", "abolido", "abolida", "contra", "corrigido",
           "resolvido", "perdido", "perdida", "renunciou"),
    "nl": ("geschrapt", "afgeschaft", "verwijderd", "gestopt", "gesloten", "beëindigd",
           "tegen", "opgelost", "verholpen", "verloren"),
    "zh": ("取消", "停止", "删除", "移除", "废除", "关闭", "停用", "停运", "闭馆", "休馆", "中止",
           "修复", "解决", "失去", "放弃"),
    "ja": ("廃止", "終了", "削除", "休館", "閉鎖", "停止", "中止", "取りやめ", "解決", "失っ"),
    "ko": ("폐지", "중단", "삭제", "휴관", "폐쇄", "해결", "잃었"),
}
"""Words of an end, a removal, a repair, an opposition, a loss or of going without
("dropped", "eingestellt", "取消", "fixed", "warns against", "lost", "verzichtet"): a
negation in their meaning ("support for 3.9 was dropped" says "3.9 is no longer
supported", "has lost feeling" says "cannot feel"), so a claim with one of them against a
page's negation (or the other way round) is worth a check, never sure to be the opposite."""
OPPOSING = ("against", "gegen", "contre", "contra", "contro", "tegen")
"""The words of an opposition among ``ENDS`` ("warns against"): no end of a state."""

CONDITIONALS: dict[str, tuple[str, ...]] = {
    "en": ("if", "unless"), "de": ("falls", "wenn", "sofern"), "fr": ("si",), "es": ("si",),
    "it": ("se",), "pt": ("se", "caso"), "nl": ("als", "indien", "mits"),
    "zh": ("如果", "若"), "ja": ("場合",), "ko": ("경우",),
}
"""Words that open a condition ("if you cook for children, halve the chilli"): a claim that
states the condition's words ("for children, use half the chilli") keeps it, though it
has no "if"."""
CONCESSIVES: tuple[str, ...] = (
    "even if", "auch wenn", "selbst wenn", "wenn auch", "même si", "aun si", "incluso si",
    "anche se", "mesmo se", "zelfs als", "ook als", "即使", "即便", "哪怕", "たとえ",
)
"""Words that open a concession ("auch wenn sie in manchen Rezepten auftauchen", "even if it
rains"): the main clause holds either way, so the condition word within ("wenn", "if") and
any hedge of the clause hedge nothing the main clause says."""

ABILITIES: dict[str, tuple[str, ...]] = {
    "en": ("can", "able", "possible", "allowed", "permitted", "authorised",
           "authorized"),
    "de": ("kann", "können", "kannst", "darf", "dürfen", "darfst", "möglich", "erlaubt",
           "erlauben", "erlaubte", "gestattet", "gestatten", "zulässig"),
    "fr": ("peut", "peuvent", "possible", "autorisé", "autorisée", "autorisés", "permis"),
    "es": ("puede", "pueden", "posible", "permitido", "permitida", "autorizado"),
    "it": ("può", "possono", "possibile", "consentito", "consentita", "permesso", "ammesso"),
    "pt": ("pode", "podem", "possível", "permitido", "permitida", "autorizado"),
    "nl": ("kan", "kunnen", "mag", "mogen", "mogelijk", "toegestaan"),
    "zh": ("可以", "能够", "可供", "允许", "准许"), "ja": ("できる", "できます", "可能", "許可"),
    "ko": ("수 있", "허용", "허가"),
}
"""Words of what can or may be done, or is allowed: a claim with one of them keeps a page's
possibility or permission ("can be considered" for "consider", "参拝できる" for "参拝は可能",
"bringing food is permitted" for "visitors may bring food")."""

RESTRICTIVES: dict[str, tuple[str, ...]] = {
    "en": ("only", "solely", "exclusively"), "de": ("nur", "ausschließlich", "lediglich"),
    "fr": ("seulement", "uniquement", "exclusivement"),
    "es": ("solo", "sólo", "solamente", "únicamente", "exclusivamente"),
    "it": ("solo", "soltanto", "solamente", "unicamente", "esclusivamente"),
    "pt": ("só", "somente", "apenas", "unicamente", "exclusivamente"),
    "nl": ("alleen", "uitsluitend", "slechts"),
}
"""Words that restrict a statement to one case ("nur nachmittags erlaubt"): what follows
them is the only case the statement holds for."""
ONLY: dict[str, tuple[str, ...]] = {
    **RESTRICTIVES, "zh": ("只有", "仅限", "只限", "只能", "只可", "仅"),
    "ja": ("のみ", "だけ", "に限"), "ko": ("에 한해", "뿐"),
}
for _lang, _words in {  # "not until 2027", "erst 2027": only from then on
        "en": ("until", "till"), "de": ("erst",), "fr": ("jusqu",), "es": ("hasta",),
        "it": ("fino",), "pt": ("até",)}.items():  # Dutch "pas" is French "pas" too
    ONLY[_lang] = (*ONLY[_lang], *_words)
"""Words that restrict a statement to some ("only members can vote") or to a time ("not
until 2027", "erst 2027"): they deny it of all others, so a claim that negates it of the
others ("non-members cannot vote") says the same; read with ``ENDS`` as a negation in
meaning."""

HEDGES: dict[str, tuple[str, ...]] = {
    "en": ("may", "might", "could", "would", "consider", "considering", "considers",
           "possibly", "perhaps", "maybe", "probably", "likely", "if"),
    "de": ("könnte", "könnten", "würde", "würden", "möglicherweise", "vielleicht",
           "eventuell", "wahrscheinlich", "prüfen", "prüfe", "prüft", "erwägt", "erwägen",
           "erwäge", "erwog", "erwogen",
           "falls", "wenn", "betracht", "erwägung"),
    "fr": ("pourrait", "pourraient", "envisage", "envisager", "envisagent",
           "éventuellement", "probablement", "si"),
    "es": ("podría", "podrían", "considera", "considerar", "estudia", "posiblemente",
           "quizá", "quizás", "probablemente", "si"),
    "zh": ("可能", "或许", "也许", "考虑", "如果", "假如", "若", "或将", "说不定"),
    "ja": ("かもしれない", "可能性", "検討", "だろう", "場合"),
    "it": ("potrebbe", "potrebbero", "forse", "probabilmente", "eventualmente",
           "valuta", "valutare", "valutando", "considerare", "ipotesi"),
    "pt": ("poderá", "poderão", "poderia", "poderiam", "talvez", "possivelmente",
           "provavelmente", "eventualmente", "avalia", "avaliar", "estuda", "estudar"),
    "nl": ("zou", "zouden", "mogelijk", "misschien", "waarschijnlijk", "eventueel",
           "overweegt", "overwegen", "onderzoekt"),
    "ko": ("검토", "가능성", "수도 있", "것으로 보", "듯"),
}
BACKSHIFTS: dict[str, tuple[str, ...]] = {
    "en": ("would",), "de": ("würde", "würden"), "nl": ("zou", "zouden"),
}
"""Modals that, after a verb of saying, are the future told at second hand ("said admission
would remain free": it will), not a possibility."""
REPORTING: dict[str, tuple[str, ...]] = {
    "en": ("said", "says", "told", "announced", "stated", "added", "explained", "confirmed",
           "promised", "reported"),
    "de": ("sagte", "sagt", "sagten", "erklärte", "erklärt", "teilte", "kündigte",
           "betonte", "versprach", "bestätigte"),
    "nl": ("zei", "zegt", "verklaarde", "kondigde", "meldde", "beloofde", "bevestigde"),
}
"""Verbs of saying that put a backshifted modal in reported speech."""
REQUESTS: dict[str, tuple[str, ...]] = {
    "en": ("asked", "urged", "demanded", "requested"),
    "de": ("forderte", "fordert", "verlangt", "verlangte", "überlegt", "überlegen"),
    "fr": ("demande", "demandé", "réclame", "réclamé", "réfléchit"),
    "es": ("pidió", "pide", "reclamó", "reclama", "solicitó"),
    "it": ("chiesto", "chiede", "sollecita"),
    "pt": ("pediu", "pede", "solicitou", "reivindica"),
    "nl": ("vroeg", "vraagt", "eist", "eiste"),
    "zh": ("呼吁",),
    "ja": ("要望", "求めた"),
    "ko": ("요청", "촉구"),
}
"""Words of a request or of a thought weighed ("asked for", "pidió que", "überlegt"): what
someone asks for or weighs is not yet so. Read with the hedges."""
for _lang, _words in REQUESTS.items():
    HEDGES[_lang] = (*HEDGES[_lang], *_words)
"""Words that make a statement a possibility, a condition or an intention to weigh:
a claim that drops them ("would consider" -> "will") says more than its source."""

WANTS: dict[str, tuple[str, ...]] = {
    "en": ("wants", "want"), "de": ("wollen", "wollte", "wollten", "möchte", "möchten"),
    "fr": ("veut", "veulent",
    "souhaite"), "es": ("quiere", "quieren"), "it": ("vuole", "vogliono"),
    "pt": ("quer", "querem"), "nl": ("wil", "willen"), "zh": ("想要", "希望"),
    "ja": ("したい", "たい考え"), "ko": ("하고 싶",),
}
"""Words of a wish: like a plan, not yet done. (German "will" is left out: in English it
is the future.)"""
INTENT: dict[str, tuple[str, ...]] = {
    "en": ("plan", "plans", "planned", "expect", "expected", "expects",
           "expecting", "aim", "aims", "aiming", "intend", "intends", "intending",
           "propose", "proposes", "proposed", "proposing", "should"),
    "de": ("geplant", "plant", "planen", "plante", "soll", "sollen", "erwartet",
           "erwarten", "voraussichtlich", "vorgesehen", "beabsichtigt", "beabsichtigen"),
    "fr": ("prévoit", "prévu", "prévue", "devrait", "vise"),
    "es": ("prevé", "previsto", "prevista", "planea", "pretende", "espera", "debería"),
    "zh": ("计划", "预计", "拟", "将于", "定于", "预定", "打算", "有望", "尝试"),
    "ja": ("予定", "見込み", "計画", "目指"),
    "it": ("prevede", "previsto", "prevista", "dovrebbe", "intende", "progetta"),
    "pt": ("prevê", "previsto", "prevista", "planeja", "pretende", "deve"),
    "nl": ("gepland", "verwacht", "verwachting", "beoogt", "voornemens"),
    "ko": ("계획", "예정", "방침"),
}
"""Words of a plan or an expectation: a claim stating it as done deserves a look
("check this"), not a flat "unsupported". (German "plant" is read as one only where
no English function word stands: in English it is a factory; see ``READ_AS``.)"""

NUMBER_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve"),
    "de": ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
           "elf", "zwölf"),
    "fr": ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
           "onze", "douze"),
    "es": ("dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "once", "doce"),
    "it": ("due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
           "undici", "dodici"),
    "pt": ("dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
           "onze", "doze"),
    "nl": ("twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien",
           "elf", "twaalf"),
    "zh": ("两", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"),
    "ja": ("二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"),
}
"""Two to twelve in words (one is left out: it is also an article or a pronoun)."""

CJK_COUNTED = ("(?<![〇一二三四五六七八九十百千万亿億两零第])([两二三四五六七八九])"
               "(?=[个個座年月天名位次件台辆條条种層层家所项項人只本张張部间間栋棟场場届期回階])")
"""A Chinese or Japanese numeral alone before a counter ("三个", "两座", "五人"), two to nine
(a pattern): read as its digit (``numerals.CJK_DIGITS``). Not after another numeral ("十三")
nor "第" ("第三": third)."""


def _flat(table: dict[str, tuple[str, ...]]) -> frozenset[str]:
    return frozenset(word for words in table.values() for word in words)


BOUNDS: dict[str, tuple[str, ...]] = {
    "en": ("more", "less", "fewer", "over", "under", "than"),
    "de": ("mehr", "weniger", "über", "unter", "als"),
    "fr": ("moins",),  # "ne ... plus" is "no longer": not a bound
    "es": ("más", "menos"),
    "zh": ("少", "低", "超", "多", "到", "足"),
    "ja": ("以上", "以下", "未満", "超"),
    "it": ("più", "meno"),
    "pt": ("mais", "menos"),
    "nl": ("meer", "minder"),
    "ko": (),
}
"""Comparatives right after a negation: "no more than", "nicht weniger als", "不少于" state a
bound, not the opposite, so the negation before them is not counted."""
THANS: dict[str, tuple[str, ...]] = {
    "en": ("than",), "de": ("als",), "fr": ("que", "de"), "es": ("que", "de"),
    "it": ("di", "del", "della", "che"), "pt": ("que", "de", "do", "da"), "nl": ("dan",),
}
"""Words after a comparative that make it a bound ("not more than 40"); without one, or a
number, "nicht mehr" and "no more" are "no longer", a negation."""

APPROXIMATORS: dict[str, tuple[str, ...]] = {
    "en": ("about", "around", "roughly", "approximately", "nearly", "almost", "some",
           "approx", "close", "just"),
    "de": ("rund", "etwa", "ungefähr", "circa", "ca", "knapp", "fast", "annähernd", "gut"),
    "fr": ("environ", "près", "presque", "quelque", "autour", "approximativement"),
    "es": ("unos", "unas", "aproximadamente", "casi", "alrededor", "cerca", "aprox"),
    "it": ("circa", "quasi", "all'incirca", "pressoché"),
    "pt": ("cerca", "aproximadamente", "quase", "perto"),
    "nl": ("ongeveer", "circa", "bijna", "zo'n", "ruim", "rond"),
    "zh": ("约", "大约", "近", "将近", "左右", "余", "多"),
    "ja": ("約", "およそ", "近く", "程度", "余り"),
    "ko": ("약", "가량", "정도", "가까이", "여"),
}
"""Words that make a number approximate ("nearly 1,500", "约150万", "rund 30 %"): a claim
with one of them may round the page's figure."""

OBLIGATIONS: dict[str, tuple[str, ...]] = {
    "en": ("must", "required", "requires", "require", "requiring", "obliged", "obligated",
           "obligatory", "compulsory", "mandatory", "need", "needs"),
    "de": ("muss", "müssen", "musst", "musste", "mussten", "müsse", "pflicht", "verpflichtet",
           "verpflichtend", "obligatorisch", "vorgeschrieben", "erforderlich"),
    "fr": ("doit", "doivent", "obligatoire", "obligé", "obligés"),
    "es": ("debe", "deben", "obligatorio", "obligatoria", "obligado"),
    "it": ("deve", "devono", "obbligatorio", "obbligatoria", "obbligo"),
    "pt": ("deve", "devem", "obrigatório", "obrigatória", "obrigado"),
    "nl": ("moet", "moeten", "verplicht"), "zh": ("必须", "须", "应当", "务必"),
    "ja": ("なければならない", "必要", "義務"), "ko": ("해야", "필수", "의무"),
}
"""Words of an obligation ("must", "muss", "必须"): "must be kept on a lead" says what "not
allowed off the lead" says, a double negation. A claim and page that differ in this (one
obliges, the other negates) are worth a check, never sure to be opposites."""

CURRENCIES: tuple[str, ...] = (
    "pound", "pounds", "euro", "euros", "dollar", "dollars", "yuan", "yen", "franc", "francs",
    "franken", "pfund", "livre", "livres", "dólar", "dólares", "sterline", "sterlina",
    "krona", "kronor", "krone", "kroner", "rupee", "rupees", "peso", "pesos", "reais", "won")
"""Currency names written after a figure ("4.5 million pounds"): part of how the figure
is written, like its scale."""

CJK_REPORTING: dict[str, tuple[str, ...]] = {
    "zh": ("表示", "称", "说", "指出", "认为", "介绍", "透露", "宣布", "强调", "说明", "提到",
           "告诉", "表明", "坦言", "显示"),
    "ja": ("述べ", "語っ", "話し", "説明", "明らか", "発表", "強調", "指摘"),
    "ko": ("말했", "밝혔", "전했", "설명", "강조", "발표"),
}
"""Verbs of saying in Chinese, Japanese and Korean ("表示" for "称"): one in the place of
another reports the same statement; neither is a name."""

DEMONSTRATIVES: dict[str, tuple[str, ...]] = {
    "en": ("this", "these", "that", "those", "such"), "de": ("dies", "diese", "dieser",
    "dieses", "diesen", "solche"), "fr": ("ce", "cet", "cette", "ces"),
    "es": ("este", "esta", "estos", "estas", "dicho", "dicha"), "it": ("questo", "questa",
    "questi", "queste", "tale"), "pt": ("este", "esta", "estes", "estas", "tal"),
    "nl": ("deze", "dit", "dat", "die", "zulke"), "zh": ("这", "此", "该"),
    "ja": ("この", "その", "これ", "それ", "同"), "ko": ("이번", "해당", "그"),
}
"""Words that point back to what was said ("this news", "这一消息", "diese Pläne"): a
phrase with one of them refers to the page's statement, it adds no detail of its own."""

for _lang, _unable in {  # "was unable to send" says "did not send"; "unmöglich", "impossible"
        "en": ("unable", "incapable", "impossible"), "de": ("unmöglich", "unfähig", "außerstande"),
        "fr": ("incapable", "incapables", "impossible"),
        "es": ("incapaz", "incapaces", "imposible"), "it": ("incapace", "incapaci", "impossibile"),
        "pt": ("incapaz", "incapazes", "impossível"),
        "nl": ("onmogelijk", "onmachtig")}.items():
    NEGATION[_lang] = (*NEGATION[_lang], *_unable)
for _lang, _refrain in {  # "resist adding more flour" says "do not add more flour"; German
        # "verzichten" ends its clause, after what it turns down, and Dutch "onthouden"
        # also means "remember": left out
        "en": ("resist", "resists", "resisted", "resisting", "refrain", "refrains", "refrained",
               "refraining", "abstain", "abstains"),
        "fr": ("abstenir", "abstiennent"), "es": ("abstenerse", "absténgase"),
        "it": ("astenersi",), "pt": ("abster", "abstenha")}.items():
    NEGATION[_lang] = (*NEGATION[_lang], *_refrain)
NEGATION_WORDS = _flat(NEGATION)
MARKERS: dict[str, frozenset[str]] = {
    "pt": frozenset({"em", "ao", "aos", "pelo", "pela", "pelos", "pelas", "um", "uma", "uns",
                     "umas", "não", "também", "são", "será", "foi", "está", "estão"}),
    "it": frozenset({"gli", "nel", "nello", "nella", "nei", "negli", "nelle", "della",
                     "dello", "degli", "delle", "dei", "sul", "sulla", "alla", "allo", "agli",
                     "alle", "dal", "dalla", "è", "anche", "più", "questo", "questa", "sono"}),
}
"""Function words only Portuguese or only Italian has among the tabled languages: where
they stand, a word that is a cue elsewhere reads as theirs ("no dia" is Portuguese "on the
day", "si trova" Italian "is found")."""
MARKERS["en"] = frozenset({"the", "of", "and", "is", "are", "was", "were", "its", "their",
                           "has", "have", "will", "which", "this", "that", "with"})
"""English too, for German "plant" (plans), an English noun where these stand."""
READ_AS: dict[str, tuple[str, str]] = {"no": ("pt", "negation"), "si": ("it", "hedge"),
                                       "plant": ("en", "intent")}
"""Cue words that are function words of a language in ``MARKERS``: the language, and the
kind of cue they are elsewhere."""
FRENCH_SECOND: frozenset[str] = frozenset({
    "pas", "plus", "jamais", "rien", "personne", "aucun", "aucune", "guère", "point", "que",
    "qu", "ni"})
"""The second part French "ne" needs to negate ("ne … pas"): Italian "ne" ("ne ha
parlato", of it) has none."""
BOUND_WORDS = _flat(BOUNDS)
THAN_WORDS = _flat(THANS)
HEDGE_WORDS = _flat(HEDGES)
for _lang, _wishes in WANTS.items():
    INTENT[_lang] = (*INTENT[_lang], *_wishes)
INTENT_WORDS = _flat(INTENT) | PLURAL_PLAN_WORDS
FREE_WORDS = _flat(FREE)
WITHOUT_WORDS = _flat(WITHOUT)
END_WORDS = _flat(ENDS) | _flat(ONLY) | EXCLUSION_WORDS | DENIAL_WORDS | END_PRESENT_WORDS
NEGATIVE_PREFIXES = frozenset(p for prefixes, _ in NEGATIVE_AFFIXES.values() for p in prefixes)
NEGATIVE_SUFFIXES = frozenset(s for _, suffixes in NEGATIVE_AFFIXES.values() for s in suffixes)
CONDITIONAL_WORDS = _flat(CONDITIONALS)
APPROXIMATOR_WORDS = _flat(APPROXIMATORS)
DEMONSTRATIVE_WORDS = _flat(DEMONSTRATIVES)
REPORTING_WORDS = _flat(REPORTING)
OBLIGATION_WORDS = _flat(OBLIGATIONS)
ABILITY_WORDS = _flat(ABILITIES)
# Only the spaced languages' number words are looked up as words: a Chinese or
# Japanese numeral is part of many ordinary words (统一, 十分).
# Words that are numbers in one language and something else in another
# ("once", "elf", "sept") are left out.
_AMBIGUOUS = frozenset({"once", "elf", "sept", "due", "sei", "otto", "dez"})
NUMBER_VALUES: dict[str, int] = {
    word: value
    for lang in ("en", "de", "fr", "es", "it", "pt", "nl")
    for value, word in enumerate(NUMBER_WORDS[lang], start=2)
    if word not in _AMBIGUOUS
} | {"duas": 2}
CJK_NEGATION_AFTER = frozenset({"ない", "ません"})
"""Negations written after the word they negate (Japanese verb endings)."""
_BY_SUBSTRING = ("zh", "ja", "ko")
CJK_CUES = {
    "free": tuple(w for lang in _BY_SUBSTRING for w in FREE[lang]),
    "negation": tuple(w for lang in _BY_SUBSTRING for w in NEGATION[lang]),
    "hedge": tuple(w for lang in _BY_SUBSTRING for w in HEDGES[lang]),
    "intent": tuple(w for lang in _BY_SUBSTRING for w in INTENT[lang]),
    "without": tuple(w for lang in _BY_SUBSTRING for w in WITHOUT[lang]),
    "end": tuple(w for lang in _BY_SUBSTRING for w in (*ENDS[lang], *ONLY[lang])),
    "ability": tuple(w for lang in _BY_SUBSTRING for w in ABILITIES[lang]),
    "obligation": tuple(w for lang in _BY_SUBSTRING for w in OBLIGATIONS[lang]),
}
"""Cues matched as substrings in Chinese, Japanese and Korean text."""
KOREAN_NEGATION = frozenset(NEGATION["ko"])
"""Korean negations: a word of their own after the verb they negate ("날릴 수 없다")."""


EXCEPTIONS: dict[str, tuple[str, ...]] = {
    "en": ("except for", "except", "apart from", "other than", "with the exception of"),
    "de": ("mit ausnahme von", "mit ausnahme der", "mit ausnahme des", "außer", "ausgenommen"),
    "fr": ("à l'exception de", "à l'exception des", "à l'exception du", "sauf", "hormis"),
    "es": ("a excepción de", "con excepción de", "excepto", "salvo"),
    "it": ("ad eccezione di", "ad eccezione dei", "ad eccezione delle", "tranne", "eccetto",
           "salvo"),
    "pt": ("com exceção de", "à exceção de", "exceto", "salvo"),
    "nl": ("met uitzondering van", "behalve", "uitgezonderd"),
}
"""Markers of the case a statement leaves out ("not allowed, except assistance dogs"): what
the sentence says, it says the opposite of for that case."""
ADVERSATIVES: dict[str, tuple[str, ...]] = {
    "en": ("however", "though", "instead"), "de": ("dagegen", "hingegen", "jedoch", "allerdings"),
    "fr": ("cependant", "pourtant", "toutefois"), "es": ("embargo", "cambio"),
    "it": ("invece", "tuttavia", "però"), "pt": ("porém", "contudo", "entanto"),
    "nl": ("echter", "daarentegen"),
}
"""Adverbs that set a clause against the one before ("Feuer machen dagegen nicht"): never
what a negation at the clause's end bears on."""
COORDINATORS: dict[str, tuple[str, ...]] = {
    "en": ("and", "or", "but"), "de": ("und", "oder", "aber", "sondern"),
    "fr": ("et", "ou", "mais"), "es": ("y", "o", "pero", "sino"), "it": ("e", "ed", "o", "ma"),
    "pt": ("e", "ou", "mas"), "nl": ("en", "of", "maar"),
}
"""Words that start another statement: a negation bears on nothing after them."""
CONTRASTING: dict[str, tuple[str, ...]] = {
    "en": ("but",), "de": ("aber", "sondern"), "fr": ("mais",), "es": ("pero", "sino"),
    "it": ("ma",), "pt": ("mas",), "nl": ("maar",),
}
"""The words of ``COORDINATORS`` that set what follows against what came before ("but"):
they join two statements, never the last item of a list."""
FUTURES: dict[str, tuple[str, ...]] = {
    "en": ("will", "shall", "going", "next", "intend", "intends", "wants", "want", "aims",
           "hope", "hopes", "due", "scheduled", "set", "soon", "later"),
    "de": ("wird", "werden", "will", "wollen", "künftig", "soll", "sollen", "nächsten",
           "nächstes", "nächste", "hofft", "hoffen", "bald", "später"),
    "fr": ("va", "vont", "veut", "veulent", "prochain", "prochaine", "espère", "bientôt"),
    "es": ("va", "van", "quiere", "quieren", "próximo", "próxima", "espera", "pronto"),
    "it": ("vuole", "vogliono", "prossimo", "prossima", "spera", "presto"),
    "pt": ("vai", "vão", "quer", "querem", "próximo", "próxima", "espera", "breve"),
    "nl": ("zal", "zullen", "gaat", "gaan", "wil", "willen", "volgend", "volgende", "hoopt",
           "binnenkort"),
    "zh": ("将", "要", "会", "拟", "准备", "明年"),
    "ja": ("する方針", "予定", "計画", "目指", "来年", "たい"),
    "ko": ("려고", "려 한다", "할 것", "겠", "내년"),
}
"""Words that put a statement in the future or state an aim: a claim with one of them
keeps a page's plan a plan. (Future verb endings of the Romance languages are read
from the word's ending, see ``signals``.)"""

COORDINATOR_WORDS = _flat(COORDINATORS)
CONTRASTING_WORDS = _flat(CONTRASTING)
ADVERSATIVE_WORDS = _flat(ADVERSATIVES)
RESTRICTIVE_WORDS = _flat(RESTRICTIVES)
BACKSHIFT_WORDS = _flat(BACKSHIFTS)
CJK_REPORTING_WORDS = _flat(CJK_REPORTING)
FUTURE_WORDS = frozenset(w for lang, ws in FUTURES.items() if lang not in _BY_SUBSTRING
                         for w in ws)
CJK_FUTURE = tuple(w for lang in _BY_SUBSTRING for w in FUTURES[lang])
