"""Leaving a game and coming back: Continue from the save folder, Load by path, bad files."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input, OptionList

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.saved_games import ContinueScreen, LoadScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, computers_done, play_turn, settled, start_from_new_game, text_of


async def test_quit_mid_game_and_continue_at_the_same_trick_and_hand() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Alice", "Bob"], "21")
        for _ in range(9):
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
            else:
                await play_turn(pilot)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        before = table.view
        assert before.trick > 1

        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
        saves = app.screen.query_one("#saves", OptionList)
        assert saves.option_count == 1
        assert "Alice vs Bob" in str(saves.get_option_at_index(0).prompt)
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the cover")

        # Two humans: the keyboard is handed to the acting seat before anything is shown.
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen.seat == before.viewer
        await pilot.press("enter")
        await settled(
            pilot, lambda: isinstance(app.screen, TrickTableScreen), what="TrickTableScreen"
        )
        resumed = app.screen
        assert isinstance(resumed, TrickTableScreen) and resumed is not table
        after = resumed.view
        assert (after.phase, after.trick, after.viewer) == (
            before.phase,
            before.trick,
            before.viewer,
        )
        assert after.hand == before.hand
        assert resumed.log_lines(after.viewer) == table.log_lines(before.viewer)


async def test_damaged_saves_are_listed_with_their_problem_and_cannot_open(
    save_dir: Path,
) -> None:
    good = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=4)
    assert good.save_path is not None and good.save_path.parent == save_dir
    (save_dir / "broken.json").write_text('{"format": "tablebox-save", "version": 1, "ga')
    # Valid JSON whose replay disagrees with its recorded state: listed, but refused on opening.
    edited = json.loads(good.save_path.read_text())
    edited["actions"] = [{"seat": 1, "action": "gnome-1"}]
    del edited["check"]  # as from before the header's check: listed (26.2 greys one with it)
    (save_dir / "edited.json").write_text(json.dumps(edited))

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="ContinueScreen")
        screen = app.screen
        assert isinstance(screen, ContinueScreen)
        saves = screen.query_one("#saves", OptionList)
        prompts = [str(saves.get_option_at_index(i).prompt) for i in range(saves.option_count)]
        broken = next(i for i, text in enumerate(prompts) if "broken.json" in text)
        assert saves.get_option_at_index(broken).disabled
        assert "truncated" in prompts[broken]

        # Try the edited one: the error is shown in place and the app carries on.
        saves.highlighted = next(
            i
            for i in range(saves.option_count)
            if saves.get_option_at_index(i).id
            and saves.get_option_at_index(i).id.endswith("edited.json")
        )
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: "edited.json" in text_of(screen.query_one("#saves-problem")),
            what="the refusal in place",
        )
        assert app.screen is screen
        problem = text_of(screen.query_one("#saves-problem"))
        assert "edited.json" in problem and "illegal on replay" in problem


async def test_load_reports_a_bad_file_and_opens_a_good_one(save_dir: Path, tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\xff\x10 not a save")
    good = Match.start("claim", [Seat("Alice"), Seat("Bot", "computer")], seed=9)
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("l")
        await settled(pilot, lambda: isinstance(app.screen, LoadScreen), what="LoadScreen")
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        path_input = screen.query_one("#load-path", Input)

        for path, problem in [
            (garbage, "not valid JSON"),
            (tmp_path / "missing.json", "there is no such file"),
            (tmp_path, "cannot be read"),
        ]:
            path_input.value = f"'{path}'"  # pasted with quotes, as file managers do
            await pilot.press("enter")
            shown = text_of(screen.query_one("#load-problem"))
            assert str(path) in shown and problem in shown
            assert app.screen is screen

        path_input.value = str(good.save_path)
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, TrickTableScreen), what="the table")
        await computers_done(pilot)
        assert isinstance(app.screen, TrickTableScreen)
        assert app.screen.view.viewer == 0  # one human: no hand-off needed
