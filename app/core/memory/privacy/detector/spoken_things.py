"""A thing's number read aloud: a barcode ("código de barras del aceite: cinco, nueve cero cuatro ..."), a parcel's
tracking number ("ТТН нової пошти двадцять, чотири п'ять, ..."), an order or invoice number, a postal code, an
association's or a company's register number ("le SIREN de l'association : huit neuf zéro, ...").

normalise.py reports where digits were dictated (`Normalised.spoken`) and the phone finder reads such a run as a
number deliberately given. When the nearest word before the run, in its sentence, names one of these things, the
run is that thing's number: claimed here (and marked as decided) before the phone and ID finders read it.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import lower_keep_length

_THING = re.compile(
    r"(?<![^\W\d_])(?:"
    # barcodes
    r"bar ?codes?|ean(?:-?13|-?8)?|gtin|upc|kod\w* kreskow\w*|c[oó]digos? de barras|codes?[- ]barres?|strichcode|"
    r"штрих-?код\w*|"
    # parcels
    r"tracking(?: number| no\.?| code)?|(?:numer|nr) (?:przesyłki|paczki|nadania|listu)|sendungs(?:nummer|verfolgung)|"
    r"n[uú]mero de (?:seguimiento|env[ií]o)|env[ií]o de correos|el env[ií]o|num[ée]ro de suivi|colis|ттн|"
    r"(?:номер|трек-?номер) (?:посилки|посылки|відправлення|отправления|накладної)|накладн\w*|трек-?номер|"
    # orders and invoices
    r"order(?: number| no\.?)|numer zamówienia|bestellnummer|n[uú]mero de pedido|num[ée]ro de commande|"
    r"номер замовлення|номер заказа|invoice(?: number)?|numer faktury|rechnungsnummer|n[uú]mero de factura|"
    r"num[ée]ro de facture|"
    # postal codes
    r"post ?codes?|zip(?: code)?|kod\w* pocztow\w*|postleitzahl|plz|c[oó]digo postal|code postal|"
    r"поштов\w* індекс\w*|почтов\w* индекс\w*|індекс|индекс|"
    # a company's or an association's register number
    r"siren|siret|krs|regon firmy|handelsregister\w*|cif|edrpou|єдрпоу|едрпоу|егрпоу"
    r")(?![^\W\d_])"
)
# a word that names the number as a person's: the nearest of the two wins
_PERSONAL = re.compile(
    r"(?<![^\W\d_])(?:phone|mobile|cell|number is|tel\w*|handy|nummer ist|numer to|móvil|movil|portable|"
    r"телефон\w*|мобільн\w*|мобильн\w*|pesel|iban|pin|card|karta|karte|tarjeta|carte|картк\w*|карт\w*)(?![^\W\d_])"
)


def claim_spoken_things(text: str, claimed: Claims, spoken: tuple[tuple[int, int], ...]) -> None:
    """Claim the dictated runs that are a thing's number (see the module's doc)."""
    low = None
    for start, end in spoken:
        if low is None:
            low = lower_keep_length(text)
        window_start = max(0, start - 70)
        for stop in (".", "!", "?", "\n"):
            k = low.rfind(stop, window_start, start)
            if k >= 0 and not low.startswith("...", max(0, k - 2)):
                window_start = max(window_start, k + 1)
        things = list(_THING.finditer(low, window_start, start))
        if not things:
            continue
        personal = list(_PERSONAL.finditer(low, window_start, start))
        if personal and personal[-1].start() > things[-1].start():
            continue
        claimed.reject(start, end)
        claimed.append((start, end))
