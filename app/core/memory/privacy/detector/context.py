"""Context helpers shared by the identifier and secret finders: is a number introduced as an
order / invoice / tracking number, a price, a sample; disjoint claimed spans; entropy.

Words are in the six languages the detector is built for: English, Polish, German, Spanish,
French and Ukrainian (with Russian, which many Ukrainians write).
"""
from __future__ import annotations

import bisect
import math
import re
from collections import Counter

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.mockup_persons import placeholder_before
from app.core.memory.privacy.detector.sentence_cut import last_sentence_start
from app.core.memory.privacy.detector.trip_things import (
    TRIP_THING_ONLY,
    TRIP_THING_STEMS,
    TRIP_THING_WORDS,
    for_the_thing,
    paper_of_brand,
    person_id_word,
)

# Words that, right before a number, say it is a reference of some sort, not a person's:
# "order 123...", "invoice no. 123...", "numéro de commande 123...", "номер замовлення 123...".
LOOKALIKE_WORDS = frozenset("""
order orders invoice ticket issue build version ver release isbn issn ean gtin upc sku serial
tracking shipment parcel case ref reference transaction txn pid port error errno commit hash
checksum uuid part item product batch lot barcode bestellnummer bestellung sendungsnummer
kundennummer request job run pr model sample example dummy fake random test customer
kreskowy zlecenie zlecenia umowy umowa sha sha1 sha256 md5 crc artikel artikelnummer
placeholder mock fixture docs documentation seed booking reservation confirmation
pedido pedidos factura albarán albaran seguimiento envío envio referencia reserva localizador
commande facture suivi colis référence reference dossier réservation reservation
заказ заказа замовлення накладна накладної ттн трек відстеження отслеживания посилки посылки
рахунку-фактури инвойс інвойс квитанції квитанция бронювання бронирования
lotto lottery lotería loteria loto cita citas appointment terminnummer contract agreement contrato contrat договір договору
nip regon krs vat ust ustid cif siren siret tva edrpou jedrpou yedrpou iedrpou єдрпоу едрпоу егрпоу rcs hrb
aktenzeichen imei serie série product produktu produkt artículo article localizador
awb hawb mawb lta waybill lading manifest container contenedor conteneur kontener контейнер авіанакладна
sap kursnummer veranstaltungsnummer
póliza poliza policy polisa polisy police versicherungsschein versicherungsscheinnummer поліс поліса полис полиса
geschäftszeichen kassenzeichen sygnatura sygn
справ
teilenummer teilnummer ersatzteil ersatzteilnummer oem pieza pièce piece część części czesc czesci деталь запчастина
запчастини запчасть запчасти
""".split())  # (round 42) a car part's number: "Teilenummer 13 71 7 532 754", "número de pieza ...", "numer części ..."
# (round 42) "деталі", "детали" are also "details" ("деталі: 067 ..."): a part only as "номер деталі" (lookalike_before)
_PART_OF_NUMBER = frozenset(("деталі", "детали"))
# (round 40) a customer's call logged in a ticket: "Klient dzwonił z 512 ...", "the client rang from 07...", "el cliente
# llamó desde el 6...": the number the person called from, not the customer's number in the shop's register
CALLED = frozenset("""
dzwonił dzwoniła dzwonil dzwonila zadzwonił zadzwoniła zadzwonil zadzwonila dzwoni called rang phoned calls rings
appelé appele appelée appelait appelle llamó llamo llamaba llama rief ruft anrief дзвонив дзвонила дзвонить
телефонував телефонувала звонил звонила звонит позвонил позвонила
""".split())
LOOKALIKE_STEMS = (
    "faktur", "zamówieni", "zamowieni", "przesyłk", "przesylk", "paczk", "rechnung", "auftrag", "bestell",
    "przykład", "przyklad", "beispiel", "testow", "fikcyjn", "fiktiv", "sendung", "lieferschein", "ejemplo",
    "exemple", "fictic", "fictif", "прима", "приклад", "пример", "тестов", "вигадан", "фиктив",
    "tracking", "seguimi", "expedi", "numer zgłosz", "zgłoszeni", "zgloszeni", "reklamac", "ticket",
    "klient", "client", "kunde", "клієнт", "клиент", "abonent", "справа", "справи", "справу", "справі", "справою", "справах", "справам",
    "seryjn", "seriennummer", "серійн",
    "серийн", "buchung", "rezerwac", "réservat", "reservat", "бронюв", "заказ", "замовл", "dossier", "sprawy",
    "vorgang", "kundennr", "mitglied", "członkowsk", "socio", "adhérent", "учасник",
    # shipping papers: "Luftfrachtbrief", "list przewozowy", "conocimiento de embarque", a container
    "frachtbrief", "luftfracht", "przewozow", "embarque", "containern", "kontenera", "контейнер",
    "inventar", "inventory", "inventaire", "inwentar", "інвентар", "инвентар",  # an inventory number (round 18)
    # (round 22) an office's or a help desk's file: "Номер звернення 2026-112-4471", "номер обращения", "номер заявки"
    "звернен", "обращени", "заявк", "запит", "запрос", "тікет", "тикет", "wniosk", "antragsn", "anfragen",
    "solicitud", "incidencia",
) + TRIP_THING_STEMS
LOOKALIKE_WORDS |= TRIP_THING_WORDS  # tickets, confirmations, returns, rentals, fines, complaints, receipts (trip_things.py)
EXAMPLE_WORDS = frozenset(
    "example sample dummy fake test testing fictional fictitious placeholder mock made random generated "
    "ejemplo ficticio ficticia prueba exemple fictif fictive factice приклад пример тестовий тестовый "
    "demo démo демо".split()  # a product's demo screen: "the portal demo shows student ID 000123"
)
EXAMPLE_STEMS = ("przykład", "przyklad", "testow", "testów", "fikcyjn", "beispiel", "fiktiv", "muster", "makiet",
                 "mockup", "mock-up", "attrappe", "maquet", "макет", "шаблон", "vorlage", "plantilla", "modèle",
                 "ejempl", "exempl", "fictic", "fictiv", "приклад", "пример", "тестов", "вигадан", "фиктив")
CONNECTORS = frozenset(
    "no nr number numer nummer id is was to ist jest # of code kod kodu like e g np z b n º núm num "
    "número numéro numero de del du la le el es est c est номер n° № nº".split()
)
_WINDOW_WORDS = re.compile(r"[^\W_]+|#|№")
OWNER = frozenset(
    "my our mój moj moja moje mojego mojej nasz nasza mein meine meinen meiner unser unsere "
    "mi mis mío mía nuestro nuestra mon ma mes notre nos мій моя моє мого моєї мой моя мое моего наш наша".split()
)


_FROM_SHOP = frozenset("de del von bei from at od z ze u du chez від з у от из".split())
# where money goes, not a shop's name between a thing word and a number: "j'ai viré sa part sur FR88...", "his share
# to DE..." (round 19)
_ONTO = frozenset("sur on onto into na auf aufs an en à a vers на".split())
# (round 46, rids) a third person's possessive before the number word: "to close Dad's contract, his number was
# 07478 ...", "umowę mamy, jej numer to ..." - the number is the person's, not a shop's name between the thing and its
# number ("commande Fnac n° ...")
_THIRD_POSSESSIVE = frozenset("his her their sein seine seiner ihr ihre ihrer jego jej ich su sus son sa ses leur "
                              "його її їх его её ее их".split())
_NUMBER_WORDS = frozenset("no nr number numer nummer núm num número numéro numero номер n° № nº #".split())


def lookalike_before(text: str, start: int, own_sentence: bool = False) -> bool:
    """Is the number at `start` introduced as an order, invoice, version, hash ... number? (`own_sentence`: read
    only the value's own sentence - for a value whose shape no thing's number has, an IBAN)"""
    window = text[max(0, start - 40):start]
    if own_sentence and ("." in window or "!" in window or "?" in window):  # (round 28, sentence_cut.py)
        window = window[last_sentence_start(window):]
    words = _WINDOW_WORDS.findall(window.lower())
    skipped = 0
    numbered = False
    while words and words[-1] in CONNECTORS and skipped < 3:
        numbered = numbered or words.pop() in _NUMBER_WORDS
        skipped += 1
    if not words:
        return False
    if "zlecenie" in words or "zlecenia" in words:  # "umowa zlecenie" is a kind of work contract, not an order (round 18)
        words = [w for i, w in enumerate(words) if not (w.startswith("zleceni") and i and words[i - 1].startswith("umow"))]
        if not words:
            return False
    last = words[-1]
    if last in _PART_OF_NUMBER and len(words) >= 2 and words[-2] == "номер":
        return True  # "Номер деталі 13 71 7 532 754": a part's number (round 42)
    if last in LOOKALIKE_WORDS or last.startswith(LOOKALIKE_STEMS):
        # "mi móvil para el billete es 6...", "my number for the booking: ...": what is given for the thing, not its number
        return not for_the_thing(words)
    if paper_of_brand(words, _thing_word):
        return True  # "Paragon z Lidla nr ...", "receipt from Tesco no. ..." (trip_things.py)
    if len(words) >= 2 and (words[-2] in LOOKALIKE_WORDS or words[-2].startswith(LOOKALIKE_STEMS)) \
            and last not in OWNER and not last.startswith(("tel", "phon", "mobil", "handy", "kom", "móvil", "movil", "тел")) \
            and last not in ("iban", "nrb", "rib") and last not in _ONTO \
            and not (numbered and last in _THIRD_POSSESSIVE) \
            and last not in CALLED \
            and not person_id_word(last) \
            and not for_the_thing(words[:-1]):  # (round 27) "mój numer dla klientek salonu: ...": given FOR the clients
        return True  # a shop's name in between: "commande Fnac n° ...", "zamówienie Allegro nr ..."
    if numbered and len(words) >= 3 and words[-2] in _FROM_SHOP and (words[-3] in LOOKALIKE_WORDS or words[-3].startswith(LOOKALIKE_STEMS)) \
            and last not in OWNER and last not in ("iban", "nrb", "rib") and not person_id_word(last):
        return True  # the shop after a preposition (round 18): "pedido de zara numero ...", "Bestellung von Zalando Nr. ..."
    # "the sample PESEL ...", "an example IBAN: ...", "Twilio's test number ..." - unless it is
    # somebody's ("please test: my number is ...")
    near = words[-3:]
    if any(w in OWNER for w in near):
        return False
    return any(w in EXAMPLE_WORDS or w.startswith(EXAMPLE_STEMS) for w in near)


# The words of LOOKALIKE_WORDS that name a thing, never a person's account: a value right after one of them is
# the thing's number (an order, an article, a version), which the learned model must not call private either.
THING_WORDS = frozenset("""
order orders invoice ticket build version ver release isbn issn ean gtin upc sku serial tracking shipment parcel
transaction txn port error errno commit hash checksum uuid part item product batch lot barcode bestellnummer
sendungsnummer model artikel artikelnummer pedido factura albarán albaran seguimiento envío envio commande facture
suivi colis замовлення накладна ттн трек imei artículo article produkt produktu
awb hawb mawb waybill container contenedor conteneur kontener контейнер serie série
booking reservation pnr localizador reserva e-ticket eticket ticket tickets billet billete bilet biletu fahrkarte
квиток квитка билет билета agreement contract contrato contrat договір договору договора
art artnr арт артикул
sap kursnummer veranstaltungsnummer
""".split())  # ("Art.-Nr.", "арт.": an article's number; round 18: an ERP document's, a course's number)
# "booking reference K7QX2M", "Buchungsnummer", "kod rezerwacji", "numéro de réservation", "номер бронювання":
# a booking's reference is the trip's, as an order's number is the order's; so are a ticket's and a contract's
THING_STEMS = ("buchung", "rezerwac", "réservat", "reservat", "бронюв", "брониров", "vertrag", "umow",
               "faktur", "zamówieni", "zamowieni", "przesyłk", "przesylk", "paczk", "rechnung", "bestell", "sendung",
               "lieferschein", "seryjn", "seriennummer", "серійн", "серийн", "artikelnr", "modellnummer", "modelnummer",
               "inventar", "inventory", "inventaire", "inwentar", "інвентар", "инвентар",  # (round 18) an inventory number is the laptop's
               "заказ", "замовл",  # (round 22) "Номер заказа 36096767"
               ) + TRIP_THING_STEMS
THING_WORDS |= TRIP_THING_WORDS | TRIP_THING_ONLY


_SERIAL_ABBR = re.compile(r"(?i)(?<![\w/])s/?n[\s:#.]{0,3}$")  # "S/N: C02XK1Y3JGH5", "SN 21A456B7890"


def thing_before(text: str, start: int) -> bool:
    """Is the value at `start` introduced as an order's, an article's, a version's ... number (a thing's)?"""
    if _SERIAL_ABBR.search(text, max(0, start - 8), start):
        return True
    words = _WINDOW_WORDS.findall(text[max(0, start - 32):start].lower())
    skipped = 0
    while words and (words[-1] in CONNECTORS or words[-1] in _REFERENCE_WORDS and len(words) > 1) and skipped < 3:
        words.pop()  # "booking reference K7QX2M": the reference is the booking's
        skipped += 1
    if words and (words[-1] in THING_WORDS or words[-1].startswith(THING_STEMS)) or _thing_of(words):
        return True
    # a device's serial or a job advert's number a few words back: "серійний номер шкільного проєктора, FV04426252",
    # "Вакансія на Work.ua має номер 5123904", "the vacancy on the council site has number 5123904" (round 17)
    if "|" in text and _row_of_thing(text, start):
        return True  # "Bestellung | 2026-11-20 | Nr. 878034805215 | Status: versendet" (round 22)
    if _FAR_THING.search(text, max(0, start - 60), start) is None:
        return False  # (one search: most values have no serial or vacancy word near)
    far = _WINDOW_WORDS.findall(text[max(0, start - 60):start].lower())[-6:]
    return any(w.startswith(_FAR_THING_STEMS) for w in far) and not any(w in OWNER for w in far[-3:])


def _row_of_thing(text: str, start: int) -> bool:
    """The value sits in a table row ("a | b | c") whose first cell names a thing: an order's, a parcel's row."""
    line_start = text.rfind("\n", 0, start) + 1
    bar = text.find("|", line_start, start)
    if bar < 0:
        return False
    words = _WINDOW_WORDS.findall(text[line_start:bar].lower())
    return bool(words) and len(words) <= 3 and any(w in THING_WORDS or w.startswith(THING_STEMS) for w in words)


_FAR_THING_STEMS = ("seryjn", "seriennummer", "серійн", "серийн", "serial", "vacanc", "ваканс", "stellenanzeig",
                    "stellenausschreib", "stellenangebot", "ogłoszeni", "posting")
_FAR_THING = re.compile("(?i)" + "|".join(_FAR_THING_STEMS))


# "Número de serie del portátil:", "serial number of the laptop:", "numéro de série de la valise": the thing's number
_OF = frozenset("de del du des of the der des von vom la le el від".split())


def _thing_word(word: str) -> bool:
    return word in THING_WORDS or word.startswith(THING_STEMS)


def _thing_of(words: list[str]) -> bool:
    if paper_of_brand(words, _thing_word):
        return True
    i = len(words) - 2
    while i >= 1 and words[i] in _OF and len(words) - i <= 3:
        i -= 1
    return i < len(words) - 2 and (words[i] in THING_WORDS or words[i].startswith(THING_STEMS))


_REFERENCE_WORDS = frozenset("reference ref referencia référence referenz referenznummer".split())


CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₹₴]|\b(?:USD|EUR|PLN|GBP|CHF|UAH|zł|грн))\s?$")
CURRENCY_AFTER = re.compile(  # (after the amount's cents too: "18 450,00 грн")
    r"^(?:[.,]\d\d)?\s?(?:[$€£%‰₴]|(?i:zł|zl\b|złotych|pln|eur\b|euro|usd|gbp|chf|uah|грн|гривень|гривен|руб|dollars|euros|"
    r"pounds|k\b|mln|tys|mio|million|billion|bn\b|users|rows|records|bytes|kb\b|mb\b|gb\b|ms\b|px\b))"
)


# A unit after the number: a measured quantity ("299792458 metres per second", "384400 km", "6371 Kilometer")
UNIT_AFTER = re.compile(
    r"\s?(?i:(?:kilo|centi|milli|nano)?met(?:er|re)s?|met(?:ros?|rów|ry|rach)|m[èe]tres?|kilom[eé]t\w*|"
    r"km(?:/h|/s)?|m/s|mph|kg|kilogram\w*|grams?|gramm\w*|gramos|grammes?|tonnes?|tons|light[- ]years?|"
    r"hertz|hz|volts?|watts?|joules?|kelvin|newtons?|pascals?|calories|kalori\w*|"
    r"метр\w*|кілометр\w*|километр\w*|км|кілограм\w*|килограмм\w*)(?![\w/])"
)


def before(text: str, start: int, width: int = 30) -> str:
    return text[max(0, start - width):start]


def is_lookalike_context(text: str, start: int, end: int) -> bool:
    if lookalike_before(text, start) or placeholder_before(text, start):
        return True
    if CURRENCY_BEFORE.search(before(text, start, 6)) or CURRENCY_AFTER.match(text[end:end + 10]):
        return True
    return bool(UNIT_AFTER.match(text, end, end + 16))


class Claims:
    """Disjoint spans already reported, so a later finder does not re-read them."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        # spans a finder read and decided were NOT private (a public line, a test number, an order
        # number): the learned model must not overrule that decision (detector/learned.py)
        self.rejected: list[tuple[int, int]] = []

    def reject(self, start: int, end: int) -> None:
        self.rejected.append((start, end))

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect.bisect_right(self.starts, start)
        if i and self.ends[i - 1] > start:
            return True
        return i < len(self.starts) and self.starts[i] < end

    def append(self, span: tuple[int, int]) -> None:
        start, end = span
        i = bisect.bisect_right(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


def entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see privacy_types.skip_ahead)
