"""What the computer players know of Truel (see ``seeds/truel.md``).

The race is read as a score per player (:func:`standing`): colours of gem held, spare gems
against losses, and how near the pawn stands to the Start of a missing colour. A completed
triple's effect (TRL-3.3) is worked out on a light copy of the gems and pawns, including the
pawn's walk over the board (TRL-5) with its owner choosing the ways; the players complete the
triple that does them the most good against the best placed rival, and would rather not leave
a triple one card short that the next player can turn against them. They read only public
things and their own hand: the cards in the triples, the gems, the pawns, whose turn is next.
"""

from __future__ import annotations

import math
import random
import weakref
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from games.truel.board import Board
from games.truel.data import COLOURS, GEMS
from games.truel.deck import JOKER_MEANINGS, VALUE_MEANINGS, Deck
from games.truel.game import MEANING, SHOW_HAND, WAY_TO
from games.truel.gems import CAP
from games.truel.moves import ways
from games.truel.resolve import unmeant_joker
from games.truel.state import DISCARD, JOKER, OVER, WAY, TruelState
from tablebox.engine import Action, Rules

WIN = 1000.0
"""A won game, far above any standing."""
COLOURS_HELD = (0.0, 2.0, 5.0)
"""What holding 0, 1 or 2 colours of gem is worth (three colours win, TRL-7.1)."""
SPARE = 0.4
"""Per gem beyond the first of a colour: cover against losing it (TRL-3.3)."""
NEAR_START = 1.5
"""What a missing colour's Start right ahead of the pawn is worth (TRL-5.4), fading with
distance."""
START_REACH = 10.0
TURN = 0.8
CARD = 0.15
OPEN_TRIPLE = 0.6
"""How likely the next player completes a triple left one card short (they need a card of its
type and the wish to)."""
EASY_RANDOM = 0.2
RACE_SPREAD = 6.0
"""The scale of :meth:`TruelKnowledge.evaluate`'s softmax of standings: fitted on games of
normal players (the race turns quickly, so a lead says less than it seems)."""
PLAYOUT_MOVES = 4
"""The strong player's playouts: this many moves of the normal player, then :meth:`evaluate`.
Against two plain ISMCTS at 0.3 s a move (``benchmarks/strength.py``, the same 30 deals),
playouts of 20 moves won 19 games, of 8 moves 22, of 4 moves 25: the race turns on the next
triple or two, and the iterations shorter playouts buy (57, 174, 468 a move) pay for what
they do not look ahead."""
VALUES: tuple[int, ...] = tuple(VALUE_MEANINGS.values())
UNITS: tuple[str, ...] = JOKER_MEANINGS["unit"]

Model = tuple[list[list[int]], list[str], list[float]]
"""A light copy of what an effect changes: gems per seat, pawns, and a bonus per seat (turns
and cards won or lost)."""


# -- the board, read once ----------------------------------------------------------------------

Walk = tuple[tuple[int, ...], str]
"""Where a move may end: the Starts' colours gained on the way and the grey space it stops on."""
POSITIONS_KEPT = 500
"""Positions whose readings are kept (:class:`_Position`): a search meets the same gems and
pawns over and over (a triple is completed only every few moves); beyond, the store starts
over. Most of the gain is in the positions near the search's root, so a small store (some
8 MB) earns as much as a large one."""


class _Position:
    """What is worked out in one position (gems and pawns, on one board with one deck): each
    seat's value now and after each completion (:func:`_values`), and a triple's best
    completion for a chooser, as worth to a judge (:func:`best_completion`)."""

    __slots__ = ("after", "best", "now")

    def __init__(self, state: TruelState) -> None:
        self.now = _values(state, _model(state))
        self.after: dict[tuple[Any, ...], list[float]] = {}
        self.best: dict[tuple[Any, ...], tuple[float, tuple[Any, ...]]] = {}


@dataclass
class _Known:
    """What the player works out once per board: the distances to the Starts, the standings
    already scored, and where each move from each space may end."""

    distances: dict[str, list[int]]
    standings: dict[tuple[int, int, int, str], float] = field(default_factory=dict)
    walks: dict[tuple[str, int], list[Walk]] = field(default_factory=dict)
    positions: dict[tuple[Any, ...], _Position] = field(default_factory=dict)
    """Per position (gems and pawns): what was worked out there."""
    deck: Deck | None = None
    """The deck ``positions`` were read with (a triple's cards mean what the deck says)."""


_KNOWN: weakref.WeakKeyDictionary[Board, _Known] = weakref.WeakKeyDictionary()
"""Per board, for as long as a game holds it (a board is shared by every copy of a game)."""


_LAST: list[tuple[Board, _Known]] = []
"""The board asked for last and its findings: every copy in a search shares one board, so this
spares the weak dictionary's look-up on the search's hottest path."""


def _board(board: Board) -> _Known:
    if _LAST and _LAST[0][0] is board:
        return _LAST[0][1]
    known = _KNOWN.get(board)
    if known is None:
        known = _KNOWN[board] = _Known(_start_distances(board))
    _LAST[:] = [(board, known)]
    return known


def _position(state: TruelState) -> _Position:
    """What was already worked out in ``state``'s position (the gems and pawns: all a
    completion's effect depends on besides the board and the deck)."""
    known = _board(state.board)
    store = known.positions
    if known.deck is not state.deck or len(store) >= POSITIONS_KEPT:
        store.clear()
        known.deck = state.deck
    gems = state.gems
    key = (*gems[0], *gems[1], *gems[2], *state.pawns)
    found = store.get(key)
    if found is None:
        found = store[key] = _Position(state)
    return found


def _distances(board: Board) -> dict[str, list[int]]:
    return _board(board).distances


def _standings(board: Board) -> dict[tuple[int, int, int, str], float]:
    return _board(board).standings


def _start_distances(board: Board) -> dict[str, list[int]]:
    """Per space, the fewest steps forward to each colour's Start."""
    table: dict[str, list[int]] = {space: [99, 99, 99] for space in board.spaces}
    for colour, start in board.starts.items():
        index = COLOURS.index(colour)
        todo = deque([(start, 0)])
        seen = {start}
        while todo:
            here, steps = todo.popleft()
            table[here][index] = steps
            for before in board.behind[here]:
                if before not in seen:
                    seen.add(before)
                    todo.append((before, steps + 1))
    return table


def _walk(
    board: Board,
    here: str,
    before: str | None,
    step: int,
    length: int,
    left: int,
    path: int,
    gained: tuple[int, ...],
    out: list[Walk],
) -> None:
    """Every way a pawn's move can end (TRL-5, as ``games.truel.moves`` walks it): the Starts'
    colours it gains on the way and the grey space it stops on, one per choice of ways."""
    while True:
        if left == 0:
            if board.is_grey(here):
                out.append((gained, here))
                return
            left, path, before = length, 1, None
            continue
        following = board.next_spaces(here, step)
        if step < 0 and len(following) > 1 and path > 1 and before is not None:
            following = (board.way_back_through(here, before),)  # TRL-2.3
        if len(following) > 1:
            for space in following:
                _walk_step(board, here, space, step, length, left, path, gained, out)
            return
        space = following[0]
        spec = board.spaces[space]
        before, here, left, path = here, space, left - 1, path + 1
        if spec.kind == "start" and (step > 0 or left == 0):  # TRL-5.4
            gained = (*gained, COLOURS.index(spec.colour))
            path, before = 1, None


def _walk_step(
    board: Board,
    here: str,
    space: str,
    step: int,
    length: int,
    left: int,
    path: int,
    gained: tuple[int, ...],
    out: list[Walk],
) -> None:
    spec = board.spaces[space]
    left -= 1
    before: str | None = here
    path += 1
    if spec.kind == "start" and (step > 0 or left == 0):
        gained = (*gained, COLOURS.index(spec.colour))
        path, before = 1, None
    _walk(board, space, before, step, length, left, path, gained, out)


def walks(board: Board, space: str, value: int) -> list[Walk]:
    """The ends of a move of ``value`` spaces from ``space`` (worked out once per board)."""
    known = _board(board).walks
    found = known.get((space, value))
    if found is None:
        found = known[(space, value)] = []
        length = abs(value)
        _walk(board, space, None, 1 if value > 0 else -1, length, length, 1, (), found)
    return found


def _walks_on(state: TruelState) -> list[tuple[str, list[Walk]]]:
    """For a pawn waiting at a crossroads (TRL-5.3): each way and where the move may end."""
    moving = state.moving
    assert moving is not None
    here = moving.path[-1]
    result = []
    for space in ways(state):
        out: list[Walk] = []
        _walk_step(
            state.board,
            here,
            space,
            moving.step,
            moving.length,
            moving.left,
            len(moving.path),
            (),
            out,
        )
        result.append((space, out))
    return result


# -- reading the race --------------------------------------------------------------------------


def standing(state: TruelState, gems: list[int], pawn: str) -> float:
    """How far along one player is: colours held, spare gems, a missing Start near ahead."""
    cache = _standings(state.board)
    key = (gems[0], gems[1], gems[2], pawn)
    found = cache.get(key)
    if found is None:
        found = cache[key] = _standing(state.board, gems, pawn)
    return found


def _standing(board: Board, gems: list[int], pawn: str) -> float:
    held = sum(1 for n in gems if n)
    if held == 3:
        return WIN
    score = COLOURS_HELD[held] + SPARE * (sum(gems) - held)
    distance = _distances(board)[pawn]
    for colour in range(3):
        if not gems[colour]:
            score += NEAR_START * math.exp(-distance[colour] / START_REACH)
    return score


def _values(state: TruelState, model: Model) -> list[float]:
    """Each seat's standing with its bonus; infinite for a seat that holds every colour."""
    gems, pawns, bonus = model
    board = state.board
    cache = _standings(board)
    values = []
    for other in range(3):
        row, pawn = gems[other], pawns[other]
        key = (row[0], row[1], row[2], pawn)
        found = cache.get(key)
        if found is None:
            found = cache[key] = _standing(board, row, pawn)
        values.append(math.inf if found >= WIN else found + bonus[other])
    return values


def _score(values: list[float], seat: int) -> float:
    """The seat's value against the best placed rival's (:func:`_values`)."""
    own = values[seat]
    if own == math.inf:
        return WIN
    first, second = values[seat - 2], values[seat - 1]  # the two rivals, in some order
    best = first if first > second else second
    if best == math.inf:
        return -WIN
    return own - best


def _utility(state: TruelState, model: Model, seat: int) -> float:
    """The seat's standing against the best placed rival's."""
    return _score(_values(state, model), seat)


def _model(state: TruelState) -> Model:
    return [row[:] for row in state.gems], state.pawns[:], [0.0, 0.0, 0.0]


def _gain(gems: list[list[int]], seat: int, colour: int, count: int) -> None:
    gems[seat][colour] = min(CAP, gems[seat][colour] + count)


def _land(state: TruelState, model: Model, seat: int, gained: tuple[int, ...], end: str) -> None:
    """Starts passed, the pawn robbed (TRL-5.6), the space's cards or clock (TRL-6)."""
    gems, pawns, bonus = model
    for colour in gained:
        _gain(gems, seat, colour, 1)
    pawns[seat] = end
    for other in range(3):
        if other != seat and pawns[other] == end:
            for colour in range(3):
                if gems[other][colour] and gems[seat][colour] < CAP:
                    gems[other][colour] -= 1
                    gems[seat][colour] += 1
    spec = state.board.spaces[end]
    if spec.kind == "cards":
        bonus[seat] += CARD * spec.amount
    elif spec.kind == "clock":
        bonus[seat] += TURN * spec.amount


def effect(state: TruelState, who: int, value: int, unit: str) -> Model:
    """The gems and pawns after ``who`` gets ``value`` of ``unit`` (TRL-3.3); a move ends
    where its owner likes best (TRL-5.3)."""
    model = _model(state)
    gems, _, bonus = model
    if unit == "cards":
        bonus[who] += CARD * value
    elif unit == "spaces":
        ends = walks(state.board, state.pawns[who], value)
        best: Model | None = None
        best_value = -math.inf
        for gained, end in ends:
            trial = _model(state)
            _land(state, trial, who, gained, end)
            worth = _utility(state, trial, who)
            if worth > best_value:
                best, best_value = trial, worth
        assert best is not None
        return best
    else:
        colour = GEMS.index(unit)
        if value > 0:
            _gain(gems, who, colour, value)
        else:
            gems[who][colour] = max(0, gems[who][colour] + value)
    return model


def _meanings(state: TruelState, card: str | None, slot: int) -> tuple[Any, ...]:
    """What a card in a triple may mean: its own meaning, or a joker's choices (TRL-3.4)."""
    if card is None:
        return (COLOURS, VALUES, UNITS)[slot]
    info = state.deck.cards[card]
    if info.meaning is not None:
        return (info.meaning,)
    chosen = state.meanings.get(card)
    if chosen is not None:
        return (VALUE_MEANINGS.get(chosen, chosen),)
    return (COLOURS, VALUES, UNITS)[slot]


def _effect_values(
    state: TruelState, now: list[float], who: int, value: int, unit: str
) -> list[float]:
    """Each seat's value after :func:`effect`, from their values ``now``: a gain or loss of
    gems or cards changes only ``who``'s own value, so only that one is worked out again."""
    if unit == "spaces":
        return _values(state, effect(state, who, value, unit))
    values = now[:]
    if unit == "cards":
        values[who] += CARD * value
        return values
    row = state.gems[who][:]
    colour = GEMS.index(unit)
    row[colour] = min(CAP, row[colour] + value) if value > 0 else max(0, row[colour] + value)
    found = standing(state, row, state.pawns[who])
    values[who] = math.inf if found >= WIN else found
    return values


def best_completion(
    state: TruelState, cards: Sequence[str | None], chooser: int, judge: int
) -> tuple[float, tuple[Any, ...]]:
    """The completion of a triple ``chooser`` likes best (jokers and the missing slot chosen),
    and what it is worth to ``judge``."""
    position = _position(state)
    # What each card means decides it (a rainbow card's choices are a missing card's), unless
    # a joker's meaning is being chosen: then it is worked out afresh.
    info = state.deck.cards
    first, second, third = cards
    key = (
        first and info[first].meaning,
        second and info[second].meaning,
        third and info[third].meaning,
        chooser,
        judge,
    )
    if not state.meanings:
        found = position.best.get(key)
        if found is not None:
            return found
    after = position.after
    best_mine, best_theirs, best_pick = 0.0, -math.inf, ()
    for pick in product(*(_meanings(state, card, slot) for slot, card in enumerate(cards))):
        values = after.get(pick)
        if values is None:
            colour, value, unit = pick
            values = after[pick] = _effect_values(
                state, position.now, COLOURS.index(colour), int(value), str(unit)
            )
        theirs = _score(values, chooser)
        if theirs > best_theirs:
            best_theirs, best_pick = theirs, pick
            best_mine = theirs if judge == chooser else _score(values, judge)
    if not state.meanings:
        position.best[key] = (best_mine, best_pick)
    return best_mine, best_pick


def next_actor(state: TruelState, seat: int) -> int:
    """Who plays after ``seat``'s turn (TRL-6.3, TRL-6.4), from the turns owed."""
    owed = [(other - seat) % 3 for other in range(3) if state.pending[other] > 0]
    if owed:
        return (seat + min(owed)) % 3
    other = (seat + 1) % 3
    if state.pending[other] < 0:
        other = (other + 1) % 3
    return other


# -- choosing ------------------------------------------------------------------------------


def _play_values(state: TruelState, seat: int, plays: Sequence[str]) -> list[float]:
    now = _score(_position(state).now, seat)
    following = next_actor(state, seat)
    hand = state.hands[seat]
    types = state.deck.slot_of
    values = []
    for action in plays:
        card, _, triple = action.rpartition("@")
        index = int(triple) - 1
        slot = types[card]
        cards = list(state.slots[index])
        cards[slot] = card
        if all(other is not None for other in cards):
            worth, _pick = best_completion(state, cards, seat, seat)
            symbols = {state.deck.cards[other].symbol for other in cards if other is not None}
            if len(symbols) == 1:
                worth += 0.5  # TRL-4.5: a rainbow card for the hand
            values.append(worth)
            continue
        if sum(other is not None for other in cards) < 2:
            values.append(now)
            continue
        missing = cards.index(None)
        if following == seat:
            rest = list(hand)
            rest.remove(card)
            if any(types[other] == missing for other in rest):
                values.append(max(now, best_completion(state, cards, seat, seat)[0]))
                continue
            values.append(now)
            continue
        theirs = best_completion(state, cards, following, seat)[0]
        values.append(OPEN_TRIPLE * theirs + (1 - OPEN_TRIPLE) * now)
    return values


def _joker(state: TruelState, seat: int, legal: Sequence[str]) -> str:
    """TRL-4.4: the meaning that makes the completed triple best for the seat."""
    assert state.completing is not None
    cards = state.slots[state.completing]
    card = unmeant_joker(state)
    assert card is not None
    slot = cards.index(card)
    _, pick = best_completion(state, cards, seat, seat)
    meaning = pick[slot]
    if isinstance(meaning, int):
        meaning = next(name for name, v in VALUE_MEANINGS.items() if v == meaning)
    wanted = MEANING + str(meaning)
    return wanted if wanted in legal else legal[0]


def _way(state: TruelState, seat: int, legal: Sequence[str]) -> str:
    """TRL-5.3: the way whose best end is best for the seat."""
    moving = state.moving
    assert moving is not None
    best, best_value = legal[0], -math.inf
    for space, ends in _walks_on(state):
        for gained, end in ends:
            model = _model(state)
            _land(state, model, moving.seat, gained, end)
            worth = _utility(state, model, seat)
            if worth > best_value:
                best, best_value = WAY_TO + space, worth
    return best if best in legal else legal[0]


def _discard(state: TruelState, seat: int, legal: Sequence[str]) -> str:
    """TRL-3.3: keep the jokers and a spread of card types; lose one of the commonest type."""
    hand = state.hands[seat]
    types = state.deck.slot_of
    counts = [sum(1 for card in hand if types[card] == slot) for slot in range(3)]

    def keep(action: str) -> tuple[int, int, str]:
        card = action.removeprefix("discard:")
        return (state.deck.cards[card].rainbow, -counts[types[card]], card)

    return min(legal, key=keep)


class TruelKnowledge:
    """The easy and normal players and the evaluation of Truel."""

    playout_moves = PLAYOUT_MOVES

    def easy(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A beginner: completes a triple that is plainly good for them (the normal player's
        reading, only for completions), picks jokers and ways well, else any card."""
        if state.stage != "play" or legal == [SHOW_HAND]:
            return self.normal(rules, state, seat, legal, rng)
        if rng.random() < EASY_RANDOM:
            return rng.choice(legal)
        now = _utility(state, _model(state), seat)
        types = state.deck.slot_of
        best, best_value = None, now + 0.5
        for action in legal:
            card, _, triple = action.rpartition("@")
            cards = list(state.slots[int(triple) - 1])
            cards[types[card]] = card
            if all(other is not None for other in cards):
                worth = best_completion(state, cards, seat, seat)[0]
                if worth > best_value:
                    best, best_value = action, worth
        return best if best is not None else rng.choice(legal)

    def normal(
        self, rules: Rules, state: Any, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """See the module's docstring."""
        if len(legal) == 1:
            return legal[0]
        if state.stage == JOKER:
            return _joker(state, seat, legal)
        if state.stage == WAY:
            return _way(state, seat, legal)
        if state.stage == DISCARD:
            return _discard(state, seat, legal)
        values = _play_values(state, seat, legal)
        best = max(values)
        choices = [a for a, v in zip(legal, values, strict=True) if v >= best - 1e-9]
        return choices[0] if len(choices) == 1 else rng.choice(choices)

    def evaluate(self, rules: Rules, state: Any) -> list[float]:
        """Each seat's chance to win: a softmax of the standings (TRL-7.1); the winner of a
        finished game 1. In a match, the games won weigh in (TRL-7.2)."""
        if state.stage == OVER:
            best = max(state.wins)
            top = [s for s in range(3) if state.wins[s] == best]
            return [1 / len(top) if s in top else 0.0 for s in range(3)]
        scores = [standing(state, state.gems[s], state.pawns[s]) for s in range(3)]
        scores = [min(score, 10.0) + 6.0 * state.wins[s] for s, score in enumerate(scores)]
        lead = max(scores)
        weights = [math.exp((score - lead) / RACE_SPREAD) for score in scores]
        total = sum(weights)
        return [w / total for w in weights]


KNOWLEDGE = TruelKnowledge()
