"""The Dwarf King's and Truel's table words come from the catalog, and the catalog holds no
others.

Every ``<game>.ui.*`` key a table's code names (``tablebox/tables/<game>``) has an English
template, every such template is named by the code, and each renders with sample parameters:
the catalog and the code cannot drift apart, and a translation knows exactly which sentences
the table shows. (Claim, Oriflamme and the shared screens name some keys by family, e.g.
``f"claim.ui.share-win.{n}"``; their own tests know those families.)
"""

from __future__ import annotations

import re
import string
from pathlib import Path
from types import ModuleType

import pytest

from tablebox.catalog import Catalog
from tablebox.catalog.en import dwarf_king, truel
from tablebox.engine import Message

TABLES = Path(__file__).parents[2] / "tablebox" / "tables"
NAMES = ["Ann", "Ben", "Cid"]

GAMES: dict[str, tuple[str, ModuleType, str]] = {
    "dwarf-king": ("dwarf_king", dwarf_king, "left"),
    "truel": ("truel", truel, "ruby"),
}
"""Game id -> its table package's folder, its English catalog module, a sample ``term``."""


def source(game: str) -> str:
    folder = TABLES / GAMES[game][0]
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.py")))


def used_keys(game: str) -> set[str]:
    key = re.compile(rf"""["']({re.escape(game)}\.ui\.[a-z0-9-]+)["']""")
    return set(key.findall(source(game)))


def catalog_keys(game: str) -> set[str]:
    return {key for key in GAMES[game][1].MESSAGES if key.startswith(f"{game}.ui.")}


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


@pytest.mark.parametrize("key", sorted(catalog_keys("dwarf-king") | catalog_keys("truel")))
def test_every_table_sentence_renders(key: str) -> None:
    game = key.split(".")[0]
    samples = {"player": 1, "players": [0, 2], "term": GAMES[game][2], "plural": 2}
    template = GAMES[game][1].MESSAGES[key]
    params = {
        name: samples.get((spec or "").partition(":")[0], "X")
        for _, name, spec, _ in string.Formatter().parse(template)
        if name
    }
    text = Catalog(names=NAMES).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text
