"""The Truel table's own words come from the catalog, and the catalog holds no others.

Every ``truel.ui.*`` key the table's code names (``tablebox/tables/truel``) has an English
template, every such template is named by the code, and each renders with sample parameters:
the catalog and the code cannot drift apart, and a translation knows exactly which sentences
the table shows.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from tablebox.catalog import Catalog
from tablebox.catalog.en import truel
from tablebox.engine import Message
from tablebox.tables.truel.board_text import legend_text
from tablebox.tables.truel.words import ui

PACKAGE = Path(__file__).parents[2] / "tablebox" / "tables" / "truel"
KEY = re.compile(r"""["'](truel\.ui\.[a-z0-9-]+)["']""")
NAMES = ["Ann", "Ben", "Cid"]
SAMPLES = {"player": 1, "players": [0, 2], "term": "ruby", "plural": 2}


def source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(PACKAGE.glob("*.py")))


def used_keys() -> set[str]:
    return set(KEY.findall(source()))


def catalog_keys() -> set[str]:
    return {key for key in truel.MESSAGES if key.startswith("truel.ui.")}


def test_the_code_names_its_keys_whole() -> None:
    """A key built at run time (``ui(f"...")``) would escape the two checks below."""
    assert not re.search(r"""ui\(\s*f["']""", source())
    assert used_keys(), "the scan finds the table's keys"


def test_every_key_the_table_uses_is_in_the_catalog() -> None:
    missing = used_keys() - catalog_keys()
    assert not missing, sorted(missing)


def test_every_table_key_in_the_catalog_is_used() -> None:
    unused = catalog_keys() - used_keys()
    assert not unused, sorted(unused)


@pytest.mark.parametrize("key", sorted(catalog_keys()))
def test_every_table_sentence_renders(key: str) -> None:
    template = truel.MESSAGES[key]
    params = {
        name: SAMPLES.get((spec or "").partition(":")[0], "X")
        for _, name, spec, _ in string.Formatter().parse(template)
        if name
    }
    text = Catalog(names=NAMES).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text


def test_the_waiting_line_names_the_player_to_act() -> None:
    say = Catalog(names=NAMES).text
    assert say(ui("truel.ui.waiting", seats=[1])) == "Waiting for Ben."


def test_the_legend_is_said_in_the_tables_language() -> None:
    """The legend's words come through the ``say`` it is given; its signs stay as drawn."""
    legend = legend_text(lambda message: message.key.upper()).plain.splitlines()
    assert legend[0] == "r g b   TRUEL.UI.LEGEND-COLOUR"
    assert len(legend) == 7
