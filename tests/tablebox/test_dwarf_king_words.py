"""The Dwarf King table's particular words (plurals, styled parts); that every key the table names
is in the catalog and every one there is used is checked in ``test_table_words.py``."""

from __future__ import annotations

from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.tables.dwarf_king.words import styled, ui

NAMES = ["Ann", "Ben", "Cid"]


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
