"""Joining a hosted game from a real browser (issue 22): Chromium, driven by Playwright, opens
``tablebox serve``, joins a game hosted on loopback with a seat's code from the menu's *Join a
game*, plays a card by keys and another by two mouse clicks, and sees the other player's moves
arrive.

What the page draws is read from the page's own websocket: Playwright hands over every frame the
page receives, and the terminal output in them is drawn on a ``pyte`` terminal the size the page
asked for, which is what xterm.js draws on the page's canvas.

Skipped, saying why, where Playwright for Python or a Chromium binary (Debian's ``chromium``
package) cannot be had.
"""

from __future__ import annotations

import asyncio
import codecs
import json
import shutil
import time
from collections.abc import Callable
from typing import Any

import pyte
import pytest

from tablebox.net.remote import RemoteMatch
from tablebox.net.server import HostedGame

from .test_net_players import AutoPlayer, address, new_match, serve, until
from .test_serve import (  # noqa: F401 (the fixtures: `tablebox serve` running, its page)
    Served,
    Terminal,
    served,
    terminal,
)

try:
    from playwright import async_api as playwright_api
except ImportError:  # not a test dependency: the page-level test below covers the join anywhere
    playwright_api = None
CHROMIUM = next(
    (found for name in ("chromium", "chromium-browser") if (found := shutil.which(name))), None
)
needs_a_browser = pytest.mark.skipif(
    playwright_api is None or CHROMIUM is None,
    reason="needs Playwright for Python (pip install playwright) and a Chromium binary",
)
STEP = 30.0


class PageScreen:
    """The page's terminal, drawn from the frames its websocket receives."""

    def __init__(self) -> None:
        self.screen: pyte.Screen | None = None
        self.stream: pyte.Stream | None = None
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.pending: list[str] = []

    def sent(self, payload: str | bytes) -> None:
        """The page's resize message gives the terminal's size."""
        if isinstance(payload, bytes):
            return
        try:
            message = json.loads(payload)
        except ValueError:
            return
        if isinstance(message, list) and message and message[0] == "resize":
            size = message[1]
            if self.screen is None:
                self.screen = pyte.Screen(size["width"], size["height"])
                self.stream = pyte.Stream(self.screen)
                for text in self.pending:
                    self.stream.feed(text)
            else:
                self.screen.resize(size["height"], size["width"])

    def received(self, payload: str | bytes) -> None:
        if not isinstance(payload, bytes):
            return
        text = self.decoder.decode(payload)
        if self.stream is None:
            self.pending.append(text)
        else:
            self.stream.feed(text)

    @property
    def lines(self) -> list[str]:
        return [] if self.screen is None else list(self.screen.display)

    def cursor_row(self) -> int:
        return -1 if self.screen is None else self.screen.cursor.y

    @property
    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.lines)

    async def wait_for(self, what: str, ready: Callable[[], bool]) -> None:
        deadline = time.monotonic() + STEP
        while not ready():
            if time.monotonic() > deadline:
                pytest.fail(f"no {what} in the browser after {STEP:.0f} s:\n{self.text}")
            await asyncio.sleep(0.05)


@needs_a_browser
async def test_a_browser_joins_with_a_code_and_plays_by_keys_and_by_clicks(
    served: Served,  # noqa: F811 (the fixture imported above)
) -> None:
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None, seed=3), computer_pause=0)
    server = await serve(game)
    ben = AutoPlayer(await RemoteMatch.join(address(server), game.codes[1] or ""))
    drawn = PageScreen()
    async with playwright_api.async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            page = await browser.new_page(viewport={"width": 1100, "height": 700})

            def watch(socket: Any) -> None:
                socket.on("framesent", drawn.sent)
                socket.on("framereceived", drawn.received)

            page.on("websocket", watch)
            await page.goto(served.url + "/")
            await drawn.wait_for("main menu", lambda: "Join a game" in drawn.text)
            await page.focus(".xterm-helper-textarea")  # the terminal has the keyboard
            await page.keyboard.press("j")
            await drawn.wait_for("join screen", lambda: "The host's address" in drawn.text)
            await page.keyboard.type(address(server))
            await page.keyboard.press("Enter")
            # Textual keeps the terminal's cursor at the focused field: on to the code.
            code_row = next(y for y, line in enumerate(drawn.lines) if "join code" in line) + 2
            await drawn.wait_for("the code field", lambda: drawn.cursor_row() == code_row)
            await page.keyboard.type(game.codes[0] or "")
            await page.keyboard.press("Enter")
            await drawn.wait_for("Ann's table", lambda: "Ann's hand" in drawn.text)

            # By keys: Enter plays the highlighted card; Ben's answer is drawn in the browser.
            assert game.match.acting_seats() == [0]
            await page.keyboard.press("Enter")
            await until(lambda: len(game.match.actions) >= 2, STEP)
            await drawn.wait_for("Ben's move", lambda: "Ben plays" in drawn.text)
            assert "Ann plays" in drawn.text

            # By the mouse: once it is Ann's turn again, two clicks on a card she may play.
            await until(lambda: game.match.acting_seats() == [0] and not ben.match.is_over, STEP)
            await drawn.wait_for("Ann's turn", lambda: "Enter plays it" in drawn.text)
            made = len(game.match.actions)
            x, y = await _playable_card(page, drawn)
            await page.mouse.click(x, y)
            await page.mouse.click(x, y)
            await until(lambda: len(game.match.actions) > made, STEP)
            assert game.match.actions[made].seat == 0
            await until(lambda: len(ben.match.actions) > made, STEP)
        finally:
            await browser.close()
            await ben.match.aclose()
            await server.stop()


async def _playable_card(page: Any, drawn: PageScreen) -> tuple[float, float]:
    """Where on the page a card of Ann's hand that she may play is drawn (a playable card's
    frame is closed by a plain line, a refused one's by a dashed line with a cross)."""
    lines = drawn.lines
    header = next(y for y, line in enumerate(lines) if "Ann's hand" in line)
    # The cards' bottom edge (the cards are taller in a larger terminal): the highlighted
    # card's is heavy, another playable one's rounded.
    bottom = next(y for y in range(header + 1, len(lines)) if "┗" in lines[y])
    corner = "╰" if "╰" in lines[bottom] else "┗"
    column = lines[bottom].index(corner) + 2
    box = await page.locator(".xterm-screen").bounding_box()
    assert box is not None and drawn.screen is not None
    width = box["width"] / drawn.screen.columns
    height = box["height"] / drawn.screen.lines
    return box["x"] + (column + 0.5) * width, box["y"] + (bottom - 1.5) * height


async def test_a_served_page_joins_with_a_code_and_plays(
    terminal: Terminal,  # noqa: F811
    served: Served,  # noqa: F811 (the fixture imported above)
) -> None:
    """The same join through the page's own websocket, drawn on a terminal emulator as the page
    draws it (no browser binary needed, so this runs wherever the tests do)."""
    game = HostedGame.of(new_match("claim", ["Ann", "Ben"], None, seed=3), computer_pause=0)
    server = await serve(game)
    ben = AutoPlayer(await RemoteMatch.join(address(server), game.codes[1] or ""))
    try:
        await terminal.wait_for_text("Join a game")
        await terminal.press("j")
        await terminal.wait_for_text("The host's address")
        await terminal.press(*address(server), "\r")
        # Textual keeps the terminal's cursor in the focused field, under its label.
        code_row = terminal.row("join code") + 2
        await terminal.wait_for("the code field", lambda: terminal.screen.cursor.y == code_row)
        await terminal.press(*(game.codes[0] or ""), "\r")
        await terminal.wait_for_text("Ann's hand")
        assert "Pass the keyboard" not in terminal.text  # a seat of one's own: no hand-off

        await terminal.press("\r")  # Enter plays the highlighted card; Ben answers
        await until(lambda: len(game.match.actions) >= 2, STEP)
        await terminal.wait_for_text("Ann plays", "Ben plays")
        assert game.match.actions[0].seat == 0
    finally:
        await ben.match.aclose()
        await server.stop()
