"""``python -m tabibito`` and the ``tabibito`` command: the GUI, or a headless subcommand."""

import sys

from tabibito.cli import main

if __name__ == "__main__":
    sys.exit(main())
