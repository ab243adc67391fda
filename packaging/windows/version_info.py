"""The version resource of the Windows executables (Explorer ▸ Properties ▸ Details).

packaging/tabibito.spec writes one file per executable with ``write`` and passes it as
``EXE(version=...)``: PyInstaller reads this text form (``VSVersionInfo(...)``, evaluated by
PyInstaller.utils.win32.versioninfo.load_version_info_from_text_file) into the resource.
"""

from __future__ import annotations

from pathlib import Path

ENGLISH_UNICODE = "040904B0"  # the string table's language (en-US) and code page (UTF-16)


def resource_text(version: str, numbers: tuple[int, int, int, int], exe_name: str,
                  description: str) -> str:
    strings = {
        "CompanyName": "Tabibito",
        "FileDescription": description,
        "FileVersion": version,
        "InternalName": Path(exe_name).stem,
        "OriginalFilename": exe_name,
        "ProductName": "Tabibito",
        "ProductVersion": version,
    }
    table = ",\n".join(f"        StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable({ENGLISH_UNICODE!r}, [
{table}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write(folder: Path, version: str, numbers: tuple[int, int, int, int], exe_name: str,
          description: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{Path(exe_name).stem}.version.txt"
    path.write_text(resource_text(version, numbers, exe_name, description), encoding="utf-8")
    return path
