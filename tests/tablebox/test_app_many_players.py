"""Three and four people sharing one keyboard: whole mixed-deck games by key presses, from the
New game screen (options chosen in its panel) through every hand-off and prize choice to the
results."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.claim.options import ClaimOptions
from tablebox.app import TableboxApp
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, play_turn, settled, singles_keys, start_from_new_game, text_of


@dataclass
class Played:
    handoffs: list[int] = field(default_factory=list)
    chooser_handoffs: int = 0
    """Hand-offs to a seat choosing a prize rather than playing the next card."""
    choices: list[str] = field(default_factory=list)
    seen_last_tricks: set[str] = field(default_factory=set)


async def play_to_the_results(pilot: Any, limit: int) -> Played:
    """Press Enter at every hand-off and take every turn by keys until the results show."""
    app = pilot.app
    played = Played()
    while not isinstance(app.screen, ResultsScreen):
        screen = app.screen
        if isinstance(screen, HandoffScreen):
            table = app.screen_stack[-2]
            assert isinstance(table, TrickTableScreen)
            public = table.view
            # Under the cover: the public view only, and the keyboard goes to whoever acts.
            assert public.viewer is None and public.seer_peek is None and table.cards == []
            assert screen.seat in table.match.acting_seats()
            played.handoffs.append(screen.seat)
            played.chooser_handoffs += public.chooser == screen.seat
            await pilot.press("enter")
            assert table.view.viewer == screen.seat
            continue
        assert isinstance(screen, TrickTableScreen)
        if screen.last_panel.display:
            played.seen_last_tricks.add(text_of(screen.last_panel))
        action = await play_turn(pilot)
        if action.startswith("take"):
            played.choices.append(action)
        assert len(played.handoffs) + len(played.choices) < limit
    return played


async def test_three_humans_play_a_whole_mixed_game_by_keys(leaks: list[int | None]) -> None:
    singles = ["undead", "dwarf", "dragon", "troll", "seer"]
    # From the seed: Box (already Mixed for three), Pair -> Gnomes & Giants, five singles.
    options = ["down", "down", "right", *singles_keys(singles)]
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Ann", "Ben", "Cid"], "5", options=options)
        table = app.screen_stack[-1]
        if isinstance(table, HandoffScreen):
            table = app.screen_stack[-2]
        assert isinstance(table, TrickTableScreen)
        match = table.match
        assert match.options == ClaimOptions(
            box="mixed", pair="gnomes-giants", singles=tuple(singles)
        )
        assert [len(hand) for hand in (match.view(s).hand for s in range(3))] == [12, 12, 12]

        played = await play_to_the_results(pilot, limit=200)

        assert leaks == []
        assert set(played.handoffs) == {0, 1, 2}
        assert played.choices, "a best placed player chose between two prizes"
        assert any("3rd" in text and "→" in text for text in played.seen_last_tricks)
        assert match.is_over
        body = text_of(app.screen.query_one("#results-body"))
        outcome = match.outcome()
        assert outcome is not None
        assert f"{match.names[outcome.winners[0]]}" in body and "★ winner" in body
        assert "Gnomes" in body and "Trolls" in body
        assert match.catalog.text(outcome.explanation[-1]) in " ".join(body.split())
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


async def test_four_humans_in_teams_play_a_whole_game_by_keys(leaks: list[int | None]) -> None:
    singles = ["undead", "dwarf", "doppelganger", "dragon", "seer"]
    options = ["down", "down", *singles_keys(singles)]  # Knights & Goblins, the default pair
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Ann", "Ben", "Cid", "Dan"], "2", options=options)
        match = next(s for s in app.screen_stack if isinstance(s, TrickTableScreen)).match
        assert match.options == ClaimOptions(
            box="mixed", pair="knights-goblins", singles=tuple(singles)
        )
        view = match.view(None)
        assert [match.catalog.text(name) for name in view.side_names] == ["Ann & Cid", "Ben & Dan"]

        played = await play_to_the_results(pilot, limit=250)

        assert leaks == []
        assert set(played.handoffs) == {0, 1, 2, 3}
        assert played.choices
        # The keyboard went straight to a prize chooser who was not the next to play.
        assert played.chooser_handoffs > 0
        assert any("4th" in text for text in played.seen_last_tricks)
        body = text_of(app.screen.query_one("#results-body"))
        assert "Ann & Cid" in body and "Ben & Dan" in body and "★ winners" in body
        outcome = match.outcome()
        assert outcome is not None
        assert match.catalog.text(outcome.explanation[-1]) in " ".join(body.split())
        winners = {match.names[seat] for seat in outcome.winners}
        assert winners in ({"Ann", "Cid"}, {"Ben", "Dan"}, {"Ann", "Ben", "Cid", "Dan"})
