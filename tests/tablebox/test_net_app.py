"""Network seats in the app, driven by keys (issue 22): the join screen, the game's own table
showing one seat, the waiting and away notices, a take-back asked by another player, the host
leaving; and hosting from the New game screen. A real host runs on loopback in the test's
event loop, the other players are headless websocket clients."""

from __future__ import annotations

from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.net.remote import RemoteMatch
from tablebox.net.server import HostedGame
from tablebox.screens.join import JoinScreen
from tablebox.screens.join_follow import TakeBackQuestion
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.menu import MenuScreen

from .conftest import SIZE, WAIT_LIMIT, settled
from .test_net_players import AutoPlayer, address, new_match, serve


async def join_by_form(pilot: Any, host: str, code: str) -> None:
    """Join a game from the menu's Join screen, the form filled in at once (typing it key by
    key is tested once, on the join screen's own test)."""
    await pilot.press("j")
    await settled(pilot, lambda: isinstance(pilot.app.screen, JoinScreen), what="JoinScreen")
    screen = pilot.app.screen
    assert isinstance(screen, JoinScreen)
    screen.query_one("#join-address").value = host
    screen.query_one("#join-code").value = code
    screen.query_one("#join-code").focus()
    await pilot.press("enter")


def notices(app: Any) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def settle(pilot: Any, condition: Any, timeout: float = WAIT_LIMIT) -> None:
    """Let the app and the host run until ``condition()`` holds (the shared :func:`settled`)."""
    await settled(pilot, condition, timeout=timeout, what="the app and the host")
    await pilot.pause()  # and the table draws what the condition saw arrive


async def test_join_screen_refuses_a_wrong_code_then_opens_the_seats_table() -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)
    server = await serve(game)
    app = TableboxApp(language="en")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("j")
            await settled(
                pilot,
                lambda: isinstance(app.screen, JoinScreen),
                what="JoinScreen on top",
            )
            await pilot.press(*address(server), "enter")
            await pilot.press(*"wrong words here", "enter")
            problem = app.screen.query_one("#join-problem")
            await settle(pilot, lambda: "Not joined" in str(problem.render()))
            assert "opens no seat" in str(problem.render())
            code = app.screen.query_one("#join-code")
            code.value = game.codes[1] or ""
            await pilot.press("enter")
            await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
            table = app.screen
            assert isinstance(table.match, RemoteMatch)
            assert table.view.viewer == 1  # Ben's own view, nobody else's
            assert table.view == game.match.view(1)
    finally:
        await server.stop()


async def test_waiting_away_and_back_then_the_others_move_is_drawn() -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)
    server = await serve(game)
    app = TableboxApp(language="en")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await join_by_form(pilot, address(server), game.codes[0] or "")
            await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
            await settle(pilot, lambda: "Waiting for: Ben" in notices(app))
            ben = AutoPlayer(await RemoteMatch.join(address(server), game.codes[1] or ""))
            await settle(pilot, lambda: "Waiting for: Ben" not in notices(app))
            # Ann plays by key: Ben's client sees it, and his answer is drawn on Ann's table.
            table = app.screen
            assert isinstance(table, MatchScreen)
            assert game.match.acting_seats() == [0]
            await pilot.press("enter")
            await settle(pilot, lambda: len(game.match.actions) >= 2)
            await settle(pilot, lambda: len(table.match.actions) == len(game.match.actions))
            assert table.view == game.match.view(0)
            assert ben.acted >= 1
            # Ben drops: Ann is told the game waits; he is back: told that too.
            ben.playing = False
            await ben.match.aclose()
            await settle(pilot, lambda: "Ben is away: the game waits." in notices(app))
            back = await RemoteMatch.join(address(server), game.codes[1] or "")
            await settle(pilot, lambda: "Ben is back." in notices(app))
            assert "Ben is away: the game waits." not in notices(app)
            await back.aclose()
    finally:
        await server.stop()


async def test_a_take_back_asked_by_another_player_is_a_question_answered_by_a_key() -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)
    server = await serve(game)
    app = TableboxApp(language="en")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await join_by_form(pilot, address(server), game.codes[1] or "")
            await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
            ann = AutoPlayer(await RemoteMatch.join(address(server), game.codes[0] or ""))
            ann.move()
            await settle(pilot, lambda: len(game.match.actions) == 1)
            ann.playing = False
            ann.match.take_back(0)
            await settle(pilot, lambda: isinstance(app.screen, TakeBackQuestion))
            assert "Ann asks to take back" in app.screen.question
            await pilot.press("y")
            await settle(pilot, lambda: len(game.match.actions) == 0)
            await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
            assert len(app.screen.match.takebacks) == 1
    finally:
        await server.stop()


async def test_the_host_leaving_is_said_and_the_player_is_back_at_the_menu() -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)
    server = await serve(game)
    app = TableboxApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        await join_by_form(pilot, address(server), game.codes[0] or "")
        await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
        await server.stop()
        await settle(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert any("the host has ended the game" in note for note in notices(app))


async def test_host_a_game_from_the_new_game_screen_and_play_its_first_seat() -> None:
    """(The screen hosts on the usual port, or on any free one when that is taken.)"""
    from tablebox.screens.host import HostScreen

    app = TableboxApp(language="en", computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", *"Ann", "enter", *"Ben", "enter", "enter")
        form = app.screen
        form.query_one("#host").press()
        await settle(pilot, lambda: isinstance(app.screen, HostScreen))
        screen = app.screen
        await settle(pilot, lambda: screen.host is not None)
        codes = str(screen.query_one("#host-codes").render())
        assert "Ann: " in codes and "Ben: " in codes
        hosted = screen.host.game
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
        assert app.screen.match.seat == 0
        port = screen.host.port if screen.host else None
        ben = await RemoteMatch.join(f"127.0.0.1:{port}", hosted.codes[1] or "")
        assert ben.seat == 1
        await ben.aclose()
        await pilot.press("q")  # leaving the table stops hosting: the players are told
        await settle(pilot, lambda: hosted.closed)


GAMES = [
    ("claim", ["Ann", "Ben"]),
    ("dwarf-king", ["Ann", "Ben", "Cid"]),
    ("oriflamme", ["Ann", "Ben", "Cid"]),
    ("truel", ["Ann", "Ben", "Cid"]),
    ("thrones", ["Ann", "Ben", "Cid"]),
]


@pytest.mark.parametrize(("game_id", "names"), GAMES, ids=[g for g, _ in GAMES])
async def test_every_games_own_table_plays_a_seat_at_a_host(game_id: str, names: list[str]) -> None:
    """The table of each game drives a RemoteMatch as it drives a Match: it shows the seat's
    view, and its own submit sends the seat's move to the host."""
    game = HostedGame.of(new_match(game_id, names, None), computer_pause=0)
    server = await serve(game)
    seat = game.match.acting_seats()[0]
    others = [
        AutoPlayer(await RemoteMatch.join(address(server), game.codes[s] or ""), playing=False)
        for s in range(len(names))
        if s != seat
    ]
    app = TableboxApp(language="en")
    try:
        async with app.run_test(size=SIZE) as pilot:
            code = game.codes[seat] or ""
            await join_by_form(pilot, address(server), code)
            await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
            table = app.screen
            assert isinstance(table, MatchScreen)
            assert table.view == game.match.view(seat)
            option = table.view.decision.allowed[0]
            assert table.submit(option.action)
            await settle(pilot, lambda: len(game.match.actions) == 1)
            await settle(pilot, lambda: all(len(p.match.actions) == 1 for p in others))
            await settle(pilot, lambda: table.view == game.match.view(seat))
    finally:
        await server.stop()


async def test_a_lost_connection_brings_back_the_join_form_filled_in() -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)
    server = await serve(game)
    app = TableboxApp(language="en")
    async with app.run_test(size=SIZE) as pilot:
        code = game.codes[0] or ""
        await join_by_form(pilot, address(server), code)
        await settle(pilot, lambda: isinstance(app.screen, MatchScreen))
        for socket in list(server.sockets):  # the network goes, with no word from the host
            await socket.close()
        await settle(pilot, lambda: isinstance(app.screen, JoinScreen))
        assert app.screen.query_one("#join-address").value == address(server)
        assert app.screen.query_one("#join-code").value == code
        assert any("connection to the host was lost" in note for note in notices(app))
    await server.stop()
