"""What the computer players know of A Game of Thrones (``seeds/thrones.md``).

``normal`` plays sensible orders and battles: it marches to take castles, strongholds and
supply, defends threatened castles, supports its own battles, consolidates where crowns are,
raids the enemy's Consolidate Power and Support orders, picks House cards by the battle's
odds, bids for the tracks it can win cheaply and against the wildlings only when the threat
is real, and musters knights at the front. ``easy`` makes half its planning and some marches
without thought. ``evaluate`` turns castles, supply and power into a chance of winning.

All read the (determinized) state directly: no view, no copy, so a call costs tens of
microseconds (it is the strong player's playout policy)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from games.thrones.board import PLAYER_SETUPS, UNIT_STRENGTH
from games.thrones.scoring import outcome_of
from games.thrones.state import (
    ACCEPT,
    BID,
    BLADE,
    CARDS,
    CASUALTY,
    CONTROL,
    DISBAND,
    MARCH,
    MARCH_LEGS,
    MUSTER,
    OVER,
    PLANNING,
    RAID,
    RAVEN,
    RECLAIM,
    RETREAT,
    SUPPORT,
    TIE,
    WILDLING_BEST,
    WILDLING_WORST,
    WIN_ABILITY,
    ThronesState,
)
from tablebox.bots import thrones_battle as battle
from tablebox.bots import thrones_moves as moves
from tablebox.bots import thrones_orders as orders
from tablebox.bots import thrones_westeros as westeros
from tablebox.bots.thrones_board import CASTLE_AREAS, castle_counts, might, threat
from tablebox.engine import Action, Rules

Chooser = Callable[[ThronesState, str, list[str]], str]

CHOOSERS: dict[str, Chooser] = {
    PLANNING: lambda s, h, legal: orders.choose_order(s, h, set(legal)),
    RAVEN: lambda s, h, legal: orders.choose_raven(s, h, set(legal)),
    RAID: moves.choose_raid,
    MARCH: moves.choose_march,
    MARCH_LEGS: lambda s, h, legal: moves.choose_legs(legal),
    CONTROL: lambda s, h, legal: moves.choose_control(s, h),
    RETREAT: moves.choose_retreat,
    SUPPORT: battle.choose_support,
    ACCEPT: lambda s, h, legal: "accept yes",
    CARDS: battle.choose_card,
    BLADE: lambda s, h, legal: battle.choose_blade(s, h),
    CASUALTY: lambda s, h, legal: battle.choose_casualty(legal),
    WIN_ABILITY: battle.choose_win_text,
    DISBAND: westeros.choose_disband,
    MUSTER: westeros.choose_muster,
    BID: lambda s, h, legal: westeros.choose_bid(s, h),
    TIE: westeros.choose_tie,
    WILDLING_BEST: westeros.choose_tie,
    WILDLING_WORST: westeros.choose_tie,
    RECLAIM: lambda s, h, legal: westeros.choose_reclaim(legal),
}
"""The decision awaited (``state.step``) -> the normal player's choice for it."""

CARELESS = {PLANNING: 0.5, MARCH: 0.3, BID: 0.5, SUPPORT: 0.5, MUSTER: 0.5}
"""Easy: how often it makes each kind of decision without thought (a random option)."""


def _normal(state: ThronesState, seat: int, legal: list[str]) -> str:
    chooser = CHOOSERS.get(state.step)
    if chooser is None:
        return legal[0]
    action = chooser(state, state.houses[seat], legal)
    return action if action in legal else legal[0]


def _thoughtless(state: ThronesState, legal: list[str], rng: random.Random) -> str:
    """A random option, never taking an order back nor putting a march together leg by leg
    (a beginner's move, not a wasted one)."""
    plain = [a for a in legal if not a.startswith(("clear", "leg", "done", "muster done"))]
    return rng.choice(plain) if plain else legal[-1]


def _score(state: ThronesState, house: str, castles: int, needed: int) -> float:
    """Castles and strongholds win (GOT-9.1, GOT-9.2); supply and power break ties, and
    armies hold and take castles."""
    army = sum(
        UNIT_STRENGTH[unit]
        for area, units in state.units.items()
        if state.owner[area] == house
        for unit in units
    )
    near_win = 2.0 * (castles / needed) ** 2
    return (
        castles
        + near_win
        + 0.25 * state.supply[house]
        + 0.04 * state.power[house]
        + 0.04 * army
        - THREATENED * threatened_castles(state, house)
    )


THREATENED = 0.4
"""What a held castle or stronghold counts less when a stronger enemy force stands next to
it (issue 28: threatened areas; a march takes it next round, GOT-5.4)."""


def threatened_castles(state: ThronesState, house: str) -> int:
    """Castles and strongholds ``house`` holds that an enemy force next door outmatches."""
    owner = state.owner
    return sum(
        1
        for area in CASTLE_AREAS
        if owner.get(area) == house and threat(state, house, area) > might(state, area)
    )


class ThronesKnowledge:
    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The normal player's battles and captures, but half its orders, bids, supports and
        musters and some of its marches made at random."""
        options = [str(a) for a in legal]
        careless = CARELESS.get(state.step, 0.0)
        if careless and rng.random() < careless:
            return _thoughtless(state, options, rng)
        return _normal(state, seat, options)

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return _normal(state, seat, [str(a) for a in legal])

    def candidates(self, state: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The moves worth the strong player's search: while planning, an order is never
        taken back (GOT-3.4 allows it, but the search would place and clear the same token
        for ever) and ``done`` waits until every area has its order (GOT-3.2 allows leaving
        one out; the search keeps to full plans, which spend no more of its time)."""
        if state.step != PLANNING:
            return legal
        placing = [a for a in legal if isinstance(a, str) and a.startswith("order ")]
        return placing or [a for a in legal if a == "done"] or legal

    def plan_key(self, state: Any, seat: int) -> tuple[object, ...] | None:
        """The order placements of one planning phase are one run of decisions (GOT-3): the
        search goes on from the tree of the one before. The key names the round and the
        orders placed so far, so only the decision that follows a placement matches."""
        if state.step != PLANNING:
            return None
        placed = state.pending[state.houses[seat]]
        return state.round, state.reveal_count, tuple(sorted(placed.items()))

    def evaluate(self, rules: Rules, state: Any) -> list[float]:
        """Each seat's chance of winning: the outcome once over (a shared first place split),
        else a softmax of castles, supply, power and army that sharpens as the rounds pass."""
        houses = state.houses
        if state.phase == OVER:
            first = outcome_of(state).ranking[0]
            return [1.0 / len(first) if seat in first else 0.0 for seat in range(len(houses))]
        counts = castle_counts(state)
        needed = PLAYER_SETUPS[len(houses)][5]
        sharpness = 0.5 + 0.15 * state.round
        scores = [sharpness * _score(state, h, counts[h], needed) for h in houses]
        top = max(scores)
        weights = [math.exp(score - top) for score in scores]
        total = sum(weights)
        return [weight / total for weight in weights]


KNOWLEDGE = ThronesKnowledge()
