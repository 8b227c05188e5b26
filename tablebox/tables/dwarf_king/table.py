"""The Dwarf King's table: the trick table filled from a ``DwarfKingView`` and nothing else.

Above the tricks a panel shows the deal's quest with its rule in plain words and the special
card with its effect, all deal long. The players' panel gives every running total, hand size
and the tricks each won this deal (by number); the previous trick and the viewer's own last
won trick sit under the trick being played. Decisions other than a card are choice buttons:
the quest side (1/2), whom to steal from or swap with (the seat's number), which way to pass
(l/r) and the Sorcerer's card (s, then its number). The red Flag Bearer's two cards are given
by choosing them in the hand, one after the other. The trick being played is drawn as framed
cards under the seats' names, like Claim's; ``d`` (the deals so far) and ``w`` (the won cards a
player may look at) are in the footer.

Suit colours are this screen's own component classes (its ``DEFAULT_CSS``: one set for dark
themes, one for light ones), and every card prints its suit's symbol too.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, cast

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static

from tablebox.engine import Message
from tablebox.screens.info import InfoScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.screens.worded import key_words
from tablebox.tables.dwarf_king.faces import (
    MAGIC_SHORT,
    SHORT_NAMES,
    SUITS,
    SYMBOLS,
    rank_of,
    suit_key,
)
from tablebox.tables.dwarf_king.results import headline, results_text
from tablebox.tables.dwarf_king.summary import (
    DealSummaryScreen,
    deals_summed_up,
    summary_text,
    summary_title,
)
from tablebox.tables.dwarf_king.text import (
    breakdown,
    card_short,
    deal_name,
    player_lines,
    previous_lines,
    quest_lines,
    special_line,
)
from tablebox.tables.dwarf_king.words import styled, ui
from tablebox.widgets.cards import CardFace, ChoiceFace, suit_runs
from tablebox.widgets.trick_area import framed_trick, held_trick, trick_blocks

if TYPE_CHECKING:
    from games.dwarf_king.view import CardView, DwarfKingView
    from tablebox.controller import Step
    from tablebox.engine import Decision

PICK = "pick:"
"""A hand card's action while giving two cards back: choosing it, not playing it."""
BACK = "back"
"""The choice that leaves the Sorcerer's cards for the hand again."""
DIRECTION_KEYS = {"left": "l", "right": "r"}
CARDS, GIVING, CHOICES = "cards", "give", "choices"
"""What ←→ and Enter act on: the hand's cards to play, its cards to give back, or choices."""


def keys_for(decision: Decision | None, choices: bool) -> str:
    """What ←→ and Enter act on for ``decision`` (``choices``: choice buttons are shown)."""
    if choices:
        return CHOICES
    if decision is not None and decision.kind == "give":
        return GIVING
    return CARDS


class DwarfKingTableScreen(TrickTableScreen):
    LIST_BESIDE_NAMES = 23  # "▶ ", the dealer's "*", points, hand and tricks won
    COMPONENT_CLASSES: ClassVar[set[str]] = {f"suit--{suit}" for suit in SUITS}
    BINDINGS: ClassVar[list[BindingType]] = [
        # The hand's note says "s: use the Sorcerer" when it can be used; the footer keeps its
        # room at 80 columns for the keys that always work.
        # ←→ and Enter are named for the decision at hand (``check_action`` lets one of each
        # pair through): a card to play, cards to give back, or a choice (a seat, a side...).
        Binding("left,h", "move(-1)", key_words("dwarf-king.ui.key-card"), key_display="←→"),
        Binding(
            "left,h", "choice_move(-1)", key_words("dwarf-king.ui.key-choice"), key_display="←→"
        ),
        Binding("enter,space", "play", key_words("dwarf-king.ui.key-play")),
        Binding("enter,space", "give", key_words("dwarf-king.ui.key-give")),
        Binding("enter,space", "choose", key_words("dwarf-king.ui.key-choose")),
        Binding("s", "sorcerer", key_words("dwarf-king.ui.key-sorcerer"), show=False),
        Binding("d", "deals", key_words("dwarf-king.ui.key-deals")),
        Binding("w", "won", key_words("dwarf-king.ui.key-won")),
    ]
    DEFAULT_CSS = """
    DwarfKingTableScreen > .suit--dwarves { color: #6cc46c; }
    DwarfKingTableScreen > .suit--knights { color: #7aa2ff; }
    DwarfKingTableScreen > .suit--goblins { color: #ff7070; }
    DwarfKingTableScreen > .suit--magic { color: #e8c547; }
    DwarfKingTableScreen:light > .suit--dwarves { color: #1f6b25; }
    DwarfKingTableScreen:light > .suit--knights { color: #1f4fbf; }
    DwarfKingTableScreen:light > .suit--goblins { color: #b02020; }
    DwarfKingTableScreen:light > .suit--magic { color: #8a6a00; }
    DwarfKingTableScreen #dk-deal { height: auto; }
    """

    view: DwarfKingView | None

    def __init__(self, match: Any) -> None:
        super().__init__(match)
        self.sorcerer_mode = False
        """Whether the hand bar offers the Sorcerer's cards instead of the hand."""
        self.giving: list[str] = []
        """The cards chosen so far to give back after a red Flag Bearer's steal."""
        self._sorcerer_key = False
        """Whether the footer shows the Sorcerer's key now."""
        self._keys = CARDS
        """What ←→ and Enter do now: ``cards``, ``give`` or ``choices`` (the footer says)."""
        self._summed_up = deals_summed_up(match.view(None))
        """How many deals' summaries have been shown (or need not be)."""

    def compose_above_the_board(self) -> ComposeResult:
        # The quest and the special card of the deal, all deal long.
        yield Static(id="dk-deal", classes="panel")

    def on_mount(self) -> None:
        self.deal_panel = self.query_one("#dk-deal", Static)
        super().on_mount()

    # -- colours and cards -----------------------------------------------------------------------

    def suit_style(self, suit: str) -> Style:
        if suit not in SUITS:
            return Style()
        return self.get_component_rich_style(f"suit--{suit}", partial=True)

    def label(self, card_id: str) -> str:
        return self.match.catalog.card("dwarf-king", card_id)

    def face_of(
        self, card_id: str, action: str | None = None, playable: bool = True, why: str | None = None
    ) -> CardFace:
        suit = suit_key(card_id)
        magic = suit == "magic"
        # The deal's special card carries the magic cards' star where its suit's symbol was
        # (its frame's edge still names the suit): it is told apart from any 11 without colour.
        special = self.view is not None and card_id == self.view.special
        return CardFace(
            action=card_id if action is None else action,
            label=self.label(card_id),
            short=rank_of(card_id),
            suit=suit,
            suit_name=self.say(ui("dwarf-king.ui.magic"))
            if magic
            else self.match.catalog.term("dwarf-king", suit),
            suit_short=self.suit_short(card_id),
            style=self.suit_style(suit),
            playable=playable,
            why_not=why,
            symbol=SYMBOLS["magic"] if special else SYMBOLS[suit],
            name=self.label(card_id).split(" (")[0] if magic or "(" in self.label(card_id) else "",
        )

    def suit_short(self, card_id: str) -> str:
        """What a small card's edge prints in place of a suit: the suit's three letters, or a
        magic card's own."""
        suit = suit_key(card_id)
        if suit == "magic":
            return self.say(MAGIC_SHORT[card_id]) if card_id in MAGIC_SHORT else ""
        return self.say(SHORT_NAMES[suit])

    def card_text(self, card_id: str) -> Text:
        """``◆ King of Dwarves``: the symbol, the catalog's name, the suit's colour."""
        suit = suit_key(card_id)
        return Text(
            f"{SYMBOLS[suit]} {self.label(card_id)}", style=self.suit_style(suit) + Style(bold=True)
        )

    def short_text(self, card_id: str) -> Text:
        return card_short(card_id, self.suit_style, self.say)

    # -- drawing ----------------------------------------------------------------------------------

    def show(self, view: Any) -> None:
        previous = self.view
        if previous is None or (previous.viewer, previous.phase) != (view.viewer, view.phase):
            self.giving = []
        decision = view.decision
        if decision is None or not any("sorcerer" in o.parts for o in decision.options):
            self.sorcerer_mode = False
        self._draw(self.deal_panel, self.deal_text(view))
        self.deal_panel.border_title = self.deal_title(view)
        super().show(view)
        can = bool(self._sorcerer_options(view))
        keys = keys_for(view.decision, bool(self.choices))
        if (can, keys) != (self._sorcerer_key, self._keys):  # redrawn only when keys change
            self._sorcerer_key, self._keys = can, keys
            self.refresh_bindings()

    def deal_title(self, view: DwarfKingView) -> str:
        if view.phase == "over":
            return self.say(ui("dwarf-king.ui.game-over"))
        kind = self.say(deal_name(view.deal, view.tiebreak))
        dealt = self.say(ui("dwarf-king.ui.dealt", name=view.players[view.dealer]))
        earlier = f" · {self.say(ui('dwarf-king.ui.deals-key'))}" if view.results else ""
        return f"{kind} · {dealt}{earlier}"

    def deal_text(self, view: DwarfKingView) -> Text:
        lines = quest_lines(view, self.say)
        lines.append(special_line(view, self.say, self.card_text(view.special)))
        return Text("\n").join(lines)

    def status_text(self, view: DwarfKingView) -> Text:
        parts = [Text(self.game_title, style="bold")]
        if view.phase == "over":
            parts.append(Text(self.say(ui("dwarf-king.ui.game-over"))))
        else:
            deal = ui("dwarf-king.ui.deal-of", deal=view.deal, deals=view.deals)
            if view.tiebreak:
                deal = ui("dwarf-king.ui.tiebreak-deal", deal=view.deal)
            parts.append(Text(self.say(deal)))
            parts.append(Text(self.say(self.trick_of(view))))
        return Text(" │ ").join(parts)

    def trick_text(self, view: DwarfKingView) -> tuple[str, Text]:
        lines: list[Text] = []
        if view.phase == "play":
            lead = Text(self.say(view.lead_reason))
            if view.led_suit is not None:
                lead.append(
                    " " + self.say(ui("dwarf-king.ui.follow", suit=view.led_suit)), style="italic"
                )
            lines.append(lead)
        elif view.phase != "over":
            lines.append(Text(self.say(view.doing), style="bold"))
        size = self.card_size
        room = self.trick_panel.content_size.width or 38
        trick, held = view.current_trick, None
        if view.phase == "play":
            previous = view.previous_trick.trick if view.previous_trick is not None else None
            held = held_trick(trick, previous)
            if held is not None and held.winner is not None:
                said = Message("common.ui.trick-held", {"seat": held.winner})
                lines.append(Text(self.say(said), style="italic"))
                trick = held
        blocks = trick_blocks(trick, view.players, self.face_of, size)
        title = self.say(self.trick_of(view))
        if held is not None and view.previous_trick is not None:  # the held trick's number
            tricks = view.tricks_per_deal
            number = view.previous_trick.number
            title = self.say(ui("dwarf-king.ui.trick-of", trick=number, tricks=tricks))
        # Five long names do not fit beside each other at 80 columns: framed_trick cuts them
        # rather than wrap the trick onto a second row the panel has no room for.
        return title, framed_trick(blocks, room, size, lines)

    def trick_of(self, view: DwarfKingView) -> Message:
        return ui("dwarf-king.ui.trick-of", trick=view.trick, tricks=view.tricks_per_deal)

    def last_trick_text(self, view: DwarfKingView) -> tuple[str, Text] | None:
        lines = previous_lines(view, self.suit_style, self.say)
        if not lines:
            return None
        last = view.previous_trick
        title = self.say(
            ui("dwarf-king.ui.trick", trick=last.number)
            if last is not None
            else ui("dwarf-king.ui.last-deal")
        )
        return title, Text("\n").join(lines)

    def players_title(self, view: DwarfKingView) -> str:
        return self.say(ui("dwarf-king.ui.players-title"))

    def players_text(self, view: DwarfKingView) -> Text:
        room = self.players_panel.content_size.width
        return Text("\n").join(player_lines(view, self.say, room))

    # -- the hand and the choices -------------------------------------------------------------

    def hand_title(self, view: DwarfKingView) -> str:
        if view.viewer is None:
            return self.say(ui("dwarf-king.ui.hands-hidden"))
        return self.say(
            ui("dwarf-king.ui.hand-title", name=view.players[view.viewer], n=len(view.hand or []))
        )

    def hand_faces(self, view: DwarfKingView) -> list[CardFace]:
        decision = view.decision
        hand = view.hand or []
        if decision is not None and decision.kind == "give":
            return [self.face_of(card.id, action=PICK + card.id) for card in hand]
        actions: dict[str, str] = {}
        if decision is not None and decision.kind == "play":
            actions = {
                str(o.parts["card"]): o.action for o in decision.options if "card" in o.parts
            }
        return [self._hand_face(card, actions.get(card.id)) for card in hand]

    def _hand_face(self, card: CardView, action: str | None) -> CardFace:
        why = None if card.why_not is None else self.say(card.why_not)
        playable = card.playable or (self.view is not None and self.view.decision is None)
        return self.face_of(card.id, action=action, playable=playable, why=why)

    def enter_does(self) -> str:
        decision = self.view.decision if self.view is not None else None
        if decision is not None and decision.kind == "give":
            return self.say(ui("dwarf-king.ui.enter-gives"))
        return super().enter_does()

    def hand_note(self, view: DwarfKingView) -> Text | None:
        decision = view.decision
        if decision is None:
            return None
        if decision.kind == "give":
            victim = view.players[view.doing.params.get("victim", 0)]  # type: ignore[index]
            chosen = Text(" ").join(self.short_text(card) for card in self.giving)
            return Text.assemble(
                self.say(ui("dwarf-king.ui.give-note", name=victim)) + " ",
                chosen
                if self.giving
                else Text(self.say(ui("dwarf-king.ui.none-yet")), style="italic"),
            )
        if self._sorcerer_options(view):
            trick = view.previous_trick.number if view.previous_trick else 0
            return Text(self.say(ui("dwarf-king.ui.sorcerer-note", trick=trick)), style="italic")
        return None

    def _sorcerer_options(self, view: DwarfKingView) -> list[Any]:
        decision = view.decision
        if decision is None:
            return []
        return [o for o in decision.options if "sorcerer" in o.parts]

    def choice_faces(self, view: DwarfKingView) -> list[ChoiceFace]:
        decision = view.decision
        if decision is None or view.viewer is None:
            return []
        faces: list[ChoiceFace] = []
        if decision.kind == "play":
            if not self.sorcerer_mode:
                return []
            for index, option in enumerate(self._sorcerer_options(view), start=1):
                card = self.card_text(str(option.parts["sorcerer"]))
                label = styled(self.say, ui("dwarf-king.ui.take"), card=card)
                faces.append(ChoiceFace(action=option.action, key=str(index), label=label))
            back = Text(self.say(ui("dwarf-king.ui.back-to-hand")))
            faces.append(ChoiceFace(action=BACK, key="b", label=back))
            return faces
        for index, option in enumerate(decision.allowed, start=1):
            parts = option.parts
            if decision.kind == "quest":
                name = self.say(f"dwarf-king.term.{parts['quest']}")
                faces.append(ChoiceFace(option.action, str(index), Text(name, style="bold")))
            elif decision.kind in ("steal", "swap"):
                seat = int(parts["seat"])
                label = Text.assemble((view.players[seat], "bold"), f" ({view.hand_sizes[seat]})")
                faces.append(ChoiceFace(option.action, str(seat + 1), label))
            elif decision.kind == "pass":
                direction = str(parts["direction"])
                step = 1 if direction == "left" else -1
                to = view.players[(view.viewer + step) % len(view.players)]
                label = Text(
                    self.say(ui("dwarf-king.ui.pass-choice", direction=direction, name=to))
                )
                faces.append(ChoiceFace(option.action, DIRECTION_KEYS[direction], label))
        return faces

    def choice_intro(self, view: DwarfKingView) -> Text:
        decision = view.decision
        assert decision is not None
        if self.sorcerer_mode:
            trick = view.previous_trick.number if view.previous_trick else 0
            prompt = Text(
                self.say(ui("dwarf-king.ui.sorcerer-prompt", trick=trick)) + "  ", style="bold"
            )
        else:
            prompt = Text(self.say(decision.prompt) + "  ", style="bold")
        cards = [self.face_of(card.id) for card in view.hand or []]
        # A magic card has no rank to print in a run: it shows its name instead.
        named = [replace(face, short=face.label) if not face.short else face for face in cards]
        # The deal's special card is starred here as on its framed card.
        named = [
            replace(face, short=f"{face.short}{SYMBOLS['magic']}")
            if face.action == view.special and face.suit != "magic"
            else face
            for face in named
        ]
        return Text.assemble(
            prompt,
            self.say(ui("dwarf-king.ui.your-hand")) + " ",
            suit_runs(named, self.say("common.ui.no-cards-run")),
        )

    def act(self, action: str, label: str, refusal: str | None = None) -> None:
        if action == BACK:
            self.sorcerer_mode = False
            self.show(self.view)
            return
        if action.startswith(PICK):
            self._pick(action.removeprefix(PICK))
            return
        super().act(action, label, refusal)

    def _pick(self, card: str) -> None:
        """Choose (or unchoose) a card to give back; the second one gives both."""
        view = self.view
        if view is None or view.decision is None or self.my_seat() is None:
            return
        if card in self.giving:
            self.giving.remove(card)
        else:
            self.giving.append(card)
        if len(self.giving) == 2:
            wanted = set(self.giving)
            for option in view.decision.options:
                if {option.parts.get("card"), option.parts.get("card2")} == wanted:
                    self.giving = []
                    self.submit(option.action)
                    return
        self.show(view)

    def select_hint(self, action: str) -> None:
        """The hinted move under the cursor: two cards to give back are the first chosen and
        the cursor on the second (Enter gives both); the Sorcerer's take in its own list."""
        view = self.view
        decision = view.decision if view is not None else None
        option = (
            next((o for o in decision.options if o.action == action), None) if decision else None
        )
        if view is None or option is None:
            return
        parts = option.parts
        if decision is not None and decision.kind == "give" and "card2" in parts:
            self.giving = [str(parts["card"])]
            self.show(view)
            super().select_hint(PICK + str(parts["card2"]))
            return
        if self.sorcerer_mode != ("sorcerer" in parts):
            self.sorcerer_mode = "sorcerer" in parts
            self.cursor = 0
            self.show(view)
        super().select_hint(action)

    # -- keys -------------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "sorcerer":
            return self._sorcerer_key
        if action == "move" and parameters == (-1,):  # the footer's ←→ over cards
            return self._keys != CHOICES
        if action == "choice_move":
            return self._keys == CHOICES
        if action in ("play", "give", "choose"):
            return self._keys == {"play": CARDS, "give": GIVING, "choose": CHOICES}[action]
        return super().check_action(action, parameters)

    def action_choice_move(self, step: int) -> None:
        self.action_move(step)

    def action_give(self) -> None:
        self.action_play()

    def action_choose(self) -> None:
        self.action_play()

    def action_sorcerer(self) -> None:
        view = self.view
        if view is None or not self._sorcerer_options(view) or self.my_seat() is None:
            return
        self.sorcerer_mode = not self.sorcerer_mode
        self.cursor = 0
        self.show(view)

    def action_deals(self) -> None:
        """Every deal scored so far, with its breakdown per player."""
        view = self.view
        if view is None:
            return
        lines: list[Text] = []
        for result in view.results:
            if lines:
                lines.append(Text())
            lines += breakdown(result, view.players, self.say, self.card_text(result.special))
        body = Text("\n").join(lines) if lines else Text(self.say(ui("dwarf-king.ui.no-deals")))
        self.app.push_screen(
            InfoScreen(self.say(ui("dwarf-king.ui.deals-title")), body, close_key="d")
        )

    def action_won(self) -> None:
        """The won cards a player may look at: their own last trick (every won card with the
        open-tricks option)."""
        view = self.view
        if view is None:
            return
        lines: list[Text] = []
        if view.won_cards is not None:
            for seat, cards in enumerate(view.won_cards):
                shown = Text(" ").join(self.short_text(card) for card in cards) or Text("—")
                lines.append(Text.assemble((view.players[seat], "bold"), ": ", shown))
        elif view.own_last_trick is not None:
            own = Text(" ").join(self.short_text(p.card) for p in view.own_last_trick.plays)
            mine = self.say(ui("dwarf-king.ui.your-last-trick", trick=view.own_last_trick.number))
            lines.append(Text.assemble(f"{mine} ", own))
        else:
            lines.append(Text(self.say(ui("dwarf-king.ui.no-own-trick"))))
        title = self.say(ui("dwarf-king.ui.won-title"))
        self.app.push_screen(InfoScreen(title, Text("\n").join(lines), close_key="w"))

    # -- the end of a deal, and of the game -------------------------------------------------------

    def _follow(self, step: Step) -> None:
        """The turn flow, with a stop after a deal's last card: the deal's summary, public and
        over the whole table, before the next hand-off, turn or the results."""
        view = cast("DwarfKingView", self.match.view(None))
        if len(view.results) <= self._summed_up:
            super()._follow(step)
            return
        self._show_table(public=True)
        if not self.is_active:  # under the rules or another page: once the table is back
            self._deferred = True
            return
        self._summed_up = len(view.results)
        self.clear_waiting()
        summary = DealSummaryScreen(
            summary_title(view, view.results[-1], self.say),
            summary_text(view, self.say, self.card_text),
            last=view.phase == "over",
        )
        self.app.push_screen(summary, self._summary_closed)

    def _summary_closed(self, go_on: bool | None) -> None:
        if not go_on:
            self.action_menu()
            return
        self.advance()

    def results_screen(self, view: DwarfKingView) -> Screen[None]:
        outcome = view.outcome
        # Each player's total is in the ranking already (with its minus sign): only the notes
        # after them (tie-break deals, a shared crown) are added.
        notes = [
            note
            for note in (outcome.explanation if outcome is not None else ())
            if note.key != "dwarf-king.final-total"
        ]
        return ResultsScreen(
            self.say(
                ui(
                    "dwarf-king.ui.results-title",
                    game=self.game_title,
                    headline=headline(view, self.say),
                )
            ),
            results_text(view, self.say, self.card_text),
            explanation=notes,
            catalog=self.match.catalog,
        )
