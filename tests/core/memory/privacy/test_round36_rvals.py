"""Round 36 (rvals): identifiers and secrets that slipped through - a number said to be changed (changed_numbers.py),
a DNI given for a booking (booked_ids.py), an account an institution pays money back into (refund_accounts.py), a
national number in a note beside its office (office_numbers.py), a recovery phrase named after the wallet or run on
into the next clause (seed_free_words.py). Each test pairs red texts read green before with near-misses that stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect


def _red(texts: list[str]) -> None:
    missed = [t for t in texts if not detect(t).is_red]
    assert not missed, missed


def _green(texts: list[str]) -> None:
    wrong = [(t, detect(t).reason) for t in texts if detect(t).is_red]
    assert not wrong, wrong


# ---------------------------------------------------------------- a changed number (changed_numbers.py)

def test_a_number_said_to_be_changed_is_a_phone():
    _red([
        "Zmieniłam numer, teraz mam 512 021 846.",
        "Zmiana numeru: teraz jestem pod 503 118 962",
        "zmieniłem numer, od teraz 601 932 447",
    ])
    _green([
        "Zmieniłem numer zamówienia, teraz to 698 214 735",  # an order's number changed
        "we changed the number of seats, now 698 214 735 in total",
        "zmieniłem numer buta, teraz noszę 44",
    ])


# ---------------------------------------------------------------- a DNI for a booking (booked_ids.py)

def test_a_dni_given_for_a_booking_is_the_guests():
    _red([
        "para el check-in del hotel pon 50734291-V a nombre de mi mujer",
        "reserva del hotel: 50.734.291-V, a nombre de Inés Robles",  # a booking word before, the name after
        "me han pedido para la reserva del hotel el 73920518-J de mi padre, a nombre de él",
        "hotel booking in Seville: put 50734291-V, under the name of my wife",
    ])
    _green([
        "factura del hotel 50734291-V",  # a receipt: the business's
        "ticket del restaurante con NIF 50734291-V",
        "ejemplo de reserva del hotel: 50734291-V a nombre de Fulano",  # an example
        "¿es correcto este DNI de ejemplo para la reserva: 73920518-J?",
        "localizador de la reserva del vuelo: 50734291-V",  # the booking's own reference
        "la población creció de 50.734.291 a 51.000.000",  # thousands and the Spanish "a"
    ])


# ---------------------------------------------------------------- money paid back (refund_accounts.py)

def test_an_account_an_institution_pays_back_into_is_the_writers():
    _red([
        "Die Gerichtskasse soll den Vorschuss auf DE50 8220 5972 2998 9582 42 zurücküberweisen, schreib das bitte höflich.",
        "the council will put the overpaid tax back on GB51 NWBK 5260 1815 9083 01 as a refund",
        "Urząd skarbowy przeleje na PL09 7491 1862 5276 0189 5559 7971 zwrot podatku",
        "la Agencia Tributaria ingresará en FR64 2462 8194 8219 9351 8190 989 la devolución",
        "Налоговая переведёт на UA41 3223 1337 8657 9754 3231 9487 5 возврат переплаты",
    ])
    _green([
        "Gerichtskasse: Gebühr bitte auf DE50 8220 5972 2998 9582 42 überweisen",  # a fee paid in
        "Die Gerichtskasse hat das Konto DE50 8220 5972 2998 9582 42 für die Gerichtskosten",
        "opłata skarbowa na konto urzędu PL09 7491 1862 5276 0189 5559 7971",
        # the writer the one paying back, and an office's account published for refunds paid to it
        "Muszę zwrócić nadpłatę na konto zleceniodawcy: Budmex S.A., PL09 7491 1862 5276 0189 5559 7971",
        "Податкова вказала на сайті рахунок для повернення переплат UA41 3223 1337 8657 9754 3231 9487 5 — це їхній?",
        "the tax office has an account GB51 NWBK 5260 1815 9083 01 for refunds",  # what the account is for
    ])


# ---------------------------------------------------------------- a number beside its office (office_numbers.py)

def test_a_national_number_in_a_note_beside_its_office_is_the_persons():
    _red([
        "пенсійний фонд, перерахунок пенсії, 3914177763, у четвер",
        "пенсионный фонд, 3914177763, до пятницы",
        "налоговая, 500100732259, сдать до пятницы",
        "ИФНС в среду: 5001-0073-2259",
        "urząd skarbowy - 5049576561 - PIT do końca kwietnia",
        "ZUS: 504-957-65-61, przypomnieć się o zaświadczenie",
        "impôts: 2956697326226 avant le 20 mai",
    ])
    _green([
        "ZUS infolinia 504 957 65 61",  # the office's hotline
        "firma ABC sp. z o.o., urząd skarbowy, 5049576561",  # a firm's NIP
        "пенсійний фонд, справа 3914177763",  # a case's number
        "пенсійний фонд: телефон 3914177763",
        "пенсійний фонд виплатив 3914177763 грн",  # an amount
        "ZUS przelał 5049576561 zł",
        "HMRC call tomorrow, 8461962836, self assessment",  # a call: the line's number
    ])


# ---------------------------------------------------------------- a recovery phrase (seed_free_words.py)

def test_a_phrase_after_the_wallet_or_run_on_into_chat_is_a_recovery_phrase():
    _red([
        "гаманець порожній, фраза: цвях легенда строк кривий арсенал продукт чудовий несміло концерт реклама сухий "
        "поліція хто міг її бачити?",
        "portfel wyczyszczony, fraza: paznokieć legenda termin krzywy arsenał produkt cudowny nieśmiało koncert reklama "
        "suchy milicja kto mógł to zobaczyć?",
        "my wallet got drained, phrase: nail legend term crooked arsenal product wonderful timid concert advert dry "
        "police who could have seen it?",
        "Wallet leer! Phrase: Nagel Legende Frist Bogen Arsenal Produkt Wunder Scheu Konzert Werbung Trocken Polizei "
        "wer hat das gesehen?",
        "billetera vacía, frase: uña leyenda plazo torcido arsenal producto maravilla tímido concierto anuncio seco "
        "policía quién pudo verla?",
        "portefeuille vidé, phrase : ongle légende délai tordu arsenal produit merveille timide concert réclame sec "
        "police qui a pu la voir ?",
        "сид фраза: ноготь легенда срок кривой арсенал продукт чудный робко концерт реклама сухой милиция кто мог "
        "это увидеть?",
    ])
    _green([
        "кошелёк пустой, любимая фраза: жизнь прекрасна когда кошелёк полон а душа спокойна и ясна как утро кто бы "
        "спорил",
        "кошелёк в кармане, фраза дня: утро вечера мудренее",
        "my wallet has a phrase: always carry cash because cards fail sometimes when you travel abroad who knew",
    ])


# ---------------------------------------------------------------- the gates change no verdict

@pytest.mark.parametrize("text", [
    "нагадування: пенсійний фонд, перерахунок пенсії, 3914177763, у четвер",
    "urząd skarbowy - 5049576561 - PIT do końca kwietnia",
    "Wallet leer! Phrase: Nagel Legende Frist Bogen Arsenal Produkt Wunder Scheu Konzert Werbung Trocken Polizei "
    "wer hat das gesehen?",
    "Zmiana numeru: teraz jestem pod 503 118 962",
    "ZUS infolinia 504 957 65 61",
])
def test_round36_gates_change_no_verdict(text):
    gated = detect(text)
    gates.ENABLED = False
    try:
        assert detect(text) == gated
    finally:
        gates.ENABLED = True
