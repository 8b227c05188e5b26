"""Issue 18.1: the map of Westeros (``assets/thrones/map.txt``) against the board data, so the
picture cannot drift from the rules.

Every area is drawn once, as one connected region with its label inside; every adjacency of the
board is a shared border in the drawing (land with land, seas with seas and their coasts), and
no two areas touch that are not adjacent, even at a corner, except the pairs a river separates;
the islands touch only their sea; the castles, strongholds, barrels and crowns drawn are those of
the board; the labels, status fields and icons stay off the border lines.
"""

from __future__ import annotations

from collections import Counter

import pytest

from games.thrones.board import AREA, NEIGHBOURS, SEAS
from games.thrones.data.board import AREAS, EDGES, RIVER_BLOCKED
from games.thrones.view import AreaView
from tablebox.catalog import Catalog, languages
from tablebox.tables.thrones import map_paint
from tablebox.tables.thrones.map_layout import LayoutError, MapLayout, layout_path, load, parse
from tablebox.tables.thrones.map_view import map_names

PASSABLE = {frozenset(edge) for edge in EDGES}
RIVERS = {frozenset(pair) for pair in RIVER_BLOCKED}
ISLANDS = sorted(area for area, row in AREAS.items() if row[2])
FORT = {0: None, 1: "castle", 2: "stronghold"}


@pytest.fixture(scope="module")
def layout() -> MapLayout:
    return load()


def pairs(found: set[frozenset[str]]) -> list[tuple[str, ...]]:
    return sorted(tuple(sorted(pair)) for pair in found)


def test_the_map_fits_beside_a_side_panel_at_120_by_40(layout: MapLayout) -> None:
    """Issue 18.2: the whole map and a side panel at 120×40."""
    assert layout.width <= 86 and layout.height <= 38


def test_every_area_is_drawn_exactly_once(layout: MapLayout) -> None:
    assert sorted(layout.areas) == sorted(AREAS)
    assert all(layout.cells[area] for area in AREAS)


@pytest.mark.parametrize("area", sorted(AREAS))
def test_each_area_is_one_connected_region(layout: MapLayout, area: str) -> None:
    cells = set(layout.cells[area])
    start = min(cells)
    seen, todo = {start}, [start]
    while todo:
        row, col = todo.pop()
        for step in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
            if step in cells and step not in seen:
                seen.add(step)
                todo.append(step)
    assert seen == cells


def test_every_adjacency_of_the_board_is_a_shared_border(layout: MapLayout) -> None:
    """Land with land, land with sea, sea with sea: side by side, not only at a corner."""
    assert pairs(PASSABLE - layout.contacts()) == []


def test_no_areas_touch_that_the_board_does_not_join_but_across_a_river(
    layout: MapLayout,
) -> None:
    """The converse, corners included: only the river-blocked pairs of the board may touch."""
    assert pairs(layout.contacts(diagonal=True) - PASSABLE - RIVERS) == []


def test_the_rivers_are_drawn_between_the_pairs_they_separate(layout: MapLayout) -> None:
    assert pairs(RIVERS - layout.contacts()) == []


@pytest.mark.parametrize("island", ISLANDS)
def test_islands_touch_only_the_sea(layout: MapLayout, island: str) -> None:
    touching = {
        other for pair in layout.contacts(diagonal=True) if island in pair for other in pair
    } - {island}
    assert touching == NEIGHBOURS[island] and touching <= SEAS


def test_seas_and_lands_are_told_apart_in_the_legend(layout: MapLayout) -> None:
    """Seas have lower-case codes, lands upper-case letters or digits (the file's convention,
    so a hand edit that swaps them shows)."""
    assert {area for area, code in layout.codes.items() if code.islower()} == SEAS


@pytest.mark.parametrize("area", sorted(AREAS))
def test_each_label_lies_inside_its_region_off_the_borders(layout: MapLayout, area: str) -> None:
    label = layout.labels[area]
    cells = set(label.cells())
    assert cells <= layout.cells[area]
    assert not cells & layout.border_cells()


@pytest.mark.parametrize("area", sorted(AREAS))
def test_each_area_has_room_for_its_units_and_order(layout: MapLayout, area: str) -> None:
    """At least nine cells, in runs of at least four, inside the region and off its borders:
    a controller's letter, four units and a power token, and an order."""
    runs = layout.fields[area]
    cells = {(row, col + i) for row, col, length in runs for i in range(length)}
    assert sum(length for _, _, length in runs) >= 9
    assert all(length >= 4 for _, _, length in runs)
    assert cells <= layout.cells[area] and not cells & layout.border_cells()


@pytest.mark.parametrize("area", sorted(AREAS))
def test_the_icons_drawn_are_the_boards(layout: MapLayout, area: str) -> None:
    """Castles and strongholds, barrels and crowns, counted in the region, off its borders."""
    drawn = Counter(mark for cell, mark in layout.marks.items() if cell in layout.cells[area])
    fort = FORT[AREA[area].fort]
    expected = Counter({"barrel": AREA[area].barrels, "crown": AREA[area].crowns})
    if fort:
        expected[fort] = 1
    assert drawn == +expected
    icons = {cell for cell in layout.marks if cell in layout.cells[area]}
    assert not icons & layout.border_cells()


def test_a_label_drawn_outside_its_region_is_refused() -> None:
    """The parser sees a broken file: a label moved out of its region is not found."""
    text = layout_path().read_text(encoding="utf-8")
    regions, drawing = text.split("\n[drawing]\n")
    moved = drawing.replace("Winterfell", "          ", 1).replace("Stony Shore", "Winterfell ", 1)
    with pytest.raises(LayoutError, match="winterfell"):
        parse(regions + "\n[drawing]\n" + moved)


@pytest.mark.parametrize("language", [lang for lang in languages() if lang != "en"])
def test_every_language_labels_every_area_within_the_english_width(
    layout: MapLayout, language: str
) -> None:
    """Issue 20.5: a translated label is drawn in the cells of the English one, so it must fit."""
    names = map_names(language)
    assert names is not None, f"{language} has no map labels"
    # An area without a label of the language's own keeps the map file's (English) one.
    assert set(names.labels) <= set(layout.labels)
    too_long = {
        area: text
        for area, text in names.labels.items()
        if len(text) > len(layout.labels[area].text)
    }
    assert not too_long
    assert names.wall and len(names.wall) <= len(map_paint.WALL)


def test_the_czech_map_draws_czech_labels_and_the_wall(layout: MapLayout) -> None:
    """Issue 20.1: area names as the Czech players know them, on the map itself."""
    names = map_names("cs")
    drawn = "\n".join("".join(row) for row in map_paint.static(layout, names).chars)
    english = "\n".join("".join(row) for row in map_paint.static(layout).chars)
    assert "Zimohrad" in drawn and "Winterfell" not in drawn and "ZEĎ" in drawn
    assert "WALL" not in drawn
    assert "Winterfell" in english and "WALL" in english


# -- issue 27.6: no two areas' texts touch, on the most crowded board ---------------------------

HOUSES_OF = {
    3: ("stark", "lannister", "baratheon"),
    4: ("stark", "lannister", "baratheon", "greyjoy"),
    5: ("stark", "lannister", "baratheon", "greyjoy", "tyrell"),
}


def crowded(area: str, house: str, routed: bool) -> AreaView:
    """As much as the rules let an area show at once: four units (two of them routed), a power
    token, a neutral force and a starred order, the longest token's short name."""
    unit = "ship" if area in SEAS else "knight"
    return AreaView(
        area=area,
        house=house,
        units=[unit] * (2 if routed else 4),
        routed=[unit] * 2 if routed else [],
        order="march*",
        pending_order="",
        token=area not in SEAS,
        neutral=0 if area in SEAS else 6,
    )


def drawn_cells(
    layout: MapLayout, language: str, house_of: dict[str, str], routed: bool
) -> dict[tuple[int, int], str]:
    """Cell -> the area whose text (label, icon, or status with a last move's mark) it is."""
    say = Catalog(language).text
    names = map_names(language) if language != "en" else None
    owner: dict[tuple[int, int], str] = {}
    for area in layout.areas:
        label = layout.labels[area]
        text = names.labels.get(area, label.text) if names is not None else label.text
        for cell, char in zip(label.cells(), text.ljust(len(label.text)), strict=True):
            if char != " ":
                owner[cell] = area
        parts = map_paint.status(crowded(area, house_of[area], routed), say)
        parts.insert(0, map_paint.recent_mark("»"))
        for cell, segment in map_paint.flow(parts, layout.fields[area]).items():
            if segment.text != " ":
                owner[cell] = area
    for cell in layout.marks:
        owner[cell] = layout.grid[cell[0]][cell[1]]
    return owner


@pytest.mark.parametrize("routed", [False, True], ids=["four-units", "routed"])
@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_thrones_27_6_no_two_areas_texts_touch_on_the_most_crowded_board(
    layout: MapLayout, players: int, language: str, routed: bool
) -> None:
    """Issue 27.6: every area's label, icons, units, token, neutral force, order and last
    move's mark drawn inside its own region with at least one blank before anything of
    another area on its row (``Golden SoundLfk`` and ``King's LdgBlackwtr Bay`` were seen)."""
    houses = HOUSES_OF[players]
    house_of = {area: houses[i % players] for i, area in enumerate(layout.areas)}
    owner = drawn_cells(layout, language, house_of, routed)
    assert all(owner[cell] == layout.grid[cell[0]][cell[1]] for cell in owner)
    touching = sorted(
        {
            tuple(sorted((area, owner[(row, col + 1)])))
            for (row, col), area in owner.items()
            if owner.get((row, col + 1), area) != area
        }
    )
    assert touching == []
