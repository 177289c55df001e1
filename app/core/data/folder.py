"""What an export reads and an import writes: the data folder and its database.

The data service hands this to the exporter and the import's staging instead of the whole core.
"""
from __future__ import annotations

from dataclasses import dataclass

from app.core.paths import DataLayout
from app.core.store.db import Database


@dataclass(frozen=True)
class DataFolder:
    layout: DataLayout
    db: Database
