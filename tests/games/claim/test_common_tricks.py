"""The shared trick-taking parts (``games.common.tricks``) on their own, with a plain deck of
suits and ranks, and as Claim uses them (CLM-3.2, CLM-3.3, CLM-6.7, CLM-6.10)."""

from __future__ import annotations

import random

import pytest

from games.claim.factions import faction_of
from games.claim.tricks import FOLLOW, rank_function
from games.common import tricks
from games.common.cards import shuffled, split_card

CARDS = [f"{suit}-{rank}" for suit in ("red", "blue", "green") for rank in range(1, 8)]


def suit(card: str) -> str:
    return split_card(card)[0]


def value(card: str) -> int:
    return int(split_card(card)[1])


def test_follow_suit_when_you_can() -> None:
    hand = ["red-3", "blue-5", "red-7", "green-1"]
    assert tricks.playable(hand, None, suit) == hand
    assert tricks.playable(hand, "red", suit) == ["red-3", "red-7"]
    assert tricks.playable(hand, "yellow", suit) == hand
    assert tricks.refusal(hand, "red", "blue-5", suit) == "must-follow"
    assert tricks.refusal(hand, "red", "red-3", suit) is None
    assert tricks.refusal(hand, "yellow", "blue-5", suit) is None
    assert tricks.must_follow(hand, "red", suit) and not tricks.must_follow(hand, "yellow", suit)


def test_a_wild_suit_may_always_be_played() -> None:
    hand = ["red-3", "blue-5", "green-1"]
    assert tricks.playable(hand, "red", suit, wild=("green",)) == ["red-3", "green-1"]
    assert tricks.refusal(hand, "red", "blue-5", suit, wild=("green",)) == "must-follow-or-wild"
    assert tricks.refusal(hand, "red", "green-1", suit, wild=("green",)) is None


@pytest.mark.parametrize("seed", range(20))
def test_the_follow_rule_table_agrees_with_the_functions(seed: int) -> None:
    rule = tricks.FollowRule(CARDS, suit, wild=("green",))
    rnd = random.Random(seed)
    hand = rnd.sample(CARDS, 6)
    for led in (None, "red", "blue", "green"):
        assert rule.playable(hand, led) == tricks.playable(hand, led, suit, ("green",))
        for card in hand:
            assert rule.refusal(hand, led, card) == tricks.refusal(
                hand, led, card, suit, ("green",)
            )


def test_trick_winner_with_pluggable_rank_and_trumps() -> None:
    plays = [(2, "red-3"), (0, "blue-7"), (1, "red-5")]
    rank = tricks.suit_then_value("red", suit, value)
    assert tricks.winner(plays, rank) == 1
    assert tricks.ranking(plays, rank) == [1, 2, 0]
    trump = tricks.suit_then_value("red", suit, value, trump="blue")
    assert tricks.winner(plays, trump) == 0
    assert tricks.ranking(plays, trump) == [0, 1, 2]
    # equal ranks: the earlier card wins, in two-card and longer tricks alike
    assert tricks.ranking([(1, "red-3"), (0, "red-3")], rank) == [1, 0]
    assert tricks.ranking([(1, "red-3"), (0, "blue-3"), (2, "red-3")], rank) == [1, 2, 0]
    assert tricks.winner([(1, "red-3"), (0, "red-3")], rank) == 1


def test_seat_rotation() -> None:
    assert tricks.rotation(2, 4) == [2, 3, 0, 1]
    assert tricks.rotation(0, 2) == [0, 1]


def test_the_trick_view_model() -> None:
    model = tricks.trick_model(3, 4, [(3, "red-1"), (0, "blue-2")], suit, to_play=1)
    assert model.order == [3, 0, 1, 2]
    assert model.led_suit == "red" and model.to_play == 1 and model.winner is None
    assert model.card_of(0) == "blue-2" and model.card_of(2) is None
    assert tricks.TrickModel.model_validate_json(model.model_dump_json()) == model


def test_clm_3_3_claim_ranks_through_the_shared_parts() -> None:
    """CLM-3.3, CLM-6.7, CLM-6.10: knights first on a goblin lead, then the led faction and
    doppelgangers, then the rest, each highest first."""
    plays = [(0, "goblin-2"), (1, "knight-3"), (2, "doppelganger-9"), (3, "dragon-9")]
    assert tricks.ranking(plays, rank_function("goblin")) == [1, 2, 0, 3]
    assert FOLLOW.playable(["goblin-1", "knight-2", "doppelganger-0"], "goblin") == [
        "goblin-1",
        "doppelganger-0",
    ]
    assert faction_of("doppelganger-0") == "doppelganger"


@pytest.mark.parametrize("seed", [*range(300), 2**64 + 5, -3])
def test_clm_1_2_the_shuffle_deals_exactly_as_random_shuffle(seed: int) -> None:
    """CLM-1.2 (and every saved seed): ``shuffled`` is ``random.Random(seed).shuffle`` of the
    sorted cards, draw for draw, so old saves deal the same hands."""
    cards = [f"{s}-{r}" for s in ("gnome", "giant", "dragon", "troll", "seer") for r in range(10)]
    expected = sorted(cards)
    random.Random(seed).shuffle(expected)
    assert shuffled(cards, seed) == expected
