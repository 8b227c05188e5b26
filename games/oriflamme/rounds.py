"""The rounds (ORI-2): placement, resolution, the first-player tile, the end of the game."""

from __future__ import annotations

from games.oriflamme import placement, resolution
from games.oriflamme.cards import ROUNDS, card_name
from games.oriflamme.state import OVER, PLACEMENT, RESOLUTION, OriflammeState
from tablebox.engine import LogEntry


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
        state.log.append(
            LogEntry(
                f"Round {ROUNDS} is over, and so is the game: everyone keeps their last card"
                " (ORI-8.1)."
            )
        )
        return
    state.round += 1
    state.first_player = (state.first_player + 1) % len(state.players)
    if len(state.players) == 2:
        _draw(state)
    placement.start(state)


def _draw(state: OriflammeState) -> None:
    """ORI-9.6: at two players each seat draws two cards, one of each family (the piles
    alternate the families)."""
    state.log.append(LogEntry("Each player draws 2 cards, one of each family (ORI-9.6)."))
    for seat, pile in enumerate(state.draw_piles):
        drawn, state.draw_piles[seat] = pile[:2], pile[2:]
        state.hands[seat].extend(drawn)
        shown = " and ".join(card_name(card) for card in drawn)
        state.log.append(LogEntry(f"You draw {shown}.", seat))
