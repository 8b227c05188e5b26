"""Czech: ``common`` for what every game says, one module per game, the same keys as ``en``."""
