"""The board and deck as data (TRL-2, TRL-3.2, TRL-10): tablebox's own are symmetric and
play; broken ones are refused naming the problem."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from games.truel.board import BoardError, check_board
from games.truel.data import BoardSpec, DeckSpec
from games.truel.deck import DeckError, check_deck
from games.truel.standard import standard_board, standard_deck
from tablebox import cli
from tablebox.tables.truel.data_files import DataFileError, load_board, load_deck, standard_path

BOUND = 6
"""The most legs (a move and its repeats) any move takes on tablebox's board (TRL-2.4)."""
ROTATE = {"R": "G", "G": "B", "B": "R", "red": "green", "green": "blue", "blue": "red"}


def _ends(board: object, space: str, step: int, length: int, legs: int) -> list[int]:
    """Legs taken by every way a move from ``space`` can go (every crossroads choice), walked
    here step by step without the board module's own search."""
    assert legs <= BOUND, f"a move from {space} by {step * length} passes {BOUND} legs"
    here = [space]
    for _ in range(length):
        here = [n for s in here for n in board.next_spaces(s, step)]  # type: ignore[attr-defined]
    found = []
    for end in here:
        if board.is_grey(end):  # type: ignore[attr-defined]
            found.append(legs)
        else:
            found += _ends(board, end, step, length, legs + 1)
    return found


def test_trl_2_4_every_move_from_every_space_ends_on_grey_within_the_bound() -> None:
    """TRL-2.4: from each of the 60 spaces, forward and back, by 1 to 3, with every choice at
    every crossroads, the pawn stops on a grey space within 6 legs (and 6 are needed)."""
    board = check_board(standard_board())
    worst = 0
    for space in board.spaces:
        for step in (1, -1):
            for length in (1, 2, 3):
                worst = max(worst, *_ends(board, space, step, length, 1))
    assert worst == BOUND == board.longest_move


def test_trl_2_2_the_board_looks_the_same_from_every_start() -> None:
    """TRL-2.2: turning the board by a third (red -> green -> blue) maps it onto itself."""
    spec = standard_board()

    def turned(text: str | None) -> str | None:
        if text is None:
            return None
        return ROTATE.get(text) or ROTATE[text[0]] + text[1:]

    spaces = {(s.id, s.kind, s.colour, s.amount) for s in spec.spaces}
    assert {(turned(i), k, turned(c), a) for i, k, c, a in spaces} == spaces
    links = set(spec.links)
    assert {(turned(a), turned(b)) for a, b in links} == links
    assert len(spec.spaces) == 60
    assert len({s.at for s in spec.spaces}) == 60, "two spaces drawn on one cell"


def test_trl_3_2_the_deck_spreads_every_feature_evenly() -> None:
    """TRL-3.2, TRL-3.4: 27 cards per type, 9 of each symbol in each type, each colour on 9
    player cards, the values and units the same under each symbol; 3 rainbow cards per
    symbol."""
    deck = check_deck(standard_deck())
    cards = list(deck.cards.values())
    assert Counter(c.type for c in cards if not c.rainbow) == {
        "player": 27,
        "value": 27,
        "unit": 27,
    }
    assert Counter((c.type, c.symbol) for c in cards if not c.rainbow) == {
        (t, s): 9 for t in ("player", "value", "unit") for s in ("sun", "star", "heart")
    }
    assert Counter(c.meaning for c in cards if c.type == "player" and not c.rainbow) == {
        "red": 9,
        "green": 9,
        "blue": 9,
    }
    for kind in ("value", "unit"):
        per_symbol = {
            s: sorted(
                str(c.meaning) for c in cards if c.type == kind and c.symbol == s and not c.rainbow
            )
            for s in ("sun", "star", "heart")
        }
        assert per_symbol["sun"] == per_symbol["star"] == per_symbol["heart"]
    assert Counter(c.symbol for c in cards if c.rainbow) == {"sun": 3, "star": 3, "heart": 3}


def test_trl_10_1_the_asset_files_are_tablebox_s_board_and_deck() -> None:
    """TRL-10.1: ``assets/truel`` holds exactly the board and deck the rules build."""
    assert load_board(standard_path("board")) == standard_board()
    assert load_deck(standard_path("deck")) == standard_deck()


def _board(**change: object) -> BoardSpec:
    data = standard_board().model_dump(mode="json")
    data.update(change)
    return BoardSpec.model_validate(data)


def _without_link(link: tuple[str, str], board: BoardSpec | None = None) -> BoardSpec:
    spec = board or standard_board()
    return spec.model_copy(update={"links": tuple(x for x in spec.links if x != link)})


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        (_without_link(("R19", "G5")), "R19 is a dead end"),
        (
            _board(links=[*standard_board().model_dump()["links"], ["R6", "R9"]]),
            "R6 forks but is not a crossroads",
        ),
        (
            _board(spaces=[s for s in standard_board().model_dump()["spaces"] if s["id"] != "B0"]),
            "names no space 'B0'",
        ),
    ],
)
def test_trl_10_2_broken_boards_are_refused_naming_the_problem(
    spec: BoardSpec, problem: str
) -> None:
    """TRL-10.2: a dead end, a fork that is no crossroads, a link to nowhere."""
    with pytest.raises(BoardError, match=problem):
        check_board(spec)


def test_trl_10_2_a_board_with_unreachable_spaces_is_refused() -> None:
    """TRL-10.2: an island of two spaces linked only to each other."""
    data = standard_board().model_dump(mode="json")
    data["spaces"] += [
        {"id": "X1", "kind": "cards", "amount": 1, "at": [40, 0]},
        {"id": "X2", "kind": "cards", "amount": 1, "at": [41, 0]},
    ]
    data["links"] += [["X1", "X2"], ["X2", "X1"]]
    with pytest.raises(BoardError, match="unreachable spaces from the red Start: X1, X2"):
        check_board(BoardSpec.model_validate(data))


def test_trl_10_2_a_board_where_a_move_never_stops_is_refused() -> None:
    """TRL-2.4, TRL-10.2: a ring of 12 with the Starts at 0, 4 and 8 and every other space
    coloured: a move by 2 from an odd space hops over coloured spaces forever."""
    colours = ["red", "green", "blue"]
    spaces = [
        {"id": f"S{i}", "kind": "start", "colour": colours[i // 4], "at": [i, 0]}
        if i % 4 == 0
        else {"id": f"S{i}", "kind": "colour", "colour": "red", "at": [i, 0]}
        for i in range(12)
    ]
    links = [[f"S{i}", f"S{(i + 1) % 12}"] for i in range(12)]
    spec = BoardSpec.model_validate({"spaces": spaces, "links": links})
    with pytest.raises(BoardError, match="by 2 from S1 can repeat on coloured spaces forever"):
        check_board(spec)


def test_trl_10_3_broken_decks_are_refused_naming_the_problem() -> None:
    """TRL-10.3: a missing card, a fourth rainbow card of a symbol, a card without its
    meaning."""
    cards = standard_deck().model_dump(mode="json")["cards"]
    with pytest.raises(DeckError, match="needs 27 player cards, it has 26"):
        check_deck(DeckSpec.model_validate({"cards": cards[1:]}))
    extra = [*cards, {"id": "rainbow-sun-4", "type": "rainbow", "symbol": "sun"}]
    with pytest.raises(DeckError, match="needs 3 rainbow cards with the sun, it has 4"):
        check_deck(DeckSpec.model_validate({"cards": extra}))
    broken = [dict(cards[0], player=None), *cards[1:]]
    with pytest.raises(DeckError, match=r"red-sun-1 \(player\) must give a player"):
        check_deck(DeckSpec.model_validate({"cards": broken}))


def test_trl_10_1_a_bad_file_is_refused_naming_the_file(tmp_path: Path) -> None:
    """TRL-10.1: not JSON, the wrong shape, a board that does not play: each names the file."""
    path = tmp_path / "board.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(DataFileError, match=re.escape("board.json: it is not JSON")):
        load_board(path)
    path.write_text(json.dumps({"spaces": 3}), encoding="utf-8")
    with pytest.raises(DataFileError, match=re.escape("board.json: spaces")):
        load_board(path)
    bad = _without_link(("R19", "G5")).model_dump(mode="json")
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(DataFileError, match=re.escape("board.json: space R19 is a dead end")):
        load_board(path)
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"cards": []}), encoding="utf-8")
    with pytest.raises(DataFileError, match=re.escape("deck.json: the deck needs 27 player cards")):
        load_deck(deck)


def test_trl_10_1_tablebox_new_refuses_a_bad_board_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """TRL-10.1: ``tablebox new truel --board FILE`` stops with the file and the problem; the
    flags belong to Truel only."""
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"spaces": [], "links": []}), encoding="utf-8")
    status = cli.main(["new", "truel", "--players", "A,B,C", "--board", str(path)])
    assert status == 2
    assert "mine.json: the board needs exactly one Start of each colour" in capsys.readouterr().err
    status = cli.main(["new", "claim", "--players", "A,B", "--deck", str(path)])
    assert status == 2
    assert "--board and --deck are for truel only" in capsys.readouterr().err
