"""The window's first frame waits for no game and no match: the home screen is drawn from the
games' covers, a game's rules, words, board and art are imported when it is first opened, and
the engine's match, bots and replay check when a game is started or a save replayed."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"

# What a game brings when it is opened: its rules package and its UI's plugin (and all they import).
GAME_MODULES = ("tabibito.games.{}", "tabibito.ui.{}.plugin")
# What a match brings, when a game is started or a save replayed (not for an empty data folder).
MATCH_MODULES = ("tabibito.engine.match", "tabibito.engine.bots", "tabibito.engine.game",
                 "tabibito.engine.actions")
SAVES_CHECK = "tabibito.engine.replay_check"  # when the data folder has autosaves to look at
# The shell's parts that no first frame shows: they come when first used.
LATER_PARTS = ("tabibito.ui.records_desk", "tabibito.ui.plugin_api")
# Nor reads the first frame a save (the saves' code brings JSON), nor makes a dataclass (a
# millisecond each, and the module more): the few classes it reads are named tuples. Nor
# brings the finder of kit/feature_marks.py importlib's abstract classes (and its resources).
NOT_AT_START = ("tabibito.engine.saves", "dataclasses", "importlib.abc")
# PySide6 builds every enum of a Qt class, through Python's slow enum module, the first time the
# class is used in Python. The first frame uses none of these (by module): each comes when
# first needed, its enums with it.
LATER_CLASSES = {
    "PySide6.QtSvg": ("QSvgRenderer",),  # the tiles' drawings: read after the first frame
    "PySide6.QtGui": ("QKeySequence",  # the menus' shortcuts: bound after the first frame
                      "QTransform",  # the seal is painted at the scale its painter is given
                      "QIcon",  # the first frame's icons are the stylesheet's; the menus' later
                      # Qt's events: PySide6 builds all their classes (some 60) for the first
                      # event of Qt's base class it passes to Python (an event filter, an
                      # event() or changeEvent()); the first frame's widgets take none.
                      "QContextMenuEvent", "QScrollEvent", "QInputMethodEvent", "QDropEvent"),
    # Waiting for computer players (tests, self-test) and Qt's own catalogues (not English).
    "PySide6.QtCore": ("QElapsedTimer", "QLibraryInfo",
                       "QDateTime"),  # an autosave's time, on the card of a game to continue
}


def run_fresh(script: str, tmp_path: Path) -> dict:
    """Run ``script`` in a fresh interpreter with an empty data folder; its last line's JSON."""
    env = {"PYTHONPATH": str(DESKTOP), "QT_QPA_PLATFORM": "offscreen",
           "TABIBITO_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
           "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


# A start as the bench times it (``measure_startup``), for a script that defines
# ``at_first_frame(window)``: what it returns is kept in ``seen`` as the first frame is painted,
# and ``window`` is the main window, closed as the bench leaves it.
TIMED_START = textwrap.dedent("""
    from tabibito.ui import app as start
    seen, opening = {}, start.open_window

    def open_window(app, painted):
        def first_frame():
            seen.update(at_first_frame(window))
            painted()
        seen["window"] = window = opening(app, first_frame)
        return window

    start.open_window = open_window
    start.measure_startup()
    window = seen.pop("window")
""")


def test_the_home_screen_imports_no_game_until_one_is_opened(tmp_path):
    script = textwrap.dedent("""
        import json, sys
        from tabibito.ui.app import create_app
        from tabibito.ui.main_window import MainWindow
        from tabibito.ui.idle import wait_idle
        app = create_app()
        window = MainWindow()
        window.show()
        app.processEvents()
        at_start = sorted(sys.modules)
        titles = [tile.title.text() for tile in window.home.tiles.values()]
        from tabibito.engine import Seat
        window.start_match("tokaido", {}, [Seat("Ann"), Seat("Hana", "easy")], seed=1)
        wait_idle(window.controller)
        window.grab()
        print(json.dumps({"start": at_start, "titles": titles, "tiles": list(window.home.tiles),
                          "opened": sorted(sys.modules)}))
        window.close()
    """)
    seen = run_fresh(script, tmp_path)
    assert seen["tiles"] == ["nextstation", "tokaido", "letsgo"]
    assert seen["titles"] == ["Next Station: Tokyo", "Tokaido", "Let's Go! To Japan"]
    for game_id in seen["tiles"]:
        for module in GAME_MODULES:
            assert module.format(game_id) not in seen["start"]
    for module in MATCH_MODULES:
        assert module not in seen["start"]
        assert module in seen["opened"]
    assert SAVES_CHECK not in seen["start"]
    assert [module for module in LATER_PARTS if module in seen["start"]] == []
    assert [module for module in NOT_AT_START if module in seen["start"]] == []
    for module in GAME_MODULES:
        assert module.format("tokaido") in seen["opened"]
        assert module.format("letsgo") not in seen["opened"]
        assert module.format("nextstation") not in seen["opened"]


def test_a_returning_players_first_frame_replays_no_autosave(tmp_path):
    """Checking that an autosave replays loads its game's rules and words (0.1 s of a 0.25 s
    start): a plain start paints its first frame first, then offers the game to continue."""
    script = textwrap.dedent("""
        import json, sys
        from PySide6.QtCore import QCoreApplication
        def at_first_frame(window):
            return {"first_frame": sorted(sys.modules),
                    "card_at_first_frame": window.home._resume_card is not None}
    """) + TIMED_START + textwrap.dedent("""
        window.show()
        QCoreApplication.processEvents()
        card = window.home.resume_card
        seen["card"] = [not card.isHidden(), card.detail.text()]
        print(json.dumps(seen))
    """)
    run_fresh(textwrap.dedent("""
        import os
        from pathlib import Path
        from tabibito import bench, cli
        bench._write_autosaves(Path(os.environ["TABIBITO_DATA_DIR"]), 0, cli._registry())
        print("{}")
    """), tmp_path)  # a game of Next Station left unfinished
    seen = run_fresh(script, tmp_path)
    assert "tabibito.games.nextstation" not in seen["first_frame"]
    assert SAVES_CHECK not in seen["first_frame"]
    assert not seen["card_at_first_frame"]
    visible, detail = seen["card"]
    assert visible and "Next Station" in detail, seen["card"]


def test_pyside_reads_none_of_our_sources_on_the_way_to_the_first_frame(tmp_path):
    """PySide6 reads each module imported after it, looking for its opt-in syntax; our modules'
    answers are given (kit/feature_marks.py), so the start reads none of them, nor the standard
    library's, and the answers are the ones the reading gives."""
    script = textwrap.dedent("""
        import json, sys
        import PySide6.QtCore
        import tabibito.ui
        feature = sys.modules["shibokensupport.feature"]
        reading, read = feature._mod_uses_pyside, []

        def counted(module):
            read.append(module.__name__)
            return reading(module)

        feature._mod_uses_pyside = counted
        from tabibito.ui.app import create_app
        from tabibito.ui.main_window import MainWindow
        app = create_app()
        window = MainWindow()
        window.show()
        app.processEvents()
        import tabibito.ui.kit.style as ui_module, tabibito.engine.game as engine_module
        answers = feature.pyside_feature_dict
        print(json.dumps({"read": read, "ui": answers["tabibito.ui.main_window"],
                          "engine": answers.get("tabibito.engine"),
                          "truth": [reading(ui_module), reading(engine_module)]}))
        window.close()
    """)
    seen = run_fresh(script, tmp_path)
    ours_or_stdlib = [name for name in seen["read"]
                      if name.partition(".")[0] == "tabibito" or name.partition(".")[0]
                      in sys.stdlib_module_names]
    assert ours_or_stdlib == []
    assert (seen["ui"], seen["engine"]) == (0, -1)
    assert seen["truth"] == [True, False]  # what PySide6's own reading says of the two


def test_the_first_frame_builds_no_qt_namespace(tmp_path):
    """PySide6 builds Qt's namespace (``QtCore.Qt``: 93 enums, a tenth of the start) whole the
    first time anything touches it. The home screen's first frame touches none of it: its
    enum properties are set by name, its painting passes no Qt enum; the pointing hands and the
    tiles' pictures come right after that frame, and the screen is then as it always was."""
    script = textwrap.dedent("""
        import json
        import PySide6.QtCore as core
        from PySide6.QtCore import QTimer
        from tabibito.ui.app import create_app, open_window
        seen = {}

        def painted():
            seen["built_by_first_frame"] = "Qt" in core.__dict__
            seen["picture_at_first_frame"] = picture_colours()
            QTimer.singleShot(100, app.quit)

        def picture_colours():
            art = window.home.tiles["tokaido"].art.grab().toImage()
            row = art.height() // 2
            return len({art.pixel(x, row) for x in range(art.width() // 4, art.width() * 3 // 4)})

        app = create_app()
        window = open_window(app, painted)
        QTimer.singleShot(60_000, app.quit)
        app.exec()
        from PySide6.QtCore import Qt
        tile = window.home.tiles["tokaido"]
        hand = Qt.CursorShape.PointingHandCursor
        print(json.dumps({**seen, "picture": picture_colours(),
                          "hands": [tile.cursor().shape() == hand, tile.rules.cursor().shape()
                                    == hand, window.home.open_button.cursor().shape() == hand],
                          "focus": [tile.focusPolicy() == Qt.FocusPolicy.StrongFocus,
                                    tile.rules.focusPolicy() == Qt.FocusPolicy.TabFocus],
                          "hover": tile.testAttribute(Qt.WidgetAttribute.WA_Hover),
                          "under_icon": window.home.open_button.toolButtonStyle()
                          == Qt.ToolButtonStyle.ToolButtonTextUnderIcon}))
        window.close()
    """)
    seen = run_fresh(script, tmp_path)
    assert seen["built_by_first_frame"] is False
    assert seen["picture_at_first_frame"] == 1  # a plain block of paper
    assert seen["picture"] > 10  # the drawing
    assert seen["hands"] == [True, True, True]
    assert seen["focus"] == [True, True]
    assert seen["hover"] is True  # the tile's :hover look
    assert seen["under_icon"] is True


def test_the_first_frame_builds_no_class_it_does_not_need(tmp_path):
    """Which Qt classes PySide6 has built (with all their enums) when the first frame is
    painted: none of ``LATER_CLASSES``; the tiles' pictures are drawn right after it, at the
    size the first frame gave them, and the menus' shortcuts and icons are given. The window
    and the home screen's buttons show their icons from the first frame on (the stylesheet's)."""
    script = textwrap.dedent("""
        import json, sys
        from PySide6.QtCore import QTimer
        from tabibito.ui.app import create_app, open_window
        later = LATER
        seen = {}

        def built():
            return sorted(f"{module}.{name}" for module, names in later.items()
                          for name in names
                          if module in sys.modules and name in vars(sys.modules[module]))

        def painted():
            seen["built"] = built()
            seen["art_sizes"] = sizes()
            seen["icons_at_first_frame"] = icons()
            QTimer.singleShot(100, app.quit)

        def icons():
            home = window.home
            return {"window": not window.windowIcon().isNull(),
                    "buttons": [not button.icon().isNull() for button in
                                (home.open_button, home.records_button, home.settings_button)],
                    "menus": sorted(name for name, action in window.actions_by_name.items()
                                    if not action.icon().isNull()),
                    "app": not app.windowIcon().isNull()}

        def sizes():
            return [[tile.art.width(), tile.art.height()] for tile in window.home.tiles.values()]

        app = create_app()
        window = open_window(app, painted)
        QTimer.singleShot(60_000, app.quit)
        app.exec()
        from PySide6.QtSvg import QSvgRenderer
        drawn = [QSvgRenderer(tile.cover.art).defaultSize() for tile in window.home.tiles.values()]
        keys = {name: [key.toString() for key in action.shortcuts()]
                for name, action in window.actions_by_name.items()}
        print(json.dumps({**seen, "keys": keys, "later_sizes": sizes(), "icons": icons(), "aspects": [
            [tile.art.aspect(), size.height() / size.width()]
            for tile, size in zip(window.home.tiles.values(), drawn)]}))
        window.close()
    """).replace("LATER", json.dumps(LATER_CLASSES))
    seen = run_fresh(script, tmp_path)
    assert seen["built"] == []
    menu_icons = sorted(["new", "open", "save", "home", "settings", "undo", "redo", "hint",
                         "fullscreen"])
    assert seen["icons_at_first_frame"] == {"window": True, "buttons": [True, True, True],
                                            "menus": [], "app": False}
    assert seen["icons"] == {"window": True, "buttons": [True, True, True],
                             "menus": menu_icons, "app": True}
    assert seen["keys"]["new"] == ["Ctrl+N"]
    assert seen["keys"]["redo"] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert "Ctrl+," in seen["keys"]["settings"] and "F1" in seen["keys"]["rules"]
    assert seen["keys"]["back"] == ["Esc"]
    assert seen["art_sizes"] == seen["later_sizes"]  # the pictures fill what the frame gave them
    assert [mine == drawn for mine, drawn in seen["aspects"]] == [True, True, True]


def test_the_paper_read_at_start_is_the_one_its_tool_paints(qapp, monkeypatch):
    """Every screen lies on the washi tile that packaging/tools/make_paper.py paints; the app
    reads the picture instead of painting it before its first frame, from its pixels
    (compressed, not a PNG to decode). The two stay one: pixel for pixel, in the same format."""
    from tabibito.ui.kit import style

    monkeypatch.syspath_prepend(str(DESKTOP.parent / "packaging" / "tools"))
    import make_paper

    try:
        painted, read = make_paper.paper(), style.paper_texture()
        target = make_paper.TARGET
    finally:
        sys.modules.pop("make_paper", None)
    assert target == DESKTOP.parent / "resources" / Path(*style.PAPER_FILE)
    assert target.suffix != ".png" and target.is_file()
    assert not read.isNull()
    assert (read.width(), read.height(), read.format()) == (painted.width(), painted.height(),
                                                             painted.format())
    assert read == painted


def test_an_english_first_frame_opens_no_japanese_font(tmp_path):
    """The home screen's seal 旅 is the only Japanese glyph an English first frame shows: its
    letter is read as printed (packaging/tools/make_seal.py), so that frame draws no letter and
    opens no Japanese font (Linux names the font files a process has open)."""
    script = textwrap.dedent("""
        import json, os
        from PySide6.QtCore import QTimer
        from tabibito.ui import home
        from tabibito.ui.app import create_app, open_window
        from tabibito.ui.kit.settings import Settings
        seen, drawn, draw = {}, [], home.draw_letter

        def counted(*args):
            drawn.append(args)
            return draw(*args)

        def fonts_open():
            if not os.path.exists("/proc/self/maps"):
                return None
            with open("/proc/self/maps") as maps:
                return sorted({line.split()[-1].rsplit("/", 1)[-1] for line in maps
                               if line.rstrip().lower().endswith((".otf", ".ttf", ".ttc"))})

        def painted():
            seen.update(drawn=len(drawn), fonts=fonts_open())
            QTimer.singleShot(0, app.quit)

        home.draw_letter = counted
        app = create_app()
        Settings().language = "en"
        window = open_window(app, painted)
        QTimer.singleShot(60_000, app.quit)
        app.exec()
        print(json.dumps(seen))
        window.close()
    """)
    seen = run_fresh(script, tmp_path)
    assert seen["drawn"] == 0
    if seen["fonts"] is not None:
        assert seen["fonts"]  # the Latin font the words are drawn in
        assert [name for name in seen["fonts"] if "cjk" in name.lower()] == []


def test_the_seal_letters_read_at_start_are_the_ones_its_tool_draws(qapp, monkeypatch):
    """The home screen's seal shows the letter packaging/tools/make_seal.py draws in the app's
    font, pixel for pixel at every scale it prints; another size or scale draws it anew."""
    from PySide6.QtCore import QSizeF

    from tabibito.ui import home

    monkeypatch.syspath_prepend(str(DESKTOP.parent / "packaging" / "tools"))
    import make_seal

    try:
        drawn, scales = make_seal.letters(), make_seal.SCALES
    finally:
        sys.modules.pop("make_seal", None)
    size = QSizeF(home.SEAL_SIZE, home.SEAL_SIZE)
    assert 1 in scales and 2 in scales
    for scale in scales:
        read = home.printed_letter(size, scale)
        assert not read.isNull()
        assert read.devicePixelRatio() == scale
        assert read == drawn[home.letter_name(size, scale)]
    assert home.printed_letter(size, 1.1).isNull()
    assert home.printed_letter(QSizeF(68, 68), 2).isNull()  # the About box's seal


def registered_fonts_script(language: str) -> str:
    """A fresh start as the bench times it (``measure_startup``), in ``language``: the files of
    the fonts registered at its first frame, right after it and, English, once the window has
    been switched to Japanese and painted (and which font files the process then has open)."""
    return (textwrap.dedent("""
        import json, os
        from pathlib import Path
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtGui import QFontDatabase
        folder = Path(os.environ["XDG_CONFIG_HOME"], "Tabibito")
        folder.mkdir(parents=True)
        (folder / "Tabibito.ini").write_text("[General]\\nlanguage=LANGUAGE\\n")

        def registered():
            return sorted(family for font_id in range(16)
                          for family in QFontDatabase.applicationFontFamilies(font_id))

        def at_first_frame(window):
            return {"first_frame": registered()}
    """) + TIMED_START + textwrap.dedent("""
        seen["after"] = registered()
        seen["families"] = QCoreApplication.instance().font().families()
        window.show()
        window.apply_settings("ja", window.settings.animation_speed)
        QCoreApplication.processEvents()
        window.grab()
        with open("/proc/self/maps") as maps:
            seen["open"] = sorted({line.split()[-1].rsplit("/", 1)[-1] for line in maps
                                   if line.rstrip().lower().endswith((".otf", ".ttf"))})
        print(json.dumps(seen))
        window.close()
    """)).replace("LANGUAGE", language)


JAPANESE = "Noto Sans CJK JP"


def test_an_english_start_registers_the_japanese_font_right_after_its_first_frame(tmp_path):
    """The bundled Japanese font's files (4 MB each) are read for their letters when they are
    registered: an English start does it right after its first frame, which shows no Japanese,
    and a Japanese start before. The app's font names the family from the start, and Japanese
    words are drawn in the bundled font once the window speaks Japanese."""
    english = run_fresh(registered_fonts_script("en"), tmp_path / "en")
    assert english["first_frame"] == ["Noto Sans", "Noto Sans"]  # regular and bold
    assert english["after"] == sorted(["Noto Sans"] * 2 + [JAPANESE] * 2)
    assert english["families"] == ["Noto Sans", JAPANESE]
    assert "NotoSansCJKjp-Tabibito-Regular.otf" in english["open"]
    japanese = run_fresh(registered_fonts_script("ja"), tmp_path / "ja")
    assert japanese["first_frame"] == japanese["after"] == english["after"]
    assert japanese["families"] == ["Noto Sans", JAPANESE]


def test_the_wave_scales_read_at_start_are_the_ones_its_tool_draws(qapp, monkeypatch):
    """The home screen's waves are stamped from scales that packaging/tools/make_waves.py
    draws, read instead of painted before the first frame: the same pixels at screen scales 1
    and 2, and at those scales every window size stamps only printed scales."""
    from PySide6.QtCore import QRectF

    from tabibito.ui.home import WAVES_HEIGHT
    from tabibito.ui.kit import style

    monkeypatch.syspath_prepend(str(DESKTOP.parent / "packaging" / "tools"))
    import make_waves

    try:
        for dpr in style.PRINTED_WAVE_SCALES:
            drawn, read = make_waves.scales(dpr), style.printed_wave_scales(float(dpr))
            assert list(read) == list(drawn) and len(read) >= 7
            for key, image in drawn.items():
                assert read[key] == image and read[key].devicePixelRatio() == dpr
            for width, height in ((800, 600), (1366, 768), (1367, 769), (2560, 1440)):
                area = QRectF(0, height - WAVES_HEIGHT, width, WAVES_HEIGHT)
                stamped = {(make_waves.INK, make_waves.GROUND, *stamp[2:])
                           for stamp in style.wave_stamps(area, float(dpr), make_waves.STRENGTH)}
                assert stamped <= set(read)
    finally:
        sys.modules.pop("make_waves", None)


def test_the_home_screen_paints_its_waves_from_printed_scales(qtbot, monkeypatch):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from tabibito.ui.home import HomeScreen
    from tabibito.ui.kit import style

    drawn = []
    draw = style.draw_wave_scale
    monkeypatch.setattr(style, "draw_wave_scale", lambda *key: drawn.append(key) or draw(*key))
    style._wave_scale.cache_clear()
    home = HomeScreen([])
    qtbot.addWidget(home)
    home.resize(1024, 700)
    assert not home.grab().isNull()
    assert drawn == []
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    style.paint_waves(painter, QRectF(0, 0, 200, 100), ground=None)  # another screen's: drawn
    painter.end()
    assert drawn
