"""Headless players for the network tests (a real host on loopback, real websocket clients),
and the tests of the pieces they rest on: join codes, addresses, the wrong-code throttle."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebox import registry
from tablebox.controller import Match, Seat
from tablebox.engine import IllegalAction
from tablebox.net import codes
from tablebox.net.client import url_of
from tablebox.net.protocol import Update
from tablebox.net.remote import RemoteMatch
from tablebox.net.server import HostedGame, NetServer, Throttle


def new_match(game: str, names: list[str], save: Path | None, seed: int = 7, **kinds: str) -> Match:
    """A match of ``game`` (computer seats named in ``kinds``: name -> bot), saved at ``save``."""
    rules = registry.get(game)
    settle = getattr(rules.Options, "settle", None)
    options = settle({}, len(names), seed) if settle is not None else None
    seats = [Seat(n, "computer", kinds[n]) if n in kinds else Seat(n) for n in names]
    return Match.start(game, seats, options, seed=seed, save_path=save, autosave=save is not None)


async def serve(*games: HostedGame, base: float = 0.05) -> NetServer:
    """A host on a free loopback port."""
    server = NetServer(games, Throttle(base=base))
    await server.start("127.0.0.1", 0)
    return server


def address(server: NetServer) -> str:
    return f"127.0.0.1:{server.port}"


async def until(condition: Callable[[], bool], timeout: float = 20.0) -> None:
    """Wait until ``condition()`` holds (failing the test after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.005)


class AutoPlayer:
    """Plays one seat by picking among the options its view offers, and keeps every message
    it receives (``check`` is called on each, before anything else)."""

    def __init__(
        self,
        match: RemoteMatch,
        seed: int = 0,
        check: Callable[[RemoteMatch, Any], None] | None = None,
        playing: bool = True,
    ) -> None:
        self.match = match
        self.rng = random.Random(seed)
        self.check = check
        self.playing = playing
        self.received: list[Any] = []
        self.acted = 0
        match.start(self)

    def __call__(self, message: Any) -> None:
        if self.check is not None:
            self.check(self.match, message)
        self.received.append(message)
        if isinstance(message, Update):
            self.move()

    def move(self) -> None:
        match = self.match
        decision = getattr(match.view(), "decision", None)
        if not self.playing or decision is None or match.seat not in match.acting_seats():
            return
        try:
            match.act(match.seat, self.rng.choice(decision.allowed).action)
        except IllegalAction:  # the last move is not answered yet
            return
        self.acted += 1


async def join_all(
    server: NetServer, game: HostedGame, seats: list[int] | None = None, **kwargs: Any
) -> list[AutoPlayer]:
    """An auto-player joined at each human seat (or at ``seats``), each then making its move."""
    players = []
    for seat in seats if seats is not None else game.humans:
        code = game.codes[seat]
        assert code is not None
        match = await RemoteMatch.join(address(server), code)
        players.append(AutoPlayer(match, seed=seat, **kwargs))
    for player in players:
        player.move()
    return players


# -- the pieces -----------------------------------------------------------------------------------


def test_a_code_is_six_words_of_66_bits_and_differs_every_time() -> None:
    made = {codes.new_code() for _ in range(200)}
    assert len(made) == 200
    assert codes.code_bits() >= 64
    for code in made:
        words = code.split("-")
        assert len(words) == codes.CODE_WORDS
        assert all(word in codes.wordlist() for word in words)


def test_a_code_is_read_as_typed_in_any_case_and_spacing() -> None:
    table = [None, "alpha-beta-gamma-delta-omega-zebra", "one-two-three-four-five-six"]
    assert codes.seat_of(table, "  Alpha Beta GAMMA-delta  omega zebra ") == 1
    assert codes.seat_of(table, "one two three four five six") == 2
    assert codes.seat_of(table, "one two three four five") is None
    assert codes.seat_of(table, "") is None


def test_codes_are_kept_beside_the_save_for_its_owner_only(tmp_path: Path) -> None:
    save = tmp_path / "claim-x.json"
    first = codes.codes_for(save, [True, False, True])
    assert first[1] is None and first[0] and first[2]
    side = codes.side_file(save)
    assert side.exists() and side.stat().st_mode & 0o077 == 0
    assert codes.codes_for(save, [True, False, True]) == first
    # Other seats (a different game saved under the name): new codes, not the old ones.
    other = codes.codes_for(save, [True, True, True])
    assert all(other) and other[0] != first[0]
    side.write_text("{not json", encoding="utf-8")
    assert all(codes.codes_for(save, [True, True, True]))


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("127.0.0.1:9000", "ws://127.0.0.1:9000/play"),
        ("example.org", "ws://example.org:8765/play"),
        ("wss://example.org:443", "wss://example.org:443/play"),
        ("[::1]:9000", "ws://[::1]:9000/play"),
    ],
)
def test_an_address_is_taken_as_a_person_types_it(typed: str, url: str) -> None:
    assert url_of(typed) == url


def test_something_else_is_no_address() -> None:
    with pytest.raises(ValueError):
        url_of("http://example.org")


async def test_wrong_codes_from_one_address_wait_longer_and_longer() -> None:
    throttle = Throttle(base=0.1, limit=0.4, waiting=2)
    waits = [throttle.failed("a") for _ in range(4)]
    assert waits == pytest.approx([0.1, 0.2, 0.4, 0.4])  # at most the limit
    assert throttle.failed("b") == pytest.approx(0.1)  # another address is not slowed
    # Only so many refusals are held per address (issue 26: the queue per address is capped).
    assert throttle.hold("a") and throttle.hold("a")
    assert not throttle.hold("a")
    assert throttle.hold("b")
    throttle.release("a")
    assert throttle.held("a") == 1 and throttle.hold("a")


def test_the_host_says_who_can_join_and_what_is_open() -> None:
    from tablebox.catalog import Catalog
    from tablebox.net.hosting import HostSettings, announcement

    match = new_match("claim", ["Ann", "Ben", "Cid"], None, Cid="random")
    game = HostedGame.of(match)
    words = Catalog("en", match.names)
    here = "\n".join(announcement(match, game, HostSettings(), 9000, words))
    assert "127.0.0.1:9000" in here and "Only this machine can join" in here
    assert f"Ann: {game.codes[0]}" in here and f"Ben: {game.codes[1]}" in here
    assert "Cid:" not in here  # a computer's seat has no code
    opened = "\n".join(announcement(match, game, HostSettings(bind="0.0.0.0"), 9000, words))
    assert "anyone who can reach this machine" in opened and "nothing is encrypted" in opened
    secure = HostSettings(bind="192.0.2.7", cert="c.pem", key="k.pem")
    told = "\n".join(announcement(match, game, secure, 9000, words))
    assert "wss://192.0.2.7:9000" in told and "nothing is encrypted" not in told
