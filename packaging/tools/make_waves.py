"""Print the home screen's wave scales, resources/art/waves@<scale>x.deflate: the seigaiha
under the home screen (kit/style.py: paint_waves) is stamped from a few scales, each a disc
with three antialiased rings; the first frame reads them instead of painting them (a seventh
of its painting). At the common screen scales 1 and 2 they are the same for every window size;
elsewhere the app draws them. Run it again only when the waves' design changes:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/tools/make_waves.py
"""

from __future__ import annotations

import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

if str(ROOT / "desktop") not in sys.path:
    sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QRectF  # noqa: E402  (after the path is set)
from PySide6.QtGui import QImage  # noqa: E402

from tabibito.ui.home import WAVES_HEIGHT  # noqa: E402
from tabibito.ui.kit import style  # noqa: E402

INK, GROUND, STRENGTH = style.INDIGO, style.PAPER, 40  # the home screen's (paint_waves' defaults)
# Window sizes whose waves are printed: at scales 1 and 2 every size stamps the same scales.
SIZES = ((1024, 700), (1025, 701), (1920, 1080))


def scales(dpr: float) -> dict[tuple[str, str | None, int, float, float], QImage]:
    """The home screen's scales at ``dpr``, drawn, by the key ``printed_wave_scales`` gives."""
    keys = sorted({stamp[2:] for width, height in SIZES
                   for stamp in style.wave_stamps(QRectF(0, height - WAVES_HEIGHT, width,
                                                         WAVES_HEIGHT), dpr, STRENGTH)})
    return {(INK, GROUND, alpha, x, y): style.draw_wave_scale(INK, GROUND, alpha, x, y, dpr)
            for alpha, x, y in keys}


def printed(dpr: float) -> bytes:
    drawn = scales(dpr)
    index = ";".join(f"{ink} {ground or '-'} {alpha} {x!r} {y!r}"
                     for ink, ground, alpha, x, y in drawn)
    pixels = b"".join(bytes(image.constBits())[:image.sizeInBytes()] for image in drawn.values())
    packer = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    return packer.compress(index.encode() + b"\n" + pixels) + packer.flush()


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication([])
    for dpr in style.PRINTED_WAVE_SCALES:
        target = style.printed_waves_file(dpr)
        target.write_bytes(printed(dpr))
        print(f"wrote {target}")
