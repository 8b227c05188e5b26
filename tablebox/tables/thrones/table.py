"""A Game of Thrones at the table (issue 18): the map on the left, and beside it the selected
area (or the state of the realm), the battle under way, the decision and the log.

The turn flow is :class:`~tablebox.screens.match_screen.MatchScreen`'s. The table draws only
views and acts by submitting an option's ``action`` from the view's decision; the options are
put into words by :mod:`tablebox.tables.thrones.choices`.

Keys: on the map, the arrows move the cursor to the nearest area that way and Tab/Shift+Tab go
through the areas the decision is about (tinted on the map); the list beside it shows the
options about the selected area, then those about none. Enter on the map goes to the list;
in the list ↑↓ and Enter choose, Escape goes back to the map; 1-9 take the list's n-th row
of those without a fixed key. While planning the orders have fixed keys (issue 27.4,
:mod:`~tablebox.tables.thrones.order_keys`); a bid is typed by its number, then Enter.
``r`` shows the realm (tracks, supply, power, hands) instead of the area, PageUp/PageDown the
log, ``?`` the rules, ``q`` the menu.

The last moves (issue 18.8): when a seat's view comes on the table, what moved since that seat
last looked is marked on the map and listed at the top of the side column; acting, or ``x``,
clears it. Each seat's "last looked" is an index into the events it may read, kept here (the
rules know nothing of who looked when).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, OptionList, Static

from games.thrones.orders import KIND, STARRED
from games.thrones.view import ThronesView
from tablebox.engine import Event, Message, Option
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.worded import key_words
from tablebox.tables.thrones import results_pause
from tablebox.tables.thrones.area_panel import AreaPanel
from tablebox.tables.thrones.battle import battle_text
from tablebox.tables.thrones.bid_panel import bid_lines, typed
from tablebox.tables.thrones.castles import castles_line, near_the_end
from tablebox.tables.thrones.choice_list import ChoiceList
from tablebox.tables.thrones.choices import Choice, areas, choices, for_area, option_route
from tablebox.tables.thrones.header import header_text
from tablebox.tables.thrones.house_cards import blade_lines, card_label, hand_lines, whose
from tablebox.tables.thrones.legend import LegendScreen
from tablebox.tables.thrones.map_view import MapView
from tablebox.tables.thrones.muster_panel import muster_lines
from tablebox.tables.thrones.order_keys import (
    CLEAR_KEY,
    DONE_KEY,
    ORDER_KEYS,
    key_of,
    numbered,
    shown,
)
from tablebox.tables.thrones.realm import RealmPanel, mark, supply_now
from tablebox.tables.thrones.recent import glyph, marks, moves
from tablebox.tables.thrones.results import results_screen
from tablebox.tables.thrones.results_pause import ResultsPause
from tablebox.tables.thrones.westeros_words import with_effect
from tablebox.tables.thrones.words import Say, ui
from tablebox.widgets.computer_mark import COMPUTER_MARK
from tablebox.widgets.game_log import GameLog

if TYPE_CHECKING:
    from tablebox.controller import Match

SMALL = (120, 40)
"""Below this size the side column gives the decision the room: a shorter area panel."""


class ThronesTableScreen(MatchScreen):
    # The log is the side column's last panel: squeezed, its lines were cut off at the bottom
    # anyway. Its least height is its border alone, so the column does not overflow when the
    # list grows, and the column is not repainted whole for it (issue 27, speed). On a small
    # terminal the list shares what is left with the log (3:1; all of it for a bid) and
    # scrolls to its cursor, rather than running past the column's foot (27.8).
    DEFAULT_CSS = """
    ThronesTableScreen #th-head { height: 1; background: $panel; }
    ThronesTableScreen #th-status { width: 1fr; height: 1; padding: 0 1; }
    ThronesTableScreen #th-castles { width: auto; height: 1; padding: 0 1; }
    ThronesTableScreen.-small #th-head { layout: vertical; height: 2; }
    ThronesTableScreen.-small #th-castles { width: 100%; }
    ThronesTableScreen #th-main { height: 1fr; }
    ThronesTableScreen #th-map { width: 1fr; height: 1fr; }
    ThronesTableScreen #th-side { width: 36; height: 1fr; border-left: vkey $panel; }
    ThronesTableScreen #th-recent { height: auto; max-height: 9; padding: 0 1; display: none;
        border-bottom: hkey $panel; }
    ThronesTableScreen.-recent #th-recent { display: block; }
    ThronesTableScreen.-small #th-recent { max-height: 6; }
    ThronesTableScreen.-recent #th-area { height: 8; }
    ThronesTableScreen.-small.-recent #th-area { display: none; }
    ThronesTableScreen #th-area { width: 100%; height: 14; }
    ThronesTableScreen #th-realm { width: 100%; height: 1fr; border-left: none; display: none; }
    ThronesTableScreen #th-battle { height: auto; padding: 0 1; display: none;
        border-top: hkey $panel; }
    ThronesTableScreen #th-prompt { height: auto; padding: 0 1; border-top: hkey $panel; }
    ThronesTableScreen #th-choices { height: auto; max-height: 14; border: none; padding: 0; }
    ThronesTableScreen #th-log { height: 1fr; min-height: 1; border-top: hkey $panel; }
    ThronesTableScreen.-realm #th-area { display: none; }
    ThronesTableScreen.-realm #th-realm { display: block; }
    ThronesTableScreen.-realm #th-log { display: none; }
    ThronesTableScreen.-battle #th-battle { display: block; }
    ThronesTableScreen.-small #th-area { height: 6; }
    ThronesTableScreen.-small.-battle #th-area { display: none; }
    ThronesTableScreen.-small #th-choices { height: 3fr; max-height: 10; }
    ThronesTableScreen.-small.-bidding #th-log { display: none; }
    ThronesTableScreen.-bidding #th-area { display: none; }
    ThronesTableScreen.-cards #th-area { display: none; }
    ThronesTableScreen.-cards #th-log { display: none; }
    ThronesTableScreen.-cards #th-choices { max-height: 40; }
    ThronesTableScreen.-cards #th-side { width: 48; }
    ThronesTableScreen.-small.-cards #th-side { width: 54; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "areas(1)", key_words("thrones.ui.key-areas"), key_display="Tab"),
        Binding("shift+tab", "areas(-1)", key_words("thrones.ui.key-areas"), show=False),
        Binding("enter", "choose", key_words("thrones.ui.key-choose"), key_display="⏎"),
        *(
            Binding(
                str(n),
                f"pick({n})",
                key_words("thrones.ui.key-pick"),
                key_display="1-9",
                show=n == 1,
            )
            for n in range(0, 10)
        ),
        *(Binding(key, f"order_key('{key}')", show=False) for key in ORDER_KEYS.values()),
        Binding(CLEAR_KEY, f"order_key('{CLEAR_KEY}')", show=False),
        # Always in the footer (issue 27.4): the list's Done row may be scrolled out of sight.
        Binding(DONE_KEY, f"order_key('{DONE_KEY}')", key_words("thrones.ui.key-done")),
        Binding("escape", "to_map", key_words("thrones.ui.key-map"), show=False),
        Binding("r", "realm", key_words("thrones.ui.key-realm")),
        Binding("l", "legend", key_words("thrones.ui.key-legend")),
        Binding("x", "dismiss_recent", key_words("thrones.ui.key-dismiss")),
        # Before the map's own paging (issue 27.8): the log, or the realm view while shown.
        Binding(
            "pageup", "log_page(-1)", key_words("thrones.ui.key-log"), show=False, priority=True
        ),
        Binding(
            "pagedown",
            "log_page(1)",
            key_words("thrones.ui.key-log-down"),
            show=False,
            priority=True,
        ),
        Binding("question_mark,f1", "rules", key_words("thrones.ui.key-rules"), key_display="?"),
        Binding("q", "menu", key_words("thrones.ui.key-menu")),
    ]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.view: ThronesView | None = None
        self.rows: list[Choice] = []
        """Every option of the decision on the table, in words."""
        self.listed: list[Choice] = []
        """The rows in the list now: the selected area's, then those about no area."""
        self._decision_of: int | None = -1
        """The seat whose decision was last put on the table (-1: none yet)."""
        self._confirm_done = False
        """Done was chosen once with areas left without an order: the next Done counts."""
        self._seen: dict[int, int] = {}
        """Seat -> how many of the events it may read it had seen when it last acted or
        cleared the last moves (issue 18.8)."""
        self.recent_events: list[Event] = []
        """The moves listed now, since the viewer's last look."""
        self._bid_typed = ""
        """The bid typed so far by its digits (issue 27.3)."""
        self._chosen_areas: dict[int, list[str]] = {}
        """Seat -> the areas of its moves at this table, latest last: after a take-back the
        cursor goes back to the area taken back (issue 27.11)."""
        self._takebacks = -1
        """How many take-backs the table had when last drawn (-1: not drawn yet)."""
        self._list_labels: list[Text] | None = None
        """The labels of the list's rows now (the list is set again only when they change)."""
        self._area_shown: tuple[str, ThronesView | None] = ("", None)
        """The area the side column shows, and the view it was drawn from."""

    def compose(self) -> ComposeResult:
        # The castles count (issue 27.10) beside the status, where the whole map still fits
        # below (120×40); under it on a small terminal.
        with Horizontal(id="th-head"):
            yield Static(id="th-status")
            yield Static(id="th-castles")
        with Horizontal(id="th-main"):
            yield MapView(say=self.say, id="th-map")
            with Vertical(id="th-side"):
                yield Static(id="th-recent")
                yield AreaPanel(self.say, id="th-area")
                yield RealmPanel(self.say, id="th-realm")
                yield Static(id="th-battle")
                yield Static(id="th-prompt")
                yield ChoiceList(id="th-choices")
                yield GameLog(id="th-log")
        # Compact (a cell less a key): the most keys of any table, Done among them, fit 80.
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.status = self.query_one("#th-status", Static)
        self.map = self.query_one("#th-map", MapView)
        self.area_panel = self.query_one("#th-area", AreaPanel)
        self.realm = self.query_one("#th-realm", RealmPanel)
        self.battle = self.query_one("#th-battle", Static)
        self.prompt = self.query_one("#th-prompt", Static)
        self.choice_list = self.query_one("#th-choices", ChoiceList)
        self.game_log = self.query_one("#th-log", GameLog)
        self.recent = self.query_one("#th-recent", Static)
        self.castles = self.query_one("#th-castles", Static)
        self._pauses = results_pause.Pauses(len(self.match.visible_events(None)))
        """What the results pauses have shown (issue 27.2); the castles warned of (27.10)."""
        # What happened before the table opened counts as seen (a resumed game).
        self._seen = {
            seat: len(self.match.visible_events(seat))
            for seat, who in enumerate(self.match.seats)
            if who.is_human
        }
        self._size_class(self.app.size.width, self.app.size.height)
        self.map.focus()
        self.advance()

    def on_resize(self, event: events.Resize) -> None:
        self._size_class(event.size.width, event.size.height)
        if self.view is not None:  # the header fits its new width once laid out
            self.call_after_refresh(self._redraw_header)

    def _redraw_header(self) -> None:
        if self.view is not None:
            self._draw(self.status, self._status_text(self.view))

    def _size_class(self, width: int, height: int) -> None:
        small = width < SMALL[0] or height < SMALL[1]
        changed = small != self.has_class("-small")
        self.set_class(small, "-small")
        if changed and self.view is not None:
            self._show_area(self.map.selected)
        if changed and self.view is not None and self.view.battle is not None:
            self._draw(self.battle, battle_text(self.view.battle, self.say, small))

    # -- drawing -----------------------------------------------------------------------------

    def show(self, view: ThronesView) -> None:
        self.view = view
        self.map.show(view)
        self._draw(self.status, self._status_text(view))
        decision = view.decision if view.viewer is not None else None
        self.rows = choices(decision, self.say) if decision is not None else []
        zone = areas(self.rows)
        self.map.set_focus_areas(zone)
        fresh = view.viewer != self._decision_of
        if fresh and self.rows:
            self._passed(self._decision_of, view)
        self._decision_of = view.viewer
        if not self.rows:
            self._confirm_done = False
        self._back_to_taken_back(view, zone)
        self._place_cursor(view, zone, fresh)
        self.set_class(view.battle is not None, "-battle")
        self.set_class(view.step == "cards" and bool(self.rows), "-cards")
        self.set_class(view.step == "bid" and bool(self.rows), "-bidding")
        if view.step != "bid" or fresh:
            self._bid_typed = ""
        if view.battle is not None:
            compact = self.has_class("-small")
            self._draw(self.battle, battle_text(view.battle, self.say, compact))
        if self.has_class("-realm"):
            self.realm.show(view)
        self._show_area(self.map.selected)
        self.game_log.set_lines(self.log_lines(view.viewer))
        self._show_recent(view.viewer)
        self._show_end_coming(view)

    # -- every result seen, the end coming (issue 27.2, 27.10: tables/thrones/results_pause.py,
    # castles.py) -------------------------------------------------------------------------------

    def _show_end_coming(self, view: ThronesView) -> None:
        """The castles count on its line; a notice for a house close to winning; the results
        ended since the last pause, over the table until a key."""
        self._draw(self.castles, castles_line(view, self.say))
        for notice in near_the_end(view, self._pauses.warned):
            self.notify(self.say(notice), severity="warning", timeout=8)
        events = self.match.visible_events(None)
        if self.app.screen is not self or self._pauses.up or view.outcome is not None:
            # Under a cover or a pause: looked at again when the table is shown. At the end,
            # the results screen comes instead.
            return
        body = self._pauses.due(events, view, self.say)
        if body is not None:
            hint = self.say(ui("thrones.ui.pause.hint"))
            self.app.push_screen(ResultsPause(body, hint), self._pause_over)

    def _pause_over(self, _: None = None) -> None:
        if self._pauses.over():
            self.advance()  # the computer that waited for the pause moves now

    def _think(self, seat: int) -> None:
        """A computer waits while a results pause is up (with computers only, too): its turn
        is not under way, and comes again when the pause ends."""
        if self._pauses.up:
            self._pauses.held = True
            self.computer_seat = None
            return
        super()._think(seat)

    handoff_ready = "thrones.ui.key-ready"
    """Issue 27.11: a game of orders: "show my orders", not "show my cards"."""

    def handoff_player(self, seat: int) -> str:
        """Issue 27.11: the hand-off cover names the house too: "Ann (Lannister)"."""
        player = self.match.catalog.player(seat)
        if self.view is None:  # the public view is drawn before the cover: never in play
            return player
        house = self.view.houses[seat]
        return self.say(ui("thrones.ui.player-house", player=player, house=house))

    def _back_to_taken_back(self, view: ThronesView, zone: list[str]) -> None:
        """Issue 27.11: after ``u`` the cursor sits on the area of the move taken back."""
        count = len(self.match.takebacks)
        taken = self._takebacks >= 0 and count > self._takebacks
        self._takebacks = count
        areas = self._chosen_areas.get(view.viewer, []) if view.viewer is not None else []
        if taken and areas:
            area = areas.pop()
            if area in zone:
                self.map.select(area)

    def _passed(self, before: int | None, view: ThronesView) -> None:
        """Issue 27.5: a decision passing from one person to another at this keyboard is
        announced by a light notice naming the player and house (the cover, when due, is the
        match screen's)."""
        seats = self.match.seats
        seat = view.viewer
        if before is None or before < 0 or seat is None or before == seat:
            return
        if sum(1 for who in seats if who.is_human) < 2 or not seats[before].is_human:
            return
        house = view.houses[seat]
        self.notify(self.say(ui("thrones.ui.to-play", player=view.players[seat], house=house)))

    def _show_recent(self, seat: int | None) -> None:
        """Mark and list what moved since ``seat`` last looked (issue 18.8); nothing on the
        public table."""
        found: list[Event] = []
        if seat is not None:
            events = self.match.visible_events(seat)
            seen = min(self._seen.get(seat, len(events)), len(events))
            found = moves(events[seen:])
        if bool(found) != bool(self.recent_events):
            self.refresh_bindings()  # the footer's key to clear them comes or goes
        self.recent_events = found
        self.map.set_recent(marks(found))
        self.set_class(bool(found), "-recent")
        if not found:
            return
        text = Text(self.say(ui("thrones.ui.recent-title")), "bold")
        for event in found:
            text.append("\n")
            text.append(glyph(event), "bold reverse")
            text.append(" " + self.say(event))
        text.append("\n" + self.say(ui("thrones.ui.recent-hint")), "dim")
        self._draw(self.recent, text)

    def _look(self, seat: int | None) -> None:
        """``seat`` has seen everything up to now: its last moves are cleared."""
        if seat is not None:
            self._seen[seat] = len(self.match.visible_events(seat))

    def action_dismiss_recent(self) -> None:
        if self.view is not None and self.view.viewer is not None:
            self._look(self.view.viewer)
            self._show_recent(self.view.viewer)

    def _place_cursor(self, view: ThronesView, zone: list[str], fresh: bool) -> None:
        """Put the map's cursor where the decision wants the player: on its first area when it
        starts (in planning, the next area still without an order), and the focus on the list
        at once when the decision is about no area."""
        if not self.rows:
            return
        selected = self.map.selected
        if zone:
            ordered = self.map.focus_areas or zone
            waiting = set(self._unordered(view)) if view.step == "planning" else set()
            if waiting and (fresh or selected not in waiting):
                left = [area for area in ordered if area in waiting]
                here = ordered.index(selected) if selected in ordered else -1
                selected = next((a for a in left if ordered.index(a) > here), left[0])
            elif fresh or selected not in zone:
                selected = ordered[0]
            self.map.select(selected)
            if fresh:
                self.map.focus()
        else:
            self.choice_list.focus()

    def _show_area(self, area: str) -> None:
        """The selected area's details and the options about it."""
        self._area_shown = (area, self.view)
        self.area_panel.show(area, self.map.area_view(area), self.has_class("-small"))
        self._fill_list(area)

    def _fill_list(self, area: str) -> None:
        view = self.view
        self.listed = for_area(self.rows, area)
        lines: list[Text] = []
        if view is not None and view.decision is not None and view.viewer is not None:
            lines.append(whose(view, self.say))  # issue 27.5: whose decision this is
            lines.append(Text(self.say(view.decision.prompt), "bold"))
            if view.step == "bid" and view.viewer is not None:
                lines.extend(bid_lines(view, self.say))  # issue 27.3
            if view.step == "cards":
                lines.extend(hand_lines(view, self.say, self.has_class("-small")))  # 27.1
            if view.step == "blade":
                lines.extend(blade_lines(view, self.say))  # issue 27.1
            if view.step == "muster":
                lines.extend(muster_lines(view, self.say, area))  # issue 27.7
            if any(row.option.parts.get("verb") in ("march", "leg") for row in self.rows):
                lines.append(Text(self.say(supply_now(view, view.houses[view.viewer])), "cyan"))
            if view.step == "planning":
                lines.append(Text(self.say(orders_left(view, self.say)), "cyan"))
                waiting = len(self._unordered(view))
                key = "thrones.ui.unordered" if waiting else "thrones.ui.all-ordered"
                lines.append(Text(self.say(ui(key, n=waiting)), "yellow" if waiting else "green"))
            if self.rows and not any(row.area == area for row in self.rows) and areas(self.rows):
                lines.append(Text(self.say(ui("thrones.ui.nothing-here", area=area)), "dim"))
        elif view is not None and view.outcome is None:
            lines.append(Text(self.say(ui("thrones.ui.waiting", seats=view.to_act)), "dim"))
        self._draw(self.prompt, Text("\n").join(lines))
        labels: list[Text] = []
        bidding = view is not None and view.step == "bid"
        numbers = {index: n for n, index in enumerate(numbered(self._options()), start=1)}
        for index, row in enumerate(self.listed):
            key, number = key_of(row.option), numbers.get(index, 10)
            prefix = f"{shown(key)}  " if key else f"{number}. " if number < 10 else "   "
            label = Text("   " if bidding else prefix, "bold")  # issue 27.4: fixed keys
            if row.option.parts.get("verb") == "card" and row.option.parts.get("arg1") != "none":
                label.append_text(card_label(str(row.option.parts["arg1"]), self.say))
            else:
                label.append(row.label, "dim" if row.option.refusal is not None else "")
            if row.option.refusal is not None:
                label.append(" (" + self.say(row.option.refusal) + ")", "dim italic")
            labels.append(label)
        highlighted = self.choice_list.highlighted
        if labels != self._list_labels:
            # Only a new list is set (issue 27, speed).
            self._list_labels = labels
            self.choice_list.show_rows(labels)
        if labels:
            keep = highlighted if highlighted is not None and highlighted < len(labels) else 0
            if view is not None and view.step == "planning" and not self._unordered(view):
                # Every area has its order: Done is what comes next (issue 18.4).
                verbs = [row.option.parts.get("verb") for row in self.listed]
                keep = verbs.index("done") if "done" in verbs else keep
            self.choice_list.highlighted = keep
        self._mark_route(self.choice_list.highlighted)
        self.choice_list.display = bool(labels)

    def _status_text(self, view: ThronesView) -> Text:
        acting = view.to_act if view.outcome is None else []
        after = ["" if seat.is_human else f" {COMPUTER_MARK}" for seat in self.match.seats]
        who = [(mark(view.houses[seat]), view.players[seat], after[seat]) for seat in acting]
        title, status = self.say(ui("thrones.ui.name")), self.say(self.match.status_message())
        width = self.status.content_size.width or self.app.size.width - 2
        return header_text(title, status, self.say(ui("thrones.ui.to-act")), who, width)

    @staticmethod
    def _unordered(view: ThronesView) -> list[str]:
        """The viewer's areas that may take an order and have none yet (issue 18.4)."""
        if view.decision is None:
            return []
        orderable = {
            str(option.parts.get("arg1"))
            for option in view.decision.options
            if option.parts.get("verb") == "order" and option.refusal is None
        }
        return [a.area for a in view.areas if a.area in orderable and not a.pending_order]

    def read_log(
        self, events: Sequence[Event], seat: int | None
    ) -> Sequence[Message | Event | None]:
        """Each Westeros card resolved followed by what it does (issue 18.7)."""
        return [with_effect(event) for event in events]

    def results_screen(self, view: ThronesView) -> Screen[None]:
        return results_screen(view, self.say)

    # -- keys and mouse ----------------------------------------------------------------------

    def on_map_view_selected(self, message: MapView.Selected) -> None:
        area, view = self._area_shown
        if message.area == area and view is self.view:
            return  # drawn already: the cursor was put there while the view was drawn
        self._show_area(message.area)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._mark_route(event.option_index)

    def _mark_route(self, index: int | None) -> None:
        """A march by sea under the list's cursor: its seas are marked on the map (issue
        18.5); anything else, no seas."""
        view = self.view
        listed = index is not None and 0 <= index < len(self.listed)
        if index is None or not listed or view is None or view.viewer is None:
            self.map.set_route([])
            return
        house = view.houses[view.viewer]
        ships = frozenset(
            area.area for area in view.areas if area.house == house and "ship" in area.units
        )
        self.map.set_route(option_route(self.listed[index].option, ships))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.listed):
            self._choose(self.listed[event.option_index])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers the decision's keys only while there is a decision."""
        if action == "areas":  # asked by the footer, maybe before the map is mounted
            shown = getattr(self, "map", None)
            return shown is not None and bool(shown.focus_areas) and self.focused is not shown
        if action == "pick":
            planning = self.view is not None and self.view.step == "planning"
            return bool(self.rows) and not planning and (parameters != (0,) or self._bidding())
        if action == "choose":
            return bool(self.rows)
        if action == "order_key":
            planning = self.view is not None and self.view.step == "planning"
            if parameters == (DONE_KEY,):
                return any(key_of(row.option) == DONE_KEY for row in self.rows)
            return bool(self.rows) and planning
        if action == "dismiss_recent":
            return bool(self.recent_events)
        return super().check_action(action, parameters)

    def action_areas(self, step: int) -> None:
        self.map.focus()
        self.map.action_cycle(step)

    def action_choose(self) -> None:
        """Enter on the map: to the list (the list's own Enter chooses)."""
        if self.listed:
            self.choice_list.focus()

    def action_pick(self, number: int) -> None:
        view = self.view
        if view is not None and view.step == "bid" and self.rows:
            self._type_bid(number, view)
            return
        rows = numbered(self._options())
        if 0 < number <= len(rows):
            self._choose(self.listed[rows[number - 1]])

    def _options(self) -> list[Option]:
        return [row.option for row in self.listed]

    def highlight_item(self, target: str) -> bool:
        """A lesson's ``card:<action>``: the map selects the option's area and the list's
        cursor goes to its row, with the focus, so Enter chooses it."""
        kind, _, wanted = target.partition(":")
        row = next((row for row in self.rows if row.action == wanted), None)
        if kind != "card" or row is None:
            return False
        if row.area and row.area != self.map.selected:
            self.map.select(row.area)
            self._show_area(row.area)
        actions = [listed.action for listed in self.listed]
        if wanted not in actions:
            return False
        self.choice_list.highlighted = actions.index(wanted)
        self.choice_list.focus()
        return True

    def action_order_key(self, key: str) -> None:
        """Issue 27.4: a fixed key chooses its row; a refused order's key says why."""
        for row in self.listed:
            if key_of(row.option) == key:
                self._choose(row)
                return
        token = next((t for t, k in ORDER_KEYS.items() if k == key), "")
        for row in self.listed:
            if row.option.parts.get("verb") == "order" and row.option.parts.get("arg2") == token:
                self._choose(row)  # refused: the notice says why
                return
        self.notify(self.say(ui("thrones.ui.no-such-order")), severity="warning")

    def _bidding(self) -> bool:
        return self.view is not None and self.view.step == "bid" and bool(self.rows)

    def _type_bid(self, digit: int, view: ThronesView) -> None:
        """Issue 27.3: a digit types the bid (two digits too); the list's cursor goes to it and
        Enter bids."""
        most = view.power.get(view.houses[view.viewer or 0], 0)
        self._bid_typed = typed(self._bid_typed, digit, most)
        wanted = f"bid {int(self._bid_typed)}"
        actions = [row.action for row in self.listed]
        if wanted in actions:
            self.choice_list.highlighted = actions.index(wanted)
            self.choice_list.focus()

    def hint_words(self, action: str) -> str | None:
        """A row as the list shows it, with its area where it has one ("Winterfell: March
        +1 (star)"): placing an order face down writes nothing in the log."""
        row = next((row for row in self.rows if row.action == action), None)
        if row is None:
            return None
        if not row.area:
            return row.label
        return self.say(ui("thrones.ui.hint-move", area=row.area, label=row.label))

    def hint_anchor(self) -> Widget | None:
        """The hint lies over the map: the side column holds the list it highlights."""
        return self.map

    def select_hint(self, action: str) -> None:
        """The hinted row highlighted in the list (its area selected on the map first), with
        the focus on the list, so that Enter chooses it."""
        row = next((row for row in self.rows if row.action == action), None)
        if row is None:
            return
        if row.area and row.area != self.map.selected:
            self.map.select(row.area)
            self._show_area(row.area)
        actions = [listed.action for listed in self.listed]
        if action in actions:
            self.choice_list.highlighted = actions.index(action)
            self.choice_list.focus()

    def action_to_map(self) -> None:
        self.map.focus()

    def action_legend(self) -> None:
        """The map's legend over the table (issue 27.6)."""
        self.app.push_screen(LegendScreen(self.say))

    def action_log_page(self, direction: int) -> None:
        """PageUp/PageDown: the realm view while it is shown (issue 27.8: it hides the log),
        else the log."""
        if self.has_class("-realm"):
            if direction < 0:
                self.realm.scroll_page_up()
            else:
                self.realm.scroll_page_down()
            return
        super().action_log_page(direction)

    def action_realm(self) -> None:
        self.toggle_class("-realm")
        if self.has_class("-realm") and self.view is not None:
            self.realm.show(self.view)

    def _choose(self, row: Choice) -> None:
        view = self.view
        if view is None:
            return
        refusal = row.option.refusal
        if refusal is not None:
            self.notify(
                self.say(refusal), title=self.refusal_title, severity="warning", markup=False
            )
            return
        if view.step == "planning" and row.option.parts.get("verb") == "done":
            waiting = len(self._unordered(view))
            if waiting and not self._confirm_done:
                self._confirm_done = True
                self.notify(self.say(ui("thrones.ui.confirm-done", n=waiting)), severity="warning")
                return
        self._confirm_done = False
        seat = view.viewer
        if seat is not None and row.area:
            self._chosen_areas.setdefault(seat, []).append(row.area)
        if seat is not None:
            # Acting clears the last moves, and the player's own move is not news to them.
            self._seen[seat] = 1 << 62
            try:
                self.submit(row.action)
            finally:
                self._look(seat)
            if self.view is not None and self.view.viewer == seat:
                self._show_recent(seat)
            return
        self.submit(row.action)


KIND_KEYS = {
    "march": "thrones.ui.kind-march",
    "defense": "thrones.ui.kind-defense",
    "support": "thrones.ui.kind-support",
    "raid": "thrones.ui.kind-raid",
    "consolidate": "thrones.ui.kind-consolidate",
}
"""An order kind's name, for the count of orders left."""


def orders_left(view: ThronesView, say: Say) -> Message:
    """The viewer's orders still in hand by kind, and its stars left (issue 18.4); a starred
    token counts only while a star is left to place it."""
    left: dict[str, int] = {}
    for token, copies in view.orders_left.items():
        if token not in STARRED or view.stars_left > 0:
            left[KIND[token]] = left.get(KIND[token], 0) + copies
    if not left:
        return ui("thrones.ui.orders-none-left")
    said = [ui("thrones.ui.order-left", kind=say(ui(KIND_KEYS[k])), n=n) for k, n in left.items()]
    return ui("thrones.ui.orders-left", orders=said, stars=view.stars_left, of=view.stars)
