"""The message catalog: keys and parameters in, sentences out, in every language.

Checks the shared English (``common``), the English and Czech rules for lists, plurals and
ordinals, Czech card names declined where a template asks, that an unknown key or a bad
parameter still shows something instead of raising, that a key a language lacks reads in
English, and, for every module of every language, that it has every English key with a
well-formed template of the same fields and kinds, translated (not the English left in place).
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import string
from typing import Any

import pytest

import tablebox.catalog.en
from tablebox import registry
from tablebox.catalog import Catalog, english, has_template, languages, template_fields
from tablebox.catalog.cs import claim as czech_claim
from tablebox.catalog.cs import common as czech
from tablebox.catalog.cs import thrones as czech_thrones
from tablebox.catalog.en import common
from tablebox.engine import Event, Message

NAMES = ["Ann", "Ben", "Cid"]
SPECS = {
    "player",
    "players",
    "card",
    "cards",
    "term",
    "terms",
    "message",
    "messages",
    "ordinal",
    "with",
    "signed",
    "number",
}
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
        "terms": ["a", "b"],
        "cards": ["a", "b"],
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


# -- Czech: lists, plurals, ordinals, declined names ------------------------------------------


@pytest.fixture
def czech_templates(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The Czech ``common`` templates, where a test may add its own ``common.test-*`` ones."""
    patched = dict(czech.MESSAGES)
    monkeypatch.setattr(czech, "MESSAGES", patched)
    return patched


@pytest.mark.parametrize(
    ("seats", "words"),
    [([], ""), ([0], "Ann"), ([0, 1], "Ann a Ben"), ([2, 0, 1], "Cid, Ann a Ben")],
)
def test_czech_lists_have_no_comma_before_the_last_a(
    czech_templates: dict[str, str], seats: list[int], words: str
) -> None:
    czech_templates["common.test-list"] = "{seats:players}"
    message = Message("common.test-list", {"seats": seats})
    assert Catalog("cs", NAMES).text(message) == words


@pytest.mark.parametrize(
    ("count", "words"),
    [
        (1, "1 karta"),
        (2, "2 karty"),
        (3, "3 karty"),
        (4, "4 karty"),
        (0, "0 karet"),
        (5, "5 karet"),
        (11, "11 karet"),
        (21, "21 karet"),  # CLDR cs: the whole number decides, not its last digit
        (22, "22 karet"),
        (-1, "-1 karta"),
        (-3, "-3 karty"),
    ],
)
def test_czech_plurals_have_three_forms(
    czech_templates: dict[str, str], count: int, words: str
) -> None:
    czech_templates["common.test-plural"] = "{n} {n:plural:karta|karty|karet}"
    assert Catalog("cs").text(Message("common.test-plural", {"n": count})) == words


@pytest.mark.parametrize(("count", "words"), [(1, "1 tah"), (3, "3 tahy"), (5, "5 tahy")])
def test_czech_reads_two_forms_as_one_and_other(
    czech_templates: dict[str, str], count: int, words: str
) -> None:
    """A template still in English's two forms (one | other) chooses as English would."""
    czech_templates["common.test-plural"] = "{n} {n:plural:tah|tahy}"
    assert Catalog("cs").text(Message("common.test-plural", {"n": count})) == words


@pytest.mark.parametrize(("number", "words"), [(1, "1."), (2, "2."), (11, "11."), (21, "21.")])
def test_czech_ordinals_are_the_number_and_a_full_stop(
    czech_templates: dict[str, str], number: int, words: str
) -> None:
    czech_templates["common.test-ordinal"] = "{n:ordinal} místo"
    message = Message("common.test-ordinal", {"n": number})
    assert Catalog("cs").text(message) == f"{words} místo"


def test_czech_sentences_keep_names_in_the_nominative() -> None:
    cs = Catalog("cs", ["Aleš", "Bára", "Cyril"])
    assert cs.text(Message("common.not-your-turn", {"seat": 1})) == "na tahu je Bára"
    assert cs.text(Message("common.game-over-won", {"seats": [0, 1, 2]})) == (
        "konec hry, vítězí Aleš, Bára a Cyril"
    )
    assert cs.text(Message("common.ui.moves", {"count": 3})) == "3 tahy"
    assert cs.text(Message("common.not-your-turn", {"seat": 3})) == "na tahu je hráč 4"


def test_czech_card_names_are_declined_where_a_template_asks() -> None:
    """``{card:card:acc}``: "Bára hraje obra 7." — the card declined, the name as it is."""
    cs = Catalog("cs", ["Aleš", "Bára"])
    assert cs.text(Message("claim.plays", {"seat": 1, "card": "giant-7"})) == "Bára hraje obra 7."
    prizes = Message("claim.prizes", {"trick": 2, "cards": ["dragon-0", "seer-9"]})
    assert cs.text(prizes) == "Štych 2: hraje se o draka 0 a věštce 9."
    assert cs.card("claim", "undead-3") == "Nemrtvý 3"  # as printed, without a case
    assert cs.card("claim", "undead-3", "ins") == "nemrtvým 3"
    assert cs.card("claim", "troll") == "Trolové"
    assert cs.text(Message("claim.must-follow", {"faction": "goblin"})) == (
        "musíš ctít barvu a hrát skřety"
    )
    # English names no cases: the argument is ignored there.
    assert Catalog().card("claim", "giant-7", "acc") == "Giant 7"


def test_every_czech_card_case_is_one_the_namer_knows() -> None:
    """A template's ``card:<case>`` names one of the module's ``CASES`` (another would be
    ignored, and the card shown in the nominative)."""
    cases = set(czech_claim.CASES)
    asked = {
        (key, spec.partition(":")[2])
        for key, template in czech_claim.MESSAGES.items()
        for _, spec in fields(template)
        if spec.partition(":")[0] in ("card", "cards") and spec.partition(":")[2]
    }
    assert asked, "some Czech templates decline a card"
    assert [(key, case) for key, case in asked if case not in cases] == []
    for faction in czech_claim.NAMES:
        for case in cases:
            assert czech_claim.card(f"{faction}-5", case).endswith(" 5")
            assert czech_claim.card(faction, case)


# -- languages and the English fallback ------------------------------------------------------


def test_the_languages_present_english_first() -> None:
    found = languages()
    assert found[0] == "en" and "cs" in found
    assert len(found) == len(set(found))


def test_a_key_a_language_lacks_reads_in_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """A half-translated module still reads: its missing keys in English, not as bare keys."""
    monkeypatch.setattr(
        czech, "MESSAGES", {k: v for k, v in czech.MESSAGES.items() if k != "common.game-over"}
    )
    assert Catalog("cs").text("common.game-over") == "the game is over"
    assert Catalog("cs").text("common.ui.log") == "Záznam"
    # A language with no package at all reads wholly in English.
    assert Catalog("xx", NAMES).text(Message("common.not-your-turn", {"seat": 1})) == (
        "it is Ben's turn"
    )
    assert Catalog("xx").card("claim", "giant-3") == "Giant 3"


# -- every module of every language ----------------------------------------------------------

MODULES = sorted(info.name for info in pkgutil.iter_modules(tablebox.catalog.en.__path__))
"""The English modules: every language has each of them, with the same keys."""
HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell")
GAME_CARDS = {
    "claim": "giant-3",
    "truel": "red-sun-1",
    "oriflamme": "spy",
    "dwarf-king": "goblins-7",
}
"""A real card id per game, so the namers are asked about a card they know."""
SAME_AS_ENGLISH: dict[str, set[str]] = {
    "cs": {
        "common.ui.menu-title",  # the program's name, letter-spaced
        "truel.ui.name",  # the game's name, printed on the Czech box
        "oriflamme.ui.mark-red",  # R: "rudá" as "red"
        "thrones.ui.panel-name-both",  # "{name} ({english})": the Czech name, the English one
        "truel.ui.face-cards",  # "#▯": how many cards, a symbol in both languages
        "truel.ui.face-spaces",  # "#→": how many spaces
        "truel.ui.face-value",  # "±n": a value card's slot
        "claim.ui.short.dragon",  # three letters of Draci and Trolové, as of Dragons and
        "claim.ui.short.troll",  # Trolls
        "truel.ui.face-ruby",  # three letters of Rubíny, as of Rubies
        "cli.title.truel",  # the game's name
        "ui.title.truel",
        "dwarf-king.ui.short-mummy",  # three letters of Mumie, as of Mummy
        "dwarf-king.ui.short-excalibur",  # Excalibur, a name
        "oriflamme.term.lord",  # the card is called Lord in the Czech box too
        "oriflamme.ui.name-lines.lord",
        "oriflamme.ui.small-name-lines.lord",
        "oriflamme.ui.numbers.keys",  # the key's name
        "replay.playing",  # "▶ {speed}/s": a symbol and a unit
        # The houses keep their names in the Czech box, and their letters on the map.
        *(f"thrones.term.{house}" for house in HOUSES),
        *(f"thrones.ui.map-letter-{house}" for house in HOUSES),
        # Areas with no certain name in the Czech translation of the novels keep the English
        # name the seed and the English board print (issue 29: no invented names).
        *(
            f"thrones.term.{area}"
            for area in czech_thrones.AREAS
            if area not in czech_thrones.AREA_NAMES
        ),
        "thrones.term.I",  # Roman numerals: the Westeros decks
        "thrones.term.II",
        "thrones.term.III",
        "truel.ui.results-title",  # "Truel: {headline}"
        "ui.key-seat-kind",  # "{human}/{computer}": both words come from their own keys
    },
}
"""Templates a language may leave as English has them: names and symbols. A template with no
letter outside its fields ("{label}: {reason}", "+1") is a symbol and needs no entry here."""


LEFT_OUT: dict[str, dict[str, set[str]]] = {
    "cs": {
        # English names a hand's card by its English name and, beside it, the name printed on the
        # Czech card; in Czech the two are one name.
        "oriflamme.ui.hand-card.character": {"czech"},
        "oriflamme.ui.hand-card.intrigue": {"czech"},
    },
}
"""Fields a language's template may leave out, and why."""


def module_of(language: str, name: str) -> Any:
    """A language's module, the test failing (not erring) where the language lacks it."""
    full = f"tablebox.catalog.{language}.{name}"
    if importlib.util.find_spec(full) is None:
        pytest.fail(f"tablebox/catalog/{language}/{name}.py is missing")
    return importlib.import_module(full)


def plural_forms(language: str) -> int:
    """How many forms a ``plural:`` spec lists in ``language`` (English: one | other)."""
    return len(getattr(module_of(language, "common"), "PLURAL_FORMS", ("one", "other")))


def kinds(template: str) -> set[tuple[str, str]]:
    """(field, spec kind) pairs: ``{n:plural:a|b}`` -> ("n", "plural")."""
    return {(name, spec.partition(":")[0]) for name, spec in fields(template)}


def sample_for(prefix: str, spec: str) -> object:
    kind = spec.partition(":")[0]
    if kind == "card" and prefix in GAME_CARDS:
        return GAME_CARDS[prefix]
    if kind == "cards" and prefix in GAME_CARDS:
        return [GAME_CARDS[prefix], GAME_CARDS[prefix]]
    return sample(spec)


def test_the_modules_include_every_game_and_common() -> None:
    """The check below covers every game: one English module per game id, and ``common``."""
    assert "common" in MODULES
    assert {game.replace("-", "_") for game in registry.game_ids()} <= set(MODULES)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("name", MODULES)
def test_every_module_key_has_a_well_formed_template(language: str, name: str) -> None:
    """Every English key in every language, under its module's prefix, found by the catalog,
    with plain fields, known specs and as many plural forms as the language needs."""
    prefix = name.replace("_", "-")
    messages: dict[str, str] = module_of(language, name).MESSAGES
    assert messages, f"{name} has no messages"
    english_keys = set(module_of("en", name).MESSAGES)
    assert sorted(english_keys - set(messages)) == [], "every language has every key"
    assert sorted(set(messages) - english_keys) == [], "no key English does not have"
    catalog = Catalog(language)
    forms = plural_forms(language)
    problems = []
    for key, template in messages.items():
        if not key.startswith(f"{prefix}."):
            problems.append(f"{key}: not under the {prefix}. prefix")
            continue
        if catalog.template(key) != template:
            problems.append(f"{key}: the catalog does not find this template")
        try:
            parsed = fields(template)
        except ValueError as error:
            problems.append(f"{key}: {error}")
            continue
        for field, spec in parsed:
            if not field.isidentifier():
                problems.append(f"{key}: field {field!r} is not a plain parameter name")
            kind, _, argument = spec.partition(":")
            if kind == "plural":
                words = argument.split("|")
                if len(words) != forms or not all(words):
                    problems.append(f"{key}: {{{field}:{spec}}} needs {forms} forms")
            elif spec and kind not in SPECS:
                problems.append(f"{key}: {{{field}:{spec}}} has an unknown spec")
        assert template_fields(template) == {field for field, _ in parsed}
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", [lang for lang in languages() if lang != "en"])
@pytest.mark.parametrize("name", MODULES)
def test_every_translation_keeps_the_fields_and_says_it_in_its_own_words(
    language: str, name: str
) -> None:
    """The same fields as English, each shown the same way (a plural stays a plural; a
    language may add a plural for its grammar), and not English's words left in place."""
    english_messages: dict[str, str] = module_of("en", name).MESSAGES
    messages: dict[str, str] = module_of(language, name).MESSAGES
    allowed = SAME_AS_ENGLISH.get(language, set())
    left_out = LEFT_OUT.get(language, {})
    problems = []
    for key, template in messages.items():
        source = english_messages.get(key)
        if source is None:
            continue  # reported by the test above
        if template_fields(template) | left_out.get(key, set()) != template_fields(source):
            problems.append(f"{key}: fields {sorted(template_fields(template))}")
            continue
        missing = {(f, kind) for f, kind in kinds(source) if f not in left_out.get(key, set())}
        # A number after a language's "with" ({n:with}: Czech "se 3") is still the number shown.
        missing -= {(f, "" if kind == "with" else kind) for f, kind in kinds(template)}
        added = {kind for _, kind in kinds(template) - kinds(source)} - {"plural", "with"}
        if missing or added:
            problems.append(f"{key}: {sorted(missing)} shown otherwise than in English")
        words = string.Formatter().parse(template)
        has_letters = any(ch.isalpha() for literal, *_ in words for ch in literal)
        if template == source and has_letters and key not in allowed:
            problems.append(f"{key}: still in English")
    assert not problems, "\n".join(problems)


def test_the_allowed_exceptions_are_still_needed() -> None:
    """An allowed exception that is translated after all (or gone) leaves the list."""
    stale = [
        key
        for language, keys in SAME_AS_ENGLISH.items()
        for key in keys
        if english_template(key) is None or Catalog(language).template(key) != english_template(key)
    ]
    assert stale == []


def english_template(key: str) -> str | None:
    return Catalog().template(key)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("name", MODULES)
def test_every_template_renders_in_every_language(language: str, name: str) -> None:
    """Every template with parameters of its specs' kinds reads whole: no key shown instead,
    no brace left over, nothing raised."""
    prefix = name.replace("_", "-")
    catalog = Catalog(language, NAMES)
    broken = []
    for key, template in module_of(language, name).MESSAGES.items():
        params = {field: sample_for(prefix, spec) for field, spec in fields(template)}
        text = catalog.text(Message(key, params))  # type: ignore[arg-type]
        if (template and not text) or key in text or "{" in text:
            broken.append(f"{key}: {text}")
    assert broken == []


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_term_and_card_has_words(language: str, game_id: str) -> None:
    module = module_of(language, game_id.replace("-", "_"))
    terms = [key for key in module.MESSAGES if key.startswith(f"{game_id}.term.")]
    for key in terms:
        value = key.removeprefix(f"{game_id}.term.")
        assert Catalog(language).term(game_id, value) == module.MESSAGES[key]
    namer = getattr(module, "card", None)
    assert namer is None or callable(namer)
