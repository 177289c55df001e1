"""Your data: export to JSON, import (Whizi exports and ChatGPT's), delete everything.

    core.data.export(path, leave_out_red=False, progress=..., cancel=...)
    core.data.import_files([path, ...], progress=..., cancel=...)
    new_core = await core.data.delete_all()
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app.core.data.errors import DataTransferError, ExportFailed, ImportFailed
from app.core.data.exporter import ExportReport, remove_interrupted_exports
from app.core.data.progress import CancelToken, Progress, TransferCancelled
from app.core.data.service import ANALYSE_IMPORTED, DataService
from app.core.data.staging import ImportReport
from app.core.features import Feature

if TYPE_CHECKING:
    from app.core.context import WhiziCore

__all__ = ["FEATURE", "DataService", "DataTransferError", "ExportFailed", "ImportFailed", "ExportReport",
           "ImportReport", "CancelToken", "Progress", "TransferCancelled", "ANALYSE_IMPORTED"]


def _build(core: WhiziCore) -> DataService:
    """The service and the job that analyses imports."""
    service = DataService(core.layout, core.db, core.chats, core.policy, core.jobs, reset=core.delete_all_data,
                          settings=core.settings)
    core.runner.register(ANALYSE_IMPORTED, service.analyse_imported)
    # Scratch files of an import that a crash interrupted hold the user's text: they go now (the
    # folder's lock guarantees no import is running).
    for leftover in (core.layout.root / "tmp").glob("import-*.sqlite*"):
        leftover.unlink(missing_ok=True)
    # Likewise the .part of an export a crash cut short, wherever the user was writing it.
    remove_interrupted_exports(core.layout.root)
    return service


def _use_privacy(service: DataService, privacy) -> None:
    service.privacy = privacy


def _use_facts(service: DataService, facts) -> None:
    service.facts = facts


# Imports hand their chats to the privacy analysis and their saved memory to the facts list when
# those features are there; export and import work without them.
FEATURE = Feature("data", _build, optional=("privacy", "facts"),
                  on_available={"privacy": _use_privacy, "facts": _use_facts})
