"""Generate Tokaido's card pictures: resources/art/tokaido/icons/<kind>_<id>.svg.

One SVG per traveller (a portrait), dish, souvenir, legendary object, calligraphy and panorama
part, all drawn here by the project (no outside art): washi grounds, sumi outlines (#2a2623),
the woodblock palette. Every picture but the panorama parts sits on the icons' square 64 × 64
canvas; a panorama part is an upright 32 × 48 card, and the parts of one panorama share their
horizon, ridge and field lines, so that the parts laid side by side assemble one landscape.

The drawings of the things (dishes, souvenirs, Crossroads cards, panoramas) are in
``tokaido_art_things.py`` beside this script.

Run:  python packaging/tools/make_tokaido_art.py
It writes only the generated files (the hand-made icons of the folder stay as they are).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "resources" / "art" / "tokaido" / "icons"

INK = "#2a2623"
PAPER = "#fbf7ee"
SKIN = "#f6e3c8"
WOOD = "#8b5a2b"
VERMILION = "#cf432b"
INDIGO = "#2b4c7e"
OCHRE = "#e0b84a"
GOLD = "#c99a2e"
PINE = "#3f7d4c"


def svg(title: str, note: str, body: str, width: int = 64, height: int = 64) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">\n  <title>Tokaido: {title}</title>\n'
            f"  <!-- {note} -->\n{body}\n</svg>\n")


def inked(body: str, width: float = 2.5) -> str:
    """Shapes outlined in sumi, with round joins: the icons' one line."""
    return (f'  <g stroke="{INK}" stroke-width="{width}" stroke-linejoin="round" '
            f'stroke-linecap="round">\n    {body}\n  </g>')


def line(d: str, colour: str = INK, width: float = 2.0) -> str:
    """An open stroke (no fill)."""
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>')


def dots(points: list[tuple[float, float]], radius: float, colour: str) -> str:
    return "".join(f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{colour}"/>'
                   for x, y in points)


# --- travellers -----------------------------------------------------------------------------------

# The bust inside the portrait's disc (r 30 around 32, 32): shoulders down to the disc's rim.
SHOULDERS = "M9.6 52 Q12 41 32 40 Q52 41 54.4 52 A30 30 0 0 1 9.6 52 Z"
EYES = line("M26.5 28 q1.6 -1.4 3.2 0 M34.3 28 q1.6 -1.4 3.2 0", INK, 1.7)
CLOSED_EYES = line("M26.5 27.5 q1.6 1.4 3.2 0 M34.3 27.5 q1.6 1.4 3.2 0", INK, 1.7)
MOUTH = line("M30 34 q2 1.3 4 0", INK, 1.4)
SMILE = line("M28.5 33.2 q3.5 3 7 0", INK, 1.5)
CHEEKS = dots([(25.5, 32), (38.5, 32)], 2.2, "#f2b0a0")


def portrait(note: str, name: str, ground: str, robe: str, collar: str, *, back: str = "",
             head: str = "", front: str = "", face: str = "", skin: str = SKIN,
             face_shape: str = '<ellipse cx="32" cy="28" rx="9.5" ry="11"/>') -> str:
    """A traveller's head and shoulders on a disc of their own colour: the ground and the robe
    tell the travellers apart at a glance, the hair or hat and the one thing they carry at a
    closer look."""
    shape = face_shape.replace("/>", f' fill="{skin}"/>')
    inside = "\n".join(part for part in (
        f'  <circle cx="32" cy="32" r="30" fill="{ground}"/>',
        back,
        inked(f'<path d="{SHOULDERS}" fill="{robe}"/>'
              f'<path d="M25 40.6 L32 52 L39 40.6 Z" fill="{collar}" stroke-width="2"/>'
              f'<rect x="28.5" y="35" width="7" height="6" fill="{skin}" stroke-width="2"/>'
              f"{shape}"),
        face or f"  {EYES}{MOUTH}",
        head,
        front,
    ) if part)
    # Every piece stays inside the disc (Qt's SVG renderer draws no clip paths), then the rim.
    body = (f"{inside}\n"
            f'  <circle cx="32" cy="32" r="30" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    return svg(f"{name}, {note}", f"Portrait: {note}.", body)


def travellers() -> dict[str, str]:
    hair = "#2a2623"
    return {
        "hiroshige": portrait(
            "the artist with his cap and brush", "Hiroshige", "#f1ce9c", INDIGO, PAPER,
            head=inked('<path d="M21.5 25 Q21 11 32 10 Q43 11 42.5 25 Q38 18.5 32 18.5 Q26 18.5 '
                       '21.5 25 Z" fill="#3a3531"/>', 2),
            front=inked(line("M44 53 L53 27", INK, 6) + line("M44 53 L53 27", WOOD, 2.6)
                        + '<path d="M53 27 L55.5 19 L50.5 25 Z" fill="#2a2623"/>'
                        + dots([(16, 48)], 3.5, VERMILION), 1.6)),
        "chuubei": portrait(
            "the messenger: headband, a letter box on his pole", "Chuubei", "#bcd6e6",
            VERMILION, PAPER,
            back=inked(line("M8 41 L56 33", INK, 5.5) + line("M8 41 L56 33", WOOD, 2.5)
                       + '<rect x="9" y="38" width="11" height="9" rx="1.5" fill="#3a3531"/>'
                       + line("M14.5 38 V47", VERMILION, 2), 2),
            head=inked(f'<path d="M22.5 25 Q22 15 32 14.5 Q42 15 41.5 25 Q37 19.5 32 19.5 '
                       f'Q27 19.5 22.5 25 Z" fill="{hair}"/>'
                       f'<path d="M22 20.5 Q32 16.5 42 20.5 L42 24 Q32 20 22 24 Z" fill="{PAPER}"'
                       ' stroke-width="1.8"/>', 2)
            + "  " + line("M42 22 L49 17 M42 22 L49 26", INK, 3.5)
            + line("M42 22 L49 17 M42 22 L49 26", PAPER, 1.5)),
        "kinko": portrait(
            "the ronin: unkempt hair, stubble, a sword over his shoulder", "Kinko", "#efc1b0",
            "#5b4f47", "#8f2a19",
            back=inked(line("M16 54 L23 25", INK, 7) + line("M16 54 L23 25", "#2f3a4f", 3.5)
                       + f'<ellipse cx="19.5" cy="33" rx="6" ry="2.4" fill="{GOLD}" '
                         'transform="rotate(-16 19.5 33)" stroke-width="1.8"/>', 2),
            head=inked(f'<path d="M22 26 Q19.5 13 32 12.5 Q44.5 13 42 26 L39.5 20 L36.5 22 '
                       f'L33.5 17.5 L30 21.5 L27 18.5 L24.5 22.5 Z" fill="{hair}"/>'
                       f'<path d="M29.5 13 Q32 5 35 13 Z" fill="{hair}"/>', 2),
            face=f"  {line('M26 25 L30 26.6 M38 25 L34 26.6', INK, 1.8)}{EYES}{MOUTH}"
                 + dots([(28, 37), (31, 38), (34, 38), (36.5, 37), (29.5, 36.4), (35, 36.6)],
                        0.7, "#5b4f47")),
        "yoshiyasu": portrait(
            "the functionary: a tall black eboshi hat, a scroll of orders", "Yoshiyasu",
            "#cfe2bf", PINE, PAPER,
            head=inked(f'<path d="M22.5 23 Q32 15.5 41.5 23 Q38 18 32 18 Q26 18 22.5 23 Z" '
                       f'fill="{hair}"/><path d="M25.5 19 Q24 6.5 33 3.5 Q40.5 6.5 38.5 19 Z" '
                       f'fill="{hair}"/>', 2)
            + "  " + line("M27 12 Q33 9.5 38 11", "#5b4f47", 1.4),
            front=inked(f'<circle cx="20" cy="48" r="3.2" fill="{PAPER}" stroke-width="1.6"/>'
                        f'<rect x="38" y="42" width="15" height="6" rx="2.5" fill="{PAPER}" '
                        'transform="rotate(-22 45.5 45)"/>', 1.8)
            + "  " + line("M40.5 46 L50.5 42", VERMILION, 1.4)),
        "satsuki": portrait(
            "the orphan: a bob of black hair, a patched robe, a rice ball", "Satsuki",
            "#f7d0da", "#e78aa1", PAPER,
            head=inked(f'<path d="M21 32 Q19 13.5 32 13.5 Q45 13.5 43 32 L40 32 L40.5 22 '
                       f'Q32 24.5 23.5 22 L24 32 Z" fill="{hair}"/>', 2),
            face=f"  {EYES}{MOUTH}{CHEEKS}",
            front=inked(f'<rect x="14" y="45" width="8" height="7" fill="{OCHRE}" '
                        'stroke-width="1.6" transform="rotate(-8 18 48)"/>'
                        f'<path d="M38 55 L44 44 Q45 42.5 46 44 L51 53 Q47 56.5 38 55 Z" '
                        f'fill="{PAPER}"/><rect x="41.5" y="50" width="7" height="5" '
                        f'fill="{hair}" stroke-width="1.2"/>', 1.8)),
        "mitsukuni": portrait(
            "the old man: bald, a long white beard, a walking stick", "Mitsukuni", "#e2d8c6",
            WOOD, "#e6c98f",
            back=inked(line("M48 56 L50.5 20", INK, 6) + line("M48 56 L50.5 20", "#a0743c", 2.8)
                       + '<circle cx="50.5" cy="19" r="3.2" fill="#a0743c" stroke-width="1.6"/>',
                       2),
            head=line("M22.8 29 Q21 22 24.5 18.5 M41.2 29 Q43 22 39.5 18.5", PAPER, 3)
            + line("M27 17.5 Q32 15.5 37 17.5", "#c9a98a", 1.2),
            face=f"  {line('M25.5 24.5 Q28 23 30.5 24.5 M33.5 24.5 Q36 23 38.5 24.5', PAPER, 2.4)}"
                 f"{CLOSED_EYES}"
                 + inked(f'<path d="M25 33 Q24.5 44 32 50 Q39.5 44 39 33 Q32 37.5 25 33 Z" '
                         f'fill="{PAPER}"/>', 1.6)),
        "sasayakko": portrait(
            "the geisha: a tall black shimada, hairpins, a white face", "Sasayakko", "#dccbe8",
            "#7a4f93", VERMILION, skin="#fdf9f2",
            head=inked(f'<path d="M19.5 27 Q17 12 32 12 Q47 12 44.5 27 Q40 17.5 32 17.5 '
                       f'Q24 17.5 19.5 27 Z" fill="{hair}"/><path d="M23.5 13.5 Q23 3.5 32 4 '
                       f'Q41 3.5 40.5 13.5 Q32 9.5 23.5 13.5 Z" fill="{hair}"/>'
                       f'<rect x="26" y="9" width="12" height="3" rx="1" fill="{GOLD}" '
                       'stroke-width="1.2"/>', 2)
            + "  " + line("M39 12 L46 9.5", GOLD, 2)
            + dots([(46, 9.5)], 3, VERMILION) + dots([(46, 9.5)], 1.1, OCHRE),
            face=f"  {EYES}" + dots([(32, 34.2)], 1.6, VERMILION),
            front=dots([(18, 48), (46, 47), (40, 55), (24, 56)], 1.6, "#f2b8c6")),
        "hirotada": portrait(
            "the priest: a shaven head, prayer beads, a saffron kesa", "Hirotada", "#f6e2a6",
            "#6b6158", PAPER, face_shape='<ellipse cx="32" cy="26.5" rx="10" ry="12.5"/>',
            face=f"  {CLOSED_EYES}{MOUTH}",
            front="  " + line("M14 45 L38 57", OCHRE, 6.5) + line("M14 45 L38 57", "#b8862a", 1)
            + dots([(22 + 3.4 * i, 46 + 0.25 * (i - 3) ** 2 * 1.4) for i in range(7)], 1.9,
                   "#3a3531")),
        "umegae": portrait(
            "the street entertainer: a flat straw hat, juggling balls", "Umegae", "#fbe7a1",
            "#e0b84a", VERMILION,
            head=inked('<path d="M11 21 Q32 9 53 21 Q32 25.5 11 21 Z" fill="#d9a93a"/>'
                       '<path d="M23.5 18 Q32 6.5 40.5 18" fill="#d9a93a"/>', 2)
            + "  " + line("M24.5 16.5 Q32 14 39.5 16.5", VERMILION, 2.4),
            face=f"  {EYES}{SMILE}",
            front=inked(f'<circle cx="48" cy="32" r="4" fill="{VERMILION}"/>'
                        f'<circle cx="53" cy="42" r="4" fill="{INDIGO}"/>'
                        f'<circle cx="44" cy="43" r="4" fill="{PINE}"/>', 1.6)
            + dots([(18, 46), (24, 50), (42, 50)], 1.8, VERMILION)),
        "zen_emon": portrait(
            "the merchant: a topknot, a striped robe, his abacus", "Zen-emon", "#efe0c8",
            "#6b4226", "#2a2623",
            back="  " + line("M16 47 L18 56 M22 42 L23 58 M42 42 L41 58 M48 47 L46 56",
                             "#a0743c", 1.8),
            head=inked(f'<path d="M22.5 27 Q21.5 18 25.5 16.5 L26 24 Z" fill="{hair}"/>'
                       f'<path d="M41.5 27 Q42.5 18 38.5 16.5 L38 24 Z" fill="{hair}"/>'
                       f'<path d="M28.5 17.5 Q32 15.5 35.5 17.5 L37 13 Q32 11 27 13 Z" '
                       f'fill="{hair}"/>', 1.6),
            face=f"  {EYES}{SMILE}",
            front=inked('<rect x="34" y="42" width="17" height="10" rx="1.5" fill="#c99a2e" '
                        'transform="rotate(-10 42.5 47)"/>', 1.8)
            + dots([(37.5, 46.5), (41, 46), (44.5, 45.4), (48, 44.8),
                    (38.2, 50), (41.7, 49.4), (45.2, 48.8), (48.7, 48.2)], 1.2, INK)),
        "jirocho": portrait(
            "the yakuza: a headband tied at the side, a scar, his dice", "Jirocho", "#c9cfd9",
            "#2f3a4f", PAPER,
            back="  " + line("M14 49 L20 44 M44 44 L50 49 M17 56 L23 51 M41 51 L47 56",
                             "#8aa3c4", 1.8),
            head=inked(f'<path d="M22.5 25 Q21 14 32 13.5 Q43 14 41.5 25 L38.5 19.5 '
                       f'L35 21 L32 18.5 L29 21 L25.5 19.5 Z" fill="{hair}"/>'
                       f'<path d="M22 21.5 Q32 18 42 21.5 L42 24.5 Q32 21 22 24.5 Z" '
                       f'fill="#8f2a19" stroke-width="1.6"/>', 2)
            + "  " + line("M22 23 L15 19 M22 23 L15 27", "#8f2a19", 2.6),
            face=f"  {line('M26 25.5 L30 26.8 M38 25.5 L34 26.8', INK, 1.8)}{EYES}{MOUTH}"
                 + line("M37 30 L40.5 36", VERMILION, 1.4),
            front=inked(f'<rect x="36" y="43" width="9" height="9" rx="1.5" fill="{PAPER}" '
                        'transform="rotate(-12 40.5 47.5)"/>'
                        f'<rect x="43" y="47" width="8" height="8" rx="1.5" fill="{PAPER}" '
                        'transform="rotate(14 47 51)"/>', 1.6)
            + dots([(40.5, 47.5)], 1.5, VERMILION) + dots([(45.5, 49.5), (48.5, 52.5)], 0.9, INK)),
        "daigoro": portrait(
            "the kid: a round face, a tuft of hair, a pinwheel", "Daigoro", "#cfe8e2",
            "#3b6aa0", PAPER, face_shape='<ellipse cx="32" cy="29" rx="10.5" ry="10.5"/>',
            head=inked(f'<path d="M28 19 Q30 13 33 15 Q35 11 37 14 Q36 18 32 19.5 Z" '
                       f'fill="{hair}"/>', 1.6),
            face=f"  {EYES}{SMILE}{CHEEKS}",
            back=dots([(18, 48), (26, 54), (40, 53), (47, 47)], 1.8, PAPER),
            front="  " + line("M47.5 55 L49 30", WOOD, 2.2)
            + inked(f'<path d="M49 29 L49 19 L54 24 Z" fill="{VERMILION}"/>'
                    f'<path d="M49 29 L59 29 L54 34 Z" fill="{OCHRE}"/>'
                    f'<path d="M49 29 L49 39 L44 34 Z" fill="{INDIGO}"/>'
                    f'<path d="M49 29 L39 29 L44 24 Z" fill="{PINE}"/>', 1.4)),
        "nampo": portrait(
            "the gourmet: a plump face, a moustache, a bowl and chopsticks", "Nampo",
            "#f2cbb1", "#8f2a19", OCHRE, face_shape='<ellipse cx="32" cy="29" rx="11.5" ry="11"/>',
            head=inked(f'<path d="M23 24 Q23 16 32 15.5 Q41 16 41 24 Q37 20 32 20 Q27 20 23 24 Z"'
                       f' fill="{hair}"/><path d="M29 16 L35 16 L34 11.5 L30 11.5 Z" '
                       f'fill="{hair}"/>', 1.6),
            face=f"  {EYES}" + line("M27 33.5 Q32 31 37 33.5", INK, 2.2) + SMILE.replace(
                "28.5 33.2", "29 35.5").replace("q3.5 3 7 0", "q3 2 6 0") + CHEEKS,
            front=inked(f'<path d="M35 43 H54 Q53 52 44.5 53 Q36 52 35 43 Z" fill="{PAPER}"/>', 1.8)
            + "  " + line("M37 37 L49 44 M40 35 L51 43", WOOD, 1.8)
            + line("M41 40 q-2 -3 0 -6 M47 39 q-2 -3 0 -6", "#8aa3c4", 1.2)),
        "gotozaemon": portrait(
            "the souvenir seller: a spotted headcloth, a great bundle on his back",
            "Gotozaemon", "#e0efd2", "#a0522d", PAPER,
            back=inked(f'<path d="M6 34 Q6 16 20 14 Q30 14 30 24 L28 40 Q14 44 6 34 Z" '
                       f'fill="{PINE}"/><path d="M14 14 Q18 6 24 12" fill="none"/>', 2)
            + "  " + line("M12 24 q3 -3 6 0 q3 3 6 0 M10 32 q3 -3 6 0 q3 3 6 0", PAPER, 1.6),
            head=inked(f'<path d="M22 24 Q21 13 32 12.5 Q43 13 42 24 Q38 19.5 32 19.5 '
                       f'Q26 19.5 22 24 Z" fill="{INDIGO}"/>', 2)
            + dots([(27, 16), (32, 14.5), (37, 16), (24.5, 20.5), (39.5, 20.5)], 1.1, PAPER)
            + "  " + line("M41 22 L47 25", INDIGO, 2.6),
            face=f"  {EYES}{SMILE}",
            front="  " + line("M18 45 L38 58", PINE, 3)),
        "miyataka": portrait(
            "the superstitious woman: a hair bun with a comb, an amulet held up", "Miyataka",
            "#c6e4e8", "#3a7f8c", PAPER,
            head=inked(f'<path d="M21 28 Q19 13 32 13 Q45 13 43 28 Q40 19 32 19 Q24 19 21 28 Z"'
                       f' fill="{hair}"/><ellipse cx="32" cy="10.5" rx="8.5" ry="5" '
                       f'fill="{hair}"/><rect x="25.5" y="12.5" width="13" height="3" rx="1.2" '
                       f'fill="{VERMILION}" stroke-width="1.2"/>', 2),
            front=inked(f'<rect x="42" y="38" width="10" height="14" rx="2" fill="{VERMILION}"/>'
                        f'<path d="M44.5 38 Q47 33 49.5 38" fill="none" stroke-width="1.6"/>',
                        1.8)
            + "  " + line("M44.5 43 H49.5 M44.5 46 H49.5", OCHRE, 1.4)
            + line("M17 45 L19 57 M23 42 L23.5 58", PAPER, 1.2)),
        "kita": portrait(
            "the old woman: grey hair in a bun, a shawl, a crooked cane", "Kita", "#e8dcc0",
            "#7d6f5a", PAPER,
            back=inked(line("M15.5 55 L17 30 Q17 26 21 26.5", INK, 6)
                       + line("M15.5 55 L17 30 Q17 26 21 26.5", "#a0743c", 2.6), 2),
            head=inked('<path d="M21.5 27 Q20 14 32 14 Q44 14 42.5 27 Q39.5 19.5 32 19.5 '
                       'Q24.5 19.5 21.5 27 Z" fill="#b9b3aa"/>'
                       '<circle cx="32" cy="11.5" r="5" fill="#b9b3aa"/>', 2),
            face=f"  {CLOSED_EYES}{SMILE}"
                 + line("M24.5 31 q1.5 1 3 0 M36.5 31 q1.5 1 3 0", "#c9a98a", 1.1),
            front=inked('<path d="M12 46 Q20 40 32 44 Q44 40 52 46 L48 52 Q32 48 16 52 Z" '
                        'fill="#b8562f"/>', 1.8)),
    }


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))  # the things' drawings beside this
    from tokaido_art_things import things

    pictures = {f"traveller_{name}": text for name, text in travellers().items()}
    pictures.update(things())
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name, text in pictures.items():
        (OUTPUT / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(pictures)} pictures to {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
