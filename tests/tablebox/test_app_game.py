"""Playing Claim at the table with the keyboard only: hot-seat hand-offs, computers, refusals."""

from __future__ import annotations

import itertools
from pathlib import Path

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, play_turn, start_from_new_game, text_of


async def test_two_humans_play_a_whole_game_by_keys(leaks: list[int | None]) -> None:

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Alice", "Bob"], "7")
        match = next(s for s in app.screen_stack if isinstance(s, TrickTableScreen)).match
        assert match.seed == 7 and match.names == ["Alice", "Bob"]
        handoffs: list[int] = []
        turns = 0
        while not isinstance(app.screen, ResultsScreen):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                table = app.screen_stack[-2]
                assert isinstance(table, TrickTableScreen)
                # Under the cover the table shows only the public view: no hand at all.
                assert table.view.viewer is None
                assert table.cards == []
                assert "hidden" in text_of(table.hand)
                assert table.match.keyboard_holder != screen.seat
                assert f"Pass the keyboard to {table.match.names[screen.seat]}" in text_of(
                    screen.query_one("#handoff-title")
                )
                handoffs.append(screen.seat)
                await pilot.press("enter")
                assert table.view.viewer == screen.seat
                continue
            assert isinstance(screen, TrickTableScreen)
            await play_turn(pilot)
            turns += 1
            assert turns < 80, "the game should end after 26 tricks"

        assert leaks == []
        assert set(handoffs) == {0, 1}
        assert len(handoffs) >= 20
        assert all(a != b for a, b in itertools.pairwise(handoffs))
        assert match.is_over
        body = text_of(app.screen.query_one("#results-body"))
        assert "Ranking" in body and "Gnomes" in body and "Seers" in body
        winner = match.names[match.outcome().winners[0]]
        assert f"{winner}  " in body and "★ winner" in body
        assert match.outcome().explanation[-1] in " ".join(body.split())
        await pilot.press("enter")
        assert isinstance(app.screen, MenuScreen)


async def test_human_against_computer_never_hands_off() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Alice", "Robot"], "11", computer=1)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert [seat.kind for seat in table.match.seats] == ["human", "computer"]
        turns = 0
        while not isinstance(app.screen, ResultsScreen):
            assert not isinstance(app.screen, HandoffScreen)
            assert app.screen.view.viewer == 0  # always Alice's own view
            await play_turn(pilot)
            turns += 1
            assert turns < 40
        assert table.match.is_over
        winners = table.match.outcome().winners
        assert table.match.names[winners[0]] in text_of(app.screen.query_one("#results-body"))


def must_follow_position(match: Match) -> Match:
    """Play the first legal action until the acting seat holds a card it may not play."""
    while not match.is_over:
        seat = match.acting_seats()[0]
        hand = match.view(seat).hand or []
        if any(card.why_not and card.why_not.startswith("must follow") for card in hand):
            return match
        match.act(seat, match.legal_actions(seat)[0])
    raise AssertionError("no must-follow position in this game")


async def test_an_illegal_play_is_refused_with_its_reason() -> None:
    match = must_follow_position(
        Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=7, autosave=False)
    )
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        dimmed = next(i for i, card in enumerate(table.cards) if not card.playable)
        while table.cursor != dimmed:
            await pilot.press("l")  # vi keys work as well as the arrows
        card = table.cards[dimmed]
        assert f"cannot be played now: {card.why_not}" in text_of(table.hand)

        actions, state, view = list(match.actions), match.state, table.view
        await pilot.press("enter")
        await pilot.pause()
        assert match.actions == actions and match.state is state
        assert table.view is view and table.cursor == dimmed
        reason = f"{card.label}: you {card.why_not}"
        assert reason in text_of(table.hand)
        assert any(reason in note.message for note in app._notifications)


async def test_log_scrolls_rules_open_over_the_table_and_q_leaves() -> None:
    match = Match.start("claim", [Seat("Alice"), Seat("Bot", "computer")], seed=3)
    for _ in range(8):
        match.play_computers()
        match.act(0, match.legal_actions(0)[0])
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        log = table.game_log
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y  # newest at the bottom
        await pilot.press("pageup")
        assert log.scroll_y < log.max_scroll_y
        await pilot.press("pagedown")
        assert log.scroll_y == log.max_scroll_y

        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "RulesScreen"
        await pilot.press("escape")
        assert app.screen is table
        await pilot.press("f1", "escape")
        assert app.screen is table
        await pilot.press("q")
        assert isinstance(app.screen, MenuScreen)
        assert any("Game saved" in note.message for note in app._notifications)


async def test_a_failing_autosave_is_shown(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    match = Match.start(
        "claim", [Seat("Alice"), Seat("Bot", "computer")], save_path=blocker / "game.json"
    )
    assert match.save_problem
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        assert "not saved" in text_of(table.status)
        assert any(note.title == "Autosave failed" for note in app._notifications)


async def test_two_computers_play_to_the_end() -> None:
    match = Match.start("claim", [Seat("A", "computer"), Seat("B", "computer")], seed=5)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ResultsScreen)
        assert match.is_over
