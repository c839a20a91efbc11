"""Function words: the words left out when a claim's words are matched to a page's.

Articles, pronouns, prepositions, conjunctions, auxiliaries and quantifiers are closed
classes, so each language's list can be complete: every form a sentence uses (German
"ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres"), not only the one a claim happened to
show. A function word left out of the list counts as a content word the page must hold
("während", "wegen"), and a claim that joins two of the page's statements with one is
read as adding a detail. Words of a cue (negation, hedging, "without", "against",
"until") stay out of this list: they are weighed, not matched.
"""

from __future__ import annotations

STOP: dict[str, str] = {
    "en": "a an the and or but if of to in on at by for with from as into than then that this "
          "these those is are was were be been being it its it's he she they them their his "
          "her we our you your i me my not no nor so too very can could will would shall "
          "should may might must do does did has have had having there here which who whom "
          "whose what when where why how all any both each few more most other some such only "
          "own same just also about over under again further once up down out off above below "
          "between through during before after while per via",
    "de": "der die das den dem des ein eine einen einem einer eines und oder aber wenn von zu "
          "im in am an auf bei mit aus als nach vor für über unter um durch ist sind war waren "
          "sein wird werden wurde wurden hat haben hatte es er sie wir ihr ich man sich nicht "
          "kein auch nur noch schon so sehr dass da dort hier wie was wer wo welche dieser diese "
          "dieses jener alle jede bis seit zum zur vom ins beim",
    "fr": "le la les l un une des du de d et ou mais si à au aux en dans sur sous par pour "
          "avec sans que qu qui quoi dont où ce cet cette ces est sont était étaient être a ont "
          "avait avoir il elle ils elles on nous vous je se s ne n pas plus très aussi tout "
          "tous toute toutes leur leurs son sa ses comme entre depuis après avant",
    "es": "el la los las lo un una unos unas y o pero si de del a al en con sin por para que "
          "quien cual donde como cuando es son era eran ser fue fueron ha han había haber está "
          "están se su sus le les nos mi tu él ella ellos ellas no muy también todo todos toda "
          "todas este esta estos estas ese esa entre desde tras antes después sobre hasta",
}
STOP.update({
    "it": "il lo la i gli le l un uno una di del dello della dei degli delle da dal dallo "
          "dalla dai dagli dalle in nel nello nella nei negli nelle su sul sulla sui con per "
          "tra fra e ed o ma se che chi cui non è sono era erano essere sarà saranno stato "
          "stata stati ha hanno aveva avere si ci ne anche più molto come dove quando questo "
          "questa questi queste quello quella al allo alla ai agli alle suo sua suoi sue loro",
    "pt": "o a os as um uma uns umas de do da dos das em no na nos nas por pelo pela pelos "
          "pelas para com sem e ou mas se que quem qual onde como quando é são era eram ser "
          "será serão foi foram ter tem têm tinha há ao aos à às seu sua seus suas ele ela "
          "eles elas isso isto este esta estes estas esse essa também muito mais entre",
    "nl": "de het een en of maar als dan van in op aan bij met voor uit tot om naar over "
          "onder tussen is zijn was waren wordt worden werd werden heeft hebben had hadden "
          "er die dat deze dit ze zij hij het wij we ik je u hun haar zijn ook nog al wel "
          "zeer meer niet geen te",
})
# Left out: words of a cause or a purpose ("because", "since", "weil", "denn", "deshalb",
# "damit"), which the cause checks read as words; the speaker's own person ("uns", "unser",
# "mein"), which tells whose words a quote is; words of time ("dann", "nun"); words that are
# content words in another tabled language or in English ("ans", French years; "bin"; "us",
# the US; "ab", also "ein Auf und Ab"); and words each of which moved a labelled claim away
# from its label as the word that tied it to its page's clause: "several", "every",
# "within", "along", "another", "bzw", "diesem", "alles", "allem" ("vor allem": above
# all), "hatten", and the hedges "könnte", "könnten" (weighed by ``cues.HEDGES``).
STOP["en"] += (
    " him itself himself herself themselves ourselves yourself hers ours yours theirs am"
    " whether among across upon onto toward towards many much")
STOP["de"] += (  # every form of the pronouns, articles and auxiliaries, and the rest of
    # the prepositions and conjunctions
    " ihn ihm ihnen seine seinen seinem seiner seines ihre ihren ihrem ihrer ihres diesen jene"
    " jenen jenem jener jenes welcher welches welchen welchem deren dessen denen allen aller"
    " jeder jedes jeden jedem einige einigen einiger einiges viele vielen vieler mehrere"
    " mehreren manche manchen beide beiden während wegen trotz zwischen neben hinter innerhalb"
    " außerhalb gegenüber entlang pro samt aufs fürs ums durchs übers ob sowie sowohl indem"
    " nachdem bevor sobald solange dabei dazu davon daran darauf darin dafür ebenfalls zudem"
    " außerdem also bist seid warst gewesen wäre wären habe hast habt hätte hätten gehabt"
    " werde wirst werdet worden")
"""Function words left out of matching, for the spaced languages the other tables
cover (Chinese and Japanese are matched by character pairs, where they weigh little)."""

FUNCTION: dict[str, str] = {
    "en": "about around roughly approximately nearly almost some though although however "
          "whereas yet despite",
    "de": "muss müssen musste mussten kann können konnte konnten soll sollen sollte sollten "
          "darf dürfen durfte will wollen möchte rund etwa ungefähr circa ca knapp fast "
          "obwohl jedoch allerdings trotzdem zwar dennoch würde würden dürfte "
          "dürften müsste müssten durften wollte wollten möchten",
    "fr": "doit doivent peut peuvent environ presque quelque bien cependant toutefois "
          "pourtant alors",
    "es": "debe deben puede pueden unos unas aproximadamente casi alrededor aunque embargo",
    "it": "deve devono può possono circa quasi però tuttavia",
    "pt": "deve devem pode podem cerca aproximadamente quase embora porém contudo",
    "nl": "moet moeten kan kunnen mag mogen ongeveer circa bijna zo'n hoewel echter toch",
}
"""Modal verbs, words of approximation and concessive adverbs ("muss", "rund", "environ",
"though", "jedoch"): they say how sure or how exact a statement is, which the hedging and
number checks weigh, or that it stands despite another; as words to match they only
dilute a claim ("Der Teig muss rund eine Stunde ruhen"). Words of a contrast or an
opposition ("instead", "against") stay words: they tell which side is which."""
STOP_WORDS = frozenset(w for table in (STOP, FUNCTION) for words in table.values()
                       for w in words.split())
