"""Issue 21: the replay viewer at 80×24 (SVG snapshots): a trick game and the Thrones map.

Both games are played by seeded random computer players, so the pictures change only when the
viewer or the tables do. Regenerate after an intended change with
``pytest tests/tablebox/test_replay_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from games.claim.options import random_mix
from tablebox.app import TableboxApp
from tablebox.replay import MOVER, Replay
from tablebox.screens.replay import ReplayTable, replay_screen
from tests.tablebox.conftest import settled
from tests.tablebox.test_replay import saved_game

SIZE = (80, 24)
SnapCompare = Callable[..., bool]


def laid_out(screen: Any) -> bool:
    """The viewer is up, its position bar laid out, and a shown face-up list laid out too;
    or the chart is up and drawn (a chart test's keys open it)."""
    from tablebox.screens.replay_chart import ChartScreen

    if isinstance(screen, ChartScreen):
        return screen.is_mounted
    if not isinstance(screen, ReplayTable):
        return False
    bar = screen.query_one("#replay-bar").region
    panel = screen.query_one("#replay-secrets")
    return bar.height > 0 and (not panel.display or panel.region.height > 0)


def watching(replay: Replay, keys: list[str]) -> Callable[[Any], Any]:
    """A ``run_before`` that opens the viewer of ``replay`` and presses ``keys``."""

    async def run_before(pilot: Any) -> None:
        app = pilot.app
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: laid_out(app.screen), what="the viewer laid out")
        await pilot.press(*keys)
        await settled(pilot, lambda: laid_out(app.screen), what="the face-up list placed")

    return run_before


def test_replay_claim_mid_game_public(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Claim for two, three tricks in (Shift+→ three times, then one move): the position bar,
    the trick, the last trick and the log of the public table."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    keys = ["shift+right", "shift+right", "shift+right", "right"]
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, keys))


def test_replay_thrones_map_through_a_seats_eyes(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """A Game of Thrones for five, move 120, through Ben's eyes (his hand and orders)."""
    replay = Replay.open(saved_game(tmp_path, "thrones", 5, 3))
    replay.set_eye(1)
    replay.go(119)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))


def test_replay_oriflamme_face_up(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Oriflamme for three, finished, face up at move 14 (issue 21.2): over the table, every
    hand, the cards set aside and each face-down card in the row with its place."""
    replay = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4))
    replay.set_eye(MOVER)
    replay.go(13)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))


def test_replay_claim_face_up_keeps_the_trick(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 26.5: Claim for two, face up at move 10: each hand sorted and drawn as runs of
    cards, one line a seat, and the trick row still on the screen."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    replay.set_eye(MOVER)
    replay.go(9)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))


def test_replay_dwarf_king_face_up(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 26.5: The Dwarf King for three, face up at move 5: hands sorted, drawn as runs."""
    replay = Replay.open(saved_game(tmp_path, "dwarf-king", 3, 3))
    replay.set_eye(MOVER)
    replay.go(4)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))


def test_replay_dwarf_king_chart(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 26.5: the end chart of The Dwarf King for three: values on the axis, a tick at
    each deal, each player's final points."""
    replay = Replay.open(saved_game(tmp_path, "dwarf-king", 3, 3))
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["end", "c"]))


def test_replay_claim_chart(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 26.5: Claim's end chart counts factions won."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["end", "c"]))


def test_replay_oriflamme_five_face_up_pages(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 26.5: Oriflamme for five, face up at move 20: the list takes at most four lines
    from the table, every seat's things laid out whole on a page, and its edge says "▼ 1/4 ·
    h: more" (the intrigue row and the players' panel keep their place)."""
    replay = Replay.open(saved_game(tmp_path, "oriflamme", 5, 4))
    replay.set_eye(MOVER)
    replay.go(19)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))


def test_replay_claim_four_face_up_one_line_a_seat(
    snap_compare: SnapCompare, tmp_path: Path
) -> None:
    """Issue 26.5: Claim for four, face up at move 10: each seat's hand and followers on one
    line, the runs drawn short as the cards print them (``Dop 0  Dra 6``), all four seats on
    one page, the trick and the players' panel whole under it."""
    options = random_mix(4, 7).model_dump()
    replay = Replay.open(saved_game(tmp_path, "claim", 4, 7, **options))
    replay.set_eye(MOVER)
    replay.go(9)
    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=watching(replay, ["right"]))
