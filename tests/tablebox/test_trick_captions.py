"""Issue 26.4 "names cut": the names over the trick's cards read in full where the trick has
room (80×24, two to five seats, names up to the New game form's limit), and where it has none
they are cut with "…" evenly, each still telling its player from the others (two names sharing
a start must not both read "Bart…")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from rich.style import Style
from rich.text import Text

from games.common.tricks import TrickModel, TrickPlayView
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.new_game import NAME_LENGTH
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.widgets.card_frames import SMALL, Block, blank_rows
from tablebox.widgets.cards import CardFace
from tablebox.widgets.short_names import share_out, shortened
from tablebox.widgets.trick_area import WINNER_MARK, cards_block, framed_trick, trick_blocks

from .conftest import SIZE, computers_done, opened, settled, text_of

SnapCompare = Callable[..., bool]


def could_be(shown: str, name: str) -> bool:
    """Whether a caption could be read as ``name``: the name itself, or its start and end
    around "…" with something cut between them."""
    if "…" not in shown:
        return shown == name
    head, tail = shown.split("…", 1)
    return len(name) > len(head) + len(tail) and name.startswith(head) and name.endswith(tail)


def tells_apart(shown: list[str], names: list[str]) -> bool:
    """Each caption could be its own player's name and no other's."""
    return all(
        [could_be(caption, other) for other in names] == [other == name for other in names]
        for caption, name in zip(shown, names, strict=True)
    )


def names_each(shown: list[str], names: list[str]) -> bool:
    """Each caption, in whatever order (a trick's leader comes first), could be one player's
    name only, and each player is named once."""
    read = [[name for name in names if could_be(caption, name)] for caption in shown]
    return all(len(one) == 1 for one in read) and sorted(one[0] for one in read) == sorted(names)


# -- cutting names --------------------------------------------------------------------------------


def test_a_name_that_fits_is_shown_whole() -> None:
    assert shortened(["Bartholomew", "Bo"], [11, 5]) == ["Bartholomew", "Bo"]


def test_names_sharing_a_start_are_cut_where_they_differ() -> None:
    assert shortened(["Bartholomew", "Bartolomea"], [6, 6]) == ["Barth…", "Barto…"]


def test_names_alike_up_to_the_cut_show_their_ends() -> None:
    """ "Bartholomew" and "Bartholomea" both start "Barth": their ends tell them apart."""
    names = ["Bartholomew", "Bartholomea", "Bart"]
    shown = shortened(names, [5, 5, 5])
    assert shown == ["Bar…w", "Bar…a", "Bart"]
    assert tells_apart(shown, names)


@pytest.mark.parametrize(
    "names",
    [
        ["Player 1", "Player 10", "Player 11", "Player 2"],
        ["Anna-Marie", "Anna-Maria", "Anna-Mari", "Anna"],
        ["Šárka Nováková", "Šárka Novotná", "Štěpánka", "Šimon"],
    ],
)
@pytest.mark.parametrize("width", [4, 5, 6, 7])
def test_cut_names_always_tell_the_players_apart(names: list[str], width: int) -> None:
    shown = shortened(names, [width] * len(names))
    assert all(len(caption) <= width for caption in shown)
    assert tells_apart(shown, names)


def test_widths_are_cells_not_letters() -> None:
    """A wide character takes two cells: the cut counts cells."""
    [shown] = shortened(["山田太郎さん"], [7])
    assert shown == "山田太…" and Text(shown).cell_len <= 7


def test_the_room_goes_to_short_names_in_full_and_evenly_to_long_ones() -> None:
    # Room for everything: every name whole.
    assert share_out([3, 11], [5, 5], 40) == [3, 11]
    # Not enough: the short name keeps its card's width, the long ones share the rest.
    assert share_out([3, 16, 16], [5, 5, 5], 34) == [3, 15, 14]
    # Never below the card under the name (the layout wraps instead).
    assert share_out([16, 16], [5, 5], 8) == [5, 5]


# -- the trick, framed ----------------------------------------------------------------------------


def face(card: str) -> CardFace:
    return CardFace(card, card, card[-1], "seer", "Seer", Style(), symbol="◉")


def spaced(line: str) -> list[str]:
    """The captions on a line (two cells or more apart; a name may hold one space)."""
    return [part for part in re.split(" {2,}", line.replace(WINNER_MARK, "").strip()) if part]


def trick_of(seats: int, played: int, winner: int | None = None) -> TrickModel:
    plays = [TrickPlayView(seat=seat, card=f"card-{seat}") for seat in range(played)]
    to_play = played if played < seats and winner is None else None
    return TrickModel(order=list(range(seats)), plays=plays, to_play=to_play, winner=winner)


LONGEST = ["Bartholomew Abcd", "Bartholomea Wxyz", "Maximiliana Long", "Wilhelmina Short"]
"""Four names as long as the New game form takes."""


def test_the_longest_names_are_this_long() -> None:
    assert all(len(name) == NAME_LENGTH for name in LONGEST)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_trick_stays_on_one_row_and_tells_the_seats_apart(seats: int) -> None:
    names = ["Bartholomew", "Bartolomea", "Maximiliana", "Wilhelmina", "Konstantin"][:seats]
    for winner in (None, seats - 1):
        trick = trick_of(seats, seats if winner is not None else 1, winner)
        drawn = framed_trick(trick_blocks(trick, names, face), 38, SMALL)
        lines = drawn.plain.splitlines()
        assert len(lines) == 1 + SMALL.height and all(len(line) <= 38 for line in lines)
        shown = spaced(lines[0])
        assert tells_apart(shown, names)
        if winner is not None:
            assert lines[0].split()[winner].startswith(WINNER_MARK)
        if seats <= 3:  # room for these names in full
            assert shown == names


def test_beside_the_prizes_two_names_are_whole_where_they_fit_and_cut_evenly_where_not() -> None:
    prize = cards_block("Prize", [face("seer-9")])
    two = trick_of(2, 1)
    drawn = framed_trick(trick_blocks(two, ["Bartholomew", "Bartolomea"], face), 38, before=[prize])
    assert spaced(drawn.plain.splitlines()[0]) == ["Prize", "Bartholomew", "Bartolomea"]
    names = LONGEST[:2]
    drawn = framed_trick(trick_blocks(two, names, face), 38, before=[prize])
    line = drawn.plain.splitlines()[0]
    prize_caption, first, second = spaced(line)
    assert prize_caption == "Prize" and len(line) <= 38
    assert tells_apart([first, second], names)
    assert abs(len(first) - len(second)) <= 1  # an even share


def test_a_caption_keeps_its_style() -> None:
    trick = trick_of(5, 1)
    names = [*LONGEST, "Konstantin Quite"]
    drawn = framed_trick(trick_blocks(trick, names, face), 38, SMALL)
    to_play = [span for span in drawn.spans if "reverse" in str(span.style)]
    assert len(to_play) == 1
    assert drawn.plain[to_play[0].start : to_play[0].end] == "Bart…z"  # seat 1, to play


def test_cards_alone_too_wide_still_wrap() -> None:
    blocks = [Block(Text("Ann"), blank_rows(SMALL)) for _ in range(5)]
    assert len(framed_trick(blocks, 20, SMALL).plain.splitlines()) > 1 + SMALL.height


# -- at the table, 80×24 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "names"),
    [
        ("claim", ["Bartholomew", "Bartolomea"]),
        ("dwarf-king", ["Bartholomew", "Bartolomea", "Maximiliana"]),
        ("dwarf-king", ["Bartholomew", "Bartholomea", "Maximiliana", "Wilhelmina", "Konstantin"]),
        ("dwarf-king", LONGEST[:3]),
    ],
)
async def test_the_trick_names_its_players_at_80x24(game_id: str, names: list[str]) -> None:
    """At the table: the names over the trick's cards are whole where they fit (Claim's two and
    three of the Dwarf King's at 11 letters), and each tells its player apart where they do not."""
    seats = [Seat(names[0])] + [Seat(name, "computer", "easy") for name in names[1:]]
    match = Match.start(game_id, seats, seed=3, autosave=False)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)

        def caption_row() -> list[str] | None:
            for line in text_of(table.trick_panel).splitlines():
                words = [word for word in spaced(line) if word != "Prize"]
                if len(words) == len(names) and names_each(words, names):
                    return words
            return None

        await settled(pilot, lambda: caption_row() is not None, what="every seat named apart")
        shown = caption_row()
        assert shown is not None
        if max(len(name) for name in names) <= 11 and len(names) <= 3:
            assert sorted(shown) == sorted(names)


def test_dwk_snapshot_five_long_names_in_a_trick(snap_compare: SnapCompare) -> None:
    """Five long names over trick 3's cards at 80×24, two of them alike but for their ends."""
    names = ["Bartholomew", "Bartholomea", "Maximiliana", "Wilhelmina", "Konstantin"]
    seats = [Seat(names[0])] + [Seat(name, "computer") for name in names[1:]]
    match = Match.start("dwarf-king", seats, {"deals": 1}, seed=3, autosave=False)
    match.play_computers()
    for _ in range(2):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    view: Any = match.view(0)
    assert view.trick == 3

    async def drawn(pilot: Any) -> None:
        def listed_and_named() -> bool:
            screen = "\n".join(strip.text for strip in pilot.app.screen._compositor.render_strips())
            return "2 tricks" in screen and "Bart…a" in screen and "Bart…w" in screen

        await settled(pilot, listed_and_named, what="the players listed, the trick's names cut")

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=drawn)
