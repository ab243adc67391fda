"""Waiting for the computer players: the self-test, the screenshots, the tutorial check and the
window tests let queued bot decisions arrive before they look."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

IDLE_TIMEOUT_MS = 20_000


def wait_idle(controller, timeout_ms: int = IDLE_TIMEOUT_MS) -> bool:
    """Let queued bot decisions arrive until no computer player is thinking."""
    from PySide6.QtCore import QElapsedTimer  # its enum is built when first used: not at start

    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < timeout_ms:
        QCoreApplication.processEvents()
        if not controller.busy:
            QCoreApplication.processEvents()
            if not controller.busy:
                return True
        time.sleep(0.002)
    return False
