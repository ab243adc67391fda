"""The pictures of the yellow cards' sites, found in either city: the festival, the cherry
blossoms, the bowl of ramen …, drawn with the site kit's brushes."""

from __future__ import annotations

import math

from .site_kit import (
    BRASS,
    DARK_WOOD,
    EGG,
    GOLD,
    GRASS,
    GROUND,
    INDIGO,
    INK,
    LEAF,
    MAPLE,
    NIGHT,
    NORI,
    PAPER,
    PINE,
    PLUM,
    SAKURA,
    SAND,
    SKIN,
    SKY,
    STEEL,
    STONE,
    VERMILION,
    WHITE,
    WOOD,
    Gallery,
    Ink,
)

GALLERY = Gallery()


@GALLERY.add("festival")
def festival(ink: Ink) -> None:
    """A summer night's festival: strings of lanterns, the drum tower, fireworks overhead."""
    ink.sky(NIGHT, "#5a4a6e")
    for x, y, colour in ((40, 18, EGG), (140, 14, SAKURA)):
        for k in range(12):
            angle = k * math.pi / 6
            ink.line(colour, 1.6, [(x + 6 * math.cos(angle), y + 6 * math.sin(angle)),
                                   (x + 14 * math.cos(angle), y + 14 * math.sin(angle))])
    ink.ground("#6a5a4a")
    ink.rect(WOOD, 70, 52, 40, 6)
    for x in (74, 106):
        ink.line(DARK_WOOD, 3.0, [(x, 58), (x - 4 * (1 if x < 90 else -1), 92)])
    ink.roof(90, 40, 56, 10, "#5a3a2e", lift=0.15)
    ink.rect(WHITE, 74, 40, 32, 12, outline=0.8)
    ink.oval("#a0522d", 90, 46, 7, 5)
    ink.line(INK, 1.0, [(0, 36), (70, 44)])
    ink.line(INK, 1.0, [(110, 44), (180, 36)])
    for n in range(4):
        ink.lantern(10 + n * 18, 40 + n * 2, 5, (VERMILION, WHITE)[n % 2])
        ink.lantern(116 + n * 18, 45 - n * 2, 5, (WHITE, VERMILION)[n % 2])
    ink.figure(40, 100, 22, INDIGO)
    ink.figure(140, 100, 22, SAKURA)


@GALLERY.add("hike")
def hike(ink: Ink) -> None:
    """A trail winding up into the mountains, a signpost and a hiker on the way."""
    ink.sky()
    ink.hills("#8aa0b8", 70, [(40, 50), (110, 66), (170, 44)])
    ink.poly(WHITE, [(96, 8), (110, 4), (124, 10), (110, 16)], outline=False)
    ink.hills(PINE, 86, [(20, 30), (90, 20), (150, 34)])
    ink.ground(GRASS, 86)
    ink.line("#c9b98a", 5.0, [(40, 106), (70, 94), (60, 88), (96, 80)])
    ink.rect(WOOD, 128, 64, 4, 30)
    ink.poly(WOOD, [(116, 64), (146, 64), (150, 69), (146, 74), (116, 74)])
    ink.figure(70, 96, 22, VERMILION)
    ink.rect(INDIGO, 60, 80, 6, 10, 2)
    ink.line(DARK_WOOD, 1.6, [(78, 98), (80, 78)])


@GALLERY.add("cherry_blossoms")
def cherry_blossoms(ink: Ink) -> None:
    """A cherry tree in full bloom, petals drifting onto a picnic cloth."""
    ink.sky("#dde8f0", "#fbeff2")
    ink.ground(GRASS, 86)
    ink.blossom_tree(90, 86, 32)
    ink.blossom_tree(20, 86, 14)
    ink.blossom_tree(164, 86, 16)
    ink.poly(INDIGO, [(110, 104), (170, 104), (160, 92), (116, 92)])
    ink.petals([(60, 86), (120, 84), (140, 98), (40, 98), (150, 60), (30, 50)])


@GALLERY.add("ramen")
def ramen(ink: Ink) -> None:
    """The bowl of ramen: noodles, a halved egg, pork, a fishcake swirl, nori and steam."""
    ink.sky("#efe2c8", PAPER)
    ink.ground("#7b5a40", 84)
    ink.bowl(90, 52, 104, VERMILION, "#e8b65a")
    for k in range(4):
        ink.arc("#f3dc8a", 1.6, 60 + k * 10, 58, 6, 180, 180)
    ink.rect(NORI, 114, 30, 18, 26, 1)
    ink.oval("#c98a6a", 108, 56, 12, 4)
    ink.oval(WHITE, 70, 54, 9, 5)
    ink.oval(EGG, 70, 54, 4, 3, outline=False)
    ink.oval(WHITE, 92, 58, 6, 3)
    ink.arc(SAKURA, 1.4, 92, 58, 2.6, 0, 300)
    ink.oval(LEAF, 82, 52, 3, 1.5, outline=False)
    ink.oval(LEAF, 100, 52, 3, 1.5, outline=False)
    ink.steam(90, 42, 30, 3, 14)
    ink.chopsticks(132, 46, 44, -40)


@GALLERY.add("small_shrine")
def small_shrine(ink: Ink) -> None:
    """A little wayside shrine: a small torii, the shrine house with its rope, a fox."""
    ink.sky("#d9e6d2")
    ink.tree(20, 80, 14, PINE)
    ink.tree(164, 78, 16, PINE)
    ink.ground(SAND)
    ink.rect(STONE, 104, 76, 40, 16)
    ink.rect(WOOD, 110, 50, 28, 26)
    ink.roof(124, 52, 44, 16, "#6b4a36")
    ink.line(BRASS, 2.0, [(110, 56), (124, 60), (138, 56)])
    for x in (116, 124, 132):
        ink.rect(WHITE, x - 1.5, 58, 3, 6, outline=0.5)
    ink.torii(60, GROUND, 44, 56)
    ink.poly(WHITE, [(150, 92), (162, 92), (160, 76), (158, 70), (156, 76), (154, 70),
                     (152, 76)])
    ink.rect(VERMILION, 151, 80, 10, 3, outline=0.5)


@GALLERY.add("photo_sticker_booth")
def photo_sticker_booth(ink: Ink) -> None:
    """The sticker-photo booth's bright curtain, and a strip of smiling pictures."""
    ink.sky("#f7d7e2", PAPER)
    ink.ground("#cfc6b8")
    ink.rect("#7fd0d8", 20, 10, 90, 82, 6)
    ink.rect(SAKURA, 28, 30, 74, 62)
    for x in range(34, 102, 10):
        ink.line("#d88aa0", 1.2, [(x, 30), (x, 92)])
    ink.rect(WHITE, 30, 14, 70, 12, 3)
    for k in range(3):
        ink.star(46 + k * 20, 20, 4, (VERMILION, EGG, INDIGO)[k])
    ink.rect(WHITE, 124, 8, 36, 86, 2)
    for k in range(3):
        y = 12 + k * 27
        ink.rect(SKY, 128, y, 28, 24, outline=0.8)
        ink.oval(SKIN, 142, y + 12, 6)
        ink.arc(INK, 1.0, 142, y + 12, 3, 200, 140)
        ink.sparkle(152, y + 5, 3, SAKURA)


@GALLERY.add("gift_shop")
def gift_shop(ink: Ink) -> None:
    """A present wrapped in a furoshiki, and red daruma dolls on the shop's counter."""
    ink.sky("#efe2c8", PAPER)
    ink.ground(WOOD, 86)
    ink.rect(INDIGO, 26, 42, 50, 44, 4)
    for x in range(30, 76, 10):
        ink.oval(WHITE, x, 56 + (x % 20) / 2, 2, outline=False)
    for x, tilt in ((42, -6), (62, 6)):  # the cloth's two ends, knotted on top
        ink.poly(INDIGO, [(x - 6, 44), (x + tilt - 4, 24), (x + tilt + 4, 24), (x + 6, 44)])
    ink.oval(INDIGO, 52, 42, 8, 5)
    for x, r in ((110, 22), (150, 16)):
        ink.oval(VERMILION, x, 86 - r, r * 0.9, r)
        ink.oval(WHITE, x, 80 - r * 1.1, r * 0.55, r * 0.45)
        for dx in (-0.22, 0.22):
            ink.oval(INK if x == 150 else WHITE, x + dx * r, 80 - r * 1.15, r * 0.1,
                     outline=0.6)
        ink.arc(GOLD, 2.0, x, 86 - r * 0.6, r * 0.4, 200, 140)


@GALLERY.add("cooking_class")
def cooking_class(ink: Ink) -> None:
    """On the chopping board: a knife, sliced vegetables and rolled sushi, a chef's headband."""
    ink.sky("#eef0ea", PAPER)
    ink.ground("#d8cfc0", 64)
    ink.rect("#e8c98a", 14, 56, 120, 44, 4)
    ink.line(STEEL, 5.0, [(24, 66), (84, 62)])
    ink.line(DARK_WOOD, 5.0, [(84, 62), (106, 60)])
    for k in range(3):
        ink.oval(SAND, 40 + k * 12, 88, 5)
        ink.oval("#e3873a", 40 + k * 12, 88, 3, outline=False)
    ink.oval(NORI, 104, 86, 9)
    ink.oval(WHITE, 104, 86, 6, outline=False)
    ink.oval(MAPLE, 104, 86, 2.4, outline=False)
    ink.oval(LEAF, 150, 86, 14, 12)
    ink.oval(GRASS, 150, 84, 8, 6, outline=False)
    ink.rect(WHITE, 130, 16, 40, 12, 3)
    ink.oval(WHITE, 150, 12, 18, 10)
    ink.rect(VERMILION, 130, 24, 40, 4, outline=0.6)


@GALLERY.add("concert")
def concert(ink: Ink) -> None:
    """A stage under spotlights, a singer and a guitarist, notes in the air."""
    ink.sky(NIGHT, PLUM)
    for x, tip in ((20, 70), (160, 110), (90, 90)):
        ink.poly("#f7efc0", [(x - 6, 0), (x + 6, 0), (tip + 18, 86), (tip - 18, 86)],
                 outline=False)
    ink.rect(DARK_WOOD, -2, 86, 184, 22)
    ink.figure(70, 88, 40, VERMILION)
    ink.line(STEEL, 1.6, [(82, 60), (82, 88)])
    ink.oval(INK, 82, 56, 2.4)
    ink.figure(116, 88, 40, INDIGO)
    ink.oval(GOLD, 112, 72, 8, 6)
    ink.line(DARK_WOOD, 2.4, [(114, 70), (136, 54)])
    ink.note(40, 30, 12, WHITE)
    ink.note(146, 22, 10, EGG)
    for x in range(10, 180, 20):
        ink.oval(INK, x, 102, 8, 6)
