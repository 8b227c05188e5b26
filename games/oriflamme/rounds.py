"""The rounds (ORI-2): placement, resolution, the first-player tile, the end of the game."""

from __future__ import annotations

from games.oriflamme import placement, resolution
from games.oriflamme.cards import ROUNDS
from games.oriflamme.state import OVER, PLACEMENT, RESOLUTION, OriflammeState, record


def settle(state: OriflammeState) -> None:
    """Carry out every automatic step until a seat must decide or the game is over."""
    while True:
        if state.phase == PLACEMENT and not state.to_place:
            resolution.begin(state)
        elif state.phase == RESOLUTION and state.decision is None:
            resolution.run(state)
            if state.decision is None:
                _end_round(state)
        else:
            return


def _end_round(state: OriflammeState) -> None:
    """ORI-2.2: the first-player tile passes to the left; after round 6 the game ends with one
    card left in every hand (ORI-8.1)."""
    if state.round == ROUNDS:
        state.phase = OVER
        record(state, "oriflamme.game-end", round=ROUNDS)
        return
    state.round += 1
    state.first_player = (state.first_player + 1) % len(state.players)
    if len(state.players) == 2:
        _draw(state)
    placement.start(state)


def _draw(state: OriflammeState) -> None:
    """ORI-9.6: at two players each seat draws two cards, one of each family (the piles
    alternate the families)."""
    record(state, "oriflamme.draw")
    for seat, pile in enumerate(state.draw_piles):
        drawn, state.draw_piles[seat] = pile[:2], pile[2:]
        state.hands[seat].extend(drawn)
        record(state, "oriflamme.you-draw", seat, cards=drawn)
