"""What several games share, written once: card ids, decks, seeded shuffles, seat rotation."""
