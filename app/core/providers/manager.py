"""Which provider is active, its key, and a client for it (reused while nothing changes)."""
from __future__ import annotations

from app.core.domain import MAX_REPLY_TOKENS_RANGE, ProviderConfig, new_id
from app.core.providers.client import ProviderClient, normalise_base_url
from app.core.providers.errors import ErrorKind, ProviderError
from app.core.providers.secrets import KeyStore
from app.core.store.providers import ProviderRepository
from app.core.store.settings import SettingsRepository


def check_max_reply_tokens(value) -> int:
    """A reply length limit as a whole number of tokens in range, or a sentence saying why not."""
    low, high = MAX_REPLY_TOKENS_RANGE
    try:
        number = int(str(value).strip().replace("_", "").replace(",", ""))
    except (TypeError, ValueError):
        raise ProviderError(ErrorKind.BAD_REQUEST, code="provider.bad_reply_limit",
                            params={"low": low, "high": high}) from None
    if not low <= number <= high:
        raise ProviderError(ErrorKind.BAD_REQUEST, code="provider.bad_reply_limit", params={"low": low, "high": high})
    return number


class StoredCapabilities:
    """What one provider's models accepted (the structured-output form), kept in the database so
    the next run does not pay a refused request again."""

    def __init__(self, repo: ProviderRepository, provider_id: str) -> None:
        self.repo = repo
        self.provider_id = provider_id

    def structured_mode(self, model: str) -> str | None:
        return self.repo.structured_modes(self.provider_id).get(model)

    def remember_structured_mode(self, model: str, mode: str) -> None:
        if self.structured_mode(model) != mode:
            self.repo.remember_structured_mode(self.provider_id, model, mode)


def _running_loop():
    import asyncio

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class ProviderManager:
    def __init__(self, repo: ProviderRepository, settings: SettingsRepository, keys: KeyStore) -> None:
        self.repo = repo
        self.settings = settings
        self.keys = keys
        self._clients: dict[tuple, ProviderClient] = {}

    def active(self) -> ProviderConfig | None:
        active_id = self.settings.get("provider.active")
        if active_id:
            config = self.repo.get(active_id)
            if config is not None:
                return config
        configs = self.repo.list()
        return configs[0] if configs else None

    def save(self, config: ProviderConfig, api_key: str | None = None, *, make_active: bool = True) -> tuple[ProviderConfig, bool | None]:
        """Store a provider; returns it and whether its key reached the OS keyring (None: no key given)."""
        config = ProviderConfig(
            id=config.id or new_id(), name=config.name.strip() or "Provider",
            base_url=normalise_base_url(config.base_url), chat_model=config.chat_model.strip(),
            memory_model=config.memory_model.strip(), embedding_model=config.embedding_model.strip(),
            max_reply_tokens=check_max_reply_tokens(config.max_reply_tokens),
        )
        saved = self.repo.save(config)
        in_keyring = None
        if api_key:
            in_keyring = self.keys.set(saved.id, api_key)
        if make_active:
            self.settings.set("provider.active", saved.id)
        return saved, in_keyring

    def remove(self, provider_id: str) -> ProviderConfig | None:
        """Forget a provider and its saved key; returns the provider in use afterwards.

        Removing the provider in use hands over to the first remaining one, so chats keep working
        when another is configured; with none left, Whizi asks for one again (onboarding)."""
        self.repo.delete(provider_id)
        self.keys.delete(provider_id)
        if self.settings.get("provider.active") == provider_id:
            remaining = self.repo.list()
            self.settings.set("provider.active", remaining[0].id if remaining else "")
        return self.active()

    def client(self, config: ProviderConfig | None = None, loop=None) -> ProviderClient:
        """The client for `config` (default: the active provider), for use on `loop` (default:
        the running one; pass it when calling from a worker thread)."""
        config = config or self.active()
        if config is None:
            raise ProviderError(ErrorKind.NO_PROVIDER, code="provider.none")
        key = self.keys.get(config.id)
        timeout = float(self.settings.get("chat.request_timeout_s"))
        # An httpx client belongs to the event loop it first ran on; scripts may run several loops.
        cache_key = (config, key, timeout, id(loop or _running_loop()))
        client = self._clients.get(cache_key)
        if client is None:
            client = ProviderClient(config, key, timeout=timeout, capabilities=self._capabilities(config))
            self._clients = {cache_key: client}  # one live client; older ones are dropped
        return client

    def _capabilities(self, config: ProviderConfig) -> StoredCapabilities | None:
        return StoredCapabilities(self.repo, config.id) if config.id else None

    def client_for_test(self, config: ProviderConfig, api_key: str | None) -> ProviderClient:
        """A throwaway client for "Test connection" before anything is saved."""
        return ProviderClient(config, api_key or (self.keys.get(config.id) if config.id else None),
                              timeout=min(15.0, float(self.settings.get("chat.request_timeout_s"))))
