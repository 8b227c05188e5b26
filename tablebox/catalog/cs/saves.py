"""Czech for a save that cannot be opened: the file and its problem (:mod:`tablebox.saves`,
:meth:`tablebox.controller.Match.load`). A problem quoted from elsewhere (the system's reason
a file cannot be read, what the options model or the rules say) is given as it came."""

from __future__ import annotations

EDITED = " (soubor byl upraven)"

MESSAGES: dict[str, str] = {
    "saves.cannot-open": "Nelze otevřít {file}: {problem}",
    "saves.as-said": "{text}",
    # Reading the file.
    "saves.empty": "soubor je prázdný",
    "saves.no-such-file": "takový soubor neexistuje",
    "saves.unreadable": "nelze ho přečíst ({error})",
    "saves.not-a-file": "nelze ho přečíst (je to {kind:term}, ne soubor s uloženou hrou)",
    "saves.term.folder": "složka",
    "saves.term.pipe": "pojmenovaná roura",
    "saves.term.device": "zařízení",
    "saves.term.socket": "soket",
    "saves.term.special": "zvláštní soubor",
    "saves.too-large-mib": (
        "je příliš velký na uloženou hru tableboxu (přes {size} MiB; nejvíc smí mít {limit} MiB)"
    ),
    "saves.too-large-bytes": (
        "je příliš velký na uloženou hru tableboxu ({size} bajtů; nejvíc smí mít {limit})"
    ),
    "saves.not-text": "není to textový soubor, a tedy ani uložená hra tableboxu",
    "saves.extra-data": "za koncem uložené hry jsou další data (řádek {line}, sloupec {column})",
    "saves.truncated": "soubor je useknutý (končí v půli)",
    "saves.not-json": "není to platný JSON (řádek {line}, sloupec {column})",
    "saves.json-too-deep": "není to uložená hra tableboxu (její JSON je zanořený příliš hluboko)",
    "saves.number-too-long": "není to uložená hra tableboxu (obsahuje příliš dlouhé číslo)",
    "saves.not-a-save": "není to soubor s uloženou hrou tableboxu",
    "saves.no-version": "chybí mu verze uložené hry, nebo to není číslo",
    "saves.newer-version": (
        "zapsal ho novější tablebox (verze uložené hry {version}; tento čte verze do {known})."
        " Aktualizuj tablebox, abys ho otevřel."
    ),
    "saves.unknown-version": "verzi uložené hry {version} tablebox nikdy nezapisoval",
    "saves.later-fields": (
        "uvádí verzi uložené hry {version}, ale obsahuje pole pozdější verze (byl upraven)"
    ),
    "saves.damaged": "je poškozený ({detail})",
    "saves.too-deep": "je poškozený (je zanořený příliš hluboko)",
    "saves.newer-layout": (
        "stav hry {game} zapsal novější tablebox (podoba {layout}; tento zná podoby do {known})."
        " Aktualizuj tablebox, abys ho otevřel."
    ),
    "saves.wrong-layout": (
        "podobu stavu {layout} soubor verze {version} hry {game} mít nemůže (soubor byl upraven)"
    ),
    "saves.in-use": "je otevřený v jiném okně tableboxu; nejdřív ho zavři tam",
    # Replaying it.
    "saves.cannot-replay": "nelze ho přehrát ({error})",
    "saves.unknown-game": "je to uložená hra neznámé hry {game}",
    "saves.unknown-bot": "uvádí počítačového hráče, kterého tento tablebox nemá ({bot})",
    "saves.bad-setup": "jeho příprava hry je neplatná ({detail})",
    "saves.bad-setup-refused": "jeho příprava hry je neplatná ({reason:message})",
    "saves.empty-seat": "tah {number} uvádí místo {seat}, které je prázdné",
    "saves.illegal-action": (
        "tah {number} ({name}: {action}) je při přehrání neplatný: {reason:message}"
    ),
    "saves.action-fails": "tah {number} ({action}) nelze přehrát ({error})",
    "saves.redeal-past-end": (
        "skryté karty v ní mají být rozdány znovu po tahu {at},"
        " ale má jen {moves} {moves:plural:tah|tahy|tahů}"
    ),
    "saves.snapshot-differs": (
        "zapsaný stav hry nesouhlasí s přehráním jejích tahů (soubor byl upraven nebo poškozen)"
    ),
    # The players' names.
    "saves.name-control": "jméno „{name}“ obsahuje řídicí znaky",
    "saves.name-too-long": "jméno smí mít nejvýš {most} znaků ({name})",
    # Writing it.
    "saves.closed-here": "{file} byl tady zavřen; tento tah se neuložil",
    "saves.not-written": "nelze uložit do {file}: {reason}",
    # The header against the replay.
    "saves.takeback-not-human": "vrácení tahu uvádí místo {seat}, které nepatří člověku" + EDITED,
    "saves.takeback-unmade": "vrácení tahu {number} vrací tahy, které nebyly zahrány" + EDITED,
    "saves.takeback-too-many": (
        "poslední vrácení tahu nechalo víc tahů, než soubor obsahuje" + EDITED
    ),
    "saves.takeback-stranger": (
        "vrácení tahu po tahu {replayed} uvádí místo {seat}, které tam nebylo na tahu" + EDITED
    ),
    "saves.won-unfinished": "uvádí, že hra skončila výhrou, ale její tahy ji nedohrály" + EDITED,
    "saves.other-winners": "jeho vítězové nejsou vítězové jeho tahů" + EDITED,
    "saves.status-sentence": ("jeho stav je věta, kterou obsahují jen soubory verze 1" + EDITED),
    "saves.other-status": "jeho stav neodpovídá jeho tahům" + EDITED,
    "saves.says-unfinished": "podle jeho stavu hra neskončila, ale jeho tahy ji ukončují" + EDITED,
    "saves.says-finished": "podle jeho stavu hra skončila, ale jeho tahy ne" + EDITED,
    # Pole obsahu (issue 26.3) a kontrolní součet hlavičky (issue 26.2).
    "saves.field-missing": "je poškozený (chybí v něm pole {field})",
    "saves.field-unknown": "je poškozený (obsahuje pole, které tablebox nezná: {field})",
    "saves.field-invalid": "je poškozený (pole {field}: {detail})",
    "saves.check-differs": "jeho hlavička neodpovídá jeho tahům" + EDITED,
    "saves.bad-status": "jeho stav nelze zobrazit" + EDITED,
}
