"""Round 13 of the privacy detector (broad-v: non-native and transliterated writing).

Family 1, words typed without their diacritics: a learner's or a foreign keyboard's "jestem w ciazy",
"urodzilem sie", "je suis nee le", "Haustuercode", "Grossmutter". The detector's patterns match
their words typed plain in the same context as the words written properly (folding.py), and the
words that stop a finding (hedges: "no se si", "moze") are folded too. A Spanish accent on a word's
last letter tells words apart ("me afilié" / "que me afilie") and stays.
Family 2, a Ukrainian birth date with the verb's colloquial ending or without the pronoun
("народилась 12.05.1990").
Family 3, a door or alarm code given as a sequence of steps: "first 1-9-7-3, then ON", in six languages.
Family 4, a number given with the verb "call" in French ("Appelle ma voisine au 07.62.19.45.83").
Family 5, a Ukrainian plate in Latin letters with its owner said in Polish or in transliterated Ukrainian
("moja tablica AA 7412 KM", "moya mashyna KA 5519 IX").

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.folding import fold_letters, fold_word
from app.core.memory.privacy.detector.verdict import Kind, detect


def kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


PLAIN_RED = [
    ("glosowalem na Lewice i tesc przestal ze mna gadac", Kind.BELIEFS),
    ("urodzilam sie 14.07.1991 w Lublinie, tak mam w dowodzie", Kind.IDENTITY),
    ("je suis nee le 21/09/1987 a Lyon, c'est ecrit comment en anglais?", Kind.IDENTITY),
    ("der Code fuer die Tuer ist 7 3 1 8, bitte nicht weitergeben", Kind.SECRET),
    ("Haustuercode 5829, Schluessel liegt unter der Matte", Kind.SECRET),
    ("meine Grossmutter hat Demenz und erkennt mich nicht mehr", Kind.HEALTH),
    ("народилась 12.05.1990 у Львові, а в паспорті помилка", Kind.IDENTITY),
    ("народився 03.03.1979 в Одесі", Kind.IDENTITY),
    ("я народилась 30.11.1985 в Херсоні", Kind.IDENTITY),
    # a code as steps
    ("for the garage door you press first 5 2 8 1 and then the green key", Kind.SECRET),
    ("Alarmanlage im Laden: zuerst 4-0-7-2, dann AN druecken", Kind.SECRET),
    ("alarm w biurze: najpierw 3-8-1-6, potem ON", Kind.SECRET),
    ("la alarma del bar: primero 7-2-9-4 y luego ON", Kind.SECRET),
    ("l'alarme du magasin : d'abord 6-1-3-8 puis ON", Kind.SECRET),
    ("сигналізація в магазині: спочатку 2-7-4-9, потім ON", Kind.SECRET),
    # "call ... at" in French
    ("Appelle ma voisine Irina au 07.62.19.45.83, elle attend ton message", Kind.IDENTIFIER),
    ("appelle le plombier au 06.44.10.72.38 pour la fuite", Kind.IDENTIFIER),
    # a Ukrainian plate in Latin letters and its owner
    ("moya mashyna KA 5519 IX stoyit bilya pid'yizdu", Kind.IDENTITY),
    ("susid parkuye svoyu mashynu BH 0417 EP pid moyim viknom", Kind.IDENTITY),
]


@pytest.mark.parametrize(("text", "kind"), PLAIN_RED)
def test_words_typed_without_diacritics_are_read_as_written(text: str, kind: Kind) -> None:
    assert kind in kinds(text), text


PLAIN_GREEN = [
    # a hedge typed plain still hedges
    "no se si estoy embarazada, manana hago el test",
]


@pytest.mark.parametrize("text", PLAIN_GREEN)
def test_hedges_typed_without_diacritics_still_hedge(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# Guards for the new rule (green before it, and they must stay green): the Spanish subjunctive is not
# the preterite, a door's size is not its code, a question about a code holds none.
GUARDS = [
    "me dicen que me afilie al sindicato, no se si conviene",
    "mi novia quiere que me bautice para la boda, no se si quiero",
    "Die Tuer ist 2040 mm hoch und 80 cm breit",
    "kod do drzwi zmienia sie co miesiac, jak to ustawic?",
    "Chopin urodzil sie 1 marca 1810 w Zelazowej Woli",
    "the door opens first 20 cm then stops",
    "the alarm went off first at 2024 then again",
    "il s'appelle Lucas et la version 06.12.34.56.78 du firmware est sortie",
    "the exam task: plate AA 1234 BB is a Ukrainian example format for cars",
]


@pytest.mark.parametrize("text", GUARDS)
def test_look_alikes_typed_plain_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


def test_fold_letters_keeps_context_and_classes() -> None:
    assert fold_letters("urodziłe?a?m się") == "urodzi[łl]e?a?m si[ęe]"
    assert fold_letters("haustür|[äö]l") == "haust(?:ü|ue?)r|[äaöo]l"
    assert fold_letters("(?<!ü)straße") == "(?<![üu])stra(?:ß|ss)e"  # a look-behind keeps a fixed width
    assert fold_letters("[à-ÿ]") == "[à-ÿy]"  # a range's first letter keeps its place
    assert fold_letters("me afilié") == "me afilié"  # a final accent tells Spanish words apart
    assert fold_letters("no sé si", True) == "no s[ée] si"
    assert fold_word("Świadkiem für Straße") == "Swiadkiem fur Strasse"
