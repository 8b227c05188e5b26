"""Issue 30.2 in the replay viewer: once a review is loaded, each player's chance of winning
over the whole game is a chart under the table (``tablebox/screens/replay_chances.py``), the
position marked; ``g`` hides and shows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from games.claim.options import random_mix
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.controller import Match
from tablebox.replay import Replay
from tablebox.review import Review, review_match, review_path, write_review
from tablebox.screens import replay_review
from tablebox.screens.replay_chances import MARKER, ChancesChart, chances_lines, chances_over
from tests.tablebox.conftest import settled
from tests.tablebox.test_replay import saved_game
from tests.tablebox.test_replay_review import open_viewer
from tests.tablebox.test_review import finished_claim

SIZE = (80, 24)


def chart_of(viewer: Any) -> ChancesChart:
    chart: ChancesChart = viewer.query_one(ChancesChart)
    return chart


def chart_lines(viewer: Any) -> list[str]:
    chart = chart_of(viewer)
    return str(chart.render()).splitlines() if chart.display else []


def marker_column(viewer: Any) -> int:
    return chart_lines(viewer)[-1].index(MARKER)


def drawn_as_now(viewer: Any) -> bool:
    """The chart is laid out and drawn for the viewer's position."""
    chart = chart_of(viewer)
    width = viewer.app.size.width - 2
    position = viewer.replay.position
    lines = chances_lines(chart.series, chart.names, position, chart.marks, width, chart.percent)
    return chart.region.height > 0 and chart_lines(viewer) == [line.plain for line in lines]


def footer_keys(viewer: Any) -> list[str]:
    return [key.description for key in viewer.query(FooterKey) if key.display]


def test_the_chances_run_from_an_even_share_to_the_result(tmp_path: Path) -> None:
    """Issue 30.2: a chance for every seat at every position: an even share before the first
    decision, a decision's chances where it was made, held where nobody chose, the result at
    the end (the winner's 1)."""
    match, path = finished_claim(tmp_path)
    review = review_match(match, jobs=1, iterations=5)
    replay = Replay.open(path)
    series = chances_over(review, replay)
    assert [len(line) for line in series] == [replay.last + 1] * 2
    first = review.decisions[0]
    for position in range(first.move - 1):
        assert [line[position] for line in series] == [0.5, 0.5]
    for decision in review.decisions:
        assert [line[decision.move - 1] for line in series] == decision.chances
    winners = match.outcome().winners  # type: ignore[union-attr]
    assert [line[-1] for line in series] == [1.0 if s in winners else 0.0 for s in range(2)]


async def test_the_chart_shows_once_the_review_is_made_and_marks_the_position(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30.2: no chart before a review; ``r`` makes one at a tiny budget, and the chart
    comes under the table, a row a player with the chance at the position; ``▲`` and the
    reversed column move on as the position does (→, End) and back (Home); ``g`` hides and
    shows it; the footer names g in r's place."""
    monkeypatch.setattr(replay_review, "SECONDS", 0.01)
    _, path = finished_claim(tmp_path)
    app = TableboxApp(save_dir=tmp_path)
    words = Catalog("en")
    async with app.run_test(size=SIZE) as pilot:
        viewer = await open_viewer(app, pilot, path)
        assert chart_lines(viewer) == []
        assert words.text("replay.key-review") in footer_keys(viewer)
        await pilot.press("r")
        await settled(pilot, lambda: chart_lines(viewer) != [], what="the chart of chances")
        review: Review = viewer.review
        chart = chart_of(viewer)
        assert chart.border_title == words.text("replay.chances-title")
        assert chart.region.bottom <= SIZE[1] - 1 and chart.region.height >= 3  # above the footer
        assert words.text("replay.key-chances") in footer_keys(viewer)
        assert words.text("replay.key-review") not in footer_keys(viewer)
        for key in viewer.query(FooterKey):  # g takes r's place: the footer stays whole
            assert not key.display or 0 < key.region.right <= SIZE[0], key.description
        series = chances_over(review, viewer.replay)
        lines = chart_lines(viewer)
        names = viewer.replay.match.names
        assert [line.split()[0] for line in lines[:-1]] == list(names)
        start = marker_column(viewer)
        columns = [start]
        for _ in range(3):
            await pilot.press("right")
            await settled(
                pilot, lambda: marker_column(viewer) > columns[-1], what="the marker moved on"
            )
            columns.append(marker_column(viewer))
            position = viewer.replay.position
            said = [line.split()[-1] for line in chart_lines(viewer)[:-1]]
            assert said == [words.percent(line[position], 0) for line in series]
        await pilot.press("end")
        await settled(pilot, lambda: marker_column(viewer) > columns[-1], what="at the end")
        assert [line.split()[-1] for line in chart_lines(viewer)[:-1]] in (
            ["100%", "0%"],
            ["0%", "100%"],
        )
        await pilot.press("home")
        await settled(pilot, lambda: marker_column(viewer) == start, what="back at the start")
        await pilot.press("g")
        await settled(pilot, lambda: not chart.display, what="the chart hidden")
        await pilot.press("g")
        await settled(pilot, lambda: chart.display, what="the chart again")


def reviewed_claim_for_four(folder: Path) -> Path:
    """A finished Claim game for four (random players, a mixed deck) with a review kept
    beside it, searched at a few iterations a decision (repeatable)."""
    options = random_mix(4, 7).model_dump()
    path = saved_game(folder, "claim", 4, 7, **options)
    match = Match.load(path, read_only=True)
    write_review(review_path(path), review_match(match, jobs=1, iterations=3))
    return path


def test_snapshot_the_chances_under_the_table_80x24(snap_compare: Any, tmp_path: Path) -> None:
    """Issue 30.2 at 80×24: Claim for four, its kept review read, in phase 2 (Shift+→ 14
    times): the review's line on top, under the table a row of chances a player, each with
    its chance at the position, and the axis with ┴ where phase 2 begins and ▲ under the
    position."""
    path = reviewed_claim_for_four(tmp_path)

    async def to_phase_two(pilot: Any) -> None:
        viewer = await open_viewer(pilot.app, pilot, path)
        await pilot.press("r")
        await settled(pilot, lambda: chart_lines(viewer) != [], what="the chart")
        await pilot.press(*["shift+right"] * 14)
        await settled(pilot, lambda: drawn_as_now(viewer), what="the chart at the position")

    assert snap_compare(TableboxApp(save_dir=tmp_path), terminal_size=SIZE, run_before=to_phase_two)
