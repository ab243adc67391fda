"""Text files are read and written as UTF-8 on every system.

Without an encoding, ``open()``, ``Path.read_text()`` and ``Path.write_text()`` use the locale's:
cp1252 on a Windows runner, where a Japanese name in a test file or a rules document comes back
as mojibake. On Linux the mistake hides (the locale is UTF-8, and Qt switches LC_CTYPE to UTF-8
once a QApplication exists), so this scan of the code is what keeps it from coming back.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("desktop", "tests", "packaging")
# Receivers whose .open() is not Path.open (its first argument is not a file mode).
NOT_FILE_OPENERS = {"os", "tarfile", "gzip", "bz2", "lzma", "zipfile", "webbrowser"}
TEMPORARY_FILES = {"NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile"}


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _is_binary(mode: ast.expr | None) -> bool:
    return isinstance(mode, ast.Constant) and isinstance(mode.value, str) and "b" in mode.value


def _is_mode(node: ast.expr) -> bool:
    """A string that can be a file mode ("r", "w+", "rb", ...)."""
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)
            and bool(node.value) and set(node.value) <= set("rwxabt+"))


def _names_encoding(call: ast.Call, position: int) -> bool:
    """The encoding is given by keyword or as the ``position``-th positional argument."""
    return _keyword(call, "encoding") is not None or len(call.args) > position


def text_without_encoding(call: ast.Call) -> bool:
    """True for a call that opens, reads or writes text in the locale's encoding."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "read_text":
        return not _names_encoding(call, 0)
    if isinstance(func, ast.Attribute) and func.attr == "write_text":
        return not _names_encoding(call, 1)
    if isinstance(func, ast.Name) and func.id == "open" or (
            isinstance(func, ast.Attribute) and func.attr == "open"
            and isinstance(func.value, ast.Name) and func.value.id in {"io", "codecs"}):
        mode = call.args[1] if len(call.args) > 1 else _keyword(call, "mode")
        return not _is_binary(mode) and not _names_encoding(call, 3)
    if isinstance(func, ast.Attribute) and func.attr == "open":  # Path.open(mode, ...)
        if isinstance(func.value, ast.Name) and func.value.id in NOT_FILE_OPENERS:
            return False
        mode = call.args[0] if call.args else _keyword(call, "mode")
        if call.args and not _is_mode(call.args[0]):
            return False  # not a file: a viewer's open(game), a QBuffer's open(flags)
        return not _is_binary(mode) and not _names_encoding(call, 2)
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name in TEMPORARY_FILES:
        mode = call.args[0] if call.args else _keyword(call, "mode")
        return mode is not None and not _is_binary(mode) and not _names_encoding(call, 3)
    return False


def scanned_files() -> list[Path]:
    files = [path for folder in SCANNED for path in sorted((ROOT / folder).rglob("*.py"))]
    return files + sorted((ROOT / "packaging").glob("*.spec"))


def locale_encoded_calls(source: str, filename: str) -> list[str]:
    tree = ast.parse(source, filename=filename)
    return [f"{filename}:{node.lineno}: {ast.unparse(node)[:80]}" for node in ast.walk(tree)
            if isinstance(node, ast.Call) and text_without_encoding(node)]


def test_every_text_file_is_opened_with_its_encoding():
    found = []
    for path in scanned_files():
        source = path.read_text(encoding="utf-8")
        found += locale_encoded_calls(source, str(path.relative_to(ROOT)))
    assert not found, "text opened in the locale's encoding (name encoding=\"utf-8\"):\n" + (
        "\n".join(found))


def test_the_scan_finds_what_windows_would_read_as_cp1252():
    """The scan itself: each of these reads or writes in the locale's encoding."""
    bare = ["p.read_text()", "p.write_text(text)", "open(name)", "open(name, 'w')",
            "p.open()", "p.open('a')", "p.open(mode='r')", "io.open(name)",
            "tempfile.NamedTemporaryFile('w')"]
    named = ["p.read_text(encoding='utf-8')", "p.read_text('utf-8')",
             "p.write_text(text, encoding='utf-8')", "p.write_text(text, 'utf-8')",
             "open(name, encoding='utf-8')", "open(name, 'rb')", "p.open('wb')",
             "p.open('w', encoding='utf-8')", "os.open(name, flags)", "tarfile.open(name)",
             "viewer.open(game, 'dealing')", "buffer.open(mode_flags)",
             "tempfile.NamedTemporaryFile()", "p.read_bytes()"]
    for code in bare:
        assert locale_encoded_calls(code, "x.py"), code
    for code in named:
        assert not locale_encoded_calls(code, "x.py"), code


def test_the_scan_covers_the_code_the_tests_and_the_build():
    names = {str(path.relative_to(ROOT)) for path in scanned_files()}
    assert {"desktop/tabibito/cli.py", "tests/conftest.py", "packaging/dev.py",
            "packaging/tabibito.spec", "packaging/macos/bundle.py"} <= names
