"""The games of the collection, listed explicitly (no import magic, so PyInstaller sees them)."""

from tabibito.engine import Registry

from .letsgo import GAME as LETS_GO
from .nextstation import GAME as NEXT_STATION
from .tokaido import GAME as TOKAIDO

REGISTRY = Registry([NEXT_STATION, TOKAIDO, LETS_GO])
