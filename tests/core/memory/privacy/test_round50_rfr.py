"""Round 50, rfr: false reds and yellows called red, by family. The writer's own sentences (not the data's) in the seven
languages, with their red twins.

- pet_health.py: an animal's diagnosis, treatment, drug or dose is green (a pet, a breed, a vet in the clause); the
  owner's own diagnosis beside the pet stays red.
- stranger_cars.py: a plate just after a car named as nobody's ("ein Auto mit", "jakiś samochód", "une voiture
  immatriculée", "машина з номером"), the car standing, parking, circling or following: yellow (not red); the writer's
  own car, an owner told after it, a name, stay red.
- unknown_owners.py: who calls asked ("kto dzwoni z ...?", "qui m'appelle", "хто дзвонить", "wer könnte das sein",
  "who could it be") and an office's realness asked ("c'est vraiment l'Assurance maladie ?", "ist das die echte
  Sparkasse?") are the strong cue of a stranger's number or mail, also when a parent received it; "Телефонує 050 ..."
  is a value that came in. The writer's own number, a relative's given out, stay red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


PET_GREEN = [
    "My dog was diagnosed with diabetes last week, how often do I check her sugar?",
    "The vet says our labrador has hip dysplasia, is surgery worth it at age 9?",
    "Our dachshund has a slipped disc, crate rest or surgery?",
    "the vet told me my dog has cancer, how long do they usually have?",
    "Mein Hund hat Epilepsie und bekommt Phenobarbital, darf er noch joggen?",
    "Unser Kater hat Diabetes, wie viel Insulin spritzt ihr?",
    "mi gata tiene insuficiencia renal, ¿qué pienso le doy?",
    "A mi perra le diagnosticaron displasia de cadera, ¿operar o no?",
    "Notre chat est diabétique depuis un an, quelle dose d'insuline ?",
    "Mam psa z cukrzycą, jaką karmę polecacie?",
    "Нашей собаке поставили диагноз эпилепсия, что делать при приступе?",
    "У нашого кота діагностували діабет, скільки інсуліну колоти?",
]
PET_RED = [
    "I was diagnosed with diabetes and my cat has it too, funny coincidence",
    "My dog has epilepsy and I have migraines every week",
    "Ich habe Diabetes, mein Hund übrigens auch.",
    "Tengo diabetes y mi perro también, qué casualidad",
    "J'ai un cancer du sein, mon chat ne me quitte plus",
    "Mam cukrzycę, mój kot też",
    "У мене діабет, і у кота теж",
    "My wife was diagnosed with MS, the dog senses it",
    "I had a CAT scan and they found a tumour in my lung",
    # the animal as what the writer is allergic to, the writer named beside it
    "the allergist confirmed a severe dog allergy and my asthma is worse, we have two dogs",
    "wyszły mi testy: silna alergia na sierść psa, dostałam odczulanie. Co z moim psem?",
    "On m'a diagnostiqué une maladie de Parkinson et mes mains tremblent trop pour soigner le chat. Que faire ?",
    # an acronym and the French "psy" are no animals
    "Wynik biopsji taty: rak prostaty, PSA 11, urolog mówi o operacji.",
    "je suis suivie pour une dépression, je vois une psy chaque semaine",
]


@pytest.mark.parametrize("text", PET_GREEN)
def test_pet_health_green(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", PET_RED)
def test_pet_health_twin_red(text):
    assert detect(text).is_red, text


CAR_YELLOW = [
    "some car with reg LD68 PKV keeps circling our street at night",
    "Seit gestern steht ein Transporter mit M-XY 4821 vor unserer Einfahrt, was tun?",
    "Ein Auto mit dem Kennzeichen HH-AB 771 fährt ständig an der Schule vorbei.",
    "jakiś bus WGM 72KL stoi od tygodnia pod sklepem, komu to zgłosić?",
    "Samochód z numerem KR 8H511 jeździ za mną od rana, co robić?",
    "un coche con matrícula 7391 HJK está aparcado en mi vado desde ayer",
    "Une camionnette immatriculée EK-221-PL stationne devant l'école tous les matins.",
    "якась машина з номером АІ 4420 КЕ стоїть під під'їздом вже тиждень",
    "какая-то машина с номером А123ВС77 стоит у подъезда третий день",
]
CAR_RED = [
    "Mein Auto mit dem Kennzeichen M-XY 4821 steht in der Werkstatt, kannst du es abholen?",
    "my car with plate KX19 BTO is parked at the airport, remind me on Friday",
    "moje auto WGM 72KL stoi pod blokiem, weź klucze",
    "mi coche con matrícula 7391 HJK está aparcado en el garaje de mi madre",
    "Ma voiture immatriculée EK-221-PL est garée devant la gare",
    "моя машина з номером АІ 4420 КЕ стоїть під офісом",
    "jakiś samochód WGM 72KL stoi pod blokiem, to auto mojego brata",
    "a car with plate KX19 BTO is parked outside, it belongs to my sister",
]


@pytest.mark.parametrize("text", CAR_YELLOW)
def test_stranger_car_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", CAR_RED)
def test_stranger_car_twin_red(text):
    assert detect(text).is_red, text


CALLER_YELLOW = [
    "kto do mnie wydzwania z 604 221 987? trzeci raz dzisiaj",
    "Qui m'appelle depuis le 06 44 21 87 90 tous les soirs à 22h ?",
    "хто дзвонить з 067 412 88 31 вже третій день?",
    "кто звонит с +7 916 402 18 77 каждое утро?",
    "Mum got a text from 07700 912 443 about a parcel fee, who could it be?",
    "Oma bekam eine Mail von service@sparkasse-sicherheit.info, ist das die echte Sparkasse?",
    "Papa a reçu un mail de remboursement@ameli-assure-info.fr, c'est vraiment l'Assurance maladie ?",
    "Телефонує 067 412 88 31, каже що з банку і треба назвати код, це шахраї?",
]
CALLER_RED = [
    "Mein Bruder hat eine neue Nummer, 0176 4421 9087, ist das die echte Nummer von ihm? ich speichere sie",
    "kto dzwoni z mojego numeru 512 599 754? ktoś go sklonował",
    "Mon numéro c'est le 06 44 21 87 90, qui m'appelle dessus je réponds",
    "my number is 07700 912 443, who could it be that keeps calling it?",
    "Mamy numer to 731 402 118, zadzwoń do niej jutro",
]


@pytest.mark.parametrize("text", CALLER_YELLOW)
def test_unknown_caller_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", CALLER_RED)
def test_unknown_caller_twin_red(text):
    assert detect(text).is_red, text
