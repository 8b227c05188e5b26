"""One lesson per game, as data: a module named after the game holding ``LESSON``."""
