"""Seeded golden playthroughs: a rule change cannot pass silently (issue 8, point 8).

Each file ``tests/contract/golden/<game>-<setup>.txt`` holds one seeded game:

- a first line ``# game=... players=... options=... seed=...`` (the setup);
- the public events of the setup itself, each on a line ``  key param=value ...``;
- one line per action, ``<seat>: <notation>``, each followed by the public events it
  produced, in the same form (keys and parameters, not English, so rewording the catalog does
  not break the files; parameters as compact JSON);
- a last line ``= outcome ranking=... scores=...``.

The actions are chosen by a seeded random policy (:func:`policy`): a random seat of
``current_seats``, then a random action of its ``legal_actions`` sorted by notation (so a
reordering of ``legal_actions`` alone does not change the game).

``test_golden.py`` plays every game of :data:`GOLDEN` again on every run and compares it with
its file. After an *intended* rule change, regenerate the files explicitly and review the diff::

    .venv/bin/python -m tests.contract.golden --write      # or:
    TABLEBOX_WRITE_GOLDEN=1 .venv/bin/pytest tests/contract/test_golden.py

``--write`` may be followed by file stems (``claim-2p-claim2-seed1``) to rewrite only those.
"""

from __future__ import annotations

import json
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablebox.engine import Event
from tests.contract.setups import MAX_ACTIONS, SETUPS, Setup

FOLDER = Path(__file__).parent / "golden"
WRITE_VARIABLE = "TABLEBOX_WRITE_GOLDEN"


@dataclass(frozen=True)
class Golden:
    setup_id: str
    seed: int

    @property
    def setup(self) -> Setup:
        found = [setup for setup in SETUPS if setup.id == self.setup_id]
        assert found, f"no setup {self.setup_id} (does the game's rules package import?)"
        return found[0]

    @property
    def name(self) -> str:
        return f"{self.setup_id}-seed{self.seed}"

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.txt"


GOLDEN_PLAN: tuple[tuple[str, int], ...] = (
    ("claim-2p-claim", 1),
    ("claim-2p-claim2", 1),
    ("claim-2p-mixed", 2),
    ("claim-3p-mixed", 1),
    ("claim-4p-mixed", 1),
    ("oriflamme-2p", 1),
    ("oriflamme-3p", 1),
    ("oriflamme-5p", 1),
    ("truel-3p", 1),
    ("dwarf-king-3p-short", 1),
    ("dwarf-king-4p-short", 1),
    ("dwarf-king-5p-short", 1),
    ("thrones-3p", 1),
    ("thrones-4p", 1),
    ("thrones-5p", 1),
)
"""(setup id, seed) of every golden playthrough."""

GOLDEN: list[Golden] = [Golden(setup_id, seed) for setup_id, seed in GOLDEN_PLAN]


def value(param: Any) -> str:
    return json.dumps(param, separators=(",", ":"), ensure_ascii=False)


def event_line(event: Event) -> str:
    params = " ".join(f"{name}={value(param)}" for name, param in event.params.items())
    return f"  {event.key} {params}".rstrip()


def policy(golden: Golden) -> random.Random:
    return random.Random(f"golden {golden.setup_id} {golden.seed}")


def playthrough(golden: Golden) -> list[str]:
    """The lines of ``golden``'s file, played now."""
    setup = golden.setup
    rules = setup.rules
    state = setup.new_game(golden.seed)
    rng = policy(golden)
    lines = [f"# {setup.line(golden.seed)}"]
    logged = list(rules.events(state))
    lines += [event_line(event) for event in logged if event.audience is None]
    for _ in range(MAX_ACTIONS):
        seats = rules.current_seats(state)
        if not seats:
            break
        seat = rng.choice(sorted(seats))
        action = rng.choice(sorted(rules.legal_actions(state, seat), key=str))
        rules.advance(state, seat, action)
        lines.append(f"{seat}: {action}")
        now = list(rules.events(state))
        lines += [event_line(e) for e in now[len(logged) :] if e.audience is None]
        logged = now
    else:
        raise AssertionError(f"{golden.name}: no end after {MAX_ACTIONS} actions")
    outcome = rules.outcome(state)
    assert outcome is not None
    scores = {str(seat): score for seat, score in sorted(outcome.scores.items())}
    lines.append(f"= outcome ranking={value(outcome.ranking)} scores={value(scores)}")
    return lines


def text(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def write(golden: Golden) -> Path:
    FOLDER.mkdir(exist_ok=True)
    golden.path.write_text(text(playthrough(golden)), encoding="utf-8")
    return golden.path


def writing() -> bool:
    """Whether the tests should rewrite the golden files instead of comparing them."""
    return os.environ.get(WRITE_VARIABLE, "") not in ("", "0")


def main(argv: list[str]) -> int:
    if "--write" not in argv:
        print(__doc__)
        return 2
    wanted = [arg for arg in argv if not arg.startswith("--")]
    for golden in GOLDEN:
        if not wanted or golden.name in wanted:
            print(f"wrote {write(golden)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
