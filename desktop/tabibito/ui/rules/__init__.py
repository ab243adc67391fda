"""The rules inside the app: the documents (``document``) and the viewer (``viewer``). The helpers
with which a game's board items and side widgets name the section F1 opens over them, and the
rules pictures' frame, are the kit's (``kit.rules_links``, ``kit.rules_pictures``)."""
