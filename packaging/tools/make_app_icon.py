"""Draw the app icon, resources/art/app-icon.svg: the 旅 ("journey") seal the home screen and the
About box show, as a vermilion hanko.

The character is taken as outlines from the bundled Noto Sans CJK JP Bold subset (SIL OFL 1.1:
the drawing is artwork, not a font), so the icon needs no font wherever it is rendered, at any
size and in every icon format made from it. Run it again only when the seal's design changes:

    .venv/bin/python packaging/tools/make_app_icon.py
"""

from __future__ import annotations

from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "resources" / "fonts" / "NotoSansCJKjp-Tabibito-Bold.otf"
TARGET = ROOT / "resources" / "art" / "app-icon.svg"
CHARACTER = "旅"
SIZE = 256
GLYPH_BOX = 150  # the character's em square inside the seal, in icon units
VERMILION, PAPER = "#cf432b", "#fbf7ee"  # ui/style.py's VERMILION and CARD


def glyph_path(font: TTFont) -> str:
    """The character's outline as SVG path data, scaled into the seal and flipped upright."""
    name = font.getBestCmap()[ord(CHARACTER)]
    glyphs = font.getGlyphSet()
    em = font["head"].unitsPerEm
    scale = GLYPH_BOX / em
    left = (SIZE - GLYPH_BOX) / 2
    # Font units grow upwards from the baseline; the em box's bottom sits 12 % below it.
    baseline = (SIZE + GLYPH_BOX) / 2 - 0.12 * GLYPH_BOX
    pen = SVGPathPen(glyphs, ntos=lambda value: f"{value:.1f}".rstrip("0").rstrip("."))
    glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, left, baseline)))
    return pen.getCommands()


def icon_svg(path: str) -> str:
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}">
  <!-- Tabibito: the 旅 seal, drawn by packaging/tools/make_app_icon.py; do not edit by hand. -->
  <rect x="12" y="12" width="232" height="232" rx="40" fill="{VERMILION}"/>
  <rect x="30" y="30" width="196" height="196" rx="26" fill="none" stroke="{PAPER}" stroke-width="6"/>
  <path fill="{PAPER}" d="{path}"/>
</svg>
"""


def main() -> None:
    TARGET.write_text(icon_svg(glyph_path(TTFont(FONT))), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
