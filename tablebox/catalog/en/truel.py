"""English for Truel: its events, refusals, prompts, results, status and card names.

Terms (``truel.term.<value>``): a gem ("ruby"), a unit ("cards", "spaces", "rubies"), a card
type ("player"), a joker's meaning ("+2"), a bonus symbol ("sun"). ``card(card_id)`` names a
card of tablebox's deck by its id, ``"plus2-star-1"`` -> "+2 ★"; a card of another deck is
shown by its id.
"""

from __future__ import annotations

SYMBOLS = {"sun": "☀", "star": "★", "heart": "♥"}
UNITS = {
    "cards": "cards",
    "spaces": "spaces",
    "ruby": "rubies",
    "emerald": "emeralds",
    "sapphire": "sapphires",
}
VALUES = {f"plus{v}": f"+{v}" for v in (1, 2, 3)} | {f"minus{v}": f"−{v}" for v in (1, 2, 3)}
JOKERS = {"sun": "any player", "star": "any value", "heart": "any unit"}


def card(card_id: str) -> str:
    """``red-sun-1`` -> "Red ☀", ``minus3-heart-1`` -> "−3 ♥", ``ruby-star`` -> "Rubies ★",
    ``rainbow-sun-2`` -> "Rainbow ☀ (any player)"."""
    parts = card_id.split("-")
    if len(parts) < 2 or parts[1] not in SYMBOLS:
        return card_id
    what, symbol = parts[0], SYMBOLS[parts[1]]
    if what == "rainbow":
        return f"Rainbow {symbol} ({JOKERS[parts[1]]})"
    if what in VALUES:
        return f"{VALUES[what]} {symbol}"
    if what in UNITS:
        return f"{UNITS[what].capitalize()} {symbol}"
    return f"{what.capitalize()} {symbol}"


TERMS: dict[str, str] = {
    "truel.term.red": "red",
    "truel.term.green": "green",
    "truel.term.blue": "blue",
    "truel.term.ruby": "ruby",
    "truel.term.emerald": "emerald",
    "truel.term.sapphire": "sapphire",
    "truel.term.cards": "cards",
    "truel.term.spaces": "spaces",
    "truel.term.player": "player",
    "truel.term.value": "value",
    "truel.term.unit": "unit",
    "truel.term.sun": "sun ☀",
    "truel.term.star": "star ★",
    "truel.term.heart": "heart ♥",
    **{f"truel.term.{key}": value for key, value in VALUES.items()},
}

MESSAGES: dict[str, str] = {
    **TERMS,
    # setup and turns
    "truel.game-begins": "Game {game}: {seat:player} (green) begins.",
    "truel.drew": "{seat:player} draws {cards:cards}.",
    "truel.draws": "{seat:player} draws {n} {n:plural:card|cards}.",
    "truel.refill": "{card:card} goes into triple {triple}.",
    "truel.no-refill": "No card is left to go into triple {triple}.",
    "truel.reshuffle": "The discard pile is shuffled into a new deck ({n} cards).",
    "truel.plays": "{seat:player} lays {card:card} in triple {triple}.",
    "truel.completes": "{seat:player} completes triple {triple}.",
    "truel.joker-means": "{seat:player} says the rainbow card stands for {meaning:term}.",
    "truel.effect": "Triple: {seat:player}, {amount:term}, {unit:term}.",
    "truel.shows-hand": "{seat:player} cannot lay a card, shows {cards:cards} and discards them.",
    "truel.empty-hand": "{seat:player} has no card in hand.",
    "truel.extra-turn": "{seat:player} takes an extra turn.",
    "truel.turn-lost": "{seat:player} loses this turn.",
    # cards and gems
    "truel.must-discard": "{seat:player} must discard {n} {n:plural:card|cards}.",
    "truel.discards": "{seat:player} discards {cards:cards}.",
    "truel.no-cards-to-lose": "{seat:player} has no card to lose.",
    "truel.gains-gems": "{seat:player} gains {n} {gem:term} {n:plural:gem|gems}.",
    "truel.gains-gems-capped": "{seat:player} gains only {n} {gem:term} {n:plural:gem|gems}"
    " (three of a colour at most).",
    "truel.gems-full": "{seat:player} already holds three {gem:term} gems: no more fit.",
    "truel.no-gems-to-lose": "{seat:player} has no {gem:term} to lose.",
    "truel.loses-gems": "{seat:player} loses {n} {gem:term} {n:plural:gem|gems}.",
    "truel.loses-all-gems": "{seat:player} loses every {gem:term} ({n}).",
    "truel.steals": "{seat:player} lands on {victim:player} and takes {gems:terms}.",
    "truel.bonus": "Three equal symbols: {seat:player} takes {card:card}.",
    "truel.no-bonus": "Three equal symbols, but no rainbow card with the {symbol:term} is left.",
    # the pawns
    "truel.moves": "{seat:player}'s pawn: {path:terms}.",
    "truel.repeats": "{space} is coloured: {seat:player}'s pawn moves again.",
    "truel.way": "{seat:player} goes on to {space}.",
    "truel.passes-start": "{seat:player} reaches the Start at {space}.",
    "truel.clock-extra": "Clock: {seat:player} gains {n} extra {n:plural:turn|turns}.",
    "truel.clock-lose": "Clock: {seat:player} will lose the next turn.",
    # the end
    "truel.wins": "{seat:player} holds a gem of every colour and wins game {game}!",
    "truel.match-score": "Games won so far: {wins}.",
    "truel.champion": "{seat:player} has won {wins} games: the champion of the evening!",
    "truel.outcome-game": "{seat:player} was first to hold a ruby, an emerald and a sapphire.",
    "truel.outcome-match": "{seat:player} was first to win {wins} games.",
    # prompts
    "truel.prompt-play": "Lay a card on a free slot of its type.",
    "truel.prompt-show": "No card of yours fits a free slot: show your hand and draw three.",
    "truel.prompt-meaning": "Say what {card:card} stands for.",
    "truel.prompt-way": "Crossroads {space}: choose your pawn's way on.",
    "truel.prompt-discard": "Choose a card to discard: {n} {n:plural:card|cards} to go.",
    # refusals
    "truel.unknown-action": "{action} is not a move (lay a card as CARD@TRIPLE)",
    "truel.not-in-hand": "{card} is not in your hand",
    "truel.slot-taken": "the {type:term} slot of triple {triple} is taken",
    "truel.can-play": "you can lay a card, so you may not show your hand",
    "truel.choose-meaning": "first say what {card:card} stands for",
    "truel.choose-way": "first choose the way on: {options:terms}",
    "truel.choose-discard": "first discard {n} {n:plural:card|cards} (discard:CARD)",
    # status
    "truel.status": "{seat:player} to play",
    "truel.status-way": "{seat:player} chooses a way at a crossroads",
    "truel.status-discard": "{seat:player} chooses cards to discard",
    "truel.status-match": "game {game}, {seat:player} to play",
    "truel.status-over": "{seat:player} won",
    # the table's own words (``tablebox/tables/truel``)
    "truel.ui.name": "Truel",
    "truel.ui.status-match": "game {game} · wins {wins}",
    "truel.ui.status-deck": "deck {n}",
    "truel.ui.waiting": "Waiting for {seats:players}.",
    "truel.ui.your-hand": "Your hand:",
    "truel.ui.no-cards": "(no cards)",
    "truel.ui.legend-colour": "move again",
    "truel.ui.legend-start": "Start: gem",
    "truel.ui.legend-crossroads": "choose way",
    "truel.ui.legend-cards": "+/− cards",
    "truel.ui.legend-turns": "+/− turns",
    "truel.ui.legend-path": "last move",
    "truel.ui.mark-red": "r",
    "truel.ui.mark-green": "g",
    "truel.ui.mark-blue": "b",
    "truel.ui.way": "{arrow} {space}",
    "truel.ui.triple": "Triple {n}",
    # a card's words: three letters on a small card's edge, a word on a large card
    "truel.ui.face-red": "Red",
    "truel.ui.face-green": "Grn",
    "truel.ui.face-blue": "Blu",
    "truel.ui.face-cards": "#▯",
    "truel.ui.face-spaces": "#→",
    "truel.ui.face-ruby": "Rub",
    "truel.ui.face-emerald": "Emr",
    "truel.ui.face-sapphire": "Sap",
    "truel.ui.face-any": "Any",
    "truel.ui.face-player": "Who",
    "truel.ui.face-value": "±n",
    "truel.ui.face-unit": "per",
    "truel.ui.name-red": "Red",
    "truel.ui.name-green": "Green",
    "truel.ui.name-blue": "Blue",
    "truel.ui.name-cards": "Cards",
    "truel.ui.name-spaces": "Spaces",
    "truel.ui.name-ruby": "Rubies",
    "truel.ui.name-emerald": "Emrlds",
    "truel.ui.name-sapphire": "Sapph.",
    "truel.ui.name-any": "Any",
    "truel.ui.name-value": "Value",
    # the results: the race's story
    "truel.ui.story-title": "The race, game {game}",
    "truel.ui.turns-taken": "{n} {n:plural:turn|turns}",
    "truel.ui.no-gem-changes": "no gem won or lost",
    "truel.ui.gem-won": "+{n} {gem:term} (turn {turn})",
    "truel.ui.gem-lost": "−{n} {gem:term} (turn {turn})",
    "truel.ui.game-result": "Game {game}: {name} won after {n} {n:plural:turn|turns}.",
    "truel.ui.results-title": "Truel: {headline}",
    "truel.ui.game-over": "The game is over",
    "truel.ui.champion": "{name} is the champion of the evening",
    "truel.ui.wins": "{name} wins",
    "truel.ui.end-gems": "Gems and cards at the end",
    "truel.ui.games-won": "Games won",
    # the footer's keys
    "truel.ui.key-card": "Card",
    "truel.ui.key-way": "Choice",
    "truel.ui.key-triples": "Triple 1-3",
    "truel.ui.key-triple": "Triple {n}",
    "truel.ui.key-choose": "Choose",
    "truel.ui.key-log": "Log",
    "truel.ui.key-log-down": "Log down",
    "truel.ui.key-rules": "Rules",
    "truel.ui.key-menu": "Menu",
    # the setup panel
    "truel.ui.who-starts": "Player 2 (green) starts; players 1-3 are red, green and blue.",
    "truel.ui.setup-table": "Table",
    "truel.ui.setup-gems": "Gems",
    "truel.ui.no-gems": "Nobody starts with a gem",
    "truel.ui.setup-match": "Match",
    "truel.ui.match": "Play to three wins",
    "truel.ui.setup-hint": "Without starting gems the game is longer. A match plays game after"
    " game until somebody has won three: the champion of the evening.",
    "truel.ui.bad-data": "The board or deck file cannot be used: {problem}",
}
