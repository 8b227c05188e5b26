"""Oriflamme's view as lines of text: the status line, the players, the hand and the card or
position under the cursor.

Pure functions of an ``OriflammeView`` (and the cursor's :class:`Focus`), so the table screen
only decides where each text goes. Family names are always printed beside their colour, and a
hand card that cannot be placed now is marked :data:`UNPLACEABLE_MARK` as well as greyed, so
nothing is told by colour alone (NO_COLOR, colour-blind players). Card names and effects, and
every word of the texts (``oriflamme.ui.`` keys, see ``words.py``), come from the message catalog
through ``say`` (the table's :meth:`~tablebox.screens.match_screen.MatchScreen.say`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from rich.style import Style
from rich.text import Text

from tablebox.engine import Param
from tablebox.tables.oriflamme.intrigue_row import (
    CELL_LINES,
    Palette,
    RowCell,
    draw_card,
    family_mark,
)
from tablebox.tables.oriflamme.words import Say, english, styled, ui
from tablebox.widgets.cards import pack

if TYPE_CHECKING:
    from games.oriflamme.view import CardInfo, OriflammeView, PlayerView, PositionView

FAMILIES = frozenset({"red", "blue", "green", "yellow", "black"})
"""The families with a name of their own in the catalog (``oriflamme.ui.family.<family>``)."""
UNPLACEABLE_MARK = "✗"
"""Beside a hand card that cannot be placed now."""
HAND_META = "hand-card"
"""Style meta of a hand card in :func:`hand_line`: its index in the hand (for the mouse)."""
ARROWS = frozenset({"left-to-right", "right-to-left"})
"""The directions with an arrow in the catalog (``oriflamme.ui.arrow.<direction>``)."""
PHASES = frozenset({"placement", "resolution", "over"})
"""The phases with a heading in the catalog (``oriflamme.ui.phase.<phase>``)."""


@dataclass(frozen=True, slots=True)
class Focus:
    """What the cursor is on, for the line that explains it."""

    kind: Literal["card", "position", "spot", "move", "none"]
    card: CardInfo | None = None
    position: PositionView | None = None
    spot: str | int = ""
    """A spot: ``left``, ``right`` or the position N to go on; a move: where it ends."""
    source: int = 0
    """A move: the position the card comes from."""


def family_name(family: str, say: Say = english) -> str:
    """``Red``: a family's name on its own (in a sentence it is the term ``red``)."""
    if family not in FAMILIES:
        return family.capitalize()
    return ui(say, f"oriflamme.ui.family.{family}")


def card_name(card: CardInfo, say: Say) -> str:
    """``Red Royal Decree``."""
    family = family_name(card.family, say)
    return ui(say, "oriflamme.ui.card-name", family=family, name=say(card.name))


def card_text(card: CardInfo, palette: Palette, say: Say, *, family: bool = True) -> Text:
    """A card's name in its family's colour (with the family's name unless told otherwise)."""
    name = card_name(card, say) if family else say(card.name)
    return Text(name, style=palette.ink.get(card.family, Style()) + Style(bold=True))


def family_text(family: str, palette: Palette, say: Say = english) -> Text:
    return Text(family_name(family, say), style=palette.ink.get(family, Style()) + Style(bold=True))


def family_chip(family: str, palette: Palette, say: Say = english) -> Text:
    """The family's mark as on its cards' frames: a letter on the family's colour."""
    mark = family_mark(family, say)
    return Text(mark, style=palette.back.get(family, Style()) + Style(bold=True))


def arrow(view: OriflammeView, say: Say = english) -> str:
    """``→ left to right``."""
    if view.direction not in ARROWS:
        return view.direction
    return ui(say, f"oriflamme.ui.arrow.{view.direction}")


# -- the top line ----------------------------------------------------------------------------


def status_text(view: OriflammeView, title: str, say: Say = english) -> Text:
    """``Oriflamme │ Round 2 of 6 │ Resolution │ Pass ← right to left │ Ben decides``."""
    phase = view.phase
    parts = [
        Text(title, style="bold"),
        Text(ui(say, "oriflamme.ui.status.round", round=view.round, rounds=view.rounds)),
        Text(ui(say, f"oriflamme.ui.phase.{phase}") if phase in PHASES else phase),
        Text(ui(say, "oriflamme.ui.status.pass", arrow=arrow(view, say))),
    ]
    if view.deciding_seat is not None:
        name = view.players[view.deciding_seat].name
        parts.append(Text(ui(say, "oriflamme.ui.status.decides", name=name), style="bold"))
    return Text(" │ ").join(parts)


# -- the players -----------------------------------------------------------------------------


SHORT_NAMES = frozenset({"shapeshifter", "assassination", "royal-decree", "conspiracy"})
"""The kinds whose names are shortened for the one-line players table of a crowded game
(``oriflamme.ui.short.<kind>``)."""


PLAYER_LAYOUTS: tuple[tuple[bool, bool, bool], ...] = (
    (False, False, False),
    (True, False, False),
    (False, False, True),
    (True, False, True),
    (True, True, False),
    (True, True, True),
)
"""The players table's layouts, roomiest first: (short card names, out-cards on the player's
line, families as marks only)."""


def players_text(view: OriflammeView, palette: Palette, say: Say, width: int, height: int) -> Text:
    """A table of the players (families, first-player star, influence, hand, cards in the row),
    each followed by their eliminated and discarded cards, face up for all to see. When that
    does not fit ``height`` lines and ``width`` columns, the cards' names are shortened, the
    families shown by their marks alone, and then the cards put on each player's line (cut to
    fit)."""
    lines: list[Text] = []
    for short, inline, marks in PLAYER_LAYOUTS:
        lines = _players(view, palette, say, width, short=short, inline=inline, marks=marks)
        if len(lines) <= height and all(line.cell_len <= width for line in lines):
            break
    return Text("\n").join(lines)


def _families(player: PlayerView, palette: Palette, say: Say, *, marks: bool) -> Text:
    """``R Red`` (the mark on the family's cards and its name), or the mark alone."""
    return Text("+").join(
        family_chip(f, palette, say)
        if marks
        else Text.assemble(family_chip(f, palette, say), " ", family_text(f, palette, say))
        for f in player.families
    )


def _players(
    view: OriflammeView,
    palette: Palette,
    say: Say,
    width: int,
    *,
    short: bool,
    inline: bool,
    marks: bool = False,
) -> list[Text]:
    names = max(4, *(len(player.name) for player in view.players))
    families_width = max(
        4 if marks else 6,
        *(_families(p, palette, say, marks=marks).cell_len for p in view.players),
    )
    piles = any(player.draw_pile_count for player in view.players)
    pile = ui(say, "oriflamme.ui.players.pile")
    # The star column (two cells) sits between the families and the numbers.
    family = ui(
        say, "oriflamme.ui.players.family-short" if marks else "oriflamme.ui.players.family"
    )
    name = ui(say, "oriflamme.ui.players.name")
    header = f"  {name:<{names}} {family:<{families_width}}   "
    if inline:
        header += ui(say, "oriflamme.ui.players.numbers-short") + (f" {pile}" if piles else "")
        header += f"  {ui(say, 'oriflamme.ui.players.out')}"
    else:
        header += ui(say, "oriflamme.ui.players.numbers") + (f"  {pile}" if piles else "")
    lines: list[Text] = [Text(header, style="dim")]
    for player in view.players:
        marker = "▶ " if player.seat in view.to_act else "  "
        line = Text.assemble(marker, (f"{player.name:<{names}}", "bold"), " ")
        families = _families(player, palette, say, marks=marks)
        families.pad_right(families_width - families.cell_len + 1)
        line.append_text(families)
        line.append("★ " if player.first_player else "  ", style="bold")
        removed = _removed(player, palette, say, short=short)
        if inline:
            line.append(f"{player.influence:>4} {player.hand_count:>4} {player.cards_in_row:>3}")
            line.append(f" {player.draw_pile_count:>4}" if piles else "")
            line.append("  ")
            line.append_text(Text(",").join(removed))
            line.truncate(width, overflow="ellipsis")
            lines.append(line)
            continue
        line.append(f"{player.influence:>9}  {player.hand_count:>4}  {player.cards_in_row:>6}")
        if piles:
            line.append(f"  {player.draw_pile_count:>4}")
        lines.append(line)
        if removed:
            out = ui(say, "oriflamme.ui.players.out-label")
            removed[0] = Text.assemble((f"{out} ", "italic"), removed[0])
            lines.extend(pack(removed, width, indent=4, separator=", "))
    return lines


def _removed(player: PlayerView, palette: Palette, say: Say, *, short: bool = False) -> list[Text]:
    """The player's cards out of the game; with two families each is named with its family
    (its colour alone would not say which)."""
    two_families = len(player.families) > 1
    if not short:
        return [card_text(card, palette, say, family=two_families) for card in player.removed]
    return [
        Text(
            (family_name(card.family, say)[0] + "." if two_families else "")
            + _short_name(card, say),
            style=palette.ink.get(card.family, Style()),
        )
        for card in player.removed
    ]


def _short_name(card: CardInfo, say: Say) -> str:
    if card.kind in SHORT_NAMES:
        return ui(say, f"oriflamme.ui.short.{card.kind}")
    return say(card.name)


# -- the card under the cursor ---------------------------------------------------------------


def owner_words(view: OriflammeView, seat: int, say: Say = english) -> str:
    """``your`` or ``Ben's``."""
    if seat == view.viewer:
        return ui(say, "oriflamme.ui.owner.yours")
    return ui(say, "oriflamme.ui.owner.theirs", name=view.players[seat].name)


def _upper_first(words: str) -> str:
    """``Ben's`` from ``ben's``, and ``McDuff's`` left as it is (``str.capitalize`` would lower
    the rest of the name)."""
    return words[:1].upper() + words[1:]


def position_text(
    view: OriflammeView,
    position: PositionView,
    palette: Palette,
    say: Say,
    *,
    compact: bool = False,
) -> Text:
    """``3: Ben's Blue Soldier, face up. Eliminate an adjacent card …``, or the back only;
    ``compact`` counts a stack's covered cards instead of naming them (for a short panel)."""
    where: dict[str, Param | Text] = {
        "position": position.position,
        "owner": _upper_first(owner_words(view, position.owner, say)),
    }
    card = position.card
    if card is None:
        family = family_text(position.family, palette, say)
        text = styled(say, "oriflamme.ui.position.back", family=family, **where)
    else:
        if position.face_up:
            key = "oriflamme.ui.position.face-up"
        elif view.phase == "over":
            key = "oriflamme.ui.position.face-down"
        else:
            key = "oriflamme.ui.position.face-down-yours"
        text = styled(say, key, card=card_text(card, palette, say), **where)
    if position.tokens:
        text.append(ui(say, "oriflamme.ui.position.tokens", tokens=position.tokens))
    if position.covered and compact:
        text.append(ui(say, "oriflamme.ui.position.stack", height=position.height))
    elif position.covered:
        covered = _covered(position, palette, say)
        height = position.height
        text.append_text(
            styled(say, "oriflamme.ui.position.stack-of", height=height, covered=covered)
        )
    if position.resolving:
        text.append(ui(say, "oriflamme.ui.position.resolving"), style="bold")
    elif position.passed:
        text.append(ui(say, "oriflamme.ui.position.passed"))
    text.append(".")
    if card is None:
        return text
    return _two_lines(text, Text(say(card.effect), style="italic"))


def _two_lines(first: Text, second: Text) -> Text:
    """Facts first, the card's effect on a line of its own, each wrapping rather than cut, so
    the effect is always where the eye expects it and always whole."""
    return Text("\n").join([first, second])


def _family_card(family: str, palette: Palette, say: Say) -> Text:
    """``Blue card``: a card whose face the viewer may not see."""
    return styled(say, "oriflamme.ui.family-card", family=family_text(family, palette, say))


def _covered(position: PositionView, palette: Palette, say: Say) -> Text:
    """The covered cards, top down: their faces when the viewer may see them."""
    parts: list[Text] = []
    for below in reversed(position.covered):
        face = ui(say, "oriflamme.ui.face-up" if below.face_up else "oriflamme.ui.face-down")
        if below.card is not None:
            card = card_text(below.card, palette, say)
        else:
            card = _family_card(below.family, palette, say)
        parts.append(styled(say, "oriflamme.ui.covered", card=card, face=face))
    return Text(", ").join(parts)


def focus_text(
    view: OriflammeView, focus: Focus, palette: Palette, say: Say, *, compact: bool = False
) -> Text:
    """The lines under the row: what the cursor is on, in full (``compact``: a stack's covered
    cards counted, not named)."""
    if focus.kind == "position" and focus.position is not None:
        return position_text(view, focus.position, palette, say, compact=compact)
    card = focus.card
    if focus.kind == "card" and card is not None:
        key = (
            "oriflamme.ui.hand-card.character"
            if card.character
            else "oriflamme.ui.hand-card.intrigue"
        )
        return _two_lines(
            styled(say, key, card=card_text(card, palette, say), czech=card.czech_name),
            Text(say(card.effect), style="italic"),
        )
    if focus.kind == "spot" and card is not None:
        return styled(
            say,
            "oriflamme.ui.spot",
            card=card_text(card, palette, say),
            where=spot_words(view, focus.spot, palette, say),
        )
    if focus.kind == "move" and focus.position is not None:
        position = focus.position
        card_words = (
            card_text(position.card, palette, say)
            if position.card is not None and position.face_up
            else styled(
                say,
                "oriflamme.ui.face-down-card",
                family=family_text(position.family, palette, say),
            )
        )
        return styled(
            say,
            "oriflamme.ui.move",
            owner=owner_words(view, position.owner, say),
            card=card_words,
            source=focus.source,
            destination=focus.spot,
        )
    return Text()


def spot_words(view: OriflammeView, spot: str | int, palette: Palette, say: Say) -> Text:
    if not view.row:
        return Text(ui(say, "oriflamme.ui.spot.start"))
    if spot == "left":
        return Text(ui(say, "oriflamme.ui.spot.left"))
    if spot == "right":
        return Text(ui(say, "oriflamme.ui.spot.right"))
    number = int(spot)
    below = view.row[number - 1]
    mine = (
        card_text(below.card, palette, say)
        if below.card is not None
        else _family_card(below.family, palette, say)
    )
    return styled(say, "oriflamme.ui.spot.on", card=mine, position=number, height=below.height + 1)


# -- the hand ----------------------------------------------------------------------------------


def hand_line(
    view: OriflammeView,
    palette: Palette,
    say: Say,
    cursor: int | None,
    chosen: str | None = None,
    placeable: set[str] | None = None,
) -> Text:
    """The hand by family, each card in its colour; ``cursor`` highlights one, ``chosen`` marks
    the card being placed, and cards that cannot be placed now are dimmed and marked ✗. Each
    card's style carries its index in the hand (``HAND_META``) for the mouse."""
    hand = view.hand or []
    if not hand:
        return Text(ui(say, "oriflamme.ui.hand.empty"), style="italic")
    placing = bool(placeable)
    line = Text()
    previous = None
    for index, card in enumerate(hand):
        if card.family != previous and len({c.family for c in hand}) > 1:
            family = family_name(card.family, say)
            line.append(f"{family}:", style=palette.ink.get(card.family))
            previous = card.family
        style = palette.ink.get(card.family, Style()) + Style(bold=True)
        blocked = placing and placeable is not None and card.id not in placeable
        if blocked:
            style = palette.done
        if index == cursor:
            style += palette.cursor
        name = say(card.name)
        if card.id == chosen:
            word = f"▶{name}◀"
        else:
            word = f" {name}{UNPLACEABLE_MARK if blocked else ' '}"
        line.append(word, style=style + Style(meta={HAND_META: index}))
    return line


def hand_cards(
    view: OriflammeView,
    palette: Palette,
    say: Say,
    cursor: int | None,
    chosen: str | None = None,
    placeable: set[str] | None = None,
) -> Text:
    """The hand as framed cards side by side (a large terminal), with what :func:`hand_line`
    shows: the cursor (▲), the card being placed (``chosen``), the cards that cannot be placed
    now (``✗ not now``, dimmed) and each card's index in the hand (``HAND_META``) for the
    mouse."""
    hand = view.hand or []
    if not hand:
        return Text(ui(say, "oriflamme.ui.hand.empty"), style="italic")
    placing = bool(placeable)
    lines = [Text(no_wrap=True, overflow="crop") for _ in range(CELL_LINES)]
    for index, card in enumerate(hand):
        blocked = placing and placeable is not None and card.id not in placeable
        if card.id == chosen:
            note = ui(say, "oriflamme.ui.note.chosen")
        elif blocked:
            note = f"{UNPLACEABLE_MARK} {ui(say, 'oriflamme.ui.note.not-now')}"
        else:
            note = ""
        cell = RowCell(
            number=None,
            family=card.family,
            family_name=family_name(card.family, say),
            kind=card.kind,
            face_up=True,
            note=note,
            resolving=card.id == chosen,
            cursor=index == cursor,
            in_hand=True,
        )
        meta = Style(meta={HAND_META: index}) + Style(dim=blocked)
        for line, part in zip(lines, draw_card(cell, palette, say=say), strict=True):
            part.stylize(meta)
            line.append_text(part)
            line.append(" ")
    return Text("\n").join(lines)


def set_aside_text(view: OriflammeView, palette: Palette, say: Say) -> Text:
    cards: Sequence[CardInfo] = view.set_aside or []
    if not cards:
        return Text()
    two = len({card.family for card in cards}) > 1
    names = Text(", ").join(card_text(card, palette, say, family=two) for card in cards)
    words = ui(say, "oriflamme.ui.set-aside")
    return Text.assemble((f"{words} ", "italic"), names)
