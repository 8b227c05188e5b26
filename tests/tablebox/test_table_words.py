"""The Dwarf King's, Truel's and A Game of Thrones' table words come from the catalog, and the
catalog holds no others.

Every ``<game>.ui.*`` key a table's code names (``tablebox/tables/<game>``) has an English
template, every such template is named by the code, and each renders with sample parameters:
the catalog and the code cannot drift apart, and a translation knows exactly which sentences
the table shows. (Claim, Oriflamme and the shared screens name some keys by family, e.g.
``f"claim.ui.share-win.{n}"``; their own tests know those families. Thrones names its option
labels by verb, ``f"thrones.ui.choice.{verb}"``: that family is checked by labelling one option
of every kind.)
"""

from __future__ import annotations

import re
import string
from pathlib import Path
from types import ModuleType

import pytest

from tablebox import registry
from tablebox.catalog import Catalog, languages
from tablebox.catalog.en import dwarf_king, thrones, truel, ui
from tablebox.engine import Message, Option
from tablebox.screens.settings import SETTINGS
from tablebox.tables.thrones.choices import label_of

TABLES = Path(__file__).parents[2] / "tablebox" / "tables"
NAMES = ["Ann", "Ben", "Cid"]

GAMES: dict[str, tuple[str, ModuleType, str]] = {
    "dwarf-king": ("dwarf_king", dwarf_king, "left"),
    "truel": ("truel", truel, "ruby"),
    "thrones": ("thrones", thrones, "stark"),
}
"""Game id -> its table package's folder, its English catalog module, a sample ``term``."""


def source(game: str) -> str:
    folder = TABLES / GAMES[game][0]
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.py")))


def used_keys(game: str) -> set[str]:
    # Keys may be dotted (``thrones.ui.realm.round``); a key built at run time is not matched.
    key = re.compile(rf"""["']({re.escape(game)}\.ui\.[a-z0-9.-]+)["']""")
    return set(key.findall(source(game))) | FAMILIES.get(game, set())


def catalog_keys(game: str) -> set[str]:
    return {key for key in GAMES[game][1].MESSAGES if key.startswith(f"{game}.ui.")}


CHOICE_SAMPLES: list[dict[str, str]] = [
    {"verb": "order", "arg1": "winterfell", "arg2": "march"},
    {"verb": "order", "arg1": "winterfell", "arg2": "consolidate"},
    {"verb": "clear", "arg1": "winterfell"},
    {"verb": "done"},
    {"verb": "raven", "arg1": "winterfell", "arg2": "raid"},
    {"verb": "raven", "arg1": "winterfell", "arg2": "consolidate*"},
    {"verb": "raven", "arg1": "pass"},
    {"verb": "raid", "arg1": "winterfell", "arg2": "karhold"},
    {"verb": "raid", "arg1": "winterfell", "arg2": "skip"},
    {"verb": "march", "arg1": "winterfell", "arg2": "karhold:footman", "arg3": "x:knight"},
    {"verb": "march", "arg1": "winterfell", "arg2": "flints_finger:footman"},
    {"verb": "march", "arg1": "winterfell"},
    {"verb": "leg", "arg1": "winterfell", "arg2": "karhold:footman"},
    *({"verb": verb, "arg1": answer} for verb in ("control", "blade", "accept", "upgrade")
      for answer in ("yes", "no")),
    {"verb": "support", "arg1": "stark"},
    {"verb": "support", "arg1": "no"},
    {"verb": "card", "arg1": "eddard-stark"},
    *({"verb": verb, "arg1": card} for verb in ("reclaim", "discard")
      for card in ("eddard-stark", "none")),
    {"verb": "casualty", "arg1": "knight"},
    {"verb": "remove", "arg1": "karhold"},
    {"verb": "remove", "arg1": "none"},
    {"verb": "retreat", "arg1": "karhold"},
    {"verb": "disband", "arg1": "karhold", "arg2": "knight"},
    {"verb": "muster", "arg1": "winterfell", "arg2": "knight"},
    {"verb": "muster", "arg1": "winterfell", "arg2": "ship", "arg3": "bay_of_ice"},
    {"verb": "muster", "arg1": "winterfell", "arg2": "upgrade"},
    {"verb": "muster", "arg1": "done"},
    {"verb": "bid", "arg1": "2"},
    {"verb": "tie", "arg1": "stark"},
]  # fmt: skip
"""One option of every kind a Game of Thrones decision offers (issue 18)."""


def labelled_keys(message: Message) -> set[str]:
    found = {message.key}
    for value in message.params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Message):
                found |= labelled_keys(item)
    return found


def choice_keys() -> set[str]:
    """The ``thrones.ui.choice.*`` keys the table's labels name, one option of each kind."""
    keys: set[str] = set()
    for parts in CHOICE_SAMPLES:
        keys |= labelled_keys(label_of(Option(action="x", parts=parts)))
    return keys


FAMILIES: dict[str, set[str]] = {"thrones": choice_keys()}
"""Keys a table names by family, found by labelling samples rather than by reading code."""


@pytest.mark.parametrize("game", GAMES)
def test_the_code_names_its_keys_whole(game: str) -> None:
    """A key built at run time (``ui(f"...")``) would escape the two checks below."""
    assert not re.search(r"""ui\(\s*f["']""", source(game))
    assert used_keys(game), "the scan finds the table's keys"


@pytest.mark.parametrize("game", GAMES)
def test_every_key_the_table_uses_is_in_the_catalog(game: str) -> None:
    missing = used_keys(game) - catalog_keys(game)
    assert not missing, sorted(missing)


@pytest.mark.parametrize("game", GAMES)
def test_every_table_key_in_the_catalog_is_used(game: str) -> None:
    unused = catalog_keys(game) - used_keys(game)
    assert not unused, sorted(unused)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("key", sorted(set().union(*(catalog_keys(game) for game in GAMES))))
def test_every_table_sentence_renders(key: str, language: str) -> None:
    game = key.split(".")[0]
    samples = {
        "player": 1,
        "players": [0, 2],
        "term": GAMES[game][2],
        "terms": [GAMES[game][2]],
        "plural": 2,
        "ordinal": 3,
        "card": "eddard-stark",
        "cards": ["eddard-stark"],
        "messages": [Message("thrones.term.stark")],
        "message": Message("thrones.term.stark"),
    }
    template = Catalog(language).template(key)
    assert template is not None, f"{key} has no {language} template"
    params = {
        name: samples.get((spec or "").partition(":")[0], "X")
        for _, name, spec, _ in string.Formatter().parse(template)
        if name
    }
    text = Catalog(language, NAMES).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text


# -- the app's own words (``ui.*``: footer keys, palette, settings, game titles) ---------------

APP_CODE = [TABLES.parent / "app.py", TABLES.parent / "config.py"]
APP_CODE += sorted((TABLES.parent / "screens").glob("*.py"))
APP_CODE += sorted((TABLES.parent / "widgets").glob("*.py")) + sorted(TABLES.glob("*/*.py"))


def app_keys_used() -> set[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in APP_CODE)
    named = set(re.findall(r"""["'](ui\.[a-z0-9.-]+)["']""", text))
    # Each setting's label and each game's title are named by family.
    settings = {f"ui.settings-{setting}" for setting in SETTINGS}
    titles = {f"ui.title.{game_id}" for game_id in registry.game_ids()}
    return named | settings | titles


def test_every_app_word_the_code_names_is_in_the_catalog_and_used() -> None:
    named = app_keys_used()
    assert named - set(ui.MESSAGES) == set()
    assert set(ui.MESSAGES) - named == set()


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("key", sorted(ui.MESSAGES))
def test_every_app_word_has_words_in_every_language(key: str, language: str) -> None:
    # A nested sentence (the seat-kind key's) is given a word to show, a plain field a value.
    specs = {name: spec for _, name, spec, _ in string.Formatter().parse(ui.MESSAGES[key]) if name}
    params = {
        name: Message("common.ui.human") if spec.startswith("message") else "x"
        for name, spec in specs.items()
    }
    text = Catalog(language).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text
