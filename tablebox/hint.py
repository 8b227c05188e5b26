"""A hint at the table (issue 30.1): the strong player's three best moves for the decision in
front of the human at the keyboard, each with its chance of winning, how sure that is, and a
short reason. The part without a screen.

Honest by construction: the search starts from the seat's own guess of the hidden cards
(``rules.determinize`` of the match's state for that seat, which re-deals only what the seat
cannot see, in an order that does not depend on where the cards truly are), and every
iteration guesses again from that guess. So two games that differ only in what the other
seats hold give the same hint for the same seed, even in a hot-seat game where the other
hands are in the same process. A hint is asked only for the human whose turn it is and who has
the keyboard (:func:`hint_refusal`).
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tablebox.bots.ismcts import Search
from tablebox.bots.levels import think_seconds
from tablebox.bots.reasons import reason_for
from tablebox.catalog import Catalog
from tablebox.controller import CHOICE_SEED_STEP, DETERMINIZE_SALT, Match
from tablebox.engine import Action, Event, Message, Param

HINT_SALT = 0x4117_7ED5
"""Mixed into the seed of a hint's search, so it draws another stream than a computer's move."""
SHOWN = 3
"""How many moves a hint shows."""
ITERATIONS: int | None = None
"""An iteration cap for every hint instead of the strong player's time (tests: repeatable)."""
FEW_TRIES = 10
"""Below this many tries a move's chance is said with its count of tries, not a ±."""
SURE = 1.96
"""The ± of a chance: about 95 % of the estimates of that many tries fall within it."""


@dataclass(frozen=True)
class HintMove:
    """One move of a hint."""

    action: str
    """Its notation (for the table's cursor and :meth:`Match.act`)."""
    said: tuple[Event, ...]
    """What the log would say of it, as the seat would read it (its own sentence first)."""
    chance: float | None
    """The seat's estimated chance of winning after it (None: not searched, a forced move)."""
    margin: float
    """How sure: the chance is within ± this (about 95 %)."""
    tries: int
    """The search's iterations through it."""
    reason: Message | None


@dataclass(frozen=True)
class Hint:
    """The strong player's advice for ``seat`` after ``actions`` moves (best first)."""

    seat: int
    actions: int
    takebacks: int
    moves: tuple[HintMove, ...]
    iterations: int

    @property
    def first(self) -> str | None:
        return self.moves[0].action if self.moves else None


def hint_refusal(match: Match, seat: int | None) -> Message | None:
    """Why no hint may be given for ``seat`` now (None: it may): it must be a human's turn,
    that human's, with the keyboard in their hands, and hints on for the game."""
    if not match.hints:
        return Message("hint.off")
    if match.is_over:
        return Message("common.game-over")
    if (
        seat is None
        or not 0 <= seat < len(match.seats)
        or not match.seats[seat].is_human
        or seat != match.keyboard_holder
        or seat not in match.acting_seats()
    ):
        return Message("hint.not-your-turn")
    return None


def hint_seed(match: Match) -> int:
    """The hint's seed: the match's, the moves so far and a salt (a hint asked again at the
    same decision is the same hint, with an iteration cap)."""
    return (match.seed * CHOICE_SEED_STEP + len(match.actions)) ^ HINT_SALT


def make_hint(
    match: Match,
    seat: int,
    *,
    seconds: float | None = None,
    iterations: int | None = None,
    cancel: threading.Event | None = None,
) -> Hint:
    """Search the decision of ``seat`` from its own view, for ``seconds`` (default: the strong
    player's time, ``--think``) or ``iterations`` (tests: repeatable). Touches nothing of the
    match, so it runs in a worker thread; ``cancel`` stops it (the answer is then dropped)."""
    rules, state = match.rules, match.state
    iterations = iterations or ITERATIONS
    legal = rules.legal_actions(state, seat)
    seed = hint_seed(match)
    guess = rules.determinize(state, seat, random.Random(seed ^ DETERMINIZE_SALT))
    search = Search(
        seconds=None if iterations else (think_seconds() if seconds is None else seconds),
        iterations=iterations,
    )
    if cancel is not None:
        search.should_stop = cancel.is_set
    best = search.choose(rules, guess, seat, legal, random.Random(seed))
    ranked = _ranked(search, seat, best, legal)
    moves: list[HintMove] = []
    for action, tries in ranked[:SHOWN]:
        sums = search.root_values.get(action)
        chance = None
        if sums is not None and tries:
            chance = min(1.0, max(0.0, sums[seat] / tries))
        margin = SURE * math.sqrt(chance * (1 - chance) / tries) if chance is not None else 0.0
        moves.append(
            HintMove(
                action=str(action),
                said=tuple(_said(rules, guess, seat, action)),
                chance=chance,
                margin=margin,
                tries=tries,
                reason=reason_for(rules, guess, seat, action, legal),
            )
        )
    return Hint(
        seat, len(match.actions), len(match.takebacks), tuple(moves), search.last_iterations
    )


def _ranked(search: Search, seat: int, best: Action, legal: Sequence[Action]) -> list[Any]:
    """The moves with their tries, most tried first (the search's choice first of all)."""
    root = search.last_root
    children = root.children.get(seat, {}) if root is not None else {}
    tried = [(move, child.visits) for move, child in children.items() if child.visits]
    tried.sort(key=lambda pair: (pair[0] != best, -pair[1]))
    if not tried:
        return [(best, 0)]
    return tried


def _said(rules: Any, guess: Any, seat: int, action: Action) -> list[Event]:
    """The log's lines of ``action`` as ``seat`` reads them, played on the seat's guess (never
    on the true state: what follows the move may turn up a hidden card)."""
    after = rules.clone(guess)
    before = len(rules.events(after))
    rules.advance(after, seat, action, trusted=True)
    return [event for event in rules.events(after)[before:] if event.visible_to(seat)]


# -- in words ----------------------------------------------------------------------------------


Naming = Callable[[str], "str | None"]
"""A table's own words for an action (None: it has none, the log's are used)."""


def move_words(move: HintMove, words: Catalog, named: Naming | None = None) -> str:
    """The move in words: as the table names it where it does, else the log's sentence of it
    without its full stop, else its notation."""
    table_words = named(move.action) if named is not None else None
    if table_words:
        return table_words
    said = move.said
    # The mover's own line right after the public one says more ("You give the 6 of Dwarves
    # and the Jack of Knights to Ben" after "Ann gives 2 cards to Ben").
    own = len(said) > 1 and said[1].audience is not None and said[0].audience is None
    line = words.text(said[1] if own else said[0]) if said else move.action
    return line.rstrip(".") or move.action


def hint_rows(
    hint: Hint, words: Catalog, named: Naming | None = None
) -> list[tuple[str, str | None]]:
    """The hint in words: per move, best first, its numbered line and its reason (if any)."""
    rows: list[tuple[str, str | None]] = []
    for number, move in enumerate(hint.moves, start=1):
        move_said = move_words(move, words, named)
        params: dict[str, Param] = {"number": number, "move": move_said}
        if move.chance is None:
            line = words.text(Message("hint.forced", params))
        else:
            params["chance"] = words.percent(move.chance, 0)
            params["margin"] = words.number(move.margin * 100)
            params["tries"] = move.tries
            few = move.tries < FEW_TRIES  # a ± of so few is no measure: say how few
            line = words.text(Message("hint.move-few" if few else "hint.move", params))
        reason = move.reason or _measured(hint, number - 1, words)
        rows.append((line, None if reason is None else words.text(reason)))
    return rows


def hint_lines(hint: Hint, words: Catalog) -> list[str]:
    """The hint as plain lines: each move, its reason indented under it."""
    lines: list[str] = []
    for line, reason in hint_rows(hint, words):
        lines.append(line)
        if reason is not None:
            lines.append("   " + reason)
    return lines


def _measured(hint: Hint, index: int, words: Catalog) -> Message | None:
    """Where the game's knowledge gives no reason, what the numbers say: the first move is
    clearly ahead of the next or a close call; another is so much behind the first."""
    first, move = hint.moves[0], hint.moves[index]
    if move.chance is None or first.chance is None:
        return None
    if index:
        behind = first.chance - move.chance
        if behind < 0.005 or behind < move.margin / 2:
            return Message("hint.reason-as-good")
        return Message("hint.reason-behind", {"behind": words.percent(behind, 0)})
    if len(hint.moves) < 2 or hint.moves[1].chance is None:
        return None
    lead = first.chance - hint.moves[1].chance
    if lead > max(first.margin, hint.moves[1].margin):
        return Message("hint.reason-clear", {"lead": words.percent(lead, 0)})
    return Message("hint.reason-close")
