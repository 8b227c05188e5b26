"""Scoring a deal (DWK-7): the quest side, the special card's points, the Enchanter's
doubling; and the outcome of the game."""

from __future__ import annotations

from games.dwarf_king import cards as c
from games.dwarf_king.history import DealHistory
from games.dwarf_king.quests import BY_SLUG
from games.dwarf_king.state import DealResult
from tablebox.engine import Message, Outcome


def special_points(history: DealHistory, special: str) -> list[int]:
    """DWK-5: the points the deal's special card gives or takes."""
    points = [0] * history.players
    tricks = history.tricks
    for index, trick in enumerate(tricks):
        if special not in trick.cards:
            continue
        player = next(play.seat for play in trick.plays if play.card == special)
        last = index == len(tricks) - 1
        if special == c.DWARF_FLAG_BEARER:  # DWK-5.2
            points[trick.winner] += 3
        elif special == c.SHAMAN:  # DWK-5.8
            points[trick.winner] -= 3
        elif special == c.TINKERER and not last:  # DWK-5.3
            points[tricks[index + 1].winner] += 3
        elif special == c.JESTER and last:  # DWK-5.4
            points[player] += 3
        elif special == c.SCOUT:  # DWK-5.7
            points[player] += sum(1 for card in trick.cards if c.is_face(card))
    return points


def doubled_seats(history: DealHistory, special: str) -> set[int]:
    """DWK-5.6: the Enchanter's trick winner has their deal points doubled."""
    if special != c.ENCHANTER:
        return set()
    return {trick.winner for trick in history.tricks if c.ENCHANTER in trick.cards}


def score_deal(
    history: DealHistory, quest: str, special: str
) -> tuple[list[int], list[int], list[bool], list[int]]:
    """Per seat: quest points, special points, doubled or not, and the deal's points."""
    quest_points = BY_SLUG[quest].score(history)
    extra = special_points(history, special)
    doubled = doubled_seats(history, special)
    flags = [seat in doubled for seat in range(history.players)]
    points = [
        (q + s) * (2 if flag else 1) for q, s, flag in zip(quest_points, extra, flags, strict=True)
    ]
    return quest_points, extra, flags, points


def tied_leaders(totals: list[int]) -> list[int]:
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def outcome_of(totals: list[int], results: list[DealResult], planned: int) -> Outcome:
    """DWK-7.4: the highest total wins; the tie-break deals are named in the explanation."""
    ranking: list[list[int]] = []
    for total in sorted(set(totals), reverse=True):
        ranking.append([seat for seat, t in enumerate(totals) if t == total])
    explanation = [
        Message("dwarf-king.final-total", {"seat": seat, "total": totals[seat]})
        for seat in sorted(range(len(totals)), key=lambda s: -totals[s])
    ]
    extra = len(results) - planned
    if extra > 0:
        explanation.append(Message("dwarf-king.tiebreak-deals", {"n": extra}))
    if len(ranking[0]) > 1:
        explanation.append(Message("dwarf-king.shared-win", {"seats": ranking[0]}))
    return Outcome(
        ranking=ranking,
        scores={seat: float(total) for seat, total in enumerate(totals)},
        explanation=explanation,
    )
