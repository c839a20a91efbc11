"""Hidden content: inactive tab panels (one click away) stay, other hidden text goes."""

from __future__ import annotations

from services.extract import extract_page

URL = "https://shop.example.com/p/kettle"

INTRO = (
    "This stainless steel kettle boils a full litre in under three minutes, and its base "
    "turns freely so it sits on the stand whichever way you put it down."
)
SPECS = (
    "Capacity 1.7 litres. Power 2200 watts. Cord length 75 centimetres. Weight 1.1 kilograms. "
    "Limescale filter removable and washable. Automatic switch-off when dry."
)


def tabs_page(panel_attrs: str, tab: str = "<button role='tab' aria-controls='specs'>"
              "Specifications</button>", panel_text: str = SPECS) -> str:
    return (
        "<html><head><title>Kettle</title><meta property='og:type' content='product'></head>"
        "<body><main><h1>Steel kettle</h1>"
        f"<div role='tablist'><button role='tab' aria-controls='intro' aria-selected='true'>"
        f"Overview</button>{tab}</div>"
        f"<div role='tabpanel' id='intro'><p>{INTRO}</p></div>"
        f"<div role='tabpanel' id='specs' {panel_attrs}><p>{panel_text}</p></div>"
        "<div class='menu-flyout' aria-hidden='true'><p>Kettles Toasters Coffee machines "
        "Blenders Juicers Microwaves Fridges Freezers Washing machines Dryers</p></div>"
        "</main></body></html>"
    )


def test_inactive_tab_panels_are_kept() -> None:
    for attrs in ("hidden", "aria-hidden='true'", "style='display: none'"):
        markdown = extract_page(tabs_page(attrs), URL).markdown
        assert "Limescale filter" in markdown, attrs
        assert "stainless steel kettle" in markdown
        assert "Toasters" not in markdown


def test_panel_named_by_aria_labelledby_is_kept() -> None:
    page = tabs_page("hidden aria-labelledby='tab-specs'",
                     tab="<button role='tab' id='tab-specs'>Specifications</button>")
    assert "Limescale filter" in extract_page(page, URL).markdown


def test_panel_named_as_a_fragment_link_is_kept() -> None:
    # Some tab widgets write aria-controls as the href they also carry: "#specs".
    page = tabs_page("style='display: none'",
                     tab="<a href='#specs' role='tab' aria-controls='#specs'>Specifications</a>")
    assert "Limescale filter" in extract_page(page, URL).markdown


def test_hidden_panel_without_a_tab_is_dropped() -> None:
    page = tabs_page("hidden", tab="<button>Specifications</button>")
    assert "Limescale filter" not in extract_page(page, URL).markdown


def test_hidden_panel_inside_a_hidden_ancestor_is_dropped() -> None:
    page = tabs_page("").replace(
        "<div role='tabpanel' id='specs' >", "<div hidden><div role='tabpanel' id='specs' >"
    ).replace(f"{SPECS}</p></div>", f"{SPECS}</p></div></div>")
    assert "Limescale filter" not in extract_page(page, URL).markdown


def kettle_accordion_page(panel_attrs: str = "hidden",
                          toggle_attrs: str = "aria-expanded='false' aria-controls='more'",
                          panel_text: str = SPECS, wrap: tuple[str, str] = ("", "")) -> str:
    return (
        "<html><head><title>Kettle</title></head><body><main><h1>Steel kettle</h1>"
        f"<p>{INTRO}</p>{wrap[0]}"
        f"<h2><button {toggle_attrs}>Details</button></h2>"
        f"<div id='more' {panel_attrs}><p>{panel_text}</p></div>{wrap[1]}"
        "</main></body></html>"
    )


def test_collapsed_accordion_panel_is_kept() -> None:
    for attrs in ("hidden", "aria-hidden='true'", "style='display:none'"):
        markdown = extract_page(kettle_accordion_page(attrs), URL).markdown
        assert "Limescale filter" in markdown, attrs
        assert "stainless steel kettle" in markdown


def test_panel_without_a_disclosure_button_is_dropped() -> None:
    page = kettle_accordion_page(toggle_attrs="aria-expanded='false'")
    assert "Limescale filter" not in extract_page(page, URL).markdown


def test_panel_a_button_names_is_kept_when_the_button_leaves_out_its_state() -> None:
    # Many accordions set aria-controls and leave aria-expanded to their script.
    page = kettle_accordion_page(toggle_attrs="aria-controls='more'",
                                 panel_attrs="style='display:none;' role='region'")
    assert "Limescale filter" in extract_page(page, URL).markdown
    link = kettle_accordion_page(
        toggle_attrs="aria-controls='more'",
    ).replace("<button aria-controls='more'>Details</button>",
              "<a role='button' tabindex='0' aria-controls='more'>Details</a>")
    assert "Limescale filter" in extract_page(link, URL).markdown


def test_collapsed_panel_of_form_fields_outside_a_form_stays_hidden() -> None:
    fields = (f"<p>{SPECS}</p><label>Postcode <input name='postcode'></label>"
              "<select name='country'><option>Exampleland</option></select>")
    page = kettle_accordion_page(panel_text=fields)
    assert "Limescale filter" not in extract_page(page, URL).markdown


def test_collapsed_menu_dialog_or_form_choice_is_dropped() -> None:
    links = "".join(f"<a href='/c/{i}'>Category number {i}</a> " for i in range(12))
    menu = kettle_accordion_page(panel_text=links)
    assert "Category number" not in extract_page(menu, URL).markdown
    dialog = kettle_accordion_page(panel_attrs="hidden role='dialog'")
    assert "Limescale filter" not in extract_page(dialog, URL).markdown
    form = kettle_accordion_page(wrap=("<form><fieldset>", "</fieldset></form>"))
    assert "Limescale filter" not in extract_page(form, URL).markdown


def test_hidden_panel_beside_a_shown_one_of_its_kind_is_kept() -> None:
    def page(second: str) -> str:
        return (
            "<html><head><title>Kettle</title><meta property='og:type' content='product'>"
            "</head><body><main><h1>Steel kettle</h1>"
            f"<div class='pane'><p>{INTRO}</p></div>"
            f"<div class='pane' style='display:none'><p>{second}</p></div>"
            "<div class='flyout' style='display:none'><p>Kettles Toasters Coffee machines "
            "Blenders Juicers Microwaves Fridges Freezers Washing machines Dryers</p></div>"
            "</main></body></html>"
        )
    markdown = extract_page(page(SPECS), URL).markdown
    assert "Limescale filter" in markdown and "Toasters" not in markdown
    links = "".join(f"<a href='/c/{i}'>Category number {i}</a> " for i in range(12))
    assert "Category number" not in extract_page(page(links), URL).markdown


ANSWER = (
    "We install the heat pump within two weeks of the survey, and a technician returns after "
    "the first month to check the pressure and the settings with you."
)


def accordion_page(panel: str, control: str = "button") -> str:
    return (
        "<html><head><title>Heat pumps</title></head><body>"
        "<header><button aria-expanded='false' aria-controls='site-menu'>Menu</button>"
        "<div id='site-menu' hidden><p>Residential heating systems and commercial installation "
        "services for every region we cover in the north and the south</p></div></header>"
        f"<main><h1>Heat pump installation</h1><p>{INTRO}</p>"
        f"<h3><{control} aria-expanded='false' aria-controls='faq-1'>How long does it take?"
        f"</{control}></h3>{panel}</main></body></html>"
    )


def test_collapsed_accordion_panel_is_kept_with_its_label() -> None:
    markdown = extract_page(accordion_page(f"<div id='faq-1' hidden><p>{ANSWER}</p></div>"),
                            URL).markdown
    assert "technician returns" in markdown
    assert "How long does it take?" in markdown
    assert "Residential heating" not in markdown  # a menu's panel, opened from the header


def test_collapsed_panel_of_links_or_of_a_form_stays_hidden() -> None:
    links = "".join(f"<a href='/p/{i}'>Heat pump model number {i} in stock</a> " for i in range(6))
    page = accordion_page(f"<div id='faq-1' hidden>{links}</div>")
    assert "model number" not in extract_page(page, URL).markdown
    page = accordion_page(f"<fieldset><div id='faq-1' hidden><p>{ANSWER}</p></div></fieldset>")
    assert "technician returns" not in extract_page(page, URL).markdown


QUESTIONS = ("How long does it take?", "Who checks the settings?", "What does it cost?")


def faq_page(answers: tuple[str, ...], hiding: str = "style='visibility:hidden'",
             label: str = "<div class='question'>{q}</div>") -> str:
    """An FAQ folded by a click handler: no ARIA, only a label and a hidden panel per item."""
    items = "".join(
        f"<div class='faq-item'>{label.format(q=q)}<div class='answer' {hiding}>{a}</div></div>"
        for q, a in zip(QUESTIONS, answers, strict=False))
    return (
        "<html><head><title>Heat pumps</title></head><body><main><h1>Heat pump installation</h1>"
        f"<p>{INTRO}</p><div class='faq'>{items}</div></main></body></html>"
    )


def test_unmarked_accordion_keeps_each_answer() -> None:
    answers = (ANSWER, SPECS, INTRO.replace("kettle", "pump"))
    for hiding in ("style='visibility:hidden'", "style='display: none'", "aria-hidden='true'"):
        markdown = extract_page(faq_page(answers, hiding), URL).markdown
        assert "technician returns" in markdown and "Limescale filter" in markdown, hiding
        assert "Who checks the settings?" in markdown
    # A site built as one form (a server page wrapping everything in <form>) is no form.
    wrapped = faq_page(answers).replace("<main>", "<form action='/'><main>").replace(
        "</main>", "</main></form>")
    assert "technician returns" in extract_page(wrapped, URL).markdown


def test_unmarked_panel_needs_a_row_of_labelled_items() -> None:
    # One item alone is a hidden block like any other.
    assert "technician returns" not in extract_page(faq_page((ANSWER,)), URL).markdown
    # So is a panel after a long block: that is text, not a label.
    long_label = faq_page((ANSWER, SPECS),
                          label=f"<div class='question'>{{q}} {INTRO} {SPECS}</div>")
    assert "technician returns" not in extract_page(long_label, URL).markdown


def test_unmarked_panel_of_links_stays_hidden() -> None:
    links = "".join(f"<a href='/p/{i}'>Heat pump model number {i} in stock</a> " for i in range(6))
    markdown = extract_page(faq_page((links, links, links)), URL).markdown
    assert "model number" not in markdown
