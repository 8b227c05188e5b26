"""ORI-10: what each seat sees. A seat never sees another seat's hand, set-aside cards, draw
pile or face-down cards in the row; the public view names no face-down card at all."""

from __future__ import annotations

import random

import pytest

from games.oriflamme.cards import FAMILY_OF, KIND_OF
from games.oriflamme.state import OVER, OriflammeState
from tablebox.catalog import Catalog
from tablebox.catalog.en.oriflamme import KINDS as KIND_NAMES
from tablebox.catalog.en.oriflamme import card as card_name
from tablebox.engine import IllegalAction, Message, snapshot_of
from tests.games.oriflamme.builders import (
    NAMES,
    act,
    actor,
    new_scripted_game,
    rules,
    table,
    view_of,
)


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
        name = KIND_NAMES[KIND_OF[card]]
        if card in dump or card_name(card) in dump or f"{FAMILY_OF[card]} {name}" in dump:
            found.append(card)
    return sorted(found)


@pytest.mark.parametrize(("count", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_ori_10_no_view_names_a_card_its_viewer_may_not_know(count: int, seed: int) -> None:
    """ORI-10: at every step of a whole game, a seat's view (row, hand, prompt, decision) and
    the events it may read (their parameters and their English) name none of the cards hidden
    from it, and the public view and log name no hidden card."""
    catalog = Catalog(names=NAMES[:count])
    for state in random_game(count, seed):
        if state.phase == OVER:
            break
        for viewer in [None, *range(count)]:
            events = [e for e in rules.events(state) if e.visible_to(viewer)]
            dump = "\n".join(
                [
                    view_of(state, viewer).model_dump_json(),
                    str(snapshot_of(events)),
                    *catalog.lines(events),
                ]
            )
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
    assert theirs.row[0].card is not None
    assert theirs.row[0].card.name == Message("oriflamme.term.spy")
    assert theirs.row[0].card.czech_name == "Špeh"
    assert theirs.row[2].card is not None and theirs.row[2].face_up  # face up: public
    public = view_of(state, None)
    assert public.hand is None and public.set_aside is None and public.decision is None
    assert [p.card for p in public.row[:2]] == [None, None]


def test_ori_10_choices_only_for_the_deciding_seat() -> None:
    """ORI-10: the decision (options and prompt) only in the decider's view; the options are
    exactly the legal actions; the prompt says what is decided without naming the face-down
    card."""
    state = table(["blue-spy", "red-soldier^", "green-lord"], passed=1)
    mine = view_of(state, 0)
    assert mine.decision is not None and mine.decision.kind == "target"
    assert mine.deciding == "target" and mine.deciding_seat == 0 and mine.to_act == [0]
    assert [o.action for o in mine.decision.options] == ["target 1", "target 3"]
    assert [o.parts for o in mine.decision.options] == [{"target": 1}, {"target": 3}]
    assert mine.decision.prompt == mine.prompt
    assert mine.resolving_position == 2 and mine.row[1].resolving and mine.ability == "soldier"
    assert mine.row[0].passed and not mine.row[2].passed
    other = view_of(state, 1)
    assert other.decision is None and other.deciding == "target"
    assert other.prompt == mine.prompt
    hiding = table(["red-heir", "blue-spy"])
    prompt = view_of(hiding, None).prompt
    assert prompt == Message("oriflamme.prompt.reveal", {"seat": 0, "position": 1})
    assert Catalog(names=NAMES).text(prompt) == (
        "Resolve Ann's face-down card at position 1: reveal or hide"
    )
    decision = view_of(hiding, 0).decision
    assert decision is not None and decision.kind == "reveal"
    assert [(o.action, o.parts) for o in decision.options] == [
        ("reveal", {"reveal": "reveal"}),
        ("hide", {"reveal": "hide"}),
    ]


def test_ori_10_a_royal_decree_offers_each_move_as_from_and_to() -> None:
    """ORI-6.8, ORI-10: the move options name where the card comes from and where it ends."""
    state = act(table(["blue-lord", "red-royal-decree", "green-heir"], passed=1), "reveal")
    decision = view_of(state, 0).decision
    assert decision is not None and decision.kind == "move"
    assert [o.parts for o in decision.options] == [
        {"from": 1, "to": 1},
        {"from": 1, "to": 2},
        {"from": 1, "to": 3},
        {"from": 3, "to": 1},
        {"from": 3, "to": 2},
        {"from": 3, "to": 3},
    ]
    assert [o.action for o in decision.options] == rules.legal_actions(state, 0)


def test_ori_10_placement_view_lists_where_each_card_may_go() -> None:
    """ORI-10: during the viewer's placement, each card in hand with its spots: ``left``,
    ``right`` and the position of a stack of its family to go on."""
    state = act(table(["red-heir", "blue-spy"], round_number=1), "hide", "hide")
    # round 2: Bob places first
    bob = view_of(state, 1)
    assert bob.decision is not None and bob.decision.kind == "place"
    assert bob.phase == "placement" and bob.round == 2
    lord = [o for o in bob.decision.options if o.parts["card"] == "blue-lord"]
    assert [(o.parts["place"], o.action) for o in lord] == [
        ("left", "place blue-lord left"),
        ("right", "place blue-lord right"),
        (2, "place blue-lord on 2"),
    ]
    assert sorted(o.action for o in bob.decision.allowed) == sorted(rules.legal_actions(state, 1))
    assert view_of(state, 0).decision is None


def test_ori_9_5_a_card_that_may_not_be_placed_now_is_offered_refused() -> None:
    """ORI-9.5, ORI-10: at two players, after a red card Ann's red cards are shown but refused,
    with the rules' reason; the allowed options are exactly the legal actions."""
    state = act(new_scripted_game(2), "place red-archer left", "place green-archer left")
    decision = view_of(state, 0).decision
    assert decision is not None
    refused = [o for o in decision.options if not o.allowed]
    assert refused and all(str(o.parts["card"]).startswith("red-") for o in refused)
    assert refused[0].refusal == Message(
        "oriflamme.wrong-family", {"placed": "red", "allowed": "blue"}
    )
    assert sorted(o.action for o in decision.allowed) == sorted(rules.legal_actions(state, 0))
    with pytest.raises(IllegalAction) as caught:
        rules.apply(state, 0, refused[0].action)
    assert caught.value.message == refused[0].refusal


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
