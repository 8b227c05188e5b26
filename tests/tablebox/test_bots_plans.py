"""Issue 19.1, time per decision: the strong player's pruned and planned decisions. A move left
alone once the pointless ones are set aside costs no search; a run of small decisions of one
seat (Thrones' order placements, GOT-3) is searched once and followed while it stays legal."""

from __future__ import annotations

import random
import time
from typing import Any

from games.thrones.positions import Position, army_of
from tablebox import registry
from tablebox.bots.ismcts import RUN_SHARE, Search
from tablebox.bots.thrones import KNOWLEDGE
from tests.games.thrones import helpers as thrones
from tests.tablebox.test_bots_search import Duel, DuelRules

THRONES = registry.get("thrones")


def _planning(areas: dict[str, list[str]]) -> Any:
    """Three players, round 1 planning; Stark's units as given (area -> units)."""
    units = {area: army_of("stark", *kinds) for area, kinds in areas.items()}
    return thrones.built(Position(units=units), players=3)


def test_got_3_4_the_search_never_takes_an_order_back() -> None:
    """GOT-3.2, GOT-3.4: ``clear`` is legal while planning, but not among the moves the
    strong player searches; ``done`` waits until every area has its order."""
    state = _planning({"winterfell": ["footman"], "karhold": ["footman"]})
    stark = state.seat_of["stark"]
    THRONES.advance(state, stark, "order winterfell march*")
    legal = THRONES.legal_actions(state, stark)
    assert "clear winterfell" in legal and "done" in legal
    options = KNOWLEDGE.candidates(state, stark, legal)
    assert options and all(option.startswith("order karhold ") for option in options)
    assert set(options) == {action for action in legal if action.startswith("order ")}


def test_got_3_4_a_move_forced_once_pruned_costs_no_search() -> None:
    """GOT-3.4: with its one area ordered, Stark may clear it or say ``done``; the search
    says ``done`` at once, without an iteration."""
    state = _planning({"winterfell": ["footman"]})
    stark = state.seat_of["stark"]
    THRONES.advance(state, stark, "order winterfell defense")
    legal = THRONES.legal_actions(state, stark)
    assert sorted(legal) == ["clear winterfell", "done"]
    search = Search(seconds=None, iterations=50)
    assert search.choose(THRONES, state, stark, legal, random.Random(1)) == "done"
    assert search.last_iterations == 0


def test_got_3_the_next_order_goes_on_from_the_tree_of_the_first() -> None:
    """GOT-3: the second placement of a round goes on from the subtree below the first one
    (its visits kept), with a share of the budget."""
    state = THRONES.new_game(["Ann", "Bob", "Cid"], THRONES.Options(), 5)
    search = Search(seconds=None, iterations=300)
    guess = THRONES.determinize(state, 0, random.Random(2))
    first = search.choose(THRONES, guess, 0, THRONES.legal_actions(state, 0), random.Random(3))
    root = search.last_root
    assert root is not None and str(first).startswith("order ")
    below = root.children[0][first]
    before = below.visits
    assert before > 0
    THRONES.advance(state, 0, first)
    legal = THRONES.legal_actions(state, 0)
    guess = THRONES.determinize(state, 0, random.Random(4))
    assert search.choose(THRONES, guess, 0, legal, random.Random(5)) in legal
    assert search.last_root is below and below.visits == before + 300


def test_got_3_a_new_round_of_orders_starts_a_new_tree() -> None:
    """GOT-3: a decision of another run (here another seat's planning) starts afresh."""
    state = THRONES.new_game(["Ann", "Bob", "Cid"], THRONES.Options(), 5)
    search = Search(seconds=None, iterations=60)
    search.choose(THRONES, state, 0, THRONES.legal_actions(state, 0), random.Random(3))
    search.choose(THRONES, state, 1, THRONES.legal_actions(state, 1), random.Random(3))
    root = search.last_root
    assert root is not None and root.visits == 60 and root.seat == 1


def test_the_run_share_spreads_the_budget() -> None:
    """Issue 19.1, the budget: the first order of a round thinks the whole budget, the next
    one (going on from its tree) a share of it (generous bounds: the machine is shared)."""
    budget = 0.4
    state = THRONES.new_game(["Ann", "Bob", "Cid"], THRONES.Options(), 5)
    search = Search(seconds=budget)
    started = time.perf_counter()
    first = search.choose(THRONES, state, 0, THRONES.legal_actions(state, 0), random.Random(3))
    middle = time.perf_counter()
    THRONES.advance(state, 0, first)
    search.choose(THRONES, state, 0, THRONES.legal_actions(state, 0), random.Random(4))
    finished = time.perf_counter()
    assert 0.8 * budget < middle - started < 1.25 * budget  # about the budget (shared machine)
    assert finished - middle < (RUN_SHARE + 1) / 2 * budget


def test_got_3_after_another_order_than_the_one_chosen_the_tree_is_not_reused() -> None:
    """GOT-3.4: when the order placed is not the one the search chose (a take-back, or a
    human's own choice), the next decision starts a new tree."""
    state = THRONES.new_game(["Ann", "Bob", "Cid"], THRONES.Options(), 5)
    search = Search(seconds=None, iterations=80)
    legal = THRONES.legal_actions(state, 0)
    first = search.choose(THRONES, state, 0, legal, random.Random(3))
    other = next(
        action
        for action in legal
        if action.startswith("order ") and action.split()[1] != str(first).split()[1]
    )
    THRONES.advance(state, 0, other)
    search.choose(THRONES, state, 0, THRONES.legal_actions(state, 0), random.Random(4))
    root = search.last_root
    assert root is not None and root.visits == 80


class _SlowDuel(DuelRules):
    """The duel of the availability test, each deal taking :data:`SLOW` seconds."""

    def determinize(self, state: Duel, seat: int, rng: random.Random) -> Duel:
        time.sleep(SLOW)  # a slow rule module, on purpose: nothing is read after it
        return super().determinize(state, seat, rng)


SLOW = 0.1


def test_the_whole_decision_keeps_to_the_budget() -> None:
    """Issue 19.1, the budget: the search starts no iteration it expects to end past the
    budget, so the decision as a whole (not only its last start) takes at most the budget:
    0.5 s with iterations of 0.1 s is four of them (a fifth would end at 0.5 s)."""
    search = Search(seconds=5 * SLOW)
    started = time.perf_counter()
    search.choose(_SlowDuel(), Duel("a"), 0, ["pass", "go"], random.Random(1))  # type: ignore[arg-type]
    assert time.perf_counter() - started < 5 * SLOW
    assert search.last_iterations == 4
