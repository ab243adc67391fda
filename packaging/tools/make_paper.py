"""Paint the washi paper every screen lies on, resources/art/paper.rgb32.deflate: a tile of flat
paper with faint fibres (seeded, so it is the same picture every time), repeated over the window.

The app reads the picture (2 ms) instead of painting its 260 fibres at every start (7 ms before
the first frame). It is kept as its pixels (RGB32 rows, raw deflate), which inflate in a fifth
of the instructions that decoding a PNG of them takes. Run it again only when the paper's design changes:

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/tools/make_paper.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "resources" / "art" / "paper.rgb32.deflate"
FIBRES = 260
SEED = 7

if str(ROOT / "desktop") not in sys.path:
    sys.path.insert(0, str(ROOT / "desktop"))

from PySide6.QtCore import QPointF, QRectF  # noqa: E402  (after the path is set)
from PySide6.QtGui import QImage, QPainter, QPainterPath  # noqa: E402

from tabibito.ui.kit import style  # noqa: E402  (the palette's colours and pens)

SIZE = style.PAPER_SIZE  # pixels a side


def paper() -> QImage:
    """The tile: flat paper, and fibres of ink and ochre at random places, lengths and tints."""
    image = QImage(SIZE, SIZE, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.fillPath(style.box(QRectF(image.rect())), style.solid(style.PAPER))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    chance = random.Random(SEED)
    for _ in range(FIBRES):
        ink = style.INK if chance.random() < 0.5 else style.OCHRE
        alpha = chance.randint(6, 16)
        fibre = style.outline(ink, chance.uniform(0.4, 1.1), alpha)
        x, y = chance.uniform(0, SIZE), chance.uniform(0, SIZE)
        dx, dy = chance.uniform(-14, 14), chance.uniform(-5, 5)
        # Wrapped copies make the tile repeat seamlessly; only those that reach into it are drawn.
        for shift_x in wraps(x, dx):
            for shift_y in wraps(y, dy):
                start = QPointF(x + shift_x, y + shift_y)
                line = QPainterPath(start)
                line.lineTo(start + QPointF(dx, dy))
                painter.strokePath(line, fibre)
    painter.end()
    return image


def pixels(image: QImage) -> bytes:
    """The picture's pixels as the app reads them: its rows of RGB32, raw deflate (no zlib
    header and checksum)."""
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    return packer.compress(bytes(image.constBits())[:image.sizeInBytes()]) + packer.flush()


def wraps(start: float, length: float, margin: float = 2.0) -> list[int]:
    """The shifts (-SIZE, 0, SIZE) that bring a fibre from ``start`` over ``length`` into
    0..SIZE along one axis; ``margin`` covers the pen and the antialiased edge."""
    low, high = min(start, start + length), max(start, start + length)
    return [shift for shift in (-SIZE, 0, SIZE)
            if high + shift >= -margin and low + shift <= SIZE + margin]


if __name__ == "__main__":
    TARGET.write_bytes(pixels(paper()))
    print(f"wrote {TARGET}")
