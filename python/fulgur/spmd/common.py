"""What every room of fulgur.spmd shares: its errors."""

from ..capture import FulgurError


def fail(msg):
    raise FulgurError(f"fulgur.spmd.compile: {msg}")
