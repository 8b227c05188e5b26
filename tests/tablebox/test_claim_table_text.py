"""Claim's table text from views alone: how the last trick ended (places, prizes taken, draws)
and the factions' abilities for the player count, reachable from the table with a key."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from games.claim.view import CardView, ClaimView
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, english
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.screens.info import InfoScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.tables.claim.tricks import DECK, DREW, last_trick_lines, received, team_tag

from .conftest import SIZE, opened, play_until, settled

FOUR = {
    "box": "mixed",
    "pair": "knights-goblins",
    "singles": ["undead", "dwarf", "doppelganger", "dragon", "seer"],
}


def label(card: CardView, short: bool) -> Text:
    return Text(english_card("claim", card.id))


def english_card(game: str, card_id: str) -> str:
    return Catalog().card(game, card_id)


def say(message: Message) -> str:
    return english(message, ["Ann", "Ben", "Cid", "Dan"])


def four(seed: int = 2) -> Match:
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cid"), Seat("Dan")]
    return Match.start("claim", seats, options=FOUR, seed=seed, autosave=False)


def test_the_last_trick_says_who_took_which_prize_and_who_drew() -> None:
    match = four()
    view = play_until(
        match,
        lambda v: v.last_trick is not None and v.chooser is None and v.last_trick.phase == 1,
    )
    last = view.last_trick
    assert last is not None
    got = received(view)
    first, second, third, fourth = last.ranking
    prizes = {card.id for card in last.prizes}
    assert {got[first], got[second]} == prizes or got[first] == DECK
    assert got[third] == got[fourth] == DREW
    rows = [row.plain for row in last_trick_lines(view, label, room=60, say=say)]
    # the outcome first, then the plays in play order, each tagged with its place
    assert rows[0].startswith(f"{view.players[first]} wins")
    by_seat = {row.split()[0]: row for row in rows[1:5]}
    assert [row.split()[0] for row in rows[1:5]] == [view.players[p.seat] for p in last.plays]
    assert " 4th" in by_seat[view.players[fourth]] and by_seat[view.players[fourth]].endswith(
        "→ drew"
    )
    assert " won" in by_seat[view.players[first]]
    if got[first] != DECK:
        taken = next(english_card("claim", c.id) for c in last.prizes if c.id == got[first])
        assert by_seat[view.players[first]].endswith(f"→ {taken}")


def test_while_a_prize_is_chosen_the_chooser_is_marked() -> None:
    view = play_until(four(), lambda v: v.chooser is not None)
    rows = [row.plain for row in last_trick_lines(view, label, room=60, say=say)]
    assert view.chooser is not None
    chooser = view.players[view.chooser]
    assert any(row.split()[0] == chooser and row.endswith("→ choosing…") for row in rows)


def test_teams_are_tagged_by_their_partners_initials() -> None:
    view = four().view(None)
    assert isinstance(view, ClaimView)
    assert [team_tag(view, seat) for seat in range(4)] == [
        "team A&C",
        "team B&D",
        "team A&C",
        "team B&D",
    ]


async def test_a_opens_the_abilities_for_this_table_and_a_closes_them() -> None:
    match = Match.start(
        "claim",
        [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer"), Seat("Dan", "computer")],
        options={**FOUR, "pair": "gnomes-giants"},
        seed=1,
        autosave=False,
    )
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        await pilot.press("a")
        await settled(pilot, lambda: isinstance(app.screen, InfoScreen), what="InfoScreen")
        page = app.screen
        assert isinstance(page, InfoScreen)
        console = Console(width=76, file=io.StringIO())
        with console.capture() as capture:
            console.print(page.body)
        body = " ".join(capture.get().split())
        assert "Gnomes & Giants (22)" in body and "72 cards" in body
        assert "Ann & Cid against Ben & Dan" in body
        # The three- and four-player wording of an ability (CLM-12).
        assert "crushes one gnome of that value of every opponent" in body
        await pilot.press("a")
        await settled(pilot, lambda: app.screen is table, what="table on top")
