"""A table played over the network, kept up with its host.

:func:`follow` connects a :class:`~tablebox.net.remote.RemoteMatch` to the app: each message of
the host redraws the table (through the table's own turn flow, :meth:`MatchScreen.advance`),
and says what a player must know: who is away and back, a take-back asked (a question every
other human player answers), a refused move, the host leaving.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tablebox.engine import Message
from tablebox.net.protocol import Closing, Presence, Refused, TakeBackAsked, TakeBackEnded, Update
from tablebox.screens.match_screen import MatchScreen, unnotify

if TYPE_CHECKING:
    import ssl

    from textual.app import App

    from tablebox.net.remote import RemoteMatch

Rejoin = Callable[[str, str, "ssl.SSLContext | None"], object]
"""Opens the join form filled in with an address, a code and a TLS context."""

AWAY_TIMEOUT = 3600.0
"""An away notice stays until that player is back."""


class TakeBackQuestion(ModalScreen[bool]):
    """Another player asks to take back their last move: agree (y) or refuse (n)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", show=False),
        Binding("n,escape", "answer(False)", show=False),
    ]

    def __init__(self, question: str, agree: str, refuse: str, seat: int) -> None:
        super().__init__()
        self.question, self.agree, self.refuse, self.seat = question, agree, refuse, seat

    def compose(self) -> ComposeResult:
        with Vertical(id="net-question"):
            yield Static(self.question, id="net-question-text", markup=False)
            with Horizontal(id="net-question-buttons"):
                yield Button(f"{self.agree} (y)", id="agree", variant="primary")
                yield Button(f"{self.refuse} (n)", id="refuse")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "agree")

    def action_answer(self, agree: bool) -> None:
        self.dismiss(agree)


class Follower:
    """What one remote match shows besides its table (see :func:`follow`)."""

    def __init__(self, app: App[Any], match: RemoteMatch, rejoin: Rejoin | None = None) -> None:
        self.app = app
        self.match = match
        self.rejoin = rejoin
        """Opens the join form filled in, after a lost connection (the join screen's own)."""
        self.away: set[int] = set(match.away)
        self._notes: dict[int, str] = {}
        self._question: TakeBackQuestion | None = None
        self._greeted = False
        self._ended = False

    def say(self, message: Message | str) -> str:
        return self.match.catalog.text(message)

    def mine(self) -> set[int]:
        """The seats played at this terminal (several when the host plays them hot-seat)."""
        return set(getattr(self.match, "local_seats", [self.match.seat]))

    def table(self) -> MatchScreen | None:
        for screen in reversed(self.app.screen_stack):
            if isinstance(screen, MatchScreen) and getattr(screen, "match", None) is self.match:
                return screen
        return None

    def __call__(self, message: Any) -> None:
        if self._ended:
            return  # the connection is over: nothing more to say
        if isinstance(message, Update):
            table = self.table()
            if table is not None and table.is_attached:
                table.advance()
        elif isinstance(message, Presence):
            self.presence(set(message.away))
        elif isinstance(message, TakeBackAsked):
            self.asked(message)
        elif isinstance(message, TakeBackEnded):
            self.ended(message)
        elif isinstance(message, Refused):
            title = self.say("common.ui.not-allowed")  # as the table titles a refusal
            self.app.notify(self.say(message.reason), title=title, severity="warning", markup=False)
        elif isinstance(message, Closing):
            self.closing(message.reason)

    def presence(self, away: set[int]) -> None:
        """Who is away now: a note for each player gone ("Bára is away: the game waits") until
        they are back; on joining, who the game waits for."""
        me = self.mine()
        if not self._greeted:
            self._greeted = True
            self.away = away
            waiting = sorted(away - me)
            if waiting:
                note = self.say(Message("net.ui.waiting", {"seats": waiting}))
                self._notes[-1] = note
                self.app.notify(note, timeout=AWAY_TIMEOUT, markup=False)
            return
        if -1 in self._notes and not away - me:
            self._unnotify(self._notes.pop(-1))
        for seat in sorted(away - self.away - me):
            note = self.say(Message("net.ui.away", {"seat": seat}))
            self._notes[seat] = note
            self.app.notify(note, severity="warning", timeout=AWAY_TIMEOUT, markup=False)
        for seat in sorted(self.away - away - me):
            if seat in self._notes:
                self._unnotify(self._notes.pop(seat))
            if -1 not in self._notes or not away:
                self.app.notify(self.say(Message("net.ui.back", {"seat": seat})), markup=False)
        self.away = away

    def asked(self, message: TakeBackAsked) -> None:
        me = self.mine()
        asked_here = me & set(message.waiting)
        if message.seat in me and not asked_here:
            if self._question is None and message.waiting:
                self.app.notify(self.say("net.ui.takeback-sent"), markup=False)
            return
        if not asked_here or self._question is not None:
            return
        question = TakeBackQuestion(
            self.say(Message("net.ui.takeback-asked", {"seat": message.seat})),
            self.say("net.ui.agree"),
            self.say("net.ui.refuse"),
            message.seat,
        )
        self._question = question

        def answered(agree: bool | None) -> None:
            if self._question is question:
                self._question = None
                self.match.answer_take_back(bool(agree))

        self.app.push_screen(question, answered)

    def ended(self, message: TakeBackEnded) -> None:
        question, self._question = self._question, None
        if question is not None and question.is_attached and self.app.screen is question:
            self.app.pop_screen()
        if message.done:
            return
        if message.by is not None:
            if message.by not in self.mine():
                note = Message("net.ui.takeback-declined", {"seat": message.by})
                self.app.notify(self.say(note), severity="warning", markup=False)
        else:
            self.app.notify(self.say("net.ui.takeback-void"), markup=False)

    def closing(self, reason: Message) -> None:
        """The host closed this seat's connection (it left, or the seat was joined elsewhere),
        or it was lost: say why, and back to the menu."""
        self._ended = True
        for note in list(self._notes.values()):
            self._unnotify(note)
        self._notes.clear()
        title = self.say("net.ui.ended-title")
        self.app.notify(self.say(reason), title=title, severity="error", timeout=30, markup=False)
        back = getattr(self.app, "back_to_menu", None)
        if back is not None and self.table() is not None:
            back()
            joined = self.match.joined_with
            if reason.key == "net.connection-lost" and joined is not None and self.rejoin:
                # The join form again, filled in: Enter rejoins the seat as it is now.
                self.rejoin(*joined)

    def _unnotify(self, text: str) -> None:
        unnotify(self.app, text)


def follow(app: App[Any], match: RemoteMatch, rejoin: Rejoin | None = None) -> Follower:
    """Keep ``app``'s table of ``match`` up with the host from now on; ``rejoin`` opens the
    join form filled in when the connection is lost."""
    follower = Follower(app, match, rejoin)
    # Started from the app's own queue, so that the tasks run in the app's context: a screen
    # pushed on a message (a take-back question) answers to the app, not to the join screen
    # that is gone by then.
    app.call_later(match.start, follower)
    return follower
