"""Round 17, set lookalikes-b (travel, shops, logistics, banks, offices): a ticket's, a booking confirmation's, a
return's, a rental contract's, a fine's, a complaint's and a receipt's number is the paper's (trip_things.py, added to
context.py's look-alike and thing lists); an account a shop, a courier, a tour operator or a fine / customs / tax
office is paid on is theirs (trip_things.trip_org_account); a bank's sort code asked about and a card payment's
authorisation number are not private; a mock-up's counted-up filler is nobody's passport; a company's "-Service"
line is a hotline; a gift card's code written in groups of four stays red. The person's own account, phone, code
or ID given beside the same words stays red.

All sentences here are written for these tests (none is taken from a benchmark file); the accounts are made up
with valid check digits.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# papers' numbers: a phone finder or the learned model used to call them red
PAPERS = [
    "Mi billete de Renfe tiene el número 4419876123, ¿sirve para reclamar el retraso?",
    "Die Fahrkarte hat die Nummer 8841203347, gilt sie auch im Nahverkehr?",
    "Номер квитка Укрзалізниці 7748120093, чи можна повернути?",
    "Zalando hat mir die Retourennummer 8834120765 gegeben.",
    "Avis de contravention n° 8812093345, radar à Lyon, je conteste ?",
    "Mandat nr 5512003489 za parkowanie w Krakowie, jak zapłacić?",
    "Número de reclamación 55123/2026 en la oficina del consumidor, ¿cuánto tarda?",
    "Номер штрафу 33120089112, куди платити?",
    "Contrato de alquiler Sixt nº 889123401, me cobran un golpe que no hice.",
    "Mietvertrag Nr. 7712309456 von Europcar, die Kaution ist noch nicht zurück.",
    "Номер скарги 441289, коли відповідь від Держспоживслужби?",
    "Чек з АТБ № 0031/55812, двічі списали за хліб.",
    "Payment authorisation number 445129 appears twice on the statement.",
    "El número de autorización 772301 del pago sale dos veces en el extracto.",
    "The wireframe of the check-in screen shows Passport no.: 987654321 and Name: Jane Roe.",
    "Bahn-Service 030 2970 2970 – kann ich dort die Erstattung beantragen?",
    # a thing's noun, a preposition and the issuer; or the paper "has the number"
    "Número de contrato de Iberdrola 7712309452, me cambio de piso.",
    "La cita para la TIE tiene el número 7731209845, oficina de extranjería de Málaga.",
    "Visa appointment number 7712093345 at VFS Global, can I reschedule?",
    "Номер постанови про штраф 8834120091, як оскаржити?",
]

# organisations' accounts: the IBAN finder used to call them red
ORG_ACCOUNTS = [
    "La tienda online pide transferencia a ES8178485319413008369007 (titular: Mobiliario Sur S.L.). ¿Fiable?",
    "Sklep internetowy prosi o wpłatę na rachunek PL54186091390996030824628194, odbiorca Meblex Sp. z o.o.",
    "Der Onlineshop will Vorkasse auf DE50526018159083016613, Empfänger Radhaus Müller GmbH. Seriös?",
    "Интернет-магазин просит оплату на UA823052990000026601895559797, получатель ТОВ «Лавка». Нормально?",
    "The shop asks for a transfer to GB72NWBK11471049746507 — payee Brightwell Furniture Ltd. Safe?",
    "Bußgeld bezahlen: Stadt Köln Bußgeldstelle, IBAN DE50526018159083016613, Kassenzeichen angeben.",
    "La DGFiP m'a donné le compte FR7875432319487574911862527 pour payer l'amende.",
    "Hauptzollamt: Kfz-Steuer auf DE50526018159083016613 überweisen, Kassenzeichen angeben?",
    "Штраф сплачується на рахунок UA823052990000026601895559797, отримувач ГУК у Львівській області.",
    "InPost podaje na fakturze rachunek 54 1860 9139 0996 0308 2462 8194 – czy to ich konto?",
    "Reiseveranstalter-Rechnung: bitte überweisen auf DE50526018159083016613, Empfänger ist deren Filiale in Wien.",
]

# the writer's own value beside the same words: red before and after (guards), but for these, red only now
NEWLY_RED = [
    "Mi móvil para el pedido es 612345678.",
    "Mein Handy für die Buchung: 0151 23456789.",
    "Kod karty podarunkowej: QWRT 8KLM ZNBV PXTT, wykorzystaj go.",
    "Geschenkkarte Code: HJKL 9MNB VCXZ QWER, bitte einlösen.",
]
RED = [
    "Zwrot za bilet proszę na moje konto 54186091390996030824628194, Jan Nowak.",
    "Die Erstattung für die Fahrkarte bitte auf DE50526018159083016613, Kontoinhaber Paul Weber.",
    "La tienda me devuelve el dinero a mi cuenta ES8178485319413008369007, titular Ana Ruiz.",
    "Pour le remboursement du billet, voici mon IBAN FR7875432319487574911862527, titulaire Léa Martin.",
    "Поверніть гроші за квиток на мій рахунок UA823052990000026601895559797, отримувач Олена Коваль.",
    "Sort code 60-83-71, account 12345678, that's my Starling account for the refund.",
    "Sklep prosi o numer konta do zwrotu: 54186091390996030824628194.",
    "Mi móvil para el billete es 612345678.",
    "Numer biletu i mój telefon: 601234567.",
    "La reserva de Marta, 612345678, llámala mañana.",
    "Mi móvil para la reserva del hotel es 612345678.",
    "Klient ma numer 601 234 567, zadzwoń do niego.",
    "Acompte pour la réservation du gîte : FR7875432319487574911862527, au nom de Mme Carle.",
    "Mete mi DNI en la reserva del apartamento: 48291736-K, gracias.",
    "Proszę o potwierdzenie: PESEL 90010112318, adres zamieszkania i urząd skarbowy.",
    "Código de la tarjeta regalo: 7HKQ 2MZP X9RT 4LWN, úsalo en mi cesta.",
    "Gift card code: 7HKQ 2MZP X9RT 4LWN - can you redeem it for me?",
    "Przyszedł kod potwierdzenia 482913 z banku, podać go?",
    "Der Bestätigungscode 771203 kam per SMS, soll ich ihn dir geben?",
]


@pytest.mark.parametrize("text", PAPERS)
def test_a_papers_number_is_not_private(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


@pytest.mark.parametrize("text", ORG_ACCOUNTS)
def test_an_account_a_shop_courier_or_office_is_paid_on_is_theirs(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


@pytest.mark.parametrize("text", RED)
def test_the_writers_own_value_beside_the_same_words_stays_red(text: str) -> None:
    assert detect(text).is_red


@pytest.mark.parametrize("text", NEWLY_RED)
def test_a_phone_given_for_a_booking_and_a_grouped_gift_code_are_red(text: str) -> None:
    assert detect(text).is_red


# money troubles: a debtors' register and a seizure of one's account or pay, said as a fact about oneself
DEBT_RED = [
    "Estoy en el fichero de morosos por una deuda con la compañía del gas.",
    "Me han metido en el fichero de morosos por una factura de 80 euros.",
    "Tengo la cuenta embargada por Hacienda desde marzo.",
    "Ich habe eine Kontopfändung und kann die Kaution nicht zahlen.",
    "Me metieron en el fichero de morosos hace un año.",
    "Мені заблокували картку через борг по кредиту.",
    "У мене арештували рахунок через борг за комуналку.",
]
DEBT_GREEN = [  # guards: green before and after
    "¿Qué es el fichero de morosos ASNEF y cómo funciona?",
    "¿Cómo sé si estoy en el fichero de morosos? Nunca he dejado de pagar nada.",
    "Was bedeutet Pfändungsschutzkonto eigentlich? Frage für einen Artikel.",
    "У мене питання: коли арештовують рахунок за борги?",
]


@pytest.mark.parametrize("text", DEBT_RED)
def test_a_debtors_register_or_a_seized_account_is_red(text: str) -> None:
    assert detect(text).is_red


@pytest.mark.parametrize("text", DEBT_GREEN)
def test_asking_about_debtors_registers_stays_green(text: str) -> None:
    assert not detect(text).is_red
