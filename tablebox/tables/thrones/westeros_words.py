"""Each Westeros card's effect in one plain sentence (issue 18.7): beside the round's cards in
the realm panel and after the log line resolving it. Keys written out whole, so the catalog
check finds each one."""

from __future__ import annotations

from tablebox.engine import Event, Message
from tablebox.tables.thrones.words import ui

EFFECT_KEYS: dict[str, str] = {
    "supply": "thrones.ui.westeros-effect.supply",
    "mustering": "thrones.ui.westeros-effect.mustering",
    "last_days_of_summer": "thrones.ui.westeros-effect.last-days-of-summer",
    "winter_is_coming": "thrones.ui.westeros-effect.winter-is-coming",
    "clash_of_kings": "thrones.ui.westeros-effect.clash-of-kings",
    "game_of_thrones": "thrones.ui.westeros-effect.game-of-thrones",
    "wildlings_attack": "thrones.ui.westeros-effect.wildlings-attack",
    "storm_of_swords": "thrones.ui.westeros-effect.storm-of-swords",
    "sea_of_storms": "thrones.ui.westeros-effect.sea-of-storms",
    "a_feast_for_crows": "thrones.ui.westeros-effect.a-feast-for-crows",
    "rains_of_autumn": "thrones.ui.westeros-effect.rains-of-autumn",
}
"""Westeros card id (``games/thrones/data/cards.py``) -> the catalog key of its effect (with
hyphens: the catalog check reads keys without underscores)."""

RESOLVED = "thrones.resolve-card"
"""The event of a card being resolved: its log line is followed by the card's effect."""


def effect(card: str) -> Message | None:
    """What ``card`` does, or None for a card this table does not know."""
    key = EFFECT_KEYS.get(card)
    return ui(key) if key is not None else None


def with_effect(event: Event) -> Message | Event:
    """A card being resolved, said with what it does; any other event as it is."""
    said = effect(str(event.params.get("card"))) if event.key == RESOLVED else None
    if said is None:
        return event
    return ui("thrones.ui.resolved-with-effect", resolved=event.message, effect=said)
