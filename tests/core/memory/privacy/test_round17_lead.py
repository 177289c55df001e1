"""Round 17, the lead's own sentences (session 14): a booking's, a ticket's or a contract's number is the trip's
or the deal's, as an order's number is the order's (context.py: THING_WORDS / THING_STEMS, "booking reference",
LOOKALIKE_WORDS); an appointment's number is not a phone ("número de cita 2026-118734"). A secret or an
identifier the user gives *for* a booking or a contract stays red.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    "My booking reference is K7QX2M, can I still change the seat?",
    "Cita previa para la TIE: número de cita 2026-118734, oficina de Valencia.",
    "Contract number 2026/04/118 for the kitchen renovation, can you summarise the penalties clause?",
    "Kod rezerwacji W8PK3Z, lot do Rzymu w piątek — jaki limit bagażu?",
    "Buchungsnummer 7731942085, Ferienwohnung an der Ostsee, Anreise Samstag.",
    "Numéro de réservation 4KD9XQ, vol pour Nice, puis-je ajouter un bagage ?",
    "Номер бронювання 5520781934, готель у Львові, заїзд о 14:00.",
    "Ticket 3302117745 for the Eurostar, coach 12, can I change it?",
]

RED = [
    "The PIN for my booking is 4412, keep it for me.",
    "The key box code for the booking: 7391.",
    "My passport number for the booking is 534812207.",
    "Moje hasło do konta rezerwacji: Zx81!pqLm",
    "Meine Steuer-ID für den Vertrag: 12 345 678 903",
]


@pytest.mark.parametrize("text", GREEN)
def test_a_bookings_ticket_or_contracts_number_stays_green(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", RED)
def test_a_secret_or_identifier_given_for_a_booking_stays_red(text: str) -> None:
    assert detect(text).label == "red"
