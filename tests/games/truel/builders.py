"""Arranged Truel positions for the rule tests: who holds what, what lies in the triples,
where the pawns stand, every other card in the deck (so the 90 cards stay 90)."""

from __future__ import annotations

from typing import Any

from games.truel import rules
from games.truel.state import TruelState

NAMES = ["Ann", "Ben", "Cid"]
RED, GREEN, BLUE = 0, 1, 2


def arrange(
    *,
    hands: list[list[str]] | None = None,
    slots: list[list[str | None]] | None = None,
    top: list[str] | None = None,
    discard: list[str] | None = None,
    pawns: list[str] | None = None,
    gems: list[list[int]] | None = None,
    turn: int = GREEN,
    options: dict[str, Any] | None = None,
    deck_rest: bool = True,
) -> TruelState:
    """A game of seat ``turn`` to play, laid out as given; cards not named go under ``top``
    into the deck (rainbow cards beside the board), unless ``deck_rest`` is False (then they
    go to the discard pile and the deck holds only ``top``)."""
    state = rules.new_game(NAMES, options, seed=0)
    state.events.clear()
    hands = hands or [[], [], []]
    slots = slots or [[None, None, None] for _ in range(3)]
    top = top or []
    discard = discard or []
    named = [c for hand in hands for c in hand] + [c for t in slots for c in t if c] + top
    named += discard
    assert len(named) == len(set(named)), "a card is named twice"
    rest = sorted(c for c in state.deck.regular if c not in named)
    state.hands = [list(hand) for hand in hands]
    state.slots = [list(t) for t in slots]
    state.draw_pile = list(top) + (rest if deck_rest else [])
    state.discard = list(discard) + ([] if deck_rest else rest)
    state.supply = [c for c in state.deck.rainbow if c not in named]
    if pawns is not None:
        state.pawns = list(pawns)
    if gems is not None:
        state.gems = [list(row) for row in gems]
    state.turn = turn
    return state


def act(state: TruelState, *actions: str) -> TruelState:
    """Play ``actions`` in turn, each by whoever must act."""
    for action in actions:
        (seat,) = rules.current_seats(state)
        state = rules.apply(state, seat, action)
    return state


def keys(state: TruelState) -> list[str]:
    return [event.key for event in state.events]


def params(state: TruelState, key: str) -> list[dict[str, Any]]:
    return [dict(event.params) for event in state.events if event.key == key]
