"""ENG-face-up: the optional ``face_up`` every game here offers, for a finished game's replay
watched face up (issue 21.2: all hands, face-down cards, orders and bids shown).

Along seeded random games, at every position: each secret names a real seat, a kind the
replay's catalog names, only real card ids (cards of the game, which its catalog names), and it
renders in every language without falling back to a raw key; together the secrets show at
least everything the contract's adapter says a seat holds hidden (``HiddenItems.secrets``);
reading them changes nothing.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tablebox.catalog import Catalog, languages
from tablebox.engine import Message, Secret, face_up_of, snapshot_of
from tablebox.replay.faceup import face_up_lines, secret_message
from tests.contract.hidden import ADAPTERS
from tests.contract.setups import SETUP_IDS, SETUPS, Setup, states

SEED = 1


def _strings(value: Any) -> set[str]:
    """Every string in a view's JSON: the cards the public table shows (Thrones' House cards
    in hand) are real cards too."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {s for item in value.values() for s in _strings(item)}
    if isinstance(value, list):
        return {s for item in value for s in _strings(item)}
    return set()


def _as_items(setup: Setup, state: Any, secret: Secret) -> Counter[str]:
    """A secret in the adapter's terms (``tests/contract/hidden.py``): card ids, or for
    Thrones the places of its secrets (``order/<house>/<area>``, ``bid/<house>``,
    ``card/<house>``)."""
    if setup.game != "thrones":
        return Counter(secret.cards)
    house = state.houses[secret.seat]
    if secret.kind == "order":
        return Counter(f"order/{house}/{item.params['area']}" for item in secret.items)
    return Counter({"bid": [f"bid/{house}"], "house-card": [f"card/{house}"]}[secret.kind])


def _rendered(catalog: Catalog, message: Message) -> list[str]:
    """Why ``message`` (or one nested in its ``items``) falls back to its raw key, if it does."""
    found = []
    nested = message.params.get("items")
    for each in [message, *(nested if isinstance(nested, list) else [])]:
        assert isinstance(each, Message)
        if catalog.text(each).startswith(each.key):
            found.append(f"{catalog.language}: {each.key} {each.params}")
    return found


@pytest.mark.parametrize("setup", SETUPS, ids=SETUP_IDS)
def test_face_up_names_every_secret_in_words(setup: Setup) -> None:
    """ENG-face-up on every position of a seeded random game of each setup."""
    rules, items = setup.rules, ADAPTERS[setup.game]
    catalogs = [Catalog(language, setup.names) for language in languages()]
    shown_somewhere = 0
    for state in states(setup, SEED):
        before = snapshot_of(state)
        secrets = face_up_of(rules, state)
        assert secrets is not None, f"{setup.game} has no face_up"
        assert snapshot_of(state) == before, "face_up changed the state"
        real = items.all_cards(state) + Counter(_strings(rules.view(state, None).model_dump()))
        held: dict[int, Counter[str]] = {seat: Counter() for seat in range(setup.players)}
        for secret in secrets:
            assert isinstance(secret, Secret), secret
            assert secret.seat in held, secret
            for card in secret.cards:
                assert card in real, f"{secret}: {card!r} is no card of the game"
            held[secret.seat] += _as_items(setup, state, secret)
            for catalog in catalogs:
                assert catalog.template(f"replay.secret-{secret.kind}") is not None
                message = secret_message(catalog, setup.game, secret)
                assert not _rendered(catalog, message), _rendered(catalog, message)
                for card in secret.cards:
                    assert catalog.card(setup.game, card) != card, f"{card!r} has no name"
        for seat in range(setup.players):
            missing = items.secrets(state, seat) - held[seat]
            assert not missing, f"seat {seat}'s hidden {dict(missing)} are not face up"
        if secrets:
            shown_somewhere += 1
            lines = face_up_lines(catalogs[0], setup.game, secrets)
            seats = sorted({secret.seat for secret in secrets})
            assert [line.partition(":")[0] for line in lines] == [setup.names[s] for s in seats]
    assert shown_somewhere, "no position of a whole game has anything hidden"
