"""Issue 19.1: the Thrones computer players' knowledge (``tablebox.bots.thrones``): each
heuristic on a hand-built position where the right move is clear, the evaluation's ordering,
determinism, honesty about hidden choices, and a seeded smoke test against random players."""

from __future__ import annotations

import random

from games.thrones import rules
from games.thrones.board import PLAYER_SETUPS
from games.thrones.positions import Fight, Position, army_of
from games.thrones.state import ThronesState
from tablebox.bots.random_bot import RandomBot
from tablebox.bots.thrones import KNOWLEDGE
from tests.games.thrones.helpers import built


def normal(state: ThronesState, house: str) -> str:
    seat = state.seat_of[house]
    legal = rules.legal_actions(state, seat)
    return str(KNOWLEDGE.normal(rules, state, seat, legal, random.Random(0)))


def planned(state: ThronesState, house: str) -> dict[str, str]:
    """Let ``house`` place its orders until it is done: area -> token."""
    seat = state.seat_of[house]
    for _ in range(20):
        action = normal(state, house)
        if action == "done":
            break
        rules.advance(state, seat, action)
    return dict(state.pending[house])


def test_planning_marches_on_an_empty_castle_and_orders_every_area() -> None:
    """GOT-3, GOT-5, GOT-9: Stark's army next to an empty White Harbor (a castle) gets the
    starred March; every area is given an order and the plan ends with ``done``."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "footman", "knight"),
                "karhold": army_of("stark", "footman"),
            }
        )
    )
    orders = planned(state, "stark")
    assert orders["winterfell"] == "march*"
    assert set(orders) == {"winterfell", "karhold"}


def test_planning_defends_a_stronghold_facing_a_stronger_army() -> None:
    """GOT-3, GOT-6.6: a lone footman in Winterfell with a Greyjoy army next door and nothing
    to take defends (the Defence order adds to the defender)."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "footman"),
                "moat_cailin": army_of("greyjoy", "knight", "knight"),
                "white_harbor": army_of("stark", "footman"),
                "castle_black": army_of("stark", "footman"),
                "karhold": army_of("stark", "footman"),
                "the_stony_shore": army_of("stark", "footman"),
            },
            tokens={"widows_watch": "stark"},
        )
    )
    assert planned(state, "stark")["winterfell"].startswith("defense")


def test_planning_consolidates_where_the_crowns_are() -> None:
    """GOT-5.6: an area with crowns and nothing to take nor to fear consolidates power."""
    state = built(
        Position(
            units={"castle_black": army_of("stark", "footman")},
            tokens={"winterfell": "stark", "karhold": "stark"},
        )
    )
    assert planned(state, "stark")["castle_black"] == "consolidate"


def test_raid_prefers_a_consolidate_power_order() -> None:
    """GOT-4.2, GOT-4.3: of a Raid and a Consolidate Power in reach, the Consolidate Power is
    raided (it would have brought power)."""
    state = built(
        Position(
            units={
                "riverrun": army_of("stark", "footman"),
                "lannisport": army_of("lannister", "footman"),
                "seagard": army_of("greyjoy", "footman"),
            },
            orders={"riverrun": "raid", "lannisport": "consolidate", "seagard": "raid"},
            phase="raid",
            acting="stark",
        )
    )
    assert normal(state, "stark") == "raid riverrun -> lannisport"


def test_march_takes_the_castle_and_not_a_hopeless_battle() -> None:
    """GOT-5, GOT-6.6: Winterfell's footman takes the empty castle of White Harbor, its
    knight staying on guard, instead of attacking Greyjoy's far stronger army in Moat
    Cailin."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "footman", "knight"),
                "moat_cailin": army_of("greyjoy", "knight", "knight", "footman"),
            },
            supply={"greyjoy": 2},
            orders={"winterfell": "march", "moat_cailin": "defense"},
            phase="march",
            acting="stark",
        )
    )
    assert normal(state, "stark") == "march winterfell -> white_harbor:footman"


def test_march_attacks_a_weaker_neighbour_castle() -> None:
    """GOT-5.3, GOT-6.6: three knights beat a lone footman in Moat Cailin (a castle)."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "knight", "knight", "knight"),
                "moat_cailin": army_of("greyjoy", "footman"),
                "white_harbor": army_of("stark", "footman"),
                "castle_black": army_of("stark", "footman"),
                "karhold": army_of("stark", "footman"),
                "the_stony_shore": army_of("stark", "footman"),
            },
            orders={"winterfell": "march*"},
            phase="march",
            acting="stark",
        )
    )
    assert normal(state, "stark").startswith("march winterfell -> moat_cailin:")


BATTLE_UNITS = {
    "harrenhal": army_of("stark", "footman", "knight"),
    "riverrun": army_of("lannister", "footman"),
}


def card_position(attacking: list[str], hand: list[str], **more: object) -> Position:
    return Position(
        units=BATTLE_UNITS,
        orders={"harrenhal": "march"},
        hands={"stark": hand},
        phase="battle",
        battle=Fight(source="harrenhal", area="riverrun", units=attacking),
        **more,  # type: ignore[arg-type]
    )


def test_card_wins_a_close_battle_with_the_cheapest_sufficient_card() -> None:
    """GOT-6.4, GOT-6.6, GOT-6.7: Stark's knight (2) against Lannister's footman (1), whose
    best answer is Tywin (3): Robb (2) makes 4, a tie Stark wins above Lannister on the
    Fiefdoms track, so it wins against every answer as Eddard (3) would, for less; Catelyn
    (0) would gamble."""
    state = built(card_position(["knight"], ["eddard-stark", "robb-stark", "catelyn-stark"]))
    fiefdoms = state.tracks["fiefdoms"]
    assert fiefdoms.index("stark") < fiefdoms.index("lannister")
    assert normal(state, "stark") == "card robb-stark"


def test_card_saves_the_strong_cards_in_a_hopeless_battle() -> None:
    """GOT-6.4, GOT-6.11: a footman (1) attacking three defended knights loses whatever
    either side plays, so it plays its weakest card and keeps the strong ones."""
    units = {
        "harrenhal": army_of("stark", "footman"),
        "riverrun": army_of("lannister", "knight", "knight", "knight"),
    }
    state = built(
        Position(
            units=units,
            orders={"harrenhal": "march", "riverrun": "defense*"},
            hands={"stark": ["eddard-stark", "catelyn-stark", "robb-stark"]},
            phase="battle",
            battle=Fight(source="harrenhal", area="riverrun", units=["footman"]),
        )
    )
    assert normal(state, "stark") == "card catelyn-stark"


def test_card_choice_ignores_the_opponents_hidden_card() -> None:
    """Issue 19.2, GOT-10: Lannister has chosen its card face down; whatever card a
    determinization guesses for it, Stark's choice is the same."""
    position = card_position(
        ["knight"], ["eddard-stark", "robb-stark", "catelyn-stark"]
    ).model_copy(
        update={
            "battle": Fight(
                source="harrenhal",
                area="riverrun",
                units=["knight"],
                cards={"lannister": "tywin-lannister"},
            )
        }
    )
    state = built(position)
    seat = state.seat_of["stark"]
    legal = rules.legal_actions(state, seat)
    choices = {
        KNOWLEDGE.normal(
            rules, rules.determinize(state, seat, random.Random(n)), seat, legal, random.Random(0)
        )
        for n in range(12)
    }
    assert choices == {"card robb-stark"}


def test_support_own_battle_and_accept_help() -> None:
    """GOT-6.2: a combatant with a Support order next to its battle supports itself."""
    state = built(
        Position(
            units={
                "harrenhal": army_of("stark", "knight"),
                "riverrun": army_of("lannister", "footman"),
                "stoney_sept": army_of("stark", "footman"),
            },
            orders={"harrenhal": "march", "stoney_sept": "support"},
            phase="battle",
            battle=Fight(source="harrenhal", area="riverrun", units=["knight"]),
        )
    )
    assert normal(state, "stark") == "support stark"


def test_blade_only_when_it_turns_the_battle() -> None:
    """GOT-6.6, GOT-6.7: the Fiefdoms holder uses the Valyrian Steel Blade when its +1 turns a
    loss into a win, and keeps it when it wins anyway."""
    fiefdoms = ["stark", "greyjoy", "lannister", "baratheon", "tyrell"]
    losing = card_position(
        ["knight"],
        ["house-mormont-lord", "eddard-stark"],
        tracks={"fiefdoms": ["lannister", "stark", "greyjoy", "baratheon", "tyrell"]},
    ).model_copy(
        update={
            "battle": Fight(
                source="harrenhal",
                area="riverrun",
                units=["knight"],
                cards={"stark": "eddard-stark", "lannister": "tywin-lannister"},
            )
        }
    )
    state = built(losing.model_copy(update={"tracks": {"fiefdoms": fiefdoms}}))
    # Stark 2 + 3 = 5 against Lannister 1 + 3 = 4: already winning.
    assert state.step == "blade" and normal(state, "stark") == "blade no"
    tight = losing.model_copy(
        update={
            "tracks": {"fiefdoms": fiefdoms},
            "battle": Fight(
                source="harrenhal",
                area="riverrun",
                units=["knight"],
                cards={"stark": "house-mormont-lord", "lannister": "tywin-lannister"},
            ),
        }
    )
    state = built(tight)
    # Stark 2 + 1 = 3 against 4: the Blade makes 4, a tie Stark wins on the Fiefdoms track.
    assert state.step == "blade" and normal(state, "stark") == "blade yes"


def test_casualty_gives_up_a_footman_before_a_knight() -> None:
    """GOT-6.8: the loser chooses its casualties: the cheapest unit goes first."""
    state = built(
        Position(
            units={
                "harrenhal": army_of("lannister", "knight", "knight"),
                "riverrun": army_of("stark", "footman", "knight"),
            },
            orders={"harrenhal": "march"},
            hands={"stark": ["catelyn-stark"]},
            phase="battle",
            battle=Fight(
                source="harrenhal",
                area="riverrun",
                units=["knight", "knight"],
                cards={"lannister": "tywin-lannister", "stark": "catelyn-stark"},
            ),
        )
    )
    assert state.step == "casualty"
    assert normal(state, "stark") == "casualty footman"


def test_no_wildling_bid_while_the_threat_is_low() -> None:
    """GOT-8.5: at threat 2 the Night's Watch is not worth any power."""
    state = built(Position(round=4, phase="bidding", track="wildlings", wildlings=2))
    assert normal(state, "stark") == "bid 0"
    state = built(Position(round=4, phase="bidding", track="wildlings", wildlings=10))
    assert normal(state, "stark") not in ("bid 0",)


def test_clash_of_kings_outbids_poor_rivals_for_the_throne() -> None:
    """GOT-7.4: with 10 power against rivals holding 2 at most, Stark bids 3 for the Iron
    Throne (enough to win it outright) rather than a share of its power."""
    power = {"stark": 10, "greyjoy": 2, "lannister": 1, "baratheon": 0, "tyrell": 2}
    state = built(Position(round=3, phase="bidding", track="iron_throne", power=power))
    assert normal(state, "stark") == "bid 3"


def test_muster_a_knight_in_a_stronghold() -> None:
    """GOT-7.3: a stronghold's two points muster a knight (most strength per supply)."""
    units = {"winterfell": army_of("stark", "footman")}
    state = built(Position(round=2, phase="muster", units=units, acting="stark"))
    assert normal(state, "stark") == "muster winterfell knight"


def test_control_keeps_an_emptied_castle() -> None:
    """GOT-5.4: marching every unit out of a castle leaves a power token there."""
    state = built(
        Position(
            units={"white_harbor": army_of("stark", "footman")},
            orders={"white_harbor": "march"},
            phase="march",
            acting="stark",
        )
    )
    rules.advance(state, state.seat_of["stark"], "march white_harbor -> widows_watch:footman")
    assert state.step == "control" and normal(state, "stark") == "control yes"


def test_evaluate_prefers_the_house_with_more_castles() -> None:
    """GOT-9: more castles and strongholds, a better chance; the chances sum to 1."""
    state = built(
        Position(
            units={
                "winterfell": army_of("stark", "footman"),
                "white_harbor": army_of("stark", "footman"),
                "moat_cailin": army_of("stark", "footman"),
                "pyke": army_of("greyjoy", "footman"),
            }
        )
    )
    chances = KNOWLEDGE.evaluate(rules, state)
    assert abs(sum(chances) - 1.0) < 1e-9
    assert chances[state.seat_of["stark"]] > chances[state.seat_of["greyjoy"]]
    assert chances[state.seat_of["greyjoy"]] > chances[state.seat_of["tyrell"]]


def test_evaluate_a_finished_game_gives_the_outcome() -> None:
    """GOT-9.1: once over, the winner scores 1 and the others 0."""
    state, _ = play_game(0, "normal")
    chances = KNOWLEDGE.evaluate(rules, state)
    first = rules.outcome(state).ranking[0]  # type: ignore[union-attr]
    assert [c > 0 for c in chances] == [seat in first for seat in range(5)]
    assert abs(sum(chances) - 1.0) < 1e-9


def test_normal_is_deterministic_and_leaves_the_state_alone() -> None:
    """Issue 19: the same state and seed give the same choice, and nothing changes."""
    state = built(Position(units=dict(BATTLE_UNITS)))
    before = state.copy()
    first = normal(state, "stark")
    assert state == before
    assert normal(state, "stark") == first


def play_game(seed: int, level: str) -> tuple[ThronesState, int]:
    """One five-player game, ``level`` in one seat (rotating with the seed) against random
    players; each bot sees a determinized state, as in the app."""
    houses = list(PLAYER_SETUPS[5][0])
    state = rules.new_game([f"P{i}" for i in range(5)], {"houses": houses}, seed=seed)
    me, other = seed % 5, RandomBot()
    step = 0
    while seats := rules.current_seats(state):
        seat = seats[0]
        legal = rules.legal_actions(state, seat)
        rng = random.Random(seed * 1000 + step)
        if seat == me:
            guess = rules.determinize(state, seat, random.Random(step))
            action = getattr(KNOWLEDGE, level)(rules, guess, seat, legal, rng)
        else:
            action = other.choose(rules, state, seat, legal, rng)
        rules.advance(state, seat, action)
        step += 1
    return state, me


def wins(level: str, games: int) -> float:
    total = 0.0
    for seed in range(games):
        state, me = play_game(seed, level)
        first = rules.outcome(state).ranking[0]  # type: ignore[union-attr]
        total += 1.0 / len(first) if me in first else 0.0
    return total


def test_normal_beats_random_players() -> None:
    """Issue 19 (smoke): alone against four random players, normal wins most of 8 games
    (the fair share is 1.6)."""
    assert wins("normal", 8) >= 5


def test_easy_beats_random_players() -> None:
    """Issue 19 (smoke): easy too wins well above the fair share of 8 games."""
    assert wins("easy", 8) >= 4


def test_evaluate_counts_a_castle_less_when_a_stronger_army_stands_next_door() -> None:
    """Issue 28 (threatened areas), GOT-5.4: Stark's Winterfell, one footman, is worth less
    to Stark with two Greyjoy knights in Karhold next door than with them far off in
    Kingswood (same castles, supply, power and armies otherwise)."""

    def stark_chance(knights_at: str) -> float:
        state = built(
            Position(
                units={
                    "winterfell": army_of("stark", "footman"),
                    knights_at: army_of("greyjoy", "knight", "knight"),
                    "pyke": army_of("greyjoy", "footman"),
                }
            )
        )
        return KNOWLEDGE.evaluate(rules, state)[state.seat_of["stark"]]

    assert stark_chance("karhold") < stark_chance("kingswood")


def test_a_kept_plan_gives_the_orders_a_fresh_plan_gives() -> None:
    """Issue 28 (more iterations), GOT-3: the plan kept between a house's placements gives
    each order that working the plan out again from the orders placed would give, also
    after an order placed off the plan."""
    from tablebox.bots import thrones_orders

    houses = list(PLAYER_SETUPS[3][0])
    for seed in range(3):
        state = rules.new_game(["a", "b", "c"], {"houses": houses}, seed=seed)
        seat = rules.current_seats(state)[0]
        house = state.houses[seat]
        step = 0
        while rules.current_seats(state) and state.step == "planning" and step < 40:
            seat = rules.current_seats(state)[0]
            house = state.houses[seat]
            legal = [str(a) for a in rules.legal_actions(state, seat)]
            fresh = next(
                (
                    f"order {area} {token}"
                    for area, token in thrones_orders.plan_orders(state, house)
                    if f"order {area} {token}" in legal
                ),
                "done",
            )
            assert thrones_orders.choose_order(state, house, set(legal)) == fresh
            placing = [a for a in legal if a.startswith("order ")]
            off_plan = step % 3 == 2 and placing
            rules.advance(state, seat, placing[-1] if off_plan else fresh)
            step += 1
        assert step > 5
