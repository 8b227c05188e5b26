"""A finished game reviewed move by move (issue 30.2): the part without a screen.

Every decision of the game (a move with a choice) is searched again by the strong player at a
fixed budget, from where the game stood and as the seat to move saw it (its own guess of the
hidden cards: the review knows what that seat knew, no more). Each reviewed decision keeps the
move made, the move the search preferred, the chance of winning each gave the mover, and every
seat's chance after the preferred move (the game's course, for a chart). Decisions where the
move made gave away :data:`MARK` or more of the mover's chance are *marked*.

Reviews are kept beside their save as ``<stem>.review.json`` (:data:`REVIEW_SUFFIX`): versioned,
checked when read, and tied to the save's setup and moves by a digest, so a review of a save
that changed since is stale and done again. Decisions are independent, so they are searched in
worker processes, one a core.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tablebox import registry
from tablebox.bots import parallel
from tablebox.bots.ismcts import Search, seat_count
from tablebox.controller import Match
from tablebox.engine import Message, Rules
from tablebox.saves.model import MAX_ACTION_CHARS, MAX_ACTIONS, MAX_SEATS, REVIEW_SUFFIX
from tablebox.saves.reading import read_limited
from tablebox.saves.writing import write_private

REVIEW_VERSION = 1
DEFAULT_SECONDS = 0.2
"""The search's budget a decision: a two-player Claim game is reviewed in seconds."""
MARK = 0.10
"""A move made that gave away this much of the mover's chance (or more) is marked."""
REVIEW_SALT = 0x5E71E
MAX_REVIEW_BYTES = 8 * 1024 * 1024
"""Larger than any review of a game within the saves' limits."""

Chance = float


class ReviewedDecision(BaseModel):
    """One decision of the game, searched again."""

    model_config = ConfigDict(extra="forbid")

    move: int = Field(ge=1, le=MAX_ACTIONS)
    """Its number in the game's moves (1 for the first)."""
    seat: int = Field(ge=0, lt=MAX_SEATS)
    made: str = Field(max_length=MAX_ACTION_CHARS)
    """The move made, in notation."""
    best: str = Field(max_length=MAX_ACTION_CHARS)
    """The move the search preferred, in notation."""
    made_chance: Chance = Field(ge=0.0, le=1.0)
    best_chance: Chance = Field(ge=0.0, le=1.0)
    chances: list[Chance] = Field(max_length=MAX_SEATS)
    """Every seat's chance of winning after the preferred move."""
    iterations: int = Field(ge=0)

    @property
    def loss(self) -> float:
        """How much of the mover's chance the move made gave away (0 for the preferred move)."""
        return 0.0 if self.made == self.best else max(0.0, self.best_chance - self.made_chance)

    @property
    def marked(self) -> bool:
        return self.loss >= MARK


class Review(BaseModel):
    """A finished game's review, as kept beside its save."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["tablebox-review"] = "tablebox-review"
    version: int
    game: str = Field(max_length=40)
    save_digest: str = Field(max_length=80)
    """:func:`save_digest` of the save reviewed: another digest means the review is stale."""
    seconds: float = Field(gt=0.0, le=600.0)
    decisions: list[ReviewedDecision] = Field(max_length=MAX_ACTIONS)

    @property
    def marked(self) -> list[ReviewedDecision]:
        return [decision for decision in self.decisions if decision.marked]


class ReviewProblem(Exception):
    """A review that cannot be made or read: the message says why (catalog key)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


def review_path(save: Path) -> Path:
    """Where the review of ``save`` is kept: beside it, ``<stem>.review.json``."""
    return save.with_name(save.stem + REVIEW_SUFFIX)


def save_digest(match: Match) -> str:
    """A digest of what a review depends on: the game, its setup and every move."""
    setup = {
        "game": match.rules.id,
        "names": len(match.seats),
        "options": match.options.model_dump(mode="json"),
        "seed": match.seed,
        "deck": match.deck,
        "moves": [(record.seat, record.action) for record in match.actions],
    }
    text = json.dumps(setup, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


# -- the decisions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """A position to search: before move ``move`` (1-based), ``seat`` to act."""

    move: int
    seat: int
    made: str
    state: Any


def decisions_of(match: Match) -> Iterator[Decision]:
    """The game's decisions in order: every move made where its seat had a choice."""
    rules = match.rules
    state = match.setup()
    # A game played on from another's position: the moves before its new deal were made in
    # the other game, whose hidden cards may still be secret (issue 30.3); they are not its own.
    first = max((redeal.at for redeal in match.redeals), default=0)
    for number, record in enumerate(match.actions, start=1):
        action = rules.parse_action(state, record.seat, record.action)
        if number > first and len(rules.legal_actions(state, record.seat)) > 1:
            yield Decision(number, record.seat, record.action, rules.clone(state))
        rules.advance(state, record.seat, action)
        state = match.dealt(state, number)


def search_decision(
    game: str, decision: Decision, seconds: float, seed: int, iterations: int | None = None
) -> ReviewedDecision:
    """One decision searched again, as its seat saw it (its own guess of the hidden cards);
    ``iterations`` instead of ``seconds`` makes it repeatable (tests)."""
    rules = registry.get(game)
    state, seat = decision.state, decision.seat
    chance = random.Random(seed ^ REVIEW_SALT ^ decision.move)
    guess = rules.determinize(state, seat, chance)
    legal = rules.legal_actions(state, seat)
    search = Search(seconds=None if iterations else seconds, iterations=iterations)
    best = search.choose(rules, guess, seat, legal, chance)
    made = rules.parse_action(state, seat, decision.made)
    seats = seat_count(rules, state, seat)
    # A move the search never tried (a forced one, or a rare one) counts at the best's value.
    after_best = _mean(search, seat, best) or [1.0 / seats] * seats
    after_made = _mean(search, seat, made) or after_best
    return ReviewedDecision(
        move=decision.move,
        seat=seat,
        made=decision.made,
        best=str(best),
        made_chance=_clamp(after_made[seat]),
        best_chance=_clamp(after_best[seat]),
        chances=[_clamp(value) for value in after_best],
        iterations=search.last_iterations,
    )


def _mean(search: Search, seat: int, move: Any) -> list[float]:
    """Every seat's mean value after ``seat`` played ``move`` in the search (none if it was
    never tried). The root's node keeps only the mover's total; ``root_values`` every seat's."""
    sums = search.root_values.get(move)
    visits = _visits(search, seat, move)
    if sums is None or not visits:
        return []
    return [value / visits for value in sums]


def _visits(search: Search, seat: int, move: Any) -> int:
    root = search.last_root
    child = None if root is None else root.children.get(seat, {}).get(move)
    return 0 if child is None else child.visits


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, value))


Progress = Callable[[int, int], None]
"""Told ``(done, total)`` after each decision."""


def review_match(
    match: Match,
    seconds: float = DEFAULT_SECONDS,
    jobs: int | None = None,
    progress: Progress | None = None,
    iterations: int | None = None,
    stop: Callable[[], bool] | None = None,
    in_app: bool = False,
) -> Review:
    """The review of the finished ``match``: every decision searched for ``seconds`` (or
    ``iterations``, repeatable: tests), on ``jobs`` processes (default: one a core; ``in_app``,
    the thread and one forked copy: see :func:`_in_app`);
    ``progress`` is told how far it has got; ``stop``, asked between decisions, ends it with
    :class:`ReviewStopped`."""
    if not match.is_over:
        raise ReviewProblem(Message("review.not-finished"))
    stopped = stop or _never
    found = list(decisions_of(match))
    game = match.rules.id
    workers = max(1, min(jobs or os.cpu_count() or 1, len(found) or 1))
    reviewed: list[ReviewedDecision] = []
    tell = progress or _silent
    tell(0, len(found))
    if in_app:
        reviewed = _in_app(game, found, seconds, match.seed, iterations, tell, stopped)
    elif workers == 1:
        for decision in found:
            if stopped():
                raise ReviewStopped
            reviewed.append(search_decision(game, decision, seconds, match.seed, iterations))
            tell(len(reviewed), len(found))
    else:
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context())
        try:
            for result in pool.map(
                search_decision,
                [game] * len(found),
                found,
                [seconds] * len(found),
                [match.seed] * len(found),
                [iterations] * len(found),
            ):
                reviewed.append(result)
                tell(len(reviewed), len(found))
                if stopped():
                    raise ReviewStopped
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
    return Review(
        version=REVIEW_VERSION,
        game=game,
        save_digest=save_digest(match),
        seconds=seconds,
        decisions=reviewed,
    )


def _in_app(
    game: str,
    found: list[Decision],
    seconds: float,
    seed: int,
    iterations: int | None,
    tell: Progress,
    stopped: Callable[[], bool],
) -> list[ReviewedDecision]:
    """In the app's thread: a process pool cannot be started from the app (its standard error
    is the app's own), so the later half of the decisions is searched by a forked copy of the
    process (:mod:`tablebox.bots.parallel`, the strong player's helper) while the thread
    searches the first half; progress counts the thread's half twice."""
    half = (len(found) + 1) // 2 if len(found) > 1 else len(found)
    first, rest = found[:half], found[half:]

    def search_rest() -> list[ReviewedDecision]:
        return [search_decision(game, d, seconds, seed, iterations) for d in rest]

    helper = parallel.start(search_rest) if rest else None
    if helper is None:
        first, rest = found, []
    done: list[ReviewedDecision] = []
    try:
        for decision in first:
            if stopped():
                raise ReviewStopped
            done.append(search_decision(game, decision, seconds, seed, iterations))
            tell(min(len(found), len(done) * (2 if helper else 1)), len(found))
        if helper is not None:
            more = helper.result(None)
            if not isinstance(more, list) or len(more) != len(rest):
                raise ReviewProblem(Message("replay.review-failed"))
            done.extend(more)
    finally:
        if helper is not None:
            helper.stop()
    tell(len(done), len(found))
    return done


class ReviewStopped(Exception):
    """A review stopped before its end (nothing is kept)."""


def _silent(done: int, total: int) -> None:
    return None


def _never() -> bool:
    return False


def _context() -> Any:
    """Worker processes forked where that is safe and quick (Linux, from the command line: no
    other thread), else started the platform's way."""
    import multiprocessing

    return multiprocessing.get_context("fork" if sys.platform == "linux" else None)


# -- kept beside the save --------------------------------------------------------------------


def read_review(path: Path, match: Match) -> Review | None:
    """The review kept at ``path`` for ``match``; None when there is none or it is stale (the
    save changed since); raises :class:`ReviewProblem` for a damaged or newer one."""
    if not path.exists():
        return None
    try:
        raw = read_limited(path, MAX_REVIEW_BYTES)
        data = json.loads(raw)
    except (OSError, ValueError, UnicodeDecodeError):
        raise ReviewProblem(Message("review.damaged", {"file": str(path)})) from None
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, int) and version > REVIEW_VERSION:
        raise ReviewProblem(Message("review.newer", {"file": str(path)}))
    try:
        review = Review.model_validate(data)
    except ValidationError:
        raise ReviewProblem(Message("review.damaged", {"file": str(path)})) from None
    if review.version != REVIEW_VERSION or review.game != match.rules.id:
        raise ReviewProblem(Message("review.damaged", {"file": str(path)}))
    if review.save_digest != save_digest(match):
        return None
    return review


def write_review(path: Path, review: Review) -> None:
    write_private(path, review.model_dump_json(indent=1))


def reviewed(
    save: Path,
    match: Match,
    seconds: float = DEFAULT_SECONDS,
    jobs: int | None = None,
    progress: Progress | None = None,
    again: bool = False,
    stop: Callable[[], bool] | None = None,
    in_app: bool = False,
) -> tuple[Review, bool]:
    """The review of ``save``: the one kept beside it when it is current (unless ``again``),
    else made anew and kept (a damaged or stale one is replaced once the new one is done).
    Returns it and whether it was made now."""
    path = review_path(save)
    try:
        kept = None if again else read_review(path, match)
    except ReviewProblem as problem:
        if problem.message.key == "review.newer":
            raise
        kept = None  # damaged: done again, and the file replaced
    if kept is not None:
        return kept, False
    made = review_match(match, seconds, jobs, progress, stop=stop, in_app=in_app)
    write_review(path, made)
    return made, True


def described(rules: Rules, before: Any, seat: int, action: str) -> list[Any]:
    """The public and mover's log lines ``action`` would make if ``seat`` played it in the
    state ``before`` (left as it is): its words."""
    after = rules.clone(before)
    start = len(rules.events(after))
    rules.advance(after, seat, rules.parse_action(after, seat, action))
    return [event for event in rules.events(after)[start:] if event.visible_to(seat)]


def states_before(match: Match, moves: set[int]) -> dict[int, Any]:
    """The state before each of ``moves`` (1-based), from one pass over the game."""
    rules = match.rules
    state = match.setup()
    found: dict[int, Any] = {}
    for number, record in enumerate(match.actions[: max(moves, default=0)], start=1):
        if number in moves:
            found[number] = rules.clone(state)
        rules.advance(state, record.seat, rules.parse_action(state, record.seat, record.action))
        state = match.dealt(state, number)
    return found
