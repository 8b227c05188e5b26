"""Oriflamme's table: the intrigue row, the players, the log and the seat's decision.

The turn flow is :class:`~tablebox.screens.match_screen.MatchScreen`'s: computers act, a hand-off
screen covers the table whenever the keyboard passes to another human, and the game ends on the
results screen. The table draws only views (the keyboard holder's, or the public one), words
every rule text through ``self.say`` and the log through ``self.log_lines``, and acts by
submitting the ``action`` of an option of the view's decision, never writing notation.

What the keys choose lives in :class:`~tablebox.tables.oriflamme.choice.Chooser`; the texts in
``text.py``; the row in ``intrigue_row.py``; what the last resolution move did (the card the
row highlights while a computer's move is on screen, and the caption under the row) in
``happened.py``. Colours come from
``oriflamme.tcss`` through the component classes below.

Sizes: at 80×24 the row shows small framed cards and the panels wrap what they say (the
sentence describing the move being chosen is never cut; when the detail or the decision would
need more lines than they have, the covered cards of a stack are counted rather than named and
the hand line gives way). The screen's breakpoints (:data:`WIDE`, :data:`TALL`) let the
stylesheet give a large terminal (120×40) larger cards, the hand drawn as cards and more log.

Keys: ←→ move the cursor (a card of the hand, a place in the row, a target), Enter or Space
chooses, ``[`` and ``]`` place the highlighted card at the left or right end, ``r``/``h`` reveal
or hide, Escape steps back from the second half of a choice, ``c`` the ten cards, ``?`` the
rules, PageUp/PageDown the log, ``q`` the menu.

The mouse does what ←→ and Enter do, through the same actions: a click on a hand card, a place
in the row (a card, or an end: the edge columns) or a target highlights it, and a click on the
highlighted one chooses it. A place clicked while a hand card is highlighted chooses that card
(as Enter) and highlights the place; a hand card clicked while choosing a place goes back to the
hand (as Escape) with that card highlighted. A change of theme redraws the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from tablebox.engine import Message, Option
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.worded import key_words
from tablebox.tables.oriflamme import text as texts
from tablebox.tables.oriflamme.choice import Chooser, Mode
from tablebox.tables.oriflamme.happened import Happened, last_happened
from tablebox.tables.oriflamme.intrigue_row import (
    CELL_LINES,
    CELL_WIDTH,
    IntrigueRow,
    Palette,
    RowCell,
)
from tablebox.tables.oriflamme.words import ui
from tablebox.widgets.footer import TableFooter
from tablebox.widgets.game_log import GameLog

if TYPE_CHECKING:
    from games.oriflamme.view import OriflammeView
    from tablebox.controller import Match, Step

FAMILIES = ("red", "blue", "green", "yellow", "black")
WIDE = 110
RESOLUTION_WEIGHT = 3.0
"""A computer's move in a resolution stays this many paced pauses on screen (a placement one)."""
"""From this many columns the screen has the class ``-wide``."""
TALL = 36
"""From this many lines the screen has the class ``-tall``."""

STEP_WORDS: dict[Mode, str] = {
    "card": key_words("ui.key-card"),
    "spot": key_words("ui.key-where"),
    "target": key_words("ui.key-target"),
    "source": key_words("ui.key-card"),
    "destination": key_words("ui.key-where"),
    "reveal": key_words("ui.key-look"),
    "look": key_words("ui.key-look"),
}
"""What ←→ moves over in each step (the footer's word)."""
ENTER_WORDS: dict[Mode, str] = {
    "card": key_words("ui.key-choose"),
    "spot": key_words("ui.key-place"),
    "target": key_words("ui.key-target"),
    "source": key_words("ui.key-choose"),
    "destination": key_words("ui.key-move-here"),
    "reveal": key_words("ui.key-choose"),
}
"""What Enter does in each step; in ``look`` nothing, in ``reveal`` the hinted choice."""


def _bindings() -> list[BindingType]:
    # One binding per step for ←→ and Enter, so the footer names what they do now
    # (``check_action`` enables only the current step's).
    steps: list[BindingType] = []
    for mode, word in STEP_WORDS.items():
        steps.append(Binding("left", f"step(-1, '{mode}')", word, key_display="←→"))
        steps.append(Binding("right", f"step(1, '{mode}')", word, show=False))
    enters: list[BindingType] = [
        Binding("enter,space", f"confirm('{mode}')", word, key_display="⏎")
        for mode, word in ENTER_WORDS.items()
    ]
    return [
        *steps,
        *enters,
        Binding("left_square_bracket", "end('left')", key_words("ui.key-left"), key_display="["),
        Binding("right_square_bracket", "end('right')", key_words("ui.key-right"), key_display="]"),
        Binding("r", "decide('reveal')", key_words("ui.key-reveal")),
        Binding("h", "decide('hide')", key_words("ui.key-hide")),
        Binding("c", "cards", key_words("ui.key-cards")),
        Binding("pageup", "log_page(-1)", key_words("ui.key-log"), show=False),
        Binding("pagedown", "log_page(1)", key_words("ui.key-log-down"), show=False),
        Binding("question_mark,f1", "rules", key_words("ui.key-rules"), key_display="?"),
        Binding("escape", "back", key_words("ui.key-back"), key_display="Esc"),
        Binding("escape,q", "menu", key_words("ui.key-menu"), key_display="q"),
    ]


class DecidePanel(Static):
    """The prompt and the hand: a double click on a card must not select the panel's text."""

    ALLOW_SELECT = False


class OriflammeTableScreen(MatchScreen):
    CSS_PATH = "oriflamme.tcss"
    # Textual sets these classes on every resize; ``oriflamme.tcss`` gives a large terminal
    # larger cards and more room (80×24 is the small layout, 120×40 the large one). Not
    # ClassVar-annotated: Textual declares them in a way mypy reads as instance variables.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE, "-wide")]  # noqa: RUF012 (never mutated)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL, "-tall")]  # noqa: RUF012 (never mutated)
    BINDINGS: ClassVar[list[BindingType]] = _bindings()
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        *(f"ori-back--{family}" for family in FAMILIES),
        *(f"ori-ink--{family}" for family in FAMILIES),
        "ori-card",
        "ori-cursor",
        "ori-now",
        "ori-done",
        "ori-target",
        "ori-refusal",
    }

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view: OriflammeView | None = None
        self.chooser = Chooser(self.say)
        self.refusal: str | None = None
        """Why the last action was refused; shown until the next key that changes something."""
        self._mode: Mode | None = None
        self.happened: Happened | None = None
        """The last resolution move (from the public log): its caption shows under the row."""
        self.pacing = False
        """Whether a computer's move is on screen for its pause: the row then highlights the
        card that move concerned (:attr:`happened`), not the card the pass reaches next."""

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="ori-status")
        with Vertical(id="ori-table"):
            yield IntrigueRow(id="ori-row")
            yield Static(id="ori-detail")
        with Horizontal(id="ori-board"):
            yield Static(id="ori-players")
            yield GameLog(id="ori-log")
        yield DecidePanel(id="ori-decide")
        yield TableFooter()

    def on_mount(self) -> None:
        self.status = self.query_one("#ori-status", Static)
        self.table = self.query_one("#ori-table", Vertical)
        self.row = self.query_one("#ori-row", IntrigueRow)
        self.detail = self.query_one("#ori-detail", Static)
        self.players_panel = self.query_one("#ori-players", Static)
        self.game_log = self.query_one("#ori-log", GameLog)
        self.decide = self.query_one("#ori-decide", Static)
        self.players_panel.border_title = ui(self.say, "oriflamme.ui.players.title")
        self.game_log.border_title = ui(self.say, "oriflamme.ui.log.title")
        self.app.theme_changed_signal.subscribe(self, self._theme_changed)
        self.advance()

    def _theme_changed(self, theme: object) -> None:
        """Redraw in the new theme's colours (the texts carry the colours they were drawn in)."""
        self.notify_style_update()
        if self.view is not None:
            self.show(self.view)

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._redraw)

    def _redraw(self) -> None:
        """Draw the view again once the panels have their new sizes: the players panel packs
        its lines for its width, the detail and decision panels their text for their height."""
        if self.view is not None:
            self.show(self.view)

    def palette(self) -> Palette:
        """The colours of ``oriflamme.tcss``, as Rich styles for the text builders."""

        def style(name: str) -> Any:
            return self.get_component_rich_style(name, partial=True)

        return Palette(
            back={family: style(f"ori-back--{family}") for family in FAMILIES},
            ink={family: style(f"ori-ink--{family}") for family in FAMILIES},
            card=style("ori-card"),
            cursor=style("ori-cursor"),
            now=style("ori-now"),
            done=style("ori-done"),
            target=style("ori-target"),
            refusal=style("ori-refusal"),
        )

    # -- acting ------------------------------------------------------------------------------

    def results_screen(self, view: OriflammeView) -> Screen[None]:
        from tablebox.tables.oriflamme.results import results_screen

        return results_screen(view, self.palette(), self.say)

    def choose(self, option: Option | None) -> None:
        """Submit a chosen option, or show why it is not allowed (the option's refusal)."""
        if option is None:
            return
        if option.refusal is not None:
            self.refuse(option.refusal)
            return
        self.refusal = None
        if not self.submit(option.action):
            self._draw_choice()

    def refuse(self, message: Message) -> None:
        """Show a refusal under the hand and as a notification; nothing is submitted."""
        self.refusal = self.say(message)
        title = ui(self.say, "oriflamme.ui.refused")
        self.notify(self.refusal, title=title, severity="warning", markup=False)
        self._draw_choice()

    # -- drawing -------------------------------------------------------------------------------

    def _computer_done(self, step: Step) -> None:
        # The computer's move has been on screen long enough: the row shows the pass again.
        self.pacing = False
        self._draw_choice()
        super()._computer_done(step)

    def pause_weight(self) -> float:
        """Each card resolved (revealed, hidden, its target eliminated) stays on screen longer
        than a card placed, so a resolution can be followed one card at a time (issue 26.4)."""
        view = self.view
        resolving = view is not None and view.resolving_position is not None
        return RESOLUTION_WEIGHT if resolving else 1.0

    def show(self, view: OriflammeView) -> None:
        """Draw ``view`` everywhere, touching only the widgets whose text changed."""
        self.view = view
        self.chooser.update(view)
        self.pacing = self.computer_busy
        self.happened = last_happened(self.match.visible_events(None), view)
        palette = self.palette()
        say = self.say
        status = texts.status_text(view, self.game_title, say)
        if self.match.save_problem:
            status.append(f"  ⚠ {ui(say, 'oriflamme.ui.not-saved')}", style="bold")
        self._draw(self.status, status)
        self.table.border_title = ui(
            say, "oriflamme.ui.row.title", count=len(view.row), arrow=texts.arrow(view, say)
        )
        size = self.players_panel.content_size
        # A computer's level, once: in the list of the players (a gear where it is too long
        # for the name column beside family, influence, hand, row and out).
        listed = self.with_levels(view, size.width and size.width - 32)
        players = texts.players_text(listed, palette, say, size.width or 46, size.height or 7)
        self._draw(self.players_panel, players)
        self.game_log.set_lines(self.log_lines(view.viewer))
        self._draw_choice(palette)

    def highlight_item(self, target: str) -> bool:
        """A lesson's ``card:<id>`` (a hand card to place) or ``target:<n>`` (a target in the
        row): the cursor goes there, so the table marks it as any highlighted choice."""
        kind, _, wanted = target.partition(":")
        chooser = self.chooser
        view = chooser.view
        if view is None:
            return False
        if kind == "card" and chooser.mode == "card":
            hand = [card.id for card in view.hand or []]
            if wanted not in hand:
                return False
            chooser.hand_index = hand.index(wanted)
        elif kind == "target" and chooser.mode == "target":
            targets = [str(spot) for spot in chooser.targets()]
            if wanted not in targets:
                return False
            chooser.index = targets.index(wanted)
        else:
            return False
        self._draw_choice()
        return True

    def _draw_choice(self, palette: Palette | None = None) -> None:
        """Everything a key press can change: the row's cursor, the detail line, the decision."""
        view = self.view
        if view is None:
            return
        palette = palette or self.palette()
        chooser = self.chooser
        cells, focus = chooser.cells()
        happened = self._highlighted()
        if happened is not None:
            cells, focus = happened.mark(cells, self.say)
        empty = Text(ui(self.say, "oriflamme.ui.row.empty"), style="italic")
        self.row.show(cells, focus, palette, empty, self.say)
        self._draw(self.detail, self._detail_text(view, palette))
        self.decide.border_title = self._decide_title(view)
        self._draw(self.decide, self._decide_text(view, palette))
        if chooser.mode != self._mode:
            self._mode = chooser.mode
            self.refresh_bindings()

    def _highlighted(self) -> Happened | None:
        """The last move, while it is the one on screen for its pause (its card highlighted)."""
        return self.happened if self.pacing and self.chooser.mode == "look" else None

    def _caption(self) -> Text | None:
        """What the last resolution move did, in a line. It stays until the next move: through
        the first placement of the next round when it ended a resolution (the one who places
        first learns what became of the last card)."""
        happened = self.happened
        return None if happened is None else Text(self.say(happened.caption), style="bold")

    def _detail_text(self, view: OriflammeView, palette: Palette) -> Text:
        """The caption of the last move, then what the cursor is on, in full; a stack's covered
        cards only counted when the full text would need more lines than the panel has. A
        seat's decision goes before the caption: when both do not fit, the caption gives way;
        while a computer's move is on screen, its caption stays (the panel scrolls)."""
        happened = self._highlighted()
        if happened is not None:
            index = happened.index
            focus = texts.Focus("none" if index is None else "position")
            if index is not None and index < len(view.row):
                focus = texts.Focus("position", position=view.row[index])
        else:
            focus = self.chooser.focus()
        caption = self._caption()
        size = self.detail.content_size
        say = self.say
        for compact in (False, True):
            text = texts.focus_text(view, focus, palette, say, compact=compact)
            if caption is not None:
                text = Text("\n").join([caption, text]) if text.plain else caption
            if not size.width or self._lines(text, size.width) <= size.height:
                return text
        if caption is not None and happened is None:
            full = texts.focus_text(view, focus, palette, say)
            if self._lines(full, size.width) <= size.height:
                return full
            return texts.focus_text(view, focus, palette, say, compact=True)
        return text

    def _lines(self, text: Text, width: int) -> int:
        """How many lines ``text`` takes wrapped at ``width`` (counted without wrapping when
        every line fits: the usual case, on every key)."""
        lines = text.plain.split("\n")
        if all(cell_len(line) <= width for line in lines):
            return len(lines)
        return len(text.wrap(self.app.console, width))

    def _decide_title(self, view: OriflammeView) -> str:
        if view.viewer is None:
            return ui(self.say, "oriflamme.ui.hand.hidden")
        name = view.players[view.viewer].name
        return ui(self.say, "oriflamme.ui.hand.title", name=name, count=len(view.hand or []))

    def _decide_text(self, view: OriflammeView, palette: Palette) -> Text:
        """The prompt, what the keys choose from now, and the hand or a refusal."""
        chooser = self.chooser
        mode = chooser.mode
        say = self.say
        if view.viewer is None:
            return Text.assemble(
                (say(view.prompt), "italic"),
                f"\n{ui(say, self.hidden_hands_key or 'oriflamme.ui.hand.hidden-until')}",
            )
        prompt = Text(say(view.prompt), style="bold")
        hand_label = f"{ui(say, 'oriflamme.ui.hand.label')} "
        placeable = chooser.placeable()
        hand = texts.hand_line(view, palette, say, None, placeable=placeable)
        # A large terminal shows the hand as cards; the usual one as a line.
        hand_of = texts.hand_cards if self._hand_as_cards(view) else texts.hand_line
        if mode == "card":
            main = hand_of(view, palette, say, chooser.hand_index, placeable=placeable)
            extra = texts.set_aside_text(view, palette, say)
        elif mode == "spot":
            prompt = Text(ui(say, "oriflamme.ui.spot.prompt"))
            main = hand_of(view, palette, say, None, chooser.card, placeable)
            extra = texts.set_aside_text(view, palette, say)
        elif mode == "reveal":
            hinted = chooser.reveal_choice  # a hint's choice, marked: Enter makes it
            main = Text.assemble(
                (" r ", palette.cursor),
                (
                    f" {ui(say, 'oriflamme.ui.reveal.reveal')}",
                    "reverse" if hinted == "reveal" else "",
                ),
                "   ",
                (" h ", palette.cursor),
                (f" {ui(say, 'oriflamme.ui.reveal.hide')}", "reverse" if hinted == "hide" else ""),
            )
            extra = Text.assemble(hand_label, hand)
        elif mode in ("target", "source", "destination"):
            main = self._numbers(view, palette)
            extra = Text.assemble(hand_label, hand)
        else:
            main = Text.assemble(hand_label, hand)
            extra = texts.set_aside_text(view, palette, say)
        if self.refusal:
            extra = Text(f"✗ {self.refusal}", style=palette.refusal)
        full = Text("\n").join([prompt, main, extra])
        size = self.decide.content_size
        if self.refusal or not size.width or self._lines(full, size.width) <= size.height:
            return full
        # A long prompt: the prompt and the choice stay whole, the last line (the hand or the
        # set-aside cards, shown elsewhere or at the next step) gives way.
        return Text("\n").join([prompt, main])

    def _hand_as_cards(self, view: OriflammeView) -> bool:
        """Whether the decision panel is tall and wide enough for the hand drawn as cards."""
        size = self.decide.content_size
        needed = len(view.hand or []) * (CELL_WIDTH + 1)
        return size.height >= CELL_LINES + 3 and size.width >= needed

    def _numbers(self, view: OriflammeView, palette: Palette) -> Text:
        """The positions the cursor runs over, the current one highlighted."""
        chooser = self.chooser
        mode = chooser.mode
        say = self.say
        if mode == "target":
            words, numbers = ui(say, "oriflamme.ui.numbers.target"), chooser.targets()
        elif mode == "source":
            words, numbers = ui(say, "oriflamme.ui.numbers.source"), chooser.sources()
        else:
            words = ui(say, "oriflamme.ui.numbers.destination", source=chooser.source)
            numbers = chooser.destinations()
        line = Text(f"{words} ")
        for index, number in enumerate(numbers):
            style = palette.cursor if index == chooser.index else palette.target
            line.append(f" {number} ", style=style)
        keys = (
            "oriflamme.ui.numbers.keys"
            if mode != "destination"
            else "oriflamme.ui.numbers.keys-back"
        )
        line.append(f"  {ui(say, keys)}", style="italic")
        return line

    # -- keys ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        mode = self.chooser.mode
        if action == "step":
            return parameters[1] == mode
        if action == "confirm":
            if mode == "reveal":  # Enter makes a hint's choice, and only then
                return parameters[0] == mode and self.chooser.reveal_choice is not None
            return parameters[0] == mode
        if action == "end":
            return mode in ("card", "spot")
        if action == "decide":
            return mode == "reveal"
        if action == "back":
            return mode in ("spot", "destination")
        return super().check_action(action, parameters)

    def on_key(self, event: events.Key) -> None:
        # r and h outside a reveal-or-hide decision: say what is decided instead.
        if event.key in ("r", "h") and self.chooser.mode not in ("reveal", "look"):
            event.stop()
            self.refuse(self._other_decision())

    def _other_decision(self) -> Message:
        """Why ``r`` or ``h`` does nothing now: what the seat decides instead, in the table's
        words (the rules' own refusals are written for typed actions and cite their notation)."""
        view = self.view
        mode = self.chooser.mode
        if view is None or mode in ("card", "spot"):
            return Message("oriflamme.ui.other.place")
        if mode == "target":
            return Message("oriflamme.ui.other.target", {"prompt": view.prompt})
        return Message("oriflamme.ui.other.move")

    def action_step(self, by: int, mode: str) -> None:
        self._take_cursor()
        self.chooser.step(by)
        self.refusal = None
        self._draw_choice()

    def _take_cursor(self) -> None:
        """A key or click along the row while a computer's move is on screen: the cursor is the
        player's again, from the card that move concerned."""
        happened = self._highlighted()
        if happened is None:
            return
        self.pacing = False
        if happened.index is not None:
            self.chooser.row_index = happened.index

    def action_confirm(self, mode: str) -> None:
        option = self.chooser.confirm()
        if option is None:
            self.refusal = None
            self._draw_choice()
        else:
            self.choose(option)

    def hint_words(self, action: str) -> str | None:
        """A placing as the hand and the row say it ("Red Spy at the left end of the row"; the
        log hides which card), a reveal as its keys do; else the log's words."""
        view = self.view
        decision = view.decision if view is not None else None
        option = (
            next((o for o in decision.options if o.action == action), None) if decision else None
        )
        if view is None or option is None:
            return None
        parts = option.parts
        if "reveal" in parts:
            return ui(self.say, f"oriflamme.ui.reveal.{parts['reveal']}")
        card = next((c for c in view.hand or [] if c.id == parts.get("card")), None)
        if card is None or "place" not in parts:
            return None
        spot = texts.spot_words(view, parts["place"], self.palette(), self.say).plain
        return f"{texts.card_name(card, self.say)} {spot.rstrip('.')}"

    def select_hint(self, action: str) -> None:
        """The hinted move under the cursor (its card and place, its target, its move, its
        reveal or hide), so that Enter chooses it."""
        if self.chooser.select(action):
            self.refusal = None
            self._draw_choice()  # the footer follows the step it is now at

    def action_end(self, side: str) -> None:
        self.choose(self.chooser.end(side))

    def action_decide(self, choice: str) -> None:
        self.choose(self.chooser.reveal(choice))

    def action_back(self) -> None:
        if self.chooser.back():
            self.refusal = None
            self._draw_choice()

    # -- the mouse: the same actions as the keys ---------------------------------------------

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self.row)
        if offset is not None:
            place = self.row.place_at(offset.x)
            if place is not None:
                event.stop()
                self.click_place(place)
            return
        meta = event.style.meta
        if texts.HAND_META in meta:
            event.stop()
            self.click_hand(int(meta[texts.HAND_META]))

    def click_hand(self, index: int) -> None:
        """A hand card clicked: highlight it (←→), or choose the highlighted one (Enter); while
        a place is being chosen, back to the hand (Escape) with that card highlighted."""
        chooser = self.chooser
        if chooser.mode == "spot":
            self.action_back()
        if chooser.mode != "card":
            return
        if index == chooser.hand_index:
            self.action_confirm("card")
        else:
            self.action_step(index - chooser.hand_index, "card")

    def click_place(self, place: int | str) -> None:
        """A place in the row clicked: ``place`` is a cell's index in the row as drawn, or an
        end (``left``/``right``). Highlights what it stands for in the current step, or chooses
        it when it is highlighted already."""
        chooser = self.chooser
        happened = self._highlighted()
        if happened is not None and happened.gone and isinstance(place, int):
            # The row drawn holds the card that left it: count the places without it.
            if place == happened.left_at:
                return
            place -= place > happened.left_at
        self._take_cursor()
        mode = chooser.mode
        cells = self.row.cells
        cell = cells[place] if isinstance(place, int) and place < len(cells) else None
        if mode in ("look", "reveal"):
            if isinstance(place, int) and cell is not None:
                self.action_step(place - chooser.row_index, mode)
            return
        if mode == "card":
            # For the highlighted card: choose it (Enter), then highlight the place clicked.
            spot = _spot(place, cell)
            if spot is None:
                return
            self.action_confirm("card")
            if chooser.mode == "spot":
                self._select(_index_of(chooser.spots(), spot), "spot", confirm=False)
            return
        if mode == "spot":
            spot = "" if cell is not None and cell.ghost else _spot(place, cell)
            spots = chooser.spots()
            index = chooser.index if spot == "" else _index_of(spots, spot)
            self._select(index, "spot")
            return
        if cell is None or cell.number is None:
            return
        numbers = {
            "target": chooser.targets,
            "source": chooser.sources,
            "destination": chooser.destinations,
        }.get(mode)
        if numbers is not None:
            self._select(_index_of(numbers(), cell.number), mode)

    def _select(self, index: int | None, mode: Mode, *, confirm: bool = True) -> None:
        """Move the step's cursor to ``index`` (as ←→); if it is there already, choose (as
        Enter)."""
        if index is None:
            return
        if index == self.chooser.index:
            if confirm:
                self.action_confirm(mode)
        else:
            self.action_step(index - self.chooser.index, mode)

    def action_cards(self) -> None:
        from tablebox.tables.oriflamme.cards import CardsScreen

        if self.view is not None:
            self.app.push_screen(CardsScreen(self.view.card_kinds, self.say))


def _spot(place: int | str, cell: RowCell | None) -> str | int | None:
    """Where a card would go for a click on ``place``: an end, or on the position clicked."""
    if isinstance(place, str):
        return place
    return cell.number if cell is not None and not cell.ghost else None


def _index_of(items: list[Any], item: Any) -> int | None:
    """``item``'s index in ``items``; with one item only, that one (the first card of the game
    starts the row wherever it is put)."""
    if len(items) == 1:
        return 0
    return items.index(item) if item in items else None
