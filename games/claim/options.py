"""Setup choices for Claim: which box, or which mix of both boxes (CLM-1.5, CLM-10, CLM-11)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar, Literal

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
RANDOM_FACTIONS = "random"
"""``factions=random``: a mixed deck drawn from the seed, for any player count (CLM-1.6)."""


class ClaimOptions(BaseModel):
    """What deck to play with. The default is the Claim 2 base game for two players."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    SHORTHANDS: ClassVar[dict[str, str]] = {
        "factions": f"{RANDOM_FACTIONS}: A mixed deck (a random pair and random singles, as"
        " many as the player count takes) drawn from the seed, for 2 to 4 players; instead of"
        " box, pair and singles. Without any of them, 3 or 4 players get this deck (CLM-1.6)."
    }
    """Setup words that are not fields: :meth:`settle` turns them into a deck."""

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

    @classmethod
    def settle(cls, values: Mapping[str, object], players: int, seed: int) -> ClaimOptions:
        """The options that ``values`` (fields, and the :attr:`SHORTHANDS`) choose for
        ``players`` and ``seed`` (CLM-1.6): ``factions=random`` draws a mixed deck from the
        seed; with no deck chosen at all, Claim 2 for two players and a mixed deck drawn from
        the seed for three or four (which cannot play one box, CLM-11.1); anything else as
        given (and refused as before). ValueError says what is wrong."""
        chosen = dict(values)
        factions = chosen.pop("factions", None)
        if factions is not None:
            if factions != RANDOM_FACTIONS:
                raise ValueError(
                    f"factions can only be {RANDOM_FACTIONS!r} (a mixed deck drawn from the"
                    f" seed), not {factions!r}"
                )
            if chosen:
                raise ValueError(
                    f"factions={RANDOM_FACTIONS} draws the whole deck: leave out"
                    f" {', '.join(chosen)}"
                )
            return random_mix(players, seed)
        if not chosen:
            return default_options(players, seed)
        return cls.model_validate(chosen)

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


def random_mix(players: int, rng: random.Random | int) -> ClaimOptions:
    """A legal mixed deck for ``players``, chosen at random: a pair, then the singles
    (CLM-1.6). ``rng`` may be a seed, so the same seed always draws the same deck. The setup
    screen's Random factions button, ``factions=random`` and the default deck for 3 or 4."""
    if players not in SINGLES_FOR:
        raise ValueError(f"Claim is played by 2 to 4 players, not {players}")
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    pair = rng.choice(sorted(PAIRS))
    singles = tuple(rng.sample(SINGLES, SINGLES_FOR[players]))
    return ClaimOptions(box="mixed", pair=pair, singles=singles)  # type: ignore[arg-type]


def default_options(players: int, seed: int) -> ClaimOptions:
    """The deck of a setup that chooses none (CLM-1.6): Claim 2 for two players; for three or
    four, who need both boxes, a mixed deck drawn from the seed (:func:`random_mix`)."""
    if players > 2:
        return random_mix(players, seed)
    return ClaimOptions()
