"""The view every board is shown in: antialiased, and always fitted to the space it has."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from .kit.board import FIT_MARGIN, BoardSceneBase


class BoardView(QGraphicsView):
    """Keeps the whole scene in view at the largest scale that fits, as the window resizes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The paper of the window shows through around the board.
        self.setStyleSheet("background: transparent;")
        self.viewport().setAutoFillBackground(False)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        if old is not None:
            old.sceneRectChanged.disconnect(self._refit)
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._refit)
        self.fit()

    def fit(self) -> None:
        scene = self.scene()
        if scene is None or self.viewport().width() < 2:
            return
        if isinstance(scene, BoardSceneBase):
            scene.arrange_for(QSizeF(self.viewport().size()))
        area = scene.sceneRect().adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
        self.fitInView(area, Qt.AspectRatioMode.KeepAspectRatio)

    def keep_free_below(self, height: int) -> None:
        """Leave ``height`` pixels under the board free (a replay's bar lies there): the board
        fits above them instead of under the bar."""
        self.setViewportMargins(0, 0, 0, height)
        self.fit()

    def _refit(self, _rect: QRectF) -> None:
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
