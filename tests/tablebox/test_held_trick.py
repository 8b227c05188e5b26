"""A trick a computer completes stays on the table (issue 26.4): the trick area goes on
showing it, its winner marked, until the next card is played; the keys act at once meanwhile."""

from __future__ import annotations

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.widgets.trick_area import WINNER_MARK

from .conftest import SIZE, computers_done, opened, play_turn, settled, text_of


def words(text: str) -> str:
    """Text without its line breaks (a long line wraps in the panel)."""
    return " ".join(text.split())


def computer_completed_a_trick_for_ann(table: TrickTableScreen) -> bool:
    """Ann's turn, no card of the new trick played yet, and the computer played last."""
    view = table.view
    last = getattr(view, "last_trick", None) or getattr(view, "previous_trick", None)
    return (
        view is not None
        and view.viewer == 0
        and not view.current_trick.plays
        and getattr(view, "chooser", None) is None
        and last is not None
        and last.plays[-1].seat == 1
    )


async def test_a_trick_completed_by_a_computer_stays_until_the_next_card() -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer")]
    match = Match.start("claim", seats, seed=7, autosave=False)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        for _ in range(40):
            if computer_completed_a_trick_for_ann(table):
                break
            await play_turn(pilot)
        else:
            raise AssertionError("no trick completed by the computer with Ann to lead")
        view = table.view
        winner = view.last_trick.winner
        shown = text_of(table.trick_panel)
        said = table.say(Message("common.ui.trick-held", {"seat": winner}))
        assert words(said) in words(shown)
        assert WINNER_MARK in shown
        # Ann's key acts at once: her card starts the next trick, and the held one goes.
        played = len(match.actions)
        await play_turn(pilot)
        assert len(match.actions) > played
        await settled(
            pilot,
            lambda: (
                WINNER_MARK not in text_of(table.trick_panel)
                or computer_completed_a_trick_for_ann(table)
            ),
            what="the next trick drawn",
        )
