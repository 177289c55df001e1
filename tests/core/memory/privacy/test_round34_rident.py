"""Round 34 (rident): a named person tied to a birth date, a plate, a home or a school in fragments and asides.
Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru; most names are
ones the given-name list does not hold, so the words around the name must say it.

- birth_fields.py: after the name is asked for beside the birth date ("name and date of birth", "imię i data
  urodzenia", "Name und Geburtsdatum", "nombre y fecha de nacimiento", "nom et date de naissance", "ім'я та дата
  народження") any person's pair given with a full date is that person's birth date, a given name nobody listed too.
- identity_plates.py / numbers.py: the French "centre commercial" and "zone commerciale" are no TV commercial - a
  plate in a shopping centre's car park is still somebody's.
- fragment_homes.py: a bare postal block with no street word ("NAME, Street 8[, unit], [postcode] Town") after the
  writer's self-introduction or at the start of a fragment; a venue, a firm, a placeholder stays green.
- identity.py: a named child ("mon fils", "mi hijo", "мій син", "моя дочь") with a school or class in every language
  ("SP nr 12", "w 3c", "CE2 à l'école", "4ºA del CEIP", "4-А класі ліцею").
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_ASKED_BIRTHS: list[str] = [
    "The O2 rep needs my name and date of birth to verify – it's Torquil Fenwick, 14/03/1986. Safe to give?",
    "Insurance wants name and DOB: Ottoline Carrick, 1986-03-14.",
    "They asked for full name and date of birth - Ishbel Drummond, 3 March 1991.",
    "Konsultant chce imię i datę urodzenia – to Dobromiła Wątroba, 14.03.1986. Podać mu?",
    "Podaj imię i nazwisko oraz datę urodzenia: Bożydar Kwiecień, 2 maja 1979",
    "Die Hotline will Name und Geburtsdatum – es ist Jorinde Albrecht, 14.03.1986. Soll ich das sagen?",
    "Me piden nombre y fecha de nacimiento: es Rosario Aldecoa, 14/03/1986. ¿Se lo doy?",
    "L'agent demande nom et date de naissance – c'est Gwenaël Le Bihan, 14 mars 1986. Je lui donne ?",
    "Оператор просить ім'я та дату народження – це Ярина Гнатюк, 14.03.1986. Давати?",
    "Оператор просит имя и дату рождения — это Всеслава Корнеева, 14.03.1986.",
    # the name and the date first, the fields named after them; other date formats
    "Torquil Fenwick, 14/03/1986 - that's the name and date of birth they want, ok to send?",
    "Ottoline Carrick – 14 March 1986 – they need name and DOB for the booking.",
    "Konsultant pyta o imię i datę urodzenia: Dobromiła Wątroba, 14 marca 1986.",
    "Name und Geburtsdatum für die Buchung: Jorinde Albrecht, 1986-03-14",
    "Nom et date de naissance : Gwenaël Le Bihan – 14.03.1986",
    "Ім'я та дата народження: Ярина Гнатюк, 14 березня 1986",
]
GREEN_ASKED_BIRTHS: list[str] = [
    "The form asks for name and date of birth – e.g. Microsoft Teams, 14/03/1986?",
    "Which fields: name and date of birth? The deadline is Monday, 14/03/2026.",
    "Why do banks ask for name and date of birth to verify a caller?",
    "Formularz: imię i data urodzenia. Termin: Urząd Miasta, 12.05.2026.",
]

RED_PLATES: list[str] = [
    "L'amende du parking du centre commercial concerne ma voiture GH-482-KT, à mon nom, Gwenaël Le Bihan. Recours ?",
    "Au parking de la zone commerciale on a flashé ma voiture FT-903-BN, au nom de Corentin Kerjean.",
    "The fine at the shopping centre car park is for my car LR19 XKD, registered in my name, Torquil Fenwick.",
    "Ticket on LR19 XKD, the car's in my name (Torquil Fenwick). Appeal?",
    "Mandat na WE 4K211, auto jest na mnie, Bożydar Wątroba. Jak się odwołać?",
    "Der Wagen B-KL 4821 läuft auf meinen Namen, Jorinde Albrecht. Wie widerspreche ich?",
    "El coche 4821 KLM está a mi nombre, Rosario Aldecoa. ¿Cómo recurro la multa?",
    "Машина AA 4821 KT оформлена на мене, Ярина Гнатюк. Як оскаржити штраф?",
    "Машина А123ВС77 оформлена на меня, Всеслава Корнеева. Как обжаловать штраф?",
]
GREEN_PLATES: list[str] = [
    "In the Audi commercial the car's plate reads B-AU 2025, is that a real registration?",
    "Le centre commercial a un parking de 800 places, c'est gratuit ?",
]

RED_FRAGMENT_HOMES: list[str] = [
    "Rosario Aldecoa, C/ Almendros 14, 3ºB, 46020 Valencia - mándale la carta",
    "soy Rosario Ferrer, Almendros 14, 3ºB, Valencia",
    "Eulalia Quirós, Avda. del Puerto 120, 2º izq., 46023 Valencia",
    "jestem Dobromiła Wątroba, Kwiatowa 8, Skierniewice",
    "Bożydar Kwiecień, Kwiatowa 8/3, 96-100 Skierniewice - wyślij tam paczkę",
    "ich bin Jorinde Albrecht, Lindenweg 5, Berlin",
    "Jorinde Albrecht, Lindenweg 5, 10115 Berlin – schick die Rechnung dahin",
    "je suis Gwenaël Le Bihan, 12 rue des Lilas, 75011 Paris",
    "я Ярина Гнатюк, вул. Садова 5, кв. 3, Київ",
    "Адреса: Ярина Гнатюк, вул. Садова 5, кв. 3, Київ",
    "I'm Torquil Fenwick, Alder Close 14, Leeds",
]
GREEN_FRAGMENT_HOMES: list[str] = [
    "Pizzeria Roma, Długa 5, Gdańsk - czy warto?",
    "Café Central, Herrengasse 14, 1010 Wien – lohnt sich das?",
    "Restaurante Casa Pepe, C/ Mayor 5, 28013 Madrid - ¿lo recomiendas?",
    "Bar Manolo, C/ Mayor 5, 3ºB, 28013 Madrid",
    "Stadtbibliothek Tübingen, Nonnengasse 19, 72070 Tübingen — wie lange ist sie offen?",
    "Kowalski Budownictwo, Polna 8, 20-001 Lublin — czy to dobra firma?",
    "Biuro Rachunkowe Nowak, Kwiatowa 8, Skierniewice - jakie mają godziny?",
    "Jan Kowalski, Przykładowa 1, 00-001 Warszawa - wzór do formularza",
    "Juan Pérez, Calle Falsa 123, 28000 Madrid",
    "Skręć w Kwiatową 8, potem prosto do Skierniewic.",
    "Hotel Adlon Kempinski, Unter den Linden 77, 10117 Berlin - wie teuer?",
    "Muzeum Narodowe, Aleje Jerozolimskie 3, Warszawa - jakie godziny?",
    "Rewe Markt, Lindenweg 5, 10115 Berlin – wann offen?",
    "Ikea Kraków, Josepha Conrada 66, Kraków",
]

RED_CHILD_SCHOOL: list[str] = [
    "Mój syn Bożydar Wątroba chodzi do 2b w SP nr 4 przy ul. Polnej, napisz usprawiedliwienie na środę.",
    "Moja córka Dobromiła Kwiecień jest w 5a w liceum im. Kopernika, napisz zgodę na wycieczkę.",
    "Мій син Остап Гнатюк навчається в 3-Б класі гімназії №2, напиши записку вчительці.",
    "Моя дочь Всеслава Корнеева учится в 5 «Б» классе школы №14, напиши записку учителю.",
    "Mon fils Gwenaël Le Bihan est en CM1 à l'école Pasteur, écris le mot pour l'absence de jeudi.",
    "Ma fille Maëlys Kerjean est en 6e B au collège Victor-Hugo, rédige l'autorisation de sortie.",
    "Mi hijo Eulogio Quirós está en 2ºB del CEIP San Blas, escríbeme el justificante del martes.",
    "Mi hija Rosario Aldecoa va a 3º de la ESO en el instituto Cervantes, redacta la autorización.",
    "My daughter Ottoline Carrick is in Year 5 at Hillcrest Primary, write the absence note for Tuesday.",
    "Meine Tochter Jorinde Albrecht geht in die 4b der Grundschule am Park, schreib die Entschuldigung.",
]
GREEN_CHILD_SCHOOL: list[str] = [
    "Mon fils Théo adore l'école, comment l'aider en maths ?",
    "Mi hijo Pablo odia la clase de inglés, ¿qué hago?",
    "Мій син Артем не хоче йти до школи, що робити?",
    "Моя дочь не хочет ходить в школу, что делать?",
    "Jak napisać usprawiedliwienie do szkoły za dwa dni nieobecności syna?",
]


@pytest.mark.parametrize("text", RED_ASKED_BIRTHS + RED_PLATES + RED_FRAGMENT_HOMES + RED_CHILD_SCHOOL)
def test_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", text
    assert any(f.kind.value == "identity" or f.kind.value == "identifier" for f in verdict.findings), verdict.findings


@pytest.mark.parametrize("text", GREEN_ASKED_BIRTHS + GREEN_PLATES + GREEN_FRAGMENT_HOMES + GREEN_CHILD_SCHOOL)
def test_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)


def test_fragment_home_span_is_name_to_town() -> None:
    text = "jestem Dobromiła Wątroba, Kwiatowa 8, Skierniewice"
    found = [f for f in detect(text).findings if f.reason == "name with home address"]
    assert found and text[found[0].start:found[0].end] == "Dobromiła Wątroba, Kwiatowa 8, Skierniewice"
