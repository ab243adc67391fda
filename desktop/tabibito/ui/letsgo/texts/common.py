"""Let's Go's translation context, and the ways its texts are translated."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from ...kit import i18n

CONTEXT = "LetsGo"


# Sentences are written where they are used as translate("LetsGo", "..."): lupdate reads them there.
translate = QCoreApplication.translate


# A name or sentence taken from one of the NOOP tables, translated.
tr = partial(QCoreApplication.translate, CONTEXT)
# The name a NOOP table keeps for a key, translated (the key itself where it has none).
named = partial(i18n.named, CONTEXT)
