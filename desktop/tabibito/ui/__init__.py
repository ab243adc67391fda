"""The PySide6 desktop shell: app, main window, dialogs, translation loading, per-game boards."""
