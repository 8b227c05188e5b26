"""The words of Oriflamme (issue 8): every key the rules can emit (events, refusals, prompts,
option refusals, statuses, outcome explanations) has an English template whose fields are
exactly the message's parameters, every ``term`` it uses is named, and a few sentences read as
they should. Rule ids: ORI-10 (what is shown), ORI-11 (refusals)."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator
from typing import Any

import pytest

from games.oriflamme.state import OVER, OriflammeState
from tablebox.catalog import Catalog, english, template_fields
from tablebox.catalog.en import oriflamme as words
from tablebox.engine import IllegalAction, Message
from tests.games.oriflamme.builders import (
    NAMES,
    act,
    actor,
    in_words,
    new_events,
    rules,
    table,
    view_of,
)
from tests.games.oriflamme.test_illegal import CASES


def nested(message: Message) -> Iterator[Message]:
    """The message and every message inside its parameters."""
    yield message
    for value in message.params.values():
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str):
            yield from nested(Message(value[0], dict(value[1])))


def said(state: OriflammeState) -> Iterator[Message]:
    """Everything the rules say about ``state``: prompts, decisions' refusals, the status."""
    yield rules.status(state)
    for seat in [None, *range(len(state.players))]:
        view = view_of(state, seat)
        yield view.prompt
        if view.decision is not None:
            yield view.decision.prompt
            yield from (o.refusal for o in view.decision.options if o.refusal is not None)


def refusals(state: OriflammeState) -> Iterator[Message]:
    """Refusals of a few wrong actions in ``state`` by every seat."""
    tries = ["reveal", "hide", "target 1", "target 99", "move 1 to 2", "place red-spy left"]
    for seat in range(len(state.players)):
        for action in tries:
            problem = rules.refusal(state, seat, action)
            if problem is not None:
                yield problem.message


def emitted() -> list[Message]:
    """The messages of random games at every player count, and of every refusal case."""
    found: dict[tuple[str, frozenset[str]], Message] = {}

    def keep(messages: Iterator[Message] | list[Any]) -> None:
        for message in messages:
            for inner in nested(Message(message.key, message.params)):
                found.setdefault((inner.key, frozenset(inner.params)), inner)

    for count in range(2, 6):
        for seed in range(4):
            rng = random.Random(seed)
            state = rules.new_game(NAMES[:count], seed=seed)
            while state.phase != OVER:
                keep(said(state))
                keep(refusals(state))
                seat = actor(state)
                state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
            keep(said(state))
            keep(list(rules.events(state)))
            outcome = rules.outcome(state)
            assert outcome is not None
            keep(outcome.explanation)
    for scene in scenes():
        keep(said(scene))
        keep(list(rules.events(scene)))
        outcome = rules.outcome(scene)
        keep(outcome.explanation if outcome is not None else [])
    for _, build, seat, action, _, _ in CASES:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(build(), seat, action)
        keep([refused.value.message])
    return list(found.values())


def scenes() -> list[OriflammeState]:
    """States that random games seldom reach: ties at the end, a lone Soldier or Decree, a
    Decree leaving a card where it is."""

    def finished(row: list[Any], influence: list[int]) -> OriflammeState:
        state = table(row, influence=influence, round_number=6)
        while state.phase != OVER:
            state = act(state, "hide")
        return state

    decree = ["blue-lord", "red-royal-decree", "green-heir"]
    return [
        finished([["red-heir", "red-lord"], "blue-lord", "green-spy"], [5, 5, 1]),
        finished(["red-heir", "blue-lord", "green-spy"], [5, 5, 5]),
        table(["red-soldier^"]),
        act(table(["red-royal-decree"]), "reveal"),
        act(table(decree, passed=1), "reveal", "move 1 to 1"),
    ]


MESSAGES = emitted()


def test_the_rules_emit_many_kinds_of_message() -> None:
    keys = {message.key for message in MESSAGES}
    assert len(keys) > 60, sorted(keys)


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: f"{m.key}:{','.join(sorted(m.params))}")
def test_every_emitted_key_has_an_english_template_with_the_same_fields(message: Message) -> None:
    template = Catalog().template(message.key)
    assert template is not None, message.key
    # ``rule`` names the rule that applied, for the tests and the Rules screen: the player's
    # words never print it.
    assert template_fields(template) == set(message.params) - {"rule"}, (message.key, template)
    assert not re.search(r"\b(CLM|ORI|ENG)-\d", template), (message.key, template)
    for _, field, spec, _ in string.Formatter().parse(template):
        if not field:
            continue
        value = message.params[field]
        kind = (spec or "").partition(":")[0]
        if kind == "term":
            assert f"oriflamme.term.{value}" in words.MESSAGES, (message.key, value)
        if kind == "terms":
            assert all(f"oriflamme.term.{item}" in words.MESSAGES for item in value)
        if kind in ("card", "cards"):
            cards = [value] if kind == "card" else value
            assert all(words.card(card) != card for card in cards), (message.key, value)
    text = english(message, NAMES)
    assert message.key not in text and "{" not in text, text


def test_card_names() -> None:
    assert words.card("red-spy") == "Red Spy"
    assert words.card("blue-royal-decree") == "Blue Royal Decree"
    assert words.card("nonsense") == "nonsense"


def test_a_few_sentences_read_as_before() -> None:
    """ORI-5.1, ORI-6.2, ORI-6.5: events and prompts in English, with the players' names."""
    state = table(["blue-spy+2", "red-soldier^", "green-lord"], passed=1)
    assert english(view_of(state, None).prompt, NAMES) == (
        "Ann's red Soldier at position 2: eliminate an adjacent card (target 1 or target 3)"
    )
    after = act(state, "target 1")
    assert in_words(new_events(state, after))[0] == (
        "Ann's red Soldier eliminates Bob's blue Spy at position 1 (it is turned face up); its 2"
        " influence returns to the supply. Ann gains 1 influence."
    )
    copying = table(["green-lord", "red-shapeshifter^", "blue-heir^"], passed=1)
    after = act(copying, "target 3")
    assert in_words(new_events(copying, after))[:2] == [
        "Ann's red Shapeshifter copies the Heir at position 3.",
        "Ann gains 2 influence with the red Shapeshifter (as Heir) since no other Heir is"
        " revealed in the row.",
    ]
    assassin = act(table(["blue-spy", "red-assassination", "green-lord"], passed=1), "reveal")
    assert english(view_of(assassin, None).prompt, NAMES).endswith(
        "eliminate any card (target 1, target 2 or target 3)"
    )
    opening = rules.new_game(NAMES[:3], {"first_player": 0, "direction": "left-to-right"})
    assert in_words(list(rules.events(opening)), 3)[:2] == [
        "Oriflamme (Krvavý trůn): Ann plays red; Bob plays blue; Cid plays green. Everyone has"
        " 1 influence.",
        "The row resolves left to right for the whole game.",
    ]


def test_refusals_read_in_english_with_names() -> None:
    """ORI-11: a refusal's code and parameters, worded by the catalog."""
    state = table(["blue-spy", "red-soldier^", "green-lord", "blue-heir"], passed=1)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, "target 4")
    assert refused.value.code == "oriflamme.not-a-target"
    assert refused.value.params["position"] == 4
    assert english(refused.value.message, NAMES) == (
        "position 4 is not a target here: target 1 or target 3"
    )
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 1, "target 1")
    assert english(refused.value.message, NAMES) == "it is Ann's turn to choose a target"
