"""Identifier misses and false red of broad-s/t/u (#12 round 12), each as a category in several languages.

Red: numbers as people type or dictate them - four-digit groups one per line, bullets or emoji between the
groups (one group a single digit), separators said aloud ("dash", "comma", "myślnik", "Komma", "тире"); e-mail
addresses spelled out with "punkt", "крапка", "точка". Green: a business's billing sender address, a business
line read in the message's own language (a UK 03 line, a French 08 premium line), a notice's contact block
with the body's website, a measured quantity read out digit by digit."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _rule_values(text: str, region: str | None = None) -> list[str]:
    verdict = detect(text, region=region)
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


WRITTEN_RED = [
    # a card's groups one under the other, in a note or a dictation
    ("notatka\n4449\n6288\n2564\n0062\nczy to bezpieczne?", "4449\n6288\n2564\n0062"),
    ("Karte für die Buchung:\n5195\n6891\n6055\n0731\n12/29\nbitte nur einmal verwenden", "5195\n6891\n6055\n0731"),
    ("new line\n  5291\n  0917\n  8627\n  8982\nread it back please", "5291\n  0917\n  8627\n  8982"),
    # bullets or middle dots between a card's groups
    ("paga con: 4009 • 6681 • 2406 • 9524 y guarda el recibo", "4009 • 6681 • 2406 • 9524"),
    ("carte enregistrée 5341·5603·2649·9837 — c'est sûr ?", "5341·5603·2649·9837"),
    # emoji between groups, one of them a single digit
    ("PESEL mamy: 8 8 0 5 1 2 🌸 22851 — jaki to dzień tygodnia?", "8 8 0 5 1 2 🌸 22851"),
    ("зберіть на UA35 💙 3223 💙 1354 💙 0519 💙 6255 💙 8249 💙 4166 💙 9 до суботи", None),
    # separators said aloud
    ("my card is four four four nine comma six two eight eight comma two five six four comma zero zero six two",
     "four four four nine comma six two eight eight comma two five six four comma zero zero six two"),
    ("for the tax form the social is 512 dash 47 dash 3860 thanks", "512 dash 47 dash 3860"),
    ("numer karty pięć jeden dziewięć pięć przecinek sześć osiem dziewięć jeden przecinek sześć zero pięć pięć "
     "przecinek zero siedem trzy jeden", None),
    ("Kartennummer fünf zwei neun eins Komma null neun eins sieben Komma acht sechs zwei sieben Komma acht neun "
     "acht zwei", None),
]


@pytest.mark.parametrize(("text", "value"), WRITTEN_RED)
def test_numbers_typed_in_columns_with_bullets_emoji_or_said_separators_are_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


WRITTEN_GREEN = [
    # a column of years or scores is a list, not a number
    "Seasons we won:\n2019\n2020\n2021\n2022\nwhich was the best?",
    "Wyniki:\n1204\n1187\n1322\nktóry jest najlepszy?",
    # "comma" and "dash" in ordinary talk, a decimal read out
    "we scored three comma four and then had to dash to the shop",
    "pi is three point one four one five nine two six five, how many digits do people remember?",
    # a bullet between years or short groups
    "Album · 1999 · 2004 remaster · 3 bonus tracks, which pressing is better?",
]


@pytest.mark.parametrize("text", WRITTEN_GREEN)
def test_lists_decimals_and_ordinary_separator_words_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


EMAIL_RED = [
    ("schick es an marta punkt lewandowska at web punkt de bitte", "marta punkt lewandowska at web punkt de"),
    ("надішли на oleh крапка bondar равлик ukr крапка net увечері", "oleh крапка bondar равлик ukr крапка net"),
    ("пиши на ivan точка petrov собака mail точка ru", "ivan точка petrov собака mail точка ru"),
    ("mail me at tom punkt baker at gmx punkt net tonight", None),
]


@pytest.mark.parametrize(("text", "value"), EMAIL_RED)
def test_addresses_spelled_with_punkt_or_krapka_are_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


BILLING_GREEN = [
    "Od: e-faktura@play.pl\nFaktura za listopad 59,99 zł — czemu drożej?",
    "Von: rechnung@stadtwerke-beispielstadt.de\nIhre Rechnung 112,40 € — ist das normal?",
    "From: invoice@octopus.energy\nYour bill is £84.10 — why did it go up?",
    "De: facturas@naturgy.es\nSu factura 71,20 € — ¿es mucho?",
    "De : factures@engie.fr\nVotre facture 93,50 € — c'est normal ?",
]


@pytest.mark.parametrize("text", BILLING_GREEN)
def test_a_businesss_billing_sender_address_stays_green(text: str) -> None:
    assert _rule_values(text) == [], text


def test_a_persons_address_beside_an_invoice_stays_red() -> None:
    assert _rule_values("send the invoice to marek.wisniewski@onet.pl not to the office") == ["marek.wisniewski@onet.pl"]


PHONE_GREEN = [
    # a business line read in the message's own language (elsewhere a valid landline)
    "what's the number on the back of the card oh three four five six zero zero six zero zero six is that the fraud line",
    "the letter says call 0345 600 6006 for the fraud team, is that the real one?",
    "Le 0 892 705 705, c'est le numéro pour faire opposition sur la carte ?",
    "J'ai vu le 0 899 123 456 sur une pub, c'est payant ?",
    # a notice's contact block with the body's website
    "Forwarded from the school: \"Questions? Call 0161 496 0123 or visit manchester.gov.uk/schools\" — what is this about?",
    "Przesłane z gminy: \"Pytania? Dzwoń 22 444 55 66 lub odwiedź warszawa.pl/odpady\" — kiedy wywóz?",
    "Weitergeleitet: \"Fragen? Rufen Sie 030 9026 0000 an oder besuchen Sie berlin.de/abfall\" — was heißt das?",
    # a measured quantity read out digit by digit
    "speed of light two nine nine seven nine two four five eight metres per second, how was it measured?",
    "the moon is three eight four four zero zero km away on average, how long does light take?",
    "prędkość światła to 299792458 metrów na sekundę, czemu dokładnie tyle?",
]


@pytest.mark.parametrize("text", PHONE_GREEN)
def test_business_lines_contact_blocks_and_quantities_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


PHONE_RED = [
    ("my mum's number is 0345 1234567 in Halle, she is German", "0345 1234567"),
    ("call me on 07911 123456 or visit my flat at 12 Elm Road", "07911 123456"),
    ("zadzwoń do mnie 604 218 935 lub wpadnij wieczorem", "604 218 935"),
    ("my number 07911 123456 is on my website", "07911 123456"),
]


@pytest.mark.parametrize(("text", "value"), PHONE_RED)
def test_a_persons_phone_beside_those_words_stays_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


PUBLIC_ACCOUNT_GREEN = [
    # a parish's, a co-operative's, a food bank's or a shelter's account on its notice board or poster
    "La parroquia ha colgado la cuenta de Cáritas, ES18 2100 0418 4194 5807 3021. ¿Desgrava donar ahí?",
    "W gablocie wisi konto spółdzielni mieszkaniowej na fundusz remontowy: PL87 1020 9884 7824 1427 9345 4626. Czy to "
    "to samo konto co za czynsz?",
    "Am Aushang der Wohnungsgenossenschaft steht DE09 5001 0517 4220 7019 60 für die Nebenkosten – stimmt das?",
    "Our local food bank's poster: sort code 20-45-77, account 31926805. Can I set up a standing order?",
    "Le refuge pour animaux affiche son compte FR90 3000 4269 5641 2691 7388 003 pour les dons, c'est déductible ?",
    # a form's filler in a sample
    "Sample form: Name: Jan Example, sort code 00-00-00, account 00000000 — what goes in the reference?",
    "the bank's leaflet shows sort code 11-11-11 and account 11111111 as the example, is that real?",
]


@pytest.mark.parametrize("text", PUBLIC_ACCOUNT_GREEN)
def test_community_accounts_on_notices_and_filler_accounts_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


PAYEE_RED = [
    # a public body pays out to the account: the account is the payee's
    ("Hacienda me devolvió la renta a ES82 2100 0418 4457 3681 9303, pero esa cuenta ya no la uso", "ES82 2100 0418 4457 3681 9303"),
    ("Urząd skarbowy zwrócił nadpłatę na PL87 1020 9884 7824 1427 9345 4626, ale to stare konto", "PL87 1020 9884 7824 1427 9345 4626"),
    ("Das Finanzamt hat die Erstattung auf DE09 5001 0517 4220 7019 60 überwiesen, das Konto ist aber gekündigt",
     "DE09 5001 0517 4220 7019 60"),
    # a collection for a present is somebody's own account
    ("zbiórka na prezent dla wychowawczyni, wpłaty na PL87 1020 9884 7824 1427 9345 4626 do piątku", "PL87 1020 9884 7824 1427 9345 4626"),
    ("збір на подарунок тренеру, кидайте на UA75 3052 9982 9981 3641 5497 6590 9 до неділі", "UA75 3052 9982 9981 3641 5497 6590 9"),
    # my own account beside a charity word
    ("the charity should refund my donation to my account, sort code 20-45-77, account 31926805",
     "20-45-77, account 31926805"),
]


@pytest.mark.parametrize(("text", "value"), PAYEE_RED)
def test_payees_of_a_public_body_and_gift_collections_are_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


VIN_GREEN = [
    "What does the 10th character of a VIN like 1HGCM82633A004352 mean? I'm browsing used cars.",
    "Was bedeutet die 10. Stelle einer VIN wie WVWZZZ1JZXW000001? Ich schaue nur Anzeigen.",
    "¿Qué indica el dígito 10 del VIN, en uno tipo VF1RFB00X56123456? Miro coches de segunda mano.",
    "Jak odczytać rok modelowy z VIN typu TMBJJ7NE8L0123456? Pytam ogólnie.",
    "Що означає 10-й символ у VIN на кшталт JTDBR32E720123456? Дивлюся оголошення.",
]


@pytest.mark.parametrize("text", VIN_GREEN)
def test_a_vin_as_an_example_in_a_question_about_the_format_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


VIN_RED = [
    ("My VIN is 1HGCM82633A004352, what does the 10th character mean?", "1HGCM82633A004352"),
    ("the insurer wants the VIN of my car: WVWZZZ1JZXW000001", "WVWZZZ1JZXW000001"),
    ("Mój VIN to TMBJJ7NE8L0123456 — która cyfra to rok modelowy?", "TMBJJ7NE8L0123456"),
]


@pytest.mark.parametrize(("text", "value"), VIN_RED)
def test_somebodys_own_vin_stays_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


TAX_TALK_RED = [
    ("Hallo Herr Kurz, 46853270982 – bitte für die Lohnabrechnung ab Januar hinterlegen. Steuerklasse I.", "46853270982"),
    ("Für die Steuererklärung: meine Nummer ist 99941805634, Finanzamt Köln-Süd", "99941805634"),
    ("Elster sagt ungültig, ich habe 29014638150 eingegeben – was mache ich falsch?", "29014638150"),
    ("Податкова декларація не проходить: 'невірний РНОКПП'. Я ввела 2782879130, як у довідці.", "2782879130"),
    ("бухгалтер просить для зарплати: 2936845056, це все?", "2936845056"),
]


@pytest.mark.parametrize(("text", "value"), TAX_TALK_RED)
def test_a_tax_id_without_its_keyword_in_tax_or_payroll_talk_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


TAX_TALK_GREEN = [
    "Das Finanzamt hat Aktenzeichen 46853270982 vergeben, wie lange dauert die Bearbeitung?",
    "Податкова: рахунок-фактура 2782879131 на 1200 грн, чи правильно?",
    "Die Lohnabrechnung zeigt 12345678901 als Personalnummer?",
]


@pytest.mark.parametrize("text", TAX_TALK_GREEN)
def test_references_phones_and_failing_numbers_in_tax_talk_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


PL_ID_CARD_RED = [
    ("ubezpieczyciel znowu chce dokument. WCJ507120 ważny do 2031, odeślij im", "WCJ507120"),
    ("bank prosi o numer dokumentu: DZP293483", "DZP293483"),
    ("notariusz pyta o dokument tożsamości — DEO941188, wystawiony 2021", "DEO941188"),
]


@pytest.mark.parametrize(("text", "value"), PL_ID_CARD_RED)
def test_a_polish_id_card_after_a_document_word_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


PAY_BY_PHONE_RED = [
    ("Hazme el Bizum al 612345678, que el otro móvil lo perdí", "612345678"),
    ("Marta: mándame un bizum al 699 123 456 de lo de la cena\nYo: vale", "699 123 456"),
    ("Envoie-moi ta part par Lydia au 06 12 34 56 78 stp", "06 12 34 56 78"),
    ("send it by Zelle to 415 555 2671 tonight", "415 555 2671"),
]


@pytest.mark.parametrize(("text", "value"), PAY_BY_PHONE_RED)
def test_a_phone_given_for_a_payment_by_phone_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


THING_GREEN = [
    # a thing's number, which the rules read and turned down: not the learned model's to call private
    "OBI Artikelnummer 3527893 – passt das Thermostat auf Heimeier-Ventile?",
    "Leroy Merlin référence produit 81234567, c'est compatible avec mon chauffe-eau ?",
    "Castorama numer produktu 5901234 — czy pasuje do mojej baterii?",
    "[01.12.2026 21:04:55] message_id=883201 joined the group\n[01.12.2026 21:05:12] message_id=883202 left\n"
    "how do I export only media from a Telegram group?",
    "log: chat_id=5531207 update_id=99120453 — why does the bot get every update twice?",
]


@pytest.mark.parametrize("text", THING_GREEN)
def test_article_numbers_and_log_ids_stay_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)


DICTATED_WITH_COMMAS_RED = [
    # voice typing puts a comma between the groups it hears
    ("the social is five one two, four seven, three eight six zero, filing jointly", "five one two, four seven, three eight six zero"),
    ("mi número es seis uno dos, tres cuatro cinco, seis siete ocho", "seis uno dos, tres cuatro cinco, seis siete ocho"),
    ("meine Nummer ist null eins sieben sechs, zwei drei vier, fünf sechs sieben acht", None),
    ("мій номер нуль шість сім, один два три, чотири п'ять, шість сім", None),
    ("my card is four four four nine, six two eight eight, two five six four, zero zero six two", None),
    # a chat export's sender before a bare number
    ("[14:02] Kasia: 604218935\n[14:03] Ja: dzięki", "604218935"),
    ("12.03.24, 14:02 - Anna: 0176 23456789\n12.03.24, 14:03 - Ich: danke", "0176 23456789"),
]


@pytest.mark.parametrize(("text", "value"), DICTATED_WITH_COMMAS_RED)
def test_numbers_dictated_with_commas_and_chat_export_senders_are_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


DICTATED_LISTS_GREEN = [
    "we need five, ten, fifteen, twenty, thirty chairs for the hall",
    "ich brauche zehn, zwanzig, dreißig, vierzig Stühle für den Saal",
    "potrzebujemy pięć, dziesięć, piętnaście, dwadzieścia krzeseł",
    "I have two, three or four kids coming and one, two, three dogs",
]


@pytest.mark.parametrize("text", DICTATED_LISTS_GREEN)
def test_lists_of_values_said_with_commas_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


SPELLED_DOC_RED = [
    ("ausweisnummer n n r t v f m 4 v 5 für den mietvertrag", "n n r t v f m 4 v 5"),
    ("numer dowodu w c j 5 0 7 1 2 0 do umowy najmu", "w c j 5 0 7 1 2 0"),
    ("dowód osobisty: d z p 2 9 3 4 8 3, wpisz do wniosku", "d z p 2 9 3 4 8 3"),
]


@pytest.mark.parametrize(("text", "value"), SPELLED_DOC_RED)
def test_an_id_card_number_spelled_character_by_character_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


SPELLED_DOC_GREEN = [
    "mój dowód a b c d e f g h i j nie działa, co robić?",
    "Ausweis: die Felder a b c d e f g h i sind leer, was trage ich ein?",
]


@pytest.mark.parametrize("text", SPELLED_DOC_GREEN)
def test_letters_after_an_id_word_that_fail_the_check_stay_green(text: str) -> None:
    assert _rule_values(text) == [], text


IBAN_APART_RED = [
    ("IBAN DE zero nine five zero zero one zero five one seven four two two zero seven zero one nine six zero",
     "DE zero nine five zero zero one zero five one seven four two two zero seven zero one nine six zero"),
    ("IBAN: DE 09 5001 0517 4220 7019 60 bitte bis Freitag", "DE 09 5001 0517 4220 7019 60"),
    ("mi cuenta ES 18 2100 0418 4194 5807 3021, hazme la transferencia", "ES 18 2100 0418 4194 5807 3021"),
]


@pytest.mark.parametrize(("text", "value"), IBAN_APART_RED)
def test_an_iban_with_its_country_code_apart_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


def test_a_country_code_before_an_unrelated_number_stays_green() -> None:
    assert _rule_values("we met in DE 12 times and in PL 1234 5678 9012 3456 7890 1234") == []


MODEL_PAIRS_GREEN = [
    "Bosch WAN28281GB or Miele WWD120WPS — which washer is quieter?",
    "Pralka Bosch WAN28281PL czy Samsung WW80T534DAW, która cichsza?",
    "Waschmaschine Siemens WM14N2G3 oder AEG L7FE76484 – welche ist leiser?",
    "Пральна машина LG F4WV308S6E чи Samsung WW90T534DAW — яка тихіша?",
]


@pytest.mark.parametrize("text", MODEL_PAIRS_GREEN)
def test_two_model_codes_compared_stay_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)


def test_a_password_beside_a_second_code_stays_red() -> None:
    assert "X9KQ2LMP7Z" in _rule_values("my wifi password is X9KQ2LMP7Z or maybe Q7WERTY22")


SCHOOL_ACCOUNT_GREEN = [
    "Rada rodziców podała konto szkoły na składki: PL87 1020 9884 7824 1427 9345 4626, ile wpłacić?",
    "Die Kita hat ihre Kontoverbindung für das Essensgeld DE09 5001 0517 4220 7019 60 ausgehängt, ist das sicher?",
    "El colegio ha enviado la cuenta para la excursión ES18 2100 0418 4194 5807 3021, ¿es normal pagar así?",
    "The school sent the PTA account, sort code 20-45-77, account 31926805, for the trip money",
    "Школа дала рахунок батьківського комітету UA75 3052 9982 9981 3641 5497 6590 9 для внесків, це нормально?",
]


@pytest.mark.parametrize("text", SCHOOL_ACCOUNT_GREEN)
def test_a_schools_account_for_trips_and_meals_stays_green(text: str) -> None:
    assert _rule_values(text) == [], text


SCHOOL_WORD_RED = [
    ("Syn chodzi do szkoły, przelej mu kieszonkowe na PL87 1020 9884 7824 1427 9345 4626", "PL87 1020 9884 7824 1427 9345 4626"),
    ("Meine Tochter geht zur Schule, überweise ihr das Taschengeld auf DE09 5001 0517 4220 7019 60", "DE09 5001 0517 4220 7019 60"),
    ("My daughter's school fees go from my account 20-45-77 31926805", "20-45-77 31926805"),
]


@pytest.mark.parametrize(("text", "value"), SCHOOL_WORD_RED)
def test_a_childs_or_own_account_beside_a_school_word_stays_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


WIFI_NAMES_GREEN = [
    "My phone shows both 'VM7731942' and 'VM7731942-5G'. Which one should the printer use?",
    "Telefon widzi 'FunBox3-4B1D' i 'FunBox3-4B1D_5GHz'. Do której podłączyć konsolę?",
    "Das Handy zeigt 'Vodafone-C3A9' und 'Vodafone-C3A9-5G', welches nehme ich für den Fernseher?",
    "Le téléphone affiche 'Livebox-92F4' et 'Livebox-92F4-5G', lequel choisir pour la box TV ?",
]


@pytest.mark.parametrize("text", WIFI_NAMES_GREEN)
def test_a_wifi_networks_two_bands_stay_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)


def test_a_wifi_password_beside_a_band_name_stays_red() -> None:
    assert "K7p2xQ9mZr4T" in _rule_values("wifi Livebox-7A31 5G password K7p2xQ9mZr4T")
