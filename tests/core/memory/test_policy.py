from dataclasses import replace

import pytest

from app.core.domain import AnalysisMode, MessageStatus, PrivacyLabel, Role, UserDecision
from app.core.memory.policy import EXCLUDED, FORGET, IGNORE, PLACEHOLDER, REMEMBER, MemoryPolicy


def test_which_chats_are_analysed_as_messages_arrive(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    assert not policy.chat_is_analysed(chat)
    core.chats.set_analysis_mode(chat.id, AnalysisMode.ONCE)  # analysed once: later messages wait
    assert not policy.chat_is_analysed(core.chats.get(chat.id))
    core.chats.set_analysis_mode(chat.id, AnalysisMode.AUTO)
    assert policy.chat_is_analysed(core.chats.get(chat.id))
    core.chats.set_analysis_mode(chat.id, AnalysisMode.NONE)
    core.settings.set("memory.chat_analysis", "automatic")
    assert policy.chat_is_analysed(core.chats.get(chat.id))
    temporary = core.chat.new_chat(temporary=True)
    assert not policy.chat_is_analysed(temporary)


def test_an_unlabelled_message_is_not_remembered_even_in_an_analysed_chat(core):
    policy = MemoryPolicy(core.chats, core.settings)
    core.settings.set("memory.chat_analysis", "automatic")
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "I love climbing")
    assert policy.may_remember(msg) is False and policy.memory_text(msg) is None
    assert policy.awaiting_label(msg)  # ... until the classifier has labelled it
    assert not policy.awaiting_label(replace(msg, privacy_label=PrivacyLabel.GREEN))
    reply = core.messages.add(chat.id, Role.ASSISTANT, "", status=MessageStatus.ERROR)
    assert not policy.awaiting_label(reply)  # an error reply has nothing to label


def test_labels_and_the_users_decision(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "text")
    assert policy.may_remember(replace(msg, privacy_label=PrivacyLabel.GREEN))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.RED))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.YELLOW))
    assert policy.may_remember(replace(msg, privacy_label=PrivacyLabel.YELLOW, user_decision=UserDecision.REMEMBER))
    assert not policy.may_remember(replace(msg, privacy_label=PrivacyLabel.GREEN,
                                           user_decision=UserDecision.DO_NOT_REMEMBER))
    # Settings decide what is analysed and shown, never what was already remembered.
    green = replace(msg, privacy_label=PrivacyLabel.GREEN)
    for analysis, level in (("manual", "strict"), ("automatic", "detailed")):
        core.settings.set("memory.chat_analysis", analysis)
        core.settings.set("memory.analysis_level", level)
        assert policy.may_remember(green)


def test_memory_text_never_carries_red_spans(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "Card 4111 1111 1111 1111, and I like jazz")
    text = policy.memory_text(replace(msg, privacy_label=PrivacyLabel.GREEN, user_decision=None))
    assert "4111 1111" not in text and PLACEHOLDER in text and "I like jazz" in text


def test_marks_strict_shows_green_and_red_only_detailed_shows_yellow_with_actions(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "text")
    green = replace(msg, privacy_label=PrivacyLabel.GREEN, privacy_reason="Hobby", remembered_at=msg.created_at)
    red = replace(msg, privacy_label=PrivacyLabel.RED, privacy_reason="payment card number")
    yellow = replace(msg, privacy_label=PrivacyLabel.YELLOW, privacy_reason="Possible health issue")

    for detailed in (False, True):
        assert (policy.mark(green, detailed).label, policy.mark(green, detailed).actions) == ("green", (FORGET,))
        assert (policy.mark(red, detailed).label, policy.mark(red, detailed).actions) == ("red", ())
        assert policy.mark(msg, detailed).label is None
    assert policy.mark(yellow, False).label is None and policy.mark(yellow, False).actions == ()
    assert policy.mark(yellow, True).label == "yellow"
    assert policy.mark(yellow, True).actions == (REMEMBER, IGNORE)
    assert policy.mark(yellow, True).reason == "Possible health issue"

    confirmed = replace(yellow, user_decision=UserDecision.REMEMBER, remembered_at=msg.created_at)
    assert policy.mark(confirmed, False).label == "green"  # remembered: shown in both modes
    ignored = replace(yellow, user_decision=UserDecision.IGNORE)
    assert policy.mark(ignored, True).label == EXCLUDED and policy.mark(ignored, True).actions == (REMEMBER,)
    assert policy.mark(ignored, False).label is None
    excluded = replace(green, user_decision=UserDecision.DO_NOT_REMEMBER, remembered_at=None)
    assert policy.mark(excluded, False).label == EXCLUDED and policy.mark(excluded, False).actions == (REMEMBER,)


def test_only_offered_actions_become_decisions(core):
    policy = MemoryPolicy(core.chats, core.settings)
    chat = core.chats.create("c")
    msg = core.messages.add(chat.id, Role.USER, "text")
    red = replace(msg, privacy_label=PrivacyLabel.RED)
    yellow = replace(msg, privacy_label=PrivacyLabel.YELLOW)
    with pytest.raises(ValueError):
        policy.decision_for(red, REMEMBER, True)  # red is never remembered, whoever clicks
    with pytest.raises(ValueError):
        policy.decision_for(yellow, REMEMBER, False)  # Strict: yellow cannot be changed
    with pytest.raises(ValueError):
        policy.decision_for(yellow, "publish", True)
    assert policy.decision_for(yellow, REMEMBER, True) is UserDecision.REMEMBER
    assert policy.decision_for(yellow, IGNORE, True) is UserDecision.IGNORE
    green = replace(msg, privacy_label=PrivacyLabel.GREEN, remembered_at=msg.created_at)
    assert policy.decision_for(green, FORGET, False) is UserDecision.DO_NOT_REMEMBER


def test_temporary_chats_never(core):
    policy = MemoryPolicy(core.chats, core.settings)
    temporary = core.chat.new_chat(temporary=True)
    msg = replace(core.messages.add(core.chats.create("x").id, Role.USER, "hi"), chat_id=temporary.id,
                  privacy_label=PrivacyLabel.GREEN, user_decision=UserDecision.REMEMBER)
    assert not policy.may_remember(msg, temporary)
    assert not policy.may_take_explicit_request(temporary)
