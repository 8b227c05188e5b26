"""House cards and Westeros decks, generated from ``assets/thrones/agot-cards.json`` (see
``tests/games/thrones/source.py``). Do not edit by hand.

HOUSE_CARDS: id -> (house, name, strength, swords, towers). WESTEROS_DECKS: deck -> (card id,
copies, wildling icon)."""

from __future__ import annotations

CardRow = tuple[str, str, int, int, int]

HOUSE_CARDS: dict[str, CardRow] = {
    "eddard-stark": ("stark", "Eddard Stark", 3, 0, 2),
    "robb-stark": ("stark", "Robb Stark", 2, 0, 0),
    "greatjon-umber": ("stark", "Greatjon Umber", 2, 1, 0),
    "house-mormont-lord": ("stark", "House Mormont Lord", 1, 1, 0),
    "ser-rodrik-cassel": ("stark", "Ser Rodrik Cassel", 1, 0, 1),
    "catelyn-stark": ("stark", "Catelyn Stark", 0, 0, 0),
    "maester-luwin": ("stark", "Maester Luwin", 0, 0, 0),
    "tywin-lannister": ("lannister", "Tywin Lannister", 3, 2, 0),
    "jaime-lannister": ("lannister", "Ser Jaime Lannister", 2, 0, 0),
    "tyrion-lannister": ("lannister", "Tyrion Lannister", 2, 0, 1),
    "kevan-lannister": ("lannister", "Kevan Lannister", 1, 1, 0),
    "house-lannister-captain": ("lannister", "House Lannister Captain", 1, 1, 0),
    "vargo-hoat": ("lannister", "Vargo Hoat", 0, 0, 0),
    "cersei-lannister": ("lannister", "Cersei Lannister", 0, 0, 0),
    "stannis-baratheon": ("baratheon", "Stannis Baratheon", 3, 1, 1),
    "renly-baratheon": ("baratheon", "Renly Baratheon", 2, 0, 0),
    "ser-davos-seaworth": ("baratheon", "Ser Davos Seaworth", 2, 0, 1),
    "ser-axell-florent": ("baratheon", "Ser Axell Florent", 1, 1, 0),
    "house-florent-lord": ("baratheon", "House Florent Lord", 1, 1, 0),
    "melisandre-of-asshai": ("baratheon", "Melisandre of Asshai", 0, 0, 0),
    "salladhor-saan": ("baratheon", "Salladhor Saan", 0, 0, 0),
    "euron-crows-eye": ("greyjoy", "Euron Crow's Eye", 3, 2, 0),
    "asha-greyjoy": ("greyjoy", "Asha Greyjoy", 2, 0, 0),
    "theon-greyjoy": ("greyjoy", "Theon Greyjoy", 2, 1, 0),
    "house-blacktyde-captain": ("greyjoy", "House Blacktyde Captain", 1, 0, 1),
    "aeron-damphair": ("greyjoy", "Aeron Damphair", 1, 0, 1),
    "balon-greyjoy": ("greyjoy", "Balon Greyjoy", 0, 0, 0),
    "victarion-greyjoy": ("greyjoy", "Victarion Greyjoy", 0, 0, 0),
    "mace-tyrell": ("tyrell", "Mace Tyrell", 3, 2, 0),
    "loras-tyrell": ("tyrell", "Ser Loras Tyrell", 2, 0, 0),
    "garlan-tyrell": ("tyrell", "Ser Garlan Tyrell", 2, 1, 0),
    "house-tyrell-captain": ("tyrell", "House Tyrell Captain", 1, 1, 0),
    "margaery-tyrell": ("tyrell", "Margaery Tyrell", 1, 0, 1),
    "brienne-of-tarth": ("tyrell", "Brienne of Tarth", 0, 0, 0),
    "queen-of-thorns": ("tyrell", "Queen of Thorns", 0, 0, 0),
}

WESTEROS_DECKS: dict[str, tuple[tuple[str, int, bool], ...]] = {
    "I": (
        ("supply", 4, False),
        ("mustering", 4, False),
        ("last_days_of_summer", 1, True),
        ("winter_is_coming", 1, False),
    ),
    "II": (
        ("clash_of_kings", 4, False),
        ("game_of_thrones", 4, False),
        ("last_days_of_summer", 1, True),
        ("winter_is_coming", 1, False),
    ),
    "III": (
        ("wildlings_attack", 3, False),
        ("last_days_of_summer", 2, True),
        ("winter_is_coming", 1, False),
        ("storm_of_swords", 1, True),
        ("sea_of_storms", 1, False),
        ("a_feast_for_crows", 1, False),
        ("rains_of_autumn", 1, True),
    ),
}
