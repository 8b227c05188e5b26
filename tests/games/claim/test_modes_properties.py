"""Properties of 1,000 random games in each mode (hypothesis): the Claim 1 box, two-player mixed
decks, three players and four in teams. The Claim 2 base game has its own, more exhaustive test
in ``test_properties.py``.

Checked at every step: the deck's cards are all somewhere (CLM-1.1, CLM-10.3, CLM-11.1); exactly
one seat acts and only it has legal actions; a player's legal plays are exactly the cards the
follow rule allows (CLM-3.2, CLM-6.10); a probed action outside the legal ones is refused and
changes nothing. Per trick: every player gains exactly one follower per phase-1 trick (CLM-4.2,
CLM-11.6). At phase 2: everyone's hand is their followers (CLM-5.1, CLM-11.9). At the end: the
game ends after two phases with a ranking of every seat (CLM-7, CLM-13).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.claim.factions import deck_of, faction_of
from games.claim.options import HAND_SIZES, ClaimOptions, random_mix
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState
from tablebox import registry
from tablebox.engine import IllegalAction

rules = registry.get("claim")
NAMES = ["Ann", "Ben", "Cid", "Dan"]

reproducible = settings(
    # 1,000 games per mode, 4,000 in all beside test_properties.py's 2,000 (the whole suite
    # must stay within CI's ten minutes on two cores).
    max_examples=1000,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

MODES = {
    "2p claim": 2,
    "2p mixed": 2,
    "3p": 3,
    "4p teams": 4,
}


def options_for(mode: str, mix_seed: int) -> ClaimOptions:
    if mode == "2p claim":
        return ClaimOptions(box="claim")
    return random_mix(MODES[mode], random.Random(mix_seed))


def allowed_plays(state: ClaimState, seat: int) -> Counter[str]:
    """CLM-3.2 and CLM-6.10 restated: the led faction and doppelgangers when the hand holds the
    led faction, otherwise the whole hand."""
    hand = state.hands[seat]
    if not state.plays:
        return Counter(hand)
    led = faction_of(state.plays[0].card)
    if any(faction_of(card) == led for card in hand):
        return Counter(card for card in hand if faction_of(card) in (led, "doppelganger"))
    return Counter(hand)


def play_out(mode: str, mix_seed: int, seed: int, choices: list[int], probe: int) -> None:
    count = MODES[mode]
    options = options_for(mode, mix_seed)
    state = rules.new_game(NAMES[:count], options, seed=seed)
    deck = Counter(deck_of(options.factions))
    assert sum(deck.values()) == (52 if count == 2 else 72)
    every_action = sorted(deck) + ["take-prize", "take-deck"] + [f"take {c}" for c in deck]
    tricks = {RECRUITING: 0, CLAIMING: 0}
    step = 0
    while state.phase != OVER:
        assert Counter(state.all_cards()) == deck
        (seat,) = rules.current_seats(state)
        assert all(
            rules.legal_actions(state, other) == [] for other in range(count) if other != seat
        )
        legal = rules.legal_actions(state, seat)
        if state.chooser is None:
            assert Counter(legal) == allowed_plays(state, seat)
        else:
            assert state.phase == RECRUITING and legal

        refused = [action for action in every_action if action not in legal]
        probe_action = refused[(probe + step) % len(refused)]
        snapshot = state.copy()
        with pytest.raises(IllegalAction):
            rules.advance(state, seat, probe_action)
        assert state == snapshot

        before = (state.phase, state.trick)
        rules.advance(state, seat, legal[choices[step % len(choices)] % len(legal)])
        step += 1
        if (state.phase, state.trick) == before:
            continue
        tricks[before[0]] += 1  # a trick is over, its prizes handed out
        if state.phase == RECRUITING:
            assert [len(pile) for pile in state.followers] == [tricks[RECRUITING]] * count
            assert len(state.prizes) == (1 if count == 2 else 2)
        elif before[0] == RECRUITING:
            assert [len(hand) for hand in state.hands] == [HAND_SIZES[count]] * count
            assert all(pile == [] for pile in state.followers) and state.draw_pile == []

    assert tricks == {RECRUITING: HAND_SIZES[count], CLAIMING: HAND_SIZES[count]}
    assert rules.current_seats(state) == []
    outcome = rules.outcome(state)
    assert outcome is not None
    assert sorted(seat for group in outcome.ranking for seat in group) == list(range(count))
    if count == 4:  # partners always share their place (CLM-13.3)
        assert all({0, 2} <= set(g) or {1, 3} <= set(g) for g in outcome.ranking)


@pytest.mark.parametrize("mode", list(MODES))
@reproducible
@given(
    mix_seed=st.integers(min_value=0, max_value=2**16),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    choices=st.lists(st.integers(min_value=0, max_value=12), min_size=40, max_size=40),
    probe=st.integers(min_value=0, max_value=200),
)
def test_clm_random_games_in_every_mode_keep_every_rule(
    mode: str, mix_seed: int, seed: int, choices: list[int], probe: int
) -> None:
    play_out(mode, mix_seed, seed, choices, probe)
