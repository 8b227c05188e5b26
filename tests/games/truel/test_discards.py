"""Losing cards (TRL-3.3, TRL-6.1): the player who must discard chooses the cards, one at a
time, also when it is not their turn; the triple (or the stop on a space) then goes on where
it was interrupted."""

from __future__ import annotations

import random

import pytest

from games.truel import rules
from games.truel.state import DISCARD, PLAY, Loss, TruelState
from tablebox.engine import IllegalAction, Message
from tests.games.truel.builders import BLUE, GREEN, RED, act, arrange, keys, params

EMPTY: list[str | None] = [None, None, None]
BLUE_HAND = ["blue-star-3", "red-star-3", "plus1-heart-2"]


def _blue_loses_two() -> TruelState:
    """Green completes triple 1, "blue, −2, cards", while blue holds three cards."""
    state = arrange(
        hands=[[], ["cards-heart-1"], BLUE_HAND],
        slots=[["blue-sun-1", "minus2-star-1", None], EMPTY[:], EMPTY[:]],
        top=["ruby-sun", "ruby-star"],
    )
    return act(state, "cards-heart-1@1")


def test_trl_3_3_a_player_not_on_turn_chooses_the_cards_a_triple_takes() -> None:
    """TRL-3.3: green's triple makes blue lose two of three cards: blue (not green) must act,
    choosing among its own cards; nothing else of the triple has happened yet."""
    state = _blue_loses_two()
    assert state.stage == DISCARD and state.losing == Loss(BLUE, 2)
    assert rules.current_seats(state) == [BLUE]
    assert rules.legal_actions(state, BLUE) == [f"discard:{c}" for c in sorted(BLUE_HAND)]
    assert rules.legal_actions(state, GREEN) == []
    assert params(state, "truel.must-discard") == [{"seat": BLUE, "n": 2}]
    assert state.slots[0] == ["blue-sun-1", "minus2-star-1", "cards-heart-1"]
    assert state.hands[GREEN] == [] and state.turn == GREEN


def test_trl_3_3_the_discards_come_one_at_a_time_then_the_triple_finishes() -> None:
    """TRL-3.3, TRL-4.5, TRL-4.6, TRL-8.3: blue discards two chosen cards, each shown; then the
    triple goes to the discard pile, the deck's top card refills it, green draws, and the turn
    passes clockwise to blue."""
    state = act(_blue_loses_two(), "discard:red-star-3")
    assert state.stage == DISCARD and state.losing == Loss(BLUE, 1)
    assert "truel.refill" not in keys(state)
    state = act(state, "discard:blue-star-3")
    assert state.stage == PLAY and state.losing is None
    assert state.hands[BLUE] == ["plus1-heart-2"]
    assert params(state, "truel.discards") == [
        {"seat": BLUE, "cards": ["red-star-3"]},
        {"seat": BLUE, "cards": ["blue-star-3"]},
    ]
    assert keys(state)[-5:] == [
        "truel.discards",
        "truel.discards",
        "truel.refill",
        "truel.draws",
        "truel.drew",
    ]
    assert state.slots[0] == [None, None, "ruby-sun"]
    assert state.hands[GREEN] == ["ruby-star"]
    assert {"red-star-3", "blue-star-3", "blue-sun-1", "minus2-star-1"} <= set(state.discard)
    assert state.turn == BLUE
    assert len(state.all_cards()) == 90


def test_trl_3_3_the_view_asks_only_the_losing_player() -> None:
    """TRL-3.3, TRL-8.2: blue's view asks for a card of its hand and says how many remain;
    green's view asks nothing and shows who is discarding; the status says so."""
    state = _blue_loses_two()
    decision = rules.view(state, BLUE).decision
    assert decision is not None and decision.kind == "discard"
    assert decision.prompt == Message("truel.prompt-discard", {"n": 2})
    assert sorted(o.parts["card"] for o in decision.options) == sorted(BLUE_HAND)
    assert all(o.allowed for o in decision.options)
    public = rules.view(state, None)
    assert public.decision is None and public.to_act == [BLUE]
    assert public.losing is not None and (public.losing.seat, public.losing.left) == (BLUE, 2)
    assert rules.view(state, GREEN).decision is None
    assert rules.status(state) == Message("truel.status-discard", {"seat": BLUE})
    after = act(state, "discard:red-star-3")
    later = rules.view(after, BLUE).decision
    assert later is not None and later.prompt == Message("truel.prompt-discard", {"n": 1})


@pytest.mark.parametrize(
    ("seat", "action", "code"),
    [
        (GREEN, "discard:ruby-star", "common.not-your-turn"),
        (BLUE, "plus1-heart-2@2", "truel.choose-discard"),
        (BLUE, "discard:green-sun-3", "truel.not-in-hand"),
    ],
)
def test_trl_3_3_only_the_loser_discards_and_only_its_own_cards(
    seat: int, action: str, code: str
) -> None:
    """TRL-3.3: while blue chooses, green may not act, blue may not lay a card, and a card not
    in blue's hand cannot be discarded."""
    state = _blue_loses_two()
    with pytest.raises(IllegalAction) as refused:
        rules.parse_action(state, seat, action)
    assert refused.value.code == code


def test_trl_3_3_the_completer_discarding_then_takes_the_bonus_and_its_extra_turn() -> None:
    """TRL-3.3, TRL-4.5, TRL-6.3: green's own triple (three suns) takes a card of green's:
    after green chooses it, green takes the sun rainbow card, draws, and plays the extra turn
    it was owed."""
    state = arrange(
        hands=[[], ["cards-sun-1", "red-star-3", "blue-star-2"], []],
        slots=[["green-sun-1", "minus1-sun-1", None], EMPTY[:], EMPTY[:]],
        top=["ruby-star", "ruby-heart"],
    )
    state.pending[GREEN] = 1
    state = act(state, "cards-sun-1@1")
    assert state.losing == Loss(GREEN, 1) and rules.current_seats(state) == [GREEN]
    assert "truel.bonus" not in keys(state)
    state = act(state, "discard:blue-star-2")
    assert params(state, "truel.bonus") == [{"seat": GREEN, "card": "rainbow-sun-1"}]
    assert sorted(state.hands[GREEN]) == ["rainbow-sun-1", "red-star-3", "ruby-heart"]
    assert state.turn == GREEN and state.stage == PLAY
    assert params(state, "truel.extra-turn") == [{"seat": GREEN}]


def test_trl_6_1_a_pawn_moved_onto_minus_one_card_lets_its_owner_choose() -> None:
    """TRL-6.1, TRL-5.5: green's triple moves red's pawn +2 from R8 onto the −1 card space R10;
    red, holding two cards, chooses the one to lose; then the triple finishes and blue, next
    after green, is on turn."""
    state = arrange(
        hands=[["green-star-3", "blue-star-2"], ["spaces-heart-1"], ["blue-star-3"]],
        slots=[["red-sun-1", "plus2-star-1", None], EMPTY[:], EMPTY[:]],
        pawns=["R8", "G0", "B0"],
        top=["ruby-sun", "ruby-star"],
    )
    state = act(state, "spaces-heart-1@1")
    assert state.pawns[RED] == "R10" and state.moving is None
    assert state.stage == DISCARD and rules.current_seats(state) == [RED]
    assert params(state, "truel.must-discard") == [{"seat": RED, "n": 1}]
    state = act(state, "discard:green-star-3")
    assert state.hands[RED] == ["blue-star-2"]
    assert state.hands[GREEN] == ["ruby-star"] and state.slots[0] == [None, None, "ruby-sun"]
    assert state.turn == BLUE and state.stage == PLAY


def test_trl_3_3_a_hand_no_bigger_than_the_loss_goes_whole_without_a_choice() -> None:
    """TRL-3.3: blue holding exactly two cards loses two: both go at once, shown, and the turn
    goes on with no decision asked."""
    state = arrange(
        hands=[[], ["cards-heart-1"], ["blue-star-3", "red-star-3"]],
        slots=[["blue-sun-1", "minus2-star-1", None], EMPTY[:], EMPTY[:]],
    )
    state = act(state, "cards-heart-1@1")
    assert state.stage == PLAY and state.losing is None
    assert state.hands[BLUE] == []
    assert params(state, "truel.discards") == [
        {"seat": BLUE, "cards": ["blue-star-3", "red-star-3"]}
    ]
    assert "truel.must-discard" not in keys(state) and state.turn == BLUE


def test_trl_8_2_determinize_keeps_the_loss_and_deals_the_losers_hand_anew() -> None:
    """TRL-8.2: seen by green, blue's cards while blue chooses are unknown: a determinized
    copy keeps the loss and the hand's size, and blue's choice in it plays on."""
    state = _blue_loses_two()
    guess = rules.determinize(state, GREEN, random.Random(3))
    assert guess.stage == DISCARD and guess.losing == Loss(BLUE, 2)
    assert len(guess.hands[BLUE]) == 3 and guess.hands[GREEN] == state.hands[GREEN]
    first, second = rules.legal_actions(guess, BLUE)[:2]
    after = act(guess, first, second)
    assert after.stage == PLAY and after.turn == BLUE and len(after.hands[BLUE]) == 1
