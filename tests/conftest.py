"""Shared test set-up: Qt runs offscreen, and a registry with the test game."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def qapp(qapp_args, pytestconfig):
    """The application as players start it: our fonts and look, so that what the tests measure
    is what the window shows whatever fonts the machine has."""
    from tabibito.ui.app import create_app

    return create_app(qapp_args)


@pytest.fixture(autouse=True)
def translators_as_found(monkeypatch):
    """Every test leaves the app's translators as it found them. Qt cannot list the installed
    ones, so those installed during the test are noted and the ones still installed at its end
    are removed: a window a test leaves open keeps its LanguageManager's catalogues installed,
    and a later test would read their words (English's catalogue holds the plural forms, so
    "point(s)" reads "points")."""
    from PySide6.QtCore import QCoreApplication
    from shiboken6 import isValid

    installed = []
    install = QCoreApplication.installTranslator

    def noted(translator):
        installed.append(translator)
        return install(translator)

    monkeypatch.setattr(QCoreApplication, "installTranslator", staticmethod(noted))
    yield
    for translator in reversed(installed):
        if isValid(translator):  # a deleted one has removed itself
            QCoreApplication.removeTranslator(translator)
