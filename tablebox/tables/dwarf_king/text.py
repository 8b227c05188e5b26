"""The Dwarf King's panels as text, from a ``DwarfKingView`` alone (no widgets): the deal's
quest and special card, the players' line each, the previous trick and the viewer's own last
won trick, and the deals scored so far."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.engine import Message
from tablebox.tables.dwarf_king.faces import short, suit_key

if TYPE_CHECKING:
    from games.dwarf_king.view import DealResultView, DwarfKingView, TrickView

Say = Callable[[Message | str], str]
Styler = Callable[[str], Style]
"""A suit key (``dwarves``... ``magic``) -> its colour."""


def card_short(card_id: str, style_of: Styler) -> Text:
    return Text(short(card_id), style=style_of(suit_key(card_id)) + Style(bold=True))


def quest_lines(view: DwarfKingView, say: Say) -> list[Text]:
    """The quest in play with its rule; while it is chosen, both sides (read aloud to all),
    under "choose one side" for the chooser or who is choosing for the others."""
    label = ("Quest   ", "bold")
    if view.quest is not None:
        slug = view.quest.slug
        name = say(f"dwarf-king.term.{slug}")
        rule = say(f"dwarf-king.quest-text.{slug}")
        return [Text.assemble(label, (name, "bold"), ": ", rule)]
    if view.quest_choices:
        head = (
            Text("choose one side of the tile:")
            if view.decision is not None
            else Text(say(view.doing), style="italic")
        )
        lines = [Text.assemble(label, head)]
        for index, quest in enumerate(view.quest_choices, start=1):
            name = say(f"dwarf-king.term.{quest.slug}")
            rule = say(f"dwarf-king.quest-text.{quest.slug}")
            lines.append(Text.assemble(f"  {index} ", (name, "bold"), ": ", rule))
        return lines
    return [Text.assemble(label, Text(say(view.doing), style="italic"))]


def special_line(view: DwarfKingView, say: Say, name: Text) -> Text:
    """``Special ★ Dragon: may always be played...``."""
    return Text.assemble(("Special ", "bold"), name, ": ", say(view.special_effect))


def player_lines(view: DwarfKingView) -> list[Text]:
    """Each seat: its turn marker, name (``*`` for the dealer), running total, cards in hand
    and the tricks it won this deal by number. Kept short: the panel is 38 cells wide at 80
    columns (the panel's title says the numbers are points)."""
    width = max(len(name) for name in view.players)
    lines = []
    for seat, name in enumerate(view.players):
        marker = "▶ " if seat in view.to_act else "  "
        won = view.tricks_won[seat]
        tricks = " ".join(str(number) for number in won) if won else "—"
        dealer = "*" if seat == view.dealer else ""
        lines.append(
            Text.assemble(
                marker,
                (name, "bold"),
                dealer,
                " " * (width + 1 - len(name) - len(dealer)),
                f"{view.totals[seat]:>4}  hand {view.hand_sizes[seat]:>2}  won ",
                (f"{len(won)}", "bold"),
                f": {tricks}" if won else "",
            )
        )
    return lines


def trick_line(trick: TrickView, names: Sequence[str], style_of: Styler) -> Text:
    """``Ann ◆K · Ben ◆3 · Cid ¤2`` in play order."""
    parts = [
        Text.assemble(names[play.seat], " ", card_short(play.card, style_of))
        for play in trick.plays
    ]
    return Text(" · ").join(parts)


def previous_lines(view: DwarfKingView, style_of: Styler, say: Say) -> list[Text]:
    """The trick just finished and who won it, what a Sorcerer took from it, then the viewer's
    own last won trick (the only won cards a player may look at)."""
    names = view.players
    lines: list[Text] = []
    last = view.previous_trick
    if last is not None:
        lines.append(trick_line(last, names, style_of))
        won = Text.assemble("→ ", (names[last.winner], "bold"), " won")
        if last.taken is not None:
            won.append_text(Text.assemble("; the Sorcerer took ", card_short(last.taken, style_of)))
        lines.append(won)
    elif view.results:
        lines.extend(result_summary(view.results[-1], names, say))
    own = view.own_last_trick
    if own is not None and view.viewer is not None:
        cards = Text(" ").join(card_short(play.card, style_of) for play in own.plays)
        lines.append(Text.assemble((f"Your last trick ({own.number}): ", "italic"), cards))
    return lines


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def result_summary(result: DealResultView, names: Sequence[str], say: Say) -> list[Text]:
    """``Deal 1, Capture the Kings: Ann +6 · Ben −3 · Cid 0``."""
    quest = say(f"dwarf-king.term.{result.quest}")
    parts = [f"{names[seat]} {signed(points)}" for seat, points in enumerate(result.points)]
    return [
        Text.assemble((f"Deal {result.deal} scored", "bold"), f" ({quest}): "),
        Text(" · ".join(parts)),
    ]


def breakdown(result: DealResultView, names: Sequence[str], say: Say, card: Text) -> list[Text]:
    """One deal's count per player: quest points, special points, doubling, total."""
    quest = say(f"dwarf-king.term.{result.quest}")
    title = "Tie-break deal" if result.tiebreak else "Deal"
    lines = [Text.assemble((f"{title} {result.deal}", "bold underline"), f"  {quest} · ", card)]
    width = max(len(name) for name in names)
    for seat, name in enumerate(names):
        parts = [f"quest {signed(result.quest_points[seat])}"]
        if result.special_points[seat]:
            parts.append(f"special {signed(result.special_points[seat])}")
        if result.doubled[seat]:
            parts.append("doubled by the Enchanter")
        lines.append(
            Text.assemble(
                f"  {name:<{width}}  ",
                (f"{signed(result.points[seat]):>4}", "bold"),
                f"  ({', '.join(parts)})  total {result.totals[seat]}",
            )
        )
    lines.append(Text(f"  {names[result.next_dealer]} won the 5 of Dwarves.", style="italic"))
    return lines
