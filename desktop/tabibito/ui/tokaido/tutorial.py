"""Tokaido's tutorials (issue 10 §1): a first journey with Hana and Kenji on a scripted start,
and a short one for the Crossroads expansion.

The first leg of the base tutorial is scripted move by move: the learner is Hiroshige, leaves
Kyoto first, and the stacked decks make each stop show its rule (a guide who shows the rice
paddy, a hot spring worth 3, the meals at the first inn). The computer players are "easy", and
on the first leg their moves are pinned (``players``): the lessons tell of them, so they stay
what the lessons say whatever the easy player comes to choose; ``rehearse`` in the tests proves
that the script plays. From the second leg on the learner travels freely to Edo; the last lessons read the
end bonuses off the final score sheet.

Targets are the board's keys (``stop:N``, ``figure:N``, ``temples``, ``track``), the panel's
(``main``, ``traveller``, ``coins``, ``panorama:paddy``, ``souvenirs``, ``achievements`` ...:
the learner's journey card) and the shell's (``hero``, ``scores``, ``board``).
"""

from __future__ import annotations

from tabibito.engine import Action, Seat, State
from tabibito.games.tokaido import rules
from tabibito.games.tokaido.bots import EasyBot, PinnedBot

from ..kit.i18n import QT_TRANSLATE_NOOP
from ..kit.views import view_as
from ..plugin_api import LEARNER, Lesson, Tutorial

GAME = "tokaido"
CONTEXT = "TokaidoTutorial"
SEATS = (Seat("", None), Seat("Hana", "easy"), Seat("Kenji", "easy"))
HANA, KENJI = 1, 2  # their seats, and their pawns' numbers on the road


def move(stop: int) -> Action:
    return Action.of("move", stop=stop)


def buy(card: str) -> Action:
    return Action.of("buy", card=card)


def eat(card: str) -> Action:
    return Action.of("eat", card=card)


def pinned(pins: dict[int, tuple[Action, ...]]) -> PinnedBot:
    """A computer traveller whose moves at these stops the lessons tell of; an easy one
    elsewhere."""
    return PinnedBot(pins, EasyBot())


# What the bubble leaves in sight besides its ring: a choice's other cards, which the learner
# weighs against the one the lesson asks for; in free play, the road on to the next inn and the
# decision in the panel, where the learner plays.
CHOICE = ("tiles",)
ROAD_AHEAD = (f"ahead:{LEARNER}", "hero")


def any_move(_view: State, _action: Action) -> bool:
    return True


def journey_over(view: State) -> bool:
    return view.is_over()


# -- the base game -------------------------------------------------------------------------------

# The road's first leg: Kyoto (0), then these stops, then the first inn (14).
VILLAGE, TEMPLE, ENCOUNTER, PADDY, HOT_SPRING, FARM, SEA, FIRST_INN = 1, 2, 3, 4, 5, 7, 11, 14
HOT_SPRING_BEFORE_INN = 13

BASE_SETUP = {
    "travellers": [["hiroshige"], ["umegae"], ["mitsukuni"]],
    "order": [0, 1, 2],  # the learner leaves Kyoto first
    "souvenirs": ["koma", "haori", "ukiyoe"],
    "encounters": ["annaibito_paddy_1"],
    "hot_springs": ["hot_spring_3_1"],
    "meals": ["misoshiru_1", "tempura_1", "sushi_1", "fugu_1"],
}
BASE_SEED = 1
# What Kenji, first at the inn, leaves of the first four meals (he eats the Fugu).
FIRST_DINNER = (eat("misoshiru_1"), eat("tempura_1"), eat("sushi_1"))
# The first leg as the lessons tell it: Hana walks on to the hot spring before the inn and eats
# what the learner leaves her; Kenji hurries to the inn and eats the Fugu.
BASE_PLAYERS = {
    1: pinned({0: (move(HOT_SPRING_BEFORE_INN),), FIRST_INN: (*FIRST_DINNER[::-1],)}),
    2: pinned({0: (move(FIRST_INN),), FIRST_INN: (eat("fugu_1"),)}),
}

BASE_LESSONS = (
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Welcome to the Tokaido, the great road from <b>Kyoto</b> to <b>Edo</b>. On the way you "
        "collect sights, souvenirs and meals that score points. The richest journey wins."),
        target="board"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the traveller card. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "You travel as <b>Hiroshige</b>, the artist. He sets off with 3 coins, and at each inn on "
        "the way he paints a panorama part of his choice."),
        target="traveller"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks a traveller's pawn. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The traveller <b>farthest behind</b> on the road always moves next. You wait last in line "
        "at Kyoto, so you go first."),
        target=f"figure:{LEARNER}"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "You may walk forward to any free stop, as far as you like, but never past the next inn. "
        "Start with the <b>village</b> right ahead: click it."),
        target=f"stop:{VILLAGE}", expect=(move(VILLAGE),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial",
                                  "Not so fast: stop at the village right ahead first.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "A village shows three souvenirs. Press <b>Open the market</b> to see them."),
        target="main", confirm=True),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Souvenirs come in four families. A set holds one of each: its first card scores 1 "
        "point, the second 3, the third 5 and the fourth 7."),
        target="hero"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Buy the <b>Koma</b>, a small object, for 1 coin: it starts your first set."),
        target="tile:koma", beside=CHOICE, expect=(buy("koma"),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Take the <b>Koma</b> for now: it costs only 1 coin.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The Haori would score 3, but the temple ahead needs a coin too. Press <b>Done buying</b> "
        "to keep your 2 coins."),
        target="main", expect=(Action.of("stop"),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Keep your coins this time: press <b>Done buying</b>.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Now Hana and Kenji are behind you, so they move. Hana walked on to a hot spring: press "
        "<b>Take the bath</b> to draw her card."),
        target="main", confirm=True, beside=(f"pawn:{HANA}",)),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks a traveller's pawn.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Hana and Kenji hurried far ahead, so you are the farthest behind again and move once more. "
        "Lingering gives you more turns."),
        target=f"figure:{LEARNER}"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Stop at the <b>temple</b>. There you give 1 to 3 coins, and each coin scores 1 point."),
        target=f"stop:{TEMPLE}", expect=(move(TEMPLE),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "The temple first, right ahead of you.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Give 1 coin and keep the other one for later."),
        target="tile:donate_1", beside=CHOICE, expect=(Action.of("donate", coins=1),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Give just 1 coin this time.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the temple.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Your coins stay at the temple. At the end, the most generous travellers score a bonus: "
        "10, 7, 4 or 2 points."),
        target="temples"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "At an <b>encounter</b> you meet someone on the road who helps you. Stop there."),
        target=f"stop:{ENCOUNTER}", expect=(move(ENCOUNTER),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Try the encounter right ahead.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Press <b>Meet the traveller</b> to draw an encounter card."),
        target="main", confirm=True),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks a panorama. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "You met the <b>Annaibito</b>, a guide. He shows you the first part of the rice paddy "
        "panorama: 1 point."),
        target="panorama:paddy"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "At a panorama stop you take the next part of that panorama, and it scores its number. "
        "Walk on to the <b>rice paddy</b> for part 2."),
        target=f"stop:{PADDY}", expect=(move(PADDY),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial",
                                  "Go to the rice paddy panorama next: part 2 waits there.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks a panorama.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The rice paddy has 3 parts, the mountain 4 and the sea 5. Whoever completes one first "
        "wins its achievement card. A finished panorama is closed to you."),
        target="panorama:paddy"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "A <b>hot spring</b> card is worth 2 or 3 points. Stop at the hot spring."),
        target=f"stop:{HOT_SPRING}", expect=(move(HOT_SPRING),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "The hot spring is next.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Press <b>Take the bath</b> to draw your card."),
        target="main", confirm=True),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Your purse is almost empty. A <b>farm</b> gives you 3 coins. You may skip any stops on "
        "the way."),
        target=f"stop:{FARM}", expect=(move(FARM),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "You need coins: go to the farm.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Walk on to the <b>sea</b> panorama and take its first part."),
        target=f"stop:{SEA}", expect=(move(SEA),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Head for the sea panorama.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Every traveller must stop at each <b>inn</b>. Walk to the first inn, where Kenji is "
        "waiting."),
        target=f"stop:{FIRST_INN}", expect=(move(FIRST_INN),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "On to the inn now.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Before dinner Hiroshige paints a panorama part of his choice. Choose the <b>rice paddy</b>: "
        "its last part completes it."),
        target="tile:paddy", beside=CHOICE, expect=(Action.of("panorama", panorama="paddy"),),
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Choose the <b>rice paddy</b>: its last part completes it.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the achievements. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "You are the first to complete the rice paddy, so its <b>achievement card</b> is yours: "
        "3 more points."),
        target="achievements"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The first traveller at an inn draws one meal more than there are players; each arrival "
        "may buy one of those left. Press <b>See the meals</b>."),
        target="main", confirm=True, beside=(f"stop:{FIRST_INN}", f"pawn:{LEARNER}")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the choice over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Every meal scores 6 points, whatever it costs. Choose one you like."),
        target="hero", expect=FIRST_DINNER,
        #: Tokaido tutorial, first journey: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial",
                                  "Have dinner: any meal here is worth 6 points.")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the meals.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "You may eat only one meal at each inn, and never the same dish twice on your journey."),
        target="meals"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Hana reaches the inn last and looks at the meals left. Press <b>See the meals</b> to let "
        "her choose."),
        target="main", confirm=True, beside=(f"stop:{FIRST_INN}", f"pawn:{HANA}")),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks a traveller's pawn.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Everyone waits at an inn until all have arrived. Then the last to arrive is the farthest "
        "behind: Hana set off first, and you are next."),
        target="figure:1"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Now the road to Edo is yours: travel as you like. Point at any stop to see what it gives. "
        "We meet again at the end of the journey."),
        accepts=any_move, until=journey_over, beside=ROAD_AHEAD),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Welcome to Edo! The journey is over, and the end bonuses are on the score sheet."),
        target="scores"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The <b>temple ranking</b>: the most generous giver scores 10, the next 7, the third 4, "
        "and every other giver 2. Tied travellers share a rank."),
        target="scores"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Four achievement cards are awarded now, 3 points each: <b>Gourmet</b> for the dearest "
        "meals, <b>Collector</b> for the most souvenirs, <b>Bather</b> for the most hot springs "
        "and <b>Chatterbox</b> for the most encounters."),
        target="scores"),
    #: Tokaido tutorial, first journey: a lesson's text in the tutorial bubble.
    #: Its ring marks the final scores.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "The most points wins; on a tie, the most achievement cards. You know the Tokaido now: "
        "have a good journey!"),
        target="scores"),
)

BASE_TUTORIAL = Tutorial(
    game=GAME, key="base",
    #: the tutorial's title in "Learn to play" and in the bubble's heading (the game's name); it
    #: is also %1 of "You know how to play %1" after the last lesson
    title=QT_TRANSLATE_NOOP("TokaidoTutorial", "Tokaido"),
    context=CONTEXT, options={}, seats=SEATS, seed=BASE_SEED, setup=BASE_SETUP,
    lessons=BASE_LESSONS, minutes=10, players=BASE_PLAYERS)


# -- Crossroads ----------------------------------------------------------------------------------

CROSSROADS_SETUP = {
    "travellers": [["yoshiyasu"], ["kita"], ["jirocho"]],
    "order": [0, 1, 2],
}
CROSSROADS_SEED = 1
# Hana (Kita) walks on to the hot spring and takes its bath house; Kenji (Jirocho) walks right to
# the first inn, keeps out of the gaming room and eats the Nigirimeshi.
CROSSROADS_PLAYERS = {
    1: pinned({0: (move(HOT_SPRING_BEFORE_INN),), HOT_SPRING_BEFORE_INN: (rules.TAKE_CROSSROADS,)}),
    2: pinned({0: (move(FIRST_INN),),
               FIRST_INN: (Action.of("gamble", bet=False), eat("nigirimeshi_2"))}),
}


def at_first_inn(view: State) -> bool:
    """The learner has reached the first inn: the Crossroads lessons are done."""
    return view_as(view, rules.TokaidoState).stop[LEARNER] >= FIRST_INN


CROSSROADS_LESSONS = (
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "With <b>Crossroads</b> every stop but the inns offers a second effect. When you stop, you "
        "take <b>either</b> the usual effect <b>or</b> the new one, never both."),
        target="board"),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks a stop on the road.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Six new travellers join the road: Hana travels as Kita, Kenji as Jirocho. Point at a "
        "traveller's name to read the ability."),
        target=None),  # no ring: the other cards lie low in the column, half out of sight
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "You move first. Stop at the <b>village</b>."),
        target=f"stop:{VILLAGE}", expect=(move(VILLAGE),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Start with the village right ahead.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Instead of souvenirs, a village sells <b>legendary objects</b>: exactly one, of your "
        "choice. Choose the legendary object."),
        target="tile:crossroads", beside=CHOICE, expect=(rules.TAKE_CROSSROADS,),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Try the new effect: a <b>legendary object</b>.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Buy <b>Murasame</b> for 3 coins: 8 points at once. Like souvenirs, legendary objects "
        "count for the Collector."),
        target="tile:murasame", beside=CHOICE, expect=(Action.of("legendary", id="murasame"),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Take <b>Murasame</b> this time.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Hana and Kenji walk on, Kenji right to the first inn. Press <b>See the meals</b> to let "
        "him choose his dinner."),
        target="main", confirm=True, beside=(f"stop:{FIRST_INN}", f"pawn:{KENJI}")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "At a <b>temple</b> the new effect is an <b>amulet</b>: 1 coin to the bank, not to the "
        "temple. Stop at the temple."),
        target=f"stop:{TEMPLE}", expect=(move(TEMPLE),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "The temple is next.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Choose the amulet instead of a gift."),
        target="tile:crossroads", beside=CHOICE, expect=(rules.TAKE_CROSSROADS,),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Choose the <b>amulet</b> this time.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Take <b>Health</b>. The others cannot see your amulets. Each is used once, and not in "
        "the turn you got it."),
        target="tile:health", beside=CHOICE, expect=(Action.of("amulet_buy", id="health"),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Take <b>Health</b>: you will use it soon.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "At an <b>encounter</b> you may buy a <b>calligraphy</b> for 1 coin instead. Stop at the "
        "encounter."),
        target=f"stop:{ENCOUNTER}", expect=(move(ENCOUNTER),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "On to the encounter.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Choose the calligraphy."),
        target="tile:crossroads", beside=CHOICE, expect=(rules.TAKE_CROSSROADS,),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial",
            "Choose the <b>calligraphy</b> alone: keep <b>Health</b> for the next stop.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Calligraphies score at the end, as printed. <b>Contemplation</b> gives 3 points per "
        "completed panorama and 1 per cherry tree. Take it."),
        target="tile:contemplation", beside=CHOICE,
        expect=(Action.of("calligraphy", id="contemplation"),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Take <b>Contemplation</b> for this journey.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "A panorama stop offers a <b>cherry tree</b>: 2 points and 1 coin. Stop at the rice "
        "paddy."),
        target=f"stop:{PADDY}", expect=(move(PADDY),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Go to the rice paddy panorama.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks the choice over the board. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Your Health amulet lets you take <b>both</b> effects here: the panorama part and the "
        "cherry tree. Switch on its chip, then click the effect to take first."),
        target="hero", beside=CHOICE, expect=(rules.HEALTH_BASE_FIRST, rules.HEALTH_CROSSROADS_FIRST),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Use <b>Health</b>: take both effects.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "A hot spring sells a <b>bath house</b>: 1 coin for 4 points, and it counts for the "
        "Bather. Stop at the hot spring."),
        target=f"stop:{HOT_SPRING}", expect=(move(HOT_SPRING),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "The hot spring is next.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Choose the bath house."),
        target="tile:crossroads", beside=CHOICE, expect=(rules.TAKE_CROSSROADS,),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for. <b>…</b>: a name or term as on the table.
        why_not=QT_TRANSLATE_NOOP(
            "TokaidoTutorial", "Choose the <b>bath house</b> this time.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a stop on the road. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "At a farm you may bet 2 coins in the <b>gaming room</b> instead of taking 3. Stop at the "
        "farm."),
        target=f"stop:{FARM}", expect=(move(FARM),),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Go to the farm.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble, asking for a move.
    #: Its ring marks a card to choose over the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Choose the gaming room. The fortune die shows ×0 twice, then ×1 to ×4: it multiplies "
        "your stake."),
        target="tile:crossroads", beside=CHOICE, expect=(rules.TAKE_CROSSROADS,),
        #: Tokaido tutorial, Crossroads lesson: the note shown when the learner
        #: makes another move than the lesson asks for.
        why_not=QT_TRANSLATE_NOOP("TokaidoTutorial", "Try your luck in the gaming room.")),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the choice in the panel. <b>…</b>: a name or term as on the table.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial", "Press <b>Roll the die</b> and see what your bet brings."),
        target="main", confirm=True),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "Now travel on as you like to the first inn. Remember: at each stop, the usual effect or "
        "the new one."),
        accepts=any_move, until=at_first_inn, beside=ROAD_AHEAD),
    #: Tokaido tutorial, Crossroads lesson: a lesson's text in the tutorial bubble.
    #: Its ring marks the board.
    Lesson(QT_TRANSLATE_NOOP(
        "TokaidoTutorial",
        "That is all Crossroads adds. Your calligraphy and the other bonuses count at Edo: enjoy "
        "the rest of the journey!"),
        target="board"),
)

CROSSROADS_TUTORIAL = Tutorial(
    game=GAME, key="crossroads",
    #: the Crossroads lesson's title in "Learn to play" and in the bubble's heading; it is also
    #: %1 of "You know how to play %1" after the last lesson, hence the article
    title=QT_TRANSLATE_NOOP("TokaidoTutorial", "the Crossroads expansion"),
    context=CONTEXT, options={"crossroads": True}, seats=SEATS, seed=CROSSROADS_SEED,
    setup=CROSSROADS_SETUP, lessons=CROSSROADS_LESSONS, minutes=4, players=CROSSROADS_PLAYERS)

TUTORIALS = (BASE_TUTORIAL, CROSSROADS_TUTORIAL)
