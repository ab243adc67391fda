"""Every user-facing text of Let's Go! To Japan (and its Passport expansion), in one context.

Names kept in code are QT_TRANSLATE_NOOP tables (literal strings, so pyside6-lupdate extracts
them) and are translated when shown; sentences are translated first and their placeholders (%1,
%2, ...) filled afterwards; counts use Qt's %n plural forms through the QObject ``LetsGo``
(PLURALS). A ``#:`` comment above a message reaches the translators as its extracomment.

Site names are the real places of the cards (Sensō-ji, Fushimi Inari, ...); the descriptive
ones ("Cooking class") are translated. Effects, conditions and rewards are said in our own
short words, read from the game's data (never a rule decided here).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from tabibito.engine import Event, Prompt, TabibitoError
from tabibito.games.letsgo import rules, trip
from tabibito.games.letsgo.data import (
    HAPPINESS,
    PER_CITY_DAYS,
    PER_SETS,
    PER_TRAINS,
    Card,
    LetsGoData,
    load_data,
)

from ..kit import words
from ..kit.i18n import QT_TRANSLATE_NOOP, fill

CONTEXT = "LetsGo"


# Sentences are written where they are used as translate("LetsGo", "..."): lupdate reads them there.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    """Translate a name or sentence taken from one of the NOOP tables below."""
    return QCoreApplication.translate(CONTEXT, text)


GAME_TITLE = QT_TRANSLATE_NOOP("LetsGo", "Let's Go! To Japan")
TAGLINE = QT_TRANSLATE_NOOP(
    "LetsGo", "Plan a week in Tokyo and Kyoto card by card, then set off on the trip.")

# --- the sites of the 160 activity cards (data key -> English name of cards.json) --------------

SITES = {
    # Tokyo
    #: a site of a Tokyo card (a museum of animation)
    "anime_museum": QT_TRANSLATE_NOOP("LetsGo", "Anime museum"),
    #: a Buddhist temple in Tokyo (増上寺)
    "zojoji_temple": QT_TRANSLATE_NOOP("LetsGo", "Zōjō-ji Temple"),
    #: Asakusa's temple (浅草寺) and its shopping street Nakamise (仲見世)
    "sensoji_nakamise": QT_TRANSLATE_NOOP("LetsGo", "Sensō-ji Temple and Nakamise"),
    #: the Shinto shrine of Tokyo (明治神宮)
    "meiji_jingu": QT_TRANSLATE_NOOP("LetsGo", "Meiji Jingū Shrine"),
    #: a temple in Tokyo known for its beckoning cats (豪徳寺)
    "gotokuji_temple": QT_TRANSLATE_NOOP("LetsGo", "Gōtoku-ji Temple"),
    "ginza_department_stores": QT_TRANSLATE_NOOP("LetsGo", "Department stores in Ginza"),
    "shibuya_shopping": QT_TRANSLATE_NOOP("LetsGo", "Shopping in Shibuya"),
    #: the statue of the faithful dog at Shibuya station (ハチ公像)
    "hachiko_statue": QT_TRANSLATE_NOOP("LetsGo", "Hachikō statue"),
    #: an activity: watching a sumo tournament
    "sumo": QT_TRANSLATE_NOOP("LetsGo", "Watch sumo"),
    "baseball_game": QT_TRANSLATE_NOOP("LetsGo", "Baseball game"),
    #: Tokyo's city hall in Shinjuku (東京都庁)
    "tokyo_metropolitan_building": QT_TRANSLATE_NOOP(
        "LetsGo", "Tokyo Metropolitan Government Building"),
    "tokyo_tower": QT_TRANSLATE_NOOP("LetsGo", "Tokyo Tower"),
    #: a rooftop park and shopping complex in Shibuya (MIYASHITA PARK)
    "miyashita_park": QT_TRANSLATE_NOOP("LetsGo", "Miyashita Park"),
    #: the East Gardens of the Imperial Palace (皇居東御苑)
    "imperial_palace_gardens": QT_TRANSLATE_NOOP("LetsGo", "Imperial Palace Gardens"),
    #: a café where rescued cats live (保護猫カフェ)
    "cat_cafe": QT_TRANSLATE_NOOP("LetsGo", "Rescue cat café"),
    "akihabara_board_games": QT_TRANSLATE_NOOP("LetsGo", "Board game store in Akihabara"),
    "ueno_park": QT_TRANSLATE_NOOP("LetsGo", "Ueno Park"),
    #: the national garden of Shinjuku (新宿御苑)
    "shinjuku_gyoen": QT_TRANSLATE_NOOP("LetsGo", "Shinjuku Gyoen"),
    #: capsule-toy vending machines (ガチャガチャ)
    "gachapon": QT_TRANSLATE_NOOP("LetsGo", "Gachapon machines"),
    "tsukiji_sushi": QT_TRANSLATE_NOOP("LetsGo", "Sushi at the Tsukiji market"),
    #: grilled skewers in the alley Omoide Yokochō of Shinjuku (思い出横丁)
    "omoide_yokocho_yakitori": QT_TRANSLATE_NOOP("LetsGo", "Yakitori in Omoide Yokochō"),
    "capsule_hotel": QT_TRANSLATE_NOOP("LetsGo", "Capsule hotel"),
    "tokyo_station": QT_TRANSLATE_NOOP("LetsGo", "Tokyo Station"),
    "tokyo_national_museum": QT_TRANSLATE_NOOP("LetsGo", "Tokyo National Museum"),
    "harajuku_outfit": QT_TRANSLATE_NOOP("LetsGo", "A new outfit in Harajuku"),
    "harajuku_crepes": QT_TRANSLATE_NOOP("LetsGo", "Crêpes in Harajuku"),
    #: a district of Tokyo (池袋)
    "ikebukuro": QT_TRANSLATE_NOOP("LetsGo", "Ikebukuro"),
    #: a district of Tokyo (代官山)
    "daikanyama": QT_TRANSLATE_NOOP("LetsGo", "Daikanyama"),
    #: a café with a theme (maids, anime, ...: コンセプトカフェ)
    "themed_cafe": QT_TRANSLATE_NOOP("LetsGo", "Themed café"),
    "kabuki_show": QT_TRANSLATE_NOOP("LetsGo", "Kabuki show"),
    "luxury_hotel": QT_TRANSLATE_NOOP("LetsGo", "A really nice hotel"),
    "top_restaurant": QT_TRANSLATE_NOOP("LetsGo", "Top restaurant"),
    #: a Tokyo dish of the Tsukishima district (月島のもんじゃ焼き)
    "tsukishima_monjayaki": QT_TRANSLATE_NOOP("LetsGo", "Monjayaki in Tsukishima"),
    #: sushi on a conveyor belt (回転寿司)
    "conveyor_belt_sushi": QT_TRANSLATE_NOOP("LetsGo", "Conveyor-belt sushi"),
    #: a shrine in Tokyo (根津神社)
    "nezu_shrine": QT_TRANSLATE_NOOP("LetsGo", "Nezu Shrine"),
    #: a green ravine in Tokyo (等々力渓谷公園)
    "todoroki_valley": QT_TRANSLATE_NOOP("LetsGo", "Todoroki Valley Park"),
    #: a shrine in Tokyo (神田明神)
    "kanda_shrine": QT_TRANSLATE_NOOP("LetsGo", "Kanda Shrine"),
    #: food from a convenience store (コンビニ)
    "konbini_food": QT_TRANSLATE_NOOP("LetsGo", "Food from a konbini"),
    "street_food": QT_TRANSLATE_NOOP("LetsGo", "Street food"),
    "soba_tempura": QT_TRANSLATE_NOOP("LetsGo", "Soba and tempura"),
    # the yellow cards (in both decks)
    "festival": QT_TRANSLATE_NOOP("LetsGo", "Festival"),
    "hike": QT_TRANSLATE_NOOP("LetsGo", "A hike outside town"),
    "cherry_blossoms": QT_TRANSLATE_NOOP("LetsGo", "Cherry blossoms"),
    "ramen": QT_TRANSLATE_NOOP("LetsGo", "Ramen at the best place"),
    "small_shrine": QT_TRANSLATE_NOOP("LetsGo", "A small shrine"),
    #: a booth printing photo stickers (プリクラ)
    "photo_sticker_booth": QT_TRANSLATE_NOOP("LetsGo", "Photo sticker booth"),
    "gift_shop": QT_TRANSLATE_NOOP("LetsGo", "A gift from an interesting shop"),
    "cooking_class": QT_TRANSLATE_NOOP("LetsGo", "Cooking class"),
    "concert": QT_TRANSLATE_NOOP("LetsGo", "Concert"),
    # Kyoto
    #: the Silver Pavilion (銀閣寺)
    "ginkakuji_temple": QT_TRANSLATE_NOOP("LetsGo", "Ginkaku-ji Temple"),
    #: a Zen temple in Kyoto (東福寺)
    "tofukuji_temple": QT_TRANSLATE_NOOP("LetsGo", "Tōfuku-ji Temple"),
    #: the rock garden temple (龍安寺)
    "ryoanji_temple": QT_TRANSLATE_NOOP("LetsGo", "Ryōan-ji Temple"),
    #: the Golden Pavilion (金閣寺)
    "kinkakuji_temple": QT_TRANSLATE_NOOP("LetsGo", "Kinkaku-ji Temple"),
    #: 清水寺
    "kiyomizudera_temple": QT_TRANSLATE_NOOP("LetsGo", "Kiyomizu-dera Temple"),
    #: 南禅寺
    "nanzenji_temple": QT_TRANSLATE_NOOP("LetsGo", "Nanzen-ji Temple"),
    #: the shrine of the thousand red gates (伏見稲荷大社)
    "fushimi_inari": QT_TRANSLATE_NOOP("LetsGo", "Fushimi Inari Shrine"),
    #: 八坂神社
    "yasaka_shrine": QT_TRANSLATE_NOOP("LetsGo", "Yasaka Shrine"),
    #: 平安神宮
    "heian_shrine": QT_TRANSLATE_NOOP("LetsGo", "Heian Shrine"),
    "tea_ceremony": QT_TRANSLATE_NOOP("LetsGo", "Tea ceremony"),
    "kyoto_tower": QT_TRANSLATE_NOOP("LetsGo", "Kyoto Tower"),
    #: the monkey park on the hill of Arashiyama (嵐山モンキーパーク)
    "monkey_park": QT_TRANSLATE_NOOP("LetsGo", "Monkey park"),
    #: the Kyoto International Manga Museum (京都国際マンガミュージアム)
    "manga_museum": QT_TRANSLATE_NOOP("LetsGo", "Manga museum"),
    #: a stepped old street up to Kiyomizu-dera (三年坂 / 産寧坂)
    "sannenzaka": QT_TRANSLATE_NOOP("LetsGo", "Sannenzaka slope"),
    "ikebana_class": QT_TRANSLATE_NOOP("LetsGo", "Ikebana class"),
    #: a stage in Gion showing the arts of geiko and maiko (ギオンコーナー)
    "gion_corner": QT_TRANSLATE_NOOP("LetsGo", "Geisha show at Gion Corner"),
    #: 京都御所
    "kyoto_imperial_palace": QT_TRANSLATE_NOOP("LetsGo", "Kyoto Imperial Palace"),
    #: a canal-side path in Kyoto (哲学の道)
    "philosophers_path": QT_TRANSLATE_NOOP("LetsGo", "Philosopher's Path"),
    #: 京都鉄道博物館
    "kyoto_railway_museum": QT_TRANSLATE_NOOP("LetsGo", "Kyoto Railway Museum"),
    #: Kyoto's covered food market (錦市場)
    "nishiki_market": QT_TRANSLATE_NOOP("LetsGo", "Nishiki Market"),
    #: a craft store of Kyoto (京都ハンディクラフトセンター)
    "kyoto_handicraft_center": QT_TRANSLATE_NOOP("LetsGo", "Kyoto Handicraft Center"),
    #: a temple of 1200 stone statues (愛宕念仏寺)
    "otagi_nenbutsuji": QT_TRANSLATE_NOOP("LetsGo", "Otagi Nenbutsu-ji Temple"),
    #: a night at a temple (宿坊)
    "temple_lodging": QT_TRANSLATE_NOOP("LetsGo", "Temple lodging"),
    #: 嵐山の竹林
    "arashiyama_bamboo_grove": QT_TRANSLATE_NOOP("LetsGo", "Arashiyama Bamboo Grove"),
    #: a traditional Japanese inn (旅館)
    "ryokan": QT_TRANSLATE_NOOP("LetsGo", "Ryokan"),
    #: a traditional wooden town house of Kyoto (町家)
    "machiya": QT_TRANSLATE_NOOP("LetsGo", "Machiya"),
    #: 二条城
    "nijo_castle": QT_TRANSLATE_NOOP("LetsGo", "Nijō Castle"),
    #: an old alley of restaurants by the river (先斗町)
    "pontocho": QT_TRANSLATE_NOOP("LetsGo", "Pontochō"),
    #: 修学院離宮
    "shugakuin_villa": QT_TRANSLATE_NOOP("LetsGo", "Shugaku-in Imperial Villa"),
    #: the old eastern district of Kyoto (東山)
    "higashiyama": QT_TRANSLATE_NOOP("LetsGo", "Higashiyama district"),
    #: 天龍寺
    "tenryuji_temple": QT_TRANSLATE_NOOP("LetsGo", "Tenryū-ji Temple"),
    #: the moss temple (苔寺, Saihō-ji)
    "kokedera": QT_TRANSLATE_NOOP("LetsGo", "Koke-dera Temple"),
    #: a hot spring bath (温泉)
    "onsen": QT_TRANSLATE_NOOP("LetsGo", "Onsen"),
    #: the district of sake breweries (Fushimi)
    "sake_district": QT_TRANSLATE_NOOP("LetsGo", "Sake district"),
    #: covered shopping streets (商店街)
    "shopping_arcades": QT_TRANSLATE_NOOP("LetsGo", "Shopping arcades"),
    "flea_market": QT_TRANSLATE_NOOP("LetsGo", "Flea market"),
    "kyoto_national_museum": QT_TRANSLATE_NOOP("LetsGo", "Kyoto National Museum"),
    #: a lesson on Japanese drums (和太鼓)
    "drumming_class": QT_TRANSLATE_NOOP("LetsGo", "Drumming class"),
}

# --- cities, days, icons, conditions ------------------------------------------------------------

CITY_NAMES = {
    "tokyo": QT_TRANSLATE_NOOP("LetsGo", "Tokyo"),
    "kyoto": QT_TRANSLATE_NOOP("LetsGo", "Kyoto"),
}

#: the days of the itinerary, Monday (0) to Saturday (5)
DAY_NAMES = (
    QT_TRANSLATE_NOOP("LetsGo", "Monday"),
    QT_TRANSLATE_NOOP("LetsGo", "Tuesday"),
    QT_TRANSLATE_NOOP("LetsGo", "Wednesday"),
    QT_TRANSLATE_NOOP("LetsGo", "Thursday"),
    QT_TRANSLATE_NOOP("LetsGo", "Friday"),
    QT_TRANSLATE_NOOP("LetsGo", "Saturday"),
)

ICON_NAMES = {
    #: an experience (red icon and track)
    "R": QT_TRANSLATE_NOOP("LetsGo", "Temples & shrines"),
    #: an experience (green icon and track)
    "G": QT_TRANSLATE_NOOP("LetsGo", "Food & drink"),
    #: an experience (pink icon and track)
    "P": QT_TRANSLATE_NOOP("LetsGo", "Nature & gardens"),
    #: an experience (yellow icon and track)
    "Y": QT_TRANSLATE_NOOP("LetsGo", "Shopping"),
    #: an experience (turquoise icon and track)
    "B": QT_TRANSLATE_NOOP("LetsGo", "Unique experiences"),
    #: a mood icon: relaxing, moves the mood toward happiness
    "hL": QT_TRANSLATE_NOOP("LetsGo", "Green lightning"),
    #: a mood icon: cheap, moves the mood toward happiness
    "hY": QT_TRANSLATE_NOOP("LetsGo", "Green yen"),
    #: a mood icon: strenuous, moves the mood toward stress
    "aL": QT_TRANSLATE_NOOP("LetsGo", "Red lightning"),
    #: a mood icon: expensive, moves the mood toward stress
    "aY": QT_TRANSLATE_NOOP("LetsGo", "Red yen"),
    #: a token: one step on any experience track
    "wild": QT_TRANSLATE_NOOP("LetsGo", "Wild token"),
}

#: the sixth favourable-condition token: both green mood icons match it
HAPPINESS_CONDITION = QT_TRANSLATE_NOOP("LetsGo", "Happiness (green mood icons)")

# --- passports (the expansion) -------------------------------------------------------------------

PASSPORT_NAMES = {
    #: the title of passport card 1 (our own short title)
    1: QT_TRANSLATE_NOOP("LetsGo", "First class"),
    2: QT_TRANSLATE_NOOP("LetsGo", "Bargain hunter"),
    3: QT_TRANSLATE_NOOP("LetsGo", "Hard start"),
    4: QT_TRANSLATE_NOOP("LetsGo", "Free spirit"),
    5: QT_TRANSLATE_NOOP("LetsGo", "Well prepared"),
    6: QT_TRANSLATE_NOOP("LetsGo", "A taste of everything"),
    7: QT_TRANSLATE_NOOP("LetsGo", "Carefree spending"),
    8: QT_TRANSLATE_NOOP("LetsGo", "Highs and lows"),
    9: QT_TRANSLATE_NOOP("LetsGo", "Joy of the unique"),
    10: QT_TRANSLATE_NOOP("LetsGo", "Lucky breaks"),
    11: QT_TRANSLATE_NOOP("LetsGo", "Strong feelings"),
    12: QT_TRANSLATE_NOOP("LetsGo", "Double rewards"),
    13: QT_TRANSLATE_NOOP("LetsGo", "Rich experience"),
    14: QT_TRANSLATE_NOOP("LetsGo", "Varied days"),
    15: QT_TRANSLATE_NOOP("LetsGo", "Double wilds"),
    16: QT_TRANSLATE_NOOP("LetsGo", "Specialist"),
    17: QT_TRANSLATE_NOOP("LetsGo", "Two cities in balance"),
    18: QT_TRANSLATE_NOOP("LetsGo", "Museums and classes"),
}

PASSPORT_EFFECTS = {
    1: QT_TRANSLATE_NOOP("LetsGo", "Start the game with 3 luxury train tickets."),
    2: QT_TRANSLATE_NOOP(
        "LetsGo", "Each green yen moves your mood 2 steps toward happiness and scores 1 VP."),
    3: QT_TRANSLATE_NOOP(
        "LetsGo", "Start with 2 red lightning icons; the VP of your first 2 highlights are "
                  "doubled."),
    4: QT_TRANSLATE_NOOP("LetsGo", "Start the game with 3 wild tokens."),
    5: QT_TRANSLATE_NOOP("LetsGo", "Start the game with 5 research tokens and 1 green yen icon."),
    6: QT_TRANSLATE_NOOP("LetsGo", "Start the game with 1 icon of each experience."),
    7: QT_TRANSLATE_NOOP(
        "LetsGo", "Red yen icons do not move your mood, and each scores 1 VP."),
    8: QT_TRANSLATE_NOOP("LetsGo", "1 VP per green lightning and 2 VP per red lightning."),
    9: QT_TRANSLATE_NOOP(
        "LetsGo", "Each unique experience icon also moves your mood 1 step toward happiness "
                  "and scores 1 VP."),
    10: QT_TRANSLATE_NOOP(
        "LetsGo", "Twice on the trip, score a highlight without meeting its condition."),
    11: QT_TRANSLATE_NOOP("LetsGo", "The VP of your happiness and stress tracks are doubled."),
    12: QT_TRANSLATE_NOOP(
        "LetsGo", "Your highlights give twice the icons and wild tokens they show."),
    13: QT_TRANSLATE_NOOP(
        "LetsGo", "Each experience track scores 4 VP from 4, 13 VP from 7 and 22 VP from 10."),
    14: QT_TRANSLATE_NOOP(
        "LetsGo", "6 VP for each day with at least 4 different experiences."),
    15: QT_TRANSLATE_NOOP(
        "LetsGo", "Each wild token moves two different experience markers one step."),
    16: QT_TRANSLATE_NOOP(
        "LetsGo", "1 VP per icon of your strongest experience, and 6 VP for each experience "
                  "with 0 to 3."),
    17: QT_TRANSLATE_NOOP(
        "LetsGo", "14 VP if your itinerary holds as many Tokyo cards as Kyoto cards (face-up "
                  "yellow cards do not count)."),
    18: QT_TRANSLATE_NOOP(
        "LetsGo", "4 VP for each museum and class you visit: the anime, manga, railway and "
                  "both national museums, the cooking, drumming and ikebana classes."),
}

# --- the draft ----------------------------------------------------------------------------------

BONUS_REWARDS = {
    #: a day bonus reward (1 matching icon or more)
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood one step toward happiness"),
    #: a day bonus reward (2 matching icons or more)
    "research": QT_TRANSLATE_NOOP("LetsGo", "2 research tokens"),
    #: a day bonus reward (2 matching icons or more)
    "wild": QT_TRANSLATE_NOOP("LetsGo", "1 wild token"),
    #: a day bonus reward (3 matching icons or more)
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "1 luxury train ticket"),
    #: a day bonus reward (3 matching icons or more): a 4th card, face down, on that day
    "walk": QT_TRANSLATE_NOOP("LetsGo", "Bonus walk: a 4th card face down"),
}

# --- the trip -----------------------------------------------------------------------------------

TRAIN_NAMES = {
    #: a train ticket: every traveller has one, 0 VP
    "start": QT_TRANSLATE_NOOP("LetsGo", "Start train ticket"),
    #: a train ticket won as a day bonus: +2 VP and a green lightning when used
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "Luxury train ticket"),
    #: a train ticket from the supply: −2 VP
    "standard": QT_TRANSLATE_NOOP("LetsGo", "Standard train ticket"),
}

TRAIN_CHOICES = {
    #: a button of the train decision on the trip
    "start": QT_TRANSLATE_NOOP("LetsGo", "Start train ticket (0 VP)"),
    #: a button of the train decision on the trip
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "Luxury train ticket (+2 VP, green lightning)"),
    #: a button of the train decision on the trip
    "standard": QT_TRANSLATE_NOOP("LetsGo", "Standard train ticket (−2 VP)"),
}

CATEGORIES = {
    "monday": DAY_NAMES[0],
    "tuesday": DAY_NAMES[1],
    "wednesday": DAY_NAMES[2],
    "thursday": DAY_NAMES[3],
    "friday": DAY_NAMES[4],
    "saturday": DAY_NAMES[5],
    #: a row of the score sheet: the happiness and stress tracks
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood"),
    #: a row of the score sheet: the five experience tracks
    "experience": QT_TRANSLATE_NOOP("LetsGo", "Experience"),
    #: a row of the score sheet: the train tickets used
    "trains": QT_TRANSLATE_NOOP("LetsGo", "Trains"),
    #: a row of the score sheet: 1 VP per unused research token
    "research": QT_TRANSLATE_NOOP("LetsGo", "Research tokens"),
    #: a row of the score sheet: what the passport card scored
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport"),
}

# --- options ------------------------------------------------------------------------------------

OPTIONS = {
    #: the expansion (its official name)
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport expansion"),
    #: the solo opponent's difficulty
    "agency": QT_TRANSLATE_NOOP("LetsGo", "Travel agency"),
}

OPTION_HELP = {
    "passport": QT_TRANSLATE_NOOP(
        "LetsGo", "Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way "
                  "to score on the trip."),
    "agency": QT_TRANSLATE_NOOP(
        "LetsGo", "Solo: the travel agency builds its own itinerary from the cards you give "
                  "it. Easy: its highlights need their conditions. Normal: every highlight "
                  "scores. Hard: every highlight scores and it rides luxury trains."),
}

AGENCY_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("LetsGo", "Easy"),
    "normal": QT_TRANSLATE_NOOP("LetsGo", "Normal"),
    "hard": QT_TRANSLATE_NOOP("LetsGo", "Hard"),
}

#: the solo opponent, as a name on the score sheet
AGENCY_NAME = QT_TRANSLATE_NOOP("LetsGo", "Travel agency")

# --- the side panel -----------------------------------------------------------------------------

PANEL_WORDS = {
    #: the panel's scores: %1 a traveller's final total
    "final": QT_TRANSLATE_NOOP("LetsGo", "%1 (final)"),
    #: a button: draw from this deck; %1 a city ("Tokyo")
    "deck": QT_TRANSLATE_NOOP("LetsGo", "%1 deck"),
    #: the panel's scores during the trip: %1 the points of the categories settled so far
    "so_far": QT_TRANSLATE_NOOP("LetsGo", "%1 so far"),
    "confirm": QT_TRANSLATE_NOOP("LetsGo", "Confirm"),
    "luxury": QT_TRANSLATE_NOOP("LetsGo", "Luxury trains: %1"),
    #: the panel's tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps
    "mood": QT_TRANSLATE_NOOP("LetsGo", "Mood: %1 · happiness %2"),
    "or_play": QT_TRANSLATE_NOOP("LetsGo", "Or play a card from your hand on the board."),
    "or_walk": QT_TRANSLATE_NOOP(
        "LetsGo", "Or take the bonus walk: click a lit slot of %1 on the board."),
    "passport": QT_TRANSLATE_NOOP("LetsGo", "Passport: %1"),
    #: a check box: show the trip planner's final score on each trip choice
    "advice": QT_TRANSLATE_NOOP("LetsGo", "Planner advice"),
    "advice_shown": QT_TRANSLATE_NOOP(
        "LetsGo", "Planner: final score with best play from each choice."),
    "no_advice": QT_TRANSLATE_NOOP("LetsGo", "Planner: no advice for this decision."),
    "planner_thinking": QT_TRANSLATE_NOOP("LetsGo", "Planner: thinking…"),
    "research": QT_TRANSLATE_NOOP("LetsGo", "Research tokens: %1"),
    "scores": QT_TRANSLATE_NOOP("LetsGo", "Scores"),
    "undo_help": QT_TRANSLATE_NOOP("LetsGo", "Take back your last decision"),
    "over": QT_TRANSLATE_NOOP("LetsGo", "The trip is over: see the score pad."),
    "waiting": QT_TRANSLATE_NOOP("LetsGo", "Waiting for the other travellers."),
    "wilds": QT_TRANSLATE_NOOP("LetsGo", "Wild tokens: %1"),
    "agency_note": QT_TRANSLATE_NOOP(
        "LetsGo", "You decide for the travel agency: the planner's ★ keeps its score lowest."),
    "held": QT_TRANSLATE_NOOP("LetsGo", "Your choice is made: confirm to go on, or undo it."),
    #: the bar's hint at a decision of the trip (the question is in the panel below)
    "trip_hint": QT_TRANSLATE_NOOP("LetsGo", "Your trip: choose below."),
    #: the bar's hint at a decision of the travel agency's trip, taken by the solo player
    "agency_hint": QT_TRANSLATE_NOOP("LetsGo", "The travel agency's trip: choose for it below."),
    "tokens": QT_TRANSLATE_NOOP("LetsGo", "Your tokens"),
    "advice_help": QT_TRANSLATE_NOOP(
        "LetsGo", "Show the final score each choice leads to with the best play from there "
                  "(an exact search)."),
}


def panel_word(key: str) -> str:
    """The side panel's words (``PANEL_WORDS``) in the language of the moment."""
    return tr(PANEL_WORDS[key])


# --- errors -------------------------------------------------------------------------------------

ERRORS = {
    "letsgo.trip.itinerary": QT_TRANSLATE_NOOP(
        "LetsGo", "This itinerary cannot be travelled: every day needs its cards."),
    "letsgo.trip.agency": QT_TRANSLATE_NOOP(
        "LetsGo", "The travel agency can only be easy, normal or hard."),
    "letsgo.trip.over": QT_TRANSLATE_NOOP("LetsGo", "The trip is over: nothing is left to "
                                                    "decide."),
    "letsgo.trip.illegal": QT_TRANSLATE_NOOP(
        "LetsGo", "That is not one of the choices of this trip decision."),
    #: the round cannot go on yet: some traveller still has a card to place or a choice
    "action.nothing_to_resolve": QT_TRANSLATE_NOOP(
        "LetsGo", "Nothing is waiting to be drawn or passed on yet."),
}
DATA_ERRORS = ("letsgo.data.missing", "letsgo.data.corrupt", "letsgo.data.invalid")
DATA_ERROR = QT_TRANSLATE_NOOP(
    "LetsGo", "The cards of Let's Go! To Japan could not be loaded; reinstall Tabibito.")

# --- prompts ------------------------------------------------------------------------------------

PROMPTS = {
    rules.CHOOSE_PASSPORT: QT_TRANSLATE_NOOP(
        "LetsGo", "Keep one of your two passport cards."),
    rules.CHOOSE_DECK: QT_TRANSLATE_NOOP(
        "LetsGo", "Last round: choose the deck to draw your card from."),
    rules.GIVE: QT_TRANSLATE_NOOP(
        "LetsGo", "Choose the next card for the travel agency's itinerary."),
}

TRIP_DECISIONS = {
    #: the question of a trip decision: %1 a yellow card's site, %2 its day
    trip.YELLOW_CITY: QT_TRANSLATE_NOOP(
        "LetsGo", "%1 on %2 is a yellow card: does it count for Tokyo or for Kyoto?"),
    #: the question of a trip decision: %1 the card the train arrives at, %2 its day
    trip.TRAIN: QT_TRANSLATE_NOOP(
        "LetsGo", "The city changes at %1 on %2: which train ticket do you use?"),
    #: the question of a trip decision: %1 the walk's card (now seen), %2 its day
    trip.WALK: QT_TRANSLATE_NOOP(
        "LetsGo", "Your walk on %2 turns out to be %1: score its front or its back?"),
    #: the question of a trip decision: %1 the highlight's card, %2 its day
    trip.FREE_HIGHLIGHT: QT_TRANSLATE_NOOP(
        "LetsGo", "The highlight of %2, %1, misses its condition: score it anyway with your "
                  "passport?"),
    #: the question of a trip decision in solo: %1 the highlight's card, %2 its day
    trip.AGENCY_WILD: QT_TRANSLATE_NOOP(
        "LetsGo", "The travel agency wins a wild token on %2 (%1): its highest experience "
                  "tracks are tied. Which one moves?"),
}
#: the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day
AGENCY_YELLOW = QT_TRANSLATE_NOOP(
    "LetsGo", "The travel agency's %1 on %2 is a yellow card: does it count for Tokyo or for "
              "Kyoto?")


# --- names --------------------------------------------------------------------------------------


def _named(table: Mapping[Any, str], key: Any) -> str:
    text = table.get(key)
    return tr(text) if text is not None else str(key)


def site_name(site_key: str) -> str:
    return _named(SITES, site_key)


def city_name(city: str) -> str:
    return _named(CITY_NAMES, city)


def day_name(day: int | str | None) -> str:
    """A day by its number (0 = Monday) or its score-sheet key ("monday")."""
    if day is None:
        return ""
    if isinstance(day, str):
        day = trip.DAY_KEYS.index(day) if day in trip.DAY_KEYS else -1
    return tr(DAY_NAMES[day]) if 0 <= day < len(DAY_NAMES) else str(day)


def icon_name(code: str) -> str:
    return _named(ICON_NAMES, code)


def condition_name(token: str) -> str:
    """A favourable-condition token: an experience, or happiness."""
    if token == HAPPINESS:
        return tr(HAPPINESS_CONDITION)
    return icon_name(token)


def passport_name(number: int) -> str:
    return _named(PASSPORT_NAMES, number)


def passport_effect(number: int) -> str:
    return _named(PASSPORT_EFFECTS, number)


def bonus_reward_label(reward: str) -> str:
    return _named(BONUS_REWARDS, reward)


def train_name(train: str) -> str:
    return _named(TRAIN_NAMES, train)


def category_label(key: str) -> str:
    return _named(CATEGORIES, key)


def option_label(key: str) -> str:
    return _named(OPTIONS, key)


def option_help(key: str) -> str | None:
    text = OPTION_HELP.get(key)
    return tr(text) if text is not None else None


def option_value_label(key: str, value: Any) -> str:
    if isinstance(value, bool):
        return words.on_off(value)
    if key == rules.AGENCY:
        return _named(AGENCY_LEVELS, value)
    return str(value)


def agency_name() -> str:
    return tr(AGENCY_NAME)


def listed(names: Iterable[str]) -> str:
    """Names as a list of the current language ("A, B and C")."""
    return QLocale().createSeparatedList(list(names))


def _data(data: LetsGoData | None) -> LetsGoData:
    return load_data() if data is None else data


def card_title(card_id_or_entry: str, data: LetsGoData | None = None) -> str:
    """A card's site, or what its back says: a walk, a face-down card of a deck."""
    entry = card_id_or_entry
    if entry.startswith(rules.FACE_DOWN):
        if rules.is_placeholder(entry) or entry[1:] not in _data(data).cards:
            return walk_title(rules.city_of(entry))
        return site_name(_data(data).cards[entry[1:]].site)
    if rules.is_placeholder(entry):
        return face_down_title(rules.city_of(entry))
    card = _data(data).cards.get(entry)
    return site_name(card.site) if card is not None else entry


def walk_title(city: str | None = None) -> str:
    if city == "tokyo":
        #: a face-down walk card of the Tokyo deck (its front unseen until the trip)
        return translate("LetsGo", "Walk (Tokyo deck)")
    if city == "kyoto":
        return translate("LetsGo", "Walk (Kyoto deck)")
    #: a face-down walk card
    return translate("LetsGo", "Walk")


def face_down_title(city: str) -> str:
    if city == "tokyo":
        #: a card seen from its back: the deck is all that shows
        return translate("LetsGo", "Face-down card (Tokyo deck)")
    return translate("LetsGo", "Face-down card (Kyoto deck)")


# --- sentences with a count ---------------------------------------------------------------------


class LetsGo(QObject):
    """The translation context of the game, for sentences with a count.

    pyside6-lupdate marks a text as plural (%n) only when it is passed to ``self.tr`` with a
    count, so these live on a QObject whose class name is the context.
    """

    def vp(self, n: int) -> str:
        #: a number of victory points, inserted into other sentences
        return self.tr("%n VP", "", n)

    def deck_left(self, n: int) -> str:
        #: tooltip of a deck: %1 its city, %n how many cards are left in it
        return self.tr("%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in "
                       "the discard.", "", n)

    def discard_count(self, n: int) -> str:
        #: tooltip of the common discard: %n how many cards lie in it
        return self.tr("Discard: %n card(s) (research, walks and the last round's hands).", "", n)

    def passed_pile(self, n: int) -> str:
        #: tooltip of an incoming pile: %1 the round it was passed in, %n the cards,
        #: %2 the round they are picked up in
        return self.tr("Passed to you in round %1: %n card(s), face down until you pick them up "
                       "in round %2.", "", n)

    def cards_for_round(self, n: int) -> str:
        #: an incoming pile beside the itinerary: %n how many cards, %1 the round they are
        #: picked up in
        return self.tr("%n card(s) for round %1", "", n)

    def at_least(self, n: int) -> str:
        #: a part of a highlight condition: %1 an icon ("Food & drink"), %n how many
        return self.tr("at least %n × %1", "", n)

    def walks_at_least(self, n: int) -> str:
        #: a part of a highlight condition
        return self.tr("walked at least %n time(s)", "", n)

    def rides_at_least(self, n: int) -> str:
        #: a part of a highlight condition: trains ridden so far
        return self.tr("at least %n train ride(s)", "", n)

    def per_icon(self, n: int) -> str:
        #: a highlight reward: %n VP for each icon %1 collected so far
        return self.tr("%n VP per %1", "", n)

    def per_set(self, n: int) -> str:
        #: a highlight reward: %n VP for each complete set of the icons %1 ("Temples + Food")
        return self.tr("%n VP per set of %1", "", n)

    def per_ride(self, n: int) -> str:
        #: a highlight reward
        return self.tr("%n VP per train ride", "", n)

    def per_city_day(self, n: int) -> str:
        #: a highlight reward: %1 a city; a day counts when all its cards are in that city
        return self.tr("%n VP per day spent entirely in %1", "", n)

    def draw_both(self, n: int) -> str:
        #: where a round's hand comes from
        return self.tr("Draw %n Tokyo card(s) and %n Kyoto card(s).", "", n)

    def draw_chosen(self, n: int) -> str:
        #: where round 13's hand comes from
        return self.tr("Draw %n card(s) from the deck of your choice.", "", n)

    def place(self, n: int) -> str:
        #: how many cards a round places
        return self.tr("Place %n card(s).", "", n)

    def discard_left(self, n: int) -> str:
        #: prompt during a research
        return self.tr("Research: discard %n card(s) from your hand.", "", n)

    def research_draws(self, n: int) -> str:
        #: prompt during a research
        return self.tr("Research: choose the deck of your next card (%n to draw).", "", n)

    def bonus(self, n: int) -> str:
        #: prompt: %1 a day; %n the icons that match its favourable condition
        return self.tr("Day bonus for %1: %n matching icon(s). Choose your reward.", "", n)

    def play(self, n: int) -> str:
        #: prompt: %1 the round; %n the cards still to place this round
        return self.tr("Round %1: place a card, or discard one for a walk (%n to place).", "",
                       n)

    def card_points(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 a card's site; %n its VP
        return self.tr("%1: %2, %n VP.", "", n)

    def card_back_points(self, n: int) -> str:
        #: log of the trip: %1 a day; a walk scored from its back
        return self.tr("%1: a walk, scored from its back, %n VP.", "", n)

    def highlight_met(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the highlight's card
        return self.tr("Highlight of %1 (%2): %n VP.", "", n)

    def highlight_free(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the card; scored without its condition (passport)
        return self.tr("Highlight of %1 (%2), scored without its condition: %n VP.", "", n)

    def highlight_gains(self, n: int) -> str:
        #: log of the trip: %1 a day, %2 the card, %3 the icons gained
        return self.tr("Highlight of %1 (%2): %n VP and %3.", "", n)

    def trip_over(self, n: int) -> str:
        #: log: the end of one traveller's trip
        return self.tr("The trip is over: %n VP in all.", "", n)

    def player_points(self, n: int) -> str:
        #: one line of a result: %1 a player
        return self.tr("%1: %n VP", "", n)

    def winner(self, n: int) -> str:
        #: the result of a game: %1 is the winner's name
        return self.tr("%1 wins with %n VP!", "", n)

    def shared_victory(self, n: int) -> str:
        #: the result of a tie (ties share the victory): %1 lists the winners
        return self.tr("Shared victory with %n VP: %1", "", n)

    def solo_win(self, n: int) -> str:
        #: the result in solo: %1 the player, %2 the travel agency's VP; %n the player's
        return self.tr("%1 beats the travel agency: %n VP to %2!", "", n)

    def solo_loss(self, n: int) -> str:
        #: the result in solo: %1 the player's VP; %n the travel agency's
        return self.tr("The travel agency wins: %n VP to %1.", "", n)

    def solo_tie(self, n: int) -> str:
        #: the result in solo: %1 the player; both have %n VP
        return self.tr("%1 and the travel agency tie with %n VP: a shared victory!", "", n)

    def research_tokens(self, n: int) -> str:
        #: score detail: unused research tokens
        return self.tr("%n research token(s)", "", n)

    def standard_trains(self, n: int) -> str:
        #: score detail of the trains
        return self.tr("%n standard", "", n)

    def luxury_trains(self, n: int) -> str:
        #: score detail of the trains
        return self.tr("%n luxury", "", n)

    def wilds_left(self, n: int) -> str:
        #: the question of the wild tokens on the trip: %1 where ("before the Monday highlight")
        return self.tr("Spend wild tokens %1? You have %n.", "", n)

    def free_left(self, n: int) -> str:
        #: a button of the free highlight decision: %n free highlights left
        return self.tr("Score it without its condition (%n left)", "", n)


    # -- the side panel's decisions --

    def research_draw(self, n: int) -> str:
        #: a button in the draft: %n cards drawn one at a time, %1 the deck ("Tokyo")
        return self.tr("Research: draw %n from %1", "", n)

    def research_question(self, n: int) -> str:
        #: the panel's question while the seat holds %n research tokens
        return self.tr("Spend a research token before placing? You have %n.", "", n)


PLURALS = LetsGo()  # the sentences with a count, for this package


def vp_text(n: int) -> str:
    return PLURALS.vp(n)


# --- cards in words -----------------------------------------------------------------------------

SET_JOINER = " + "  # the icons of a set, the parts of a reward: the same sign in every language


def condition_text(card: Card) -> str:
    """A highlight's condition in words; every part must hold."""
    condition = card.condition
    parts = [fill(PLURALS.at_least(n), icon_name(icon)) for icon, n in condition.at_least]
    #: a part of a highlight condition: %1 an icon
    absent = translate("LetsGo", "no %1 at all")
    parts += [fill(absent, icon_name(icon)) for icon in condition.absent]
    if condition.walks:
        parts.append(PLURALS.walks_at_least(condition.walks))
    if condition.trains:
        parts.append(PLURALS.rides_at_least(condition.trains))
    return listed(parts)


def reward_text(card: Card) -> str:
    """A highlight's reward in words: VP, VP counted per something, icons gained."""
    reward = card.reward
    parts = []
    if reward.points or not (reward.per or reward.gains):
        parts.append(vp_text(reward.points))
    if reward.per == PER_SETS:
        icons = [icon_name(icon) for icon in reward.per_icons]
        if len(icons) == 1:
            parts.append(fill(PLURALS.per_icon(reward.per_points), icons[0]))
        else:
            joined = SET_JOINER.join(icons)
            parts.append(fill(PLURALS.per_set(reward.per_points), joined))
    elif reward.per == PER_TRAINS:
        parts.append(PLURALS.per_ride(reward.per_points))
    elif reward.per == PER_CITY_DAYS:
        parts.append(fill(PLURALS.per_city_day(reward.per_points), city_name(reward.per_city)))
    if reward.gains:
        parts.append(gains_text(reward.gains))
    return SET_JOINER.join(parts)


def gains_text(gains: Sequence[str]) -> str:
    """Icons and wild tokens a highlight gives, counted: "2 × Food & drink and a wild token"."""
    counts: dict[str, int] = {}
    for gain in gains:
        counts[gain] = counts.get(gain, 0) + 1
    #: an icon gained, counted: %1 how many, %2 the icon ("2 × Food & drink")
    times = translate("LetsGo", "%1 × %2")
    return listed(icon_name(gain) if n == 1 else fill(times, n, icon_name(gain))
                  for gain, n in counts.items())


def card_city_text(card: Card) -> str:
    if card.yellow:
        #: a yellow card's city on its hover text
        return translate("LetsGo", "Yellow card: Tokyo or Kyoto, chosen on the trip")
    return city_name(card.deck)


def card_explanation(card: Card) -> str:
    """A card's hover text: city, icons, VP, and its highlight's condition and reward."""
    #: hover text of a card without icons
    icons = listed(map(icon_name, card.icons)) if card.icons else translate("LetsGo", "no icons")
    lines = [
        #: hover text of a card, first line: %1 the site, %2 its city
        fill(translate("LetsGo", "%1 (%2)"), site_name(card.site), card_city_text(card)),
        #: hover text of a card: %1 its icons, %2 its VP ("3 VP")
        fill(translate("LetsGo", "Icons: %1. Worth %2."), icons, vp_text(card.points)),
        #: hover text of a card: %1 the condition, %2 the reward
        fill(translate("LetsGo", "Highlight (as the day's last card): if %1, then %2."),
             condition_text(card), reward_text(card)),
    ]
    return "\n".join(lines)


def walk_back_explanation(data: LetsGoData | None = None) -> str:
    """The back of every card, as a face-down walk scores it on the trip."""
    back = _data(data).walk_back
    #: hover text of a walk's back: %1 its VP, %2 its icon, %3 its highlight's VP
    text = translate("LetsGo", "Walk, scored from its back: %1 and %2; as the day's last card "
                               "its highlight always gives %3.")
    return fill(text, vp_text(back.points), listed(map(icon_name, back.icons)),
                vp_text(back.highlight_points))


# --- rounds -------------------------------------------------------------------------------------


def round_source_text(round_: int) -> str:
    """Where this round's hand comes from and how many cards are placed (rules.ROUND_TABLE)."""
    plan = rules.ROUND_TABLE[round_]
    parts = []
    if plan.tokyo or plan.kyoto:
        parts.append(PLURALS.draw_both(plan.tokyo))
    if plan.chosen:
        parts.append(PLURALS.draw_chosen(plan.chosen))
    if len(plan.picks_up) == 1:
        #: where a round's hand comes from: %1 a round's number
        parts.append(fill(translate("LetsGo", "Pick up the cards passed to you in round %1."),
                          plan.picks_up[0]))
    elif plan.picks_up:  # always rounds in a row (the round table)
        #: where a round's hand comes from: the rounds %1 to %2 ("rounds 1–4")
        parts.append(fill(translate("LetsGo", "Pick up the cards passed to you in rounds %1–%2."),
                          plan.picks_up[0], plan.picks_up[-1]))
    parts.append(PLURALS.place(plan.place))
    return sentences(parts)


def sentences(parts: Sequence[str]) -> str:
    """Sentences one after the other, as the language writes them (no space in Japanese)."""
    #: two sentences in a row: %1 the first, %2 the next (Japanese: no space between)
    pair = translate("LetsGo", "%1 %2")
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = fill(pair, text, part)
    return text


def pass_direction_text(round_: int, solo: bool = False) -> str:
    """Where the rest of the hand goes at the round's end (binding decision 2; solo: §1.11)."""
    if solo:
        return translate("LetsGo", "The rest goes to the travel agency.")
    if round_ >= rules.ROUNDS:
        return translate("LetsGo", "Last round: the rest is not passed on.")
    if rules.pass_direction(round_) == rules.LEFT:
        return translate("LetsGo", "Pass the rest to the left.")
    return translate("LetsGo", "Pass the rest to the right.")


# --- trip decisions -----------------------------------------------------------------------------


def _card_and_day(params: Mapping, data: LetsGoData | None) -> tuple[str, str]:
    card = params.get("card")
    return (card_title(card, data) if card else ""), day_name(params.get("day", -1))


def trip_decision_text(kind: str, params: Mapping, data: LetsGoData | None = None) -> str:
    """The question of a trip decision (trip.TripDecision); ``params["agency"]``: the solo
    player decides it for the travel agency."""
    if kind == trip.WILD_TOKEN:
        return wild_question(params)
    card, day = _card_and_day(params, data)
    if kind == trip.YELLOW_CITY and params.get("agency"):
        return fill(tr(AGENCY_YELLOW), card, day)
    text = TRIP_DECISIONS.get(kind)
    if text is None:
        return translate("LetsGo", "Decide for your trip.")
    return fill(tr(text), card, day)


def wild_question(params: Mapping) -> str:
    wilds = int(params.get("wilds", 0))
    day = params.get("day")
    if day is None:
        #: where wild tokens are spent: the last chance, before the experience tracks score
        where = translate("LetsGo", "before the experience scoring")
    else:
        #: where wild tokens are spent: %1 a day
        where = fill(translate("LetsGo", "before the highlight of %1"), day_name(day))
    return fill(PLURALS.wilds_left(wilds), where)


def wild_choice_label(choice: str) -> str:
    """A wild token's button: an experience, two of them (passport 15), or done."""
    if choice == trip.DONE:
        #: a button of the wild token decision: spend no more now
        return translate("LetsGo", "Keep the rest")
    return SET_JOINER.join(icon_name(kind) for kind in choice.split("+"))


def trip_choice_label(kind: str, choice: Any, params: Mapping,
                      data: LetsGoData | None = None) -> str:
    """A button's label for one choice of a trip decision."""
    if kind == trip.YELLOW_CITY:
        return city_name(choice)
    if kind == trip.TRAIN:
        return _named(TRAIN_CHOICES, choice)
    if kind == trip.WALK:
        if choice == trip.FRONT:
            #: a button of the walk decision: %1 the card's site
            return fill(translate("LetsGo", "Front: %1"), card_title(params.get("card", ""), data))
        back = _data(data).walk_back
        #: a button of the walk decision: %1 its VP, %2 its icon
        return fill(translate("LetsGo", "Back: %1 and %2"), vp_text(back.points),
                    listed(icon_name(icon) for icon in back.icons))
    if kind in (trip.WILD_TOKEN, trip.AGENCY_WILD):
        return wild_choice_label(choice)
    if kind == trip.FREE_HIGHLIGHT:
        if choice == trip.SCORE:
            return PLURALS.free_left(int(params.get("left", 0)))
        #: a button of the free highlight decision
        return translate("LetsGo", "Keep it for a later highlight")
    return str(choice)


# --- prompts ------------------------------------------------------------------------------------


def prompt_text(prompt: Prompt, seat_names: Sequence[str] = (),
                data: LetsGoData | None = None) -> str:
    """The status line of the decision in ``prompt`` (a draft step or a trip decision)."""
    params = prompt.params
    kind = prompt.kind
    for prefix in ("trip_", rules.AGENCY + "_"):
        if kind.startswith(prefix):
            return trip_decision_text(kind[len(prefix):], params, data)
    if kind == rules.PLAY:
        left = int(params.get("place", 1)) - int(params.get("placed", 0))
        return fill(PLURALS.play(left), params.get("round", ""))
    if kind == rules.SLOT:
        if params.get("walk"):
            #: prompt: %1 the deck ("Tokyo") of the face-down card
            text = translate("LetsGo", "Choose the slot of your walk (%1 deck): a day, above, "
                                       "below or between its cards.")
            return fill(text, city_name(params["walk"]))
        #: prompt: %1 the card chosen
        text = translate("LetsGo", "Choose where %1 goes: a day, above, below or between its "
                                   "cards.")
        return fill(text, card_title(params.get("card", ""), data))
    if kind == rules.DISCARD:
        return PLURALS.discard_left(int(params.get("discards", 0)))
    if kind == rules.RESEARCH_DECK:
        return PLURALS.research_draws(int(params.get("draws", 0)))
    if kind == rules.BONUS:
        return fill(PLURALS.bonus(int(params.get("matches", 0))),
                    day_name(params.get("day", -1)))
    text = PROMPTS.get(kind)
    if text is None:
        return translate("LetsGo", "Make your decision.")
    return tr(text)


# --- the log ------------------------------------------------------------------------------------


def _who(params: Mapping, seat_names: Sequence[str]) -> str:
    return _seat_name(params.get("seat"), seat_names)


def _seat_name(seat: object, seat_names: Sequence[str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seat_names):
        return seat_names[seat]
    return str(seat) if seat is not None else ""


def _cards(cards: Iterable[str], data: LetsGoData | None) -> str:
    return listed(card_title(card, data) for card in cards)


def event_text(event: Event, seat_names: Sequence[str], viewer: int | None,
               data: LetsGoData | None = None) -> str | None:
    """One line of the game log for an event as ``viewer`` may read it, or None."""
    params = event.params
    kind = event.kind
    who = _who(params, seat_names)
    seen = event.visible_for(viewer)
    if kind in SILENT_EVENTS:
        return None
    if kind.startswith("trip."):
        return _with_traveller(_trip_event_text(kind, params, data), params.get("traveller"),
                               seat_names)
    if kind in SECRET_EVENTS:
        return _secret_event_text(kind, params, who, seen, data)
    if kind == "placed":
        if viewer == params.get("seat"):
            return None  # the seat's own "card_placed" names the card
        #: log: %1 a player, %2 a day; the card stays hidden until the next round
        return fill(translate("LetsGo", "%1 places a card on %2."), who, day_name(params["day"]))
    return _public_event_text(kind, params, who, data)


SECRET_EVENTS = frozenset(("hand", "passport_kept", "card_placed", "discarded", "drawn"))
# Left out of the log: the trip's own events that follow a trip choice say what was chosen.
SILENT_EVENTS = frozenset(("trip_choice",))


def _secret_event_text(kind: str, params: Mapping, who: str, seen: bool,
                       data: LetsGoData | None) -> str | None:
    """The lines of what only one seat may see: said in full to it, withheld from others."""
    if kind == "hand":
        #: log: %1 a player, %2 the cards of the hand
        if not seen:
            return None
        return fill(translate("LetsGo", "%1's hand: %2."), who, _cards(params["cards"], data))
    if kind == "passport_kept":
        if not seen:
            #: log: %1 a player; which passport stays hidden until everyone has chosen
            return fill(translate("LetsGo", "%1 has chosen a passport."), who)
        #: log: %1 a player, %2 the passport's title
        return fill(translate("LetsGo", "%1 keeps the passport %2."), who,
                    passport_name(params["number"]))
    if kind == "card_placed":
        if not seen:
            return None  # "placed" says it for the others
        #: log: %1 a player, %2 the card, %3 a day
        return fill(translate("LetsGo", "%1 places %2 on %3."), who,
                    card_title(params["card"], data), day_name(params["day"]))
    if kind == "discarded":
        if not seen:
            return None
        #: log: %1 a player, %2 the card
        return fill(translate("LetsGo", "%1 discards %2."), who, card_title(params["card"], data))
    if kind == "drawn":
        if not seen:
            #: log: %1 a player
            return fill(translate("LetsGo", "%1 draws a card."), who)
        #: log: %1 a player, %2 the card
        return fill(translate("LetsGo", "%1 draws %2."), who, card_title(params["card"], data))
    return None


def _public_event_text(kind: str, params: Mapping, who: str,
                       data: LetsGoData | None) -> str | None:
    if kind == "conditions":
        days = [fill(translate("LetsGo", "%1: %2"), day_name(day), condition_name(token))
                for day, token in enumerate(params["days"])]
        #: log at the start: %1 lists each day with its favourable condition
        return fill(translate("LetsGo", "The favourable conditions of the week: %1."), listed(days))
    if kind == "round_started":
        #: log: %1 the round, %2 where its hand comes from
        return fill(translate("LetsGo", "Round %1 begins. %2"), params["round"],
                    round_source_text(params["round"]))
    if kind == "round_ended":
        #: log: %1 the round
        return fill(translate("LetsGo", "Round %1 is over."), params["round"])
    if kind == "passport":
        #: log: %1 a player, %2 the passport's title, %3 its effect
        return fill(translate("LetsGo", "%1 travels with the passport %2: %3"), who,
                    passport_name(params["number"]), passport_effect(params["number"]))
    if kind == "walked":
        #: log: %1 a player, %2 a day, %3 the deck ("Tokyo")
        text = translate("LetsGo", "%1 takes a walk on %2 (a face-down card of the %3 deck) "
                                   "and gains a research token.")
        return fill(text, who, day_name(params["day"]), city_name(params["deck"]))
    if kind == "research":
        #: log: %1 a player
        text = translate("LetsGo", "%1 spends a research token: 3 cards to draw, then 3 to "
                                   "discard.")
        return fill(text, who)
    if kind == "day_bonus":
        return _bonus_text(params, who)
    if kind == "given":
        #: log in solo: %1 the player, %2 the card
        return fill(translate("LetsGo", "%1 gives %2 to the travel agency."), who,
                    card_title(params["card"], data))
    if kind == "trip_started":
        return translate("LetsGo", "Off to Japan! The trip begins, day by day.")
    return None


def _bonus_text(params: Mapping, who: str) -> str:
    reward = params["reward"]
    if reward == rules.EXTRA_WALK:
        #: log: %1 a player, %2 a day, %3 the deck of the face-down card
        text = translate("LetsGo", "%1's day bonus: a bonus walk on %2 from the %3 deck.")
        return fill(text, who, day_name(params["day"]), city_name(params["deck"]))
    #: log: %1 a player, %2 the reward ("2 research tokens")
    return fill(translate("LetsGo", "%1's day bonus: %2."), who, bonus_reward_label(reward))


def _with_traveller(line: str | None, traveller: object, seat_names: Sequence[str]) -> str | None:
    """A trip's line with whose trip it is: the travellers' trips run side by side (in solo
    the travel agency's beside the player's), and their lines mingle in the log."""
    if line is None or traveller is None:
        return line
    who = agency_name() if traveller == rules.AGENCY else _seat_name(traveller, seat_names)
    #: log of the trip: %1 the traveller (a player or the travel agency), %2 what happened
    return fill(translate("LetsGo", "%1 — %2"), who, line)


def _trip_event_text(kind: str, params: Mapping, data: LetsGoData | None) -> str | None:
    """The trip's own lines; ``_with_traveller`` says whose trip they belong to."""
    if kind == "trip.yellow":
        #: log of the trip: %1 a yellow card, %2 the city it counts for
        return fill(translate("LetsGo", "%1 counts for %2."), card_title(params["card"], data),
                    city_name(params["city"]))
    if kind == "trip.train":
        #: log of the trip: %1 the ticket ("Luxury train ticket"), %2 the card reached
        return fill(translate("LetsGo", "%1 to %2."), train_name(params["train"]),
                    card_title(params["card"], data))
    if kind == "trip.walk":
        if params["face"] == trip.FRONT:
            #: log of the trip: %1 the walk's card, scored from its front
            return fill(translate("LetsGo", "The walk turns out to be %1: scored from its front."),
                        card_title(params["card"], data))
        return fill(translate("LetsGo", "The walk (%1) is scored from its back."),
                    card_title(params["card"], data))
    if kind == "trip.card":
        if params.get("face") == trip.BACK:
            return fill(PLURALS.card_back_points(params["points"]), day_name(params["day"]))
        return fill(PLURALS.card_points(params["points"]), day_name(params["day"]),
                    card_title(params["card"], data))
    if kind == "trip.mood_step":
        if params["track"] == "happiness":
            #: log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)
            return fill(translate("LetsGo", "Happiness rises to step %1."), params["level"])
        #: log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)
        return fill(translate("LetsGo", "Stress rises to step %1."), params["level"])
    if kind == "trip.wild":
        kinds = wild_choice_label(params["kinds"])
        if params.get("day") is None:
            #: log of the trip: %1 the experience(s) moved
            return fill(translate("LetsGo", "A wild token moves %1 one step."), kinds)
        #: log of the trip: %1 the experience(s) moved, %2 a day
        text = translate("LetsGo", "A wild token moves %1 one step, before the highlight of %2.")
        return fill(text, kinds, day_name(params["day"]))
    if kind == "trip.highlight":
        return _highlight_text(params, data)
    if kind == "trip.over":
        return PLURALS.trip_over(params["total"])
    return None


def _highlight_text(params: Mapping, data: LetsGoData | None) -> str:
    day, card = day_name(params["day"]), card_title(params["card"], data)
    if not params["met"]:
        #: log of the trip: %1 a day, %2 the card
        text = translate("LetsGo", "Highlight of %1 (%2): its condition is not met.")
        return fill(text, day, card)
    if params.get("free"):
        return fill(PLURALS.highlight_free(params["points"]), day, card)
    if params.get("gains"):
        return fill(PLURALS.highlight_gains(params["points"]), day, card,
                    gains_text(params["gains"]))
    return fill(PLURALS.highlight_met(params["points"]), day, card)


# --- errors -------------------------------------------------------------------------------------


def error_text(error: TabibitoError) -> str | None:
    if error.key in DATA_ERRORS:
        return tr(DATA_ERROR)
    text = ERRORS.get(error.key)
    return tr(text) if text is not None else None


# --- the score sheet's details ------------------------------------------------------------------


def highlight_detail(met: bool | None) -> str | None:
    """Under a day's points: whether its highlight scored."""
    if met is None:
        return None
    #: score detail under a day's points: whether its highlight scored
    return translate("LetsGo", "highlight scored") if met else translate("LetsGo",
                                                                          "highlight missed")


def mood_detail(happiness: int, stress: int) -> str:
    #: score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)
    return fill(translate("LetsGo", "happiness %1 · stress %2"), happiness, stress)


def experience_detail(tracks: Mapping[str, int]) -> str:
    """The five experience tracks, in card colour order: "7 · 4 · 10 · 3 · 2"."""
    return " · ".join(str(tracks.get(kind, 0)) for kind in ICON_NAMES if kind in tracks)


def trains_detail(luxury: int, standard: int) -> str | None:
    parts = []
    if luxury:
        parts.append(PLURALS.luxury_trains(luxury))
    if standard:
        parts.append(PLURALS.standard_trains(standard))
    return " · ".join(parts) or None
