"""Oriflamme's lesson: the first three rounds of a fixed deal for three; Ada (red) against
Ben (blue) and Cyd (green), who play the script's moves."""

from __future__ import annotations

from tablebox.lessons.model import Lesson, LessonStep


def _computers(*moves: tuple[int, str]) -> tuple[LessonStep, ...]:
    return tuple(LessonStep(seat=seat, move=move) for seat, move in moves)


LESSON = Lesson(
    game="oriflamme",
    players=("Ada", "Ben", "Cyd"),
    computers=(1, 2),
    seed=2,
    options={"first_player": 0},
    # Every card in play; each family takes its cards in this order (the shuffle of seed 2).
    deck=(
        *("blue-conspiracy", "red-assassination", "green-shapeshifter", "green-lord"),
        *("blue-ambush", "red-lord", "blue-heir", "blue-shapeshifter", "green-heir"),
        *("green-royal-decree", "red-ambush", "red-heir", "green-assassination"),
        *("green-soldier", "green-ambush", "green-conspiracy", "red-conspiracy"),
        *("red-soldier", "blue-royal-decree", "green-spy", "blue-soldier", "blue-spy"),
        *("red-archer", "blue-lord", "green-archer", "red-royal-decree"),
        *("blue-assassination", "blue-archer", "red-spy", "red-shapeshifter"),
    ),
    title="lesson.oriflamme.title",
    minutes=8,
    play_out=True,
    steps=(
        LessonStep(
            seat=0,
            move="place red-heir left",
            say="lesson.oriflamme.place",
            highlight=("card:red-heir",),
            rule="ORI-3.1",
        ),
        *_computers((1, "place blue-spy right"), (2, "place green-ambush right")),
        LessonStep(
            seat=0,
            move="reveal",
            say="lesson.oriflamme.reveal",
            why="lesson.oriflamme.why-reveal",
            highlight=("#ori-row",),
            rule="ORI-4.2",
        ),
        *_computers((1, "reveal"), (1, "target 1"), (2, "reveal")),
        *_computers((1, "place blue-ambush right"), (2, "place green-royal-decree right")),
        LessonStep(
            seat=0,
            move="place red-archer right",
            say="lesson.oriflamme.ends",
            highlight=("card:red-archer",),
            rule="ORI-3.2",
        ),
        *_computers((1, "target 1"), (1, "reveal"), (2, "reveal"), (2, "move 2 to 1")),
        LessonStep(
            seat=0,
            move="reveal",
            say="lesson.oriflamme.archer",
            why="lesson.oriflamme.why-reveal",
            highlight=("#ori-row",),
            rule="ORI-6.1",
        ),
        LessonStep(
            seat=0,
            move="target 1",
            say="lesson.oriflamme.eliminate",
            highlight=("target:1",),
            rule="ORI-5.1",
        ),
        *_computers((2, "place green-lord left")),
        LessonStep(
            seat=0,
            move="place red-assassination right",
            say="lesson.oriflamme.hidden",
            highlight=("card:red-assassination",),
            rule="ORI-3.3",
        ),
        *_computers((1, "place blue-heir right"), (2, "reveal")),
        LessonStep(
            seat=0,
            move="target 1",
            say="lesson.oriflamme.face-up",
            highlight=("target:1",),
            rule="ORI-4.3",
        ),
        LessonStep(
            seat=0,
            move="reveal",
            say="lesson.oriflamme.intrigue",
            why="lesson.oriflamme.why-reveal",
            highlight=("#ori-row",),
            rule="ORI-6.7",
        ),
        LessonStep(
            seat=0,
            move="target 4",
            say="lesson.oriflamme.assassination",
            why="lesson.oriflamme.why-heir",
            highlight=("target:4",),
            rule="ORI-5.2",
        ),
    ),
    learnt=(
        "lesson.oriflamme.learnt-place",
        "lesson.oriflamme.learnt-resolve",
        "lesson.oriflamme.learnt-eliminate",
        "lesson.oriflamme.learnt-game",
    ),
)
