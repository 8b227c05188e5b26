"""Face up: every seat's hidden things in words, for a finished game's replay.

The game names them through the optional contract method ``face_up`` (see
:func:`tablebox.engine.face_up_of`) as :class:`~tablebox.engine.Secret` items: a kind, card
ids, things in the game's own words, a number. Here they become one line per seat: the kind
from the replay's catalog (``replay.secret-<kind>``), the cards by the game's own names.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablebox.catalog import Catalog
from tablebox.engine import Message, Param, Secret


def secret_message(catalog: Catalog, game: str, secret: Secret) -> Message:
    """One secret as a message of the replay's catalog, its cards already named: a replay key
    cannot name a game's cards through its ``card`` spec (that reads the key's own prefix)."""
    names = catalog.join([catalog.card(game, card) for card in secret.cards])
    params: dict[str, Param] = {
        "cards": names,
        "items": list(secret.items),
        "number": secret.number,
    }
    return Message(f"replay.secret-{secret.kind}", params)


def face_up_lines(catalog: Catalog, game: str, secrets: Sequence[Secret]) -> list[str]:
    """One line per seat holding something hidden, seats in order: "Ann: hand Giant 3, ..."."""
    by_seat: dict[int, list[str]] = {}
    for secret in secrets:
        said = catalog.text(secret_message(catalog, game, secret))
        by_seat.setdefault(secret.seat, []).append(said)
    return [
        catalog.text(Message("replay.face-up-seat", {"seat": seat, "secrets": " · ".join(said)}))
        for seat, said in sorted(by_seat.items())
    ]
