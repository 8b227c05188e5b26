"""What the computer players know of each game: one module per game beside this one.

A game's module (``tablebox/bots/<game package>.py``, e.g. ``tablebox/bots/dwarf_king.py``)
exposes ``KNOWLEDGE``, an object with three methods:

- ``easy(rules, state, seat, legal, rng)``: the plain move a beginner makes (not uniformly
  random: it takes an obvious trick, never throws away a winning card for nothing);
- ``normal(rules, state, seat, legal, rng)``: the per-game heuristic player. It is also the
  playout policy of the ``strong`` player, so it must be quick (microseconds, not
  milliseconds: no view building, no copying of the state);
- ``evaluate(rules, state)``: each seat's chance of winning the game from ``state``, a list of
  floats in [0, 1] indexed by seat (summing to about 1; a team's seats each get the team's
  chance), for cutting the strong player's playouts short.

Optional, where a game needs them: ``playout_moves``, an attribute, the length of the strong
player's playouts before ``evaluate`` (Claim's reach the end of the game from phase 2); and
two methods (Thrones has them):

- ``candidates(state, seat, legal)``: the legal moves worth the strong player's search (never
  empty); a move left alone is played without search;
- ``plan_key(state, seat)``: a key for a run of small decisions the seat makes one after the
  other (None elsewhere); the strong player goes on from its tree of the run's decision
  before, with a share of its budget (see :mod:`tablebox.bots.ismcts`).

Two more, optional, for the strong player's search: ``random_playouts``, an attribute, True
where uniformly random playouts to the end beat the ``normal`` player's at equal time (the
``normal`` player still guides the tree); and ``determinizer(rules, state, seat)``, which
returns a function of an ``rng`` giving each iteration's guess of the hidden cards (the rules'
``determinize``, mended with what public plays tell, e.g. a suit a seat did not follow:
:mod:`tablebox.bots.voids`); it is built once per decision.

All three are handed a *determinized* state (see :mod:`tablebox.bots`): whatever is hidden from
``seat`` there is a random guess, so reading it cannot cheat. None of them may change ``state``
(``strong`` hands them its own copies, but a heuristic that advances must clone first).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any, Protocol

from tablebox.engine import Action, Rules


class GameKnowledge(Protocol):
    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action: ...

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action: ...

    def evaluate(self, rules: Rules, state: Any) -> list[float]: ...


def knowledge(rules: Rules) -> GameKnowledge:
    """The knowledge of ``rules``'s game (its module is loaded on first use)."""
    package = type(rules).__module__.split(".")[1]  # games.<package>.game -> <package>
    module = importlib.import_module(f"tablebox.bots.{package}")
    found: GameKnowledge = module.KNOWLEDGE
    return found
