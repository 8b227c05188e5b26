"""What the computer players know of Oriflamme (rules: ``seeds/oriflamme.md``).

Both levels know their own cards (hand, set-aside, their face-down cards in the row) and the
public table: every card's family, the face-up and removed cards, the tokens and the pools.
Another family's face-down card is never read: the odds that it is an Ambush come from that
family's cards not yet seen (ORI-10), which is what makes attacking it risky (ORI-6.9).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from games.oriflamme.actions import HIDE, REVEAL
from games.oriflamme.cards import (
    AMBUSH,
    ARCHER,
    ASSASSINATION,
    CONSPIRACY,
    FAMILY_OF,
    HEIR,
    KIND_OF,
    LORD,
    ROUNDS,
    ROYAL_DECREE,
    SHAPESHIFTER,
    SOLDIER,
    SPY,
)
from games.oriflamme.resolution import copyable, neighbours
from games.oriflamme.state import MOVE, OVER, PLACEMENT, REVEAL_OR_HIDE, OriflammeState
from tablebox.engine import Action, Rules

FAMILY_SIZE = 10
THREAT: dict[str, float] = {
    LORD: 3.0,
    SOLDIER: 2.5,
    ARCHER: 2.5,
    SPY: 2.0,
    HEIR: 2.0,
    SHAPESHIFTER: 2.0,
}
"""How much a face-up character of a rival is worth removing: it acts every round (ORI-4.3)."""
TRAP = 5.0
"""The cost of springing a rival's Ambush: it gains 4 and the attacker is lost (ORI-6.9)."""
PLACE_WORTH: dict[str, float] = {
    LORD: 3.0,
    HEIR: 2.8,
    SOLDIER: 2.4,
    SPY: 2.0,
    ARCHER: 2.2,
    ASSASSINATION: 2.1,
    SHAPESHIFTER: 1.5,
    AMBUSH: 1.6,
    ROYAL_DECREE: 0.5,
}
"""How much placing each card this round is worth, before where it goes (the Conspiracy's
worth falls with the rounds left to grow tokens, ORI-6.10)."""


# -- reading the table ---------------------------------------------------------------------------


def _mine(state: OriflammeState, seat: int, card: str) -> bool:
    return state.seat_of[FAMILY_OF[card]] == seat


def ambush_odds(state: OriflammeState, seat: int, card: str) -> float:
    """The chance that another family's face-down ``card`` is its Ambush, from public facts: the
    Ambush not yet seen, among that family's cards not yet seen (ORI-10)."""
    family = FAMILY_OF[card]
    if state.seat_of[family] == seat:
        return 1.0 if KIND_OF[card] == AMBUSH else 0.0  # its own card: it knows
    owner = state.seat_of[family]
    ambush = f"{family}-{AMBUSH}"
    if ambush in state.removed[owner] or state.face_up.get(ambush, False):
        return 0.0
    seen = sum(1 for c in state.removed[owner] if FAMILY_OF[c] == family)
    seen += sum(1 for c, up in state.face_up.items() if up and FAMILY_OF[c] == family)
    return 1.0 / max(FAMILY_SIZE - seen, 1)


def _rivals_lead(state: OriflammeState, seat: int, owner: int) -> float:
    """A small preference for hurting the best-placed rival."""
    return 0.1 * (state.influence[owner] - state.influence[seat])


def _elimination_worth(state: OriflammeState, seat: int, index: int, attacker: str) -> float:
    """What eliminating the top card at ``index`` is worth to ``seat`` (it gains 1 either way,
    ORI-5.1)."""
    card = state.row[index][-1]
    owner = state.seat_of[FAMILY_OF[card]]
    up = state.face_up[card]
    if owner == seat:
        if card == attacker:
            return -1.0  # an Archer or Assassination taking itself: it only loses itself
        # One's own card: a spent intrigue does not stay, so this costs a card in the row.
        return -2.0 - (THREAT.get(KIND_OF[card], 1.0) if up else 1.0 + state.tokens[card])
    worth = 1.0 + _rivals_lead(state, seat, owner)
    if up:
        return worth + THREAT.get(KIND_OF[card], 0.5)
    worth += 1.0 + 0.8 * state.tokens[card]  # denies its tokens and whatever it hides
    trap = TRAP if KIND_OF[attacker] != ASSASSINATION else TRAP - 1.0
    return worth - trap * ambush_odds(state, seat, card)


def _steal_worth(state: OriflammeState, seat: int, index: int) -> float:
    owner = state.seat_of[FAMILY_OF[state.row[index][-1]]]
    if owner == seat or state.influence[owner] == 0:
        return 0.0
    return 2.0 + _rivals_lead(state, seat, owner)


def _copy_worth(state: OriflammeState, seat: int, index: int) -> float:
    """What a Shapeshifter gains by copying the character at ``index`` (ORI-6.5)."""
    kind = KIND_OF[state.row[index][-1]]
    here = state.acting_index()
    if kind == LORD:
        family = FAMILY_OF[state.acting or ""]
        return 1.0 + sum(
            1 for near in neighbours(state, here) if FAMILY_OF[state.row[near][-1]] == family
        )
    if kind == HEIR:
        others = [
            top
            for stack in state.row
            if (top := stack[-1]) != state.acting
            and state.face_up[top]
            and KIND_OF[top] == SHAPESHIFTER
        ]
        return 0.0 if others else 2.0
    if kind == SPY:
        return max((_steal_worth(state, seat, near) for near in neighbours(state, here)), default=0)
    if kind == SOLDIER:
        return max(
            (
                _elimination_worth(state, seat, n, state.acting or "")
                for n in neighbours(state, here)
            ),
            default=0.0,
        )
    if kind == ARCHER:
        last = len(state.row) - 1
        return max(_elimination_worth(state, seat, n, state.acting or "") for n in {0, last})
    return 0.0


# -- the decisions -------------------------------------------------------------------------------


def _target(state: OriflammeState, seat: int, legal: Sequence[Action]) -> Action:
    ability = state.ability
    acting = state.acting or ""

    def worth(action: Action) -> float:
        index = int(str(action).split()[1]) - 1
        if ability == SPY:
            return _steal_worth(state, seat, index)
        if ability == SHAPESHIFTER:
            return _copy_worth(state, seat, index)
        return _elimination_worth(state, seat, index, acting)

    return max(legal, key=worth)


def _reveal_or_hide(state: OriflammeState, seat: int) -> Action:
    """ORI-4.2: reveal a card when its ability pays now; keep an Ambush hidden as a trap and a
    Conspiracy until its tokens are worth doubling. In the last round everything is revealed:
    tokens left on cards count for nothing (ORI-8.2)."""
    card = state.acting or ""
    if state.round == ROUNDS:
        return REVEAL
    kind = KIND_OF[card]
    tokens = state.tokens[card]
    index = state.acting_index()
    if kind == AMBUSH:
        return HIDE
    if kind == CONSPIRACY:
        return REVEAL if tokens >= 3 or (tokens >= 2 and state.round >= ROUNDS - 1) else HIDE
    if kind == ROYAL_DECREE:
        return REVEAL if tokens >= 2 else HIDE
    if kind in (LORD, HEIR):
        if kind == HEIR and any(
            (top := stack[-1]) != card and state.face_up[top] and KIND_OF[top] == HEIR
            for stack in state.row
        ):
            return HIDE  # ORI-6.4: a revealed rival Heir blocks it
        return REVEAL
    if kind == SPY:
        best = max((_steal_worth(state, seat, n) for n in neighbours(state, index)), default=0.0)
        return REVEAL if best > 0 else HIDE
    if kind == SOLDIER:
        options = [_elimination_worth(state, seat, n, card) for n in neighbours(state, index)]
    elif kind == ARCHER:
        options = [_elimination_worth(state, seat, n, card) for n in {0, len(state.row) - 1}]
    elif kind == ASSASSINATION:
        options = [_elimination_worth(state, seat, n, card) for n in range(len(state.row))]
    else:  # SHAPESHIFTER
        options = [_copy_worth(state, seat, n) for n in copyable(state, index)]
    return REVEAL if options and max(options) > 1.0 else HIDE


def _move(state: OriflammeState, seat: int, legal: Sequence[Action]) -> Action:
    """ORI-6.8, ORI-7.5: put the rival card the pass would reach next with the most at stake
    behind the pass, so it neither acts nor grows this round; else leave things as they are."""
    passed = state.passed
    decree = state.acting_index()
    best, best_worth = None, 0.5
    for index, stack in enumerate(state.row):
        card = stack[-1]
        if index == decree or _mine(state, seat, card) or state.pass_step_of(index) <= passed:
            continue
        worth = THREAT.get(KIND_OF[card], 0.0) if state.face_up[card] else 0.5 + state.tokens[card]
        if worth > best_worth:
            best, best_worth = index, worth
    if best is not None:
        target = (
            0 if state.left_to_right else len(state.row) - (1 if len(state.row[best]) == 1 else 0)
        )
        action = f"move {best + 1} to {target + 1}"
        if action in legal:
            return action
    for action in legal:  # a lone card of its own put back where it was: no change
        _, source, _, destination = str(action).split()
        if source == destination and _mine(state, seat, state.row[int(source) - 1][-1]):
            return action
    return legal[0]


def _place(state: OriflammeState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """ORI-3: the card worth most now, at the end where its ability finds what it needs: a
    Soldier or Spy beside a rival, a Lord beside its own family (ORI-6.6), an Ambush at an end
    within an Archer's reach. Never on its own card (that would silence it, ORI-7.1)."""
    row = state.row
    rounds_left = ROUNDS - state.round
    best: Action = legal[0]
    best_worth = -math.inf
    for action in legal:
        words = str(action).split()
        if len(words) != 3:
            continue  # "place <card> on <N>": never on its own card
        card, spot = words[1], words[2]
        kind = KIND_OF[card]
        if kind == CONSPIRACY:
            worth = 0.6 * rounds_left
        elif kind == HEIR and any(
            state.face_up[stack[-1]] and KIND_OF[stack[-1]] == HEIR for stack in row
        ):
            worth = 0.5
        else:
            worth = PLACE_WORTH[kind]
        if row:
            end = row[0][-1] if spot == "left" else row[-1][-1]
            rival = state.seat_of[FAMILY_OF[end]] != seat
            same = FAMILY_OF[end] == FAMILY_OF[card]
            if kind in (SOLDIER, SPY):
                worth += 0.8 if rival else -0.8
            elif kind == LORD:
                worth += 0.8 if same else 0.0
            elif kind == AMBUSH:
                worth += 0.3
        worth += 0.01 * rng.random()  # no fixed preference between equal places
        if worth > best_worth:
            best, best_worth = action, worth
    return best


def _choose(
    state: OriflammeState, seat: int, legal: Sequence[Action], rng: random.Random
) -> Action:
    if state.phase == PLACEMENT:
        return _place(state, seat, legal, rng)
    if state.decision == REVEAL_OR_HIDE:
        return _reveal_or_hide(state, seat)
    if state.decision == MOVE:
        return _move(state, seat, legal)
    return _target(state, seat, legal)


class OriflammeKnowledge:
    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A beginner: reveals every card at once, places a random card at a random end, and
        aims its abilities at a rival rather than at itself."""
        if state.phase == PLACEMENT:
            ends = [a for a in legal if not str(a).split()[-1].isdigit()]
            return rng.choice(ends or list(legal))
        if state.decision == REVEAL_OR_HIDE:
            return REVEAL
        if state.decision == MOVE:
            return rng.choice(list(legal))
        rivals = [
            a for a in legal if not _mine(state, seat, state.row[int(str(a).split()[1]) - 1][-1])
        ]
        return rng.choice(rivals or list(legal))

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The heuristic player: see the module's functions for each decision."""
        return _choose(state, seat, legal, rng)

    def evaluate(self, rules: Rules, state: Any) -> list[float]:
        return evaluate(state)


def evaluate(state: OriflammeState) -> list[float]:
    """Each seat's chance of winning: the outcome once over; before, a softmax of the pools
    plus what lies ready to pay (tokens on its face-down cards, its face-up characters for the
    rounds left), sharper as the end nears."""
    count = len(state.players)
    if state.phase == OVER:
        keys = [(state.influence[s], state.cards_in_row(s)) for s in range(count)]
        best = max(keys)
        winners = [s for s in range(count) if keys[s] == best]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(count)]
    rounds_left = ROUNDS - state.round + 1
    score = [float(points) for points in state.influence]
    for stack in state.row:
        card = stack[-1]
        owner = state.seat_of[FAMILY_OF[card]]
        if state.face_up[card]:
            score[owner] += 0.8 * rounds_left if KIND_OF[card] in THREAT else 0.0
        else:
            score[owner] += 0.5 + 0.5 * state.tokens[card]
    scale = 0.25 + 0.15 * (ROUNDS - rounds_left)
    top = max(score)
    weights = [math.exp(scale * (value - top)) for value in score]
    total = sum(weights)
    return [weight / total for weight in weights]


KNOWLEDGE = OriflammeKnowledge()
