"""Issue 19 ("Engine speed is strength"): the caches and short cuts that make the rules fast
never change what they answer. Random games at three and five players compare, after every
action, the legal actions with a fresh computation (caches emptied) and the planning and march
options with the plain computations they replaced, in the same order."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.thrones import actions, army, march, orders, rules
from games.thrones.board import SEAS, UNIT_STRENGTH
from games.thrones.movement import hostile, own_support, reachable, unit_subsets
from games.thrones.orders import FORBIDDEN_BY, KIND, STARRED, TOKENS, stars
from games.thrones.state import MARCH, MARCH_LEGS, PLANNING, ThronesState
from tests.games.thrones.helpers import NAMES


def plain_orders(state: ThronesState, house: str) -> list[str]:
    """The planning options as they were written before the caches."""
    placed = state.pending[house]
    used = Counter(placed.values())
    stars_left = stars(state, house) - sum(used[t] for t in STARRED)
    forbidden = FORBIDDEN_BY.get(state.restriction)
    free = [
        token
        for token, copies in TOKENS.items()
        if used[token] < copies
        and KIND[token] != forbidden
        and (stars_left > 0 or token not in STARRED)
    ]
    at_sea = [token for token in free if KIND[token] != "consolidate"]
    legal: list[str] = []
    for area in state.units:
        if state.owner[area] != house or area in placed:
            continue
        legal.extend(f"order {area} {token}" for token in (at_sea if area in SEAS else free))
    legal.extend(f"clear {area}" for area in placed)
    legal.append("done")
    return legal


def plain_march_options(
    state: ThronesState, house: str, source: str, plan: march.Moves
) -> list[str]:
    """The march options as they were written before the supply short cut."""
    if march.march_refusal(state, house, source, plan, whole=False) is not None:
        return []
    bonus = orders.BONUS[state.orders[source]]
    left = march._left(state, source, plan)
    used = {destination for destination, _ in plan}
    attacked = any(hostile(state, house, destination) for destination in used)
    legal = []
    for destination in sorted(reachable(state, house, source) - used):
        if hostile(state, house, destination) and attacked:
            continue
        needed = state.neutral.get(destination, 0)
        backing = bonus + own_support(state, house, destination) if needed else 0
        for units in unit_subsets(left):
            if needed and sum(UNIT_STRENGTH[unit] for unit in units) + backing < needed:
                continue
            moves = [*plan, (destination, units)]
            fits = army.within_supply(state, house, march.supply_changes(source, moves))
            if fits:
                legal.append(march.notation(source, sorted(moves)))
            if len(units) < len(left) and (fits or march._can_end(state, house, source, moves)):
                legal.append(f"leg {source} -> {destination}:{','.join(units)}")
    if march.march_refusal(state, house, source, plan) is None:
        legal.append(march.notation(source, sorted(plan)))
    return legal


def plain_legal(state: ThronesState, seat: int) -> list[str] | None:
    """The plain computation for the steps that have one, else None."""
    if seat not in actions.current_seats(state):
        return None
    house = state.houses[seat]
    if state.step == PLANNING:
        return plain_orders(state, house)
    if state.step == MARCH:
        found = []
        for source, token in sorted(state.orders.items()):
            if KIND[token] == "march" and state.owner.get(source) == house:
                found.extend(plain_march_options(state, house, source, []))
        return found
    if state.step == MARCH_LEGS:
        return plain_march_options(state, house, state.march_from, march.legs_of(state))
    return None


def clear_caches() -> None:
    for cached in (actions.parse, orders._free, orders._area_orders, march._parts):
        cached.cache_clear()


@pytest.mark.parametrize(("players", "seed"), [(5, 11), (3, 12)])
def test_legal_actions_equal_a_fresh_computation(players: int, seed: int) -> None:
    """Issue 19: after every action of a random game, each seat's legal actions with warm
    caches equal those computed from empty caches and, for planning and marches, the plain
    computation; every action played parses as it does without the parse cache."""
    state = rules.new_game(NAMES[:players], seed=seed)
    rng = random.Random(seed)
    checked = Counter[str]()
    while seats := rules.current_seats(state):
        for seat in range(players):
            warm = rules.legal_actions(state, seat)
            plain = plain_legal(state, seat)
            if plain is not None:
                assert warm == plain, (state.step, seat)
                checked[state.step] += 1
            clear_caches()
            assert rules.legal_actions(state, seat) == warm, (state.step, seat)
            assert rules.legal_actions(state, seat) == warm  # and again from the caches
        seat = seats[rng.randrange(len(seats))]
        legal = rules.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        assert actions.parse(action) == actions.parse.__wrapped__(action)
        rules.advance(state, seat, action)
    assert checked[PLANNING] > 100 and checked[MARCH] > 10, checked
