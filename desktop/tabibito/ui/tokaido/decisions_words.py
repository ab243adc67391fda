"""The words of Tokaido's decision hero and side panel that nothing else shows: titles,
buttons, hints. One QT_TRANSLATE_NOOP table, so pyside6-lupdate extracts every literal; ``word``
translates one when shown. Names of the game (souvenirs, stops, amulets) come from ``texts``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..kit.i18n import QT_TRANSLATE_NOOP

WORDS = {
    "legendary_object": QT_TRANSLATE_NOOP("Tokaido", "Legendary object"),
    "amulet": QT_TRANSLATE_NOOP("Tokaido", "Amulet"),
    "calligraphy": QT_TRANSLATE_NOOP("Tokaido", "Calligraphy"),
    "either_or": QT_TRANSLATE_NOOP("Tokaido", "The stop's own effect, or the Crossroads one?"),
    "both": QT_TRANSLATE_NOOP("Tokaido", "Both"),
    #: the 'Both' tiles of Miyataka and Kita: %1 the effect taken first (the stop's own or the
    #: Crossroads one), %2 the other
    "both_in_order": QT_TRANSLATE_NOOP("Tokaido", "%1, then %2"),
    #: a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the
    #: clicked one first
    "health_chip": QT_TRANSLATE_NOOP("Tokaido", "%1: both, this one first"),
    "legendary_objects": QT_TRANSLATE_NOOP("Tokaido", "Legendary objects"),
    "amulets": QT_TRANSLATE_NOOP("Tokaido", "Amulets"),
    "amulets_hidden": QT_TRANSLATE_NOOP("Tokaido", "The amulets are hidden from you."),
    "calligraphies": QT_TRANSLATE_NOOP("Tokaido", "Calligraphies"),
    "move_again": QT_TRANSLATE_NOOP("Tokaido", "Move again"),
    "stay_here": QT_TRANSLATE_NOOP("Tokaido", "Stay here"),
    "stay_note": QT_TRANSLATE_NOOP("Tokaido", "Keep the amulet for later"),
    "good_luck": QT_TRANSLATE_NOOP("Tokaido", "Good luck"),
    "draw_amulet": QT_TRANSLATE_NOOP("Tokaido", "Draw an amulet"),
    "good_luck_note": QT_TRANSLATE_NOOP("Tokaido", "A random amulet from the supply"),
    "no_thanks": QT_TRANSLATE_NOOP("Tokaido", "No thanks"),
    "keep_coin": QT_TRANSLATE_NOOP("Tokaido", "Keep your coin"),
    "bet_at_inn": QT_TRANSLATE_NOOP("Tokaido", "A bet at the inn"),
    #: Jirocho's bet: %1 the stake ("1 coin")
    "bet": QT_TRANSLATE_NOOP("Tokaido", "Bet %1"),
    "bet_note": QT_TRANSLATE_NOOP("Tokaido", "The die: lose it, or get it back ×1 to ×4"),
    "no_bet": QT_TRANSLATE_NOOP("Tokaido", "No bet"),
    "no_bet_note": QT_TRANSLATE_NOOP("Tokaido", "Go straight to dinner"),
    #: a panorama's next part: %1 its number, %2 the parts of a whole panorama
    "part_of": QT_TRANSLATE_NOOP("Tokaido", "Part %1 of %2"),
    #: what a cherry tree gave: %1 the points ("+2 points"), %2 the coins ("+1 coin")
    "two_gains": QT_TRANSLATE_NOOP("Tokaido", "%1, %2"),
    #: a tile that only an amulet or an ability opens: %1 its name ("Hospitality")
    "only_with": QT_TRANSLATE_NOOP("Tokaido", "Only with %1"),
    #: a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1
    #: coin
    "zen_emon_chip": QT_TRANSLATE_NOOP("Tokaido", "%1: for 1 coin"),
    #: %1 a player
    "waiting_for": QT_TRANSLATE_NOOP("Tokaido", "Waiting for %1"),
    "on_road": QT_TRANSLATE_NOOP("Tokaido", "On the road"),
    "idle_message": QT_TRANSLATE_NOOP("Tokaido", "The road goes on…"),
    #: beside the chips of amulets and abilities (Devotion, Zen-emon's 1 coin) in the decision:
    #: a chip must be switched on before the card is chosen for it to be used
    "chips_note": QT_TRANSLATE_NOOP("Tokaido", "Switch on first to use"),
    "choose_stop": QT_TRANSLATE_NOOP("Tokaido", "Choose a stop"),
    "choose_above": QT_TRANSLATE_NOOP("Tokaido", "Choose above"),
    #: the hero's title while another player decides: %1 the player, %2 the decision ("Village
    #: market")
    "who_decides_what": QT_TRANSLATE_NOOP("Tokaido", "%1: %2"),
    "hint_traveller": QT_TRANSLATE_NOOP("Tokaido", "Click the traveller you want to keep."),
    #: the bar's hint under the hero's "Click a lit stop on the road"
    "hint_move": QT_TRANSLATE_NOOP(
        "Tokaido", "Point at any stop to see what it gives, or why it is closed."),
    "hint_souvenir": QT_TRANSLATE_NOOP(
        "Tokaido", "Click a souvenir to buy it; “Done buying” leaves the village."),
    "hint_meal": QT_TRANSLATE_NOOP(
        "Tokaido", "Click a meal to eat it, or go without with “No meal”."),
    "hint_free_meal": QT_TRANSLATE_NOOP("Tokaido", "Take the free meal, or choose one at the inn."),
    "hint_donate": QT_TRANSLATE_NOOP("Tokaido", "Click how many coins to give."),
    "hint_effect": QT_TRANSLATE_NOOP("Tokaido", "Click the effect to take at this stop."),
    "hint_encounter": QT_TRANSLATE_NOOP("Tokaido", "Click the encounter to keep."),
    "hint_panorama": QT_TRANSLATE_NOOP("Tokaido", "Click the panorama that gets its next part."),
    "hint_legendary": QT_TRANSLATE_NOOP("Tokaido", "Click the legendary object to buy."),
    "hint_amulet": QT_TRANSLATE_NOOP("Tokaido", "Click the amulet to buy."),
    "hint_calligraphy": QT_TRANSLATE_NOOP("Tokaido", "Click the calligraphy to buy."),
    "hint_bath_house": QT_TRANSLATE_NOOP("Tokaido", "Click the bath house to buy it."),
    "open_market": QT_TRANSLATE_NOOP("Tokaido", "Open the market"),
    "meet_traveller": QT_TRANSLATE_NOOP("Tokaido", "Meet the traveller"),
    "take_bath": QT_TRANSLATE_NOOP("Tokaido", "Take the bath"),
    "see_meals": QT_TRANSLATE_NOOP("Tokaido", "See the meals"),
    "set_off": QT_TRANSLATE_NOOP("Tokaido", "Set off"),
    "draw_the_amulet": QT_TRANSLATE_NOOP("Tokaido", "Draw the amulet"),
    "roll_die": QT_TRANSLATE_NOOP("Tokaido", "Roll the die"),
    "go_on": QT_TRANSLATE_NOOP("Tokaido", "Go on"),
    #: under the backs of cards still to come: %1 the main button's words ("Open the market")
    "held_caption": QT_TRANSLATE_NOOP("Tokaido", "“%1” turns them over."),
    #: under the die still to roll: %1 the main button's words ("Roll the die")
    "held_roll_caption": QT_TRANSLATE_NOOP("Tokaido", "Press “%1” to roll it."),
    #: %1 the main button's words ("Go on")
    "held_message": QT_TRANSLATE_NOOP("Tokaido", "Press “%1” when you are ready."),
    #: the hint while a drawn card or a roll waits: %1 the main button's words ("Open the market")
    "held_undo": QT_TRANSLATE_NOOP(
        "Tokaido", "“%1” goes on; until then Undo still takes your move back."),
    #: %1 the main button's words ("Go on")
    "held_final": QT_TRANSLATE_NOOP("Tokaido", "Press “%1” to go on."),
    #: the bar's hint while another player's hidden draw waits a moment (the panel above says
    #: whose draw it is): the watcher may still take their own last move back
    "others_draw_undo": QT_TRANSLATE_NOOP(
        "Tokaido", "Undo your last move now, or the game goes on."),
    #: the same when nothing can be taken back: %1 that player's name
    "others_draw": QT_TRANSLATE_NOOP("Tokaido", "%1 will draw a card."),
    "edo_at_last": QT_TRANSLATE_NOOP("Tokaido", "Edo at last"),
    "game_over_caption": QT_TRANSLATE_NOOP(
        "Tokaido", "The score sheet shows how every point was won."),
    "journey_over": QT_TRANSLATE_NOOP("Tokaido", "The journey is over."),
    "not_enough_coins": QT_TRANSLATE_NOOP("Tokaido", "Not enough coins"),
    "choose_traveller": QT_TRANSLATE_NOOP("Tokaido", "Choose your traveller"),
    "travellers_hidden": QT_TRANSLATE_NOOP("Tokaido", "The travellers are dealt face down."),
    "move_neutral_traveller": QT_TRANSLATE_NOOP("Tokaido", "Move the neutral traveller"),
    "move_neutral_message": QT_TRANSLATE_NOOP(
        "Tokaido", "Click a lit stop to move the neutral traveller"),
    #: a button before the move: %1 the Fortune amulet
    "fortune_button": QT_TRANSLATE_NOOP("Tokaido", "%1: roll for coins"),
    "move_or_friendship": QT_TRANSLATE_NOOP(
        "Tokaido", "Click a lit stop on the road, or join a traveller with Friendship:"),
    "move_tile_title": QT_TRANSLATE_NOOP("Tokaido", "Click a lit stop on the road"),
    #: %1 a player, or the neutral traveller
    "choosing_stop": QT_TRANSLATE_NOOP("Tokaido", "%1 is choosing a stop"),
    #: %1 an inn ("First inn", "Edo"): nobody travels past it
    "next_inn": QT_TRANSLATE_NOOP("Tokaido", "Next inn: %1"),
    #: a stop Friendship lets you share: %1 the traveller standing there
    "beside": QT_TRANSLATE_NOOP("Tokaido", "Beside %1"),
    "village_market": QT_TRANSLATE_NOOP("Tokaido", "Village market"),
    "market_empty": QT_TRANSLATE_NOOP("Tokaido", "Nothing left on the stall."),
    "market_caption": QT_TRANSLATE_NOOP("Tokaido", "Buy as many as you like, one after another."),
    "done_buying": QT_TRANSLATE_NOOP("Tokaido", "Done buying"),
    "eaten_before": QT_TRANSLATE_NOOP("Tokaido", "Eaten before"),
    "meals_hidden": QT_TRANSLATE_NOOP("Tokaido", "The meals of the inn are hidden from you."),
    "no_meal": QT_TRANSLATE_NOOP("Tokaido", "No meal"),
    #: the hero's title at an inn: %1 the inn ("First inn", "Edo")
    "dinner_at": QT_TRANSLATE_NOOP("Tokaido", "Dinner at %1"),
    "dinner": QT_TRANSLATE_NOOP("Tokaido", "Dinner"),
    "free_meal_note": QT_TRANSLATE_NOOP("Tokaido", "The top card of the meal deck, for free"),
    "free_meal_hidden": QT_TRANSLATE_NOOP("Tokaido", "A free meal is on offer."),
    "choose_at_inn": QT_TRANSLATE_NOOP("Tokaido", "Choose at the inn"),
    "refuse_note": QT_TRANSLATE_NOOP("Tokaido", "The free meal goes under the deck"),
    "keep_one_encounter": QT_TRANSLATE_NOOP("Tokaido", "Keep one encounter"),
    "encounters_hidden": QT_TRANSLATE_NOOP("Tokaido", "Two encounters are drawn; one is kept."),
    "choose_panorama": QT_TRANSLATE_NOOP("Tokaido", "Choose a panorama"),
    #: %1 a number of coins ("3 coins")
    "temple_given": QT_TRANSLATE_NOOP("Tokaido", "Given to the temples so far: %1"),
    "travellers": QT_TRANSLATE_NOOP("Tokaido", "Travellers"),
    "undo_help": QT_TRANSLATE_NOOP("Tokaido", "Take your last decision back"),
}


def word(key: str) -> str:
    """The translated text of ``key`` in WORDS."""
    return QCoreApplication.translate("Tokaido", WORDS[key])
