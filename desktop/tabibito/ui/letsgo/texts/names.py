"""The names of Let's Go: the sites of the 160 activity cards, the cities, days, icons and
conditions, the passports and their effects, the day bonus's rewards and the trains.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale

from tabibito.games.letsgo import rules, trip
from tabibito.games.letsgo.data import (
    HAPPINESS,
    LetsGoData,
    load_data,
)

from ...kit.i18n import QT_TRANSLATE_NOOP
from .common import named, tr, translate

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

# A day as the time of what happens ("Hana places a card on Monday"): inserted whole, so that
# each language says it in its own form (am Montag, hétfőn, w poniedziałek, 月曜日に).
DAYS_ON = (
    #: a day as the time of an action, inserted where a sentence's comment says “the day with its
    #: preposition”; the whole phrase, in the form the language needs there
    QT_TRANSLATE_NOOP("LetsGo", "on Monday"),
    #: see “on Monday”
    QT_TRANSLATE_NOOP("LetsGo", "on Tuesday"),
    #: see “on Monday”
    QT_TRANSLATE_NOOP("LetsGo", "on Wednesday"),
    #: see “on Monday”
    QT_TRANSLATE_NOOP("LetsGo", "on Thursday"),
    #: see “on Monday”
    QT_TRANSLATE_NOOP("LetsGo", "on Friday"),
    #: see “on Monday”
    QT_TRANSLATE_NOOP("LetsGo", "on Saturday"),
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


# --- names --------------------------------------------------------------------------------------


def site_name(site_key: str) -> str:
    return named(SITES, site_key)


def city_name(city: str) -> str:
    return named(CITY_NAMES, city)


def _day_index(day: int | str) -> int:
    """A day's number (0 = Monday) from its number or its score-sheet key ("monday")."""
    if isinstance(day, str):
        return trip.DAY_KEYS.index(day) if day in trip.DAY_KEYS else -1
    return day


def day_name(day: int | str | None) -> str:
    """A day by its number (0 = Monday) or its score-sheet key ("monday")."""
    if day is None:
        return ""
    index = _day_index(day)
    return tr(DAY_NAMES[index]) if 0 <= index < len(DAY_NAMES) else str(day)


def day_on(day: int | str) -> str:
    """A day as the time of an action, with its preposition: "on Monday"."""
    index = _day_index(day)
    return tr(DAYS_ON[index]) if 0 <= index < len(DAYS_ON) else str(day)


def icon_name(code: str) -> str:
    return named(ICON_NAMES, code)


def condition_name(token: str) -> str:
    """A favourable-condition token: an experience, or happiness."""
    if token == HAPPINESS:
        return tr(HAPPINESS_CONDITION)
    return icon_name(token)


def passport_name(number: int) -> str:
    return named(PASSPORT_NAMES, number)


def passport_effect(number: int) -> str:
    return named(PASSPORT_EFFECTS, number)


def bonus_reward_label(reward: str) -> str:
    return named(BONUS_REWARDS, reward)


def train_choice_label(train: str) -> str:
    """A ticket with what it scores: "Luxury train ticket (+2 VP, green lightning)"."""
    return named(TRAIN_CHOICES, train)


def train_name(train: str) -> str:
    return named(TRAIN_NAMES, train)


def listed(names: Iterable[str]) -> str:
    """Names as a list of the current language ("A, B and C")."""
    return QLocale().createSeparatedList(list(names))


def game_data(data: LetsGoData | None) -> LetsGoData:
    """``data``, or the game's own when None (the data files, read once)."""
    return load_data() if data is None else data


def card_title(card_id_or_entry: str, data: LetsGoData | None = None) -> str:
    """A card's site, or what its back says: a walk, a face-down card of a deck."""
    entry = card_id_or_entry
    if entry.startswith(rules.FACE_DOWN):
        if rules.is_placeholder(entry) or entry[1:] not in game_data(data).cards:
            return walk_title(rules.city_of(entry))
        return site_name(game_data(data).cards[entry[1:]].site)
    if rules.is_placeholder(entry):
        return face_down_title(rules.city_of(entry))
    card = game_data(data).cards.get(entry)
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
