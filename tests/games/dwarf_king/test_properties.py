"""DWK-3, DWK-7: properties of random games at 3, 4 and 5 players."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.dwarf_king import rules
from tests.games.dwarf_king.builders import NAMES


@settings(max_examples=400, deadline=None)
@given(
    players=st.integers(3, 5),
    seed=st.integers(0, 2**32),
    deals=st.integers(1, 7),
    quests=st.sampled_from(["all", "beginner"]),
)
def test_dwk_random_games_keep_the_rules(players: int, seed: int, deals: int, quests: str) -> None:
    """Cards conserved at every step, one winner per trick, equal hands at each trick's
    start, totals the sum of the deal breakdowns, deals = ``deals`` + tie-break deals."""
    state = rules.new_game(NAMES[:players], {"deals": deals, "quests": quests}, seed=seed)
    rng = random.Random(seed)
    deck = Counter(state.all_cards())
    deal = state.deal
    while rules.current_seats(state):
        seat = rules.current_seats(state)[0]
        before = len(state.tricks)
        rules.advance(state, seat, rng.choice(rules.legal_actions(state, seat)))
        if state.deal != deal and state.phase != "over":
            deal, deck = state.deal, Counter(state.all_cards())
        if state.phase != "over":
            assert Counter(state.all_cards()) == deck
        if state.phase == "play" and not state.plays and state.deal == deal:
            assert len({len(hand) for hand in state.hands}) == 1
            if len(state.tricks) > before:
                trick = state.tricks[-1]
                assert len(trick.plays) == players and trick.winner in {p.seat for p in trick.plays}
    results = state.results
    assert state.totals == [sum(r.points[s] for r in results) for s in range(players)]
    extra = [r for r in results if r.tiebreak]
    assert len(results) == deals + len(extra)
    if extra:
        tied = results[deals - 1].totals
        assert tied.count(max(tied)) > 1
    top = state.totals.count(max(state.totals))
    assert top == 1 or len(results) == 14
