"""What a hostile client tried against a host, and what the host does now (issue 26, section 7).

Every test uses real connections on loopback, as the other network tests do: a :class:`NetServer`
on a free port (with short timeouts, so that each test is over in a few seconds) or the
``tablebox host`` command itself, and raw websockets or TCP sockets for what a hostile program
sends. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import resource
import signal
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tablebox.net.client import open_socket
from tablebox.net.protocol import (
    MAX_CLIENT_MESSAGE,
    PROTOCOL_VERSION,
    Closing,
    Hello,
)
from tablebox.net.remote import RemoteMatch
from tablebox.net.server import HostedGame, NetServer, RefusalNotice, Throttle

from .test_net_players import address, new_match, until

WRONG = "abandon-ability-able-about-above-absent"


def _game() -> HostedGame:
    return HostedGame.of(new_match("claim", ["Ann", "Ben"], None), computer_pause=0)


async def _server(game: HostedGame, **settings: Any) -> NetServer:
    server = NetServer([game], **settings)
    await server.start("127.0.0.1", 0)
    return server


async def _answer(connection: Any, within: float = 5.0) -> Any:
    """The host's next :class:`Closing` (None: closed without one)."""
    while True:
        message = await asyncio.wait_for(connection.receive(), within)
        if message is None or isinstance(message, Closing):
            return message


async def test_the_right_code_is_welcomed_at_once_while_its_addresss_wrong_codes_wait() -> None:
    """Brute force from one address locks nobody else behind it out: the code is checked first,
    only refusals wait, and only a few of them are held per address."""
    game = _game()
    server = await _server(game, throttle=Throttle(base=4.0, limit=4.0, waiting=3))
    tries = []
    try:
        for _ in range(12):  # an attack from 127.0.0.1, as every player here joins from
            raw = await open_socket(address(server))
            await raw.send(Hello(version=PROTOCOL_VERSION, code=WRONG))
            tries.append(raw)
        await until(lambda: server.throttle.held("127.0.0.1") == 3)
        # Beyond the three held, each wrong code is refused at once, and told why.
        for raw in tries[3:]:
            answer = await _answer(raw)
            assert isinstance(answer, Closing) and answer.reason.key == "net.too-many-tries"
        # Meanwhile the right code from the same address opens its seat at once.
        ann = await RemoteMatch.join(address(server), game.codes[0] or "")
        assert ann.seat == 0
        assert server.throttle.held("127.0.0.1") == 3  # before any of them is answered
        await ann.aclose()
        # The held refusals come in their time, as wrong codes.
        for raw in tries[:3]:
            answer = await _answer(raw, within=10)
            assert isinstance(answer, Closing) and answer.reason.key == "net.wrong-code"
        assert server.throttle.held("127.0.0.1") == 0
    finally:
        for raw in tries:
            await raw.close()
        await server.stop()


async def test_the_hello_has_one_deadline_even_for_a_client_that_answers_pings() -> None:
    """Pings and pongs do not put off the hello's deadline (they restarted it before)."""
    server = await _server(_game(), hello_timeout=0.8, heartbeat=0.1)
    raw = await open_socket(address(server))
    try:
        socket = raw._socket
        start = time.monotonic()

        async def keep_pinging() -> None:
            while not socket.closed and time.monotonic() - start < 10:
                with contextlib.suppress(Exception):
                    await socket.ping()
                await asyncio.sleep(0.05)

        pinging = asyncio.create_task(keep_pinging())
        answer = await _answer(raw)
        assert isinstance(answer, Closing) and answer.reason.key == "net.hello-late"
        assert 0.7 < time.monotonic() - start < 4
        assert await _answer(raw) is None
        pinging.cancel()
        await until(lambda: not server.sockets)
    finally:
        await raw.close()
        await server.stop()


async def test_a_half_open_request_is_closed_after_a_few_seconds_and_a_player_is_not() -> None:
    game = _game()
    server = await _server(game, request_timeout=0.5)
    writers = []
    try:
        ann = await RemoteMatch.join(address(server), game.codes[0] or "")
        start = time.monotonic()
        for opening in (b"GET /play HTTP/1.1\r\nHost: x\r\n", b""):  # half a request; nothing
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writers.append(writer)
            writer.write(opening)
            await writer.drain()
            assert await asyncio.wait_for(reader.read(), 5) == b""  # closed by the host
        assert time.monotonic() - start < 4
        # A player's websocket is no unfinished request: it stays, however long it is quiet.
        assert game.players.keys() == {0} and ann.ended is None
        await ann.aclose()
    finally:
        for writer in writers:
            writer.close()
        await server.stop()


def _certificate(folder: Path) -> tuple[str, str]:
    """A self-signed certificate for 127.0.0.1 and its key (the test is skipped without openssl)."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    made = subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        capture_output=True,
    )  # fmt: skip
    if made.returncode != 0:
        pytest.skip("openssl cannot make a test certificate here")
    return str(cert), str(key)


def _half_a_client_hello() -> bytes:
    """The first half of a real TLS ClientHello, as a client stalled mid-handshake sent it."""
    outgoing = ssl.MemoryBIO()
    client = ssl.create_default_context().wrap_bio(ssl.MemoryBIO(), outgoing)
    with contextlib.suppress(ssl.SSLWantReadError):
        client.do_handshake()
    hello = outgoing.read()
    return hello[: len(hello) // 2]


async def test_an_unfinished_tls_handshake_is_closed_after_a_few_seconds_and_a_join_is_not(
    tmp_path: Path,
) -> None:
    """With ``--cert``, a client that never finishes the TLS handshake is closed after the same
    short deadline as a half-open request (asyncio's own is 60 s), quietly: no traceback, nothing
    for the loop's exception handler. A player joining meanwhile gets in."""
    from tablebox.net.client import trusting
    from tablebox.net.hosting import HostSettings

    cert, key = _certificate(tmp_path)
    game = _game()
    server = NetServer([game], request_timeout=0.5)
    loop = asyncio.get_running_loop()
    reported: list[dict[str, Any]] = []
    before = loop.get_exception_handler()
    loop.set_exception_handler(lambda _loop, context: reported.append(context))
    writers = []
    try:
        port = await server.start("127.0.0.1", 0, HostSettings(cert=cert, key=key).ssl_context())
        start = time.monotonic()
        stalled = []
        for opening in (b"", _half_a_client_hello()):  # nothing; half a ClientHello
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writers.append(writer)
            writer.write(opening)
            await writer.drain()
            stalled.append(reader)
        # While they hang, a player's handshake and join go through.
        ann = await RemoteMatch.join(f"wss://127.0.0.1:{port}", game.codes[0] or "", trusting(cert))
        assert ann.seat == 0
        for reader in stalled:
            assert await asyncio.wait_for(reader.read(), 5) == b""  # closed by the host
        assert time.monotonic() - start < 4
        # The player's connection is no unfinished handshake: it stays.
        assert game.players.keys() == {0} and ann.ended is None
        await ann.aclose()
    finally:
        for writer in writers:
            writer.close()
        await server.stop()
        loop.set_exception_handler(before)
    assert reported == []


@pytest.mark.parametrize("size", [4 * MAX_CLIENT_MESSAGE + 10, 1_000_000, 9_000_000])
async def test_a_frame_over_aiohttps_own_limit_is_refused_as_too_big(size: int) -> None:
    """Over 64 KiB aiohttp refuses a frame itself: the player is told why all the same."""
    game = _game()
    server = await _server(game)
    raw = await open_socket(address(server))
    try:
        # Sent while the answer is read: the host answers before the rest of a big frame is in.
        sending = asyncio.create_task(raw.send_raw("y" * size))
        answer = await _answer(raw)
        assert isinstance(answer, Closing) and answer.reason.key == "net.too-big"
        assert await _answer(raw) is None
        with contextlib.suppress(ConnectionError):
            await sending
    finally:
        await raw.close()
        await server.stop()


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "hello", "version": "1", "code": "x"}',
        '{"type": "hello", "version": 1.0, "code": "x"}',
        '{"type": "hello", "version": true, "code": "x"}',
        '{"type": "hello", "version": 1, "code": 5}',
    ],
)
async def test_a_hello_is_read_strictly(frame: str) -> None:
    server = await _server(_game())
    raw = await open_socket(address(server))
    try:
        await raw.send_raw(frame)
        answer = await _answer(raw)
        assert isinstance(answer, Closing) and answer.reason.key == "net.malformed"
    finally:
        await raw.close()
        await server.stop()


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "take-back-answer", "agree": "yes"}',
        '{"type": "take-back-answer", "agree": 1}',
        '{"type": "act", "action": 3}',
    ],
)
async def test_a_players_message_is_read_strictly(frame: str) -> None:
    game = _game()
    server = await _server(game)
    raw = await open_socket(address(server))
    try:
        await raw.send(Hello(version=PROTOCOL_VERSION, code=game.codes[1] or ""))
        await raw.send_raw(frame)
        answer = await _answer(raw)
        assert isinstance(answer, Closing) and answer.reason.key == "net.malformed"
        assert len(game.match.actions) == 0
    finally:
        await raw.close()
        await server.stop()


def test_refused_connections_are_told_once_then_counted() -> None:
    told: list[Any] = []
    notice = RefusalNotice(told.append, every=60)
    for _ in range(1000):
        notice.refused("Too many open files")
    assert [m.key for m in told] == ["net.cli-refused"]
    notice._last = time.monotonic() - 61  # a minute on
    notice.refused("Too many open files")
    assert told[-1].key == "net.cli-refused-again" and told[-1].params["n"] == 1000


# -- the real command, out of descriptors ---------------------------------------------------------

DESCRIPTORS = 48
"""The host's descriptor limit in the test below: a few dozen connections exhaust it."""


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (DESCRIPTORS, DESCRIPTORS))


@pytest.mark.skipif(sys.platform != "linux", reason="descriptor limits as Linux has them")
async def test_a_host_out_of_descriptors_says_so_once_and_lets_a_player_in_again(
    tmp_path: Any,
) -> None:
    from .test_net import CODE_LINE, _free_port

    port = _free_port()
    env = {**os.environ, "TABLEBOX_SAVE_DIR": str(tmp_path), "TABLEBOX_LANG": "en"}
    command = [
        "host",
        "claim",
        "--players",
        "Ann,Ben",
        "--port",
        str(port),
        "--computer-pause",
        "0",
    ]
    process = subprocess.Popen(
        [sys.executable, "-m", "tablebox", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        preexec_fn=_limited,
    )
    lines: list[str] = []
    assert process.stdout is not None
    reading = threading.Thread(target=lambda: lines.extend(process.stdout or []), daemon=True)
    reading.start()
    writers = []
    try:
        await until(lambda: any("Ctrl+C" in line for line in lines), timeout=30)
        codes = dict(CODE_LINE.findall("".join(lines)))
        # Half requests, more than the host has descriptors for.
        for _ in range(DESCRIPTORS + 10):
            _, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"GET /play HTTP/1.1\r\nHost: x\r\n")
            writers.append(writer)
        await until(lambda: any("could not be taken" in line for line in lines), timeout=10)
        # The half-open connections are closed after a few seconds: a player gets in.
        ann = await asyncio.wait_for(RemoteMatch.join(f"127.0.0.1:{port}", codes["Ann"]), 20)
        assert ann.seat == 0
        await ann.aclose()
    finally:
        for writer in writers:
            writer.close()
        process.send_signal(signal.SIGINT)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        reading.join(5)
    output = "".join(lines)
    assert "Traceback" not in output
    assert len(re.findall("could not be taken", output)) == 1  # once, not once per try


# -- the command line -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "meant"), [("dwarf_king", "dwarf-king"), ("Oriflame", "oriflamme")]
)
def test_host_with_a_misspelt_game_is_a_usage_error_naming_the_game_meant(
    typed: str, meant: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from tablebox.cli import main

    assert main(["host", typed, "--players", "Ann,Ben,Cid", "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert "Traceback" not in error
    assert f"unknown game {typed!r}" in error and f"did you mean {meant}?" in error


def test_host_with_an_unknown_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    from tablebox.cli import main

    assert main(["host", "chess", "--players", "Ann,Ben", "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert "unknown game 'chess'" in error and "did you mean" not in error
