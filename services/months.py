"""Month names as pages write them, in the languages of the web, and the month a word names.

Read by the date reader (``services.extract.dates``) and by the support check's
number reading (``services.citations.numerals``).

One row per language and form (full, and the genitive or partitive a day takes: "15
marca", "15 марта", "15 Μαρτίου", "15. maaliskuuta"), January first, after the
language's code. Words are compared lower-cased and without accents. Abbreviations are
the prefixes (3+ letters) of the names on rows not marked "=" (Finnish, Czech, Slovak,
Croatian, the right-to-left scripts and the languages added last are read in full: a
prefix such as "pro" would read "10 Pro 2025" as a date).

A word names a month when every language agrees on which ("marzo", "mai"), or when the
page's language does. Rows marked "~" give way elsewhere: Croatian's "listopad" is
October where Polish and Czech say November, the far more common reading, so it is
October only on a page that says it is Croatian.
"""

from __future__ import annotations

import unicodedata

_ROWS = (
    "en january february march april may june july august september october november december",
    "de januar februar märz april mai juni juli august september oktober november dezember",
    "de jänner feber",
    # (March's short forms that are no prefix of its name, read as written: "15. Mrz. 2025",
    # "za 15 mrt 2025"; a row names months from January on)
    "=de januar februar mrz",
    "fr janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "=es enero febrero marzo abril mayo junio julio agosto setiembre",
    "pt janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "=gl xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro",
    "it gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre"
    " dicembre",
    "ca gener febrer març abril maig juny juliol agost setembre octubre novembre desembre",
    "nl januari februari maart april mei juni juli augustus september oktober november december",
    "=nl januari februari mrt",
    "=af januarie februarie maart april mei junie julie augustus september oktober november"
    " desember",
    "sv januari februari mars april maj juni juli augusti september oktober november december",
    "da januar februar marts april maj juni juli august september oktober november december",
    "no januar februar mars april mai juni juli august september oktober november desember",
    "nb januar februar mars april mai juni juli august september oktober november desember",
    "=is janúar febrúar mars apríl maí júní júlí ágúst september október nóvember desember",
    "=fi tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta"
    " syyskuuta lokakuuta marraskuuta joulukuuta",
    "=fi tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu"
    " marraskuu joulukuu",
    "=et jaanuar veebruar märts aprill mai juuni juuli august september oktoober november"
    " detsember",
    "pl styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad"
    " grudzień",
    "pl stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października"
    " listopada grudnia",
    "=cs leden únor březen duben květen červen červenec srpen září říjen listopad prosinec",
    "=cs ledna února března dubna května června července srpna září října listopadu prosince",
    "=sk január február marec apríl máj jún júl august september október november december",
    "=sk januára februára marca apríla mája júna júla augusta septembra októbra novembra"
    " decembra",
    "=~hr siječanj veljača ožujak travanj svibanj lipanj srpanj kolovoz rujan listopad studeni"
    " prosinac",
    "=~hr siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga"
    " prosinca",
    "=sr januar februar mart april maj jun jul avgust septembar oktobar novembar decembar",
    "=sr јануар фебруар март април мај јун јул август септембар октобар новембар децембар",
    "=bs januar februar mart april maj juni juli august septembar oktobar novembar decembar",
    "=sl januar februar marec april maj junij julij avgust september oktober november december",
    "=sl januarja februarja marca aprila maja junija julija avgusta septembra oktobra novembra"
    " decembra",
    "hu január február március április május június július augusztus szeptember október"
    " november december",
    "ro ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie"
    " decembrie",
    "=sq janar shkurt mars prill maj qershor korrik gusht shtator tetor nëntor dhjetor",
    "tr ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık",
    "id januari februari maret april mei juni juli agustus september oktober november desember",
    "ms januari februari mac april mei jun julai ogos september oktober november disember",
    "=tl enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre",
    "=fil enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre"
    " disyembre",
    "=sw januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba",
    "ru январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
    "ru января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "uk січень лютий березень квітень травень червень липень серпень вересень жовтень листопад"
    " грудень",
    "uk січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня",
    "=be студзеня лютага сакавіка красавіка мая чэрвеня ліпеня жніўня верасня кастрычніка"
    " лістапада снежня",
    "bg януари февруари март април май юни юли август септември октомври ноември декември",
    "=mk јануари февруари март април мај јуни јули август септември октомври ноември декември",
    "el ιανουάριος φεβρουάριος μάρτιος απρίλιος μάιος ιούνιος ιούλιος αύγουστος σεπτέμβριος"
    " οκτώβριος νοέμβριος δεκέμβριος",
    "el ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου"
    " οκτωβρίου νοεμβρίου δεκεμβρίου",
    "=he ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר",
    "=he בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר",
    "=ar يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر",
    "=ar يناير فبراير مارس ابريل مايو يونيو يوليو اغسطس سبتمبر اكتوبر نوفمبر ديسمبر",
    "=fa ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر",
)

_ABBREVIATION_MIN = 3


def fold(word: str) -> str:
    """``word`` lower-cased without accents: "Μαρτίου" -> "μαρτιου", "März" -> "marz"."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _table(rows: list[tuple[bool, list[str]]]) -> dict[str, int]:
    """Word -> month for the words (and prefixes of abbreviated rows) that name one month."""
    names: dict[str, set[int]] = {}
    prefixes: dict[str, set[int]] = {}
    for abbreviated, words in rows:
        for month, name in enumerate(words, 1):
            folded = fold(name)
            names.setdefault(folded, set()).add(month)
            if abbreviated:
                for end in range(_ABBREVIATION_MIN, len(folded)):
                    prefixes.setdefault(folded[:end], set()).add(month)
    table = {name: next(iter(found)) for name, found in names.items() if len(found) == 1}
    for prefix, found in prefixes.items():
        if prefix not in names and len(found) == 1:
            table[prefix] = next(iter(found))
    return table


def _tables() -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    rows: dict[str, list[tuple[bool, list[str]]]] = {}
    common: list[tuple[bool, list[str]]] = []
    second: list[tuple[bool, list[str]]] = []
    for row in _ROWS:
        code, *words = row.lstrip("=").split()
        entry = (not row.startswith("="), words)
        rows.setdefault(code.lstrip("~"), []).append(entry)
        (second if code.startswith("~") else common).append(entry)
    every = {**_table(second), **_table(common)}  # where they differ, the common reading
    return every, {code: _table(language) for code, language in rows.items()}


_ANY, _BY_LANGUAGE = _tables()


def month_of(word: str, lang: str = "") -> int | None:
    """The month (1-12) ``word`` names, in the page's language ``lang`` when it has a row
    here ("pl", "hr-HR"), else in the one every language agrees on; None for no month."""
    folded = fold(word)
    own = _BY_LANGUAGE.get(lang.split("-")[0].split("_")[0].lower())
    if own is not None and folded in own:
        return own[folded]
    return _ANY.get(folded)


def month_names(languages: tuple[str, ...]) -> dict[str, int]:
    """Every month name of ``languages`` ("de", "fr" …) in full, lower-cased as written,
    and the month it names."""
    out: dict[str, int] = {}
    for row in _ROWS:
        code, *words = row.lstrip("=").split()
        if code.lstrip("~") in languages:
            out.update((word, month) for month, word in enumerate(words, 1))
    return out
