"""Issue 18 (tests): the position builder. Each phase it can set, the decisions in it played
through the rules, a save of a game from a position, and impossible positions refused with a
clear error."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.thrones import rules
from games.thrones.positions import Fight, Position, PositionError, army_of, problems
from games.thrones.state import ACCEPT, BID, CARDS, MUSTER, PLANNING, RAID, RAVEN, SUPPORT
from tablebox.controller import Match, Seat
from tablebox.saves import SaveError
from tests.games.thrones.helpers import BATTLE, NAMES, battle_at, built


def test_planning_with_orders_face_down_and_a_house_done() -> None:
    """Issue 18: planning mid-way: Stark's order is face down (seen by Stark only), Greyjoy is
    done, the others still to order."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "footman"),
                "pyke": army_of("greyjoy", "footman"),
            },
            pending={"stark": {"winterfell": "march*"}},
            committed=["greyjoy"],
        )
    )
    assert state.phase == state.step == PLANNING
    assert state.seat_of["greyjoy"] not in rules.current_seats(state)
    own = rules.view(state, state.seat_of["stark"])
    other = rules.view(state, state.seat_of["lannister"])
    assert [a.pending_order for a in own.areas if a.area == "winterfell"] == ["march*"]
    assert all(a.pending_order == "" for a in other.areas)
    assert "march*" not in str([e.params for e in state.events])


def test_raven_after_the_reveal() -> None:
    """Issue 18: the orders face up, the King's Court holder (Lannister) holds the raven."""
    state = built(
        Position(
            units={"lannisport": army_of("lannister", "footman")},
            orders={"lannisport": "raid"},
            phase="raven",
        )
    )
    assert state.step == RAVEN and state.acting == "lannister"
    assert "raven lannisport raid*" in rules.legal_actions(state, state.seat_of["lannister"])


def test_raids_start_with_the_named_house() -> None:
    """Issue 18, GOT-4.1: the raid phase, Stark's turn although Baratheon is first on the Iron
    Throne; then the rotation goes on in Iron Throne order."""
    units = {"kingswood": army_of("baratheon", "footman"), "seagard": army_of("stark", "footman")}
    orders = {"kingswood": "raid", "seagard": "raid"}
    state = built(Position(units=units, orders=orders, phase="raid", acting="stark"))
    assert state.phase == state.step == RAID and state.acting == "stark"
    rules.advance(state, state.seat_of["stark"], "raid seagard skip")
    assert state.acting == "baratheon"


def test_a_battle_waits_for_its_supporter() -> None:
    """Issue 18, GOT-6.2: the march into Riverrun is played; Baratheon's support is asked."""
    state = built(BATTLE)
    fight = state.battle
    assert fight is not None and (fight.attacker, fight.defender) == ("stark", "lannister")
    assert fight.attacking == ["knight"] and fight.march_bonus == 1
    assert state.step == SUPPORT and state.acting == "baratheon"
    assert state.units["harrenhal"] == ["footman"]


def test_a_battle_with_an_offer_still_to_answer() -> None:
    """Issue 18, GOT-6.2: Baratheon has offered its support; Lannister must answer."""
    fight = Fight(
        source="harrenhal", area="riverrun", units=["knight"], supports={"baratheon": "lannister"}
    )
    state = built(battle_at(fight))
    assert state.step == ACCEPT and state.acting == "lannister"


def test_a_battle_with_one_card_chosen_keeps_it_secret() -> None:
    """Issue 18, GOT-6.4: Stark has chosen, Lannister has not; Lannister cannot see it."""
    fight = Fight(
        source="harrenhal",
        area="riverrun",
        units=["knight"],
        supports={"baratheon": "lannister"},
        accepts={"baratheon": True},
        cards={"stark": "robb-stark"},
    )
    state = built(battle_at(fight))
    assert state.step == CARDS
    assert rules.current_seats(state) == [state.seat_of["lannister"]]
    seen = rules.view(state, state.seat_of["lannister"]).battle
    assert seen is not None and seen.cards == {} and seen.chosen == ["stark"]
    assert state.battle is not None and state.battle.support == {"baratheon": "lannister"}


def test_a_battle_with_both_cards_is_fought() -> None:
    """Issue 18, GOT-6.6: both cards given: revealed and counted (Stark: knight 3 with Robb,
    March +1, Robb's 2 = 6; Lannister: footman 1 + Tywin 3 = 4)."""
    fight = Fight(
        source="harrenhal",
        area="riverrun",
        units=["knight"],
        supports={"baratheon": "no"},
        cards={"stark": "robb-stark", "lannister": "tywin-lannister"},
    )
    state = built(battle_at(fight))
    assert state.battle is not None and state.battle.revealed
    assert state.battle.strengths == {"stark": 6, "lannister": 4}


def test_bidding_on_the_fiefdoms_track() -> None:
    """Issue 18, GOT-7.4: mid-Clash of Kings, Stark has bid in secret, the others still bid;
    the round's cards are shown."""
    position = Position(round=3, phase="bidding", track="fiefdoms", bids={"stark": 2})
    state = built(position)
    assert state.step == BID and state.bid_track == "fiefdoms"
    assert state.revealed_cards[1] == "clash_of_kings"
    assert state.seat_of["stark"] not in rules.current_seats(state)
    assert rules.view(state, state.seat_of["greyjoy"]).own_bid is None
    assert rules.view(state, state.seat_of["stark"]).own_bid == 2
    assert sum(len(cards) for cards in state.decks.values()) == 27  # three on the table


def test_bidding_against_the_wildlings() -> None:
    """Issue 18, GOT-8.5: a wildling bid at threat 8, after Supply and Game of Thrones."""
    position = Position(
        round=4,
        phase="bidding",
        track="wildlings",
        wildlings=8,
        westeros=["supply", "game_of_thrones", "wildlings_attack"],
    )
    state = built(position)
    assert state.step == BID and state.bid_track == "wildlings" and state.wildlings == 8
    assert state.queue == []


def test_mustering_in_the_named_house_turn() -> None:
    """Issue 18, GOT-7.3: Stark musters (Baratheon, before it on the Iron Throne, is done)."""
    units = {
        "winterfell": army_of("stark", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    }
    state = built(Position(round=2, phase="muster", units=units, acting="stark"))
    assert state.step == MUSTER and state.acting == "stark"
    assert state.muster_points == {"winterfell": 2}
    rules.advance(state, state.seat_of["stark"], "muster done")
    assert state.step != MUSTER  # Baratheon does not muster a second time


def test_round_restriction_from_the_westeros_cards() -> None:
    """Issue 18, GOT-8.6: Sea of Storms among the round's cards forbids raids in planning."""
    position = Position(
        round=2,
        units={"winterfell": army_of("stark", "footman")},
        westeros=["supply", "clash_of_kings", "sea_of_storms"],
    )
    state = built(position)
    assert state.restriction == "sea_of_storms"
    assert "order winterfell raid" not in rules.legal_actions(state, state.seat_of["stark"])
    assert state.decks["III"][-1] == "sea_of_storms"  # resolved: under its deck


@pytest.mark.parametrize(
    ("position", "problem"),
    [
        (Position(units={"winterfell": army_of("stark", "ship")}), "a ship cannot stand on land"),
        (
            Position(
                units={"winterfell": army_of("stark", "footman", "footman", "footman")},
                supply={"stark": 0},
            ),
            "stark's armies [3] break",
        ),
        (
            Position(
                units={
                    a: army_of("stark", "knight")
                    for a in ("karhold", "winterfell", "the_twins", "seagard", "riverrun")
                }
            ),
            "more than its 4 knight units",
        ),
        (
            Position(
                units={"winterfell": army_of("stark", "footman")}, tokens={"winterfell": "greyjoy"}
            ),
            "greyjoy's power token in winterfell lies under stark's units",
        ),
        (Position(power={"stark": 21}), "stark has 21 power tokens"),
        (Position(discards={"stark": ["tywin-lannister"]}), "not one of stark's House cards"),
        (Position(units={"narnia": army_of("stark", "footman")}), "no area 'narnia'"),
        (Position(units={"pyke": army_of("tully", "footman")}), "'tully' is not a house in play"),
        (
            Position(units={"seagard": army_of("stark", "footman")}, orders={"seagard": "march"}),
            "orders lie face up only after planning",
        ),
        (
            Position(
                units={
                    "seagard": army_of("stark", "footman"),
                    "riverrun": army_of("stark", "footman"),
                },
                orders={"seagard": "march", "riverrun": "march"},
                phase="march",
            ),
            "thrones.token-used (token='march')",
        ),
        (Position(phase="raid", orders={}), "needs the face-up orders"),
        (Position(phase="bidding", track="fiefdoms"), "no Westeros phase in round 1"),
        (Position(round=2, phase="bidding", track="kings-court"), "a bid is for one of"),
        (
            Position(
                units={
                    "harrenhal": army_of("stark", "footman"),
                    "riverrun": army_of("lannister", "footman"),
                },
                orders={"harrenhal": "support"},
                phase="battle",
                battle=Fight(source="harrenhal", area="riverrun", units=["footman"]),
            ),
            "needs a March order in harrenhal",
        ),
        (
            Position(
                units={
                    "winterfell": army_of("stark", "footman"),
                    "pyke": army_of("greyjoy", "footman"),
                },
                orders={"winterfell": "march"},
                phase="battle",
                battle=Fight(source="winterfell", area="pyke", units=["footman"]),
            ),
            "'march winterfell -> pyke:footman' is not allowed here (thrones.cannot-reach",
        ),
    ],
)
def test_an_impossible_position_is_refused_with_a_clear_error(
    position: Position, problem: str
) -> None:
    """Issue 18: the builder refuses what the rules could never reach, naming the problem."""
    with pytest.raises(PositionError) as refused:
        built(position)
    assert problem in str(refused.value)


def test_a_house_not_in_play_is_refused() -> None:
    """Issue 18: Greyjoy sits out a three-player game."""
    with pytest.raises(PositionError, match="'greyjoy' is not a house in play"):
        built(Position(units={"pyke": army_of("greyjoy", "footman")}), players=3)


def test_every_state_reached_in_play_passes_the_check() -> None:
    """Issue 18: :func:`problems` refuses no state the rules reach (random play, four seeds),
    so it is the rules' picture of a possible board, not a stricter one."""
    for seed in range(4):
        state = rules.new_game(NAMES[: 3 + seed % 3], None, seed)
        rng = random.Random(seed)
        for _ in range(400):
            seats = rules.current_seats(state)
            if not seats:
                break
            seat = rng.choice(seats)
            rules.advance(state, seat, rng.choice(rules.legal_actions(state, seat)))
            assert problems(state) == [], (seed, state.step)


def test_a_game_from_a_position_saves_and_loads(tmp_path: Path) -> None:
    """Issue 18: the position is a setup option, so a save mid-battle loads by building it
    again and replaying the actions after it; the snapshot cross-check agrees."""
    path = tmp_path / "battle.json"
    seats = [Seat(name) for name in NAMES]
    match = Match.start("thrones", seats, {"start": BATTLE}, seed=4, save_path=path)
    match.act(match.state.seat_of["baratheon"], "support lannister")
    match.close()
    loaded = Match.load(path)
    assert loaded.state == match.state and loaded.state.step == ACCEPT
    loaded.close()


def test_a_save_with_an_impossible_position_is_refused(tmp_path: Path) -> None:
    """Issue 18: a save whose position was edited into an impossible one is refused, the
    problem named."""
    path = tmp_path / "battle.json"
    match = Match.start("thrones", [Seat(n) for n in NAMES], {"start": BATTLE}, save_path=path)
    match.close()
    data = json.loads(path.read_text())
    data["options"]["start"]["units"]["riverrun"]["units"] = ["ship"]
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"its setup is invalid .*a ship cannot stand on land"):
        Match.load(path)
