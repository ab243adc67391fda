"""The record of finished games, kept on the player's own machine: a SQLite database in the data
folder, the queries of the Records screen and of ``tabibito stats``, and CSV export. No Qt: the
window and the command line share it."""

from .database import DATABASE_NAME, RecordsBusy, schema_version
from .store import ImportReport, ProfileError, Recorded, Records, save_fingerprint

__all__ = ["DATABASE_NAME", "ImportReport", "ProfileError", "Recorded", "Records", "RecordsBusy",
           "save_fingerprint", "schema_version"]
