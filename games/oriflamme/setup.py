"""Setting up a game (ORI-1, ORI-9.2): families, the shuffle, hands, set-aside cards, tiles."""

from __future__ import annotations

import random
from typing import Any

from games.common.cards import check_same_cards, shuffled
from games.oriflamme import placement
from games.oriflamme.cards import FAMILY_OF, HAND_SIZE, families_for, family_cards
from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT, OriflammeOptions
from games.oriflamme.state import PLACEMENT, OriflammeState, record

OPENING_HAND_2P = 4
"""Two players: cards drawn at the start, two of each family (ORI-9.3, proposed)."""


def deck_for(players: int) -> list[str]:
    """The card ids in play, family by family in seat order (the ``deck`` convention's order)."""
    return list(_DECKS[players])


_DECKS: dict[int, tuple[str, ...]] = {
    players: tuple(
        card for families in families_for(players) for f in families for card in family_cards(f)
    )
    for players in range(2, 6)
}


def new_state(
    players: list[str],
    options: OriflammeOptions | dict[str, Any] | None,
    seed: int,
    deck: list[str] | None,
) -> OriflammeState:
    """Deal a game. ``deck`` (tests, puzzles) fixes the shuffle: it holds every card in play in
    any order, and each family's cards are taken in the order they appear in it; the first 7
    are the family's playable cards, the last 3 are set aside (ORI-1.7)."""
    opts = options if isinstance(options, OriflammeOptions) else OriflammeOptions(**(options or {}))
    count = len(players)
    if not 2 <= count <= 5:
        raise ValueError(f"Oriflamme is played by 2 to 5 players, not {count}")
    if opts.first_player is not None and not 0 <= opts.first_player < count:
        raise ValueError(
            f"first_player must be a seat from 0 to {count - 1} for {count} players, not"
            f" {opts.first_player}"
        )
    cards = _DECKS[count]
    if deck is None:
        order = shuffled(cards, seed)
    else:
        check_same_cards(cards, deck, "the deck")
        order = list(deck)
    families = families_for(count)
    by_family: dict[str, list[str]] = {f: [] for fs in families for f in fs}
    for card in order:
        by_family[FAMILY_OF[card]].append(card)
    hands: list[list[str]] = []
    piles: list[list[str]] = []
    aside: list[list[str]] = []
    for own in families:
        playable = [by_family[f][:HAND_SIZE] for f in own]
        aside.append([card for f in own for card in by_family[f][HAND_SIZE:]])
        if count == 2:  # ORI-9.2: one pile alternating the two families, 4 cards drawn
            pile = [card for pair in zip(*playable, strict=True) for card in pair]
            hands.append(pile[:OPENING_HAND_2P])
            piles.append(pile[OPENING_HAND_2P:])
        else:
            hands.append(playable[0])
            piles.append([])
    tiles = random.Random(f"oriflamme tiles {seed}")
    drawn_first = tiles.randrange(count)
    drawn_direction = tiles.choice((LEFT_TO_RIGHT, RIGHT_TO_LEFT))
    first = drawn_first if opts.first_player is None else opts.first_player
    direction = opts.direction or drawn_direction
    state = OriflammeState(
        players=list(players),
        options=opts,
        families=families,
        seat_of={f: seat for seat, fs in enumerate(families) for f in fs},
        hands=hands,
        draw_piles=piles,
        set_aside=aside,
        row=[],
        face_up={},
        tokens={},
        influence=[1] * count,
        removed=[[] for _ in players],
        round=1,
        phase=PLACEMENT,
        first_player=first,
        direction=direction,
    )
    _log_setup(state)
    placement.start(state)
    return state


def _log_setup(state: OriflammeState) -> None:
    """``oriflamme.setup.<players>`` (who plays which families), the direction, and each seat's
    own cards (private)."""
    params: dict[str, Any] = {f"f{seat}": list(fs) for seat, fs in enumerate(state.families)}
    params.update({f"p{seat}": seat for seat in range(len(state.players))})
    record(state, f"oriflamme.setup.{len(state.players)}", **params)
    record(state, "oriflamme.direction", direction=state.direction)
    for seat in range(len(state.players)):
        record(
            state,
            "oriflamme.your-cards",
            seat,
            hand=list(state.hands[seat]),
            aside=list(state.set_aside[seat]),
        )
