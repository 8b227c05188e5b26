"""``tablebox replay FILE --watch``: the save on its own table in the replay viewer."""

from __future__ import annotations

from pathlib import Path

from tablebox.cli.parsing import problem


def watch(path: Path, language: str, play_on_at: int | None = None) -> int:
    """Open the viewer of the save at ``path`` (q goes to the main menu), or say on stderr why
    it cannot be replayed, naming the file and the problem. ``play_on_at``: at that move (the
    nearest end if past one), with the form that plays on from there over it (issue 30.3)."""
    from tablebox.catalog import Catalog
    from tablebox.replay import Replay, SaveError

    try:
        replay = Replay.open(path)
    except SaveError as error:
        problem(error.text(Catalog(language)))
        return 1
    from tablebox import app as app_module
    from tablebox.app import TableboxApp
    from tablebox.screens import NoTableScreen
    from tablebox.screens.play_on import open_play_on
    from tablebox.screens.replay import replay_screen

    if play_on_at is not None:
        replay.go(play_on_at)
    try:
        viewer = replay_screen(replay, language)
    except NoTableScreen as error:
        problem(SaveError(path, str(error)).text(Catalog(language)))
        return 1

    class WatchApp(TableboxApp):
        # The app's stylesheet, found beside the app's module rather than this one.
        CSS_PATH = str(Path(app_module.__file__).with_name(str(TableboxApp.CSS_PATH)))

        def on_mount(self) -> None:  # Textual runs the app's own on_mount after this one
            self.push_screen(viewer)
            if play_on_at is not None:
                open_play_on(viewer, replay)

    WatchApp(language=language).run()
    return 0
