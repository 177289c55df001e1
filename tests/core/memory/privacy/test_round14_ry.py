"""Round 14 on broad-y (requests that carry one's own data into a task for the model), each miss or false red
as a family in several languages, with sentences written for these tests.

Red: a phone alone on its line under a person's name (a signature, a contact card); a shared-cost number the
writer asks to be called on; a letter's sender line with a postal address; a person "at" an address with a title;
a relatives' home address; a street without its type after "we live"; several PINs listed; one's own bankruptcy
filing; a disclosure typed with the Ukrainian apostrophe (U+02BC). Green: a club's, a tax office's or a
company's account on its own papers (also on the line after a colon), a vendor token made of placeholder
letters, a mock-up's zeroed or X-masked phone, a number cut short by dots, a building permit's reference.
The rule tests fail on 75158b4; the tests named "... stays red/green" are guards for the new rules' look-alikes
and pass on it too."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def _rule_values(text: str, region: str | None = None) -> list[str]:
    verdict = detect(text, region=region)
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


def _kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings if "learned model" not in f.reason}


# ---------------------------------------------------------------- phones in a contact block

BLOCK_RED = [
    ("Turn this into a nice signature:\nTomasz Zieliński\nkierownik budowy\n604 112 387", "604 112 387"),
    ("Zrób wizytówkę:\n- Agnieszka Wróbel\n- fizjoterapeutka\n- 512 904 336", "512 904 336"),
    ("Pon esto bonito para el correo:\nLucía Gómez Ruiz\nAdministración\n612 345 671", "612 345 671"),
    # a one-line signature's parts
    ("Ułóż stopkę: Agnieszka Wróbel · fizjoterapeutka · 512 904 336 · pn-pt", "512 904 336"),
    ("Firma para el correo: Lucía Gómez Ruiz • Administración • 612 345 671", "612 345 671"),
]


@pytest.mark.parametrize(("text", "value"), BLOCK_RED)
def test_a_number_alone_on_its_line_under_a_persons_name_is_a_phone(text: str, value: str) -> None:
    assert value in _rule_values(text, region="PL"), text


BLOCK_GREEN = [
    "Summarise the stock list:\nWidgets A\nin stock\n604 112 387",
    "Zrób tabelkę:\nFaktura VAT\nkwota netto\n604 112 387",
    "Stan magazynu: Widgets A · in stock · 604 112 387",
]


@pytest.mark.parametrize("text", BLOCK_GREEN)
def test_a_number_under_a_line_that_is_no_persons_name_stays_green(text: str) -> None:
    assert "604 112 387" not in _rule_values(text, region="PL"), text


BRACKETED_RED = [
    ("Powiadomienie: Tomasz Zieliński (512 904 336) wysłał Ci 200 zł BLIKIEM", "512 904 336"),
    ("Lucía Gómez (612 345 671) te ha enviado un Bizum de 20 €", "612 345 671"),
]


@pytest.mark.parametrize(("text", "value"), BRACKETED_RED)
def test_a_number_in_brackets_after_a_persons_name_is_a_phone(text: str, value: str) -> None:
    assert value in _rule_values(text, region="PL"), text


def test_a_count_in_brackets_after_a_product_stays_green() -> None:
    assert "512 904 336" not in _rule_values("Zamówienie: Mleko Łaciate (512 904 336 szt.)", region="PL")


CONTACT_ME_RED = [
    "dopisz na końcu pisma: proszę o kontakt pod nr 801 554 219 w godzinach pracy",
    "dodaj do ogłoszenia: w razie pytań proszę o kontakt pod numerem 801554219",
]


@pytest.mark.parametrize("text", CONTACT_ME_RED)
def test_a_shared_cost_number_the_writer_asks_to_be_called_on_is_theirs(text: str) -> None:
    assert detect(text, region="PL").is_red, text


def test_a_shared_cost_number_of_a_hotline_stays_green() -> None:
    assert not detect("infolinia banku działa pod numerem 801 554 219", region="PL").is_red


# ---------------------------------------------------------------- masked and cut-short phones

MASKED_GREEN = [
    "Make up three demo customers, phones like +48 000 000 00X",
    "Für das Mock-up: Telefonnummern im Format +49 000 0000000",
    "the courier called from a number starting +44 7911 4..., who is it?",
    "Вигадай телефони для демо-бази у форматі +380 00 000 00 00",
]


@pytest.mark.parametrize("text", MASKED_GREEN)
def test_a_masked_zeroed_or_cut_short_phone_is_not_red(text: str) -> None:
    assert not detect(text).is_red, text


def test_a_full_phone_before_an_ellipsis_stays_red() -> None:
    assert detect("ring me tonight on +44 7911 123456...").is_red


# ---------------------------------------------------------------- a reference's letters before digit groups

def test_a_building_permits_reference_is_no_phone_nor_licence() -> None:
    assert not detect("le panneau indique permis de construire n° PC 075 114 24 00031, c'est quoi ?").is_red
    assert not detect("Was bedeutet der Aushang Bauantrag AZ 069 123 26 00045?").is_red


def test_a_driving_licence_after_n_de_permis_stays_red() -> None:
    assert detect("mon n° de permis de conduire : 12AB34567, remplis le formulaire").is_red


# ---------------------------------------------------------------- accounts of a club, a tax office, a company

ACCOUNT_GREEN = [
    # the club's dues
    "Prépare l'appel à cotisation du club de tennis, paiement sur le compte du club FR76 3000 6000 0112 3456 7890 189",
    "Napisz przypomnienie o składce członkowskiej klubu, konto klubu PL61 1090 1014 0000 0712 1981 2874",
    # the tax office's account copied from its site
    "Заповни платіжку, реквізити податкової з сайту: UA21 3223 1300 0002 6007 2335 6600 1",
    # the office's account on the line after a colon
    "Jaki tytuł przelewu? Urząd podał konto do opłaty:\n61 1090 1014 0000 0712 1981 2874",
    # the business's own footer, with an abbreviation's dot before the account
    "Fix our letterhead: Norwell Trading Ltd. Reg. No. 08812345, IBAN GB33 BUKB 2020 1555 5555 55",
    # the association the user belongs to
    "Przypomnij członkom o wpłatach na konto naszego stowarzyszenia:\nPL61 1090 1014 0000 0712 1981 2874",
]


@pytest.mark.parametrize("text", ACCOUNT_GREEN)
def test_an_organisations_own_account_presented_as_such_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


ACCOUNT_RED = [
    "Wpisz do wniosku moje konto:\n61 1090 1014 0000 0712 1981 2874",
    "I'm in the tennis club; refund my fee to my account GB33 BUKB 2020 1555 5555 55",
    "податкова повернула переплату на мій рахунок UA21 3223 1300 0002 6007 2335 6600 1",
]


@pytest.mark.parametrize("text", ACCOUNT_RED)
def test_ones_own_account_near_the_same_words_stays_red(text: str) -> None:
    assert detect(text).is_red, text


# ---------------------------------------------------------------- vendor tokens of placeholder letters

TOKEN_GREEN = [
    "the README says GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX, what goes there?",
    "w przykładzie jest SLACK_BOT_TOKEN=xoxb-000000000000-000000000000-xxxxxxxxxxxxxxxxxxxxxxxx",
]


@pytest.mark.parametrize("text", TOKEN_GREEN)
def test_a_vendor_token_of_placeholder_letters_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


def test_a_real_looking_vendor_token_stays_red() -> None:
    assert detect("export GITHUB_TOKEN=ghp_4f9Kd82LmQz7Xc1Vb3Nn5Pp0Rr6Tt8Yy2Uu4").is_red


# ---------------------------------------------------------------- addresses tied to a person

ADDRESS_RED = [
    "Write my complaint to the landlord. From: Rhodri Bevan, 14 Heol Y Felin, Swansea SA1 2BX",
    "Absender: Gwilym Pryce, Lindenweg 4, 10115 Berlin - schreib eine Kündigung",
    "Od: Gwidon Wróblewicz, ul. Polna 7, 87-100 Toruń — popraw list",
    "Check my letter:\nDear Sir,\n...\nYours sincerely,\nBronwen Hughes\n41 Heol Y Nant, Caerphilly CF83 1AB",
    "address the envelope to mr. idris Okafor at 3 bramble close, thanks",
    "invitation pour l'anniversaire, c'est chez mes grands-parents, 12 rue des Lilas à Lyon",
    "at my grandparents', 22 Oakfield Road, Sunday at noon - write the invite",
    "Einladung schreiben: wir wohnen jetzt im Erdgeschoss, am Markt 7 in Pirna",
    "напиши запрошення: ми живемо тепер на Садовій 12 у Львові",
]


@pytest.mark.parametrize("text", ADDRESS_RED)
def test_a_home_address_tied_to_a_person_is_red(text: str) -> None:
    assert Kind.IDENTITY in _kinds(text), text


ADDRESS_GREEN = [
    "Our office moved to 14 Heol Y Felin, Swansea SA1 2BX - update the website footer",
    "Kind regards,\nAcme Support Team\n14 Mill Lane, Leeds LS1 4AB",
    "the bake sale is at 3 bramble close on saturday",
    "wir wohnen im dritten Stock 4 und haben keinen Aufzug",
    "mieszkamy na piętrze 3, czy to wysoko?",
]


@pytest.mark.parametrize("text", ADDRESS_GREEN)
def test_an_address_of_nobody_or_a_floor_stays_green(text: str) -> None:
    assert Kind.IDENTITY not in _kinds(text), text


# ---------------------------------------------------------------- PINs listed

PINS_RED = [
    ("I mix up my PINs: the Monzo card is 7390, help me remember", "7390"),
    ("moje piny do kart: mBank 4821, reszta nie", "4821"),
    ("mis pines, que siempre olvido: tarjeta del Santander 2291", "2291"),
    ("піни плутаю: від картки Монобанку 6047", "6047"),
]


@pytest.mark.parametrize(("text", "value"), PINS_RED)
def test_listed_pins_are_secrets(text: str, value: str) -> None:
    assert value in _rule_values(text), text


def test_pins_of_hardware_stay_green() -> None:
    assert not detect("PINs: 4 digits, changed every 90 days per policy").is_red


# ---------------------------------------------------------------- bankruptcy, an apostrophe

BANKRUPT_RED = [
    "Write to the landlord: we filed for Chapter 13 in May and the deposit is all we have.",
    "I'm in Chapter 7 right now, help me write to the dealership",
    "Brief an den Vermieter: wir haben letztes Jahr Verbraucherinsolvenz angemeldet.",
    "redacta una carta: me declaré en concurso de acreedores el año pasado",
    "aide-moi à écrire au bailleur, nous sommes en surendettement depuis l'été",
    "я оголосив банкрутство, допоможи скласти лист кредитору",
]


@pytest.mark.parametrize("text", BANKRUPT_RED)
def test_ones_own_bankruptcy_is_finance(text: str) -> None:
    assert Kind.FINANCE in _kinds(text), text


BANKRUPT_GREEN = [
    "what's the difference between Chapter 7 and Chapter 13 bankruptcy?",
    "jak ogłosić upadłość konsumencką krok po kroku?",
    "Die Firma hat Insolvenz angemeldet, was passiert mit Aufträgen?",
]


@pytest.mark.parametrize("text", BANKRUPT_GREEN)
def test_bankruptcy_as_a_topic_or_a_companys_stays_green(text: str) -> None:
    assert Kind.FINANCE not in _kinds(text), text


def test_a_disclosure_with_the_ukrainian_apostrophe_is_read() -> None:
    assert Kind.RELATIONSHIP in _kinds("Напиши заяву в поліцію: чоловік мене бʼє вже рік.")
