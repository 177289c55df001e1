"""Identifiers in the ways session 9's fresh sets showed we missed them (#12 round 10), each as a category
in several of the six languages, with the green look-alikes each change could catch by mistake.

Phones: a person named with a title beside the number ("Frau Krämer", "Mrs Patel", "pani Halina",
"señora Gil") or a private line ("prywatnie ...") beats a hotline or parcel word nearby; a number read
out with its country code and no plus is still a phone. Green: a whole number that is a toll-free,
shared-cost or non-geographic service line (none of its pieces is a phone either), a customer-service
line named as such, a company registration number that starts with 00."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_PHONES = [
    ("Notruf-Liste für Opa: Frau Krämer von nebenan, 0157 3348129", "0157 3348129"),
    ("the parcel goes to Mrs Patel next door, 07911 482 613, if I'm out", "07911 482 613"),
    ("paczkę odbierze pani Halina z parteru, 604 772 391", "604 772 391"),
    ("el paquete lo recoge la señora Gil, 612 448 903", "612 448 903"),
    ("sąsiadka z dołu, prywatnie 512 336 781, gdyby coś się działo", "512 336 781"),
    ("his mobile is four eight six zero one two two eight nine four seven",
     "four eight six zero one two two eight nine four seven"),
    ("ihre Handynummer ist vier neun eins sieben sechs zwei drei vier fünf sechs sieben acht neun",
     "vier neun eins sieben sechs zwei drei vier fünf sechs sieben acht neun"),
    ("mi móvil es tres cuatro seis uno dos tres cuatro cinco seis siete ocho",
     "tres cuatro seis uno dos tres cuatro cinco seis siete ocho"),
]

GREEN_PHONES = [
    "the booking line is +44 344 800 4000, is it free from a mobile?",
    "llama al 901 200 345 para cambiar la cita del banco",
    "el teléfono de atención al viajero 912 432 343, ¿cierran de noche?",
    "company number 00445791 is on their letterhead, is it a real one?",
    "numéro vert 0805 200 300 pour les impôts",
]


def _red_values(text: str) -> list[str]:
    verdict = detect(text, region="US")
    return [text[f.start:f.end] for f in verdict.findings]


@pytest.mark.parametrize("text,value", RED_PHONES)
def test_a_named_persons_or_private_phone_is_red(text: str, value: str) -> None:
    assert value in _red_values(text), detect(text, region="US")


@pytest.mark.parametrize("text", GREEN_PHONES)
def test_service_lines_and_registration_numbers_stay_green(text: str) -> None:
    verdict = detect(text, region="US")
    assert not verdict.is_red, verdict
