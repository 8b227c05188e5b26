"""Face up, drawn: each seat's hidden things on one compact line, their cards sorted and drawn
as the table draws a hand's runs (``✿ Gnome 1 3 · ◆ Dwarf 9``), where the table can draw a card
from its id (the trick tables' ``face_of``); elsewhere by name, sorted (issue 26.5).

The words around the cards are the replay catalog's (``replay.secret-<kind>``): the cards stand
where the sentence's ``{cards}`` was, so each language keeps its own word order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.engine import Message, Param, Secret
from tablebox.replay.faceup import secret_message
from tablebox.widgets.cards import CardFace, suit_run_parts

FaceOf = Callable[[str], CardFace]

_HOLE = "@@CARDS@@"
"""Stands for the cards in the sentence until they are drawn in."""


COURT = {"J": 11, "Q": 12, "K": 13, "A": 14}
"""Where a face card sorts among the numbers (The Dwarf King's J Q K A, as in English)."""


def _face_order(face: CardFace) -> tuple[str, int, str]:
    value = int(face.short) if face.short.isdigit() else COURT.get(face.short, 1_000)
    return face.suit, value, face.label


def _runs(faces: Sequence[CardFace]) -> list[Text]:
    """``✿ Gnomes 1 3``: per suit its symbol (colour is never the only clue), name and values."""
    runs = suit_run_parts(faces)
    symbols = [face.symbol for face in faces if face.symbol]
    if len(symbols) != len(faces):
        return runs
    firsts = [face for i, face in enumerate(faces) if i == 0 or faces[i - 1].suit != face.suit]
    return [
        Text(f"{face.symbol} ", style=face.style) + run
        for face, run in zip(firsts, runs, strict=True)
    ]


def _cards_text(catalog: Catalog, game: str, cards: Sequence[str], face_of: FaceOf | None) -> Text:
    if face_of is not None:
        faces = sorted((face_of(card) for card in cards), key=_face_order)
        return Text(" · ").join(_runs(faces))
    names = sorted(catalog.card(game, card) for card in cards)
    firsts = {name.split(" ", 1)[0] for name in names}
    if len(names) > 1 and len(firsts) == 1 and all(" " in name for name in names):
        # One word that every name shares (an Oriflamme player's colour) is said once.
        (first,) = firsts
        return Text(f"{first} ") + Text(" · ".join(name.split(" ", 1)[1] for name in names))
    return Text(" · ".join(names))


def secret_text(catalog: Catalog, game: str, secret: Secret, face_of: FaceOf | None) -> Text:
    """One secret: the catalog's words with the cards drawn in their place."""
    if not secret.cards:
        return Text(catalog.text(secret_message(catalog, game, secret)))
    params: dict[str, Param] = {
        "cards": _HOLE,
        "items": list(secret.items),
        "number": secret.number,
    }
    said = catalog.text(Message(f"replay.secret-{secret.kind}", params))
    before, _, after = said.partition(_HOLE)
    return Text(before) + _cards_text(catalog, game, secret.cards, face_of) + Text(after)


def face_up_texts(
    catalog: Catalog, game: str, secrets: Sequence[Secret], face_of: FaceOf | None
) -> list[Text]:
    """One line per seat holding something hidden, seats in order: the name, then its things."""
    by_seat: dict[int, list[Text]] = {}
    for secret in secrets:
        by_seat.setdefault(secret.seat, []).append(secret_text(catalog, game, secret, face_of))
    lines = []
    for seat, said in sorted(by_seat.items()):
        line = catalog.text(Message("replay.face-up-seat", {"seat": seat, "secrets": _HOLE}))
        before, _, after = line.partition(_HOLE)
        lines.append(Text(before, style="bold") + Text(" │ ").join(said) + Text(after))
    return lines
