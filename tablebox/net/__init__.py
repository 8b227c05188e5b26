"""Network seats: one host holds a match, players join it from their own terminals.

- :mod:`~tablebox.net.protocol`: the messages (pydantic models, one versioned module);
- :mod:`~tablebox.net.codes`: the join codes, one secret per seat, kept beside the save;
- :mod:`~tablebox.net.server`: the host (aiohttp websockets) holding the matches;
- :mod:`~tablebox.net.client`: a websocket to a host, for one seat;
- :mod:`~tablebox.net.remote`: :class:`~tablebox.net.remote.RemoteMatch`, what a table drives
  in place of a :class:`~tablebox.controller.Match` when its seat is played over the network;
- :mod:`~tablebox.net.hosting`: starting a host for a new game or a save.

Headless: nothing here imports Textual or Rich.
"""

DEFAULT_PORT = 8765
"""A host's port unless told otherwise (here, not in :mod:`~tablebox.net.protocol`, so that the
command line's parser reads it without loading pydantic and the rules)."""
