"""Issue 28, "Iterations are strength": the engine's cheaper paths change nothing anyone reads.

The log keeps its most frequent events as bare entries until someone reads ``state.events``;
the two-player trick's end runs inline; the cards that may follow are read from a table per led
card; the usual vote is looked up by counts. Each is checked here against the plain rules it
stands for, over whole random games of every box and player count."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.claim import game as claim_game
from games.claim.factions import FACTIONS, deck_of, faction_of
from games.claim.options import ClaimOptions, random_mix
from games.claim.scoring import _vote, faction_votes, sides_of
from games.claim.state import ClaimState, Play
from games.claim.tricks import FOLLOW
from tablebox.engine import Event
from tests.games.claim.builders import rules

EVERY_CARD = sorted(set(deck_of(tuple(FACTIONS))))


def _setups() -> Iterator[tuple[int, ClaimOptions]]:
    yield 2, ClaimOptions()
    yield 2, ClaimOptions(box="claim")
    for seed in range(2):
        for count in (2, 3, 4):
            yield count, random_mix(count, random.Random(seed))


def _positions(games: int) -> Iterator[ClaimState]:
    """Every position of ``games`` random games per setup (the state is advanced after)."""
    for count, options in _setups():
        for seed in range(games):
            rng = random.Random(seed)
            state = rules.new_game([f"P{i}" for i in range(count)], options, seed=seed)
            while seats := rules.current_seats(state):
                yield state
                legal = rules.legal_actions(state, seats[0])
                rules.advance(state, seats[0], legal[int(rng.random() * len(legal))])
            yield state


def test_issue_28_the_log_is_built_only_when_read_and_reads_as_events() -> None:
    """A playout leaves bare entries in the log; reading ``events`` turns each into the very
    event the rules used to log (key, parameters in their order, audience), once."""
    state = rules.new_game(["Ann", "Bob"], seed=3)
    for _ in range(6):
        (seat,) = rules.current_seats(state)
        rules.advance(state, seat, rules.legal_actions(state, seat)[0])
    assert any(type(item) is not Event for item in state.log)
    events = state.events
    assert all(type(item) is Event for item in state.log) and events is state.log
    assert state.built == len(state.log)
    plays = [event for event in events if event.key == "claim.plays"]
    assert [list(event.params) for event in plays] == [["seat", "card"]] * len(plays)
    assert events[0] == Event("claim.phase-1-begins", {"seat": 0})
    assert events[1].key == "claim.prize" and list(events[1].params) == ["trick", "card"]
    draws = [event for event in events if event.key == "claim.you-draw"]
    assert draws and all(event.audience is not None for event in draws)
    assert state.events is events  # a second read builds nothing


def test_issue_28_a_state_equals_its_copy_whether_its_log_was_read_or_not() -> None:
    state = rules.new_game(["Ann", "Bob"], seed=5)
    for _ in range(9):
        (seat,) = rules.current_seats(state)
        rules.advance(state, seat, rules.legal_actions(state, seat)[-1])
    copy = state.copy()
    assert state.events  # built in ``state`` only
    assert state == copy and copy == state
    copy.trick += 1
    assert state != copy


@pytest.mark.parametrize("games", [4])
def test_issue_28_the_two_player_trick_inline_is_the_general_one(games: int) -> None:
    """CLM-3.3 to CLM-6.10, CLM-4 and CLM-5: at every two-player trick's end the inline path
    leaves the same state, log, record and lead reason as the general path."""
    checked = 0
    for state in _positions(games):
        if len(state.players) != 2 or len(state.plays) != 1 or state.chooser is not None:
            continue
        (seat,) = rules.current_seats(state)
        for card in rules.legal_actions(state, seat):
            inline, general = state.copy(), state.copy()
            for after in (inline, general):
                after.hands[seat].remove(card)
                after.plays.append(Play(seat, card))
                after.log.append(Play(seat, card))
            claim_game._finish_two(inline)
            claim_game._finish_trick(general)
            assert inline == general
            assert inline.events == general.events
            assert inline.last_trick == general.last_trick
            checked += 1
    assert checked > 100


def test_issue_28_the_cards_that_may_follow_are_those_of_the_follow_rule() -> None:
    """CLM-3.2 and CLM-6.10: for every led card and many hands, ``legal_actions`` lists what
    the shared follow rule allows, in the hand's order."""
    rng = random.Random(28)
    for lead in EVERY_CARD:
        for _ in range(30):
            hand = rng.sample(EVERY_CARD, rng.randint(1, 13))
            state = rules.new_game(["Ann", "Bob"], ClaimOptions(), seed=0)
            state.hands[1], state.plays, state.leader = hand, [Play(0, lead)], 0
            expected = FOLLOW.playable(hand, faction_of(lead))
            assert rules.legal_actions(state, 1) == expected


def test_issue_28_every_vote_looked_up_by_counts_is_the_plain_vote() -> None:
    """CLM-7.2 to CLM-7.4 and CLM-13.1: the votes of finished games of every setup are those
    of the plain vote, reason and winner alike."""
    compared = 0
    for state in _positions(3):
        if rules.current_seats(state):
            continue
        sides = sides_of(len(state.players))
        piles = state.score_piles
        if len(state.players) == 4:
            piles = [[card for seat in side for card in state.score_piles[seat]] for side in sides]
        for vote in faction_votes(piles, state.factions, sides):
            assert vote == _vote(vote.faction, vote.values, sides)
            compared += 1
    assert compared > 50


def test_issue_28_a_determinization_keeps_exactly_the_events_its_seat_may_read() -> None:
    state = rules.new_game(["Ann", "Bob"], seed=11)
    for _ in range(20):
        (seat,) = rules.current_seats(state)
        rules.advance(state, seat, rules.legal_actions(state, seat)[0])
    for seat in (0, 1):
        guess = rules.determinize(state, seat, random.Random(seat))
        assert guess.events == [event for event in state.events if event.visible_to(seat)]
