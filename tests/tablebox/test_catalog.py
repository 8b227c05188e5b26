"""The message catalog: keys and parameters in, sentences out (English for now).

Checks the shared English (``common``), the rules for lists, plurals and ordinals, that an
unknown key or a bad parameter still shows something instead of raising, and, for every
registered game, that its catalog module is well formed in every language.
"""

from __future__ import annotations

import importlib
import importlib.util
import string
from typing import Any

import pytest

from tablebox import registry
from tablebox.catalog import Catalog, english, has_template, languages, template_fields
from tablebox.catalog.en import common
from tablebox.engine import Event, Message

NAMES = ["Ann", "Ben", "Cid"]
SPECS = {"player", "players", "card", "cards", "term", "terms", "message", "messages", "ordinal"}
"""The specs a template may give a field (besides ``plural:one|other`` and none at all)."""


@pytest.fixture
def templates(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The ``common`` templates, where a test may add its own ``common.test-*`` ones (undone
    after the test)."""
    patched = dict(common.MESSAGES)
    monkeypatch.setattr(common, "MESSAGES", patched)
    return patched


def sample(spec: str) -> object:
    """A parameter value of the kind ``spec`` shows."""
    return {
        "player": 1,
        "players": [0, 2],
        "message": Message("common.seat", {"number": 3}),
        "messages": [Message("common.seat", {"number": 1}), Message("common.game-over")],
        "ordinal": 2,
    }.get(spec.partition(":")[0], 2)


def fields(template: str) -> list[tuple[str, str]]:
    parsed = string.Formatter().parse(template)
    return [(name, spec or "") for _, name, spec, _ in parsed if name]


# -- the shared English ----------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(common.MESSAGES))
def test_every_common_key_renders(key: str) -> None:
    template = common.MESSAGES[key]
    params = {name: sample(spec) for name, spec in fields(template)}
    text = Catalog(names=NAMES).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text


def test_common_sentences_in_english() -> None:
    assert english(Message("common.not-your-turn", {"seat": 1}), NAMES) == "it is Ben's turn"
    assert english(Message("common.game-over-won", {"seats": [0, 2]}), NAMES) == (
        "game over, Ann and Cid won"
    )
    assert english("common.game-over") == "the game is over"
    assert english(Message("common.not-over", {"seats": [1]}), NAMES) == (
        "none yet, the game is not over (Ben to act)"
    )
    assert english(Event("common.not-your-turn", {"seat": 0}, audience=1), NAMES) == (
        "it is Ann's turn"
    )


def test_a_seat_without_a_name_is_called_by_its_number() -> None:
    assert english(Message("common.not-your-turn", {"seat": 2}), ["Ann", "Ben"]) == (
        "it is seat 3's turn"
    )


# -- lists, plurals, ordinals ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "words"),
    [([], ""), ([0], "Ann"), ([0, 1], "Ann and Ben"), ([2, 0, 1], "Cid, Ann and Ben")],
)
def test_lists_of_players(templates: dict[str, str], seats: list[int], words: str) -> None:
    templates["common.test-list"] = "{seats:players}"
    assert english(Message("common.test-list", {"seats": seats}), NAMES) == words


@pytest.mark.parametrize(
    ("count", "words"), [(0, "0 cards"), (1, "1 card"), (2, "2 cards"), (21, "21 cards")]
)
def test_plurals(templates: dict[str, str], count: int, words: str) -> None:
    templates["common.test-plural"] = "{n} {n:plural:card|cards}"
    assert english(Message("common.test-plural", {"n": count})) == words


@pytest.mark.parametrize(
    ("number", "words"),
    [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (101, "101st"),
        (111, "111th"),
    ],
)
def test_ordinals(templates: dict[str, str], number: int, words: str) -> None:
    templates["common.test-ordinal"] = "{n:ordinal}"
    assert english(Message("common.test-ordinal", {"n": number})) == words


def test_nested_messages_also_after_json(templates: dict[str, str]) -> None:
    templates["common.test-nested"] = "{m:message}; {ms:messages}"
    inner = Message("common.not-your-turn", {"seat": 0})
    message = Message(
        "common.test-nested", {"m": inner, "ms": [inner, Message("common.game-over")]}
    )
    assert english(message, NAMES) == "it is Ann's turn; it is Ann's turn and the game is over"
    # A message that went through JSON (a saved outcome) comes back as a [key, params] pair.
    pair: Any = ["common.not-your-turn", {"seat": 0}]
    as_json = Message("common.test-nested", {"m": pair, "ms": []})
    assert english(as_json, NAMES) == "it is Ann's turn; "


# -- never raising ---------------------------------------------------------------------------


def test_an_unknown_key_falls_back_without_raising() -> None:
    assert english(Message("nogame.no-such-key", {"seat": 1, "cards": ["a", "b"]})) == (
        "nogame.no-such-key (seat=1, cards=['a', 'b'])"
    )
    assert english("common.no-such-key") == "common.no-such-key"
    assert not has_template("common.no-such-key")


def test_missing_or_wrong_parameters_fall_back_without_raising() -> None:
    assert english(Message("common.not-your-turn")) == "common.not-your-turn"
    assert english(Message("common.not-your-turn", {"seat": "Ann"})) == (
        "common.not-your-turn (seat=Ann)"
    )


# -- every game's catalog ------------------------------------------------------------------------


def game_module(language: str, game_id: str) -> object:
    name = f"tablebox.catalog.{language}.{game_id}"
    if importlib.util.find_spec(name) is None:
        pytest.skip(f"{name} is not written yet")
    return importlib.import_module(name)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_key_has_a_well_formed_template(language: str, game_id: str) -> None:
    module = game_module(language, game_id)
    messages: dict[str, str] = module.MESSAGES  # type: ignore[attr-defined]
    assert messages, f"{game_id} has no messages"
    english_keys = set(game_module("en", game_id).MESSAGES)  # type: ignore[attr-defined]
    assert set(messages) == english_keys, "every language has every key"
    catalog = Catalog(language)
    problems = []
    for key, template in messages.items():
        if not key.startswith(f"{game_id}."):
            problems.append(f"{key}: not under the {game_id}. prefix")
            continue
        if catalog.template(key) != template:
            problems.append(f"{key}: the catalog does not find this template")
        try:
            parsed = fields(template)
        except ValueError as error:
            problems.append(f"{key}: {error}")
            continue
        for name, spec in parsed:
            if not name.isidentifier():
                problems.append(f"{key}: field {name!r} is not a plain parameter name")
            kind, _, argument = spec.partition(":")
            if kind == "plural":
                if argument.count("|") != 1 or not all(argument.split("|")):
                    problems.append(f"{key}: {{{name}:{spec}}} needs one|other forms")
            elif spec and kind not in SPECS:
                problems.append(f"{key}: {{{name}:{spec}}} has an unknown spec")
        assert template_fields(template) == {name for name, _ in parsed}
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_term_and_card_has_words(game_id: str) -> None:
    module = game_module("en", game_id)
    terms = [key for key in module.MESSAGES if key.startswith(f"{game_id}.term.")]  # type: ignore[attr-defined]
    for key in terms:
        value = key.removeprefix(f"{game_id}.term.")
        assert Catalog().term(game_id, value) == module.MESSAGES[key]  # type: ignore[attr-defined]
    namer = getattr(module, "card", None)
    assert namer is None or callable(namer)
