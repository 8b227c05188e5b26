"""GOT-9: the end of the game."""

from __future__ import annotations

from games.thrones import rules
from games.thrones.state import OVER
from tests.games.thrones.helpers import act, empty, game, put, start_marches

CASTLES = [
    "winterfell",
    "white_harbor",
    "moat_cailin",
    "flints_finger",
    "seagard",
    "riverrun",
    "harrenhal",
    "the_eyrie",
]


def test_got_9_1_seven_castles_win_at_once() -> None:
    """GOT-9.1: Stark holds six castle areas and marches into Harrenhal, its seventh: the game
    ends at once, in the middle of the marches."""
    state = empty(game(5))
    for area in CASTLES[:5]:
        put(state, area, "stark", "footman")
    put(state, "riverrun", "stark", "footman", "footman")
    put(state, "kingswood", "baratheon", "footman")
    start_marches(state, {"riverrun": "march", "kingswood": "march", "white_harbor": "march"})
    act(state, "baratheon", "march kingswood stay")
    act(state, "stark", "march riverrun -> harrenhal:footman")
    assert state.phase == OVER and state.winner == "stark"
    assert "white_harbor" in state.orders  # never carried out
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners == [state.seat_of["stark"]]
    assert outcome.explanation[0].key == "thrones.outcome-instant"
    assert outcome.scores[state.seat_of["stark"]] == 7


def test_got_9_1_three_players_need_eight() -> None:
    """GOT-9.1: with three players seven castle areas are not enough."""
    state = empty(game(3))
    for area in CASTLES[:7]:
        put(state, area, "stark", "footman")
    start_marches(state, {})
    assert state.phase != OVER
    state = empty(game(3))
    for area in CASTLES:
        put(state, area, "stark", "footman")
    start_marches(state, {})
    assert state.phase == OVER and state.winner == "stark"


def test_got_9_2_after_round_ten_castles_then_supply_then_power() -> None:
    """GOT-9.2: after round ten the ranking goes by castle areas, then supply, then power;
    equal houses share a place."""
    state = empty(game(3))
    state.round = 10
    put(state, "winterfell", "stark", "footman")
    put(state, "lannisport", "lannister", "footman")
    put(state, "dragonstone", "baratheon", "footman")
    state.supply = {"stark": 1, "lannister": 2, "baratheon": 2}
    state.power = {"stark": 9, "lannister": 3, "baratheon": 3}
    start_marches(state, {})
    outcome = rules.outcome(state)
    assert outcome is not None
    seat = state.seat_of
    assert outcome.ranking == [sorted([seat["lannister"], seat["baratheon"]]), [seat["stark"]]]
    assert outcome.explanation[0].key == "thrones.outcome-rounds"
    assert outcome.explanation[-1].key == "thrones.outcome-draw"
    assert rules.current_seats(state) == []
