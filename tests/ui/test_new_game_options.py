"""The new-game dialog shows only the options that apply, and re-checks them as the table changes."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment

from tabibito.engine import OptionSpec
from tabibito.games import REGISTRY
from tabibito.ui.kit.i18n import LanguageManager
from tabibito.ui.kit.settings import Settings
from tabibito.ui.new_game import NewGameDialog, settled_options
from tabibito.ui.nextstation import PLUGIN as NEXT_STATION_UI
from tabibito.ui.tokaido import PLUGIN as TOKAIDO_UI
from tests.engine.toygame import SecretDraft
from tests.ui.play import settle
from tests.ui.toy_ui import PLUGIN as TOY_UI


class SecretDraftDeluxe(SecretDraft):
    """Secret Draft with options that depend on each other and on the player count."""

    options = (
        OptionSpec("hand", 3, (2, 3, 4)),
        OptionSpec("jokers", False),
        OptionSpec("wild_jokers", False, requires=("jokers",)),
        OptionSpec("duel", False, players=(2, 2)),
        OptionSpec("stakes", 1, (1, 2, 3), requires=("duel",)),  # so only with two players too
        OptionSpec("house", False, players=(3, 3)),
    )


class HouseOnly(SecretDraft):
    options = (OptionSpec("house", False, players=(3, 3)),)


DELUXE = SecretDraftDeluxe()


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    return open_dialog(qtbot, DELUXE)


def open_dialog(qtbot, game, settings: Settings | None = None) -> NewGameDialog:
    dialog = NewGameDialog(game, TOY_UI, settings or Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def shown(dialog: NewGameDialog) -> list[str]:
    return [key for key, widget in dialog.option_widgets.items() if widget.isVisibleTo(dialog)]


def test_at_first_only_the_options_of_two_players_without_expansions_show(dialog):
    assert dialog.player_count() == 2
    assert shown(dialog) == ["hand", "jokers", "duel"]
    assert dialog.applicable_options() == shown(dialog)
    assert dialog.option_widgets["jokers"].text() == "Jokers"


def test_a_switch_shows_what_requires_it_and_hides_it_again(dialog):
    jokers, wild = dialog.option_widgets["jokers"], dialog.option_widgets["wild_jokers"]
    jokers.setChecked(True)
    assert shown(dialog) == ["hand", "jokers", "wild_jokers", "duel"]
    wild.setChecked(True)
    assert dialog.options()["wild_jokers"] is True
    jokers.setChecked(False)
    assert "wild_jokers" not in shown(dialog)
    assert dialog.options()["wild_jokers"] is False  # hidden: back at its default
    jokers.setChecked(True)
    assert dialog.options()["wild_jokers"] is True  # and the choice comes back with jokers


def test_the_player_count_hides_options_and_what_requires_them(dialog):
    dialog.option_widgets["duel"].setChecked(True)
    stakes = dialog.option_widgets["stakes"]
    stakes.setCurrentIndex(2)
    assert stakes.currentText() == "×3"
    assert shown(dialog) == ["hand", "jokers", "duel", "stakes"]
    dialog.set_player_count(3)
    assert shown(dialog) == ["hand", "jokers", "house"]
    options = dialog.options()
    assert (options["duel"], options["stakes"]) == (False, 1)  # the duel went, so did its stakes
    dialog.set_player_count(2)
    assert shown(dialog) == ["hand", "jokers", "duel", "stakes"]
    assert dialog.options()["stakes"] == 3


def test_the_rules_heading_goes_when_no_option_applies(qtbot):
    dialog = open_dialog(qtbot, HouseOnly())
    heading = dialog._rules_label
    assert shown(dialog) == [] and not heading.isVisibleTo(dialog)
    dialog.set_player_count(3)
    assert shown(dialog) == ["house"] and heading.isVisibleTo(dialog)


def test_every_table_the_dialog_can_offer_is_one_the_game_accepts(dialog):
    widgets = dialog.option_widgets
    for count, jokers, wild, duel, stakes, house in itertools.product(
            (2, 3), *[(False, True)] * 3, range(3), (False, True)):
        dialog.set_player_count(count)
        for key, value in (("jokers", jokers), ("wild_jokers", wild), ("duel", duel),
                           ("house", house)):
            widgets[key].setChecked(value)
        widgets["stakes"].setCurrentIndex(stakes)
        options = dialog.options()
        assert DELUXE.resolve_options(options, count) == options
        assert set(dialog.applicable_options()) == set(shown(dialog))


def test_the_settled_table_is_remembered_for_next_time(qtbot):
    settings = Settings()
    first = open_dialog(qtbot, DELUXE, settings)
    first.option_widgets["jokers"].setChecked(True)
    first.option_widgets["wild_jokers"].setChecked(True)
    first.option_widgets["duel"].setChecked(True)
    first.set_player_count(3)  # the duel no longer applies
    first.accept()
    again = open_dialog(qtbot, DELUXE, settings)
    assert again.player_count() == 3
    assert again.options() == {"hand": 3, "jokers": True, "wild_jokers": True, "duel": False,
                               "stakes": 1, "house": False}
    assert shown(again) == ["hand", "jokers", "wild_jokers", "house"]


def test_settling_follows_chains_whatever_their_order():
    # "b" needs "a", "c" needs "b", listed backwards: one pass in order would keep "c".
    specs = (OptionSpec("c", False, requires=("b",)), OptionSpec("b", False, requires=("a",)),
             OptionSpec("a", False, players=(1, 1)))
    chosen = {"a": True, "b": True, "c": True}
    assert settled_options(specs, chosen, 1) == chosen
    assert settled_options(specs, chosen, 2) == {"a": False, "b": False, "c": False}


def test_each_tokaido_option_says_what_it_changes_in_its_tooltip(qtbot):
    game = REGISTRY.get("tokaido")
    dialog = NewGameDialog(game, TOKAIDO_UI, Settings())
    qtbot.addWidget(dialog)
    tips = {key: plain(widget.toolTip()) for key, widget in dialog.option_widgets.items()}
    assert set(tips) == {spec.key for spec in game.options}
    assert tips["good_luck"] == TOKAIDO_UI.option_help("good_luck")
    assert all(tips.values()) and len(set(tips.values())) == len(tips)


def plain(tooltip: str) -> str:
    return QTextDocumentFragment.fromHtml(tooltip).toPlainText()


def test_an_options_help_is_a_paragraph_that_wraps(qtbot):
    """A plain tooltip is one line as wide as its text: the German help of "Rare and precious"
    ran across the window. A paragraph wraps, and its words (the game's, escaped) are whole."""
    languages = LanguageManager()
    languages.set_language("de")
    try:
        dialog = NewGameDialog(REGISTRY.get("tokaido"), TOKAIDO_UI, Settings())
        qtbot.addWidget(dialog)
        tip = dialog.option_widgets["rare_and_precious"].toolTip()
        assert tip.startswith("<p>") and tip.endswith("</p>")
        assert plain(tip) == TOKAIDO_UI.option_help("rare_and_precious")
    finally:
        languages.set_language("en")


def test_an_option_without_help_has_no_tooltip(dialog):
    assert dialog.option_widgets["jokers"].toolTip() == ""


# -- the dialog fits the screen (issue 22 §5) -----------------------------------------------------

LAPTOP_ROOM = 728  # a 1366×768 screen without its 40-px task bar
SMALL_ROOM = 660  # a 1024×700 screen without its task bar


def tokaido_dialog(qtbot, room: int, players: int, lessons=(), **switches) -> NewGameDialog:
    game = REGISTRY.get("tokaido")
    dialog = NewGameDialog(game, TOKAIDO_UI, Settings(), offer_tutorial=True,
                           lessons=list(lessons))
    qtbot.addWidget(dialog)
    dialog.fit_room(room)
    dialog.show()
    dialog.set_player_count(players)
    for key, on in switches.items():
        dialog.option_widgets[key].setChecked(on)
    qtbot.waitUntil(lambda: dialog.isVisible())
    return dialog


def test_on_a_laptop_every_option_is_in_reach_and_start_stays_pinned(qtbot):
    """Five players, Crossroads and its variants, the first start's tutorial offer: taller than
    the laptop's screen, so the body scrolls and Start and Cancel stay under it."""
    dialog = tokaido_dialog(qtbot, LAPTOP_ROOM, 5, crossroads=True)
    assert dialog.height() <= LAPTOP_ROOM - 40
    button = dialog.start_button
    corner = button.mapTo(dialog, button.rect().bottomRight())
    assert button.isVisible() and dialog.rect().contains(corner)
    assert not dialog.body.isAncestorOf(button)  # pinned, never scrolled away
    scroll = dialog.body.verticalScrollBar()
    if scroll.maximum() > 0:  # every option is reached by scrolling the body
        last = list(dialog.option_widgets.values())[-1]
        dialog.body.ensureWidgetVisible(last)
        assert dialog.body.viewport().rect().contains(
            last.mapTo(dialog.body.viewport(), last.rect().center()))


def test_on_a_tall_screen_nothing_scrolls(qtbot):
    dialog = tokaido_dialog(qtbot, 1040, 5, crossroads=True)
    assert dialog.body.verticalScrollBar().maximum() == 0


def test_an_expansions_lesson_offer_grows_the_dialog_on_a_tall_screen(qtbot):
    """Ticking Crossroads offers its lesson in a box of wrapped words: the dialog grows by the
    box's whole height (it was measured on one line, so its last line scrolled away)."""
    lessons = [tutorial for tutorial in TOKAIDO_UI.tutorials() if tutorial.options]
    dialog = tokaido_dialog(qtbot, 1040, 2, lessons=lessons)
    for widget in dialog.option_widgets.values():  # Crossroads and every variant
        widget.setChecked(True)
    offer = dialog.lesson_offer
    qtbot.waitUntil(lambda: offer.isVisible() and dialog.body.verticalScrollBar().maximum() == 0)
    settle(qtbot)
    assert dialog.body.verticalScrollBar().maximum() == 0
    bottom = offer.mapTo(dialog.body.viewport(), offer.rect().bottomLeft())
    assert dialog.body.viewport().rect().contains(bottom)


def start_spot(dialog) -> tuple[int, int, int]:
    """The dialog's height and where its Start button is, in the dialog."""
    button = dialog.start_button
    spot = button.mapTo(dialog, button.rect().topLeft())
    return dialog.height(), spot.x(), spot.y()


@pytest.mark.parametrize("room", [1040, LAPTOP_ROOM, SMALL_ROOM])
def test_the_dialog_keeps_its_height_while_the_table_is_set(qtbot, room):
    """Fewer players, an expansion ticked, its variants shown: the dialog keeps one height and
    Start stays where it was (it shrank from five players to two, and the buttons and the rules'
    boxes jumped under the cursor, nextstation-ux §11); nothing scrolls on a tall screen."""
    dialog = tokaido_dialog(qtbot, room, 5)
    settle(qtbot)
    before = start_spot(dialog)
    for change in (lambda: dialog.set_player_count(2),
                   lambda: dialog.option_widgets["crossroads"].setChecked(True),
                   lambda: dialog.set_player_count(4),
                   lambda: dialog.option_widgets["crossroads"].setChecked(False),
                   lambda: dialog.set_player_count(3)):
        change()
        settle(qtbot)
        assert start_spot(dialog) == before
        if room == 1040:
            assert dialog.body.verticalScrollBar().maximum() == 0
    assert dialog.height() <= room - 40


def laptop_dialog(qtbot, game) -> NewGameDialog:
    """Next Station's or Tokaido's dialog, shown in a laptop screen's room."""
    dialog = NewGameDialog(game, NEXT_STATION_UI if game.id == "nextstation" else TOKAIDO_UI,
                           Settings())
    qtbot.addWidget(dialog)
    dialog.fit_room(LAPTOP_ROOM)
    dialog.show()
    return dialog


@pytest.mark.parametrize("game_id", ["nextstation", "tokaido"])
def test_the_rules_boxes_stay_put_whatever_the_player_count(qtbot, game_id):
    """Choosing one player lifted the Rules row by three seats' height, and a click meant for
    a rule's box missed it (nextstation-ux §11): the seats keep the room of the most players,
    so the rules' boxes stay where they were, like Start."""
    game = REGISTRY.get(game_id)
    dialog = laptop_dialog(qtbot, game)
    settle(qtbot)
    box = dialog.option_widgets[game.options[0].key]

    def spot() -> tuple[int, int]:
        corner = box.mapTo(dialog, box.rect().topLeft())
        return corner.x(), corner.y()

    before = spot()
    for count in (game.min_players, game.max_players, game.min_players + 1):
        dialog.set_player_count(count)
        settle(qtbot)
        assert box.isVisible() and spot() == before, count


def test_every_option_of_every_game_explains_itself():
    """Issue 22 §4: each option of the new-game dialog has its tooltip (Next Station's had none),
    with the rules' own figures."""
    from tabibito.games.nextstation import scoring
    from tabibito.ui.plugins import ui_plugins

    plugins = ui_plugins(REGISTRY)
    for game in REGISTRY:
        for spec in game.options:
            assert plugins[game.id].option_help(spec.key), (game.id, spec.key)
    help_text = plugins["nextstation"].option_help("objectives")
    assert f"{scoring.OBJECTIVE_POINTS} points" in help_text
    assert f"{scoring.SOLO_MODULE_PENALTY} points off" in help_text


# -- the computer's levels (issue 24 §2) -----------------------------------------------------------


@pytest.mark.parametrize("game_id", ["tokaido", "letsgo", "nextstation"])
def test_a_seat_may_be_the_expert_computer_above_hard(qtbot, game_id):
    from PySide6.QtWidgets import QApplication

    from tabibito.ui.kit.i18n import LanguageManager
    from tabibito.ui.plugins import ui_plugins

    game = REGISTRY.get(game_id)
    dialog = NewGameDialog(game, ui_plugins(REGISTRY)[game_id], Settings())
    qtbot.addWidget(dialog)
    kind = dialog.rows[1].kind
    levels = [kind.itemData(row) for row in range(kind.count())]
    assert levels[-2:] == ["hard", "expert"]
    kind.setCurrentIndex(levels.index("expert"))
    assert dialog.rows[1].seat().bot == "expert"
    assert kind.currentText() == "Computer: expert"
    languages = LanguageManager(QApplication.instance())
    languages.set_language("de")
    try:
        dialog.rows[1].retranslate()
        assert kind.currentText() == "Computer: Experte"
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("game_id", ["nextstation", "tokaido"])
def test_the_room_of_a_seat_not_played_offers_to_add_it(qtbot, game_id):
    """With fewer players the seats not played kept their room empty, a band over the rules
    (nextstation-ux §11): each such seat now shows, in its own row, a button that adds it, and
    the rules' boxes still stay where they were."""
    game = REGISTRY.get(game_id)
    dialog = laptop_dialog(qtbot, game)
    dialog.set_player_count(game.min_players)
    settle(qtbot)
    box = dialog.option_widgets[game.options[0].key]
    box_spot = box.mapTo(dialog, box.rect().topLeft())
    for row in dialog.rows:
        played = row.index < game.min_players
        assert row.name.isVisible() == played and row.add.isVisible() != played
        if not played:  # the button stands where the seat's name and player would be
            assert abs(row.add.mapTo(dialog, row.add.rect().center()).y()
                       - row.name.mapTo(dialog, row.name.rect().center()).y()) <= 1
            assert row.add.width() >= row.name.width()
    last = dialog.rows[-1]
    qtbot.mouseClick(last.add, Qt.MouseButton.LeftButton)
    settle(qtbot)
    assert dialog.player_count() == game.max_players
    assert all(row.name.isVisible() and not row.add.isVisible() for row in dialog.rows)
    assert last.name.hasFocus()
    assert box.mapTo(dialog, box.rect().topLeft()) == box_spot
