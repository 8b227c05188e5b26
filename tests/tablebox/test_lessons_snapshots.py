"""Issue 31: one step of each lesson at 80×24: the table, the lesson's panel over its corner,
the marked card or area."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.lessons.runner import LessonMatch, open_lesson
from tests.tablebox.conftest import SIZE, computers_done, settled

SnapCompare = Callable[..., bool]

STEPS: dict[str, int] = {"claim": 3, "truel": 10, "dwarf-king": 11, "oriflamme": 15, "thrones": 11}
"""The move of each lesson shown: Claim's is following suit (a seer led, CLM-3.2), Truel's the
crossroads (TRL-5.3), the Dwarf King's an off-suit card that did not win (DWK-3.4),
Oriflamme's the Archer's target (ORI-6.1, ORI-5.1), A Game of Thrones' support (GOT-6.2)."""


def lesson_at(game: str, made: int, save_dir: Path) -> LessonMatch:
    """The lesson with its first ``made`` moves made (the script's own)."""
    match = open_lesson(game, save_dir)
    for step in match.lesson.steps[:made]:
        match.act(step.seat, step.move)
    return match


@pytest.mark.parametrize("game", sorted(STEPS))
def test_a_lesson_step(game: str, snap_compare: SnapCompare, save_dir: Path) -> None:
    match = lesson_at(game, STEPS[game], save_dir)

    async def panel_up(pilot: Any) -> None:
        await computers_done(pilot)
        await settled(pilot, lambda: pilot.app.screen.query("LessonPanel"), what="the panel")
        await pilot.pause()

    app = TableboxApp(match, computer_pause=0, language="en")
    assert snap_compare(app, terminal_size=SIZE, run_before=panel_up)
