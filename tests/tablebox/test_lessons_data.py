"""Issue 31: every lesson is sound data. Its moves are legal by the rules (replayed through
them), its words are in both catalogs, its card highlights name a move the learner has, and
every rule it cites is a section of the game's rule reference in both languages."""

from __future__ import annotations

import re

import pytest

from tablebox import registry
from tablebox.catalog import Catalog
from tablebox.lessons import lesson_for, lesson_games
from tablebox.resources import rule_reference

GAMES = lesson_games()


def test_the_lessons_come_in_the_issues_order() -> None:
    assert GAMES[0] == "claim"
    assert set(GAMES) <= set(registry.game_ids())


@pytest.mark.parametrize("game", GAMES)
def test_every_expected_move_is_legal_by_the_rules(game: str) -> None:
    lesson = lesson_for(game)
    rules = registry.get(game)
    options = rules.Options(**lesson.options)
    deck = list(lesson.deck) if lesson.deck is not None else None
    state = rules.new_game(list(lesson.players), options, lesson.seed, deck)
    for number, step in enumerate(lesson.steps):
        assert step.seat in rules.current_seats(state), f"step {number}: {step.seat} not to act"
        action = rules.parse_action(state, step.seat, step.move)
        legal = {str(option) for option in rules.legal_actions(state, step.seat)}
        assert str(action) == step.move and step.move in legal, f"step {number}: {step.move}"
        for target in step.highlight:
            kind, _, item = target.partition(":")
            if kind == "card":  # a card or option the learner may pick now
                # The card named in a move: Truel's card@triple, Oriflamme's place card left.
                cards = {word for move in legal for word in re.split(r"[ @]", move)}
                assert item in legal | cards, f"step {number}: {target} is not a move now"
            elif kind == "target":  # a target the learner may pick now (Oriflamme)
                assert f"target {item}" in legal, f"step {number}: {target} is not a move now"
            else:
                assert target.startswith("#"), f"step {number}: {target} names nothing"
        state = rules.apply(state, step.seat, action)


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_a_lesson_is_in_the_catalog(game: str, language: str) -> None:
    lesson = lesson_for(game)
    words = Catalog(language)
    keys = [lesson.title, *lesson.learnt]
    keys += [key for step in lesson.steps for key in (step.say, step.why) if key is not None]
    for key in keys:
        assert words.template(key) is not None, key
        assert words.text(key) != key


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("game", GAMES)
def test_every_rule_a_lesson_cites_is_in_the_reference(game: str, language: str) -> None:
    text = rule_reference(game, language)
    for step in lesson_for(game).steps:
        if step.rule is not None:
            section = re.escape(step.rule)
            found = re.search(rf"^(#+ |(- )?\*\*){section}(?![.\d])", text, re.MULTILINE)
            assert found, f"{step.rule} is not in the {language} rules of {game}"


@pytest.mark.parametrize("game", GAMES)
def test_every_learners_step_says_something_and_cites_a_rule(game: str) -> None:
    lesson = lesson_for(game)
    mine = [step for step in lesson.steps if step.seat == lesson.learner]
    assert mine and all(step.say and step.rule for step in mine)
