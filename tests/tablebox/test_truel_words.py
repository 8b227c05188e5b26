"""The Truel table's particular words (plurals, styled parts); that every key the table names
is in the catalog and every one there is used is checked in ``test_table_words.py``."""

from __future__ import annotations

from tablebox.catalog import Catalog
from tablebox.tables.truel.board_text import legend_text
from tablebox.tables.truel.words import ui

NAMES = ["Ann", "Ben", "Cid"]


def test_the_waiting_line_names_the_player_to_act() -> None:
    say = Catalog(names=NAMES).text
    assert say(ui("truel.ui.waiting", seats=[1])) == "Waiting for Ben."


def test_the_legend_is_said_in_the_tables_language() -> None:
    """The legend's words come through the ``say`` it is given; its signs stay as drawn."""
    legend = legend_text(lambda message: message.key.upper()).plain.splitlines()
    assert legend[0] == "r g b TRUEL.UI.LEGEND-COLOUR"
    assert len(legend) == 6
