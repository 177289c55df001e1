"""Your data: export to JSON, import (Whizi exports and ChatGPT's), delete everything.

    core.data.export(path, leave_out_red=False, progress=..., cancel=...)
    core.data.import_files([path, ...], progress=..., cancel=...)
    new_core = await core.data.delete_all()
"""
from __future__ import annotations

from app.core.data.errors import DataTransferError, ExportFailed, ImportFailed
from app.core.data.exporter import ExportReport, remove_interrupted_exports
from app.core.data.progress import CancelToken, Progress, TransferCancelled
from app.core.data.service import ANALYSE_IMPORTED, DataService
from app.core.data.staging import ImportReport

__all__ = ["install_data", "DataService", "DataTransferError", "ExportFailed", "ImportFailed", "ExportReport",
           "ImportReport", "CancelToken", "Progress", "TransferCancelled", "ANALYSE_IMPORTED"]


def install_data(core) -> DataService:
    """Called once from WhiziCore.__init__: sets core.data and the job that analyses imports."""
    service = DataService(core)
    core.data = service
    core.runner.register(ANALYSE_IMPORTED, service.analyse_imported)
    # Scratch files of an import that a crash interrupted hold the user's text: they go now (the
    # folder's lock guarantees no import is running).
    for leftover in (core.layout.root / "tmp").glob("import-*.sqlite*"):
        leftover.unlink(missing_ok=True)
    # Likewise the .part of an export a crash cut short, wherever the user was writing it.
    remove_interrupted_exports(core.layout.root)
    return service
