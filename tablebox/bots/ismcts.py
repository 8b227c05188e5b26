"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

One tree over the information sets of the seat that must move. Every iteration deals the
hidden cards again (``rules.determinize`` on the state the bot is handed, itself a guess: it
re-deals only what the seat cannot see, so no iteration reads the true hidden cards), walks
the tree with UCB restricted to the moves legal in that deal, adds one node, plays on with the
game's ``normal`` player for a few moves and scores the position with the game's ``evaluate``.

- *Availability counts*: a move legal only in some deals is scored against the number of
  iterations it could have been chosen in, not the parent's visits (ISMCTS's "subset-armed
  bandit"), so a rarely-legal move is neither starved nor over-explored.
- *Each player's own result*: a node remembers the seat whose move led to it and adds that
  seat's value, so opponents in the tree play for themselves (3 to 5 players, teams alike).
- *Simultaneous decisions* (Thrones' orders, bids, House cards) are taken one seat at a time:
  the searching seat first, then the others in seat order, so its own choice in the tree is
  never made knowing the others' hidden choices in the same round.

Without a knowledge module for the game, playouts are uniformly random and run to the end,
scored by the outcome alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from tablebox.bots.knowledge import knowledge
from tablebox.engine import Action, Rules

Policy = Callable[[Rules, Any, int, Sequence[Action], random.Random], Action]
Evaluation = Callable[[Rules, Any], list[float]]

EXPLORATION = 0.7
"""UCB's exploration constant for values in [0, 1] (the value Cowling et al. use)."""
PLAYOUT_MOVES = 20
"""Moves played by the ``normal`` player after the new node before ``evaluate`` cuts short."""
RANDOM_PLAYOUT_MOVES = 5_000
"""Without a game's knowledge, random playouts run to the end (this bounds a rules loop)."""
MAX_ITERATIONS = 1_000_000
"""A ceiling for the time-budgeted search (a budget of seconds, not iterations, is the rule)."""


class Node:
    """One information set of the tree, as reached by a move of ``seat``."""

    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        """Whose move led here: ``total`` sums that seat's values."""
        self.visits = 0
        self.available = 1
        """Iterations in which this node's move was legal when its parent was passed."""
        self.total = 0.0
        self.children: dict[int, dict[Action, Node]] = {}
        """By acting seat, then by move."""

    def moves(self, seat: int) -> dict[Action, Node]:
        found = self.children.get(seat)
        if found is None:
            found = self.children[seat] = {}
        return found


class Search:
    """The search of one decision; :meth:`choose` is a bot's ``choose``.

    ``seconds`` bounds the thinking time (None: no time limit), ``iterations`` the number of
    iterations (None: :data:`MAX_ITERATIONS`); tests give an iteration cap, not a time, so
    they are deterministic.
    """

    def __init__(
        self,
        seconds: float | None = 1.0,
        iterations: int | None = None,
        exploration: float = EXPLORATION,
        playout_moves: int = PLAYOUT_MOVES,
    ) -> None:
        self.seconds = seconds
        self.iterations = MAX_ITERATIONS if iterations is None else iterations
        self.exploration = exploration
        self.playout_moves = playout_moves
        self.last_iterations = 0
        """How many iterations the last :meth:`choose` ran (for tests and benchmarks)."""
        self.last_root: Node | None = None
        self.should_stop: Callable[[], bool] = _never
        """Asked before every iteration: True stops the search at once with the move found so
        far (a take-back or leaving the table while it thinks in a worker thread)."""

    def choose(
        self,
        rules: Rules,
        state: Any,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        if not legal:
            raise ValueError("a computer seat was asked to act with no legal action")
        self.last_iterations = 0
        self.last_root = None
        if len(legal) == 1:
            return legal[0]
        policy, evaluate, moves = self._knowledge(rules, rng)
        seats = seat_count(rules, state, seat)
        root = Node(seat)
        deadline = math.inf if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        stop = self.should_stop
        while done < self.iterations and (
            done == 0 or (time.perf_counter() < deadline and not stop())
        ):
            self._iterate(rules, state, seat, root, rng, policy, evaluate, moves, seats)
            done += 1
        self.last_iterations = done
        self.last_root = root
        return best_move(root, seat, legal)

    def _knowledge(self, rules: Rules, rng: random.Random) -> tuple[Policy, Evaluation, int]:
        """The game's ``normal`` player and ``evaluate``; random playouts to the end and the
        outcome alone for a game whose knowledge module does not exist (yet)."""
        try:
            known = knowledge(rules)
        except ModuleNotFoundError as error:
            if not (error.name or "").startswith("tablebox.bots."):
                raise  # a knowledge module that exists but is broken must not go unnoticed
        else:
            return known.normal, known.evaluate, self.playout_moves

        def uniform(
            rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
        ) -> Action:
            return legal[rng.randrange(len(legal))]

        return uniform, outcome_values, RANDOM_PLAYOUT_MOVES

    def _iterate(
        self,
        rules: Rules,
        handed: Any,
        seat: int,
        root: Node,
        rng: random.Random,
        policy: Policy,
        evaluate: Evaluation,
        moves: int,
        seats: int,
    ) -> None:
        state = rules.determinize(handed, seat, rng)  # a fresh copy: ours to advance
        node = root
        path: list[Node] = []
        actor = seat  # at the root it is our decision, even among simultaneous ones
        exploration = self.exploration
        while True:
            legal = rules.legal_actions(state, actor)
            if not legal:
                break
            children = node.moves(actor)
            untried: list[Action] = []
            best: Node | None = None
            best_move: Action = None
            best_score = -math.inf
            for move in legal:
                child = children.get(move)
                if child is None:
                    untried.append(move)
                    continue
                child.available += 1
                if untried:
                    continue  # a new node is added here: no need to score the others
                score = child.total / child.visits + exploration * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best, best_move, best_score = child, move, score
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = children[move] = Node(actor)
                rules.advance(state, actor, move, trusted=True)
                path.append(child)
                break
            assert best is not None
            rules.advance(state, actor, best_move, trusted=True)
            path.append(best)
            node = best
            acting = rules.current_seats(state)
            if not acting:
                break
            actor = seat if seat in acting else min(acting)
        values = playout(rules, state, rng, policy, evaluate, moves, seats)
        root.visits += 1
        for visited in path:
            visited.visits += 1
            visited.total += values[visited.seat]


def _never() -> bool:
    return False


def playout(
    rules: Rules,
    state: Any,
    rng: random.Random,
    policy: Policy,
    evaluate: Evaluation,
    moves: int,
    seats: int,
) -> list[float]:
    """Play ``state`` on in place for at most ``moves`` moves, then each seat's value."""
    for _ in range(moves):
        acting = rules.current_seats(state)
        if not acting:
            break
        actor = acting[0]
        legal = rules.legal_actions(state, actor)
        if not legal:
            break
        move = legal[0] if len(legal) == 1 else policy(rules, state, actor, legal, rng)
        rules.advance(state, actor, move, trusted=True)
    values = evaluate(rules, state)
    if len(values) < seats:  # the outcome-only evaluation knows no seat count before the end
        values = [1.0 / seats] * seats
    return values


def seat_count(rules: Rules, state: Any, seat: int) -> int:
    """How many seats play: the state's ``players`` where it has them (every game here),
    else the view's (slower, but once per decision)."""
    players = getattr(state, "players", None)
    if players is None:
        players = getattr(rules.view(state, seat), "players")  # noqa: B009 (a VIEW_FIELDS field)
    return len(players)


def outcome_values(rules: Rules, state: Any) -> list[float]:
    """The finished game's result per seat: a win 1, a win shared by k seats 1/k, else 0.
    Before the end nothing is known: an empty list (:func:`playout` makes it a fair share)."""
    outcome = rules.outcome(state)
    if outcome is None:
        return []
    values = [0.0] * sum(len(group) for group in outcome.ranking)
    winners = outcome.winners
    for seat in winners:
        values[seat] = 1.0 / len(winners)
    return values


def best_move(root: Node, seat: int, legal: Sequence[Action]) -> Action:
    """The move tried most often (ties: the better mean value, then the first legal)."""
    children = root.children.get(seat, {})
    best = legal[0]
    best_key = (-1, -math.inf)
    for move in legal:
        child = children.get(move)
        if child is None or not child.visits:
            continue
        key = (child.visits, child.total / child.visits)
        if key > best_key:
            best, best_key = move, key
    return best
