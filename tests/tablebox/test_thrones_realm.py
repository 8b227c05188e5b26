"""Issue 18.3: the state of the realm beside the map, from one seat's view, built from a
position (``games.thrones.positions``): the text of its sections, and how the panel looks at
120×40 (beside a stand-in for the map) and at 80×24 (the panel scrolls).

Regenerate the pictures after an intended change with
``pytest tests/tablebox/test_thrones_realm.py --snapshot-update`` and look at them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from games.thrones import rules
from games.thrones.positions import Fight, Position, army_of
from games.thrones.state import ThronesState
from games.thrones.view import ThronesView
from tablebox.catalog import Catalog
from tablebox.tables.thrones.realm import RealmPanel, realm_text
from tests.tablebox.conftest import settled

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
SnapCompare = Callable[..., bool]


def mid_game() -> ThronesState:
    """Round 4, mid-battle in Riverrun: Stark attacks Lannister; cards played before; the
    Blade used; a Rains of Autumn round."""
    position = Position(
        round=4,
        units={
            "winterfell": army_of("stark", "footman", "knight"),
            "harrenhal": army_of("stark", "footman", "knight", "footman"),
            "riverrun": army_of("lannister", "footman", "footman"),
            "lannisport": army_of("lannister", "knight"),
            "pyke": army_of("greyjoy", "footman", "footman"),
            "dragonstone": army_of("baratheon", "footman"),
            "kings_landing": army_of("baratheon", "knight", "footman"),
            "highgarden": army_of("tyrell", "knight", "footman"),
            "the_golden_sound": army_of("greyjoy", "ship", "ship"),
        },
        tokens={"seagard": "stark", "the_eyrie": "baratheon"},
        orders={"harrenhal": "march*", "winterfell": "defense"},
        power={"stark": 3, "lannister": 7, "greyjoy": 2, "baratheon": 9, "tyrell": 4},
        tracks={
            "iron_throne": ["lannister", "baratheon", "stark", "tyrell", "greyjoy"],
            "fiefdoms": ["stark", "greyjoy", "tyrell", "baratheon", "lannister"],
            "kings_court": ["baratheon", "lannister", "stark", "tyrell", "greyjoy"],
        },
        supply={"stark": 3, "lannister": 2, "greyjoy": 2, "baratheon": 3, "tyrell": 2},
        wildlings=6,
        discards={"stark": ["eddard-stark"], "lannister": ["tywin-lannister", "vargo-hoat"]},
        blade_used=True,
        westeros=["mustering", "game_of_thrones", "rains_of_autumn"],
        phase="battle",
        battle=Fight(source="harrenhal", area="riverrun", units=["footman", "knight"]),
    )
    return rules.new_game(NAMES, {"start": position}, seed=2)


def view_of(state: ThronesState, house: str) -> ThronesView:
    return rules.view(state, state.seat_of[house])


def say() -> Callable[[Any], str]:
    return Catalog(names=NAMES).text


def test_own_hand_in_full_with_texts() -> None:
    """Issue 18.3: the viewing seat sees its own House cards with strength, swords, towers and
    text; its played card too."""
    text = realm_text(view_of(mid_game(), "stark"), say())
    assert "Your House cards (Stark)" in text
    assert "Robb Stark" in text and "strength 2, swords 0, towers 0" in text
    assert "each of your attacking knights adds +3" in text
    assert "played: Eddard Stark" in text


def test_other_houses_hands_stay_hidden() -> None:
    """Issue 18.3: another house's cards in hand are never shown, only how many it holds and
    what it has played."""
    state = mid_game()
    text = realm_text(view_of(state, "stark"), say())
    for card in state.hands["lannister"]:
        assert Catalog().card("thrones", card) not in text
    assert "L 5 in hand; played: Tywin Lannister and Vargo Hoat" in text
    lannister = realm_text(view_of(state, "lannister"), say())
    assert "Robb Stark" not in lannister and "Your House cards (Lannister)" in lannister


def test_tracks_tokens_supply_and_castles() -> None:
    """Issue 18.3: the tracks in order (King's Court with stars), the three holders, the Blade
    used, supply armies against limits, castles held of the seven needed, Westeros cards."""
    text = realm_text(view_of(mid_game(), "stark"), say())
    assert "Round 4 of 10" in text and "Wildling threat 6 of 12" in text
    assert "Iron Throne   L B S T G" in text
    assert "King's Court  B★★★ L★★★ S★★ T★ G" in text
    assert "L Iron Throne: Lannister" in text
    assert "S Valyrian Steel Blade: Stark (used)" in text
    assert "B Messenger Raven: Baratheon" in text
    assert "S 3  2 / 3 2 2 2" in text  # Winterfell; two of Harrenhal's three are in the battle
    assert "Houses: power, castles (of 7)" in text
    assert "III Rains of Autumn" in text and "In force this round: Rains of Autumn." in text


def test_the_public_table_shows_no_hand() -> None:
    """Issue 18.3: the public view (nobody's seat) lists no House card in hand."""
    text = realm_text(rules.view(mid_game(), None), say())
    assert "Your House cards" not in text and "Robb Stark" not in text


class RealmApp(App[None]):
    """The realm panel beside a stand-in for the map, as the table places it."""

    def __init__(self, view: ThronesView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Static("map", id="map")
            yield RealmPanel(say(), id="realm")

    def on_mount(self) -> None:
        self.query_one("#map", Static).styles.width = "1fr"
        self.query_one(RealmPanel).show(self.view)


def test_realm_beside_the_map_at_120x40(snap_compare: SnapCompare) -> None:
    """Issue 18.3: at 120×40 the panel (36 columns) fits beside the map."""
    app = RealmApp(view_of(mid_game(), "stark"))
    assert snap_compare(app, terminal_size=(120, 40))


def test_realm_at_80x24(snap_compare: SnapCompare) -> None:
    """Issue 18.3: at 80×24 the panel scrolls; its top."""
    app = RealmApp(view_of(mid_game(), "stark"))
    assert snap_compare(app, terminal_size=(80, 24))


def test_realm_at_80x24_scrolled_to_the_hand(snap_compare: SnapCompare) -> None:
    """Issue 18.3: at 80×24, scrolled down: the Westeros cards and the viewer's hand."""
    app = RealmApp(view_of(mid_game(), "stark"))

    async def scroll(pilot: Any) -> None:
        panel = pilot.app.query_one(RealmPanel)
        panel.scroll_to(y=22, animate=False)
        await settled(
            pilot,
            lambda: panel.max_scroll_y > 0 and panel.scroll_offset.y == min(22, panel.max_scroll_y),
            what="the panel scrolled",
        )

    assert snap_compare(app, terminal_size=(80, 24), run_before=scroll)
