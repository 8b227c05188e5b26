"""Claim's words live in the English catalog: every key the rules emit (events, trick notes,
lead reasons, refusals, option refusals, prompts, abilities, the deck, votes, the verdict, the
status) has a template whose fields are the message's parameters; and a few sentences read as
they always have."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from games.claim.factions import FACTIONS
from games.claim.options import ClaimOptions
from tablebox.catalog import Catalog, english, template_fields
from tablebox.catalog.en import claim as claim_words
from tablebox.engine import Event, IllegalAction, Message
from tests.games.claim.builders import PLAYERS, card_label, log, rules
from tests.games.claim.table_builders import NAMES, mixed

SETUPS = [
    (2, None),
    (2, ClaimOptions(box="claim")),
    (2, mixed("gnomes-giants", "dwarf", "troll", "undead")),
    (3, mixed("gnomes-giants", "undead", "dwarf", "dragon", "troll", "seer")),
    (3, mixed("knights-goblins", "undead", "dwarf", "doppelganger", "dragon", "seer")),
    (4, mixed("gnomes-giants", "undead", "dwarf", "dragon", "troll", "seer")),
    (4, mixed("knights-goblins", "undead", "dwarf", "doppelganger", "dragon", "seer")),
]


def emitted(players: int, options: ClaimOptions | None, seed: int) -> Iterator[Message]:
    """Every message one random game makes the rules say, to anyone."""
    state = rules.new_game(NAMES[:players], options, seed=seed)
    rnd = random.Random(seed)
    while True:
        yield rules.status(state)
        for seat in (None, *range(players)):
            view = rules.view(state, seat)
            yield view.lead_reason
            yield view.deck
            yield from view.abilities.values()
            yield from view.side_names
            yield from (c.why_not for c in view.hand or [] if c.why_not is not None)
            if view.decision is not None:
                yield view.decision.prompt
                yield from (o.refusal for o in view.decision.options if o.refusal is not None)
            if view.last_trick is not None:
                yield from view.last_trick.notes
            if view.votes is not None:
                yield from (vote.reason for vote in view.votes)
        if not rules.current_seats(state):
            break
        seat = rules.current_seats(state)[0]
        for action in ("take-deck", "take-prize", "take", *state.hands[seat][:1], "x-1"):
            try:
                rules.parse_action(state, 1 - seat if action == "x-1" else seat, action)
            except IllegalAction as refused:
                yield refused.message
        state = rules.apply(state, seat, rnd.choice(rules.legal_actions(state, seat)))
    yield from (event.message for event in rules.events(state))
    outcome = rules.outcome(state)
    assert outcome is not None
    yield from outcome.explanation
    yield rules.status(state)


def check(message: Message) -> None:
    template = Catalog().template(message.key)
    assert template is not None, f"no English template for {message.key}"
    # ``rule`` names the rule that applied, for the tests and the Rules screen: the player's
    # words never print it.
    assert template_fields(template) == set(message.params) - {"rule"}, message
    assert not re.search(r"\b(CLM|ORI|ENG)-\d", template), template


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_clm_every_key_the_rules_emit_has_a_matching_english_template(
    players: int, options: ClaimOptions | None
) -> None:
    keys = set()
    for seed in range(4):
        for message in emitted(players, options, seed):
            check(message)
            keys.add(message.key)
    assert "claim.plays" in keys and "claim.status" in keys


def test_clm_setup_refusals_and_abilities_have_templates() -> None:
    for players in (1, 2, 3, 4, 5):
        for options in (ClaimOptions(), mixed("gnomes-giants", "undead", "dwarf", "seer")):
            refusal = options.refusal_for(players)
            if refusal is not None:
                check(refusal)
    for faction in FACTIONS.values():
        check(faction.name)
        check(faction.ability(2))
        check(faction.ability(4))
        assert Catalog().template(f"claim.term.{faction.id}")
    assert Catalog().template("claim.named-vote-nobody")
    assert not any(key.startswith("claim.brief.") for key in claim_words.MESSAGES)


def test_clm_english_sentences() -> None:
    """A few sentences in English, worded as the table has always shown them."""
    names = list(PLAYERS)
    say = Catalog("en", names).text
    assert say(Event("claim.plays", {"seat": 1, "card": "giant-3"})) == "Bob plays Giant 3."
    assert say(Message("claim.prizes", {"trick": 2, "cards": ["seer-9", "dwarf-5"]})) == (
        "Trick 2: the prizes are Seer 9 and Dwarf 5."
    )
    assert say(Message("claim.must-follow", {"faction": "dragon"})) == "must follow dragons"
    assert say(Message("claim.trolls-aside.2", {"c0": "troll-3", "c1": "troll-5"})) == (
        "Troll 3, Troll 5 wait aside."
    )
    assert say(Message("claim.leads-dragon", {"seat": 0, "trick": 8})) == (
        "Ann leads: played the last dragon in trick 8"
    )
    assert say(Message("claim.status", {"phase": 1, "trick": 5, "tricks": 13})) == (
        "phase 1, trick 5 of 13"
    )
    assert say(ClaimOptions().describe()) == "Gnomes, Giants, Dragons, Trolls, Seers: 52 cards"
    assert say(FACTIONS["knight"].ability(3)) == (
        "On a goblin lead, a knight wins; with several knights the highest one wins."
    )
    assert card_label("doppelganger-7") == "Doppelganger 7"
    with pytest.raises(IllegalAction) as raised:
        rules.apply(rules.new_game(names, seed=1), 1, "seer-1")
    assert english(raised.value.message, names) == "it is Ann's turn"
    assert english(raised.value.message) == "it is seat 1's turn"  # no names: seats by number
    params = {"w": 0, "w2": 2, "s0": 0, "s02": 2, "n0": 3, "s1": 1, "s12": 3, "n1": 1}
    assert english(Message("claim.vote-most.team.2", params), NAMES) == (
        "Ann & Cid have the most cards (Ann & Cid 3 to Ben & Dan 1)."
    )


def test_clm_8_the_log_reads_in_english_for_its_seat() -> None:
    state = rules.new_game(list(PLAYERS), seed=1)
    assert log(state, None)[0] == "Phase 1 begins: Ann leads the first trick."
    assert log(state, None)[1].startswith("Trick 1: the prize is ")
