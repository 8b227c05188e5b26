"""Claim's lesson: the first six tricks of a fixed deal against Ben (Claim 2's box)."""

from __future__ import annotations

from tablebox.lessons.model import Lesson, LessonStep

LESSON = Lesson(
    game="claim",
    players=("Ada", "Ben"),
    computers=(1,),
    seed=3,
    # Ada's hand, Ben's hand, then the draw pile, top first (the deal of seed 3).
    deck=(
        *("giant-3", "gnome-7", "dragon-3", "gnome-1", "gnome-7", "gnome-5", "troll-9"),
        *("gnome-3", "seer-4", "giant-1", "seer-0", "dragon-6", "giant-1"),
        *("giant-7", "seer-1", "troll-6", "gnome-3", "gnome-9", "dragon-1", "giant-9"),
        *("dragon-5", "dragon-2", "gnome-1", "troll-2", "troll-5", "troll-1"),
        *("seer-9", "gnome-5", "troll-0", "gnome-1", "dragon-7", "dragon-9", "gnome-5"),
        *("troll-7", "seer-7", "giant-3", "giant-5", "seer-3", "giant-7", "troll-3"),
        *("dragon-0", "troll-4", "dragon-4", "troll-8", "seer-8", "gnome-7", "seer-6"),
        *("gnome-3", "dragon-8", "seer-2", "seer-5", "giant-5"),
    ),
    title="lesson.claim.title",
    minutes=8,
    play_out=True,
    steps=(
        LessonStep(
            seat=0,
            move="giant-3",
            say="lesson.claim.lead",
            highlight=("#table-trick", "card:giant-3"),
            rule="CLM-4.1",
        ),
        LessonStep(seat=1, move="giant-7"),
        LessonStep(seat=1, move="seer-1"),
        LessonStep(
            seat=0,
            move="seer-4",
            say="lesson.claim.follow",
            why="lesson.claim.why-seer",
            highlight=("card:seer-4",),
            rule="CLM-3.2",
        ),
        LessonStep(
            seat=0,
            move="take-prize",
            say="lesson.claim.seer",
            highlight=("card:take-prize",),
            rule="CLM-6.5",
        ),
        LessonStep(
            seat=0,
            move="dragon-6",
            say="lesson.claim.dragon",
            highlight=("card:dragon-6",),
            rule="CLM-6.3",
        ),
        LessonStep(seat=1, move="dragon-1"),
        LessonStep(seat=1, move="dragon-2"),
        LessonStep(
            seat=0,
            move="dragon-3",
            say="lesson.claim.dragon-again",
            highlight=("card:dragon-3",),
            rule="CLM-6.3",
        ),
        LessonStep(
            seat=0,
            move="troll-9",
            say="lesson.claim.higher",
            highlight=("card:troll-9",),
            rule="CLM-3.3",
        ),
        LessonStep(seat=1, move="troll-1"),
    ),
    learnt=(
        "lesson.claim.learnt-prize",
        "lesson.claim.learnt-follow",
        "lesson.claim.learnt-seer",
        "lesson.claim.learnt-next",
    ),
)
