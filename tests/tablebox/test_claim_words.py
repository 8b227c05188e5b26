"""The Claim table's own words come from the message catalog, and the two cannot drift apart.

The standard: every sentence a player reads comes from the catalog, so the game can later speak
another language. The table (``tablebox/tables/claim``) looks its titles, labels and sentences up
under ``claim.ui.*``; these tests read its source for those keys. A key written as the start of
an f-string, ``f"claim.ui.share-win.{count}"``, is a family: one template per count.
"""

from __future__ import annotations

import re
from pathlib import Path

import tablebox.tables.claim
from tablebox.catalog import english
from tablebox.catalog.en import claim as claim_words
from tablebox.engine import Message

TABLE_SOURCE = Path(tablebox.tables.claim.__file__).parent
KEY = re.compile(r"claim\.ui\.[a-z0-9-]+(?:\.[a-z0-9-]+)*(\.\{)?")
"""A ``claim.ui.`` key in the source; a trailing ``.{`` marks a family (an f-string's start)."""


def keys_in_source() -> tuple[set[str], set[str]]:
    """The keys the table's code names, and the prefixes of the families it builds keys in."""
    keys: set[str] = set()
    families: set[str] = set()
    for path in sorted(TABLE_SOURCE.rglob("*.py")):
        for found in KEY.finditer(path.read_text(encoding="utf-8")):
            if found.group(1):
                families.add(found.group().removesuffix("{"))
            else:
                keys.add(found.group())
    return keys, families


def table_templates() -> set[str]:
    return {key for key in claim_words.MESSAGES if key.startswith("claim.ui.")}


def test_every_key_the_claim_table_looks_up_has_a_template() -> None:
    """A key in the code without a template would show the key itself to the player."""
    keys, families = keys_in_source()
    templates = table_templates()
    assert len(keys) > 50 and families, "the scan finds the table's keys"
    assert sorted(keys - templates) == []
    assert [prefix for prefix in families if not any(t.startswith(prefix) for t in templates)] == []


def test_every_claim_table_template_is_used_by_the_table() -> None:
    """A template no code looks up is a sentence a translator would translate for nothing."""
    keys, families = keys_in_source()
    unused = [
        key
        for key in table_templates()
        if key not in keys and not any(key.startswith(prefix) for prefix in families)
    ]
    assert unused == []


def test_the_table_words_count_through_the_plural_rule() -> None:
    """Counts choose their word through the catalog's ``plural`` spec, not the code."""
    assert english(Message("claim.ui.hand", {"name": "Ann", "count": 1})) == "Ann's hand (1 card)"
    assert english(Message("claim.ui.hand", {"name": "Ann", "count": 0})) == "Ann's hand (0 cards)"
    assert english(Message("claim.ui.votes-count", {"count": 1})) == "1 vote"
    assert english(Message("claim.ui.wins", {"name": "Ann & Cid", "count": 2})) == "Ann & Cid win!"
