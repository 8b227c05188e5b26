"""The rule-module contract and the registry that hands rule modules to the app."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pytest

from tablebox import registry
from tablebox.engine import IllegalAction, LogEntry, Rules, snapshot_of
from tablebox.resources import rule_reference_path


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_registered_game_fulfils_the_contract(game_id: str) -> None:
    rules = registry.get(game_id)
    assert isinstance(rules, Rules)
    assert rules.id == game_id
    assert 1 <= rules.min_players <= rules.max_players


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_registered_game_has_a_rule_reference(game_id: str) -> None:
    assert rule_reference_path(game_id).is_file()


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(registry.UnknownGame) as raised:
        registry.get("chess")
    assert "chess" in str(raised.value)
    assert "claim" in str(raised.value)


def test_illegal_action_carries_its_reason() -> None:
    error = IllegalAction("you must follow dragons")
    assert error.reason == "you must follow dragons"
    assert str(error) == "you must follow dragons"


def test_log_entry_audience() -> None:
    public, private = LogEntry("Alice plays Giant 3."), LogEntry("You draw Troll 4.", 1)
    assert public.visible_to(None) and public.visible_to(0)
    assert private.visible_to(1)
    assert not private.visible_to(0) and not private.visible_to(None)


class _Pair(NamedTuple):
    seat: int
    card: str


@dataclasses.dataclass
class _State:
    hands: list[list[str]]
    last: _Pair | None
    by_name: dict[int, tuple[str, ...]]


def test_snapshot_turns_a_state_tree_into_json_values() -> None:
    state = _State([["giant-3"], []], _Pair(1, "troll-4"), {0: ("a", "b")})
    assert snapshot_of(state) == {
        "hands": [["giant-3"], []],
        "last": {"seat": 1, "card": "troll-4"},
        "by_name": {"0": ["a", "b"]},
    }
