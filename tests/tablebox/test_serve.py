"""``tablebox serve``: the games in a web browser, through textual-serve.

The server runs as a real subprocess on 127.0.0.1 and a free port. The browser is played by
this test, speaking the page's own protocol: fetch the page, open the websocket it names, send
``["resize", ...]`` and ``["stdin", keys]`` messages as the page's script does, and draw the
terminal output it receives on a ``pyte`` terminal emulator, whose screen text the steps wait
for (each with a deadline; a failure prints the emulated screen and the server's output). When
a Chromium binary is present, a real headless browser also loads the page and must draw the app.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pyte
import pytest

from tablebox import cli
from tablebox.serve import default_public_url

ROOT = Path(__file__).resolve().parents[2]
STEP = 30.0
"""Seconds each step may take: the app starts and draws slowly on a busy two-core machine."""
WIDTH, HEIGHT = 80, 24


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def end_group(process: subprocess.Popen[bytes]) -> None:
    """Stop ``process`` (SIGTERM; SIGKILL after 10 s), then whatever it started that is left:
    it leads its own process group."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=10)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


# -- the server -------------------------------------------------------------------------------


@dataclass
class Served:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")


@pytest.fixture
def served(save_dir: Path, tmp_path: Path) -> Iterator[Served]:
    """``tablebox serve`` on 127.0.0.1 and a free port, saving into the test's ``save_dir``; up
    and answering when given, and stopped (with every session it started) at the end."""
    port = free_port()
    log = tmp_path / "serve.log"
    env = dict(os.environ, TABLEBOX_SAVE_DIR=str(save_dir))
    command = [sys.executable, "-m", "tablebox", "serve", "--host", "127.0.0.1"]
    with log.open("wb") as out:
        process = subprocess.Popen(
            [*command, "--port", str(port)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    server = Served(f"http://127.0.0.1:{port}", process, log)
    try:
        deadline = time.monotonic() + STEP
        while True:
            if process.poll() is not None:
                pytest.fail(f"tablebox serve exited with {process.returncode}:\n{server.output()}")
            try:
                with urllib.request.urlopen(server.url + "/", timeout=5) as page:
                    assert page.status == 200
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(
                        f"tablebox serve did not answer in {STEP:.0f} s:\n{server.output()}"
                    )
                time.sleep(0.2)
        yield server
    finally:
        end_group(process)


# -- the browser's side of one session ------------------------------------------------------


class Terminal:
    """One browser session: the websocket and the terminal its output is drawn on."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse, served: Served) -> None:
        self.socket = socket
        self.served = served
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        self.stream = pyte.Stream(self.screen)
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    @property
    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    def row(self, label: str) -> int:
        """The first screen row that shows ``label`` (-1: none)."""
        return next((y for y, line in enumerate(self.screen.display) if label in line), -1)

    def line(self, label: str) -> str:
        y = self.row(label)
        return "" if y < 0 else self.screen.display[y].rstrip()

    def cursor_on(self, label: str) -> bool:
        """Whether the terminal's (hidden) cursor is on the row of ``label``: Textual keeps it at
        the focused input, for input methods."""
        return self.screen.cursor.y == self.row(label) >= 0

    async def press(self, *keys: str) -> None:
        """Keys as the page sends what is typed: one ``stdin`` message each."""
        for key in keys:
            await self.socket.send_str(json.dumps(["stdin", key]))

    async def wait_for(self, what: str, ready: Callable[[], bool], timeout: float = STEP) -> None:
        """Draw the output as it comes until ``ready()``; fail with the screen after
        ``timeout`` seconds or if the session ends."""
        deadline = time.monotonic() + timeout
        while not ready():
            left = deadline - time.monotonic()
            if left <= 0:
                self.fail(f"no {what} after {timeout:.0f} s")
            try:  # not receive(timeout=...): each of the server's pings would restart that
                async with asyncio.timeout(left):
                    message = await self.socket.receive()
            except TimeoutError:
                continue
            if message.type == aiohttp.WSMsgType.BINARY:
                self.stream.feed(self.decoder.decode(message.data))
            elif message.type != aiohttp.WSMsgType.TEXT and not ready():  # closed, or an error
                self.fail(f"the session ended ({message.type.name}) while waiting for {what}")

    async def wait_for_text(self, *texts: str) -> None:
        await self.wait_for(
            " and ".join(map(repr, texts)), lambda: all(t in self.text for t in texts)
        )

    def fail(self, problem: str) -> None:
        pytest.fail(
            f"{problem}. The screen:\n{'-' * WIDTH}\n{self.text}\n{'-' * WIDTH}\n"
            f"The server said:\n{self.served.output()}",
            pytrace=False,
        )


@pytest.fixture
async def terminal(served: Served) -> AsyncIterator[Terminal]:
    timeout = aiohttp.ClientTimeout(total=STEP)  # each request (and the websocket handshake)
    async with aiohttp.ClientSession(timeout=timeout) as http:
        async with http.get(served.url + "/") as response:
            assert response.status == 200
            page = await response.text()
        # The page's terminal element names the websocket; its script adds the size.
        found = re.search(r'data-session-websocket-url="([^"]+)"', page)
        assert found, page
        ws_url = found.group(1)
        assert ws_url == served.url.replace("http:", "ws:") + "/ws"
        script = re.search(r'<script src="([^"]+textual\.js)"', page)
        assert script, page
        async with http.get(script.group(1)) as response:
            assert response.status == 200
            assert len(await response.read()) > 100_000  # the xterm.js client
        async with http.ws_connect(f"{ws_url}?width={WIDTH}&height={HEIGHT}") as ws:
            await ws.send_str(json.dumps(["resize", {"width": WIDTH, "height": HEIGHT}]))
            yield Terminal(ws, served)


# -- playing in a browser session -----------------------------------------------------------


async def test_a_browser_session_plays_from_the_menu_through_a_hand_off(
    terminal: Terminal, served: Served, save_dir: Path
) -> None:
    assert f"tablebox: serving on {served.url} " in served.output()

    await terminal.wait_for_text("T A B L E B O X", "New game", "Continue", "Quit")

    # New game: the form, focus in Player 1's name.
    await terminal.press("n")
    await terminal.wait_for_text("New game", "Player 1", "Player 2", "Seed")
    await terminal.wait_for("the cursor in Player 1", lambda: terminal.cursor_on("Player 1"))
    await terminal.press(*"Ann")
    await terminal.wait_for("Ann as Player 1", lambda: "Ann" in terminal.line("Player 1"))
    # Enter moves on to the next name; wait until it has, so no key lands in the wrong field.
    await terminal.press("\r")
    await terminal.wait_for("the cursor in Player 2", lambda: terminal.cursor_on("Player 2"))
    await terminal.press(*"Ben")
    await terminal.wait_for("Ben as Player 2", lambda: "Ben" in terminal.line("Player 2"))
    assert re.search(r"Player 1\s+Ann\s", terminal.text), terminal.text
    await terminal.press("\r")  # on to the first optional name: left blank
    await terminal.wait_for("the cursor in Player 3", lambda: terminal.cursor_on("Player 3"))
    await terminal.press("\r")  # a blank optional name skips to the seed
    await terminal.wait_for("the cursor in Seed", lambda: terminal.cursor_on("Seed"))
    await terminal.press(*"7")  # the same deal every time
    await terminal.wait_for("seed 7", lambda: re.search(r"Seed\s+7\b", terminal.text) is not None)
    await terminal.press("\r")  # Enter in Seed starts

    # The table is covered until the first player takes the keyboard.
    handoff = re.compile(r"Pass the keyboard to (Ann|Ben)\b")
    await terminal.wait_for("a hand-off", lambda: bool(handoff.search(terminal.text)))
    found = handoff.search(terminal.text)
    assert found
    first = found.group(1)
    second = "Ben" if first == "Ann" else "Ann"
    # The sentence may wrap inside the cover's frame.
    assert "look away" in re.sub(r"[║\s]+", " ", terminal.text)
    assert "'s hand (" not in terminal.text

    await terminal.press("\r")
    await terminal.wait_for_text(f"{first}'s hand (13 cards)", "Trick 1 of 13", "Enter plays it")
    assert "Pass the keyboard" not in terminal.text
    # The app ran with the server's environment: the game is saved in TABLEBOX_SAVE_DIR.
    assert list(save_dir.glob("claim-*.json")), sorted(save_dir.parent.rglob("*"))

    # Playing the highlighted card passes the turn: the table is covered again for the other.
    await terminal.press("\r")
    await terminal.wait_for_text(f"Pass the keyboard to {second}")
    assert "'s hand (" not in terminal.text
    await terminal.press("\r")
    await terminal.wait_for_text(f"{second}'s hand (13 cards)")

    # Ctrl+C (SIGINT) stops the server at once, open session and all: the page is told the
    # session ended, the app quits, and the server exits cleanly.
    served.process.send_signal(signal.SIGINT)
    await terminal.wait_for("the end of the session", lambda: terminal.socket.closed, timeout=10)
    deadline = time.monotonic() + 10
    while served.process.poll() is None:
        assert time.monotonic() < deadline, f"still serving 10 s after Ctrl+C:\n{served.output()}"
        await asyncio.sleep(0.1)
    assert served.process.returncode == 0, served.output()


# -- in a real browser ------------------------------------------------------------------------

CHROMIUM = next(
    (
        found
        for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
        if (found := shutil.which(name))
    ),
    None,
)

SCREEN_STATE = """JSON.stringify((() => {
    const layer = document.querySelector('.xterm-screen canvas.xterm-text-layer');
    let colours = 0;
    if (layer) {
        const pixels = layer.getContext('2d').getImageData(0, 0, layer.width, layer.height).data;
        const seen = new Set();
        for (let i = 0; i < pixels.length && seen.size < 1000; i += 4) {
            seen.add(pixels.slice(i, i + 4).join());
        }
        colours = seen.size;
    }
    return {body: document.body ? document.body.className : '', terminal: !!layer, colours};
})())"""
"""What the page shows: its body's classes (``-first-byte`` once the app's output has been written
to the terminal), whether xterm.js drew its screen, and how many colours its text layer holds
(one while empty; glyphs bring hundreds of anti-aliased shades)."""


class DevTools:
    """Just enough of the Chrome DevTools protocol: calls over the browser's websocket."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket
        self.calls = 0

    async def call(self, method: str, session: str | None = None, **params: Any) -> Any:
        self.calls += 1
        request: dict[str, Any] = {"id": self.calls, "method": method, "params": params}
        if session is not None:
            request["sessionId"] = session
        await self.socket.send_str(json.dumps(request))
        async with asyncio.timeout(STEP):
            while True:
                answer = json.loads((await self.socket.receive()).data)
                if answer.get("id") == self.calls:
                    assert "error" not in answer, answer
                    return answer["result"]


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium binary (chromium) on this machine")
async def test_a_headless_browser_draws_the_app(served: Served, tmp_path: Path) -> None:
    """Chromium opens the page; the page runs the app and xterm.js draws its screen.

    (``--dump-dom`` or ``--screenshot`` after ``--virtual-time-budget`` come too early: virtual
    time does not wait for the websocket, so they see the page before the app's first output.
    The test asks the page over the DevTools protocol instead, until its screen is drawn.)"""
    assert CHROMIUM is not None
    profile = tmp_path / "chromium"
    browser = subprocess.Popen(
        [
            CHROMIUM,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            f"--user-data-dir={profile}",
            # Only 127.0.0.1 is reachable: the page's web font link fails at once.
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
            "--window-size=1024,768",
            "--remote-debugging-port=0",
            "about:blank",
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        active = profile / "DevToolsActivePort"  # the port, then the browser's websocket path
        deadline = time.monotonic() + STEP
        while len(lines := _lines(active)) < 2:
            assert browser.poll() is None, f"chromium exited with {browser.returncode}"
            assert time.monotonic() < deadline, "chromium opened no DevTools port"
            await asyncio.sleep(0.1)
        async with (
            aiohttp.ClientSession() as http,
            http.ws_connect(f"ws://127.0.0.1:{lines[0]}{lines[1]}", max_msg_size=0) as ws,
        ):
            devtools = DevTools(ws)
            target = await devtools.call("Target.createTarget", url=served.url + "/")
            attached = await devtools.call(
                "Target.attachToTarget", targetId=target["targetId"], flatten=True
            )
            session = attached["sessionId"]
            state: dict[str, Any] = {}
            deadline = time.monotonic() + STEP
            while not (
                "-first-byte" in state.get("body", "")
                and state.get("terminal")
                and state.get("colours", 0) >= 50
            ):
                assert time.monotonic() < deadline, (
                    f"the page did not draw the app in {STEP:.0f} s: {state}\n{served.output()}"
                )
                await asyncio.sleep(0.25)
                result = await devtools.call(
                    "Runtime.evaluate", session, expression=SCREEN_STATE, returnByValue=True
                )
                state = json.loads(result["result"]["value"])
    finally:
        end_group(browser)


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text().split()
    except OSError:
        return []


# -- the command --------------------------------------------------------------------------------


def test_without_the_web_extra_serve_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # import fails: not installed
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert cli.main(["serve"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == "tablebox serve needs the web extra: pip install 'tablebox[web]'\n"


def test_a_port_in_use_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert cli.main(["serve", "--port", str(port)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"tablebox: cannot serve on 127.0.0.1:{port}: ")
    assert captured.err.count("\n") == 1


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_bad_port_is_a_usage_error(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["serve", "--port", port]) == 2
    assert "argument --port" in capsys.readouterr().err


def test_the_help_says_another_host_exposes_the_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["serve", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "default 127.0.0.1" in text
    assert "exposes the games to the network" in text


def test_browsers_are_sent_to_an_address_they_can_reach() -> None:
    assert default_public_url("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert default_public_url("::1", 8080) == "http://[::1]:8080"
    assert default_public_url("0.0.0.0", 8000) == f"http://{socket.gethostname()}:8000"
