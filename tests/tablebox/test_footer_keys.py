"""Issue 26.4: a footer names only keys that do what it says, there and then: a seer's choice
in Claim is picked with ←→ and Enter ("Choice", "Choose", not "Card", "Play"), and Space in a
replay that is playing pauses it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.controller import Match, Seat
from tablebox.replay import Replay
from tablebox.screens.replay import replay_screen

from .conftest import SIZE, computers_done, until
from .test_replay import saved_game
from .test_snapshots import play_until


def footer(app: TableboxApp) -> list[str]:
    return [key.description for key in app.screen.query(FooterKey) if key.display]


@pytest.mark.parametrize("language", languages())
async def test_the_seers_choice_footer_names_a_choice(language: str, tmp_path: Path) -> None:
    match = Match.start(
        "claim", [Seat("Alice"), Seat("Bob", "computer")], seed=7, save_path=tmp_path / "g.json"
    )
    play_until(match, lambda view: view.seer_peek is not None)
    words = Catalog(language)
    app = TableboxApp(match, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table: Any = app.screen
        assert table.choices
        said = footer(app)
        assert words.text("ui.key-choice") in said and words.text("ui.key-choose") in said
        assert words.text("ui.key-card") not in said and words.text("ui.key-play") not in said
        before = len(match.actions)
        await pilot.press("enter")  # Enter still picks the highlighted choice
        await until(pilot, lambda: len(match.actions) > before)
        await until(pilot, lambda: not table.choices and table.my_seat() == 0)
        await until(pilot, lambda: words.text("ui.key-card") in footer(app))
        assert words.text("ui.key-choose") not in footer(app)


@pytest.mark.parametrize("language", languages())
async def test_space_is_named_pause_while_a_replay_plays(language: str, tmp_path: Path) -> None:
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    words = Catalog(language)
    app = TableboxApp(save_dir=tmp_path, language=language)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, language))
        # The footer fills in as the viewer mounts: wait for the key itself.
        await until(pilot, lambda: words.text("replay.key-play") in footer(app))
        viewer: Any = app.screen
        await pilot.press("space")
        await until(pilot, lambda: words.text("replay.key-pause") in footer(app))
        assert words.text("replay.key-play") not in footer(app)
        for key in app.screen.query(FooterKey):
            if key.display:
                assert key.region.right <= SIZE[0], f"{key.description!r} is cut"
        await pilot.press("space")
        await until(pilot, lambda: words.text("replay.key-play") in footer(app))
        assert viewer._player is None
