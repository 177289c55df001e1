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


RED = [
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
    # Ukrainian in Latin letters
    ("u mene depresiya vzhe pivroku, ya p'yu tabletky", Kind.HEALTH),
    ("moya druzhyna vagitna, 12 tyzhden, a na roboti shche ne znayut", Kind.HEALTH),
    ("u mene diabet i ya kolyu insulin", Kind.HEALTH),
    ("nomer mogo pasporta EK 482913, a ya zabula kod", Kind.IDENTIFIER),
    ("ya zhyvu na vulytsi Shevchenka 14, kv. 7", Kind.IDENTITY),
    # a move, or a verb without its pronoun
    ("живу на вул. Франка 22, кв. 5, з чоловіком", Kind.IDENTITY),
    ("переїжджаю на вул. Франка 22 у Тернополі", Kind.IDENTITY),
    ("we are moving to 14 Alder Close in March", Kind.IDENTITY),
    ("I move to Calle Mayor 12, 2ºA, Madrid from monday", Kind.IDENTITY),
    ("przeprowadzam sie na ul. Lipowa 12 w Lublinie od stycznia", Kind.IDENTITY),
    ("wohne jetzt in der Hauptstraße 5 in Kassel", Kind.IDENTITY),
    # disclosures worded plainly
    ("my wife left me last year and took the car", Kind.RELATIONSHIP),
    ("ma femme m'a quittée en mars, je dors mal", Kind.RELATIONSHIP),
    ("mi mujer me dejó hace dos meses y no sé qué hacer", Kind.RELATIONSHIP),
    ("żona mnie zostawiła po 12 latach", Kind.RELATIONSHIP),
    ("дружина пішла від мене восени", Kind.RELATIONSHIP),
    ("I'm Shia and my manager schedules meetings on Ashura", Kind.BELIEFS),
    ("jestem alewitką i nie jem w ramadan", Kind.BELIEFS),
    ("je suis alévie, pas sunnite, ma belle-famille ne comprend pas", Kind.BELIEFS),
    ("my son have autism, the school want a paper from doctor", Kind.HEALTH),
]


@pytest.mark.parametrize(("text", "kind"), RED)
def test_red_in_the_ways_learners_and_translit_write_it(text: str, kind: Kind) -> None:
    assert kind in kinds(text), text


PLAIN_GREEN = [
    # a hedge typed plain still hedges
    "no se si estoy embarazada, manana hago el test",
]


SAMPLES_GREEN = [
    "the tourist information in Krakow, +48 12 354 27 25, is it open on sunday?",
    "Touristeninformation Dresden +49 351 501501, haben die am Montag offen?",
    "office de tourisme de Nice au +33 4 92 14 46 14, ils parlent anglais?",
    "in the exercise the phone is +48 123 456 789 and my regex fails",
    "Im Kursbuch: Herr Weber, Tel. 040 87654321 - ist die Nummer echt?",
    "my tutor wants us to validate GB82 WEST 1234 5698 7654 32 with a regex",
    "mi profesor dice que compruebe ES91 2100 0418 4502 0005 1332 en Excel",
    "dans le manuel : « Jean Dupont, 3 rue des Lilas, 69003 Lyon », c'est qui ?",
    'w podreczniku jest "Jan Kowalski, ul. Lipowa 3, Lublin", to prawdziwy adres?',
    "na formularzu przykladowym: Jan Kowalski, PESEL 02070803628 - co tu wpisac?",
]


@pytest.mark.parametrize("text", SAMPLES_GREEN)
def test_sample_values_a_learner_asks_about_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


# ... and the same values as somebody's stay red
SAMPLES_RED = [
    "Jan Nowak, PESEL 44051401359, prosze o zwrot nadplaty",
    "my IBAN is PL61 1090 1014 0000 0712 1981 2874",
    "call my tutor Ewa on +48 601 385 274 tomorrow",
    "Wpisz mój numer +48 512 345 678 do stopki.",
    "Ruf mich an unter 0151 23456789",
]


@pytest.mark.parametrize("text", SAMPLES_RED)
def test_the_same_values_as_somebodys_stay_red(text: str) -> None:
    assert detect(text).is_red, text


# a fragment of a number said to be a fragment: worth a look, not a block (partial.py)
PARTIAL_GREEN = [
    "картка закінчується на 7731, гроші зникли",
    "мені дзвонили з +380 67 ..., більше не пам'ятаю",
    "дзвонили з номера +380 50 ..., казали з банку",
    "they asked the first 6 digits of my card, I gave 535522, is it dangerous?",
]


@pytest.mark.parametrize("text", PARTIAL_GREEN)
def test_a_fragment_said_to_be_one_is_not_a_number(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


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
    "ya ne gej, tse moyi druzi pytayut",
    "tse duzhe smachno, ya khochu shche",
    "shcho take depresiya i yak ii likuvaty?",
    "the museum is moving to 5 Exhibition Road next year",
    "my wife left me a note on the fridge",
    "mi mujer me dejó el coche hoy",
    "what is the difference between sunni and shia?",
    "Ich lese ein Buch über die Aleviten in der Türkei",
    "my sons have football training on monday",
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


def test_translit_reads_latin_ukrainian_in_cyrillic_only_when_it_is_ukrainian() -> None:
    from app.core.memory.privacy.detector.normalise import normalise
    from app.core.memory.privacy.detector.translit import translit_edits

    assert normalise("u mene panichni ataky, tse strashno").text == "у мене панічні атаки, це страшно"
    n = normalise("nomer mogo pasporta EK 482913")
    assert n.text == "номер мого паспорта EK 482913"  # capitals and digits stay as written
    assert n.original_span(20, 29) == (20, 29)
    assert translit_edits("I have a meeting at the Hotel Mene in Lviv") == []  # one marker is not enough
    assert translit_edits("ya tengo la cita, no te preocupes") == []
    assert translit_edits("see ya Tobi, bula vinaka") == []  # ("ya", "tobi", "bula" are no markers)
    assert detect("see ya Tobi, my password is Sunflower#2024").is_red
