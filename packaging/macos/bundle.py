"""The macOS app bundle's metadata: Info.plist keys and the localised names.

packaging/tabibito.spec passes INFO_PLIST to PyInstaller's BUNDLE on macOS and then writes
``<lang>.lproj/InfoPlist.strings`` into the bundle with ``write_localisations``, so Finder
shows the app's name in the user's language. make_dmg.sh packs the bundle into a disk image.
"""

from __future__ import annotations

from pathlib import Path

BUNDLE_NAME = "Tabibito.app"
BUNDLE_ID = "org.tabibito.Tabibito"
LANGUAGES = ("en", "de", "ja", "hu", "pl")
DISPLAY_NAME = {"en": "Tabibito", "de": "Tabibito", "ja": "旅人 Tabibito", "hu": "Tabibito",
                "pl": "Tabibito"}  # fmt: skip


def info_plist(version: str) -> dict[str, object]:
    return {
        "CFBundleName": "Tabibito",
        "CFBundleDisplayName": "Tabibito",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": list(LANGUAGES),
        "CFBundleAllowMixedLocalizations": True,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "12.0",
    }


def write_localisations(bundle: Path) -> list[Path]:
    """One InfoPlist.strings per language (UTF-8, which macOS reads for .strings files)."""
    written = []
    for lang in LANGUAGES:
        folder = bundle / "Contents" / "Resources" / f"{lang}.lproj"
        folder.mkdir(parents=True, exist_ok=True)
        name = DISPLAY_NAME[lang]
        path = folder / "InfoPlist.strings"
        path.write_text(f'CFBundleDisplayName = "{name}";\nCFBundleName = "Tabibito";\n',
                        encoding="utf-8")  # fmt: skip
        written.append(path)
    return written
