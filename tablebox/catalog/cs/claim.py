"""Czech for Claim (Trůn and Trůn 2): events, refusals, notes, lead reasons, abilities, votes.

Faction names as printed in the Czech boxes (skřeti, rytíři, trpaslíci, měňavci; gnómové, obři,
draci, trolové, věštci). ``claim.faction.<id>`` and ``{x:card}`` with a faction id give the
display name ("Draci"); ``claim.term.<id>`` is the name in the accusative plural ("draky"), the
case of every template that puts a faction term in a sentence ("musíš hrát draky"). A card reads
as printed ("Obr 3"), or declined where a template names the case: ``{card:card:acc}`` ->
"obra 3" ("Bára hraje obra 3.").

Names not printed in the Czech box: Nemrtví (the undead; the Czech Trůn rulebook was not at
hand).
"""

from __future__ import annotations

CASES = ("nom", "gen", "dat", "acc", "ins")
"""The cases ``card(card_id, case)`` declines a name into, in this order in the tables below."""

NAMES: dict[str, tuple[str, str]] = {
    "goblin": ("Skřeti", "Skřet"),
    "knight": ("Rytíři", "Rytíř"),
    "undead": ("Nemrtví", "Nemrtvý"),
    "dwarf": ("Trpaslíci", "Trpaslík"),
    "doppelganger": ("Měňavci", "Měňavec"),
    "gnome": ("Gnómové", "Gnóm"),
    "giant": ("Obři", "Obr"),
    "dragon": ("Draci", "Drak"),
    "troll": ("Trolové", "Trol"),
    "seer": ("Věštci", "Věštec"),
}
"""Per faction id: the plural name and the name of one card."""
ONE: dict[str, tuple[str, ...]] = {
    "goblin": ("skřet", "skřeta", "skřetovi", "skřeta", "skřetem"),
    "knight": ("rytíř", "rytíře", "rytíři", "rytíře", "rytířem"),
    "undead": ("nemrtvý", "nemrtvého", "nemrtvému", "nemrtvého", "nemrtvým"),
    "dwarf": ("trpaslík", "trpaslíka", "trpaslíkovi", "trpaslíka", "trpaslíkem"),
    "doppelganger": ("měňavec", "měňavce", "měňavci", "měňavce", "měňavcem"),
    "gnome": ("gnóm", "gnóma", "gnómovi", "gnóma", "gnómem"),
    "giant": ("obr", "obra", "obrovi", "obra", "obrem"),
    "dragon": ("drak", "draka", "drakovi", "draka", "drakem"),
    "troll": ("trol", "trola", "trolovi", "trola", "trolem"),
    "seer": ("věštec", "věštce", "věštci", "věštce", "věštcem"),
}
"""One card of a faction in each of :data:`CASES`."""
MANY: dict[str, tuple[str, ...]] = {
    "goblin": ("skřeti", "skřetů", "skřetům", "skřety", "skřety"),
    "knight": ("rytíři", "rytířů", "rytířům", "rytíře", "rytíři"),
    "undead": ("nemrtví", "nemrtvých", "nemrtvým", "nemrtvé", "nemrtvými"),
    "dwarf": ("trpaslíci", "trpaslíků", "trpaslíkům", "trpaslíky", "trpaslíky"),
    "doppelganger": ("měňavci", "měňavců", "měňavcům", "měňavce", "měňavci"),
    "gnome": ("gnómové", "gnómů", "gnómům", "gnómy", "gnómy"),
    "giant": ("obři", "obrů", "obrům", "obry", "obry"),
    "dragon": ("draci", "draků", "drakům", "draky", "draky"),
    "troll": ("trolové", "trolů", "trolům", "troly", "troly"),
    "seer": ("věštci", "věštců", "věštcům", "věštce", "věštci"),
}
"""A whole faction in each of :data:`CASES`."""
SHORT_NAMES: dict[str, str] = {
    "goblin": "Skř",
    "knight": "Ryt",
    "undead": "Nem",
    "dwarf": "Trp",
    "doppelganger": "Měň",
    "gnome": "Gnó",
    "giant": "Obr",
    "dragon": "Dra",
    "troll": "Tro",
    "seer": "Věš",
}
"""Per faction id: three letters for a framed card's edge and a line too long for the names."""

ABILITIES: dict[str, str] = {
    "goblin": "Bez schopnosti.",
    "knight": "Rytíř zahraný na vynesené skřety vyhrává štych bez ohledu na hodnoty.",
    "undead": "Fáze 1: nemrtví zahraní do štychu jdou lícem nahoru na bodovací balíček"
    " jeho vítěze.",
    "dwarf": "Fáze 2: trpaslíci zahraní do štychu jdou na bodovací balíček poraženého.",
    "doppelganger": "Smí se zahrát místo vynesené frakce a pak se za ni počítá; nikdy"
    " nekopíruje schopnost.",
    "gnome": "Fáze 2: gnómy, které vyhraješ, pokládáš lícem nahoru před sebe; na bodovací"
    " balíček jdou až na konci hry.",
    "giant": "Fáze 2: za každého obra ve štychu rozšlápne jeho vítěz jednoho soupeřova gnóma"
    " stejné hodnoty, který leží lícem nahoru.",
    "dragon": "Kdo do štychu zahraje posledního draka, vynáší příští štych.",
    "troll": "Fáze 2: vítěz získá za štych jen jednoho trola, toho nejvyššího na stole;"
    " ostatní čekají stranou na dalšího vítěze. Vítěz posledního štychu bere všechny.",
    "seer": "Fáze 1: vyhraješ-li s věštcem, podíváš se na vrchní kartu balíčku a necháš si ji,"
    " nebo odměnu; soupeř dostane tu druhou.",
}
ABILITIES_3_4: dict[str, str] = {
    "knight": "Na vynesené skřety vyhrává rytíř; z více rytířů ten nejvyšší.",
    "dwarf": "Fáze 2: trpaslíky bere hráč nejnižší karty (při shodě ten, kdo ji zahrál později).",
    "doppelganger": "Počítá se za frakci karty vynášejícího hráče; nikdy nekopíruje schopnost.",
    "giant": "Fáze 2: za každého obra ve štychu rozšlápne jeho vítěz každému soupeři jednoho"
    " gnóma té hodnoty.",
    "seer": "Fáze 1: vyhraješ-li s věštcem, podíváš se na vrchní kartu balíčku a vezmeš si ji,"
    " nebo odměnu; druhé místo pak bere ze zbylých odměn.",
}
"""How an ability reads with three or four players, where the variant changes it."""

HIGHEST = ("nejvyšší", "druhá nejvyšší", "třetí nejvyšší")
"""A card's rank in a tie-break, agreeing with "karta"."""
KINDS = ("solo", "team")
"""Votes are won by sides: a player (``solo``) or at four a team of partners (``team``)."""


def _side(name: str, kind: str) -> str:
    """A side in a template: ``{w:player}``, or for a team ``{w:player} & {w2:player}``."""
    return f"{{{name}:player}} & {{{name}2:player}}" if kind == "team" else f"{{{name}:player}}"


def _cards(prefix: str, count: int, case: str = "") -> str:
    """``count`` card fields listed the Czech way ("A, B a C"), in ``case`` if one is given."""
    spec = f"card:{case}" if case else "card"
    return _listed([f"{{{prefix}{index}:{spec}}}" for index in range(count)])


def _listed(parts: list[str]) -> str:
    """Parts of a template listed the Czech way: "A, B a C"."""
    return f"{', '.join(parts[:-1])} a {parts[-1]}" if len(parts) > 1 else "".join(parts)


def _named(template: str) -> str:
    """A vote's sentence after its faction's name and a colon: lower case, as Czech writes
    after a colon (a sentence that opens with a player's name keeps it)."""
    return template if template.startswith("{") else template[0].lower() + template[1:]


def _generated() -> dict[str, str]:
    """The templates whose length varies: one key per count (``claim.dwarves.3``), so every
    parameter stays flat (a seat, a card id, a number)."""
    t: dict[str, str] = {}
    for n in (3, 4):
        places = ", ".join(f"{i + 1}. {{p{i}:player}}" for i in range(n))
        t[f"claim.ranking.{n}"] = f"Pořadí: {places}."
    for n in range(1, 5):
        t[f"claim.dwarves.{n}"] = f"{{seat:player}} bere {_cards('c', n, 'acc')}."
    for n in range(1, 11):
        t[f"claim.scores-trolls.{n}"] = f"{{seat:player}} získává {_cards('c', n, 'acc')}."
        verb = "čeká" if n == 1 else "čekají"
        t[f"claim.trolls-aside.{n}"] = f"Stranou {verb}: {_cards('c', n, 'nom')}."
    for n in (3, 5):
        t[f"claim.deck-mixed.{n}"] = (
            f"{{a:card}} a {{b:card}} (22) + {', '.join(f'{{s{i}:card}}' for i in range(n))}"
            " ({n} × 10): {total} karet"
        )
    for kind in KINDS:
        team = kind == "team"
        has = "mají" if team else "má"
        for n in (2, 3):
            counts = " : ".join(f"{_side(f's{i}', kind)} {{n{i}}}" for i in range(n))
            t[f"claim.vote-most.{kind}.{n}"] = f"Nejvíc karet {has} {_side('w', kind)} ({counts})."
            tied = _listed([_side(f"s{i}", kind) for i in range(n)])
            compared = " proti ".join(f"{{v{i}}}" for i in range(n))
            tie = f"{tied} mají shodně {{n}} {{n:plural:kartu|karty|karet}}"
            t[f"claim.vote-tiebreak.{kind}.{n}"] = (
                f"{tie}; {{position:term}} karta {compared}, takže vítězí {_side('w', kind)}."
            )
            t[f"claim.vote-tiebreak-among.{kind}.{n}"] = (
                f"{tie}; {{position:term}} karta {compared}, takže vítězí {_side('w', kind)}"
                " (porovnávají se jen ti se shodou)."
            )
            t[f"claim.vote-identical.{kind}.{n}"] = (
                f"{tie} se stejnými hodnotami, takže tento hlas nezíská nikdo."
            )
            numbers = " : ".join(f"{{x{i}}}" for i in range(n))
            t[f"claim.verdict-cards.{kind}.{n}"] = (
                f"Shoda v hlasech; karty ve vyhraných frakcích: {numbers}, takže vítězí"
                f" {_side('w', kind)}."
            )
            t[f"claim.verdict-value.{kind}.{n}"] = (
                "Shoda v hlasech i v počtu karet ve vyhraných frakcích; součet jejich hodnot:"
                f" {numbers}, takže vítězí {_side('w', kind)}."
            )
            winners = _listed([_side(f"s{i}", kind) for i in range(n)])
            t[f"claim.verdict-share.{kind}.{n}"] = (
                "Shoda v hlasech ({votes}), v kartách ve vyhraných frakcích ({cards}) i v jejich"
                f" hodnotě ({{value}}): o vítězství se dělí {winners}."
            )
        t[f"claim.verdict-most.{kind}"] = f"S nejvíce hlasy vítězí {_side('w', kind)}."
        for n in range(0, 11):
            won = f" ({', '.join(f'{{f{i}:card}}' for i in range(n))})" if n else ""
            t[f"claim.tally.{kind}.{n}"] = (
                f"{_side('s', kind)}: {{n}} {{n:plural:hlas|hlasy|hlasů}}{won}"
            )
    t["claim.vote-nobody"] = "Nikdo nemá žádnou kartu, takže tento hlas nezíská nikdo."
    for key in [k for k in t if k.startswith("claim.vote-")]:
        named = key.replace("claim.vote-", "claim.named-vote-", 1)
        t[named] = "{faction:card}: " + _named(t[key])
    return t


UI: dict[str, str] = {
    # -- the status line and the trick ------------------------------------------------------------
    "claim.ui.phase-1": "Fáze 1: verbování následovníků",
    "claim.ui.phase-2": "Fáze 2: boj o přízeň",
    "claim.ui.phase-3": "Fáze 2: konec hry",
    "claim.ui.trick-of": "Štych {trick} z {tricks}",
    "claim.ui.draw-pile": "Balíček {count}",
    "claim.ui.prizes-title": "{count:plural:Odměna|Odměny|Odměn}",
    "claim.ui.seer-chooses-2": "{name} vyhrává s věštcem a volí: odměnu, nebo vrchní kartu"
    " balíčku.",
    "claim.ui.seer-chooses": "{name} vyhrává s věštcem a volí: jednu z odměn, nebo vrchní"
    " kartu balíčku.",
    "claim.ui.place-chooses": "{name} ({place:ordinal} ve štychu) si vybírá odměnu.",
    # -- the last trick -------------------------------------------------------------------------
    **{f"claim.ui.short.{faction}": short for faction, short in SHORT_NAMES.items()},
    "claim.ui.last-trick-title": "Minulý štych: {number}. ve fázi {phase}",
    "claim.ui.place": "{place:ordinal}",
    "claim.ui.got-deck-card": "vrchní karta",
    "claim.ui.got-drawn": "dobírá",
    "claim.ui.got-choosing": "vybírá…",
    # -- the players ----------------------------------------------------------------------------
    "claim.ui.players": "Hráči",
    "claim.ui.players-teams": "Hráči · týmy {a} proti {b}",
    "claim.ui.team-tag": "tým {initials}",
    "claim.ui.hand-size": "ruka {count}",
    "claim.ui.followers": "následovníci {count}",
    "claim.ui.followers-short": "násl. {count}",
    "claim.ui.in-front": "před sebou: {cards}",
    "claim.ui.set-aside": "Stranou: {cards}",
    # -- the hand and the prize choices ---------------------------------------------------------
    "claim.ui.hands-hidden": "Karty skryté",
    "claim.ui.hand-seer": "{name}: volba věštce",
    "claim.ui.hand-choose": "{name}: vyber si odměnu",
    "claim.ui.hand": "{name} – ruka ({count} {count:plural:karta|karty|karet})",
    "claim.ui.your-followers": "Tvoji následovníci (vidíš je jen ty): {cards}",
    "claim.ui.none-yet": "zatím žádní",
    "claim.ui.keep-deck-card": "Nech si vrchní kartu balíčku: {card}",
    "claim.ui.take-top-card": "Vezmi si vrchní kartu: {card}",
    "claim.ui.keep-prize": "Nech si odměnu: {card}",
    "claim.ui.take-prize": "Vezmi si: {card}",
    "claim.ui.intro-seer-2": "Vyhráváš s věštcem a díváš se na vrchní kartu balíčku (vidíš ji"
    " jen ty). Jednu kartu si nech; druhou dostane {others}.",
    "claim.ui.intro-seer": "Vyhráváš s věštcem a díváš se na vrchní kartu balíčku (vidíš ji"
    " jen ty). Vezmi si ji, nebo odměnu: vezmeš-li si ji, mezi odměnami volí {next}.",
    "claim.ui.intro-placed": "Ve štychu jsi {place} – vyber si odměnu. Druhou dostane {next}.",
    "claim.ui.intro-placed-draw": "Ve štychu jsi {place} – vyber si odměnu. Druhou dostane"
    " {next}; {drawing} si {count:plural:lízne|líznou|líznou} z balíčku.",
    "claim.ui.place-best": "nejlepší",
    # -- the factions at this table ---------------------------------------------------------------
    "claim.ui.abilities-title": "{title}: frakce u tohoto stolu",
    "claim.ui.deck": "Balíček",
    "claim.ui.teams": "Týmy",
    "claim.ui.teams-note": "{a} proti {b}: spoluhráči sedí naproti sobě a hlasy získávají"
    " společně.",
    "claim.ui.prizes": "Odměny",
    "claim.ui.prizes-note": "ve fázi 1 dvě na štych: nejlépe umístěný hráč si jednu vybere,"
    " další si vezme druhou, ostatní si líznou z balíčku.",
    # -- the results ----------------------------------------------------------------------------
    "claim.ui.results-title": "{title}: {headline}",
    "claim.ui.game-over": "Hra skončila",
    "claim.ui.wins": "{name} {count:plural:vyhrává|vyhrávají|vyhrávají}!",
    **{
        f"claim.ui.share-win.{n}": _listed([f"{{s{i}}}" for i in range(n)]) + " se dělí o vítězství"
        for n in (2, 3, 4)
    },
    "claim.ui.ranking": "Pořadí",
    "claim.ui.votes-count": "{count} {count:plural:hlas|hlasy|hlasů}",
    "claim.ui.winner": "{count:plural:vítěz|vítězové|vítězové}",
    "claim.ui.verdict": "{tallies}. {decision:message}",
    "claim.ui.votes": "Hlasy",
    "claim.ui.faction": "Frakce",
    "claim.ui.vote": "Hlas",
    "claim.ui.values-note": "(karty: jejich hodnoty od nejvyšší)",
    "claim.ui.nobody": "nikdo",
    "claim.ui.none": "žádné",
    "claim.ui.values-long": "{count} {count:plural:karta|karty|karet}: {values}",
    "claim.ui.values-short": "{count}: {values}",
    # -- setup ----------------------------------------------------------------------------------
    "claim.ui.setup-deck": "Balíček",
    "claim.ui.setup-box": "Krabice",
    "claim.ui.setup-pair": "Dvojice",
    "claim.ui.setup-singles": "Jednotlivé",
    "claim.ui.setup-random": "Náhodné frakce",
    "claim.ui.box-claim": "Trůn",
    "claim.ui.box-claim2": "Trůn 2",
    "claim.ui.box-mixed": "Smíšený",
    "claim.ui.pair": "{a:card} a {b:card:nom}",
    "claim.ui.setup-refusal": "{reason:message}.",
    "claim.ui.setup-choose-singles": "Vyber {wanted}"
    " {wanted:plural:jednotlivou frakci|jednotlivé frakce|jednotlivých frakcí} pro {count}"
    " hráče: vybráno {chosen}.",
    "claim.ui.setup-hint-2": "Každá krabice hraje svých pět frakcí; Smíšený: dvojice a 3"
    " jednotlivé.",
    "claim.ui.setup-hint-mixed": "{count} hráči potřebují obě krabice: dvojici a 5 jednotlivých.",
    "claim.ui.setup-hint-teams": "{count} hráči potřebují obě krabice: dvojici a 5"
    " jednotlivých. Týmy: hráči 1 a 3 proti 2 a 4.",
}
"""The table's own words (``tablebox/tables/claim``): titles, labels and the sentences it builds
around cards and names, which it draws itself."""


MESSAGES: dict[str, str] = {
    # -- names ----------------------------------------------------------------------------------
    **{f"claim.faction.{f}": plural for f, (plural, _) in NAMES.items()},
    **{f"claim.term.{f}": MANY[f][CASES.index("acc")] for f in NAMES},
    **{f"claim.ability.{f}": text for f, text in ABILITIES.items()},
    **{f"claim.ability-3-4.{f}": text for f, text in ABILITIES_3_4.items()},
    **{f"claim.term.highest-{n}": word for n, word in enumerate(HIGHEST, 1)},
    **{f"claim.term.highest-{n}": f"{n}. nejvyšší" for n in range(4, 15)},
    "claim.side.solo": "{s:player}",
    "claim.side.team": "{s:player} & {s2:player}",
    **_generated(),
    # -- the game log ---------------------------------------------------------------------------
    "claim.teams": "Týmy: {a:player} & {b:player} proti {c:player} & {d:player}.",
    "claim.phase-1-begins": "Začíná fáze 1: první štych vynáší {seat:player}.",
    "claim.prize": "Štych {trick}: hraje se o {card:card:acc}.",
    "claim.prizes": "Štych {trick}: hraje se o {cards:cards:acc}.",
    "claim.plays": "{seat:player} hraje {card:card:acc}.",
    "claim.wins-trick": "{seat:player} vyhrává štych.",
    "claim.last-dragon": "{seat:player} hraje posledního draka a vynáší příští štych.",
    "claim.undead-scores": "{seat:player} si dává na bodovací balíček {card:card:acc}.",
    "claim.seer-may-take": "{seat:player} vyhrává s věštcem a smí si vzít vrchní kartu balíčku.",
    "claim.seer-peeks": "{seat:player} vyhrává s věštcem a dívá se do balíčku.",
    "claim.peek": "Vrchní karta balíčku: {card:card}.",
    "claim.keeps-deck": "{seat:player} si nechává vrchní kartu balíčku.",
    "claim.you-keep": "Necháváš si {card:card:acc}.",
    "claim.takes-prize": "{seat:player} si bere odměnu: {card:card:acc}.",
    "claim.draws": "{seat:player} si bere následovníka z balíčku.",
    "claim.you-draw": "Z balíčku si bereš {card:card:acc}.",
    "claim.crushes": "{giant:card} ({seat:player}) rozšlápne {gnome:card:acc} ({victim:player}).",
    "claim.gnome-in-front": "{seat:player} má před sebou lícem nahoru {card:card:acc}.",
    "claim.trick-leads": "Štych {trick}: vynáší {seat:player}.",
    "claim.phase-2-begins": "Začíná fáze 2: všichni si berou své následovníky do ruky."
    " Štych 1: vynáší {seat:player}.",
    "claim.game-over": "Hra skončila: frakce odevzdávají své hlasy.",
    # -- who leads and why (the reason as a noun: a verb in the past would need the gender) ----
    "claim.leads-first": "{seat:player} vynáší: začínající hráč",
    "claim.leads-won": "{seat:player} vynáší: vítěz štychu {trick}",
    "claim.leads-won-dragon": "{seat:player} vynáší: vítěz štychu {trick} s posledním drakem",
    "claim.leads-dragon": "{seat:player} vynáší: poslední drak ve štychu {trick}",
    "claim.leads-set-up": "{seat:player} vynáší",
    # -- refusals -------------------------------------------------------------------------------
    "claim.must-follow": "musíš ctít barvu a hrát {faction:term}",
    "claim.must-follow-or-doppelganger": "musíš ctít barvu a hrát {faction:term} (nebo měňavce)",
    "claim.not-in-hand": "{action} nemáš v ruce",
    "claim.choose-prize-first": "nejdřív si vyber odměnu",
    "claim.choose-seer-first": "nejdřív si vyber odměnu, nebo vrchní kartu balíčku: vyhráváš"
    " s věštcem",
    "claim.no-prize-to-choose": "teď není z čeho vybírat",
    "claim.not-your-turn-to-play": "nejsi na tahu",
    # -- what a trick asks, shown above it --------------------------------------------------------
    "claim.follow-lead": "Vynes libovolnou kartu",
    "claim.follow-led": "Vyneseno: {faction:card} — cti barvu",
    "claim.follow-doppelganger": "měňavce smíš zahrát vždy (platí za {faction:term})",
    "claim.follow-knights": "rytíř na vynesené skřety vyhrává štych",
    # -- the last trick -------------------------------------------------------------------------
    "claim.last.led": "vynáší",
    "claim.last.won": "vítěz",
    "claim.last.wins": "{seat:player} vyhrává",
    "claim.last.wins-takes": "{seat:player} vyhrává, bere {card:card:acc}",
    "claim.last.wins-deck": "{seat:player} vyhrává, nechává si vrchní kartu balíčku",
    "claim.last.wins-choosing": "{seat:player} vyhrává a vybírá…",
    # -- decisions ------------------------------------------------------------------------------
    "claim.prompt-play": "Zahraj kartu",
    "claim.prompt-take": "Vyber si odměnu",
    "claim.prompt-seer": "Vezmi si odměnu, nebo vrchní kartu balíčku",
    # -- setup ----------------------------------------------------------------------------------
    "claim.player-count": "Trůn hrají 2 až 4 hráči, ne {n}",
    "claim.needs-mixed": "{n} hráči potřebují obě krabice: zvol smíšený balíček s jednou"
    " dvojicí a pěti jednotlivými frakcemi",
    "claim.mixed-singles": "{n} hráči míchají jednu dvojici {wanted:with} jednotlivými frakcemi"
    " ({deck} karet), ne {chosen:with}",
    "claim.deck-box": "{f0:card}, {f1:card}, {f2:card}, {f3:card}, {f4:card}: 52 karet",
    # -- status ---------------------------------------------------------------------------------
    "claim.status": "fáze {phase}, štych {trick} z {tricks}",
    **UI,
}


PAIR_NAMES = {"knights-goblins": "Rytíři a skřeti", "gnomes-giants": "Gnómové a obři"}
"""The two pairs of the mixed deck by their option values (``--option pair=...``)."""


def card(card_id: str, case: str = "") -> str:
    """``"giant-3"`` -> ``"Obr 3"`` as printed, or declined: ``card("giant-3", "acc")`` ->
    ``"obra 3"``; a faction id names the faction: ``"giant"`` -> ``"Obři"``, in the
    accusative ``"obry"`` (the votes, the deck and the tally list factions this way)."""
    if case and case not in CASES:
        raise ValueError(f"no case {case!r}: one of {', '.join(CASES)}")
    if card_id in NAMES:
        return MANY[card_id][CASES.index(case)] if case else NAMES[card_id][0]
    if card_id in PAIR_NAMES:  # a pair of the mixed deck, as the options name it
        return PAIR_NAMES[card_id]
    faction, _, value = card_id.rpartition("-")
    if faction not in NAMES:
        return card_id
    name = ONE[faction][CASES.index(case)] if case else NAMES[faction][1]
    return f"{name} {value}"
