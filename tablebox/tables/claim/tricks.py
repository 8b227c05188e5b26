"""How Claim's last trick ended, as lines for the table: each seat's place, its card and what it
received, then what the factions' abilities did. Also the team tag shown beside a name at four."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.engine import Message

if TYPE_CHECKING:
    from games.claim.view import CardView, ClaimView

PLACES = ("1st", "2nd", "3rd", "4th")
DECK, DREW = "deck", "draw"
"""How ``TrickView.taken`` names the seer's deck card and a draw."""
"""What a seat received other than a prize: the deck's top card after a seer's win, or a card
drawn from the deck (both face down)."""

SHOWN_ELSEWHERE = ("claim.wins-trick", "claim.ranking.")
"""Notes the rows already tell (who won, the ranking)."""

CardText = Callable[["CardView", bool], Text]
"""Draws a card: its name, coloured; with True, the short form (``Dop 9``)."""


def team_tag(view: ClaimView, seat: int) -> str:
    """``team A&C``: the initials of the partners on ``seat``'s side."""
    side = view.side_of[seat]
    initials = [view.players[s][:1] for s, other in enumerate(view.side_of) if other == side]
    return f"team {'&'.join(initials)}"


def received(view: ClaimView) -> dict[int, str]:
    """Who got what from the last trick of phase 1: a prize's card id, DECK or DREW (a seat
    still waiting for a choice is missing)."""
    last = view.last_trick
    if last is None or last.phase != 1:
        return {}
    return dict(last.taken)


def last_trick_lines(
    view: ClaimView, card_text: CardText, room: int, say: Callable[[Message], str]
) -> list[Text]:
    """One row per seat, best placed first, then the notes that say what else happened."""
    last = view.last_trick
    assert last is not None
    rows = _rows(view, card_text, short=False)
    if any(row.cell_len > room for row in rows):
        rows = _rows(view, card_text, short=True)
    # The rows already say who won and the ranking; the other notes tell the abilities, one a
    # line, as the log words them.
    for note in last.notes:
        if not note.key.startswith(SHOWN_ELSEWHERE):
            rows.append(Text(say(note), style="italic"))
    return rows


def _rows(view: ClaimView, card_text: CardText, short: bool) -> list[Text]:
    last = view.last_trick
    assert last is not None
    names = view.players
    cards = {play.seat: card_text(play.card, short) for play in last.plays}
    prizes = {card.id: card for card in last.prizes}
    got = received(view)
    name_width = max(len(names[seat]) for seat in last.ranking)
    card_width = max(text.cell_len for text in cards.values())
    rows: list[Text] = []
    for place, seat in enumerate(last.ranking):
        row = Text(f"{PLACES[place]} {names[seat]:<{name_width}} ")
        row.append_text(cards[seat])
        row.pad_right(card_width - cards[seat].cell_len)
        if last.phase == 2:
            if seat == last.winner:
                row.append(" wins", style="bold")
        elif seat in got:
            row.append(" → ")
            what = got[seat]
            if what in prizes:
                row.append_text(card_text(prizes[what], short))
            else:
                row.append("deck's top card" if what == DECK else "drew", style="italic")
        elif seat == view.chooser:
            row.append(" → choosing…", style="italic")
        rows.append(row)
    return rows
