"""Round 34 (rid): identifiers and secrets after labels and in places the finders did not expect, closed as
mechanisms. Sentences written for these tests (none taken from a benchmark file but the one quoted in each group's
comment as its example), in en, pl, de, es, fr and uk/ru.

1. A tax or social number after "my" + its label with exactly the document's shape is the writer's even when its check
   digits are wrong (owned_shapes.py); without the possessive a failing value keeps its check.
2. A phone after "to my / na mój / на мій / a mi / auf meine / pour mon" in an order or delivery is the writer's line
   (own_lines.py); a UK NINO whose letters spell a tariff keyword ("SH", "HS", "CN") is no tariff code (trade_papers.py).
3. A secret's label separated from its value by a short clause after a comma, by its owner in the genitive or after a
   preposition, or written lower-case in a compound ("EC-pin", "my pin") (label_gaps.py); a year-like value is a PIN
   when a PIN label owns it.
4. Green: a support case's, ticket's or dossier's number at a company (phones._ORDER_NEAR); five small numbers just
   played (phones._PLAYED); an institution's own registry number named after the keyword (institutions.institution_after).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.label_gaps import gapped
from app.core.memory.privacy.detector.owned_shapes import owned_shape
from app.core.memory.privacy.detector.verdict import detect

OWNED_WRONG_CHECK_RED: list[str] = [
    # the writer's own number, its check digits wrong (example: bzzz41-046)
    "Mon numéro fiscal est 2190456781203 mais impots.gouv le refuse",
    "mon numéro fiscal 3012847593618, le site des impôts dit qu'il est inconnu",
    "my ssn is 512473861 but the form rejects it",
    "my SSN 512-47-3861 is refused by the portal, typo?",
    "mój PESEL 85031412346, system go nie przyjmuje",
    "Mój PESEL to 92071545677 - czemu ZUS go odrzuca?",
    "meine Steuer-ID 47036892817 wird nicht akzeptiert",
    "Meine Steuer-ID ist 81 234 567 890, Elster meckert",
    "мій ІПН 3012847593, податкова каже що невірний",
    "мой ИНН 500100732250, налоговая пишет ошибка",
    "mi NIF 48392017A no lo acepta la web de Hacienda",
    "mon numéro de sécu 185037512345642, ameli dit qu'il est faux",
]

NINO_RED: list[str] = [
    # (example: bzzz45-304) a NINO whose letters are a tariff keyword, the label in lower case
    "my nino is SH046408D",
    "my nino is HS 04 64 08 C, the letter says",
    "NINO: cn123456a",
]

OWN_PHONE_RED: list[str] = [
    # (example: bzzz43-082) the number word left out after "on my ..." in an order or delivery
    "Зміни номер одержувача в накладній Нової пошти на мій 050 115 2237, будь ласка.",
    "change the number on the order to my 07911 123456",
    "Cambia el teléfono del pedido a mi 612 345 678",
    "Zmień w zamówieniu numer na mój 512 884 301",
    "Bitte in der Bestellung die Nummer auf meine 0151 2345 6789 ändern",
    "Changez le numéro de la commande pour mon 06 12 34 56 78",
    "Поменяйте номер в заказе на мой 067 432 1198",
    # a case word does not hide a number given to be called on
    "My ticket with BT is open, call me at 07911 123456",
    "Moje zgłoszenie w Orange, zadzwońcie do mnie 512 884 301",
    "Mon dossier SAV chez Free, rappelez-moi au 06 12 34 56 78",
    "Reklamacja: mój numer 512 884 301",
    # a ticket that is a paper the number is written on
    "Ma voisine m'a laissé son numéro au dos d'un ticket de métro : 06 12 48 73 95.",
]

GAPPED_SECRET_RED: list[str] = [
    # (example: bzzz43-341) a clause between the label and the value
    "Der Techniker fragt nach dem WLAN-Schlüssel, der ist 4718-2290-3347-6651-0823",
    "Der WLAN-Schlüssel, das ist 4718229033476651",
    "the wifi key, which is 4718-2290-3347-6651-0823",
    "the router password, it's Kx7mq29pl",
    "la clé wifi, c'est 4718-2290-3347-6651",
    "klucz do wifi, to 4718-2290-3347-6651",
    "hasło do routera, to jest Kx7mq29pl",
    "ключ від wifi, це 4718-2290-3347-6651",
    "ключ от вайфая, это 4718-2290-3347-6651",
    "la contraseña del wifi, que es Kx7mq29pl",
    # (example: bzzz45-349) a lower-case PIN in a compound or after a possessive
    "EC-pin 5907",
    "sim-pin 4821",
    "my pin 5907",
    "mój pin 4821",
    "meine pin: 7305",
    "mum's pin 1954",
    "бабушкин пин 1954",
    "Karten-PIN meiner Mutter 1954",
    "kod PIN babci 1957",
    # (example: bzzz45-514) the owner between the PIN's label and a value that looks like a year
    "пін бабусі 1954, не губи",
    "пин бабушки 1954",
    "пін мами 4821, запам'ятай",
    "pin mamy 1954",
    "pin od mamy to 1962",
    "PIN taty to 7305",
    "PIN von Oma 1954",
    "le code PIN de ma mère 1954",
    "el pin de mi abuela: 1948",
    "the pin of my mum is 1954",
    "kod do bramy u teściów: 4821",
    "hasło mamy: Słonko123",
    "пароль бабусі Kx7mq29pl",
]

GREEN: list[str] = [
    # a failing value with no possessive, or no tax label
    "numéro fiscal 3012847593618 ? c'est le format d'exemple du site",
    "mon numéro de commande 3012847593618 n'arrive pas",
    "my SSN has nine digits, where do I type it?",
    "Meine Steuer-ID ist 12345678900? Das Formular sagt ungültig.",  # counting digits typed to try the form
    # tariff codes stay the tariff's
    "HS 8418 10 20 is the tariff code for fridges",
    "kod CN 8708 99 97 dla części samochodowych",
    # orders stay orders
    "my order 1822685777 was late",
    "mi pedido número 1822685777 no ha llegado",
    # (examples: bzzz43-296, bzzz43-400) a support case's number at a company
    "Moje zgłoszenie w Orange ma nr 1-88472910, jak sprawdzić status?",
    "Mon dossier SAV chez Free est le 2026-448192, comment relancer ?",
    "Mein Vorgang bei der Telekom hat die Nummer 2026-448192, wie frage ich nach?",
    "Meine Reklamation bei Otto hat die Nummer 1-88472910",
    "Mi incidencia con Movistar tiene el número 2026-448192",
    "Mi reclamación en Vodafone es la 2026-448192, ¿cómo la sigo?",
    "Моє звернення в Київстар має номер 1-88472910",
    "Моё обращение в МТС номер 1-88472910",
    "My support ticket with BT is 1-88472910, how do I chase it?",
    "Ticket number 2026-448192 at Orange, any update?",
    # (example: bzzz43-178) numbers just played in a lottery
    "J'ai joué 7 12 19 33 41 et le numéro chance 4, comment voir le résultat ?",
    "I played 4 11 23 35 42 and the bonus 7 - how do I check?",
    "Ich habe 3 9 17 28 44 getippt, wann ist die Ziehung?",
    "Jugué 5 14 22 36 48 y el reintegro 3, ¿cómo lo compruebo?",
    "Zagrałem 3 9 17 28 44 i 7, kiedy losowanie?",
    "Зіграв 4 11 23 35 42 і 6, як перевірити?",
    # (example: bzzz44-546) an institution's own registry number
    "REGON naszej szkoły to 806293515, gdzie go wpisać we wniosku o grant dla placówki?",
    "NIP naszego przedszkola to 5260250274, czy mogę go podać?",
    "Steuernummer unserer Schule ist 143/815/08155",
    "el NIF de nuestro colegio es B12345674",
    "Le numéro fiscal de notre association est 3012847593618",
    # a pin, a key or a password described, not given
    "pin 13 of the board goes to 5V",
    "the pin, which is on the left, is 2 mm",
    "my pin code changed in 2019",
    "the code, which is from 1998, still works",
    "the key, which is 2 cm long, fits",
    "my password, which is 12 characters long, keeps failing",
    "hasło, które ma 8 znaków, nie działa",
    "la clé, c'est 12 euros chez le serrurier",
    "el pin de mi abuela es de plata, de 1954",
]


@pytest.mark.parametrize("text", OWNED_WRONG_CHECK_RED + NINO_RED + OWN_PHONE_RED + GAPPED_SECRET_RED)
def test_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert any(f.kind.value in ("identifier", "secret") for f in verdict.findings), verdict.findings


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings


def test_mine_still_red_beside_an_institution() -> None:
    assert detect("mój NIP to 5260250274").is_red
    assert detect("REGON 806293515 to mój numer, prowadzę jednoosobową działalność").is_red


def test_owned_shape_wants_the_documents_length() -> None:
    assert owned_shape("numéro fiscal", "3012847593618")
    assert not owned_shape("numéro fiscal", "301284759361")  # twelve digits
    assert not owned_shape("numéro fiscal", "5012847593618")  # an SPI starts 0-3
    assert owned_shape("SSN", "512473861") and not owned_shape("ssn", "51247386")
    assert owned_shape("nie", "X1234567A") and not owned_shape("nie", "12345678A")
    assert not owned_shape("order number", "1234567890")


def test_gapped_keeps_length_and_blanks_only_the_gap() -> None:
    text = "пін бабусі 1954, не губи"
    got = gapped(text)
    assert got is not None
    view, first = got
    assert len(view) == len(text) and view.startswith("PIN ") and "1954" in view and "бабусі" not in view
    assert first <= view.index("1954")
    assert gapped("the key, which is 2 cm long") is not None  # rewritten; the finders still find no value
    assert gapped("nothing to rewrite here 1954") is None
