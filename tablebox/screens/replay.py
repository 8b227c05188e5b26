"""The replay viewer: a saved game on its own table, read-only, move by move.

The table is the game's own table screen, drawn as it draws a game in play, so a replay looks
exactly like the game did and a new game's table is a viewer for free. The viewer is that
screen's class with :class:`ReplayTable` in front (made once per table class by
:func:`replay_screen`):

- the turn flow is replaced: ``advance`` (which every table calls on mount) draws the replay's
  position through the chosen eyes, nothing ever thinks, hands off or acts (``submit`` refuses);
- the table's own keys are dropped (``inherit_bindings=False``) for the replay's: ←→ a move,
  Shift+←→ or PageUp/PageDown a chapter (trick, round, phase or deal), Home/End, Space plays
  on at 1-4 moves a second (+ and -), v whose eyes, c the end chart, r the review (then g its
  chart of chances under the table), q back. They are priority
  keys, so a table's focused widget (the Thrones map's cursor) does not take the arrows;
- a position bar is docked at the top: "move 37 of 412 · round 3 · Ann's turn · public table";
- face up (a finished game only), a panel over the top of the table lists what every seat holds
  hidden at the position (:mod:`tablebox.replay.faceup`), a page at a time; h turns the page,
  and after the last hides it;
- the log is the game's log cut at the position, put into words once per seat and action, and
  shown from a window of the last lines, so a step back at move 700 redraws a few dozen lines
  rather than the whole game's.
"""

from __future__ import annotations

import threading
import types
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap, BindingType
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import Worker

from tablebox import registry
from tablebox.controller import Match
from tablebox.engine import Message
from tablebox.replay import MOVER, PUBLIC, Replay, SaveError
from tablebox.review import Review, ReviewProblem, ReviewStopped, reviewed
from tablebox.screens import NoTableScreen, replay_review
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.play_on import open_play_on
from tablebox.screens.replay_chances import ChancesChart
from tablebox.screens.replay_chart import ChartScreen
from tablebox.screens.replay_faceup import PAGE_LINES, FaceUpPages, edge_words, face_up_pages
from tablebox.screens.replay_review import ReviewProgress, marked_move, review_text, save_of
from tablebox.screens.worded import key_words
from tablebox.widgets.language import language_of, words_of

if TYPE_CHECKING:
    from textual.timer import Timer

    from tablebox.replay import Eye

SPEEDS = (1, 2, 3, 4)
"""Moves a second when playing on."""
LOG_WINDOW = 40
"""The log shows from a multiple of this many lines: between one and two windows of lines, so
a step forward mostly appends (a prefix kept) and a step back rewrites two windows at most."""


def replay_bindings(unit: str) -> list[BindingType]:
    """The viewer's keys; ``unit`` names what Shift+←→ steps by in this game."""
    chapter = key_words(f"replay.key-{unit}")
    return [
        Binding("left", "step(-1)", key_words("replay.key-move"), key_display="←→", priority=True),
        Binding("right", "step(1)", key_words("replay.key-next-move"), show=False, priority=True),
        Binding("shift+left,pageup", "chapter(-1)", chapter, key_display="⇧←→", priority=True),
        Binding("shift+right,pagedown", "chapter(1)", chapter, show=False, priority=True),
        # Home/End are named in the README rather than in the footer, which is full at 80: the
        # keys everyone guesses make room for p (issue 30.3).
        Binding(
            "home",
            "ends(0)",
            key_words("replay.key-ends"),
            key_display="Home/End",
            show=False,
            priority=True,
        ),
        Binding("end", "ends(1)", key_words("replay.key-end"), show=False, priority=True),
        Binding("space", "play", key_words("replay.key-play"), key_display="Space", priority=True),
        Binding(
            "space", "pause", key_words("replay.key-pause"), key_display="Space", priority=True
        ),
        Binding("c", "chart", key_words("replay.key-chart"), priority=True),
        Binding("r", "review", key_words("replay.key-review"), priority=True),
        # In r's place once a review is loaded (the footer is full at 80).
        Binding("g", "chances", key_words("replay.key-chances"), priority=True),
        # Named on the review's line rather than in the footer, which is full at 80.
        Binding(
            "left_square_bracket",
            "marked(-1)",
            key_words("replay.key-marked"),
            key_display="[]",
            show=False,
            priority=True,
        ),
        Binding("right_square_bracket", "marked(1)", "", show=False, priority=True),
        # The pace is said on the bar while playing; its keys leave the footer room for r.
        Binding(
            "plus,equals_sign",
            "speed(1)",
            key_words("replay.key-speed"),
            key_display="+-",
            show=False,
            priority=True,
        ),
        Binding("minus", "speed(-1)", key_words("replay.key-slower"), show=False, priority=True),
        Binding("v", "eyes", key_words("replay.key-eyes"), priority=True),
        Binding("p", "play_on", key_words("replay.key-play-on"), priority=True),
        # Named on the face-up panel's edge rather than in the footer, which is full at 80.
        Binding("h", "secrets", key_words("replay.key-secrets"), show=False, priority=True),
        Binding(
            "question_mark,f1",
            "rules",
            key_words("replay.key-rules"),
            show=False,
            priority=True,
        ),
        Binding("escape,q", "leave", key_words("replay.key-back"), key_display="q", priority=True),
    ]


REPLAY_CSS = """
#replay-bar { height: 1; background: $boost; text-style: bold; }
#replay-review { height: auto; max-height: 2; background: $boost; display: none; }
#replay-secrets {
    width: 100%; height: auto; max-height: 5;
    padding: 0 1; background: $panel; border-bottom: solid $accent; display: none;
    border-subtitle-align: right;
}
"""
"""The face-up panel sits under the position bar and takes its room from the table (issue 26.5:
laid over the table it hid Oriflamme's intrigue row): a page of at most 4 lines
(:data:`PAGE_LINES`), ``h`` turns the page, and after the last hides it."""

if TYPE_CHECKING:
    _Table = MatchScreen
else:
    _Table = object


class ReplayTable(_Table):
    """What turns a table screen into the viewer (see the module), put first among the bases.

    Not a screen itself: Textual takes a screen's stylesheet, component classes and type names
    from its first screen base only, which must be the table's."""

    replay: Replay
    hidden_hands_key = "replay.hands-hidden"

    def __init__(self, match: Any, replay: Replay | None = None) -> None:
        super().__init__(match)
        assert replay is not None and replay.match is match
        self.replay = replay
        # The hint names v only where v works: a finished game's (issue 26.5).
        if not replay.finished:
            self.hidden_hands_key = "replay.hands-hidden-open"
        merged = self._merged_bindings  # the replay's keys, without the take-back key
        self._bindings = merged.copy() if merged is not None else BindingsMap()
        self.speed = 2
        self._player: Timer | None = None
        self._log_chunks: dict[int | None, list[list[str]]] = {}
        """Per seat, the log put into words so far: one list of lines per action (0: setup)."""
        self._drawn_at: tuple[int, Eye] | None = None
        self._at_end = replay.at_end
        self.face_up = FaceUpPages()
        """Face up, which page of the panel of hidden things shows, if any (h)."""
        self.review: Review | None = None
        """The game's review, once read or made (r)."""
        self._reviewing: threading.Event | None = None
        """While a review is being made: the flag that stops it."""
        self._review_lines: dict[int, Text] = {}

    def compose(self) -> ComposeResult:
        yield Static(id="replay-bar")
        yield Static(id="replay-review", markup=False)
        yield Static(id="replay-secrets", markup=False)
        yield from super().compose()
        yield ChancesChart(id="replay-chances")  # under the table (issue 30.2)

    def on_mount(self) -> None:
        # Nothing takes the keyboard (Textual runs the table's own on_mount after this one): a
        # focused widget's keys (the Thrones map's Tab, a choice list's arrows) would be in the
        # footer beside the replay's, and a table focusing its choices would redraw the footer.
        for widget in self.query("*"):
            widget.can_focus = False
        self.set_focus(None)  # what the screen focused as it came up

    # -- the turn flow, replaced -----------------------------------------------------------

    def advance(self) -> None:
        """Draw the position (tables call this on mount): no turn flow in a replay."""
        self.draw_position()

    def submit(self, action: str) -> bool:
        self.notify(self.say("replay.read-only"), severity="warning")
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        replay = self.replay
        if action == "chart":
            return replay.finished and replay.at_end
        if action == "play":  # while playing, Space is named for what it does: pause
            return self._player is None and not (replay.finished and replay.at_end)
        if action == "pause":
            return self._player is not None
        if action == "secrets":
            return replay.eye == MOVER and replay.finished
        if action == "eyes":  # an unfinished game is watched through the public's eyes only
            return replay.finished
        if action == "review":  # a finished game's, kept beside its save; once
            return replay.finished and save_of(self.match) is not None and self.review is None
        if action == "chances":
            return self.review is not None
        if action == "marked":
            return self.review is not None
        return action not in ("take_back", "hint")  # no hints in a replay

    # -- drawing ---------------------------------------------------------------------------------

    def draw_position(self) -> None:
        replay = self.replay
        drawn = (replay.position, replay.eye)
        if drawn == self._drawn_at:
            return
        self._drawn_at = drawn
        self._mark_last_move()
        self.show(replay.view())
        self._draw(self.query_one("#replay-bar", Static), self.bar_text())
        self.draw_review()
        self.draw_secrets()
        self.query_one(ChancesChart).draw(replay.position)  # once a review is loaded

    def draw_secrets(self) -> None:
        """Face up, every seat's hidden things at the position, a page of them; otherwise
        nothing."""
        panel = self.query_one("#replay-secrets", Static)
        shown = self.replay.eye == MOVER and self.face_up.page is not None
        panel.display = shown
        # A table may give the list room it does not need then (Oriflamme: the mover's hand,
        # which the list shows too): see its stylesheet.
        self.set_class(shown, "-face-up-list")
        if not shown:
            return
        secrets = self.replay.secrets()
        words, game = self.match.catalog, self.match.game_id
        if secrets is None:
            pages = [[Text(self.say("replay.face-up-unknown"))]]
        elif not secrets:
            pages = [[Text(self.say("replay.face-up-none"))]]
        else:
            face_of = getattr(self, "face_of", None)  # a trick table draws a card from its id
            width = (self.size.width or 80) - 2  # inside the panel's padding
            pages = face_up_pages(words, game, secrets, face_of, width, PAGE_LINES)
        self._draw(panel, Text("\n").join(self.face_up.shown(pages)))
        panel.border_subtitle = edge_words(words, self.face_up.page or 0, len(pages))

    def _mark_last_move(self) -> None:
        """A table that marks what moved since a seat last looked (Thrones' last moves) marks
        the last move made: every seat has seen everything up to the position before."""
        seen = getattr(self, "_seen", None)
        if not isinstance(seen, dict):
            return
        index, position = self.replay.index, self.replay.position
        before = index.events_at(max(0, position - 1))
        seats = range(len(self.match.seats))
        self._seen = {seat: sum(e.visible_to(seat) for e in before) for seat in seats}

    def bar_text(self) -> Text:
        replay = self.replay
        if replay.position == 0:
            where = Message("replay.bar-start", {"moves": replay.last})
        else:
            where = Message("replay.bar-move", {"move": replay.position, "moves": replay.last})
        parts = [self.say(where), self.say(replay.status())]
        acting = replay.to_act()
        if len(acting) == 1:
            parts.append(self.say(Message("replay.turn-one", {"seat": acting[0]})))
        elif acting:
            parts.append(self.say(Message("replay.turn-many", {"seats": acting})))
        parts.append(self.eyes_words(replay.eye))
        if self._player is not None:
            parts.append(self.say(Message("replay.playing", {"speed": self.speed})))
        return Text(" · ".join(parts), no_wrap=True, overflow="ellipsis")

    def enter_does(self) -> str:
        """Under a trick table's hand: no key plays the highlighted card here."""
        return self.say("replay.may-choose")

    def eyes_words(self, eye: Eye) -> str:
        if eye == PUBLIC:
            return self.say("replay.eyes-public")
        if eye == MOVER:
            return self.say("replay.eyes-mover")
        return self.say(Message("replay.eyes-seat", {"seat": eye}))

    def log_lines(self, seat: int | None) -> list[str]:
        """The log as ``seat`` read it at the position, from a window of its last lines."""
        chunks = self._log_chunks.setdefault(seat, [])
        index, position = self.replay.index, self.replay.position
        marks, events = index.marks, index.events
        while len(chunks) <= position:  # each action's lines, put into words once
            number = len(chunks)
            start = marks[number - 1] if number else 0
            new = [e for e in events[start : marks[number]] if e.visible_to(seat)]
            said = self.read_log(new, seat)
            chunks.append([self.say(line) for line in said if line is not None])
        lines = [line for chunk in chunks[: position + 1] for line in chunk]
        start = max(0, (len(lines) - LOG_WINDOW) // LOG_WINDOW * LOG_WINDOW)
        return lines[start:]

    # -- keys ------------------------------------------------------------------------------------

    def _moved(self, moved: bool) -> None:
        if not moved:
            return
        self.draw_position()
        at_end = self.replay.at_end
        if at_end != self._at_end:  # the chart key comes at the end, Play goes (a footer
            self._at_end = at_end  # redrawn on every step would cost a frame's time)
            self.refresh_bindings()

    def action_step(self, moves: int) -> None:
        self._moved(self.replay.step(moves))

    def action_chapter(self, direction: int) -> None:
        replay = self.replay
        self._moved(replay.next_chapter() if direction > 0 else replay.previous_chapter())

    def action_ends(self, end: int) -> None:
        self._moved(self.replay.go(self.replay.last if end else 0))

    def action_play(self) -> None:
        """Play on from here at the chosen pace, or pause."""
        if self._player is not None:
            self._stop()
        else:
            if self.replay.at_end:
                self.replay.go(0)
            self._start()
        self._drawn_at = None
        self.draw_position()

    def action_pause(self) -> None:
        self.action_play()

    def _start(self) -> None:
        self._player = self.set_interval(1 / self.speed, self._tick)
        self.refresh_bindings()

    def _stop(self) -> None:
        if self._player is not None:
            self._player.stop()
            self._player = None
            self.refresh_bindings()

    def _tick(self) -> None:
        replay = self.replay
        self._moved(replay.step(1))
        if replay.at_end:
            self._stop()
            self._drawn_at = None
            self.draw_position()
            if replay.finished:
                self.action_chart()

    def action_speed(self, change: int) -> None:
        self.speed = max(SPEEDS[0], min(SPEEDS[-1], self.speed + change))
        if self._player is not None:
            self._stop()
            self._start()
        self._drawn_at = None
        self.draw_position()
        self.notify(self.say(Message("replay.speed-now", {"speed": self.speed})), timeout=1.5)

    def action_eyes(self) -> None:
        replay = self.replay
        if not replay.finished:
            self.notify(self.say("replay.only-public"), severity="warning")
            return
        eye = replay.next_eye()
        note = Message("replay.eyes-now", {"eyes": self.eyes_words(eye)})
        self.notify(self.say(note), timeout=2)
        if eye == MOVER:
            self.notify(self.say("replay.mover-hint"), timeout=3)
        self.draw_position()
        self.refresh_bindings()  # the h key is in the footer only face up

    def action_secrets(self) -> None:
        """Face up, the next page of the panel of hidden things; after the last, hide it to see
        the table under it; then show it again."""
        self.face_up.turn()
        self.draw_secrets()

    def action_play_on(self) -> None:
        """A new game from this position (issue 30.3): who plays which seat, then its table."""
        if self._player is not None:
            self.action_pause()
        open_play_on(self, self.replay)

    def action_chart(self) -> None:
        if self.replay.finished and self.replay.at_end:
            self.app.push_screen(ChartScreen(self.replay, self.match.catalog))

    def action_leave(self) -> None:
        self._stop()
        if self._reviewing is not None:
            self._reviewing.set()
        self.app.pop_screen()

    # -- the review (issue 30.2: tablebox/screens/replay_review.py) ------------------------------

    def draw_review(self) -> None:
        """The review's line for the position, once there is a review."""
        if self.review is None:
            return
        position = self.replay.position
        line = self._review_lines.get(position)
        if line is None:
            index = self.replay.index
            line = review_text(
                self.review, self.match, index.state_at, position, self.match.catalog
            )
            self._review_lines[position] = line
        self._show_review_line(line)

    def _show_review_line(self, line: Text) -> None:
        widget = self.query_one("#replay-review", Static)
        widget.display = True
        self._draw(widget, line)

    def action_review(self) -> None:
        """Read the kept review or make it in the background; again while it is made: stop."""
        if self._reviewing is not None:
            self._reviewing.set()
            return
        path = save_of(self.match)
        if path is None or not self.replay.finished:
            return
        if self.review is not None:
            self.draw_review()
            return
        flag = self._reviewing = threading.Event()
        words = self.match.catalog
        progress = ReviewProgress(
            words, lambda line: self.app.call_from_thread(self._show_review_line, line)
        )

        def make() -> Review | Message:
            try:
                match = Match.load(path, read_only=True)
                review, _ = reviewed(
                    path,
                    match,
                    replay_review.SECONDS,
                    progress=progress,
                    stop=flag.is_set,
                    in_app=True,
                )
            except ReviewStopped:
                return Message("replay.review-stopped")
            except (ReviewProblem, SaveError) as problem:
                said = problem.message if isinstance(problem, ReviewProblem) else problem
                return said if isinstance(said, Message) else Message("replay.review-failed")
            return review

        self._show_review_line(Text(self.say("replay.review-starting")))
        self.run_worker(make, name="review", group="review", thread=True)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.name != "review" or not worker.is_finished:
            super().on_worker_state_changed(event)
            return
        event.stop()
        self._reviewing = None
        result = worker.result
        if isinstance(result, Review):
            self.review = result
            self._review_lines = {}
            self.query_one(ChancesChart).load(result, self.replay, self.match.catalog)
            self.refresh_bindings()  # [ ] now jump
            self.draw_review()
        elif isinstance(result, Message) and self.is_attached:
            self._show_review_line(Text(self.say(result)))

    def action_chances(self) -> None:
        """Hide the chart of chances under the table, or show it again."""
        self.query_one(ChancesChart).toggle(self.replay.position)

    def action_marked(self, direction: int) -> None:
        if self.review is None:
            return
        target = marked_move(self.review, self.replay.position, direction)
        if target is None:
            self.notify(self.say("replay.review-no-more"), timeout=2)
            return
        self._moved(self.replay.go(target))


@cache
def _viewer_class(table: type[MatchScreen], unit: str) -> type[MatchScreen]:
    # Only the replay's keys (``inherit_bindings=False``). The table's module is the new
    # class's, so a table's CSS_PATH (relative to its module) still finds its stylesheet.
    namespace = {
        "__module__": table.__module__,
        "BINDINGS": replay_bindings(unit),
        "DEFAULT_CSS": REPLAY_CSS,
    }
    viewer: type[MatchScreen] = types.new_class(
        f"Replay{table.__name__}",
        (ReplayTable, table),
        {"inherit_bindings": False},
        lambda body: body.update(namespace),
    )
    return viewer


def replay_screen(replay: Replay, language: str | None = None) -> Screen[None]:
    """The viewer of ``replay`` on its game's table; raises :class:`NoTableScreen` for a game
    without a table."""
    match = replay.match
    if language is not None:
        match.language = language
    try:
        package = registry.table_package(match.game_id)
    except (registry.UnknownGame, registry.NoTable, ImportError):
        raise NoTableScreen(match.game_id) from None
    table: type[MatchScreen] = type(package.table_screen(match))
    viewer = _viewer_class(table, replay.unit)
    screen: Screen[None] = viewer(match, replay)  # type: ignore[call-arg]
    return screen


def replay_or_report(screen: Screen[Any], path: Path, report: Static | None = None) -> bool:
    """Push the viewer of the save at ``path`` over ``screen`` (q comes back to it), or say
    why it cannot be replayed, naming the file and the problem: on ``report`` and as a
    notification. Whether the viewer opened."""
    words = words_of(screen)
    try:
        viewer = replay_screen(Replay.open(path), language_of(screen))
    except SaveError as error:  # damaged, edited, or the rules refusing it
        problem = error.text(words)
    except NoTableScreen as error:
        problem = SaveError(path, str(error)).text(words)
    else:
        screen.app.push_screen(viewer)
        return True
    if report is not None:
        report.update(problem)
    title = words.text("replay.cannot-replay")
    screen.notify(problem, title=title, severity="error", markup=False)
    return False
