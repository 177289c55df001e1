"""The vectors the history service hands out to other features (insights reuses them instead of
embedding again): a real SQLite file, a real LanceDB folder and the local embedder."""
from __future__ import annotations

import numpy as np

from app.core.memory.history.index import MESSAGES
from app.core.store.messages import content_hash
from tests.support.history import dated_chat, drain


def test_stored_vectors_are_handed_out_only_for_unchanged_user_messages(core):
    drain(core)
    chat, msgs = dated_chat(core, "Garden", [
        ("user", "The tomatoes on the balcony need watering twice a day in July."),
        ("assistant", "Water them early in the morning and mulch the pots."),
        ("user", "The basil went to seed already."),
    ], days_ago=1)
    drain(core)
    model = core.history.reading_model()
    tomatoes, reply, basil = msgs
    wanted = {m.id: content_hash(m.content) for m in msgs}
    wanted[basil.id] = content_hash("The basil was edited since it was indexed.")

    vectors = core.history.user_message_vectors(model, wanted)

    # The reply is not a user message; the basil's vector was computed from other content.
    assert set(vectors) == {tomatoes.id}
    stored = core.history.index.vectors(MESSAGES, model, [tomatoes.id])[tomatoes.id]
    assert np.allclose(vectors[tomatoes.id], np.asarray(stored, dtype=np.float32))
    # Vectors of another model, or of an index not built for it: none (the caller embeds).
    assert core.history.user_message_vectors("no-such-model", wanted) == {}
    assert core.history.user_message_vectors(model, {}) == {}
