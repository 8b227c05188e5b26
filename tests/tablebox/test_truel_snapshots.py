"""What Truel's table looks like at 80×24 (SVG snapshots), and the board drawn larger at
120×40.

Ann plays against two computer seats, so the table shows her view without hand-offs. She takes
her first legal action every time and the computers are seeded, so the pictures never change
unless the screens do. Regenerate after an intended change with
``pytest tests/tablebox/test_truel_snapshots.py --snapshot-update`` and look at the SVGs.
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


def game(tmp_path: Path, seed: int) -> Match:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    return Match.start("truel", seats, seed=seed, save_path=tmp_path / "game.json")


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """Ann plays her first legal action (the computers answer) until ``done(her view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    return match


def deciding(kind: str) -> Callable[[Any], bool]:
    return lambda view: view.decision is not None and view.decision.kind == kind


def test_truel_board_at_the_start(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The track with its spaces, the pawns on their Starts, the legend, the triples, Ann's
    hand."""
    match = play_until(game(tmp_path, 5), deciding("play"))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_truel_crossroads_choice(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """TRL-5.3: Ann's pawn waits at a crossroads, its path so far underlined; she chooses."""
    match = play_until(game(tmp_path, 38), deciding("way"))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_truel_rainbow_meaning(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """TRL-3.4: Ann completed a triple with a rainbow card and says what it stands for."""
    match = play_until(game(tmp_path, 24), deciding("meaning"))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_truel_board_drawn_larger(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """120×40: the board's spaces wider and its rows apart."""
    match = play_until(game(tmp_path, 5), deciding("play"))
    assert snap_compare(TableboxApp(match), terminal_size=(120, 40))


def test_truel_results(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(game(tmp_path, 5), lambda view: False)
    assert match.is_over

    async def until_results(pilot: Any) -> None:
        await settled(
            pilot, lambda: isinstance(pilot.app.screen, ResultsScreen), what="the results"
        )

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)


def test_truel_discard_choice(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """TRL-3.3: Ann must lose two cards while Ben is on turn: the prompt says how many remain,
    her hand with the highlighted card to discard."""
    match = play_until(game(tmp_path, 5), deciding("discard"))
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)
