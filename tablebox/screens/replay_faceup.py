"""Face up, drawn: each seat's hidden things, their cards sorted and drawn as the table draws a
hand's runs (``✿ Gnome 1 3 · ◆ Dwarf 9``), where the table can draw a card from its id (the
trick tables' ``face_of``); elsewhere by name, sorted (issue 26.5).

The list takes at most :data:`PAGE_LINES` lines from the table, whatever the game and the
player count (issue 26.5: at 80×24 a longer list pushed the trick row and the players off the
screen). To fit, the seats' things are laid out compactly: lines break only between cards or
runs, a seat whose things are short shares its line with the next, and where the full suit
names make more pages than the table's short ones (``Dop 0 3``, as its cards print them), the
short ones are used. What still does not fit goes on further pages: the list's edge says which
page it is and that ``h`` turns to the next (after the last, ``h`` hides the list).

The words around the cards are the replay catalog's (``replay.secret-<kind>``): the cards stand
where the sentence's ``{cards}`` was, so each language keeps its own word order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import Console
from rich.style import Style
from rich.text import Text

from tablebox.catalog import Catalog
from tablebox.engine import Message, Param, Secret
from tablebox.replay.faceup import secret_message
from tablebox.widgets.cards import CardFace, suit_run_parts

FaceOf = Callable[[str], CardFace]

PAGE_LINES = 4
"""Lines of the list at most (its edge is one more): the most a table can spare at 80×24."""

_HOLE = "@@CARDS@@"
"""Stands for the cards in the sentence until they are drawn in."""

CARD_GAP = " · "
"""Between two runs or cards of one hidden thing."""
SHORT_GAP = "  "
"""Between two runs drawn short: each run's bold short name starts it."""
THING_GAP = " │ "
"""Between two hidden things of one seat."""
SEAT_GAP = "  ┃ "
"""Between two seats sharing a line."""
INDENT = 2
"""A seat's continued line is indented, so each seat's name starts a line or follows ┃."""

COURT = {"J": 11, "Q": 12, "K": 13, "A": 14}
"""Where a face card sorts among the numbers (The Dwarf King's J Q K A, as in English)."""

Piece = tuple[str, Text]
"""What goes before a piece of a seat's line (a gap) and the piece, never broken."""


def _face_order(face: CardFace) -> tuple[str, int, str]:
    value = int(face.short) if face.short.isdigit() else COURT.get(face.short, 1_000)
    return face.suit, value, face.label


def _runs(faces: Sequence[CardFace], short: bool) -> list[Text]:
    """``✿ Gnomes 1 3``: per suit its symbol (colour is never the only clue), name and values;
    ``short``: ``Gno 1 3``, the suit's short name as its cards print it."""
    if short and all(face.suit_short for face in faces):
        return [
            Text.assemble((faces_[0].suit_short, faces_[0].style + Style(bold=True)), " ")
            + Text(" ".join(face.short for face in faces_), style=faces_[0].style)
            for faces_ in _by_suit(faces)
        ]
    runs = suit_run_parts(faces)
    symbols = [face.symbol for face in faces if face.symbol]
    if len(symbols) != len(faces):
        return runs
    firsts = [run[0] for run in _by_suit(faces)]
    return [
        Text(f"{face.symbol} ", style=face.style) + run
        for face, run in zip(firsts, runs, strict=True)
    ]


def _by_suit(faces: Sequence[CardFace]) -> list[list[CardFace]]:
    groups: list[list[CardFace]] = []
    for face in faces:
        if groups and groups[-1][0].suit == face.suit:
            groups[-1].append(face)
        else:
            groups.append([face])
    return groups


def _card_parts(
    catalog: Catalog,
    game: str,
    cards: Sequence[str],
    face_of: FaceOf | None,
    short: bool,
    family: str | None = None,
) -> list[Text]:
    if face_of is not None:
        return _runs(sorted((face_of(card) for card in cards), key=_face_order), short)
    names = sorted(catalog.card(game, card) for card in cards)
    if family is not None:  # said once for the whole seat
        return [Text(_without(name, family)) for name in names]
    shared = _shared_word(names)
    if shared is None:
        return [Text(name) for name in names]
    # One word that every name shares (an Oriflamme player's colour) is said once.
    rest = [Text(_without(name, shared)) for name in names]
    if names[0].startswith(f"{shared} "):
        return [Text(f"{shared} ") + rest[0], *rest[1:]]
    return [*rest[:-1], rest[-1] + Text(f" {shared}")]


def _shared_word(names: Sequence[str]) -> str | None:
    """The word that every name of several begins with, or else ends with (an Oriflamme
    family: "Red Archer", Czech "Lučištnice rudých"); None where there is none."""
    if len(names) < 2 or not all(" " in name for name in names):
        return None
    for words in (
        {name.split(" ", 1)[0] for name in names},
        {name.rsplit(" ", 1)[1] for name in names},
    ):
        if len(words) == 1:
            return words.pop()
    return None


def _without(name: str, word: str) -> str:
    """``name`` without its shared first or last ``word``."""
    if name.startswith(f"{word} "):
        return name[len(word) + 1 :]
    return name.removesuffix(f" {word}")


def _family(catalog: Catalog, game: str, secrets: Sequence[Secret]) -> str | None:
    """The word that all of a seat's card names share (an Oriflamme player's colour), said
    once after the seat's name; None where there is none."""
    return _shared_word([catalog.card(game, card) for secret in secrets for card in secret.cards])


def _secret_pieces(
    catalog: Catalog,
    game: str,
    secret: Secret,
    face_of: FaceOf | None,
    short: bool,
    family: str | None = None,
) -> list[Text]:
    """One secret as pieces that a line may break between: the catalog's words with the
    cards drawn in their place, the words kept with the first and the last card."""
    if not secret.cards:
        return [Text(catalog.text(secret_message(catalog, game, secret)))]
    params: dict[str, Param] = {
        "cards": _HOLE,
        "items": list(secret.items),
        "number": secret.number,
    }
    said = catalog.text(Message(f"replay.secret-{secret.kind}", params))
    before, _, after = said.partition(_HOLE)
    parts = _card_parts(catalog, game, secret.cards, face_of, short, family)
    parts[0] = Text(before) + parts[0]
    parts[-1] = parts[-1] + Text(after)
    return parts


def _seat_pieces(
    catalog: Catalog,
    game: str,
    seat: int,
    secrets: Sequence[Secret],
    face_of: FaceOf | None,
    short: bool,
) -> list[Piece]:
    """A seat's line as pieces: its name, then each hidden thing's."""
    family = None if face_of is not None else _family(catalog, game, secrets)
    params: dict[str, Param] = {"seat": seat, "secrets": _HOLE, "family": family or ""}
    key = "replay.face-up-seat-family" if family else "replay.face-up-seat"
    before, _, after = catalog.text(Message(key, params)).partition(_HOLE)
    pieces: list[Piece] = []
    for number, secret in enumerate(secrets):
        said = _secret_pieces(catalog, game, secret, face_of, short, family)
        for index, part in enumerate(said):
            gap = (SHORT_GAP if short else CARD_GAP) if index else THING_GAP if number else ""
            pieces.append((gap, part))
    gap, first = pieces[0]
    pieces[0] = (gap, Text.assemble((before, "bold"), first))
    gap, last = pieces[-1]
    pieces[-1] = (gap, last + Text(after))
    return pieces


_CONSOLE = Console(width=200, color_system=None, legacy_windows=False)
"""Only to wrap a piece wider than the list (a long order): never prints."""


def _lay_out(pieces: Sequence[Piece], width: int) -> list[Text]:
    """A seat's pieces in lines of at most ``width`` cells, breaking only between pieces
    (a piece wider than a line is wrapped at its spaces)."""
    lines: list[Text] = []
    line = Text()
    for gap, piece in pieces:
        if line.cell_len and line.cell_len + len(gap) + piece.cell_len > width:
            lines.append(line)
            line = Text(" " * INDENT)
            gap = ""
        line.append(gap)
        line.append_text(piece)
    lines.append(line)
    wrapped: list[Text] = []
    for drawn in lines:
        wrapped.extend(drawn.wrap(_CONSOLE, width) if drawn.cell_len > width else [drawn])
    return wrapped


def _seat_blocks(
    catalog: Catalog,
    game: str,
    secrets: Sequence[Secret],
    face_of: FaceOf | None,
    width: int,
    short: bool,
) -> list[list[Text]]:
    """Each seat's lines, seats in order; seats of one line each share a line where they fit."""
    by_seat: dict[int, list[Secret]] = {}
    for secret in secrets:
        by_seat.setdefault(secret.seat, []).append(secret)
    blocks = [
        _lay_out(_seat_pieces(catalog, game, seat, held, face_of, short), width)
        for seat, held in sorted(by_seat.items())
    ]
    shared: list[list[Text]] = []
    for block in blocks:
        last = shared[-1] if shared else None
        if (
            last is not None
            and len(last) == 1
            and len(block) == 1
            and last[0].cell_len + len(SEAT_GAP) + block[0].cell_len <= width
        ):
            last[0] = last[0] + Text(SEAT_GAP, style="dim") + block[0]
        else:
            shared.append(list(block))
    return shared


def _paged(blocks: Sequence[list[Text]], lines: int) -> list[list[Text]]:
    """The blocks on pages of ``lines`` lines: a block that fits a page is never split."""
    pages: list[list[Text]] = [[]]
    for block in blocks:
        if pages[-1] and len(pages[-1]) + len(block) > lines:
            pages.append([])
        for line in block:
            if len(pages[-1]) == lines:
                pages.append([])
            pages[-1].append(line)
    return pages


def face_up_pages(
    catalog: Catalog,
    game: str,
    secrets: Sequence[Secret],
    face_of: FaceOf | None,
    width: int,
    lines: int = PAGE_LINES,
) -> list[list[Text]]:
    """The face-up list in pages of at most ``lines`` lines of ``width`` cells: every seat
    holding something hidden, in seat order (at least one page, maybe empty)."""
    pages = _paged(_seat_blocks(catalog, game, secrets, face_of, width, False), lines)
    if len(pages) > 1 and face_of is not None:
        short = _paged(_seat_blocks(catalog, game, secrets, face_of, width, True), lines)
        if len(short) < len(pages):
            return short
    return pages


def edge_words(catalog: Catalog, page: int, pages: int) -> str:
    """The list's edge: what ``h`` does, and where a list of several pages is."""
    if pages <= 1:
        return catalog.text("replay.secrets-hide")
    where: dict[str, Param] = {"page": page + 1, "pages": pages}
    if page + 1 < pages:
        return catalog.text(Message("replay.secrets-more", where))
    return catalog.text(Message("replay.secrets-last", where))


class FaceUpPages:
    """Which page of the face-up list shows, or none (``h`` hid it)."""

    def __init__(self) -> None:
        self.page: int | None = 0
        self.pages = 1
        """How many the list had when last drawn."""

    def turn(self) -> None:
        """``h``: the next page; after the last, none; then the first again."""
        if self.page is None:
            self.page = 0
        elif self.page + 1 < self.pages:
            self.page += 1
        else:
            self.page = None

    def shown(self, pages: list[list[Text]]) -> list[Text]:
        """The lines of the page shown, of ``pages`` just drawn (a list grown shorter since
        shows its last page)."""
        self.pages = len(pages)
        self.page = min(self.page or 0, len(pages) - 1)
        return pages[self.page]
