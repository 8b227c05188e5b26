"""DWK-4: every quest side scores a hand-built deal as its text says."""

from __future__ import annotations

import pytest

from games.dwarf_king.quests import BEGINNER_LEFT_OUT, BY_SLUG, QUESTS, TILES, slug_of, tiles_for
from tests.games.dwarf_king.builders import history, winners_only

# Three players, seven tricks (seat 0 leads each; only the winner and the cards matter):
# seat 0 wins tricks 1, 2, 4; seat 1 wins 3 and 7; seat 2 wins 5 and 6.
H = history(
    3,
    (0, "dwarves-3 knights-4 goblins-J"),
    (0, "dwarves-6 knights-Q goblins-2"),
    (1, "knights-7 knights-K dwarves-K"),
    (0, "goblins-A dwarves-A knights-A"),
    (2, "goblins-7 goblins-Q dragon"),
    (2, "dwarves-9 goblins-4 knights-3"),
    (1, "dwarves-10 goblins-6 knights-2"),
)
# Four players, eight tricks won by 1 1 1 1 0 2 2 2: counts 1, 4, 3, 0.
H4 = winners_only(4, [1, 1, 1, 1, 0, 2, 2, 2])

CASES: list[tuple[str, object, list[int]]] = [
    ("lucky-run", H, [4, 2, 4]),
    ("bad-run", H, [-4, -2, -4]),
    ("save-the-rearguard", H, [2, 2, 4]),
    ("sacrifice-the-rearguard", H, [-2, -2, -4]),
    ("three-quarters", H, [8, 0, 8]),
    ("from-6-to-7", H, [4, 8, 4]),
    ("knights-debacle", H, [-3, -3, -1]),
    ("goblin-defeat", H, [-3, -1, -3]),
    ("to-the-right", H, [2, 3, 2]),
    ("to-the-left", H, [2, 2, 3]),
    ("good-numbers", H, [0, 5, 0]),
    ("bad-numbers", H, [0, -5, 0]),
    ("most-victories", H, [3, 2, 2]),
    ("fewest-victories", H, [-3, -2, -2]),
    ("good-things-come-in-3s", H, [5, 0, 0]),
    ("good-things-come-in-3s", H4, [0, 0, 5, 0]),
    ("there-can-be-only-one", H, [0, 0, 0]),
    ("there-can-be-only-one", H4, [5, 0, 0, 0]),
    ("four-by-four", H4, [0, 5, 0, 0]),
    ("two-by-two", H, [0, 5, 5]),
    ("evens", H, [0, 5, 5]),
    ("evens", H4, [0, 5, 0, 0]),
    ("odds", H, [5, 0, 0]),
    ("odds", H4, [5, 0, 5, 0]),
    ("all-for-one", H, [5, 0, 0]),
    ("all-for-one", H4, [5, 5, 5, 5]),
    ("one-for-all", H, [0, 5, 5]),
    ("one-for-all", H4, [0, 0, 0, 0]),
    ("knightly-victory-against-dwarves", H, [0, 1, 0]),
    ("dwarven-victory-against-knights", H, [0, -1, 0]),
    ("capture-the-kings", H, [-3, 6, -3]),
    ("capture-the-queens", H, [3, -6, 3]),
    ("eeny-meeny", H, [3, 0, 0]),
    ("eeny-meeny", H4, [0, 3, 4, 0]),
    ("miney-mo", H, [-3, 0, 0]),
    ("miney-mo", H4, [0, -3, -4, 0]),
    ("triplets", H, [2, 0, 0]),
    ("1-2-and", H, [-2, 0, 0]),
    ("grand-slam", H, [0, 0, 0]),
    ("grand-slam", H4, [0, 5, 0, 0]),
    ("utter-chaos", H, [0, 0, 5]),
    ("utter-chaos", H4, [5, 5, 5, 5]),
    ("elite-army", H, [3, 1, 1]),
    ("massive-army", H, [3, 3, 3]),
    ("garden-gnomes", H, [3, 10, 9]),
    ("nobles", H, [4, 2, 3]),
    ("nobles-and-knights", H, [8, 5, 2]),
    ("soldiers-without-knights", H, [-8, -5, -2]),
    ("in-line", H, [3, 3, 0]),
    ("sandwich", H, [6, 0, 0]),
    ("lucky-run", H4, [2, 8, 6, 0]),
]


@pytest.mark.parametrize(("slug", "deal", "expected"), CASES, ids=lambda x: str(x)[:20])
def test_dwk_4_each_quest_side_scores_a_hand_built_deal(
    slug: str, deal: object, expected: list[int]
) -> None:
    """DWK-4.2: the side's points per seat for the deal."""
    assert BY_SLUG[slug].score(deal) == expected  # type: ignore[arg-type]


def test_dwk_4_every_side_has_a_case() -> None:
    assert {slug for slug, _, _ in CASES} == set(BY_SLUG)


def test_dwk_4_1_forty_sides_on_twenty_tiles() -> None:
    assert len(QUESTS) == 40 and len(TILES) == 20
    assert all(a.side == "A" and b.side == "B" for a, b in TILES.values())


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Three Quarters", "three-quarters"),
        ("Knights' Debacle", "knights-debacle"),
        ("Eeny, Meeny", "eeny-meeny"),
        ("… Miney Mo", "miney-mo"),
        ("1, 2, and…", "1-2-and"),
    ],
)
def test_dwk_8_quest_slugs(name: str, slug: str) -> None:
    """DWK-8.2: the slug rule of the public notation."""
    assert slug_of(name) == slug


def test_dwk_4_6_beginner_set_leaves_out_five_tiles() -> None:
    """DWK-4.6 (PROPOSED): tiles 1, 2, 14, 16, 20 are left out of the beginner set."""
    assert {1, 2, 14, 16, 20} == BEGINNER_LEFT_OUT
    assert sorted(tiles_for("beginner")) == [t for t in range(1, 21) if t not in BEGINNER_LEFT_OUT]
    assert len(tiles_for("all")) == 20


def test_dwk_4_4_good_numbers_ties_all_score() -> None:
    """DWK-4.4 (PROPOSED): every player tied for the highest sum gets the +5."""
    deal = history(3, (0, "dwarves-3 knights-9 goblins-J"), (1, "dwarves-4 goblins-8 knights-J"))
    assert BY_SLUG["good-numbers"].score(deal) == [5, 5, 0]


def test_dwk_4_5_garden_gnomes_scores_zero_without_a_green_number() -> None:
    """DWK-4.5 (PROPOSED): no numbered Dwarves card won scores 0; a Druid (1) counts 1."""
    deal = history(3, (0, "dwarves-J knights-9 goblins-3"), (1, "dwarves-1 dwarves-8 goblins-2"))
    assert BY_SLUG["garden-gnomes"].score(deal) == [0, 1, 0]


def test_dwk_4_1_magic_cards_count_for_nothing() -> None:
    """DWK-4.1: a magic card in a won trick has no suit and no value."""
    deal = history(3, (0, "dragon knights-9 goblins-3"))
    assert BY_SLUG["elite-army"].score(deal) == [0, 0, 0]
    assert BY_SLUG["massive-army"].score(deal) == [1, 0, 0]
