"""Issue 19.4: ``tablebox simulate GAME --seats ...``, the benchmark of the computer players:
wins (a shared first place split), mean rank, a Wilson interval and the time per decision, the
seat order turned between games."""

from __future__ import annotations

import pytest

from tablebox.tournament import UnknownSeat, parse_seats, percentile, tournament, wilson


def test_a_tiny_seeded_run_adds_up() -> None:
    """Normal against random, 6 games of Claim: the wins add up to the games, every rank is 1
    or 2, each bot sat in each seat in turn, and the run repeats with its seed."""
    run = tournament("claim", ["normal", "random"], 6, seed=11)
    normal, random_ = run.tallies["normal"], run.tallies["random"]
    assert run.games == 6
    assert normal.wins + random_.wins == pytest.approx(6)
    assert normal.seat_games == random_.seat_games == 6
    assert {*normal.ranks, *random_.ranks} <= {1, 2}
    assert run.seatings == [["normal", "random"], ["random", "normal"]] * 3
    assert normal.decisions and random_.decisions  # both were asked, and timed
    again = tournament("claim", ["normal", "random"], 6, seed=11)
    assert [again.tallies[name].wins for name in ("normal", "random")] == [
        normal.wins,
        random_.wins,
    ]
    report = "\n".join(run.report())
    assert "normal" in report and "95% interval" in report


def test_several_seats_of_one_bot_are_counted_together() -> None:
    """Two random seats: one tally of two seats, a rank per seat and game; the line-up turns
    one seat each game (3 seats: every bot in every seat over 3 games)."""
    run = tournament("dwarf-king", ["easy", "random", "random"], 3, seed=5)
    assert list(run.tallies) == ["easy", "random"]
    assert run.tallies["random"].seats == 2
    assert run.tallies["random"].seat_games == 6 and run.tallies["easy"].seat_games == 3
    assert [seating.index("easy") for seating in run.seatings] == [0, 2, 1]
    assert all(1 <= rank <= 3 for tally in run.tallies.values() for rank in tally.ranks)
    total = sum(tally.wins for tally in run.tallies.values())
    assert total == pytest.approx(3)


def test_the_seats_are_bot_names() -> None:
    assert parse_seats("strong, random,random") == ["strong", "random", "random"]
    with pytest.raises(UnknownSeat, match="'genius': not a computer player"):
        parse_seats("strong,genius")


def test_a_player_count_the_game_does_not_seat_is_refused() -> None:
    with pytest.raises(ValueError, match="not 5"):
        tournament("claim", ["random"] * 5, 1)


def test_the_wilson_interval() -> None:
    """The 95% Wilson score interval: 5 of 6 is 43.6% to 97.0% (a textbook value); none of
    none is everything; it stays within 0 and 1."""
    low, high = wilson(5, 6)
    assert (round(low, 3), round(high, 3)) == (0.436, 0.970)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_the_percentile_is_a_nearest_rank() -> None:
    values = [float(n) for n in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile(values, 0.5) == 50.0
    assert percentile([], 0.95) == 0.0
