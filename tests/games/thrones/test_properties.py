"""Random full games at three, four and five players keep the rules' invariants (GOT-1.4,
GOT-1.5, GOT-3.2, GOT-6.9, GOT-7.2, GOT-9)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.thrones import army, rules
from games.thrones.board import POWER_LIMIT, UNIT_POOL
from games.thrones.state import DISBAND, ThronesState
from tests.games.thrones.helpers import NAMES

GAMES = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def check(state: ThronesState) -> None:
    for house in state.houses:
        for kind, most in UNIT_POOL.items():
            assert army.unit_count(state, house, kind) <= most, (house, kind)
        on_board = army.tokens_on_board(state, house)
        assert state.power[house] >= 0
        assert state.power[house] + on_board <= POWER_LIMIT
        if state.step != DISBAND:
            assert army.within_supply(state, house), (house, state.supply[house])
        for area in state.pending[house]:
            assert state.owner.get(area) == house, area
    if state.battle is None:
        for area, units in state.units.items():
            assert units and area in state.owner, area
            # GOT-5.4: a power token may stay under its own house's units, never another's
            assert state.tokens.get(area, state.owner[area]) == state.owner[area], area
            assert area not in state.neutral, area
    for area in state.orders:
        assert area in state.units or (state.battle and area == state.battle.area), area


def pick(state: ThronesState, seat: int, rng: random.Random, aggressive: bool) -> str:
    """A random legal action; an aggressive player mostly orders marches and marches out,
    so that battles, retreats and instant wins come up often."""
    legal = rules.legal_actions(state, seat)
    if aggressive and rng.random() < 0.9:
        if state.step == "planning":
            orders = [a for a in legal if a.startswith("order")]
            marches = [a for a in orders if " march" in a]
            if marches and rng.random() < 0.5:
                return rng.choice(marches)
            if orders:
                return rng.choice(orders)
        if state.step == "march":
            moves = [a for a in legal if "->" in a]
            if moves:
                return rng.choice(moves)
    return rng.choice(legal)


def play(players: int, seed: int, aggressive: bool) -> ThronesState:
    state = rules.new_game(NAMES[:players], seed=seed)
    rng = random.Random(seed)
    while seats := rules.current_seats(state):
        seat = rng.choice(seats)
        rules.advance(state, seat, pick(state, seat, rng, aggressive), trusted=True)
        check(state)
    return state


def finished(state: ThronesState, players: int) -> None:
    outcome = rules.outcome(state)
    assert outcome is not None
    assert sorted(s for tied in outcome.ranking for s in tied) == list(range(players))
    assert state.winner or state.round == 10


@GAMES
@given(seed=st.integers(0, 2**31), aggressive=st.booleans())
def test_random_three_player_games(seed: int, aggressive: bool) -> None:
    """Units within supply and the pool, one house per area, power conserved, orders only
    where units stand, a ranking at the end: three players."""
    finished(play(3, seed, aggressive), 3)


@GAMES
@given(seed=st.integers(0, 2**31), aggressive=st.booleans())
def test_random_four_player_games(seed: int, aggressive: bool) -> None:
    """The same invariants at four players."""
    finished(play(4, seed, aggressive), 4)


@GAMES
@given(seed=st.integers(0, 2**31), aggressive=st.booleans())
def test_random_five_player_games(seed: int, aggressive: bool) -> None:
    """The same invariants at five players."""
    finished(play(5, seed, aggressive), 5)
