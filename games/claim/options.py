"""Setup choices for Claim: which box, or which mix of both boxes (CLM-1.5, CLM-10, CLM-11)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from games.claim.factions import BOXES, PAIRS, SINGLES
from games.claim.words import listed
from tablebox.engine import Message

Box = Literal["claim", "claim2", "mixed"]
Pair = Literal["knights-goblins", "gnomes-giants"]
Single = Literal["undead", "dwarf", "doppelganger", "dragon", "troll", "seer"]

HAND_SIZES = {2: 13, 3: 12, 4: 9}
"""Cards dealt to each seat by player count (CLM-1.2, CLM-11.2)."""
SINGLES_FOR = {2: 3, 3: 5, 4: 5}
"""How many single factions a mixed deck takes (CLM-10.2, CLM-11.1)."""


class ClaimOptions(BaseModel):
    """What deck to play with. The default is the Claim 2 base game for two players."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    box: Box = "claim2"
    """``claim`` or ``claim2``: that box's five factions; ``mixed``: a pair and singles."""
    pair: Pair | None = None
    """Mixed decks only: the one pair of 22 cards."""
    singles: tuple[Single, ...] = ()
    """Mixed decks only: three single factions for two players, five for three or four."""

    @model_validator(mode="after")
    def _consistent(self) -> ClaimOptions:
        if self.box != "mixed":
            if self.pair is not None or self.singles:
                raise ValueError(
                    f"the {self.box} box plays its own five factions; a pair and singles are"
                    " chosen only for a mixed deck (box 'mixed')"
                )
            return self
        if self.pair is None:
            raise ValueError("a mixed deck needs one pair: knights-goblins or gnomes-giants")
        repeated = sorted({s for s in self.singles if self.singles.count(s) > 1})
        if repeated:
            raise ValueError(f"each single faction can be chosen once, not {', '.join(repeated)}")
        if len(self.singles) not in (3, 5):
            raise ValueError(
                "a mixed deck takes 3 single factions (two players) or 5 (three or four"
                f" players), not {len(self.singles)}"
            )
        return self

    @property
    def factions(self) -> tuple[str, ...]:
        """The deck's factions: the pair first, then the singles in a fixed order."""
        if self.box != "mixed":
            return BOXES[self.box]
        assert self.pair is not None
        return PAIRS[self.pair] + tuple(s for s in SINGLES if s in self.singles)

    def refusal_for(self, players: int) -> Message | None:
        """Why this deck cannot be played by ``players`` people, or None if it can."""
        if players not in HAND_SIZES:
            return Message("claim.player-count", {"n": players})
        wanted = SINGLES_FOR[players]
        if players > 2 and self.box != "mixed":
            return Message("claim.needs-mixed", {"n": players})
        if self.box == "mixed" and len(self.singles) != wanted:
            return Message(
                "claim.mixed-singles",
                {
                    "n": players,
                    "wanted": wanted,
                    "deck": 22 + 10 * wanted,
                    "chosen": len(self.singles),
                },
            )
        return None

    def describe(self) -> Message:
        """The deck with its arithmetic, e.g. for the setup screen: "Goblins & Knights (22) +
        Undead, Dragons, Seers (3 × 10): 52 cards"."""
        factions = self.factions
        if self.box != "mixed":
            return Message("claim.deck-box", {f"f{i}": f for i, f in enumerate(factions)})
        singles = len(self.singles)
        total = 22 + 10 * singles
        a, b = factions[0], factions[1]
        return listed("claim.deck-mixed", "s", factions[2:], a=a, b=b, n=singles, total=total)


def random_mix(players: int, rng: random.Random) -> ClaimOptions:
    """A legal mixed deck for ``players``, chosen at random (the setup screen's button)."""
    pair = rng.choice(sorted(PAIRS))
    singles = tuple(rng.sample(SINGLES, SINGLES_FOR[players]))
    return ClaimOptions(box="mixed", pair=pair, singles=singles)  # type: ignore[arg-type]
