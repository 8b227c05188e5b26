"""ORI-11: the notation. Typed actions ignore case and spacing, parse to the listed spelling,
and every listed action parses to itself."""

from __future__ import annotations

import random

import pytest

from games.oriflamme.state import OVER
from tests.games.oriflamme.builders import (
    act,
    actor,
    new_scripted_game,
    position_of,
    refused,
    rules,
    table,
)


@pytest.mark.parametrize(
    ("typed", "spelled"),
    [
        ("  PLACE   Red-Spy   Left ", "place red-spy left"),
        ("place red-spy RIGHT", "place red-spy right"),
        ("Reveal", "reveal"),
        ("\thide\n", "hide"),
    ],
)
def test_ori_11_typed_actions_are_normalised(typed: str, spelled: str) -> None:
    """ORI-11: case and extra spaces do not matter."""
    placing = new_scripted_game(3, {"red": ["spy"]})
    deciding = table(["red-heir"])
    state = placing if spelled.startswith("place") else deciding
    assert rules.parse_action(state, 0, typed) == spelled


def test_ori_11_positions_are_numbers_written_plainly() -> None:
    """ORI-11: ``target 03`` is ``target 3``; ``move 01 to 3`` is ``move 1 to 3``."""
    soldier = table(["blue-spy", "red-soldier^", "green-lord"], passed=1)
    assert rules.parse_action(soldier, 0, "TARGET 03") == "target 3"
    decree = act(table(["blue-lord", "red-royal-decree", "green-heir"], passed=1), "reveal")
    assert rules.parse_action(decree, 0, "Move 01 To 3") == "move 1 to 3"
    stack = act(table(["red-heir"], round_number=1), "hide")
    for _ in range(2):
        stack = act(stack, rules.legal_actions(stack, actor(stack))[0])
    spot = position_of(stack, "red-heir")
    typed = f"place red-soldier ON  {spot}"
    assert rules.parse_action(stack, 0, typed) == f"place red-soldier on {spot}"


@pytest.mark.parametrize("count", [2, 3, 5])
def test_ori_11_every_legal_action_round_trips_through_parse_action(count: int) -> None:
    """ORI-11: each listed action parses to itself, also when typed in capitals, for every
    decision met in a whole random game."""
    rng = random.Random(count)
    state = rules.new_game(["A", "B", "C", "D", "E"][:count], seed=count)
    kinds = set()
    while state.phase != OVER:
        seat = actor(state)
        legal = rules.legal_actions(state, seat)
        assert len(set(legal)) == len(legal)
        for action in legal:
            assert rules.parse_action(state, seat, action) == action
            assert rules.parse_action(state, seat, f"  {action.upper()} ") == action
            kinds.add(action.split()[0])
        state = rules.apply(state, seat, rng.choice(legal))
    assert {"place", "reveal", "hide"} <= kinds
    with refused("common.game-over"):
        rules.parse_action(state, 0, "hide")
