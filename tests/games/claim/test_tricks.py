"""CLM-3: how a trick is played and won, in both phases."""

from __future__ import annotations

from collections import Counter

import pytest

from tablebox.engine import IllegalAction
from tests.games.claim.builders import (
    claiming_state,
    new_scripted_game,
    play,
    play_trick,
    recruiting_state,
    rules,
    trick_state,
)
from tests.refusals import refused

ANN = [
    "gnome-1", "gnome-5", "giant-3", "dragon-6", "troll-2", "seer-4", "seer-8",
    "gnome-7", "giant-7", "dragon-1", "troll-9", "seer-0", "gnome-9",
]  # fmt: skip
BOB = [
    "gnome-3", "gnome-5", "giant-1", "giant-5", "troll-5", "troll-0", "troll-7",
    "gnome-1", "giant-9", "troll-4", "troll-1", "gnome-7", "giant-3",
]  # fmt: skip
"""Bob holds no dragon and no seer."""


def test_clm_3_1_leader_may_play_any_card_whatever_the_prize() -> None:
    """CLM-3.1: every card of the leader's hand is legal, not only the prize's faction."""
    state = new_scripted_game(ANN, BOB, pile=["troll-3"])
    assert state.prizes == ["troll-3"]
    assert Counter(rules.legal_actions(state, 0)) == Counter(ANN)
    after = rules.apply(state, 0, "gnome-9")  # not a troll: still fine
    assert after.plays[0].card == "gnome-9"


@pytest.mark.parametrize(
    ("lead", "faction"), [("gnome-9", "gnome"), ("giant-3", "giant"), ("troll-9", "troll")]
)
def test_clm_3_2_follower_must_follow_the_led_faction(lead: str, faction: str) -> None:
    """CLM-3.2: holding cards of the led faction, the follower may play only those."""
    state = play(new_scripted_game(ANN, BOB), lead)
    expected = Counter(card for card in BOB if card.startswith(faction + "-"))
    assert Counter(rules.legal_actions(state, 1)) == expected
    other = next(card for card in BOB if not card.startswith(faction + "-"))
    with refused(IllegalAction, f"must follow {faction}s"):
        rules.apply(state, 1, other)


@pytest.mark.parametrize("lead", ["dragon-6", "seer-8"])
def test_clm_3_2_follower_without_the_led_faction_may_play_anything(lead: str) -> None:
    """CLM-3.2: with no card of the led faction, every card of the hand is legal."""
    state = play(new_scripted_game(ANN, BOB), lead)
    assert Counter(rules.legal_actions(state, 1)) == Counter(BOB)
    assert rules.apply(state, 1, "troll-7").plays == []  # the trick was played out


def test_clm_3_3_higher_card_of_the_led_faction_wins() -> None:
    """CLM-3.3: the follower's higher gnome beats the leader's gnome; the winner gets the prize."""
    state = recruiting_state(["gnome-1", "seer-1"], ["gnome-5", "seer-2"], "dragon-9")
    state = play_trick(state, "gnome-1", "gnome-5")
    assert state.last_trick.winner == 1
    assert "dragon-9" in state.followers[1]


@pytest.mark.parametrize("card", ["giant-1", "gnome-5"])
def test_clm_3_3_equal_values_go_to_the_leader(card: str) -> None:
    """CLM-3.3: two cards of equal value (giants and gnomes come in copies): the leader wins."""
    state = recruiting_state([card, "seer-1"], [card, "seer-2"], "dragon-9", leader=1)
    state = play_trick(state, card, card)
    assert state.last_trick.winner == 1  # seat 1 led
    assert "dragon-9" in state.followers[1]


def test_clm_3_3_an_off_faction_card_never_wins() -> None:
    """CLM-3.3: the follower cannot follow and plays a 9; the leader's 0 still wins."""
    state = recruiting_state(["troll-0", "seer-1"], ["seer-9", "gnome-1"], "dragon-9")
    state = play_trick(state, "troll-0", "seer-9")
    assert state.last_trick.winner == 0
    assert "dragon-9" in state.followers[0]


def test_clm_3_3_an_off_faction_card_never_wins_in_phase_2() -> None:
    """CLM-3.3 in phase 2: a void follower's higher card of another faction loses too."""
    state = claiming_state(["gnome-1", "seer-1"], ["troll-9", "seer-2"])
    state = play_trick(state, "gnome-1", "troll-9")
    assert state.last_trick.winner == 0
    assert Counter(state.score_piles[0]) == Counter(["troll-9"])
    assert state.gnome_rows[0] == ["gnome-1"]


@pytest.mark.parametrize("phase", [1, 2])
def test_clm_3_4_the_trick_winner_leads_the_next_trick(phase: int) -> None:
    """CLM-3.4: without dragons, the winner of a trick leads the next one, in both phases."""
    hands = (["giant-1", "troll-1", "seer-3"], ["giant-5", "troll-2", "seer-4"])
    state = trick_state(phase, *hands, prize="gnome-9")
    assert rules.current_seats(state) == [0]
    state = play_trick(state, "giant-1", "giant-5")
    assert state.last_trick.winner == 1 and state.last_trick.next_leader == 1
    assert rules.current_seats(state) == [1] and state.leader == 1
    state = play_trick(state, "troll-2", "troll-1")
    assert rules.current_seats(state) == [1]
    assert state.last_trick.winner == 1
    state = play_trick(state, "seer-4", "seer-3")
    assert state.last_trick.winner == 1
