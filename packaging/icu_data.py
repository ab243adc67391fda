"""Trim the ICU data that PySide6's Linux wheels bring (libicudata.so.73: 30.5 MiB, a quarter of
the frozen app) to what Qt asks of it for the app's five languages.

Qt links ICU for four jobs only (the ICU functions its libraries import): collation (ucol_*),
case mapping (u_strToUpper/Lower, whose data is built into libicuuc), time-zone names and IDs
(ucal_*) and named text codecs (ucnv_*: the app reads and writes UTF-8 only, which ICU converts
without tables). So the data keeps the root data (time zones, likely subtags, plurals, ...), the
collation rules and the zone and region names of the app's languages, and drops:

- the trees nothing of Qt's reads: break iterators and their dictionaries, currencies, language
  names, spelled-out numbers, transliterators, units;
- every other language's locale files in the trees that stay;
- the conversion tables (*.cnv) of legacy codecs.

A language that is not kept falls back to the root data, as ICU does for any locale it lacks.
Windows and macOS wheels bring no ICU of their own (Qt uses the system's), so this is Linux only.

The trimmed data is a new libicudata.so.73 holding the same exported symbol (icudt73_dat) with
a smaller package behind it. Tools: binutils (nm, objdump, objcopy) to take the package out of
the wheel's library and a C compiler to wrap the trimmed package as a shared library; without
them the build keeps the wheel's library and says why.

    python3 packaging/icu_data.py LIBICUDATA OUT_FOLDER   # trim one library, print the sizes
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

LANGUAGES = ("root", "en", "de", "ja", "hu", "pl")
DROPPED_TREES = ("brkitr", "curr", "lang", "rbnf", "translit", "unit")
TOOLS = ("nm", "objcopy", "objdump", "cc")

# A locale file: a language code (2-3 letters, or root), then optional _Script/_REGION/_variant.
_LOCALE_FILE = re.compile(r"^(?P<language>[a-z]{2,3}|root)(?:_[A-Za-z0-9]*)*\.res$")
_SYMBOL = re.compile(r"^icudt(?P<version>\d+)_dat$")


def keep_item(name: str) -> bool:
    """True for an item of the ICU package (its name inside the package, after the package's own prefix: "coll/ja.res") that the app keeps."""
    tree, _, leaf = name.rpartition("/")
    if tree.split("/")[0] in DROPPED_TREES:
        return False
    if leaf.endswith(".cnv"):
        return False
    locale = _LOCALE_FILE.match(leaf)
    return leaf == "res_index.res" or locale is None or locale["language"] in LANGUAGES


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def _run(*args: str | Path) -> str:
    return subprocess.run([str(a) for a in args], check=True, capture_output=True,
                          text=True).stdout


def data_symbol(library: Path) -> tuple[str, int, int]:
    """The package's symbol in the library: its name, address and size."""
    for line in _run("nm", "-D", "--defined-only", "-S", library).splitlines():
        fields = line.split()
        if len(fields) == 4 and _SYMBOL.match(fields[3]):
            return fields[3], int(fields[0], 16), int(fields[1], 16)
    raise ValueError(f"{library} exports no icudt*_dat symbol")


def _section_address(library: Path, section: str) -> int:
    for line in _run("objdump", "-h", library).splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[1] == section:
            return int(fields[3], 16)
    raise ValueError(f"{library} has no {section} section")


def package_of(library: Path, folder: Path) -> tuple[bytes, str]:
    """The ICU package the library exports, and the symbol it exports it under."""
    symbol, address, size = data_symbol(library)
    rodata = folder / "rodata.bin"
    _run("objcopy", "-O", "binary", "--only-section=.rodata", library, rodata)
    start = address - _section_address(library, ".rodata")
    blob = rodata.read_bytes()[start:start + size]
    rodata.unlink()
    if len(blob) != size:
        raise ValueError(f"{library}: {symbol} lies outside its .rodata section")
    return blob, symbol


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """An ICU common data package ("CmnD"): its header and its items (name, bytes), in order.

    The layout: the data header (its size in the first two bytes), then the table of contents:
    a count, a (name offset, data offset) pair per item, the names; then the items, each
    16-byte aligned. Offsets count from the table's start; an item ends where the next begins.
    """
    header_size = struct.unpack_from("<H", blob)[0]
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    table = blob[header_size:]
    (count,) = struct.unpack_from("<I", table)
    entries = [struct.unpack_from("<II", table, 4 + 8 * i) for i in range(count)]
    ends = [data for _, data in entries[1:]] + [len(table)]
    items = []
    for (name_at, data_at), end in zip(entries, ends, strict=True):
        name = table[name_at:table.index(b"\0", name_at)].decode("ascii")
        items.append((name, table[data_at:end]))
    return blob[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package of ``items`` (kept in their sorted order: ICU searches the names by halves)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    data_at = _aligned(table_size + len(names))
    entries, name_at, data = [], table_size, []
    for name, item in items:
        entries.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = item + b"\0" * (_aligned(len(item)) - len(item))
        data.append(padded)
        data_at += len(padded)
    table = struct.pack("<I", len(items)) + b"".join(entries) + names
    table += b"\0" * (_aligned(len(table)) - len(table))
    return header + table + b"".join(data)


def _aligned(size: int) -> int:
    return (size + 15) // 16 * 16


def trim_package(blob: bytes) -> tuple[bytes, list[str]]:
    """The package without the items not kept, and the names dropped."""
    header, items = read_package(blob)
    kept, dropped = [], []
    for name, item in items:
        if keep_item(name.partition("/")[2]):  # after the package's own prefix
            kept.append((name, item))
        else:
            dropped.append(name)
    return write_package(header, kept), dropped


def wrap_as_library(package: bytes, symbol: str, soname: str, target: Path) -> None:
    """A shared library that exports the package under the symbol, as the wheel's one does."""
    folder = target.parent
    (folder / "package.dat").write_bytes(package)
    assembly = folder / "package.S"
    assembly.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n"
        f"\t.type {symbol}, @object\n"
        "\t.balign 16\n"
        f"{symbol}:\n"
        '\t.incbin "package.dat"\n'
        f"\t.size {symbol}, . - {symbol}\n"
        '\t.section .note.GNU-stack,"",@progbits\n',
        encoding="utf-8")
    subprocess.run(["cc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(target),
                    assembly.name], check=True, cwd=folder, capture_output=True)
    assembly.unlink()
    (folder / "package.dat").unlink()


def trimmed_library(library: Path, folder: Path) -> tuple[Path, list[str]]:
    """Build the trimmed copy of ``library`` in ``folder`` (same file name); return it and the
    names of the items dropped."""
    folder.mkdir(parents=True, exist_ok=True)
    blob, symbol = package_of(library, folder)
    package, dropped = trim_package(blob)
    target = folder / library.name
    wrap_as_library(package, symbol, library.name, target)
    return target, dropped


def with_trimmed_data(binaries: list[tuple[str, str, str]], folder: Path,
                      say=print) -> list[tuple[str, str, str]]:
    """PyInstaller's binaries with the wheel's ICU data library swapped for its trimmed copy
    (built in ``folder``); unchanged, and saying why, when a tool is missing."""
    out = []
    for dest, source, kind in binaries:
        if Path(dest).name.startswith("libicudata.so"):
            missing = missing_tools()
            if missing:
                say(f"icu_data: keeping the whole ICU data ({Path(source).stat().st_size >> 20}"
                    f" MiB): missing {', '.join(missing)} (Debian: binutils, gcc)")
            else:
                trimmed, dropped = trimmed_library(Path(source), folder)
                say(f"icu_data: {dest} trimmed to the app's languages, {len(dropped)} items "
                    f"dropped: {Path(source).stat().st_size >> 20} -> "
                    f"{trimmed.stat().st_size >> 20} MiB")
                source = str(trimmed)
        out.append((dest, source, kind))
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    if missing_tools():
        print(f"icu_data: missing tools: {', '.join(missing_tools())}", file=sys.stderr)
        return 1
    library, folder = Path(argv[0]), Path(argv[1])
    target, dropped = trimmed_library(library, folder)
    print(f"{library}: {library.stat().st_size / 2**20:.1f} MiB -> "
          f"{target}: {target.stat().st_size / 2**20:.1f} MiB ({len(dropped)} items dropped)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
