"""Issue 26.5: the replay viewer's chart and keys.

The chart counts what decides each game and carries a scale, a tick at each deal or round and
every player's final figure; v (whose eyes) is offered only where it works, in a finished game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.replay import Replay
from tablebox.replay.chart import chart_of
from tablebox.screens.replay import replay_screen
from tablebox.screens.replay_chart import ChartScreen, chart_text
from tablebox.screens.replay_plot import plot_lines
from tests.tablebox.conftest import SIZE, until
from tests.tablebox.test_replay import saved_game

# -- the chart's numbers -------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["dwarf-king", "oriflamme", "truel", "thrones"])
def test_the_chart_ends_on_what_decides_the_game(game_id: str, tmp_path: Path) -> None:
    """Each game's chart ends on the number its outcome ranks by (points, influence, gem kinds,
    castles), so the chart's leader is the winner."""
    rules = registry.get(game_id)
    replay = Replay.open(saved_game(tmp_path, game_id, rules.min_players, 3))
    assert replay.finished
    chart = chart_of(replay)
    assert chart is not None
    outcome = replay.match.rules.outcome(replay.index.final)
    assert outcome is not None
    finals = [series[-1] for series in chart.series]
    if game_id == "thrones":  # ranked by castles first (then by supply and power)
        best = max(finals)
        assert all(finals[seat] == best for seat in outcome.winners)
    else:
        assert finals == [outcome.scores[seat] for seat in range(len(finals))]


MIXED = {
    "box": "mixed",
    "pair": "knights-goblins",
    "singles": ["undead", "dwarf", "doppelganger", "dragon", "troll"],
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_claims_chart_counts_factions_won(players: int, tmp_path: Path) -> None:
    """Claim is won by factions, not cards: the chart ends on each player's factions won (at
    four, each partner's is the team's)."""
    options = MIXED if players > 2 else {}
    replay = Replay.open(saved_game(tmp_path, "claim", players, 7, **options))
    chart = chart_of(replay)
    assert chart is not None and chart.measure == "replay.measure-factions"
    votes = replay.match.rules.votes(replay.index.final)  # type: ignore[attr-defined]
    side_of = [seat % 2 for seat in range(4)] if players == 4 else list(range(players))
    won = [sum(vote.winner == side_of[seat] for vote in votes) for seat in range(players)]
    assert [series[-1] for series in chart.series] == won
    assert all(series[0] == 0 for series in chart.series)


def test_the_dwarf_kings_chart_ticks_each_deal_and_shows_a_drop(tmp_path: Path) -> None:
    """A tick where each of the seven deals begins, numbered; a score of 3 falling to 2 moves
    the player's glyph a row down (a row per point while the numbers span few)."""
    replay = Replay.open(saved_game(tmp_path, "dwarf-king", 3, 3))
    chart = chart_of(replay)
    assert chart is not None
    assert [said for _, said in chart.marks] == [str(deal) for deal in range(1, 8)]
    lines = [line.plain for line in plot_lines([[0, 3, 3, 2], [0, 0, 1, 1]], [(0, "1")], 40)]
    assert [line[:2] for line in lines[:4]] == ["3┤", "2┤", "1┤", "0┤"]
    assert lines[0].count("●") and lines[1].rstrip().endswith("●")
    assert "┴" in lines[4] and lines[5].strip() == "1"


def test_the_chart_text_names_the_ticks_and_each_final_figure(tmp_path: Path) -> None:
    replay = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4))
    replay.go(replay.last)
    for language, tick in (("en", "a new round"), ("cs", "nové kolo")):
        catalog = Catalog(language, replay.match.names)
        text = chart_text(replay, catalog).plain
        chart = chart_of(replay)
        assert chart is not None
        assert tick in text.splitlines()[0]
        legend = text.splitlines()[-1]
        for seat, series in enumerate(chart.series):
            assert f"{replay.match.names[seat]} {int(series[-1])}" in legend


# -- at the table --------------------------------------------------------------------------------


def footer_keys(app: TableboxApp) -> list[str]:
    return [key.description for key in app.screen.query(FooterKey) if key.display]


@pytest.mark.parametrize("finished", [False, True])
async def test_v_is_offered_only_where_it_works(finished: bool, tmp_path: Path) -> None:
    """An unfinished game shows only the public table: no v in the footer nor in the hint
    under the hidden hands, and v does nothing; a finished game offers it, and it works."""
    limit = None if finished else 20
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7, limit=limit))
    assert replay.finished == finished
    words = Catalog("en")
    app = TableboxApp(save_dir=tmp_path, language="en")
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, "en"))
        await until(pilot, lambda: words.text("replay.key-back") in footer_keys(app), 500)
        offered = words.text("replay.key-eyes") in footer_keys(app)
        assert offered == finished
        viewer: Any = app.screen
        hint = "hands-hidden" if finished else "hands-hidden-open"
        assert viewer.hidden_hands_key == f"replay.{hint}"
        await pilot.press("v")
        if finished:
            await until(pilot, lambda: replay.eye != "public" and replay.eye is not None, 500)
        else:
            await pilot.pause()
            assert replay.eye == "public" or replay.eye is None or replay.eyes == [replay.eye]
            assert not app._notifications


async def test_the_chart_opens_at_the_end_with_factions_won(tmp_path: Path) -> None:
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    app = TableboxApp(save_dir=tmp_path, language="en")
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, "en"))
        await pilot.press("end")
        await until(pilot, lambda: replay.at_end, 500)
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ChartScreen), 500)
        chart: Any = app.screen.query_one("#chart")
        await until(pilot, lambda: "Factions won" in str(chart.render()), 500)
        assert "Ann" in str(chart.render())
