"""The summary's examples and statements, one test each (GOT-1.2, GOT-5.2, GOT-6.2, GOT-6.9,
GOT-6.10, GOT-7.2), and the registry's headless entry."""

from __future__ import annotations

import pytest

from games.thrones import army, rules
from games.thrones.state import RETREAT
from tablebox import registry
from tests.games.thrones.battles import fight
from tests.games.thrones.helpers import act, empty, game, last, put, start_marches


def test_got_7_2_supply_three_allows_four_armies_of_three_two_two_two() -> None:
    """GOT-7.2 (the rulebook's supply example): level 3 allows armies of 3, 2, 2 and 2."""
    assert army.fits([3, 2, 2, 2], 3)
    assert not army.fits([3, 3, 2, 2], 3)
    assert not army.fits([3, 2, 2, 2, 2], 3)
    assert army.fits([4, 3, 2, 2], 5) and not army.fits([4, 4], 5)


def test_got_6_9_retreat_over_the_supply_limit_destroys_the_excess() -> None:
    """GOT-6.9 (the summary's example): two units retreat into an area holding three of the
    same house where armies may have at most four: one retreating unit is destroyed."""
    state = fight(
        "stark", "lannister", ("knight", "footman"), ("footman", "footman"),
        units={
            "seagard": ("lannister", ("footman", "footman", "footman")),
            "lannisport": ("greyjoy", ("footman",)),
            "stoney_sept": ("greyjoy", ("footman",)),
        },
    )  # fmt: skip
    state.supply["lannister"] = 5  # armies of 4, 3, 2, 2
    act(state, "stark", "card eddard-stark")
    act(state, "lannister", "card vargo-hoat")
    assert state.step == RETREAT
    assert rules.legal_actions(state, state.seat_of["lannister"]) == ["retreat seagard"]
    act(state, "lannister", "retreat seagard")
    assert last(state, "retreat").params["destroyed"] == 1
    assert len(state.units["seagard"]) == 4


def test_got_6_10_routed_units_forced_to_retreat_again_are_destroyed() -> None:
    """GOT-6.10: units that already retreated this round are destroyed when beaten again."""
    state = fight("stark", "lannister", ("knight",), ("footman",))
    state.routed["riverrun"] = ["footman"]
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card vargo-hoat")
    assert "riverrun" in state.units and state.owner["riverrun"] == "stark"
    assert last(state, "routed-destroyed").params["count"] == 1


def test_got_1_2_rivers_block_marches_except_at_bridges() -> None:
    """GOT-1.2: Winterfell cannot march to Greywater Watch (river); Seagard reaches The Twins
    over the bridge."""
    state = empty(game(5))
    put(state, "winterfell", "stark", "footman")
    put(state, "seagard", "stark", "footman")
    start_marches(state, {"winterfell": "march", "seagard": "march"})
    legal = rules.legal_actions(state, state.seat_of["stark"])
    assert "march winterfell -> greywater_watch:footman" not in legal
    assert "march seagard -> the_twins:footman" in legal
    assert "march seagard -> the_mountains_of_the_moon:footman" not in legal


def test_got_1_2_islands_are_left_only_by_ship() -> None:
    """GOT-1.2, GOT-5.2: a footman on Pyke goes nowhere without a Greyjoy ship in Ironman's
    Bay, and lands anywhere on that bay's coast with one."""
    state = empty(game(5))
    put(state, "pyke", "greyjoy", "footman")
    start_marches(state, {"pyke": "march"})
    assert rules.legal_actions(state, state.seat_of["greyjoy"]) == ["march pyke stay"]
    state = empty(game(5))
    put(state, "pyke", "greyjoy", "footman")
    put(state, "ironmans_bay", "greyjoy", "ship")
    start_marches(state, {"pyke": "march"})
    assert "march pyke -> riverrun:footman" in rules.legal_actions(state, state.seat_of["greyjoy"])


def test_got_6_2_land_units_never_support_a_sea_battle() -> None:
    """GOT-6.2: a Support order on land does not reach a battle at sea; a ship's does reach
    one on land."""
    from games.thrones.battle import supporters

    state = empty(game(5))
    put(state, "the_golden_sound", "lannister", "ship")
    put(state, "lannisport", "lannister", "footman")
    put(state, "riverrun", "stark", "footman")
    put(state, "ironmans_bay", "greyjoy", "ship")
    state.orders = {"lannisport": "support", "ironmans_bay": "support"}
    assert supporters(state, "the_golden_sound") == ["greyjoy"]
    assert sorted(supporters(state, "riverrun")) == ["greyjoy", "lannister"]


def test_the_game_is_registered_with_its_table() -> None:
    """Issue 18: the registry offers the game at a table of its own (the map of Westeros)."""
    assert "thrones" in registry.playable_ids()
    assert registry.get("thrones").id == rules.id == "thrones"
    assert registry.entry("thrones").table == "tablebox.tables.thrones"


def test_notation_accepts_aliases_and_refuses_nonsense() -> None:
    """GOT-10.1: ``support yes`` names a combatant's own side; text naming no action is an
    IllegalAction with a catalog code."""
    from tablebox.engine import IllegalAction

    state = fight(
        "stark",
        "lannister",
        orders={"seagard": "support"},
        units={"seagard": ("stark", ("footman",))},
    )
    assert rules.parse_action(state, state.seat_of["stark"], "Support  YES") == "support stark"
    for text in ("", "march", "order nowhere march", "bid -1", "march winterfell -> :"):
        with pytest.raises(IllegalAction) as refused:
            rules.parse_action(state, 0, text)
        assert refused.value.code.startswith("thrones.")


def test_tablebox_new_refuses_a_game_without_a_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tablebox new`` of a game registered without a table (as this one was before its map)
    is a usage error that says why and points to simulate."""
    from tablebox import cli

    monkeypatch.setitem(registry.GAMES, "thrones", registry.GameEntry("games.thrones"))
    assert cli.main(["new", "thrones", "--players", "Ann,Ben,Cid"]) == 2
    err = capsys.readouterr().err
    assert "no table screen yet" in err and "simulate" in err


@pytest.mark.parametrize(
    "card, kind",
    [
        ("sea_of_storms", "raid"),
        ("storm_of_swords", "defense"),
        ("a_feast_for_crows", "consolidate"),
    ],
)
def test_got_8_6_each_restriction_card_forbids_its_order(card: str, kind: str) -> None:
    """GOT-8.6: Sea of Storms (Raid), Storm of Swords (Defence), A Feast for Crows
    (Consolidate Power): neither the plain nor the starred token may be placed."""
    state = game(5)
    state.restriction = card
    tokens = {a.split()[-1] for a in rules.legal_actions(state, 0) if a.startswith("order")}
    assert kind not in tokens and f"{kind}*" not in tokens
    assert tokens  # the other orders stay allowed


def test_got_6_2_a_support_order_backs_every_battle_next_to_it() -> None:
    """GOT-6.2 (the summary): one Support order may support several battles in a round; it
    stays on the board after the first."""
    state = fight(
        "stark", "lannister",
        orders={"seagard": "support", "castle_black": "march-1"},
        units={"seagard": ("stark", ("footman",)), "castle_black": ("stark", ("footman",))},
        supports={"stark": "yes"}, cards=("house-mormont-lord", "house-lannister-captain"),
    )  # fmt: skip
    act(state, "lannister", "casualty footman")
    assert state.battle is None and state.owner["riverrun"] == "stark"
    assert state.orders.get("seagard") == "support"


def test_got_1_2_nothing_north_of_castle_black() -> None:
    """GOT-1.2 (the summary): the land beyond the Wall is not part of the board; Castle Black
    is, and borders only Winterfell, Karhold and two seas."""
    from games.thrones.board import NEIGHBOURS

    assert NEIGHBOURS["castle_black"] == {
        "winterfell",
        "karhold",
        "bay_of_ice",
        "the_shivering_sea",
    }
