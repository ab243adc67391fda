"""The tutorial "Let's Go! To Japan" (issue 10 §1): a solo trip against the easy travel agency;
and a short lesson for the Passport expansion (issue 22 §5, at the end of this module).

Solo, because the travel agency is the neighbour the rules give a lone traveller: every card
passed goes into its itinerary and a face-down card comes back, so drafting and passing are all
there, and the left/right switch of round 8 is a word on the round board. With no computer
player at the table the scripted rounds are entirely foreseeable.

Rounds 1-4 are scripted (MOVE lessons on stacked decks, ``SETUP``): a card placed on an empty
Monday, one below it (the highlight), a yellow card given to the agency (the deck of the card in
return), a walk between the two (Monday's third card: the day bonus, a wild token), a yellow
card of the learner's own. From round 5 on the learner plays freely (research, then the rest
of each round as they like). What the script fixed still holds on the trip, so its lessons can
name it: Monday has a city change (Kyoto, Kyoto, Tokyo), a face-down walk, a wild token to spend
and a highlight whose condition Ryōan-ji Temple's green lightning meets; the learner has a face-up
yellow card and so has the agency.
"""

from __future__ import annotations

from tabibito.engine import Action, Seat, State
from tabibito.games.letsgo import rules
from tabibito.games.letsgo.data import DAYS, HAPPINESS, KYOTO, NATURE, SHOPPING, TEMPLE, UNIQUE
from tabibito.games.letsgo.data import FOOD as FOOD_AND_DRINK
from tabibito.games.letsgo.game import PASSPORT_OPTION

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.views import view_as
from ..plugin_api import LEARNER, Lesson, Tutorial

CONTEXT = "LetsGoTutorial"
SEED = 20261201

# The cards of the scripted rounds (their English names are in the lessons' texts).
RYOANJI = "K3"        # round 1, Monday: a green lightning for Monday's happiness
SUMO = "T16"          # round 1, to the agency
UENO_PARK = "T33"     # round 2, below Ryōan-ji: Monday's highlight (a green lightning: met)
SMALL_SHRINE = "K76"  # round 2, yellow, to the agency (a Kyoto card in return)
DRUMMING = "K71"      # round 3, discarded for the walk
CAPSULE = "T41"       # round 3, to the agency
SAKE = "K64"          # round 3, the walk's card (face down until the trip)
RAMEN = "T75"         # round 4, yellow: the learner's own
GEISHA = "K28"        # round 4, to the agency
# What comes back from the agency, picked up in round 5 (one card per round 1-4).
RETURNED_TOKYO = ("T26", "T47")   # rounds 1 and 3
RETURNED_KYOTO = ("K59", "K44")   # rounds 2 and 4

# The order of the draws: each deck from its top. Tokyo: round 1's card, the card back for
# Watch sumo, round 2's, round 3's, the card back for Capsule hotel, round 4's. Kyoto: round
# 1's, round 2's, the card back for A small shrine, round 3's, the walk, round 4's, the card
# back for Geisha show.
SETUP = {
    "decks": {
        "tokyo": [SUMO, RETURNED_TOKYO[0], UENO_PARK, CAPSULE, RETURNED_TOKYO[1], RAMEN],
        "kyoto": [RYOANJI, SMALL_SHRINE, RETURNED_KYOTO[0], DRUMMING, SAKE, GEISHA,
                  RETURNED_KYOTO[1]],
    },
    "conditions": [HAPPINESS, TEMPLE, NATURE, FOOD_AND_DRINK, SHOPPING, UNIQUE],
}
MONDAY = 0


# -- what the lessons wait for (they read only the learner's view) ------------------------------


def take(card: str) -> Action:
    return rules.take_action(card)


def slot(day: int, position: int) -> Action:
    return rules.slot_action(day, position)


def any_open_day(*days: int) -> tuple[Action, ...]:
    """A card into any of these (empty) days."""
    return tuple(slot(day, 0) for day in days)


def anything(view: State, action: Action) -> bool:
    return True


def researching(view: State, action: Action) -> bool:
    return action.kind in (rules.RESEARCH, rules.RESEARCH_DECK)


def discarding(view: State, action: Action) -> bool:
    return action.kind == rules.DISCARD


def step_is(step: str):
    def holds(view: State) -> bool:
        return view_as(view, rules.LetsGoState).sheets[LEARNER].step == step
    return holds


def step_is_not(step: str):
    def holds(view: State) -> bool:
        return view_as(view, rules.LetsGoState).sheets[LEARNER].step != step
    return holds


def round_reached(number: int):
    """The draft is at round ``number`` or later (or over)."""
    def holds(view: State) -> bool:
        state = view_as(view, rules.LetsGoState)
        return state.phase != rules.DRAFT or state.round >= number
    return holds


def trip_begun(view: State) -> bool:
    return view_as(view, rules.LetsGoState).phase in (rules.TRIP, rules.OVER)


def deciding(kind: str, day: str | None = None):
    """The learner's open decision is ``kind`` of their own trip (on ``day``, if given)."""
    def holds(view: State) -> bool:
        prompt = view.prompt(LEARNER)
        return (prompt is not None and prompt.kind == f"trip_{kind}"
                and (day is None or prompt.params.get("day") == day))
    return holds


def no_longer(condition):
    def holds(view: State) -> bool:
        return not condition(view)
    return holds


def game_over(view: State) -> bool:
    return view.is_over()


# -- the lessons ---------------------------------------------------------------------------------

LESSONS = (
    # Round 1: the board, the hand, a first card.
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the itinerary.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Welcome to Japan! You are planning a six-day trip, Monday to "
        "Saturday. Over 13 rounds you fill this itinerary with activity cards, three a day; "
        "then you travel, and your cards score."), target="itinerary"),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "The round board shows each round: where its hand comes from and "
        "which way the rest is passed. In round 1 you draw one Tokyo card (blue) and one Kyoto "
        "card (pink), and you place one of them."),
        target="rounds"),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Your hand. A card shows its icons top left and its victory points "
        "top right. At the bottom is its <b>highlight of the day</b>: a condition and a "
        "reward."), target="hand"),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the day's condition token. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Each day has a <b>favourable-condition token</b>. Monday's is "
        "happiness: green mood icons, a green lightning or a green yen, match it."),
        target="condition:0"),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Click <b>Ryōan-ji Temple</b> and choose <b>Place</b>. Its green "
        "lightning matches Monday's token."),
        target=f"card:{RYOANJI}", expect=(take(RYOANJI),),
        #: Let's Go tutorial, round 1: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial",
            "Not this one: click <b>Ryōan-ji Temple</b> and choose <b>Place</b>.")),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a place in the itinerary. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Now click the lit place on <b>Monday</b>. You may fill the days in "
        "any order; today we start with Monday."),
        target="slot:0:0", expect=(slot(MONDAY, 0),),
        #: Let's Go tutorial, round 1: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Put it on Monday for this lesson: we build Monday first.")),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the Confirm button. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "The card you did not place, <b>Watch sumo</b>, is passed on. Press "
        "<b>Confirm</b> to end the round."), target="confirm", confirm=True),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the travel agency's itinerary. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Alone, you play against the <b>travel agency</b>: it takes your "
        "neighbour's place. Every card you pass goes into its itinerary, Monday first, and on "
        "the trip it scores like a traveller."), target="agency"),
    #: Let's Go tutorial, round 1: a lesson's text in the tutorial bubble.
    #: Its ring marks the cards coming back.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "For each card you pass, a face-down card of the same deck comes "
        "back to you. These cards wait here until round 5 picks them up."),
        target="incoming"),
    # Round 2: a card below the first one, the highlight, a yellow card passed.
    #: Let's Go tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 2, a new pair of cards. Click <b>Ueno Park</b> and choose "
        "<b>Place</b>."),
        target=f"card:{UENO_PARK}", expect=(take(UENO_PARK),),
        #: Let's Go tutorial, round 2: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Not this one: click <b>Ueno Park</b> and choose <b>Place</b>.")),
    #: Let's Go tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a place in the itinerary. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "A card may go above a day's cards, between two of them or below "
        "them. Put <b>Ueno Park</b> below <b>Ryōan-ji Temple</b>."),
        target="slot:0:1", expect=(slot(MONDAY, 1),),
        #: Let's Go tutorial, round 2: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Put <b>Ueno Park</b> on Monday, below <b>Ryōan-ji Temple</b>.")),
    #: Let's Go tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Only a day's last card shows in full: it is the day's "
        "<b>highlight</b>. On the trip its condition is checked against everything collected "
        "up to that day; if it holds, you get the reward."), target=f"card:{UENO_PARK}"),
    #: Let's Go tutorial, round 2: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "<b>A small shrine</b> is a <b>yellow card</b>: it can be in Tokyo or in "
        "Kyoto. When you pass one, you choose the deck of the card that comes back: click it "
        "and take a Kyoto card in return."),
        target=f"card:{SMALL_SHRINE}",
        expect=(rules.card_action(rules.GIVE, SMALL_SHRINE, KYOTO),),
        #: Let's Go tutorial, round 2: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Take a Kyoto card in return this time.")),
    #: Let's Go tutorial, round 2: a lesson's text in the tutorial bubble.
    #: Its ring marks the Confirm button. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Press <b>Confirm</b>: the round ends."),
        target="confirm", confirm=True),
    # Round 3: a walk between the two, Monday's day bonus.
    #: Let's Go tutorial, round 3: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 3. Instead of placing a card you may <b>walk</b>: click "
        "<b>Drumming class</b> and choose <b>Walk (Kyoto deck)</b>. The card is discarded and the "
        "top card of the Kyoto deck comes instead."),
        target=f"card:{DRUMMING}", expect=(rules.card_action(rules.WALK, DRUMMING, KYOTO),),
        #: Let's Go tutorial, round 3: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial",
            "This time walk: click <b>Drumming class</b>, then <b>Walk (Kyoto deck)</b>.")),
    #: Let's Go tutorial, round 3: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a place in the itinerary. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Put the walk between <b>Ryōan-ji Temple</b> and <b>Ueno Park</b>. "
        "It lies face down: nobody sees it before the trip, not even you."),
        target="slot:0:1", expect=(slot(MONDAY, 1),),
        #: Let's Go tutorial, round 3: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial",
            "Put the walk on Monday, between <b>Ryōan-ji Temple</b> and <b>Ueno Park</b>.")),
    #: Let's Go tutorial, round 3: a lesson's text in the tutorial bubble.
    #: Its ring marks the day's condition token. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Monday has its third card: time for its <b>day bonus</b>. Count the "
        "icons of Monday's cards that match its token: <b>Ryōan-ji Temple</b>'s green "
        "lightning and the walk's (a card's back shows one) make two."), target="condition:0"),
    #: Let's Go tutorial, round 3: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the decision in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Two matches give 2 research tokens or a wild token; one gives a "
        "mood step, three a luxury train ticket or a bonus walk. Take the <b>wild token</b>: "
        "on the trip it moves an experience track."),
        target="decision", expect=(rules.BONUS_ACTIONS[rules.WILD],),
        #: Let's Go tutorial, round 3: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Take the wild token this time: you will spend it on the trip.")),
    #: Let's Go tutorial, round 3: a lesson's text in the tutorial bubble.
    #: Its ring marks the Confirm button. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Your walk gave you a <b>research token</b> too. Press "
        "<b>Confirm</b> to end the round."), target="confirm", confirm=True),
    # Round 4: a yellow card of the learner's own.
    #: Let's Go tutorial, round 4: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card of the hand. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 4. <b>Ramen at the best place</b> is yellow too: on the trip you "
        "decide whether you eat it in Tokyo or in Kyoto. Click it and choose <b>Place</b>."),
        target=f"card:{RAMEN}", expect=(take(RAMEN),),
        #: Let's Go tutorial, round 4: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "Keep your research token for the next round: click <b>Ramen at "
            "the best place</b> and choose <b>Place</b>.")),
    #: Let's Go tutorial, round 4: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the itinerary. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Monday is <b>closed</b>: it has its three cards. Put the card into "
        "any other day."),
        target="itinerary", expect=any_open_day(*range(1, DAYS))),
    #: Let's Go tutorial, round 4: a lesson's text in the tutorial bubble.
    #: Its ring marks the Confirm button. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Press <b>Confirm</b>. Next round your hand is the cards that came "
        "back from the agency."), target="confirm", confirm=True),
    # Round 5: research, then free play.
    #: Let's Go tutorial, round 5: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 5: no drawing. You pick up the four cards that came back in "
        "rounds 1 to 4; you place two and pass two."), target="hand"),
    #: Let's Go tutorial, round 5: a lesson's text in the tutorial bubble.
    #: Its ring marks the decision in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "A <b>research token</b> lets you draw 3 cards, each from the deck "
        "you choose, and then discard any 3 cards of your hand. Research comes before you "
        "place your first card of the round."), target="decision"),
    #: Let's Go tutorial, round 5: a lesson's text in the tutorial bubble.
    #: Its ring marks the research decks.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Try it: choose a deck for each card here; each click "
        "draws its card."),
        target="research", accepts=researching, until=step_is(rules.DISCARD),
        #: Let's Go tutorial, round 5: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP(
            "LetsGoTutorial", "First spend your research token: choose a deck here.")),
    #: Let's Go tutorial, round 5: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Now discard three cards: click each one. Discarded cards are gone; "
        "they are not passed."),
        target="hand", accepts=discarding, until=step_is_not(rules.DISCARD)),
    #: Let's Go tutorial, round 5: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Place two cards, one after the other. Then click the other two to "
        "pass them to the travel agency, in the order you like."),
        target="hand", accepts=anything, until=round_reached(6)),
    # Rounds 6-13: free, with a word each.
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the itinerary.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 6: two cards from each deck. Each day's header counts its "
        "matching icons: count before you place a day's third card."),
        target="itinerary", accepts=anything, until=round_reached(7)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 7: you pick up the cards that came back in rounds 5 and 6."),
        target="rounds", accepts=anything, until=round_reached(8)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "From round 8 on, cards are passed to the right instead of the left. "
        "With more travellers that changes who gets your cards; alone, they still go to the "
        "travel agency."), target="rounds"),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 8: four new cards. Place two as you like."),
        target="hand", accepts=anything, until=round_reached(9)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Round 9: the cards of rounds 7 and 8 come back."),
        target="rounds", accepts=anything, until=round_reached(10)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "From round 10 on you place one card a round."),
        target="rounds", accepts=anything, until=round_reached(11)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the itinerary.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Rounds 11 and 12: fill your days. Walks and research are still "
        "yours to use."), target="itinerary", accepts=anything, until=round_reached(13)),
    #: Let's Go tutorial, rounds 6-13: a lesson's text in the tutorial bubble.
    #: Its ring marks the round board.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "The last round: draw a card from the deck you choose and place one "
        "of your two cards. The other one is the agency's last."),
        target="rounds", accepts=anything, until=trip_begun),
    # The trip, decision by decision.
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "The draft is over: now you travel. The app asks only for the real "
        "choices, here in the panel. Beside each choice the <b>planner</b> shows the best final score you "
        "can still reach with it; ★ marks the best."), target="planner"),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "First the city of each yellow card: it holds for the whole trip. "
        "The right city can save a train ride."),
        target="planner", accepts=anything, until=no_longer(deciding("yellow_city"))),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Each change of city is a train ride. Choose a ticket: the start "
        "ticket once for 0 points, a luxury ticket for +2 points and a green lightning, a "
        "standard one for −2."),
        target="planner", accepts=anything, until=no_longer(deciding("train"))),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Now day by day, Monday first. Your walk is turned over: score its "
        "front (its icons and points) or its back (1 point and a green lightning)."),
        target="planner", accepts=anything, until=no_longer(deciding("walk"))),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Before each day's highlight you may spend <b>wild tokens</b>: each "
        "moves an experience track one step. Spend yours now, or keep it for a later day."),
        target="planner", accepts=anything,
        until=no_longer(deciding("wild", "monday"))),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks a day's highlight.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Monday's highlight is checked: <b>Ueno Park</b> asks for a green "
        "lightning, and <b>Ryōan-ji Temple</b> brought one. The tick says its reward scored."),
        target="highlight:0"),
    #: Let's Go tutorial, the trip: a lesson's text in the tutorial bubble.
    #: Its ring marks the trip planner in the panel.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Go on day by day, then make the travel agency's choices: its yellow "
        "cards' cities, and ties. For the agency, the planner's ★ keeps its score lowest."),
        target="planner", accepts=anything, until=game_over),
    # The final table.
    #: Let's Go tutorial, final table: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Your trip is over. Each day scores its cards' points and its "
        "highlight; then come mood, experience, trains and research tokens."),
        target="scores"),
    #: Let's Go tutorial, final table: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Mood: happiness steps give 5, 12 or 20 points, stress steps cost 3, "
        "8 or 15. Experience: each track scores its highest threshold, from 4 points at 4 "
        "steps to 15 at 12."), target="scores"),
    #: Let's Go tutorial, final table: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Alone, you win by beating the travel agency. That is the whole "
        "game: have a good trip!"), target="scores"),
)

#: the tutorial's title in "Learn to play" and in the bubble's heading (the game's name)
TITLE = QT_TRANSLATE_NOOP("LetsGoTutorial", "Let's Go! To Japan")

TUTORIAL = Tutorial(
    game="letsgo",
    key="base",
    title=TITLE,
    context=CONTEXT,
    options={rules.AGENCY: "easy"},
    seats=(Seat("", None),),
    seed=SEED,
    setup=SETUP,
    lessons=LESSONS,
    minutes=12,
)



# -- the Passport expansion ----------------------------------------------------------------------

# The two passports dealt to the learner: one helps at once (3 wild tokens), the other scores at
# the end of the trip; the lessons after the choice hold for either.
FREE_SPIRIT, HIGHS_AND_LOWS = 4, 8
PASSPORT_SEED = 20261207


def keep_passport(number: int) -> Action:
    return Action.of(rules.CHOOSE_PASSPORT, number=number)


PASSPORT_LESSONS = (
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "With the <b>Passport expansion</b>, every traveller is dealt two "
        "<b>passport cards</b> before round 1 and keeps one of them. Your passport stays yours "
        "for the whole game: a head start, or extra points at the end."), target="board"),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the decision in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Here are your two passports, each with its effect. <b>Free spirit</b> "
        "gives you 3 wild tokens right away. <b>Highs and lows</b> pays off at the end: 1 VP for "
        "each green lightning you collect and 2 VP for each red one."), target="decision"),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble, asking for a
    #: move. Its ring marks the decision in the panel.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Keep the one you like better: click it. The other one is put away "
        "unseen."),
        target="decision", expect=(keep_passport(FREE_SPIRIT), keep_passport(HIGHS_AND_LOWS))),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the learner's tokens in the panel. <b>…</b>: a name or term as on the
    #: table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Your passport is listed here with your tokens, for the whole game. "
        "A start effect is already done: with <b>Free spirit</b>, the 3 wild tokens are counted "
        "above it."), target="tokens"),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the learner's tokens in the panel. <b>…</b>: a name or term as on the
    #: table.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "A passport that scores, like <b>Highs and lows</b>, waits for the "
        "trip: the score pad has a <b>Passport</b> row, filled in at the end with mood and "
        "experience. The travel agency travels without a passport."), target="tokens"),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the hand.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "Now round 1 is played as in every game: place one card, pass the "
        "other and confirm."),
        target="hand", accepts=anything, until=round_reached(2)),
    #: Let's Go tutorial, Passport lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the itinerary.
    Lesson(QT_TRANSLATE_NOOP(
        "LetsGoTutorial", "That is all the Passport expansion adds. Plan your days with your "
        "passport in mind, and have a good trip!"), target="itinerary"),
)

PASSPORT_TUTORIAL = Tutorial(
    game="letsgo",
    key="passport",
    #: the Passport lesson's title in "Learn to play" and in the bubble's heading; it is also
    #: %1 of "You know how to play %1" after the last lesson, hence the article
    title=QT_TRANSLATE_NOOP("LetsGoTutorial", "the Passport expansion"),
    context=CONTEXT,
    # The expansion alone, as the new-game dialog's switch says it (the travel agency at the
    # game's usual level): ticking Passport there offers this lesson.
    options={PASSPORT_OPTION: True},
    seats=(Seat("", None),),
    seed=PASSPORT_SEED,
    setup={"passports": [[FREE_SPIRIT, HIGHS_AND_LOWS]]},
    lessons=PASSPORT_LESSONS,
    minutes=3,
)


def tutorials() -> tuple[Tutorial, ...]:
    """The base game's, then the Passport expansion's."""
    return (TUTORIAL, PASSPORT_TUTORIAL)
