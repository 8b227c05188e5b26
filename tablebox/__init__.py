"""tablebox: hot-seat tabletop games in the terminal. The app; the rules live in ``games``."""

__version__ = "0.1.0"
