"""Properties of whole random games (hypothesis): CLM-1.1, CLM-2, CLM-3.2, CLM-4.5, CLM-5.4.

Each example shuffles a deck from a drawn seed and plays it out with a drawn stream of choices.
The profile is derandomized and keeps no database, so every run checks the same 2,000 games.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.claim.factions import faction_of
from games.claim.state import CLAIMING, OVER, RECRUITING
from tablebox.engine import IllegalAction
from tests.games.claim.builders import FULL_DECK, PLAYERS, rules

CHOICES = ("take-prize", "take-deck")
EVERY_ACTION = sorted(set(FULL_DECK)) + list(CHOICES)

reproducible = settings(
    max_examples=2000,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@reproducible
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    choices=st.lists(st.integers(min_value=0, max_value=12), min_size=66, max_size=66),
    probe=st.integers(min_value=0, max_value=len(EVERY_ACTION) - 1),
)
def test_clm_random_games_keep_every_rule(seed: int, choices: list[int], probe: int) -> None:
    """CLM-1.1 the 52 cards are conserved at every step; CLM-3.2 the follower must follow when
    able and the legal actions are exactly the allowed ones (every offered action applies, an
    action not offered is refused and changes nothing); exactly one seat acts until the end;
    CLM-4.5/CLM-5.4 the game ends after 13 + 13 tricks with a ranking of both seats."""
    state = rules.new_game(list(PLAYERS), seed=seed)
    deck = Counter(FULL_DECK)
    tricks: Counter[int] = Counter()
    step = 0
    while True:
        assert Counter(state.all_cards()) == deck
        seats = rules.current_seats(state)
        if state.phase == OVER:
            assert seats == []
            break
        assert len(seats) == 1
        (seat,) = seats
        assert rules.legal_actions(state, 1 - seat) == []
        legal = rules.legal_actions(state, seat)

        if state.chooser is not None:
            assert state.phase == RECRUITING
            assert legal == list(CHOICES)
        else:
            hand = state.hands[seat]
            led = faction_of(state.plays[0].card) if state.plays else None
            following = [card for card in hand if faction_of(card) == led]
            assert Counter(legal) == Counter(following or hand)

        before = state.copy()
        results = {action: rules.apply(state, seat, action) for action in set(legal)}
        offered = set(legal)
        refused = [a for a in EVERY_ACTION if a not in offered]
        with pytest.raises(IllegalAction):
            rules.apply(state, seat, refused[probe % len(refused)])
        with pytest.raises(IllegalAction):
            rules.apply(state, 1 - seat, legal[0])
        assert state == before

        action = legal[choices[step % len(choices)] % len(legal)]
        previous = state.last_trick
        state = results[action]
        if state.last_trick is not previous:
            tricks[state.last_trick.phase] += 1
        step += 1

    assert tricks == {RECRUITING: 13, CLAIMING: 13}
    assert step == 52 + sum(1 for event in rules.events(state) if event.key == "claim.seer-peeks")
    assert all(len(hand) == 0 for hand in state.hands) and state.draw_pile == []
    outcome = rules.outcome(state)
    assert outcome is not None
    assert sorted(seat for group in outcome.ranking for seat in group) == [0, 1]
