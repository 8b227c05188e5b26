"""*Join a game*: the host's address and this seat's code, then the game's own table.

The table is the one a game has at one keyboard, driving a
:class:`~tablebox.net.remote.RemoteMatch` (this seat's view, sent by the host) in place of a
match of its own; :func:`~tablebox.screens.join_follow.follow` keeps it up with the host.
``tablebox join ADDRESS CODE`` opens this screen filled in, and joins at once.
"""

from __future__ import annotations

import ssl
from typing import Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input, Static
from textual.worker import Worker

from tablebox.engine import Message
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.worded import WordedScreen, key_words

DEFAULT_ADDRESS = "127.0.0.1:8765"


class JoinScreen(WordedScreen[None]):
    DEFAULT_CSS = """
    #join-box { padding: 0 1; }
    #join-box Input { margin: 0 0 1 0; }
    #join-problem { height: auto; color: $error; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "menu", key_words("ui.key-menu")),
    ]

    def __init__(
        self,
        address: str = "",
        code: str = "",
        *,
        join_now: bool = False,
        ssl_context: ssl.SSLContext | None = None,
        on_close: Any = None,
    ) -> None:
        super().__init__()
        self.address, self.code = address, code
        self.join_now = join_now
        self.ssl_context = ssl_context
        self.on_close = on_close
        """Called when the joined table is left (the host at this terminal stops then)."""
        self._joining: Worker[Any] | None = None

    def compose(self) -> ComposeResult:
        say = self.words.text
        with Vertical(id="join-box"):
            yield Static(say("net.ui.join-title"), classes="screen-title")
            yield Static(say("net.ui.join-address"))
            yield Input(self.address, placeholder=DEFAULT_ADDRESS, id="join-address")
            yield Static(say("net.ui.join-code"))
            yield Input(self.code, placeholder="word-word-word-word-word-word", id="join-code")
            yield Static(say("net.ui.join-hint"), classes="hint")
            yield Static("", id="join-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        target = "#join-code" if self.address else "#join-address"
        self.query_one(target, Input).focus()
        if self.join_now:
            self.join()

    def action_menu(self) -> None:
        if self.on_close is not None:
            on_close, self.on_close = self.on_close, None
            on_close()
        self.app.post_message(BackToMenu())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "join-address" and not self.query_one("#join-code", Input).value:
            self.query_one("#join-code", Input).focus()
            return
        self.join()

    def report(self, text: str) -> None:
        self.query_one("#join-problem", Static).update(text)

    def join(self) -> None:
        """Join with what the form says (a join under way is let finish)."""
        from tablebox.net.client import url_of

        if self._joining is not None and self._joining.is_running:
            return
        address = self.query_one("#join-address", Input).value.strip() or DEFAULT_ADDRESS
        code = self.query_one("#join-code", Input).value.strip()
        say = self.words.text
        if not code:
            self.report(say("net.ui.join-empty"))
            return
        try:
            url_of(address)
        except ValueError:
            self.report(say(Message("net.ui.join-bad-address", {"address": address})))
            return
        self.report(say(Message("net.ui.joining", {"address": address})))
        self.address = address
        self._joining = self.run_worker(
            self._connect(address, code), exclusive=True, exit_on_error=False
        )

    async def _connect(self, address: str, code: str) -> Any:
        from tablebox.net.client import JoinRefused
        from tablebox.net.remote import RemoteMatch

        language = getattr(self.app, "language", "en")
        try:
            return await RemoteMatch.join(address, code, self.ssl_context, language=language)
        except JoinRefused as refused:
            return refused.reason

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker is not self._joining or not worker.is_finished:
            return
        self._joining = None
        result = worker.result
        if worker.error is not None:  # not the host's refusal: say what went wrong
            problem = f"{type(worker.error).__name__}: {worker.error}"
            result = Message("net.unreachable", {"address": self.address, "problem": problem})
        if isinstance(result, Message) or result is None:
            reason = result or Message("net.connection-lost")
            self.report(self.words.text(Message("net.ui.join-refused", {"reason": reason})))
            return
        self.opened(result)

    def opened(self, match: Any) -> None:
        """Show the joined table, kept up with its host."""
        from tablebox.screens.join_follow import follow

        self.report("")
        match.on_close, self.on_close = self.on_close, None
        app = self.app

        def rejoin(address: str, code: str, context: ssl.SSLContext | None) -> None:
            app.push_screen(JoinScreen(address, code, ssl_context=context))

        follow(app, match, rejoin)
        app.post_message(OpenMatch(cast(Any, match)))
