"""A Game of Thrones' lesson: one round from a position built to order (issue 31 asks for
scenes as positions), for three. Ada (Stark) plans, marches into a battle in Moat Cailin with
a support and a House card, then the Westeros phase: mustering and a bid against the
wildlings. Ben (Lannister) and Cyd (Baratheon) play the script's moves."""

from __future__ import annotations

from games.thrones.positions import Position, army_of
from tablebox.lessons.model import Lesson, LessonStep

POSITION = Position(
    round=2,
    wildlings=2,
    units={
        "winterfell": army_of("stark", "footman", "knight"),
        "white_harbor": army_of("stark", "footman"),
        "moat_cailin": army_of("lannister", "footman"),
        "lannisport": army_of("lannister", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    },
)
"""Round 2's planning: Stark's two areas beside Lannister's footman in Moat Cailin."""


def _computers(*moves: tuple[int, str]) -> tuple[LessonStep, ...]:
    return tuple(LessonStep(seat=seat, move=move) for seat, move in moves)


def _ada(move: str, say: str, rule: str, why: str | None = None) -> LessonStep:
    """Ada's move, marked on the table as the row of the decision's list (and its area)."""
    return LessonStep(seat=0, move=move, say=say, why=why, highlight=(f"card:{move}",), rule=rule)


LESSON = Lesson(
    game="thrones",
    players=("Ada", "Ben", "Cyd"),
    computers=(1, 2),
    seed=1,
    options={"start": POSITION.model_dump(mode="json")},
    title="lesson.thrones.title",
    minutes=6,
    steps=(
        _ada("order winterfell march*", "lesson.thrones.order", "GOT-3.2"),
        _ada("order white_harbor support", "lesson.thrones.support-order", "GOT-3.1"),
        _ada("done", "lesson.thrones.done", "GOT-3.4"),
        *_computers(
            (1, "order moat_cailin defense"),
            (1, "order lannisport consolidate"),
            (1, "done"),
            (2, "order dragonstone consolidate"),
            (2, "done"),
            (1, "raven moat_cailin defense*"),
        ),
        _ada(
            "march winterfell -> moat_cailin:footman,knight",
            "lesson.thrones.march",
            "GOT-6.1",
            why="lesson.thrones.why-march",
        ),
        _ada("control yes", "lesson.thrones.control", "GOT-5.4"),
        _ada("support stark", "lesson.thrones.support", "GOT-6.2"),
        _ada("card eddard-stark", "lesson.thrones.card", "GOT-6.4", why="lesson.thrones.why-card"),
        *_computers((1, "card tywin-lannister")),
        _ada("blade no", "lesson.thrones.blade", "GOT-6.6"),
        *_computers(
            (1, "retreat seagard"),
            (2, "muster dragonstone ship shipbreaker_bay"),
            (2, "muster dragonstone footman"),
            (1, "muster seagard knight"),
            (1, "muster lannisport knight"),
        ),
        _ada("muster winterfell knight", "lesson.thrones.muster", "GOT-7.3"),
        _ada("muster moat_cailin footman", "lesson.thrones.muster-castle", "GOT-7.3"),
        _ada("muster white_harbor footman", "lesson.thrones.muster-last", "GOT-7.2"),
        _ada("bid 2", "lesson.thrones.bid", "GOT-8.5", why="lesson.thrones.why-bid"),
        *_computers((1, "bid 1"), (2, "bid 0")),
        _ada("reclaim eddard-stark", "lesson.thrones.reclaim", "GOT-8.5"),
    ),
    learnt=(
        "lesson.thrones.learnt-orders",
        "lesson.thrones.learnt-battle",
        "lesson.thrones.learnt-westeros",
        "lesson.thrones.learnt-game",
    ),
)
