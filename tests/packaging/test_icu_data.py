"""The frozen Linux app's ICU data, trimmed to the app's languages (packaging/icu_data.py)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest
from tests.packaging.test_packaging import load

icu_data = load("icu_data")
WHEEL_ICU = Path(PySide6.__file__).parent / "Qt" / "lib"


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("coll/ja.res", True),
        ("coll/hu.res", True),
        ("coll/ucadata.icu", True),
        ("coll/fr.res", False),
        ("coll/es_.res", False),  # an alias of Spanish, named with an empty variant
        ("zone/pl.res", True),
        ("zone/de_AT.res", True),
        ("zone/pool.res", True),
        ("zone/res_index.res", True),
        ("zone/zh_Hant.res", False),
        ("en_150.res", True),
        ("root.res", True),
        ("ko.res", False),
        ("zoneinfo64.res", True),
        ("metaZones.res", True),
        ("supplementalData.res", True),
        ("res_index.res", True),
        ("brkitr/cjdict.dict", False),
        ("brkitr/ja.res", False),
        ("curr/de.res", False),
        ("unit/ja.res", False),
        ("translit/root.res", False),
        ("ibm-943_P15A-2003.cnv", False),
        ("cnvalias.icu", True),
    ],
)
def test_the_data_keeps_what_qt_reads_for_the_apps_languages(item, kept):
    assert icu_data.keep_item(item) is kept


def package_header() -> bytes:
    """A common-data header as ICU writes it: size, magic, UDataInfo ("CmnD"), padding."""
    info = struct.pack("<HHBBBB4s4B4B", 20, 0, 0, 0, 2, 0, b"CmnD", 1, 0, 0, 0, 3, 0, 0, 0)
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + info
    return header + b"\0" * (32 - len(header))


def test_a_trimmed_package_keeps_its_items_whole_and_in_order():
    items = [("icudt73l/coll/fr.res", b"fr" * 9), ("icudt73l/coll/ja.res", b"ja" * 21),
             ("icudt73l/ibm-943_P15A-2003.cnv", b"sjis"), ("icudt73l/root.res", b"r" * 16),
             ("icudt73l/zoneinfo64.res", b"tz" * 3)]
    package = icu_data.write_package(package_header(), items)
    header, read = icu_data.read_package(package)
    assert header == package_header()
    # Each item comes back padded to 16 bytes, as ICU lays them out.
    assert [(name, item[:len(items[i][1])]) for i, (name, item) in enumerate(read)] == items
    assert all(len(item) % 16 == 0 for _, item in read)

    trimmed, dropped = icu_data.trim_package(package)
    assert dropped == ["icudt73l/coll/fr.res", "icudt73l/ibm-943_P15A-2003.cnv"]
    _, kept = icu_data.read_package(trimmed)
    assert [name for name, _ in kept] == ["icudt73l/coll/ja.res", "icudt73l/root.res",
                                          "icudt73l/zoneinfo64.res"]
    assert kept[0][1].startswith(b"ja" * 21) and kept[2][1].startswith(b"tz" * 3)


def test_anything_but_an_icu_package_is_refused():
    with pytest.raises(ValueError, match="not an ICU common data package"):
        icu_data.read_package(b"\x20\x00\x00\x00" + b"\0" * 60)


def test_without_its_tools_the_build_keeps_the_whole_data_and_says_why(monkeypatch, tmp_path):
    monkeypatch.setattr(icu_data, "missing_tools", lambda: ["cc"])
    library = tmp_path / "libicudata.so.73"
    library.write_bytes(b"\0" * 64)
    said = []
    binaries = [("PySide6/Qt/lib/libicudata.so.73", str(library), "BINARY"),
                ("PySide6/Qt/lib/libQt6Core.so.6", "/site/libQt6Core.so.6", "BINARY")]
    assert icu_data.with_trimmed_data(binaries, tmp_path / "icu", said.append) == binaries
    assert "missing cc" in said[0]


@pytest.mark.skipif(not (WHEEL_ICU / "libicudata.so.73").is_file(),
                    reason="only PySide6's Linux wheels bring ICU (and only there it is trimmed)")
def test_qt_sorts_and_names_time_zones_in_every_language_with_the_trimmed_data(tmp_path):
    assert icu_data.missing_tools() == []  # .ci/run installs binutils and gcc
    library = WHEEL_ICU / "libicudata.so.73"
    binaries = [("PySide6/Qt/lib/libicudata.so.73", str(library), "BINARY")]
    (_, trimmed, _), = icu_data.with_trimmed_data(binaries, tmp_path, lambda _: None)
    assert Path(trimmed).stat().st_size < library.stat().st_size / 5
    # Qt's libraries find their ICU by RUNPATH ($ORIGIN); LD_LIBRARY_PATH comes first.
    env = {**os.environ, "LD_LIBRARY_PATH": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    script = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
              "from tabibito.ui.app import check_locale_data; print(check_locale_data());"
              "print({line.split()[-1] for line in open('/proc/self/maps') if 'icudata' in line})")
    run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=120, check=True)
    assert run.stdout.split("\n")[:2] == ["[]", repr({trimmed})]
