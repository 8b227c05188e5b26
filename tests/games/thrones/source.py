"""The game's data as it is read from ``assets/thrones/*.json`` (the fact sheets' files).

``games/thrones/data/`` holds the same values as Python literals, because a rule module does no
I/O; ``test_data.py`` checks that the two agree, and running this module prints the literals
again after an intended change of the JSON files::

    .venv/bin/python -m tests.games.thrones.source > /tmp/new_data.txt
"""

from __future__ import annotations

import json
import pprint
from pathlib import Path
from typing import Any

ASSETS = Path(__file__).resolve().parents[3] / "assets" / "thrones"


def load(name: str) -> Any:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


def board_from(raw: dict[str, Any]) -> dict[str, Any]:
    """The board part of ``agot-map.json`` in the data module's shape."""
    castles = {"none": 0, "castle": 1, "stronghold": 2}
    areas = {
        area["id"]: (
            area["name"],
            area["type"] == "sea",
            bool(area["island"]),
            castles[area["castle"]],
            area["barrels"],
            area["crowns"],
            area["home_of"],
        )
        for area in raw["areas"]
    }
    edges = [(edge["a"], edge["b"]) for edge in raw["edges"] if edge["passable"]]
    blocked = [(edge["a"], edge["b"]) for edge in raw["edges"] if not edge["passable"]]
    setup = raw["setup"]
    neutral = {
        area["id"]: area["neutral_force"]["strength"]
        for area in raw["areas"]
        if area["neutral_force"]
    }
    start_units = {}
    for house, data in setup["houses"].items():
        placed = []
        for spot in data["units"]:
            units = ["footman"] * spot["footmen"] + ["knight"] * spot["knights"]
            units += ["ship"] * spot["ships"]
            placed.append((spot["area"], tuple(units)))
        start_units[house] = tuple(placed)
    counts = {"five_players": 5, "four_players": 4, "three_players": 3}
    player_setups = {
        counts[key]: (
            tuple(setup[key]["houses_in_play"]),
            tuple(setup[key]["neutral_houses"]),
            tuple(setup[key]["tracks"]["iron_throne"]),
            tuple(setup[key]["tracks"]["fiefdoms"]),
            tuple(setup[key]["tracks"]["kings_court"]),
            setup[key]["victory_instant"],
        )
        for key in counts
    }
    supply = {
        int(level): tuple(sizes) for level, sizes in raw["tracks"]["supply"]["levels"].items()
    }
    pool = setup["common"]["unit_pool_per_house"]
    return {
        "AREAS": areas,
        "EDGES": edges,
        "RIVER_BLOCKED": blocked,
        "NEUTRAL_TOKENS": neutral,
        "START_UNITS": start_units,
        "START_SUPPLY": {house: data["supply_level"] for house, data in setup["houses"].items()},
        "START_POWER": setup["common"]["power_tokens_start"]["value"],
        "POWER_LIMIT": setup["common"]["power_token_limit_per_house"],
        "UNIT_POOL": {"footman": pool["footmen"], "knight": pool["knights"], "ship": pool["ships"]},
        "PLAYER_SETUPS": player_setups,
        "SUPPLY_TABLE": supply,
        "STARS": tuple(raw["tracks"]["kings_court_stars"]["by_position_5p"]),
        "ROUNDS": raw["tracks"]["round"]["rounds"],
    }


def cards_from(raw: dict[str, Any]) -> dict[str, Any]:
    """The cards part of ``agot-cards.json`` in the data module's shape."""
    cards = {}
    for house, listed in raw["house_cards"].items():
        for card in listed:
            cards[card["id"].replace("_", "-")] = (
                house,
                card["name"],
                card["strength"],
                card["swords"],
                card["towers"],
            )
    decks = {
        deck: tuple((card["id"], card["count"], card["wildling_icon"]) for card in listed)
        for deck, listed in raw["westeros_decks"].items()
    }
    return {"HOUSE_CARDS": cards, "WESTEROS_DECKS": decks}


def main() -> None:
    for name, value in {
        **board_from(load("agot-map.json")),
        **cards_from(load("agot-cards.json")),
    }.items():
        print(f"{name} = {pprint.pformat(value, width=100, sort_dicts=False)}\n")


if __name__ == "__main__":
    main()
