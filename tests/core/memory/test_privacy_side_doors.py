"""Red text reaches no memory pass and leaves the machine for none, through whichever door: chat
titles, the search query sent to the provider's embedding model, replies that echo it, decisions
stored in an imported file, and the index files left behind by "Clear memory" (issue #12 §2).

Real parts throughout: a SQLite file, a LanceDB folder, the openai client over HTTP to the local
test server, which records every request it gets."""
from __future__ import annotations

import asyncio
import json

from app.core.domain import Role
from tests.support.history import dated_chat, drain

CARD = "4111 1111 1111 1111"
RED_FIRST = f"My card number is {CARD}, which shop did I order the lamp from?"


def bodies(server, path: str) -> list[str]:
    """Every request the server got at `path`, as the JSON text that travelled."""
    return [json.dumps(r.body, ensure_ascii=False) for r in server.requests if r.path == path]


# ----- 2. the search query sent to the provider's embedding model ----------------------------------
def test_a_red_query_reaches_the_providers_embedding_model_without_its_red_spans(connected_core, openai_server):
    core = connected_core
    core.settings.set("memory.reference_history", True)
    core.settings.set("history.embedder", "provider")
    dated_chat(core, "Lamp", [("user", "I ordered the brass lamp from Lumenhaus.")], days_ago=2)
    drain(core)
    assert "test-embed" in core.history.reading_model()
    openai_server.requests.clear()

    asyncio.run(core.history.reader.build("another-chat", RED_FIRST))

    sent = bodies(openai_server, "/v1/embeddings")
    assert sent, "the query was embedded by the provider"
    assert not any("4111 1111" in body for body in sent)
    assert any("which shop did I order the lamp from" in body for body in sent)  # the rest still helps
