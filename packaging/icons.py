"""Render the app icon in every format the installers need, from resources/art/app-icon.svg.

- PNG in the freedesktop hicolor sizes (16 ... 512) for the Linux packages;
- ``tabibito.ico`` for Windows: one PNG-compressed image per size (Windows Vista and later read
  them), written here with the standard library;
- ``tabibito.icns`` for macOS: the PNG-based icon types (``icp4`` ... ``ic10``).

The SVG is rendered with Qt's own SVG renderer (PySide6 from the project's virtual environment),
so the icon needs no other tool:

    .venv/bin/python packaging/icons.py build/icons
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "art" / "app-icon.svg"
NAME = "tabibito"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-based icon types and the pixel size each holds (the @2x types are the same sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)  # fmt: skip
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_APP = None  # the application the renderer made, kept alive while the script runs


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, on a transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    global _APP
    if QGuiApplication.instance() is None:  # QImage and QPainter need an application
        _APP = QGuiApplication(["icons", "-platform", "offscreen"])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"icons: {source} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon file holding one PNG per size (a size of 256 is written as 0)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, payload = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon file: each entry a four-letter type, its length, and the PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path, source: Path = SOURCE) -> dict[str, Path]:
    """Write every format into ``out``; returns what was written, by role."""
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _kind, size in ICNS_TYPES}
    images = {size: render_png(size, source) for size in sorted(wanted)}
    written: dict[str, Path] = {}
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(images[size])
        written[f"png{size}"] = path
    scalable = out / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(source.read_bytes())
    written["svg"] = scalable
    written["ico"] = out / f"{NAME}.ico"
    written["ico"].write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    written["icns"] = out / f"{NAME}.icns"
    written["icns"].write_bytes(icns(images))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder to write the icons into")
    args = parser.parse_args(argv)
    for role, path in build(args.out).items():
        print(f"icons: {role:6} {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
