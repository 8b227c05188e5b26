"""One package per game's table: its table screen, setup panel, results, own widgets and
stylesheet. The registry names each package; it is imported only when its game is opened or
picked on the New game screen.

Every table package offers the same two functions in its ``__init__``:

- ``table_screen(match) -> Screen``: the screen that shows the match;
- ``options_panel() -> OptionsPanel | None``: the game's setup panel for the New game screen,
  or None if the game has no choices to make.
"""
