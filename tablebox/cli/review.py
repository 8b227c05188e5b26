"""``tablebox review FILE``: a finished game reviewed move by move (issue 30.2), with a
progress line, the marked moves in words, or everything as JSON (``--json``)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tablebox.cli import describe, launch, parsing
from tablebox.cli.speech import catalog, say

if TYPE_CHECKING:
    from tablebox.catalog import Catalog
    from tablebox.controller import Match
    from tablebox.engine import Param
    from tablebox.review import Review, ReviewedDecision

DEFAULT_SECONDS = 0.2
"""As :data:`tablebox.review.DEFAULT_SECONDS` (not imported: ``--help`` stays light)."""


def register(commands: parsing.Subcommands) -> None:
    review = commands.add_parser("review", help=say("review.help"))
    review.add_argument(
        "file", metavar=say("cli.metavar-file"), type=Path, help=say("review.help-file")
    )
    review.add_argument(
        "--seconds",
        type=parsing.seconds,
        default=DEFAULT_SECONDS,
        metavar=say("cli.metavar-seconds"),
        help=say("review.help-seconds", seconds=f"{DEFAULT_SECONDS:g}"),
    )
    review.add_argument(
        "--jobs",
        type=parsing.positive,
        default=None,
        metavar=say("cli.metavar-count"),
        help=say("review.help-jobs"),
    )
    review.add_argument("--json", action="store_true", help=say("review.help-json"))
    review.add_argument("--again", action="store_true", help=say("review.help-again"))
    review.set_defaults(command=print_review)


def print_review(args: argparse.Namespace) -> int:
    from tablebox.review import ReviewProblem, review_path, reviewed

    match = launch.open_save(args.file, read_only=True)  # read only: no lock, never written
    if match is None:
        return 1
    words = catalog(match.names)
    progress = Progress(words) if sys.stderr.isatty() and not args.json else None
    try:
        review, made_now = reviewed(
            args.file, match, args.seconds, args.jobs, progress, again=args.again
        )
    except ReviewProblem as problem:
        parsing.problem(words.text(problem.message))
        return 1
    finally:
        if progress is not None:
            progress.close()
    if args.json:
        print(review.model_dump_json(indent=1))
        return 0
    key = "review.made-now" if made_now else "review.kept"
    print(say(key, file=str(review_path(args.file))))
    for line in review_lines(match, review, words):
        print(line)
    return 0


def review_lines(match: Match, review: Review, words: Catalog) -> list[str]:
    """The review in words: a heading, then each marked move with the move preferred."""
    from tablebox.engine import Message
    from tablebox.review import MARK

    marked = review.marked
    mark = words.percent(MARK, 0)
    lines = [
        words.text(
            Message(
                "review.head",
                {
                    "title": describe.game_title(match.rules),
                    "count": len(review.decisions),
                    "seconds": words.number(review.seconds, 1),
                    "marked": len(marked),
                    "mark": mark,
                },
            )
        )
    ]
    from tablebox.review import states_before

    before = states_before(match, {decision.move for decision in marked})
    for decision in marked:
        lines.append("  " + decision_line(match, before[decision.move], decision, words))
    if not marked:
        lines.append("  " + words.text(Message("review.none-marked", {"mark": mark})))
    return lines


def decision_line(match: Match, before: Any, decision: ReviewedDecision, words: Catalog) -> str:
    """A marked decision in words; ``before`` is the state it was taken in."""
    from tablebox.engine import Message
    from tablebox.review import described
    from tablebox.safe_text import printable

    def said(action: str) -> str:
        # The move's own sentence (what follows it, a trick won, is the same either way).
        line = " ".join(words.lines(described(match.rules, before, decision.seat, action)[:1]))
        return line.rstrip(".") or printable(action)

    params: dict[str, Param] = {
        "move": decision.move,
        "made": said(decision.made),
        "made_chance": words.percent(decision.made_chance, 0),
        "best": said(decision.best),
        "best_chance": words.percent(decision.best_chance, 0),
        "loss": words.percent(decision.loss, 0),
    }
    return words.text(Message("review.line", params))


class Progress:
    """One line on standard error, redrawn: how far the review is and about how long is left."""

    def __init__(self, words: Catalog) -> None:
        self.words = words
        self.started = time.monotonic()
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        from tablebox.engine import Message

        spent = time.monotonic() - self.started
        left = spent / done * (total - done) if done else 0.0
        params: dict[str, Param] = {"done": done, "total": total, "left": self.words.number(left)}
        line = self.words.text(Message("review.progress", params))
        print(f"\r{line}\x1b[K", end="", file=sys.stderr, flush=True)
        self.shown = True

    def close(self) -> None:
        if self.shown:
            print(file=sys.stderr, flush=True)
