"""Whole games between computer players by level, for the bots' tests: each decision made as a
computer seat of the app makes it (a determinized copy, seeded chance), so a test can check a
seeded game repeats and a level beats another."""

from __future__ import annotations

import random
from typing import Any

from tablebox.bots.knowledge import knowledge
from tablebox.bots.random_bot import RandomBot


def play_levels(
    rules: Any, options: Any, levels: list[str], seed: int
) -> tuple[list[str], list[int]]:
    """One game, ``levels[seat]`` (``random``, ``easy`` or ``normal``) playing each seat.
    Returns the actions taken and the winners."""
    state = rules.new_game([f"P{n}" for n in range(len(levels))], options, seed=seed)
    known = knowledge(rules)
    rng = random.Random(seed)
    taken: list[str] = []
    while seats := rules.current_seats(state):
        seat = seats[0]
        legal = rules.legal_actions(state, seat)
        guess = rules.determinize(state, seat, random.Random(rng.random()))
        level = levels[seat]
        choose = RandomBot().choose if level == "random" else getattr(known, level)
        action = str(choose(rules, guess, seat, legal, random.Random(rng.random())))
        taken.append(action)
        rules.advance(state, seat, action)
    outcome = rules.outcome(state)
    assert outcome is not None
    return taken, outcome.winners
