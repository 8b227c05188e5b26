"""Refused actions: one test per refusal reason, each leaving the state exactly as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tablebox.engine import IllegalAction, snapshot_of
from tests.games.claim.builders import (
    PLAYERS,
    claiming_state,
    finished_state,
    play,
    play_trick,
    recruiting_state,
    rules,
)


def opening():
    return rules.new_game(list(PLAYERS), seed=5)


def dragon_led():
    """Ann has led dragon 5; Bob holds dragon 2 and seer 2."""
    return play(
        recruiting_state(["dragon-5", "seer-1"], ["dragon-2", "seer-2"], "gnome-9"), "dragon-5"
    )


def seer_pending():
    """Ann won a phase-1 trick with seer 7 and must choose."""
    state = recruiting_state(["seer-7", "gnome-1"], ["seer-2", "gnome-3"], "troll-9")
    return play_trick(state, "seer-7", "seer-2")


def game_over():
    return play_trick(claiming_state(["seer-1"], ["seer-0"]), "seer-1", "seer-0")


def a_card_of(seat: int) -> Callable:
    return lambda state: state.hands[seat][0]


CASES = [
    # (rule, how to get there, seat, action (or how to pick it), words in the reason)
    ("CLM-3 not your turn", opening, 1, a_card_of(1), "it is Ann's turn"),
    ("CLM-3 card not in hand", opening, 0, a_card_of(1), "is not in your hand"),
    ("CLM-9 unknown card", opening, 0, "knight-4", "knight-4 is not in your hand"),
    ("CLM-3.2 must follow dragons", dragon_led, 1, "seer-2", "must follow dragons"),
    ("CLM-6.5 no seer choice", opening, 0, "take-prize", "no prize to choose"),
    ("CLM-6.5 no seer choice (deck)", opening, 0, "take-deck", "no prize to choose"),
    ("CLM-6.5 card while choosing", seer_pending, 0, "gnome-1", "take-prize or take-deck"),
    ("CLM-6.5 other seat while choosing", seer_pending, 1, "gnome-3", "it is Ann's turn"),
    ("CLM-5.4 game over", game_over, 0, "seer-1", "the game is over"),
    ("CLM-5.4 game over (choice)", game_over, 1, "take-prize", "the game is over"),
]


@pytest.mark.parametrize(
    ("rule", "setup", "seat", "action", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_clm_illegal_action_is_refused_and_the_state_is_unchanged(
    rule: str, setup: Callable, seat: int, action, words: str
) -> None:
    """Each refusal reason (not your turn, not in hand, must follow, seer choice out of place,
    card during a seer choice, game over) raises IllegalAction with a plain reason, through
    apply, advance and parse_action alike, and changes nothing."""
    state = setup()
    if callable(action):
        action = action(state)
    before = snapshot_of(state)
    assert action not in rules.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, seat, action)
    assert words in raised.value.reason, rule
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction) as raised:
        rules.advance(state, seat, action)
    assert words in raised.value.reason
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction) as raised:
        rules.parse_action(state, seat, action.upper())
    assert words.lower() in raised.value.reason.lower()
    assert snapshot_of(state) == before


def test_clm_3_2_must_follow_dragons_names_the_faction() -> None:
    """CLM-3.2: the reason for refusing an off-faction card on a dragon lead is exactly about
    following dragons, and the view marks the card with the same reason."""
    state = dragon_led()
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, 1, "seer-2")
    assert raised.value.reason == "you must follow dragons"
    hand = {card.id: card for card in rules.view(state, 1).hand}
    assert hand["dragon-2"].playable
    assert not hand["seer-2"].playable and hand["seer-2"].why_not == "must follow dragons"


def test_clm_3_2_refusal_leaves_the_follower_free_to_play_correctly() -> None:
    """CLM-3.2: after a refusal the same state still accepts the legal card."""
    state = dragon_led()
    with pytest.raises(IllegalAction):
        rules.apply(state, 1, "seer-2")
    after = rules.apply(state, 1, "dragon-2")
    assert after.last_trick.plays[-1].card == "dragon-2"


def test_clm_5_4_no_action_is_legal_after_the_game() -> None:
    """CLM-5.4: once over, no seat has a legal action and nobody is to act."""
    state = finished_state((["seer-1"], ["seer-0"]))
    assert rules.current_seats(state) == []
    assert rules.legal_actions(state, 0) == [] and rules.legal_actions(state, 1) == []
