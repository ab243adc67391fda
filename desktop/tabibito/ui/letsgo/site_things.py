"""Things that appear in several Let's Go site pictures, or are too fiddly to draw inline: the
beckoning cat, a resting cat, a meeple, a piece of nigiri, a heart, Tokyo Tower, a kokeshi doll."""

from __future__ import annotations

from .site_kit import (
    EGG,
    GOLD,
    INK,
    NORI,
    OCHRE,
    RICE,
    STONE,
    VERMILION,
    WHITE,
    Ink,
)


def beckoning_cat(ink: Ink, cx: float, base: float, s: float) -> None:
    ink.oval(WHITE, cx, base - s * 0.6, s * 0.7, s * 0.6)
    ink.poly(WHITE, [(cx - s * 0.6, base - s * 1.3), (cx - s * 0.45, base - s * 1.8),
                     (cx - s * 0.2, base - s * 1.45)])
    ink.poly(WHITE, [(cx + s * 0.6, base - s * 1.3), (cx + s * 0.45, base - s * 1.8),
                     (cx + s * 0.2, base - s * 1.45)])
    ink.oval(WHITE, cx, base - s * 1.3, s * 0.62, s * 0.5)
    ink.oval(WHITE, cx + s * 0.75, base - s * 1.35, s * 0.2, s * 0.3)  # the raised paw
    ink.rect(VERMILION, cx - s * 0.45, base - s * 0.98, s * 0.9, s * 0.16, outline=False)
    ink.oval(GOLD, cx, base - s * 0.78, s * 0.14, outline=0.5)
    for dx in (-0.25, 0.25):
        ink.oval(INK, cx + dx * s, base - s * 1.35, s * 0.07, outline=False)


def cat(ink: Ink, cx: float, base: float, s: float, fur: str, patch: str) -> None:
    ink.oval(fur, cx, base - s * 0.45, s, s * 0.48)
    ink.oval(fur, cx - s * 0.85, base - s * 1.0, s * 0.45, s * 0.4)
    for dx in (-1.2, -0.55):
        ink.poly(fur, [(cx + (dx - 0.05) * s, base - s * 1.2), (cx + (dx + 0.15) * s,
                 base - s * 1.65), (cx + (dx + 0.35) * s, base - s * 1.25)])
    ink.oval(patch, cx + s * 0.3, base - s * 0.6, s * 0.3, s * 0.2, outline=False)
    ink.line(fur if fur != INK else STONE, 3.0, [(cx + s, base - s * 0.4), (cx + s * 1.3,
             base - s * 0.9)])
    for dx in (-1.0, -0.7):
        ink.line(INK if fur != INK else EGG, 1.2, [(cx + dx * s, base - s * 1.0),
                 (cx + (dx + 0.08) * s, base - s * 1.0)])


def meeple(ink: Ink, cx: float, base: float, h: float, colour: str) -> None:
    ink.poly(colour, [(cx - h * 0.5, base), (cx - h * 0.15, base - h * 0.45),
                      (cx - h * 0.5, base - h * 0.6), (cx - h * 0.15, base - h * 0.7),
                      (cx, base - h * 0.75), (cx + h * 0.15, base - h * 0.7),
                      (cx + h * 0.5, base - h * 0.6), (cx + h * 0.15, base - h * 0.45),
                      (cx + h * 0.5, base), (cx, base - h * 0.25)])
    ink.oval(colour, cx, base - h * 0.82, h * 0.16)


def nigiri(ink: Ink, cx: float, base: float, w: float, topping: str) -> None:
    ink.rect(RICE, cx - w / 2, base - w * 0.45, w, w * 0.45, w * 0.2)
    ink.rect(topping, cx - w * 0.55, base - w * 0.65, w * 1.1, w * 0.3, w * 0.14)
    if topping == EGG:
        ink.rect(NORI, cx - w * 0.1, base - w * 0.66, w * 0.2, w * 0.66, outline=False)


def heart(ink: Ink, x: float, y: float, s: float) -> None:
    ink.oval(VERMILION, x - s * 0.45, y, s * 0.5, outline=False)
    ink.oval(VERMILION, x + s * 0.45, y, s * 0.5, outline=False)
    ink.poly(VERMILION, [(x - s * 0.92, y + s * 0.15), (x + s * 0.92, y + s * 0.15),
                         (x, y + s * 1.1)], outline=False)


def tokyo_tower(ink: Ink, cx: float, base: float, w: float, h: float) -> None:
    """The red-and-white lattice tower, its two decks."""
    ink.line(INK, 1.5, [(cx, base - h), (cx, base - h * 0.82)])
    ink.poly(VERMILION, [(cx - w * 0.08, base - h * 0.82), (cx + w * 0.08, base - h * 0.82),
                         (cx + w * 0.5, base), (cx + w * 0.3, base), (cx, base - h * 0.28),
                         (cx - w * 0.3, base), (cx - w * 0.5, base)])
    for k, colour in ((0.7, WHITE), (0.5, VERMILION), (0.32, WHITE)):
        half = w * (0.08 + (1 - k - 0.18) * 0.5)
        ink.rect(colour, cx - half, base - h * k, 2 * half, h * 0.04, outline=0.8)
    ink.rect(WHITE, cx - w * 0.18, base - h * 0.62, w * 0.36, h * 0.05, outline=0.8)
    ink.rect(WHITE, cx - w * 0.28, base - h * 0.4, w * 0.56, h * 0.07, outline=0.8)


def kokeshi(ink: Ink, cx: float, base: float) -> None:
    ink.rect(OCHRE, cx - 7, base - 22, 14, 22, 5)
    ink.line(VERMILION, 2.0, [(cx - 5, base - 14), (cx + 5, base - 10)])
    ink.oval(WHITE, cx, base - 27, 7)
    ink.oval(INK, cx, base - 30, 7, 4, outline=False)
