"""The game's data (generated from ``assets/thrones/``) and the check that it is sound."""
