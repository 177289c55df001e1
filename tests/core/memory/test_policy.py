from dataclasses import replace

import pytest

from app.core.context import WhiziCore
from app.core.domain import AnalysisMode, PrivacyLabel, Role, UserDecision
from app.core.memory.policy import PLACEHOLDER, MemoryPolicy


@pytest.fixture
def core(data_dir):
    c = WhiziCore.open(data_dir)
    yield c
    c.close()


def test_unanalysed_chat_is_not_remembered_until_memory_is_enabled(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "I love climbing")
    assert policy.may_remember(msg) is False
    core.settings.set("memory.chat_analysis", "automatic")
    assert policy.may_remember(msg) is True
    core.settings.set("memory.chat_analysis", "manual")
    core.chats.set_analysis_mode(chat.id, AnalysisMode.ONCE)
    assert policy.may_remember(msg) is True


def test_labels_and_the_users_decision(core):
    policy = MemoryPolicy(core.chats, core.settings)
    core.settings.set("memory.chat_analysis", "automatic")
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "text")
    assert policy.may_remember(replace(msg, privacy_label=PrivacyLabel.GREEN))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.RED))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.YELLOW))
    assert policy.may_remember(replace(msg, privacy_label=PrivacyLabel.YELLOW, user_decision=UserDecision.REMEMBER))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.GREEN,
                                           user_decision=UserDecision.DO_NOT_REMEMBER))


def test_memory_text_never_carries_red_spans(core):
    policy = MemoryPolicy(core.chats, core.settings)
    core.settings.set("memory.chat_analysis", "automatic")
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "Card 4111 1111 1111 1111, and I like jazz")
    text = policy.memory_text(msg)
    assert "4111" not in text and PLACEHOLDER in text and "I like jazz" in text
