"""A new game (GOT-2): houses to seats, units, neutral forces, tracks, power and decks."""

from __future__ import annotations

import random
from typing import Any

from games.thrones.board import (
    DECK_CARDS,
    HOUSE_HANDS,
    NEUTRAL_TOKENS,
    PLAYER_SETUPS,
    START_POWER,
    START_SUPPLY,
    START_UNITS,
    UNIT_STRENGTH,
)
from games.thrones.options import ThronesOptions
from games.thrones.state import PLANNING, ThronesState


def new_state(
    players: list[str],
    options: ThronesOptions | dict[str, Any] | None,
    seed: int,
    deck: list[str] | None,
) -> ThronesState:
    if len(players) not in PLAYER_SETUPS:
        raise ValueError("A Game of Thrones is for 3 to 5 players")
    if isinstance(options, dict) or options is None:
        options = ThronesOptions(**(options or {}))
    in_play, neutral_houses, iron_throne, fiefdoms, kings_court, _ = PLAYER_SETUPS[len(players)]
    rng = random.Random(f"thrones {seed}")
    if options.houses is None:
        houses = list(in_play)
        rng.shuffle(houses)  # GOT-2.1: each player draws a House start card
    else:
        houses = list(options.houses)
        if sorted(houses) != sorted(in_play):
            raise ValueError(f"the houses must be {', '.join(in_play)}, each once")
    state = ThronesState(
        players=list(players),
        houses=houses,
        seat_of={house: seat for seat, house in enumerate(houses)},
        neutral_houses=list(neutral_houses),
        seed=seed,
        shuffles=0,
        round=1,
        phase=PLANNING,
        step=PLANNING,
        units={},
        owner={},
        routed={},
        tokens={},
        neutral=dict(NEUTRAL_TOKENS),
        power={house: START_POWER for house in houses},
        tracks={
            "iron_throne": list(iron_throne),
            "fiefdoms": list(fiefdoms),
            "kings_court": list(kings_court),
        },
        supply={house: START_SUPPLY[house] for house in houses},
        wildlings=0,
        hands={house: list(HOUSE_HANDS[house]) for house in houses},
        discards={house: [] for house in houses},
        decks=_decks(rng, deck),
        revealed_cards=[],
        restriction="",
        orders={},
        pending={house: {} for house in houses},
        committed=[],
        bids={},
        bid_track="",
        turn=[],
        tie_groups=[],
        placed=[],
        queue=[],
        muster_points={},
        disband_due={},
        blade_used=False,
        battle=None,
        acting="",
        emptied="",
        reveal_count=0,
        winner="",
        march_from="",
        legs=[],
    )
    for house in houses:
        for area, units in START_UNITS[house]:
            state.units[area] = list(units)
            state.owner[area] = house
    for house in neutral_houses:  # GOT-2.4: unused houses' units are neutral forces
        for area, units in START_UNITS[house]:
            state.neutral[area] = sum(UNIT_STRENGTH[unit] for unit in units)
    state.log("setup", houses=list(houses), power=START_POWER)
    if neutral_houses:
        state.log("neutral-houses", houses=list(neutral_houses))
    return state


def _decks(rng: random.Random, deck: list[str] | None) -> dict[str, list[str]]:
    """GOT-2.3: the three Westeros decks, each shuffled. ``deck`` (``I:supply``... in draw
    order, all thirty) fixes them."""
    if deck is not None:
        fixed: dict[str, list[str]] = {name: [] for name in DECK_CARDS}
        for card in deck:
            name, _, card_id = str(card).partition(":")
            if name not in fixed:  # the contract: a deck the rules cannot use is a ValueError
                raise ValueError("the fixed deck must hold the thirty Westeros cards")
            fixed[name].append(card_id)
        if any(sorted(fixed[n]) != sorted(DECK_CARDS[n]) for n in DECK_CARDS):
            raise ValueError("the fixed deck must hold the thirty Westeros cards")
        return fixed
    decks = {name: list(cards) for name, cards in DECK_CARDS.items()}
    for cards in decks.values():
        rng.shuffle(cards)
    return decks
