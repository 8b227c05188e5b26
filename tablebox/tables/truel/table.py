"""Truel's table: the board with the pawns, the players' gems, the three triples, the hand and
the decision, and the log.

The turn flow is :class:`~tablebox.screens.match_screen.MatchScreen`'s. The table draws only
views and acts by submitting an option's ``action`` from the view's decision.

Keys: ←→ highlight a hand card (or a choice: a way at a crossroads, a rainbow card's meaning),
1/2/3 lay the highlighted card on that triple, Enter or Space lays it on the first triple with
a free slot of its type (or takes the highlighted choice, or shows a hand that cannot be
played, or discards the highlighted card when cards must be lost), PageUp/PageDown the log,
``?`` the rules, ``q`` the menu.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

from tablebox.engine import Event, Message, Option
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.worded import key_words
from tablebox.tables.truel.board_text import board_text, legend_text
from tablebox.tables.truel.cards import hand_block, triples_block
from tablebox.tables.truel.log import named_message, read
from tablebox.tables.truel.panels import choices_text, players_text
from tablebox.tables.truel.results import results_screen
from tablebox.tables.truel.words import ui
from tablebox.widgets.game_log import GameLog

if TYPE_CHECKING:
    from games.truel.view import CardView, TruelView
    from tablebox.controller import Match

LARGE = (120, 40)
"""From this size on the board and the cards are drawn larger."""
HAND_DECISIONS = ("play", "discard")
"""Decisions taken by highlighting a hand card (the others pick from a row of choices)."""
ROW_DECISIONS = ("way", "meaning")
"""Decisions taken from a row of choices (a way at a crossroads, a rainbow card's meaning)."""


class TruelTableScreen(MatchScreen):
    DEFAULT_CSS = """
    TruelTableScreen #tr-status { height: 1; background: $panel; padding: 0 1; }
    TruelTableScreen #tr-top { height: auto; }
    TruelTableScreen #tr-board { width: auto; height: auto; }
    TruelTableScreen #tr-side { width: 1fr; height: auto; padding: 0 0 0 1; }
    TruelTableScreen #tr-bottom { height: 1fr; }
    TruelTableScreen #tr-left { width: 50; height: 1fr; }
    TruelTableScreen #tr-triples { height: 4; }
    TruelTableScreen #tr-decide { height: 1fr; }
    TruelTableScreen #tr-log { width: 1fr; height: 1fr; border-left: vkey $panel; }
    TruelTableScreen.-large #tr-left { width: 80; }
    TruelTableScreen.-large #tr-triples { height: 6; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", key_words("truel.ui.key-card"), key_display="←→"),
        Binding("right,l", "move(1)", key_words("truel.ui.key-card"), show=False),
        Binding("left,h", "move_choice(-1)", key_words("truel.ui.key-way"), key_display="←→"),
        Binding("right,l", "move_choice(1)", key_words("truel.ui.key-way"), show=False),
        Binding("1", "lay(1)", key_words("truel.ui.key-triples"), key_display="1-3"),
        Binding("2", "lay(2)", key_words("truel.ui.key-triple", n=2), show=False),
        Binding("3", "lay(3)", key_words("truel.ui.key-triple", n=3), show=False),
        Binding("enter,space", "choose", key_words("truel.ui.key-choose"), key_display="⏎"),
        Binding("pageup", "log_page(-1)", key_words("truel.ui.key-log"), show=False),
        Binding("pagedown", "log_page(1)", key_words("truel.ui.key-log-down"), show=False),
        Binding("question_mark,f1", "rules", key_words("truel.ui.key-rules"), key_display="?"),
        Binding("escape,q", "menu", key_words("truel.ui.key-menu"), key_display="q"),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view: TruelView | None = None
        self.cursor = 0
        self.large = False
        self._keys_for: str | None = None
        """The decision kind the footer's keys were last shown for."""

    def compose(self) -> ComposeResult:
        yield Static(id="tr-status")
        with Horizontal(id="tr-top"):
            yield Static(id="tr-board")
            with Vertical(id="tr-side"):
                yield Static(id="tr-players")
                yield Static(id="tr-legend")
        with Horizontal(id="tr-bottom"):
            with Vertical(id="tr-left"):
                yield Static(id="tr-triples")
                yield Static(id="tr-decide")
            yield GameLog(id="tr-log")
        yield Footer()

    def on_mount(self) -> None:
        self.status = self.query_one("#tr-status", Static)
        self.board = self.query_one("#tr-board", Static)
        self.players = self.query_one("#tr-players", Static)
        self.triples = self.query_one("#tr-triples", Static)
        self.decide = self.query_one("#tr-decide", Static)
        self.game_log = self.query_one("#tr-log", GameLog)
        self.query_one("#tr-legend", Static).update(legend_text(self.say))
        self._size_class(self.app.size.width, self.app.size.height)
        self.advance()

    def on_resize(self, event: events.Resize) -> None:
        if self._size_class(event.size.width, event.size.height) and self.view is not None:
            self.show(self.view)

    def _size_class(self, width: int, height: int) -> bool:
        """Draw the board larger on a large terminal; True if that changed."""
        large = width >= LARGE[0] and height >= LARGE[1]
        changed = large != self.large
        self.large = large
        self.set_class(large, "-large")
        return changed

    # -- drawing -----------------------------------------------------------------------------

    def card_name(self, card: str) -> str:
        return self.match.catalog.card("truel", card)

    def read_log(
        self, events: Sequence[Event], seat: int | None
    ) -> Sequence[Message | Event | None]:
        """Spaces named as the board shows them, one sentence per draw (see
        :mod:`tablebox.tables.truel.log`)."""
        if self.view is None:
            return events
        return read(events, seat, self.view.board)

    def say_named(self, message: Message) -> str:
        """A message naming spaces (a prompt, a refusal), with the names the board shows."""
        if self.view is None:
            return self.say(message)
        return self.say(named_message(message, self.view.board))

    def show(self, view: TruelView) -> None:
        self.view = view
        decision = view.decision
        if decision is not None and decision.kind not in HAND_DECISIONS:
            self.cursor = min(self.cursor, max(0, len(decision.options) - 1))
        else:
            self.cursor = min(self.cursor, max(0, len(view.hand) - 1))
            self.cursor = self._playable_cursor(view)
        self._draw(self.status, self._status_text(view))
        self._draw_board(view)
        computers = [not seat.is_human for seat in self.match.seats]
        self._draw(self.players, players_text(view, computers, self.say))
        self._draw(self.triples, Text("\n").join(triples_block(view, self.say, self.large)))
        self._draw(self.decide, self._decide_text(view))
        self.game_log.set_lines(self.log_lines(view.viewer))
        kind = decision.kind if decision is not None and view.viewer is not None else None
        if kind != self._keys_for:
            self._keys_for = kind
            self.refresh_bindings()

    def _draw_board(self, view: TruelView) -> None:
        self._draw(
            self.board, board_text(view, self._last_path(), self.large, self._way(view), self.say)
        )

    def _way(self, view: TruelView) -> str | None:
        """The space the highlighted way at a crossroads leads to, marked on the board."""
        decision = view.decision
        if decision is None or decision.kind != "way" or not decision.options:
            return None
        option = decision.options[min(self.cursor, len(decision.options) - 1)]
        return str(option.parts.get("space"))

    def _playable_cursor(self, view: TruelView) -> int:
        """The cursor, moved on to the first card that fits a free slot if its own does not
        (so Enter lays a card whenever one can be laid)."""
        decision = view.decision
        if decision is None or decision.kind != "play" or not view.hand:
            return self.cursor
        fits = {str(o.parts.get("card")) for o in decision.options if o.allowed}
        if view.hand[self.cursor].id in fits:
            return self.cursor
        return next((i for i, card in enumerate(view.hand) if card.id in fits), self.cursor)

    def _status_text(self, view: TruelView) -> Text:
        status = self.say(self.match.status_message())
        text = Text.assemble((self.say(ui("truel.ui.name")), "bold"), " · ", status)
        if view.match:
            wins = ", ".join(f"{n} {w}" for n, w in zip(view.players, view.wins, strict=True))
            text.append(" · " + self.say(ui("truel.ui.status-match", game=view.game, wins=wins)))
        text.append(" · " + self.say(ui("truel.ui.status-deck", n=view.draw_pile)))
        return text

    def _last_path(self) -> list[list[str]]:
        """The legs of the last move (and of a move paused at a crossroads so far), in order,
        to draw heavy on the board: what the players who look next must see happened."""
        legs: list[list[str]] = []
        if self.view is not None and self.view.moving is not None:
            legs.append(list(self.view.moving.path))
        for event in reversed(self.match.visible_events(None)):
            if event.key in ("truel.plays", "truel.shows-hand", "truel.empty-hand"):
                break
            spaces = event.params.get("path") if event.key == "truel.moves" else None
            if isinstance(spaces, list):
                legs.append([str(space) for space in spaces])
        return legs

    def _decide_text(self, view: TruelView) -> Text:
        decision = view.decision
        lines: list[Text] = []
        if decision is not None:
            lines.append(Text(self.say_named(decision.prompt), "bold"))
            if decision.kind in ROW_DECISIONS:
                lines.append(choices_text(decision.options, self.cursor, self.say, view))
        elif view.outcome is None:
            lines.append(Text(self.say(ui("truel.ui.waiting", seats=view.to_act)), "dim"))
        if view.viewer is not None:
            kind = decision.kind if decision is not None else None
            cursor = self.cursor if kind in HAND_DECISIONS else -1
            caption = Text(self.say(ui("truel.ui.your-hand")), "bold")
            width = self.decide.content_size.width or (80 if self.large else 50)
            lines += hand_block(
                view, cursor, self.say, caption, self._playable(view, kind), self.large, width
            )
        return Text("\n").join(lines)

    @staticmethod
    def _playable(view: TruelView, kind: str | None) -> Callable[[CardView], bool]:
        """Whether a hand card can be laid now: it has a free slot of its type (when cards
        must be discarded, any card may go)."""
        free = {
            slot: any(triple[index] is None for triple in view.slots)
            for index, slot in enumerate(view.slot_types)
        }
        return lambda card: kind == "discard" or free.get(card.type, False)

    def results_screen(self, view: TruelView) -> Screen[None]:
        return results_screen(view, self.say, self.match.visible_events(None))

    # -- keys --------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers only the keys that act on the decision on screen."""
        kind = self._keys_for
        if action == "move":
            return kind in HAND_DECISIONS
        if action == "move_choice":
            return kind in ROW_DECISIONS
        if action == "lay":
            return kind == "play"
        if action == "choose":
            return kind is not None
        return super().check_action(action, parameters)

    def action_move_choice(self, step: int) -> None:
        self.action_move(step)

    # -- acting ------------------------------------------------------------------------------

    def _options(self) -> list[Option]:
        view = self.view
        if view is None or view.decision is None:
            return []
        return view.decision.options

    def action_move(self, step: int) -> None:
        view = self.view
        if view is None or view.decision is None:
            return
        hand = view.decision.kind in HAND_DECISIONS
        count = len(view.hand) if hand else len(view.decision.options)
        if count:
            self.cursor = (self.cursor + step) % count
            self._draw(self.decide, self._decide_text(view))
            if view.decision.kind == "way":
                self._draw_board(view)

    def _highlighted_card(self) -> str | None:
        view = self.view
        if view is None or not view.hand or self.cursor >= len(view.hand):
            return None
        return view.hand[self.cursor].id

    def action_lay(self, triple: int) -> None:
        card = self._highlighted_card()
        view = self.view
        if card is None or view is None or view.decision is None:
            return
        for option in self._options():
            if option.parts.get("card") == card and option.parts.get("triple") == triple:
                self._submit(option)
                return

    def action_choose(self) -> None:
        view = self.view
        if view is None or view.decision is None:
            return
        options = self._options()
        if view.decision.kind in ("way", "meaning"):
            if options:
                self._submit(options[min(self.cursor, len(options) - 1)])
            return
        if view.decision.kind == "show":
            self._submit(next(o for o in options if "show" in o.parts))
            return
        card = self._highlighted_card()
        if view.decision.kind == "discard":
            chosen = [o for o in options if o.parts.get("card") == card]
            if chosen:
                self._submit(chosen[0])
            return
        mine = [o for o in options if o.parts.get("card") == card]
        hinted = self.hint.first if self.hint is not None else None
        allowed = [o for o in mine if o.allowed and o.action == hinted]
        allowed = allowed or [o for o in mine if o.allowed]
        if allowed or mine:
            self._submit((allowed or mine)[0])

    def highlight_item(self, target: str) -> bool:
        """A lesson's ``card:<id>``: the cursor goes to that hand card (or that choice, a way
        at a crossroads), so the table marks it as it marks any highlighted card."""
        kind, _, wanted = target.partition(":")
        view = self.view
        if kind != "card" or view is None or view.decision is None:
            return False
        if view.decision.kind in HAND_DECISIONS:
            items = [card.id for card in view.hand]
        else:
            items = [option.action for option in view.decision.options]
        if wanted not in items:
            return False
        self.cursor = items.index(wanted)
        self._draw(self.decide, self._decide_text(view))
        self._draw_board(view)
        return True

    def hint_anchor(self) -> Widget | None:
        """The hint lies over the players and the legend: the log is a line or two at 80×24,
        and the triples and the hand below it are what the hint is about."""
        return self.players

    def select_hint(self, action: str) -> None:
        """The hinted move under the cursor: its card in the hand, or its way or meaning in
        the row; Enter then plays it (a card into the hinted triple: :meth:`action_choose`)."""
        view = self.view
        if view is None or view.decision is None:
            return
        options = view.decision.options
        option = next((o for o in options if o.action == action), None)
        if option is None:
            return
        if view.decision.kind in HAND_DECISIONS:
            card = option.parts.get("card")
            ids = [hand_card.id for hand_card in view.hand]
            if card in ids:
                self.action_move(ids.index(str(card)) - self.cursor)
        elif view.decision.kind in ROW_DECISIONS:
            self.action_move(options.index(option) - self.cursor)

    def _submit(self, option: Option) -> None:
        if option.refusal is not None:
            reason = self.say(option.refusal)
            self.notify(reason, title=self.refusal_title, severity="warning", markup=False)
            return
        # The next decision starts at the first card: set before the move, whose redraw (and a
        # lesson's mark, which moves the cursor) comes within ``submit``.
        cursor, self.cursor = self.cursor, 0
        if not self.submit(option.action):
            self.cursor = cursor
