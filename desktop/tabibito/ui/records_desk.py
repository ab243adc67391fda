"""The window's side of the records: opening them for the Records screen (held open while it is
shown), a recorded game reopened on its final scores, the CSV export, and the one sentence that
tells the player the records were damaged and kept aside, or busy. Nothing here stops the app:
the records are a bonus to the games, never in their way."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDir, QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QStackedWidget

from tabibito.engine.errors import TabibitoError
from tabibito.engine.registry import Registry

from .kit.i18n import fill
from .kit.paths import data_dir
from .kit.settings import Settings
from .messages import error_text
from .plugin_api import GameUI

if TYPE_CHECKING:
    from tabibito.engine import Match
    from tabibito.records import Recorded, Records

    from .records_screen import RecordsScreen

log = logging.getLogger(__name__)
CSV_NAME = "tabibito-records.csv"


def kept_aside_text(kept_aside: Path) -> str:
    #: %1 the path of the damaged file, kept beside the new one
    return fill(QCoreApplication.translate(
        "Records", "Your records were damaged: they are kept aside as “%1”, and new ones were "
                   "made from your saved games."), QDir.toNativeSeparators(str(kept_aside)))


def busy_text() -> str:
    #: on the Records screen and after a game, when another running copy of the app holds the
    #: records database
    return QCoreApplication.translate(
        "Records", "Your records are in use by another copy of Tabibito and cannot be read or "
                   "added to just now; your saved games are safe.")


def rename_problem_text(key: str, name: str) -> str:
    """Why a profile cannot take ``name``: taken, gone, or no name (the new-game dialog's words)."""
    if key == "profile.taken":
        #: %1 the name asked for
        return fill(QCoreApplication.translate(
            "Records", "There is already a player called %1: choose another name."), name)
    if key == "profile.unknown":
        #: when a player renamed or opened on the Records screen was removed meanwhile
        return QCoreApplication.translate(
            "Records", "That player is no longer in the records.")
    return error_text(TabibitoError(key))


def open_records(registry: Registry,
                 settings: Settings | None = None) -> tuple[Records | None, str | None]:
    """The records of the data folder and the sentence to tell the player (None when all is
    well or the data folder itself cannot be written, which the window tells already); no
    records at all when they cannot be opened. Opened the first time (no database yet, or one
    kept aside), they record the finished games among the saves: the data folder's, and those
    in the folder the player last saved to (``settings``)."""
    from tabibito.records import Records, RecordsBusy

    try:
        records = Records.open(data_dir(), registry)
    except RecordsBusy:
        return None, busy_text()
    except Exception:  # noqa: BLE001 - an unwritable folder or an unforeseen database
        # An unwritable data folder is told once, as the autosave's problem: not again here.
        log.exception("the records could not be opened")
        return None, None
    if records.rebuilt is not None and settings is not None:
        _record_saved_games(records, settings)
    if records.kept_aside is not None:
        log.warning("the records were damaged (%s): kept as %s, rebuilt from the saves",
                    records.damage, records.kept_aside)
        return records, kept_aside_text(records.kept_aside)
    return records, None


def _record_saved_games(records: Records, settings: Settings) -> None:
    """The finished games in the folder the player last saved to, into new records (the data
    folder's are in already)."""
    assert records.rebuilt is not None
    saved_to = Path(settings.last_folder) if settings.last_folder else None
    try:
        if saved_to is None or saved_to.resolve() == records.path.parent.resolve():
            return
        records.rebuilt.add(records.import_folder(saved_to))
    except Exception:  # noqa: BLE001 - the records are a bonus: never in the way
        log.exception("the saved games in %s could not be recorded", saved_to)
    log.info("new records: %d finished games recorded from the saves", records.rebuilt.recorded)


def record_finished(registry: Registry, settings: Settings, match: Match,
                    seconds: float | None) -> tuple[str | None, list[tuple[str, str]]]:
    """Keep the finished ``match`` (played for ``seconds``, None: unknown) in the records: the
    sentence to tell the player (None: all is well) and the badges it earned (earned_badges).
    Nothing about the records may stop the window: a problem is logged and the game goes on."""
    records, notice = open_records(registry, settings)
    if records is None:
        return notice, []
    recorded = None
    try:
        recorded = records.record_match(match, seconds=seconds)
    except Exception:  # noqa: BLE001 - a busy, unwritable or unforeseen database
        log.exception("the finished game could not be recorded")
    finally:
        records.close()
    return notice, earned_badges(match, recorded)


def earned_badges(match: Match, recorded: Recorded | None) -> list[tuple[str, str]]:
    """The achievements the people at the table earned in ``match`` (the computer players'
    are in the records, not celebrated): (their name when several played, else ""; its id)."""
    if recorded is None:
        return []
    people = [seat for seat, player in enumerate(match.seats) if player.is_human]
    return [(match.seats[seat].name if len(people) > 1 else "", achievement)
            for seat, achievement in recorded.achievements if seat in people]


def known_names(registry: Registry, settings: Settings | None = None) -> list[str]:
    """The names already played, the latest first (none when the records cannot be read: the
    new-game dialog offers them, it never waits on them)."""
    records, _ = open_records(registry, settings)
    if records is None:
        return []
    try:
        return records.profiles()
    finally:
        records.close()


class RecordsDesk(QObject):
    """The Records screen in the window's stack of screens, built when first shown."""

    def __init__(self, screens: QStackedWidget, registry: Registry,
                 plugins: Mapping[str, GameUI], settings: Settings,
                 show_match: Callable[[Match], None], go_home: Callable[[], None]) -> None:
        super().__init__(screens)
        self.screens, self.registry, self.plugins = screens, registry, plugins
        self.settings = settings
        self.show_match, self.go_home = show_match, go_home
        self.screen: RecordsScreen | None = None
        self.records: Records | None = None

    def show(self) -> RecordsScreen:
        from .records_screen import RecordsScreen  # with the screen's first showing

        if self.screen is None:
            self.screen = RecordsScreen(self.plugins)
            self.screen.home_requested.connect(self.go_home)
            self.screen.game_opened.connect(self.open_game)
            self.screen.export_requested.connect(self.export)
            self.screen.rename_requested.connect(self.ask_rename)
            self.screens.addWidget(self.screen)
        self.close()
        self.records, notice = open_records(self.registry, self.settings)
        self.screen.show_records(self.records.db if self.records else None, notice)
        self.screens.setCurrentWidget(self.screen)
        return self.screen

    def close(self) -> None:
        """Let the records go (leaving the screen): the window records the next game itself."""
        if self.records is not None:
            if self.screen is not None:
                self.screen.show_records(None)
            self.records.close()
            self.records = None

    def open_game(self, game_id: int) -> None:
        from tabibito import engine
        from tabibito.records import queries

        if self.records is None:
            return
        save = queries.saved_game(self.records.db, game_id)
        if save is None:
            return
        match = engine.Match.from_save(save, self.registry, hold_resolution=True)
        self.close()
        self.show_match(match)

    def ask_rename(self, old: str) -> None:
        if self.screen is None:
            return
        #: the title of the Records screen's rename box
        title = QCoreApplication.translate("Records", "Rename a player")
        new, given = QInputDialog.getText(
            self.screen, title,
            #: the rename box's label: %1 the player's present name
            fill(QCoreApplication.translate("Records", "A new name for %1:"), old), text=old)
        if given:
            self.rename(old, new.strip())

    def rename(self, old: str, new: str) -> bool:
        """Give the profile ``old`` the name ``new``, its games with it; a name that is no name
        or another player's is refused, in a sentence over the records."""
        from tabibito.records import ProfileError, RecordsBusy

        if self.records is None or self.screen is None:
            return False
        try:
            self.records.rename_profile(old, new)
        except ProfileError as problem:
            self.screen.tell(rename_problem_text(problem.key, new))
            return False
        except RecordsBusy:
            self.screen.tell(busy_text())
            return False
        self.screen.choose_player(new)
        #: %1 the old name, %2 the new name
        self.screen.tell(fill(QCoreApplication.translate(
            "Records", "%1 is now called %2; their games are kept."), old, new))
        return True

    def export(self) -> None:
        if self.records is None or self.screen is None:
            return
        start = str(Path(self.settings.last_folder or Path.home()) / CSV_NAME)
        #: the title of the file dialog of the Records screen's Export CSV…
        title = QCoreApplication.translate("Records", "Export the history")
        #: that dialog's filter: keep the pattern in brackets as it is
        csv_files = QCoreApplication.translate("Records", "CSV files (*.csv)")
        path, _ = QFileDialog.getSaveFileName(self.screen, title, start, csv_files)
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from tabibito.records import queries

        assert self.records is not None and self.screen is not None
        try:
            with path.open("w", encoding="utf-8", newline="") as stream:
                count = queries.export_csv(self.records.db, stream,
                                           game=self.screen.game.currentData(),
                                           player=self.screen.player.currentData())
        except OSError as problem:
            log.warning("the history could not be exported: %s", problem)
            #: %1 the file name chosen for the exported history
            self.screen.tell(fill(QCoreApplication.translate(
                "Records", "The history could not be written to “%1”."), path.name))
            return False
        log.info("%d rows of the history written to %s", count, path)
        #: %1 the file name chosen for the exported history
        self.screen.tell(fill(QCoreApplication.translate(
            "Records", "The history was written to “%1”."), path.name))
        return True
