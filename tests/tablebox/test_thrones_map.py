"""Issue 18.1-18.2: the map of Westeros in the terminal and finding one's way on it.

A small app hosts the map widget and its side panel (the table itself comes later). The
mid-game position is five houses playing random legal actions from a fixed seed, so the
pictures never change unless the map does. Regenerate after an intended change with
``pytest tests/tablebox/test_thrones_map.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from rich.style import Style
from textual.app import App, ComposeResult
from textual.containers import Horizontal

from games.thrones import rules
from games.thrones.state import ThronesState
from games.thrones.view import AreaView, ThronesView
from tablebox.catalog import Catalog
from tablebox.tables.thrones import map_paint
from tablebox.tables.thrones.area_panel import AreaPanel, describe
from tablebox.tables.thrones.map_layout import load
from tablebox.tables.thrones.map_view import MapView, nearest
from tests.tablebox.conftest import settled

SnapCompare = Callable[..., bool]
PLAYERS = ["Ann", "Ben", "Cid", "Dan", "Eve"]
say = Catalog(names=PLAYERS).text


def play(until: Callable[[ThronesState], bool], seed: int = 3) -> ThronesState:
    """Random legal actions from a fixed seed until ``until`` holds."""
    state = rules.new_game(PLAYERS, seed=seed)
    rng = random.Random(seed)
    while not until(state):
        seat = rules.current_seats(state)[0]
        rules.advance(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return state


@cache
def midgame() -> ThronesView:
    """Round 3, marches under way: orders face up, armies spread over the map."""
    state = play(lambda s: s.round >= 3 and s.phase == "march")
    return rules.view(state, rules.current_seats(state)[0])


class MapApp(App[None]):
    def __init__(self, view: ThronesView | None = None) -> None:
        super().__init__()
        self.view = view or midgame()

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield MapView(self.view, say, id="map")
            yield AreaPanel(say, id="panel")

    def on_mount(self) -> None:
        self.query_one(MapView).focus()
        self.show_panel(self.query_one(MapView).selected)

    def on_map_view_selected(self, message: MapView.Selected) -> None:
        self.show_panel(message.area)

    def show_panel(self, area: str) -> None:
        view = self.query_one(MapView).area_view(area)
        self.query_one(AreaPanel).show(area, view)


def map_of(pilot: Any) -> MapView:
    return pilot.app.query_one(MapView)  # type: ignore[no-any-return]


# -- what an area shows -------------------------------------------------------------------


def area(**fields: Any) -> AreaView:
    base: dict[str, Any] = {
        "area": "winterfell",
        "house": "",
        "units": [],
        "routed": [],
        "order": "",
        "pending_order": "",
        "token": False,
        "neutral": 0,
    }
    return AreaView(**(base | fields))


def plain(parts: list[map_paint.Part]) -> list[str]:
    return ["".join(text for text, _ in part) for part in parts]


def test_an_area_shows_its_controller_units_and_order_in_letters() -> None:
    """18.1: controller by letter (readable with NO_COLOR), footmen, knights, routed units,
    the power token, the revealed order."""
    shown = area(
        house="stark", units=["knight", "footman"], routed=["footman"], order="march*", token=True
    )
    assert plain(map_paint.status(shown, say)) == ["Sfk/f●", "M+1"]
    ships = area(area="bay_of_ice", house="greyjoy", units=["ship", "ship"])
    assert plain(map_paint.status(ships, say)) == ["Gss"]
    assert plain(map_paint.status(area(area="the_eyrie", neutral=6), say)) == ["N6"]


def test_a_face_down_order_is_shown_in_italics_only_as_the_view_gives_it() -> None:
    """18.1: own face-down orders only to their owner: the map draws ``pending_order``, which
    the per-seat view fills for the viewer alone."""
    state = play(lambda s: s.phase == "planning" and bool(s.pending.get(s.houses[0])))
    own = rules.view(state, 0)
    other = rules.view(state, 1)
    placed = state.pending[state.houses[0]]
    spot = next(iter(placed))
    mine = next(a for a in own.areas if a.area == spot)
    theirs = next(a for a in other.areas if a.area == spot)
    parts = map_paint.status(mine, say)
    assert parts[-1][0][1] == Style(italic=True)
    assert plain(map_paint.status(theirs, say)) == plain(parts)[:-1]


def test_the_status_flows_into_the_field_and_is_cut_when_too_long() -> None:
    runs = ((0, 0, 5), (1, 0, 4))
    cells = map_paint.flow([[("Sffk", Style())], [("M+1", Style())]], runs)
    assert "".join(cells[(0, c)].text for c in range(4)) == "Sffk"
    assert "".join(cells[(1, c)].text for c in range(3)) == "M+1"
    cut = map_paint.flow([[("Sffkk/ff", Style())]], ((0, 0, 5),))
    assert "".join(segment.text for segment in cut.values()) == "Sffk…"


def test_the_side_panel_tells_the_area_in_words() -> None:
    """18.2: name, stronghold, barrels and crowns, holder, units, order, neighbours."""
    shown = area(house="stark", units=["footman", "knight"], order="defense")
    text = describe("winterfell", shown, say).plain
    assert "Winterfell" in text and "Stronghold" in text
    assert "1 barrel of supply, 1 crown of power" in text
    assert "Held by Stark" in text and "Units: footman and knight" in text
    assert "Order: Defence +1" in text
    assert "By land: Castle Black, Karhold, The Stony Shore, White Harbor and Moat Cailin" in text
    assert "By sea: Bay of Ice and The Shivering Sea" in text
    island = describe("pyke", None, say).plain
    assert "By land: none" in island and "By sea: Ironman's Bay" in island


# -- finding one's way --------------------------------------------------------------------


def test_arrows_go_to_the_nearest_area_that_way() -> None:
    """18.2: by the regions' centres, rows counting double."""
    layout = load()
    assert nearest(layout, "the_twins", "left") == "seagard"
    assert nearest(layout, "the_twins", "right") == "the_fingers"
    assert nearest(layout, "winterfell", "up") == "castle_black"
    assert nearest(layout, "winterfell", "down") == "moat_cailin"
    assert nearest(layout, "lannisport", "right") == "stoney_sept"
    for name, (row, _col) in layout.centres.items():
        target = nearest(layout, name, "down")
        assert not target or layout.centres[target][0] > row


async def test_arrow_keys_move_the_cursor_and_the_panel_follows() -> None:
    async with MapApp().run_test(size=(120, 40)) as pilot:
        view = map_of(pilot)
        view.select("the_twins")
        await pilot.press("left")
        assert view.selected == "seagard"
        await pilot.press("down")
        assert view.selected == nearest(load(), "seagard", "down")
        panel = pilot.app.query_one(AreaPanel)
        await settled(
            pilot,
            lambda: str(panel.render()).startswith(say("thrones.term." + view.selected)),
            what="the panel following the cursor",
        )


async def test_tab_cycles_through_the_decisions_areas() -> None:
    async with MapApp().run_test(size=(120, 40)) as pilot:
        view = map_of(pilot)
        view.set_focus_areas(["sunspear", "winterfell", "kings_landing"])
        await pilot.press("tab")
        assert view.selected == "winterfell"
        await pilot.press("tab", "tab")
        assert view.selected == "sunspear"
        await pilot.press("tab")
        assert view.selected == "winterfell"
        await pilot.press("shift+tab")
        assert view.selected == "sunspear"


async def test_a_click_anywhere_in_a_region_selects_its_area() -> None:
    layout = load()
    async with MapApp().run_test(size=(120, 40)) as pilot:
        for name in ("highgarden", "the_narrow_sea", "pyke"):
            label = set(layout.labels[name].cells())
            row, col = max(cell for cell in layout.cells[name] if cell not in label)
            await pilot.click(MapView, offset=(col, row))
            assert map_of(pilot).selected == name


async def test_at_80_by_24_the_map_scrolls_to_keep_the_cursor_in_view() -> None:
    layout = load()
    async with MapApp().run_test(size=(80, 24)) as pilot:
        view = map_of(pilot)
        for _ in range(12):
            await pilot.press("down")
        for name in (view.selected, "sunspear", "castle_black", "dragonstone", "the_arbor"):
            view.select(name)

            def in_view(name: str = name) -> bool:
                x, y = view.scroll_offset
                width, height = view.scrollable_content_region.size
                label = layout.labels[name]
                return y <= label.row < y + height and (
                    x <= label.col and label.col + len(label.text) <= x + width
                )

            await settled(pilot, in_view, what=f"{name} scrolled into view")


async def test_a_cursor_move_repaints_only_the_rows_of_two_areas() -> None:
    """Speed (issue 18): the static map is painted once; a move drops the cached rows of the
    old and the new area only."""
    async with MapApp().run_test(size=(120, 40)) as pilot:
        view = map_of(pilot)
        view.select("winterfell")
        painted = {r for r, _ in load().cells["winterfell"]}
        await settled(pilot, lambda: painted <= set(view._strips), what="Winterfell painted")
        cached = set(view._strips)
        view.select("karhold")
        rows = {r for r, _ in load().cells["winterfell"] | load().cells["karhold"]}
        assert set(view._strips) == cached - rows


# -- pictures -----------------------------------------------------------------------------


def test_the_map_mid_game_at_120_by_40(snap_compare: SnapCompare) -> None:
    """The whole map with the panel beside it; five houses in round 3."""

    async def select(pilot: Any) -> None:
        map_of(pilot).select("winterfell")

    assert snap_compare(MapApp(), terminal_size=(120, 40), run_before=select)


def test_the_map_mid_game_at_80_by_24(snap_compare: SnapCompare) -> None:
    """The map scrolled to the cursor (King's Landing), the panel beside it."""

    async def select(pilot: Any) -> None:
        view = map_of(pilot)
        view.select("kings_landing")
        label = load().labels["kings_landing"]

        def in_view() -> bool:
            x, y = view.scroll_offset
            width, height = view.scrollable_content_region.size
            return y <= label.row < y + height and x <= label.col < x + width

        await settled(pilot, in_view, what="King's Landing scrolled into view")

    assert snap_compare(MapApp(), terminal_size=(80, 24), run_before=select)
