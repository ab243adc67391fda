"""The things of Tokaido's card pictures (see make_tokaido_art.py): the 14 dishes, the 24
souvenirs on their family's colour, the legendary objects in their golden glow, the calligraphies
as hanging scrolls, and the panorama parts that assemble into a landscape."""

from __future__ import annotations

import math
from collections.abc import Callable

from make_tokaido_art import (
    GOLD,
    INDIGO,
    INK,
    OCHRE,
    PAPER,
    PINE,
    VERMILION,
    WOOD,
    dots,
    inked,
    line,
    svg,
)

RICE = "#fdfaf3"
NORI = "#26302a"
GREEN = "#8fbf6a"
PINK = "#f2b8c6"
LACQUER = "#8f2a19"
CLAY = "#6b4226"
STEAM = "#9a8f84"

# --- dishes ---------------------------------------------------------------------------------------


def steam(*xs: float, top: float = 6) -> str:
    return "".join(line(f"M{x} {top + 13} q-3 -3.5 0 -6.5 q3 -3 0 -6.5", STEAM, 1.8) for x in xs)


def dishes() -> dict[str, tuple[str, str]]:
    return {
        "dango": ("three dumplings on a skewer, pink, white and green, on a plate", inked(
            '<ellipse cx="32" cy="51" rx="25" ry="7" fill="#e9eef2"/>'
            + line("M10 56 L55 10", INK, 5) + line("M10 56 L55 10", "#c9a36a", 2.5)
            + f'<circle cx="21" cy="45" r="8.5" fill="{PINK}"/>'
            f'<circle cx="32" cy="34" r="8.5" fill="{RICE}"/>'
            f'<circle cx="43" cy="23" r="8.5" fill="{GREEN}"/>')),
        "donburi": ("a deep indigo bowl of rice under egg and cutlet, a green leaf", inked(
            '<path d="M10 30 Q14 17 32 17 Q50 17 54 30 Z" fill="#f0c75e"/>'
            + line("M18 25 L29 21 M32 23 L44 20.5", "#8b4a1f", 4.5)
            + f'<path d="M38 26 l5 -4 l2 5 Z" fill="{PINE}" stroke-width="1.4"/>'
            f'<path d="M7 30 H57 Q55 53 39 56 H25 Q9 53 7 30 Z" fill="{INDIGO}"/>'
            f'<path d="M24 56 V60 H40 V56" fill="#3a3531"/>')
            + "  " + line("M12 40 q5 -4 10 0 q5 -4 10 0 q5 -4 10 0 q5 -4 10 0", PAPER, 2)),
        "fugu": ("a round pufferfish on a pale plate", inked(
            '<ellipse cx="32" cy="48" rx="27" ry="10" fill="#e9eef2"/>'
            '<path d="M42 33 L56 23 L55 43 Z" fill="#d9b36a"/>'
            '<circle cx="29" cy="33" r="15" fill="#e6c98f"/>'
            f'<path d="M15 37 Q29 50 43 37 Q29 43 15 37 Z" fill="{RICE}" stroke-width="1.6"/>')
            + "  " + line("M18 21 l-3 -3 M24 17.5 l-1 -4 M31 17 l1 -4 M38 19.5 l3 -3 M14 28 l-4 -1",
                          INK, 1.6)
            + dots([(22, 30)], 2.6, INK) + dots([(22.6, 29.3)], 0.8, PAPER)
            + dots([(30, 26), (36, 29), (33, 33), (27, 24)], 1.3, "#8b5a2b")
            + line("M15.5 35.5 q2 1 3.5 -0.5", INK, 1.4)),
        "misoshiru": ("a red lacquer bowl of miso soup, tofu and spring onion, steaming",
                      "  " + steam(24, 32, 40) + "\n" + inked(
            f'<path d="M7 30 H57 Q55 52 39 55 H25 Q9 52 7 30 Z" fill="{LACQUER}"/>'
            '<ellipse cx="32" cy="30" rx="25" ry="6" fill="#b8762f"/>'
            f'<path d="M24 57 V59 H40 V57" fill="{LACQUER}"/>'
            f'<rect x="20" y="27" width="5" height="4" fill="{RICE}" stroke-width="1.2"/>'
            f'<rect x="36" y="28" width="5" height="4" fill="{RICE}" stroke-width="1.2"/>', 2.5)
            + dots([(30, 29), (33, 31.5), (45, 29.5)], 1.6, GREEN)
            + "  " + line("M13 40 Q20 47 28 48", "#cf6a55", 2.2)),
        "nigirimeshi": ("two rice balls wrapped in nori on a bamboo leaf", inked(
            f'<path d="M3 49 Q32 34 61 49 Q32 62 3 49 Z" fill="{PINE}"/>'
            f'<path d="M9 49 Q8 45 11 40 L19 27 Q21 24 23 27 L31 40 Q34 45 33 49 Q21 52 9 49 Z"'
            f' fill="{RICE}"/><path d="M13 41 H29 L31 49 Q21 51 11 49 Z" fill="{NORI}"/>'
            f'<path d="M31 47 Q30 43 33 38 L41 25 Q43 22 45 25 L53 38 Q56 43 55 47 Q43 50 31 47 Z"'
            f' fill="{RICE}"/><path d="M35 39 H51 L53 47 Q43 49 33 47 Z" fill="{NORI}"/>')
            + dots([(21, 33), (43, 31), (47, 34)], 0.9, "#c9bfae")),
        "sashimi": ("slices of red tuna fanned on a long plate, a shiso leaf and wasabi", inked(
            '<rect x="5" y="31" width="54" height="21" rx="6" fill="#e9eef2"/>'
            f'<path d="M9 45 Q14 34 22 36 Q18 44 9 45 Z" fill="{PINE}"/>'
            '<rect x="22" y="33" width="11" height="15" rx="3" fill="#cf432b" '
            'transform="rotate(-14 27 40)"/>'
            '<rect x="31" y="33" width="11" height="15" rx="3" fill="#d95a40" '
            'transform="rotate(-4 36 40)"/>'
            '<rect x="40" y="33" width="11" height="15" rx="3" fill="#cf432b" '
            'transform="rotate(8 45 40)"/>'
            '<circle cx="15" cy="45" r="3.6" fill="#9cc26a" stroke-width="1.6"/>')
            + "  " + line("M25 37 L29 45 M34 36 L37 45 M43 37 L45 45", "#f3a08f", 1.3)
            + line("M8 31 Q32 27 56 31", INDIGO, 2)),
        "soba": ("grey buckwheat noodles on a square bamboo tray, nori strips, a dipping cup",
                 inked(
            '<path d="M4 40 L32 28 L60 40 L32 54 Z" fill="#e6c98f"/>'
            '<path d="M14 38 Q32 20 50 38 Q32 46 14 38 Z" fill="#9c8f7a"/>'
            f'<path d="M44 48 H58 V56 Q51 60 44 56 Z" fill="{INDIGO}"/>'
            '<ellipse cx="51" cy="48" rx="7" ry="2.4" fill="#5b3a22" stroke-width="1.6"/>', 2.2)
            + "  " + line("M18 37 q4 -5 8 0 q4 -5 8 0 q4 -5 8 0 M22 32 q4 -4 8 0 q4 -4 8 0",
                          "#6b6158", 1.4)
            + line("M27 27 L29 33 M32 26 L33 32 M37 27 L36 33", NORI, 1.8)
            + line("M12 42 L32 33 L52 42", "#b89a5e", 1)),
        "sushi": ("two pieces of nigiri sushi, salmon and tuna, on a wooden board, pink ginger",
                  inked(
            f'<rect x="4" y="38" width="56" height="12" rx="2" fill="#c99a5e"/>'
            f'<path d="M10 50 V56 M54 50 V56" fill="none" stroke-width="4"/>'
            f'<rect x="8" y="28" width="20" height="11" rx="5" fill="{RICE}"/>'
            f'<path d="M6 30 Q17 20 30 28 Q18 33 6 30 Z" fill="#f08a5d"/>'
            f'<rect x="32" y="28" width="20" height="11" rx="5" fill="{RICE}"/>'
            f'<path d="M30 30 Q41 20 54 28 Q42 33 30 30 Z" fill="{VERMILION}"/>'
            f'<path d="M52 39 q4 -6 7 0 Z" fill="{PINK}" stroke-width="1.4"/>', 2.2)
            + "  " + line("M11 27 L14 30.5 M16 25.5 L19 29.5 M21 25.5 L24 29.5", "#fde2d0", 1.3)),
        "tai_meshi": ("a red sea bream lying on rice in a clay pot", inked(
            '<path d="M6 32 H58 Q57 55 32 57 Q7 55 6 32 Z" fill="#5b4f47"/>'
            '<ellipse cx="32" cy="32" rx="26" ry="7" fill="#fdfaf3"/>'
            '<path d="M12 30 Q26 16 42 28 L53 21 L50 31 L53 39 L42 32 Q26 42 12 30 Z" '
            'fill="#e0624a"/>'
            '<circle cx="5" cy="38" r="3" fill="#5b4f47" stroke-width="1.8"/>'
            '<circle cx="59" cy="38" r="3" fill="#5b4f47" stroke-width="1.8"/>', 2.4)
            + dots([(18.5, 28)], 1.8, INK) + line("M30 24 Q33 30 30 36 M24 25 Q27 30 24 35",
                                                   "#b33a2a", 1.3)),
        "tempura": ("golden fried prawns with red tails on paper in a bamboo basket", inked(
            '<ellipse cx="32" cy="42" rx="28" ry="15" fill="#c9a36a"/>'
            f'<path d="M12 34 L40 28 L54 44 L24 52 Z" fill="{PAPER}" stroke-width="1.6"/>'
            f'<path d="M14 40 Q30 26 46 30 Q48 36 44 38 Q30 36 18 45 Z" fill="{OCHRE}"/>'
            f'<path d="M46 30 L54 23 L52 33 Z" fill="{VERMILION}"/>'
            f'<path d="M18 48 Q32 36 48 40 Q49 46 45 47 Q32 46 22 53 Z" fill="{OCHRE}"/>'
            f'<path d="M48 40 L57 36 L53 45 Z" fill="{VERMILION}"/>', 2)
            + dots([(22, 38), (28, 35), (34, 33), (40, 33), (26, 47), (32, 44), (38, 43)], 1.1,
                   "#b8862a")),
        "tofu": ("a white block of cold tofu on an indigo dish, ginger and spring onion", inked(
            f'<path d="M6 42 L32 32 L58 42 L32 54 Z" fill="{INDIGO}"/>'
            f'<path d="M18 28 L34 22 L48 28 L32 34 Z" fill="{RICE}"/>'
            '<path d="M18 28 L32 34 V46 L18 40 Z" fill="#eee6d6"/>'
            '<path d="M32 34 L48 28 V40 L32 46 Z" fill="#ddd3bf"/>', 2.2)
            + dots([(31, 27)], 2.6, "#e9a13a") + dots([(36, 26.5), (28, 26), (33, 29.5)], 1.3,
                                                       GREEN)
            + "  " + line("M12 44 q4 -2 8 0", PAPER, 1.6)),
        "udon": ("thick white noodles in broth with a fish-cake swirl, chopsticks across the bowl",
                 inked(
            f'<path d="M6 30 H58 Q56 53 40 56 H24 Q8 53 6 30 Z" fill="{RICE}"/>'
            '<ellipse cx="32" cy="30" rx="26" ry="7" fill="#d9a86a"/>'
            f'<path d="M22 58 V60 H42 V58" fill="{RICE}"/>'
            f'<circle cx="40" cy="29" r="5" fill="{PAPER}" stroke-width="1.6"/>', 2.4)
            + "  " + line("M14 31 q4 -4 8 0 q4 4 8 0 M16 27 q4 -3 8 0", RICE, 3.2)
            + line("M40 29 m-2.6 0 a2.6 2.6 0 1 1 2.6 2.6", "#e56b8a", 1.4)
            + dots([(28, 33), (47, 31)], 1.5, GREEN)
            + line("M9 42 q6 4 12 0 q6 4 12 0 q6 4 12 0 q6 4 12 0", INDIGO, 2)
            + line("M8 24 L56 16 M8 20 L55 13", WOOD, 2.6)),
        "unagi": ("glazed grilled eel on rice in a black and red lacquer box", inked(
            f'<rect x="5" y="20" width="54" height="36" rx="4" fill="#2a2623"/>'
            f'<rect x="10" y="24" width="44" height="26" rx="2" fill="{LACQUER}"/>'
            f'<rect x="13" y="27" width="38" height="20" rx="2" fill="{RICE}" stroke-width="1.6"/>'
            '<rect x="14" y="28" width="17" height="18" rx="3" fill="#8b4a1f" stroke-width="1.6"/>'
            '<rect x="33" y="28" width="17" height="18" rx="3" fill="#8b4a1f" stroke-width="1.6"/>',
            2.2) + "  " + line("M17 32 L28 42 M17 38 L24 44 M22 30 L28 36 M36 32 L47 42 "
                               "M36 38 L43 44 M41 30 L47 36", "#5b2a10", 1.3)
            + line("M9 54 H55", GOLD, 1.4)),
        "yakitori": ("two skewers of grilled chicken and leek crossed on a plate", inked(
            '<path d="M4 46 Q32 38 60 46 Q32 58 4 46 Z" fill="#e9eef2"/>'
            + line("M8 50 L56 18", INK, 4.5) + line("M8 50 L56 18", "#c9a36a", 2)
            + line("M8 18 L56 50", INK, 4.5) + line("M8 18 L56 50", "#c9a36a", 2)
            + '<rect x="39" y="20" width="9" height="8" rx="3" fill="#a0602a" '
            'transform="rotate(-34 43.5 24)"/>'
            f'<rect x="31" y="26" width="7" height="7" rx="2" fill="{GREEN}" '
            'transform="rotate(-34 34.5 29.5)"/>'
            '<rect x="16" y="20" width="9" height="8" rx="3" fill="#a0602a" '
            'transform="rotate(34 20.5 24)"/>'
            f'<rect x="25" y="26" width="7" height="7" rx="2" fill="{GREEN}" '
            'transform="rotate(34 28.5 29.5)"/>'
            '<rect x="17" y="34" width="9" height="8" rx="3" fill="#a0602a" '
            'transform="rotate(-34 21.5 38)"/>'
            '<rect x="38" y="34" width="9" height="8" rx="3" fill="#a0602a" '
            'transform="rotate(34 42.5 38)"/>', 2)),
    }


# --- souvenirs ------------------------------------------------------------------------------------

# The families' colours (the choosers' accents, decisions_tiles.FAMILY_ACCENTS) and a pale ground.
FAMILIES = {"small_objects": ("#3b6aa0", "#dde7f2"), "food_and_drink": ("#c98a1e", "#f6e6c4"),
            "clothing": ("#9b4a6e", "#f1dce6"), "art": ("#3f7d58", "#dbece1")}


def souvenir_drawings() -> dict[str, tuple[str, str, str]]:
    """Each souvenir: (family, what it shows, the drawing over the family's disc)."""
    small, food, cloth, art = FAMILIES
    return {
        "koma": (small, "a spinning top with painted rings", inked(
            f'<rect x="29" y="8" width="6" height="14" rx="2" fill="{WOOD}"/>'
            f'<path d="M11 30 Q15 43 32 56 Q49 43 53 30 Z" fill="{OCHRE}"/>'
            f'<ellipse cx="32" cy="29" rx="21" ry="8" fill="{VERMILION}"/>'
            f'<ellipse cx="32" cy="29" rx="13" ry="5" fill="{INDIGO}" stroke-width="2"/>', 2.5)),
        "gofu": (small, "a paper talisman with a red seal and brushed lines", inked(
            f'<rect x="21" y="7" width="22" height="50" rx="1.5" fill="{PAPER}"/>'
            f'<rect x="26" y="12" width="12" height="10" fill="{VERMILION}" stroke-width="1.6"/>',
            2.2) + "  " + line("M32 27 V51 M27 31 Q32 33 37 30 M28 41 H36 M27 47 Q32 45 37 48",
                               INK, 2.2)
            + line("M32 2 V7", VERMILION, 2)),
        "yunomi": (small, "a tall handleless teacup, glazed and steaming", "  " + steam(27, 37, top=2)
                   + "\n" + inked(
            '<path d="M17 22 H47 L44 54 Q32 59 20 54 Z" fill="#9fb7a0"/>'
            '<ellipse cx="32" cy="22" rx="15" ry="4" fill="#7fae4a"/>', 2.5)
            + "  " + line("M19 34 Q26 38 32 34 Q38 30 45 34", PAPER, 2.2)),
        "uchiwa": (small, "a round flat fan on its bamboo handle, a red sun on it", inked(
            line("M32 40 L33 60", INK, 5) + line("M32 40 L33 60", "#c9a36a", 2.4)
            + f'<path d="M14 25 Q14 7 32 7 Q50 7 50 25 Q50 40 32 43 Q14 40 14 25 Z" '
              f'fill="{PAPER}"/>', 2.5)
            + dots([(32, 22)], 7, VERMILION)
            + line("M32 42 L32 9 M32 42 L20 14 M32 42 L44 14 M32 42 L16 27 M32 42 L48 27",
                   "#c9bfae", 1)
            + line("M17 33 q5 -3 10 0 q5 3 10 0 q5 -3 10 0", INDIGO, 2)),
        "hashi": (small, "a pair of red lacquered chopsticks on a fish-shaped rest", inked(
            f'<path d="M20 46 Q30 40 40 46 L46 42 L45 50 L40 48 Q30 54 20 48 Z" '
            f'fill="{INDIGO}" stroke-width="1.8"/>'
            + line("M8 52 L56 14", INK, 5.5) + line("M8 52 L56 14", VERMILION, 3)
            + line("M12 56 L58 20", INK, 5.5) + line("M12 56 L58 20", VERMILION, 3), 2)
            + "  " + line("M50 19 L56 14 M52 25 L58 20", OCHRE, 3)),
        "washi": (small, "three sheets of handmade paper fanned out, tied with a red string",
                  inked(
            '<rect x="14" y="12" width="30" height="40" rx="1" fill="#efe4cf" '
            'transform="rotate(-14 29 32)"/>'
            '<rect x="17" y="12" width="30" height="40" rx="1" fill="#f6d9dc" '
            'transform="rotate(-4 32 32)"/>'
            f'<rect x="20" y="12" width="30" height="40" rx="1" fill="{PAPER}" '
            'transform="rotate(7 35 32)"/>', 2)
            + "  " + line("M24 22 q3 2 6 0 M30 30 q4 -2 8 1 M25 40 q5 2 9 -1 M36 44 q3 1 6 -1",
                          "#d8cbb0", 1.3)
            + line("M14 33 L54 38", VERMILION, 2.6)),
        "manju": (food, "three round steamed buns with a branded mark, on a plate", inked(
            '<ellipse cx="32" cy="48" rx="27" ry="8" fill="#e9eef2"/>'
            f'<path d="M7 44 Q7 30 19 30 Q31 30 31 44 Q19 47 7 44 Z" fill="{RICE}"/>'
            f'<path d="M33 44 Q33 30 45 30 Q57 30 57 44 Q45 47 33 44 Z" fill="{RICE}"/>'
            f'<path d="M19 38 Q19 20 32 20 Q45 20 45 38 Q32 42 19 38 Z" fill="#f3e5c8"/>', 2.2)
            + dots([(32, 29)], 3.2, "#8b4a1f") + dots([(19, 37), (45, 37)], 2.2, "#b8862a")),
        "kamaboko": (food, "a half-round fish cake, pink on white, on its wooden board", inked(
            '<rect x="6" y="42" width="52" height="9" rx="1.5" fill="#d9b36a"/>'
            f'<path d="M9 42 Q9 18 32 18 Q55 18 55 42 Z" fill="{RICE}"/>'
            '<path d="M9 42 Q9 18 32 18 Q55 18 55 42 L50 42 Q50 23 32 23 Q14 23 14 42 Z" '
            'fill="#ef8ca4"/>', 2.4)
            + line("M20 48 H44", "#b8862a", 1.2)),
        "konpeito": (food, "star-shaped sugar candies spilling from a paper bag", inked(
            f'<path d="M10 16 L34 10 L40 38 L18 46 Z" fill="{PAPER}"/>'
            + line("M12 22 L35 16", VERMILION, 2), 2)
            + "".join(
                inked(f'<path d="{_star(x, y, 5)}" fill="{colour}"/>', 1.4)
                for x, y, colour in ((38, 44, PINK), (47, 36, "#f3d98a"), (30, 52, RICE),
                                     (46, 51, GREEN), (53, 44, "#a9c6e8"), (39, 56, PINK),
                                     (22, 52, "#f3d98a")))),
        "ocha": (food, "a bowl of whisked green tea beside its bamboo whisk", inked(
            f'<path d="M6 30 H44 Q43 52 25 54 Q7 52 6 30 Z" fill="{CLAY}"/>'
            '<ellipse cx="25" cy="30" rx="19" ry="5" fill="#7fae4a"/>'
            '<path d="M48 18 H58 L57 40 Q53 44 49 40 Z" fill="#e6d3a3"/>'
            '<rect x="50" y="44" width="6" height="14" rx="1.5" fill="#c9a36a"/>', 2.2)
            + line("M50 22 L51 38 M53 21 V39 M56 22 L55 38", "#b89a5e", 1)
            + line("M12 42 Q20 46 28 44", "#a87a4c", 2)),
        "sake": (food, "a slender sake bottle and its little cup", inked(
            f'<path d="M26 6 H36 V14 Q36 20 42 26 Q50 36 46 50 Q42 58 31 58 Q20 58 16 50 '
            f'Q12 36 20 26 Q26 20 26 14 Z" fill="{RICE}"/>'
            f'<path d="M44 48 H60 L57 58 H47 Z" fill="{RICE}"/>', 2.4)
            + line("M18 40 Q31 46 44 40", INDIGO, 2.6) + line("M20 33 q4 -3 8 0 q4 3 8 0",
                                                            INDIGO, 1.6)
            + line("M45.5 51 H58.5", INDIGO, 1.6)),
        "daifuku": (food, "rice cakes, white, pink and green, one cut to its red bean heart",
                    inked(
            f'<path d="M4 50 Q32 40 60 50 Q32 60 4 50 Z" fill="{PINE}"/>'
            f'<ellipse cx="19" cy="40" rx="12" ry="10" fill="{RICE}"/>'
            f'<ellipse cx="44" cy="40" rx="12" ry="10" fill="{PINK}"/>'
            f'<ellipse cx="32" cy="26" rx="12" ry="10" fill="#cfe3b5"/>'
            '<ellipse cx="19" cy="41" rx="6" ry="5" fill="#6b2a2a" stroke-width="1.4"/>', 2.2)
            + dots([(28, 22), (37, 24), (40, 36)], 0.9, RICE)),
        "haori": (cloth, "a short indigo coat spread wide, its white ties at the front", inked(
            '<path d="M4 22 L20 12 H44 L60 22 L55 36 L47 33 V57 H17 V33 L9 36 Z" fill="#2f3a4f"/>'
            '<path d="M27 12 L32 22 L37 12" fill="none"/>', 2.4)
            + line("M27 12 L29 57 M37 12 L35 57", PAPER, 2.4)
            + line("M29 34 Q32 38 35 34", PAPER, 1.8)
            + dots([(23, 20), (41, 20)], 2.4, PAPER)),
        "furoshiki": (cloth, "a bundle wrapped in patterned cloth, knotted on top", inked(
            '<path d="M8 36 Q8 20 22 22 L42 22 Q56 20 56 36 Q58 56 32 56 Q6 56 8 36 Z" '
            'fill="#9b4a6e"/>'
            '<path d="M22 22 Q16 10 26 8 Q30 14 32 20 Q34 14 38 8 Q48 10 42 22 Z" '
            'fill="#9b4a6e"/>', 2.4)
            + line("M16 34 q4 -5 8 0 q4 5 8 0 q4 -5 8 0 q4 5 8 0 M14 46 q4 -5 8 0 q4 5 8 0 "
                   "q4 -5 8 0 q4 5 8 0 q4 -5 4 -2", PAPER, 1.6)),
        "sandogasa": (cloth, "a wide traveller's straw hat with its red chin cord", inked(
            '<path d="M4 38 Q32 4 60 38 Q32 46 4 38 Z" fill="#d9a93a"/>'
            '<path d="M22 22 Q32 13 42 22 Q32 25 22 22 Z" fill="#c99a2e"/>', 2.5)
            + line("M32 14 L10 37 M32 14 L21 41 M32 14 L32 43 M32 14 L43 41 M32 14 L54 37",
                   "#a87a1c", 1.3)
            + line("M18 41 Q22 56 32 57 Q42 56 46 41", VERMILION, 2.2)),
        "kanzashi": (cloth, "a golden hairpin crowned with a flower and dangling beads", inked(
            line("M14 56 L42 16", INK, 5) + line("M14 56 L42 16", GOLD, 2.6)
            + "".join(f'<circle cx="{44 + 8 * math.cos(a):.1f}" cy="{14 + 8 * math.sin(a):.1f}" '
                      f'r="5" fill="{PINK}" stroke-width="1.6"/>'
                      for a in (i * 2 * math.pi / 5 - math.pi / 2 for i in range(5)))
            + f'<circle cx="44" cy="14" r="3.2" fill="{OCHRE}" stroke-width="1.4"/>', 2)
            + line("M36 22 L34 40 M40 24 L40 44 M44 24 L46 40", GOLD, 1.3)
            + dots([(34, 41), (40, 45), (46, 41)], 2.2, VERMILION)),
        "geta": (cloth, "a pair of wooden sandals with red thongs", inked(
            '<rect x="8" y="8" width="20" height="50" rx="9" fill="#c99a5e"/>'
            '<rect x="36" y="6" width="20" height="50" rx="9" fill="#c99a5e"/>', 2.4)
            + line("M18 17 L11 30 M18 17 L25 30", VERMILION, 3)
            + line("M46 15 L39 28 M46 15 L53 28", VERMILION, 3)
            + line("M11 38 H25 M11 48 H25 M39 36 H53 M39 46 H53", "#8b5a2b", 1.4)),
        "yukata": (cloth, "a long summer robe with blue flowers and a red sash", inked(
            f'<path d="M6 18 L20 9 H44 L58 18 L54 32 L46 29 V60 H18 V29 L10 32 Z" '
            f'fill="#e9eef2"/><path d="M27 9 L36 38" fill="none"/>'
            f'<rect x="17" y="34" width="30" height="7" fill="{VERMILION}"/>', 2.4)
            + "".join(inked(f'<circle cx="{x}" cy="{y}" r="3.6" fill="#5b7fb8"/>', 1.2)
                      for x, y in ((14, 20), (24, 26), (40, 22), (50, 21), (26, 50), (40, 52)))),
        "netsuke": (art, "a carved ivory hare on its silk cord with a bead", "  " + line(
            "M40 6 Q34 14 36 24", "#8b4a1f", 2) + "\n" + inked(
            f'<circle cx="40" cy="8" r="3.5" fill="{VERMILION}" stroke-width="1.6"/>'
            '<path d="M12 48 Q10 30 28 28 Q40 26 46 36 Q54 38 52 46 Q50 54 36 54 H18 Q12 54 12 48 Z"'
            ' fill="#efe4cf"/>'
            '<path d="M40 30 Q40 16 46 14 Q50 18 46 33 Z" fill="#efe4cf"/>'
            '<path d="M44 32 Q50 20 55 22 Q56 28 48 36 Z" fill="#efe4cf"/>', 2.2)
            + dots([(46, 40)], 1.8, VERMILION)
            + line("M20 46 q6 3 12 0 M17 38 q4 -4 8 -4", "#b8a27a", 1.4)),
        "jubako": (art, "three stacked lacquer boxes, black and red, with a gold crest", inked(
            '<rect x="10" y="8" width="44" height="10" rx="2" fill="#2a2623"/>'
            f'<rect x="12" y="18" width="40" height="12" fill="{LACQUER}"/>'
            '<rect x="12" y="30" width="40" height="12" fill="#2a2623"/>'
            f'<rect x="12" y="42" width="40" height="12" fill="{LACQUER}"/>', 2.2)
            + dots([(32, 36)], 3.6, GOLD) + line("M14 24 H50 M14 48 H50", GOLD, 1.2)
            + line("M14 13 H50", GOLD, 1)),
        "shikki": (art, "a red lacquer lidded bowl on a round black tray, gold pines", inked(
            '<ellipse cx="32" cy="48" rx="28" ry="9" fill="#2a2623"/>'
            f'<path d="M14 32 H50 Q49 48 32 50 Q15 48 14 32 Z" fill="{VERMILION}"/>'
            f'<path d="M13 32 Q14 18 32 18 Q50 18 51 32 Z" fill="{VERMILION}"/>'
            f'<rect x="27" y="13" width="10" height="5" rx="1.5" fill="{VERMILION}" '
            'stroke-width="1.8"/>', 2.2)
            + line("M20 27 l3 -3 l3 3 M38 27 l3 -3 l3 3 M25 41 l3 -3 l3 3", GOLD, 1.5)
            + line("M10 50 Q32 56 54 50", GOLD, 1.2)),
        "shamisen": (art, "a three-stringed shamisen with its ivory plectrum", inked(
            line("M30 40 L54 6", INK, 6) + line("M30 40 L54 6", "#5b3a22", 3)
            + '<rect x="12" y="34" width="24" height="22" rx="4" fill="#f6efe0" '
            'transform="rotate(-12 24 45)"/>'
            + line("M48 8 L56 12 M50 4 L58 8 M45 12 L52 16", INK, 2.4)
            + f'<path d="M40 46 L52 40 L56 50 L46 56 Z" fill="{OCHRE}"/>', 2)
            + line("M22 48 L52 7 M24 49 L54 8 M26 50 L56 9", "#a8a095", 0.9)),
        "sumie": (art, "a hanging scroll with bamboo painted in ink", inked(
            '<rect x="14" y="6" width="36" height="52" fill="#c9a36a"/>'
            f'<rect x="18" y="12" width="28" height="38" fill="{PAPER}" stroke-width="1.4"/>'
            f'<rect x="12" y="4" width="40" height="4" rx="2" fill="{WOOD}" stroke-width="1.6"/>'
            f'<rect x="11" y="56" width="42" height="5" rx="2.5" fill="{WOOD}" '
            'stroke-width="1.6"/>', 2)
            + line("M28 48 L30 14", INK, 2.4) + line("M28 37 H31.5 M29 25 H31", PAPER, 1)
            + line("M30 22 Q37 19 42 21 M30 30 Q38 30 42 35 M29 40 Q23 38 21 33", INK, 1.8)
            + line("M36 46 L39 42", "#6b6158", 1.6)),
        "ukiyoe": (art, "a woodblock print: a great wave, Mount Fuji and a red sun", inked(
            '<rect x="5" y="12" width="54" height="40" rx="1" fill="#f1dcb4"/>'
            '<path d="M26 40 L38 22 L50 40 Z" fill="#8aa3c4"/>'
            '<path d="M33.5 28.5 L38 22 L42.5 28.5 Q38 27 33.5 28.5 Z" fill="#fbf7ee" '
            'stroke-width="1.4"/>'
            f'<path d="M5 52 V40 Q10 28 22 30 Q30 32 26 38 Q22 42 20 37 Q16 46 24 52 Z" '
            f'fill="{INDIGO}"/>', 2)
            + dots([(14, 21)], 4.5, VERMILION)
            + line("M24 52 Q36 44 59 48", INDIGO, 2.4)
            + dots([(23, 33), (26.5, 35), (20, 31)], 1.2, PAPER)),
    }


def _star(x: float, y: float, r: float) -> str:
    """A sugar star: eight soft points around (x, y)."""
    points = []
    for index in range(16):
        radius = r if index % 2 == 0 else r * 0.6
        angle = index * math.pi / 8
        points.append(f"{x + radius * math.cos(angle):.1f} {y + radius * math.sin(angle):.1f}")
    return "M" + " L".join(points) + " Z"


def souvenir(name: str, family: str, note: str, drawing: str) -> str:
    colour, ground = FAMILIES[family]
    body = (f'  <circle cx="32" cy="32" r="29" fill="{ground}" stroke="{colour}" '
            f'stroke-width="3"/>\n{drawing}')
    return svg(f"souvenir {name}", f"{note}, on its family's colour.", body)


# --- Crossroads: legendary objects and calligraphies ---------------------------------------------

GLOW = (f'  <circle cx="32" cy="32" r="27" fill="#f3d98a" stroke="{OCHRE}" stroke-width="2"/>\n'
        + "  " + line("M32 1 V6 M32 58 V63 M1 32 H6 M58 32 H63 M10 10 L14 14 M50 50 L54 54 "
                      "M54 10 L50 14 M10 54 L14 50", OCHRE, 3))


def legendary() -> dict[str, tuple[str, str]]:
    return {
        "shodo": ("a calligrapher's set: inkstone, ink stick and brush", inked(
            '<rect x="8" y="30" width="34" height="24" rx="3" fill="#3a3531"/>'
            '<rect x="12" y="34" width="26" height="9" rx="3" fill="#1b1816" stroke-width="1.6"/>'
            '<rect x="16" y="16" width="8" height="16" rx="1.5" fill="#2a2623" '
            'transform="rotate(-20 20 24)"/>'
            + line("M34 52 L55 12", INK, 5.5) + line("M34 52 L55 12", "#c9a36a", 2.6)
            + '<path d="M34 52 L31 60 L37 54 Z" fill="#2a2623"/>', 2)
            + line("M17 20 L22 22", GOLD, 1.2)),
        "emaki": ("a hand scroll unrolled on golden clouds and a little house", inked(
            f'<rect x="9" y="18" width="46" height="28" fill="{PAPER}"/>'
            f'<rect x="4" y="15" width="7" height="34" rx="3.5" fill="{WOOD}"/>'
            f'<rect x="53" y="15" width="7" height="34" rx="3.5" fill="{WOOD}"/>'
            f'<path d="M28 40 V32 L34 27 L40 32 V40 Z" fill="#e6c98f" stroke-width="1.6"/>', 2)
            + line("M12 26 q4 -4 8 0 q4 -4 8 0 M36 24 q4 -4 8 0 q4 -4 8 0", GOLD, 2.2)
            + line("M12 42 Q20 36 28 40 M40 40 Q46 36 52 40", PINE, 2)
            + line("M26 31 L34 25 L42 31", VERMILION, 2)),
        "buppatsu": ("the Buddha's stone begging bowl on a lotus", inked(
            f'<path d="M10 46 Q16 38 22 46 Q27 37 32 46 Q37 37 42 46 Q48 38 54 46 Q32 56 10 46 Z"'
            f' fill="{PINK}"/>'
            '<path d="M12 26 H52 Q52 46 32 47 Q12 46 12 26 Z" fill="#4a4540"/>'
            '<ellipse cx="32" cy="26" rx="20" ry="5" fill="#2a2623"/>', 2.4)
            + line("M18 33 Q22 40 28 42", "#8a8079", 2)),
        "ema": ("a wooden votive plaque with a horse painted on it, a red cord", inked(
            '<path d="M8 24 L32 8 L56 24 V56 H8 Z" fill="#e6c98f"/>'
            '<path d="M8 24 L32 8 L56 24" fill="none" stroke-width="4"/>'
            '<path d="M18 44 Q18 36 28 36 H38 L44 30 L48 32 L44 40 Q44 46 38 46 H24 Z" '
            'fill="#8b4a1f" stroke-width="1.6"/>', 2.2)
            + line("M22 46 V52 M28 46 V52 M36 46 V52 M41 45 V52", "#8b4a1f", 1.8)
            + line("M24 14 Q32 22 40 14", VERMILION, 2)),
        "murasame": ("a drawn blade shedding drops of rain", inked(
            '<path d="M20 42 L50 10 Q56 6 54 13 L28 48 Z" fill="#e9eef2"/>'
            + line("M10 56 L22 44", INK, 9) + line("M10 56 L22 44", "#2f3a4f", 4)
            + f'<ellipse cx="24" cy="44" rx="8" ry="3.5" fill="{GOLD}" '
            'transform="rotate(-45 24 44)"/>', 2.5)
            + line("M28 40 L50 13", "#ffffff", 1.6)
            + "".join(inked(f'<path d="M{x} {y} q3 5 0 7 q-3 -2 0 -7 Z" fill="#8aa3c4"/>', 1.2)
                      for x, y in ((42, 30), (50, 24), (36, 38)))),
        "masamune": ("a sheathed sword resting on a lacquered stand", inked(
            f'<path d="M10 56 V42 M54 56 V42" fill="none" stroke-width="4"/>'
            f'<rect x="6" y="54" width="52" height="5" rx="2" fill="{LACQUER}"/>'
            '<path d="M6 34 Q32 24 58 30 L58 35 Q32 30 8 39 Z" fill="#2a2623"/>'
            f'<ellipse cx="20" cy="33" rx="2.6" ry="6" fill="{GOLD}" stroke-width="1.6"/>', 2.2)
            + line("M6 42 H14 M50 42 H58", LACQUER, 3)
            + line("M9 35.5 L18 32", "#e9eef2", 1.2) + line("M24 31 Q40 27 56 31", GOLD, 1)),
    }


# A calligraphy: a hanging scroll, its mount of one colour, the brushwork its own.
SCROLL_MOUNTS = {"contemplation": "#3b6aa0", "nostalgia": "#7a4f93", "patience": "#3f7d58",
                 "perfection": "#8f2a19", "foresight": "#c98a1e", "fasting": "#5b4f47"}


def calligraphies() -> dict[str, tuple[str, str]]:
    return {
        "contemplation": ("a pebble dropped in still water, its rings spreading",
                          dots([(32, 29)], 4.4, INK)
                          + line("M23 34 Q32 41 41 34 M18 38 Q32 49 46 38 M16 28 Q16 21 23 18",
                                 INK, 3.2)),
        "nostalgia": ("a full moon over the roof of a distant home",
                      line("M36 19 m-7 0 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0", INK, 3.4)
                      + line("M18 41 L32 31 L46 41 M23 38.5 V47 H41 V38.5", INK, 3.6)),
        "patience": ("a bamboo stalk growing node by node",
                     line("M30 48 L32 14", INK, 5) + line("M29.5 40 H33 M30.4 30 H33.5 "
                                                           "M31 21 H34", PAPER, 1.2)
                     + line("M32 24 Q39 20 45 22 M31 34 Q24 31 19 33 M31 42 Q38 40 43 44",
                            INK, 3)),
        "perfection": ("a closed circle brushed in one stroke",
                       line("M32 16 A14 14 0 1 1 31.9 16", INK, 6)),
        "foresight": ("a swallow flying toward the rising sun",
                      line("M19 44 H45", INK, 3.2)
                      + line("M24 44 A8 8 0 0 1 40 44", INK, 3.2)
                      + line("M17 28 Q23 21 27 27 Q31 19 38 21 M27 27 L24 33", INK, 3.4)),
        "fasting": ("an empty bowl with the chopsticks laid across it",
                    line("M19 32 H45 Q44 45 32 46 Q20 45 19 32 Z", INK, 3.6)
                    + line("M15 27 L47 22 M16 30.5 L48 25.5", INK, 2.6)),
    }


def calligraphy(name: str, note: str, brushwork: str) -> str:
    mount = SCROLL_MOUNTS[name]
    body = "\n".join((
        inked(f'<rect x="12" y="6" width="40" height="52" fill="{mount}"/>'
              f'<rect x="16" y="10" width="32" height="42" fill="{PAPER}" stroke-width="1.4"/>'
              f'<rect x="10" y="3" width="44" height="5" rx="2.5" fill="{WOOD}" '
              'stroke-width="1.6"/>'
              f'<rect x="9" y="56" width="46" height="5" rx="2.5" fill="{WOOD}" '
              'stroke-width="1.6"/>', 2),
        "  " + brushwork,
        f'  <rect x="40" y="45" width="5" height="5" fill="{VERMILION}"/>',
    ))
    return svg(f"calligraphy {name}", f"A hanging scroll: {note}.", body)


# --- panoramas ------------------------------------------------------------------------------------

PART_WIDTH, PART_HEIGHT = 32, 48
Curve = Callable[[float], float]


def _band(top: Curve, bottom: Curve, x0: float, fill: str, outline: bool = False) -> str:
    """The region between two curves of the whole landscape, cut to one part at ``x0``."""
    xs = [x0 + step for step in range(0, PART_WIDTH + 1, 2)]
    upper = " L".join(f"{x - x0:.1f} {top(x):.1f}" for x in xs)
    lower = " L".join(f"{x - x0:.1f} {bottom(x):.1f}" for x in reversed(xs))
    stroke = f' stroke="{INK}" stroke-width="1.2" stroke-linejoin="round"' if outline else ""
    return f'<path d="M{upper} L{lower} Z" fill="{fill}"{stroke}/>'


def _ridge(peaks: list[tuple[float, float, float]], base: float) -> Curve:
    """A mountain line: the highest of the peaks (x, top, half width) at each x."""
    def height(x: float) -> float:
        return min([base] + [top + (base - top) * abs(x - px) / width
                             for px, top, width in peaks if abs(x - px) < width])
    return height


def _flat(y: float) -> Curve:
    return lambda _x: y


def _sea(x0: float) -> str:
    waves = [_band(lambda x, k=k: 22 + 7 * k + 1.4 * math.sin((x + 9 * k) / 5),
                   _flat(PART_HEIGHT), x0, colour)
             for k, colour in enumerate(("#8aa3c4", "#5b7fb8", "#3b6aa0", INDIGO))]
    crests = "".join(line(" ".join(f"{'M' if i == 0 else 'L'}{x - x0:.1f} "
                                   f"{24 + 7 * k + 1.4 * math.sin((x + 9 * k) / 5):.1f}"
                                   for i, x in enumerate(range(int(x0), int(x0) + 33, 2))),
                          PAPER, 1) for k in range(1, 4))
    return _band(_flat(0), _flat(23), x0, "#e9eef2") + "".join(waves) + crests


SEA_DETAILS = (
    dots([(10, 12)], 6, VERMILION),
    inked('<path d="M8 24 L24 24 L20 28 H12 Z" fill="#8b5a2b"/><path d="M16 23 V8 L26 20 Z" '
          f'fill="{PAPER}"/>', 1.2),
    line("M4 44 Q6 30 20 31 Q28 33 24 38 Q20 41 19 37", PAPER, 2.4),
    inked(f'<path d="M6 24 Q16 16 26 24 Z" fill="#8b7a5a"/>'
          f'<path d="M11 19 L16 9 L21 19 Z" fill="{PINE}"/>', 1.2),
    line("M6 10 q3 -3 6 0 q3 -3 6 0 M16 16 q2 -2 4 0 q2 -2 4 0", INK, 1.2),
)


def _mountain(x0: float) -> str:
    far = _ridge([(20, 20, 26), (100, 18, 30)], 30)
    fuji = _ridge([(64, 6, 44)], 36)
    near = lambda x: 36 + 3 * math.sin(x / 9)  # noqa: E731 - the hills' line, sampled
    def snow(x: float) -> float:  # the snow cap: down to a wavy line near the top, else nothing
        return max(fuji(x), 14 + 1.5 * math.sin(x / 2))
    return (_band(_flat(0), _flat(PART_HEIGHT), x0, "#f1dcb4")
            + _band(far, _flat(PART_HEIGHT), x0, "#a9b8c8")
            + _band(fuji, _flat(PART_HEIGHT), x0, INDIGO, outline=True)
            + _band(fuji, snow, x0, PAPER)
            + _band(near, _flat(PART_HEIGHT), x0, PINE, outline=True))


MOUNTAIN_DETAILS = (
    inked('<path d="M10 38 L16 26 L22 38 Z" fill="#2f5a3a"/>', 1.2) + line("M16 38 V42", WOOD, 2),
    line("M8 14 q3 -2 6 0 M18 10 q3 -2 6 0", INK, 1.2),
    dots([(26, 10)], 4, VERMILION),
    inked('<path d="M12 36 L16 28 L20 36 Z" fill="#2f5a3a"/><path d="M20 40 L25 30 L30 40 Z" '
          'fill="#2f5a3a"/>', 1.2),
)


def _paddy(x0: float) -> str:
    hills = lambda x: 16 + 4 * math.sin(x / 13)  # noqa: E731 - the far hills' line
    rows = [_band(lambda x, k=k: 22 + 6.5 * k + 1.6 * math.sin((x + 7 * k) / 8),
                  _flat(PART_HEIGHT), x0, colour, outline=True)
            for k, colour in enumerate(("#b5cf6a", "#8fbf6a", "#c9d98a", "#6fa55a"))]
    return (_band(_flat(0), _flat(PART_HEIGHT), x0, "#f1e6c4")
            + _band(hills, _flat(PART_HEIGHT), x0, "#9fb7a0") + "".join(rows))


PADDY_DETAILS = (
    inked(f'<path d="M6 22 L14 14 L22 22 Z" fill="#c99a5e"/><rect x="8" y="22" width="12" '
          f'height="6" fill="{PAPER}"/>', 1.2),
    line("M10 30 l2 -3 l2 3 M20 36 l2 -3 l2 3 M8 42 l2 -3 l2 3", PINE, 1.3)
    + inked('<path d="M20 28 Q24 22 28 28 Z" fill="#d9a93a"/>', 1),
    dots([(24, 9)], 4, VERMILION) + line("M6 12 q2 -2 4 0 q2 -2 4 0", INK, 1.2),
)

PANORAMAS = {"sea": (_sea, SEA_DETAILS), "mountain": (_mountain, MOUNTAIN_DETAILS),
             "paddy": (_paddy, PADDY_DETAILS)}


def panorama_part(panorama: str, part: int) -> str:
    landscape, details = PANORAMAS[panorama]
    x0 = (part - 1) * PART_WIDTH
    body = (f"  {landscape(x0)}\n  {details[part - 1]}\n"
            f'  <rect x="0.6" y="0.6" width="{PART_WIDTH - 1.2}" height="{PART_HEIGHT - 1.2}" '
            f'fill="none" stroke="{INK}" stroke-width="1.2"/>')
    return svg(f"{panorama} panorama, part {part}",
               f"Part {part} of the {panorama} landscape; its edges meet its neighbours'.", body,
               PART_WIDTH, PART_HEIGHT)


# --- all ------------------------------------------------------------------------------------------


def things() -> dict[str, str]:
    pictures = {f"dish_{name}": svg(f"dish {name}", f"{note}.", body)
                for name, (note, body) in dishes().items()}
    pictures |= {f"souvenir_{name}": souvenir(name, family, note, drawing)
                 for name, (family, note, drawing) in souvenir_drawings().items()}
    pictures |= {f"legendary_{name}": svg(f"legendary object {name}", f"{note}, in its glow.",
                                          f"{GLOW}\n{body}")
                 for name, (note, body) in legendary().items()}
    pictures |= {f"calligraphy_{name}": calligraphy(name, note, brushwork)
                 for name, (note, brushwork) in calligraphies().items()}
    pictures |= {f"panorama_{panorama}_{part}": panorama_part(panorama, part)
                 for panorama, (_, details) in PANORAMAS.items()
                 for part in range(1, len(details) + 1)}
    return pictures
