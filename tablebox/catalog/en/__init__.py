"""English: ``common`` for what every game says, one module per game."""
