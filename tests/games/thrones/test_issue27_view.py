"""Issue 27 (the view a decision needs): each side's public strength before the House cards,
telling nothing of a card chosen in secret; both totals at the Valyrian Steel Blade question;
the muster overview with its reasons."""

from __future__ import annotations

from games.thrones import rules, view
from games.thrones.positions import Fight, Position, army_of
from tests.games.thrones.helpers import BATTLE, battle_at, built


def test_27_1_strength_so_far_hides_a_secret_card() -> None:
    """Before the reveal each side's strength so far is units, order and supports (Stark: a
    knight and March +1; Lannister: a footman); Lannister's secret card changes nothing in
    Stark's view."""
    fight = Fight(
        source="harrenhal", area="riverrun", units=["knight"], supports={"baratheon": "no"}
    )
    state = built(battle_at(fight))
    before = view.build(state, 0, None).battle
    assert before is not None
    assert before.so_far == {
        "stark": {"units": 2, "order": 1, "support": 0},
        "lannister": {"units": 1, "order": 0, "support": 0},
    }
    lannister = state.seat_of["lannister"]
    state = rules.apply(state, lannister, "card tywin-lannister")
    after = view.build(state, 0, None).battle
    assert after is not None and after.so_far == before.so_far and after.cards == {}


def test_27_1_blade_totals_only_at_the_question() -> None:
    """At the Blade question both totals, without and with it; never before."""
    fight = Fight(
        source="harrenhal",
        area="riverrun",
        units=["knight"],
        supports={"baratheon": "no"},
        cards={"stark": "house-mormont-lord", "lannister": "tywin-lannister"},
    )
    tracks = {"fiefdoms": ["lannister", "stark", "baratheon", "greyjoy", "tyrell"]}
    state = built(BATTLE.model_copy(update={"battle": fight, "tracks": tracks}))
    assert state.step == "blade"
    shown = view.build(state, state.seat_of["lannister"], None).battle
    assert shown is not None
    assert shown.blade_totals == {
        "no": {"stark": 4, "lannister": 4},
        "yes": {"stark": 4, "lannister": 5},
    }
    earlier = built(battle_at(Fight(source="harrenhal", area="riverrun", units=["knight"])))
    support = view.build(earlier, 0, None).battle
    assert support is not None and support.blade_totals == {}


def test_27_7_muster_overview_with_its_reasons() -> None:
    """Baratheon musters in Dragonstone (a stronghold, 2 points) with all its knights on the
    board: the overview lists Dragonstone with 2 points and says why no knight."""
    knights = ["knight"] * 4
    position = Position(
        round=2,
        phase="muster",
        acting="baratheon",
        units={
            "winterfell": army_of("stark", "footman"),
            "lannisport": army_of("lannister", "footman"),
            "dragonstone": army_of("baratheon", "footman"),
            "kingswood": army_of("baratheon", *knights[:2]),
            "storms_end": army_of("baratheon", *knights[2:]),
        },
    )
    state = built(position, players=3)
    seat = state.seat_of["baratheon"]
    shown = view.build(state, seat, None)
    assert "dragonstone" in shown.muster
    assert shown.muster["dragonstone"].points == 2
    assert "no-knight" in shown.muster["dragonstone"].missing
