"""The Dwarf King table's own words come from the catalog, and the catalog holds no others.

Every ``dwarf-king.ui.*`` key the table's code names (``tablebox/tables/dwarf_king``) has an
English template, every such template is named by the code, and each renders with sample
parameters: the catalog and the code cannot drift apart, and a translation knows exactly which
sentences the table shows.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.catalog.en import dwarf_king
from tablebox.engine import Message
from tablebox.tables.dwarf_king.words import styled, ui

PACKAGE = Path(__file__).parents[2] / "tablebox" / "tables" / "dwarf_king"
KEY = re.compile(r"""["'](dwarf-king\.ui\.[a-z0-9-]+)["']""")
NAMES = ["Ann", "Ben", "Cid"]
SAMPLES = {"player": 1, "players": [0, 2], "term": "left", "plural": 2}


def source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(PACKAGE.glob("*.py")))


def used_keys() -> set[str]:
    return set(KEY.findall(source()))


def catalog_keys() -> set[str]:
    return {key for key in dwarf_king.MESSAGES if key.startswith("dwarf-king.ui.")}


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
    template = dwarf_king.MESSAGES[key]
    params = {
        name: SAMPLES.get((spec or "").partition(":")[0], "X")
        for _, name, spec, _ in string.Formatter().parse(template)
        if name
    }
    text = Catalog(names=NAMES).text(Message(key, params))  # type: ignore[arg-type]
    assert text and key not in text and "{" not in text


def test_a_hand_of_one_card_is_one_card() -> None:
    """The hand's title counts its cards through the catalog's plural."""
    say = Catalog(names=NAMES).text
    assert say(ui("dwarf-king.ui.hand-title", name="Ann", n=1)) == "Ann's hand (1 card)"
    assert say(ui("dwarf-king.ui.hand-title", name="Ann", n=7)) == "Ann's hand (7 cards)"


def test_a_drawn_part_keeps_its_style_inside_the_sentence() -> None:
    card = Text("★ Dragon", style="bold yellow")
    label = styled(Catalog().text, ui("dwarf-king.ui.take"), card=card)
    assert label.plain == "take ★ Dragon"
    assert [(span.start, span.end, str(span.style)) for span in label.spans] == [
        (5, 13, "bold yellow")
    ]
