"""The track as a graph, and the checks that a board plays (TRL-2): every space reachable,
choices only at crossroads, and every move ending on a grey space within a bound."""

from __future__ import annotations

from collections.abc import Iterator

from games.truel.data import COLOURS, BoardSpec, SpaceSpec

MOVE_LENGTHS = (1, 2, 3)
"""A card moves a pawn 1 to 3 spaces, forward or back (TRL-3.2)."""
GREY_KINDS = frozenset({"start", "crossroads", "cards", "clock"})
"""Where a pawn may stop; coloured spaces repeat the move (TRL-5.2)."""
AMOUNTS = {"cards": (1, 2, -1), "clock": (1, 2, -1)}


class BoardError(ValueError):
    """A board that cannot be played; the message names the problem."""


class Board:
    """A checked board: each space's kind, its neighbours forward (+1) and back (-1).

    Immutable once built (shared by every copy of a game)."""

    def __init__(self, spec: BoardSpec) -> None:
        self.spec = spec
        self.spaces: dict[str, SpaceSpec] = {space.id: space for space in spec.spaces}
        self.ahead: dict[str, tuple[str, ...]] = {space: () for space in self.spaces}
        self.behind: dict[str, tuple[str, ...]] = {space: () for space in self.spaces}
        for source, target in spec.links:
            if source in self.ahead and target in self.ahead:
                self.ahead[source] += (target,)
                self.behind[target] += (source,)
        self.starts: dict[str, str] = {
            str(space.colour): space.id for space in spec.spaces if space.kind == "start"
        }
        self.longest_move = 0
        """The most legs (a move and its repeats) any move takes, set by :func:`check_board`."""

    def next_spaces(self, space: str, step: int) -> tuple[str, ...]:
        return self.ahead[space] if step > 0 else self.behind[space]

    def way_back_through(self, crossroads: str, came_from: str) -> str:
        """The way on for a pawn passing ``crossroads`` backward from ``came_from`` (one of its
        ways out): it may not change its way there (TRL-2.3), so it keeps to its track, the
        way in paired with that way out: the first way in with the first way out, the second
        with the second, in the order of the board's links."""
        ins = self.behind[crossroads]
        return ins[min(self.ahead[crossroads].index(came_from), len(ins) - 1)]

    def is_grey(self, space: str) -> bool:
        return self.spaces[space].kind in GREY_KINDS


def check_board(spec: BoardSpec) -> Board:
    """The board ``spec`` describes, checked; BoardError names the first problem found."""
    board = Board(spec)
    ids = [space.id for space in spec.spaces]
    repeated = sorted({space for space in ids if ids.count(space) > 1})
    if repeated:
        raise BoardError(f"space ids must differ: {', '.join(repeated)} repeated")
    for source, target in spec.links:
        for end in (source, target):
            if end not in board.spaces:
                raise BoardError(f"the link {source} -> {target} names no space {end!r}")
    for space in spec.spaces:
        _check_space(board, space)
    missing = [colour for colour in COLOURS if colour not in board.starts]
    if missing or len(board.starts) != len([s for s in spec.spaces if s.kind == "start"]):
        raise BoardError("the board needs exactly one Start of each colour (red, green, blue)")
    for colour, start in board.starts.items():
        unreachable = sorted(set(board.spaces) - _reachable(board, start))
        if unreachable:
            raise BoardError(
                f"unreachable spaces from the {colour} Start: {', '.join(unreachable[:8])}"
            )
    board.longest_move = _longest_move(board)
    return board


def _check_space(board: Board, space: SpaceSpec) -> None:
    ahead, behind = board.ahead[space.id], board.behind[space.id]
    if not ahead or not behind:
        raise BoardError(f"space {space.id} is a dead end (every space needs a way on and back)")
    forks = len(ahead) > 2 or len(behind) > 2 or len(set(ahead)) < len(ahead)
    if forks or ((len(ahead) == 2 or len(behind) == 2) and space.kind != "crossroads"):
        raise BoardError(
            f"space {space.id} forks but is not a crossroads (only a crossroads offers a choice"
            " of two ways)"
        )
    if space.kind in ("colour", "start") and space.colour is None:
        raise BoardError(f"space {space.id} ({space.kind}) needs a colour")
    if space.kind in AMOUNTS and space.amount not in AMOUNTS[space.kind]:
        raise BoardError(f"space {space.id} ({space.kind}) must show +1, +2 or -1")


def _reachable(board: Board, start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for following in board.ahead[todo.pop()]:
            if following not in seen:
                seen.add(following)
                todo.append(following)
    return seen


def leg_ends(board: Board, space: str, step: int, length: int) -> Iterator[str]:
    """Every space a leg of ``length`` steps from ``space`` may end on (one per choice)."""
    ends = {space}
    for _ in range(length):
        ends = {following for here in ends for following in board.next_spaces(here, step)}
    yield from sorted(ends)


def _longest_move(board: Board) -> int:
    """The most legs any move needs to stop on grey, over every start, direction, length and
    choice; BoardError if some choice of ways never stops (a loop of coloured spaces)."""
    longest = 0
    for step in (1, -1):
        for length in MOVE_LENGTHS:
            depth: dict[str, int] = {}
            for space in board.spaces:
                longest = max(longest, _legs(board, space, step, length, depth, set()))
    return longest


def _legs(
    board: Board, space: str, step: int, length: int, depth: dict[str, int], path: set[str]
) -> int:
    """Legs needed from ``space`` (itself not counted as stopped), worst case over choices."""
    if space in depth:
        return depth[space]
    if space in path:
        way = "forward" if step > 0 else "back"
        raise BoardError(
            f"a move {way} by {length} from {space} can repeat on coloured spaces forever"
        )
    path.add(space)
    worst = 0
    for end in leg_ends(board, space, step, length):
        worst = max(
            worst, 1 + (0 if board.is_grey(end) else _legs(board, end, step, length, depth, path))
        )
    path.discard(space)
    depth[space] = worst
    return worst
