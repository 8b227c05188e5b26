"""The lesson's panel over a table (issue 31): the words of the step, the rule they explain.

The panel lies over the table's corner (``overlay``), so no table changes its layout for a
lesson; the table itself only marks what the step names (:meth:`MatchScreen.highlight`).
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tablebox.catalog import Catalog
from tablebox.engine import Message
from tablebox.lessons.runner import LessonMatch


class LessonPanel(Static):
    SCOPED_CSS = False  # the tables' rules below place it by the table it lies over
    DEFAULT_CSS = """
    LessonPanel {
        overlay: screen;
        position: absolute;
        offset: 41 5;
        width: 36;
        height: auto;
        max-height: 12;
        padding: 0 1;
        background: $boost;
        border: round $accent;
        border-title-color: $accent;
    }
    DwarfKingTableScreen LessonPanel {
        offset: 41 12;
    }
    OriflammeTableScreen LessonPanel {
        offset: 49 8;
        width: 31;
    }
    ThronesTableScreen LessonPanel {
        offset: 0 14;
        width: 44;
        max-height: 9;
    }
    ThronesTableScreen.-cards LessonPanel {
        offset: 0 3;
        width: 26;
        max-height: 20;
    }
    TruelTableScreen LessonPanel {
        offset: 46 4;
        width: 34;
    }
    """


def lesson_text(match: LessonMatch, words: Catalog) -> Text:
    """What the panel says after the moves made so far."""
    lesson = match.lesson
    made = len(match.actions)
    if match.script_done and lesson.play_out:  # the rest of the game is the learner's own
        return Text(words.text(Message("lesson.ui.play-out")))
    step = lesson.words_at(made)
    text = Text()
    if step is not None and step.say is not None:
        text.append(words.text(step.say))
    if step is not None and step.rule is not None:
        text.append("\n")
        text.append(words.text(Message("lesson.ui.rule-key", {"rule": step.rule})), style="dim")
    return text


def lesson_title(match: LessonMatch, words: Catalog) -> str:
    lesson = match.lesson
    said = [step for step in lesson.steps if step.say is not None]
    made = len(match.actions)
    number = sum(1 for index, step in enumerate(lesson.steps) if step.say and index <= made)
    title = words.text(lesson.title)
    return words.text(
        Message(
            "lesson.ui.panel-title",
            {"lesson": title, "step": max(1, number), "steps": len(said)},
        )
    )
