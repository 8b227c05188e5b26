"""The rule-module contract and the registry that hands rule modules to the app."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pytest

from tablebox import registry
from tablebox.catalog import english
from tablebox.engine import (
    NOT_SAVED,
    Event,
    IllegalAction,
    Message,
    Outcome,
    Rules,
    snapshot_of,
)
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


def test_illegal_action_carries_its_message_for_the_catalog_to_render() -> None:
    error = IllegalAction("common.not-your-turn", seat=1)
    assert error.code == "common.not-your-turn"
    assert error.params == {"seat": 1}
    assert error.message == Message("common.not-your-turn", {"seat": 1})
    assert english(error.message) == "it is seat 2's turn"  # the words: the catalog's
    assert str(error) == "common.not-your-turn (seat=1)"  # no catalog needed: key and params
    assert str(IllegalAction("common.game-over")) == "common.game-over"


def test_the_engine_does_not_import_the_catalog() -> None:
    """No circle: the catalog imports the engine's types, never the other way round."""
    import ast
    import inspect

    from tablebox import engine

    tree = ast.parse(inspect.getsource(engine))
    imported = {
        node.module if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    assert not any(name and name.startswith("tablebox") for name in imported), imported


def test_event_audience() -> None:
    public = Event("claim.plays", {"seat": 0, "card": "giant-3"})
    private = Event("claim.draws", {"seat": 1, "card": "troll-4"}, audience=1)
    assert public.visible_to(None) and public.visible_to(0)
    assert private.visible_to(1)
    assert not private.visible_to(0) and not private.visible_to(None)
    assert private.message == Message("claim.draws", {"seat": 1, "card": "troll-4"})


def test_an_outcome_explanation_may_nest_messages_and_survives_json() -> None:
    inner = Message("common.seat", {"number": 2})
    outcome = Outcome(
        ranking=[[1], [0]],
        scores={0: 1.0, 1: 3.0},
        explanation=[Message("x.wins", {"who": inner, "all": [inner, inner], "cards": ["a"]})],
    )
    assert Outcome.model_validate_json(outcome.model_dump_json()) == outcome


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_registered_game_offers_the_tools_methods(game_id: str) -> None:
    rules = registry.get(game_id)
    for name in ("clone", "advance", "determinize", "reveals", "events", "status"):
        assert callable(getattr(rules, name, None)), name
    assert rules.snapshot_version >= 1


class _Pair(NamedTuple):
    seat: int
    card: str


@dataclasses.dataclass
class _State:
    hands: list[list[str]]
    last: _Pair | None
    by_name: dict[int, tuple[str, ...]]
    log: list[str] = dataclasses.field(default_factory=list, metadata=NOT_SAVED)


def test_snapshot_turns_a_state_tree_into_json_values() -> None:
    state = _State([["giant-3"], []], _Pair(1, "troll-4"), {0: ("a", "b")}, ["not saved"])
    assert snapshot_of(state) == {
        "hands": [["giant-3"], []],
        "last": {"seat": 1, "card": "troll-4"},
        "by_name": {"0": ["a", "b"]},
    }
