"""What tablebox looks like in Czech at 80×24 (issue 20, SVG snapshots): the main menu, one
table of each game (Claim, Oriflamme, The Dwarf King, Truel, the Thrones map), the hand-off
cover and the too-small notice. Czech words are longer than English ones: these pictures show
that every table, footer and decision still fits.

The positions are those of the English snapshot tests (fixed seeds, the first legal action), so
the two languages can be compared side by side. Regenerate after an intended change with
``pytest tests/tablebox/test_czech_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat

from . import test_dwarf_king_snapshots as dwarf_king
from . import test_oriflamme_snapshots as oriflamme
from . import test_snapshots as claim
from . import test_thrones_table_snapshots as thrones
from . import test_truel_snapshots as truel

SIZE = (80, 24)
CZECH = "cs"
SnapCompare = Callable[..., bool]


def czech(match: Match | None = None) -> TableboxApp:
    return TableboxApp(match, language=CZECH)


def test_czech_main_menu(snap_compare: SnapCompare) -> None:
    assert snap_compare(czech(), terminal_size=SIZE)


def test_czech_claim_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Phase 1, Alice must follow: a card she may not play highlighted, with why not."""

    def must_follow(view: Any) -> bool:
        hand = view.hand or []
        refused = [c.why_not.key for c in hand if c.why_not is not None]
        return view.trick >= 4 and any(key.startswith("claim.must-follow") for key in refused)

    match = claim.play_until(claim.claim(tmp_path), must_follow)
    assert snap_compare(czech(match), press=["left"], terminal_size=SIZE)


def test_czech_oriflamme_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Round 3: the row so far, Ann's hand, her set-aside cards."""
    match = oriflamme.play_until(oriflamme.game(tmp_path), oriflamme.ann_decides("place", 3))
    assert snap_compare(czech(match), terminal_size=SIZE)


def test_czech_dwarf_king_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The quest choice: both sides of the tile with their rules, Ann's hand beside it."""
    match = dwarf_king.game(tmp_path, 3, seed=9, actions=0)
    assert snap_compare(czech(match), terminal_size=SIZE)


def test_czech_dwarf_king_tricks_won(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 29.6: mid-deal, the players' panel counts each player's tricks and names them
    ("2 štychy: 3. 5."), one line a player."""
    match = dwarf_king.game(tmp_path, 3, seed=9, actions=8)
    assert snap_compare(czech(match), terminal_size=SIZE)


def test_czech_truel_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """The track with its spaces, the pawns on their Starts, the legend, Ann's hand."""
    match = truel.play_until(truel.game(tmp_path, 5), truel.deciding("play"))
    assert snap_compare(czech(match), terminal_size=SIZE)


def test_czech_thrones_map(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Five houses, round 3, Ann's march on the map."""
    assert snap_compare(czech(thrones.midgame(tmp_path)), terminal_size=SIZE)


def test_czech_handoff_cover(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = Match.start(
        "claim", [Seat("Aleš"), Seat("Bára")], seed=7, save_path=tmp_path / "game.json"
    )
    match.act(0, match.legal_actions(0)[0])  # Aleš leads; now Bára must take the keyboard
    assert snap_compare(czech(match), terminal_size=SIZE)


def test_czech_too_small_notice(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """At 60×20: the notice in Czech, and nothing of the game."""
    match = claim.play_until(claim.claim(tmp_path), lambda view: view.trick >= 2)
    assert snap_compare(czech(match), terminal_size=(60, 20))
