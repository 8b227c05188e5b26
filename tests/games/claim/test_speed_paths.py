"""The engine's fast paths give the same answers as the plain rules they stand for: the
two-player trick read inline (CLM-3.3, CLM-6.3, CLM-6.7, CLM-6.10), the one-frame ``advance``
and the cached vote reasons (CLM-7), and a whole game against the bare playout of
``benchmarks/bare_claim.py``."""

from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path
from types import ModuleType

import pytest

from games.claim.factions import FACTIONS, deck_of
from games.claim.scoring import _vote
from games.claim.state import Play
from games.claim.tricks import last_dragon_player, ranking
from tablebox.engine import IllegalAction, Message
from tests.games.claim.builders import recruiting_state, rules

EVERY_CARD = sorted(set(deck_of(tuple(FACTIONS))))
"""One of each card id of both boxes."""


def test_clm_3_3_and_6_3_the_inline_trick_agrees_with_the_shared_ranking() -> None:
    """CLM-3.3 (the higher card of the led faction wins, the leader on a tie), CLM-6.7
    (knights on a goblin lead), CLM-6.10 (doppelgangers), CLM-6.3 (the last dragon's player
    leads): for every pair of card ids, the winner and the next leader of a two-player trick
    are those of ``games.claim.tricks``."""
    for lead, answer in itertools.product(EVERY_CARD, repeat=2):
        state = recruiting_state(["gnome-1"], ["gnome-3"], "giant-9")
        state.hands = [[lead], [answer]]
        rules.advance(state, 0, lead, trusted=True)
        rules.advance(state, 1, answer, trusted=True)
        record = state.last_trick
        assert record is not None
        plays = (Play(0, lead), Play(1, answer))
        winner = ranking(plays)[0]
        dragon = last_dragon_player(plays)
        assert (record.winner, record.next_leader) == (
            winner,
            winner if dragon is None else dragon,
        ), (lead, answer)


def test_clm_3_2_advance_still_checks_unless_trusted() -> None:
    """CLM-3.2: the one-frame ``advance`` refuses a card that does not follow, and changes
    nothing, unless the caller says the action is legal."""
    state = recruiting_state(["gnome-1", "troll-2"], ["gnome-3", "seer-4"], "giant-9")
    rules.advance(state, 0, "gnome-1")
    with pytest.raises(IllegalAction):
        rules.advance(state, 1, "seer-4")
    assert state.hands[1] == ["gnome-3", "seer-4"] and len(state.plays) == 1


@pytest.mark.parametrize(
    ("values", "sides", "winner", "key"),
    [
        (((9, 3), (5,)), [[0], [1]], 0, "claim.vote-most.solo.2"),
        (((), (7, 1), (2,)), [[0], [1], [2]], 1, "claim.vote-most.solo.3"),
        (((4,), (8, 2, 1)), [[0, 2], [1, 3]], 1, "claim.vote-most.team.2"),
    ],
)
def test_clm_7_2_a_cached_vote_reason_is_its_own_copy(
    values: tuple[tuple[int, ...], ...], sides: list[list[int]], winner: int, key: str
) -> None:
    """CLM-7.2, CLM-13.1: a vote won by the most cards names the winner and every side's
    count; the reason's parameters are a fresh dict each time (the cache is never shared)."""
    first = _vote("troll", values, sides)
    second = _vote("troll", values, sides)
    assert first.winner == winner and first.reason.key == key
    counts = sorted((len(v) for v in values), reverse=True)
    assert [first.reason.params[f"n{i}"] for i in range(len(values))] == counts
    assert first.reason == second.reason and first.reason.params is not second.reason.params
    first.reason.params["n0"] = -1
    assert _vote("troll", values, sides).reason.params["n0"] == counts[0]
    assert isinstance(first.reason, Message)


def _bare() -> ModuleType:
    path = Path(__file__).resolve().parents[3] / "benchmarks" / "bare_claim.py"
    spec = importlib.util.spec_from_file_location("bare_claim", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_clm_7_whole_games_rank_as_the_bare_playout_does() -> None:
    """CLM-3 to CLM-7: 60 random games played through the engine and through the bare
    playout, with the same deals and choices, end in the same ranking."""
    assert _bare().check(60, seed=3) == 0
