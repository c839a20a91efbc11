"""A local web site for fetch tests: articles, redirects, slow and huge bodies,
compression bombs, odd charsets, bot walls, binaries and broken pages.

``add_pages(server)`` registers every route on a ``LocalServer``; ``stop`` (an
Event) ends slow handlers when the test is over.
"""

from __future__ import annotations

import gzip
import threading
import time
import zlib
from functools import lru_cache

import brotli

from tests.servers.base import LocalServer, Request, Response

CHINESE = "北京是中华人民共和国的首都，也是全国的政治和文化中心。这座城市有三千多年的历史。"
JAPANESE = "東京は日本の首都であり、世界有数の大都市です。多くの人々がここで働いています。"
KOREAN = "서울은 대한민국의 수도이며 정치, 경제, 문화의 중심지입니다. 많은 사람들이 살고 있습니다."
RUSSIAN = "Москва является столицей России и крупнейшим городом страны по численности населения."
TRADITIONAL = "臺北是臺灣的政治、經濟與文化中心，擁有許多歷史悠久的建築與熱鬧的夜市。"


def article_html(title: str, sentence: str, *, paragraphs: int = 6, charset: str = "utf-8",
                 meta: bool = True) -> str:
    """A small but real article page (nav, article, footer)."""
    body = "\n".join(
        f"<p>{sentence} Paragraph {i + 1} adds more detail to the story, so that the "
        f"article is long enough to be recognised as the main content of the page.</p>"
        for i in range(paragraphs)
    )
    head = f'<meta charset="{charset}">' if meta else ""
    return (
        f"<!doctype html><html lang=\"en\"><head>{head}<title>{title}</title></head><body>"
        "<nav><a href=\"/\">Home</a> <a href=\"/about\">About</a></nav>"
        f"<article><h1>{title}</h1>{body}</article>"
        "<footer>Copyright 2026 Example Site</footer></body></html>"
    )


def dated_article_html(title: str, sentence: str, *, head: str = "", byline: str = "") -> str:
    """An article whose ``head`` states metadata and whose ``byline`` shows it under the h1."""
    page = article_html(title, sentence)
    page = page.replace("</head>", head + "</head>", 1)
    return page.replace(f"<h1>{title}</h1>", f"<h1>{title}</h1>{byline}", 1)


def big_article_html(title: str, paragraphs: int = 1000) -> str:
    """A large article (about 300 KB of HTML) that keeps an extractor busy for a while."""
    sentence = (
        "The committee met again on Tuesday to discuss the budget, the schedule and the "
        "many questions residents raised at the last public hearing about the new bridge."
    )
    return article_html(title, sentence, paragraphs=paragraphs)


@lru_cache(maxsize=1)
def gzip_bomb() -> bytes:
    """About 30 KB of gzip that inflates to 32 MiB of zeros."""
    return gzip.compress(b"\0" * (32 * 1024 * 1024), compresslevel=9)


@lru_cache(maxsize=1)
def brotli_bomb() -> bytes:
    """A few bytes of brotli that inflate to 32 MiB of zeros."""
    return bytes(brotli.compress(b"\0" * (32 * 1024 * 1024), quality=1))


def _charset_page(text: str, codec: str, label: str, *, header: str | None = None,
                  meta: bool = True) -> Response:
    html = article_html(f"Charset test {label}", text, charset=label, meta=meta)
    content_type = "text/html" + (f"; charset={header}" if header else "")
    return Response(html.encode(codec), content_type=content_type)


def add_pages(server: LocalServer, stop: threading.Event) -> None:
    """Register the whole test site on ``server``."""
    route = server.route
    for name in ("alpha", "beta", "gamma", "delta"):
        route(f"/{name}", article_html(f"Article {name}", f"The {name} article explains things."))
    route("/dated", dated_article_html(
        "Rivers in spring", "The rivers rose early this year.",
        head=('<meta property="og:site_name" content="Valley Courier">'
              '<script type="application/ld+json">{"@type": "NewsArticle", '
              '"headline": "Rivers in spring", "datePublished": "2025-03-14T08:00:00Z", '
              '"author": {"@type": "Person", "name": "Ines Duarte"}}</script>')))
    route("/byline", dated_article_html(
        "Wiosna nad rzeką", "Rzeki wezbrały w tym roku wcześnie.",
        byline=('<p class="post-byline"><a href="/author/anna-kowalska">Anna Kowalska</a> '
                '<time datetime="2024-04-02">2 IV 2024</time></p>')))
    route("/big1", big_article_html("Big one"))
    route("/big2", big_article_html("Big two"))
    route("/big3", big_article_html("Big three"))
    route("/plain.txt", Response("Plain text body.\nSecond line.", content_type="text/plain"))
    route("/readme.md", Response("# Read me\n\nSome *Markdown* text.",
                                 content_type="text/markdown; charset=utf-8"))
    route("/data.json", Response(b'{"name":"footnote","tags":["a","b"]}',
                                 content_type="application/json"))
    route("/xhtml", Response(article_html("XHTML page", "Served as XHTML."),
                             content_type="application/xhtml+xml"))
    route("/nocontenttype", Response(article_html("Sniffed", "Served without a type."),
                                     content_type=""))
    route("/a%20b", article_html("Spaced path", "The path of this page has a space."))
    route("/%E6%96%87%E7%AB%A0", article_html("Unicode path", "The path is Chinese."))

    # Redirects.
    route("/redirect", Response("", 302, {"Location": "/alpha"}))
    route("/redirect-abs", lambda r: Response("", 301, {"Location": server.url("/beta")}))
    for hop in range(1, 8):
        route(f"/chain/{hop}", Response("", 302, {"Location": f"/chain/{hop + 1}"}))
    route("/chain/8", article_html("End of chain", "The chain ends here."))
    route("/loop", Response("", 302, {"Location": "/loop"}))
    route("/loop-a", Response("", 307, {"Location": "/loop-b"}))
    route("/loop-b", Response("", 307, {"Location": "/loop-a"}))
    route("/to-loopback", lambda r: Response("", 302, {"Location": server.url("/alpha")}))
    route("/to-file", Response("", 302, {"Location": "file:///etc/passwd"}))
    route("/cookie-redirect", Response("", 302, {"Location": "/cookie-check",
                                                 "Set-Cookie": "session=abc123; Path=/"}))
    route("/cookie-check", lambda r: Response(article_html(
        "Cookie check", f"Cookie header was {r.headers.get('cookie', 'absent')}.")))

    # Status codes and empty bodies.
    route("/missing", Response("<h1>Not found</h1>", 404))
    route("/server-error", Response("<h1>Oops</h1>", 500))
    route("/empty", Response(b""))
    route("/script-only", "<html><head><title>App</title></head><body>"
                          "<script>window.app = {start: function () {}};</script></body></html>")
    route("/invalid", "<html><head><title>Broken page</title><body><div><p>Unclosed "
          "paragraph with <b>bold <i>and italic text that goes on for a while so that "
          "there is enough of it to read.<p>Another paragraph</span></div></td> with more "
          "words about the broken markup that browsers still render well enough.<p>"
          + "Third paragraph with many more words to read. " * 8)

    # Bot walls.
    route("/wall/cloudflare", Response(
        "<html><head><title>Just a moment...</title></head><body>"
        "<div id=\"cf-chl-widget\">Checking your browser</div>"
        "<script src=\"/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1\"></script>"
        "</body></html>", 503, {"cf-mitigated": "challenge"}))
    route("/wall/captcha", Response(
        "<html><head><title>Verify</title></head><body><p>Please verify you are a human.</p>"
        "<div class=\"g-recaptcha\" data-sitekey=\"x\"></div></body></html>", 403))
    route("/wall/challenge-200", Response(
        "<html><head><title>Just a moment...</title></head><body>"
        "<form id=\"challenge-form\" action=\"/?__cf_chl_f_tk=abc\"></form></body></html>"))
    route("/wall/429", Response("<html><body>Too many requests. Are you a robot?</body></html>",
                                429))

    # Binaries.
    route("/doc.pdf", Response(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n",
                               content_type="application/pdf"))
    route("/download", Response(b"%PDF-1.4\nbinary", content_type="application/octet-stream"))
    route("/image.png", Response(b"\x89PNG\r\n\x1a\n" + b"\0" * 64, content_type="image/png"))
    route("/archive.zip", Response(b"PK\x03\x04" + b"\0" * 64, content_type="application/zip"))
    route("/pdf-as-html", Response(b"%PDF-1.7\nnot html", content_type="text/html"))

    # Compression.
    article = article_html("Compressed", "This article was compressed on the wire.").encode()
    route("/gzip", Response(gzip.compress(article), headers={"Content-Encoding": "gzip"}))
    route("/deflate", Response(zlib.compress(article), headers={"Content-Encoding": "deflate"}))
    raw = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    route("/raw-deflate", Response(raw.compress(article) + raw.flush(),
                                   headers={"Content-Encoding": "deflate"}))
    route("/br", Response(brotli.compress(article), headers={"Content-Encoding": "br"}))
    # Built now, not on first request: compressing 32 MiB must not eat a test's timeout.
    gzip_body, brotli_body = gzip_bomb(), brotli_bomb()
    route("/bomb", Response(gzip_body, headers={"Content-Encoding": "gzip"}))
    route("/br-bomb", Response(brotli_body, headers={"Content-Encoding": "br"}))
    route("/zstd", Response(b"\x28\xb5\x2f\xfd", headers={"Content-Encoding": "zstd"}))

    # Charsets: header only, meta only, both, none, and wrong labels.
    route("/cs/gbk", _charset_page(CHINESE, "gbk", "gbk", header="GBK", meta=False))
    route("/cs/gb2312-meta", _charset_page(CHINESE, "gbk", "gb2312"))
    route("/cs/gb18030", _charset_page(CHINESE + "𠀀", "gb18030", "gb18030", header="GB18030"))
    route("/cs/big5", _charset_page(TRADITIONAL, "big5", "big5", header="Big5"))
    route("/cs/shift_jis", _charset_page(JAPANESE, "shift_jis", "shift_jis", header="Shift_JIS"))
    route("/cs/euc-kr", _charset_page(KOREAN, "euc-kr", "euc-kr", header="EUC-KR"))
    route("/cs/cp1251", _charset_page(RUSSIAN, "cp1251", "windows-1251",
                                      header="windows-1251"))
    route("/cs/undeclared-gbk", _charset_page(CHINESE * 3, "gbk", "gbk", meta=False))
    route("/cs/utf8-labelled-latin1", _charset_page(RUSSIAN, "utf-8", "iso-8859-1",
                                                    header="iso-8859-1"))

    # Slow, stalled and huge.
    def never(request: Request) -> Response | None:
        stop.wait(30)
        return None

    def drip(request: Request) -> Response | None:
        handler = request.handler
        try:
            handler.send_response(200)
            handler.send_header("Content-Type", "text/html")
            handler.send_header("Content-Length", "100000")
            handler.end_headers()
            while not stop.wait(0.1):
                handler.wfile.write(b"<")
                handler.wfile.flush()
        except OSError:
            pass
        return None

    def endless(request: Request) -> Response | None:
        handler = request.handler
        chunk = b"<p>" + b"x" * 65536 + b"</p>"
        try:
            handler.send_response(200)
            handler.send_header("Content-Type", "text/html")
            handler.send_header("Connection", "close")
            handler.end_headers()
            deadline = time.monotonic() + 30
            while not stop.is_set() and time.monotonic() < deadline:
                handler.wfile.write(chunk)
        except OSError:
            pass
        handler.close_connection = True
        return None

    def huge(request: Request) -> Response | None:
        handler = request.handler
        try:
            handler.send_response(200)
            handler.send_header("Content-Type", "text/html")
            handler.send_header("Content-Length", str(10 * 1024**3))
            handler.end_headers()
            handler.wfile.write(b"<html>" + b"x" * 65536)
        except OSError:
            pass
        handler.close_connection = True
        return None

    route("/never", never)
    route("/drip", drip)
    route("/endless", endless)
    route("/huge", huge)
