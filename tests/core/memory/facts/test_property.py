"""Whatever the memory model answers, the stored list is within 2,000 tokens and well formed.

Each example is a real pass over HTTP: the test server answers the extraction (and, when the
rewrite is over budget, the compaction) with text hypothesis draws."""
from __future__ import annotations

import asyncio
import itertools
import json

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from app.core.memory.facts.budget import is_well_formed, list_tokens
from app.core.memory.facts.extract import PassRequest
from app.core.memory.facts.model import MAX_TOKENS
from app.core.memory.facts.triggers import ExplicitRequest
from tests.support.facts_model import wire
from tests.support.openai_server import Reply

fact = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=400),
    st.sampled_from(["- Name is Ann", "NAME IS ANN", "line\nbreak", "", "   ", "[private] card", "🙂" * 50]),
    st.builds(lambda w, n: " ".join([w] * n), st.sampled_from(["word", "słowo", "語"]), st.integers(1, 1200)),
)
facts_list = st.one_of(
    st.lists(fact, max_size=150),
    # Long lists: well over budget, so the compaction pass and the trim are exercised.
    st.lists(st.builds(lambda n, w: f"Fact {n}: " + " ".join([w] * 30), st.integers(0, 10**6),
                       st.sampled_from(["hobby", "żółw", "🙂", "family"])), min_size=40, max_size=200),
)
answer = st.one_of(
    facts_list.map(lambda lines: json.dumps({"facts": lines}, ensure_ascii=False)),
    facts_list.map(lambda lines: json.dumps({"facts": lines})),                   # ASCII-escaped
    st.lists(st.one_of(st.integers(), st.none(), st.text(max_size=20)), max_size=5)
    .map(lambda items: json.dumps({"facts": items})),                             # not all strings
    st.text(max_size=200),                                                        # prose, refusals
    st.just('{"facts": ["unterminated'),
    st.just(json.dumps({"facts": ["Name is Ann"], "extra": 1})),
)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(answers=st.lists(answer, min_size=1, max_size=4), forget=st.booleans())
def test_whatever_the_model_returns_the_stored_list_holds_the_budget(connected_core, openai_server,
                                                                     answers, forget):
    core = connected_core
    if not hasattr(core, "_property_chat"):
        core._property_chat = core.chat.new_chat()
        asyncio.run(core.chat.send(core._property_chat.id, "Remember that I like tea."))
        core._keys = itertools.count()
    memory = wire(openai_server, classifier=False)
    for text in answers:
        memory.script(Reply(content=text))
    user_message = core.messages.list(core._property_chat.id)[0]
    before = core.facts.lines()
    result = asyncio.run(core.facts.passes.run(PassRequest(
        pass_key=f"property:{next(core._keys)}", chat_id=core._property_chat.id,
        user_message_id=user_message.id, request=ExplicitRequest(remember=not forget, forget=forget))))
    stored = core.facts.lines()
    assert list_tokens(stored) <= MAX_TOKENS
    assert is_well_formed(stored)
    assert result.calls >= 1
    event(f"{result.outcome}{' after compaction' if result.compacted else ''}")
    if result.revision is None:
        assert stored == before                        # a pass that failed changed nothing
