"""The trick table: one screen for every trick-taking game (Claim now, more later).

This class owns what every such game shares: the layout, the keys, the mouse and refusals; the
turn flow (computer turns, hot-seat hand-offs, the end of the game) comes from
:class:`MatchScreen`. A game's subclass only turns its view model into text, through the hooks
marked "for the game".

The mouse works like the keys, through the same actions: a click on a card of the hand (or a
choice button) highlights it, as ←→ would; a click on the highlighted one plays it, as Enter.
A change of theme redraws the table in the new theme's colours.

The size of the terminal: at 80×24 the cards are small (three rows); once the terminal has room
(:data:`ROOMY`) the screen takes the ``-roomy`` class and cards are drawn large, and the log gets
the rows the board gains. The class is set on every resize, so the stylesheet can follow it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.widgets import Static

from tablebox.engine import Message
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.worded import key_words
from tablebox.widgets.card_frames import LARGE, SMALL, CardSize
from tablebox.widgets.cards import CARD_META, CHOICE_META, CardFace, ChoiceFace, HandBar
from tablebox.widgets.footer import TableFooter
from tablebox.widgets.game_log import GameLog
from tablebox.widgets.trick_area import TrickArea

if TYPE_CHECKING:
    from tablebox.controller import Match

ROOMY = Size(110, 32)
"""From this size on (e.g. 120×40) the table draws large cards."""
ROOMY_CLASS = "-roomy"


HELD_TRICK_WEIGHT = 3.0
"""A computer's card that finishes a trick stays this many paced pauses before the next card."""


def roomy(size: Size) -> bool:
    """Whether a terminal of ``size`` has room for large cards."""
    return size.width >= ROOMY.width and size.height >= ROOMY.height


class TrickTableScreen(MatchScreen):
    LIST_BESIDE_NAMES = 26
    """The cells a row of the players panel takes beside the name (turn mark, hand, piles): a
    computer's level is shown there when the longest label fits the rest, else a gear."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,h", "move(-1)", key_words("ui.key-card"), key_display="←→"),
        Binding("right,l", "move(1)", key_words("ui.key-next-card"), show=False),
        Binding("enter,space", "play", key_words("ui.key-play")),
        # Not in the footer (as at the other tables): it makes room for the hint key at 80
        # columns; the README lists it.
        Binding("pageup", "log_page(-1)", key_words("ui.key-log"), show=False),
        Binding("pagedown", "log_page(1)", key_words("ui.key-log-down"), show=False),
        Binding("question_mark,f1", "rules", key_words("ui.key-rules"), key_display="?"),
        Binding("escape,q", "menu", key_words("ui.key-menu"), key_display="q"),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.cards: list[CardFace] = []
        self.choices: list[ChoiceFace] = []
        self.cursor = 0

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        # Left: the trick on the table and the one just finished. Right: the players (as tall
        # as they need), then the log in whatever room is left.
        yield Static(id="table-status")
        yield from self.compose_above_the_board()
        with Horizontal(id="table-board"):
            with Vertical(id="table-left"):
                yield TrickArea(id="table-trick", classes="panel")
                yield Static(id="table-last", classes="panel")
            with Vertical(id="table-right"):
                yield Static(id="table-players", classes="panel")
                yield GameLog(id="table-log")
        yield HandBar(id="table-hand", classes="panel")
        yield TableFooter()

    def compose_above_the_board(self) -> ComposeResult:
        """Panels a game shows across the screen between the status line and the trick."""
        yield from ()

    def on_mount(self) -> None:
        # Looked up once: they are updated on every key press.
        self.status = self.query_one("#table-status", Static)
        self.trick_panel = self.query_one("#table-trick", TrickArea)
        self.last_panel = self.query_one("#table-last", Static)
        self.players_panel = self.query_one("#table-players", Static)
        self.game_log = self.query_one("#table-log", GameLog)
        self.hand = self.query_one("#table-hand", HandBar)
        self.game_log.border_title = self.say("common.ui.log")
        self.set_class(roomy(self.app.size), ROOMY_CLASS)
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        self.advance()

    def _theme_changed(self, theme: object) -> None:
        """Redraw in the new theme's colours (the texts carry the colours they were drawn in)."""
        self.notify_style_update()
        self.hand.notify_style_update()
        if self.view is not None:
            self.show(self.view)

    def on_resize(self, event: events.Resize) -> None:
        # Large or small cards for the new size; some panels lay their text out for the width
        # they have.
        self.set_class(roomy(event.size), ROOMY_CLASS)
        if self.view is not None:
            self.show(self.view)

    @property
    def card_size(self) -> CardSize:
        """The size of the framed cards the table draws now."""
        return LARGE if self.has_class(ROOMY_CLASS) else SMALL

    def pause_weight(self) -> float:
        """A trick just finished stays a moment longer (issue 26.4), then until the next card."""
        trick = getattr(self.view, "current_trick", None)
        return HELD_TRICK_WEIGHT if trick is not None and not trick.plays else 1.0

    # -- acting ------------------------------------------------------------------------------

    def act(self, action: str, label: str, refusal: str | None = None) -> None:
        """Submit an option of the view's decision (``action`` as the view gives it). An option
        the view already marks as refused is not sent: its reason is shown instead."""
        if refusal is not None and self.my_seat() is not None:
            reason = self.say(Message("common.ui.refused", {"label": label, "reason": refusal}))
            self.notify(reason, title=self.refusal_title, severity="warning", markup=False)
            if self.cards and not self.choices:
                self.hand.show_cards(
                    self.cards, self.cursor, self.hand_note(self.view), reason, self.enter_does()
                )
            return
        self.submit(action)

    # -- drawing -------------------------------------------------------------------------------

    def show(self, view: Any) -> None:
        """Draw ``view`` on every panel, touching only the widgets whose text changed."""
        new_viewer = self.view is None or view.viewer != self.view.viewer
        self.view = view
        self.cards = self.hand_faces(view)
        had_choices = bool(self.choices)
        self.choices = self.choice_faces(view)
        if had_choices != bool(self.choices):
            self.refresh_bindings()  # the footer names a card's keys or a choice's
        self._place_cursor(reset=new_viewer)

        status = self.status_text(view)
        if self.match.save_problem:
            status.append("  " + self.say("common.ui.not-saved-mark"), style="bold")
        self._draw(self.status, status)
        trick_title, trick = self.trick_text(view)
        self.trick_panel.border_title = trick_title
        self._draw(self.trick_panel, trick)
        last = self.last_trick_text(view)
        self.last_panel.display = last is not None
        if last is not None:
            self.last_panel.border_title = last[0]
            self._draw(self.last_panel, last[1])
        self.players_panel.border_title = self.players_title(view)
        width = self.players_panel.content_size.width
        listed = self.with_levels(view, width and width - self.LIST_BESIDE_NAMES)
        self._draw(self.players_panel, self.players_text(listed))
        self.game_log.set_lines(self.log_lines(view.viewer))
        self._draw_hand()

    def _draw_hand(self) -> None:
        view = self.view
        self.hand.card_size = self.card_size
        self.hand.border_title = self.hand_title(view)
        if self.choices:
            self.hand.show_choices(self.choices, self.cursor, self.choice_intro(view))
        elif view.viewer is None:
            hidden = self.hidden_hands_key or "common.ui.hands-hidden"
            self.hand.show_message(Text(self.say(hidden), style="italic"))
        else:
            self.hand.show_cards(
                self.cards, self.cursor, self.hand_note(view), enter_does=self.enter_does()
            )

    def _place_cursor(self, reset: bool) -> None:
        """Keep the highlight where it was unless that card cannot be played any more; a new
        player starts on their first playable card."""
        if self.choices:
            self.cursor = 0 if reset else min(self.cursor, len(self.choices) - 1)
            return
        if not self.cards:
            self.cursor = 0
            return
        self.cursor = min(self.cursor, len(self.cards) - 1)
        if reset or not self.cards[self.cursor].playable:
            self.cursor = next(
                (i for i, card in enumerate(self.cards) if card.playable), self.cursor
            )

    def highlight_item(self, target: str) -> bool:
        """A lesson's ``card:<id>``: the cursor goes to that card of the hand (or that choice),
        so the table marks it as it marks any card, and Enter plays it."""
        kind, _, wanted = target.partition(":")
        items = [choice.action for choice in self.choices] or [card.action for card in self.cards]
        if kind != "card" or wanted not in items:
            return False
        self.cursor = items.index(wanted)
        self._draw_hand()
        return True

    # -- keys ----------------------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        count = len(self.choices) or len(self.cards)
        if count and self.view is not None and self.view.viewer is not None:
            self.cursor = (self.cursor + step) % count
            self.clear_refusals()
            self._draw_hand()

    def action_play(self) -> None:
        if self.choices:
            choice = self.choices[self.cursor]
            self.act(choice.action, choice.label.plain)
        elif self.cards and self.view.viewer is not None:
            card = self.cards[self.cursor]
            self.act(card.action, card.label, None if card.playable else card.why_not)

    def select_hint(self, action: str) -> None:
        """The hinted choice or card under the cursor, so that Enter plays it."""
        faces: list[Any] = self.choices or self.cards
        index = next((i for i, face in enumerate(faces) if face.action == action), None)
        if index is not None and index != self.cursor:
            self.action_move(index - self.cursor)

    def on_click(self, event: events.Click) -> None:
        """A card of the hand or a choice button: the index its text carries (``CARD_META`` or
        ``CHOICE_META``)."""
        meta = event.style.meta
        if CHOICE_META in meta and self.choices:
            event.stop()
            self.pick(int(meta[CHOICE_META]))
        elif CARD_META in meta and self.cards and not self.choices:
            event.stop()
            self.pick(int(meta[CARD_META]))

    def pick(self, index: int) -> None:
        """The mouse on card (or choice) ``index``: the first click highlights it, as ←→ would;
        a click on the highlighted one plays it, as Enter (refusals and the turn flow alike)."""
        count = len(self.choices) or len(self.cards)
        if not 0 <= index < count:
            return
        if index == self.cursor:
            self.action_play()
        else:
            self.action_move(index - self.cursor)

    def on_key(self, event: events.Key) -> None:
        # Choices carry their own letters (e.g. p and d for a seer's choice in Claim).
        for choice in self.choices:
            if event.key == choice.key:
                event.stop()
                self.act(choice.action, choice.label.plain)
                return

    # -- for the game: turn its view into text ----------------------------------------------

    def status_text(self, view: Any) -> Text:
        """One line: game, phase, trick number, what is left to draw."""
        raise NotImplementedError

    def trick_text(self, view: Any) -> tuple[str, Text]:
        """The trick being played: its title and its contents (stakes, leader, plays)."""
        raise NotImplementedError

    def last_trick_text(self, view: Any) -> tuple[str, Text] | None:
        """The trick just finished and what came of it; None before the first one ends."""
        raise NotImplementedError

    def players_title(self, view: Any) -> str:
        return self.say("common.ui.players")

    def players_text(self, view: Any) -> Text:
        """The public facts about every player: hand sizes, piles, scores."""
        raise NotImplementedError

    def hand_title(self, view: Any) -> str:
        raise NotImplementedError

    def hand_faces(self, view: Any) -> list[CardFace]:
        """The viewer's hand, in the order drawn; empty for the public view."""
        raise NotImplementedError

    def hand_note(self, view: Any) -> Text | None:
        """A line under the hand for what only the viewer knows (e.g. their followers)."""
        return None

    def enter_does(self) -> str:
        """What Enter does with the highlighted card, said under the hand."""
        return self.say("common.ui.enter-plays")

    def choice_faces(self, view: Any) -> list[ChoiceFace]:
        """Decisions that are not a card to play; empty when the viewer plays a card."""
        return []

    def choice_intro(self, view: Any) -> Text:
        return Text()
