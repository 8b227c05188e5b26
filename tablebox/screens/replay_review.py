"""The review in the replay viewer (issue 30.2): ``r`` reads the review kept beside a finished
game's save, or makes it in the background (a progress line with the time left; ``r`` again
stops it), then every position shows the move made beside the move the search preferred, with
both chances; ``[`` and ``]`` jump to the previous and next marked move.

The review itself is :mod:`tablebox.review`'s; here only its line under the position bar.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.controller import Match
from tablebox.engine import Message, Param
from tablebox.review import DEFAULT_SECONDS, Review, ReviewedDecision, described
from tablebox.safe_text import printable

SECONDS = DEFAULT_SECONDS
"""The search's time a decision when the viewer makes a review (tests make it quick)."""


def review_text(
    review: Review, match: Match, before: Callable[[int], Any], position: int, words: Catalog
) -> Text:
    """The line for ``position`` (after that many moves): the move that led there as made and
    as the search would have made it, or, where it had no choice, how many moves are marked.
    ``before(position)`` is the state at a position (the viewer's index keeps them)."""
    decision = next((d for d in review.decisions if d.move == position), None)
    marked = len(review.marked)
    if decision is None:
        said = words.text(Message("replay.review-summary", {"marked": marked}))
        return Text(said)
    state = before(decision.move - 1)
    params: dict[str, Param] = {
        "move": decision.move,
        "made": _said(match, state, decision, decision.made, words),
        "made_chance": words.percent(decision.made_chance, 0),
        "best": _said(match, state, decision, decision.best, words),
        "best_chance": words.percent(decision.best_chance, 0),
        "loss": words.percent(decision.loss, 0),
    }
    if decision.made == decision.best:
        key = "replay.review-best"
    else:
        key = "replay.review-marked" if decision.marked else "replay.review-other"
    style = "bold reverse" if decision.marked else ""
    return Text(words.text(Message(key, params)), style=style)


def _said(
    match: Match, before: Any, decision: ReviewedDecision, action: str, words: Catalog
) -> str:
    """A move in words, as the log says it (its own sentence only); its notation where the
    rules refuse it (a review file edited by hand)."""
    try:
        events = described(match.rules, before, decision.seat, action)
    except Exception:  # an illegal move: the review was tampered with
        return printable(action)
    line = " ".join(words.lines(events[:1]))
    return line.rstrip(".") or printable(action)


def marked_move(review: Review, position: int, direction: int) -> int | None:
    """The position of the next (``direction`` 1) or previous (-1) marked move from
    ``position``, or None when there is none that way."""
    moves = [d.move for d in review.marked]
    if direction > 0:
        later = [move for move in moves if move > position]
        return min(later) if later else None
    earlier = [move for move in moves if move < position]
    return max(earlier) if earlier else None


class ReviewProgress:
    """The progress line's words: how far, and about how long is left."""

    def __init__(self, words: Catalog, show: Callable[[Text], None]) -> None:
        self.words = words
        self.show = show
        self.started = time.monotonic()

    def __call__(self, done: int, total: int) -> None:
        spent = time.monotonic() - self.started
        left = spent / done * (total - done) if done else 0.0
        params: dict[str, Param] = {
            "done": done,
            "total": total,
            "left": self.words.number(left),
        }
        self.show(Text(self.words.text(Message("replay.review-progress", params))))


def save_of(match: Match) -> Path | None:
    """The save a replay was opened from (where its review is kept), if any."""
    return match.save_path
