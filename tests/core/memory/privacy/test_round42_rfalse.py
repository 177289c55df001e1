"""Round 42, rfalse: false reds on green lines of broad-zzz81..85 - the writer's own story, a value the writer's own
checking code lets through though it fails its check, an organisation asking to be paid into its account, a legal
term asked about in general, a court's address, a part's number. Each mechanism with the red it must keep.
(Sentences written for this test, not copied from the data files.)"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

# ---- story_homes.py: a character's home in the writer's own novel, screenplay, game or role-play
STORY_GREEN = [
    "In my screenplay the landlady, Margaret Voss, lives at 14 Harrow Lane. Is that a believable street name?",
    "Für meinen neuen Roman: Die Heldin Klara Winter wohnt in der Birkenstraße 12 in Kiel. Klingt das gut?",
    "W mojej powieści detektyw Marek Zieliński mieszka przy ulicy Lipowej 4 w Toruniu. Czy to brzmi wiarygodnie?",
    "W mojej powiesci detektyw Marek Zielinski mieszka przy ulicy Lipowej 4 w Toruniu. Czy to brzmi wiarygodnie?",
    "У моєму романі слідчий Олег Бондар живе на вулиці Садовій 12 у Львові. Чи це звучить правдоподібно?",
    "В моём рассказе сыщик Павел Орлов живёт на улице Мельников 3 в Твери, нормально?",
    "В моей ролевой игре трактирщик Борис Клим живёт на улице Кузнецов 8.",
    "In our D&D campaign the innkeeper Tobias Grell lives at 3 Mill Street in the town of Ashford.",
    "Escribo un guion: el detective Tomás Rivas vive en la calle Mayor 15 de Burgos, ¿es creíble?",
    "J'écris une nouvelle où Paul Martin habite au 12 rue des Acacias à Lyon. Ça sonne bien ?",
    "Dans ma nouvelle, l'inspecteur Paul Martin habite au 12 rue des Acacias à Lyon. C'est crédible ?",
]
STORY_RED = [
    "For my novel I'll use my neighbour's address: Anna Kowal lives at 5 Oak Street, Leeds.",
    "In my novel the villain lives at 9 Ashgrove Crescent, which is really where my aunt Joan Hill lives.",
    "Für meinen Roman nehme ich meine eigene Adresse: Jana Berg, Birkenstraße 12, Kiel.",
    "Mon voisin Roman habite au 5 impasse des Lilas à Rouen.",
    "Мой сосед Роман живёт на улице Ленина 5 в Твери.",
    "Mein Kollege Roman wohnt in der Lindenallee 7 in Lübeck.",
    "En mi historia clínica figura Juan Pérez, calle Mayor 15, Burgos.",
    "Die Heldin im Spiel ist meine Nichte Emma Lorenz, geboren am 3. Mai 2015 - schreib ihr eine Einleitung.",
    "Ma nouvelle adresse fiscale : 14 rue des Lilas, 69003 Lyon, depuis mars.",
    "In my game my niece Lena Brandt lives at 4 Elm Road, Bath - she is the hero.",
]

# ---- failed_checks.py / secrets.py: the writer's own form or validation lets through a value that fails its check
CHECK_GREEN = [
    "My validation in Python accepts 4532 7153 3790 1240 although it fails the Luhn check, why?",
    "Ma validation en PHP accepte 4532 7153 3790 1240 alors que la clé de Luhn est fausse.",
    "Mi validación en Python acepta X2481739B, pero la letra no cuadra, ¿dónde está el fallo?",
    "Moja walidacja w Excelu przepuszcza 4532 7153 3790 1240, chociaż to nie przechodzi algorytmu Luhna.",
    "Моя форма приймає 3184710692 як ІПН, хоча контрольна цифра не збігається.",
]
CHECK_RED = [
    "Mi formulario acepta mi DNI 64361593W y la letra no cuadra, ¿cómo valido la letra?",
    "My form accepts my PESEL 44051401359 but says the check digit is wrong - is my PESEL broken?",
    "Mój formularz przyjmuje 44051401359 jako PESEL, choć cyfra kontrolna się nie zgadza.",
    "Mi formulario acepta 64361593A como DNI y la letra no cuadra, ¿cómo valido la letra?",
    "Kod walidacji: 482913",
]

# ---- asked_payments.py: an organisation (or a utility's bill) asks the writer to pay into the account
PAY_GREEN = [
    "El colegio pide que ingresemos la excursión en ES57 2085 4417 2833 1024 8579, ¿qué pongo en el concepto?",
    "Szkoła każe mi zapłacić za wycieczkę na konto 51 3884 9696 5328 7101 2269 1669, co wpisać w tytule?",
    "Фонд просить переказати пожертви на рахунок UA30 3863 7940 2654 2351 1615 5940 7, що писати?",
    "La guardería dice que paguemos el comedor al ES57 2085 4417 2833 1024 8579, ¿pongo el nombre del niño?",
    "Faktura za wodę każe przelać na konto 30 7848 0184 5146 2704 8281 4893 - to konto wodociągów?",
]
PAY_RED = [
    "La academia dice que me devuelve la matrícula a mi cuenta ES57 2085 4417 2833 1024 8579.",
    "Mój kolega mówi, żebym zapłacił na konto 51 3884 9696 5328 7101 2269 1669.",
    "The school says to pay into my account GB76 NWBK 5641 3953 7672 42? I'm confused.",
    "My brother asks me to pay the rent into GB76 NWBK 5641 3953 7672 42.",
    "Фонд просить вказати мій рахунок UA30 3863 7940 2654 2351 1615 5940 7 для виплати.",
]

# ---- term_questions.py: a legal or money term asked about in general
TERM_GREEN = [
    "Co to jest nakaz zapłaty i kiedy komornik może wejść na konto?",
    "Co to jest nakaz zaplaty i kiedy komornik moze wejsc na konto?",
    "Pomóż mi zrozumieć, czym różni się wyrok od postanowienia sądu.",
    "Qu'est-ce qu'une saisie sur salaire et quand l'huissier peut-il la lancer ?",
    "Що таке виконавчий напис і коли виконавець може арештувати рахунок?",
    "Что такое судебный приказ и когда приставы могут арестовать счёт?",
    "Explain how a divorce settlement splits a pension.",
]
TERM_RED = [
    "Co to jest tytuł wykonawczy, skoro komornik zajął mi konto?",
    "What is a garnishment order and can they take my wages?",
    "Что такое судебный приказ и когда приставы могут арестовать мой счёт?",
    "¿Qué es un embargo de nómina? Me han embargado la nómina este mes.",
    "Komornik zajął mi konto i nie wiem co robić.",
]

# ---- fragment_homes.py: a court's address; context.py: a part's number
PLACE_GREEN = [
    "Amtsgericht Pankow, Parkstraße 71, 13086 Berlin — hat das samstags offen?",
    "Teilenummer 13 71 7 532 754 – ist das der Luftfilter für den BMW?",
    "Номер детали 13 71 7 532 754 — это воздушный фильтр для BMW?",
    "Número de pieza 13 71 7 532 754, ¿es el filtro de aire del BMW?",
]
PLACE_RED = [
    "Klaus Berger, Amtsgerichtsplatz 1, 14057 Berlin — so schreibe ich die Adresse meines Onkels?",
    "Номер деталі від мого брата Андрія: 067 123 45 67, подзвони йому.",
]


@pytest.mark.parametrize("text", STORY_GREEN + CHECK_GREEN + PAY_GREEN + TERM_GREEN + PLACE_GREEN)
def test_stays_green(text: str) -> None:
    assert detect(text).label == "green", detect(text).findings


@pytest.mark.parametrize("text", STORY_RED + CHECK_RED + PAY_RED + TERM_RED + PLACE_RED)
def test_stays_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", STORY_GREEN + STORY_RED + TERM_GREEN + TERM_RED + PAY_GREEN + CHECK_GREEN)
def test_gates_change_nothing(text: str) -> None:
    gated = detect(text).label
    gates.ENABLED = False
    try:
        assert detect(text).label == gated
    finally:
        gates.ENABLED = True
