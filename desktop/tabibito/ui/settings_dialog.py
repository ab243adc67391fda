"""The settings dialog: language, animation speed and sound.

It lives apart from ``settings`` because the window reads the settings at start-up, while the
dialog (and the widgets it needs) waits until somebody opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from .kit import sound
from .kit.i18n import LANGUAGES
from .kit.relabel import Relabelled
from .kit.settings import MAX_LEVEL, SOUND_DEFAULTS, SPEED_FACTORS, SPEED_NAMES, Settings


class SettingsDialog(Relabelled, QDialog):
    """Language and animation speed, applied by the caller when accepted; the sound's
    levels and mute, kept and applied here when accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._heading = QLabel()
        self._heading.setProperty("role", "heading")
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self.speed = QComboBox()
        for speed in SPEED_FACTORS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        self._form = QFormLayout()
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._language_label = QLabel()
        self._speed_label = QLabel()
        self._form.addRow(self._language_label, self.language)
        self._form.addRow(self._speed_label, self.speed)
        self._hint = QLabel()
        self._hint.setProperty("role", "subtle")
        self._hint.setWordWrap(True)
        self._form.addRow(self._hint)  # under the animations it speaks of
        self._add_sound_rows(settings)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("role", "primary")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(14)
        layout.addWidget(self._heading)
        layout.addLayout(self._form)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.retranslate()

    def _add_sound_rows(self, settings: Settings) -> None:
        self.settings = settings
        self.muted = QCheckBox()
        self.muted.setChecked(settings.sound_muted)
        self.levels = {part: self._slider(settings.sound_level(part)) for part in SOUND_DEFAULTS}
        self._sound_labels = {name: QLabel() for name in ("mute", *self.levels)}
        self._form.addRow(self._sound_labels["mute"], self.muted)
        for name, slider in self.levels.items():
            self._sound_labels[name].setBuddy(slider)
            self._form.addRow(self._sound_labels[name], slider)

    def _slider(self, level: int) -> QSlider:
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setRange(0, MAX_LEVEL)
        slider.setPageStep(10)
        slider.setValue(level)
        return slider

    def accept(self) -> None:
        """Keep the sound's settings, and let the music follow them at once."""
        self.settings.sound_muted = self.muted.isChecked()
        for part, slider in self.levels.items():
            self.settings.set_sound_level(part, slider.value())
        if (director := sound.director_of(self.parentWidget())) is not None:
            director.apply_settings()
        super().accept()

    def chosen_language(self) -> str:
        return self.language.currentData()

    def chosen_speed(self) -> str:
        return self.speed.currentData()

    def retranslate(self) -> None:
        #: the Settings dialog's window title
        self.setWindowTitle(self.tr("Settings"))
        #: the Settings dialog's heading
        self._heading.setText(self.tr("Settings"))
        #: the Settings dialog: the label of the language choice
        self._language_label.setText(self.tr("Language"))
        #: the Settings dialog: the label of the animation speed (Off, Fast, Normal, Slow)
        self._speed_label.setText(self.tr("Animations"))
        #: the Settings dialog: the label of the sound row (with the mute box)
        self._sound_labels["mute"].setText(self.tr("Sound"))
        #: the Settings dialog: the box that silences every sound; M is the key that does it during
        #: a game
        self.muted.setText(self.tr("Mute (M)"))
        #: the Settings dialog: the slider of the overall volume
        self._sound_labels["master"].setText(self.tr("Volume"))
        #: the Settings dialog: the slider of the table's effects (cards, coins, pencil …)
        self._sound_labels["effects"].setText(self.tr("Sound effects"))
        #: the Settings dialog: the slider of the music
        self._sound_labels["music"].setText(self.tr("Music"))
        #: the Settings dialog: a note under the animation speed
        self._hint.setText(self.tr(
            "Animations also set how long the computer players pause between their moves."))
        for index in range(self.speed.count()):
            name = SPEED_NAMES[self.speed.itemData(index)]
            self.speed.setItemText(index, QCoreApplication.translate("Settings", name))

