"""Claim's final count as text: each faction's vote with its reason, then the ranking.

Votes are cast per side: each player, or at four the two teams of partners (``view.side_names``),
so the columns and the ranking are the sides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.catalog import english
from tablebox.engine import Message
from tablebox.tables.claim.words import Say, ui

if TYPE_CHECKING:
    from games.claim.view import ClaimView, VoteView

WIDTH = 76
"""The room for the votes table on an 80-column screen; wider tables use the short cells."""


def results_text(
    view: ClaimView, palette: dict[str, Style], say: Say, side_names: Sequence[str]
) -> Text:
    """The ranking and the line saying which tie-break (if any) decided it, then every
    faction's vote with its reason. The ranking comes first: on a small screen it is what the
    table wants to see, and the votes below it scroll."""
    lines: list[Text] = []
    outcome = view.outcome
    if outcome is not None:
        lines.append(Text(say(ui("claim.ui.ranking")), style="bold underline"))
        width = max(len(name) for name in side_names)
        for place, seats in enumerate(outcome.ranking, start=1):
            for side in dict.fromkeys(view.side_of[seat] for seat in seats):
                seat = view.side_of.index(side)
                votes = say(ui("claim.ui.votes-count", count=int(outcome.scores.get(seat, 0))))
                star = say(ui("claim.ui.winner", count=view.side_of.count(side)))
                lines.append(
                    Text.assemble(
                        f"  {place}. ",
                        (f"{side_names[side]:<{width}}", "bold"),
                        f"  {votes}",
                        (f"  ★ {star}" if place == 1 else "", "bold"),
                    )
                )
        if outcome.explanation:
            lines.append(Text(verdict(view, say)))
    if view.votes is not None:
        if lines:
            lines.append(Text())
        lines.append(Text(say(ui("claim.ui.votes")), style="bold underline"))
        lines.extend(_votes(view.votes, palette, say, side_names))
    return Text("\n").join(lines)


def verdict(view: ClaimView, say: Say) -> str:
    """Each side's tally, then how the ranking was decided: "Ann won 3 (Giants, Dragons,
    Seers); Bob won 2 (Gnomes, Trolls). Ann wins with the most votes."
    """
    assert view.outcome is not None
    explanation = view.outcome.explanation
    tallies = [say(m) for m in explanation if m.key.startswith("claim.tally.")]
    return say(ui("claim.ui.verdict", tallies="; ".join(tallies), decision=explanation[-1]))


def _votes(
    votes: list[VoteView], palette: dict[str, Style], say: Say, sides: Sequence[str]
) -> list[Text]:
    names = {vote.faction: say(Message(f"claim.faction.{vote.faction}")) for vote in votes}
    name_width = max(len(name) for name in names.values())
    winner_width = max(len(name) for name in sides)
    for long in (True, False):
        cells = [[_values(values, say, long) for values in vote.values] for vote in votes]
        widths = [
            max([len(name), *(len(row[side]) for row in cells)]) for side, name in enumerate(sides)
        ]
        if name_width + sum(width + 2 for width in widths) + 2 + winner_width <= WIDTH:
            break
    header = Text(f"{say(ui('claim.ui.faction')):<{name_width}}  ", style="bold")
    for side, name in enumerate(sides):
        header.append(f"{name:<{widths[side]}}  ")
    header.append(say(ui("claim.ui.vote")))
    lines = [header]
    if not long:
        lines.append(Text(say(ui("claim.ui.values-note")), style="italic"))
    for vote, row in zip(votes, cells, strict=True):
        style = palette.get(vote.faction, Style())
        line = Text(f"{names[vote.faction]:<{name_width}}  ", style=style + Style(bold=True))
        for side, cell in enumerate(row):
            line.append(f"{cell:<{widths[side]}}  ", style=style)
        winner = sides[vote.winner] if vote.winner is not None else say(ui("claim.ui.nobody"))
        line.append(winner, style="bold")
        lines.append(line)
        lines.append(Text(f"  {say(vote.reason)}", style="italic"))
    return lines


def _values(values: list[int], say: Say, long: bool = True) -> str:
    """``3 cards: 9 7 5`` (how many, then their values, highest first), or ``none``; short:
    ``3: 9 7 5``."""
    if not values:
        return say(ui("claim.ui.none"))
    shown = " ".join(str(v) for v in values)
    key = "claim.ui.values-long" if long else "claim.ui.values-short"
    return say(ui(key, count=len(values), values=shown))


def headline(view: ClaimView, side_names: Sequence[str], say: Say = english) -> str:
    """``Alice wins!``, ``Ann & Cid win!``, or who shares the win."""
    if view.outcome is None or not view.outcome.winners:
        return say(ui("claim.ui.game-over"))
    sides = dict.fromkeys(view.side_of[seat] for seat in view.outcome.winners)
    names = [side_names[side] for side in sides]
    if len(names) > 1:
        # One sentence per number of sides, as the rules' own verdict words it.
        shared = {f"s{index}": name for index, name in enumerate(names)}
        return say(ui(f"claim.ui.share-win.{len(names)}", **shared))
    members = view.side_of.count(next(iter(sides)))
    return say(ui("claim.ui.wins", name=names[0], count=members))
