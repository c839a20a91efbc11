"""Turn downloaded page bytes into text, fast and leniently.

Order of evidence (WHATWG "encoding sniffing", adapted):

1. a byte-order mark (it cannot be there by accident, so it beats the header);
2. the charset of the HTTP ``Content-Type`` header;
3. ``<meta charset>`` / ``<meta http-equiv="Content-Type">`` / ``<?xml encoding?>``,
   searched well past the first 1024 bytes because real pages declare it late;
4. detection: a strict UTF-8 check over the whole body (C speed), then
   charset-normalizer on a bounded sample, then a small set of legacy codecs
   ranked by decoding errors.

A declaration is overruled when the bytes are valid UTF-8 with non-ASCII text:
legacy-encoded text almost never forms valid UTF-8, whereas "declares
iso-8859-1, serves UTF-8" is a common server mistake.

Labels are mapped to the superset codec browsers really use (GB2312/GBK ->
GB18030, Big5 -> Big5-HKSCS, Shift_JIS -> CP932, EUC-KR -> CP949,
ISO-8859-1/ASCII -> windows-1252). Decoding always uses ``errors="replace"``,
so one invalid byte pair costs one character, not the page.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

# Label -> Python codec, for labels whose plain codec is narrower than what
# browsers decode them with (WHATWG Encoding Standard).
_SUPERSETS: dict[str, str] = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "gb18030": "gb18030",
    "hz": "gb18030",
    "big5": "big5hkscs",
    "big5hkscs": "big5hkscs",
    "cp950": "big5hkscs",
    "shift_jis": "cp932",
    "cp932": "cp932",
    "euc_kr": "cp949",
    "cp949": "cp949",
    "latin_1": "cp1252",
    "iso8859_1": "cp1252",
    "ascii": "cp1252",
    "iso8859_9": "cp1254",
    "iso8859_11": "cp874",
    "tis_620": "cp874",
}
# A <meta> cannot truly say UTF-16 (it was read as ASCII), so in-document
# UTF-16 labels mean UTF-8; an HTTP header can say UTF-16 and mean it.
_IN_DOCUMENT_UTF16 = frozenset({"utf-16", "utf-16-le", "utf-16-be"})

# Labels codecs.lookup() does not know but pages use.
_ALIASES: dict[str, str] = {
    "x-gbk": "gbk",
    "gb_2312-80": "gb2312",
    "x-sjis": "shift_jis",
    "ms_kanji": "shift_jis",
    "windows-31j": "cp932",
    "ks_c_5601-1987": "euc_kr",
    "x-euc-kr": "euc_kr",
    "x-mac-roman": "mac_roman",
    "x-user-defined": "cp1252",
    "unicode": "utf-8",
    "utf8": "utf-8",
}

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

# How far to look for a <meta> declaration. Pages put kilobytes of inline
# script and style before it; 1024 bytes (the HTML spec's prescan) misses those.
_META_SCAN_BYTES = 64 * 1024
_META_TAG = re.compile(rb"<meta\b[^>]*>", re.I)
_META_CHARSET = re.compile(rb"""charset\s*=\s*["']?\s*([A-Za-z0-9_.:\-]+)""", re.I)
_XML_DECL = re.compile(rb"""^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9_.:\-]+)""")

# Detection works on a bounded sample so a multi-megabyte page costs no more
# than a small one.
_SAMPLE_BYTES = 48 * 1024
_NON_ASCII = re.compile(rb"[\x80-\xff]")
_ASCII_BYTES = bytes(range(128))
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
_LEGACY_CANDIDATES = ("gb18030", "big5hkscs", "cp932", "euc_jp", "cp949")

# The legacy single-byte encodings of each language, the browser's fallback
# first (the table browsers keep for pages that declare nothing). A page that
# names its language in ``<html lang>`` but not its charset is decoded with
# one of these: charset-normalizer, left to guess, reads Polish ISO-8859-2 as
# ISO-8859-10 or ISO-8859-4, whose letters sit where the Polish ones should.
_CENTRAL = ("cp1250", "iso8859_2")
_CYRILLIC = ("cp1251", "koi8_r", "koi8_u", "iso8859_5", "cp866")
_LEGACY_BY_LANGUAGE: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("pl", "cs", "sk", "hu", "sl", "hr", "bs"), _CENTRAL),
    "ro": ("cp1250", "iso8859_16", "iso8859_2"),
    **dict.fromkeys(("ru", "uk", "be", "bg", "mk", "sr", "kk"), _CYRILLIC),
    "el": ("cp1253", "iso8859_7"),
    **dict.fromkeys(("tr", "az"), ("cp1254",)),
    **dict.fromkeys(("he", "yi"), ("cp1255", "iso8859_8")),
    **dict.fromkeys(("ar", "fa", "ur"), ("cp1256", "iso8859_6")),
    **dict.fromkeys(("lt", "lv", "et"), ("cp1257", "iso8859_13", "iso8859_4")),
    "vi": ("cp1258",),
    "th": ("cp874",),
}
_HTML_LANG = re.compile(rb"""<html\b[^>]*?\blang\s*=\s*["']?\s*([A-Za-z]{2,3})\b""", re.I)
_MARKUP = re.compile(r"<[^>]*>|&[#\w]+;")


def normalize_charset(label: str | None, *, in_document: bool = False) -> str | None:
    """Map a declared charset label to the Python codec browsers effectively use.

    ``in_document`` marks a label read from the page itself (``<meta>``).
    Returns None for an empty or unknown label.
    """
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    name = _ALIASES.get(name, name)
    try:
        codec = codecs.lookup(name).name
    except LookupError:
        return None
    if in_document and codec in _IN_DOCUMENT_UTF16:
        return "utf-8"
    return _SUPERSETS.get(codec.replace("-", "_"), codec)


def sniff_bom(body: bytes) -> str | None:
    """The encoding a byte-order mark announces, if any."""
    for bom, name in _BOMS:
        if body.startswith(bom):
            return name
    return None


def declared_charset(body: bytes) -> str | None:
    """The charset the document declares in ``<meta>`` or an XML declaration."""
    head = body[:_META_SCAN_BYTES]
    match = _XML_DECL.match(head)
    if match:
        found = normalize_charset(match.group(1).decode("ascii", "replace"), in_document=True)
        if found:
            return found
    for tag in _META_TAG.finditer(head):
        charset = _META_CHARSET.search(tag.group(0))
        if charset:
            found = normalize_charset(charset.group(1).decode("ascii", "replace"), in_document=True)
            if found:
                return found
    return None


def _utf8_verdict(body: bytes) -> tuple[bool, bool, str | None]:
    """(is UTF-8, has non-ASCII bytes, strict decoding) for the whole body.

    Runs in C-speed passes. Tolerates a few damaged sequences (a truncated
    last character, a stray byte) as long as almost all non-ASCII bytes form
    valid UTF-8; the strict decoding is returned only when there were none.
    """
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        return True, not text.isascii(), text
    non_ascii = len(body.translate(None, _ASCII_BYTES))
    bad = body.decode("utf-8", "replace").count("\ufffd")
    return bad <= 2 or bad * 50 <= non_ascii, True, None


def _sample(body: bytes) -> bytes:
    """A bounded slice of the body that starts near its first non-ASCII byte."""
    first = _NON_ASCII.search(body)
    if first is None:
        return body[:_SAMPLE_BYTES]
    start = max(0, first.start() - 256)
    return body[start : start + _SAMPLE_BYTES]


def _error_count(sample: bytes, codec: str) -> int:
    """Undecodable sequences plus private-use characters: bytes of another CJK
    codec often decode "cleanly" into the private-use area (Big5 read as GBK)."""
    text = sample.decode(codec, "replace")
    return text.count("\ufffd") + len(_PRIVATE_USE.findall(text))


def _page_language(body: bytes) -> str:
    """The primary language subtag of ``<html lang>``, lower-cased ("" when none)."""
    match = _HTML_LANG.search(body[:_META_SCAN_BYTES])
    return match.group(1).decode("ascii").lower() if match else ""


def _misreadings(text: str) -> int:
    """How many characters of ``text`` look like bytes read in the wrong codec.

    Counted without knowing the language: control characters (C1 codes), and
    a symbol or an upper-case letter inside a word ("gę¶l±", "naĽ"), where a
    letter of the right codec would stand.
    """
    count = 0
    previous = " "
    for i, char in enumerate(text):
        if char >= "\x80":
            kind = unicodedata.category(char)
            following = text[i + 1] if i + 1 < len(text) else " "
            if kind == "Cc" or (previous.isalpha() and (
                    (not kind.startswith("L") and following.isalpha())
                    or (kind == "Lu" and previous.islower()))):
                count += 1
        previous = char
    return count


def _best_of_language(sample: bytes, codecs_: tuple[str, ...]) -> str:
    """Of one language's legacy codecs, the one whose reading of ``sample`` looks least wrong."""
    def penalty(codec: str) -> tuple[int, int]:
        text = _MARKUP.sub(" ", sample.decode(codec, "replace"))
        return text.count("\ufffd") + _misreadings(text), codecs_.index(codec)
    return min(codecs_, key=penalty)


def detect_charset(body: bytes) -> str:
    """Guess the charset of undeclared bytes that are not UTF-8."""
    sample = _sample(body)
    language = _LEGACY_BY_LANGUAGE.get(_page_language(body))
    if language:
        # The page says its language: its legacy codecs are the candidates.
        return normalize_charset(_best_of_language(sample, language)) or language[0]
    # Legacy CJK multibyte codecs reject most foreign byte sequences, so the
    # codec with (nearly) no errors is a strong signal; a page with one bad pair
    # still wins here, where detectors that demand a clean decode give up.
    scored = sorted((_error_count(sample, codec), i, codec)
                    for i, codec in enumerate(_LEGACY_CANDIDATES))
    errors, _, best = scored[0]
    non_ascii = len(_NON_ASCII.findall(sample))
    if non_ascii and errors * 200 <= non_ascii and best in ("gb18030", "big5hkscs"):
        # GB18030 decodes almost anything; accept it only if Big5 does not also fit.
        return best
    try:
        from charset_normalizer import from_bytes
    except ImportError:  # pragma: no cover - declared dependency
        return "cp1252"
    guess = from_bytes(sample, steps=4, chunk_size=min(len(sample), 4096)).best()
    if guess is not None:
        found = normalize_charset(guess.encoding)
        if found:
            return found
    if non_ascii and errors * 50 <= non_ascii:
        return best
    return "cp1252"


def _decide(body: bytes, header_charset: str | None) -> tuple[str, str | None]:
    """(codec, text) where text is the strict UTF-8 decoding when already made."""
    bom = sniff_bom(body)
    if bom:
        return bom, None
    declared = normalize_charset(header_charset) or declared_charset(body)
    if declared == "utf-8":
        return "utf-8", None
    is_utf8, non_ascii, text = _utf8_verdict(body)
    if declared:
        # Valid UTF-8 with real non-ASCII text overrules a legacy declaration.
        return ("utf-8", text) if (is_utf8 and non_ascii) else (declared, None)
    if is_utf8:
        return "utf-8", text
    return detect_charset(body), None


def choose_charset(body: bytes, header_charset: str | None) -> str:
    """The codec :func:`decode_html` uses for ``body``."""
    return _decide(body, header_charset)[0]


def decode_html(body: bytes, header_charset: str | None) -> str:
    """Decode a page's bytes to text.

    Args:
        body: the response body as downloaded (already decompressed).
        header_charset: the ``charset`` parameter of the HTTP Content-Type
            header, or None when the server sent none.

    Returns:
        The page as text; undecodable bytes become U+FFFD.
    """
    codec, text = _decide(body, header_charset)
    if text is not None:
        return text
    if codec == "utf-8" and body.startswith(codecs.BOM_UTF8):
        codec = "utf-8-sig"
    elif codec in ("utf-16-le", "utf-16-be") and body[:2] in _UTF16_BOMS:
        body = body[2:]  # the endian-specific codecs keep a BOM as U+FEFF
    return body.decode(codec, "replace")
