"""Refused actions: one test per refusal reason, each leaving the state exactly as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tablebox.catalog import english
from tablebox.engine import IllegalAction, Message, snapshot_of
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
    # (rule, how to get there, seat, action (or how to pick it), refusal code, words in English)
    ("CLM-3 not your turn", opening, 1, a_card_of(1), "common.not-your-turn", "it is Ann's turn"),
    (
        "CLM-3 card not in hand",
        opening,
        0,
        a_card_of(1),
        "claim.not-in-hand",
        "is not in your hand",
    ),
    (
        "CLM-9 unknown card",
        opening,
        0,
        "knight-4",
        "claim.not-in-hand",
        "knight-4 is not in your hand",
    ),
    (
        "CLM-3.2 must follow dragons",
        dragon_led,
        1,
        "seer-2",
        "claim.must-follow",
        "must follow dragons",
    ),
    (
        "CLM-6.5 no seer choice",
        opening,
        0,
        "take-prize",
        "claim.no-prize-to-choose",
        "no prize to choose",
    ),
    (
        "CLM-6.5 no seer choice (deck)",
        opening,
        0,
        "take-deck",
        "claim.no-prize-to-choose",
        "no prize to choose",
    ),
    (
        "CLM-6.5 card while choosing",
        seer_pending,
        0,
        "gnome-1",
        "claim.choose-seer-first",
        "the deck's top card first",
    ),
    (
        "CLM-6.5 other seat while choosing",
        seer_pending,
        1,
        "gnome-3",
        "common.not-your-turn",
        "it is Ann's turn",
    ),
    ("CLM-5.4 game over", game_over, 0, "seer-1", "common.game-over", "the game is over"),
    (
        "CLM-5.4 game over (choice)",
        game_over,
        1,
        "take-prize",
        "common.game-over",
        "the game is over",
    ),
]


@pytest.mark.parametrize(
    ("rule", "setup", "seat", "action", "code", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_clm_illegal_action_is_refused_and_the_state_is_unchanged(
    rule: str, setup: Callable, seat: int, action, code: str, words: str
) -> None:
    """Each refusal (not your turn, not in hand, must follow, seer choice out of place, card
    during a seer choice, game over) raises IllegalAction with its code, through apply,
    advance and parse_action alike, and changes nothing; its English reason reads plainly."""
    state = setup()
    if callable(action):
        action = action(state)
    before = snapshot_of(state)
    assert action not in rules.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, seat, action)
    assert raised.value.code == code, rule
    assert words in english(raised.value.message, PLAYERS), rule
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction) as raised:
        rules.advance(state, seat, action)
    assert raised.value.code == code
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction) as raised:
        rules.parse_action(state, seat, action.upper())
    assert raised.value.code == code
    assert snapshot_of(state) == before


def test_clm_3_2_must_follow_dragons_names_the_faction() -> None:
    """CLM-3.2: the refusal of an off-faction card on a dragon lead is about following
    dragons, and the view marks the card (and its option) with the same reason."""
    state = dragon_led()
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, 1, "seer-2")
    assert raised.value.code == "claim.must-follow"
    assert raised.value.params == {"faction": "dragon"}
    assert english(raised.value.message) == "must follow dragons"
    view = rules.view(state, 1)
    hand = {card.id: card for card in view.hand}
    assert hand["dragon-2"].playable
    assert not hand["seer-2"].playable
    assert hand["seer-2"].why_not == Message("claim.must-follow", {"faction": "dragon"})
    options = {option.action: option for option in view.decision.options}
    assert options["dragon-2"].allowed
    assert options["seer-2"].refusal == Message("claim.must-follow", {"faction": "dragon"})


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
