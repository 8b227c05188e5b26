"""Several seats of a hosted match played at one terminal, hot-seat: :class:`LocalSeats`.

Each seat joins the host with its own code (a :class:`~tablebox.net.remote.RemoteMatch`), so
the host still sends every connection its own seat's view only. Towards the table this is one
match with the interface the tables use: the table shows the keyboard holder's view, and when
another seat played here must act the hand-off cover comes first (unless the players turned
hand-offs off), as at one keyboard. While a seat played elsewhere acts, the holder's view
stays up.

Every seat's connection gets its own copy of each of the host's messages; the table hears of
each once: an update when every seat here has it (so the view drawn is never behind), the rest
(presence, take-backs, the host leaving) from the first seat's connection. A take-back asked
by any player is put once to this terminal, and its answer counts for every seat here that is
asked: the people sharing the keyboard answer together.
"""

from __future__ import annotations

import functools
import ssl
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.controller import Step
from tablebox.engine import Event, Message, Outcome
from tablebox.net.protocol import Closing, Refused, TakeBackAsked, TakeBackEnded, Update
from tablebox.net.remote import Listener, RemoteMatch


class LocalSeats:
    """The seats played at this terminal (see the module's docstring)."""

    def __init__(self, matches: Sequence[RemoteMatch], handoff: bool = True) -> None:
        if not matches:
            raise ValueError("no seat to play here")
        self.matches = {match.seat: match for match in matches}
        first = matches[0]
        self.game_id = first.game_id
        self.rules = first.rules
        self.seats = first.seats
        self.handoff = handoff
        self.hints = False
        """No hint at network seats: they hold no state of the game to search from."""
        self.hints_asked: list[int] = []
        self.keyboard_holder: int | None = None
        """Who has the keyboard: nobody until the first cover is passed."""
        self.save_path = None
        self.save_problem: str | None = None
        self.read_only = False
        self.joined_with: tuple[str, str, ssl.SSLContext | None] | None = None
        """Never set: the host is this process, there is nothing to rejoin."""
        self.on_close = first.on_close
        self.listener: Listener | None = None
        self._answered: set[int] = set()
        """The seats here that agreed to the take-back asked now."""
        self._told: tuple[int, int] = self._revision(first)
        self._ended = False

    @classmethod
    async def join(
        cls,
        address: str,
        codes: Sequence[str],
        ssl_context: ssl.SSLContext | None = None,
        language: str = DEFAULT_LANGUAGE,
        handoff: bool = True,
    ) -> LocalSeats:
        """Join the host with every seat's code, in order (raises as
        :meth:`RemoteMatch.join`; the seats joined already are left then)."""
        matches: list[RemoteMatch] = []
        try:
            for code in codes:
                matches.append(await RemoteMatch.join(address, code, ssl_context, language))
        except BaseException:
            for match in matches:
                await match.aclose()
            raise
        return cls(matches, handoff)

    # -- the host's messages -----------------------------------------------------------------

    @property
    def local_seats(self) -> list[int]:
        return list(self.matches)

    @property
    def seat(self) -> int:
        """The seat whose words the table speaks for (the holder's, else the first here)."""
        return self.keyboard_holder if self.keyboard_holder is not None else self.first.seat

    @property
    def first(self) -> RemoteMatch:
        return next(iter(self.matches.values()))

    @property
    def holder(self) -> RemoteMatch:
        return self.matches[self.seat]

    def start(self, listener: Listener | None = None) -> None:
        """Follow the host from now on (in the running event loop), telling ``listener``."""
        if listener is not None:
            self.listener = listener
        for match in self.matches.values():
            match.start(functools.partial(self._heard, match))

    @staticmethod
    def _revision(match: RemoteMatch) -> tuple[int, int]:
        return len(match.actions), len(match.takebacks)

    def _heard(self, match: RemoteMatch, message: Any) -> None:
        """One seat's connection took in ``message``: tell the table if it is its turn to."""
        if self._ended:
            return
        if isinstance(message, Update):
            revisions = {self._revision(m) for m in self.matches.values()}
            if len(revisions) > 1 or self._told in revisions:
                return  # another seat here has not had it yet, or it was told already
            self._told = revisions.pop()
        elif isinstance(message, Refused):
            pass  # only the seat that acted hears it
        elif isinstance(message, Closing):
            self._ended = True
        elif match is not self.first:
            return  # presence and take-backs: every seat hears the same
        elif isinstance(message, TakeBackAsked):
            waiting = [seat for seat in message.waiting if seat not in self._answered]
            message = TakeBackAsked(seat=message.seat, waiting=waiting)
        elif isinstance(message, TakeBackEnded):
            self._answered.clear()
        if self.listener is not None:
            self.listener(message)

    # -- what the tables ask, as of a Match --------------------------------------------------

    @property
    def names(self) -> list[str]:
        return self.first.names

    @property
    def language(self) -> str:
        return self.first.language

    @language.setter
    def language(self, language: str) -> None:
        for match in self.matches.values():
            match.language = language

    @property
    def catalog(self) -> Catalog:
        return self.holder.catalog

    @property
    def actions(self) -> Sequence[int]:
        return self.holder.actions

    @property
    def takebacks(self) -> Sequence[int]:
        return self.holder.takebacks

    @property
    def away(self) -> list[int]:
        return self.first.away

    @property
    def asked(self) -> TakeBackAsked | None:
        return self.first.asked

    @property
    def ended(self) -> Message | None:
        return next((m.ended for m in self.matches.values() if m.ended is not None), None)

    def view(self, seat: int | None = None) -> BaseModel:
        """The holder's view (drawn under the opaque cover while the keyboard changes hands)."""
        return self.holder.view()

    def table_view(self) -> BaseModel:
        return self.holder.table_view()

    def visible_events(self, seat: int | None = None) -> list[Event]:
        return self.holder.visible_events()

    def acting_seats(self) -> list[int]:
        return self.holder.acting_seats()

    def human_to_act(self) -> int | None:
        return self.holder.human_to_act()

    def outcome(self) -> Outcome | None:
        return self.holder.outcome()

    @property
    def is_over(self) -> bool:
        return self.holder.is_over

    def status_message(self) -> Message:
        return self.holder.status_message()

    def status(self) -> str:
        return self.holder.status()

    def next_step(self) -> Step:
        """The holder's table, unless another seat here must act: then the cover first. With
        hand-offs off the keyboard just moves on."""
        if self.is_over:
            return Step("over", None)
        seat = self.handoff_to()
        if seat is not None:
            return Step("handoff", seat)
        here = self._acting_here()
        if here is not None:
            self.keyboard_holder = here  # hand-offs off: nobody to cover for
        elif self.keyboard_holder is None:
            self.keyboard_holder = self.first.seat
        return Step("human", self.keyboard_holder)

    def _acting_here(self) -> int | None:
        return next((s for s in self.acting_seats() if s in self.matches), None)

    def handoff_to(self) -> int | None:
        """The seat here the keyboard must pass to before the table shows its view, if any."""
        if not self.handoff:
            return None
        seat = self._acting_here()
        if seat is None and self.keyboard_holder is None:
            seat = self.first.seat  # nobody has taken the keyboard yet
        return seat if seat is not None and seat != self.keyboard_holder else None

    def confirm_handoff(self, seat: int) -> None:
        """The person at ``seat`` has the keyboard now."""
        if seat in self.matches:
            self.keyboard_holder = seat

    # -- acting --------------------------------------------------------------------------------

    def _of(self, seat: int) -> RemoteMatch:
        return self.matches.get(seat, self.holder)

    def act(self, seat: int, action: Any) -> Step:
        """Send ``action`` for ``seat`` (a seat here) through its own connection."""
        self._of(seat).act(seat, action)
        return self.next_step()

    def think(self, seat: int, cancel: Any = None) -> str:
        raise NotImplementedError("computer seats play at the host")

    def takeback_for(self, seat: int) -> int:
        return self._of(seat).takeback_for(seat)

    def takeback_refusal(self, seat: int) -> Message | None:
        return self._of(seat).takeback_refusal(seat)

    def take_back(self, seat: int) -> Step:
        self._of(seat).take_back(seat)
        return self.next_step()

    def answer_take_back(self, agree: bool) -> None:
        """Answer the take-back asked for every seat here that is asked (a refusal once: one
        is enough to settle it)."""
        asked = self.first.asked
        if asked is None:
            return
        for match in self.matches.values():
            if match.seat not in asked.waiting or match.seat in self._answered:
                continue
            if match.asked is None:  # its own copy of the question is still on the way
                match.asked = asked
            match.answer_take_back(agree)
            if not agree:
                return
            self._answered.add(match.seat)

    # -- leaving -------------------------------------------------------------------------------

    def close(self) -> None:
        """Leave: every seat's connection is closed, then ``on_close`` (hosting stops)."""
        for match in self.matches.values():
            match.on_close = None
            match.close()
        if self.on_close is not None:
            on_close, self.on_close = self.on_close, None
            on_close()

    @property
    def closed(self) -> bool:
        return all(match.closed for match in self.matches.values())

    async def aclose(self) -> None:
        matches = list(self.matches.values())
        self.close()
        for match in matches:
            await match.aclose()
