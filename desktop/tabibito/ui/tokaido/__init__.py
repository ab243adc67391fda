"""Tokaido in the shell: texts, the road, the decisions and the travellers' panels."""

from .plugin import PLUGIN

__all__ = ["PLUGIN"]
