"""Issue 19.1: Truel's easy and normal computer players and its evaluation
(``tablebox/bots/truel.py``): hand-built positions where the right card, meaning, way or
discard is clear, and a seeded smoke race against random players."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.truel.game import TruelRules
from games.truel.state import DISCARD, JOKER, OVER, WAY, Loss, Movement, TruelState
from tablebox.bots.knowledge import knowledge
from tablebox.bots.random_bot import RandomBot

RULES = TruelRules()
KNOWLEDGE = knowledge(RULES)


def position(
    hand: Sequence[str],
    slots: Sequence[Sequence[str | None]],
    gems: Sequence[Sequence[int]] = ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    seat: int = 0,
) -> TruelState:
    """``seat`` on turn with ``hand``, the triples ``slots`` and the gems ``gems``; pawns on
    their Starts."""
    state = RULES.new_game(["r", "g", "b"], seed=1)
    state.hands = [[], [], []]
    state.hands[seat] = list(hand)
    state.slots = [list(triple) for triple in slots]
    state.gems = [list(row) for row in gems]
    state.turn = seat
    return state


def normal(state: TruelState, seat: int = 0, seed: int = 0) -> str:
    legal = RULES.legal_actions(state, seat)
    return str(KNOWLEDGE.normal(RULES, state, seat, legal, random.Random(seed)))


def test_completes_the_triple_that_brings_a_missing_gem() -> None:
    """TRL-3.3, TRL-4.3: red, holding only a ruby, completes *red, +1, emeralds*."""
    state = position(
        ["emerald-heart", "green-star-1"],
        [
            ["red-sun-1", "plus1-sun-1", None],
            [None, None, "cards-star-1"],
            [None, "minus1-star-1", None],
        ],
    )
    assert normal(state) == "emerald-heart@1"


def test_wins_at_once_when_a_triple_gives_the_last_colour() -> None:
    """TRL-7.1: red, holding a ruby and an emerald, completes *red, +1, sapphires* rather than
    a ruby it has."""
    state = position(
        ["ruby-sun", "sapphire-heart"],
        [
            ["red-sun-1", "plus1-sun-1", None],
            [None, None, "cards-star-1"],
            ["blue-sun-1", None, None],
        ],
        gems=((1, 1, 0), (0, 1, 0), (0, 0, 1)),
    )
    assert normal(state) == "sapphire-heart@1"


def test_does_not_leave_the_next_player_a_winning_triple() -> None:
    """TRL-4.3, TRL-7.1: green plays next and lacks only a sapphire; red does not lay *green*
    beside a +2 and leave the unit to green."""
    state = position(
        ["green-sun-1", "plus1-heart-1"],
        [["red-heart-1", None, None], [None, "plus2-star-1", None], ["blue-sun-1", None, None]],
        gems=((1, 0, 0), (1, 1, 0), (0, 0, 1)),
    )
    assert normal(state) != "green-sun-1@2"


def test_a_joker_stands_for_a_missing_gem() -> None:
    """TRL-3.4, TRL-4.4: red completing *red, +1, rainbow* makes the rainbow a gem it lacks."""
    state = position([], [["red-sun-1", "plus1-sun-1", "rainbow-heart-1"], [], []])
    state.stage, state.completing = JOKER, 0
    assert normal(state) in ("as:emerald", "as:sapphire")


def test_the_way_at_a_crossroads_leads_to_the_better_space() -> None:
    """TRL-5.2, TRL-5.3, TRL-6.2: from the crossroads R5 a move of 1 ends on the clock +1 by
    the ring (R6, R7) or on the clock +2 by the shortcut (R16, R17, R18): the shortcut."""
    state = position([], [[None] * 3] * 3)
    state.pawns[0] = "R5"
    state.stage, state.moving = WAY, Movement(0, 1, 1, 1, ("R5",))
    assert RULES.legal_actions(state, 0) == ["via:R6", "via:R16"]
    assert normal(state) == "via:R16"


def test_a_forced_discard_keeps_the_joker() -> None:
    """TRL-3.3, TRL-3.4: a card to lose is never the rainbow card, and comes from the type
    the hand holds most of."""
    state = position(["rainbow-sun-1", "red-sun-2", "green-sun-3", "plus1-sun-1"], [[None] * 3] * 3)
    state.stage, state.losing = DISCARD, Loss(0, 1)
    assert normal(state) in ("discard:red-sun-2", "discard:green-sun-3")


def test_easy_completes_a_plainly_good_triple() -> None:
    """Issue 19.1 (easy): a beginner takes the win a triple offers (TRL-7.1)."""
    state = position(
        ["ruby-sun", "sapphire-heart"],
        [
            ["red-sun-1", "plus1-sun-1", None],
            [None, None, "cards-star-1"],
            ["blue-sun-1", None, None],
        ],
        gems=((1, 1, 0), (0, 1, 0), (0, 0, 1)),
    )
    legal = RULES.legal_actions(state, 0)
    assert KNOWLEDGE.easy(RULES, state, 0, legal, random.Random(0)) == "sapphire-heart@1"


def test_evaluate_favours_the_player_nearer_three_colours() -> None:
    """TRL-7.1: two colours of gem beat one; a finished game gives its winner 1."""
    state = RULES.new_game(["r", "g", "b"], seed=2)
    state.gems = [[1, 1, 0], [0, 1, 0], [0, 0, 1]]
    chances = KNOWLEDGE.evaluate(RULES, state)
    assert chances[0] > max(chances[1], chances[2])
    assert abs(sum(chances) - 1) < 1e-9
    state.stage, state.wins = OVER, [0, 1, 0]
    assert KNOWLEDGE.evaluate(RULES, state) == [0.0, 1.0, 0.0]


def test_choices_are_legal_unchanging_and_repeatable() -> None:
    """Issue 19.1: the same state and seed give the same choice, always a legal one, and the
    state is left as it was (a seeded game played through)."""
    state = RULES.new_game(["r", "g", "b"], seed=7)
    rng = random.Random(7)
    while state.stage != OVER:
        seat = RULES.current_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        guess = RULES.determinize(state, seat, rng)
        before = guess.copy()
        first = KNOWLEDGE.normal(RULES, guess, seat, legal, random.Random(1))
        assert first == KNOWLEDGE.normal(RULES, guess, seat, legal, random.Random(1))
        assert first in legal
        assert KNOWLEDGE.easy(RULES, guess, seat, legal, random.Random(1)) in legal
        assert (guess.hands, guess.gems, guess.pawns) == (before.hands, before.gems, before.pawns)
        RULES.advance(state, seat, first)


def test_normal_beats_random_players() -> None:
    """Issue 19 (normal alone against random others): seeded, 30 games; the fair share would
    be 10 wins, the bot takes at least twice as many."""
    wins = 0
    for game in range(30):
        bot = game % 3
        state = RULES.new_game(["r", "g", "b"], seed=game)
        rng = random.Random(game)
        while state.stage != OVER:
            seat = RULES.current_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            guess = RULES.determinize(state, seat, rng)
            if seat == bot:
                action = KNOWLEDGE.normal(RULES, guess, seat, legal, rng)
            else:
                action = RandomBot().choose(RULES, guess, seat, legal, rng)
            RULES.advance(state, seat, action)
        wins += state.wins[bot]
    assert wins >= 20
