"""Continue (pick a save from the save folder) and Load (type the path of a save file).

Continue has two tabs: the games in progress (and any file that cannot be opened, with its
problem) and the finished games with their results ("none yet" while there are none); ``f``
switches between them. Each entry says what, who, where the game stands, how many moves and when
it was last played; two entries that would still read the same also show the part of their file
names that tells them apart.

A finished game opens to its results, read-only: it takes no lock and is never written. Its
results open over this screen, so leaving them comes back to the Finished tab (the match, opened
here, is closed here). A save whose header disagrees with its replay (an edited status or
winners) is refused when opened, naming the file and the problem, and left as it is.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, OptionList, Static, TabbedContent, TabPane
from textual.widgets.option_list import Option

from tablebox import registry
from tablebox.catalog import DEFAULT_LANGUAGE, Catalog
from tablebox.engine import Message, Param
from tablebox.saves import SaveSummary, list_saves, saves_dir
from tablebox.saves.listing import distinguishing_parts
from tablebox.screens.messages import BackToMenu, OpenMatch
from tablebox.screens.worded import WordedScreen, key_words
from tablebox.stats import replay_problem
from tablebox.widgets.language import catalog_for, game_title, words_of
from tablebox.widgets.words import styled

if TYPE_CHECKING:
    from tablebox.controller import Match

PLAYING_TAB = "saves-playing"
FINISHED_TAB = "saves-finished"
ENGLISH = catalog_for(DEFAULT_LANGUAGE)
"""The words of these lists when no screen gives its own (the saves' own statuses come in words
from the listing)."""


def say(words: Catalog, key: str, /, **params: Param) -> str:
    return words.text(Message(key, params))


def _game_title(game_id: str, words: Catalog) -> str:
    try:
        return game_title(game_id, words)
    except registry.UnknownGame:
        return game_id


def when_text(
    updated: datetime | None, now: datetime | None = None, words: Catalog = ENGLISH
) -> str:
    """When a save was last written, in local time to the minute: "today 14:05", "yesterday
    09:30", "21 Nov 14:05" this year, "2025-11-21 14:05" before ("?" for a time that cannot be
    shown). ``now`` (aware; default: now) is for the tests."""
    if updated is None:
        return "?"
    try:
        local = updated.astimezone()
        today = (now or datetime.now().astimezone()).astimezone().date()
        clock = f"{local:%H:%M}"
        if local.date() == today:
            return say(words, "common.ui.today", clock=clock)
        if local.date() == today - timedelta(days=1):
            return say(words, "common.ui.yesterday", clock=clock)
        if local.year == today.year:
            month = say(words, "common.ui.months").split()[local.month - 1]
            return say(words, "common.ui.day-month", day=local.day, month=month, clock=clock)
        return f"{local.year:04d}-{local.month:02d}-{local.day:02d} {clock}"
    except (ValueError, OverflowError, OSError):  # a year 1 or 9999 edited into the file
        return "?"


def _details(summary: SaveSummary, now: datetime | None, words: Catalog) -> str:
    """The second line of a good save: where it stands (or how it ended), moves, when."""
    language = words.language
    if summary.finished:
        stands = summary.result_in(language) or say(words, "common.ui.finished")
    else:
        stands = summary.status_in(language) or say(words, "common.ui.in-progress")
    moves = say(words, "common.ui.moves", count=summary.moves)
    when = when_text(summary.updated, now, words)
    return say(words, "common.ui.save-details", stands=stands, moves=moves, when=when)


def _save_option(
    summary: SaveSummary, details: str, words: Catalog, tag: str | None = None
) -> Option:
    """Two lines per save: what and who, then where the game stands and when it was played
    (and, for saves that would read alike, the distinguishing part of the file name)."""
    if summary.problem is not None:
        prompt = styled(
            words,
            "common.ui.cannot-be-opened",
            file=(summary.path.name, "bold"),
            problem=(summary.problem_in(words.language) or summary.problem, "italic"),
        )
        return Option(prompt, id=str(summary.path), disabled=True)
    prompt = Text.assemble(
        (_game_title(summary.game, words), "bold"),
        "  ",
        say(words, "common.ui.versus").join(summary.players),
        "\n  ",
        details,
        styled(words, "common.ui.file-tag", tag=(tag, "italic")) if tag else "",
    )
    return Option(prompt, id=str(summary.path))


def save_options(
    summaries: list[SaveSummary], now: datetime | None = None, words: Catalog = ENGLISH
) -> list[Option]:
    """The entries of one list, in its order; saves that would read alike are told apart by
    their file names."""
    details = [_details(s, now, words) if s.problem is None else "" for s in summaries]
    alike: dict[tuple[str, tuple[str, ...], str], list[Path]] = defaultdict(list)
    for summary, line in zip(summaries, details, strict=True):
        if summary.problem is None:
            alike[(summary.game, tuple(summary.players), line)].append(summary.path)
    tags: dict[Path, str] = {}
    for paths in alike.values():
        if len(paths) > 1:
            tags.update(distinguishing_parts(paths))
    return [
        _save_option(summary, line, words, tags.get(summary.path))
        for summary, line in zip(summaries, details, strict=True)
    ]


class ContinueScreen(WordedScreen[None]):
    DEFAULT_CSS = """
    ContinueScreen TabbedContent, ContinueScreen TabPane, ContinueScreen #finished {
        height: 1fr;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "menu", key_words("ui.key-menu")),
        Binding("f", "show_tab('finished')", key_words("ui.key-finished")),
        Binding("f", "show_tab('playing')", key_words("ui.key-in-progress")),
        Binding("h", "host", key_words("net.ui.host-save")),
        Binding("r", "replay", key_words("replay.key-replay")),
    ]

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder
        """The save folder to list; None: the default save folder."""
        self.summaries: list[SaveSummary] = []
        self.shown: Match | None = None
        """The finished game whose results are open over this screen (closed on return)."""

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    @property
    def showing_finished(self) -> bool:
        return self.query_one(TabbedContent).active == FINISHED_TAB

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Of the two ``f`` keys, only the one that switches to the other tab is shown."""
        if action == "show_tab" and self.is_mounted:
            return (parameters[0] == "finished") != self.showing_finished
        if action == "host" and self.is_mounted:
            return not self.showing_finished
        return True

    def action_host(self) -> None:
        """Host the highlighted game in progress for players on other terminals."""
        from tablebox.controller import Match
        from tablebox.saves import SaveError
        from tablebox.screens.host import HostScreen

        option = self.query_one("#saves", OptionList).highlighted_option
        if self.showing_finished or option is None or option.id is None:
            return
        try:
            match = Match.load(Path(option.id))
        except SaveError as error:
            self.query_one("#saves-problem", Static).update(error.text(self.words))
            return
        self.app.push_screen(HostScreen(match))

    def action_show_tab(self, which: str) -> None:
        self.query_one(TabbedContent).active = FINISHED_TAB if which == "finished" else PLAYING_TAB

    def compose(self) -> ComposeResult:
        folder = self.folder or saves_dir()
        # A damaged file is one greyed-out entry among the games in progress, never an error.
        self.summaries = list_saves(folder, self.words.language, replay_problem)
        playing = [s for s in self.summaries if not s.finished]
        finished = [s for s in self.summaries if s.finished]
        with Vertical(id="saves-box"):
            yield Static(say(self.words, "common.ui.continue-title"), classes="screen-title")
            yield Static("", id="saves-hint", classes="hint")
            with TabbedContent(initial=PLAYING_TAB):
                with TabPane(
                    say(self.words, "common.ui.tab-in-progress", count=len(playing)), id=PLAYING_TAB
                ):
                    yield OptionList(*save_options(playing, words=self.words), id="saves")
                with TabPane(
                    say(self.words, "common.ui.tab-finished", count=len(finished)), id=FINISHED_TAB
                ):
                    if not finished:
                        none = say(self.words, "common.ui.no-finished")
                        yield Static(none, id="finished-none", classes="hint")
                    yield OptionList(*save_options(finished, words=self.words), id="finished")
            yield Static("", id="saves-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        folder = self.folder or saves_dir()
        for options in self.query(OptionList):
            options.action_first()  # the newest save that can be opened
        playing = [s for s in self.summaries if not s.finished]
        report = self.query_one("#saves-problem", Static)
        if not self.summaries:
            report.update(say(self.words, "common.ui.no-saves", folder=str(folder)))
        elif not playing:
            report.update(say(self.words, "common.ui.none-in-progress"))
        elif all(summary.problem for summary in playing):
            report.update(say(self.words, "common.ui.none-can-open"))
        self._tab_shown()

    def on_screen_resume(self) -> None:
        self._close_shown()

    def on_unmount(self) -> None:
        self._close_shown()

    def _close_shown(self) -> None:
        """Back from a finished game's results (or leaving): the game was opened here, and is
        closed here (the app never saw it)."""
        if self.shown is not None:
            self.shown.close()
            self.shown = None

    def show_results(self, match: Match) -> None:
        """The finished ``match``'s table over this screen: it goes straight to its results,
        and leaving them comes back here."""
        from tablebox.screens import NoTableScreen, table_screen_for

        try:
            table = table_screen_for(match)
        except NoTableScreen as error:
            match.close()
            self.notify(
                say(self.words, "common.ui.no-table", game=repr(error.game_id)), severity="error"
            )
            return
        self.shown = match
        self.app.push_screen(table)

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        event.stop()
        self._tab_shown()

    def _tab_shown(self) -> None:
        """Focus the shown list, and say what Enter does there."""
        finished = self.showing_finished
        hint = say(self.words, "common.ui.hint-finished" if finished else "common.ui.hint-playing")
        self.query_one("#saves-hint", Static).update(hint)
        self.query_one("#finished" if finished else "#saves", OptionList).focus()
        self.refresh_bindings()

    def action_replay(self) -> None:
        """Watch the highlighted save again on its table (tablebox.screens.replay)."""
        from tablebox.screens.replay import replay_or_report

        shown = self.query_one("#finished" if self.showing_finished else "#saves", OptionList)
        option = shown.highlighted_option
        if option is not None and option.id is not None and not option.disabled:
            replay_or_report(self, Path(option.id), self.query_one("#saves-problem", Static))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is None:
            return
        report = self.query_one("#saves-problem", Static)
        path = Path(event.option.id)
        if event.option_list.id == "finished":
            _show_finished(self, path, report)
        else:
            _open_or_report(self, path, report, say(self.words, "common.ui.cannot-open-save"))


def _show_finished(screen: ContinueScreen, path: Path, report: Static) -> None:
    """Open a finished game to its results, read-only (never written, no lock). The replay
    decides: loading refuses an edited header, and a game found not over (which a checked save
    cannot be) would open to be played on rather than show results it does not have."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        match = Match.load(path, read_only=True)
    except SaveError as error:
        problem = error.text(screen.words)
    except Exception as error:  # a game refusing its own save must not crash the app
        problem = SaveError(path, f"{type(error).__name__}: {error}").text(screen.words)
    else:
        if match.is_over:
            screen.show_results(match)
            return
        match.close()
        screen.notify(
            say(screen.words, "common.ui.not-over-replayed", file=path.name),
            title=say(screen.words, "common.ui.not-finished"),
            severity="warning",
            markup=False,
        )
        _open_or_report(screen, path, report, say(screen.words, "common.ui.cannot-open-save"))
        return
    report.update(problem)
    title = say(screen.words, "common.ui.cannot-show")
    screen.notify(problem, title=title, severity="error", markup=False)


class LoadScreen(WordedScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "menu", key_words("ui.key-menu"))]

    def action_menu(self) -> None:
        self.app.post_message(BackToMenu())

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(say(self.words, "common.ui.load-title"), classes="screen-title")
            yield Static(say(self.words, "common.ui.load-help"))
            yield Input(placeholder=say(self.words, "common.ui.load-placeholder"), id="load-path")
            yield Static("", id="load-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#load-path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Pasted paths often arrive quoted by the file manager or the shell.
        text = event.value.strip().strip("'\"")
        report = self.query_one("#load-problem", Static)
        if not text:
            report.update(say(self.words, "common.ui.load-nothing"))
            return
        title = say(self.words, "common.ui.cannot-open-file")
        _open_or_report(self, Path(text).expanduser(), report, title)


def _open_or_report(screen: Screen[None], path: Path, report: Static, title: str) -> None:
    """Open the save's table, or say why not (in the app's language): in place on the screen
    and as a notification."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    words = words_of(screen)
    try:
        match = Match.load(path)
    except SaveError as error:  # damaged, edited, too large, or open in another window
        problem = error.text(words)
    except Exception as error:  # a game refusing its own save must not crash the app
        problem = SaveError(path, f"{type(error).__name__}: {error}").text(words)
    else:
        screen.app.post_message(OpenMatch(match))
        return
    report.update(problem)
    screen.notify(problem, title=title, severity="error", markup=False)
