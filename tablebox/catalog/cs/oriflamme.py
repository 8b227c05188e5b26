"""Czech for Oriflamme (Krvavý trůn): its events, refusals, prompts, results, status and card
texts, with the card names printed on the Czech cards (Lučištnice, Zbrojnoš, Špeh, ...).

Terms (``oriflamme.term.<value>``): a family as it reads inside a sentence, in the genitive
plural ("rudých": "karta rudých", "Špeh rudých"), so that it never has to agree with a card's
gender; a kind's name ("Královský výnos"); a direction ("zleva doprava"); a phase
("vykládání"). ``card(card_id)`` names a card with its family: ``"red-spy"`` -> "Špeh rudých".
A card on the table is a nested message: ``oriflamme.card-up`` ("Zbrojnoš rudých (Bára)") or
``oriflamme.card-down`` ("karta rudých lícem dolů (Bára)"). Players' names stay in the
nominative, in brackets or after a colon, and every verb is in the present tense, which does
not depend on the player's gender.

Names not printed in the Czech box: the families' names (the rulebook calls the players by
their colour, "rudý hráč"; here a family is "Rudí", "Modří", "Zelení", "Žlutí", "Černí"), the
two card sorts as labels ("postava" and "pleticha", from the rulebook's "karty postav" and
"karty pletich"), and the cards' names shortened to fit a small card
or a crowded table.
"""

from __future__ import annotations

FAMILIES: dict[str, str] = {
    "red": "rudých",
    "blue": "modrých",
    "green": "zelených",
    "yellow": "žlutých",
    "black": "černých",
}

KINDS: dict[str, str] = {
    "archer": "Lučištnice",
    "soldier": "Zbrojnoš",
    "spy": "Špeh",
    "heir": "Následník",
    "shapeshifter": "Imitátorka",
    "lord": "Lord",
    "assassination": "Vražda",
    "royal-decree": "Královský výnos",
    "ambush": "Léčka",
    "conspiracy": "Spiknutí",
}

EFFECTS: dict[str, str] = {
    "archer": "Vyřaď z řady první nebo poslední kartu (+1 bod vlivu).",
    "soldier": "Vyřaď kartu sousedící s touto kartou (+1 bod vlivu).",
    "spy": "Ukradni 1 bod vlivu hráči, jehož karta s touto kartou sousedí.",
    "heir": "Získáš 2 body vlivu, není-li v řadě odhalená žádná jiná karta jménem Následník.",
    "shapeshifter": "Vyhodnoť schopnost sousedící odhalené postavy (nikdy jiné Imitátorky).",
    "lord": "Získáš 1 bod vlivu a další 1 za každou sousedící kartu svého rodu.",
    "assassination": "Vyřaď jakoukoli kartu v řadě (+1 bod vlivu). Pak tuto kartu odhoď.",
    "royal-decree": "Posuň jinou kartu na libovolné místo v řadě, ne však na jinou kartu. Pak"
    " tuto kartu odhoď.",
    "ambush": "Odhalená: odhoď body vlivu na ní, získáš 1 bod vlivu a odhoď ji. Vyřazená"
    " kartou protivníka: odhoď útočící kartu a získáš 4 body vlivu.",
    "conspiracy": "Odhalené: získáš dvojnásobek bodů vlivu, které na něm leží. Pak je odhoď.",
}

ASKS: dict[str, str] = {
    "archer": "vyřaď první nebo poslední kartu",
    "soldier": "vyřaď sousedící kartu",
    "spy": "ukradni 1 bod vlivu vlastníkovi sousedící karty",
    "shapeshifter": "vyber sousedící odhalenou postavu, kterou napodobíš",
    "assassination": "vyřaď jakoukoli kartu",
    "heir": "vyber",
    "lord": "vyber",
    "royal-decree": "vyber",
    "ambush": "vyber",
    "conspiracy": "vyber",
}


def _setup(players: int) -> str:
    plays = "; ".join(f"{{p{seat}:player}}: karty {{f{seat}:terms}}" for seat in range(players))
    return f"Krvavý trůn: {plays}. Každý má 1 bod vlivu."


NOT_YOUR_TURN = {
    "place": "vyložit kartu",
    "reveal": "odhalit nebo skrýt kartu",
    "target": "vybrat cíl",
    "move": "posunout kartu Královským výnosem",
}

MESSAGES: dict[str, str] = {
    # -- terms ------------------------------------------------------------------------------
    **{f"oriflamme.term.{family}": word for family, word in FAMILIES.items()},
    **{f"oriflamme.term.{kind}": name for kind, name in KINDS.items()},
    **{f"oriflamme.effect.{kind}": text for kind, text in EFFECTS.items()},
    **{f"oriflamme.ask.{kind}": text for kind, text in ASKS.items()},
    "oriflamme.term.left-to-right": "zleva doprava",
    "oriflamme.term.right-to-left": "zprava doleva",
    "oriflamme.term.placement": "vykládání",
    "oriflamme.term.resolution": "vyhodnocení",
    "oriflamme.term.over": "konec",
    "oriflamme.card-up": "{kind:term} {family:term} ({seat:player})",
    "oriflamme.card-down": "karta {family:term} lícem dolů ({seat:player})",
    # -- setup and rounds -------------------------------------------------------------------
    **{f"oriflamme.setup.{players}": _setup(players) for players in range(2, 6)},
    "oriflamme.direction": "Řada se po celou hru vyhodnocuje {direction:term}.",
    "oriflamme.your-cards": "V ruce máš: {hand:cards}. Stranou leží: {aside:cards}.",
    "oriflamme.placement": "Kolo {round}: vykládání. Žeton začínajícího hráče má {seat:player}.",
    "oriflamme.starts-row": "{seat:player} vykládá lícem dolů kartu {family:term} a zakládá řadu.",
    "oriflamme.places-left": "{seat:player} vykládá lícem dolů kartu {family:term} na levý konec"
    " řady.",
    "oriflamme.places-right": "{seat:player} vykládá lícem dolů kartu {family:term} na pravý"
    " konec řady.",
    "oriflamme.places-on": "{seat:player} vykládá lícem dolů kartu {family:term} na svou kartu"
    " na pozici {position} (štos o výšce {height}).",
    "oriflamme.you-placed": "Vykládáš: {card:card}.",
    "oriflamme.draw": "Každý hráč si lízne 2 karty, jednu od každého rodu.",
    "oriflamme.you-draw": "Lížeš si: {cards:cards}.",
    "oriflamme.game-end": "Kolo {round} skončilo, a s ním i hra: poslední karta zůstává každému"
    " v ruce.",
    # -- resolution -------------------------------------------------------------------------
    "oriflamme.resolution": "Kolo {round}: vyhodnocení, {direction:term}.",
    "oriflamme.hides": "Pozice {position}: {card:message} zůstává lícem dolů a dostává 1 bod"
    " vlivu (teď {tokens}).",
    "oriflamme.reveals": "Odhalena je karta na pozici {position}: {card:message}.",
    "oriflamme.ambush-tokens-return": "Body vlivu, které na ní ležely ({amount}), se vracejí do"
    " zásoby.",
    "oriflamme.conspiracy": "{seat:player} získává dvojnásobek bodů vlivu ze Spiknutí"
    " ({tokens}):"
    " {amount}.",
    "oriflamme.takes-tokens": "{seat:player} si bere body vlivu, které na ní ležely: {amount}.",
    "oriflamme.copies": "{card:message} napodobuje kartu na pozici {position}: {kind:term}.",
    "oriflamme.decree-leaves": "{card:message} nechává na místě, na pozici {position}:"
    " {moved:message}.",
    "oriflamme.decree-moves": "{card:message} posouvá z pozice {source} na pozici"
    " {destination}: {moved:message}.",
    "oriflamme.decree-moves-tokens": "{card:message} posouvá z pozice {source} na pozici"
    " {destination}, i s body vlivu, které na ní leží ({tokens}): {moved:message}.",
    "oriflamme.no-adjacent": "{card:message} nemá žádnou sousední kartu: bez účinku.",
    "oriflamme.nothing-to-copy": "{card:message} nemá vedle sebe odhalenou postavu, kterou by"
    " napodobila (Imitátorka nenapodobuje Imitátorku): bez účinku.",
    "oriflamme.decree-alone": "{card:message} je v řadě sám: nic se neposouvá.",
    "oriflamme.heir-blocked": "{card:message} nezískává nic: v řadě je odhalen i {rival:message}.",
    "oriflamme.gains": "{seat:player} získává {amount} {amount:plural:bod|body|bodů} vlivu:"
    " {kind:term} {family:term} {why:message}.",
    "oriflamme.gains-as": "{seat:player} získává {amount} {amount:plural:bod|body|bodů} vlivu:"
    " {kind:term} {family:term} (jako {ability:term}) {why:message}.",
    "oriflamme.why.ambush-revealed": "odhalená svým vlastníkem",
    "oriflamme.why.heir": "– v řadě není odhalen žádný jiný Následník",
    "oriflamme.why.lord": "(žádná sousední karta stejného rodu)",
    "oriflamme.why.lord-adjacent": "(1 + {own} za {own:plural:sousední kartu|sousední karty"
    "|sousedních karet} {family:term})",
    "oriflamme.why.trap": "– past sklapla",
    "oriflamme.steals-from-self": "{card:message} krade vlastníkovi, tedy sobě: nic se nemění.",
    "oriflamme.steals-nothing": "{card:message} nemá co ukrást, {seat:player} nemá žádný bod"
    " vlivu.",
    "oriflamme.steals": "{card:message} krade 1 bod vlivu hráči {seat:player}.",
    "oriflamme.eliminates": "{card:message} vyřazuje kartu na pozici {position}:"
    " {target:message}. {seat:player} získává 1 bod vlivu.",
    "oriflamme.eliminates-hidden": "{card:message} vyřazuje kartu na pozici {position}:"
    " {target:message} (otáčí se lícem nahoru). {seat:player} získává 1 bod vlivu.",
    "oriflamme.eliminates-hidden-tokens": "{card:message} vyřazuje kartu na pozici {position}:"
    " {target:message} (otáčí se lícem nahoru); body vlivu, které na ní ležely ({tokens}),"
    " se vracejí do zásoby. {seat:player} získává 1 bod vlivu.",
    "oriflamme.own-ambush": "Vlastní Léčka nesklapne (vlastník: {seat:player}).",
    "oriflamme.discarded-after-use": "Po použití se odhazuje: {card:message}.",
    "oriflamme.discarded-by-ambush": "Léčka odhazuje útočící kartu: {card:message}.",
    "oriflamme.uncovered": "Na pozici {position} se odkrývá karta pod ní: {card:message}"
    " (lícem dolů).",
    "oriflamme.uncovered-face-up": "Na pozici {position} se odkrývá karta pod ní: {card:message}"
    " (lícem nahoru).",
    # -- prompts ----------------------------------------------------------------------------
    "oriflamme.a-card": "kartu",
    "oriflamme.a-family-card": "kartu {family:term}",
    "oriflamme.a-family-or-card": "kartu {a:term} nebo {b:term}",
    "oriflamme.prompt.start-row": "{seat:player}: vylož lícem dolů {what:message} a založ řadu",
    "oriflamme.prompt.place": "{seat:player}: vylož lícem dolů {what:message} na levý nebo"
    " pravý konec řady",
    "oriflamme.prompt.place-or-stack": "{seat:player}: vylož lícem dolů {what:message} na levý"
    " nebo pravý konec řady, nebo na jednu ze svých karet",
    "oriflamme.prompt.reveal": "Vyhodnoť kartu lícem dolů na pozici {position} (vlastník:"
    " {seat:player}): odhalit, nebo skrýt",
    "oriflamme.prompt.move": "{card:message} na pozici {position}: vyber jinou kartu, kterou"
    " posuneš, a pak místo v řadě, kam přijde (nikdy na jinou kartu)",
    "oriflamme.prompt.target": "{card:message} na pozici {position}: {ask:message}"
    " ({targets:message})",
    "oriflamme.prompt.target-as": "{card:message} (napodobuje: {ability:term}) na pozici"
    " {position}: {ask:message} ({targets:message})",
    "oriflamme.targets-1": "cíl {a}",
    "oriflamme.targets-2": "cíl {a} nebo cíl {b}",
    "oriflamme.targets-more": "cíl {a}, {rest:message}",
    "oriflamme.over": "Hra skončila.",
    "oriflamme.over-won": "Hra skončila: vítězí {seat:player} {influence:with}"
    " {influence:plural:bodem|body|body} vlivu.",
    "oriflamme.over-shared": "Hra skončila: o vítězství se dělí {seats:players} {influence:with}"
    " {influence:plural:bodem|body|body} vlivu.",
    "oriflamme.status": "kolo {round} z {rounds}, {phase:term}",
    # -- results ----------------------------------------------------------------------------
    "oriflamme.score": "{seat:player}: {influence} {influence:plural:bod|body|bodů} vlivu, {cards}"
    " {cards:plural:karta|karty|karet} v řadě.",
    "oriflamme.tokens-count-nothing": "Body vlivu, které ještě leží na kartách v řadě, se"
    " nepočítají;"
    " poslední karta zůstává každému v ruce.",
    "oriflamme.wins-on-influence": "Nejvíce bodů vlivu ({influence}) má a vítězí: {seats:players}.",
    "oriflamme.wins-on-cards": "Shodný počet bodů vlivu ({influence}) mají {tied:players};"
    " nejvíce karet v"
    " řadě ({counts:message}, i překryté) má a vítězí: {seats:players}.",
    "oriflamme.shared-victory": "Shodný počet bodů vlivu ({influence}) mají {tied:players};"
    " shodný počet"
    " karet v řadě ({counts:message}, i překryté) mají i {seats:players}, a tak se o vítězství"
    " dělí.",
    "oriflamme.card-count": "{seat:player} {cards}",
    "oriflamme.card-count-more": "{seat:player} {cards}, {rest:message}",
    # -- refusals ---------------------------------------------------------------------------
    "oriflamme.no-action": "chybí akce: napiš place <karta> left|right|on <pozice>, reveal,"
    " hide, target <pozice> nebo move <pozice> to <pozice>",
    "oriflamme.not-an-action": "{text!r} není akce: napiš place <karta> left|right|on <pozice>,"
    " reveal, hide, target <pozice> nebo move <pozice> to <pozice>",
    "oriflamme.write-place": "napiš place <karta> left, place <karta> right nebo place <karta>"
    " on <N>",
    "oriflamme.write-target": "napiš target <N>, kde N je pozice počítaná zleva",
    "oriflamme.write-move": "napiš move <N> to <M>: karta z pozice N skončí na pozici M",
    **{
        f"oriflamme.not-your-turn.{kind}": f"{task} má teď {{seat:player}}"
        for kind, task in NOT_YOUR_TURN.items()
    },
    "oriflamme.must-place": "teď vykládáš kartu: place <karta> left, place <karta> right nebo"
    " place <karta> on <N>",
    "oriflamme.must-reveal": "nejdřív odhal nebo skryj svou kartu lícem dolů na pozici {position}",
    "oriflamme.must-target": "nejdřív vyber cíl: {prompt:message}",
    "oriflamme.must-move": "nejdřív proveď posun Královského výnosu: move <N> to <M>, kde N je"
    " jakákoli pozice kromě pozice Výnosu ({position})",
    "oriflamme.not-a-card": "{card} není karta této hry (karty se píší jako red-spy)",
    "oriflamme.not-in-hand": "{card} nemáš v ruce",
    "oriflamme.wrong-family": "kartu {placed:term} už máš v tomto kole vyloženou; teď vylož"
    " kartu {allowed:term}",
    "oriflamme.stack-in-round-1": "na vlastní kartu smíš vykládat až od 2. kola",
    "oriflamme.no-position": "pozice {position} neexistuje: řada má {count}"
    " {count:plural:pozici|pozice|pozic}",
    "oriflamme.no-position-empty-row": "pozice {position} neexistuje: řada je prázdná",
    "oriflamme.stack-other-family": "na pozici {position} leží karta {top:term}; kartu"
    " {family:term} lze položit jen na kartu {family:term}",
    "oriflamme.not-a-target": "pozice {position} tu není cílem: {targets:message}",
    "oriflamme.decree-moves-itself": "Královský výnos posouvá jinou kartu, ne sám sebe",
    "oriflamme.bad-destination": "karta z pozice {source} může skončit na pozici 1 až {last},"
    " ne {destination} (nikdy nejde na jinou kartu)",
}

_FAMILY_NAMES = {
    "red": "Rudí",
    "blue": "Modří",
    "green": "Zelení",
    "yellow": "Žlutí",
    "black": "Černí",
}

# -- the table: its labels and sentences (``tablebox/tables/oriflamme/``) ----------------------
# Parameters in ``{name}`` without a spec are filled by the table, some with styled text.

ARROWS: dict[str, str] = {"left-to-right": "→ zleva doprava", "right-to-left": "← zprava doleva"}
PHASES: dict[str, str] = {"placement": "Vykládání", "resolution": "Vyhodnocení", "over": "Konec"}
SHORT_NAMES: dict[str, str] = {
    "shapeshifter": "Imitát.",
    "assassination": "Vražda",
    "royal-decree": "Výnos",
    "conspiracy": "Spikn.",
}
"""Card names shortened for the one-line players table of a crowded game."""

NAME_LINES: dict[str, str] = {
    **KINDS,
    "archer": "Lučištnice",
    "shapeshifter": "Imitátorka",
    "royal-decree": "Královský\nvýnos",
}
"""Each card's name broken (at the line break) to fit a large card in the row (ten cells)."""
SMALL_NAME_LINES: dict[str, str] = {
    **NAME_LINES,
    "archer": "Lučišt-\nnice",
    "soldier": "Zbroj-\nnoš",
    "heir": "Násled-\nník",
    "shapeshifter": "Imitá-\ntorka",
    "royal-decree": "Králov.\nvýnos",
    "conspiracy": "Spik-\nnutí",
}
"""The same for a small card, seven cells inside."""

UI: dict[str, str] = {
    **{f"oriflamme.ui.name-lines.{kind}": lines for kind, lines in NAME_LINES.items()},
    **{f"oriflamme.ui.small-name-lines.{kind}": lines for kind, lines in SMALL_NAME_LINES.items()},
    **{f"oriflamme.ui.family.{family}": name for family, name in _FAMILY_NAMES.items()},
    **{f"oriflamme.ui.arrow.{direction}": words for direction, words in ARROWS.items()},
    **{f"oriflamme.ui.phase.{phase}": words for phase, words in PHASES.items()},
    **{f"oriflamme.ui.short.{kind}": name for kind, name in SHORT_NAMES.items()},
    "oriflamme.ui.mark-red": "R",
    "oriflamme.ui.mark-blue": "M",
    "oriflamme.ui.mark-green": "Z",
    "oriflamme.ui.mark-yellow": "Ž",
    "oriflamme.ui.mark-black": "Č",
    "oriflamme.ui.card-name": "{name} ({family})",
    "oriflamme.ui.status.round": "Kolo {round} z {rounds}",
    "oriflamme.ui.status.pass": "Směr {arrow}",
    "oriflamme.ui.status.decides": "Rozhoduje {name}",
    # The players table: its column headings (the numbers below are aligned to these widths).
    "oriflamme.ui.players.name": "Hráč",
    "oriflamme.ui.players.family": "Rod",
    "oriflamme.ui.players.family-short": "Rod",
    "oriflamme.ui.players.numbers": "     Vliv  Ruka  V řadě",
    "oriflamme.ui.players.numbers-short": "Vliv Ruka Řad",
    "oriflamme.ui.players.pile": "Bal.",
    "oriflamme.ui.players.out": "Mimo",
    "oriflamme.ui.players.out-label": "mimo:",
    # The line under the row: the card or the place under the cursor.
    "oriflamme.ui.owner.yours": "tvoje",
    "oriflamme.ui.owner.theirs": "{name}",
    "oriflamme.ui.position.back": "{position} ({owner}): karta – {family}, lícem dolů",
    "oriflamme.ui.position.face-up": "{position} ({owner}): {card}, lícem nahoru",
    "oriflamme.ui.position.face-down": "{position} ({owner}): {card}, lícem dolů",
    "oriflamme.ui.position.face-down-yours": "{position} ({owner}): {card}, lícem dolů (vidíš"
    " ji jen ty)",
    "oriflamme.ui.position.tokens": ", leží na ní {tokens} {tokens:plural:bod|body|bodů} vlivu",
    "oriflamme.ui.position.stack": "; štos o výšce {height}",
    "oriflamme.ui.position.stack-of": "; štos o výšce {height}, pod ní: {covered}",
    "oriflamme.ui.position.resolving": "; právě se vyhodnocuje",
    "oriflamme.ui.position.passed": "; v tomto kole už vyhodnocena",
    "oriflamme.ui.family-card": "karta – {family}",
    "oriflamme.ui.face-down-card": "karta lícem dolů – {family}",
    "oriflamme.ui.face-up": "lícem nahoru",
    "oriflamme.ui.face-down": "lícem dolů",
    "oriflamme.ui.covered": "{card} {face}",
    "oriflamme.ui.hand-card.character": "{card}, postava, zůstává v řadě:",
    "oriflamme.ui.hand-card.intrigue": "{card}, pleticha, použije se jednou:",
    "oriflamme.ui.spot": "Tvá karta {card} půjde lícem dolů {where}",
    "oriflamme.ui.spot.start": "a založí řadu.",
    "oriflamme.ui.spot.left": "na levý konec řady.",
    "oriflamme.ui.spot.right": "na pravý konec řady.",
    "oriflamme.ui.spot.on": "na tvou kartu {card} na pozici {position} a vytvoří štos o výšce"
    " {height} (viz výše).",
    "oriflamme.ui.move": "Královský výnos posune z pozice {source} na pozici {destination}"
    " (viz výše) tuto kartu: {card} ({owner}). Za posun nikdo body vlivu nezíská.",
    # The hand.
    "oriflamme.ui.hand.empty": "Žádné karty v ruce.",
    "oriflamme.ui.note.chosen": "vybrána",
    # The notes under the cards of the row.
    "oriflamme.ui.note.now": "teď",
    "oriflamme.ui.note.done": "hotovo",
    "oriflamme.ui.note.target": "cíl",
    "oriflamme.ui.note.on-top": "navrch",
    "oriflamme.ui.note.here": "sem",
    "oriflamme.ui.note.moved": "posun",
    "oriflamme.ui.note.not-now": "teď ne",
    # Under the card the last resolution move concerned, while the move stays on screen.
    "oriflamme.ui.note.revealed": "odhalena",
    "oriflamme.ui.note.hidden": "skryta",
    "oriflamme.ui.note.eliminated": "vyřazena",
    "oriflamme.ui.note.discarded": "odhozena",
    "oriflamme.ui.note.acted": "působí",
    # The caption under the row: what the last resolution move did.
    "oriflamme.ui.just.reveals": "{seat:player} odhaluje kartu na pozici {position}: {kind:term}"
    " {family:term}.",
    "oriflamme.ui.just.reveals-gains": "{seat:player} odhaluje kartu na pozici {position}"
    " ({kind:term} {family:term}) a získává {amount} {amount:plural:bod|body|bodů} vlivu.",
    "oriflamme.ui.just.hides": "{seat:player} nechává kartu {family:term} na pozici {position}"
    " skrytou, leží na ní {tokens} {tokens:plural:bod|body|bodů} vlivu.",
    "oriflamme.ui.just.eliminates": "{card:message} vyřazuje kartu na pozici {position}:"
    " {target:message}.",
    "oriflamme.ui.just.eliminates-trap": "{card:message} vyřazuje kartu na pozici {position}:"
    " {target:message} – past sklapla.",
    "oriflamme.ui.just.eliminates-itself": "Karta na pozici {position} vyřazuje sama sebe:"
    " {card:message}.",
    "oriflamme.ui.just.leaves": "{seat:player} nechává Královským výnosem kartu na pozici"
    " {position} na místě.",
    "oriflamme.ui.just.moves": "{card:message} posouvá na pozici {destination}: {moved:message}.",
    "oriflamme.ui.set-aside": "Stranou (vidíš je jen ty):",
    # A card in the row: its sort (on a large card) and how it lies (on its frame).
    "oriflamme.ui.sort.character": "postava",
    "oriflamme.ui.sort.intrigue": "pleticha",
    "oriflamme.ui.frame.up": "líc",
    "oriflamme.ui.frame.down": "rub",
    # The table's panels.
    "oriflamme.ui.not-saved": "neuloženo",
    "oriflamme.ui.row.title": "Řada intrik: {count} {count:plural:pozice|pozice|pozic}, směr"
    " {arrow}   ● body vlivu  ▤ štos",
    "oriflamme.ui.row.empty": "Řada je prázdná.",
    "oriflamme.ui.players.title": "Hráči (★ začínající hráč, ▶ rozhoduje)",
    "oriflamme.ui.log.title": "Záznam",
    "oriflamme.ui.refused": "Nelze",
    # What r or h refuses with outside a reveal-or-hide decision: what is decided instead.
    "oriflamme.ui.other.place": "Teď vykládáš kartu: vyber kartu a místo v řadě.",
    "oriflamme.ui.other.target": "Teď vybíráš cíl: {prompt:message}",
    "oriflamme.ui.other.move": "Teď provádíš posun Královského výnosu: vyber kartu, kterou"
    " posuneš, a pak kam.",
    "oriflamme.ui.hand.hidden": "Ruce skryté",
    "oriflamme.ui.hand.hidden-until": "Ruce zůstanou skryté, dokud klávesnici nepřevezme další"
    " hráč.",
    "oriflamme.ui.hand.title": "Ruka: {name}, {count} {count:plural:karta|karty|karet}",
    "oriflamme.ui.hand.label": "Ruka:",
    "oriflamme.ui.spot.prompt": "Kam s ní? ←→ místo, Enter vyloží, Esc jiná karta.",
    "oriflamme.ui.reveal.reveal": "Odhalit a použít",
    "oriflamme.ui.reveal.hide": "Ponechat lícem dolů (+1 bod vlivu)",
    "oriflamme.ui.numbers.target": "Cílová pozice:",
    "oriflamme.ui.numbers.source": "Posunout kartu z pozice:",
    "oriflamme.ui.numbers.destination": "Posunout kartu z {source} na pozici:",
    "oriflamme.ui.numbers.keys": "Enter",
    "oriflamme.ui.numbers.keys-back": "Enter · Esc zpět",
    # The page of cards and keys (key c at the table).
    "oriflamme.ui.cards.title": "Deset karet každého rodu (postavy zůstávají v řadě a působí"
    " každé kolo, pletichy se použijí jednou) a klávesy",
    "oriflamme.ui.keys.heading": "Klávesy u stolu",
    "oriflamme.ui.keys.arrows": "označí kartu v ruce, místo v řadě nebo cíl",
    "oriflamme.ui.keys.enter": "vybere ji: kartu, pak kam půjde; cíl; kartu pro Královský"
    " výnos, pak kde skončí (řada ukáže výsledek, než ho potvrdíš)",
    "oriflamme.ui.keys.ends": "vyloží označenou kartu na levý nebo pravý konec řady",
    "oriflamme.ui.keys.reveal": "odhalí nebo skryje tvou vyhodnocovanou kartu lícem dolů",
    "oriflamme.ui.keys.escape": "zpět z druhé půlky volby (jinak nabídka)",
    "oriflamme.ui.keys.log": "posouvá záznam",
    "oriflamme.ui.keys.pages": "pravidla, tato stránka, nabídka (hra je uložena)",
    "oriflamme.ui.keys.legend": "V řadě ukazuje rámeček každé karty její pozici a značku"
    " jejího rodu (R rudí, B modří, G zelení, Y žlutí, K černí) a dole, zda leží lícem nahoru"
    " (líc), nebo dolů (rub); rub karty je šrafovaný ░. ● body vlivu ležící na kartě, ▤ karty ve"
    " štosu, jehož rámeček je dvojitý (╔═╗). Tvé vlastní karty lícem dolů ukazují své jméno"
    " jen tobě, kurzívou.",
    # The setup panel on the New game screen.
    "oriflamme.ui.setup.section": "Stůl",
    "oriflamme.ui.setup.starts": "Začíná",
    "oriflamme.ui.setup.pass": "Směr",
    "oriflamme.ui.setup.random": "Náhodně",
    "oriflamme.ui.setup.player": "Hráč {number}",
    "oriflamme.ui.setup.left-to-right": "→ Zleva doprava",
    "oriflamme.ui.setup.right-to-left": "← Zprava doleva",
    "oriflamme.ui.setup.who-starts": "kdo začíná, určí volba Začíná níže.",
    "oriflamme.ui.setup.hint": "Začíná: kdo má v 1. kole žeton začínajícího hráče (pravidla ho"
    " dávají nejstaršímu hráči). Směr: kterým směrem běží každé vyhodnocení po celou hru."
    " Náhodně losuje podle semínka.",
    "oriflamme.ui.setup.too-few": "Hráč {number} nemůže začínat:"
    " {count:plural:je zadáno jen|jsou zadána jen|je zadáno jen} {count}"
    " {count:plural:jméno|jména|jmen}.",
    # The results screen.
    "oriflamme.ui.results.title": "Krvavý trůn: {headline}",
    "oriflamme.ui.results.over": "Hra skončila",
    "oriflamme.ui.results.wins": "Vítězí {name} {influence:with}"
    " {influence:plural:bodem|body|body} vlivu",
    "oriflamme.ui.results.shared": "O vítězství se dělí {names} {influence:with}"
    " {influence:plural:bodem|body|body} vlivu",
    "oriflamme.ui.results.and": "{first} a {second}",
    "oriflamme.ui.results.ranking": "Pořadí",
    "oriflamme.ui.results.line": "{influence} {influence:plural:bod|body|bodů} vlivu · {cards}"
    " {cards:plural:karta|karty|karet} v řadě",
    "oriflamme.ui.results.winner": "vítěz",
    "oriflamme.ui.results.shared-win": "dělené vítězství",
    "oriflamme.ui.results.decided": "Jak se rozhodlo",
    "oriflamme.ui.results.final-row": "Konečná řada (směr {arrow})",
    "oriflamme.ui.results.on": "(na ní {count})",
    "oriflamme.ui.results.empty": "(prázdná)",
}
MESSAGES.update(UI)  # one table of keys per game module: the table's words are messages too


def card(card_id: str) -> str:
    """``"red-royal-decree"`` -> "Královský výnos rudých"."""
    family, _, kind = card_id.partition("-")
    if family not in FAMILIES or kind not in KINDS:
        return card_id
    return f"{KINDS[kind]} {FAMILIES[family]}"
