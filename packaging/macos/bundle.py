"""The macOS app bundle's metadata: Info.plist keys and the localised names.

packaging/tabibito.spec writes ``<lang>.lproj/InfoPlist.strings`` with ``write_localisations``
before the build and hands them to PyInstaller as data, so that BUNDLE copies them into
Contents/Resources before it seals and signs the bundle (a file added after the signature makes
``codesign --verify`` fail and Gatekeeper call a downloaded app "damaged"). It passes
``info_plist`` to BUNDLE. make_dmg.sh packs the bundle into a disk image.
"""

from __future__ import annotations

from pathlib import Path

BUNDLE_NAME = "Tabibito.app"
BUNDLE_ID = "org.tabibito.Tabibito"
LANGUAGES = ("en", "de", "ja", "hu", "pl")
DISPLAY_NAME = {"en": "Tabibito", "de": "Tabibito", "ja": "旅人 Tabibito", "hu": "Tabibito",
                "pl": "Tabibito"}  # fmt: skip
# The oldest macOS the bundled Qt runs on: the PySide6-Essentials and shiboken6 6.11 wheels are
# tagged macosx_13_0_universal2 (the release workflow checks the installed wheel against this).
MINIMUM_MACOS = "13.0"
# Saved games: Finder opens a .tabibito file with the app (a QFileOpenEvent, ui/file_open.py).
SAVE_EXTENSION = "tabibito"
SAVE_TYPE_ID = "org.tabibito.save"
SAVE_TYPE_NAME = "Tabibito saved game"
SAVE_TYPE_NAME_LOCALISED = {"en": SAVE_TYPE_NAME, "de": "Tabibito-Spielstand",
                            "ja": "Tabibitoの保存データ", "hu": "Tabibito mentett játék",
                            "pl": "Zapisana gra Tabibito"}  # fmt: skip


def info_plist(version: str) -> dict[str, object]:
    return {
        "CFBundleName": "Tabibito",
        "CFBundleDisplayName": "Tabibito",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": list(LANGUAGES),
        "CFBundleAllowMixedLocalizations": True,
        # Finder shows the name from <lang>.lproj/InfoPlist.strings only with this key.
        "LSHasLocalizedDisplayName": True,
        "NSHighResolutionCapable": True,
        # The app paints its own light paper palette: a dark title bar and dark native dialogs
        # around it would clash.
        "NSRequiresAquaSystemAppearance": True,
        # A regular app, with a Dock icon and a menu bar (PyInstaller sets True for console=True).
        "LSBackgroundOnly": False,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": SAVE_TYPE_NAME,
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [SAVE_TYPE_ID],
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": SAVE_TYPE_ID,
            "UTTypeDescription": SAVE_TYPE_NAME,
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeTagSpecification": {"public.filename-extension": [SAVE_EXTENSION]},
        }],
    }


def localisation(lang: str) -> str:
    """One InfoPlist.strings (UTF-8, which macOS reads for .strings files)."""
    return (f'CFBundleDisplayName = "{DISPLAY_NAME[lang]}";\nCFBundleName = "Tabibito";\n'
            f'"{SAVE_TYPE_NAME}" = "{SAVE_TYPE_NAME_LOCALISED[lang]}";\n')


def write_localisations(folder: Path) -> list[Path]:
    """``<folder>/<lang>.lproj/InfoPlist.strings`` for every language."""
    written = []
    for lang in LANGUAGES:
        path = folder / f"{lang}.lproj" / "InfoPlist.strings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(localisation(lang), encoding="utf-8")
        written.append(path)
    return written


def localisation_datas(folder: Path) -> list[tuple[str, str]]:
    """The InfoPlist.strings files as PyInstaller data: BUNDLE puts a top-level data folder
    into Contents/Resources, so ``en.lproj/`` lands in Contents/Resources/en.lproj/."""
    return [(str(path), path.parent.name) for path in write_localisations(folder)]
