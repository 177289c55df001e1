"""A pasted clinical record is red; the same words used in their everyday senses are not (lived_acts._RECORD_DOC).

"wypis" (a discharge letter) is also the stem of "wypisać" (to write out), "виписка"/"выписка" is a bank statement or a
register extract as often as a discharge summary, "befunden" is "judged", a "compte rendu" is any meeting's minutes:
with a quotation after them, the record rule called all of these health disclosures.
"""
import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "Z wypisu ze szpitala mamy: „ostre zapalenie trzustki, leczenie zachowawcze”. Co mam jeść przez pierwszy miesiąc?",
    "Tata dostał wypis, a w nim stoi: „niewydolność serca NYHA III”. Wytłumacz mi to prostymi słowami.",
    "Mein Befund sagt: „Verdacht auf Bandscheibenvorfall L5/S1 bestätigt“. Was bedeutet das für die Arbeit?",
    "Виписка з лікарні каже: «гострий інфаркт міокарда». Це про мого батька, як йому тепер жити?",
    "В выписке из больницы у мамы написано: «сахарный диабет 2 типа». Что ей теперь можно есть?",
    "У виписці про мене написано: «цукровий діабет 1 типу, інсулінотерапія». Чи можна мені тепер у спортзал?",
    "J'ai reçu le compte rendu, il dit : « sclérose en plaques de forme rémittente ». C'est moi, que faire maintenant ?",
    "Compte rendu d'hospitalisation de ma femme : « fracture du col du fémur opérée ». Combien de temps de rééducation ?",
]
GREEN = [
    "Wypisałam z ogłoszenia numer pokoju i godziny: „poniedziałek 8-15”. Czy w piątek też przyjmują?",
    "Wypisz mi słowa z piosenki, które zaczynają się od „nie”, potrzebuję do zadania.",
    "Виписка з банку показує рядок «Зарахування від ТОВ Сонечко». Що це означає для податкової?",
    "Прислали выписку из ЕГРН, там написано: «обременений нет». Можно покупать квартиру?",
    "Der Vorschlag wurde vom Vorstand für gut befunden: „so umsetzen“. Wie formuliere ich das Protokoll?",
    "Compte rendu de la réunion du syndic : « ravalement de façade voté pour 2027 ». Je dois payer quand ?",
]


@pytest.mark.parametrize("text", RED)
def test_a_pasted_clinical_record_is_red(text):
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_the_same_words_in_their_everyday_sense_stay_green(text):
    assert detect(text).label == "green"
