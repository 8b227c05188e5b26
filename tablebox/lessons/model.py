"""What a lesson is: a setup and a script of moves, validated once when it is read."""

from __future__ import annotations

import importlib
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

LESSON_GAMES: tuple[str, ...] = ("claim", "truel", "dwarf-king", "oriflamme", "thrones")
"""The games a lesson may exist for, in the order the menu offers them."""


class LessonStep(BaseModel):
    """One move of the script. A human seat's move is the one the lesson asks for, with its
    words; a computer seat's is simply played (the lesson's own, so a lesson always goes the
    same way, whatever the computer players become)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    move: str
    """The move in the rules' notation (``parse_action``)."""
    say: str | None = None
    """The catalog key of the two or three sentences shown while this move is awaited."""
    why: str | None = None
    """The catalog key of the note for another legal move (None: the lesson's general one)."""
    highlight: tuple[str, ...] = ()
    """What the table marks: ``card:<id>`` (a card or option the player may pick; the table's
    cursor goes there), ``target:<n>`` (a target in Oriflamme's row), or ``#<widget id>`` (an
    area of the table)."""
    rule: str | None = None
    """The section of the rule reference the words explain (``CLM-3.2``)."""


class Lesson(BaseModel):
    """A whole lesson: the table it is played at, and its script."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: str
    players: tuple[str, ...]
    computers: tuple[int, ...]
    """The computer seats; the others are the learner's (one seat)."""
    seed: int = 0
    deck: tuple[str, ...] | None = None
    options: dict[str, Any] = {}
    title: str
    """The catalog key of the lesson's name (its panel's title, the summary's heading)."""
    steps: tuple[LessonStep, ...]
    learnt: tuple[str, ...]
    """Catalog keys of the summary's lines: what the lesson taught."""
    minutes: int = 5
    """About how long the lesson takes a new player."""
    play_out: bool = False
    """Whether the game goes on to its end once the script is done (issue 31: a whole small
    game): the learner then plays freely, with hints, and the computers play at their level.
    A lesson whose script ends the game, or one of scenes (Thrones), leaves it False."""

    @model_validator(mode="after")
    def _consistent(self) -> Lesson:
        humans = [seat for seat in range(len(self.players)) if seat not in self.computers]
        if len(humans) != 1:
            raise ValueError("a lesson has exactly one learner's seat")
        for number, step in enumerate(self.steps):
            if not 0 <= step.seat < len(self.players):
                raise ValueError(f"step {number}: no seat {step.seat}")
            if step.seat == humans[0] and step.say is None:
                raise ValueError(f"step {number}: the learner's move needs its words")
        return self

    @property
    def learner(self) -> int:
        return next(seat for seat in range(len(self.players)) if seat not in self.computers)

    def step(self, made: int) -> LessonStep | None:
        """The step after ``made`` moves (None: the script is done)."""
        return self.steps[made] if made < len(self.steps) else None

    def words_at(self, made: int) -> LessonStep | None:
        """The step whose words are on the panel after ``made`` moves: the next step of the
        learner's, or a computer's that has words of its own, else the last one said."""
        for index in range(min(made, len(self.steps) - 1), -1, -1):
            step = self.steps[index]
            if step.say is not None:
                return step
        return None


def lesson_games() -> tuple[str, ...]:
    """The games that have a lesson, in the menu's order."""
    return tuple(game for game in LESSON_GAMES if _module(game) is not None)


def _module(game: str) -> Any:
    try:
        return importlib.import_module(f"tablebox.lessons.data.{game.replace('-', '_')}")
    except ModuleNotFoundError:
        return None


def lesson_for(game: str) -> Lesson:
    """The lesson of ``game``; KeyError when it has none."""
    module = _module(game)
    if module is None or game not in LESSON_GAMES:
        raise KeyError(game)
    lesson = module.LESSON
    assert isinstance(lesson, Lesson)
    return lesson
