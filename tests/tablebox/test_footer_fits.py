"""At 80×24 every table's footer shows each of its keys whole, the take-back key included once
it applies (issue 13, point 3: no footer key lost at the minimum size), in every language
(issue 20.5: Czech words are longer)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.controller import Match, Seat
from tablebox.screens.match_screen import MatchScreen

from .conftest import SIZE, computers_done

NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve")


def after_one_move(game_id: str, tmp_path: Path) -> Match:
    """A match in which the one human has made a move, so that it can be taken back."""
    rules = registry.get(game_id)
    seats = [Seat(NAMES[0]), *(Seat(name, "computer") for name in NAMES[1 : rules.min_players])]
    match = Match.start(game_id, seats, seed=3, save_path=tmp_path / "game.json")
    for _ in range(50):
        match.play_computers()
        if match.human_to_act() == 0 and match.takeback_for(0):
            break
        if match.human_to_act() == 0:
            match.act(0, match.legal_actions(0)[0])
    return match


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game_id", registry.playable_ids())
async def test_every_footer_key_is_whole_at_80x24(
    game_id: str, language: str, tmp_path: Path
) -> None:
    match = after_one_move(game_id, tmp_path)
    assert match.takeback_for(0), "the human has a move to take back"
    app = TableboxApp(match, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        assert isinstance(app.screen, MatchScreen)
        keys = [key for key in app.screen.query(FooterKey) if key.display]
        take_back = Catalog(language).text("ui.key-take-back")
        assert any(take_back in key.description for key in keys)
        width = app.size.width
        for key in keys:
            region = key.region
            assert region.width > 0 and region.right <= width, f"{key.description!r} is cut"
