"""What the screens look like at 80×24, the smallest supported terminal (SVG snapshots).

Every game here has a fixed seed and plays the first legal action, so the pictures never change
unless the screens do. Regenerate after an intended change with
``pytest tests/tablebox/test_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat, SeatKind
from tablebox.screens.results import ResultsScreen

SIZE = (80, 24)
SnapCompare = Callable[..., bool]


def claim(tmp_path: Path, second: SeatKind = "computer") -> Match:
    return Match.start(
        "claim", [Seat("Alice"), Seat("Bob", second)], seed=7, save_path=tmp_path / "game.json"
    )


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """Alice plays her first legal action (the computer answers) until ``done(her view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
        match.play_computers()
    return match


def test_main_menu(snap_compare: SnapCompare) -> None:
    assert snap_compare(TableboxApp(), terminal_size=SIZE)


def test_handoff_covers_the_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = claim(tmp_path, second="human")
    match.act(0, match.legal_actions(0)[0])  # Alice leads; now Bob must take the keyboard
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_claim_table_must_follow(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Phase 1, Alice must follow: the cards she may not play are dimmed."""

    def must_follow(view: Any) -> bool:
        hand = view.hand or []
        return view.trick >= 4 and any((c.why_not or "").startswith("must follow") for c in hand)

    match = play_until(claim(tmp_path), must_follow)
    # Highlight a card she may not play, to show why not.
    assert snap_compare(TableboxApp(match), press=["left"], terminal_size=SIZE)


def test_claim_table_seer_choice(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(claim(tmp_path), lambda view: view.seer_peek is not None)
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_claim_table_late_in_phase_two(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The busiest table: score piles, gnomes in front and trolls aside."""
    match = play_until(claim(tmp_path), lambda view: view.phase == 2 and view.trick >= 10)
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_results(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = play_until(claim(tmp_path), lambda view: False)
    assert match.is_over

    async def until_results(pilot: Any) -> None:
        while not isinstance(pilot.app.screen, ResultsScreen):
            await pilot.pause(0.01)

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)
