"""The state of the realm (issue 18.3): the round and the wildlings, each house's power and
castles, the three influence tracks, the dominance tokens, supply, House cards and the round's
Westeros cards, in a side panel about 36 columns wide that scrolls.

The text is made from one seat's view only (:func:`sections`), every word from the catalog.
Houses are shown by colour *and* letter (``S`` Stark...), so the panel reads under
``NO_COLOR`` too. The viewing seat's own House cards are shown in full with their texts; of the
other houses only how many cards they hold and the cards they have played (GOT-6.11: those are
face up).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from games.thrones.board import (
    CASTLES,
    HOUSE_CARDS,
    PLAYER_SETUPS,
    ROUNDS,
    STARS,
    SUPPLY_TABLE,
    WILDLING_MAX,
)
from games.thrones.view import ThronesView
from tablebox.engine import Message, Param
from tablebox.tables.thrones.westeros_words import effect

Say = Callable[[Message], str]

LETTER = {"stark": "S", "greyjoy": "G", "lannister": "L", "baratheon": "B", "tyrell": "T"}
COLOUR = {
    "stark": "bright_white",
    "greyjoy": "cyan",
    "lannister": "red",
    "baratheon": "yellow",
    "tyrell": "green",
}
TRACK_KEYS = {
    "iron_throne": "thrones.term.iron_throne",
    "fiefdoms": "thrones.term.fiefdoms",
    "kings_court": "thrones.term.kings_court",
}
DECKS = ("I", "II", "III")
BAR = 12
"""Cells of the wildling bar: one per point of threat."""
TITLE = Style(bold=True, underline=True)


def mark(house: str) -> Text:
    """A house's letter in its colour (bold): readable with or without colours."""
    return Text(LETTER.get(house, "?"), Style(color=COLOUR.get(house), bold=True))


def named(house: str, say: Say) -> Text:
    """Letter and name: ``S Stark``."""
    return Text.assemble(mark(house), " ", (say(Message(f"thrones.term.{house}")), COLOUR[house]))


def _ui(key: str, /, **params: Param) -> Message:
    return Message(key, params)


def round_text(view: ThronesView, say: Say) -> Text:
    threat = view.wildlings
    bar = Text("█" * threat, "bold magenta")
    bar.append("░" * (BAR - threat), "dim")
    return Text.assemble(
        (say(_ui("thrones.ui.realm.round", round=view.round, rounds=ROUNDS)), "bold"),
        "\n",
        say(_ui("thrones.ui.realm.wildlings", threat=threat, most=WILDLING_MAX)),
        "\n",
        bar,
    )


def castles_held(view: ThronesView) -> dict[str, int]:
    held = dict.fromkeys(view.houses, 0)
    for area in view.areas:
        if area.area in CASTLES and area.house in held:
            held[area.house] += 1
    return held


def houses_text(view: ThronesView, say: Say) -> Text:
    """One line a house, in Iron Throne order: letter, name, power, castles held."""
    needed = PLAYER_SETUPS[len(view.houses)][5]
    held = castles_held(view)
    lines = [Text(say(_ui("thrones.ui.realm.houses", needed=needed)), TITLE)]
    width = max(len(say(Message(f"thrones.term.{h}"))) for h in view.houses)
    for house in view.tracks["iron_throne"]:
        name = say(Message(f"thrones.term.{house}"))
        line = Text.assemble(mark(house), " ", (f"{name:<{width}}", COLOUR[house]))
        line.append(f" {view.power[house]:>3}  ")
        line.append(f"{held[house]}/{needed}", "bold" if held[house] >= needed - 2 else "")
        lines.append(line)
    return Text("\n").join(lines)


def tracks_text(view: ThronesView, say: Say) -> Text:
    """The three influence tracks, first place first; King's Court with each place's stars."""
    labels = {track: say(Message(key)) for track, key in TRACK_KEYS.items()}
    width = max(len(label) for label in labels.values())
    lines = [Text(say(_ui("thrones.ui.realm.tracks")), TITLE)]
    for track, label in labels.items():
        line = Text(f"{label:<{width}} ")
        for place, house in enumerate(view.tracks[track]):
            line.append(" ")
            line.append_text(mark(house))
            if track == "kings_court":
                line.append("★" * STARS[place], "yellow")
        lines.append(line)
    return Text("\n").join(lines)


def tokens_text(view: ThronesView, say: Say) -> Text:
    """Who holds the Iron Throne, the Valyrian Steel Blade (used or not) and the Raven."""
    throne, blade, raven = (view.tracks[t][0] for t in TRACK_KEYS)
    blade_key = "thrones.ui.realm.blade-used" if view.blade_used else "thrones.ui.realm.blade"
    lines = [Text(say(_ui("thrones.ui.realm.tokens")), TITLE)]
    for key, house in (
        ("thrones.ui.realm.throne", throne),
        (blade_key, blade),
        ("thrones.ui.realm.raven", raven),
    ):
        lines.append(Text.assemble(mark(house), " ", say(_ui(key, house=house))))
    return Text("\n").join(lines)


def armies(view: ThronesView, house: str) -> list[int]:
    """The house's armies (two or more units in one area), largest first."""
    sizes = [len(a.units) for a in view.areas if a.house == house and len(a.units) >= 2]
    return sorted(sizes, reverse=True)


def supply_text(view: ThronesView, say: Say) -> Text:
    """Each house's supply level, its armies and the limits that level allows (GOT-7.1)."""
    lines = [Text(say(_ui("thrones.ui.realm.supply")), TITLE)]
    for house in view.tracks["iron_throne"]:
        level = view.supply[house]
        sizes = armies(view, house)
        line = Text.assemble(mark(house), f" {level}  ")
        line.append(" ".join(str(size) for size in sizes) or "–", "bold")
        line.append(" / " + " ".join(str(limit) for limit in SUPPLY_TABLE[level]), "dim")
        lines.append(line)
    return Text("\n").join(lines)


def supply_now(view: ThronesView, house: str) -> Message:
    """While a march is put together (issue 18.5): the house's armies now against the limits
    of its supply level, so a split that would break supply is seen coming (GOT-7.1)."""
    level = view.supply[house]
    return _ui(
        "thrones.ui.supply-now",
        level=level,
        armies=" ".join(str(size) for size in armies(view, house)) or "–",
        limits=" ".join(str(limit) for limit in SUPPLY_TABLE[min(level, 6)]),
    )


def own_hand_text(view: ThronesView, say: Say) -> Text | None:
    """The viewing seat's House cards in full: name, strength, swords, towers, text."""
    if view.viewer is None:
        return None
    house = view.houses[view.viewer]
    lines = [Text(say(_ui("thrones.ui.realm.own-hand", house=house)), TITLE)]
    for card in sorted(view.hands[house], key=lambda c: (-HOUSE_CARDS[c][2], c)):
        _, _, strength, swords, towers = HOUSE_CARDS[card]
        lines.append(Text(say(Message("thrones.ui.choice.card", {"card": card})), "bold"))
        stats = _ui("thrones.ui.realm.card-stats", strength=strength, swords=swords, towers=towers)
        lines.append(Text("  " + say(stats), "dim"))
        text = say(Message(f"thrones.card-text.{card}"))  # empty: a card without text
        if text:
            lines.append(Text("  " + text, "italic"))
    lines.append(_played(view, house, say))
    return Text("\n").join(lines)


def _played(view: ThronesView, house: str, say: Say) -> Text:
    cards = view.discards[house]
    if not cards:
        return Text(say(_ui("thrones.ui.realm.none-played")), "dim")
    return Text(say(_ui("thrones.ui.realm.played", cards=cards)))


def cards_text(view: ThronesView, say: Say) -> Text:
    """The other houses' House cards: how many in hand, and the ones they have played."""
    own = view.houses[view.viewer] if view.viewer is not None else ""
    lines = [Text(say(_ui("thrones.ui.realm.cards")), TITLE)]
    for house in view.tracks["iron_throne"]:
        if house == own:
            continue
        count = len(view.hands[house])
        line = Text.assemble(mark(house), " ", say(_ui("thrones.ui.realm.in-hand", count=count)))
        line.append("; ")
        line.append_text(_played(view, house, say))
        lines.append(line)
    return Text("\n").join(lines)


def westeros_text(view: ThronesView, say: Say) -> Text:
    """The round's three Westeros cards, and the order restriction in force."""
    lines = [Text(say(_ui("thrones.ui.realm.westeros")), TITLE)]
    if not view.westeros_cards:
        lines.append(Text(say(_ui("thrones.ui.realm.no-westeros")), "dim"))
    for deck, card in zip(DECKS, view.westeros_cards, strict=False):
        lines.append(Text.assemble((f"{deck:<3} ", "dim"), say(Message(f"thrones.term.{card}"))))
        said = effect(card)
        if said is not None:  # what the card does, in one sentence (issue 18.7)
            lines.append(Text("    " + say(said), "italic"))
    if view.restriction:
        key = "thrones.ui.realm.restriction"
        lines.append(Text(say(_ui(key, card=view.restriction)), "bold"))
    return Text("\n").join(lines)


def sections(view: ThronesView, say: Say) -> list[Text]:
    """The panel's sections, top to bottom: what changes every turn first."""
    found = [
        round_text(view, say),
        houses_text(view, say),
        tracks_text(view, say),
        tokens_text(view, say),
        supply_text(view, say),
        westeros_text(view, say),
        own_hand_text(view, say),
        cards_text(view, say),
    ]
    return [section for section in found if section is not None]


def realm_text(view: ThronesView, say: Say) -> str:
    """The whole panel as plain text (for tests and the log of a bug report)."""
    return "\n\n".join(section.plain for section in sections(view, say))


class RealmPanel(VerticalScroll):
    """The state of the realm beside the map (or toggled over it on a small terminal)."""

    DEFAULT_CSS = """
    RealmPanel {
        width: 36;
        height: 1fr;
        padding: 0 1;
        border-left: vkey $primary;
        scrollbar-size-vertical: 1;
    }
    RealmPanel > Static {
        margin-bottom: 1;
    }
    """

    def __init__(self, say: Say, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._say = say
        self._view: ThronesView | None = None

    def compose(self) -> ComposeResult:
        return iter(())

    def show(self, view: ThronesView) -> None:
        """Redraw from ``view`` (one seat's, or the public table's)."""
        self._view = view
        parts = sections(view, self._say)
        statics = list(self.query(Static))
        if len(statics) != len(parts):
            for static in statics:
                static.remove()
            self.mount_all(Static(part) for part in parts)
            return
        for static, part in zip(statics, parts, strict=True):
            static.update(part)
