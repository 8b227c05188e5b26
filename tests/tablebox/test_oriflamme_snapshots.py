"""What Oriflamme's table looks like at 80×24 (SVG snapshots).

Ann plays against two computer seats, so the table shows her view without hand-offs. She takes
her first legal action every time and the computers are seeded, so the pictures never change
unless the screens do. Regenerate after an intended change with
``pytest tests/tablebox/test_oriflamme_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.results import ResultsScreen
from tests.tablebox.conftest import settled

SIZE = (80, 24)
SnapCompare = Callable[..., bool]


def game(tmp_path: Path, seed: int = 5) -> Match:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    return Match.start("oriflamme", seats, seed=seed, save_path=tmp_path / "game.json")


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """Ann plays her first legal action (the computers answer) until ``done(her view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    return match


def ann_decides(decision: str, from_round: int) -> Callable[[Any], bool]:
    return lambda view: (
        view.round >= from_round and view.decision is not None and view.decision.kind == decision
    )


def test_oriflamme_placement(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Round 3: the row so far, Ann's hand with a card highlighted, her set-aside cards."""
    match = play_until(game(tmp_path), ann_decides("place", 3))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_oriflamme_reveal_or_hide(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(game(tmp_path), ann_decides("reveal", 2))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_oriflamme_target(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(game(tmp_path), ann_decides("target", 2))
    assert not match.is_over
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_oriflamme_results(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(game(tmp_path), lambda view: False)
    assert match.is_over

    async def until_results(pilot: Any) -> None:
        await settled(
            pilot, lambda: isinstance(pilot.app.screen, ResultsScreen), what="the results"
        )

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)
