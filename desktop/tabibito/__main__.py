"""``python -m tabibito`` and the ``tabibito`` command: the GUI, or a headless subcommand."""

import sys

from tabibito.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # Searching computer players decide in processes of their own; a frozen app must let
        # such a child run its task instead of starting the whole app again.
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
