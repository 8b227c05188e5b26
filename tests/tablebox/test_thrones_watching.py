"""Issue 27.2: with computers only, a person watching sees every result: the results pauses
wait for a key, and the game still runs to its end and the results screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.results import ResultsScreen
from tablebox.tables.thrones import results_pause
from tablebox.tables.thrones.results_pause import ResultsPause
from tests.tablebox.conftest import SIZE, settled


@pytest.mark.slow  # a whole game of three computers, a key at each pause: about 30 s
async def test_thrones_27_2_computers_only_a_whole_game_with_its_pauses_reaches_the_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27.2: three computers play a whole game with the results pauses on (the app's
    default); each pause holds the computers until Enter, and the game ends on the results
    screen (no pause is left waiting at the end, none blocks the last move)."""
    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", True)
    seats = [Seat("Ann", "computer"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    pauses = 0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(1000):
            await settled(
                pilot,
                lambda: isinstance(app.screen, ResultsScreen | ResultsPause),
                what=f"a results pause or the results (round {match.state.round})",
            )
            if isinstance(app.screen, ResultsScreen):
                break
            pauses += 1
            acted = len(match.actions)
            await pilot.press("enter")
            await settled(
                pilot,
                lambda acted=acted: (
                    not isinstance(app.screen, ResultsPause) or len(match.actions) > acted
                ),
                what="the pause gone after Enter",
            )
        assert isinstance(app.screen, ResultsScreen), (match.state.round, match.state.step)
        assert match.is_over
        assert pauses >= match.state.round  # a Westeros phase's pause a round at least
