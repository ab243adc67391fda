"""The pictures of Tokyo's sites: each its own subject (the tower, the gate and its lantern, the
beckoning cats, the scramble crossing …), drawn with the site kit's brushes."""

from __future__ import annotations

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
    NORI,
    OCHRE,
    PAPER,
    PINE,
    PLUM,
    RICE,
    SAKURA,
    SALMON,
    SAND,
    SKIN,
    SKY,
    STEEL,
    STONE,
    VERMILION,
    WATER,
    WHITE,
    WOOD,
    Gallery,
    Ink,
    arch,
    cap,
)

GALLERY = Gallery()


@GALLERY.add("anime_museum")
def anime_museum(ink: Ink) -> None:
    """A museum with a strip of film frames and a big star of a hero's badge."""
    ink.sky(DUSK)
    ink.ground(GRASS)
    ink.building(20, GROUND, 140, 44, "#f2e3c4")
    ink.roof(90, 50, 150, 12, PLUM, lift=0.2)
    ink.rect(INK, 30, 58, 120, 26, 2)
    for n in range(5):  # film frames, each with a big-eyed cartoon face
        x = 35 + n * 23
        ink.rect(SKY if n % 2 else SAKURA, x, 62, 18, 18, 1, outline=0.6)
        ink.oval(SKIN, x + 9, 72, 6.5, 6)
        ink.path(EGG if n % 2 else INK, cap(x + 9, 70, 7))
        for dx in (-2.6, 2.6):
            ink.oval(INK, x + 9 + dx, 73, 1.6, 2.2, outline=False)
    ink.star(90, 22, 15, GOLD)
    ink.sparkle(60, 18, 5)
    ink.sparkle(122, 26, 5)


@GALLERY.add("zojoji_temple")
def zojoji(ink: Ink) -> None:
    """The vermilion Sangedatsu gate with Tokyo Tower rising behind it."""
    ink.sky()
    things.tokyo_tower(ink, 140, GROUND, 26, 84)
    ink.ground(SAND)
    ink.hall(70, GROUND, 78, 26, GREY_ROOF, VERMILION, posts=5)
    ink.rect(VERMILION, 42, 40, 56, 10)
    ink.roof(70, 42, 100, 18, GREY_ROOF)


@GALLERY.add("sensoji_nakamise")
def sensoji(ink: Ink) -> None:
    """The Thunder Gate and its great red lantern, Nakamise's stalls on either side."""
    ink.sky()
    ink.ground(SAND)
    for x in (6, 148):
        ink.building(x, GROUND, 28, 30, "#e9d6b0")
        ink.awning(x - 2, GROUND - 30, 32, 6, (VERMILION, PAPER))
    ink.rect(VERMILION, 44, 40, 92, 52)
    ink.rect(INK, 58, 46, 64, 46, outline=False)
    ink.roof(90, 42, 118, 22, GREY_ROOF)
    ink.lantern(90, 66, 18, VERMILION)


@GALLERY.add("meiji_jingu")
def meiji_jingu(ink: Ink) -> None:
    """The great torii of unpainted cypress in a deep forest."""
    ink.sky("#d9e6d2")
    for x, r in ((14, 14), (40, 12), (140, 13), (166, 14), (100, 10), (76, 11)):
        ink.tree(x, GROUND - 16, r, PINE)
    ink.ground("#d7c8a2")
    ink.torii(90, GROUND + 6, 116, 84, WOOD, DARK_WOOD)


@GALLERY.add("gotokuji_temple")
def gotokuji(ink: Ink) -> None:
    """Rows of white beckoning cats, a paw raised, before the temple."""
    ink.sky()
    ink.hall(90, 54, 120, 20, GREY_ROOF, DARK_WOOD, posts=6)
    ink.ground(SAND, 54)
    for row, (y, size) in enumerate(((74, 11), (100, 14))):
        for n in range(6 - row):
            things.beckoning_cat(ink, 18 + n * (30 + row * 6) + row * 8, y, size)


@GALLERY.add("ginza_department_stores")
def ginza(ink: Ink) -> None:
    """The corner store with its clock tower, shopping bags at its door."""
    ink.sky()
    ink.building(4, GROUND, 40, 60, "#d8cbb5", GLASS, 4, 2)
    ink.building(136, GROUND, 40, 66, "#cbbfae", GLASS, 4, 2)
    ink.ground("#cfc6b8")
    ink.rect("#e7dcc8", 50, 36, 80, 56, 18)
    for n in range(5):
        ink.rect(GLASS, 56 + n * 14.5, 46, 10, 36, 4, outline=0.6)
    ink.rect("#e7dcc8", 74, 20, 32, 18)
    ink.oval(WHITE, 90, 29, 7)
    ink.line(INK, 1.2, [(90, 24), (90, 29), (94, 31)])
    ink.rect(GREY_ROOF, 80, 8, 20, 12)
    ink.poly(GREY_ROOF, [(80, 8), (100, 8), (90, 2)])
    for x, colour in ((64, VERMILION), (112, INDIGO)):
        ink.rect(colour, x, 78, 12, 14, 1)
        ink.arc(INK, 1.2, x + 6, 78, 4, 0, 180)


@GALLERY.add("shibuya_shopping")
def shibuya(ink: Ink) -> None:
    """The scramble crossing's white stripes under the big screens."""
    ink.sky(DUSK)
    ink.building(8, 62, 44, 60, "#9a8f86", GLASS, 4, 3)
    ink.building(60, 62, 60, 50, "#b8ada0")
    ink.rect("#5fb3c9", 66, 18, 48, 26, 2)
    ink.star(90, 31, 8, SAKURA)
    ink.building(128, 62, 46, 58, "#8e8277", GLASS, 4, 3)
    ink.rect("#5c5a58", -2, 62, 184, 46, outline=False)
    for n in range(9):
        x = 8 + n * 20
        ink.poly(WHITE, [(x, 68), (x + 10, 68), (x + 16, 104), (x + 6, 104)], outline=False)
    for x, robe in ((40, VERMILION), (96, INDIGO), (148, OCHRE)):
        ink.figure(x, 96, 22, robe)


@GALLERY.add("hachiko_statue")
def hachiko(ink: Ink) -> None:
    """The faithful dog in bronze, sitting up on his stone plinth, waiting."""
    ink.sky()
    ink.ground("#c9c2b5")
    ink.rect(STONE, 54, 64, 72, 28)
    ink.rect(STONE, 48, 58, 84, 7)
    bronze = "#7d6a4a"
    ink.arc(bronze, 4.0, 66, 36, 7, 60, 260)  # the curled tail
    ink.oval(bronze, 80, 46, 18, 13)  # the haunch
    ink.poly(bronze, [(70, 58), (106, 58), (110, 32), (100, 18), (86, 26)])
    ink.rect(bronze, 98, 30, 9, 28, 3)  # the front legs
    ink.oval(bronze, 104, 18, 11, 9)
    ink.poly(bronze, [(108, 14), (126, 20), (124, 27), (108, 26)])  # the muzzle
    ink.poly(bronze, [(96, 13), (99, 2), (106, 11)])  # the ear, pricked
    ink.oval(INK, 107, 16, 1.4, outline=False)
    ink.oval(INK, 125, 21, 1.8, outline=False)


@GALLERY.add("sumo")
def sumo(ink: Ink) -> None:
    """Two wrestlers meeting on the ring under its hanging roof and tassels."""
    ink.sky("#e8d9bd")
    ink.roof(90, 22, 170, 18, "#6b4a36", lift=0.15)
    for x, colour in ((12, VERMILION), (168, INDIGO)):
        ink.rect(colour, x - 3, 22, 6, 16, 2, outline=0.8)
    ink.poly(SAND, [(10, 96), (170, 96), (150, 80), (30, 80)])
    ink.oval(None, 90, 88, 52, 6, outline=2.2)
    for x, face, belt in ((70, 1, INDIGO), (110, -1, MAPLE)):
        ink.oval(SKIN, x, 66, 16, 15)
        ink.rect(belt, x - 15, 70, 30, 7, 2)
        ink.oval(SKIN, x + face * 10, 44, 8)
        ink.oval(INK, x + face * 10, 37, 4, outline=False)
        ink.rect(SKIN, x - 10, 76, 7, 12, 3)
        ink.rect(SKIN, x + 3, 76, 7, 12, 3)


@GALLERY.add("baseball_game")
def baseball(ink: Ink) -> None:
    """The diamond from the stands: green grass, the infield, a ball in flight."""
    ink.sky(NIGHT, "#4f6a8c")
    for x in (20, 160):
        ink.rect(STEEL, x - 2, 4, 4, 40)
        ink.rect(EGG, x - 10, 2, 20, 8, 1)
    ink.ground("#4f8f3a", 44)
    ink.poly("#c98b5a", [(90, 54), (132, 76), (90, 100), (48, 76)])
    ink.poly("#4f8f3a", [(90, 62), (118, 76), (90, 90), (62, 76)], outline=False)
    for x, y in ((90, 54), (132, 76), (48, 76), (90, 98)):
        ink.rect(WHITE, x - 3, y - 3, 6, 6)
    ink.oval(WHITE, 120, 26, 9)
    ink.arc(VERMILION, 1.2, 112, 26, 6, -60, 120)
    ink.arc(VERMILION, 1.2, 128, 26, 6, 120, 120)
    ink.line(BRASS, 4.0, [(40, 40), (64, 22)])


@GALLERY.add("tokyo_metropolitan_building")
def tocho(ink: Ink) -> None:
    """The twin-towered City Hall of Shinjuku, free to go up."""
    ink.sky()
    ink.ground("#c9c2b5")
    ink.building(40, GROUND, 100, 38, "#b9b4aa", GLASS, 2, 8)
    for x in (48, 104):
        ink.building(x, GROUND, 28, 84, "#c9c4ba", "#7b8896", 8, 3)
        ink.rect("#c9c4ba", x + 2, 2, 24, 8)
    ink.building(76, GROUND, 28, 52, "#b0aaa0", GLASS, 4, 2)


@GALLERY.add("tokyo_tower")
def tokyo_tower(ink: Ink) -> None:
    ink.sky(DUSK)
    ink.sun(142, 34, 14, "#f08a5d")
    ink.building(4, GROUND, 30, 26, "#a89e92")
    ink.building(146, GROUND, 30, 20, "#9c9286")
    things.tokyo_tower(ink, 90, GROUND, 70, 90)
    ink.ground("#9fb07a")


@GALLERY.add("miyashita_park")
def miyashita(ink: Ink) -> None:
    """The park on the roof of a long shopping building: lawn and trees above the shops."""
    ink.sky()
    ink.ground("#c9c2b5")
    ink.building(10, GROUND, 160, 46, "#d9d1c4")
    for n in range(6):
        ink.rect(GLASS, 16 + n * 26, 56, 20, 28, 1)
    ink.rect(GRASS, 10, 40, 160, 6)
    for x in (30, 66, 120, 154):
        ink.tree(x, 40, 9, LEAF)
    ink.poly(STONE, [(84, 40), (108, 40), (108, 28)])  # the skate ramp


@GALLERY.add("imperial_palace_gardens")
def imperial_palace(ink: Ink) -> None:
    """The double bridge over the moat, the white watchtower on its stone wall."""
    ink.sky()
    ink.poly(STONE, [(92, 60), (180, 60), (180, 36), (100, 36)])
    ink.rect(WHITE, 128, 18, 40, 18)
    ink.roof(148, 20, 56, 14, GREY_ROOF)
    ink.pine(40, 58, 30)
    ink.pine(110, 36, 22)
    ink.ground(GRASS, 60)
    ink.water(66, WATER)
    ink.rect(STONE, 10, 62, 160, 8)
    for x in (50, 130):
        ink.path(WATER, arch(x, 86, 32, 16))
    for x in range(16, 170, 14):
        ink.stone_lantern(x, 62, 8)


@GALLERY.add("cat_cafe")
def cat_cafe(ink: Ink) -> None:
    """Rescued cats at ease on cushions, a cup of coffee near."""
    ink.sky("#f3e1c8", PAPER)
    ink.ground("#caa57a", 80)
    for x, colour, patch in ((44, "#e0a15a", WHITE), (96, INK, WHITE), (146, WHITE, "#e0a15a")):
        ink.oval(VERMILION if x != 96 else INDIGO, x, 86, 24, 7)
        things.cat(ink, x, 84, 20, colour, patch)
    ink.rect(WHITE, 164, 56, 12, 14, 2)
    ink.steam(170, 54, 12, 2, 4)


@GALLERY.add("akihabara_board_games")
def akihabara(ink: Ink) -> None:
    """Shelves of game boxes under an electric-town sign, dice and meeples in front."""
    ink.sky(NIGHT, "#5a5f8a")
    ink.building(8, GROUND, 164, 80, "#3c3f58")
    for row in range(3):
        ink.rect(DARK_WOOD, 16, 22 + row * 22, 148, 3, outline=False)
        for n in range(7):
            colour = (VERMILION, EGG, LEAF, INDIGO, SAKURA, OCHRE, "#5fb3c9")[(n + row * 3) % 7]
            ink.rect(colour, 18 + n * 21, 8 + row * 22, 18, 14, 1)
    ink.ground("#8c7a66", 78)
    ink.rect(WHITE, 30, 70, 22, 22, 4)
    for dx, dy in ((37, 77), (45, 85), (41, 81)):
        ink.oval(INK, dx, dy, 2, outline=False)
    ink.rect(VERMILION, 60, 76, 16, 16, 3)
    ink.oval(WHITE, 68, 84, 2, outline=False)
    for x, colour in ((104, INDIGO), (126, LEAF), (148, EGG)):
        things.meeple(ink, x, 96, 22, colour)


@GALLERY.add("ueno_park")
def ueno(ink: Ink) -> None:
    """The park's panda among bamboo, a lotus pond before it."""
    ink.sky()
    for x in (14, 26, 154, 166):
        ink.bamboo(x, GROUND, 80)
    ink.ground(GRASS, 74)
    ink.water(88, WATER)
    for x in (30, 62, 128, 160):
        ink.oval(LEAF, x, 94, 10, 3)
    ink.oval(SAKURA, 62, 90, 4, 3)
    ink.oval(WHITE, 90, 64, 26, 20)  # the body
    ink.oval(INK, 72, 74, 8, 7)
    ink.oval(INK, 108, 74, 8, 7)
    ink.oval(INK, 90, 60, 24, 6, outline=False)
    ink.oval(WHITE, 90, 34, 17, 15)
    for dx in (-13, 13):
        ink.oval(INK, 90 + dx, 21, 5.5)
        ink.oval(INK, 90 + dx * 0.45, 33, 4, 5, outline=False)
    ink.oval(INK, 90, 40, 2.5, 1.8, outline=False)
    ink.line(LEAF, 2.5, [(104, 44), (124, 28)])


@GALLERY.add("shinjuku_gyoen")
def shinjuku_gyoen(ink: Ink) -> None:
    """A wide lawn and old trees, the spire of a Shinjuku tower beyond them."""
    ink.sky()
    ink.building(118, 70, 24, 66, "#a9a49b", GLASS, 6, 2)
    ink.poly("#a9a49b", [(118, 4), (142, 4), (136, -6), (124, -6)])
    ink.line(INK, 1.4, [(130, -6), (130, -14)])
    ink.building(146, 70, 22, 40, "#bdb7ac", GLASS, 4, 2)
    ink.ground("#8fbf5e", 70)
    ink.tree(28, 74, 17, PINE)
    ink.blossom_tree(76, 80, 16)
    ink.tree(164, 82, 12, LEAF)
    ink.oval(WATER, 120, 94, 40, 6)


@GALLERY.add("gachapon")
def gachapon(ink: Ink) -> None:
    """A row of capsule machines, coloured capsules in their domes."""
    ink.sky("#f3e1c8", PAPER)
    ink.ground("#cfc6b8")
    colours = (VERMILION, INDIGO, LEAF, EGG, SAKURA, "#5fb3c9", OCHRE)
    for n, body in enumerate((VERMILION, INDIGO, LEAF, PLUM)):
        x = 28 + n * 42
        ink.rect(body, x - 16, 48, 32, 44, 3)
        ink.rect(WHITE, x - 14, 12, 28, 36, 4)
        for k in range(6):
            ink.oval(colours[(k + n) % 7], x - 8 + (k % 3) * 8, 22 + (k // 3) * 10 + (k % 2) * 3,
                     4.5, outline=0.6)
        ink.oval(STEEL, x, 64, 6)
        ink.line(INK, 1.4, [(x - 4, 64), (x + 4, 64)])
        ink.rect(INK, x - 6, 76, 12, 8, 2)
    ink.oval(EGG, 170, 96, 6, 5)
    ink.line(INK, 0.8, [(164, 96), (176, 96)])


@GALLERY.add("tsukiji_sushi")
def tsukiji(ink: Ink) -> None:
    """A great tuna on the market's block, nigiri on a board before it."""
    ink.sky("#d6e2e6", PAPER)
    ink.ground("#b9a888", 70)
    ink.rect(WOOD, 6, 62, 168, 10)
    ink.poly("#4d5f78", [(20, 46), (70, 26), (130, 30), (156, 44), (172, 30), (168, 48),
                         (174, 62), (154, 52), (128, 60), (60, 62)])
    ink.poly("#c9d2da", [(40, 54), (70, 40), (128, 44), (150, 50), (128, 58), (60, 60)],
             outline=False)
    ink.oval(WHITE, 36, 44, 4)
    ink.oval(INK, 36, 44, 2, outline=False)
    ink.rect(WOOD, 30, 80, 120, 16, 2)
    for n in range(4):
        things.nigiri(ink, 48 + n * 28, 90, 22, (SALMON, "#c8323c", SALMON, EGG)[n])


@GALLERY.add("omoide_yokocho_yakitori")
def yakitori(ink: Ink) -> None:
    """Skewers over the coals in a narrow alley of red lanterns."""
    ink.sky(NIGHT, "#574a5e")
    ink.building(-2, GROUND, 40, 80, "#4a3a34")
    ink.building(142, GROUND, 40, 80, "#4a3a34")
    for x, y in ((24, 24), (60, 14), (120, 14), (156, 24)):
        ink.line(INK, 1.0, [(x, y - 12), (x, y - 9)])
        ink.lantern(x, y, 9, VERMILION)
    ink.rect(DARK_WOOD, 30, 70, 120, 24, 2)
    ink.rect("#d85a2a", 36, 66, 108, 6, 1)
    for n in range(4):
        x = 46 + n * 26
        ink.line(WOOD, 2.0, [(x - 14, 60), (x + 14, 44)])
        for k in range(3):
            ink.oval("#9a5b34", x - 7 + k * 7, 57 - k * 4, 4.5)


@GALLERY.add("capsule_hotel")
def capsule_hotel(ink: Ink) -> None:
    """Two rows of sleeping capsules, one with its sleeper and a reading light."""
    ink.sky("#e6e2da", PAPER)
    ink.rect("#d4cfc6", 4, 8, 172, 90, 3)
    for row in range(2):
        for n in range(4):
            x, y = 10 + n * 42, 14 + row * 42
            ink.rect(WHITE, x, y, 38, 36, 10)
            ink.rect(INK, x + 6, y + 6, 26, 24, 8, outline=False)
    ink.rect(EGG, 94, 62, 26, 22, 7, outline=False)
    ink.oval(SKIN, 102, 74, 4)
    ink.rect(INDIGO, 106, 72, 14, 8, 3, outline=False)
    ink.rect(STEEL, 30, 96, 120, 4, outline=False)
    for x in (50, 134):
        ink.line(STEEL, 1.5, [(x, 56), (x, 96)])


@GALLERY.add("tokyo_station")
def tokyo_station(ink: Ink) -> None:
    """The red-brick station with its two domes."""
    ink.sky()
    ink.ground("#c9c2b5")
    ink.building(4, GROUND, 172, 46, BRICK)
    for n in range(12):
        ink.rect(WHITE, 10 + n * 14, 56, 6, 10, outline=0.6)
        ink.rect(WHITE, 10 + n * 14, 74, 6, 12, outline=0.6)
    ink.rect(WHITE, 4, 68, 172, 2, outline=False)
    for x in (34, 146):
        ink.rect(BRICK, x - 18, 34, 36, 58)
        ink.path("#3f5b56", arch(x, 36, 40, 18))
        ink.line(INK, 1.2, [(x, 12), (x, 6)])
    ink.rect(BRICK, 78, 38, 24, 54)
    ink.poly(GREY_ROOF, [(76, 38), (104, 38), (90, 28)])


@GALLERY.add("tokyo_national_museum")
def tokyo_national_museum(ink: Ink) -> None:
    """The Honkan: a long stone hall wearing a great tiled Japanese roof."""
    ink.sky()
    ink.tree(12, 86, 10, PINE)
    ink.tree(168, 86, 10, PINE)
    ink.ground(SAND)
    ink.rect("#d7cbb2", 22, 52, 136, 40)
    for n in range(9):
        if n != 4:
            ink.rect("#7e6c54", 30 + n * 15, 60, 6, 24, outline=0.6)
    ink.roof(90, 54, 160, 16, "#3f4650", lift=0.2)
    ink.rect("#d7cbb2", 68, 36, 44, 56)  # the entrance hall, rising through the roof
    ink.rect(DARK_WOOD, 81, 68, 18, 24)
    ink.rect(GLASS, 74, 44, 32, 10, outline=0.8)
    ink.roof(90, 38, 64, 18, "#3f4650")
    ink.line(INK, 1.4, [(40, 100), (140, 100)])


@GALLERY.add("harajuku_outfit")
def harajuku_outfit(ink: Ink) -> None:
    """A bright new outfit on its hanger: ruffled dress, bow and hearts."""
    ink.sky("#f7d7e2", PAPER)
    ink.line(STEEL, 2.0, [(0, 10), (180, 10)])
    ink.poly(None, [(70, 24), (90, 14), (110, 24)], outline=1.6)
    ink.arc(INK, 1.6, 90, 10, 4, 270, 270)
    ink.poly(SAKURA, [(74, 24), (106, 24), (112, 46), (68, 46)])
    ink.poly("#7fd0d8", [(68, 46), (112, 46), (136, 94), (44, 94)])
    for n in range(6):
        ink.oval(WHITE, 50 + n * 16, 94, 8, 4)
    ink.poly(VERMILION, [(80, 44), (90, 48), (100, 44), (100, 52), (90, 48), (80, 52)])
    for x, y in ((30, 40), (150, 52), (142, 24)):
        things.heart(ink, x, y, 8)
    ink.star(36, 76, 8, EGG)


@GALLERY.add("harajuku_crepes")
def crepes(ink: Ink) -> None:
    """A crêpe rolled into a cone: whipped cream, strawberries, a wafer."""
    ink.sky("#f7d7e2", PAPER)
    ink.ground("#e9b9c8", 96)
    for x, y in ((70, 40), (110, 40)):
        ink.oval(WHITE, x, y, 16, 13)
    ink.oval(WHITE, 90, 30, 18, 16)
    for x, y in ((72, 30), (104, 28), (90, 18)):
        ink.poly("#d8323c", [(x - 7, y - 2), (x + 7, y - 2), (x, y + 9)])
        ink.oval("#d8323c", x, y - 2, 7, 4)
        ink.poly(LEAF, [(x - 4, y - 6), (x, y - 3), (x + 4, y - 6)], outline=0.6)
    ink.rect(EGG, 116, 10, 8, 26, 2)
    ink.poly("#f0c98a", [(60, 44), (120, 44), (96, 100), (84, 100)])
    for k in range(3):
        ink.line("#c98b4a", 1.2, [(66 + k * 8, 52 + k * 12), (114 - k * 8, 52 + k * 12)])
    ink.poly(VERMILION, [(68, 56), (112, 56), (106, 70), (74, 70)])


@GALLERY.add("ikebukuro")
def ikebukuro(ink: Ink) -> None:
    """The Sunshine tower over the town, and the owl that gave Ikebukuro its pun."""
    ink.sky()
    ink.building(104, GROUND, 34, 86, "#c2bdb3", GLASS, 9, 3)
    ink.building(142, GROUND, 34, 40, "#b5ab9e", GLASS, 4, 3)
    ink.building(4, GROUND, 30, 34, "#b5ab9e", GLASS, 3, 2)
    ink.ground("#c9c2b5")
    ink.rect(STONE, 38, 74, 52, 18)
    ink.oval("#8c6a48", 64, 50, 20, 24)  # the owl
    ink.oval("#d7b98c", 64, 58, 12, 14, outline=False)
    for dx in (-8, 8):
        ink.oval(WHITE, 64 + dx, 40, 7)
        ink.oval(INK, 64 + dx, 40, 3, outline=False)
        ink.poly("#8c6a48", [(64 + dx * 0.7, 30), (64 + dx * 1.8, 22), (64 + dx * 1.7, 32)])
    ink.poly(EGG, [(61, 46), (67, 46), (64, 52)])


@GALLERY.add("daikanyama")
def daikanyama(ink: Ink) -> None:
    """A quiet street of boutiques and cafés: a striped awning, a bicycle, young trees."""
    ink.sky()
    ink.building(20, GROUND, 70, 60, "#efe6d6")
    ink.rect(GLASS, 28, 52, 54, 40)
    ink.awning(24, 42, 62, 10, (PINE, PAPER))
    ink.building(96, GROUND, 64, 48, "#d9c3a5")
    ink.rect(DARK_WOOD, 104, 60, 20, 32)
    ink.rect(GLASS, 130, 58, 22, 18)
    ink.tree(12, 86, 9, LEAF)
    ink.tree(168, 86, 9, LEAF)
    ink.ground("#c9c2b5")
    for x in (112, 142):
        ink.oval(None, x, 94, 9, outline=2.0)
    ink.line(VERMILION, 2.4, [(112, 94), (124, 82), (142, 94), (126, 94), (112, 94)])
    ink.line(INK, 1.6, [(124, 82), (122, 78), (128, 78)])


@GALLERY.add("themed_cafe")
def themed_cafe(ink: Ink) -> None:
    """A fancy drink with a face in its foam and a parfait, under bunting."""
    ink.sky("#f3d9ea", PAPER)
    for n in range(9):
        ink.poly((VERMILION, EGG, "#5fb3c9")[n % 3], [(n * 20, 4), (n * 20 + 16, 4),
                 (n * 20 + 8, 16)], outline=0.8)
    ink.ground("#c9a0b8", 88)
    ink.rect(WHITE, 40, 44, 48, 44, 8)
    ink.arc(INK, 2.0, 92, 64, 10, -90, 180)
    ink.oval("#e8c9a0", 64, 46, 22, 6)
    for dx in (-7, 7):
        ink.oval(INK, 64 + dx, 45, 1.8, outline=False)
    ink.arc(INK, 1.2, 64, 46, 5, 200, 140)
    ink.poly(GLASS, [(118, 30), (150, 30), (140, 88), (128, 88)])
    ink.rect(SAKURA, 122, 50, 24, 14, outline=False)
    ink.rect(EGG, 124, 64, 20, 12, outline=False)
    ink.oval(WHITE, 134, 28, 16, 9)
    ink.oval("#d8323c", 134, 18, 5)
    ink.star(164, 40, 7, EGG)


@GALLERY.add("kabuki_show")
def kabuki(ink: Ink) -> None:
    """The actor's face in white with red kumadori lines, before the striped curtain."""
    stripe = 180 / 9
    for n in range(9):
        ink.rect((INK, "#c7662e", PINE)[n % 3], n * stripe, 0, stripe, 106, outline=False)
    ink.oval(WHITE, 90, 56, 32, 40)
    ink.oval(INK, 90, 18, 30, 12, outline=False)
    for side in (-1, 1):
        ink.line(VERMILION, 3.0, [(90 + side * 6, 48), (90 + side * 20, 40),
                                  (90 + side * 30, 26)])
        ink.line(VERMILION, 3.0, [(90 + side * 8, 72), (90 + side * 22, 66),
                                  (90 + side * 30, 74)])
        ink.poly(INK, [(90 + side * 8, 50), (90 + side * 22, 46), (90 + side * 16, 54)],
                 outline=False)
        ink.line(INK, 3.0, [(90 + side * 6, 38), (90 + side * 26, 30)])
    ink.rect(VERMILION, 80, 80, 20, 5, 2, outline=False)


@GALLERY.add("luxury_hotel")
def luxury_hotel(ink: Ink) -> None:
    """A grand bed under a chandelier, the city's lights in the window."""
    ink.sky("#e8dcc4", "#f2e7d2")
    ink.rect(NIGHT, 120, 10, 52, 46, 2)
    for x, y in ((128, 40), (140, 30), (152, 44), (162, 22)):
        ink.rect(EGG, x, y, 4, 4, outline=False)
    ink.line(BRASS, 1.2, [(60, 0), (60, 12)])
    ink.poly(GOLD, [(44, 14), (76, 14), (70, 22), (50, 22)])
    for x in (46, 60, 74):
        ink.oval(EGG, x, 26, 3)
    ink.ground("#8a3a3e", 90)
    ink.rect(GOLD, 14, 46, 10, 48, 3)
    ink.rect("#f5efe2", 20, 62, 116, 26, 4)
    ink.rect(PLUM, 50, 66, 86, 22, 4)
    ink.oval(WHITE, 36, 64, 12, 6)
    ink.line(GOLD, 2.0, [(50, 76), (136, 76)])


@GALLERY.add("top_restaurant")
def top_restaurant(ink: Ink) -> None:
    """A kaiseki course on lacquer: small dishes on a black tray, a star above."""
    ink.sky("#efe2c8", PAPER)
    ink.ground("#7b5a40", 56)
    ink.rect(INK, 20, 52, 140, 44, 6)
    ink.rect("#8a2a26", 24, 56, 132, 36, 4, outline=False)
    ink.oval(WHITE, 52, 70, 18, 10)
    things.nigiri(ink, 52, 74, 18, SALMON)
    ink.bowl(100, 66, 26, INK, "#e8c37a")
    ink.rect(WHITE, 124, 62, 26, 18, 2)
    ink.oval(LEAF, 131, 70, 4)
    ink.oval(MAPLE, 141, 70, 4)
    ink.line(DARK_WOOD, 2.0, [(40, 90), (140, 86)])
    ink.star(90, 22, 14, GOLD)
    ink.sparkle(60, 20, 5)
    ink.sparkle(120, 24, 5)


@GALLERY.add("tsukishima_monjayaki")
def monjayaki(ink: Ink) -> None:
    """Monja on the hot plate: a ring of cabbage round the runny batter, the little spatulas."""
    ink.sky("#efe2c8", PAPER)
    ink.rect(INK, 8, 34, 164, 62, 6)
    ink.rect("#4a4a4a", 14, 40, 152, 50, 3, outline=False)
    ink.oval("#c99a5a", 90, 65, 52, 20)
    ink.oval("#e3b87a", 90, 65, 34, 11)
    for x, y in ((54, 60), (62, 76), (120, 56), (128, 72), (96, 82), (80, 50)):
        ink.oval("#b9d38a", x, y, 5, 3, outline=0.6)
    for x in (144, 156):
        ink.line(STEEL, 3.0, [(x, 86), (x + 8, 20)])
        ink.rect(STEEL, x - 4, 82, 8, 6, 1)
    ink.steam(90, 40, 22, 3, 12)


@GALLERY.add("conveyor_belt_sushi")
def conveyor_sushi(ink: Ink) -> None:
    """Plates of sushi riding the belt, the stack of empties growing."""
    ink.sky("#e2e8ea", PAPER)
    ink.rect("#c7ccd1", -2, 60, 184, 22, outline=False)
    ink.line(INK, 1.4, [(0, 60), (180, 60)])
    ink.line(INK, 1.4, [(0, 82), (180, 82)])
    ink.rect(WOOD, -2, 82, 184, 26, outline=False)
    for n, (plate, topping) in enumerate(((INDIGO, SALMON), (VERMILION, "#c8323c"),
                                          (GOLD, EGG), (INDIGO, "#c9d2da"))):
        x = 26 + n * 40
        ink.oval(plate, x, 66, 17, 5)
        ink.oval(WHITE, x, 64, 13, 3.5, outline=False)
        things.nigiri(ink, x, 64, 16, topping)
    for k in range(4):
        ink.oval((VERMILION, INDIGO, GOLD, INDIGO)[k], 150, 100 - k * 4, 16, 4)
    ink.line(INK, 1.2, [(8, 40), (172, 40)])
    for x in range(14, 176, 16):
        ink.line(STONE, 1.0, [(x, 60), (x - 4, 82)])


@GALLERY.add("nezu_shrine")
def nezu(ink: Ink) -> None:
    """The little torii in a winding row on the hill, azaleas in flower around them."""
    ink.sky()
    ink.hills("#9fbf7a", 60, [(40, 34), (110, 44), (170, 30)])
    ink.ground(GRASS, 60)
    for n in range(5):
        ink.torii(40 + n * 24, 80 - n * 6, 30 - n * 2, 40 - n * 4)
    for x, y, colour in ((16, 96, "#d8508e"), (50, 100, SAKURA), (100, 98, "#d8508e"),
                         (140, 96, SAKURA), (168, 100, "#d8508e"), (164, 70, SAKURA)):
        ink.oval(LEAF, x, y, 16, 9)
        for k in range(4):
            ink.oval(colour, x - 9 + k * 6, y - 3 + (k % 2) * 4, 3.2, outline=False)


@GALLERY.add("todoroki_valley")
def todoroki(ink: Ink) -> None:
    """A green ravine in the city: a stream, a red footbridge, the maples."""
    ink.sky("#d9e6d2")
    ink.poly(MOSS, [(-2, 0), (60, 0), (50, 40), (62, 106), (-2, 106)])
    ink.poly(MOSS, [(182, 0), (120, 0), (132, 50), (118, 106), (182, 106)])
    ink.poly(WATER, [(50, 40), (132, 50), (118, 106), (62, 106)], outline=False)
    ink.water(70, WATER, 106)
    ink.poly(MOSS, [(-2, 70), (58, 70), (62, 106), (-2, 106)], outline=False)
    ink.poly(MOSS, [(182, 70), (122, 70), (118, 106), (182, 106)], outline=False)
    ink.rect(VERMILION, 44, 48, 92, 6, 1)
    for x in (52, 128):
        ink.line(VERMILION, 3.0, [(x, 54), (x, 70)])
    ink.line(VERMILION, 1.6, [(44, 40), (136, 40)])
    for x in range(48, 136, 11):
        ink.line(VERMILION, 1.4, [(x, 40), (x, 48)])
    for x, y in ((20, 30), (160, 24), (28, 70)):
        ink.tree(x, y + 14, 10, MAPLE if x == 160 else LEAF)


@GALLERY.add("kanda_shrine")
def kanda(ink: Ink) -> None:
    """The shrine's gate in vermilion and green-tiled roof, its gold ornaments."""
    ink.sky()
    ink.ground(SAND)
    ink.rect(VERMILION, 36, 40, 108, 52)
    ink.rect("#1e5a4a", 44, 46, 92, 46, outline=False)
    ink.rect(VERMILION, 78, 50, 24, 42)
    ink.rect(PAPER, 82, 56, 16, 36, outline=0.6)
    for x in (42, 138):
        ink.rect(VERMILION, x - 4, 40, 8, 52)
    ink.rect(GOLD, 36, 40, 108, 4)
    ink.roof(90, 40, 150, 26, "#2f7a66")
    ink.oval(GOLD, 90, 24, 5)
    for x in (16, 164):
        ink.stone_lantern(x, GROUND, 26)


@GALLERY.add("konbini_food")
def konbini(ink: Ink) -> None:
    """An onigiri in its seaweed and a bottle of tea from the bright convenience store."""
    ink.sky("#dfe9ef", PAPER)
    ink.building(4, 62, 172, 58, WHITE, GLASS, 2, 6)
    for y, colour in ((6, "#4f9f5a"), (11, INDIGO), (16, VERMILION)):
        ink.rect(colour, 4, y, 172, 5, outline=False)
    ink.ground("#cfc6b8", 62)
    path_points = [(54, 40), (88, 98), (20, 98)]
    ink.poly(RICE, path_points, outline=2.0)
    ink.rect(NORI, 34, 78, 40, 20, 2)
    ink.rect("#4f9f5a", 112, 50, 26, 48, 5)
    ink.rect(WHITE, 112, 64, 26, 20, outline=False)
    ink.rect(LEAF, 118, 68, 14, 12, 2, outline=False)
    ink.rect(INK, 118, 42, 14, 8, 2)
    ink.rect("#d8a34a", 148, 74, 26, 24, 3)
    ink.oval(WHITE, 161, 80, 9, 3, outline=False)


@GALLERY.add("street_food")
def street_food(ink: Ink) -> None:
    """Takoyaki in a paper boat from the stall: sauce, mayonnaise and a toothpick."""
    ink.sky(DUSK)
    ink.building(6, 56, 168, 52, "#d8c0a0")
    ink.awning(2, 4, 176, 12, (VERMILION, PAPER))
    ink.noren(30, 16, 120, 20, INDIGO, 5)
    ink.ground("#b9a888", 56)
    ink.poly(WOOD, [(30, 70), (150, 70), (136, 100), (44, 100)])
    for n in range(6):
        x, y = 54 + (n % 3) * 36, 66 + (n // 3) * 16
        ink.oval("#c98a3a", x, y, 14, 11)
        ink.line("#5a2e1a", 3.0, [(x - 8, y - 4), (x + 8, y - 6)])
        ink.line(WHITE, 1.4, [(x - 8, y - 1), (x - 2, y - 5), (x + 4, y - 2), (x + 9, y - 6)])
    ink.line(WOOD, 2.0, [(126, 64), (152, 40)])


@GALLERY.add("soba_tempura")
def soba(ink: Ink) -> None:
    """Cold soba on a bamboo tray beside crisp prawn tempura and the dipping cup."""
    ink.sky("#efe2c8", PAPER)
    ink.ground("#7b5a40", 60)
    ink.rect(INK, 8, 56, 86, 42, 3)
    ink.rect(BAMBOO, 12, 60, 78, 34, outline=False)
    for y in range(62, 94, 4):
        ink.line("#6f8f3a", 0.8, [(12, y), (90, y)])
    ink.oval("#8c7a5e", 51, 76, 32, 13)
    for k in range(6):
        ink.line("#5e4e3a", 1.1, [(24 + k * 4, 72 + k), (76 + k * 2, 70 + k * 2)])
    ink.oval(NORI, 51, 68, 10, 3, outline=False)
    ink.oval(WHITE, 140, 82, 34, 14)
    for n in range(2):
        x = 124 + n * 28
        for k in range(4):  # the batter, lumpy, thinning to the tail
            ink.oval("#e8b85a", x + k * 4, 88 - k * 11, 8 - k, 7 - k * 0.8)
        ink.poly(VERMILION, [(x + 12, 54), (x + 8, 42), (x + 20, 46)])
    ink.bowl(112, 40, 22, INDIGO, "#5a3a20")
    ink.chopsticks(58, 36, 48, -18)
