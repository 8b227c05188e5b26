"""Properties of whole random games (hypothesis): gems and cards are conserved, pawns stand
on grey, every game ends (TRL-1.2, TRL-1.3, TRL-5.2, TRL-7).

Each example deals from a drawn seed, with or without starting gems, as a single game or a
match, and plays random legal actions chosen by a drawn seed. The profile is derandomized and
keeps no database, so every run checks the same games."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.truel import rules
from games.truel.gems import CAP
from games.truel.state import DISCARD, OVER, TruelState

reproducible = settings(
    deadline=None,
    derandomize=True,
    database=None,
    max_examples=800,
    suppress_health_check=[HealthCheck.too_slow],
)
STEP_BOUND = 3000
"""Actions after which a single game counts as endless (a design fault). Measured (with the
cards lost chosen, TRL-3.3): the longest of 3,000 random single games took 366 actions (364
without starting gems), the longest of 200 random matches 954; the average single game is 79
actions, 66 turns."""
MATCH_STEP_BOUND = 6 * STEP_BOUND
GEMS = 27
CARDS = 90


def _check(state: TruelState) -> None:
    cards = state.all_cards()
    assert len(cards) == CARDS and sorted(cards) == sorted(state.deck.cards)
    for colour in range(3):
        held = [state.gems[seat][colour] for seat in range(3)]
        assert all(0 <= n <= CAP for n in held)
        assert sum(held) <= GEMS // 3, "the bank of a colour ran dry"
    for pawn in state.pawns:
        assert state.board.is_grey(pawn), f"a pawn waits on the coloured space {pawn}"
    losing = state.losing
    assert (losing is not None) == (state.stage == DISCARD)
    if losing is not None:  # TRL-3.3: a choice is asked only of a hand bigger than the loss
        assert 0 < losing.left < len(state.hands[losing.seat])


@reproducible
@given(
    seed=st.integers(0, 2**31),
    policy=st.integers(0, 2**31),
    start_gems=st.sampled_from(["one", "zero"]),
    match=st.sampled_from([False, False, False, True]),
)
def test_random_games_conserve_gems_and_cards_keep_pawns_on_grey_and_end(
    seed: int, policy: int, start_gems: str, match: bool
) -> None:
    """TRL-1.2, TRL-1.3: the 27 gems (bank and players, at most 3 of a colour each) and the 90
    cards are all there after every action; TRL-5.2: a pawn only ever waits on grey; TRL-3.3:
    a player choosing cards to lose owes fewer than they hold; TRL-7: the game (or match) ends
    within the step bound with an outcome."""
    state = rules.new_game(["A", "B", "C"], {"start_gems": start_gems, "match": match}, seed)
    rng = random.Random(policy)
    bound = MATCH_STEP_BOUND if match else STEP_BOUND
    for _ in range(bound):
        _check(state)
        seats = rules.current_seats(state)
        if not seats:
            break
        (seat,) = seats
        rules.advance(state, seat, rng.choice(rules.legal_actions(state, seat)), trusted=True)
    assert state.stage == OVER, f"no end after {bound} actions"
    outcome = rules.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    if match:
        assert max(state.wins) == 3
