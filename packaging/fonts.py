"""Build the bundled fonts: subsets of Noto Sans CJK JP (Japanese) and Noto Sans (Latin).

Noto Sans CJK JP covers kana and kanji but lacks most of Latin Extended-A (Polish ą ę ł ś ż,
Hungarian ő ű), so the app ships two families that together cover all five languages:

- "Noto Sans": Latin (Basic, Latin-1, Extended-A/B) and common symbols; ~100 KB per weight.
- "Noto Sans CJK JP": kana, JIS X 0208 kanji (levels 1 and 2, a superset of the Jōyō list),
  CJK punctuation, full-width forms, and every other character of the translation sources and
  resource files; ~4.5 MB per weight instead of the 19 MB five-region collection.

The UI asks for the families in that order (QFont.setFamilies(["Noto Sans", "Noto Sans CJK JP"])),
so Latin text uses Noto Sans and Japanese falls through to the CJK face.

The subsets are committed in resources/fonts/ with their licences, so neither the app, nor the
tests, nor a frozen build needs any system font. Regenerate them only when a translation or a
resource file needs a character they lack (the packaging test names it), from the system's
copies (Debian/Ubuntu: fonts-noto-core, fonts-noto-cjk), with the project's virtual environment
(fontTools comes from the `build` extra):

    .venv/bin/python packaging/fonts.py --force    # regenerate, then commit resources/fonts/

Set TABIBITO_FONT_DIR to a folder holding the source fonts to look there first.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS_DIR = ROOT / "resources" / "fonts"
STAMP = FONTS_DIR / ".build-stamp.json"

# Bump when a character set or the subsetting options change.
RECIPE_VERSION = 2

WEIGHTS = ("Regular", "Bold")

# Where distributions put Noto fonts (Debian/Ubuntu, Fedora, Arch, Homebrew).
SEARCH_DIRS = (
    "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/truetype/noto",
    "/usr/share/fonts/google-noto-cjk",
    "/usr/share/fonts/google-noto-vf",
    "/usr/share/fonts/google-noto",
    "/usr/share/fonts/noto-cjk",
    "/usr/share/fonts/noto",
    "/usr/share/fonts/OTF",
    "/usr/share/fonts/TTF",
    "/opt/homebrew/share/fonts",
    "/usr/local/share/fonts",
)

LATIN_RANGES = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement (ä ö ü ß á é í ó ú)
    (0x0100, 0x017F),  # Latin Extended-A (ą ć ę ł ń ś ź ż ő ű)
    (0x0180, 0x024F),  # Latin Extended-B
    (0x2000, 0x206F),  # General Punctuation (– — ‘ ’ “ ” „ … •)
    (0x20A0, 0x20CF),  # Currency symbols
    (0x2100, 0x214F),  # Letterlike symbols
    (0x2150, 0x218F),  # Number forms
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical operators (× ÷ ≤ ≥ ...)
    (0x25A0, 0x25FF),  # Geometric shapes
)

CJK_RANGES = (
    *LATIN_RANGES[:3],  # the CJK face's own Latin, for Japanese text that mixes in ASCII
    (0x2000, 0x206F),  # General Punctuation
    (0x2100, 0x214F),  # Letterlike symbols
    (0x2150, 0x218F),  # Number forms
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical operators
    (0x2460, 0x24FF),  # Enclosed alphanumerics (① ...)
    (0x2500, 0x257F),  # Box drawing
    (0x25A0, 0x25FF),  # Geometric shapes
    (0x2600, 0x26FF),  # Miscellaneous symbols
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x31F0, 0x31FF),  # Katakana phonetic extensions
    (0x3200, 0x32FF),  # Enclosed CJK letters
    (0xFF00, 0xFFEF),  # Half-width and full-width forms
)


@dataclass(frozen=True)
class Family:
    """One bundled family: where its source files are and what to keep of them."""

    name: str  # the family name inside the font, as the UI asks for it
    sources: tuple[str, ...]  # file name patterns, {weight} filled in; first found wins
    output: str  # file name in resources/fonts/, {weight} filled in
    license_name: str
    license_files: tuple[str, ...]
    ranges: tuple[tuple[int, int], ...]
    jis_kanji: bool = False


LATIN = Family(
    name="Noto Sans",
    sources=("NotoSans-{weight}.ttf", "NotoSans-{weight}.otf"),
    output="NotoSans-Tabibito-{weight}.ttf",
    license_name="NotoSans-OFL.txt",
    license_files=("/usr/share/doc/fonts-noto-core/copyright", "OFL.txt", "LICENSE"),
    ranges=LATIN_RANGES,
)
CJK = Family(
    name="Noto Sans CJK JP",
    sources=("NotoSansCJK-{weight}.ttc", "NotoSansCJKjp-{weight}.otf", "NotoSansJP-{weight}.otf"),
    output="NotoSansCJKjp-Tabibito-{weight}.otf",
    license_name="NotoSansCJK-OFL.txt",
    license_files=("/usr/share/doc/fonts-noto-cjk/copyright", "OFL.txt", "LICENSE"),
    ranges=CJK_RANGES,
    jis_kanji=True,
)
FAMILIES = (LATIN, CJK)
FAMILY = CJK.name  # the Japanese-capable family


def jis_kanji() -> set[str]:
    """Every kanji of JIS X 0208 (levels 1 and 2: 6,355 characters, a superset of Jōyō)."""
    chars: set[str] = set()
    for lead in range(0xB0, 0xF5):  # EUC-JP rows 16..84 hold the kanji
        for trail in range(0xA1, 0xFF):
            try:
                chars.add(bytes((lead, trail)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return chars


def project_text_chars(root: Path = ROOT) -> set[str]:
    """Non-ASCII characters used by the translation sources and the resource data."""
    chars: set[str] = set()
    files = list((root / "i18n").glob("*.ts"))
    res = root / "resources"
    for pattern in ("*.json", "*.svg", "*.txt", "*.md"):
        files.extend(p for p in res.rglob(pattern) if "fonts" not in p.parts)
    for path in sorted(files):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        chars.update(c for c in text if ord(c) > 0x7E)
    return chars


def wanted_codepoints(family: Family = CJK, root: Path = ROOT) -> set[int]:
    """The code points kept of a family (characters the font lacks are simply not there)."""
    cps = {cp for lo, hi in family.ranges for cp in range(lo, hi + 1)}
    if family.jis_kanji:
        cps.update(ord(c) for c in jis_kanji())
    cps.update(ord(c) for c in project_text_chars(root))
    return cps


def find_source(weight: str, family: Family = CJK) -> Path | None:
    dirs = [os.environ["TABIBITO_FONT_DIR"]] if os.environ.get("TABIBITO_FONT_DIR") else []
    dirs.extend(SEARCH_DIRS)
    for d in dirs:
        for pattern in family.sources:
            p = Path(d) / pattern.format(weight=weight)
            if p.is_file():
                return p
    return None


def _load_face(path: Path, family_name: str = FAMILY):
    from fontTools.ttLib import TTCollection, TTFont

    if path.suffix.lower() in (".ttc", ".otc"):
        for face in TTCollection(str(path), lazy=True).fonts:
            names = {face["name"].getDebugName(1), face["name"].getDebugName(16)}
            if family_name in names:
                return face
        raise SystemExit(f"fonts: no '{family_name}' face inside {path}")
    return TTFont(str(path), lazy=True)


def subset(source: Path, target: Path, codepoints: set[int], family_name: str = FAMILY) -> None:
    from fontTools import subset as ftsubset

    font = _load_face(source, family_name)
    options = ftsubset.Options()
    options.layout_features = ["*"]  # keep kerning, vertical forms, proportional kana (palt)
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = True
    subsetter = ftsubset.Subsetter(options=options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    tmp = target.with_name(target.name + ".tmp")
    font.save(str(tmp))
    os.replace(tmp, target)


def _license_text(family: Family, source: Path) -> str | None:
    for name in family.license_files:
        cand = Path(name) if os.path.isabs(name) else source.parent / name
        if cand.is_file():
            return cand.read_text(encoding="utf-8", errors="replace")
    return None


def _fingerprint(jobs: list[tuple[Family, str, Path, Path, frozenset[int]]]) -> str:
    h = hashlib.sha256(f"recipe {RECIPE_VERSION}".encode())
    for family, weight, src, target, cps in jobs:
        st = src.stat()
        h.update(
            f"{family.name}:{weight}:{src}:{st.st_size}:{int(st.st_mtime)}:{target.name}".encode()
        )
        h.update(",".join(map(str, sorted(cps))).encode())
    return h.hexdigest()


def build(force: bool = False, require: bool = False, quiet: bool = False) -> bool:
    """Make sure the subset fonts exist and are current. True if every family is in place."""
    say = (lambda *_: None) if quiet else (lambda msg: print(f"fonts: {msg}", flush=True))
    jobs, missing = [], []
    for family in FAMILIES:
        if find_source("Regular", family) is None:
            missing.append(family.name)
            continue
        cps = frozenset(wanted_codepoints(family))
        for weight in WEIGHTS:
            src = find_source(weight, family)
            if src is not None:
                jobs.append(
                    (family, weight, src, FONTS_DIR / family.output.format(weight=weight), cps)
                )
    if missing:
        msg = (
            f"source fonts not found for {', '.join(missing)} (Debian/Ubuntu: apt-get install "
            "fonts-noto-core fonts-noto-cjk; or set TABIBITO_FONT_DIR)"
        )
        if require:
            print(f"fonts: ERROR: {msg}", file=sys.stderr)
            return False
        say(f"{msg}; the app falls back to the system's fonts for them")
    if not jobs:
        return False

    fingerprint = _fingerprint(jobs)
    if not force and STAMP.is_file() and all(job[3].is_file() for job in jobs):
        try:
            if json.loads(STAMP.read_text(encoding="utf-8"))["fingerprint"] == fingerprint:
                say("up to date")
                return not missing
        except (ValueError, KeyError, OSError):
            pass
    try:
        import fontTools  # noqa: F401
    except ImportError:
        print(
            "fonts: ERROR: fontTools is missing; install the build extra: pip install -e '.[build]'",
            file=sys.stderr,
        )
        return False

    FONTS_DIR.mkdir(parents=True, exist_ok=True)
    STAMP.unlink(missing_ok=True)
    for _family, _weight, src, target, cps in jobs:
        say(f"subsetting {src.name} -> {target.name} ({len(cps)} code points wanted)")
    # Subsetting is CPU-bound (~15 s per CJK weight): one process per file.
    with ProcessPoolExecutor(max_workers=min(len(jobs), os.cpu_count() or 1)) as pool:
        futures = [
            pool.submit(subset, src, target, set(cps), family.name)
            for family, _weight, src, target, cps in jobs
        ]
        for future in futures:
            future.result()
    for family in {job[0] for job in jobs}:
        text = _license_text(family, next(job[2] for job in jobs if job[0] is family))
        if text:
            (FONTS_DIR / family.license_name).write_text(text, encoding="utf-8")
    STAMP.write_text(json.dumps({"fingerprint": fingerprint, "files": [j[3].name for j in jobs]}),
                     encoding="utf-8")
    total = sum(job[3].stat().st_size for job in jobs)
    say(f"done: {len(jobs)} files, {total / 1e6:.1f} MB")
    return not missing


def bundled_files() -> list[Path]:
    """The committed font files and licences the app ships."""
    names = [family.output.format(weight=weight) for family in FAMILIES for weight in WEIGHTS]
    return [FONTS_DIR / name for name in names] + [FONTS_DIR / f.license_name for f in FAMILIES]


def missing_bundled() -> list[str]:
    return [path.name for path in bundled_files() if not path.is_file()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--force", action="store_true", help="regenerate even if the sources did not change"
    )
    args = ap.parse_args(argv)
    return 0 if build(force=args.force, require=True) else 1


if __name__ == "__main__":
    sys.exit(main())
