"""SQLite storage: the source of truth for everything Whizi keeps."""
from app.core.store.db import CorruptDatabase, Database, NewerSchema, StorageUnavailable, move_aside

__all__ = ["CorruptDatabase", "Database", "NewerSchema", "StorageUnavailable", "move_aside"]
