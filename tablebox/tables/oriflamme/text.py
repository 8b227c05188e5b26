"""Oriflamme's view as lines of text: the status line, the players, the hand and the card or
position under the cursor.

Pure functions of an ``OriflammeView`` (and the cursor's :class:`Focus`), so the table screen
only decides where each text goes. Family names are always printed beside their colour, and a
hand card that cannot be placed now is marked :data:`UNPLACEABLE_MARK` as well as greyed, so
nothing is told by colour alone (NO_COLOR, colour-blind players). Card names and effects come
from the message catalog through ``say`` (the table's
:meth:`~tablebox.screens.match_screen.MatchScreen.say`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from rich.style import Style
from rich.text import Text

from tablebox.tables.oriflamme.intrigue_row import Palette
from tablebox.widgets.cards import pack

if TYPE_CHECKING:
    from games.oriflamme.view import CardInfo, OriflammeView, PlayerView, PositionView
    from tablebox.engine import Message

Say = Callable[["Message"], str]
"""Words for a message: the table's ``say``."""

FAMILY_NAMES = {
    "red": "Red",
    "blue": "Blue",
    "green": "Green",
    "yellow": "Yellow",
    "black": "Black",
}
UNPLACEABLE_MARK = "✗"
"""Beside a hand card that cannot be placed now."""
HAND_META = "hand-card"
"""Style meta of a hand card in :func:`hand_line`: its index in the hand (for the mouse)."""
ARROWS = {"left-to-right": "→ left to right", "right-to-left": "← right to left"}
PHASES = {"placement": "Placement", "resolution": "Resolution", "over": "Game over"}


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


def family_name(family: str) -> str:
    return FAMILY_NAMES.get(family, family.capitalize())


def card_name(card: CardInfo, say: Say) -> str:
    """``Red Royal Decree``."""
    return f"{family_name(card.family)} {say(card.name)}"


def card_text(card: CardInfo, palette: Palette, say: Say, *, family: bool = True) -> Text:
    """A card's name in its family's colour (with the family's name unless told otherwise)."""
    name = card_name(card, say) if family else say(card.name)
    return Text(name, style=palette.ink.get(card.family, Style()) + Style(bold=True))


def family_text(family: str, palette: Palette) -> Text:
    return Text(family_name(family), style=palette.ink.get(family, Style()) + Style(bold=True))


def arrow(view: OriflammeView) -> str:
    return ARROWS.get(view.direction, view.direction)


# -- the top line ----------------------------------------------------------------------------


def status_text(view: OriflammeView, title: str) -> Text:
    """``Oriflamme │ Round 2 of 6 │ Resolution │ Pass ← right to left │ Ben decides``."""
    parts = [
        Text(title, style="bold"),
        Text(f"Round {view.round} of {view.rounds}"),
        Text(PHASES.get(view.phase, view.phase)),
        Text(f"Pass {arrow(view)}"),
    ]
    if view.deciding_seat is not None:
        parts.append(Text(f"{view.players[view.deciding_seat].name} decides", style="bold"))
    return Text(" │ ").join(parts)


# -- the players -----------------------------------------------------------------------------


SHORT_NAMES = {
    "shapeshifter": "Shifter",
    "assassination": "Assassin",
    "royal-decree": "Decree",
    "conspiracy": "Consp.",
}
"""Names shortened for the one-line players table of a crowded game."""


def players_text(view: OriflammeView, palette: Palette, say: Say, width: int, height: int) -> Text:
    """A table of the players (families, first-player star, influence, hand, cards in the row),
    each followed by their eliminated and discarded cards, face up for all to see. When that
    does not fit ``height`` lines, the cards' names are shortened, and then put on each
    player's line (cut to fit)."""
    lines: list[Text] = []
    for short, inline in ((False, False), (True, False), (True, True)):
        lines = _players(view, palette, say, width, short=short, inline=inline)
        if len(lines) <= height:
            break
    return Text("\n").join(lines)


def _players(
    view: OriflammeView, palette: Palette, say: Say, width: int, *, short: bool, inline: bool
) -> list[Text]:
    names = max(4, *(len(player.name) for player in view.players))
    families_width = max(6, *(len("+".join(p.families)) for p in view.players))
    piles = any(player.draw_pile_count for player in view.players)
    # The star column (two cells) sits between the families and the numbers.
    header = f"  {'Name':<{names}} {'Family':<{families_width}}   "
    if inline:
        header += "Infl Hand Row" + (" Pile" if piles else "") + "  Out"
    else:
        header += "Influence  Hand  In row" + ("  Pile" if piles else "")
    lines: list[Text] = [Text(header, style="dim")]
    for player in view.players:
        marker = "▶ " if player.seat in view.to_act else "  "
        line = Text.assemble(marker, (f"{player.name:<{names}}", "bold"), " ")
        families = Text("+").join(family_text(f, palette) for f in player.families)
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
            removed[0] = Text.assemble(("out: ", "italic"), removed[0])
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
            (family_name(card.family)[0] + "." if two_families else "")
            + SHORT_NAMES.get(card.kind, say(card.name)),
            style=palette.ink.get(card.family, Style()),
        )
        for card in player.removed
    ]


# -- the card under the cursor ---------------------------------------------------------------


def owner_words(view: OriflammeView, seat: int) -> str:
    return "your" if seat == view.viewer else f"{view.players[seat].name}'s"


def position_text(view: OriflammeView, position: PositionView, palette: Palette, say: Say) -> Text:
    """``3: Ben's Blue Soldier, face up. Eliminate an adjacent card …``, or the back only."""
    owner = owner_words(view, position.owner)
    text = Text(f"{position.position}: {owner.capitalize()} ")
    card = position.card
    if card is None:
        text.append_text(family_text(position.family, palette))
        text.append(" card, face down")
    else:
        text.append_text(card_text(card, palette, say))
        if position.face_up:
            text.append(", face up")
        elif view.phase == "over":
            text.append(", face down")
        else:
            text.append(", face down (only you see it)")
    if position.tokens:
        text.append(f", {position.tokens} influence on it")
    if position.covered:
        text.append(f"; a stack of {position.height}, under it: ")
        text.append_text(_covered(position, palette, say))
    if position.resolving:
        text.append("; resolving now", style="bold")
    elif position.passed:
        text.append("; already resolved this round")
    text.append(".")
    if card is None:
        return text
    return _two_lines(text, Text(say(card.effect), style="italic"))


def _two_lines(first: Text, second: Text) -> Text:
    """Facts on the first line, the card's effect on the second, each cut with an ellipsis
    rather than wrapped, so the effect is always where the eye expects it."""
    joined = Text("\n").join([first, second])
    joined.no_wrap = True
    joined.overflow = "ellipsis"
    return joined


def _covered(position: PositionView, palette: Palette, say: Say) -> Text:
    """The covered cards, top down: their faces when the viewer may see them."""
    parts: list[Text] = []
    for below in reversed(position.covered):
        face = "face up" if below.face_up else "face down"
        if below.card is not None:
            parts.append(Text.assemble(card_text(below.card, palette, say), f" ({face})"))
        else:
            parts.append(Text.assemble(family_text(below.family, palette), f" card ({face})"))
    return Text(", ").join(parts)


def focus_text(view: OriflammeView, focus: Focus, palette: Palette, say: Say) -> Text:
    """The line under the row: what the cursor is on, in full."""
    if focus.kind == "position" and focus.position is not None:
        return position_text(view, focus.position, palette, say)
    card = focus.card
    if focus.kind == "card" and card is not None:
        sort = "character, stays in the row" if card.character else "intrigue, used once"
        return _two_lines(
            Text.assemble(card_text(card, palette, say), f" ({card.czech_name}), {sort}:"),
            Text(say(card.effect), style="italic"),
        )
    if focus.kind == "spot" and card is not None:
        return Text.assemble(
            "Your ",
            card_text(card, palette, say),
            " goes face down ",
            _spot_words(view, focus.spot),
        )
    if focus.kind == "move" and focus.position is not None:
        position = focus.position
        card_words = (
            card_text(position.card, palette, say)
            if position.card is not None and position.face_up
            else Text.assemble("face-down ", family_text(position.family, palette), " card")
        )
        source, destination = focus.source, focus.spot
        return Text.assemble(
            f"The Royal Decree moves {owner_words(view, position.owner)} ",
            card_words,
            f" from position {source} so that it ends at position {destination} (shown above)."
            " Nobody gains influence for a move.",
        )
    return Text()


def _spot_words(view: OriflammeView, spot: str | int) -> str:
    if spot == "left":
        return "at the left end of the row." if view.row else "to start the row."
    if spot == "right":
        return "at the right end of the row." if view.row else "to start the row."
    number = int(spot)
    height = view.row[number - 1].height + 1
    return f"on top of your card at position {number}, making a stack of {height}."


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
        return Text("No cards in hand.", style="italic")
    placing = bool(placeable)
    line = Text()
    previous = None
    for index, card in enumerate(hand):
        if card.family != previous and len({c.family for c in hand}) > 1:
            line.append(f"{family_name(card.family)}:", style=palette.ink.get(card.family))
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


def set_aside_text(view: OriflammeView, palette: Palette, say: Say) -> Text:
    cards: Sequence[CardInfo] = view.set_aside or []
    if not cards:
        return Text()
    two = len({card.family for card in cards}) > 1
    names = Text(", ").join(card_text(card, palette, say, family=two) for card in cards)
    return Text.assemble(("Set aside (only you see them): ", "italic"), names)
