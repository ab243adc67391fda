"""Tokaido: travel the road from Kyoto to Edo and make the richest journey."""

from .game import TokaidoGame

GAME = TokaidoGame()

__all__ = ["GAME", "TokaidoGame"]
