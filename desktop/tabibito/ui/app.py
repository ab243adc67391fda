"""Entry points of the GUI: run it, test it, photograph it, and time its start.

The command line (``tabibito.cli``) calls these. Heavy imports stay inside the functions so that
a headless command never pays for the window.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tabibito import engine  # the match's parts load when first used: not before the window

from .idle import wait_idle
from .kit import style
from .kit.paths import DATA_DIR_ENV, clean_autosave_folder, resource_path

if TYPE_CHECKING:
    from tabibito.engine import Match, Seat

    from .main_window import MainWindow

log = logging.getLogger(__name__)

# Latin first (the bundled CJK subset lacks Polish and Hungarian letters), then Japanese.
LATIN_FAMILIES = ("Noto Sans",)
JAPANESE_FAMILIES = ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Yu Gothic UI",
                     "Hiragino Sans", "Meiryo")
FONT_SUFFIXES = {".ttf", ".otf", ".ttc", ".otc"}
# The bundled Japanese font's files and family (resources/fonts): an English first frame shows
# no Japanese letter, and reading the two files (4 MB each) for their letters costs milliseconds.
BUNDLED_JAPANESE_PREFIX = "NotoSansCJK"
BUNDLED_JAPANESE_FAMILY = JAPANESE_FAMILIES[0]
SCREENSHOT_SIZE = (1600, 1000)
SCREENSHOT_SEED = 20240611
MIN_POINT_SIZE = 10.0
# macOS's Finder hands the app files to open as events (QFileOpenEvent); other systems pass them
# on the command line. Watching for them takes a filter on the whole app, which sees (in
# Python) every event of every object, and the first makes PySide6 build all its event classes.
FINDER_OPENS_FILES = sys.platform == "darwin"


# -- application set-up -------------------------------------------------------------------------

def create_app(argv: list[str] | None = None, *, japanese_fonts: bool = True) -> QApplication:
    """The QApplication with our names, fonts and look (reused if one exists). Without
    ``japanese_fonts`` the bundled Japanese fonts are left for ``open_window`` to register:
    before the first frame if it shows Japanese, else right after it."""
    running = QApplication.instance()
    started_styled = running is None
    if isinstance(running, QApplication):
        app = running
    else:
        # Qt starts in our base style when its command line says so. Setting the style afterwards
        # hands Python the style object, and wrapping it costs milliseconds of start-up.
        app = QApplication([*(argv or ["tabibito"]), "-style", style.BASE_STYLE])
    app.setOrganizationName("Tabibito")
    app.setApplicationName("Tabibito")
    load_fonts(japanese=japanese_fonts)
    app.setFont(app_font(app.font()))
    style.apply_style(app, base=not started_styled)
    return app


def load_fonts(*, japanese: bool = True) -> list[str]:
    """Register the fonts we ship (a frozen build bundles them; a source run may have none),
    each once; the Japanese ones (their 4 MB files read through) only with ``japanese``."""
    families: list[str] = []
    folder = resource_path("fonts")
    if not folder.is_dir():
        return families
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in FONT_SUFFIXES or str(path) in _registered_fonts:
            continue
        if not japanese and is_japanese_font(path):
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("could not load the font %s", path.name)
        else:
            _registered_fonts.add(str(path))
            families += QFontDatabase.applicationFontFamilies(font_id)
    return families


_registered_fonts: set[str] = set()  # by path: Qt would register a file twice


def is_japanese_font(path: Path) -> bool:
    """One of the bundled Japanese fonts (BUNDLED_JAPANESE_FAMILY), by its file's name."""
    return path.name.startswith(BUNDLED_JAPANESE_PREFIX)


def app_font(default: QFont) -> QFont:
    """One sans look that also covers Japanese, at the platform's size (never below 10 pt).
    The bundled Japanese font counts as there before it is registered."""
    available = set(QFontDatabase.families())
    folder = resource_path("fonts")
    if folder.is_dir() and any(is_japanese_font(path) for path in folder.iterdir()):
        available.add(BUNDLED_JAPANESE_FAMILY)
    font = QFont(default)
    families = [next((name for name in group if name in available), None)
                for group in (LATIN_FAMILIES, JAPANESE_FAMILIES)]
    if families[1] is not None:  # without Japanese coverage the system default serves better
        font.setFamilies([name for name in families if name is not None])
    if font.pointSizeF() < MIN_POINT_SIZE:
        font.setPointSizeF(MIN_POINT_SIZE)
    return font


def headless_if_needed() -> None:
    """The self-test and screenshots also run on machines without a display (CI)."""
    no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and no_display:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@contextmanager
def private_folders() -> Iterator[Path]:
    """Settings and autosaves of tools go to a temporary folder, never the player's own."""
    with tempfile.TemporaryDirectory(prefix="tabibito-") as temp:
        root = Path(temp)
        old = os.environ.get(DATA_DIR_ENV)
        os.environ[DATA_DIR_ENV] = str(root / "data")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(root / "cfg"))
        try:
            yield root
        finally:
            if old is None:
                os.environ.pop(DATA_DIR_ENV, None)
            else:
                os.environ[DATA_DIR_ENV] = old


@contextmanager
def uncaught_errors() -> Iterator[list[str]]:
    """Collect exceptions that Qt's event loop would only print (e.g. in a paintEvent)."""
    errors: list[str] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, value, trace: errors.append(
        "".join(traceback.format_exception(kind, value, trace)))
    try:
        yield errors
    finally:
        sys.excepthook = previous


# -- run ------------------------------------------------------------------------------------------

def run_gui(argv: list[str], language: str | None = None) -> int:
    """The app as a player starts it: ``language`` (``tabibito --language de``) for this
    start only, else the one chosen in the app."""
    from .file_open import FileOpenRelay

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = create_app(argv, japanese_fonts=False)
    window = open_window(app, language=language)
    if FINDER_OPENS_FILES:
        app.installEventFilter(FileOpenRelay(window.open_from_system, window))
    for argument in argv[1:]:
        if Path(argument).is_file():  # "open with Tabibito" hands us a save file
            window.open_file(Path(argument))
            break
    return app.exec()


def open_window(app: QApplication, painted: Callable[[], None] | None = None,
                language: str | None = None) -> MainWindow:
    """The main window as a player starts it, shown. Its first frame waits only for what it
    shows: the games to continue (their autosaves replayed, which loads their games' rules and
    words), the sound, the tidying of the autosave folder (what autosaves killed mid-write left,
    never listed as games) and Python's collector (resting since ``cli._gui``) come right after
    it, when ``painted`` (the bench's stopwatch) is called first, and so do the menus'
    keyboard shortcuts and icons, the app's icon for its other windows (the main window's
    own is the stylesheet's) and, unless the first frame shows Japanese, the bundled Japanese
    font (when ``create_app`` left it)."""
    from .kit.i18n import LanguageManager
    from .kit.settings import Settings
    from .main_window import MainWindow

    settings = Settings()
    languages = LanguageManager(app)
    languages.set_language(language or settings.language)  # a start's own: never saved
    if languages.language == "ja":
        load_fonts()  # the bundled Japanese font, which create_app may have left, to be shown
    window = MainWindow(settings=settings, languages=languages, actions_now=False)

    def after_first_frame() -> None:
        if painted is not None:
            painted()  # the frame is painted: the stopwatch reads before the sound is loaded
        load_fonts()  # the bundled Japanese font, if create_app and the language left it
        window.offer_resume()
        window.finish_actions()
        app.setWindowIcon(style.app_icon())
        from .kit import sound

        sound.attach(window, settings, window.screens, window.home)
        clean_autosave_folder()
        gc.enable()

    window.after_next_paint(after_first_frame)
    window.show()
    return window


# -- helpers shared by the self-test and the screenshots -----------------------------------------

def autoplay(controller, moves: int | None) -> int:
    """Play ``moves`` decisions (None: to the end) with the computer's choice for every seat."""
    wait_idle(controller)
    match: Match = controller.match
    stand_in = match.game.make_bot("hard")  # decides for the human seats, as well as it can
    autosave, match.autosave_path = match.autosave_path, None  # one write at the end, not per move
    played = 0
    try:
        while not match.is_over() and (moves is None or played < moves):
            if match.state.needs_resolution():  # held for a human's confirmation
                match.resolve()
                continue
            seat = match.state.to_act()[0]
            request = match.bot_request(seat)
            if match.seats[seat].is_human:
                request.bot = stand_in
            match.apply(seat, request.run())
            played += 1
    finally:
        match.autosave_path = autosave
    controller.refresh()
    wait_idle(controller)
    return played


def render_scene(scene, width: int = 800) -> QImage:
    rect = scene.sceneRect()
    height = max(1, round(width * rect.height() / max(rect.width(), 1)))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter)
    painter.end()
    return image


def is_blank(image: QImage) -> bool:
    """True when a coarse grid of samples finds fewer than three colours."""
    seen = set()
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    for x in range(0, image.width(), step_x):
        for y in range(0, image.height(), step_y):
            seen.add(image.pixel(x, y))
            if len(seen) >= 3:
                return False
    return True


def _table_for(game) -> list[Seat]:
    """One human and computer players: two seats where the game allows, else its minimum."""
    count = max(game.min_players, min(2, game.max_players))
    return [engine.Seat("Aiko")] + [engine.Seat(name, "hard") for name in ("Kenji", "Hana", "Sora")[:count - 1]]


# -- self-test ------------------------------------------------------------------------------------

def self_test(registry=None, plugins=None, *, tutorials: bool = True) -> int:
    """Open every game, paint its board, save and reload it, and (``tutorials``) walk every
    tutorial; 0 when all is well. An installed copy of a build already checked in full needs
    only the first part: that its files are all there and load."""
    from .kit.i18n import LanguageManager
    from .kit.settings import Settings
    from .kit.sound import sound_problems
    from .main_window import MainWindow
    from .plugins import default_registry, ui_plugins
    from .tutorial.auto import check_every_tutorial

    headless_if_needed()
    with private_folders() as root, uncaught_errors() as uncaught:
        create_app()
        registry = default_registry() if registry is None else registry
        plugins = ui_plugins(registry) if plugins is None else plugins
        problems = [] if plugins else ["no game has a board to show"]
        languages = LanguageManager()
        window = MainWindow(registry, plugins, settings=Settings(), languages=languages)
        window.resize(1280, 800)
        window.show()
        for game_id in plugins:
            try:
                problems += _check_game(window, registry.get(game_id), root)
            except Exception:  # report every game, not just the first that breaks
                problems.append(f"{game_id}: {traceback.format_exc()}")
        try:
            problems += check_every_tutorial(window, languages) if tutorials else []
        except Exception:
            problems.append(f"tutorials: {traceback.format_exc()}")
        window.close()
        problems += _check_search_apart(registry)
        problems += check_locale_data()
        problems += sound_problems()
        problems += _check_replay_apart(registry, root)
        problems += [f"uncaught error: {error}" for error in uncaught]
    for problem in problems:
        print(f"self-test: {problem}", file=sys.stderr)
    if not problems:
        print(f"self-test: ok ({', '.join(plugins)})")
    return 1 if problems else 0


# Words that Qt's collation (ICU) orders as each app language does, unlike the root order: the
# frozen Linux app carries a trimmed ICU data library (packaging/icu_data.py), which must still
# hold every app language's rules.
COLLATION_SAMPLES = {
    "hu": ("cukor", "csak"),  # "cs" is a letter of its own, after "c"
    "pl": ("Lublin", "Łódź"),  # "ł" comes after "l"
    "ja": ("亜", "一"),  # kanji in the JIS order (by reading), not by radical and stroke
}  # German and English sort as the root order does: nothing of theirs to check


def check_locale_data() -> list[str]:
    """Problems with the locale data Qt reads from ICU: each language's collation and the
    Japanese names of time zones."""
    from PySide6.QtCore import QCollator, QLocale, QTimeZone

    problems = []
    for language, words in COLLATION_SAMPLES.items():
        collator = QCollator(QLocale(language))
        if sorted(reversed(words), key=collator.sortKey) != list(words):
            problems.append(f"collation for {language} does not order {words} as the language does")
    name = QTimeZone(b"Asia/Tokyo").displayName(QTimeZone.TimeType.StandardTime,
                                                QTimeZone.NameType.LongName, QLocale("ja"))
    if "日本" not in name:
        problems.append(f"the Japanese name of Tokyo's time zone is {name!r}")
    return problems


def _check_search_apart(registry) -> list[str]:
    """A searching computer player decides in a process of its own: in a frozen app that child
    must start (multiprocessing.freeze_support) and unpickle the game."""
    from tabibito.engine import BotRequest, Budget, Rng, SearchBot
    from tabibito.engine.bots import run_apart

    problems = []
    for game in registry:
        seats = _table_for(game)
        state = game.new_state(game.resolve_options({}, len(seats)), seats, 1)
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        try:
            action = run_apart(BotRequest(SearchBot(playouts=1), state.view(seat), legal, Rng(1),
                                          seat, Budget(30.0)))
        except Exception:  # report it, with the child's reason
            problems.append(f"{game.id}: a search in its own process failed: "
                            f"{traceback.format_exc()}")
            continue
        if action not in legal:
            problems.append(f"{game.id}: a search in its own process chose {action}")
    return problems


def _check_replay_apart(registry, root: Path) -> list[str]:
    """"Continue" replays a large autosave in a process of its own: in a frozen app that child
    must start too, and find that a good save replays."""
    from tabibito.engine.replay_check import ReplayCheck

    game = next(iter(registry))
    path = root / "replayed-apart.tabibito"
    engine.Match(game, {}, _table_for(game), 1).save(path)
    check = ReplayCheck([str(path)], registry, [game.id])
    verdicts = check.wait(60)
    check.stop()
    if [(found, verdict.replays) for found, verdict in verdicts] != [(str(path), True)]:
        return [f"a replay check in its own process found {verdicts}, not that {path} replays"]
    return []


def _check_game(window, game, root: Path) -> list[str]:
    problems: list[str] = []
    if not window.start_match(game.id, {}, _table_for(game), seed=1):
        return [f"{game.id}: the game did not start with its default options"]
    controller = window.controller
    controller.animation_factor = 0
    if not wait_idle(controller):
        problems.append(f"{game.id}: the computer players did not finish in time")
    autoplay(controller, window.plugins[game.id].screenshot_moves)
    if is_blank(render_scene(window.game_screen.scene)):
        problems.append(f"{game.id}: the board painted blank")
    window.grab()  # paints every widget of the screen: the game's panel too
    path = root / f"{game.id}.tabibito"
    controller.match.save(path)
    loaded = engine.Match.load(path, window.registry)
    if loaded.log != controller.match.log or loaded.state.scores() != controller.match.state.scores():
        problems.append(f"{game.id}: the reloaded save differs from the game")
    return problems


# -- tutorial ------------------------------------------------------------------------------------

def tutorial_command(game_id: str, key: str | None, language: str, auto: bool,
                     screenshots: Path | None = None) -> int:
    """``tabibito tutorial``: the window with the tutorial open, or (``auto``) the check: 0 and
    the number of steps when it plays to its end, 1 and the failing step otherwise."""
    from .kit.i18n import LanguageManager
    from .kit.settings import Settings
    from .main_window import MainWindow
    from .tutorial.auto import walk_through

    if not auto:
        return _open_window(game_id, key, language)
    headless_if_needed()
    with private_folders(), uncaught_errors() as uncaught:
        app = create_app()
        languages = LanguageManager(app)
        languages.set_language(language)
        window = MainWindow(settings=Settings(), languages=languages)
        window.resize(1280, 800)
        window.show()
        tutorial = window.lessons.find(game_id, key)
        if tutorial is None:
            print(f"tutorial: {game_id} has no tutorial{f' {key!r}' if key else ''}",
                  file=sys.stderr)
            return 2
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)
        walk = walk_through(window, tutorial, screenshots)
        window.close()
        problems = walk.problems + [f"uncaught error: {error}" for error in uncaught]
    name = f"{tutorial.game}/{tutorial.key}"
    for problem in problems:
        print(f"tutorial {name} ({language}): {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"tutorial {name} ({language}): {walk.steps} steps, {walk.presses} presses")
    return 0


def _open_window(game_id: str, key: str | None, language: str) -> int:
    app = create_app()
    if tutorial_window(game_id, key, language) is None:
        print(f"tutorial: {game_id} has no tutorial{f' {key!r}' if key else ''}",
              file=sys.stderr)
        return 2
    return app.exec()


def tutorial_window(game_id: str, key: str | None, language: str) -> MainWindow | None:
    """The app's window with the tutorial open, sounding as the app does; None when the game
    has no such tutorial."""
    from .kit import sound
    from .kit.i18n import LanguageManager
    from .kit.settings import Settings
    from .main_window import MainWindow

    settings = Settings()
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # made by create_app
    app.setWindowIcon(style.app_icon())  # for its dialogs, as open_window gives it
    languages = LanguageManager(app)
    languages.set_language(language or settings.language)
    window = MainWindow(settings=settings, languages=languages)
    window.show()
    sound.attach(window, settings, window.screens, window.home)
    if window.learn(game_id, key):
        return window
    window.close()
    return None


# -- screenshots ----------------------------------------------------------------------------------

def write_screenshots(folder: Path, registry=None, plugins=None, language: str = "en") -> int:
    """home.png, then per game <id>.png (seeded mid-game) and <id>-finished.png (final scores)."""
    from .kit.i18n import LanguageManager
    from .kit.settings import Settings
    from .main_window import MainWindow
    from .plugins import default_registry, ui_plugins

    headless_if_needed()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    with private_folders():
        app = create_app()
        registry = default_registry() if registry is None else registry
        plugins = ui_plugins(registry) if plugins is None else plugins
        settings = Settings()
        settings.animation_speed = "off"
        languages = LanguageManager(app)
        languages.set_language(language)
        window = MainWindow(registry, plugins, settings=settings, languages=languages)
        window.resize(*SCREENSHOT_SIZE)
        window.show()
        _grab(window, folder / "home.png")
        for game_id in plugins:
            _photograph_game(window, registry.get(game_id), folder)
        window.close()
    print(f"screenshots written to {folder}")
    return 0


def _photograph_game(window, game, folder: Path) -> None:
    window.start_match(game.id, {}, _table_for(game), seed=SCREENSHOT_SEED)
    controller = window.controller
    autoplay(controller, window.plugins[game.id].screenshot_moves)
    _grab(window, folder / f"{game.id}.png")
    autoplay(controller, None)
    _grab(window, folder / f"{game.id}-finished.png")


def _grab(widget: QWidget, path: Path) -> None:
    for _ in range(3):  # layouts settle over a few passes of the event loop
        QCoreApplication.processEvents()
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")


# -- start-up time --------------------------------------------------------------------------------

def measure_startup() -> float:
    """The wall-clock time (epoch seconds) at which the main window's first frame was painted.

    The caller started this process and knows when: the difference is the whole start-up,
    interpreter and imports included, as a player waits for it.
    """
    return _first_frame()[0]


def measure_startup_cpu() -> float:
    """The CPU time (seconds) this process spent until the main window's first frame was
    painted, interpreter and imports included: what the start costs whatever else the machine
    is doing, and what reading the data folder adds to it."""
    return _first_frame()[1]


def _first_frame() -> tuple[float, float]:
    """Start the window as the app does and wait for its first painted frame: the wall clock's
    time and the process's CPU time when it was painted."""
    app = create_app(japanese_fonts=False)
    painted: list[float] = []

    def stop_watch() -> None:
        painted.extend((time.time(), time.process_time()))
        QCoreApplication.quit()

    window = open_window(app, stop_watch)
    QTimer.singleShot(30_000, app.quit)  # never hang a benchmark on a platform that paints nothing
    app.exec()
    window.close()
    if not painted:
        raise RuntimeError("the window was never painted")
    return painted[0], painted[1]
