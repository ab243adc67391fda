"""The kit every game UI builds on, and the shell with it: the look (``style``), the words
(``i18n``, and ``words`` every game says alike), motion (``animation``), re-labelling on a language switch (``relabel``),
where things live (``paths``), the settings (``settings``), the way back from worker threads
(``relay``), the pinned action bar (``action_bar``), and the rules' links and pictures
(``rules_links``, ``rules_pictures``).

It imports the engine and the game UI interface (``plugin_api``) only: no shell module and no
game (import-linter checks it), so a game UI may import it and nothing else of the shell.
"""
