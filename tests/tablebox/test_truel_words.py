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
    """The legend's words come through the ``say`` it is given, and so do the colours' letters
    (issue 29.4: Czech č z m for červená, zelená, modrá, not English r g b)."""
    legend = legend_text(lambda message: message.key.upper()).plain.splitlines()
    assert legend[0].endswith("TRUEL.UI.LEGEND-COLOUR")
    assert len(legend) == 6
    english = legend_text(Catalog(names=NAMES).text).plain.splitlines()
    assert english[0] == "r g b move again"
    czech = legend_text(Catalog("cs", names=NAMES).text).plain.splitlines()
    assert czech[0].split()[:3] == ["č", "z", "m"]
    assert czech[1].startswith("S→č")
    assert english[0].split()[:3] == ["r", "g", "b"]


def test_an_empty_hand_is_said_in_words_not_as_an_empty_list() -> None:
    """Issue 26 §4 (`new truel --players Ann,Bo,Cy --computer Bo,Cy --seed 3`: Ann's second
    turn, with no card left): the log read "shows  and discards them"; now the rules say the
    hand is empty (TRL-4.2, ``truel.empty-hand``) and the log says so in both languages."""
    from tests.games.truel.builders import act, arrange

    state = act(arrange(hands=[[], [], []]), "show-hand")
    events = [event for event in state.events if event.key.startswith("truel.")]
    keys = [event.key for event in events]
    assert "truel.shows-hand" not in keys
    empty = next(event for event in events if event.key == "truel.empty-hand")
    assert empty.params == {"seat": 1}
    assert Catalog(names=NAMES).text(empty.message) == f"{NAMES[1]} has no card in hand."
    czech = Catalog("cs", names=NAMES).text(empty.message)
    assert czech == f"{NAMES[1]} nemá v ruce žádnou kartu."
