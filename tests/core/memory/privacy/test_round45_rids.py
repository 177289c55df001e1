"""Round 45 (rids): identifiers and secrets of kinds still missed - accounts given to an office or paid out by an
insurer, codes of places with a key letter or at the place, a card's PIN after the card, national portals' login IDs
and codes, military documents, the writer's stolen car's VIN. The sentences are this round's own, not the data files'."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# given_accounts.py / own_values.py: an account an office asks for or pays a benefit onto, an insurer's payout
ACCOUNT_RED = [
    "ZUS chce numer konta do wypłaty świadczenia, mój to PL02 3194 8757 4911 8625 2760 1895",
    "Napisz do ZUS, że zasiłek chorobowy proszę przelać na PL40 5260 1815 9083 0166 1318 6091.",
    "KRUS prosi o numer konta do emerytury: PL40 5260 1815 9083 0166 1318 6091",
    "Escribe a la aseguradora que la indemnización me la ingresen en ES40 2085 0161 3603 3051 2847.",
    "Mapfre dice que me lo ingresan en ES40 2085 0161 3603 3051 2847 la semana que viene",
    "Dis à l'assurance de me verser l'indemnisation sur FR88 1993 5181 9093 7865 7975 432.",
    "The insurer asked for my account for the payout: GB33 BUKB 2020 1555 5555 55, write the email",
]
ACCOUNT_NOT_RED = [
    "ZUS podaje na stronie swój numer rachunku do składek: PL40 5260 1815 9083 0166 1318 6091",
    "La aseguradora indica su cuenta para pagar la franquicia: ES40 2085 0161 3603 3051 2847",
    "Składki płacę na konto ZUS PL40 5260 1815 9083 0166 1318 6091, dobrze?",
]

# entry_codes.py, secrets.py, kept_codes.py: codes of places - the key letter, "at the entrance", boxes and shelters
PLACE_RED = [
    "Гостям: домофон не працює, код 5173Б, третій поверх праворуч",
    "Напиши соседям: домофон сломан, код 2749В, пятый этаж",
    "Напиши соседям: код на входе 4417К, лифт не работает",
    "Напиши в чат: код на вході 318К, сьомий поверх",
    "код на калитке поменяли, теперь 80512, передай курьеру",
    "У ЖК поміняли код на хвіртці, тепер 06691, напиши мамі як зайти",
    "Kod na bramie od wczoraj 7316, wpisz go w wiadomości do gości",
    "Szyfr do skrzynki na listy przy furtce to 5281, dopisz do kartki dla opiekunki",
    "Szyfr do naszej wspólnej skrzynki na paczki to 4718, dopisz do ogłoszenia",
    "The key box by the back door has code 6042, put that in the message for the cleaner",
    "Our parcel box code is 3391, add it to the note for the neighbours",
    "our mailbox combo is 3-1-7-5, tell the dog sitter",
    "Der Briefkasten hat ein Zahlenschloss mit 4826, schreib das für die Nachbarin auf",
    "El buzón del portal tiene combinación 7150, ponlo en la nota para la vecina",
    "Le code du portail c'est 4819A, mets-le dans le message aux invités",
    "Ключ від підвалу в боксі з кодом 6618, напиши оголошення",
    "Ключи от укрытия лежат в боксе с кодом 7047, напиши объявление",
    "код від укриття 5521, передай сусідам",
]
PLACE_NOT_RED = [
    "домофон на 220В не работает, мастер придёт завтра",
    "блок живлення домофона 240В, код моделі не знаю",
    "Mój kod pocztowy to 30-514, skrzynka pocztowa nr 12",
    "Боксом займаюсь з 2019, код тренування 1234",
    "the order code for the parcel box is 55123, tracking says delivered",
    "Код на вході змінили, новий скажуть завтра",
    "Numer skrzynki na listy 14, klatka B",
]

# secret_card_pins.py: the card named, then a comma and "the code"
CARD_PIN_RED = [
    "On m'a volé mon sac avec ma CB, le code 2349 était noté dans mon téléphone",
    "ma carte bancaire, le code c'est 6182",
    "my debit card - the PIN was 4471, written on a note",
    "Perdí la cartera con mi tarjeta de débito, el código 7304 lo tenía apuntado dentro",
]
CARD_PIN_NOT_RED = [
    "paid by card, the order code 55123 arrived",
    "J'ai payé par CB, le code promo 2024 ne marchait pas",
    "Zapłaciłam kartą, kod promocyjny 4471 nie zadziałał",
]

# portal_accounts.py, portal_codes.py: portals' IDs and codes, military documents, a glued РНОКПП
PORTAL_RED = [
    "my government gateway user id is 4820 1937 5516 and I can't log in",
    "Government Gateway ID: 738201945563, password forgotten, how do I reset?",
    "My Medicare number is 1EG4TE5MK72 - do I put it on the Medigap form?",
    "the Medicare card says 7KQ9V40RD28, is that the same as my Part B number?",
    "me ha llegado el Cl@ve PIN KTR y ya no funciona",
    "La referencia de mi renta es 7XK2LM, ¿me sirve para el año que viene?",
    "Mi referencia de Hacienda: J4RT9Q, no sé si caduca",
    "Meine Postnummer ist 5829371, für die Packstation 145, klappt das so?",
    "Packstation-Anmeldung: Postnummer 90731842, Name Tim Berger, Packstation 208",
    "J'ai reçu le code à 6 chiffres 581204 de FranceConnect, je le donne au conseiller ?",
    "I got a 6-digit code 730519 from login.gov, the caller says he needs it",
    "Dostałam sześciocyfrowy kod 402917 z profilu zaufanego, pani z banku o niego prosi",
    "Me ha llegado un código de 6 dígitos 318806 de la Seguridad Social, ¿se lo doy?",
    "Прийшов код з 6 цифр 594120 від Дії, чи можна його сказати оператору?",
    "Пришёл шестизначный код 720415 с Госуслуг, звонят и просят продиктовать",
    "фоп Шевченко іпн3184706512 2 група, як заповнити декларацію?",
]
PORTAL_NOT_RED = [
    "what's the format of a government gateway user id? is it 12 digits?",
    "The Medicare example MBI 1EG4-TE5-MK73 is on the CMS website, what do the letters mean?",
    "¿Qué es la referencia de la renta y cuántos caracteres tiene?",
    "Postnummer: deine 6- bis 10-stellige Nummer findest du in der DHL-App",
    "Entrez le code à 6 chiffres reçu par SMS pour valider",
    "el Cl@ve PIN SMS no llega",
    "Order number 4R65N29FW13 from the shop hasn't arrived",
    "Referencia del pedido 7XK2LM, ¿cuándo llega?",
    "code à 6 chiffres 123456 dans l'exemple du guide",
]
MILITARY_RED = [
    "Мій військовий квиток серія АВ 735219, що робити якщо я його загубив?",
    "Военный билет АК 4519827 у меня, его надо нести в военкомат?",
    "Мій військовий квиток АВ 735219, я в резерві, але в Резерв+ даних нема",
    "Mój numer książeczki wojskowej to AB 4826193, gdzie to wpisać w mObywatelu?",
    "my service number is 25183947, will the veterans office need it?",
    "Dad's army service number was 22331845, how do I get his records?",
    "Посвідчення УБД серія АБ № 531902 - моє, чи потрібно його показувати в банку?",
]
MILITARY_NOT_RED = [
    "Що таке військовий квиток і де його отримати?",
    "Военный билет выдают в военкомате за 10 дней",
    "the service number 0345 is on the bus timetable",
    "call the customer service number 1800123456 tomorrow",
]

# vin_owner.py: the writer's stolen car's VIN, in the sentence after the theft
VIN_RED = [
    "car got stolen from our drive overnight. VIN is 1HGCM82633A004352, plate LK19 XRT. what now?",
    "Ukradli mi samochód spod bloku, VIN WVWZZZ1JZ3W386752, co zgłosić najpierw?",
    "У нас угнали машину, номер АА7314ВК, VIN JTDBR32E720123456. Куда звонить?",
    "On m'a volé ma voiture cette nuit, VIN VF1BB05CF26543210, que dire à l'assurance ?",
]
VIN_NOT_RED = [
    "A neighbour's car was stolen, VIN 1HGCM82633A004352, they asked me to post it",
    "Je veux acheter une voiture, VIN VF1BB05CF26543210, comment vérifier ?",
    "Which VIN digit is the check digit? e.g. 1HGCM82633A004352",
]


@pytest.mark.parametrize("text", ACCOUNT_RED + PLACE_RED + CARD_PIN_RED + PORTAL_RED + MILITARY_RED + VIN_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", ACCOUNT_NOT_RED + PLACE_NOT_RED + CARD_PIN_NOT_RED + PORTAL_NOT_RED + MILITARY_NOT_RED
                         + VIN_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
