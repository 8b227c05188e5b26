"""English for a game's review (``tablebox review``): its progress, its marks, its problems."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "review.help": "review a finished game move by move: the strong player searches every"
    " decision again and marks the moves that gave away most (kept beside the save)",
    "review.help-file": "the save of a finished game (a .json from the saves folder, or any path)",
    "review.help-seconds": "the search's seconds a decision (default {seconds})",
    "review.help-jobs": "decisions searched at once (default: one a core)",
    "review.help-json": "print the whole review as JSON, for tools",
    "review.help-again": "review again, even if a current review is kept",
    "review.progress": "Reviewing: {done} of {total} {total:plural:decision|decisions},"
    " about {left} s left",
    "review.head": "{title}: {count} {count:plural:decision|decisions} reviewed, {seconds} s"
    " each; {marked} {marked:plural:move|moves} marked (each gave away {mark} or more of its"
    " player's chance).",
    "review.made-now": "Review kept in {file}.",
    "review.kept": "Review read from {file} (made before).",
    "review.line": "Move {move}: {made} ({made_chance}). The search preferred:"
    " {best} ({best_chance}); {loss} given away.",
    "review.none-marked": "No move gave away as much as {mark}.",
    "review.not-finished": "Only a finished game can be reviewed: this one is still being played.",
    "review.damaged": "{file}: the review kept there is damaged.",
    "review.newer": "{file}: the review was written by a newer tablebox; it is left as it is.",
}
