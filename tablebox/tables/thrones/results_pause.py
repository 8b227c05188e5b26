"""Every result seen (issue 27.2): a battle's result, each bid's result and the Westeros phase
stay on a pause over the table until a key moves on, whoever made the last move (the
attacker's own battle too) and with computers only.

What the pause says comes from the public events alone (:func:`results`), cut into sections:
a battle from its start to its winner (both totals, casualties, retreat), a bid from the bids
revealed to the new track order (a tie and who broke it) or the wildlings' result, and the
Westeros phase once planning starts: the three cards drawn with what each did, what came of
them, and the castles each house holds against the number needed (a round's summary).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from games.thrones.view import ThronesView
from tablebox.engine import Event, Message
from tablebox.screens.worded import key_words
from tablebox.tables.thrones.castles import castles_text
from tablebox.tables.thrones.realm import DECKS
from tablebox.tables.thrones.westeros_words import effect, with_effect
from tablebox.tables.thrones.words import Say, ui

WAIT_FOR_KEY = True
"""Whether results wait for a key (the app's default, for people; the tests that do not check
the pause go straight on, as they do after a computer's move)."""

ENDS = {
    "thrones.battle-won": "thrones.battle",
    "thrones.track": "thrones.bids-revealed",
    "thrones.wildlings": "thrones.bids-revealed",
    "thrones.planning": "thrones.westeros",
}
"""An event that ends a result -> the event its section starts from."""
TITLES = {
    "thrones.battle-won": "thrones.ui.pause.battle",
    "thrones.track": "thrones.ui.pause.bid",
    "thrones.wildlings": "thrones.ui.pause.wildlings",
    "thrones.planning": "thrones.ui.pause.westeros",
}
QUIET = frozenset(
    f"thrones.{key}"
    for key in ("phase", "card-chosen", "bid-ready", "orders-ready", "planning", "westeros")
)
"""Events a section leaves out: the steps, not what came of them."""


CARDS = frozenset(("thrones.resolve-card", "thrones.westeros-card"))
"""The Westeros cards drawn and resolved: listed once, at the top of the phase's section."""


@dataclass(frozen=True)
class Section:
    title: str
    """The catalog key of the section's title."""
    events: tuple[Event, ...]


def results(events: Sequence[Event], start: int) -> tuple[list[Section], int]:
    """The results ended among ``events[start:]``, each from where it began (but not before
    ``start``: what an earlier pause showed is not shown again), and where the last one ended:
    a result under way is shown once it ends, from its beginning."""
    found: list[Section] = []
    end = start
    for index in range(start, len(events)):
        key = events[index].key
        if key not in ENDS:
            continue
        begin = index
        while begin > start and events[begin].key != ENDS[key]:
            begin -= 1
        shown = tuple(e for e in events[begin : index + 1] if e.key not in QUIET)
        found.append(Section(TITLES[key], shown))
        end = index + 1
    planning = bool(found) and found[-1].title == TITLES["thrones.planning"]
    if planning and not any(e.key == "thrones.westeros" for e in events[:-1]):
        found.pop()  # round 1's planning follows the setup, not a Westeros phase
    return found, end


def pause_text(sections: Sequence[Section], view: ThronesView, say: Say) -> Text:
    """The pause in words: each section's title and its events; the Westeros phase with the
    round's cards and the castles count."""
    parts: list[Text] = []
    for section in sections:
        lines = [Text(say(ui(section.title)), "bold underline")]
        if section.title == TITLES["thrones.planning"]:
            lines.extend(_cards(view, say))
        for event in section.events:
            said = with_effect(event)
            if isinstance(said, Event):
                said = said.message
            if event.key in CARDS and section.title == TITLES["thrones.planning"]:
                continue  # the cards are listed above with what they do
            style = "bold" if event.key in ENDS or event.key == "thrones.battle-strength" else ""
            lines.append(Text("• " + say(said), style))
        if section.title == TITLES["thrones.planning"]:
            lines.append(Text(""))
            lines.append(castles_text(view, say))
        parts.append(Text("\n").join(lines))
    return Text("\n\n").join(parts)


def _cards(view: ThronesView, say: Say) -> list[Text]:
    lines = []
    for deck, card in zip(DECKS, view.westeros_cards, strict=False):
        line = Text.assemble((f"{deck:<4}", "dim"), (say(Message(f"thrones.term.{card}")), "bold"))
        lines.append(line)
        said = effect(card)
        if said is not None:
            lines.append(Text("    " + say(said), "italic"))
    return lines


@dataclass
class Pauses:
    """A table's pauses: how many public events they have looked through, whether one is up,
    whether a computer's turn waits for it to end, and (for the castles notices) each house's
    castles left when last warned."""

    shown: int
    up: bool = False
    held: bool = False
    warned: dict[str, int] = field(default_factory=dict)

    def due(self, events: Sequence[Event], view: ThronesView, say: Say) -> Text | None:
        """The pause to put up now (and it counts as up), or None."""
        start = min(self.shown, len(events))  # a take-back shortens the log
        sections, self.shown = results(events, start)
        if not WAIT_FOR_KEY:
            return None
        if not sections:
            return None
        self.up = True
        return pause_text(sections, view, say)

    def over(self) -> bool:
        """The pause is over: whether a computer's turn waited for it."""
        self.up = False
        held, self.held = self.held, False
        return held


class ResultsPause(ModalScreen[None]):
    """The results over the table until Enter (or Space, Escape) moves on."""

    DEFAULT_CSS = """
    ResultsPause { align: center middle; }
    ResultsPause > #pause-frame { width: 90%; max-width: 84; height: auto; max-height: 90%;
        border: thick $accent; background: $surface; padding: 0 1; }
    ResultsPause #pause-body { height: auto; max-height: 100%; }
    ResultsPause #pause-hint { height: 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "go_on", key_words("thrones.ui.pause.key"), key_display="⏎"),
    ]

    def __init__(self, body: Text, hint: str) -> None:
        super().__init__()
        self.body = body
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(id="pause-frame"):
            yield Static(self.hint, id="pause-hint")  # first: seen however long the body is
            with VerticalScroll(id="pause-body"):
                yield Static(self.body, id="pause-text")

    def action_go_on(self) -> None:
        self.dismiss(None)
