"""SQLite storage: the source of truth for everything Whizi keeps."""
from .db import CorruptDatabase, Database, NewerSchema, StorageUnavailable, move_aside

__all__ = ["CorruptDatabase", "Database", "NewerSchema", "StorageUnavailable", "move_aside"]
