"""Round 38, rmoney: money between people and checking values (sets broad-zzz62, broad-zzz65).

Each mechanism: sentences it now reads (red, or green where a value is public or made to fail), in the seven
languages, and near-misses that must stay as they were. Sentences written for this file, not copied from the sets."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# ---------------------------------------------------------------- a classified ad's pick-up at the seller's (home_cues.py)
PICKUP_RED = [
    "Kinderbett 50 €, Selbstabholung bei Almut Quandtberg, Rosenweg 3, 79100 Freiburg.",
    "Sprzedam fotelik 200 zł, odbiór osobisty u Halszki Wierzbickiej, ul. Klonowa 7, Poznań.",
    "Anzeige: Hochstuhl 35 €, Abholung bei Henrike Wallbrecht, Fliederstraße 9, 28209 Bremen, nur bar.",
    "Объявление: коляска 6000 руб, самовывоз у Снежаны Кривошеевой, ул. Садовая 14, кв. 8, Тверь.",
]
PICKUP_STILL_RED = [  # (already read: a known given name)
    "Anuncio: cuna 80 €, recogida en casa de Itziar Goikoetxea, C/ Mayor 12, 3º B, Bilbao.",
    "Оголошення: санки 400 грн, самовивіз у Богдани Ярошенко, вул. Зелена 41, кв. 3, Львів.",
    "Annonce : vélo enfant 60 €, à retirer chez Ghislaine Portefaix, 8 rue des Capucins, 69001 Lyon.",
]
PICKUP_KEEP = [
    "Abholung bei Fressnapf Leipzig, Holunderweg 14, 04159 Leipzig.",
    "Abholung bei Autohaus Sternagel, Holunderweg 14, 04159 Leipzig.",
    "À retirer chez Boulanger Strasbourg, 12 rue des Tanneurs, 67000 Strasbourg.",
    "Самовивіз у Нова Пошта, вул. Городоцька 118, Львів.",
]

# ---------------------------------------------------------------- the writer's own crypto address (own_wallets.py)
WALLET_RED = [
    "Сестра вернёт долг в биткоинах на мой адрес bc1qat2q0llnlwmz4t87mfgjajr4u832zw2wuhdrje, сколько ждать?",
    "Mi dirección de ETH es 0x52908400098527886E0F7030069857D2E4169EE7, ¿cuánto tarda la transferencia de mi primo?",
]
WALLET_STILL_RED = [  # (already read: the learned model)
    "Брат поверне борг у USDT на мій гаманець TJRabPrwbZy45sbavfcjinPJC18kjpRTv8, це надійно?",
]
WALLET_KEEP = [
    "The project lists its donation address 1Lar3QkGcmgF7A3T6YKGcUgjZkfUAYt9ko on its website.",
    "Is there a way to tell a SegWit address from a Taproot one just by looking at the prefix?",
]

# ---------------------------------------------------------------- a sole trader's VAT ID (documents.py)
SOLE_RED = [
    "Ich bin Kleingewerbler, USt-IdNr. DE503159546, und schreibe meiner Nachbarin eine Rechnung fürs Rasenmähen.",
    "Je suis entrepreneuse individuelle, SIRET 732 829 320 00074, je facture ma belle-sœur pour le site.",
]
SOLE_KEEP = [
    "Was ist der Unterschied zwischen Kleingewerbe und Freiberufler bei der Umsatzsteuer?",
]

# ---------------------------------------------------------------- whose account a bill or a fundraiser gives (biller_accounts.py)
BILLER_GREEN = [
    "La facture d'Engie indique l'IBAN FR84 2004 1010 0505 0001 3M02 607, les chiffres de contrôle sont bons ?",
    "La factura de la gestoría trae la cuenta ES21 2100 0418 4102 0005 1333, ¿están bien los dígitos?",
    "PCK podaje konto do wpłat PL34 1090 1014 0000 0712 1981 2875 - czy tytuł przelewu jest potrzebny?",
]
BILLER_STILL_GREEN = [  # (already read: the account word before the name, invoice_accounts.py; a legal form)
    "The invoice from Northfield Plumbing Ltd shows GB07 LOYD 3096 3412 3456 78 for payment, is it valid?",
    "Die Rechnung der Stadtwerke nennt die IBAN DE17 5001 0517 5407 3249 32 – stimmt die Prüfziffer?",
]
BILLER_KEEP_RED = [
    "La facture de mon plombier indique l'IBAN FR84 2004 1010 0505 0001 3M02 607, c'est normal ?",
    "La factura de María trae la cuenta ES21 2100 0418 4102 0005 1333, ¿es suya?",
]
TO_ME_STILL_RED = [
    "Spendenaufruf für meinen Marathon, Spenden direkt an mich: DE17 5001 0517 5407 3249 32",
]
TO_ME_RED = [
    "Tidy my fundraiser text please. Donations straight to me: GB07 LOYD 3096 3412 3456 78",
]

# ---------------------------------------------------------------- values made to fail their check (failed_checks.py)
FAILED_GREEN = [
    "Для юніт-тесту потрібен ІПН з поганою контрольною цифрою. 3030475670 точно не пройде перевірку?",
    "Для теста нужен СНИЛС с неправильной контрольной суммой: 332-596-393 04 точно не пройдёт?",
]
FAILED_KEEP_RED = [
    "Mój PESEL 90090515836 nie przejdzie walidacji na stronie urzędu, co robić?",
]

# ---------------------------------------------------------------- a login / password pair said (secret_phrased_passwords.py)
PAIR_RED = [
    "The login for the shared holiday fund with Tom is tom+me / Lisbon_trip_2027, save it in our notes",
    "Les identifiants de la cagnotte commune avec Léa sont lea.et.moi / Mariage2026cagnotte, note-les",
]
PAIR_KEEP = [
    "The login page for the savings app shows fields user / password only",
    "The account for the club costs 20 per month, sizes are S12 / M2 available",
]

# ---------------------------------------------------------------- spending hidden from the spouse (hidden_spending.py)
HIDDEN_RED = [
    "Rechne 380 Franken in Euro um, das Hotel in Zürich habe ich bar bezahlt, damit meine Frau es nicht auf der Karte sieht.",
    "Pasa 200 libras a euros: pagué el hotel en efectivo para que mi marido no se entere.",
    "Przelicz 150 euro na złote, hotel zapłaciłem gotówką, żeby żona się nie dowiedziała.",
    "Перерахуй 300 євро в гривні, готель я оплатила готівкою, щоб чоловік не побачив у виписці.",
    "Пересчитай 500 долларов в рубли, гостиницу оплатил наличными, чтобы жена не узнала.",
    "Je paie en espèces pour que ma femme ne le voie pas sur le relevé, c'est pour l'appart de ma copine.",
    "Convert 180 pounds to euros, the hotel was paid in cash so my husband never finds out.",
]
HIDDEN_KEEP = [
    "I paid the jeweller in cash so my wife doesn't see the anniversary present on the card statement.",
    "My wife never sees the card statement, I do the paperwork. Convert $640 to euros.",
    "Ich habe das Geschenk bar bezahlt, damit meine Frau die Überraschung nicht auf der Karte sieht.",
]

# ---------------------------------------------------------------- a collection for a named person's treatment (named_collections.py)
COLLECT_RED = [
    "Hacemos una colecta en la oficina para la quimio de Begoña, ¿cómo lo redacto?",
    "Собираем в офисе на химиотерапию для Игоря, помоги составить сообщение.",
    "Zbieramy w biurze na przeszczep dla Kasi, jak to ładnie ogłosić?",
]
COLLECT_STILL_RED = [  # (already read: the vocabulary)
    "Збираємо у відділі на реабілітацію для Оксани після інсульту, як написати оголошення?",
    "Wir sammeln im Büro für die Reha von Jonas nach dem Schlaganfall, hilf mir beim Text.",
    "We're doing a whip-round at work for Gareth's chemo travel costs, can you word the email?",
]
COLLECT_KEEP = [
    "On organise une collecte pour la Ligue contre le cancer, comment le formuler ?",
    "Zbiórka na hospicjum dla dzieci z nowotworami - jak napisać ogłoszenie?",
    "We're doing a fundraiser for cancer research at work, can you word the email?",
    "Wir sammeln für Jonas' Geburtstagsgeschenk, hilf mir beim Text.",
]


# now read: each fails on the round's base tree
@pytest.mark.parametrize("text", PICKUP_RED + WALLET_RED + SOLE_RED + TO_ME_RED + PAIR_RED + HIDDEN_RED + COLLECT_RED)
def test_now_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", BILLER_GREEN + FAILED_GREEN)
def test_now_green(text: str) -> None:
    assert detect(text).label == "green"


# near-misses and neighbours: as they were
@pytest.mark.parametrize("text", PICKUP_STILL_RED + WALLET_STILL_RED + BILLER_KEEP_RED + TO_ME_STILL_RED + FAILED_KEEP_RED
                         + COLLECT_STILL_RED)
def test_still_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", PICKUP_KEEP + WALLET_KEEP + SOLE_KEEP + BILLER_STILL_GREEN + PAIR_KEEP + HIDDEN_KEEP
                         + COLLECT_KEEP)
def test_still_green(text: str) -> None:
    assert detect(text).label == "green"


def test_reasons() -> None:
    assert detect(PICKUP_RED[0]).reason == "name with home address"
    assert detect(WALLET_RED[0]).reason == "own cryptocurrency address"
    assert detect(PAIR_RED[0]).reason == "password"
    assert detect(HIDDEN_RED[1]).reason == "intimate or private life"
    assert detect(COLLECT_RED[0]).reason == "health information"
