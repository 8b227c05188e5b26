"""Czech for Truel: its events, refusals, prompts, results, status and card names.

Terms (``truel.term.<value>``), each in the nominative, so a template puts it after a noun or a
colon ("místo typu hodnota", "duhová karta znamená: červený"): a gem ("rubín"), a unit
("karty", "políčka", "rubín"), a card type ("hráč"), a joker's meaning ("+2"), a bonus symbol
("slunce ☀"). ``card(card_id)`` names a card of tablebox's deck by its id, ``"plus2-star-1"``
-> "+2 ★"; a template writes "karta „{card:card}“", so the name stays as printed. A card of
another deck is shown by its id.

Names not printed in the Czech box: the rulebook describes the cards rather than naming them, so
a card is named by what it shows ("Červený ☀", "+2 ★", "Rubíny ★"), a bonus card "Duha" (the
rulebook's "bonusová karta s duhou") with its meaning in the rulebook's words ("jakýkoliv
hráč", "jakákoliv hodnota", "jakákoliv jednotka").
"""

from __future__ import annotations

from tablebox.catalog.en.truel import (  # symbols and signs: the same in every language
    SYMBOLS,
    VALUES,
)

UNITS = {
    "cards": "karty",
    "spaces": "políčka",
    "ruby": "rubíny",
    "emerald": "smaragdy",
    "sapphire": "safíry",
}
JOKERS = {"sun": "jakýkoliv hráč", "star": "jakákoliv hodnota", "heart": "jakákoliv jednotka"}
COLOURS = {"red": "Červený", "green": "Zelený", "blue": "Modrý"}
"""A player card names its player by colour, agreeing with "hráč"."""


def card(card_id: str) -> str:
    """``red-sun-1`` -> "Červený ☀", ``minus3-heart-1`` -> "−3 ♥", ``ruby-star`` -> "Rubíny ★",
    ``rainbow-sun-2`` -> "Duha ☀ (jakýkoliv hráč)"."""
    parts = card_id.split("-")
    if len(parts) < 2 or parts[1] not in SYMBOLS:
        return card_id
    what, symbol = parts[0], SYMBOLS[parts[1]]
    if what == "rainbow":
        return f"Duha {symbol} ({JOKERS[parts[1]]})"
    if what in VALUES:
        return f"{VALUES[what]} {symbol}"
    if what in UNITS:
        return f"{UNITS[what].capitalize()} {symbol}"
    if what in COLOURS:
        return f"{COLOURS[what]} {symbol}"
    return f"{what.capitalize()} {symbol}"


TERMS: dict[str, str] = {
    "truel.term.red": "červený",
    "truel.term.green": "zelený",
    "truel.term.blue": "modrý",
    "truel.term.ruby": "rubín",
    "truel.term.emerald": "smaragd",
    "truel.term.sapphire": "safír",
    "truel.term.cards": "karty",
    "truel.term.spaces": "políčka",
    "truel.term.player": "hráč",
    "truel.term.value": "hodnota",
    "truel.term.unit": "jednotka",
    "truel.term.sun": "slunce ☀",
    "truel.term.star": "hvězda ★",
    "truel.term.heart": "srdce ♥",
    **{f"truel.term.{key}": value for key, value in VALUES.items()},
}

MESSAGES: dict[str, str] = {
    **TERMS,
    # setup and turns
    "truel.game-begins": "Hra {game}: začíná {seat:player} (zelená figurka).",
    "truel.drew": "{seat:player} si dobírá: {cards:cards}.",
    "truel.draws": "{seat:player} si dobírá {n} {n:plural:kartu|karty|karet}.",
    "truel.refill": "Karta „{card:card}“ jde do trojice {triple}.",
    "truel.no-refill": "Do trojice {triple} už nezbyla žádná karta.",
    "truel.reshuffle": "Odhozené karty se zamíchají do nového balíčku ({n}"
    " {n:plural:karta|karty|karet}).",
    "truel.plays": "{seat:player} vykládá kartu „{card:card}“ do trojice {triple}.",
    "truel.completes": "{seat:player} dokončuje trojici {triple}.",
    "truel.joker-means": "{seat:player} určuje, že duhová karta znamená: {meaning:term}.",
    "truel.effect": "Trojice: {seat:player}, {amount:term}, {unit:term}.",
    "truel.shows-hand": "{seat:player} nemůže nic vyložit, a tak ukazuje a odhazuje:"
    " {cards:cards}.",
    "truel.empty-hand": "{seat:player} nemá v ruce žádnou kartu.",
    "truel.extra-turn": "{seat:player} hraje tah navíc.",
    "truel.turn-lost": "{seat:player} tento tah vynechává.",
    # cards and gems
    "truel.must-discard": "{seat:player} musí odhodit {n} {n:plural:kartu|karty|karet}.",
    "truel.discards": "{seat:player} odhazuje: {cards:cards}.",
    "truel.no-cards-to-lose": "{seat:player} nemá co ztratit: žádnou kartu.",
    "truel.gains-gems": "{seat:player} získává {n} {n:plural:drahokam|drahokamy|drahokamů}"
    " ({gem:term}).",
    "truel.gains-gems-capped": "{seat:player} získává jen {n}"
    " {n:plural:drahokam|drahokamy|drahokamů} ({gem:term}): od každé barvy nejvýš tři.",
    "truel.gems-full": "{seat:player} už má tři drahokamy ({gem:term}): víc se nevejde.",
    "truel.no-gems-to-lose": "{seat:player} nemá co ztratit: žádný {gem:term}.",
    "truel.loses-gems": "{seat:player} ztrácí {n} {n:plural:drahokam|drahokamy|drahokamů}"
    " ({gem:term}).",
    "truel.loses-all-gems": "{seat:player} ztrácí všechny drahokamy ({gem:term}: {n}).",
    "truel.steals": "{seat:player} končí na políčku, kde stojí {victim:player}, a bere mu:"
    " {gems:terms}.",
    "truel.bonus": "Tři stejné symboly: {seat:player} si bere kartu „{card:card}“.",
    "truel.no-bonus": "Tři stejné symboly, ale duhová karta se symbolem {symbol:term} už nezbyla.",
    # the pawns
    "truel.moves": "{seat:player} táhne figurkou: {path:terms}.",
    "truel.repeats": "Políčko {space} je barevné: {seat:player} táhne znovu.",
    "truel.way": "{seat:player} pokračuje na políčko {space}.",
    "truel.passes-start": "{seat:player} prochází Startem: {space}.",
    "truel.clock-extra": "Hodiny: {seat:player} získává {n} {n:plural:tah|tahy|tahů} navíc.",
    "truel.clock-lose": "Hodiny: {seat:player} příští tah vynechá.",
    # the end
    "truel.wins": "{seat:player} má drahokam každé barvy a vyhrává hru {game}!",
    "truel.match-score": "Dosud vyhrané hry: {wins}.",
    "truel.champion": "{seat:player} má už {wins} {wins:plural:výhru|výhry|výher}: stává se"
    " šampionem večera!",
    "truel.outcome-game": "{seat:player} jako první drží rubín, smaragd i safír.",
    "truel.outcome-match": "{seat:player} jako první vyhrává {wins} {wins:plural:hru|hry|her}.",
    # prompts
    "truel.prompt-play": "Vylož kartu na volné místo jejího typu.",
    "truel.prompt-show": "Žádná tvá karta se nevejde na volné místo: ukaž ruku a dober si tři.",
    "truel.prompt-meaning": "Urči, co znamená karta „{card:card}“.",
    "truel.prompt-way": "Křižovatka {space}: vyber, kudy figurka půjde dál.",
    "truel.prompt-discard": "Vyber kartu k odhození (ještě {n} {n:plural:karta|karty|karet}).",
    # refusals
    "truel.unknown-action": "{action} není tah (karta se vykládá jako KARTA@TROJICE)",
    "truel.not-in-hand": "{card} nemáš v ruce",
    "truel.slot-taken": "místo typu {type:term} v trojici {triple} je obsazené",
    "truel.can-play": "můžeš vyložit kartu, a tak ruku ukázat nesmíš",
    "truel.choose-meaning": "nejdřív urči, co znamená karta „{card:card}“",
    "truel.choose-way": "nejdřív vyber, kudy dál: {options:terms}",
    "truel.choose-discard": "nejdřív odhoď {n} {n:plural:kartu|karty|karet} (discard:KARTA)",
    # status
    "truel.status": "na tahu: {seat:player}",
    "truel.status-way": "{seat:player} volí cestu na křižovatce",
    "truel.status-discard": "{seat:player} vybírá karty k odhození",
    "truel.status-match": "hra {game}, na tahu: {seat:player}",
    "truel.status-over": "vítězí {seat:player}",
    # the table's own words (``tablebox/tables/truel``)
    "truel.ui.name": "Truel",
    "truel.ui.status-match": "hra {game} · výhry {wins}",
    "truel.ui.status-deck": "balíček {n}",
    "truel.ui.waiting": "Čeká se na: {seats:players}.",
    "truel.ui.your-hand": "Tvoje ruka:",
    "truel.ui.no-cards": "(žádné karty)",
    "truel.ui.legend-colour": "táhne znovu",
    "truel.ui.legend-start": "dá drahokam",
    "truel.ui.legend-crossroads": "volba cesty",
    "truel.ui.legend-cards": "+/− karty",
    "truel.ui.legend-turns": "+/− tahy",
    "truel.ui.legend-path": "minulý tah",
    "truel.ui.mark-red": "č",
    "truel.ui.mark-green": "z",
    "truel.ui.mark-blue": "m",
    "truel.ui.way": "{arrow} {space}",
    "truel.ui.triple": "Trojice {n}",
    # a card's words: three letters on a small card's edge, a word on a large card
    "truel.ui.face-red": "Čer",
    "truel.ui.face-green": "Zel",
    "truel.ui.face-blue": "Mod",
    "truel.ui.face-cards": "#▯",
    "truel.ui.face-spaces": "#→",
    "truel.ui.face-ruby": "Rub",
    "truel.ui.face-emerald": "Sma",
    "truel.ui.face-sapphire": "Saf",
    "truel.ui.face-any": "Lib",
    "truel.ui.face-player": "Kdo",
    "truel.ui.face-value": "±n",
    "truel.ui.face-unit": "za",
    "truel.ui.name-red": "Červ.",
    "truel.ui.name-green": "Zelený",
    "truel.ui.name-blue": "Modrý",
    "truel.ui.name-cards": "Karty",
    "truel.ui.name-spaces": "Pole",
    "truel.ui.name-ruby": "Rubíny",
    "truel.ui.name-emerald": "Smar.",
    "truel.ui.name-sapphire": "Safíry",
    "truel.ui.name-any": "Cokoli",
    "truel.ui.name-value": "Hodn.",
    # the results: the race's story
    "truel.ui.story-title": "Závod, hra {game}",
    "truel.ui.turns-taken": "{n} {n:plural:tah|tahy|tahů}",
    "truel.ui.no-gem-changes": "žádný drahokam nezískán ani ztracen",
    "truel.ui.gem-won": "+{n} {gem:term} (tah {turn})",
    "truel.ui.gem-lost": "−{n} {gem:term} (tah {turn})",
    "truel.ui.game-result": "Hra {game}: {name} vyhrává po {n} {n:plural:tahu|tazích|tazích}.",
    "truel.ui.results-title": "Truel: {headline}",
    "truel.ui.game-over": "Hra skončila",
    "truel.ui.champion": "Šampion večera: {name}",
    "truel.ui.wins": "Vítězí {name}",
    "truel.ui.end-gems": "Drahokamy a karty na konci",
    "truel.ui.games-won": "Vyhrané hry",
    # the footer's keys
    "truel.ui.key-card": "Karta",
    "truel.ui.key-way": "Volba",
    "truel.ui.key-triples": "Trojice 1-3",
    "truel.ui.key-triple": "Trojice {n}",
    "truel.ui.key-choose": "Vybrat",
    "truel.ui.key-log": "Záznam",
    "truel.ui.key-log-down": "Záznam dolů",
    "truel.ui.key-rules": "Pravidla",
    "truel.ui.key-menu": "Nabídka",
    # the setup panel
    "truel.ui.who-starts": "Začíná hráč 2 (zelený); hráči 1-3 hrají za červenou, zelenou a modrou.",
    "truel.ui.setup-table": "Stůl",
    "truel.ui.setup-gems": "Drahokamy",
    "truel.ui.no-gems": "Nikdo nezačíná s drahokamem",
    "truel.ui.setup-match": "Zápas",
    "truel.ui.match": "Hrát do tří výher",
    "truel.ui.setup-hint": "Bez počátečních drahokamů trvá hra déle. Zápas se hraje hru za"
    " hrou, dokud někdo nevyhraje třikrát: to je šampion večera.",
    "truel.ui.bad-data": "Soubor herního plánu nebo balíčku nelze použít: {problem}",
}
