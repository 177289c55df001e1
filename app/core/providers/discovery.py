"""First run: look for OpenAI-compatible servers already running on this machine."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

# (name, port) of the servers people most often run locally.
KNOWN_LOCAL_SERVERS: tuple[tuple[str, int], ...] = (
    ("Ollama", 11434),
    ("LM Studio", 1234),
    ("llama.cpp server", 8080),
)


@dataclass(frozen=True)
class LocalServer:
    name: str
    base_url: str
    models: tuple[str, ...]


async def _probe(name: str, port: int, timeout: float) -> LocalServer | None:
    import httpx

    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        async with httpx.AsyncClient(timeout=timeout, trust_env=False) as client:
            response = await client.get(f"{base_url}/models")
            if response.status_code != 200:
                return None
            data = response.json().get("data", [])
            models = tuple(sorted(str(m["id"]) for m in data if isinstance(m, dict) and "id" in m))
            return LocalServer(name, base_url, models)
    except (httpx.HTTPError, ValueError, AttributeError, TypeError):
        return None


async def detect_local_servers(candidates=KNOWN_LOCAL_SERVERS, timeout: float = 0.8) -> list[LocalServer]:
    """Probe every candidate at once; only loopback is ever contacted."""
    results = await asyncio.gather(*(_probe(name, port, timeout) for name, port in candidates))
    return [r for r in results if r is not None]
