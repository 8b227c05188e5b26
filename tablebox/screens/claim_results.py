"""Claim's final count as text: each faction's vote with its reason, then the ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

if TYPE_CHECKING:
    from games.claim.view import ClaimView, VoteView


def results_text(view: ClaimView, palette: dict[str, Style]) -> Text:
    """The votes, the ranking and the line saying which tie-break (if any) decided."""
    lines: list[Text] = []
    if view.votes is not None:
        lines.extend(_votes(view, view.votes, palette))
    outcome = view.outcome
    if outcome is not None:
        lines.append(Text())
        lines.append(Text("Ranking", style="bold underline"))
        width = max(len(name) for name in view.players)
        for place, seats in enumerate(outcome.ranking, start=1):
            for seat in seats:
                votes = int(outcome.scores.get(seat, 0))
                lines.append(
                    Text.assemble(
                        f"  {place}. ",
                        (f"{view.players[seat]:<{width}}", "bold"),
                        f"  {votes} vote{'s' if votes != 1 else ''}",
                        ("  ★ winner" if place == 1 else "", "bold"),
                    )
                )
        if outcome.explanation:
            lines.append(Text())
            lines.append(Text(outcome.explanation[-1]))
    return Text("\n").join(lines)


def _votes(view: ClaimView, votes: list[VoteView], palette: dict[str, Style]) -> list[Text]:
    players = view.players
    cells = [[_values(values) for values in vote.values] for vote in votes]
    widths = [
        max([len(name), *(len(row[seat]) for row in cells)]) for seat, name in enumerate(players)
    ]
    name_width = max(len(vote.faction_name) for vote in votes)
    header = Text(f"{'Faction':<{name_width}}  ", style="bold")
    for seat, name in enumerate(players):
        header.append(f"{name:<{widths[seat]}}  ")
    header.append("Vote")
    lines = [header]
    for vote, row in zip(votes, cells, strict=True):
        style = palette.get(vote.faction, Style())
        line = Text(f"{vote.faction_name:<{name_width}}  ", style=style + Style(bold=True))
        for seat, cell in enumerate(row):
            line.append(f"{cell:<{widths[seat]}}  ", style=style)
        line.append(players[vote.winner] if vote.winner is not None else "nobody", style="bold")
        lines.append(line)
        reason = vote.reason.removeprefix(f"{vote.faction_name}: ")
        lines.append(Text(f"  {reason}", style="italic"))
    return lines


def _values(values: list[int]) -> str:
    """``3 cards: 9 7 5`` (how many, then their values, highest first), or ``none``."""
    if not values:
        return "none"
    count = "1 card" if len(values) == 1 else f"{len(values)} cards"
    return f"{count}: {' '.join(str(v) for v in values)}"


def headline(view: ClaimView) -> str:
    """``Alice wins!``, or who shares the win."""
    if view.outcome is None or not view.outcome.winners:
        return "The game is over"
    names = [view.players[seat] for seat in view.outcome.winners]
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{' and '.join(names)} share the win"
