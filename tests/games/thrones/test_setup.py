"""GOT-2: setting up three, four and five players."""

from __future__ import annotations

import pytest

from games.thrones import rules
from games.thrones.board import HOUSE_HANDS, NEUTRAL_TOKENS
from tests.games.thrones.helpers import NAMES, game


@pytest.mark.parametrize(
    "players, houses, neutral",
    [
        (5, {"stark", "greyjoy", "lannister", "baratheon", "tyrell"}, set()),
        (4, {"stark", "lannister", "baratheon", "tyrell"}, {"greyjoy"}),
        (3, {"stark", "lannister", "baratheon"}, {"greyjoy", "tyrell"}),
    ],
)
def test_got_2_1_houses_in_play(players: int, houses: set[str], neutral: set[str]) -> None:
    """GOT-2.1: the houses in play per player count; the others are neutral (GOT-2.4)."""
    state = rules.new_game(NAMES[:players], seed=7)
    assert set(state.houses) == houses
    assert set(state.neutral_houses) == neutral


def test_got_2_1_houses_are_drawn_at_random_or_chosen() -> None:
    """GOT-2.1: without a choice the seed deals the houses; a choice is kept; a wrong one is
    refused."""
    drawn = {tuple(rules.new_game(NAMES, seed=seed).houses) for seed in range(8)}
    assert len(drawn) > 1
    chosen = ["tyrell", "stark", "greyjoy", "baratheon", "lannister"]
    assert rules.new_game(NAMES, {"houses": chosen}).houses == chosen
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:3], {"houses": ["stark", "lannister", "tyrell"]})
    with pytest.raises(ValueError):
        rules.new_game(NAMES[:2])


def test_got_2_2_starting_position_five_players() -> None:
    """GOT-2.2: units, power, supply, hands, tracks, wildlings and round at the start."""
    state = game(5)
    assert state.units["winterfell"] == ["footman", "knight"]
    assert state.owner["ironmans_bay"] == "greyjoy" and state.units["ironmans_bay"] == ["ship"] * 2
    assert state.power == dict.fromkeys(state.houses, 5)
    assert state.supply == {"stark": 1, "greyjoy": 2, "lannister": 2, "baratheon": 2, "tyrell": 2}
    assert all(state.hands[h] == list(HOUSE_HANDS[h]) for h in state.houses)
    assert state.tracks["kings_court"] == ["lannister", "stark", "baratheon", "tyrell", "greyjoy"]
    assert state.tracks["iron_throne"][0] == "baratheon"
    assert state.tracks["fiefdoms"][0] == "greyjoy"
    assert (state.wildlings, state.round, state.phase) == (0, 1, "planning")
    assert state.neutral == NEUTRAL_TOKENS


def test_got_2_4_unused_houses_become_neutral_forces() -> None:
    """GOT-2.4: with three players Greyjoy's and Tyrell's units are neutral forces of their
    strength; their tokens are not placed and the tracks close up."""
    state = game(3)
    assert state.neutral["pyke"] == 3 and state.neutral["ironmans_bay"] == 2
    assert state.neutral["highgarden"] == 3 and state.neutral["redwyne_straits"] == 1
    assert "pyke" not in state.units and "greyjoy" not in state.power
    assert state.tracks["fiefdoms"] == ["stark", "baratheon", "lannister"]
    four = game(4)
    assert four.tracks["fiefdoms"] == ["tyrell", "stark", "baratheon", "lannister"]
    assert "highgarden" in four.units and four.neutral["greywater_watch"] == 1


def test_got_2_3_decks_are_shuffled_or_fixed() -> None:
    """GOT-2.3: three decks of ten, shuffled by the seed; ``deck`` fixes them."""
    state = game(5)
    assert [len(cards) for cards in state.decks.values()] == [10, 10, 10]
    fixed = [
        f"I:{c}"
        for c in [
            "winter_is_coming",
            "supply",
            "supply",
            "supply",
            "supply",
            "mustering",
            "mustering",
            "mustering",
            "mustering",
            "last_days_of_summer",
        ]
    ]
    fixed += [f"II:{c}" for c in state.decks["II"]] + [f"III:{c}" for c in state.decks["III"]]
    again = rules.new_game(NAMES, seed=1, deck=fixed)
    assert again.decks["I"][0] == "winter_is_coming"
    with pytest.raises(ValueError):
        rules.new_game(NAMES, seed=1, deck=fixed[:-1])


def test_got_2_5_round_one_starts_with_planning_for_everyone() -> None:
    """GOT-2.5: no Westeros phase in round one; every seat plans at once."""
    state = game(5)
    assert rules.current_seats(state) == [0, 1, 2, 3, 4]
