"""Helpers for the Oriflamme rule tests: scripted decks, hand-built rows, acting in turn.

Everything goes through the public rules object except :func:`table`, which builds a mid-game
state directly. It always holds every card of every family in play (cards not named are split
between the hand and the set-aside cards), so the card-conservation checks still hold.

A card in a row spec is written ``"red-spy"`` (face down, no tokens), ``"red-spy+2"`` (face
down with 2 tokens) or ``"red-spy^"`` (face up). A position is one card spec or a list of them,
bottom first, for a stack.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest

from games.oriflamme import rounds
from games.oriflamme.cards import FAMILY_OF, families_for, family_cards
from games.oriflamme.options import LEFT_TO_RIGHT, Direction, OriflammeOptions
from games.oriflamme.setup import deck_for
from games.oriflamme.state import RESOLUTION, OriflammeState
from games.oriflamme.view import OriflammeView
from tablebox import registry
from tablebox.catalog import english
from tablebox.engine import Event, IllegalAction, Param

rules = registry.get("oriflamme")

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve"]
"""Seat 0 plays red, 1 blue, 2 green, 3 yellow, 4 black (at two players: red+blue, green+yellow)."""


def players(count: int) -> list[str]:
    return NAMES[:count]


def scripted_deck(count: int, orders: dict[str, Sequence[str]] | None = None) -> list[str]:
    """A ``deck`` for ``new_game``: each family's cards in the order given by ``orders``
    (family -> card kinds, first the hand), the kinds not named following in card-list order.
    The last three of each family are set aside."""
    orders = orders or {}
    deck: list[str] = []
    for families in families_for(count):
        for family in families:
            named = [f"{family}-{kind}" for kind in orders.get(family, ())]
            deck += named + [card for card in family_cards(family) if card not in named]
    assert sorted(deck) == sorted(deck_for(count))
    return deck


def new_scripted_game(
    count: int,
    orders: dict[str, Sequence[str]] | None = None,
    *,
    first_player: int = 0,
    direction: Direction = LEFT_TO_RIGHT,
) -> OriflammeState:
    options = OriflammeOptions(first_player=first_player, direction=direction)
    return rules.new_game(players(count), options, deck=scripted_deck(count, orders))


def _card(spec: str) -> tuple[str, bool, int]:
    """``"red-spy+2"`` -> ("red-spy", face down, 2); ``"red-spy^"`` -> face up."""
    if spec.endswith("^"):
        return spec[:-1], True, 0
    card, _, tokens = spec.partition("+")
    return card, False, int(tokens or 0)


def table(
    row: Sequence[str | Sequence[str]],
    *,
    count: int = 3,
    influence: Sequence[int] | None = None,
    removed: Sequence[str] = (),
    direction: Direction = LEFT_TO_RIGHT,
    round_number: int = 2,
    passed: int = 0,
    first_player: int = 0,
) -> OriflammeState:
    """A state in the resolution phase of ``round_number`` with this row, the pass ``passed``
    positions along; the automatic steps are carried out up to the first decision."""
    families = families_for(count)
    stacks = [[position] if isinstance(position, str) else list(position) for position in row]
    face_up: dict[str, bool] = {}
    tokens: dict[str, int] = {}
    built = []
    for stack in stacks:
        cards = []
        for spec in stack:
            card, up, on_it = _card(spec)
            face_up[card], tokens[card] = up, on_it
            cards.append(card)
        built.append(cards)
    used = set(face_up) | set(removed)
    seat_of = {family: seat for seat, fs in enumerate(families) for family in fs}
    hands: list[list[str]] = [[] for _ in range(count)]
    aside: list[list[str]] = [[] for _ in range(count)]
    gone: list[list[str]] = [[] for _ in range(count)]
    for card in removed:
        gone[seat_of[FAMILY_OF[card]]].append(card)
    for seat, fs in enumerate(families):
        for family in fs:
            left = [card for card in family_cards(family) if card not in used]
            aside[seat] += left[-3:]
            hands[seat] += left[:-3]
    state = OriflammeState(
        players=players(count),
        options=OriflammeOptions(first_player=first_player, direction=direction),
        families=families,
        seat_of=seat_of,
        hands=hands,
        draw_piles=[[] for _ in range(count)],
        set_aside=aside,
        row=built,
        face_up=face_up,
        tokens=tokens,
        influence=list(influence) if influence is not None else [1] * count,
        removed=gone,
        round=round_number,
        phase=RESOLUTION,
        first_player=first_player,
        direction=direction,
        passed=passed,
    )
    rounds.settle(state)
    return state


def actor(state: OriflammeState) -> int:
    """The one seat that must decide now."""
    seats = rules.current_seats(state)
    assert len(seats) == 1, seats
    return seats[0]


def act(state: OriflammeState, *actions: str) -> OriflammeState:
    """The deciding seat takes each action in turn."""
    for action in actions:
        state = rules.apply(state, actor(state), action)
    return state


def row_cards(state: OriflammeState) -> list[str]:
    """The top card of every position, left to right."""
    return [stack[-1] for stack in state.row]


def position_of(state: OriflammeState, card: str) -> int:
    """The 1-based position of the stack holding ``card``."""
    for index, stack in enumerate(state.row, 1):
        if card in stack:
            return index
    raise AssertionError(f"{card} is not in the row")


def public_events(state: OriflammeState) -> list[Event]:
    return [event for event in rules.events(state) if event.audience is None]


def public_keys(state: OriflammeState) -> list[str]:
    """The keys of the public events so far, oldest first."""
    return [event.key for event in public_events(state)]


def new_events(before: OriflammeState, after: OriflammeState) -> list[Event]:
    """The public events ``after`` added to ``before``."""
    return [event for event in after.events[len(before.events) :] if event.audience is None]


def in_words(events: Sequence[Event], count: int = 5) -> list[str]:
    """The events in English, with the builders' player names (for the catalog tests)."""
    return [english(event, NAMES[:count]) for event in events]


def view_of(state: OriflammeState, seat: int | None) -> OriflammeView:
    return rules.view(state, seat)


@contextmanager
def refused(code: str, **params: Param) -> Iterator[None]:
    """The block raises IllegalAction with this code (and these parameters)."""
    with pytest.raises(IllegalAction) as caught:
        yield
    assert caught.value.code == code, (caught.value.code, caught.value.params)
    for name, value in params.items():
        assert caught.value.params[name] == value, (name, caught.value.params)


def targets_offered(view: OriflammeView) -> list[int]:
    """The positions the viewer's ``target`` decision offers."""
    assert view.decision is not None and view.decision.kind == "target"
    return [int(option.parts["target"]) for option in view.decision.allowed]


def moves_offered(view: OriflammeView) -> dict[int, list[int]]:
    """The viewer's ``move`` decision: position -> where its card may end."""
    assert view.decision is not None and view.decision.kind == "move"
    moves: dict[int, list[int]] = {}
    for option in view.decision.allowed:
        moves.setdefault(int(option.parts["from"]), []).append(int(option.parts["to"]))
    return moves
