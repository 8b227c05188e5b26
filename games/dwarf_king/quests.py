"""The 20 quest tiles, 40 sides (DWK-4): each side's tile, slug, names and scoring.

Each side scores a deal from its trick history alone (``DealHistory``): cards are those in the
tricks a player won; values are the printed numbers 1–11 (J, Q, K, A and magic cards have
none); magic cards count for no suit (DWK-4.1). The words a player reads for a quest come from
the message catalog, keyed by its slug; the slug is public API (``quest <slug>``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import NamedTuple

from games.dwarf_king.cards import FACES, INFO, SUITS
from games.dwarf_king.history import DealHistory

Score = Callable[[DealHistory], list[int]]


class Quest(NamedTuple):
    tile: int
    side: str
    """``"A"`` or ``"B"``."""
    name: str
    """The English name, as the fact sheet spells it; the slug is made from it."""
    czech: str | None
    """The Czech name where the rulebook gives it."""
    score: Score
    tracks_order: bool
    """Whether scoring needs the order of the tricks, not only what was won."""

    @property
    def slug(self) -> str:
        return slug_of(self.name)


def slug_of(name: str) -> str:
    """The English name lowercased, apostrophes, commas, dots and ellipses dropped, other runs
    of non-alphanumerics one hyphen: ``"1, 2, and…"`` -> ``"1-2-and"``."""
    text = re.sub(r"[',.…’]", "", name.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


# -- helpers ------------------------------------------------------------------------------------


def _per_seat(history: DealHistory, points: Callable[[int], int]) -> list[int]:
    return [points(seat) for seat in range(history.players)]


def _per_card(history: DealHistory, points: Callable[[str], int]) -> list[int]:
    return _per_seat(history, lambda seat: sum(points(card) for card in history.won_by(seat)))


def _rank_is(*ranks: str) -> Callable[[str], bool]:
    return lambda card: INFO[card].rank in ranks


def _suit_is(suit: str) -> Callable[[str], bool]:
    return lambda card: INFO[card].suit == suit


def _runs(history: DealHistory, seat: int, won: bool) -> int:
    """The longest run of consecutive tricks ``seat`` won (or, ``won=False``, did not win)."""
    best = run = 0
    for winner in history.winners():
        run = run + 1 if (winner == seat) == won else 0
        best = max(best, run)
    return best


def _if_count(test: Callable[[int], bool], points: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        return [points if test(count) else 0 for count in history.trick_counts()]

    return score


def _per_card_score(points: Callable[[str], int]) -> Score:
    return lambda history: _per_card(history, points)


# -- the scoring of each side -------------------------------------------------------------------


def _run_score(factor: int) -> Score:
    return lambda h: _per_seat(h, lambda seat: factor * _runs(h, seat, won=True))


def _rearguard(factor: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        points = [0] * history.players
        for winner in history.winners()[-4:]:  # DWK-4.3: tricks n-3 … n
            points[winner] += factor
        return points

    return score


def _neighbour_tricks(step: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        counts = history.trick_counts()
        n = history.players
        return [counts[(seat + step) % n] for seat in range(n)]

    return score


def _card_values(history: DealHistory, seat: int) -> int:
    return sum(INFO[card].value or 0 for card in history.won_by(seat))


def _numbers(points: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        sums = [_card_values(history, seat) for seat in range(history.players)]
        best = max(sums)
        return [points if total == best else 0 for total in sums]  # DWK-4.4: ties all score

    return score


def _reach_three(sign: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        counts = [0] * history.players
        points = [0] * history.players
        reached = 0
        for winner in history.winners():
            counts[winner] += 1
            if counts[winner] == 3:
                points[winner] = sign * (3 + reached)
                reached += 1
        return points

    return score


def _triples(sign: int) -> Score:
    def score(history: DealHistory) -> list[int]:
        points = []
        for seat in range(history.players):
            by_rank = Counter(
                INFO[card].rank for card in history.won_by(seat) if INFO[card].suit is not None
            )
            total = 0
            for rank, count in by_rank.items():
                if count == len(SUITS):
                    total += 2 if rank in FACES else 1
            points.append(sign * total)
        return points

    return score


def _suit_counts(history: DealHistory, seat: int) -> list[int]:
    cards = history.won_by(seat)
    return [sum(1 for card in cards if INFO[card].suit == suit) for suit in SUITS]


def _lowest_value(suit: str) -> Score:
    def score(history: DealHistory) -> list[int]:
        points = []
        for seat in range(history.players):
            values = [
                value
                for card in history.won_by(seat)
                if INFO[card].suit == suit and (value := INFO[card].value) is not None
            ]
            points.append(min(values, default=0))  # DWK-4.5: none won scores 0
        return points

    return score


def _nobles(sign: int) -> Score:
    def card_points(card: str) -> int:
        info = INFO[card]
        return sign * ((info.rank in FACES) + (info.suit == "knights"))

    return _per_card_score(card_points)


def _compare(fewer_than_previous: bool) -> Score:
    def score(history: DealHistory) -> list[int]:
        counts = history.trick_counts()
        n = history.players
        points = []
        for seat in range(n):
            mine, previous, following = counts[seat], counts[seat - 1], counts[(seat + 1) % n]
            first = mine < previous if fewer_than_previous else mine > previous
            points.append(3 * first + 3 * (mine > following))
        return points

    return score


def _same_count(alone: bool) -> Score:
    def score(history: DealHistory) -> list[int]:
        counts = history.trick_counts()
        tally = Counter(counts)
        return [5 if (tally[count] == 1) == alone else 0 for count in counts]

    return score


_Q = Quest
QUESTS: tuple[Quest, ...] = (
    _Q(1, "A", "Lucky Run", None, _run_score(2), True),
    _Q(1, "B", "Bad Run", None, _run_score(-2), True),
    _Q(2, "A", "Save the Rearguard", None, _rearguard(2), True),
    _Q(2, "B", "Sacrifice the Rearguard", "Obětování zadního voje", _rearguard(-2), True),
    _Q(
        3,
        "A",
        "Three Quarters",
        "Tři čtvrtiny",
        _per_card_score(lambda c: 4 * _rank_is("3", "4")(c)),
        False,
    ),
    _Q(3, "B", "From 6 to 7", None, _per_card_score(lambda c: 4 * _rank_is("6", "7")(c)), False),
    _Q(4, "A", "Knights' Debacle", None, _per_card_score(lambda c: -_suit_is("knights")(c)), False),
    _Q(4, "B", "Goblin Defeat", None, _per_card_score(lambda c: -_suit_is("goblins")(c)), False),
    _Q(5, "A", "To the Right", None, _neighbour_tricks(-1), False),
    _Q(5, "B", "To the Left", None, _neighbour_tricks(1), False),
    _Q(6, "A", "Good Numbers", None, _numbers(5), False),
    _Q(6, "B", "Bad Numbers", None, _numbers(-5), False),
    _Q(7, "A", "Most Victories", None, lambda h: h.trick_counts(), False),
    _Q(7, "B", "Fewest Victories", None, lambda h: [-n for n in h.trick_counts()], False),
    _Q(8, "A", "Good Things Come in 3s", None, _if_count(lambda n: n == 3, 5), False),
    _Q(8, "B", "There Can Be Only One", None, _if_count(lambda n: n == 1, 5), False),
    _Q(9, "A", "Four by Four", None, _if_count(lambda n: n == 4, 5), False),
    _Q(9, "B", "Two by Two", None, _if_count(lambda n: n == 2, 5), False),
    _Q(10, "A", "Evens", None, _if_count(lambda n: n > 0 and n % 2 == 0, 5), False),
    _Q(10, "B", "Odds", None, _if_count(lambda n: n % 2 == 1, 5), False),
    _Q(11, "A", "All for One", None, _same_count(alone=True), False),
    _Q(11, "B", "One for All", None, _same_count(alone=False), False),
    _Q(
        12,
        "A",
        "Knightly Victory Against Dwarves",
        None,
        _per_card_score(lambda c: _suit_is("knights")(c) - _suit_is("dwarves")(c)),
        False,
    ),
    _Q(
        12,
        "B",
        "Dwarven Victory Against Knights",
        None,
        _per_card_score(lambda c: _suit_is("dwarves")(c) - _suit_is("knights")(c)),
        False,
    ),
    _Q(
        13,
        "A",
        "Capture the Kings",
        None,
        _per_card_score(lambda c: 3 * _rank_is("K")(c) - 3 * _rank_is("Q")(c)),
        False,
    ),
    _Q(
        13,
        "B",
        "Capture the Queens",
        None,
        _per_card_score(lambda c: 3 * _rank_is("Q")(c) - 3 * _rank_is("K")(c)),
        False,
    ),
    _Q(14, "A", "Eeny, Meeny", None, _reach_three(1), True),
    _Q(14, "B", "… Miney Mo", None, _reach_three(-1), True),
    _Q(15, "A", "Triplets", None, _triples(1), False),
    _Q(15, "B", "1, 2, and…", None, _triples(-1), False),
    _Q(
        16,
        "A",
        "Grand Slam",
        None,
        lambda h: _per_seat(h, lambda s: 5 * (_runs(h, s, True) >= 4)),
        True,
    ),
    _Q(
        16,
        "B",
        "Utter Chaos",
        None,
        lambda h: _per_seat(h, lambda s: 5 * (_runs(h, s, False) >= 4)),
        True,
    ),
    _Q(
        17,
        "A",
        "Elite Army",
        None,
        lambda h: _per_seat(h, lambda s: min(_suit_counts(h, s))),
        False,
    ),
    _Q(
        17,
        "B",
        "Massive Army",
        None,
        lambda h: _per_seat(h, lambda s: max(_suit_counts(h, s))),
        False,
    ),
    _Q(18, "A", "Garden Gnomes", None, _lowest_value("dwarves"), False),
    _Q(18, "B", "Nobles", None, _lowest_value("knights"), False),
    _Q(19, "A", "Nobles and Knights", None, _nobles(1), False),
    _Q(19, "B", "Soldiers without Knights", None, _nobles(-1), False),
    _Q(20, "A", "In Line", None, _compare(fewer_than_previous=True), False),
    _Q(20, "B", "Sandwich", None, _compare(fewer_than_previous=False), False),
)
"""Tile numbers and pairings as in the fact sheet (its BGA order)."""

BY_SLUG: dict[str, Quest] = {quest.slug: quest for quest in QUESTS}
TILES: dict[int, tuple[Quest, Quest]] = {
    quest.tile: (QUESTS[index], QUESTS[index + 1])
    for index, quest in enumerate(QUESTS)
    if quest.side == "A"
}
BEGINNER_LEFT_OUT: frozenset[int] = frozenset({1, 2, 14, 16, 20})
"""Left out by ``quests=beginner`` (PROPOSED, DWK-4.6): the tiles that need the order of the
tricks, and tile 20."""


def tiles_for(quests: str) -> list[int]:
    """The tile numbers a game draws from: all 20, or the beginner set."""
    return [t for t in TILES if quests == "all" or t not in BEGINNER_LEFT_OUT]
