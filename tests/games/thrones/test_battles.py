"""GOT-6: battles, one test per House card text and the battle rules around them."""

from __future__ import annotations

from typing import Any

import pytest

from games.thrones import rules
from games.thrones.board import HOUSE_CARDS, HOUSE_HANDS
from games.thrones.positions import Fight, Position, army_of
from games.thrones.state import (
    ACCEPT,
    BLADE,
    CARDS,
    CASUALTY,
    RETREAT,
    SUPPORT,
    WIN_ABILITY,
    ThronesState,
)
from tablebox.engine import IllegalAction
from tests.games.thrones.battles import fight
from tests.games.thrones.helpers import act, built, last

TEXT_CARDS = {
    "robb-stark", "catelyn-stark", "maester-luwin", "jaime-lannister", "vargo-hoat",
    "cersei-lannister", "renly-baratheon", "melisandre-of-asshai", "salladhor-saan",
    "asha-greyjoy", "balon-greyjoy", "victarion-greyjoy", "loras-tyrell", "brienne-of-tarth",
    "queen-of-thorns",
}  # fmt: skip
OPPONENT = {
    "stark": "lannister",
    "lannister": "stark",
    "baratheon": "stark",
    "greyjoy": "stark",
    "tyrell": "stark",
}
PLAIN_ONE = {"stark": "house-mormont-lord", "lannister": "house-lannister-captain"}


def strength(state: ThronesState) -> dict[str, Any]:
    return dict(last(state, "battle-strength").params)


@pytest.mark.parametrize("card", sorted(set(HOUSE_CARDS) - TEXT_CARDS))
def test_got_6_6_a_card_without_text_adds_its_strength_and_swords(card: str) -> None:
    """GOT-6.6, GOT-6.8: a text-less card adds its printed strength; a winner's swords minus
    the loser's towers are the loser's casualties."""
    house, _, printed, swords, _ = HOUSE_CARDS[card]
    other = OPPONENT[house]
    state = fight(house, other, ("footman",), ("footman", "footman"), (card, PLAIN_ONE[other]))
    shown = strength(state)
    assert shown["attack"] == 1 + printed
    assert shown["defence"] == 2 + 1
    if shown["winner"] == house and swords:
        assert state.step == CASUALTY
        assert state.battle.casualties == swords  # type: ignore[union-attr]


def test_got_6_4_cards_are_chosen_in_secret_and_revealed_together() -> None:
    """GOT-6.4: both combatants choose at once; the first choice is hidden from the other
    seat and from the events; the second reveals both in one event."""
    state = fight("stark", "lannister")
    assert state.step == CARDS
    assert rules.current_seats(state) == sorted(
        [state.seat_of["stark"], state.seat_of["lannister"]]
    )
    act(state, "stark", "card eddard-stark")
    lannister = rules.view(state, state.seat_of["lannister"])
    assert lannister.battle is not None and lannister.battle.cards == {}
    assert lannister.battle.chosen == ["stark"]
    assert "eddard-stark" not in str([e.params for e in state.events])
    act(state, "lannister", "card tywin-lannister")
    assert last(state, "cards-revealed").params["attacker_card"] == "eddard-stark"


def test_got_6_7_ties_go_to_the_higher_house_on_fiefdoms() -> None:
    """GOT-6.7: Stark (3rd on Fiefdoms) beats Lannister (5th) on a tie."""
    state = fight("lannister", "stark", cards=("kevan-lannister", "house-mormont-lord"))
    assert strength(state)["attack"] == strength(state)["defence"] == 2
    assert strength(state)["winner"] == "stark"


def test_got_6_8_towers_reduce_casualties() -> None:
    """GOT-6.8: Tywin's two swords against Eddard's two towers kill nobody: the beaten
    defender goes straight to its retreat."""
    state = fight(
        "lannister",
        "stark",
        ("knight", "footman"),
        ("footman",),
        ("tywin-lannister", "eddard-stark"),
    )
    assert strength(state)["winner"] == "lannister"
    assert state.step == RETREAT


def test_got_6_8_the_loser_chooses_its_casualties() -> None:
    """GOT-6.8: Tywin's two swords against Ser Rodrik's tower: one casualty, chosen by the
    loser among its fighting units."""
    state2 = fight(
        "lannister",
        "stark",
        ("footman", "footman"),
        ("footman", "knight"),
        ("tywin-lannister", "ser-rodrik-cassel"),
    )
    assert strength(state2)["winner"] == "lannister"
    assert rules.legal_actions(state2, state2.seat_of["stark"]) == [
        "casualty footman",
        "casualty knight",
    ]
    assert state2.step == CASUALTY and state2.acting == "stark"
    act(state2, "stark", "casualty knight")
    assert state2.step == RETREAT


def test_got_6_9_beaten_defender_retreats_and_is_routed() -> None:
    """GOT-6.9, GOT-6.10: the loser retreats to an allowed area (never the attacker's), the
    winner takes the area, retreated units are routed."""
    state = fight(
        "stark", "lannister", ("knight",), ("footman",), ("greatjon-umber", "kevan-lannister")
    )
    # Stark 2 + 2 = 4 against 1 + 1 = 2; Greatjon's sword kills the only footman
    assert state.step == CASUALTY
    act(state, "lannister", "casualty footman")
    assert state.owner["riverrun"] == "stark" and state.units["riverrun"] == ["knight"]


def test_got_6_9_retreat_choice_and_rout() -> None:
    """GOT-6.9: with units left the defender chooses among the allowed areas; Harrenhal, the
    attack's origin, is not one of them; the retreated units are routed (GOT-6.10)."""
    state = fight(
        "stark", "lannister", ("knight",), ("footman", "footman"), ("robb-stark", "vargo-hoat"),
        orders={"castle_black": "march-1"}, units={"castle_black": ("stark", ("footman",))},
    )  # fmt: skip
    assert state.step == RETREAT
    legal = rules.legal_actions(state, state.seat_of["lannister"])
    assert legal == ["retreat lannisport", "retreat seagard", "retreat stoney_sept"]
    act(state, "lannister", "retreat seagard")
    assert state.units["seagard"] == ["footman", "footman"] and state.routed["seagard"] == [
        "footman",
        "footman",
    ]
    assert state.owner["riverrun"] == "stark"


def test_got_6_9_beaten_attacker_goes_back_routed() -> None:
    """GOT-6.9: a beaten attacker returns to the area it came from, routed."""
    state = fight(
        "stark", "lannister", ("footman",), ("footman",), ("maester-luwin", "tywin-lannister")
    )
    act(state, "stark", "casualty footman") if state.step == CASUALTY else None
    assert state.owner["riverrun"] == "lannister"
    assert state.units["harrenhal"] == ["footman"]


def test_got_6_10_routed_units_do_not_fight() -> None:
    """GOT-6.10: routed defenders add no strength."""
    routed = army_of("lannister", "footman", "footman", routed=["footman", "footman"])
    state = fight("stark", "lannister", units_too={"riverrun": routed})
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["defence"] == 1


def test_got_6_2_supports_are_declared_and_counted() -> None:
    """GOT-6.2, GOT-6.3: Baratheon's Support +1 next to the battle backs Lannister: its knight
    (2) and the star (+1) count for the defender."""
    state = fight(
        "stark",
        "lannister",
        orders={"stoney_sept": "support*"},
        units={"stoney_sept": ("baratheon", ("knight",))},
    )
    assert state.step == SUPPORT and state.acting == "baratheon"
    assert rules.legal_actions(state, state.seat_of["baratheon"]) == [
        "support stark",
        "support lannister",
        "support no",
    ]
    act(state, "baratheon", "support lannister")
    assert state.step == ACCEPT and state.acting == "lannister"
    act(state, "lannister", "accept yes")
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["defence"] == 1 + 3 + 1


def test_got_6_2_offered_support_may_be_refused() -> None:
    """GOT-6.2 (FAQ): the house another house backs may refuse that support; it then counts
    for nobody."""
    state = fight(
        "stark", "lannister",
        orders={"stoney_sept": "support"}, units={"stoney_sept": ("baratheon", ("knight",))},
        supports={"baratheon": "lannister"},
    )  # fmt: skip
    assert state.step == ACCEPT and state.acting == "lannister"
    act(state, "lannister", "accept no")
    assert last(state, "support-refused").params == {"house": "lannister", "supporter": "baratheon"}
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["defence"] == 1 + 1


def test_got_6_2_a_combatant_supports_only_itself() -> None:
    """GOT-6.2: ``support yes`` is the combatant's own side."""
    state = fight(
        "stark",
        "lannister",
        orders={"seagard": "support"},
        units={"seagard": ("stark", ("footman",))},
    )
    assert rules.legal_actions(state, state.seat_of["stark"]) == ["support stark", "support no"]
    act(state, "stark", "support yes")
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["attack"] == 1 + 1 + 1


def test_got_8_6_rains_of_autumn_footmen_give_no_support() -> None:
    """GOT-8.6: under Rains of Autumn supporting footmen count 0."""
    state = fight(
        "stark",
        "lannister",
        orders={"seagard": "support"},
        units={"seagard": ("stark", ("footman", "knight"))},
        round=2,
        westeros=["supply", "game_of_thrones", "rains_of_autumn"],
    )
    assert state.restriction == "rains_of_autumn"
    act(state, "stark", "support yes")
    act(state, "stark", "card house-mormont-lord")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["attack"] == 1 + 2 + 1


def test_got_6_6_valyrian_steel_blade_once_per_round() -> None:
    """GOT-6.6: the Fiefdoms leader (Greyjoy) may add +1 once per round."""
    state = fight(
        "stark",
        "greyjoy",
        blade_used=False,
        cards=("house-mormont-lord", "house-blacktyde-captain"),
    )
    assert state.step == BLADE and state.acting == "greyjoy"
    act(state, "greyjoy", "blade yes")
    assert strength(state)["defence"] == 1 + 1 + 1
    assert last(state, "blade").params == {"house": "greyjoy"}


# -- one test per card text ---------------------------------------------------------------------


def test_robb_stark_attacking_knights_count_three() -> None:
    """GOT-6.6 (Robb Stark): attacking knights +3 instead of +2."""
    state = fight(
        "stark", "lannister", ("knight",), ("footman",), ("robb-stark", "house-lannister-captain")
    )
    assert strength(state)["attack"] == 3 + 2


def test_catelyn_stark_doubles_the_defence_bonus() -> None:
    """GOT-6.6 (Catelyn Stark): Defence +1 counts +2."""
    state = fight(
        "lannister",
        "stark",
        orders={"riverrun": "defense"},
        cards=("house-lannister-captain", "catelyn-stark"),
    )
    assert strength(state)["defence"] == 1 + 2


def test_maester_luwin_takes_back_a_discard() -> None:
    """GOT-6.5 (Maester Luwin): the winner takes a discarded House card back."""
    state = fight(
        "lannister", "stark", ("footman",), ("knight",), discards={"stark": ["eddard-stark"]}
    )
    act(state, "lannister", "card vargo-hoat")
    act(state, "stark", "card maester-luwin")
    assert state.step == WIN_ABILITY
    assert rules.legal_actions(state, state.seat_of["stark"]) == [
        "reclaim eddard-stark",
        "reclaim none",
    ]
    act(state, "stark", "reclaim eddard-stark")
    assert "eddard-stark" in state.hands["stark"] and "maester-luwin" in state.discards["stark"]


def test_jaime_lannister_gains_two_power() -> None:
    """GOT-6.5 (Ser Jaime Lannister): win, gain two power tokens."""
    state = fight(
        "lannister", "stark", ("knight",), ("footman",), ("jaime-lannister", "catelyn-stark")
    )
    assert last(state, "power-gained").params == {"house": "lannister", "count": 2}
    assert state.power["lannister"] == 7


def test_vargo_hoat_attacking_footmen_count_two() -> None:
    """GOT-6.6 (Vargo Hoat): attacking footmen +2."""
    state = fight(
        "lannister",
        "stark",
        ("footman", "footman"),
        ("footman",),
        ("vargo-hoat", "house-mormont-lord"),
    )
    assert strength(state)["attack"] == 4


def test_cersei_lannister_removes_any_order_of_the_loser() -> None:
    """GOT-6.5 (Cersei Lannister): the winner removes one of the loser's orders anywhere."""
    state = fight(
        "lannister", "stark", ("knight", "footman"), ("footman",),
        orders={"winterfell": "consolidate"}, units={"winterfell": ("stark", ("footman",))},
    )  # fmt: skip
    act(state, "lannister", "card cersei-lannister")
    act(state, "stark", "card house-mormont-lord")
    assert state.step == WIN_ABILITY
    act(state, "lannister", "remove winterfell")
    assert "winterfell" not in state.orders


def test_renly_baratheon_upgrades_a_footman() -> None:
    """GOT-6.5 (Renly Baratheon): the winner upgrades a footman of the battle to a knight."""
    state = fight(
        "baratheon",
        "stark",
        ("footman", "knight"),
        ("footman",),
        ("renly-baratheon", "catelyn-stark"),
    )
    act(state, "baratheon", "upgrade yes")
    act(state, "stark", "retreat seagard")
    assert state.units["riverrun"] == ["knight", "knight"]


def test_melisandre_discards_a_card_from_the_losers_hand_for_a_power() -> None:
    """GOT-6.5 (Melisandre of Asshai): pay one power, discard a card of the loser's hand."""
    state = fight(
        "baratheon", "stark", ("knight",), ("footman",), ("melisandre-of-asshai", "catelyn-stark")
    )
    act(state, "baratheon", "discard eddard-stark")
    assert "eddard-stark" in state.discards["stark"] and state.power["baratheon"] == 4


def test_salladhor_saan_zeroes_opposing_supporting_ships() -> None:
    """GOT-6.6 (Salladhor Saan): ships supporting the opponent count 0."""
    state = fight(
        "baratheon", "lannister",
        orders={"the_golden_sound": "support"},
        units={"the_golden_sound": ("lannister", ("ship", "ship"))},
        supports={"lannister": "yes"}, cards=("salladhor-saan", "house-lannister-captain"),
    )  # fmt: skip
    assert strength(state)["defence"] == 1 + 0 + 1


def test_asha_greyjoy_removes_an_adjacent_support_or_consolidate_order() -> None:
    """GOT-6.12 (Asha Greyjoy): the winner removes a Support or Consolidate Power order next
    to the battle."""
    state = fight(
        "greyjoy", "stark", ("knight",), ("footman",),
        orders={"lannisport": "consolidate"}, units={"lannisport": ("lannister", ("footman",))},
        cards=("asha-greyjoy", "catelyn-stark"),
    )  # fmt: skip
    assert "remove lannisport" in rules.legal_actions(state, state.seat_of["greyjoy"])
    act(state, "greyjoy", "remove lannisport")
    assert "lannisport" not in state.orders


def test_balon_greyjoy_zeroes_the_opponents_card() -> None:
    """GOT-6.6 (Balon Greyjoy): the opponent's printed strength counts 0."""
    state = fight("stark", "greyjoy", cards=("eddard-stark", "balon-greyjoy"))
    assert strength(state)["attack"] == 1


def test_victarion_greyjoy_attacking_ships_count_two() -> None:
    """GOT-6.6 (Victarion Greyjoy): attacking ships +2 (a sea battle)."""
    state = built(
        Position(
            units={
                "ironmans_bay": army_of("greyjoy", "ship", "ship", "ship"),
                "the_golden_sound": army_of("lannister", "ship"),
            },
            orders={"ironmans_bay": "march"},
            supply={"greyjoy": 2},
            blade_used=True,
            phase="battle",
            battle=Fight(source="ironmans_bay", area="the_golden_sound", units=["ship", "ship"]),
        )
    )
    act(state, "greyjoy", "card victarion-greyjoy")
    act(state, "lannister", "card house-lannister-captain")
    assert strength(state)["attack"] == 4


def test_loras_tyrell_kills_a_footman_and_wins_if_it_was_the_last() -> None:
    """GOT-6.5 (Ser Loras Tyrell): one opposing footman dies at once; the last one ends the
    battle in Loras's favour."""
    state = fight("tyrell", "stark", ("footman",), ("footman",), ("loras-tyrell", "eddard-stark"))
    assert last(state, "unit-destroyed").params["unit"] == "footman"
    assert state.owner["riverrun"] == "tyrell"
    assert last(state, "battle-won").params["house"] == "tyrell"


def test_brienne_of_tarth_discards_the_defence_order() -> None:
    """GOT-6.5 (Brienne of Tarth): the defender's Defence order is discarded."""
    state = fight(
        "tyrell",
        "stark",
        orders={"riverrun": "defense*"},
        cards=("brienne-of-tarth", "house-mormont-lord"),
    )
    assert strength(state)["defence"] == 1 + 1
    assert last(state, "order-discarded").params["token"] == "defense*"


def test_queen_of_thorns_cancels_the_opponents_text() -> None:
    """GOT-6.5 (Queen of Thorns): cancelling texts resolve first: Robb's knight bonus is gone."""
    state = fight("stark", "tyrell", ("knight",), ("footman",), ("robb-stark", "queen-of-thorns"))
    assert last(state, "text-cancelled").params == {"house": "stark", "by": "tyrell"}
    assert strength(state)["attack"] == 2 + 2


def test_got_6_11_an_empty_hand_takes_back_its_discards() -> None:
    """GOT-6.11 (PROPOSED): after playing its last card a house takes back the others."""
    others = [card for card in HOUSE_HANDS["stark"] if card != "eddard-stark"]
    state = fight("stark", "lannister", discards={"stark": others})
    assert state.hands["stark"] == ["eddard-stark"]
    act(state, "stark", "card eddard-stark")
    act(state, "lannister", "card vargo-hoat")
    while state.step in (CASUALTY, WIN_ABILITY, RETREAT):
        seat = rules.current_seats(state)[0]
        rules.advance(state, seat, rules.legal_actions(state, seat)[0])
    assert len(state.hands["stark"]) == 6 and state.discards["stark"] == ["eddard-stark"]


def test_a_card_not_in_hand_is_refused() -> None:
    """GOT-6.4: only cards in hand may be chosen."""
    state = fight("stark", "lannister", discards={"stark": ["eddard-stark"]})
    with pytest.raises(IllegalAction):
        act(state, "stark", "card eddard-stark")


def test_determinize_redeals_the_other_combatants_chosen_card() -> None:
    """GOT-10.2: a chosen but unrevealed House card is re-dealt from that house's hand."""
    import random

    state = fight("stark", "lannister")
    act(state, "lannister", "card tywin-lannister")
    assert rules.has_secrets(state, state.seat_of["lannister"])
    seen = set()
    for n in range(10):
        dealt = rules.determinize(state, state.seat_of["stark"], random.Random(n))
        assert dealt.battle is not None
        seen.add(dealt.battle.cards["lannister"])
    assert len(seen) > 1
    assert rules.reveals(state, state.seat_of["stark"], "card eddard-stark")
