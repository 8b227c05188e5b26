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
- *Progressive bias*: at each node the game's ``normal`` player's move is tried first and
  gets a bonus that fades with its visits (:data:`BIAS`), so a short budget leans on the
  heuristic and a long one on the results.
- *Deals that can be true*: a game's knowledge may mend the rules' deal of the hidden cards
  (``determinizer``, e.g. Claim's and The Dwarf King's seats that did not follow a suit hold
  none of it: :mod:`tablebox.bots.voids`).
- *Moves worth searching*: a game's knowledge may prune the legal moves (``candidates``,
  e.g. Thrones' taking back an order just placed); what is left with one move is forced and
  takes no search time.
- *Runs of decisions*: where a seat makes a run of small decisions of its own, one after the
  other (``plan_key``, e.g. Thrones' order placements of one round), the first is searched
  with the whole budget and each next one goes on from the subtree below the move just
  made (the seat's own move told it nothing new) for :data:`RUN_SHARE` of the budget.

Without a knowledge module for the game, playouts are uniformly random and run to the end,
scored by the outcome alone.
"""

from __future__ import annotations

import math
import os
import random
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple

from tablebox.bots import parallel
from tablebox.bots.knowledge import knowledge
from tablebox.engine import Action, Rules

Policy = Callable[[Rules, Any, int, Sequence[Action], random.Random], Action]
Evaluation = Callable[[Rules, Any], list[float]]
Prune = Callable[[Any, int, list[Action]], list[Action]]
PlanKey = Callable[[Any, int], Hashable | None]
Deal = Callable[[random.Random], Any]


class Guide(NamedTuple):
    """What a game's knowledge lends one search."""

    favour: Policy
    """The move the tree tries first at a node, with the progressive bias."""
    rollout: Policy
    """The playouts' moves."""
    evaluate: Evaluation
    moves: int
    """The playouts' length before ``evaluate``."""
    prune: Prune
    plan_key: PlanKey
    guided: bool
    """Whether ``favour`` is a game's player (else no bias)."""


EXPLORATION = 0.7
"""UCB's exploration constant for values in [0, 1] (the value Cowling et al. use)."""
PLAYOUT_MOVES = 20
"""Moves played by the ``normal`` player after the new node before ``evaluate`` cuts short,
unless the game's knowledge sets its own ``playout_moves``."""
RANDOM_PLAYOUT_MOVES = 5_000
"""Without a game's knowledge, random playouts run to the end (this bounds a rules loop)."""
MAX_ITERATIONS = 1_000_000
"""A ceiling for the time-budgeted search (a budget of seconds, not iterations, is the rule)."""
BIAS = 1.0
"""Progressive bias: the ``normal`` player's move at a node gets ``BIAS / (visits + 1)`` on
top of its UCB score (and is tried first), so a few iterations lean on the heuristic and many
on the results (Chaslot et al. 2008)."""
RUN_SHARE = 0.25
"""The share of the budget for a decision that goes on from the tree of the one before."""
TIMES_KEPT = 30
"""How many recent decisions :class:`Lateness` learns from."""
LATE_QUANTILE = 0.8
"""The share of those decisions whose lateness the next one leaves room for."""
FIRST_LATENESS = 0.003
"""Seconds of lateness assumed before any has been seen."""
MARGIN = 0.0005
"""Seconds for what the caller does before :meth:`Search.choose` starts its clock (the legal
moves, the deal of the guess), which no search sees."""
MAX_RESERVE = 0.1
"""The largest share of the budget kept back (a machine that stalls once does not starve
the searches after it)."""
HELPER_EXIT = 0.002
"""Seconds a helper takes to leave once it has answered (its copy of the memory is freed
before its pipe closes): it ends that much earlier, so its answer waits for the thread."""
LATE_SHARE = 0.05
"""A helper's answer is still awaited this share of the budget past its end (at most
:data:`parallel.GRACE`): it is half the iterations, worth a rare decision a little late."""


class Node:
    """One information set of the tree, as reached by a move of ``seat``."""

    __slots__ = ("available", "children", "favoured", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        """Whose move led here: ``total`` sums that seat's values."""
        self.visits = 0
        self.available = 1
        """Iterations in which this node's move was legal when its parent was passed."""
        self.total = 0.0
        self.children: dict[int, dict[Action, Node]] = {}
        """By acting seat, then by move."""
        self.favoured: dict[int, Action] = {}
        """By acting seat: the game's ``normal`` player's move here, asked on the first pass
        (the progressive bias's prior)."""

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
        bias: float = BIAS,
        random_playouts: bool = False,
        parallel: bool = False,
    ) -> None:
        self.seconds = seconds
        self.parallel = parallel
        """Search on a second core too (:mod:`tablebox.bots.parallel`), where there is one;
        only with a time budget (an iteration cap stays deterministic)."""
        self.last_helped = 0
        """The iterations the helper process added to the last :meth:`choose`."""
        self.root_values: dict[Action, list[float]] = {}
        """Per move of the last :meth:`choose`'s seat at the root: every seat's values summed
        over the iterations through it (each seat's chance after that move, once divided by
        its visits: a game review reads them)."""
        self.random_playouts = random_playouts
        """Knowledge in the tree only: the ``normal`` player's move still guides the tree
        (progressive bias), but playouts are uniformly random to the end and scored by the
        outcome, so each costs less and an iteration is quicker."""
        self.bias = bias
        self.iterations = MAX_ITERATIONS if iterations is None else iterations
        self.exploration = exploration
        self.playout_moves = playout_moves
        self.last_iterations = 0
        """How many iterations the last :meth:`choose` ran (for tests and benchmarks)."""
        self.last_root: Node | None = None
        self.should_stop: Callable[[], bool] = _never
        """Asked before every iteration: True stops the search at once with the move found so
        far (a take-back or leaving the table while it thinks in a worker thread)."""
        self._runs: dict[int, tuple[Hashable, Node | None]] = {}
        """Per seat: its run of decisions (``plan_key``) and the subtree below its last move."""
        self.timing = MACHINE
        """How late this process's decisions end, learnt (:class:`Timing`)."""

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
        started = time.perf_counter()
        self.last_iterations = 0
        self.last_root = None
        self.root_values = {}
        if len(legal) == 1:
            return legal[0]
        guide = self._knowledge(rules)
        prune, plan_key = guide.prune, guide.plan_key
        deal = self._dealer(rules, state, seat)
        options = prune(state, seat, list(legal)) or list(legal)
        if len(options) == 1:
            return options[0]  # forced once the pointless moves are set aside: no search
        run = plan_key(state, seat)
        root = self._continued(seat, run)
        seconds = self.seconds
        if root is None:
            root = Node(seat)
        elif seconds is not None:
            seconds *= RUN_SHARE
        seats = seat_count(rules, state, seat)
        # The loop ends early enough for what follows it (its last iteration, the helper's
        # answer, choosing the move) to end within the budget too, as it did of late.
        ends = deadline = helper_deadline = math.inf
        if seconds is not None:
            ends = started + seconds
            deadline = ends - self.timing.reserve(seconds)
            helper_deadline = deadline - self.timing.lead(seconds)
        helper = None
        if self.parallel and seconds is not None and parallel.available():
            before = parallel.counts_of(root.children.get(seat, {}))
            copy_rng = random.Random(rng.getrandbits(64))

            parent = os.getpid()

            def search_copy() -> parallel.Counts:  # in the forked copy, with its own chance
                # Stopped by the app with a kill; if the app itself dies, it stops on its own.
                self.should_stop = lambda: os.getppid() != parent
                self._search(
                    rules, deal, seat, root, copy_rng, guide, seats, started, helper_deadline
                )
                return parallel.added(parallel.counts_of(root.children.get(seat, {})), before)

            helper = parallel.start(search_copy)
        extra: parallel.Counts = {}
        try:
            done = self._search(rules, deal, seat, root, rng, guide, seats, started, deadline)
            if helper is not None and not self.should_stop():
                late = min(parallel.GRACE, LATE_SHARE * (seconds or 0.0))
                extra = helper.collect(max(0.0, ends + late - time.perf_counter()))
                # Its answer's time, or (none came in time) at least the wait's.
                answered = helper.finished or time.perf_counter()
                self.timing.helper.note(answered - helper_deadline)
        finally:
            if helper is not None:
                helper.stop()  # a take-back or an error: the copy ends with the decision
        self.last_iterations = done
        self.last_helped = sum(visits for visits, _ in extra.values())
        self.last_root = root
        move = best_move(root, seat, options, extra)
        if run is not None:  # the key the next decision of the run will have, after ``move``
            after = rules.clone(state)
            rules.advance(after, seat, move, trusted=True)
            follows = plan_key(after, seat)
            if follows is not None:
                self._runs[seat] = (follows, root.children.get(seat, {}).get(move))
        if seconds is not None and done < self.iterations and not self.should_stop():
            self.timing.answer.note(time.perf_counter() - deadline)  # the loop ended for time
        return move

    def _search(
        self,
        rules: Rules,
        deal: Deal,
        seat: int,
        root: Node,
        rng: random.Random,
        guide: Guide,
        seats: int,
        started: float,
        deadline: float,
    ) -> int:
        """Iterate from ``root`` until the budget ends; the iterations done."""
        done = 0
        stop = self.should_stop
        # Another iteration only if one more of the mean length so far ends within the
        # budget: the decision as a whole, not just its start, keeps to it.
        while done < self.iterations and (
            done == 0
            or ((now := time.perf_counter()) + (now - started) / done < deadline and not stop())
        ):
            self._iterate(rules, deal, seat, root, rng, guide, seats)
            done += 1
        return done

    def _continued(self, seat: int, run: Hashable | None) -> Node | None:
        """The subtree to go on from: below the seat's last move, when this decision is the
        very one that move led to (its key as foreseen: not after a take-back or anything
        else); otherwise None, and whatever was kept is dropped."""
        kept = self._runs.pop(seat, None)
        if run is None or kept is None or kept[0] != run:
            return None
        return kept[1]

    def _knowledge(self, rules: Rules) -> Guide:
        """The game's ``normal`` player guiding the tree and playing the playouts (or random
        playouts to the end, scored by the outcome, where the search or the game's knowledge
        asks for them), ``evaluate``, its optional ``candidates`` and ``plan_key``; random
        playouts to the end, the outcome alone and no guide for a game whose knowledge module
        does not exist (yet)."""
        try:
            known = knowledge(rules)
        except ModuleNotFoundError as error:
            if not (error.name or "").startswith("tablebox.bots."):
                raise  # a knowledge module that exists but is broken must not go unnoticed
        else:
            prune: Prune = getattr(known, "candidates", _every)
            plan_key: PlanKey = getattr(known, "plan_key", _no_plan)
            moves = getattr(known, "playout_moves", self.playout_moves)
            if self.random_playouts or getattr(known, "random_playouts", False):
                return Guide(
                    known.normal,
                    uniform,
                    outcome_values,
                    RANDOM_PLAYOUT_MOVES,
                    prune,
                    plan_key,
                    True,
                )
            return Guide(known.normal, known.normal, known.evaluate, moves, prune, plan_key, True)

        return Guide(
            uniform, uniform, outcome_values, RANDOM_PLAYOUT_MOVES, _every, _no_plan, False
        )

    @staticmethod
    def _dealer(rules: Rules, handed: Any, seat: int) -> Deal:
        """Each iteration's guess of the hidden cards: the game's knowledge's ``determinizer``
        where it has one (what the public plays tell, kept), else the rules' deal."""
        try:
            build = getattr(knowledge(rules), "determinizer", None)
        except ModuleNotFoundError:
            build = None
        if build is not None:
            made: Deal = build(rules, handed, seat)
            return made
        return lambda rng: rules.determinize(handed, seat, rng)

    def _iterate(
        self,
        rules: Rules,
        deal: Deal,
        seat: int,
        root: Node,
        rng: random.Random,
        guide: Guide,
        seats: int,
    ) -> None:
        state = deal(rng)  # a fresh copy: ours to advance
        node = root
        path: list[Node] = []
        actor = seat  # at the root it is our decision, even among simultaneous ones
        first: Action = None  # the root seat's move this iteration
        exploration = self.exploration
        bias = self.bias if guide.guided else 0.0
        prune, policy = guide.prune, guide.favour
        while True:
            legal = rules.legal_actions(state, actor)
            if not legal:
                break
            legal = prune(state, actor, legal) or legal
            children = node.moves(actor)
            favoured = node.favoured.get(actor)
            if favoured is None and bias:
                favoured = legal[0] if len(legal) == 1 else policy(rules, state, actor, legal, rng)
                node.favoured[actor] = favoured
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
                if move == favoured:
                    score += bias / (child.visits + 1)
                if score > best_score:
                    best, best_move, best_score = child, move, score
            if untried:
                if favoured is None or favoured not in untried:
                    move = untried[rng.randrange(len(untried))]
                else:
                    move = favoured
                child = children[move] = Node(actor)
                rules.advance(state, actor, move, trusted=True)
                if not path:
                    first = move
                path.append(child)
                break
            assert best is not None
            rules.advance(state, actor, best_move, trusted=True)
            if not path:
                first = best_move
            path.append(best)
            node = best
            acting = rules.current_seats(state)
            if not acting:
                break
            actor = seat if seat in acting else min(acting)
        values = playout(rules, state, rng, guide.rollout, guide.evaluate, guide.moves, seats)
        if path:
            sums = self.root_values.get(first)
            if sums is None:
                self.root_values[first] = list(values)
            else:
                for index, value in enumerate(values):
                    sums[index] += value
        root.visits += 1
        for visited in path:
            visited.visits += 1
            visited.total += values[visited.seat]


class Lateness:
    """How long past its deadline something ended, over the last :data:`TIMES_KEPT`
    decisions: on a loaded machine, more."""

    __slots__ = ("_lock", "_seen")

    def __init__(self) -> None:
        self._seen: deque[float] = deque(maxlen=TIMES_KEPT)
        self._lock = threading.Lock()
        """A hint or a review may search in one thread while a computer thinks in another."""

    def __len__(self) -> int:
        return len(self._seen)

    def note(self, seconds: float) -> None:
        with self._lock:
            self._seen.append(seconds)

    def expected(self) -> float:
        """The :data:`LATE_QUANTILE` quantile of the times seen (:data:`FIRST_LATENESS`
        before any)."""
        with self._lock:
            ordered = sorted(self._seen)
        if not ordered:
            return FIRST_LATENESS
        return ordered[min(len(ordered) - 1, int(LATE_QUANTILE * len(ordered)))]


class Timing:
    """How late this process's decisions end, so the next ones keep their budget as a whole.

    The thread's loop stops at a deadline :meth:`reserve` before the budget ends: what comes
    after it (the last iteration's overrun, the helper's answer, choosing the move) took about
    that long of late. The helper stops :meth:`lead` earlier still, so that its answer is
    there when the thread's loop ends: the thread does not wait, and on a busy machine the
    helper (below the app's priority) is the slower of the two. Learnt from every search of
    the process, as it is the machine's load that makes them late, not the game."""

    def __init__(self) -> None:
        self.answer = Lateness()
        """From the thread's loop deadline to the move chosen."""
        self.helper = Lateness()
        """From the helper's deadline to its answer written."""

    def reserve(self, budget: float) -> float:
        """Seconds before the budget's end the thread's loop stops (at most
        :data:`MAX_RESERVE` of it)."""
        return min(MAX_RESERVE * budget, max(0.0, self.answer.expected()) + MARGIN)

    def lead(self, budget: float) -> float:
        """Seconds before the thread's loop the helper's stops."""
        return min(MAX_RESERVE * budget, max(0.0, self.helper.expected()) + HELPER_EXIT)


MACHINE = Timing()
"""The lateness every search of this process learns from and keeps to."""


def uniform(
    rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    """A uniformly random legal move: the playout policy without knowledge."""
    return legal[rng.randrange(len(legal))]


def _never() -> bool:
    return False


def _every(state: Any, seat: int, legal: list[Action]) -> list[Action]:
    return legal


def _no_plan(state: Any, seat: int) -> Hashable | None:
    return None


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


def best_move(
    root: Node, seat: int, legal: Sequence[Action], extra: parallel.Counts | None = None
) -> Action:
    """The move tried most often (ties: the better mean value, then the first legal), with
    ``extra``'s counts (a helper process's search of the same decision) added."""
    children = root.children.get(seat, {})
    best = legal[0]
    best_key = (-1, -math.inf)
    for move in legal:
        child = children.get(move)
        visits, total = (child.visits, child.total) if child is not None else (0, 0.0)
        if extra:
            more = extra.get(move, (0, 0.0))
            visits, total = visits + more[0], total + more[1]
        if not visits:
            continue
        key = (visits, total / visits)
        if key > best_key:
            best, best_key = move, key
    return best
