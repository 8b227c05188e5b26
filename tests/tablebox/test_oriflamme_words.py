"""The Oriflamme table's own words come from the message catalog, and the catalog holds no
table word the table does not use (the project's standard: every sentence a player reads comes
from the catalog, so the game can later speak another language).

The table looks its words up under ``oriflamme.ui.<name>``, by a key written out in full
(``"oriflamme.ui.status.round"``) or, for one word per family, kind, phase or direction, by a
key ending in a value (``f"oriflamme.ui.family.{family}"``). The source of
``tablebox/tables/oriflamme`` is scanned for both.
"""

from __future__ import annotations

import re
from pathlib import Path

from tablebox.catalog import Catalog
from tablebox.catalog.en import oriflamme as english_words
from tablebox.engine import Message
from tablebox.tables.oriflamme import intrigue_row, text
from tablebox.tables.oriflamme.words import styled, ui

TABLE = Path(text.__file__).parent
KEY = re.compile(r"""["'](oriflamme\.ui\.[a-z0-9.-]*)(\{?)""")
"""A key in the source: written out in full, or a prefix that an f-string completes."""


def keys_in_source() -> tuple[set[str], set[str]]:
    """The full keys and the f-string prefixes the table's modules look up."""
    full: set[str] = set()
    prefixes: set[str] = set()
    for path in sorted(TABLE.glob("*.py")):
        for key, brace in KEY.findall(path.read_text(encoding="utf-8")):
            (prefixes if brace else full).add(key)
    return full, prefixes


def catalog_keys() -> set[str]:
    return {key for key in english_words.MESSAGES if key.startswith("oriflamme.ui.")}


def test_the_scan_finds_the_tables_words() -> None:
    """The scan itself works: it finds keys of both kinds (else the tests below pass idly)."""
    full, prefixes = keys_in_source()
    assert "oriflamme.ui.status.round" in full
    assert "oriflamme.ui.family." in prefixes
    assert len(full) > 50


def test_every_key_the_table_uses_is_in_the_catalog() -> None:
    full, prefixes = keys_in_source()
    keys = catalog_keys()
    assert sorted(full - keys) == []
    assert [
        prefix for prefix in sorted(prefixes) if not any(k.startswith(prefix) for k in keys)
    ] == []


def test_every_table_key_in_the_catalog_is_used() -> None:
    full, prefixes = keys_in_source()
    unused = [
        key
        for key in sorted(catalog_keys())
        if key not in full and not any(key.startswith(prefix) for prefix in prefixes)
    ]
    assert unused == []


def test_every_family_kind_phase_and_direction_has_its_table_words() -> None:
    """The keys the table completes at run time exist for every value it completes them with."""
    keys = catalog_keys()
    expected = {
        *(f"oriflamme.ui.family.{family}" for family in text.FAMILIES),
        *(f"oriflamme.ui.arrow.{direction}" for direction in text.ARROWS),
        *(f"oriflamme.ui.phase.{phase}" for phase in text.PHASES),
        *(f"oriflamme.ui.short.{kind}" for kind in text.SHORT_NAMES),
        *(
            f"oriflamme.ui.{size}name-lines.{kind}"
            for kind in intrigue_row.INTRIGUES | intrigue_row.CHARACTERS
            for size in ("", "small-")
        ),
    }
    assert sorted(expected - keys) == []
    assert set(english_words.KINDS) == intrigue_row.INTRIGUES | intrigue_row.CHARACTERS
    assert set(english_words.FAMILIES) == text.FAMILIES


def test_the_table_words_use_plurals_and_parameters() -> None:
    """Counts are worded by the catalog's plural rule, not by the code."""
    say = Catalog().text
    assert ui(say, "oriflamme.ui.hand.title", name="Ann", count=1) == "Ann's hand: 1 card"
    assert ui(say, "oriflamme.ui.hand.title", name="Ann", count=3) == "Ann's hand: 3 cards"
    assert ui(say, "oriflamme.ui.row.title", count=1, arrow="→").startswith(
        "Intrigue row: 1 position,"
    )


def test_styled_parts_keep_their_style_in_a_template() -> None:
    """A styled parameter (a card's name in its colour) is put into the sentence as it is."""
    from rich.text import Text

    def say(message: Message) -> str:
        return Catalog().text(message)

    card = Text("Red Spy", style="bold red")
    line = styled(say, "oriflamme.ui.spot", card=card, where=Text("to start the row."))
    assert line.plain == "Your Red Spy goes face down to start the row."
    start = line.plain.index("Red Spy")
    assert any(
        span.start == start and span.end == start + len("Red Spy") and span.style == "bold red"
        for span in line.spans
    )
