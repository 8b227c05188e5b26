"""English for what every game says, and the English rules for lists, plurals and ordinals."""

from __future__ import annotations

from collections.abc import Sequence

MESSAGES: dict[str, str] = {
    "common.seat": "seat {number}",
    "common.game-over": "the game is over",
    "common.not-your-turn": "it is {seat:player}'s turn",
    "common.not-a-choice": "{action} is not one of your choices now",
    "common.game-over-won": "game over, {seats:players} won",
    "common.computer": "computer",
    "common.not-over": "none yet, the game is not over ({seats:players} to act)",
    # How a finished game ended, for the lists of saves (the save's ``winners``).
    "common.result-won": "{seats:players} won",
    "common.result-draw": "a draw between {seats:players}",
    "common.result-nobody": "nobody won",
    "common.moves-hidden": "the moves are listed once the game is over;"
    " until then they would show hidden cards",
    # Take-back: the log line, and why one is refused.
    "common.takes-back": "{seat:player} takes back a move.",
    "common.takes-back-with": "{seat:player} takes back a move and {computer} computer"
    " {computer:plural:move|moves} after it.",
    "common.takeback-nothing": "nothing to take back",
    "common.takeback-played-since": "{seat:player} has played since",
    "common.takeback-revealed": "a hidden card was revealed since",
    "common.takeback-revealing": "that move revealed a hidden card",
}


def join(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def plural(count: int, forms: Sequence[str]) -> str:
    """English has two forms: one, other."""
    return forms[0] if count == 1 or len(forms) == 1 else forms[1]


def ordinal(number: int) -> str:
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"
