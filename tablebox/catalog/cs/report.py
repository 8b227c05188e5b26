"""Czech for the reports of ``tablebox simulate``: random games (:mod:`tablebox.simulate`)
and computer players against each other (:mod:`tablebox.tournament`). Labels are padded by
the report itself, so a longer word keeps the columns aligned."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "report.seat": "Hráč {number}",
    "report.default-options": "výchozí nastavení",
    # The random games' report.
    "report.simulation-head": (
        "{title}: {games} {games:plural:hra|hry|her} mezi {count}"
        " {count:plural:náhodným hráčem|náhodnými hráči|náhodnými hráči} (semínko {seed})"
    ),
    "report.options": "nastavení",
    "report.games": "hry",
    "report.seconds": "sekundy",
    "report.games-per-second": "her/s",
    "report.actions-per-second": "tahů/s",
    "report.actions-per-game": "tahů/hra",
    "report.outcomes": "Výsledky {games} {games:plural:hry|her|her}",
    "report.wins": "výhry",
    "report.draws": "remízy",
    "report.alone-shared": ", z toho {alone} samostatně, {shared} dělené",
    "report.average-length": (
        "průměrná délka {average} tahu (nejkratší {shortest}, nejdelší {longest})"
    ),
    "report.shared-by-some": (
        "Dělené první místo se počítá jako výhra každému, kdo se o ně dělí;"
        " dělí-li se všichni, jen jako remíza."
    ),
    "report.shared-by-all": (
        "První místo, o které se dělí všichni hráči, se počítá jako remíza, ne jako výhra."
    ),
    # The computer players' report.
    "report.tournament-head": (
        "{title}: {games} {games:plural:hra|hry|her}, hráči {lineup} (semínko {seed})"
    ),
    "report.tournament-head-think": (
        "{title}: {games} {games:plural:hra|hry|her}, hráči {lineup} (semínko {seed},"
        " silný hráč přemýšlí {think} s na tah)"
    ),
    "report.seat-order": "pořadí míst",
    "report.seat-order-turned": (
        "po každé hře posunuto o jedno místo ({count} {count:plural:místo|místa|míst})"
    ),
    "report.head-bot": "hráč",
    "report.head-seats": "míst",
    "report.head-wins": "výhry",
    "report.head-win-rate": "podíl výher",
    "report.head-interval": "interval 95 %",
    "report.head-mean-rank": "prům. pořadí",
    "report.head-decisions": "rozhodnutí",
    "report.head-median": "medián",
    "report.head-p95": "95. perc.",
    # The notes under the table, one line each.
    "report.note-counted-once": (
        "Počítač na několika místech se počítá jednou: jeho výhry na všech jeho místech,\n"
        "jeho podíl výher na jedno místo a hru."
    ),
    "report.note-shared": (
        "První místo dělené k hráči se počítá každému 1/k; spravedlivý podíl {fair}."
    ),
    "report.note-decisions": (
        "Rozhodnutí: kolikrát byl počítač tázán, s mediánem a 95. percentilem jejich\n"
        "trvání; tahy s jedinou možností se hrají bez ptaní."
    ),
}
