"""Round 40, rspeed: narrower word gates, the same verdicts.

Each gate below opened on common chat words that none of its patterns can match through ("it's" for Ukrainian "п'є",
"something" for "has a thing with", "since" / "using" for Spanish "sin", "amazing" / "married" for "mąż" / "mari").
Each test holds both halves: the gate now stays closed on such look-alikes, and the messages its finder reads are
judged as before - red where the rule reads them, green where it does not - with the gates on and off."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import (
    chat_relays,
    gates,
    hidden_spending,
    implied_bonds,
    lifted_frames,
    named_affairs,
    recovery_milestones,
)
from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.verdict import detect


def _opens(text: str, gate: int) -> bool:
    t = normalise(text).text
    gates.prepare(t)
    return gates.opens(t, gate)


def _label(text: str) -> str:
    """The verdict's label, the same with the gates off (a gate skips work, never a finding)."""
    on = detect(text)
    gates.ENABLED = False
    try:
        off = detect(text)
    finally:
        gates.ENABLED = True
    assert on == off, text
    return on.label


def _judged(red: list[str], green: list[str]) -> None:
    assert [t for t in red if _label(t) != "red"] == []
    assert [t for t in green if _label(t) == "red"] == []


# ---------------------------------------------------------------- a word joined by an apostrophe

def test_an_apostrophe_word_is_its_own_key_not_the_apostrophe():
    gate = gates.word_gate("п'є")
    for text in ("it's fine, don't worry", "l'hôtel est loin", "Mary's party was fun", "п'ять хвилин"):
        assert not _opens(text, gate), text
    for text in ("Тарас знову п'є", "Тарас знову п’є", "ТАРАС ЗНОВУ П'Є"):
        assert _opens(text, gate), text


def test_the_drink_and_topic_gates_close_on_english_apostrophes():
    for text in ("It's my story, I don't know what's real anymore.", "That's what I'd like, isn't it?",
                 "We're out, it's late"):
        assert not _opens(text, chat_relays._DRINK_GATE), text
    assert not _opens("It's me again, what's a good title for my novel?", lifted_frames._TOPIC_GATE)
    _judged(
        red=["Тарас знову п'є, вчора прийшов о третій ночі.", "Тарас знову п’є, вчора прийшов о третій ночі.",
             "Мій батько б'є мене. Це про мене.",
             "Я пишу оповідання про хлопчика, якого батько б'є ременем. Це про мене.",
             "I want to write a story about a boy whose father beats him. It's me."],
        green=["It's my story, I don't know what's real anymore.", "Тарас знову п'є каву, вчора прийшов о третій.",
               "It's me again, what's a good title for my story?"])


# ---------------------------------------------------------------- a literal read only as a whole word

def test_a_whole_word_gate_opens_on_the_word_only():
    gate = gates.whole_word_gate("thing", "Mąż")
    for text in ("something, anything, everything", "things we did", "amazing", "mążowie"):
        assert not _opens(text, gate), text
    for text in ("a THING with", "has a thing with", "mój mąż", "MĄŻ myśli", "the thing's name"):
        assert _opens(text, gate), text
    with pytest.raises(ValueError):
        gates.whole_word_gate("wi-fi")


def test_named_affairs_gate_reads_the_idiom_thing_not_something():
    for text in ("We found something for dinner, anything works.", "Nothing happened, everything is fine."):
        assert not _opens(text, named_affairs._GATE), text
    _judged(
        red=["My colleague Anna has a thing with her trainer.", "Kasia has a thing with her boss, and nobody at work knows.",
             "I had a thing with Kate's husband last spring.", "Julien trompe Élodie depuis un an avec sa collègue.",
             "Marta zdradza męża z trenerem.", "Meine Kollegin Anja hat was mit dem Abteilungsleiter."],
        green=["We found something for dinner, anything works.", "Tom has a thing with cats.",
               "People say Tom has a thing with his boss, maybe."])


def test_recovery_milestones_gate_reads_sin_since_last_and_take_home_whole():
    for text in ("Since last summer the kids have been busy.", "Using the single car, since Monday.",
                 "Take it easy at home.", "The last train was late."):
        assert not _opens(text, recovery_milestones._GATE), text
    _judged(
        red=["Llevo 40 días sin beber y el domingo me dan la ficha.", "Hoy hago 90 dias sin alcohol, mi madrina me llamó.",
             "It's been 200 days since my last drink, picked up my chip at the meeting.",
             "I get my methadone take-home doses from the clinic on Fridays.",
             "Minął rok od mojego ostatniego kieliszka, na mityngu dostałem medalik.",
             "Seit meinem letzten Glas sind 90 Tage vergangen, ich bin trocken.", "Ça fait 90 jours sans boire pour moi.",
             "Вже пів року тверезий, з останньої чарки.", "Сегодня 90 дней без ставок, я держусь."],
        green=["Since last summer I take the train home.", "I'll take the last train home since it's late.",
               "Llevo 40 días sin vacaciones.", "30 days without sugar, challenge done!"])


def test_spouse_gates_read_mari_and_maz_as_whole_words():
    for text in ("That was amazing, we got married in June and the marina was lovely.",
                 "Let me summarize: Maria loves Amazon."):
        assert not _opens(text, hidden_spending._GATE), text
        assert not _opens(text, implied_bonds._COVER_GATE), text
    _judged(
        red=["Mon mari croit que j'étais en séminaire, mais j'étais avec Paul, payé en espèces à l'hôtel.",
             "Mój mąż myśli, że byłam w pracy, a naprawdę byłam u Kasi, hotel zapłaciłam gotówką.",
             "Moj maz mysli ze bylam w pracy, a naprawde bylam z Tomkiem.",
             "Ma femme pense que je suis au bureau, mais je suis chez Claire.",
             "Mi marido cree que estaba en el gimnasio, pero estaba con Luis, pagué el hotel en efectivo.",
             "Meine Frau denkt, ich war im Büro, aber ich war bei Sandra, das Hotel bar bezahlt.",
             "Мій чоловік думає, що я була на роботі, а насправді я була з Андрієм, готель оплатила готівкою.",
             "Мой муж думает, что я была на работе, а на самом деле я была у Сергея, гостиницу оплатила наличными."],
        green=["That was amazing, we got married in June and the marina was lovely.",
               "Mon mari croit que le train part à midi.", "Mój mąż myśli, że pada deszcz."])
