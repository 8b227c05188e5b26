"""Two opponents written outside the players a user can choose, to measure those against
(issue 28): a textbook ISMCTS and a one-move greedy player. Both are honest the same way the
app's players are: they are handed a determinized copy of the game (``rules.determinize``), so
they never read a card their seat may not see.

- :class:`PlainISMCTS`: single-observer ISMCTS as Cowling, Powley & Whitehouse (2012) give it,
  with no game knowledge: each iteration deals the hidden cards again, walks the tree by UCB1
  (c = 0.7, availability counts: a move is scored against the iterations it was legal in),
  adds one node, plays uniformly random moves to the end of the game and backs up each seat's
  result (a win 1, a win shared by k seats 1/k, else 0). It thinks a wall-clock budget per move.
- :class:`Greedy`: the move with the best immediate gain, by one simple rule per game (see
  :data:`GAINS`); among equal gains the cheapest move (the lowest number in its notation, as a
  card's value), then a random one.
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable, Sequence
from typing import Any

from tablebox.engine import Action, Rules

EXPLORATION = 0.7
"""UCB1's constant for results in [0, 1]."""
PLAYOUT_LIMIT = 5_000
"""A bound on a random playout (every game here ends long before)."""


class _Node:
    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 1
        self.total = 0.0
        self.children: dict[int, dict[Action, _Node]] = {}


class PlainISMCTS:
    """Textbook single-observer ISMCTS with uniform random playouts (see the module)."""

    name = "plain-ismcts"

    def __init__(self, seconds: float = 1.0) -> None:
        self.seconds = seconds
        self.last_iterations = 0

    def choose(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        deadline = started + self.seconds
        root = _Node(seat)
        done = 0
        # The same rule as the app's search: another iteration only if one of the mean length
        # so far still ends within the budget, so neither side overruns its time.
        while done == 0 or (now := time.perf_counter()) + (now - started) / done < deadline:
            self._iterate(rules, state, seat, root, rng)
            done += 1
        self.last_iterations = done
        children = root.children.get(seat, {})
        return max(legal, key=lambda move: children[move].visits if move in children else -1)

    def _iterate(
        self, rules: Rules, handed: Any, seat: int, root: _Node, rng: random.Random
    ) -> None:
        state = rules.determinize(handed, seat, rng)
        node, actor, path = root, seat, []
        while True:
            legal = rules.legal_actions(state, actor)
            if not legal:
                break
            children = node.children.setdefault(actor, {})
            untried = [move for move in legal if move not in children]
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = children[move] = _Node(actor)
                rules.advance(state, actor, move, trusted=True)
                path.append(child)
                break
            best_move: Action = None
            best_score = -math.inf
            for move in legal:
                child = children[move]
                child.available += 1
                score = child.total / child.visits + EXPLORATION * math.sqrt(
                    math.log(child.available) / child.visits
                )
                if score > best_score:
                    best_move, best_score = move, score
            node = children[best_move]
            rules.advance(state, actor, best_move, trusted=True)
            path.append(node)
            acting = rules.current_seats(state)
            if not acting:
                break
            actor = seat if seat in acting else min(acting)
        values = random_playout(rules, state, rng)
        root.visits += 1
        for visited in path:
            visited.visits += 1
            visited.total += values.get(visited.seat, 0.0)


def random_playout(rules: Rules, state: Any, rng: random.Random) -> dict[int, float]:
    """Uniformly random moves to the end; each seat's result (a shared win split)."""
    for _ in range(PLAYOUT_LIMIT):
        acting = rules.current_seats(state)
        if not acting:
            break
        actor = acting[0]
        legal = rules.legal_actions(state, actor)
        if not legal:
            break
        rules.advance(state, actor, legal[rng.randrange(len(legal))], trusted=True)
    outcome = rules.outcome(state)
    if outcome is None:
        return {}
    winners = list(outcome.winners)
    return {seat: 1.0 / len(winners) for seat in winners}


# -- the greedy player -----------------------------------------------------------------------

Gain = Callable[[Any, int], float]


def _claim_gain(state: Any, seat: int) -> float:
    """Claim: cards won so far (followers in phase 1, scored cards in phase 2): a trick won."""
    return len(state.followers[seat]) + len(state.score_piles[seat])


def _dwarf_king_gain(state: Any, seat: int) -> float:
    """The Dwarf King: tricks won this deal."""
    return sum(1 for trick in state.tricks if trick.winner == seat)


def _oriflamme_gain(state: Any, seat: int) -> float:
    """Oriflamme: influence."""
    return float(state.influence[seat])


def _truel_gain(state: Any, seat: int) -> float:
    """Truel: own gems less the most gems of a rival."""
    own = sum(state.gems[seat])
    rivals = [sum(gems) for other, gems in enumerate(state.gems) if other != seat]
    return own - max(rivals, default=0)


def _thrones_gain(state: Any, seat: int) -> float:
    """A Game of Thrones: castles and strongholds held (ten each), then power tokens."""
    from games.thrones.army import castles

    house = state.houses[seat]
    return 10 * castles(state, house) + state.power.get(house, 0)


GAINS: dict[str, Gain] = {
    "claim": _claim_gain,
    "dwarf-king": _dwarf_king_gain,
    "oriflamme": _oriflamme_gain,
    "truel": _truel_gain,
    "thrones": _thrones_gain,
}
"""Per game, the immediate gain a greedy move maximises (the rule in each docstring)."""

_NUMBER = re.compile(r"(\d+)")


def cost(action: Action) -> int:
    """What a move spends, read from its notation: the last number in it (a card's value,
    ``giant-3`` -> 3), else 0."""
    numbers = _NUMBER.findall(str(action))
    return int(numbers[-1]) if numbers else 0


class Greedy:
    """One-move greedy: the move whose immediate result scores best by the game's rule in
    :data:`GAINS` (so in Claim it plays the card that wins the trick most cheaply, else its
    lowest), the cheapest of equals, then a random one of those."""

    name = "greedy"

    def choose(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        gain = GAINS[rules.id]
        scored = []
        for move in legal:
            after = rules.clone(state)
            rules.advance(after, seat, move, trusted=True)
            scored.append((gain(after, seat), -cost(move)))
        best = max(scored)
        ties = [move for move, score in zip(legal, scored, strict=True) if score == best]
        return ties[rng.randrange(len(ties))]
