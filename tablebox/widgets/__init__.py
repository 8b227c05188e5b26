"""Widgets shared by the table screens: cards and hands, the game log."""
