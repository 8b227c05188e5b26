"""*Host a game* (New game) and *Host* (a save in Continue): the match served to players on
other terminals, from a host in a thread of this process, with the address and every seat's
join code on screen. A human seat's number (1, 2, ...) chooses whether it plays at this
terminal (the first one does at first); Enter plays the chosen seats here (each joins like any
other player, several are played hot-seat among themselves); Escape stops hosting: the players
are told, and the game is saved as it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static
from textual.worker import Worker

from tablebox.engine import Message
from tablebox.screens.join import JoinScreen
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.worded import WordedScreen, key_words

MAX_CHOICE = 9
"""Seats chosen by a digit key: no game here seats more."""

if TYPE_CHECKING:
    import ssl
    from collections.abc import Callable

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
        *(Binding(str(n), f"choose({n})", show=False) for n in range(1, MAX_CHOICE + 1)),
    ]

    def __init__(self, match: Match, settings: HostSettings | None = None) -> None:
        super().__init__()
        from tablebox.net.hosting import HostSettings

        self.match = match
        self.settings = settings or HostSettings()
        self.host: HostThread | None = None
        self._handed_over = False
        self._joining: Worker[Any] | None = None
        self.here: list[int] = self.humans[:1]
        """The seats to play at this terminal, in seat order (the first human one at first)."""

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    @property
    def seat(self) -> int | None:
        """The first seat played at this terminal, if any."""
        return self.here[0] if self.here else None

    def action_choose(self, number: int) -> None:
        """Human seat ``number`` (1: the first) plays here, or no longer does."""
        humans = self.humans
        if not 1 <= number <= len(humans) or self.host is None:
            return
        seat = humans[number - 1]
        chosen = set(self.here) ^ {seat}
        self.here = [s for s in humans if s in chosen]
        self._show_seats()

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
        self._show_seats()

    def _show_seats(self) -> None:
        """Every human seat's code, those played here marked, and what the keys do now."""
        host = self.host
        if host is None:
            return
        catalog = self.match.catalog
        lines = []
        for number, seat in enumerate(self.humans, 1):
            key = "net.ui.host-seat-here" if seat in self.here else "net.ui.host-seat"
            code = host.game.codes[seat]
            lines.append(catalog.text(Message(key, {"n": number, "seat": seat, "code": code})))
        self.query_one("#host-codes", Static).update("\n".join(lines))
        last = min(len(self.humans), MAX_CHOICE)
        hint = (
            Message("net.ui.host-play-seats", {"seats": self.here, "last": last})
            if self.here
            else Message("net.ui.host-choose", {"last": last})
        )
        self.query_one("#host-hint", Static).update(catalog.text(hint))

    def _failed(self, error: OSError) -> None:
        problem = error.strerror or str(error)
        text = self.words.text(Message("net.ui.host-failed", {"problem": problem}))
        self.query_one("#host-problem", Static).update(text)
        self.match.close()

    def action_play(self) -> None:
        """Join the seats chosen from here, like any player."""
        host = self.host
        if host is None or host.port is None or not self.here or self._joining is not None:
            return
        codes = [code for code in (host.game.codes[s] for s in self.here) if code is not None]
        address = self.settings.local_address(host.port)
        language = getattr(self.app, "language", "en")
        joining = join_here(address, codes, self.settings.local_ssl(), language, self.match.handoff)
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


async def join_here(
    address: str,
    codes: list[str],
    ssl_context: ssl.SSLContext | None,
    language: str,
    handoff: bool,
) -> Any:
    """The seats of ``codes`` joined from this terminal: one seat's own match, or several
    played hot-seat (:class:`~tablebox.net.local_seats.LocalSeats`)."""
    from tablebox.net.local_seats import LocalSeats
    from tablebox.net.remote import RemoteMatch

    if len(codes) == 1:
        return await RemoteMatch.join(address, codes[0], ssl_context, language=language)
    return await LocalSeats.join(address, codes, ssl_context, language, handoff)


class LocalJoinScreen(JoinScreen):
    """``tablebox host --here``: the join form filled in with the first seat's code, joining
    every seat played here at once."""

    def __init__(
        self,
        address: str,
        codes: list[str],
        *,
        handoff: bool = True,
        ssl_context: ssl.SSLContext | None = None,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(
            address, codes[0], join_now=True, ssl_context=ssl_context, on_close=on_close
        )
        self.codes = codes
        self.handoff = handoff

    async def _connect(self, address: str, code: str) -> Any:
        from tablebox.net.client import JoinRefused

        language = getattr(self.app, "language", "en")
        try:
            return await join_here(address, self.codes, self.ssl_context, language, self.handoff)
        except JoinRefused as refused:
            return refused.reason
