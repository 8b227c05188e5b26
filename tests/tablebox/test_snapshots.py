"""What the screens look like at 80×24, the smallest supported terminal (SVG snapshots).

Every game here has a fixed seed and plays the first legal action, so the pictures never change
unless the screens do. Regenerate after an intended change with
``pytest tests/tablebox/test_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat, SeatKind
from tablebox.screens.results import ResultsScreen

from .conftest import settled, singles_keys

SIZE = (80, 24)
SnapCompare = Callable[..., bool]

KNIGHTS = {"box": "mixed", "pair": "knights-goblins"}
GNOMES = {"box": "mixed", "pair": "gnomes-giants"}
FIVE = ["undead", "dwarf", "doppelganger", "dragon", "seer"]
"""Five single factions for a three- or four-player deck."""


def claim(tmp_path: Path, second: SeatKind = "computer") -> Match:
    return Match.start(
        "claim", [Seat("Alice"), Seat("Bob", second)], seed=7, save_path=tmp_path / "game.json"
    )


def claim_for(tmp_path: Path, count: int, options: dict[str, Any], seed: int) -> Match:
    """Ann, the one human, against computers: the table always shows her view."""
    names = ["Ann", "Ben", "Cid", "Dan"][:count]
    seats = [Seat(names[0]), *(Seat(name, "computer") for name in names[1:])]
    return Match.start("claim", seats, options=options, seed=seed, save_path=tmp_path / "game.json")


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """The first seat plays its first legal action (the computers answer) until ``done(its
    view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(0)):
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
        match.play_computers()
    return match


async def until_results(pilot: Any) -> None:
    await settled(pilot, lambda: isinstance(pilot.app.screen, ResultsScreen), what="the results")


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
        refused = [c.why_not.key for c in hand if c.why_not is not None]
        return view.trick >= 4 and any(key.startswith("claim.must-follow") for key in refused)

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
    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)


@pytest.mark.usefixtures("only_claim")
def test_new_game_with_a_mixed_deck_for_three(snap_compare: SnapCompare) -> None:
    """Three names, then the deck: Gnomes & Giants and five singles, the deck line adding up."""
    keys = ["n", *"Ann", "enter", *"Ben", "enter", *"Cid", "enter", "enter", *"12"]
    keys += ["down", "down", "right", *singles_keys(["undead", "dwarf", "dragon", "troll", "seer"])]
    assert snap_compare(TableboxApp(), press=keys, terminal_size=SIZE)


def test_claim_table_three_players_two_prizes(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Phase 1 at three: two prizes, three plays, and a last trick ranked 1st to 3rd."""
    match = claim_for(tmp_path, 3, {**KNIGHTS, "singles": FIVE}, seed=3)
    play_until(match, lambda view: view.trick >= 4 and view.plays and not view.chooser)
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_claim_table_four_players_in_phase_two(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Teams of partners, score piles, gnomes in front and trolls set aside."""
    singles = ["undead", "dwarf", "dragon", "troll", "seer"]
    match = claim_for(tmp_path, 4, {**GNOMES, "singles": singles}, seed=7)

    def busy(view: Any) -> bool:
        return view.phase == 2 and view.trick >= 5 and any(view.gnome_rows)

    play_until(match, busy)
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_claim_table_prize_choice_after_a_seer(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Ann won with a seer at three: a prize (1, 2) or the deck's top card (d), shown only to
    her."""
    singles = ["undead", "dwarf", "dragon", "troll", "seer"]
    match = claim_for(tmp_path, 3, {**GNOMES, "singles": singles}, seed=3)
    play_until(match, lambda view: view.seer_peek is not None)
    assert snap_compare(TableboxApp(match), terminal_size=SIZE)


def test_results_of_four_in_teams(snap_compare: SnapCompare, tmp_path: Path) -> None:
    match = claim_for(tmp_path, 4, {**KNIGHTS, "singles": FIVE}, seed=5)
    play_until(match, lambda view: False)
    assert match.is_over
    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=until_results)


def test_too_small_notice_covers_the_table(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """At 60×20, less than the 80×24 every screen needs: the notice, and nothing of the game."""
    match = play_until(claim(tmp_path), lambda view: view.trick >= 2)
    assert snap_compare(TableboxApp(match), terminal_size=(60, 20))
