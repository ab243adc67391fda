"""Print the letter of the home screen's seal, resources/art/seal/letter-64x64@<scale>x.png: 旅
drawn in the app's font as the home screen draws it (ui/home.py), black on clear, at the
common screen scales.

The home screen's first frame reads the letter instead of opening the Japanese font to draw it
(a tenth of that frame's painting, and in a Latin language the only Japanese glyph it shows).
Run it again only when the seal, its size or the bundled fonts change:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/tools/make_seal.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "resources" / "art" / "seal"
# Screens' device pixels per point: 100 % to 200 % in Windows' and desktops' steps, and beyond.
SCALES = (1, 1.25, 1.5, 1.75, 2, 2.5, 3)

if str(ROOT / "desktop") not in sys.path:
    sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QSizeF  # noqa: E402  (after the path is set)
from PySide6.QtGui import QImage  # noqa: E402

from tabibito.ui.app import create_app  # noqa: E402  (the app's fonts and look)
from tabibito.ui.home import SEAL_SIZE, HomeScreen, draw_letter, letter_name  # noqa: E402


def letters() -> dict[str, QImage]:
    """Each printed letter's file name and picture, drawn in the home screen's own font."""
    create_app()
    home = HomeScreen([])
    home.ensurePolished()  # the font the stylesheet gives it, as its painter will have it
    size = QSizeF(SEAL_SIZE, SEAL_SIZE)
    return {letter_name(size, scale): draw_letter(home.font(), size, scale) for scale in SCALES}


if __name__ == "__main__":
    TARGET.mkdir(parents=True, exist_ok=True)
    for name, letter in letters().items():
        if not letter.save(str(TARGET / name)):
            raise SystemExit(f"could not write {TARGET / name}")
    print(f"wrote {len(SCALES)} letters to {TARGET}")
