"""Issue 30.2 in the replay viewer (``tablebox/screens/replay_review.py``): ``r`` reads the
review kept beside a finished game's save or makes it in the background with a progress line;
every position then shows the move made beside the search's; ``[`` and ``]`` jump between the
marked moves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from games.claim import rules as claim
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.replay import Replay
from tablebox.review import Review, decisions_of, review_match, review_path, write_review
from tablebox.screens import replay_review
from tablebox.screens.replay import ReplayTable, replay_screen
from tests.tablebox.conftest import settled
from tests.tablebox.test_review import finished_claim

SIZE = (80, 24)


def with_a_kept_review(folder: Path) -> tuple[Path, Review]:
    """A finished Claim game with a review beside it whose only marked move is its third
    decision (the search's own judgement, at a few iterations, is left out: it varies)."""
    match, path = finished_claim(folder)
    review = review_match(match, jobs=1, iterations=20)
    agreed = [
        d.model_copy(update={"best": d.made, "best_chance": 0.5, "made_chance": 0.5})
        for d in review.decisions
    ]
    third = agreed[2]
    position = next(d for d in decisions_of(match) if d.move == third.move)
    legal = [str(a) for a in claim.legal_actions(position.state, position.seat)]
    other = next(action for action in legal if action != third.made)
    marked = third.model_copy(update={"best": other, "best_chance": 0.9, "made_chance": 0.2})
    decisions = [*agreed[:2], marked, *agreed[3:]]
    kept = review.model_copy(update={"decisions": decisions})
    write_review(review_path(path), kept)
    return path, kept


def review_line(viewer: Any) -> str:
    widget = viewer.query_one("#replay-review", Static)
    return str(widget.render()) if widget.display else ""


async def open_viewer(app: TableboxApp, pilot: Any, path: Path) -> Any:
    app.push_screen(replay_screen(Replay.open(path)))
    await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
    return app.screen


async def test_r_reads_the_kept_review_and_the_marks_are_a_key_away(tmp_path: Path) -> None:
    """A kept review is read at once: a summary at the start; ``]`` goes to the first marked
    move, whose line shows the move made, the search's and how much better it was; ``[``
    comes back to nothing earlier."""
    path, review = with_a_kept_review(tmp_path)
    first = review.marked[0]
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        viewer = await open_viewer(app, pilot, path)
        assert review_line(viewer) == ""
        await pilot.press("r")
        await settled(pilot, lambda: viewer.review == review, what="the review read")
        assert "marked; [ ] jump" in review_line(viewer)
        await pilot.press("right_square_bracket")
        await settled(pilot, lambda: viewer.replay.position == first.move, what="the mark")
        line = review_line(viewer)
        assert line.startswith(f"⚑ Move {first.move}: ") and "the search:" in line
        assert "70% better" in line


async def test_r_makes_a_review_in_the_background_and_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No review kept: ``r`` makes one (a progress line meanwhile) and keeps it beside the
    save; the table stays live."""
    monkeypatch.setattr(replay_review, "SECONDS", 0.01)
    match, path = finished_claim(tmp_path)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        viewer = await open_viewer(app, pilot, path)
        await pilot.press("r")
        await settled(pilot, lambda: "Review" in review_line(viewer), what="the progress line")
        await settled(pilot, lambda: viewer.review is not None, what="the review made")
        assert review_path(path).exists()
        assert [d.move for d in viewer.review.decisions] == [
            d.move for d in review_match(match, jobs=1, iterations=1).decisions
        ]


async def test_no_review_for_a_game_still_being_played(tmp_path: Path) -> None:
    """An unfinished game has no review: ``r`` is not offered and does nothing."""
    path = tmp_path / "open.json"
    match = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=2, save_path=path)
    match.save()
    match.close()
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        viewer = await open_viewer(app, pilot, path)
        assert viewer.check_action("review", ()) is False
        await pilot.press("r")
        await pilot.pause()
        assert review_line(viewer) == "" and not review_path(path).exists()


def test_snapshot_the_review_at_a_marked_move_80x24(snap_compare: Any, tmp_path: Path) -> None:
    """Issue 30.2: the review's line under the position bar at a marked move."""
    path, _ = with_a_kept_review(tmp_path)

    async def to_the_mark(pilot: Any) -> None:
        app = pilot.app
        viewer = await open_viewer(app, pilot, path)
        await pilot.press("r")
        await settled(pilot, lambda: viewer.review is not None, what="the review read")
        await pilot.press("right_square_bracket")
        await settled(
            pilot,
            lambda: review_line(viewer).startswith("⚑"),
            what="the marked move's line",
        )

    assert snap_compare(TableboxApp(save_dir=tmp_path), terminal_size=SIZE, run_before=to_the_mark)
