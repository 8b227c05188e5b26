"""What The Dwarf King's table looks like at 80×24 (SVG snapshots): the quest choice, a trick
in play, the end of a deal's summary (also at 120×40), and the results with every deal's
breakdown.

Ann plays against computer seats, so the table shows her view without hand-offs. She takes her
first legal action every time and the computers are seeded, so the pictures never change unless
the screens do. Regenerate after an intended change with
``pytest tests/tablebox/test_dwarf_king_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.results import ResultsScreen
from tablebox.tables.dwarf_king.summary import DealSummaryScreen
from tests.tablebox.conftest import settled

SIZE = (80, 24)
SnapCompare = Callable[..., bool]
COMPUTERS = ("Ben", "Cid", "Dan", "Eve")


def game(tmp_path: Path, players: int, seed: int, actions: int, **options: Any) -> Match:
    """Ann and computers; Ann takes her first legal action ``actions`` times."""
    seats = [Seat("Ann"), *(Seat(name, "computer") for name in COMPUTERS[: players - 1])]
    match = Match.start(
        "dwarf-king", seats, {"deals": 1, **options}, seed=seed, save_path=tmp_path / "g.json"
    )
    match.play_computers()
    for _ in range(actions):
        if match.is_over:
            break
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    return match


def test_dwk_snapshot_quest_choice(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Ann holds the 5 of Knights: both sides of the tile with their rules, her hand beside
    the choice, the deal's special card (a red Flag Bearer) and its effect."""
    match = game(tmp_path, 3, seed=9, actions=0)
    view: Any = match.view(0)
    assert view.decision.kind == "quest"
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_dwk_snapshot_trick_in_play(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Five players, trick 3: the quest and special card, the trick so far, the previous one,
    the tricks won by number, Ann's hand with a card she may not play marked."""
    match = game(tmp_path, 5, seed=3, actions=2)
    view: Any = match.view(0)
    assert view.trick == 3
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_dwk_snapshot_results(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The ranking, then each deal's breakdown (here a tie-break deal too)."""
    match = game(tmp_path, 3, seed=1, actions=200)
    assert match.is_over

    async def until_results(pilot: Any) -> None:
        await settled(
            pilot, lambda: isinstance(pilot.app.screen, ResultsScreen), what="the results"
        )

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)


# -- how it looks ------------------------------------------------------------------------------


def summary_app(tmp_path: Path, players: int, seed: int) -> TableboxApp:
    """Ann and computers, each taking the first legal action, right after deal 1's last card
    (the summary shows on opening: nobody has acted since)."""
    seats = [Seat("Ann"), *(Seat(name, "computer") for name in COMPUTERS[: players - 1])]
    match = Match.start("dwarf-king", seats, {"deals": 2}, seed=seed, save_path=tmp_path / "g.json")
    while not match.is_over and not match.view(None).results:  # type: ignore[attr-defined]
        step = match.next_step()
        assert step.seat is not None
        match.act(step.seat, match.legal_actions(step.seat)[0])
    return TableboxApp(match)


async def until_summary(pilot: Any) -> None:
    await settled(
        pilot, lambda: isinstance(pilot.app.screen, DealSummaryScreen), what="the deal's summary"
    )


def test_snapshot_deal_summary_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 17.2: three players, the Enchanter's deal: its column and the doubled seat."""
    app = summary_app(tmp_path, 3, seed=4)
    assert snap_compare(app, terminal_size=(80, 24), run_before=until_summary)


def test_snapshot_deal_summary_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 17.2: five players, the Shaman's deal: points below zero with a minus sign."""
    app = summary_app(tmp_path, 5, seed=23)
    assert snap_compare(app, terminal_size=(120, 40), run_before=until_summary)
