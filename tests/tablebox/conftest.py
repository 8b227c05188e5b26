"""Shared fixtures and helpers for the tablebox tests.

Every test saves into its own temporary folder. The app tests drive the app the way a person
would, by pressing keys; the helpers below take one turn or fill in the New game screen.

Pilot tests never depend on the machine's speed: they wait for the condition they then check,
through the one shared helper :func:`settled` (``await settled(pilot, lambda: ..., what=...)``),
never a fixed number of ``pilot.pause()`` calls or a fixed sleep before reading the screen.
Computer seats choose in a Textual thread worker. The app tests run with no pause after a
computer's move, and :func:`computers_done` waits (through :func:`settled`) until every computer
move that is due has been made and drawn.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel

from games.claim.view import ClaimView
from tablebox.saves import SAVE_DIR_VARIABLE

SIZE = (80, 24)
"""The smallest terminal tablebox supports; every app test runs at this size."""


@pytest.fixture(autouse=True)
def save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves and the Continue list use a fresh folder, never the player's real saves."""
    folder = tmp_path / "saves"
    monkeypatch.setenv(SAVE_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_computer_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables go straight on after a computer's move (the app's default pauses, for people)."""
    import tablebox.app

    monkeypatch.setattr(tablebox.app, "COMPUTER_PAUSE", 0.0)


@pytest.fixture(autouse=True)
def no_results_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Thrones table shows its results without waiting for a key (issue 27.2: the app's
    default waits, for people); the tests of that pause turn it back on."""
    from tablebox.tables.thrones import results_pause

    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", False)


WAIT_LIMIT = 60.0
"""Seconds :func:`settled` waits by default: generous, for a loaded machine; a test that passes
never waits that long, as :func:`settled` returns as soon as its condition holds."""


async def settled(
    pilot: Any,
    condition: Callable[[], object],
    *,
    timeout: float = WAIT_LIMIT,
    what: str = "the condition",
) -> None:
    """Let the app run until ``condition()`` is true: THE shared wait of the pilot tests.

    Signature: ``await settled(pilot, condition, *, timeout=60.0, what="the condition")``.

    It first lets the app handle the messages already pending (``pilot.pause(0)``: the current
    screen's and the app's queues, so a key's screen push or pop is done and an old state never
    passes for the new one), then checks ``condition()`` every 10 ms of running app
    (``pilot.pause(0.01)``: timers, refreshes, thread workers and the network move on meanwhile)
    and returns as soon as it holds, so it costs next to nothing on a quick machine. The limit
    is wall-clock (``timeout`` seconds), not a count of rounds, so a slow or busy machine only
    makes it take longer. A condition that raises
    (a widget not mounted yet, an ``assert`` inside it) counts as not yet true; on time-out the
    test fails with an AssertionError naming ``what`` it waited for, chained to the condition's
    last error.

    Use it wherever a test reads the screen or the app's state after something that takes
    effect later (a key whose handler pushes a screen, starts a worker or a timer, or
    refreshes), e.g. ``await settled(pilot, lambda: isinstance(app.screen, ChartScreen),
    what="the chart screen")``.
    """
    deadline = time.monotonic() + timeout
    await pilot.pause()
    while True:
        try:
            if condition():
                return
            last: Exception | None = None
        except Exception as error:  # not there yet; reported on time-out
            last = error
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f} s for {what}, in vain") from last
        await pilot.pause(0.01)


def opened(app: Any) -> bool:
    """A :func:`settled` condition for an app started on a match (``TableboxApp(match)``): its
    first step is up and mounted above the menu (the table, the hand-off cover over it, or the
    screen the table leaves for)."""
    return len(app.screen_stack) > 1 and app.screen.is_mounted


def palette_offers(app: Any, typed: str) -> bool:
    """A :func:`settled` condition: the command palette's search (run in the background) has
    highlighted a command whose words hold ``typed``, so Enter now runs it."""
    from textual.command import CommandList

    found = app.screen.query(CommandList)
    if not found or found.first().highlighted is None:
        return False
    commands = found.first()
    assert commands.highlighted is not None
    prompt = commands.get_option_at_index(commands.highlighted).prompt
    text = getattr(prompt, "plain", None) or str(prompt)
    return typed.lower() in text.lower()


@pytest.fixture
def snap_compare(snap_compare: Callable[..., bool]) -> Callable[..., bool]:
    """pytest-textual-snapshot's ``snap_compare``, with the same arguments, but the picture
    waits for the app: first its first screen is up and mounted (the table of a match it was
    started on, see :func:`opened`), then ``run_before`` runs and the ``press`` keys are
    pressed. A ``run_before`` must itself wait (:func:`settled`) for what it brings about."""
    plugin = snap_compare

    def compare(
        app: Any,
        press: Sequence[str] = (),
        terminal_size: tuple[int, int] = SIZE,
        run_before: Callable[[Any], Any] | None = None,
    ) -> bool:
        on_match = getattr(app, "_first_match", None) is not None

        def started() -> bool:
            if not app.screen.is_mounted:
                return False
            return opened(app) if on_match else True

        async def first(pilot: Any) -> None:
            await settled(pilot, started, what="the app's first screen")
            if run_before is not None:
                result = run_before(pilot)
                if inspect.isawaitable(result):
                    await result
            if press:
                await pilot.press(*press)

        return plugin(app, terminal_size=terminal_size, run_before=first)

    return compare


async def computers_done(pilot: Any, timeout: float = WAIT_LIMIT) -> None:
    """Wait until no computer move is under way on any table: its thread worker has finished,
    the move is made and drawn, and the next step (a human's turn, a hand-off, the results) is
    on screen (a :func:`settled` condition)."""
    from tablebox.screens.match_screen import MatchScreen

    app = pilot.app

    def idle() -> bool:
        return not len(app.workers) and not any(
            isinstance(screen, MatchScreen) and screen.computer_busy for screen in app.screen_stack
        )

    await settled(pilot, idle, timeout=timeout, what="the computers to finish their moves")
    await pilot.pause()  # the step after the last move (a hand-off, the results) is drawn


@pytest.fixture
def only_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Claim as the one registered game, for tests of what the app does with a single game (the
    Rules key opens its rules at once; the New game screen names it without a game select), so
    they stay true while other games are added to the registry."""
    from tablebox import registry

    monkeypatch.setattr(registry, "GAMES", {"claim": registry.GAMES["claim"]})


def text_of(widget: Any) -> str:
    """The plain text a Static shows now."""
    return str(widget.render())


async def start_from_new_game(
    pilot: Any,
    names: list[str],
    seed: str,
    computer: int | None = None,
    options: Sequence[str] = (),
) -> None:
    """From the menu: New game, type the names (optionally make one seat a computer) with Enter
    after each, Enter on the first blank optional name to skip to the seed, type the seed, then
    press Enter to start; or first press the ``options`` keys (from the seed, e.g. ``"down"``
    into the game's options panel) and start with Ctrl+S."""
    from textual.widgets import Input

    from tablebox.screens.new_game import NewGameScreen

    await pilot.press("n")
    await settled(pilot, lambda: isinstance(pilot.app.screen, NewGameScreen), what="NewGameScreen")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    for seat, name in enumerate(names):
        await pilot.press(*name)
        if seat == computer:
            await pilot.press("ctrl+t")  # the seat's Human/Computer toggle (issue 17.1)
        await pilot.press("enter")  # on to the next name, then the seed
    if len(names) < screen.rules.max_players:
        blank = pilot.app.focused
        assert isinstance(blank, Input) and blank.id == f"name-{len(names)}"
        await pilot.press("enter")  # a blank optional name: on to the seed
    focused = pilot.app.focused
    assert isinstance(focused, Input) and focused.id == "seed"
    await pilot.press(*seed)
    if options:
        await pilot.press(*options, "ctrl+s")
    else:
        await pilot.press("enter")
    await settled(
        pilot,
        lambda: not isinstance(pilot.app.screen, NewGameScreen) and opened(pilot.app),
        what="the game started from the form",
    )
    await computers_done(pilot)


def singles_keys(chosen: Sequence[str]) -> list[str]:
    """From the Pair row of Claim's panel: Down through the six single factions, ticking the
    ``chosen`` ones with Space."""
    from games.claim.factions import SINGLES

    keys: list[str] = []
    for single in SINGLES:
        keys.append("down")
        if single in chosen:
            keys.append("space")
    return keys


async def play_turn(pilot: Any) -> str:
    """Take the current table turn by keys: highlight a legal card and press Enter, or take the
    first listed choice (a prize, or the seer's) with its key. Returns the action taken."""
    table = pilot.app.screen
    seat = table.view.viewer
    assert seat is not None, "the table must show the acting seat's own view"
    legal = table.match.legal_actions(seat)
    if table.choices:
        choice = table.choices[0]
        assert choice.action in legal
        await pilot.press(choice.key)
        await computers_done(pilot)
        return choice.action
    target = next(i for i, card in enumerate(table.cards) if card.action in legal)
    step = "right" if target > table.cursor else "left"
    while table.cursor != target:
        await pilot.press(step)
    action = table.cards[target].action
    await pilot.press("enter")
    await computers_done(pilot)
    return action


@pytest.fixture
def leaks(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """Every time the table asked for a seat's view while a hand-off was due (must stay empty:
    the table may render a seat's view only when no hand-off is due)."""
    from tablebox.controller import Match

    found: list[int | None] = []
    table_view = Match.table_view

    def watched(self: Match) -> Any:
        if self.handoff_to() is not None:
            found.append(self.keyboard_holder)
        return table_view(self)

    monkeypatch.setattr(Match, "table_view", watched)
    return found


# -- Tally: a tiny stand-in game for testing the turn flow apart from any real game ------------
#
# Seats take turns adding 1 or 2 to a shared total; the game ends when it reaches TALLY_TARGET.
# Each seat draws a secret card at the start (a private event), so every human seat has secrets
# and two humans hand the keyboard over. Registered by the ``tally`` fixture as the game
# "tally", with this module as both its rules package and its table package.

TALLY_TARGET = 8


@dataclass
class TallyState:
    players: list[str]
    secrets: list[int]
    turn: int = 0
    total: int = 0
    events: list[Any] = field(default_factory=list, metadata={"snapshot": False})


class TallyOptions(BaseModel):
    pass


class TallyView(BaseModel):
    viewer: int | None
    players: list[str]
    to_act: list[int]
    decision: Any = None
    outcome: Any = None
    total: int
    secret: int | None


class TallyRules:
    id = "tally"
    title = "Tally"
    min_players = 2
    max_players = 4
    Options = TallyOptions
    snapshot_version = 1

    def new_game(
        self,
        players: list[str],
        options: Any = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> TallyState:
        from tablebox.engine import Event

        state = TallyState(list(players), [(seed + seat) % 10 for seat in range(len(players))])
        state.events = [
            Event("tally.draws", {"card": str(card)}, seat)
            for seat, card in enumerate(state.secrets)
        ]
        return state

    def current_seats(self, state: TallyState) -> list[int]:
        return [] if state.total >= TALLY_TARGET else [state.turn]

    def legal_actions(self, state: TallyState, seat: int) -> list[str]:
        return ["1", "2"] if seat in self.current_seats(state) else []

    def parse_action(self, state: TallyState, seat: int, text: str) -> str:
        from tablebox.engine import IllegalAction

        if not self.current_seats(state):
            raise IllegalAction("common.game-over")
        if seat != state.turn:
            raise IllegalAction("common.not-your-turn", seat=state.turn)
        if text not in ("1", "2"):
            raise IllegalAction("common.not-a-choice", action=text)
        return text

    def clone(self, state: TallyState) -> TallyState:
        return TallyState(
            list(state.players), list(state.secrets), state.turn, state.total, list(state.events)
        )

    def advance(self, state: TallyState, seat: int, action: str, trusted: bool = False) -> None:
        from tablebox.engine import Event

        if not trusted:
            self.parse_action(state, seat, str(action))
        state.total += int(action)
        state.events.append(Event("tally.adds", {"seat": seat, "n": int(action)}))
        state.turn = (state.turn + 1) % len(state.players)

    def apply(self, state: TallyState, seat: int, action: str) -> TallyState:
        copy = self.clone(state)
        self.advance(copy, seat, action)
        return copy

    def determinize(self, state: TallyState, seat: int, rng: Any) -> TallyState:
        return self.clone(state)

    def reveals(self, state: TallyState, seat: int, action: str) -> bool:
        return False

    def view(self, state: TallyState, seat: int | None) -> TallyView:
        return TallyView(
            viewer=seat,
            players=list(state.players),
            to_act=self.current_seats(state),
            outcome=self.outcome(state),
            total=state.total,
            secret=None if seat is None else state.secrets[seat],
        )

    def events(self, state: TallyState) -> list[Any]:
        return state.events

    def outcome(self, state: TallyState) -> Any:
        from tablebox.engine import Outcome

        if self.current_seats(state):
            return None
        last = (state.turn - 1) % len(state.players)
        others = [seat for seat in range(len(state.players)) if seat != last]
        return Outcome(ranking=[[last], others], scores={}, explanation=[])

    def status(self, state: TallyState) -> Any:
        from tablebox.engine import Message

        return Message("tally.status", {"total": state.total})

    def has_secrets(self, state: TallyState, seat: int) -> bool:
        return True


rules = TallyRules()


def table_screen(match: Any) -> Any:
    return TallyTable(match)


def options_panel() -> None:
    return None


def _tally_table_class() -> type:
    from rich.text import Text
    from textual.app import ComposeResult
    from textual.binding import Binding
    from textual.widgets import Footer, Static

    from tablebox.screens.match_screen import MatchScreen
    from tablebox.screens.results import ResultsScreen
    from tablebox.widgets.game_log import GameLog

    class TallyTableScreen(MatchScreen):
        """The table of Tally: the total, the viewer's secret card, the log; 1/2/3 act."""

        BINDINGS: ClassVar[list[Any]] = [
            Binding("1", "play('1')", "Add 1"),
            Binding("2", "play('2')", "Add 2"),
            Binding("3", "play('3')", "Add 3", show=False),
            Binding("question_mark", "rules", "Rules"),
            Binding("q", "menu", "Menu"),
        ]

        def __init__(self, match: Any) -> None:
            super().__init__(match)
            self.shown: list[tuple[int | None, int, int]] = []
            """Every view drawn: (viewer, total, actions made so far)."""

        def compose(self) -> ComposeResult:
            yield Static(id="tally-board")
            yield GameLog(id="tally-log")
            yield Footer()

        def on_mount(self) -> None:
            self.board = self.query_one("#tally-board", Static)
            self.game_log = self.query_one("#tally-log", GameLog)
            self.advance()

        def show(self, view: Any) -> None:
            self.view = view
            self.shown.append((view.viewer, view.total, len(self.match.actions)))
            secret = "hidden" if view.secret is None else f"your card {view.secret}"
            self._draw(self.board, Text(f"total {view.total} · {secret}"))
            self.game_log.set_lines(self.log_lines(view.viewer))

        def results_screen(self, view: Any) -> Any:
            return ResultsScreen("Game over", Text(f"total {view.total}"))

        def action_play(self, action: str) -> None:
            self.submit(action)

    return TallyTableScreen


class _LazyTallyTable:
    """Built on first use, so that importing this conftest does not import Textual."""

    cls: type | None = None

    def __call__(self, match: Any) -> Any:
        if self.cls is None:
            self.cls = _tally_table_class()
        return self.cls(match)


TallyTable = _LazyTallyTable()


@pytest.fixture
def tally(monkeypatch: pytest.MonkeyPatch) -> str:
    """Registers the stand-in game Tally; returns its id."""
    from tablebox import registry

    module = __name__
    monkeypatch.setitem(registry.GAMES, "tally", registry.GameEntry(module, module))
    return "tally"


def play_until(match: Any, done: Callable[[ClaimView], bool]) -> ClaimView:
    """Claim, headless: play the first legal actions until ``done`` holds for the public view."""
    while not match.is_over:
        view = match.view(None)
        assert isinstance(view, ClaimView)
        if done(view):
            return view
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
    raise AssertionError("the game ended first")


async def until(pilot: Any, done: Callable[[], object], timeout: float = WAIT_LIMIT) -> None:
    """Let the app run until ``done()``: :func:`settled` under its older name."""
    await settled(pilot, done, timeout=timeout, what="the app to get there")
