"""Round 46 (rids): identifiers and secrets of kinds still missed - a dead or absent relative's number given with the
contract it closes, the writer's contact given to an agency without a modal verb, the writer's login name and a
customer number used to log in, an NIE glued to its word, a keypad code with its star, a code the bank asks for (its
digits maybe typed apart), an alarm's or a safe's code typed digit by digit or as a dial's turns, an IBAN with its
holder named on an invoice, a parcel's pickup code with the carrier named between, a loyalty card's number with its
holder named. The sentences are this round's
own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# context.py: a third person's possessive between a contract and the number word is the person's number
KIN_PHONE_RED = [
    "Can you write to Vodafone to cancel Mum's contract, her number was 07911 123456, she passed away in May",
    "please help me end grandad's contract with Three, his number is 07700 912345, he died last week",
    "Napisz do Play, że chcę rozwiązać umowę taty, jego numer to 512 345 678, zmarł w marcu",
    "Schreib an die Telekom, dass der Vertrag von Papa gekündigt wird, seine Nummer war 0151 23456789",
    "Escribe a Movistar para dar de baja el contrato de mi padre, su número era 612 345 678",
    "Écris à Orange pour résilier le contrat de papa, son numéro était 06 12 34 56 78",
    "Напиши в МТС, чтобы закрыли договор отца, его номер 8 912 345-67-89, он умер",
]
KIN_PHONE_NOT_RED = [
    "the contract number 07911123456 is on the first page",
    "Vertrag Nr. 0151234567 wurde gekündigt",
    "la commande Fnac n° 0612345678 n'est jamais arrivée",
]

# own_contacts.py: the writer reached, the verb with no modal ("со мной связываться по номеру ...")
OWN_CONTACT_RED = [
    "Напиши в ритуальное агентство, что со мной связываться по номеру 8 (912) 345-67-89, брат не в курсе",
    "Напиши в агенцію, що зі мною зв'язуватися за номером 067 123 45 67",
    "Напиши в агентство: звоните мне по номеру 8 912 345-67-89",
    "Napisz do agencji, że kontaktować się ze mną pod numerem 512 345 678",
    "escribe a la agencia que para contactar conmigo en el 612 345 678",
]
OWN_CONTACT_NOT_RED = [
    "Куда мне звонить? В агентство по номеру 8 800 555-35-35",
    "агентство недвижимости работает по номеру 8 800 100-20-30 с девяти",
]

# portal_accounts.py, provider_references.py, numbers.py: the writer's login name; a customer number used to log in
LOGIN_RED = [
    "Mein Anmeldename bei der Sparkasse ist schulz_m1984, das Passwort hab ich vergessen",
    "my username for the council tax portal is jpatel77 and I forgot the password",
    "мой логин в Госуслугах petrov_1979, пароль не помню",
    "мій логін у Приват24 — kovalenko.o88, як змінити пароль?",
    "mój login do ebok to anowak85, nie mogę wejść",
    "mon identifiant de connexion Ameli est martin.lea75",
    "mi usuario de la banca online es garcia_p85, ¿cómo recupero la clave?",
    "numer klienta w Tauronie 6325609695, jak zalogować się do eBOK",
    "mon identifiant client EDF est 6012345678, je n'arrive plus à me connecter",
    "meine Kundennummer bei E.ON ist 40051234, damit melde ich mich im Kundenportal an",
    "mi número de cliente de Iberdrola es 6012345678, no puedo entrar en el área de clientes",
    "my customer number with BT is 40051234, I use it to sign in",
]
LOGIN_NOT_RED = [
    "mi usuario es user_123",
    "my username is admin1",
    "Benutzername: max.mustermann, Passwort: ••••••",
    "my login was blocked on 12.03",
    "my government gateway user id format - is it 12 digits?",
    "numer klienta w PGE to 1200453789, czym to się różni od numeru umowy?",
    "numer klienta 6325609695 jest na fakturze, a ebok nie działa?",
    "l'identifiant client 6012345678 figure sur ma facture, où le trouver ?",
    "Kundennummer 551902 steht auf der Rechnung, fällig am 15.12.",
]

# numbers.py: an NIE glued to its word
NIE_RED = [
    "mi nieX1352360Y lo tengo q poner en la factura",
    "el niey1234567x de mi mujer para el padron",
]
NIE_NOT_RED = [
    "mi nieX1352360Z lo tengo q poner en la factura",
]

# secret_phrasings.py: a keypad's key after the code makes it no year; a parish's and a club's rooms
ROOM_CODE_RED = [
    "kod do salki katechetycznej 1987*, proboszcz prosił nikomu nie mówić",
    "kod do świetlicy 5521, zapisz dla opiekunki",
    "the code for the church hall is 4471, tell the choir",
    "Code fürs Pfarrheim 3905, nicht weitersagen",
    "el código de la sacristía es 5521",
    "kod do biura 2011#",
]
ROOM_CODE_NOT_RED = [
    "kod do salki 1905",
    "salka nr 4, kod pocztowy 30-514",
    "the church hall was built in 1905",
]

# secret_phrasings.py: a code the bank or a payment asks for, its digits maybe typed apart
ASKED_CODE_RED = [
    "el banco me pide el código 5 0 2 7 7 1 para pagar",
    "el banco me pide el código 502771 para pagar la matrícula",
    "the bank is asking me for the code 5 0 2 7 7 1",
    "die Bank fragt nach dem Code 5 0 2 7 7 1 für die Überweisung",
    "la banque me demande le code 502771 pour valider le paiement",
    "банк просит код 5 0 2 7 7 1 для оплаты",
    "банк просить код 502771 для оплати",
    "bank prosi o kod 5 0 2 7 7 1 do płatności",
]
ASKED_CODE_NOT_RED = [
    "la web me pide el código postal 28013 para el pago",
    "the form asks for the discount code 5021 at payment",
    "the bank asks for the code from the letter, what is it?",
]

# kept_codes.py: an alarm's or a safe's code typed digit by digit, a dial's turns
KEPT_RED = [
    "Сигналізація в магазині 7 1 0 5, сейф у підсобці 39120",
    "сигнализация в офисе 4 8 2 9, запиши для сменщицы",
    "alarm at the shop 7 1 0 5, write it for the cover",
    "Alarmanlage im Laden 7 1 0 5",
    "alarma de la tienda 7-1-0-5",
    "alarme du magasin 7 1 0 5",
    "alarm w sklepie 7 1 0 5",
    "Tresor in der Buchhaltung: 14 links, 33 rechts, 7 links",
    "safe in the office: 21 left, 8 right, 40 left",
    "sejf w biurze: 14 w lewo, 33 w prawo, 7 w lewo",
    "сейф у кабінеті: 12 вліво, 30 вправо, 5 вліво",
]
KEPT_NOT_RED = [
    "alarm clock at 6 3 0 0? no",
    "the alarm went off 3 times",
    "the alarm system in the shop was installed in 2015",
    "alarm firm number 0 1 5 1 2 3 4 5 6 7 8",
    "ein Tresor mit 14 Litern, 33 cm breit",
    "Schreib ein Märchen: der Tresor öffnet sich mit 5 2 7 3",
]

# numbers.py: an IBAN with its holder named by name after it, the invoice's word before it
IBAN_RED = [
    "Mets en bas de la facture : IBAN FR05 3000 4028 3700 0123 4567 890, titulaire Camille Lefebvre, paiement à 30 jours.",
    "Rechnung unten: IBAN DE35 3704 0044 0532 0130 99, Kontoinhaber Jonas Keller",
    "Pon en la factura: IBAN ES61 2085 0161 3536 0330 5128, titular Lucía Romero",
]
IBAN_NOT_RED = [
    "Mets en bas de la facture : IBAN FR05 3000 4028 3700 0123 4567 890, titulaire SARL Lefebvre Conseil",
    "facture n° FR05 3000 4028 3700 0123 4567 890",
]

# pickup_codes.py: a parcel's pickup code with the carrier or the locker named between
PICKUP_RED = [
    "code de retrait Mondial Relay 482913 pour mon colis",
    "kod odbioru paczki z paczkomatu 482913, odbierzesz?",
    "код отримання посилки в поштоматі Нової пошти 482913",
    "код получения посылки в постамате 58 21 07, забери",
    "Abholcode für das Paket an der Packstation 739164",
    "código de recogida del Citypaq del súper 482913",
    "pickup code for the Amazon locker 482 913",
]
PICKUP_NOT_RED = [
    "Mondial Relay colis n° 71829044, point relais fermé",
    "kod odbioru paczki numer 71829044 nie działa",
    "code de retrait par exemple 123456",
    "jak działa kod odbioru w paczkomacie?",
]

# loyalty_cards.py: a store card's number with its holder named after it
LOYALTY_RED = [
    "Clubcard 6340 2468 1357 9024, in the name of Ruth Okafor, put it on the form",
    "Payback-Karte 3083 9753 1864 2097 auf Ingrid Vogel, bitte eintragen",
    "carte de fidélité Monoprix 9250 4711 0815 22, au nom de Claire Dubois",
    "karta lojalnościowa Hebe 2900471108152 na Martę Wiśniewską",
    "tarjeta de puntos de Eroski 9876012345, a nombre de Pilar Navarro",
]
LOYALTY_NOT_RED = [
    "Payback-Karte 3083 9753 1864 2097, wie viele Punkte habe ich?",
    "the leaflet shows a sample Clubcard 6340 0000 0000 0000 in the name of John Smith",
    "Is Nectar better than Clubcard for a family of four?",
]


@pytest.mark.parametrize("text", KIN_PHONE_RED + OWN_CONTACT_RED + LOGIN_RED + NIE_RED + ROOM_CODE_RED + ASKED_CODE_RED
                         + KEPT_RED + IBAN_RED + PICKUP_RED + LOYALTY_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", KIN_PHONE_NOT_RED + OWN_CONTACT_NOT_RED + LOGIN_NOT_RED + NIE_NOT_RED
                         + ROOM_CODE_NOT_RED + ASKED_CODE_NOT_RED + KEPT_NOT_RED + IBAN_NOT_RED + PICKUP_NOT_RED
                         + LOYALTY_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
