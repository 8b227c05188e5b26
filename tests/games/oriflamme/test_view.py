"""ORI-10: what each seat sees. A seat never sees another seat's hand, set-aside cards, draw
pile or face-down cards in the row; the public view names no face-down card at all."""

from __future__ import annotations

import random

import pytest

from games.oriflamme.cards import FAMILY_OF, KIND_OF, KINDS, card_name
from games.oriflamme.state import OVER, OriflammeState
from tests.games.oriflamme.builders import act, actor, rules, table, view_of


def random_game(count: int, seed: int) -> list[OriflammeState]:
    """Every state of a game played with random legal actions, first to last."""
    rng = random.Random(seed)
    state = rules.new_game(["Ann", "Bob", "Cid", "Dan", "Eve"][:count], seed=seed)
    states = [state]
    while state.phase != OVER:
        seat = actor(state)
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return states


def secrets_from(state: OriflammeState, viewer: int | None) -> set[str]:
    """The cards ``viewer`` may not know: other seats' hands, piles, set-aside cards and
    face-down cards in the row (covered ones too). A card once face up stays public."""
    mine = set(state.families[viewer]) if viewer is not None else set()
    hidden = {c for stack in state.row for c in stack if not state.face_up[c]}
    for zone in (*state.hands, *state.draw_piles, *state.set_aside):
        hidden.update(zone)
    return {card for card in hidden if FAMILY_OF[card] not in mine}


def leaked(dump: str, cards: set[str]) -> list[str]:
    """Secret cards named in ``dump``: by id, as "Blue Spy" or as "blue Spy"."""
    found = []
    for card in cards:
        name = KINDS[KIND_OF[card]].name
        if card in dump or card_name(card) in dump or f"{FAMILY_OF[card]} {name}" in dump:
            found.append(card)
    return sorted(found)


@pytest.mark.parametrize(("count", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_ori_10_no_view_names_a_card_its_viewer_may_not_know(count: int, seed: int) -> None:
    """ORI-10: at every step of a whole game, a seat's view (row, hand, log, prompt, choices)
    names none of the cards hidden from it, and the public view names no hidden card."""
    for state in random_game(count, seed):
        if state.phase == OVER:
            break
        for viewer in [None, *range(count)]:
            dump = view_of(state, viewer).model_dump_json()
            assert leaked(dump, secrets_from(state, viewer)) == [], (viewer, state.round)


def test_ori_10_a_seat_sees_its_own_face_down_cards_and_set_aside_cards() -> None:
    """ORI-3.4, ORI-1.3: the owner may look at their face-down cards in the row (covered ones
    too) and at their set-aside cards; the others see only the backs."""
    state = table(["blue-spy", ["red-lord+1", "red-heir"], "green-archer^"], passed=2)
    mine = view_of(state, 0)
    assert mine.row[1].card is not None and mine.row[1].card.id == "red-heir"
    assert mine.row[1].known_to_viewer and mine.row[1].covered[0].card is not None
    assert mine.row[1].covered[0].tokens == 1 and mine.row[1].height == 2
    assert mine.row[0].card is None and not mine.row[0].known_to_viewer
    assert mine.row[0].family == "blue" and mine.row[0].owner == 1
    assert mine.set_aside is not None and len(mine.set_aside) == 3
    assert mine.hand is not None and {c.id for c in mine.hand} == set(state.hands[0])
    theirs = view_of(state, 1)
    assert theirs.row[1].card is None and theirs.row[1].covered[0].card is None
    assert theirs.row[0].card is not None and theirs.row[0].card.name == "Spy"
    assert theirs.row[0].card.czech_name == "Špeh"
    assert theirs.row[2].card is not None and theirs.row[2].face_up  # face up: public
    public = view_of(state, None)
    assert public.hand is None and public.set_aside is None and public.choices == []
    assert [p.card for p in public.row[:2]] == [None, None]


def test_ori_10_choices_only_for_the_deciding_seat() -> None:
    """ORI-10: the legal actions, targets and prompts: choices only in the decider's view; the
    prompt says what is decided without naming the face-down card."""
    state = table(["blue-spy", "red-soldier^", "green-lord"], passed=1)
    mine = view_of(state, 0)
    assert mine.decision == "target" and mine.deciding_seat == 0 and mine.to_act == [0]
    assert mine.choices == ["target 1", "target 3"] and mine.target_positions == [1, 3]
    assert mine.resolving_position == 2 and mine.row[1].resolving and mine.ability == "soldier"
    assert mine.row[0].passed and not mine.row[2].passed
    other = view_of(state, 1)
    assert other.choices == [] and other.target_positions == []
    assert other.prompt == mine.prompt
    hiding = table(["red-heir", "blue-spy"])
    assert view_of(hiding, None).prompt == (
        "Resolve Ann's face-down card at position 1: reveal or hide"
    )
    assert view_of(hiding, 0).choices == ["reveal", "hide"]


def test_ori_10_placement_view_lists_where_each_card_may_go() -> None:
    """ORI-10: during the viewer's placement, each card in hand with its spots."""
    state = act(table(["red-heir", "blue-spy"], round_number=1), "hide", "hide")
    # round 2: Bob places first
    bob = view_of(state, 1)
    assert bob.decision == "place" and bob.phase == "placement" and bob.round == 2
    assert bob.place_targets["blue-lord"] == ["left", "right", "on 2"]
    assert sorted(bob.choices) == sorted(
        f"place {card} {spot}" for card, spots in bob.place_targets.items() for spot in spots
    )
    assert view_of(state, 0).place_targets == {}


def test_ori_10_public_information_influence_removed_cards_counts() -> None:
    """ORI-5.3, ORI-10: pools, eliminated and discarded cards and counts are public."""
    state = act(table(["red-ambush+2", "blue-soldier^"], passed=1), "target 1")
    public = view_of(state, None)
    assert [p.influence for p in public.players] == [5, 2, 1]
    assert [c.id for c in public.players[0].removed] == ["red-ambush"]
    assert [c.id for c in public.players[1].removed] == ["blue-soldier"]
    assert [p.hand_count for p in public.players] == [len(h) for h in state.hands]
    assert public.players[1].first_player and public.first_player == 1
    assert len(public.card_kinds) == 10 and public.card_kinds[0].czech_name == "Lučištnice"


def test_ori_10_the_finished_game_hides_nothing() -> None:
    """ORI-10: once the game is over every card in the row is named in every view."""
    state = table(["red-heir", "blue-lord"], round_number=6)
    state = act(state, "hide", "hide")
    assert state.phase == OVER and not rules.has_secrets(state, 0)
    public = view_of(state, None)
    assert [p.card.id for p in public.row if p.card] == ["red-heir", "blue-lord"]
    assert public.outcome is not None and public.decision is None and public.to_act == []
