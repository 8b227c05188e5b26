"""Several seats at the host's own terminal (issue 22: "keeps a seat or more at the host's own
terminal if asked"): played hot-seat among themselves, with the hand-off cover between them,
while the other seats play from their own terminals. A real host on loopback, real clients."""

from __future__ import annotations

from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.cli import build_parser
from tablebox.cli.host import here_seats
from tablebox.net.local_seats import LocalSeats
from tablebox.net.protocol import TakeBackAsked
from tablebox.net.remote import RemoteMatch
from tablebox.net.server import HostedGame
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.host import HostScreen, LocalJoinScreen
from tablebox.screens.match_screen import MatchScreen

from .conftest import SIZE, WAIT_LIMIT
from .test_net_app import settle
from .test_net_players import AutoPlayer, address, new_match, serve

MOVES = 12
"""Four tricks of three."""


async def test_two_seats_here_hand_off_between_themselves_while_a_third_plays_elsewhere() -> None:
    """Ann and Ben at the host's terminal, Cid on his own: the cover comes whenever the keyboard
    passes between Ann and Ben, the table never shows one's view while the other acts, and
    Cid's moves are drawn as they come."""
    game = HostedGame.of(new_match("claim", ["Ann", "Ben", "Cid"], None), computer_pause=0)
    server = await serve(game)
    codes = [game.codes[0] or "", game.codes[1] or ""]
    app = TableboxApp(language="en", computer_pause=0)
    cid: AutoPlayer | None = None
    try:
        async with app.run_test(size=SIZE) as pilot:
            app.push_screen(LocalJoinScreen(address(server), codes))
            await settle(pilot, lambda: isinstance(app.screen, (MatchScreen, HandoffScreen)))
            table = next(s for s in app.screen_stack if isinstance(s, MatchScreen))
            seats: Any = table.match
            assert isinstance(seats, LocalSeats)
            cid = AutoPlayer(await RemoteMatch.join(address(server), game.codes[2] or ""))
            cid.move()
            shown: list[tuple[str, int]] = []
            """What was on top, in order: ("cover", seat) or ("table", the seat it shows)."""

            def settled() -> bool:  # every move made is here, it is not Cid's turn, and the
                # cover or the acting seat's table is drawn
                if len(seats.actions) != len(game.match.actions):
                    return False
                acting = game.match.acting_seats()
                if acting == [2]:
                    return False
                if isinstance(app.screen, HandoffScreen):
                    return True
                viewer = table.view.viewer
                return (
                    app.screen is table
                    and acting == [viewer]
                    and (table.view == game.match.view(viewer))
                )

            while len(game.match.actions) < MOVES:
                await settle(pilot, settled)
                top = app.screen
                if isinstance(top, HandoffScreen):
                    shown.append(("cover", top.seat))
                    await pilot.press("enter")
                    await settle(pilot, lambda top=top: app.screen is not top)
                    continue
                assert top is table
                viewer = table.view.viewer
                if not shown or shown[-1] != ("table", viewer):
                    shown.append(("table", viewer))
                assert game.match.acting_seats() == [viewer], "the view of the seat that acts"
                # Everything played so far is drawn, Cid's moves too.
                assert table.view == game.match.view(viewer)
                before = len(game.match.actions)
                assert table.submit(table.view.decision.allowed[0].action)
                await settle(pilot, lambda before=before: len(game.match.actions) > before)
            assert cid.acted >= 3
            tables = [seat for kind, seat in shown if kind == "table"]
            assert {0, 1} <= set(tables)
            for at, (kind, seat) in enumerate(shown[1:], 1):
                previous = [s for k, s in shown[:at] if k == "table"]
                if kind == "table" and previous and previous[-1] != seat:
                    assert shown[at - 1] == ("cover", seat), f"no cover before {seat}: {shown}"
            assert all(seat in (0, 1) for kind, seat in shown if kind == "cover")
    finally:
        if cid is not None:
            await cid.match.aclose()
        await server.stop()


async def test_a_take_back_asked_elsewhere_is_answered_once_for_both_seats_here() -> None:
    """Rule of issue 22.6: a take-back needs every human seat's consent; the seats at one
    terminal answer it together, with one question."""
    match = new_match("claim", ["Ann", "Ben", "Cid"], None)
    game = HostedGame.of(match, computer_pause=0)
    server = await serve(game)
    try:
        first = match.acting_seats()[0]
        here = [s for s in range(3) if s != first]
        seats = await LocalSeats.join(address(server), [game.codes[s] or "" for s in here])
        heard: list[Any] = []
        seats.start(heard.append)
        asker = AutoPlayer(await RemoteMatch.join(address(server), game.codes[first] or ""))
        asker.move()
        await settle_plain(lambda: len(seats.actions) == 1)
        asker.match.take_back(first)
        await settle_plain(lambda: seats.asked is not None)
        asked = [m for m in heard if isinstance(m, TakeBackAsked)]
        assert set(asked[-1].waiting) == set(here)
        seats.answer_take_back(True)
        await settle_plain(lambda: len(match.takebacks) == 1)
        await settle_plain(lambda: len(seats.takebacks) == 1)
        questions = [m for m in heard if isinstance(m, TakeBackAsked) and m.waiting]
        assert len(questions) == 1, "one question for the two seats here"
        await seats.aclose()
        await asker.match.aclose()
    finally:
        await server.stop()


async def settle_plain(condition: Any) -> None:
    """Wait, with no app running, until the host and the seats reach ``condition()``."""
    from .test_net_players import until

    await until(lambda: bool(condition()), WAIT_LIMIT)


def test_here_seats_names_the_seats_played_at_the_host() -> None:
    parser = build_parser()
    args = parser.parse_args(
        ["host", "claim", "--players", "Ann,Ben,Cid", "--here-seats", "ben, Ann"]
    )
    assert args.here_seats == ["ben", "Ann"]
    match = new_match("claim", ["Ann", "Ben", "Cid"], None)
    assert here_seats(match, args.here_seats, args.here) == [1, 0]
    assert here_seats(match, None, True) == [0]
    assert here_seats(match, None, False) == []
    with pytest.raises(ValueError, match="Dan"):
        here_seats(match, ["Dan"], False)
    with pytest.raises(SystemExit):
        parser.parse_args(["host", "claim", "--here-seats", " , "])


async def test_the_host_screen_chooses_the_seats_played_here() -> None:
    app = TableboxApp(language="en", computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        match = new_match("claim", ["Ann", "Ben", "Cid"], None)
        from dataclasses import replace

        from tablebox.net.hosting import HostSettings

        screen = HostScreen(match, replace(HostSettings(), port=0))
        app.push_screen(screen)
        await settle(pilot, lambda: screen.host is not None)
        assert screen.here == [0]
        await pilot.press("2")
        assert screen.here == [0, 1]
        codes = str(screen.query_one("#host-codes").render())
        assert codes.count("(plays here)") == 2 and "Cid: " in codes
        assert "Ann and Ben" in str(screen.query_one("#host-hint").render())
        await pilot.press("1", "1", "3")
        assert screen.here == [0, 1, 2]
        await pilot.press("3")
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, (MatchScreen, HandoffScreen)))
        table = next(s for s in app.screen_stack if isinstance(s, MatchScreen))
        here: Any = table.match
        assert isinstance(here, LocalSeats)
        assert here.local_seats == [0, 1]
        hosted = screen.host.game if screen.host else None
        assert hosted is not None
        await settle(pilot, lambda: hosted.away() == [2])
        here.close()  # leaving the table stops hosting
        await settle(pilot, lambda: hosted.closed)
