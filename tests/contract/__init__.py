"""The contract suite: what every registered game must do, whatever its rules (issue 8, point 8).

Each test is parametrised over :data:`tests.contract.setups.SETUPS`: every game in
``tablebox.registry`` at every player count (and, for Claim, every box). A game names the cards
it hides, for the tests only, in :mod:`tests.contract.hidden`; the seeded golden playthroughs
live in :mod:`tests.contract.golden`.
"""
