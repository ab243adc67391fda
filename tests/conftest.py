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
