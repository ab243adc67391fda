"""Tabibito: Japan-travel board games to play offline."""

__version__ = "0.1.0"
