"""Shared test set-up: Qt runs offscreen, and a registry with the test game."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
