"""Widgets shared by the screens: cards and hands, the game log, one-line choices."""
