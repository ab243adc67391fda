"""The PySide6 desktop: the shell (app, main window, screens, dialogs, the rules viewer, the
tutorial), the kit every game UI builds on (``kit``), the interface a game UI implements
(``plugin_api``) and one package per game, listed in the catalogue (``plugins``)."""

from .kit import feature_marks

feature_marks.install()
