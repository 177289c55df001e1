"""Errors of export and import, each with a message meant for the user."""
from __future__ import annotations

from app.core.errors import UserError


class DataTransferError(UserError):
    """Base class: str(exc) is a complete sentence for the user."""


class ImportFailed(DataTransferError):
    """The file was not imported and nothing was changed.

    `where` says where the problem is: "line 1, column 5012" or a path into the document such as
    "chats[3].messages[7].role"; `reason` says what is wrong there.
    """

    def __init__(self, where: str, reason: str, *, file: str | None = None) -> None:
        self.where = where
        self.reason = reason
        self.file = file
        located = f"{where}: {reason}" if where else reason
        prefix = f"{file}: " if file else ""
        # str() is where and what; the sentence for the user (`english`, `user_message`) frames it.
        super().__init__(f"{prefix}{located}", code="import.bad_file", params={"detail": f"{prefix}{located}"})

    @property
    def user_message(self) -> str:
        return self.english


class ExportFailed(DataTransferError):
    pass
