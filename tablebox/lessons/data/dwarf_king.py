"""The Dwarf King's lesson: one whole deal for five (a one-deal game), Ada against four
computers who play the script's moves. The deal is fixed (the ``deck`` option, DWK-1.6): the
quest tile 7 and the Jester as the special card."""

from __future__ import annotations

from tablebox.lessons.model import Lesson, LessonStep

HANDS = (
    (
        "goblins-4",
        "knights-1",
        "knights-5",
        "goblins-K",
        "knights-9",
        "knights-8",
        "goblins-A",
        "goblins-5",
    ),
    (
        "goblins-8",
        "dwarves-K",
        "dwarves-A",
        "knights-3",
        "dwarves-10",
        "knights-A",
        "goblins-2",
        "dwarves-2",
    ),
    (
        "knights-K",
        "knights-J",
        "knights-Q",
        "goblins-10",
        "dwarves-8",
        "dwarves-3",
        "dwarves-4",
        "dwarves-Q",
    ),
    (
        "goblins-9",
        "knights-7",
        "dwarves-J",
        "dwarves-5",
        "goblins-J",
        "dwarves-7",
        "goblins-6",
        "dwarves-6",
    ),
    (
        "knights-10",
        "goblins-3",
        "knights-2",
        "dwarves-9",
        "knights-6",
        "goblins-Q",
        "knights-4",
        "goblins-7",
    ),
)
"""The five hands of the deal, Ada's first (the Jester is hers)."""


def _computers(*moves: tuple[int, str]) -> tuple[LessonStep, ...]:
    return tuple(LessonStep(seat=seat, move=move) for seat, move in moves)


LESSON = Lesson(
    game="dwarf-king",
    players=("Ada", "Ben", "Cyd", "Dan", "Eva"),
    computers=(1, 2, 3, 4),
    options={
        "deals": 1,
        "first_dealer": 4,
        "deck": [
            {
                "special": "knights-1",
                "tile": 7,
                "hands": [list(hand) for hand in HANDS],
            }
        ],
    },
    title="lesson.dwarf-king.title",
    minutes=5,
    steps=(
        LessonStep(
            seat=0,
            move="quest most-victories",
            say="lesson.dwarf-king.quest",
            highlight=("card:quest most-victories",),
            rule="DWK-2.4",
        ),
        LessonStep(
            seat=0,
            move="goblins-A",
            say="lesson.dwarf-king.lead",
            highlight=("card:goblins-A",),
            rule="DWK-2.6",
        ),
        *_computers((1, "goblins-8"), (2, "goblins-10"), (3, "goblins-J"), (4, "goblins-Q")),
        LessonStep(
            seat=0,
            move="goblins-K",
            say="lesson.dwarf-king.winner-leads",
            highlight=("card:goblins-K",),
            rule="DWK-3.5",
        ),
        *_computers((1, "goblins-2"), (2, "knights-K"), (3, "goblins-9"), (4, "goblins-7")),
        LessonStep(
            seat=0,
            move="knights-9",
            say="lesson.dwarf-king.off-suit",
            highlight=("#table-last", "card:knights-9"),
            rule="DWK-3.4",
        ),
        *_computers((1, "knights-A"), (2, "knights-Q"), (3, "knights-7"), (4, "knights-10")),
        *_computers((1, "dwarves-A"), (2, "dwarves-Q"), (3, "dwarves-J"), (4, "dwarves-9")),
        LessonStep(
            seat=0,
            move="knights-8",
            say="lesson.dwarf-king.void",
            highlight=("card:knights-8",),
            rule="DWK-3.3",
        ),
        *_computers((1, "dwarves-K"), (2, "dwarves-8"), (3, "dwarves-7"), (4, "knights-6")),
        LessonStep(
            seat=0,
            move="goblins-5",
            say="lesson.dwarf-king.quest-counts",
            highlight=("card:goblins-5",),
            rule="DWK-4.1",
        ),
        *_computers((1, "dwarves-10"), (2, "dwarves-4"), (3, "dwarves-6"), (4, "knights-4")),
        LessonStep(
            seat=0,
            move="goblins-4",
            say="lesson.dwarf-king.jester",
            why="lesson.dwarf-king.why-jester",
            highlight=("#dk-deal", "card:goblins-4"),
            rule="DWK-5.4",
        ),
        *_computers((1, "knights-3"), (2, "knights-J"), (3, "goblins-6"), (4, "knights-2")),
        LessonStep(
            seat=0,
            move="knights-5",
            say="lesson.dwarf-king.follow",
            why="lesson.dwarf-king.why-jester",
            highlight=("card:knights-5",),
            rule="DWK-3.3",
        ),
        *_computers((2, "dwarves-3"), (3, "dwarves-5"), (4, "goblins-3")),
        LessonStep(
            seat=0,
            move="knights-1",
            say="lesson.dwarf-king.last",
            highlight=("card:knights-1",),
            rule="DWK-5.4",
        ),
        *_computers(
            (1, "dwarves-2"),
        ),
    ),
    learnt=(
        "lesson.dwarf-king.learnt-quest",
        "lesson.dwarf-king.learnt-follow",
        "lesson.dwarf-king.learnt-special",
        "lesson.dwarf-king.learnt-game",
    ),
)
