"""DWK-4.2, DWK-5, DWK-6: every quest side and special card has its words in the catalog."""

from __future__ import annotations

from games.dwarf_king import cards as c
from games.dwarf_king.quests import QUESTS
from games.dwarf_king.specials import SPECIAL_CARDS
from tablebox.catalog import english, has_template
from tablebox.catalog.en import dwarf_king as words
from tablebox.engine import Message


def test_dwk_4_2_every_quest_side_has_a_name_and_a_rule_in_words() -> None:
    for quest in QUESTS:
        assert words.QUEST_NAMES[quest.slug] == quest.name
        assert has_template(f"dwarf-king.quest-text.{quest.slug}")
    assert set(words.QUEST_NAMES) == {quest.slug for quest in QUESTS}


def test_dwk_5_every_special_card_has_a_name_and_its_effect() -> None:
    assert {special.card for special in SPECIAL_CARDS} == set(c.SPECIALS)
    for special in SPECIAL_CARDS:
        assert has_template(f"dwarf-king.special.{special.card}")
        assert special.name in words.card(special.card)


def test_dwk_1_1_card_names() -> None:
    assert words.card("goblins-K") == "King of Goblins"
    assert words.card("dwarves-7") == "7 of Dwarves"
    assert words.card("dwarves-1") == "Druid (Dwarves 1)"
    assert words.card("dragon") == "Dragon"
    refusal = Message("dwarf-king.must-follow", {"suit": "goblins"})
    assert english(refusal) == "must follow Goblins"
