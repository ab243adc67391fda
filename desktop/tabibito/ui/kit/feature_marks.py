"""Spare PySide6 from reading our sources at start-up.

Once PySide6 is imported, it looks at every module imported after it to learn whether that
module may opt in to its ``__feature__`` syntax (snake_case, true_property): it reads the
module's whole source (``inspect.getsource``) and searches it for "PySide6". Tabibito never opts
in, and before the first frame that reading costs a tenth of the start (127 modules: ours and the
standard library's). So we give PySide6 the answers it would find, in the table it keeps
(``pyside_feature_dict``): a module of the UI uses PySide6 (0), the engine, the games and the
standard library do not (-1). A PySide6 without that table is left to do its own reading.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
UI_PACKAGE = "tabibito.ui"


def answer(name: str) -> int | None:
    """What PySide6's reading would say of the module ``name`` (0: uses PySide6, -1: does
    not), or None for a module it must read itself (a third party's)."""
    if name == UI_PACKAGE or name.startswith(UI_PACKAGE + "."):
        return 0
    top = name.partition(".")[0]
    if top == "tabibito" or top in sys.stdlib_module_names:
        return -1
    return None


def _table() -> dict[str, int] | None:
    feature = sys.modules.get(FEATURE_MODULE)
    table = getattr(feature, "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


class _Answers:
    """Fills in each module's answer as the import system first looks for it; finds nothing
    itself (the next finder loads the module).

    A finder needs only ``find_spec``: deriving from ``importlib.abc.MetaPathFinder`` would
    import ``importlib.abc`` and ``importlib.resources`` for nothing, 2 ms of the start."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        table = _table()
        value = answer(fullname)
        if table is not None and value is not None:
            table.setdefault(fullname, value)
        return None


def install() -> None:
    """Answer for the modules loaded so far and for every module found from now on (once)."""
    import PySide6.QtCore  # noqa: F401  (PySide6 sets up its table with its first module)

    table = _table()
    if table is None or any(isinstance(finder, _Answers) for finder in sys.meta_path):
        return
    for name in list(sys.modules):
        value = answer(name)
        if value is not None:
            table.setdefault(name, value)
    sys.meta_path.insert(0, _Answers())
