"""The contract every registered game must keep (issue 8, point 8; ``tablebox/engine.py``).

Each test runs for every setup of :mod:`tests.contract.setups` (every game, player count and
option mode). Most play seeded random games and check every step; the test names say which
part of the contract they check (ENG-… below refers to the docstrings of ``Rules``):

- ENG-apply: ``apply`` never mutates its input, also when it refuses;
- ENG-notation: ``parse_action(str(a)) == a`` for every legal action; the decision's options;
- ENG-replay: replaying the actions rebuilds the state and its events;
- ENG-view: views hide what they must, and have the :data:`VIEW_FIELDS`;
- ENG-determinize, ENG-clone, ENG-end, ENG-reveals, ENG-catalog.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablebox import registry
from tablebox.engine import VIEW_FIELDS, Event, IllegalAction, Message, Rules, snapshot_of
from tests.contract.hidden import ADAPTERS, HiddenItems
from tests.contract.messages import as_message, problems
from tests.contract.setups import (
    MAX_ACTIONS,
    SETUP_IDS,
    SETUPS,
    Setup,
    choose,
    play,
    playthrough,
    states,
)

SEEDS = (1, 2)
"""The seeded random games that the step-by-step checks walk through, per setup."""

RANDOM_GAMES = settings(
    max_examples=4,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Hypothesis picks the seeds of a few more random games per setup (derandomized)."""

per_setup = pytest.mark.parametrize("setup", SETUPS, ids=SETUP_IDS)


def adapter(setup: Setup) -> HiddenItems:
    return ADAPTERS[setup.game]


def dump(model: Any) -> Any:
    return model.model_dump(mode="json")


def events(rules: Rules, state: Any) -> list[Event]:
    return list(rules.events(state))


def other_seats(rules: Rules, state: Any, players: int) -> list[int]:
    acting = set(rules.current_seats(state))
    return [seat for seat in range(players) if seat not in acting]


# -- registry ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", registry.game_ids())
def test_every_registered_game_imports(game: str) -> None:
    """A game whose rules do not import has no setups below: this test is its failure."""
    assert isinstance(registry.get(game), Rules)
    assert any(setup.game == game for setup in SETUPS)


def test_every_registered_game_names_its_hidden_items() -> None:
    """A new game adds its adapter to ``tests/contract/hidden.py``, or the suite cannot check
    its views and ``determinize``."""
    assert sorted(ADAPTERS) == sorted(registry.game_ids())


@per_setup
def test_rules_object_keeps_the_protocol(setup: Setup) -> None:
    """ENG-protocol: the rules object has every method and class attribute of ``Rules``;
    ``new_game`` takes its options as a model or a dict, and a seed fixes the deal."""
    rules = setup.rules
    assert isinstance(rules, Rules)
    assert rules.id == setup.game
    assert rules.min_players <= setup.players <= rules.max_players
    assert isinstance(rules.snapshot_version, int)
    options = rules.Options(**(setup.options or {}))
    typed = rules.new_game(setup.names, options, seed=3)
    assert snapshot_of(typed) == snapshot_of(setup.new_game(3)), "options as a model or a dict"
    assert snapshot_of(setup.new_game(4)) == snapshot_of(setup.new_game(4)), "seeded setup"


# -- 1. apply never mutates its input ---------------------------------------------------------


def _illegal_attempts(
    rules: Rules, state: Any, players: int, seen: list[Any]
) -> Iterator[tuple[int, Any]]:
    """(seat, action) pairs the rules must refuse now: a legal action of the acting seat offered
    by a seat that does not act, and actions legal earlier that are not legal now."""
    acting = rules.current_seats(state)
    idle = other_seats(rules, state, players)
    if acting and idle:
        legal = rules.legal_actions(state, acting[0])
        yield idle[0], legal[0]
    for seat in acting or range(players):
        legal_now = {str(a) for a in rules.legal_actions(state, seat)}
        stale = [a for a in seen if str(a) not in legal_now]
        yield from ((seat, a) for a in stale[-2:])


@per_setup
def test_apply_never_mutates(setup: Setup) -> None:
    """ENG-apply: ``apply`` returns a new state and leaves its input as it was (snapshot and
    events), also when it refuses an action with IllegalAction; ``advance`` refuses an illegal
    action before changing anything; once the game is over every action is refused."""
    rules = setup.rules
    for seed in SEEDS:
        refusals = seed == SEEDS[0]  # the refusals once: they cost a clone each
        rng = random.Random(f"apply {setup.id} {seed}")
        state = setup.new_game(seed)
        seen: list[Any] = []
        for _ in range(MAX_ACTIONS):
            before, logged = snapshot_of(state), events(rules, state)
            attempts = _illegal_attempts(rules, state, setup.players, seen) if refusals else ()
            for seat, action in attempts:
                with pytest.raises(IllegalAction) as refused:
                    rules.apply(state, seat, action)
                assert isinstance(refused.value.code, str)
                assert snapshot_of(state) == before, f"apply changed the state refusing {action}"
                copy = rules.clone(state)
                with pytest.raises(IllegalAction):
                    rules.advance(copy, seat, action)
                assert snapshot_of(copy) == before, f"advance changed the state refusing {action}"
                assert events(rules, copy) == logged
            chosen = choose(rules, state, rng)
            if chosen is None:
                break
            after = rules.apply(state, *chosen)
            assert after is not state
            assert snapshot_of(state) == before, f"apply({chosen}) mutated its input"
            assert events(rules, state) == logged, f"apply({chosen}) changed its input's events"
            seen.append(chosen[1])
            state = after
        assert rules.outcome(state) is not None
        assert events(rules, state) == logged


# -- 2. notation and decisions ----------------------------------------------------------------


@per_setup
def test_notation_round_trips_and_options_are_the_legal_actions(setup: Setup) -> None:
    """ENG-notation: for every legal action at every step ``parse_action(str(a)) == a``; the
    acting seat's ``view().decision`` offers exactly the legal actions as allowed options (each
    parses to a legal action), a refused option is refused by ``parse_action`` for the same
    reason (code and params), and a seat that does not act has no decision and no legal
    action."""
    rules = setup.rules
    for seed in SEEDS:
        for state in states(setup, seed):
            acting = rules.current_seats(state)
            for seat in range(setup.players):
                legal = rules.legal_actions(state, seat)
                decision = rules.view(state, seat).decision  # type: ignore[attr-defined]
                if seat not in acting:
                    assert legal == [], f"seat {seat} does not act but has {legal}"
                    assert decision is None, f"seat {seat} does not act but has a decision"
                    continue
                assert legal, f"seat {seat} acts but has no legal action"
                for action in legal:
                    assert rules.parse_action(state, seat, str(action)) == action
                assert decision is not None, f"seat {seat} acts but its view has no decision"
                by_action: dict[str, Any] = {}
                for option in decision.options:  # a repeated option (two equal cards) is equal
                    first = by_action.setdefault(option.action, option)
                    assert option == first, f"two different options {option.action!r}"
                allowed = {option.action for option in decision.options if option.allowed}
                assert allowed == {str(a) for a in legal}
                for option in decision.options:
                    if option.allowed:
                        assert rules.parse_action(state, seat, option.action) in legal
                    else:
                        with pytest.raises(IllegalAction) as refused:
                            rules.parse_action(state, seat, option.action)
                        assert refused.value.message == option.refusal, (
                            f"{option.action!r}: the option says {option.refusal}, parse_action"
                            f" {refused.value.message}"
                        )


@per_setup
def test_parse_refuses_nonsense(setup: Setup) -> None:
    """ENG-notation: text that names no action is an IllegalAction (a catalog code), never
    another exception."""
    rules = setup.rules
    state = setup.new_game(1)
    seat = rules.current_seats(state)[0]
    for text in ("", "zz-nonsense", "take nothing at all", "999", "place nowhere 99"):
        with pytest.raises(IllegalAction) as refused:
            rules.parse_action(state, seat, text)
        assert not problems(refused.value.message), problems(refused.value.message)


FOREIGN_NUMBERS = ("²", "⁹", "①", "٣", "３", "1_000", " 1", "-0", "+1", "9" * 5000)
"""Issue 17.5: what ``str.isdigit`` or ``int`` accept but no notation writes: superscripts, a
circled digit, an Arabic-Indic and a fullwidth digit, Python's digit separator, a space, a
sign, a number of 5,000 digits."""
_DIGITS = re.compile(r"[0-9]+")


def _hostile_texts(rules: Rules, state: Any, seat: int) -> set[str]:
    """Actions in notation with each number swapped for a foreign one, each verb followed by
    one, and the foreign numbers alone."""
    texts = set(FOREIGN_NUMBERS)
    shapes = {_DIGITS.sub("#", str(action)) for action in rules.legal_actions(state, seat)}
    for shape in sorted(shapes)[:40]:
        texts.add(f"{shape.split()[0]} #")
        if "#" in shape:
            texts.update(shape.replace("#", number) for number in FOREIGN_NUMBERS)
    for verb in ("bid", "target", "steal", "swap", "move 1 to", "place x on"):
        texts.update(f"{verb} {number}" for number in FOREIGN_NUMBERS)
    return {text.replace("#", FOREIGN_NUMBERS[0]) for text in texts}


@per_setup
def test_parse_refuses_foreign_digits(setup: Setup) -> None:
    """Issue 17.5: text with digits that are not ASCII 0-9 (or numbers too long, signed, with
    "_") either parses to an action or is an IllegalAction, never another exception (``bid ²``
    raised ValueError from A Game of Thrones' parser), and ``parse_action`` leaves the state as
    it was. Checked at a dozen points of a game, for every seat."""
    rules = setup.rules
    every = states(setup, SEEDS[0])
    for state in every[:: max(1, len(every) // 12)] + every[-1:]:
        before, logged = snapshot_of(state), events(rules, state)
        for seat in range(setup.players):
            for text in sorted(_hostile_texts(rules, state, seat)):
                try:
                    rules.parse_action(state, seat, text)
                except IllegalAction:
                    pass
                except Exception as error:  # the contract's failure, shown with its text
                    pytest.fail(f"parse_action({text[:40]!r}) raised {type(error).__name__}")
        assert snapshot_of(state) == before, "parse_action changed the state"
        assert events(rules, state) == logged, "parse_action changed the events"


BOGUS_DECKS = (["x-1"], ["x-1"] * 200, ["", ":"], ["no-such:card", "I:nothing"], ["9" * 5000])


@per_setup
def test_new_game_refuses_a_bogus_deck(setup: Setup) -> None:
    """Issue 17.6 (ENG-protocol): ``new_game`` with a deck of cards the game does not have
    raises ValueError, as the contract says (A Game of Thrones raised KeyError)."""
    for deck in BOGUS_DECKS:
        with pytest.raises(ValueError):
            setup.rules.new_game(setup.names, setup.options, 1, list(deck))


# -- 3. replay --------------------------------------------------------------------------------


def _replayed(setup: Setup, seed: int, actions: list[tuple[int, str]]) -> Any:
    rules = setup.rules
    state = setup.new_game(seed)
    for seat, notation in actions:
        state = rules.apply(state, seat, rules.parse_action(state, seat, notation))
    return state


@per_setup
def test_replay_rebuilds_the_state(setup: Setup) -> None:
    """ENG-replay: the action list in notation, replayed from ``new_game`` with the same
    players, options and seed, rebuilds the same state and events; so do ``advance`` on one
    state and ``advance(trusted=True)``. The snapshot is plain JSON without the event log."""
    rules = setup.rules
    for seed in SEEDS:
        steps = playthrough(setup, seed)
        final = steps[-1].after
        replayed = _replayed(setup, seed, [(s.seat, str(s.action)) for s in steps])
        snapshot = snapshot_of(final)
        assert json.loads(json.dumps(snapshot)) == snapshot, "the snapshot is not plain JSON"
        assert "events" not in snapshot, "the event log is saved in the snapshot (NOT_SAVED)"
        assert snapshot_of(replayed) == snapshot
        assert events(rules, replayed) == events(rules, final)
        for trusted in (False, True):
            state = setup.new_game(seed)
            for step in steps:
                rules.advance(state, step.seat, step.action, trusted=trusted)
            assert snapshot_of(state) == snapshot_of(final), f"advance(trusted={trusted})"
            assert events(rules, state) == events(rules, final), f"advance(trusted={trusted})"


@per_setup
@RANDOM_GAMES
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_replay_rebuilds_random_games(setup: Setup, seed: int) -> None:
    """ENG-replay on games hypothesis seeds: the snapshot after every action equals the replay
    of the actions so far (checked at a few points of the game)."""
    steps = list(play(setup, seed))
    checkpoints = {len(steps) // 3, 2 * len(steps) // 3, len(steps)}
    for point in sorted(checkpoints):
        expected = steps[point - 1].after if point else setup.new_game(seed)
        actions = [(s.seat, str(s.action)) for s in steps[:point]]
        assert snapshot_of(_replayed(setup, seed, actions)) == snapshot_of(expected)


# -- 4. views hide what they must ---------------------------------------------------------------


def _strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, keys included, and each word of it."""
    if isinstance(value, str):
        yield value
        words = value.split()
        if len(words) > 1:
            yield from words
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _messages_naming(items: HiddenItems, value: Any) -> Iterator[str]:
    """The cards that messages in a JSON value (``[key, params]`` pairs) name, per the
    adapter (Oriflamme names a card by family and kind)."""
    if isinstance(value, list):
        if len(value) == 2 and isinstance(value[0], str) and isinstance(value[1], dict):
            card = items.card_named(Message(value[0], value[1]))
            if card is not None:
                yield card
        for item in value:
            yield from _messages_naming(items, item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _messages_naming(items, item)


def _paths(value: Any, word: str, path: str = "") -> list[str]:
    """Where ``word`` occurs in a JSON value."""
    if isinstance(value, str):
        return [path] if word in (value, *value.split()) else []
    if isinstance(value, dict):
        found = [f"{path}.{key} (a key)" for key in value if key == word]
        for key, item in value.items():
            found += _paths(item, word, f"{path}.{key}")
        return found
    if isinstance(value, list):
        return [p for i, item in enumerate(value) for p in _paths(item, word, f"{path}[{i}]")]
    return []


def _view_checks(setup: Setup, state: Any, seat: int | None, rng: random.Random) -> None:
    rules, items = setup.rules, adapter(setup)
    view = rules.view(state, seat)
    for name in VIEW_FIELDS:
        assert hasattr(view, name), f"the view has no {name!r} field"
    assert view.viewer == seat  # type: ignore[attr-defined]
    assert list(view.to_act) == rules.current_seats(state)  # type: ignore[attr-defined]
    assert view.outcome == rules.outcome(state)  # type: ignore[attr-defined]
    if seat is None:
        assert view.decision is None, "the public view has a decision"  # type: ignore[attr-defined]
    else:
        secret = rules.has_secrets(state, seat)
        assert isinstance(secret, bool)
        assert secret or not items.secrets(state, seat), f"seat {seat} has secrets: has_secrets"
    shown = dump(view)
    cards = items.all_cards(state)
    hidden = items.hidden(state, seat)
    may_see = cards - hidden
    words = Counter(word for word in _strings(shown) if word in cards)
    words.update(card for card in _messages_naming(items, shown) if card in cards)
    leaked = sorted(card for card in words if not may_see[card])
    assert not leaked, (
        f"seat {seat}'s view names {leaked}, hidden from it, at {_paths(shown, leaked[0])[:3]}"
    )
    redealt = items.redeal(state, seat, rng)
    assert items.all_cards(redealt) == cards, "the adapter's redeal lost cards"
    again = dump(rules.view(redealt, seat))
    assert again == shown, (
        f"seat {seat}'s view changes when the cards hidden from it are dealt again:"
        f" {_first_difference(shown, again)}"
    )


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{index}]")
    return f"{path or 'view'}: {json.dumps(a)[:300]} != {json.dumps(b)[:300]}"


@per_setup
def test_adapter_redeal_keeps_what_the_seat_knows(setup: Setup) -> None:
    """The test's own re-deal (``hidden.py``) is a fair stand-in for what a seat cannot know:
    it keeps every card and the adapter's ``known``, and it does change the state."""
    items = adapter(setup)
    rng = random.Random(f"adapter {setup.id}")
    changed = 0
    for state in states(setup, SEEDS[0])[::7]:
        for seat in [None, *range(setup.players)]:
            redealt = items.redeal(state, seat, rng)
            assert items.all_cards(redealt) == items.all_cards(state)
            assert items.known(redealt, seat) == items.known(state, seat)
            changed += snapshot_of(redealt) != snapshot_of(state)
    assert changed


@per_setup
def test_views_hide_what_is_hidden(setup: Setup) -> None:
    """ENG-view: at every step, each seat's view and the public view have the VIEW_FIELDS
    (the public view with no decision), ``has_secrets`` is True while the seat holds a card
    the others cannot see, views name no card hidden from that seat, and do not change when
    the cards hidden from it are dealt again among the places hidden from it (the adapter's
    own redeal)."""
    rng = random.Random(f"views {setup.id}")
    for seed in SEEDS[:1]:
        for state in states(setup, seed):
            for seat in [None, *range(setup.players)]:
                _view_checks(setup, state, seat, rng)


# -- 5. determinize ---------------------------------------------------------------------------


@per_setup
def test_determinize_keeps_what_the_seat_knows(setup: Setup) -> None:
    """ENG-determinize: for every seat at every step, ``determinize(state, seat, rng)`` leaves
    the state untouched, gives the seat the same view, keeps every public zone and the seat's
    own zones (the adapter's ``known``) and the multiset of all cards, and over a few rngs
    changes something whenever two different cards are surely hidden from the seat."""
    rules, items = setup.rules, adapter(setup)
    stuck: list[str] = []
    for index, state in enumerate(states(setup, SEEDS[0])):
        before = snapshot_of(state)
        cards = items.all_cards(state)
        for seat in range(setup.players):
            dealt = rules.determinize(state, seat, random.Random(index))
            assert dealt is not state
            shown, again = dump(rules.view(state, seat)), dump(rules.view(dealt, seat))
            assert again == shown, (
                f"step {index}, seat {seat}: the view changes under determinize:"
                f" {_first_difference(shown, again)}"
            )
            assert items.all_cards(dealt) == cards, f"step {index}: determinize's cards"
            known, kept = items.known(state, seat), items.known(dealt, seat)
            assert kept == known, (
                f"step {index}, seat {seat}: determinize changed what the seat knows:"
                f" {_first_difference(known, kept)}"
            )
            if len(set(items.surely_hidden(state, seat))) < 2 or snapshot_of(dealt) != before:
                continue
            others = (rules.determinize(state, seat, random.Random(n)) for n in range(1, 4))
            if all(snapshot_of(other) == before for other in others):
                stuck.append(f"step {index} seat {seat}")
        assert snapshot_of(state) == before, f"step {index}: determinize changed the state"
    assert not stuck, f"determinize never re-deals the hidden cards at {stuck[:5]}"


@per_setup
def test_determinize_leaves_no_secret_in_the_events(setup: Setup) -> None:
    """ENG-determinize: the determinized state's event log holds nothing the seat may not read
    (another seat's private event names the very cards that were re-dealt: a computer player
    reading ``events`` of its determinized state would cheat)."""
    rules = setup.rules
    for index, state in enumerate(states(setup, SEEDS[0])):
        for seat in range(setup.players):
            dealt = rules.determinize(state, seat, random.Random(index))
            secret = [event for event in rules.events(dealt) if not event.visible_to(seat)]
            assert not secret, (
                f"step {index}: determinize(state, {seat}) keeps {len(secret)} events private"
                f" to other seats, e.g. {secret[0]}"
            )


@per_setup
def test_determinized_games_play_on(setup: Setup) -> None:
    """ENG-determinize: a determinized state is a real game: it plays to an end, and playing
    it leaves the true state alone."""
    rules = setup.rules
    steps = playthrough(setup, SEEDS[0])
    rng = random.Random(f"determinized {setup.id}")
    for step in steps[:: max(1, len(steps) // 4)]:
        before, logged = snapshot_of(step.before), events(rules, step.before)
        for seat in range(setup.players):
            state = rules.determinize(step.before, seat, random.Random(seat))
            for _ in range(MAX_ACTIONS):
                chosen = choose(rules, state, rng)
                if chosen is None:
                    break
                rules.advance(state, *chosen)
            assert rules.outcome(state) is not None
        assert snapshot_of(step.before) == before
        assert events(rules, step.before) == logged, "the determinized game shares its events"


# -- 6. clone ---------------------------------------------------------------------------------


@per_setup
def test_clone_is_independent(setup: Setup) -> None:
    """ENG-clone: a clone equals its original; advancing the clone (to the end of the game)
    leaves the original's snapshot and events unchanged, and advancing one state by an action
    gives the same state as ``apply``."""
    rules = setup.rules
    rng = random.Random(f"clone {setup.id}")
    for step in playthrough(setup, SEEDS[0]):
        before, logged = snapshot_of(step.before), events(rules, step.before)
        twin = rules.clone(step.before)
        assert twin is not step.before
        assert snapshot_of(twin) == before
        assert events(rules, twin) == logged
        rules.advance(twin, step.seat, step.action)
        assert snapshot_of(twin) == snapshot_of(step.after)
        assert events(rules, twin) == events(rules, step.after)
        assert snapshot_of(step.before) == before
        assert events(rules, step.before) == logged
    steps = playthrough(setup, SEEDS[0])
    original = steps[len(steps) // 2].before
    before, logged = snapshot_of(original), events(rules, original)
    twin = rules.clone(original)
    while (chosen := choose(rules, twin, rng)) is not None:
        rules.advance(twin, *chosen, trusted=True)
    assert snapshot_of(original) == before
    assert events(rules, original) == logged


# -- 7. random games end ----------------------------------------------------------------------


def _check_game_ends(setup: Setup, seed: int) -> None:
    rules = setup.rules
    last = setup.new_game(seed)
    logged = events(rules, last)
    for step in play(setup, seed):
        assert rules.outcome(step.before) is None
        now = events(rules, step.after)
        assert now[: len(logged)] == logged, "events changed or vanished"
        for event in now[len(logged) :]:
            assert isinstance(event, Event)
            assert event.audience is None or event.audience in range(setup.players), event
            json.dumps(event.params)  # params are JSON-able: ids, seats, keys, messages
        logged, last = now, step.after
    outcome = rules.outcome(last)
    assert outcome is not None, "no outcome when nobody has to act"
    ranked = [seat for tied in outcome.ranking for seat in tied]
    assert sorted(ranked) == list(range(setup.players)), f"ranking {outcome.ranking}"
    assert sorted(outcome.scores) == list(range(setup.players))
    assert rules.current_seats(last) == []
    assert all(rules.legal_actions(last, seat) == [] for seat in range(setup.players))


@per_setup
def test_seeded_random_games_end(setup: Setup) -> None:
    """ENG-end: random games end within MAX_ACTIONS with an outcome ranking every seat once;
    events only grow; every event's audience is None or a seat, its params JSON-able."""
    for seed in SEEDS:
        _check_game_ends(setup, seed)


@per_setup
@RANDOM_GAMES
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_end(setup: Setup, seed: int) -> None:
    """ENG-end on games hypothesis seeds."""
    _check_game_ends(setup, seed)


# -- 8. reveals -------------------------------------------------------------------------------


@per_setup
def test_reveals(setup: Setup) -> None:
    """ENG-reveals: ``reveals`` answers a bool for every legal action without touching the
    state; an action that tells one seat something privately (an event for its eyes only)
    reveals; and every game here reveals something in a whole game (all hide cards)."""
    rules = setup.rules
    revealed = 0
    for seed in SEEDS:
        for step in playthrough(setup, seed):
            before = snapshot_of(step.before)
            for action in rules.legal_actions(step.before, step.seat):
                answer = rules.reveals(step.before, step.seat, action)
                assert isinstance(answer, bool), f"reveals({action!r}) -> {answer!r}"
                revealed += answer
            assert snapshot_of(step.before) == before, "reveals changed the state"
            told = _told(setup, step)
            if told:
                assert rules.reveals(step.before, step.seat, step.action), (
                    f"{step.seat}: {step.action} tells {told} but reveals() is False"
                )
    assert revealed, "no action of two whole games reveals anything"


def _cards_named(items: HiddenItems, value: Any, cards: Counter[str]) -> set[str]:
    """The card ids an event's params name: as ids, or as messages the adapter reads."""
    if isinstance(value, str):
        return {value} if value in cards else set()
    message = as_message(value)
    if message is not None:
        card = items.card_named(message)
        inner = _cards_named(items, list(message.params.values()), cards)
        return inner | ({card} if card is not None and card in cards else set())
    if isinstance(value, list | tuple):
        return {card for item in value for card in _cards_named(items, item, cards)}
    return set()


def _told(setup: Setup, step: Any) -> list[tuple[int, str]]:
    """(seat, card) for every card a new event of ``step`` names to a seat that learns it
    (fewer copies are hidden from it after the step), where the copies learned did not all
    come from the actor's own secrets: a draw, a peek, another seat's face-down card turned.
    A card the actor shows of its own (played face up, or revealed) is left to the game."""
    rules, items = setup.rules, adapter(setup)
    new = events(rules, step.after)[len(events(rules, step.before)) :]
    cards = items.all_cards(step.before)
    shown = items.secrets(step.before, step.seat) - items.secrets(step.after, step.seat)
    told = []
    for event in new:
        named = _cards_named(items, list(event.params.values()), cards)
        seats = range(setup.players) if event.audience is None else [event.audience]
        for seat in seats:
            before, after = items.hidden(step.before, seat), items.hidden(step.after, seat)
            told += [(seat, c) for c in named if before[c] - after[c] > shown[c]]
    return told


# -- 9. every key has a template ----------------------------------------------------------------


def _view_messages(setup: Setup, value: Any) -> Iterator[Message]:
    """The messages in a view's JSON: ``[key, params]`` pairs whose key is the game's or
    ``common.`` (lead reasons, notes, abilities, card names, vote reasons...)."""
    if isinstance(value, list):
        key = value[0] if len(value) == 2 and isinstance(value[1], dict) else None
        if isinstance(key, str) and key.startswith((f"{setup.game}.", "common.")):
            yield Message(key, value[1])
            return  # nested messages are checked with it
        for item in value:
            yield from _view_messages(setup, item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _view_messages(setup, item)


def _emitted(setup: Setup, seed: int) -> Iterator[tuple[str, Message]]:
    """(where, message) for every message the game emits in a playthrough."""
    rules = setup.rules
    steps = playthrough(setup, seed)
    for index, state in enumerate(states(setup, seed)):
        seen = [step.action for step in steps[:index]]
        yield "status", rules.status(state)
        for seat in range(setup.players):
            decision = rules.view(state, seat).decision  # type: ignore[attr-defined]
            if decision is None:
                continue
            yield "decision prompt", decision.prompt
            for option in decision.options:
                if option.refusal is not None:
                    yield "option refusal", option.refusal
                    try:
                        rules.parse_action(state, seat, option.action)
                    except IllegalAction as refused:
                        yield "refusal code", refused.message
        for seat, action in _illegal_attempts(rules, state, setup.players, seen):
            try:
                rules.apply(state, seat, action)
            except IllegalAction as refused:
                yield "refusal code", refused.message
        if index % 8 == 0 or index == len(steps):
            for seat in [None, *range(setup.players)]:
                for message in _view_messages(setup, dump(rules.view(state, seat))):
                    yield "view", message
    final = states(setup, seed)[-1]
    for event in rules.events(final):
        yield "event", event.message
    outcome = rules.outcome(final)
    assert outcome is not None
    for message in outcome.explanation:
        yield "outcome explanation", message
    for seat in range(setup.players):
        for text in ("zz-nonsense", ""):
            try:
                rules.parse_action(final, seat, text)
            except IllegalAction as refused:
                yield "refusal code", refused.message


@per_setup
def test_every_emitted_key_has_an_english_template(setup: Setup) -> None:
    """ENG-catalog: every key the game emits (events, IllegalAction codes, statuses, outcome
    explanations, decision prompts, option refusals, and every message inside its views) has
    an English template whose fields are among the message's params."""
    found: dict[str, str] = {}
    for seed in SEEDS:
        for where, message in _emitted(setup, seed):
            assert as_message(message) is not None, f"{where}: {message!r} is not a Message"
            for problem in problems(message):
                found.setdefault(problem, where)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())
