"""What every table screen shares: following a match's turn flow, whatever the table looks like.

The controller says what comes next (:meth:`Match.next_step`, and :meth:`Match.act` after each
action); the screen follows that answer and nothing else:

- ``human``: the table shows what the keyboard holder may see and waits for a key;
- ``handoff``: the table shows the public view, covered by the hand-off screen (public log
  only) until the next player presses Enter;
- ``computer``: the computer chooses in a thread worker (:meth:`Match.think` touches nothing),
  then, back on the UI thread, the move is made, the table redrawn so people see it, and after
  the app's ``computer_pause`` the flow goes on. The keyboard stays live meanwhile: keys that
  would act are refused ("wait for the computer"), leaving for the menu or the rules works.
  A computer that thinks longer than a moment is named in a notice ("Ben (strong) is
  thinking…") until it moves. The worker's cancel is the search's stop flag, so a take-back,
  leaving or quitting never waits for a search;
- ``over``: the table shows the final public view and leaves for its results screen.

Every table has the take-back key (``u`` or Ctrl+Z, :meth:`Match.take_back`): the keyboard
holder takes back their last move, and any computer moves after it, as long as nothing hidden
was revealed since and no other human has played since. It works at the table and on the
hand-off cover (the player who just moved still has the keyboard there). A computer's move
under way is dropped first. On a human's turn the footer shows the key only when a take-back
is possible; a refused key says why not.

A table screen (the trick table, the intrigue row) subclasses this and supplies ``show`` (draw a
view) and ``results_screen``; it calls ``advance`` once on mount, submits a decision's option
with ``submit`` and turns messages into words with ``say``. Screens never call into the app: the
menu and rules keys post messages (:mod:`tablebox.screens.messages`).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import BindingsMap
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static
from textual.worker import Worker, get_current_worker

from tablebox.engine import Event, IllegalAction, Message
from tablebox.hint import Hint, hint_refusal, hint_rows, make_hint
from tablebox.safe_text import printable
from tablebox.screens.after_frame import AfterFrame
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.messages import BackToMenu, ShowRules
from tablebox.screens.results import ResultsScreen
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.widgets.computer_mark import COMPUTER_MARK
from tablebox.widgets.game_log import GameLog
from tablebox.widgets.hint_panel import HintPanel
from tablebox.widgets.language import game_title
from tablebox.widgets.redraw import update_in_place

if TYPE_CHECKING:
    from textual.app import App
    from textual.timer import Timer

    from tablebox.catalog import Catalog
    from tablebox.controller import Match, Step

COMPUTER_GROUP = "computer"
"""The worker group of computer moves: at most one runs at a time, per table."""
THINKING_DELAY = 0.3
"""Seconds a computer may think before the table says so: a quick move needs no notice (it
would only flash), a search of a second or more does."""
THINKING_SWITCH = 0.001
"""The interpreter's thread switch interval while a computer thinks (seconds; 0.005 normally).
The search shares the interpreter lock with the UI: a key that wakes the UI waits for the
search to let go of it, up to an interval each time, so a frame took twice as long or more
(benchmarks/keypress.py's ``claim-2-thinking``: cursor p95 ~40 ms at 0.005, ~15 ms at 0.001)."""
NORMAL_SWITCH = sys.getswitchinterval()
TAKE_BACK_KEYS = "u,ctrl+z"
HINT_KEY = "t"
"""The hint key (issue 30.1), the same at every table: free at all five (their own keys and
the common ones here), "t" for a tip."""
HINT_GROUP = "hint"
"""The worker group of a hint's search: one at a time, per table."""
REFUSAL_KEY = "common.ui.not-allowed"
"""The key of the title of the notification that says why an action was refused. Such a
notice is stale once the player moves on: the next key, click on a card, or legal action takes
it away (:meth:`MatchScreen.clear_refusals`)."""


def bind_hint(bindings: BindingsMap) -> None:
    """The hint key, in the footer while hints are on for the game (``check_action``); when
    they are off, the key falls through to the hidden ``hint(False)``, which says so."""
    bindings.bind(HINT_KEY, "hint(True)", key_words("ui.key-hint"), key_display=HINT_KEY)
    bindings.bind(HINT_KEY, "hint(False)", key_words("ui.key-hint"), show=False)


def bind_take_back(bindings: BindingsMap) -> None:
    """The take-back key, added after a screen's own keys so that the footer lists it last.

    Two bindings on the same keys: ``take_back(True)`` is in the footer and enabled only while
    a take-back is possible (``check_action``); when it is not, the key falls through to the
    hidden ``take_back(False)``, which says why not."""
    bindings.bind(TAKE_BACK_KEYS, "take_back(True)", key_words("ui.key-take-back"), key_display="u")
    bindings.bind(TAKE_BACK_KEYS, "take_back(False)", key_words("ui.key-take-back"), show=False)


class MatchScreen(WordedScreen[None]):
    DEFAULT_CSS = """
    MatchScreen .-lesson-mark {
        outline: heavy $warning;
    }
    """

    game_log: GameLog
    """Set by the subclass on mount: the log panel the page keys scroll."""

    computer_pause: float = 0.0
    """Seconds to wait after showing a computer's move; the app sets it from its own setting."""

    hidden_hands_key: str | None = None
    """What a table says where the public view hides the hands (None: the table's own words,
    about the keyboard coming to the next player); a replay says how to see them."""

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        self.view: Any = None
        """The view on the table now: the keyboard holder's, or the public one."""
        self.computer_seat: int | None = None
        """The computer seat whose move is under way (thinking, or shown and pausing)."""
        self._worker: Worker[str] | None = None
        self._timer: Timer | None = None
        self._thinking_timer: Timer | None = None
        self._thinking_note: str | None = None
        """The "… is thinking" notice on screen, if any (its text, to take it away)."""
        self._finishing = False
        self._handing_off = False
        self._deferred = False
        self._reported_save_problem: str | None = None
        self._after_frame = AfterFrame(self)
        """What waits for the next frame to be out: a move's autosave, the collector."""
        self._drawn: dict[str, Text] = {}
        self._log_cache: dict[int | None, tuple[int, list[Event], list[str | None]]] = {}
        self._shown: tuple[int, int, int | None] | None = None
        """What ``_show_table`` last drew: (actions made, take-backs made, viewer)."""
        self._can_take_back = False
        """Whether the keyboard holder may take back now (the footer shows the key then)."""
        self._hint_worker: Worker[Hint] | None = None
        self._hint_note: str | None = None
        """The hint (or "looking for a hint") notice on screen, if any (its text)."""
        self.hint: Hint | None = None
        """The last hint shown, while its decision is still the one on the table."""
        bind_hint(self._bindings)
        bind_take_back(self._bindings)

    # -- memory: no long pause in the middle of a key -----------------------------------------

    def on_mount(self) -> None:
        # Everything alive when a table opens (the app, its styles, the rules' tables) lives as
        # long as the table: the collector's full passes need not walk it again. Unfrozen it
        # made them 30-140 ms long, a frame lost in the middle of a key now and then. (Textual
        # also calls the table's own ``on_mount``.)
        gc.freeze()
        # The autosave of a move waits for the frame that shows it (a network seat's match,
        # saved at its host, has no such method).
        defer = getattr(self.match, "defer_saves", None)
        if defer is not None:
            defer(self._save_soon)

    def on_resize(self, event: events.Resize) -> None:
        panel = self._hint_panel()
        if panel is not None:
            self.call_after_refresh(panel.place)  # over its anchor's new place

    def on_unmount(self) -> None:
        gc.unfreeze()  # what the table left behind can be collected again
        self._after_frame.run()  # the last move's autosave, should its frame not have come
        gc.enable()
        # Textual cancels this screen's workers now, which stops a search at its next
        # iteration (the worker's cancelled event is its stop flag): leaving never waits.

    # -- for the table: draw a view, and say where the game ends --------------------------------

    def show(self, view: Any) -> None:
        raise NotImplementedError

    def results_screen(self, view: Any) -> Screen[None]:
        """The screen to end on, given the public view of the finished game."""
        raise NotImplementedError

    # -- for the table: words, the log, and submitting a choice -----------------------------

    def say(self, message: Message | Event | str) -> str:
        """``message`` in the player's language, with this match's player names."""
        return self.match.catalog.text(message)

    @property
    def game_title(self) -> str:
        """The game's title in the player's language."""
        return game_title(self.match.game_id, self.match.catalog)

    @property
    def refusal_title(self) -> str:
        """The title of a refusal's notification (:data:`REFUSAL_KEY`), in words."""
        return self.say(REFUSAL_KEY)

    def log_lines(self, seat: int | None) -> list[str]:
        """The game log as ``seat`` may read it (None: the public log), in words.

        A log only grows (but for a take-back), so the lines already put into words are kept per
        seat and only the new events are rendered: a long game does not cost more per key than
        a short one. Each event is read through :meth:`read_log`."""
        events = self.match.visible_events(seat)
        takebacks = len(self.match.takebacks)
        made, done, lines = self._log_cache.get(seat, (takebacks, [], []))
        count = len(done)
        if made != takebacks or count > len(events) or (count and events[count - 1] != done[-1]):
            count, lines = 0, []  # not a continuation (a take-back, a reloaded or other log)
        said = self.match.catalog.text
        lines = lines[:count] + [
            None if read is None else said(read) for read in self.read_log(events[count:], seat)
        ]
        self._log_cache[seat] = (takebacks, events, lines)
        return [line for line in lines if line is not None]

    def read_log(
        self, events: Sequence[Event], seat: int | None
    ) -> Sequence[Message | Event | None]:
        """How ``seat`` reads ``events`` (the new part of its log, whole actions at a time), one
        entry per event: the event, a message to say instead, or None to leave it out. A table
        may name things as it draws them or add what a line should say; by default, as is."""
        return events

    @property
    def computer_busy(self) -> bool:
        """True while a computer's move is under way: keys that act are refused."""
        return self.computer_seat is not None

    def submit(self, action: str) -> bool:
        """Act for the seat whose view is on the table, with an option's ``action`` taken from
        its view's decision. A refusal is shown with its reason and changes nothing; returns
        whether the action was taken. The turn flow then goes on by itself."""
        if self.computer_busy:
            self.say_wait()
            return False
        seat = self.my_seat()
        if seat is None:
            self.notify(self.say("common.ui.not-your-turn"), severity="warning")
            return False
        try:
            step = self.match.act(seat, action)
        except IllegalAction as refused:
            from tablebox.lessons.runner import LessonNote

            # A lesson's note (a legal move, not the one the lesson asks for) is no refusal.
            note = isinstance(refused, LessonNote)
            self.notify(
                self.say(refused.message),
                title=self.say("lesson.ui.note-title") if note else self.refusal_title,
                severity="information" if note else "warning",
                markup=False,
            )
            if note:  # the cursor, which marks the lesson's card, may have left it
                self.lesson_drawn()
            return False
        self.clear_refusals()
        self.stop_hint()
        self._follow(step)
        return True

    def clear_refusals(self) -> None:
        """Take away the "Not allowed" notices still on screen: the player has moved on (a
        legal action, another card highlighted), so the reason would only cover the hand."""
        app = self.app
        titles = (self.refusal_title, self.say("lesson.ui.note-title"))
        stale = [note for note in app._notifications if note.title in titles]
        for note in stale:
            app._unnotify(note, refresh=False)
        if stale:
            app._refresh_notifications()

    def say_wait(self) -> None:
        """Say "wait for the computer", once: a key pressed again replaces the notice rather
        than stacking another over the hand and the scores (issue 26.4)."""
        self.clear_waiting()
        self.notify(self.say("common.ui.wait-for-computer"), severity="warning")

    def clear_waiting(self) -> None:
        """Take away "wait for the computer": stale once no computer is to move (issue 17.2:
        it stayed on the results screen)."""
        self._unnotify(self.say("common.ui.wait-for-computer"))

    def _unnotify(self, message: str) -> None:
        unnotify(self.app, message)

    def on_key(self, event: events.Key) -> None:
        # The collector waits until the key's frame is out (issue 27, speed): a frame makes
        # thousands of short-lived objects, and the collections they set off (2-4 ms a move)
        # then come after it, not between the key and what it shows.
        gc.disable()
        self._after_frame.add(gc.enable)
        # Any key moves on from a refusal: an old reason goes before the key does anything
        # (a key refused again says so again).
        self.clear_refusals()

    def my_seat(self) -> int | None:
        """The seat whose turn it is, if the table shows that seat's view."""
        seat = self.view.viewer if self.view is not None else None
        return seat if seat is not None and seat in self.match.acting_seats() else None

    # -- the turn flow ---------------------------------------------------------------------------

    def advance(self) -> None:
        """Start or continue the turn flow from wherever the match stands (tables call it on
        mount). While a computer's move is under way it does nothing: that move goes on."""
        if self.computer_busy or self._handing_off:
            return
        self._follow(self.match.next_step())

    def _follow(self, step: Step) -> None:
        """Do what the controller says comes next."""
        self._report_save_problem()
        match = self.match
        if step.kind in ("handoff", "over") and not self.is_active:
            # Under the rules or another cover: hand off or end once the table is back on top.
            self._show_table(public=True)
            self._deferred = True
            return
        if step.kind == "over":
            self._show_table(public=True)
            if not self._finishing:
                self._finishing = True
                # Leave for the results once this screen is fully up (it may be mounting now).
                self.call_after_refresh(self._finish)
        elif step.kind == "handoff":
            assert step.seat is not None
            self._show_table(public=True)
            self._handing_off = True
            self.app.push_screen(
                TakeBackCover(
                    step.seat,
                    match.catalog,
                    match.visible_events(None),
                    take_back=self._take_back_on_cover,
                    can_take_back=lambda: self._takeback_refusal() is None,
                    player=self.handoff_player(step.seat),
                    ready=self.handoff_ready,
                ),
                self._handed_off,
            )
        elif step.kind == "computer":
            assert step.seat is not None
            self._show_table()
            # Think once the table is painted: the last move (the human's own, or the previous
            # computer's) reaches the screen before the next one is made.
            self.computer_seat = step.seat
            self.call_after_refresh(self._think, step.seat)
        else:
            self._show_table()
            self._update_take_back_key()

    handoff_ready = "ui.key-ready"
    """The catalog key of the hand-off cover's ready key ("show my cards")."""

    def handoff_player(self, seat: int) -> str:
        """Who the hand-off cover asks for: the player's name (a table may add more)."""
        return self.match.catalog.player(seat)

    def _show_table(self, public: bool = False) -> None:
        """Draw what the table may show now (the keyboard holder's view, or the public one),
        unless exactly that is on the table already: a computer's move is drawn once."""
        match = self.match
        seat = None if public else match.keyboard_holder
        drawn = (len(match.actions), len(match.takebacks), seat)
        if drawn != self._shown:
            self._shown = drawn
            self.show(match.view(None) if public else match.table_view())
            self.lesson_drawn()

    # -- a lesson (issue 31): its panel, and what the table marks --------------------------------

    lesson_marked: bool = True
    """Whether the table found what the lesson's step asked it to mark (a test reads it)."""

    def lesson_drawn(self) -> None:
        """Put the lesson's words for this step on its panel and mark what they speak of
        (nothing for a match that is no lesson)."""
        from tablebox.lessons.runner import LessonMatch

        match = self.match
        if not isinstance(match, LessonMatch) or not self.is_attached:
            return
        from tablebox.screens.lesson_panel import LessonPanel, lesson_text, lesson_title

        panels = self.query(LessonPanel)
        panel = panels.first() if panels else LessonPanel(id="lesson-panel")
        if not panels:
            self.mount(panel)
        panel.border_title = lesson_title(match, match.catalog)
        panel.update(lesson_text(match, match.catalog))
        # Played out: the words that the game is the learner's stay until their first free
        # move, then the table (its log) is whole again.
        panel.display = not match.playing_freely
        step = match.lesson_step
        mine = step is not None and step.seat == match.lesson.learner
        self.lesson_marked = self.highlight(step.highlight if mine and step else ())

    def highlight(self, targets: Sequence[str]) -> bool:
        """Mark ``targets`` for a lesson, and nothing else: ``#<id>`` an area of the table,
        ``card:<id>`` a card or option (:meth:`highlight_item`); whether each is on the
        table."""
        for marked in self.query(".-lesson-mark"):
            marked.remove_class("-lesson-mark")
        found_all = True
        for target in targets:
            if target.startswith("#"):
                found = self.query(target)
                for widget in found:
                    widget.add_class("-lesson-mark")
                found_all = found_all and bool(found)
            else:
                found_all = self.highlight_item(target) and found_all
        return found_all

    def highlight_item(self, target: str) -> bool:
        """The table's hook: mark ``card:<id>`` (e.g. put the cursor on it); whether it is on
        the table. A table without the hook marks nothing."""
        return False

    def list_name(self, seat: int, short: bool = False) -> str:
        """Seat ``seat`` as a list of the players names it: a computer's level beside its
        name ("Ben (strong)"), or (``short``) a gear ("Ben ⚙"). The level is said there, once;
        the log, the trick and every sentence name the player plainly."""
        seats = self.match.seats
        if not 0 <= seat < len(seats):
            return self.match.catalog.player(seat)
        if short:
            name = printable(seats[seat].name)
            return name if seats[seat].is_human else f"{name} {COMPUTER_MARK}"
        return printable(seats[seat].label(self.match.catalog))

    def with_levels(self, view: Any, room: int = 0) -> Any:
        """``view`` with each computer's level beside its name (:meth:`list_name`), for a table's
        list of the players only; a gear instead where a label would be longer than ``room``
        cells (the list's name column; 0: not laid out yet, no limit), and the names alone
        where even that would not fit: a name is never cut for a mark. A view's players are
        names, or (Oriflamme) models with a ``name``."""
        count = len(self.match.seats)
        labels = [self.list_name(seat) for seat in range(count)]
        if room > 0 and max(map(cell_len, labels), default=0) > room:
            labels = [self.list_name(seat, short=True) for seat in range(count)]
        if room > 0 and max(map(cell_len, labels), default=0) > room:
            labels = [self.match.catalog.player(seat) for seat in range(count)]  # names in full
        players = getattr(view, "players", None)
        if not isinstance(players, list) or len(players) != len(labels):
            return view
        shown = [
            labels[seat]
            if isinstance(player, str)
            else player.model_copy(update={"name": labels[seat]})
            for seat, player in enumerate(players)
        ]
        return view.model_copy(update={"players": shown})

    def _handed_off(self, seat: int | None) -> None:
        self._handing_off = False
        if seat is None:
            self.action_menu()
            return
        self.match.confirm_handoff(seat)
        self.advance()

    def on_screen_resume(self) -> None:
        if self._deferred:
            self._deferred = False
            self.advance()

    def _finish(self) -> None:
        if self.app.screen is not self and self in self.app.screen_stack:
            # A cover the table put up as it drew the end (Thrones' pause of the Westeros
            # phase): finish once it is taken away.
            self._finishing = False
            self._deferred = True
            return
        if self.app.screen is self:  # not if the player has already left for the menu
            self.clear_waiting()
            from tablebox.lessons.runner import LessonMatch

            if isinstance(self.match, LessonMatch):
                from tablebox.screens.lesson_end import LessonEndScreen

                self.app.switch_screen(LessonEndScreen(self.match))
                return
            # The results list the players: a computer with its level, as the table's list did.
            results = self.results_screen(self.with_levels(self.match.view(None)))
            hints = self.hints_taken()
            if hints and isinstance(results, ResultsScreen):
                results.add_note(hints)
            self.app.switch_screen(results)

    def hints_taken(self) -> str:
        """How many hints each player took, in words ("" when nobody took one)."""
        match = self.match
        if not any(match.hints_asked):
            return ""
        counts = [
            self.say(Message("hint.asked-one", {"seat": seat, "count": match.hints_of(seat)}))
            for seat, player in enumerate(match.seats)
            if player.is_human
        ]
        return self.say(Message("hint.asked", {"counts": match.catalog.join(counts)}))

    # -- computer seats --------------------------------------------------------------------------

    def _think(self, seat: int) -> None:
        """Let the computer at ``seat`` choose in a thread; the UI stays live meanwhile."""
        if self.computer_seat != seat or self._worker is not None or not self.is_attached:
            return  # the table was left meanwhile
        match = self.match

        def think() -> str:
            # A thread cannot be killed: the search stops itself once the worker is cancelled
            # (a take-back, leaving the table, quitting), so none of them waits for it.
            sys.setswitchinterval(THINKING_SWITCH)
            try:
                return match.think(seat, get_current_worker().cancelled_event)
            finally:
                sys.setswitchinterval(NORMAL_SWITCH)

        self._thinking_timer = self.set_timer(THINKING_DELAY, lambda: self._say_thinking(seat))
        self._worker = self.run_worker(
            think,
            name=f"computer seat {seat}",
            group=COMPUTER_GROUP,
            exclusive=True,
            thread=True,
        )

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        # Act on the first message that finds the worker finished (its result is set first).
        worker = event.worker
        if worker is self._hint_worker and worker.is_finished:
            event.stop()
            self._hint_found(worker)
            return
        if worker is not self._worker or not worker.is_finished:
            return
        event.stop()
        self._worker = None
        self._stop_thinking_note()
        seat = self.computer_seat
        if worker.is_cancelled or worker.error is not None or seat is None or not worker.result:
            # Cancelled (the table was left) or failed (the app reports the error).
            self.computer_seat = None
            return
        step = self.match.act(seat, worker.result)
        # Draw the move at once, so people see what the computer did, then wait a moment,
        # unless the keyboard holder is to act now: the table then shows their turn, so their
        # keys must act at once (issue 26.4: Enter in the pause was refused).
        self._report_save_problem()
        self._show_table()
        pause = self.computer_pause * self.pause_weight()
        if pause > 0 and step.kind != "human":
            self._timer = self.set_timer(pause, lambda: self._computer_done(step))
        else:
            self._computer_done(step)

    def pause_weight(self) -> float:
        """How many of the paced pauses the computer's move just drawn stays on screen: more
        for a move worth following (a finished trick, an Oriflamme card resolved; issue 26.4)."""
        return 1.0

    def _say_thinking(self, seat: int) -> None:
        """Say who is thinking, while a computer's search takes a while (until it moves)."""
        self._thinking_timer = None
        if self._worker is None or self.computer_seat != seat:
            return
        note = self.say(Message("common.ui.thinking", {"seat": seat}))
        self._thinking_note = note
        self.notify(note, timeout=3600, markup=False)

    def _stop_thinking_note(self) -> None:
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None
        note, self._thinking_note = self._thinking_note, None
        if note is not None and self.is_attached:
            self._unnotify(note)

    def _computer_done(self, step: Step) -> None:
        self._timer = None
        self.computer_seat = None
        self.clear_waiting()  # the wait is over: the notice would only cover the table
        self._follow(step)

    # -- hints (issue 30.1) ----------------------------------------------------------------

    @property
    def hint_busy(self) -> bool:
        """True while a hint is being looked for."""
        return self._hint_worker is not None

    def action_hint(self, shown: bool = True) -> None:
        """Ask the strong player for a hint for the decision in front of the keyboard holder,
        searched in the background (the table stays live); pressed again while it searches,
        stop it. (``shown`` only tells the footer's binding from the hidden one.)"""
        if self._hint_worker is not None:
            self.stop_hint()
            self.notify(self.say("hint.stopped"), markup=False)
            return
        seat = self.my_seat()
        refusal = hint_refusal(self.match, seat) if not self.computer_busy else None
        if self.computer_busy or refusal is not None or seat is None:
            reason = self.say(refusal or Message("hint.not-your-turn"))
            self.notify(reason, title=self.say("hint.none"), severity="warning", markup=False)
            return
        self._clear_hint_note()
        match = self.match

        def search() -> Hint:
            sys.setswitchinterval(THINKING_SWITCH)
            try:
                return make_hint(match, seat, cancel=get_current_worker().cancelled_event)
            finally:
                sys.setswitchinterval(NORMAL_SWITCH)

        self._show_hint_note(self.say(Message("hint.looking", {"key": HINT_KEY})))
        self._hint_worker = self.run_worker(
            search, name=f"hint for seat {seat}", group=HINT_GROUP, exclusive=True, thread=True
        )

    def stop_hint(self) -> None:
        """Stop a hint's search (its answer is dropped) and take the hint off the table."""
        if self._hint_worker is not None:
            self.workers.cancel_group(self, HINT_GROUP)  # sets the search's stop flag
            self._hint_worker = None
        self.hint = None
        self._clear_hint_note()
        panel = self._hint_panel() if self.is_attached else None
        if panel is not None:
            panel.hide()

    def _hint_found(self, worker: Worker[Hint]) -> None:
        self._hint_worker = None
        self._clear_hint_note()
        hint = worker.result
        match = self.match
        if worker.is_cancelled or worker.error is not None or hint is None:
            return
        if (
            hint.actions != len(match.actions)
            or hint.takebacks != len(match.takebacks)
            or hint.seat != self.my_seat()
        ):
            return  # the decision it answered is gone
        self.hint = hint
        match.note_hint(hint.seat)
        title = self.say(Message("hint.title", {"seat": hint.seat}))
        lines: list[Text] = []
        for index, (line, reason) in enumerate(hint_rows(hint, match.catalog, self.hint_words)):
            lines.append(Text(line, style="bold" if index == 0 else ""))
            if reason is not None:
                lines.append(Text(reason, style="italic"))
        if hint.first is not None:
            self.select_hint(hint.first)
        panel = self._hint_panel()
        if panel is None:  # the first hint at this table (or its widgets were composed anew)
            panel = HintPanel()
            self.mount(panel)
            self.call_after_refresh(panel.show_hint, title, lines, self.hint_anchor())
        else:
            panel.show_hint(title, lines, self.hint_anchor())

    def hint_words(self, action: str) -> str | None:
        """How the table names ``action`` (an option of the view's decision) in a hint; None:
        as the log would say it."""
        return None

    def hint_anchor(self) -> Widget | None:
        """The part of the table the hint lies over: the log (a table may name another)."""
        log = getattr(self, "game_log", None)
        return log if isinstance(log, Widget) else None

    def _hint_panel(self) -> HintPanel | None:
        found = self.query(HintPanel)
        return found.first() if found else None

    def select_hint(self, action: str) -> None:
        """Put the table's cursor on the hinted ``action`` (an option of the view's decision),
        so that Enter plays it. Each table knows its own cursor."""

    def _show_hint_note(self, text: str, title: str = "") -> None:
        self._hint_note = text
        self.notify(text, title=title, timeout=3600, markup=False)

    def _clear_hint_note(self) -> None:
        note, self._hint_note = self._hint_note, None
        if note is not None and self.is_attached:
            self._unnotify(note)

    # -- shared drawing --------------------------------------------------------------------------

    def _compositor_refresh(self) -> None:
        super()._compositor_refresh()
        self._after_frame.run()  # the frame is out: now what the player need not wait for

    def _save_soon(self) -> None:
        """Ask for the move's autosave once the frame that shows it is out."""
        self._after_frame.add(self._save_now)

    def _save_now(self) -> None:
        self._write_pending()
        self._report_save_problem()

    def _write_pending(self) -> None:
        save_pending = getattr(self.match, "save_pending", None)
        if save_pending is not None:
            save_pending()

    def _report_save_problem(self) -> None:
        problem = self.match.save_problem
        if problem and problem != self._reported_save_problem:
            title = self.say("common.ui.autosave-failed")
            self.notify(problem, title=title, severity="error", markup=False)
        self._reported_save_problem = problem

    def _draw(self, widget: Static, text: Text) -> None:
        """Update ``widget`` only when its text changed: most keys change one panel."""
        key = widget.id or ""
        if self._drawn.get(key) == text:
            return
        self._drawn[key] = text
        update_in_place(widget, text)

    # -- taking back ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The take-back key is in the footer only while a take-back is possible (a table that
        overrides this passes the actions it does not know on to it)."""
        if action == "take_back" and parameters and parameters[0]:
            return self._can_take_back
        if action == "hint" and parameters and parameters[0]:
            return self.match.hints
        return True

    def _takeback_refusal(self) -> Message | None:
        """Why the keyboard holder may not take back now (None: they may)."""
        seat = self.match.keyboard_holder
        if seat is None:
            return Message("common.takeback-nothing")
        return self.match.takeback_refusal(seat)

    def _update_take_back_key(self) -> None:
        """Show or hide the take-back key in the footer, when a human's turn is drawn.

        Only then: redrawing the footer costs a frame's worth of time, and doing it after every
        move (a human's, each computer's) would slow every key that plays. The key itself
        works whatever the footer shows: it asks the match afresh."""
        can = self._takeback_refusal() is None
        if can != self._can_take_back:
            self._can_take_back = can
            self.refresh_bindings()

    def action_take_back(self, shown: bool = True) -> None:
        """Take back the keyboard holder's last move (and the computers' after it), or say why
        not. A computer's move under way is dropped first: it answered the move taken back.
        (``shown`` only tells the footer's binding from the hidden one: both do the same.)"""
        self._take_back()

    def _take_back_on_cover(self, cover: Screen[Any]) -> None:
        """The take-back key on the hand-off cover: the player who just moved still has the
        keyboard, so they may take it back before passing it on; the cover then goes."""
        self._take_back(cover)

    def _take_back(self, cover: Screen[Any] | None = None) -> None:
        """Take back for the keyboard holder, or say why not. ``cover``, the hand-off cover the
        key was pressed on, is closed without its answer once the move is taken back."""
        refusal = self._takeback_refusal()
        seat = self.match.keyboard_holder
        if refusal is not None or seat is None:
            reason = self.say(refusal or Message("common.takeback-nothing"))
            title = self.say("common.ui.no-take-back")
            self.notify(reason, title=title, severity="warning", markup=False)
            return
        self._drop_computer_move()
        self.stop_hint()
        try:
            step = self.match.take_back(seat)
        except IllegalAction as refused:  # not expected: the refusal was asked just above
            reason = self.say(refused.message)
            title = self.say("common.ui.no-take-back")
            self.notify(reason, title=title, severity="warning", markup=False)
            return
        if cover is not None and self.app.screen is cover:
            self.app.pop_screen()
            self._handing_off = False
        self._follow(step)

    def _drop_computer_move(self) -> None:
        """Stop the computer's move under way (thinking, or shown and pausing): it is never
        made, or it is taken back with the rest."""
        self.workers.cancel_group(self, COMPUTER_GROUP)  # sets the search's stop flag
        self._worker = None
        self._stop_thinking_note()
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.computer_seat = None

    # -- keys every table has --------------------------------------------------------------------

    def action_log_page(self, direction: int) -> None:
        if direction < 0:
            self.game_log.scroll_page_up()
        else:
            self.game_log.scroll_page_down()

    def action_rules(self) -> None:
        from tablebox.lessons.runner import LessonMatch

        section = None
        if isinstance(self.match, LessonMatch):  # a lesson opens the rule its panel explains
            step = self.match.lesson.words_at(len(self.match.actions))
            section = step.rule if step is not None else None
        self.app.post_message(ShowRules(self.match.game_id, section))

    def action_menu(self) -> None:
        """Leave for the menu (a computer's move under way is dropped: it was not made yet;
        so is a hint being looked for)."""
        self._drop_computer_move()
        self.stop_hint()
        self._write_pending()
        if self.match.save_problem:
            self.notify(
                self.say(Message("common.ui.not-saved", {"problem": self.match.save_problem})),
                severity="error",
                markup=False,
            )
        elif self.match.save_path is not None:
            self.notify(self.say("common.ui.game-saved"))
        self.app.post_message(BackToMenu())


class TakeBackCover(HandoffScreen):
    """The hand-off cover with the take-back key: until the next player has the keyboard, the
    player who just moved may still take it back (``take_back`` is the table's)."""

    def __init__(
        self,
        seat: int,
        catalog: Catalog,
        events: Sequence[Event],
        *,
        take_back: Callable[[Screen[Any]], None],
        can_take_back: Callable[[], bool],
        player: str = "",
        ready: str = "ui.key-ready",
    ) -> None:
        super().__init__(seat, catalog, events, player=player, ready=ready)
        self._take_back = take_back
        self._can_take_back = can_take_back
        bind_take_back(self._bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back" and parameters and parameters[0]:
            return self._can_take_back()
        return True

    def action_take_back(self, shown: bool = True) -> None:
        self._take_back(self)


def unnotify(app: App[Any], message: str) -> None:
    """Take away ``app``'s notices that say ``message`` (Textual has no public way)."""
    stale = [note for note in app._notifications if note.message == message]
    for note in stale:
        app._unnotify(note, refresh=False)
    if stale:
        app._refresh_notifications()
