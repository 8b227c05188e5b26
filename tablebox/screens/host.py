"""*Host a game* (New game) and *Host* (a save in Continue): the match served to players on
other terminals, from a host in a thread of this process, with the address and every seat's
join code on screen. Enter plays the first human seat here (it joins like any other player);
Escape stops hosting: the players are told, and the game is saved as it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static
from textual.worker import Worker

from tablebox.engine import Message
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.worded import WordedScreen, key_words

if TYPE_CHECKING:
    from tablebox.controller import Match
    from tablebox.net.hosting import HostSettings, HostThread


class HostScreen(WordedScreen[None]):
    DEFAULT_CSS = """
    #host-box { padding: 0 1; }
    #host-codes { margin: 1 0; height: auto; }
    #host-problem { height: auto; color: $error; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "stop", key_words("ui.key-menu")),
        Binding("enter", "play", key_words("ui.key-play")),
    ]

    def __init__(self, match: Match, settings: HostSettings | None = None) -> None:
        super().__init__()
        from tablebox.net.hosting import HostSettings

        self.match = match
        self.settings = settings or HostSettings()
        self.host: HostThread | None = None
        self._handed_over = False
        self._joining: Worker[Any] | None = None

    @property
    def seat(self) -> int | None:
        """The seat played at this terminal: the first human one."""
        return next((i for i, seat in enumerate(self.match.seats) if seat.is_human), None)

    def compose(self) -> ComposeResult:
        from tablebox.net.hosting import game_title

        say = self.words.text
        title = game_title(self.match, self.words)
        with Vertical(id="host-box"):
            yield Static(say(Message("net.ui.host-title", {"game": title})), classes="screen-title")
            yield Static("", id="host-address", markup=False)
            yield Static("", id="host-codes", markup=False)
            yield Static("", id="host-hint", classes="hint", markup=False)
            yield Static("", id="host-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        from tablebox.net.hosting import HostThread
        from tablebox.net.server import HostedGame

        catalog = self.match.catalog
        game = HostedGame.of(self.match)
        host = HostThread(game, self.settings)
        try:
            port = host.start()
        except OSError as error:
            if self.settings.port == 0:
                return self._failed(error)
            from dataclasses import replace

            self.settings = replace(self.settings, port=0)  # the usual port is taken: any
            host = HostThread(game, self.settings)
            try:
                port = host.start()
            except OSError as again:
                return self._failed(again)
        self.host = host
        address = self.settings.address(port)
        self.query_one("#host-address", Static).update(
            catalog.text(Message("net.ui.host-address", {"address": address}))
        )
        codes = [
            catalog.text(Message("net.ui.host-code", {"seat": seat, "code": code}))
            for seat, code in enumerate(game.codes)
            if code is not None
        ]
        self.query_one("#host-codes", Static).update("\n".join(codes))
        seat = self.seat
        hint = (
            Message("net.ui.host-play", {"seat": seat})
            if seat is not None
            else Message("net.ui.host-watch")
        )
        self.query_one("#host-hint", Static).update(catalog.text(hint))

    def _failed(self, error: OSError) -> None:
        problem = error.strerror or str(error)
        text = self.words.text(Message("net.ui.host-failed", {"problem": problem}))
        self.query_one("#host-problem", Static).update(text)
        self.match.close()

    def action_play(self) -> None:
        """Join the first human seat from here, like any player."""
        from tablebox.net.remote import RemoteMatch

        host, seat = self.host, self.seat
        if host is None or host.port is None or seat is None or self._joining is not None:
            return
        code = host.game.codes[seat]
        assert code is not None
        address = self.settings.local_address(host.port)
        language = getattr(self.app, "language", "en")
        joining = RemoteMatch.join(address, code, self.settings.local_ssl(), language=language)
        self._joining = self.run_worker(joining, exit_on_error=False)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        from tablebox.screens.join_follow import follow

        worker = event.worker
        if worker is not self._joining or not worker.is_finished:
            return
        self._joining = None
        if worker.error is not None or worker.result is None:
            problem = str(worker.error or "")
            text = self.words.text(Message("net.ui.host-failed", {"problem": problem}))
            self.query_one("#host-problem", Static).update(text)
            return
        match = worker.result
        self._handed_over = True
        host = self.host
        if host is not None:
            match.on_close = host.stop  # leaving the table stops hosting
        follow(self.app, match)
        self.app.post_message(OpenMatch(cast(Any, match)))

    def action_stop(self) -> None:
        self._stop()
        self.app.post_message(BackToMenu())

    def on_unmount(self) -> None:
        if not self._handed_over:
            self._stop()

    def _stop(self) -> None:
        host, self.host = self.host, None
        if host is not None:
            host.stop()
        elif not self.match.closed:
            self.match.close()
