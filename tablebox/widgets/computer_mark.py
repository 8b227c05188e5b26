"""The mark after a computer's name where a list of the players has no room for its level
("Bo ⚙"): one cell wide, and a computer's name in the log and the sentences goes without it."""

COMPUTER_MARK = "⚙"
