"""A Spanish DNI or NIE given for a booking, under a person's name (round 36): "para la reserva del hotel pon
61821913-Y a nombre de mi marido", "hotel booking: 12.345.678-Z, under my wife's name", "Hotelbuchung auf den Namen
meiner Frau, DNI-Nummer ...".

numbers.py leaves a DNI-shaped value green when a company word stands before it and no "DNI" (a sole trader's NIF on
a restaurant's or a hotel's receipt: "ticket del restaurante, NIF 12345678Z"). A booking is the other way round: the
hotel, the airline, the restaurant is where the guest stays, and the number is the guest's - a business's own number
in Spain is a CIF, a letter first, never the eight digits and the check letter. Read here, for a value whose check
letter already passed: a booking word before it in the same sentence (reserva, booking, Buchung, rezerwacja,
réservation, бронювання, бронь, check-in), or "a nombre de" / "under the name" / "auf den Namen" / "au nom de" /
"na nazwisko" / "на ім'я" / "на имя" right after it.

A booking word before a value reads it as the booking's reference (context.lookalike_before: "reserva del hotel:
..."); "a nombre de ..." right after a value whose check letter passes says it is the guest's ID instead.

Green limits: the value still has to pass the DNI's check letter, and an example, a test, a validator stays green
(sample_mentions.py); a receipt with no booking word stays the company's as before.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# (lower-cased text) a booking named before the value, in the same sentence
_BOOKING_BEFORE = re.compile(
    r"(?<![\w])(?:reserv\w*|booking\w*|booked|book (?:a|the|it)|buchung\w*|gebucht|rezerwac\w*|zarezerw\w*|"
    r"r[ée]servation\w*|r[ée]serv[ée]\w*|бронюв\w*|заброн\w*|бронь\w*|брони\w*|check-?in|zameldow\w*|anmeldung\w*)"
    r"[^.!?\n]{0,70}$"
)
# (lower-cased text) the name the booking is under, right after the value
_UNDER_NAME_AFTER = re.compile(
    r"^[\s,;:)\-–—]{0,4}(?:\w+\s+){0,2}?(?:a nombre de|a mi nombre|en nombre de|under (?:the |my |his |her )?name|"
    r"in (?:the |my |his |her )?name of|auf (?:den |meinen |seinen |ihren )?namen|au nom de|[àa] mon nom|"
    r"na (?:nazwisko|imię|imie|moje nazwisko)|на (?:ім'я|ім’я|прізвище|имя|фамилию))(?![\w])"
)

# an example said near the value (sample_mentions.py's stems): a form's or a validator's specimen
_EXAMPLE = re.compile(
    r"exam|sampl|specim|spécim|espécim|placeholder|dummy|przyk|wz[oó]r|beisp|muster|ejempl|muestra|exempl|прикла|приме|"
    r"зраз|образ|valid|fictici|fictif|ficti|fake|\btest|prueba|fulan|mengan")


def booked_for_person(low: str, start: int, end: int) -> bool:
    """Is the ID at `start`..`end` of `low` (lower-cased text) given for a booking, or under somebody's name?"""
    return bool(_BOOKING_BEFORE.search(low, max(0, start - 90), start)) \
        and not _EXAMPLE.search(low, max(0, start - 90), end + 60) or under_name_after(low, start, end)


def under_name_after(low: str, start: int, end: int) -> bool:
    """Is the value at `start`..`end` said to be under somebody's name ("..., a nombre de mi marido")? Then it is no
    booking's reference either, though "reserva del hotel:" stands before it (context.lookalike_before) - unless the
    message calls it an example ("ejemplo ...: 12345678-Z a nombre de Fulano")."""
    return bool(_UNDER_NAME_AFTER.search(low[end:end + 60])) and not _EXAMPLE.search(low, max(0, start - 90), end + 60)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
