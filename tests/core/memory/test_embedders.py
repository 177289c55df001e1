"""The embedders: the local model that ships with the app, and the provider's /v1/embeddings over
real HTTP to the test server."""
from __future__ import annotations

import asyncio

import numpy as np
import pytest

from app.core.domain import ProviderConfig
from app.core.memory.embedders import (
    LOCAL_DIM,
    LOCAL_MODEL_ID,
    PROVIDER,
    LocalEmbedder,
    ProviderEmbedder,
    choose_embedder,
    local_embedder,
    tokenizer_file,
)
from tests.support.openai_server import embed_text


def test_local_model_ships_with_the_app_and_finds_meaning_not_just_words():
    assert tokenizer_file().is_file()
    vectors = asyncio.run(local_embedder().embed([
        "My cat sleeps on the sofa all afternoon.",
        "The kitten naps on the couch for hours.",
        "Quarterly revenue grew by eight percent.",
    ]))
    assert vectors.shape == (3, LOCAL_DIM)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    same_meaning, unrelated = vectors[0] @ vectors[1], vectors[0] @ vectors[2]
    assert same_meaning > unrelated + 0.3


def test_a_text_gets_the_same_vector_alone_or_in_a_batch_of_longer_texts():
    embedder = local_embedder()
    alone = embedder.embed_sync(["short question about trains"])[0]
    batch = embedder.embed_sync(["a much longer text " * 30, "short question about trains", ""])
    assert np.allclose(alone, batch[1], atol=1e-4)
    assert np.isfinite(batch[2]).all()          # an empty text still gets a usable vector


def test_provider_embeddings_come_from_its_embedding_model(core, openai_server):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                       chat_model="test-chat", embedding_model="test-embed"))
    embedder = ProviderEmbedder(core.providers)
    texts = [f"message number {i}" for i in range(70)]           # more than one batch
    vectors = asyncio.run(embedder.embed(texts))
    assert vectors.shape == (70, openai_server.embedding_dim)
    assert np.allclose(vectors[5], embed_text(texts[5], openai_server.embedding_dim), atol=1e-6)
    bodies = [r.body for r in openai_server.requests if r.path == "/v1/embeddings"]
    assert [b["model"] for b in bodies] == ["test-embed", "test-embed"]
    assert "test-embed" in embedder.model_id and openai_server.base_url in embedder.model_id


def test_provider_choice_without_an_embedding_model_falls_back_to_the_local_model(core, openai_server):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url, chat_model="test-chat"))
    assert choose_embedder(PROVIDER, core.providers).model_id == LOCAL_MODEL_ID


@pytest.mark.parametrize("choice", ["local", "nonsense"])
def test_local_is_the_default(core, choice):
    assert choose_embedder(choice, core.providers).model_id == LOCAL_MODEL_ID


def test_batched_vectors_equal_single_ones_whatever_the_batch_and_the_threads():
    """Padding is masked: a text's vector does not depend on the texts it is batched with (sorted
    by length, padded to the longest of its batch), nor on the session that indexing uses."""
    embedder = local_embedder()
    texts = [("word " * n).strip() + f" {n}" for n in (1, 3, 7, 12, 30, 60, 90, 200, 400)]
    texts += [f"Kot numer {i} śpi na kanapie, a pies szczeka na listonosza." for i in range(70)]
    texts += ["", "def f(x):\n    return x * 2\n" * 20]
    single = np.stack([embedder.embed_sync([t])[0] for t in texts])
    batched = embedder.embed_sync(texts)
    two_threads = LocalEmbedder(threads=2).embed_sync(list(reversed(texts)))[::-1]   # as indexing runs when idle
    bulk = embedder.embed_sync(texts, bulk=True)
    assert np.abs(batched - single).max() < 1e-5
    assert np.abs(two_threads - single).max() < 1e-5
    assert np.abs(bulk - single).max() < 1e-5
