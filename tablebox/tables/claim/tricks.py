"""How Claim's last trick ended, as lines for the table: who won and what they took, then each
seat in play order (the leader first, so the order reads as it was played) with its card, its
tags ("led", and the ranking: "won", "2nd", ... at three or four, "won" at two) and what it
received, then what the factions' abilities did. Also the team tag shown beside a name at four."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from tablebox.catalog import english
from tablebox.engine import Message
from tablebox.tables.claim.words import Say, ui

if TYPE_CHECKING:
    from games.claim.view import CardView, ClaimView

DECK, DREW = "deck", "draw"
"""How ``TrickView.taken`` names the seer's deck card and a draw."""
"""What a seat received other than a prize: the deck's top card after a seer's win, or a card
drawn from the deck (both face down)."""

SHOWN_ELSEWHERE = ("claim.wins-trick", "claim.ranking.")
TAG_SEPARATOR = " · "
"""Notes the rows already tell (who won, the ranking)."""

CardText = Callable[["CardView", bool], Text]
"""Draws a card: its name, coloured; with True, the short form (``Dop 9``)."""


def team_initials(view: ClaimView, seat: int) -> str:
    """``A&C``: the initials of the partners on ``seat``'s side."""
    side = view.side_of[seat]
    initials = [view.players[s][:1] for s, other in enumerate(view.side_of) if other == side]
    return "&".join(initials)


def team_tag(view: ClaimView, seat: int, say: Say = english) -> str:
    """``team A&C``: the partners on ``seat``'s side, named by their initials."""
    return say(ui("claim.ui.team-tag", initials=team_initials(view, seat)))


def received(view: ClaimView) -> dict[int, str]:
    """Who got what from the last trick of phase 1: a prize's card id, DECK or DREW (a seat
    still waiting for a choice is missing)."""
    last = view.last_trick
    if last is None or last.phase != 1:
        return {}
    return dict(last.taken)


def last_trick_lines(view: ClaimView, card_text: CardText, room: int, say: Say) -> list[Text]:
    """The outcome, one row per seat in play order, then the notes that say what else
    happened."""
    last = view.last_trick
    assert last is not None
    rows = _rows(view, card_text, short=False, say=say)
    if any(row.cell_len > room for row in rows):
        rows = _rows(view, card_text, short=True, say=say)
    # The rows already say who won and the ranking; the other notes tell the abilities, one a
    # line, as the log words them.
    for note in last.notes:
        if not note.key.startswith(SHOWN_ELSEWHERE):
            rows.append(Text(say(note), style="italic"))
    return rows


def outcome_line(view: ClaimView, say: Say) -> Text:
    """``Bob wins, takes Seer 9``: the winner and, in phase 1, what they took."""
    last = view.last_trick
    assert last is not None
    winner = last.winner
    what = received(view).get(winner)
    prizes = {card.id: card for card in last.prizes}
    if last.phase == 1 and what in prizes:
        taken = Message("claim.last.wins-takes", {"seat": winner, "card": what})
        return Text(say(taken), style="bold")
    if last.phase == 1 and what == DECK:
        key = "claim.last.wins-deck"
    elif last.phase == 1 and view.chooser == winner:
        key = "claim.last.wins-choosing"
    else:
        key = "claim.last.wins"
    return Text(say(Message(key, {"seat": winner})), style="bold")


def tags(view: ClaimView, seat: int, say: Say) -> str:
    """``led``, the ranking (``won``, ``2nd``, ... at three or four; ``won`` at two), or both."""
    last = view.last_trick
    assert last is not None
    words = [say(Message("claim.last.led"))] if seat == last.leader else []
    place = last.ranking.index(seat)
    if place == 0:
        words.append(say(Message("claim.last.won")))
    elif len(last.plays) > 2:
        words.append(say(ui("claim.ui.place", place=place + 1)))
    return TAG_SEPARATOR.join(words)


def _rows(view: ClaimView, card_text: CardText, short: bool, say: Say) -> list[Text]:
    last = view.last_trick
    assert last is not None
    names = view.players
    order = [play.seat for play in last.plays]
    cards = {play.seat: card_text(play.card, short) for play in last.plays}
    prizes = {card.id: card for card in last.prizes}
    got = received(view)
    seat_tags = {seat: tags(view, seat, say) for seat in order}
    name_width = max(len(names[seat]) for seat in order)
    card_width = max(text.cell_len for text in cards.values())
    tag_width = max(len(tag) for tag in seat_tags.values())
    rows: list[Text] = [outcome_line(view, say)]
    for seat in order:
        row = Text(f"{names[seat]:<{name_width}} ")
        row.append_text(cards[seat])
        row.pad_right(card_width - cards[seat].cell_len)
        tag = seat_tags[seat]
        # the tags padded to one width (a space before each), so the arrows line up
        row.append(f" {tag}" if tag else "", style="bold" if seat == last.winner else "")
        gets = last.phase == 1 and (seat in got or seat == view.chooser)
        if gets and tag_width:
            row.pad_right(tag_width - len(tag) + (0 if tag else 1))
        if not gets:
            pass
        elif seat in got:
            row.append(" → ")
            what = got[seat]
            if what in prizes:
                row.append_text(card_text(prizes[what], short))
            else:
                key = "claim.ui.got-deck-card" if what == DECK else "claim.ui.got-drawn"
                row.append(say(ui(key)), style="italic")
        else:
            row.append(f" → {say(ui('claim.ui.got-choosing'))}", style="italic")
        rows.append(row)
    return rows
