"""Which saved facts came only from the messages the user excludes (facts_provenance.py)."""
from __future__ import annotations

from app.core.memory.facts.provenance import SourceState, learnt_only_from

USER, REPLY = SourceState("user", False), SourceState("assistant", False)
EXCLUDED_USER = SourceState("user", True)


def test_a_fact_learnt_from_the_excluded_message_alone_goes():
    assert learnt_only_from(["u1"], {"u1"}, {"u1": USER})


def test_a_reply_that_echoed_the_user_does_not_keep_the_fact():
    assert learnt_only_from(["u1", "a1"], {"u1"}, {"u1": USER, "a1": REPLY})


def test_another_user_message_that_taught_it_keeps_it():
    assert not learnt_only_from(["u1", "u2"], {"u1"}, {"u1": USER, "u2": USER})


def test_sources_excluded_earlier_or_gone_support_nothing():
    assert learnt_only_from(["u1", "u2"], {"u1"}, {"u1": USER, "u2": EXCLUDED_USER})
    assert learnt_only_from(["u1", "gone"], {"u1"}, {"u1": USER})


def test_a_fact_learnt_from_replies_alone_is_supported_by_the_replies_left():
    assert not learnt_only_from(["a1", "a2"], {"a1"}, {"a1": REPLY, "a2": REPLY})
    assert learnt_only_from(["a1"], {"a1"}, {"a1": REPLY})


def test_unrelated_or_unsourced_facts_never_go():
    assert not learnt_only_from([], {"u1"}, {})
    assert not learnt_only_from(["gone"], {"u1"}, {})   # nothing excluded now taught it
    assert not learnt_only_from(["a1"], {"u1"}, {"a1": REPLY, "u1": USER})
