"""Czech for the statistics of finished games (``tablebox stats`` and the Statistics screen):
the table's headers and the sentence under it."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "stats.head-game": "Hra",
    "stats.head-player": "Hráč",
    "stats.head-won": "Výhry",
    "stats.head-played": "Odehráno",
    "stats.head-share": "Podíl",
    "stats.share": "{percent} %",
    # The summary: its parts joined by "; ", with a full stop.
    "stats.counted": (
        "Započteno: {count} {count:plural:dohraná hra|dohrané hry|dohraných her} ze složky {folder}"
    ),
    "stats.none-yet": "Ve složce {folder} zatím nejsou žádné dohrané hry",
    "stats.unfinished": (
        "{count} {count:plural:rozehraná hra se nepočítá|rozehrané hry se nepočítají"
        "|rozehraných her se nepočítá}"
    ),
    "stats.skipped": (
        "{count} {count:plural:uloženou hru nelze otevřít a byla vynechána"
        "|uložené hry nelze otevřít a byly vynechány"
        "|uložených her nelze otevřít a bylo vynecháno} (proč, ukáže Pokračovat)"
    ),
}
