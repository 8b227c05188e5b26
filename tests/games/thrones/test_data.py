"""GOT-1.1: the board and card data match ``assets/thrones`` and a broken board fails loudly."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from games.thrones.data import board, cards
from games.thrones.validation import BoardError, validate
from tests.games.thrones.source import board_from, cards_from, load


def test_got_1_1_data_module_matches_the_json_files() -> None:
    """GOT-1.1: the generated modules hold exactly what the JSON files say."""
    expected: dict[str, Any] = {
        **board_from(load("agot-map.json")),
        **cards_from(load("agot-cards.json")),
    }
    for name, value in expected.items():
        module = board if hasattr(board, name) else cards
        assert getattr(module, name) == value, name


def _args() -> list[Any]:
    return [
        copy.deepcopy(board.AREAS),
        list(board.EDGES),
        copy.deepcopy(board.PLAYER_SETUPS),
        {house: list(spots) for house, spots in board.START_UNITS.items()},
        dict(board.NEUTRAL_TOKENS),
    ]


def test_got_1_1_the_shipped_board_is_valid_and_counts_add_up() -> None:
    """GOT-1.1: 45 areas, 111 passable edges, 8 strongholds, 10 castles, 21 barrels, 17 crowns."""
    validate(*_args())
    assert len(board.EDGES) == 111
    assert sum(row[4] for row in board.AREAS.values()) == 21
    assert sum(row[5] for row in board.AREAS.values()) == 17


@pytest.mark.parametrize(
    "break_it, message",
    [
        (lambda a: a[1].append(("winterfell", "atlantis")), "unknown area"),
        (lambda a: a[1].append(("winterfell", "winterfell")), "itself"),
        (lambda a: a[1].append(a[1][0]), "twice"),
        (lambda a: a[1].append(("lannisport", "pyke")), "island"),
        (
            lambda a: a[1].__setitem__(slice(None), [e for e in a[1] if "pyke" not in e]),
            "not connected",
        ),
        (
            lambda a: a[0].__setitem__("atlantis", ("Atlantis", True, False, 0, 0, 0, None)),
            "not connected",
        ),
        (
            lambda a: a[0].__setitem__("the_arbor", ("The Arbor", True, False, 0, 0, 0, None)),
            "33 land",
        ),
        (
            lambda a: a[0].__setitem__("karhold", ("Karhold", False, False, 2, 0, 1, None)),
            "strongholds",
        ),
        (
            lambda a: a[0].__setitem__("bay_of_ice", ("Bay of Ice", True, False, 0, 1, 0, None)),
            "sea area",
        ),
        (lambda a: a[4].__setitem__("atlantis", 3), "neutral force"),
        (lambda a: a[3]["stark"].__setitem__(0, ("the_shivering_sea", ("footman",))), "type"),
        (lambda a: a[3]["stark"].__setitem__(0, ("atlantis", ("footman",))), "unknown area"),
        (lambda a: a[2].__setitem__(3, (("stark",), *a[2][3][1:])), "every house"),
    ],
)
def test_got_1_1_broken_copies_fail_loudly(break_it: Any, message: str) -> None:
    """GOT-1.1: a broken copy of the board data is refused with the reason."""
    args = _args()
    break_it(args)
    with pytest.raises(BoardError, match=message):
        validate(*args)


def test_got_1_2_rivers_block_and_islands_touch_only_the_sea() -> None:
    """GOT-1.2: river-blocked pairs are not adjacent; islands have only sea neighbours."""
    from games.thrones.board import NEIGHBOURS, SEAS

    for a, b in board.RIVER_BLOCKED:
        assert b not in NEIGHBOURS[a]
    for island in ("pyke", "dragonstone", "the_arbor"):
        assert NEIGHBOURS[island] <= SEAS


def test_house_cards_follow_the_curve() -> None:
    """GOT-6.4: seven House cards per house, strengths 3, 2, 2, 1, 1, 0, 0."""
    from games.thrones.board import HOUSE_HANDS

    for house, hand in HOUSE_HANDS.items():
        assert sorted(cards.HOUSE_CARDS[c][2] for c in hand) == [0, 0, 1, 1, 2, 2, 3], house
