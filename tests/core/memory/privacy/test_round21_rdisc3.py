"""Round 21 (rdisc3): disclosures told in passing, in classes no earlier rule named (vocab/told.py), and maybes that
were called red (vocab/confided.py's suspects and hedges, sample_figures.py).

RED: each green on the code before this round. The classes: a union role or membership in the past or the present, an
elected mandate for a party, an origin told as "as a ..." or of a relative, a category ticked on a form, a family member
estranged, a relative's suicide, suicidal thoughts, war and violence trauma, a secret or married lover, a second
family, leaving one's partner, one's income, pension or benefit with a figure, wages paid to one's staff, money sent
home, a couple hidden as friends, a same-sex partner told by gendered forms. KEPT_ASIDE: sentences of the same classes
written before the rules and not looked at while writing them (checked after). GREEN: look-alikes that must stay green.
IDENTITY: a person's name as a field's value before an address (after a colon, addressed to them with the address's
label, a record's name and address fields), a plate with a person named by surname and initial in a gate's log, a
child's real birth date left in test data. MAYBE: yellow messages (a feeling, an unopened letter, results not known yet, which account a masked number is) that
were red before and must not be red.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "fui delegada sindical de ugt en el hospital hasta 2019",
    "j'ai été secrétaire du syndicat cgt de l'usine pendant 15 ans",
    "je viens d'adhérer à la CFDT, mon chef ne le sait pas",
    "Я був депутатом міськради від Батьківщини, а тепер працюю на складі.",
    "Byłem radnym z ramienia PiS przez dwie kadencje.",
    "fui concejal del PSOE en mi pueblo durante dos legislaturas",
    "Jako Romka często słyszę wyzwiska w sklepie.",
    "Als Tamilin werde ich am Flughafen ständig kontrolliert.",
    "ma mère était pied-noir et elle n'en parle jamais",
    "On the census form I ticked 'White and Black African' for my son.",
    "My son hasn't spoken to me in three years since the wedding.",
    "Córka nie odzywa się do mnie od pięciu lat.",
    "Mein Bruder redet seit dem Erbe nicht mehr mit mir.",
    "mi hija no me habla desde hace dos años",
    "Син не спілкується зі мною вже три роки.",
    "Mój syn odebrał sobie życie dwa lata temu.",
    "Meine Tochter hat sich vor drei Jahren das Leben genommen.",
    "Мій син наклав на себе руки минулого року.",
    "Czasem myślę o samobójstwie, odkąd straciłam pracę.",
    "My husband was tortured in Russian captivity and now he screams at night.",
    "Мого сина катували в полоні, тепер він не виходить з дому.",
    "Mein Vater war in Kriegsgefangenschaft und wurde dort geschlagen.",
    "Dostaję 1 800 zł emerytury i ledwo starcza na leki.",
    "je gagne 2 300 livres par mois",
    "Meiner Aushilfe zahle ich 520 Euro im Monat.",
    "I send my parents in Manila 300 dollars a month and live on noodles.",
    "Co miesiąc wysyłam mamie na Ukrainę 500 zł.",
    "Ich schicke meiner Mutter jeden Monat 200 Euro nach Serbien.",
    "My friend Maria and I have been a couple for twenty years but her family thinks we're just flatmates.",
    "Mein Freund und ich sind seit zehn Jahren zusammen, aber im Dorf denken alle, wir sind nur Mitbewohner.",
    "estoy casada con mi mujer desde 2015",
]

KEPT_ASIDE = [
    "My dad was an NUM delegate during the miners' strike and still has the badge.",
    "acabo de afiliarme a CCOO en la fábrica, ¿me pueden despedir por eso?",
    "Mi padre fue enlace sindical de Comisiones durante treinta años.",
    "Мой отец был председателем профкома на шахте.",
    "J'ai été conseillère municipale LR pendant six ans.",
    "Ich war Gemeinderat für die Grünen und werde jetzt im Dorf angefeindet.",
    "My mum was a Conservative councillor in Kent for years.",
    "Моя мама уйгурка, а тато казах.",
    "En tant que Tamoul, je me fais contrôler à chaque fois.",
    "J'ai coché « Maghrébin » sur le formulaire et je le regrette.",
    "Meine Tochter hat den Kontakt zu mir abgebrochen.",
    "Mi padre y yo no nos hablamos desde hace diez años.",
    "mon fils a coupé les ponts avec moi il y a quatre ans",
    "Дочь не разговаривает со мной уже два года.",
    "Je vois en secret un homme marié depuis six mois.",
    "Tengo una relación a escondidas con mi jefe, que está casado.",
    "Mi hermano se quitó la vida en 2020.",
    "Mon père s'est suicidé quand j'avais douze ans.",
    "Мой брат покончил с собой в прошлом году.",
    "Sometimes I think about ending my life.",
    "Я іноді думаю про суїцид.",
    "A veces pienso en suicidarme.",
    "Мого брата забрали на допит і катували.",
    "A mi padre lo torturaron en la cárcel durante la dictadura.",
    "Ma retraite est de 1 050 euros par mois.",
    "I make about 1,900 a month after tax from the café job.",
    "À mon apprenti je verse 900 euros nets.",
    "Продавчині плачу 15 тисяч на місяць.",
    "J'envoie 150 euros par mois à ma famille au Sénégal.",
    "Envío 250 dólares al mes a mi madre en Honduras.",
    "Щомісяця надсилаю батькам 300 євро.",
    "Estoy casado con mi marido desde hace tres años.",
    "Ми з подругою вже п'ятнадцять років пара, але всі думають, що ми просто подруги.",
]

GREEN = [
    "The union announced a strike for Monday, will trains run?",
    "Wer war der erste Vorsitzende der IG Metall?",
    "¿Qué hace un delegado sindical en una empresa pequeña?",
    "Who was the Labour councillor for this ward in 2010?",
    "As a developer I prefer Python.",
    "How many Kurds live in Germany?",
    "Als Tourist in Berlin, was sollte ich sehen?",
    "My son doesn't talk to me about school, is that normal for 14?",
    "The novel is about a man with a secret second family.",
    "How many people die by suicide in Poland every year?",
    "What is the average pension in Poland in zł?",
    "The minimum wage in Germany is 12.82 Euro per hour.",
    "How much should I pay a cleaner per hour in London?",
    "My friend and I are going to a couples' cooking class, is that weird?",
    "La CGT a appelé à manifester jeudi, les écoles seront-elles ouvertes ?",
    "Was ist der Unterschied zwischen Betriebsrat und Gewerkschaft?",
    "Wie wird man Gemeinderat in Bayern?",
    "Les Kabyles parlent-ils tous le berbère ?",
    "As a beginner, which camera should I buy?",
    "Mein Sohn spricht noch nicht, er ist zwei, sollte ich mir Sorgen machen?",
    "Is it legal to have a second family abroad in France?",
    "The character takes his own life at the end of the film.",
    "Combien gagne un infirmier en France par mois ?",
    "How do I send 200 euros to Ukraine cheaply?",
]

IDENTITY = [
    'customer record {"name":"Aisha Bello","address":"14 Cedar Road, Leeds LS6 2AB"} - can I log this?',
    "Заява від імені мами, для Галини Мельник, адреса: вул. Лесі Українки 5, кв. 12, Рівне.",
    "Lease: 'Lessee: Tom Walsh, of 8 Hazel Grove, Bolton BL1 4RT'. Is the deposit clause fine?",
    "Dane do przelewu zwrotu dla Pawła Nowickiego, adres: ul. Leśna 3/7, Gdynia.",
    'Log: user="Jürgen Vogt" adresse="Birkenweg 4, 88045 Friedrichshafen" - darf das in die Logs?',
    "Envoi à : Odile Marchand, 17 chemin des Vignes, 84000 Avignon.",
    'Журнал шлагбауму: "КА 1234 ВН — Мельник О., кв. 17". Скільки зберігати?',
    "У тестах лишилися справжні дані сина: Максим Бондар, 14.02.2015 р.н. Це проблема?",
]

IDENTITY_GREEN = [
    "Faker gives 'Jan Kowalski, ul. Długa 5' every run, how do I seed it?",
    "Kunde: Max Mustermann, Musterstraße 1, 12345 Musterstadt — so sieht das Beispiel aus.",
    "Adresat: Urząd Skarbowy, ul. Żelazna 2, Warszawa — gdzie to wysłać?",
]

MAYBE = [
    "I've got a feeling I'm in debt with the council tax, haven't looked yet.",
    "I have a feeling I owe the tax office money for last year.",
    "Здається, у мене борг за газ, ще не дивилася.",
    "Ich habe das Gefühl, dass ich Schulden beim Finanzamt habe.",
    "Tengo la sensación de que debo dinero a Hacienda.",
    "I got a letter from debt collectors but I haven't opened it yet.",
    "J'ai reçu un courrier de l'huissier mais je ne l'ai pas encore ouvert.",
    "Dostałam list od komornika, jeszcze nie otworzyłam.",
    "Still waiting for the results of my biopsy, they said it needs discussing.",
    "My statement shows card ****4471. Is that my old card or my wife's?",
]


@pytest.mark.parametrize("text", RED + KEPT_ASIDE)
def test_told_in_passing_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_look_alikes_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", MAYBE)
def test_maybes_are_not_red(text: str) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", IDENTITY)
def test_a_person_with_their_address_plate_or_birth_date_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", IDENTITY_GREEN)
def test_placeholder_and_office_addresses_stay_green(text: str) -> None:
    assert not detect(text).is_red, text
