"""A thread's posts keep the line that says who wrote each and when.

readability keeps a thread's text and loses each post's line with the poster's
name and the post's date: it joins the posts and cleans away their short
blocks, or merges the posts' bodies as segments of one article. The lines are
read from the page as it stands (a name readability drops by its class too),
the post's date told from a poster's join date by running in page order, and
set before the post's text. Threads in German, Spanish and Japanese: the rules
read structure and dates, not words.
"""

from __future__ import annotations

import lxml.html
import pytest

from services.extract import extract_page
from services.extract.post_bylines import PostBylines

POSTS_DE = (
    ("Karl_Berger", "03.02.2024", "Hallo zusammen, mein Wagen springt morgens nicht an, obwohl "
     "die Batterie neu ist. Der Anlasser dreht, aber der Motor zündet nicht. Hat jemand eine "
     "Idee, woran das liegen könnte?"),
    ("Miriam.S", "04.02.2024", "Prüf mal die Glühkerzen, bei Dieselmotoren ist das im Winter "
     "der häufigste Grund. Bei mir war es genau das, nach dem Tausch lief er sofort wieder."),
    ("oelwechsel99", "06.02.2024", "Könnte auch der Kraftstofffilter sein, wenn er lange nicht "
     "gewechselt wurde. Der setzt sich bei Kälte gerne zu, und dann kommt zu wenig Diesel an."),
    ("Karl_Berger", "09.02.2024", "Danke euch beiden, es waren tatsächlich die Glühkerzen. Drei "
     "von vier waren defekt, jetzt startet er wieder ohne Probleme."),
)
# When each poster joined: dates too, not in the order of the posts.
JOINED = ("12.03.2011", "30.07.2019", "01.01.2015", "12.03.2011")


def _joined_posts(posts: tuple[tuple[str, str, str], ...] = POSTS_DE) -> str:
    """A thread whose posts readability joins as parts, dropping each post's meta line."""
    items = "".join(
        f'<li class="message" id="post-{n}"><div class="messageUserInfo"><h3 class="userText">'
        f'<a class="username" href="/mitglieder/{n}">{name}</a><em>Mitglied</em></h3>'
        f'<dl><dt>Dabei seit</dt><dd>{since}</dd></dl></div>'
        f'<div class="messageInfo"><div class="messageContent"><article>'
        f'<blockquote class="messageText">{text}</blockquote></article></div>'
        f'<div class="messageMeta"><span class="item"><a href="/mitglieder/{n}">{name}</a>, '
        f'<span class="DateTime">{day}</span></span><a class="item control">Antworten</a>'
        f'</div></div></li>'
        for n, ((name, day, text), since) in enumerate(zip(posts, JOINED, strict=True)))
    return (f'<html lang="de"><head><title>Motor springt nicht an | Autoforum</title></head>'
            f'<body><div class="nav"><a href="/">Start</a> <a href="/foren">Foren</a></div>'
            f'<h1>Motor springt nicht an</h1><ol class="messageList">{items}</ol>'
            f'<div class="footer">Impressum Datenschutz</div></body></html>')


def test_each_joined_post_keeps_its_posters_name_and_date_before_its_text() -> None:
    markdown = extract_page(_joined_posts(), "https://autoforum.example.de/t/motor.12/").markdown
    at = 0
    for name, day, text in POSTS_DE:
        line = markdown.index(f"{name.replace('_', chr(92) + '_')}, {day}", at)
        at = markdown.index(text[:40], line)
    assert "12.03.2011" not in markdown and "30.07.2019" not in markdown  # (join dates)


POSTS_ES = (
    ("lucia_rm", "hace 3 días", "2025-03-01T09:12", "Buenas a todos, tengo un portátil que se "
     "apaga solo cuando juego más de media hora. La temperatura sube mucho, ¿alguien sabe si "
     "es normal?"),
    ("PabloG", "hace 3 días", "2025-03-01T10:40", "Limpia el ventilador y cambia la pasta "
     "térmica, en equipos de más de dos años suele ser eso. A mí me bajó diez grados."),
    ("Nerea", "hace 2 días", "2025-03-02T18:03", "Yo usaría también una base refrigerante, "
     "ayuda bastante cuando se juega mucho rato seguido con el portátil en la mesa."),
    ("lucia_rm", "hace 1 día", "2025-03-03T20:55", "Gracias, cambié la pasta térmica y ya no "
     "se apaga. La temperatura máxima ahora es mucho más baja que antes."),
)


def _merged_bodies() -> str:
    """A thread in a table whose posts' bodies readability merges as segments of one article;
    each poster's name is a link classed as a menu, which readability drops."""
    rows = "".join(
        f'<tr><td class="msg"><div class="msg_infobox"><span class="user">'
        f'<a class="name menu_toggle"><b>{name}</b></a></span>'
        f'<span class="post_time" title="{stamp}">{shown}</span>'
        f'<span class="message_num">#{n + 1}</span></div>'
        f'<div class="msg_body_box"><div class="msg_body"><div class="msg_text">{text}</div>'
        f'</div></div></td></tr>'
        for n, (name, shown, stamp, text) in enumerate(POSTS_ES))
    return (f'<html lang="es"><head><title>Portátil se apaga - Foros</title></head><body>'
            f'<h1>Portátil se apaga solo</h1><table class="board msg_list"><tbody>{rows}'
            f'</tbody></table><div class="footer">Aviso legal</div></body></html>')


def test_a_posters_name_dropped_by_its_class_is_read_back_into_the_line() -> None:
    markdown = extract_page(_merged_bodies(), "https://foros.example.es/t/998").markdown
    at = 0
    for n, (name, shown, _, text) in enumerate(POSTS_ES):
        line = markdown.index(f"{name.replace('_', chr(92) + '_')} {shown} #{n + 1}", at)
        at = markdown.index(text[:40], line)


def test_lines_the_block_holds_already_are_not_set_twice() -> None:
    page = lxml.html.fromstring(
        "<div><ol>" + "".join(
            f'<li class="post"><p class="by">{who}、<span>2024年5月{day}日</span></p>'
            f'<p>{text}</p></li>'
            for who, day, text in (("佐藤", 1, "駅前の駐輪場は朝八時に満車になります。"),
                                   ("鈴木", 2, "東口の駐輪場なら九時でも空いていました。"),
                                   ("高橋", 4, "市の駐輪場は月極の方が安くて便利です。")))
        + "</ol></div>")
    posts = page.findall(".//li")
    bylines = PostBylines(posts[0][1])
    block = page.find(".//ol")
    bylines.place(block)
    assert [p.text_content() for p in block.iter("p")][:2] == ["佐藤、2024年5月1日",
                                                              "駅前の駐輪場は朝八時に満車になります。"]
    assert len(list(block.iter("p"))) == 6


def test_a_name_the_posts_markup_gives_beside_the_date_line_joins_it() -> None:
    posts = (("giulia_r", "3 mag 2024", "Ho aggiornato il sistema e ora il riavvio resta bloccato "
              "sulla schermata iniziale, qualcuno sa come tornare alla versione precedente?"),
             ("marco.b", "4 mag 2024", "Dal menu di ripristino puoi scegliere la versione "
              "precedente, poi controlla i registri prima di aggiornare di nuovo."),
             ("elena", "6 mag 2024", "A me è successo lo stesso, il problema era un componente "
              "aggiuntivo non più compatibile con la nuova versione."))
    page = lxml.html.fromstring("<div><section>" + "".join(
        f'<div class="post" itemscope itemtype="https://schema.org/DiscussionForumPosting">'
        f'<div class="names"><span itemprop="author" itemscope><span itemprop="name">{who}'
        f'</span></span></div><div class="infos"><span>{day}</span> <span>{n}</span></div>'
        f'<div class="cooked"><p>{text}</p></div></div>'
        for n, (who, day, text) in enumerate(posts, start=1)) + "</section></div>")
    texts = [p for p in page.iter("p")]
    bylines = PostBylines(texts[0])
    block = lxml.html.fromstring("<div></div>")
    block.extend(texts)  # (the posts' texts alone, as readability merges them)
    bylines.place(block)
    assert [p.text_content() for p in block] == [
        "giulia_r, 3 mag 2024 1", posts[0][2], "marco.b, 4 mag 2024 2", posts[1][2],
        "elena, 6 mag 2024 3", posts[2][2]]


POSTS_AFTER_ICON = {
    "fr": (("claire_m", "3 mai 2024", "J'ai mis à jour le système et le redémarrage reste bloqué "
            "sur l'écran d'accueil, quelqu'un sait revenir à la version précédente ?"),
           ("Luc.B", "4 mai 2024", "Depuis le menu de récupération tu peux choisir la version "
            "précédente, puis vérifie les journaux avant de refaire la mise à jour."),
           ("anne", "6 mai 2024", "Même chose chez moi, le problème venait d'un module "
            "complémentaire qui n'était plus compatible avec la nouvelle version.")),
    "pl": (("kasia_w", "3.05.2024", "Zaktualizowałam system i teraz ponowne uruchomienie "
            "zatrzymuje się na ekranie startowym, czy ktoś wie, jak wrócić do poprzedniej wersji?"),
           ("marek.b", "4.05.2024", "W menu odzyskiwania możesz wybrać poprzednią wersję, a potem "
            "sprawdź dzienniki, zanim zaktualizujesz ponownie."),
           ("ewa", "6.05.2024", "U mnie było tak samo, problemem był dodatek, który nie był już "
            "zgodny z nową wersją.")),
}


@pytest.mark.parametrize("lang", sorted(POSTS_AFTER_ICON))
def test_a_date_shown_after_an_icon_dates_its_post(lang: str) -> None:
    posts = POSTS_AFTER_ICON[lang]
    page = lxml.html.fromstring("<div><section>" + "".join(
        f'<div class="post"><div class="meta"><b>{who}</b> <span class="date">'
        f'<i class="icon-clock"></i> {day}</span></div>'
        f'<div class="body"><p>{text}</p></div></div>' for who, day, text in posts)
        + "</section></div>")
    texts = list(page.iter("p"))
    bylines = PostBylines(texts[0])
    block = lxml.html.fromstring("<div></div>")
    block.extend(texts)  # (the posts' texts alone, as readability merges them)
    bylines.place(block)
    assert [p.text_content() for p in block] == [
        part for who, day, text in posts for part in (f"{who} {day}", text)]


@pytest.mark.parametrize("lang", ["de", "fr", "en-GB"])
def test_slashed_dates_are_read_in_the_pages_language(lang: str) -> None:
    # "03/02/2024" is day first on a page in German, French or British English (the
    # language the page declares tells it; without it the date is none, and the posts'
    # dotted join dates, out of order, date nothing).
    posts = tuple((name, day.replace(".", "/"), text) for name, day, text in POSTS_DE)
    page = _joined_posts(posts).replace('<html lang="de">', f'<html lang="{lang}">')
    markdown = extract_page(page, "https://autoforum.example.de/t/motor.12/").markdown
    at = 0
    for name, day, text in posts:
        line = markdown.index(f"{name.replace('_', chr(92) + '_')}, {day}", at)
        at = markdown.index(text[:40], line)
