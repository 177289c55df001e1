"""Identifiers as admins and families write them (#12 round 9), in several of the six languages:
the Ukrainian taxpayer number after a Latin "ipn"/"rnokpp" (also glued with "="), a sole trader's tax
number after their name, a card number after a compound card word, a Spanish DNI with its letter
dictated ("letra H"), a plate with an in-law or a godparent as owner, or on a service vehicle assigned
to a named person, a private phone in a list after a name or introduced as a relative's or a new number.
Green: a product's EAN-13 barcode, a public body's or utility's or the card-blocking line, a company's
VAT registration, a public figure's birth date asked as a question."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # Ukrainian taxpayer number (RNOKPP) after the Latin abbreviations
    ("ipn dlia akta: Kovalenko Oksana, 5033237551, pidpys vnyzu", "5033237551"),
    ("ERROR export: taxpayer rnokpp=2733912865 rejected by the registry", "2733912865"),
    # a sole trader's NIP after their name, even in talk about the firm's invoice
    ("szwagier prowadzi firmę: Bartosz Wrona NIP 7116676884, faktura ma być na niego", "7116676884"),
    ("wystaw rachunek dla firmy remontowej, Tadeusz Lis NIP 4917787686", "4917787686"),
    # a card after a compound card word, even when a customer word stands before it
    ("Kreditkartennummer vom Kunden 5274 7630 9277 4463, bitte sperren", "5274 7630 9277 4463"),
    # a Spanish DNI with its letter dictated
    ("apunta el DNI del abuelo: 1 tres 4 3 nueve 9 7 seis letra H", "1 tres 4 3 nueve 9 7 seis letra H"),
    # plates with an in-law's or godparent's name, or a service vehicle assigned to a person
    ("zielona fabia KR 5J218 to auto teściowej, postawcie ją na podwórku", "KR 5J218"),
    ("біла тойота AA 4521 KX — машина свата Петра, хай стоїть біля воріт", "AA 4521 KX"),
    ("véhicule de fonction GH-472-KL attribué à Claire Dubois, l'amende est pour elle", "GH-472-KL"),
    ("czerwona corsa KR 4J127 to auto Marka, przestaw ją", "KR 4J127"),
    ("синя шкода AI 2231 KM — машина Степана, хай стоїть", "AI 2231 KM"),
    ("el coche de Lucía 4821 KLM está en el garaje de casa", "4821 KLM"),
    # a private phone in a candidates' list after the person's name, or a relative's / new number
    ("Bewerberinnen:\n1. Sabine Krüger, 0176 4829305, zwei Jahre Erfahrung\n2. Lena Vogt, ohne Telefon", "0176 4829305"),
    ("lista na zebranie:\n- Zofia Wrona, 728 461 093\n- Marek Lis, bez telefonu", "728 461 093"),
    ("to nowy numer wujka Romka 604 218 935, zapisz go", "604 218 935"),
    ("el número de mi cuñada 619 442 783, guárdalo", "619 442 783"),
]

GREEN = [
    # product barcodes (valid EAN-13 that would also pass a card's Luhn check)
    "kody kreskowe z dostawy: 5908425921045 i 5901327355222, etykiety się nie drukują",
    "the handheld scanner reads 5908425921045 but the shop shows another product",
    "EAN 5901327355222 fehlt im Lager, wer legt den Artikel an?",
    # public bodies', utilities' and card-blocking lines
    "ZUS ma numer 22 560 16 00, czy dzwonić rano czy po południu?",
    "the British Embassy's number is +48 22 311 00 00, are they open on Fridays?",
    "el teléfono de información de la Seguridad Social es el 915 421 161, ¿abren por la tarde?",
    "Sperr-Notruf für Karten: +49 116 116, gilt der auch im Ausland?",
    "numer do blokowania kart to +48 828 828 828, dopisz go do instrukcji dla pracowników",
    "Northern Gas Energy's number is 0330 088 8000 on their website, do they answer on Sundays?",
    # a car with no person named stays green
    "die Corsa KR 4J127 parkt am Rathaus, ist das erlaubt?",
    "la voiture AB-123-CD de location Hertz est garée devant la gare",
    # a company's VAT registration is not a plate
    "Supplier invoice: Harbour Tools Ltd, 4 Dock Road, Hull, VAT Reg No GB 214 5630 48. Is that format right?",
    # a public figure's birth date, asked about
    "Robert Lewandowski urodził się 21 sierpnia 1988?",
    "Taylor Swift was born on 13 December 1989?",
]

RED_QUESTIONS = [
    # a relative's birth date stays red, question or not
    "my cousin Anna Weber was born on 3 May 1990, was that a Thursday?",
]


@pytest.mark.parametrize("text,value", RED)
def test_identifiers_written_by_admins_and_families_are_red(text: str, value: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert any(value in text[f.start:f.end] or text[f.start:f.end] in value for f in verdict.findings), verdict


@pytest.mark.parametrize("text", GREEN)
def test_barcodes_public_lines_company_numbers_and_public_figures_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict)


@pytest.mark.parametrize("text", RED_QUESTIONS)
def test_a_relatives_birth_date_asked_about_is_still_red(text: str) -> None:
    assert detect(text).is_red, text
