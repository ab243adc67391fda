"""The pictures of Kyoto's sites: each its own subject (the golden pavilion on its pond, the
tunnel of vermilion gates, the rock garden, the bamboo grove …), drawn with the site kit's
brushes."""

from __future__ import annotations

import math

from . import site_things as things
from .site_kit import (
    BAMBOO,
    BRASS,
    BRICK,
    DARK_WOOD,
    DUSK,
    EGG,
    GLASS,
    GOLD,
    GRASS,
    GREY_ROOF,
    GROUND,
    INDIGO,
    INK,
    LEAF,
    MAPLE,
    MOSS,
    NIGHT,
    OCHRE,
    PAPER,
    PINE,
    PLUM,
    SAKURA,
    SAND,
    STEEL,
    STONE,
    VERMILION,
    WATER,
    WHITE,
    WOOD,
    Gallery,
    Ink,
    arch,
    fan,
)

GALLERY = Gallery()
AUTUMN = "#e08a3a"
DEEP_BLUE = "#5d86ad"
SUMI = "#5a524a"


@GALLERY.add("ginkakuji_temple")
def ginkakuji(ink: Ink) -> None:
    """The silver pavilion's two dark storeys beside the flat-topped cone of white sand."""
    ink.sky("#d6dde2")
    ink.hills(PINE, 60, [(30, 40), (100, 30), (160, 44)])
    ink.ground(SAND, 70)
    for y in range(76, 106, 6):
        ink.line(STONE, 0.8, [(0, y), (180, y)])
    ink.rect(DARK_WOOD, 28, 48, 56, 24)
    ink.rect(PAPER, 34, 54, 44, 14, outline=0.8)
    ink.roof(56, 50, 80, 12, "#3f4348")
    ink.rect(DARK_WOOD, 38, 28, 36, 16)
    ink.rect("#c9cdd2", 44, 32, 24, 10, outline=0.8)
    ink.roof(56, 30, 58, 14, "#3f4348")
    ink.oval(GOLD, 56, 14, 3)
    ink.poly(WHITE, [(110, 94), (168, 94), (156, 74), (122, 74)])
    for y in (80, 86):
        ink.line(STONE, 0.8, [(118, y), (160, y)])
    ink.pine(168, 64, 24)


@GALLERY.add("tofukuji_temple")
def tofukuji(ink: Ink) -> None:
    """The covered Tsūten bridge across a valley of autumn maples."""
    ink.sky("#f1dcc0")
    for x, y, r in ((14, 70, 16), (46, 80, 14), (140, 78, 15), (170, 68, 14), (90, 100, 18)):
        ink.tree(x, y + 20, r, MAPLE if x % 4 else AUTUMN)
    ink.rect(WOOD, -2, 46, 184, 8)
    for x in (30, 70, 110, 150):
        ink.rect(DARK_WOOD, x - 3, 54, 6, 52)
    for x in range(4, 180, 14):
        ink.line(DARK_WOOD, 2.0, [(x, 46), (x, 30)])
    ink.roof(90, 30, 200, 14, GREY_ROOF, lift=0.1)
    ink.petals([(60, 20), (120, 14), (40, 64), (160, 60)], MAPLE)


@GALLERY.add("ryoanji_temple")
def ryoanji(ink: Ink) -> None:
    """The dry garden: raked white gravel, rocks on islands of moss, the earthen wall."""
    ink.sky("#dfe2d6")
    ink.hills(PINE, 34, [(20, 20), (90, 28), (160, 18)])
    ink.rect("#b98e62", -2, 22, 184, 18)
    ink.roof(90, 24, 230, 6, GREY_ROOF, lift=0.1)
    ink.rect(SAND, -2, 40, 184, 68, outline=False)
    for y in range(46, 106, 5):
        ink.line(STONE, 0.9, [(0, y), (180, y)])
    for x, y, w, h in ((30, 70, 24, 12), (78, 88, 30, 16), (120, 62, 20, 10),
                       (156, 84, 26, 14), (54, 96, 14, 8)):
        ink.oval(SAND, x, y - h / 3, w * 0.9, h * 0.7, outline=False)
        for k in range(3):
            ink.oval(None, x, y - h / 3, w * (0.95 + k * 0.18), h * (0.75 + k * 0.25),
                     outline=0.8)
        ink.oval(MOSS, x, y, w * 0.6, h * 0.3, outline=False)
        ink.rock(x, y, w * 0.8, h)


@GALLERY.add("kinkakuji_temple")
def kinkakuji(ink: Ink) -> None:
    """The golden pavilion on its pond, doubled in the water."""
    ink.sky()
    ink.hills(PINE, 56, [(20, 30), (90, 16), (170, 34)])
    ink.pine(16, 58, 26)
    ink.pine(164, 58, 22)
    ink.rect(DARK_WOOD, 50, 44, 80, 14)
    ink.rect(PAPER, 56, 46, 68, 10, outline=0.8)
    ink.roof(90, 44, 96, 8, "#5a4a3a")
    ink.rect(GOLD, 58, 30, 64, 12)
    ink.roof(90, 31, 84, 8, "#5a4a3a")
    ink.rect(GOLD, 68, 16, 44, 12)
    ink.roof(90, 17, 64, 10, "#5a4a3a")
    ink.oval(GOLD, 90, 4, 3)
    ink.water(58, DEEP_BLUE)
    for k in range(6):  # the reflection, broken into gold strokes by the ripples
        half = 30 - k * 3
        ink.line(GOLD, 2.6, [(90 - half, 63 + k * 5), (90 + half - (k % 2) * 6, 63 + k * 5)])
    ink.rock(34, 78, 20, 8)
    ink.pine(34, 72, 12)


@GALLERY.add("kiyomizudera_temple")
def kiyomizudera(ink: Ink) -> None:
    """The great wooden stage on its scaffold of pillars, over the maples of the hillside."""
    ink.sky()
    ink.poly(PINE, [(-2, 106), (-2, 60), (40, 46), (100, 56), (182, 30), (182, 106)],
             outline=False)
    ink.pagoda(158, 50, 26, 46, 3)
    for x in range(30, 130, 12):
        ink.rect(WOOD, x, 46, 4, 56)
    for y in (60, 76, 92):
        ink.rect(WOOD, 26, y, 104, 3)
    ink.rect(WOOD, 20, 40, 116, 6)
    ink.hall(86, 40, 70, 16, GREY_ROOF, VERMILION, roof_h=18, posts=5)
    for x, y in ((16, 96), (140, 96), (60, 104), (112, 104)):
        ink.tree(x, y + 10, 11, MAPLE if x < 100 else AUTUMN)


@GALLERY.add("nanzenji_temple")
def nanzenji(ink: Ink) -> None:
    """The brick aqueduct marching through the temple grounds on its arches."""
    ink.sky("#dfe6d6")
    ink.hills(PINE, 40, [(30, 30), (100, 36), (170, 26)])
    ink.rect(BRICK, -2, 30, 184, 64)
    for n in range(4):
        ink.path(PAPER, arch(24 + n * 44, 94, 30, 32))
    ink.rect("#8e3e2a", -2, 24, 184, 8)
    for x in range(4, 180, 10):
        ink.line("#8e3e2a", 0.6, [(x, 40), (x, 44)])
    ink.ground(GRASS, 94)
    for n in range(4):
        ink.tree(24 + n * 44, 94, 6, MAPLE if n % 2 else LEAF)


@GALLERY.add("fushimi_inari")
def fushimi_inari(ink: Ink) -> None:
    """The tunnel of a thousand vermilion torii climbing the hill, a stone fox on guard."""
    ink.sky("#d9e6d2")
    ink.rect(PINE, -2, -2, 184, 70, outline=False)
    ink.ground("#b9a888", 70)
    for n in range(7, -1, -1):
        scale = 1 - n * 0.1
        ink.torii(90 + n * 4, 106 - n * 5, 124 * scale, 96 * scale, VERMILION, INK)
    ink.rect(STONE, 6, 80, 26, 20)
    ink.poly(WHITE, [(10, 80), (28, 80), (26, 58), (22, 48), (20, 56), (16, 56), (14, 48),
                     (12, 58)])
    ink.rect(VERMILION, 11, 64, 16, 5, outline=0.6)


@GALLERY.add("yasaka_shrine")
def yasaka(ink: Ink) -> None:
    """The dance stage hung with rows of white lanterns, the vermilion west gate beyond."""
    ink.sky(DUSK)
    ink.rect(VERMILION, 120, 26, 56, 66)
    ink.rect(WHITE, 126, 40, 44, 30, outline=0.8)
    ink.roof(148, 28, 70, 20, GREY_ROOF)
    ink.ground(SAND)
    for x in (10, 106):
        ink.rect(VERMILION, x, 40, 6, 52)
    ink.roof(58, 36, 120, 14, "#6b5a44", lift=0.15)
    for row in range(2):
        for n in range(6):
            ink.lantern(22 + n * 15, 48 + row * 18, 6.5, WHITE, INK)
    ink.line(INK, 1.0, [(12, 42), (110, 42)])


@GALLERY.add("heian_shrine")
def heian(ink: Ink) -> None:
    """The giant vermilion torii across the avenue, the green-roofed shrine far behind."""
    ink.sky()
    ink.hall(90, 74, 60, 12, "#2f7a66", VERMILION, roof_h=14, posts=5)
    ink.ground("#cfc6b8", 74)
    ink.poly("#d8d0c2", [(78, 74), (102, 74), (150, 106), (30, 106)], outline=False)
    ink.torii(90, 106, 176, 104, VERMILION, INK)
    ink.rect(INK, 82, 30, 16, 10, outline=False)


@GALLERY.add("tea_ceremony")
def tea_ceremony(ink: Ink) -> None:
    """A bowl of frothed matcha, the bamboo whisk and scoop on the tatami."""
    ink.sky("#efe6d2", PAPER)
    ink.rect("#c8c48a", -2, 56, 184, 52, outline=False)
    ink.line("#8a8a4a", 2.0, [(0, 56), (180, 56)])
    ink.line(PINE, 3.0, [(0, 84), (180, 84)])
    ink.bowl(70, 44, 64, "#5b4b3c", "#7fae4a")
    ink.oval("#a9cf6a", 70, 44, 18, 4, outline=False)
    ink.rect(BAMBOO, 124, 58, 22, 30, 4)
    for k in range(6):
        ink.line("#c7b37a", 1.2, [(127 + k * 3.2, 58), (124 + k * 4, 38)])
    ink.line(BAMBOO, 3.0, [(150, 96), (176, 74)])
    ink.rect(PLUM, 24, 14, 32, 14, 2)
    ink.oval(SAKURA, 40, 21, 6, 4)


@GALLERY.add("kyoto_tower")
def kyoto_tower(ink: Ink) -> None:
    """The white candle of a tower on the station hotel, its red-trimmed observation deck."""
    ink.sky(DUSK)
    ink.building(14, GROUND, 152, 32, "#e9e4da", GLASS, 3, 11)
    ink.poly(WHITE, [(78, 60), (102, 60), (97, 26), (83, 26)])
    ink.rect(WHITE, 72, 12, 36, 16, 4)
    ink.rect(VERMILION, 72, 17, 36, 5, outline=False)
    for x in range(76, 106, 6):
        ink.rect(GLASS, x, 23, 4, 3, outline=False)
    ink.rect(VERMILION, 82, 2, 16, 10, 2)
    ink.line(INK, 1.6, [(90, 2), (90, -4)])
    ink.ground("#c9c2b5")


@GALLERY.add("monkey_park")
def monkey_park(ink: Ink) -> None:
    """A macaque sitting on the hilltop, the city spread out far below."""
    ink.sky()
    for n in range(14):
        ink.rect("#c9c4ba", 6 + n * 12, 72 - (n * 7) % 12, 8, 20, outline=False)
    ink.hills("#8fae6a", 96, [(30, 24), (90, 18), (150, 22)])
    ink.poly(MOSS, [(-2, 106), (-2, 66), (70, 76), (130, 106)])
    fur, face = "#9a7458", "#e8a08a"
    ink.line(fur, 5.0, [(34, 80), (20, 92), (30, 100)])  # the tail
    ink.oval(fur, 50, 74, 24, 20)
    ink.oval(fur, 68, 44, 17)
    ink.oval(face, 72, 47, 11, 11, outline=0.9)
    ink.oval(face, 53, 42, 5)
    for dx in (-4, 4):
        ink.oval(INK, 71 + dx, 44, 1.8, outline=False)
    ink.arc(INK, 1.0, 71, 52, 3, 200, 140)
    ink.line(fur, 6.0, [(62, 70), (74, 80), (84, 78)])


@GALLERY.add("manga_museum")
def manga_museum(ink: Ink) -> None:
    """Walls of manga and an open book with panels and a speech balloon."""
    ink.sky("#efe2c8", PAPER)
    for n in range(18):
        ink.rect((VERMILION, INDIGO, EGG, LEAF, PLUM, SAKURA)[n % 6], 4 + n * 9.6, 6, 8, 24, 1,
                 outline=0.6)
    ink.line(DARK_WOOD, 3.0, [(0, 31), (180, 31)])
    ink.poly(WHITE, [(24, 40), (88, 46), (88, 102), (24, 96)])
    ink.poly(WHITE, [(92, 46), (156, 40), (156, 96), (92, 102)])
    for x0, y0 in ((30, 48), (98, 50)):
        ink.rect(None, x0, y0 + 4, 24, 20, outline=0.9)
        ink.rect(None, x0 + 28, y0 + 4, 24, 20, outline=0.9)
        ink.rect(None, x0, y0 + 28, 52, 16, outline=0.9)
    ink.oval(WHITE, 140, 36, 20, 12)
    ink.poly(WHITE, [(130, 44), (138, 46), (126, 54)], outline=False)
    ink.star(140, 36, 6, VERMILION)


@GALLERY.add("sannenzaka")
def sannenzaka(ink: Ink) -> None:
    """The stone steps climbing between the old wooden tea shops, lanterns at their doors."""
    ink.sky()
    ink.hills(PINE, 46, [(40, 20), (90, 26), (150, 18)])
    ink.poly("#b9b1a2", [(56, 106), (124, 106), (104, 40), (76, 40)])
    for k in range(8):
        y = 46 + k * 8
        ink.line(INK, 1.0, [(76 - k * 2.6, y), (104 + k * 2.6, y)])
    for side in (-1, 1):
        near, far = 90 + side * 40, 90 + side * 92
        ink.poly(DARK_WOOD, [(near, 106), (far, 106), (far, 40), (90 + side * 18, 40)])
        ink.poly("#f6efdc", [(90 + side * 50, 52), (90 + side * 80, 52), (90 + side * 80, 66),
                             (90 + side * 50, 66)], outline=0.8)
        ink.noren(min(90 + side * 52, 90 + side * 78), 74, 26, 16,
                  INDIGO if side < 0 else VERMILION, 2)
        ink.roof(90 + side * 60, 44, 90, 10, GREY_ROOF, lift=0.1)
        ink.lantern(90 + side * 44, 76, 6, WHITE)
    ink.figure(94, 82, 20, PLUM)


@GALLERY.add("ikebana_class")
def ikebana(ink: Ink) -> None:
    """An arrangement in a low vase: a tall branch, a bloom, a low leaf; the shears beside."""
    ink.sky("#efe6d2", PAPER)
    ink.ground("#c8c48a", 86)
    ink.line(DARK_WOOD, 2.4, [(84, 72), (74, 40), (88, 14), (104, 6)])
    ink.line(PINE, 2.4, [(90, 72), (122, 44)])
    ink.line(PINE, 2.0, [(86, 72), (52, 60)])
    for x, y, colour in ((104, 8, SAKURA), (78, 34, SAKURA), (122, 44, VERMILION)):
        for k in range(5):
            ink.oval(colour, x + (k - 2) * 3, y + (k % 2) * 3 - 2, 4, outline=0.6)
        ink.oval(EGG, x, y, 2, outline=False)
    ink.poly(LEAF, [(52, 60), (70, 56), (84, 70)])
    ink.poly("#2f4f6a", [(60, 72), (120, 72), (112, 92), (68, 92)])
    ink.oval("#3f6f8a", 90, 72, 30, 4)
    ink.line(INK, 2.0, [(140, 94), (166, 80)])
    ink.line(INK, 2.0, [(140, 84), (166, 96)])
    for y in (94, 84):
        ink.oval(None, 136, y, 4, outline=1.6)


@GALLERY.add("gion_corner")
def gion_corner(ink: Ink) -> None:
    """A maiko on the stage with her fan, in a plum kimono with a long obi."""
    ink.sky(NIGHT, "#7a3b5e")
    for n in range(4):
        ink.lantern(20 + n * 46, 10, 6, VERMILION)
    ink.rect(WOOD, -2, 92, 184, 16)
    ink.poly(PLUM, [(70, 96), (110, 96), (104, 44), (76, 44)])
    ink.poly(GOLD, [(76, 58), (104, 58), (105, 68), (75, 68)])
    ink.rect(GOLD, 102, 56, 10, 38, 1)
    ink.poly(SAKURA, [(76, 44), (90, 54), (104, 44)], outline=0.8)
    ink.oval(WHITE, 90, 34, 10, 11)
    ink.oval(INK, 90, 24, 14, 10)
    ink.oval(INK, 90, 14, 8, 6)
    ink.oval(VERMILION, 90, 38, 2.2, 1.4, outline=False)
    for x in (80, 100):
        ink.oval(SAKURA, x, 16, 3, outline=0.6)
    ink.path(GOLD, fan(124, 40, 26))
    for k in range(5):
        ink.line(BRASS, 0.8, [(124, 40), (124 + 24 * (k / 4 - 0.5) * 1.6, 40 - 24 * 0.8)])


@GALLERY.add("kyoto_imperial_palace")
def kyoto_imperial_palace(ink: Ink) -> None:
    """The long white wall with its gate under a cypress-bark roof, the gravel before it."""
    ink.sky()
    ink.pine(20, 40, 30)
    ink.pine(160, 40, 26)
    ink.rect("#f3efe4", -2, 40, 184, 30)
    for y in (48, 54, 60):
        ink.line("#c9b98a", 1.4, [(0, y), (180, y)])
    ink.roof(90, 42, 220, 8, "#6b4a36", lift=0.1)
    ink.rect(WOOD, 58, 36, 64, 34)
    ink.rect(DARK_WOOD, 66, 42, 48, 28)
    ink.line(WOOD, 2.0, [(90, 42), (90, 70)])
    ink.roof(90, 38, 96, 22, "#6b4a36")
    ink.ground(SAND, 70)
    for y in range(76, 106, 7):
        ink.line(STONE, 0.8, [(0, y), (180, y)])


@GALLERY.add("philosophers_path")
def philosophers_path(ink: Ink) -> None:
    """The canal and the stone path under an arch of cherry trees, petals on the water."""
    ink.sky()
    ink.poly("#cfc3a8", [(-2, 106), (60, 50), (80, 50), (60, 106)], outline=False)
    ink.poly(WATER, [(60, 106), (80, 50), (96, 50), (130, 106)])
    ink.poly(GRASS, [(130, 106), (96, 50), (182, 50), (182, 106)], outline=False)
    for n in range(4):
        scale = 1 - n * 0.2
        for x in (30 + n * 12, 150 - n * 14):
            ink.blossom_tree(x, 96 - n * 12, 20 * scale)
    ink.petals([(74, 90), (84, 76), (96, 96), (80, 62), (104, 84)])
    ink.figure(40, 100, 22, INDIGO)


@GALLERY.add("kyoto_railway_museum")
def railway_museum(ink: Ink) -> None:
    """A black steam locomotive with red wheels in the roundhouse."""
    ink.sky("#e6dfd2", PAPER)
    ink.path("#cfc6b8", arch(90, 70, 200, 56))
    ink.ground("#8a7a66", 92)
    ink.line(STEEL, 2.0, [(0, 96), (180, 96)])
    ink.rect(INK, 30, 50, 90, 28, 6)
    ink.rect(INK, 110, 30, 40, 48, 2)
    ink.rect(GLASS, 118, 36, 12, 12, outline=0.8)
    ink.rect(INK, 50, 28, 12, 22)
    ink.rect(INK, 46, 24, 20, 6, 1)
    ink.oval(EGG, 30, 60, 5)
    ink.rect(BRASS, 78, 44, 10, 6, 2)
    ink.steam(56, 22, 18, 3, 10)
    for x, r in ((50, 10), (76, 10), (102, 10), (136, 7)):
        ink.oval(VERMILION, x, 84, r)
        ink.oval(INK, x, 84, r * 0.3, outline=False)
    ink.line(STEEL, 2.4, [(50, 84), (102, 84)])


@GALLERY.add("nishiki_market")
def nishiki(ink: Ink) -> None:
    """The narrow covered market: its coloured roof, tubs of pickles, octopus on skewers."""
    ink.sky("#f3e0b4", PAPER)
    ink.poly(VERMILION, [(-2, 0), (182, 0), (182, 10), (-2, 10)], outline=False)
    ink.poly(EGG, [(-2, 10), (182, 10), (150, 26), (30, 26)])
    ink.poly(LEAF, [(30, 26), (150, 26), (130, 36), (50, 36)])
    for side in (-1, 1):
        x = 90 + side * 62
        ink.rect(WOOD, x - 26, 36, 52, 56)
        ink.awning(x - 28, 36, 56, 8, (INDIGO, PAPER))
    ink.ground("#b9a888")
    for n, pickle in enumerate((PINE, EGG, PLUM, "#b3c94a")):
        x = (12 + n * 18) if n < 2 else (114 + n * 18)
        ink.rect(WOOD, x - 8, 76, 16, 16, 2)
        ink.oval(pickle, x, 76, 8, 3)
        ink.line(DARK_WOOD, 1.0, [(x - 8, 84), (x + 8, 84)])
    for n in range(3):
        x = 80 + n * 10
        ink.line(WOOD, 1.8, [(x, 96), (x, 56)])
        ink.oval("#c46a6a", x, 62, 5)
        ink.oval(EGG, x, 62, 2, outline=False)


@GALLERY.add("kyoto_handicraft_center")
def handicraft(ink: Ink) -> None:
    """Crafts on the shelf: a folding fan, a lacquer box, a vase and a doll."""
    ink.sky("#efe2c8", PAPER)
    ink.rect(DARK_WOOD, -2, 56, 184, 6, outline=False)
    ink.rect(DARK_WOOD, -2, 92, 184, 6, outline=False)
    ink.path(SAKURA, fan(40, 54, 34))
    for k in range(7):
        ink.line(PLUM, 0.8, [(40, 54), (40 + 34 * (k / 6 - 0.5) * 1.55, 54 - 34 * 0.75)])
    ink.rect(INK, 86, 38, 30, 18, 3)
    ink.rect(GOLD, 92, 44, 18, 4, outline=False)
    ink.poly("#3f6f8a", [(136, 56), (160, 56), (164, 36), (154, 20), (142, 20), (132, 36)])
    ink.line(WHITE, 1.2, [(138, 38), (158, 38)])
    for x in (30, 64, 110, 150):
        things.kokeshi(ink, x, 92)


@GALLERY.add("otagi_nenbutsuji")
def otagi(ink: Ink) -> None:
    """Rows of small stone disciples, each face its own, in the moss of the hillside."""
    ink.sky("#d9e6d2")
    ink.hills(PINE, 44, [(30, 30), (110, 40), (170, 26)])
    ink.ground(MOSS, 44)
    faces = ((0, 1), (1, -1), (-1, 0), (1, 1), (0, -1))
    for row in range(3):
        for n in range(6 + row):
            x = 14 + n * (152 / (5 + row)) + (row % 2) * 4
            y, s = 56 + row * 20, 8 + row * 2
            ink.rect(STONE, x - s * 0.7, y, s * 1.4, s * 1.3, s * 0.4)
            ink.oval(STONE, x, y - s * 0.2, s * 0.65)
            ink.oval(MOSS, x, y - s * 0.7, s * 0.4, s * 0.18, outline=False)
            tilt, mouth = faces[(n + row) % 5]
            ink.arc(INK, 0.9, x, y - s * 0.05, s * 0.3, 200 + tilt * 10, 140 * mouth)


@GALLERY.add("temple_lodging")
def temple_lodging(ink: Ink) -> None:
    """A night in a temple: futon on the tatami, the shōji glowing, a monk's simple meal."""
    ink.sky("#e9e1cc", PAPER)
    for n in range(6):
        ink.rect("#f6efdc", n * 30, 4, 30, 48)
        for y in (16, 28, 40):
            ink.line(WOOD, 0.8, [(n * 30, y), (n * 30 + 30, y)])
        ink.line(WOOD, 0.8, [(n * 30 + 15, 4), (n * 30 + 15, 52)])
    ink.rect("#c8c48a", -2, 52, 184, 56)
    for x in (60, 120):
        ink.line("#8a8a4a", 1.4, [(x, 52), (x, 106)])
    ink.poly(WHITE, [(20, 96), (110, 96), (124, 64), (40, 64)])
    ink.poly(INDIGO, [(46, 96), (110, 96), (122, 70), (56, 70)])
    ink.oval(WHITE, 38, 70, 10, 5)
    ink.rect(VERMILION, 134, 72, 36, 24, 2)
    ink.bowl(144, 78, 12, INK, WHITE)
    ink.bowl(160, 78, 12, INK, "#a9cf6a")


@GALLERY.add("arashiyama_bamboo_grove")
def arashiyama(ink: Ink) -> None:
    """The path through the towering bamboo, its light falling in stripes."""
    ink.sky("#e2ecd2", "#d2e3b4")
    for n, x in enumerate((4, 16, 30, 44, 58, 72, 108, 122, 136, 150, 164, 176)):
        width = 6 + (n % 3) * 2
        ink.bamboo(x, 110, 120, width, BAMBOO if n % 2 else "#6f9a3a")
    ink.poly("#d8cba8", [(70, 106), (110, 106), (96, 60), (84, 60)])
    ink.line(DARK_WOOD, 1.4, [(64, 106), (82, 60)])
    ink.line(DARK_WOOD, 1.4, [(116, 106), (98, 60)])
    ink.figure(96, 86, 18, PLUM)


@GALLERY.add("ryokan")
def ryokan(ink: Ink) -> None:
    """The old inn's front: dark timbers, a noren at the door, a lantern and a pine."""
    ink.sky(DUSK)
    ink.hills(PINE, 40, [(20, 26), (100, 30), (170, 22)])
    ink.rect(DARK_WOOD, 20, 40, 140, 52)
    ink.rect("#f6efdc", 28, 48, 40, 20, outline=0.8)
    ink.rect("#f6efdc", 112, 48, 40, 20, outline=0.8)
    ink.noren(74, 56, 32, 22, INDIGO, 3)
    ink.roof(90, 42, 170, 16, GREY_ROOF, lift=0.15)
    ink.ground("#b9a888")
    ink.lantern(128, 80, 8, WHITE, INK)
    ink.stone_lantern(18, GROUND, 26)
    ink.pine(160, 90, 22)
    ink.line(STONE, 2.0, [(80, 98), (100, 98)])


@GALLERY.add("machiya")
def machiya(ink: Ink) -> None:
    """A wooden townhouse: slatted lattice front, the curved bamboo fence below it."""
    ink.sky()
    ink.rect(DARK_WOOD, 10, 26, 160, 66)
    ink.roof(90, 30, 190, 10, GREY_ROOF, lift=0.1)
    ink.rect("#8a5a3a", 18, 34, 144, 22)
    for x in range(20, 160, 4):
        ink.line("#4a2e1e", 1.2, [(x, 36), (x, 54)])
    ink.roof(90, 60, 176, 6, GREY_ROOF, lift=0.1)
    ink.rect("#8a5a3a", 18, 62, 90, 30)
    for x in range(20, 108, 3):
        ink.line("#4a2e1e", 1.0, [(x, 62), (x, 92)])
    ink.noren(118, 62, 36, 18, "#6b3b2e", 2)
    ink.ground("#cfc6b8")
    for x in range(16, 110, 8):
        ink.line(BAMBOO, 2.2, [(x, 92), (x + 4, 82), (x + 8, 80)])


@GALLERY.add("nijo_castle")
def nijo(ink: Ink) -> None:
    """The castle's sloping stone walls over the moat and its white turret."""
    ink.sky()
    ink.poly(STONE, [(-2, 70), (182, 70), (170, 46), (10, 46)])
    for y in (54, 62):
        ink.line(SUMI, 0.7, [(8, y), (174, y)])
    ink.rect(WHITE, 40, 26, 100, 20)
    ink.rect(WHITE, 66, 10, 48, 18)
    ink.roof(90, 26, 120, 12, GREY_ROOF)
    ink.roof(90, 12, 64, 12, GREY_ROOF)
    for x in (56, 74, 106, 124):
        ink.rect(INK, x - 3, 32, 6, 6, outline=False)
    ink.blossom_tree(16, 46, 12)
    ink.pine(170, 46, 20)
    ink.water(70, WATER)


@GALLERY.add("pontocho")
def pontocho(ink: Ink) -> None:
    """The narrow lantern-lit alley of restaurants beside the river at dusk."""
    ink.sky(NIGHT, "#6a4a5e")
    for side in (-1, 1):
        ink.poly(DARK_WOOD, [(90 + side * 20, 106), (90 + side * 100, 106),
                             (90 + side * 100, -2), (90 + side * 20, 40)])
        for k in range(3):
            x = 90 + side * (30 + k * 22)
            ink.lantern(x, 50 + k * 10, 5 + k * 1.5, WHITE, INK)
            ink.oval(INK, x, 50 + k * 10, 1.5, outline=False)
    ink.poly("#3a3040", [(70, 106), (110, 106), (96, 40), (84, 40)])
    for k in range(4):
        ink.rect(EGG, 20 + k * 12, 20 + k * 4, 6, 10, outline=False)
    ink.figure(96, 100, 26, PLUM)


@GALLERY.add("shugakuin_villa")
def shugakuin(ink: Ink) -> None:
    """The upper garden's pond and islands, a tea house on the hill, terraced fields below."""
    ink.sky()
    ink.hills(PINE, 46, [(20, 40), (90, 46), (160, 36)])
    ink.hills("#8fae6a", 56, [(40, 16), (130, 20)])
    ink.rect(WOOD, 120, 24, 30, 12)
    ink.roof(135, 26, 40, 10, "#6b4a36")
    ink.water(56, WATER, 82)
    ink.oval(MOSS, 60, 64, 16, 5)
    ink.pine(60, 64, 14)
    ink.path(None, arch(110, 70, 30, 8), outline=2.0)
    for k in range(3):
        ink.rect(GRASS if k % 2 else "#b9c97a", -2, 82 + k * 8, 184, 8)


@GALLERY.add("higashiyama")
def higashiyama(ink: Ink) -> None:
    """The Yasaka pagoda above the old lanes, a rickshaw passing."""
    ink.sky(DUSK)
    ink.pagoda(90, 74, 48, 74, 5)
    for side in (-1, 1):
        ink.rect(DARK_WOOD, 90 + side * 58 - 28, 50, 56, 42)
        ink.roof(90 + side * 58, 52, 72, 10, GREY_ROOF, lift=0.1)
    ink.ground("#b9b1a2")
    ink.oval(None, 120, 92, 12, outline=2.4)
    ink.poly(INK, [(108, 86), (132, 86), (128, 64), (112, 68)])
    ink.rect(VERMILION, 110, 76, 20, 8, outline=0.8)
    ink.line(INK, 2.0, [(130, 86), (164, 94)])
    ink.figure(160, 98, 24, INDIGO)


@GALLERY.add("tenryuji_temple")
def tenryuji(ink: Ink) -> None:
    """The pond garden with its rock falls, Arashiyama's autumn hills borrowed behind it."""
    ink.sky()
    ink.hills(AUTUMN, 58, [(30, 40), (100, 54), (160, 38)])
    ink.hills(MAPLE, 58, [(60, 20), (140, 24)])
    ink.hall(30, 58, 44, 12, GREY_ROOF, DARK_WOOD, roof_h=12, posts=3)
    ink.water(58, WATER, 92)
    for x, w, h in ((110, 16, 20), (122, 12, 12), (98, 10, 10), (60, 20, 8)):
        ink.rock(x, 80, w, h)
    ink.ground(MOSS, 92)
    ink.pine(150, 92, 26)


@GALLERY.add("kokedera")
def kokedera(ink: Ink) -> None:
    """The moss temple: soft green mounds under tall trees, a pond shaped like a heart."""
    ink.sky("#d9e6d2", "#c6dcb2")
    for x in (20, 60, 120, 160):
        ink.rect(DARK_WOOD, x - 3, 8, 6, 62)
    for x, r in ((10, 22), (44, 20), (84, 24), (126, 22), (166, 22)):
        ink.oval(PINE, x, 6, r, 14)
    ink.rect(MOSS, -2, 60, 184, 48, outline=False)
    for x, y, r in ((30, 70, 26), (150, 66, 30), (90, 100, 40)):
        ink.oval("#8fae4a", x, y, r, r * 0.35)
        ink.oval("#a9c45e", x - r * 0.2, y - r * 0.08, r * 0.5, r * 0.14, outline=False)
    ink.oval(WATER, 96, 80, 36, 8)
    ink.path(None, arch(70, 80, 24, 6), outline=1.8)
    ink.line("#b9a888", 3.0, [(10, 100), (40, 94), (70, 100)])


@GALLERY.add("onsen")
def onsen(ink: Ink) -> None:
    """A steaming outdoor bath among the rocks, a wooden bucket and towel at its edge."""
    ink.sky("#dfe2e6")
    ink.hills(PINE, 50, [(40, 30), (120, 26)])
    for x, w, h in ((16, 36, 30), (60, 24, 20), (150, 40, 32), (120, 22, 16)):
        ink.rock(x, 62, w, h)
    ink.ground(STONE, 62)
    ink.oval("#9fc6d6", 90, 82, 78, 16)
    ink.oval("#bcd9e3", 90, 80, 60, 10, outline=False)
    ink.steam(90, 64, 34, 4, 18)
    ink.rect(WOOD, 146, 82, 22, 18, 2)
    ink.line(DARK_WOOD, 1.6, [(146, 90), (168, 90)])
    ink.rect(WHITE, 18, 88, 24, 8, 2)


@GALLERY.add("sake_district")
def sake_district(ink: Ink) -> None:
    """The brewery's white walls, a cedar ball over the door, straw-wrapped barrels stacked."""
    ink.sky()
    ink.rect(WHITE, -2, 26, 184, 66)
    ink.rect("#3a3a3a", -2, 66, 184, 26, outline=False)
    for x in range(-2, 182, 12):
        ink.line(WHITE, 1.2, [(x, 66), (x + 12, 78), (x, 90)])
    ink.roof(90, 28, 220, 10, GREY_ROOF, lift=0.1)
    ink.oval("#6f7a3a", 36, 46, 12)
    ink.line(INK, 1.0, [(36, 28), (36, 34)])
    ink.ground(SAND)
    for n, (x, y) in enumerate(((92, 92), (120, 92), (148, 92), (106, 70), (134, 70))):
        ink.rect("#e8d8a8", x - 13, y - 22, 26, 22, 3)
        ink.line(INK, 1.2, [(x - 13, y - 16), (x + 13, y - 16)])
        ink.line(INK, 1.2, [(x - 13, y - 6), (x + 13, y - 6)])
        ink.rect((VERMILION, INDIGO)[n % 2], x - 6, y - 14, 12, 7, outline=0.6)


@GALLERY.add("shopping_arcades")
def shopping_arcades(ink: Ink) -> None:
    """The long arched roof of a covered street, banners and shop signs under it."""
    ink.sky("#f3ead4", PAPER)
    ink.path(GLASS, arch(90, 40, 184, 28))
    for x in range(10, 180, 20):
        ink.line(STEEL, 1.4, [(x, 40), (x, 14 + abs(90 - x) * 0.2)])
    for side in (-1, 1):
        for k in range(3):
            x = 90 + side * (24 + k * 24) - 10
            ink.rect((VERMILION, LEAF, INDIGO)[k], x, 42, 20, 10, 1)
            ink.rect("#e6d4b4", x, 52, 20, 40)
            ink.rect(EGG if k % 2 else SAKURA, x + 4, 56, 12, 20, outline=0.6)
    for x in (60, 120):
        ink.rect(PLUM, x - 4, 40, 8, 26, outline=0.8)
    ink.ground("#cfc6b8")
    ink.figure(80, 100, 20, OCHRE)
    ink.figure(100, 100, 22, INDIGO)


@GALLERY.add("flea_market")
def flea_market(ink: Ink) -> None:
    """Stalls under canvas in a temple's grounds, Tō-ji's pagoda behind."""
    ink.sky()
    ink.pagoda(140, 64, 40, 64, 5, GREY_ROOF, DARK_WOOD)
    ink.ground(SAND, 64)
    for x, cloth in ((40, INDIGO), (110, PINE)):
        ink.poly(cloth, [(x - 36, 64), (x + 36, 64), (x + 30, 54), (x - 30, 54)])
        for k in (-30, 30):
            ink.line(DARK_WOOD, 1.6, [(x + k, 64), (x + k, 92)])
        ink.rect(WOOD, x - 32, 82, 64, 6)
    ink.bowl(24, 76, 14, PLUM, WHITE)
    ink.rect(OCHRE, 40, 72, 14, 10, 2)
    ink.oval(VERMILION, 66, 76, 6)
    ink.rect(INDIGO, 92, 72, 20, 10, 1)
    ink.oval("#3f6f8a", 124, 74, 6, 8)
    ink.rect(INDIGO, 56, 94, 64, 8, 1)
    for x, colour in ((66, VERMILION), (82, EGG), (98, WHITE), (112, PLUM)):
        ink.oval(colour, x, 94, 4, 3, outline=0.6)


@GALLERY.add("kyoto_national_museum")
def kyoto_national_museum(ink: Ink) -> None:
    """The Meiji-era red-brick hall with its grey mansard roof and arched door."""
    ink.sky()
    ink.ground(GRASS)
    ink.rect(BRICK, 16, 44, 148, 48)
    for n in range(8):
        ink.path(WHITE, arch(28 + n * 18 + (8 if n > 3 else 0), 72, 8, 10))
    ink.rect(BRICK, 70, 28, 40, 64)
    ink.poly("#6f7a80", [(66, 30), (114, 30), (104, 12), (76, 12)])
    ink.poly("#6f7a80", [(12, 46), (168, 46), (158, 36), (22, 36)])
    ink.path(DARK_WOOD, arch(90, 92, 18, 20))
    ink.oval(WHITE, 90, 44, 6)
    ink.oval(WATER, 90, 100, 50, 4)


@GALLERY.add("drumming_class")
def drumming(ink: Ink) -> None:
    """A great taiko drum on its stand, two sticks striking."""
    ink.sky(DUSK)
    ink.ground(WOOD, 90)
    ink.line(DARK_WOOD, 3.0, [(60, 96), (76, 70)])
    ink.line(DARK_WOOD, 3.0, [(120, 96), (104, 70)])
    ink.oval("#a0522d", 90, 56, 44, 32)
    ink.oval("#f0e2c0", 90, 56, 28, 28)
    for k in range(16):
        angle = k * math.pi / 8
        ink.oval(BRASS, 90 + 36 * math.cos(angle), 56 + 30 * math.sin(angle), 1.6,
                 outline=False)
    ink.oval(None, 90, 56, 10, outline=2.0)
    ink.line(WOOD, 4.0, [(40, 20), (74, 46)])
    ink.line(WOOD, 4.0, [(150, 18), (110, 44)])
    ink.sparkle(80, 40, 5, VERMILION)
    ink.sparkle(102, 38, 5, VERMILION)
