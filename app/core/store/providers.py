"""Configured providers (base URL and model names). Their keys live in the keyring only."""
from __future__ import annotations

import json

from sqlalchemy import select

from app.core.domain import DEFAULT_MAX_REPLY_TOKENS, ProviderConfig, new_id, utcnow
from app.core.store.db import Database
from app.core.store.models import ProviderRow


def to_config(row: ProviderRow) -> ProviderConfig:
    return ProviderConfig(id=row.id, name=row.name, base_url=row.base_url, chat_model=row.chat_model,
                          memory_model=row.memory_model, embedding_model=row.embedding_model,
                          max_reply_tokens=row.reply_limit or DEFAULT_MAX_REPLY_TOKENS)


class ProviderRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def list(self) -> list[ProviderConfig]:
        with self.db.session(read_only=True) as s:
            return [to_config(r) for r in s.scalars(select(ProviderRow).order_by(ProviderRow.created_at))]

    def get(self, provider_id: str) -> ProviderConfig | None:
        with self.db.session(read_only=True) as s:
            row = s.get(ProviderRow, provider_id)
            return to_config(row) if row else None

    def save(self, config: ProviderConfig) -> ProviderConfig:
        with self.db.session() as s:
            row = s.get(ProviderRow, config.id) if config.id else None
            if row is None:
                row = ProviderRow(id=config.id or new_id(), created_at=utcnow())
                s.add(row)
            row.name = config.name
            row.base_url = config.base_url
            row.chat_model = config.chat_model
            row.memory_model = config.memory_model
            row.embedding_model = config.embedding_model
            row.reply_limit = config.max_reply_tokens
            if row.structured_modes is None:
                row.structured_modes = "{}"
            return to_config(row)

    def structured_modes(self, provider_id: str) -> dict[str, str]:
        """The structured-output form each model of this provider accepted: {model: form}."""
        with self.db.session(read_only=True) as s:
            row = s.get(ProviderRow, provider_id)
            try:
                modes = json.loads(row.structured_modes) if row is not None and row.structured_modes else {}
            except ValueError:
                return {}
            return {str(k): str(v) for k, v in modes.items()} if isinstance(modes, dict) else {}

    def remember_structured_mode(self, provider_id: str, model: str, mode: str) -> None:
        with self.db.session() as s:
            row = s.get(ProviderRow, provider_id)
            if row is None:
                return
            try:
                modes = json.loads(row.structured_modes or "{}")
            except ValueError:
                modes = {}
            if not isinstance(modes, dict):
                modes = {}
            modes[model] = mode
            row.structured_modes = json.dumps(modes, sort_keys=True)

    def delete(self, provider_id: str) -> None:
        with self.db.session() as s:
            row = s.get(ProviderRow, provider_id)
            if row is not None:
                s.delete(row)
