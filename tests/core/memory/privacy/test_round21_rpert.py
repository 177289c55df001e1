"""Round 21 (helper rpert: metamorphic robustness - red values that turned green under a change nobody would notice).

benchmarks/privacy_perturb.py perturbs the development sets' red values; the classes that flipped, fixed generally:
- digit_gaps.py: a tab or two blanks between a value's groups ("DE50  5260  1815 ...", "318\\t907", "7  4  0  2");
- verdict.py: a message typed in capitals read in sentence case too ("CALL ME ON 07700 900 123");
- secrets.py: a copula and an article before a number ("le code ... est le 4471", "es el 4471", "ist die 4471");
  a four-digit code read in pairs ("code 37 02", "PIN ... es 40 82");
- numbers.py: 16 Luhn-valid digits after a payment card's number word, whatever their first digits; an IBAN in
  groups parted by slashes;
- value_first.py: a value written first and named after a dash ("5193 — that's the garage PIN");
- secrets.py: a one-time code that has "just come" ("me acaba de llegar el código ...");
- phones.py: a phone in dotted groups after a phone word, not an IP address ("668.82.05.93": a part over 255 or with
  a leading zero).

All sentences here are written for these tests (none is taken from a benchmark file); every red one was green at
74f32b2.
"""
from __future__ import annotations

import random

import pytest

from app.core.memory.privacy.detector.verdict import detect, unshout

# valid values made for these tests: IBANs (mod-97), PESEL (check digit), cards (Luhn)
_DE = "DE50 5260 1815 9083 0166 13"
_PL = "PL54 1860 9139 0996 0308 2462 8194"
_FR = "FR71 8219 9351 8190 9378 6579 754"
_ES = "ES03 0049 1500 0577 1234 5609"

RED = [
    # odd gaps between groups: tabs and double spaces (digit_gaps.py)
    "Meine neue Bankverbindung für die Miete: " + _DE.replace(" ", "  ") + ", danke!",
    "przelej kaucję na " + _PL.replace(" ", "\t") + " do piątku",
    "Virement du loyer sur " + _FR.replace(" ", "  ") + " s'il te plaît",
    "el código que me llegó por SMS es 482  913, ¿se lo doy al repartidor?",
    "PIN do mojej karty: 5  8  1  3, nie mów nikomu",
    "IBAN for the refund: " + _PL.replace(" ", "\t"),
    "Konto fürs Haushaltsgeld: " + _DE.replace(" ", "\t") + ", bitte merken",
    "Kreditkarte 5471\t0497\t4650\t7520 für die Buchung",
    "código de la alarma: 5\t8\t1\t3",
    # caps lock on (verdict.py)
    "SI QUIERES HABLAR CONMIGO LLÁMAME AL 612 48 07 93 POR LA TARDE",
    "TATA KAZAŁ PODAĆ JEGO NIP TO 526-000-12-46 DO FAKTURY",
    "LA SEÑORA PÉREZ DICE QUE LA LLAMEN AL 612 48 07 93 MAÑANA",
    "APPELEZ MA FILLE AU 06 12 45 78 93 SI JE NE RÉPONDS PAS",
    # copula + article before a code (secrets.py)
    "Der Code für das Tor ist die 5820, bitte nicht weitersagen.",
    "Le code de mon alarme est le 2958.",
    "Das Passwort fürs WLAN ist die 83920174, für die Gäste.",
    "el pin es el 5306, no lo olvides",
    "Kassen-PIN im Laden ist die 6619, nur für Inga.",
    # a four-digit code read in pairs
    "Le digicode de l'immeuble : le code est 48 15, au fond de la cour.",
    "el PIN de la tarjeta del banco es 73 16, no se lo digas a nadie",
    "Der Türcode ist 61 48, für die Putzfrau am Montag.",
    "код від домофону 47 19, заходь",
    # a card whose first digits are no scheme the table knows
    "My card number is 9917 0342 3667 1279, expiry 08/28.",
    "numer mojej karty 1684 2684 6563 2127 — zapłać za bilety",
    "Kartennummer: 7233 0792 4402 6850, bitte für die Buchung.",
    "número de mi tarjeta 9917034236671279, para la reserva",
    # an IBAN in slashed groups
    "pour le remboursement : " + _FR.replace(" ", "/") + ", merci",
    "Konto für die Kaution: " + _DE.replace(" ", "/"),
    # a one-time code that has just come (secrets.py)
    "Me acaba de llegar el código 527 340 del banco, ¿qué hago?",
    # the value first, named after a dash (value_first.py)
    "5193 — that's the garage PIN",
    "6620 - el pin de la tarjeta de mamá",
    "2958 — код від домофону",
    # a dotted phone that no IP address could be
    "llamarle al 715.25.02.89 para confirmar la cita",
    "dzwońcie do mnie 68.069.54.27 albo piszcie",
    "Ring my daughter on 07.700.900.461 if I don't answer",
]

GREEN = [
    # a table's tab-separated columns of amounts, not one value
    "Jan\t1200\t3400\t560\nFeb\t1150\t3300\t610",
    "Umsatz\t2024\t2025\nQ1\t45000\t51000",
    # the documented example IBAN, whatever its gaps
    "Is DE89  3704  0044  0532  0130  00 the example IBAN from the docs?",
    # a loyalty, gift or SIM card's number is no payment card
    "my loyalty card number is 9917 0342 3667 1279, does it earn double points?",
    "gift card number 1684 2684 6563 2127 — how do I check the balance?",
    "order number 9917 0342 3667 1279 still not shipped",
    # capitals with no value
    "ORDER NUMBER 4417 2231 0098 7766 HAS NOT ARRIVED, WHERE IS IT?",
    "THE MEETING IS AT 10 30 IN ROOM 214, BRING THE REPORT",
    # IP addresses and versions stay what they are
    "ping 192.168.10.25 fails since the update",
    "call me if ping 10.0.0.138 fails again",
    "version 4.12.05.2 of the driver crashes",
    # a number first that no value-first note names
    "2024 — the year my password got leaked",
    "404 - the error code again",
    "3 — number of PIN attempts left",
    "1200 — the code for the invoice line",
    "0210 — co oznacza ten kod na formularzu ZUS? To kod tytułu ubezpieczenia?",
    "4410 - what does this code on the tax form mean, is it the PIN?",
    # a code talk without a code
    "Le code de la porte est le même depuis l'an dernier.",
    "El código promocional es el mejor del año.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    v = detect(text)
    assert v.is_red, text
    assert any(f.kind.name in ("IDENTIFIER", "SECRET") for f in v.findings), (text, v.findings)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)


def test_unshout_keeps_length_and_values() -> None:
    text = "MY IBAN IS DE50 5260 1815. CALL ME!"
    out = unshout(text)
    assert len(out) == len(text)
    assert out == "My iban is DE50 5260 1815. Call me!"


def test_spans_point_at_the_typed_value() -> None:
    text = "przelej kaucję na " + _PL.replace(" ", "\t") + " do piątku"
    v = detect(text)
    f = next(f for f in v.findings if f.kind.name == "IDENTIFIER")
    assert text[f.start:f.end] == _PL.replace(" ", "\t")


# A small fixed sample of the benchmark's perturbations over sentences of this file: each stays red.
_BASES = [
    ("My PIN is 5813, don't tell anyone.", "5813"),
    ("Moja mama ma numer 601 234 567, zadzwoń do niej", "601 234 567"),
    ("Meine Bankverbindung: " + _DE + ", danke", _DE),
    ("Номер картки 4601 8955 5979 7111, переказуй сюди", "4601 8955 5979 7111"),
    ("el código que me llegó por SMS es 482 913, no lo compartas", "482 913"),
]
_SEPARATORS = ["  ", "\t", "\u00a0", "\u202f"]


def _perturbed() -> list[str]:
    rng = random.Random(21)
    out = []
    for text, value in _BASES:
        start = text.index(value)
        pre, post = text[:start], text[start + len(value):]
        for sep in _SEPARATORS:
            out.append(pre + value.replace(" ", sep) + post)
        out.append(pre.upper() + value + post.upper())
        out.append(pre + "«" + value + "»" + post)
        out.append(pre + "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in value) + post)
        out.append(text + " " + rng.choice("🙂🙏👍"))
    return out


@pytest.mark.parametrize("text", _perturbed())
def test_perturbed_stay_red(text: str) -> None:
    assert detect(text).is_red, text
