"""English for A Game of Thrones: events, refusals, prompts, the end, and the names of houses,
areas, orders, units, tracks and cards.

Terms (``thrones.term.<value>``): a house ("Stark"), an area ("Winterfell", from the board
data), an order token ("March +1"), a unit, a track, a phase, a Westeros card. ``card(id)``
names a House card ("Eddard Stark").
"""

from __future__ import annotations

from games.thrones.data.board import AREAS
from games.thrones.data.cards import HOUSE_CARDS

HOUSES = {
    "stark": "Stark",
    "greyjoy": "Greyjoy",
    "lannister": "Lannister",
    "baratheon": "Baratheon",
    "tyrell": "Tyrell",
}
TOKENS = {
    "march-1": "March -1",
    "march": "March +0",
    "march*": "March +1 (star)",
    "defense": "Defence +1",
    "defense*": "Defence +2 (star)",
    "support": "Support",
    "support*": "Support +1 (star)",
    "raid": "Raid",
    "raid*": "Raid (star)",
    "consolidate": "Consolidate Power",
    "consolidate*": "Consolidate Power (star)",
}
WORDS = {
    "footman": "footman",
    "knight": "knight",
    "ship": "ship",
    "iron_throne": "Iron Throne",
    "fiefdoms": "Fiefdoms",
    "kings_court": "King's Court",
    "wildlings": "the Night's Watch",
    "phase-planning": "planning",
    "phase-raid": "raids",
    "phase-march": "marches",
    "phase-consolidate": "Consolidate Power",
    "phase-westeros": "Westeros",
    "phase-over": "the end",
    "supply": "Supply",
    "mustering": "Mustering",
    "last_days_of_summer": "Last Days of Summer",
    "winter_is_coming": "Winter Is Coming",
    "clash_of_kings": "Clash of Kings",
    "game_of_thrones": "Game of Thrones",
    "wildlings_attack": "Wildlings Attack",
    "storm_of_swords": "Storm of Swords",
    "sea_of_storms": "Sea of Storms",
    "a_feast_for_crows": "A Feast for Crows",
    "rains_of_autumn": "Rains of Autumn",
    "held": "the Night's Watch holds",
    "overrun": "the wildlings overrun the Wall",
    "none": "nobody",
    "I": "I",
    "II": "II",
    "III": "III",
}
PROMPTS = {
    "planning": "Place your orders face down, area by area, then say you are done.",
    "raven": "Messenger Raven: swap one order for an unused star order, or pass.",
    "raid": "Carry out one of your Raid orders.",
    "march": "Carry out one of your March orders.",
    "control": "Leave a power token to keep control of the area you left?",
    "support": "Whom do your Support orders back in this battle?",
    "accept": "Another house offers you its support: accept it?",
    "cards": "Choose your House card for this battle (in secret).",
    "blade": "Use the Valyrian Steel Blade for +1?",
    "casualty": "Choose a unit lost in the battle.",
    "win-ability": "You won: use your House card's text?",
    "retreat": "Choose where your army retreats.",
    "disband": "Choose a unit to remove.",
    "muster": "Muster units in your castles and strongholds.",
    "bid": "Bid power tokens (in secret).",
    "reclaim": "Take back one of your discarded House cards.",
    "tie": "Equal bids: as holder of the Iron Throne, choose who goes next on the track.",
    "march-legs": "Add another destination to this march, or end it.",
    "wildling-best": "Equal highest bids against the wildlings: as holder of the Iron Throne,"
    " choose the highest bidder.",
    "wildling-worst": "Equal lowest bids against the wildlings: as holder of the Iron Throne,"
    " choose the lowest bidder.",
}


def card(card_id: str) -> str:
    row = HOUSE_CARDS.get(card_id)
    return row[1] if row is not None else card_id


MESSAGES: dict[str, str] = {
    **{f"thrones.term.{house}": name for house, name in HOUSES.items()},
    **{f"thrones.term.{area}": row[0] for area, row in AREAS.items()},
    **{f"thrones.term.{token}": name for token, name in TOKENS.items()},
    **{f"thrones.term.{word}": name for word, name in WORDS.items()},
    **{f"thrones.prompt.{step}": text for step, text in PROMPTS.items()},
    # -- events -------------------------------------------------------------------------------
    "thrones.setup": "A Game of Thrones: {houses:terms} take the field. Every house has {power}"
    " power tokens.",
    "thrones.neutral-houses": "The units of {houses:terms} stand as neutral forces.",
    "thrones.planning": "Round {round}: planning.",
    "thrones.orders-ready": "{house:term} has placed its orders.",
    "thrones.orders-revealed": "The orders are revealed: {orders:messages}.",
    "thrones.order-at": "{token:term} in {area:term}",
    "thrones.raven-swap": "{house:term} uses the Messenger Raven: {old:term} in {area:term}"
    " becomes {token:term}.",
    "thrones.raven-pass": "{house:term} keeps its orders.",
    "thrones.phase": "Now: {phase:term}.",
    "thrones.raid": "{house:term} raids from {area:term}: {victim:term}'s {token:term} in"
    " {target:term} is removed ({gained} power pillaged).",
    "thrones.raid-skipped": "{house:term} removes its Raid in {area:term} without effect.",
    "thrones.march": "{house:term} marches from {area:term}: {moves:messages}.",
    "thrones.march-stay": "{house:term} removes its March in {area:term}; the units stay.",
    "thrones.move": "{units:terms} to {area:term}",
    "thrones.neutral-taken": "{house:term} defeats the neutral force in {area:term}.",
    "thrones.token-removed": "{house:term}'s power token in {area:term} is removed.",
    "thrones.control": "{house:term} leaves a power token to hold {area:term}.",
    "thrones.battle": "Battle in {area:term}: {attacker:term} attacks {defender:term}.",
    "thrones.support": "{house:term} supports {side:term}.",
    "thrones.support-refused": "{house:term} refuses {supporter:term}'s support.",
    "thrones.card-chosen": "{house:term} has chosen a House card.",
    "thrones.cards-revealed": "{attacker:term} plays {attacker_card:card}; {defender:term} plays"
    " {defender_card:card}.",
    "thrones.text-cancelled": "{by:term}'s Queen of Thorns cancels {house:term}'s card text.",
    "thrones.order-discarded": "{house:term}'s {token:term} in {area:term} is discarded.",
    "thrones.unit-destroyed": "{house:term} loses a {unit:term} in {area:term}.",
    "thrones.blade": "{house:term} uses the Valyrian Steel Blade.",
    "thrones.battle-strength": "{attacker:term} {attack} against {defender:term} {defence}:"
    " {winner:term} wins.",
    "thrones.casualty": "{house:term} loses a {unit:term} in {area:term}.",
    "thrones.power-gained": "{house:term} gains {count} power.",
    "thrones.reclaimed": "{house:term} takes {card:card} back into its hand.",
    "thrones.card-discarded": "{by:term} makes {house:term} discard {card:card}.",
    "thrones.upgraded": "{house:term} upgrades a footman to a knight in {area:term}.",
    "thrones.order-removed": "{house:term}'s {token:term} in {area:term} is removed.",
    "thrones.routed-destroyed": "{house:term}'s {count} {count:plural:unit|units} in {area:term}"
    " cannot retreat and {count:plural:is|are} destroyed.",
    "thrones.retreat": "{house:term} retreats from {area:term} to {to:term} ({destroyed}"
    " {destroyed:plural:unit|units} lost).",
    "thrones.hand-refreshed": "{house:term} takes its discarded House cards back.",
    "thrones.battle-won": "{house:term} wins the battle in {area:term}.",
    "thrones.westeros": "Round {round}: the Westeros phase.",
    "thrones.westeros-card": "Westeros deck {deck:term}: {card:term}.",
    "thrones.wildlings-grow": "The wildling threat grows to {threat}.",
    "thrones.resolve-card": "Resolving {card:term} (deck {deck:term}).",
    "thrones.supply": "{house:term}'s supply is now {level}.",
    "thrones.disband": "{house:term} removes a {unit:term} in {area:term}.",
    "thrones.muster": "{house:term} musters: {unit:term} in {area:term}.",
    "thrones.bid-ready": "{house:term} has bid.",
    "thrones.bids-revealed": "Bids for {track:term}: {bids:messages}.",
    "thrones.bid-of": "{house:term} {amount}",
    "thrones.tie": "{house:term} puts {chosen:term} {place:ordinal} on {track:term}.",
    "thrones.track": "{track:term} is now: {order:terms}.",
    "thrones.wildlings": "The Night's Watch musters {total} against a threat of {threat}:"
    " {result:term}.",
    "thrones.wildling-best-chosen": "{house:term} names {chosen:term} the highest bidder"
    " against the wildlings.",
    "thrones.wildling-worst-chosen": "{house:term} names {chosen:term} the lowest bidder"
    " against the wildlings.",
    "thrones.consolidate": "{house:term} consolidates power in {area:term}: {count} power.",
    "thrones.game-over": "The game ends in round {round}.",
    # -- refusals -----------------------------------------------------------------------------
    "thrones.unknown-action": "{text!r} is not an action of this game.",
    "thrones.finished": "The game is over.",
    "thrones.not-your-turn": "It is not {seat:player}'s turn to decide.",
    "thrones.not-now": "That is not the decision now ({step}).",
    "thrones.already-ordered": "There is already an order in {area:term}; clear it first.",
    "thrones.bid-too-high": "You have only {power} power tokens to bid.",
    "thrones.not-allowed": "{action} is not allowed now.",
    "thrones.no-units-there": "You have no units in {area:term}.",
    "thrones.unknown-token": "There is no order token {token}.",
    "thrones.order-forbidden": "{card:term} forbids {token:term} orders this round.",
    "thrones.consolidate-at-sea": "Consolidate Power cannot be placed at sea ({area:term}).",
    "thrones.token-used": "You have no {token:term} token left.",
    "thrones.too-many-stars": "Your King's Court position allows only {stars} star orders.",
    "thrones.no-march-order": "There is no March order of yours in {area:term}.",
    "thrones.destination-twice": "{area:term} is named twice.",
    "thrones.cannot-reach": "Those units cannot reach {area:term}.",
    "thrones.no-units-named": "Name the units that go to {area:term}.",
    "thrones.units-not-there": "Those units are not in {area:term} (or are routed).",
    "thrones.neutral-too-strong": "The neutral force in {area:term} needs {needed}; you bring"
    " {strength}.",
    "thrones.one-attack-per-march": "One March order may start only one attack.",
    "thrones.keep-legs": "Finish the march from {area:term} with the legs already chosen.",
    "thrones.leg-leaves-nothing": "That leg takes every unit left in {area:term}: end the"
    " march with it instead.",
    "thrones.over-supply": "That breaks your supply limit (level {level}).",
    # -- status and end -----------------------------------------------------------------------
    "thrones.status": "round {round}, {phase:term}",
    "thrones.outcome-instant": "{house:term} holds enough castles and strongholds to win at once"
    " (round {round}).",
    "thrones.outcome-rounds": "After round {round} the houses are ranked by castles and"
    " strongholds, then supply, then power.",
    "thrones.outcome-line": "{seat:player} ({house:term}): {castles}"
    " {castles:plural:castle or stronghold|castles and strongholds}, supply {supply},"
    " {power} power.",
    "thrones.outcome-draw": "{seats:players} share first place.",
}
