"""Let's Go's draft moves in the log's words, for a move whose events say nothing yet: the draft
is secret, its cards turn over when everyone has chosen (the replay bar's caption of a step)."""

from __future__ import annotations

from tabibito.engine import Action
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import LetsGoData

from ...kit.i18n import fill
from .common import translate
from .names import card_title, city_name, passport_name, walk_title


def move_text(action: Action, who: str, seen: bool, data: LetsGoData | None) -> str | None:
    """What ``who`` did, as a reader may know it (``seen``: the mover's own secret shown to it),
    or None: a move that says itself in its events."""
    kind = action.kind
    if kind in (rules.TAKE, rules.WALK) and not seen:
        #: replay of the draft: %1 a player, who chose a card of their hand (which, and whether
        #: to place it face up or as a walk, is their secret until the cards turn over)
        return fill(translate("LetsGo", "%1 chooses a card."), who)
    if kind == rules.TAKE:
        #: replay of the draft: %1 a player, %2 the card they chose to place face up
        return fill(translate("LetsGo", "%1 chooses %2 to place face up."), who,
                    card_title(action["card"], data))
    if kind == rules.WALK:
        #: replay of the draft: %1 a player, %2 the card they place face down, %3 the walk it
        #: becomes (“Walk (Kyoto deck)”)
        return fill(translate("LetsGo", "%1 chooses %2 for a walk: %3."), who,
                    card_title(action["card"], data), walk_title(action["deck"]))
    if kind == rules.RESEARCH_DECK:
        #: replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they research in
        return fill(translate("LetsGo", "%1 researches in the %2 deck."), who,
                    city_name(action["deck"]))
    if kind == rules.CHOOSE_DECK:
        #: replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they draw from
        return fill(translate("LetsGo", "%1 draws from the %2 deck."), who,
                    city_name(action["deck"]))
    if kind == rules.DISCARD:
        if not seen:
            #: replay of the draft: %1 a player, who discarded a card unseen by the others
            return fill(translate("LetsGo", "%1 discards a card."), who)
        return fill(translate("LetsGo", "%1 discards %2."), who, card_title(action["card"], data))
    if kind == rules.CHOOSE_PASSPORT:
        if not seen:
            return fill(translate("LetsGo", "%1 has chosen a passport."), who)
        return fill(translate("LetsGo", "%1 keeps the passport %2."), who,
                    passport_name(action["number"]))
    return None

