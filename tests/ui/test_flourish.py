"""The winner's moment (issue 23 §3): once the final count-up has brought the result in, petals,
ginkgo leaves or paper confetti of our own drawing drift down over the sheet in the winners'
colours, let every click through, end by themselves, and stay away with animations off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from tabibito.ui.kit.flourish import CONFETTI, LEAVES, PETALS, PIECES, Flourish, scatter
from tabibito.ui.letsgo import PLUGIN as LETS_GO
from tabibito.ui.nextstation import PLUGIN as NEXT_STATION
from tabibito.ui.tokaido import PLUGIN as TOKAIDO
from tests.ui.test_score_sheet_countup import finished, sheet, table_for  # noqa: F401

BLUE = QColor("#2f6db5")


def test_two_pieces_in_three_are_in_the_winners_colours():
    pieces = scatter([BLUE])
    assert len(pieces) == PIECES
    blue = sum(piece.colour == BLUE for piece in pieces)
    assert blue >= PIECES * 2 // 3 - 1
    assert scatter([BLUE]) == pieces  # the same result flourishes alike


def test_each_game_has_its_own_flourish():
    assert (TOKAIDO.flourish, LETS_GO.flourish, NEXT_STATION.flourish) == (
        PETALS, LEAVES, CONFETTI)


def test_with_animations_off_there_is_no_flourish(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    flourish = Flourish(parent)
    assert not flourish.play([BLUE], PETALS, 0.0)
    assert flourish.isHidden()


def test_the_flourish_lets_clicks_through_paints_and_ends_by_itself(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(400, 300)
    parent.show()
    flourish = Flourish(parent)
    assert flourish.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert flourish.play([BLUE], CONFETTI, 0.1)  # a tenth of the time: 0.32 s
    assert flourish.isVisible() and flourish.geometry() == parent.rect()
    flourish.progress = 0.5  # half-way: pieces in flight
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    flourish.render(image)
    painted = sum(image.pixelColor(x, y).alpha() > 0 for x in range(0, 400, 2)
                  for y in range(0, 300, 2))
    assert painted > 100
    qtbot.waitUntil(lambda: flourish.isHidden(), timeout=3000)


def test_the_final_table_ends_with_the_winners_flourish(sheet, finished, table_for):  # noqa: F811
    controller = table_for(finished, 1.0)
    sheet.celebrate([BLUE])
    sheet.show_table(controller)
    assert not sheet.flourish.isVisible()  # not before the result has come in
    controller.animations.finish_all()
    assert sheet.flourish.isVisible() and sheet.flourish.kind == CONFETTI
    assert any(piece.colour == BLUE for piece in sheet.flourish.pieces)


def test_a_table_shown_again_does_not_flourish_twice(sheet, finished, table_for):  # noqa: F811
    controller = table_for(finished, 1.0)
    sheet.celebrate([BLUE])
    sheet.show_table(controller)
    controller.animations.finish_all()
    sheet.flourish.stop()
    sheet.show_table(controller)  # the player looks at the table again after the board
    controller.animations.finish_all()
    assert sheet.flourish.isHidden()


def test_the_flourish_says_once_when_its_first_frame_shows(qtbot):
    """The winner's fanfare rings with the petals' first frame (``first_frame``), not as the
    flourish is made: on a busy machine the first paint may come a good while later."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(400, 300)
    parent.show()
    flourish = Flourish(parent)
    shown: list[int] = []
    flourish.first_frame = lambda: shown.append(1)
    assert flourish.play([BLUE], PETALS, 1.0)
    assert shown == []  # made, not painted yet
    qtbot.waitUntil(lambda: shown == [1], timeout=3000)
    flourish.repaint()
    assert shown == [1]
