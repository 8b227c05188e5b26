"""Issue 18: what the Game of Thrones table looks like (SVG snapshots at 80×24 and 120×40):
mid-game with five houses, the planning screen, a battle after the reveal, a bid and the
results.

Ann is the one person; the computers are seeded and she takes her first legal action (Done
once her orders are placed), so the pictures never change unless the screens do. Regenerate
after an intended change with ``pytest tests/tablebox/test_thrones_table_snapshots.py
--snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from games.thrones.positions import Fight, Position, army_of
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tests.games.thrones.helpers import BATTLE

SMALL, LARGE = (80, 24), (120, 40)
NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
SnapCompare = Callable[..., bool]


def seats(count: int, human: int = 0) -> list[Seat]:
    return [Seat(n) if i == human else Seat(n, "computer") for i, n in enumerate(NAMES[:count])]


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    match.play_computers()
    while not match.is_over and not done(match.state):
        legal = match.legal_actions(0)
        action = "done" if legal[0].startswith("clear") else legal[0]
        match.act(0, action)
        match.play_computers()
    return match


def midgame(tmp_path: Path) -> Match:
    """Five houses, round 3, Ann's march (her house drawn at random)."""
    match = Match.start("thrones", seats(5), seed=3, save_path=tmp_path / "g.json")
    return play_until(
        match, lambda s: s.round >= 3 and s.step == "march" and s.acting == s.houses[0]
    )


def planning(tmp_path: Path) -> Match:
    match = Match.start("thrones", seats(5), seed=3, save_path=tmp_path / "g.json")
    match.play_computers()
    match.act(0, match.legal_actions(0)[0])  # one order placed: the count goes down
    return match


def battle(tmp_path: Path) -> Match:
    """The cards revealed and counted; Lannister (Cid) lost and chooses next."""
    fight = Fight(
        source="harrenhal",
        area="riverrun",
        units=["knight"],
        supports={"baratheon": "no"},
        cards={"stark": "robb-stark", "lannister": "tywin-lannister"},
    )
    start = BATTLE.model_copy(update={"battle": fight})
    return Match.start("thrones", seats(5, human=2), {"start": start}, seed=4)


def bid(tmp_path: Path) -> Match:
    position = Position(
        round=3,
        phase="bidding",
        track="fiefdoms",
        units={"winterfell": army_of("stark", "footman")},
    )
    return Match.start("thrones", seats(5), {"start": position}, seed=4)


def finished(tmp_path: Path) -> Match:
    """Round 10, the last march: Ann (Stark) keeps her units home and the game ends on the
    round's limit (GOT-9.2); Stark holds Winterfell and White Harbor."""
    position = Position(
        round=10,
        phase="march",
        units={
            "winterfell": army_of("stark", "footman", "knight"),
            "lannisport": army_of("lannister", "knight"),
            "pyke": army_of("greyjoy", "footman"),
            "highgarden": army_of("tyrell", "footman"),
            "dragonstone": army_of("baratheon", "footman"),
        },
        tokens={"white_harbor": "stark"},
        orders={"winterfell": "march"},
    )
    houses = ["stark", "greyjoy", "lannister", "baratheon", "tyrell"]
    match = Match.start("thrones", seats(5), {"start": position, "houses": houses}, seed=4)
    match.play_computers()
    match.act(0, "march winterfell stay")
    match.play_computers()
    assert match.is_over
    return match


def test_thrones_midgame_5_players_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.1-18.2: the map scrolled to the cursor, the area, the decision whole."""
    assert snap_compare(TableboxApp(midgame(tmp_path)), terminal_size=SMALL)


def test_thrones_midgame_5_players_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.1-18.2: the whole map beside the side column."""
    assert snap_compare(TableboxApp(midgame(tmp_path)), terminal_size=LARGE)


def test_thrones_planning_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.4: orders for the area under the cursor, the areas left without an order."""
    assert snap_compare(TableboxApp(planning(tmp_path)), terminal_size=SMALL)


def test_thrones_planning_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(planning(tmp_path)), terminal_size=LARGE)


def test_thrones_battle_after_the_reveal_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.6: both sides, the support, both cards, the strengths and the winner."""
    assert snap_compare(TableboxApp(battle(tmp_path)), terminal_size=SMALL)


def test_thrones_battle_after_the_reveal_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(battle(tmp_path)), terminal_size=LARGE)


def test_thrones_bid_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.7: a bid is about no area: the list has the keyboard."""
    assert snap_compare(TableboxApp(bid(tmp_path)), terminal_size=SMALL)


def test_thrones_bid_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(bid(tmp_path)), terminal_size=LARGE)


def test_thrones_results_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 18.9: the reason for the end, the final ranking and the map as it stood."""
    assert snap_compare(TableboxApp(finished(tmp_path)), terminal_size=SMALL)


def test_thrones_results_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(finished(tmp_path)), terminal_size=LARGE)


def test_thrones_midgame_without_colour_80x24(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: Any
) -> None:
    """Issue 18.1 (``NO_COLOR``): the houses by their letters, units, tokens and orders read
    without any colour."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(TableboxApp(midgame(tmp_path)), terminal_size=SMALL)


# -- issue 27: every result seen, the legend ----------------------------------------------------

QUIET_ROUND = Position(
    round=2,
    units={
        "winterfell": army_of("stark", "footman"),
        "lannisport": army_of("lannister", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
        "pyke": army_of("greyjoy", "footman"),
        "highgarden": army_of("tyrell", "footman"),
    },
    orders={"lannisport": "march"},
    phase="march",
)
"""Round 2's last march: round 3's Westeros phase comes next (seeded, so its cards are known)."""


async def westeros_pause(pilot: Any) -> None:
    """Five computers play on to the Westeros phase's pause (past any bid's pause), watched."""
    from tablebox.tables.thrones.results_pause import ResultsPause
    from tests.tablebox.conftest import computers_done, settled

    for _ in range(40):
        await computers_done(pilot)
        screen = pilot.app.screen
        if isinstance(screen, ResultsPause) and "Westeros" in screen.body.plain:
            # Drawn once its text is laid out (a busy machine lays it out later); the log
            # behind it is put at its newest line at once (RichLog scrolls after a refresh).
            log = pilot.app.screen_stack[-2].game_log
            await settled(pilot, partial(_drawn, screen), what="the Westeros pause drawn")
            log.scroll_end(animate=False, immediate=True)
            await pilot.pause()
            return
        if isinstance(screen, ResultsPause):
            await pilot.press("enter")
    raise AssertionError("no Westeros pause")


def _drawn(screen: Any) -> bool:
    return bool(screen.query_one("#pause-text").region.width)


def westeros_app(monkeypatch: Any) -> TableboxApp:
    from tablebox.tables.thrones import results_pause

    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", True)
    seated = [Seat(name, "computer") for name in NAMES]
    return TableboxApp(Match.start("thrones", seated, {"start": QUIET_ROUND}, seed=5))


def test_thrones_27_2_westeros_summary_80x24(snap_compare: SnapCompare, monkeypatch: Any) -> None:
    """Issue 27.2: the Westeros phase's three cards with what each did, what came of them and
    the castles count, over the table until Enter (five computers, watched)."""
    app = westeros_app(monkeypatch)
    assert snap_compare(app, terminal_size=SMALL, run_before=westeros_pause)


def test_thrones_27_2_westeros_summary_120x40(snap_compare: SnapCompare, monkeypatch: Any) -> None:
    app = westeros_app(monkeypatch)
    assert snap_compare(app, terminal_size=LARGE, run_before=westeros_pause)


async def open_legend(pilot: Any) -> None:
    from tests.tablebox.conftest import settled

    table = pilot.app.screen
    await pilot.press("l")
    await settled(
        pilot,
        lambda: pilot.app.screen is not table and pilot.app.screen.is_mounted,
        what="the legend",
    )


def test_thrones_27_6_legend_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 27.6: every symbol of the map with what it means, one key away."""
    app = TableboxApp(midgame(tmp_path))
    assert snap_compare(app, terminal_size=SMALL, run_before=open_legend)


def test_thrones_27_6_legend_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    app = TableboxApp(midgame(tmp_path))
    assert snap_compare(app, terminal_size=LARGE, run_before=open_legend)
