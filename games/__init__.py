"""Pure rule modules: no Textual, no Rich, no I/O. Each game package exposes ``rules``."""
