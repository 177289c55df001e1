"""Streets written with a home's unit between them and the postcode, and German street names that open with a
preposition (round 27).

identity.py reads a street named without its type only right before a postcode ("Wierzbowa 18/3, 87-100 Toruń").
People write the flat, the floor or the door between the two: "Im Winkel 12, 3. OG links, 34119 Kassel", "Ercilla 27,
4.º izquierda, 48009 Bilbao", "Wierzbowa 18, m. 3, 87-100 Toruń", "Les Tilleuls 12, appartement 5, 49000 Angers",
"Садова 17, кв. 9, 21000 Вінниця". And many German streets have no type word but a preposition: "Am Mühlbach 9",
"Zur Alten Mühle 4", "Auf der Heide 9", "In den Gärten 3" - read here when the name is written mid-sentence (after a
comma or a lower-case word, so that it is a name and not a sentence's first words: "Am Montag 3 Kinder").
These are addresses only: identity.py still needs a person tied to one (a placeholder, an office, a venue stay green
there). Not a day, a month, a time or a count after the preposition ("am Ende 2 Punkte", "Im Jahr 2020").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_UNIT = (
    r"(?:\d{1,2}\.\s?(?:OG|Obergeschoss|Stock|Etage)(?:\s+(?:links|rechts|Mitte|li\.|re\.))?|EG|DG|Erdgeschoss|"
    r"Dachgeschoss|Hinterhaus|(?:Whg|Wohnung)\.?\s?\d{1,4}|\d{1,2}\.?\s?[º°ª]\.?(?:\s?(?:izquierda|izqda\.?|izq\.?|"
    r"derecha|dcha\.?|der\.?|centro|[A-H])(?![\w]))?|\d{1,2}\.[oa](?:\s?(?:izquierda|izqda\.?|izq\.?|derecha|dcha\.?|der\.?|centro|[A-H])(?![\w]))?(?!\w)|bajo(?:\s?[A-D])?|ático|puerta\s\d{1,3}|"
    r"(?:flat|apt|apartment|appartement|appt|unit|bât|bâtiment|escalier)\.?\s?[A-Z0-9]{1,4}|\d{1,2}(?:e|er|ème)\s+étage|"
    r"m\.\s?\d{1,4}|mieszk\.\s?\d{1,4}|kv\.\s?\d{1,4}|кв\.?\s?\d{1,4}|квартира\s\d{1,4})"
)
_WORD = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠŽČА-ЯЄІЇҐ][^\W\d_]*(?:[\-'’][^\W\d_]+)*"
_POSTCODE = re.compile(r"(?<!\d)\d\d(?:-\d{3}|\d{3})(?!\d)\s+(?=[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ])")
_CITY = re.compile(r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][^\W\d_]+")
_UNIT_WORDS = re.compile(r"(?i)OG\b|\d\.[oa]\b|stock|etage|geschoss|EG\b|DG\b|whg|wohnung|[º°ª]|bajo|ático|puerta|flat|apt|"
                         r"apartment|appartement|appt|unit|bât|escalier|étage|m\.\s?\d|mieszk|kv\.|кв|квартира")
# the street, its number, one or two units, right before a postcode: "Ercilla 27, 4.º izquierda, "
_STREET_UNIT = re.compile(
    rf"(?<![\w-])(?:{_WORD}\s+(?:(?:de|del|la|las|los|des|du|de la|der|am|an|zum|zur)\s+)?){{0,2}}{_WORD},?\s+"
    rf"\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?,?\s+{_UNIT}(?:,?\s+{_UNIT})?,?\s+$"
)
_PREPOSED = re.compile(
    r"(?:(?<=[,:;(]\s)|(?<=[,:;(])|(?<=[a-zäöüß]\s))"
    r"(?P<street>(?:Am|Im|An der|An den|Auf der|Auf dem|Auf den|In der|In den|Zum|Zur|Zu den|Hinter der|Hinter dem|"
    r"Hinterm|Unter den|Vor dem|Vorm|Beim|Bei der)\s+(?:(?:Alten|Neuen|Großen|Kleinen|Hohen|Langen|Oberen|Unteren|"
    r"Grünen|Roten|Schwarzen|Weißen|Alte|Neue|Hohe|Lange)\s+)?(?P<noun>[A-ZÄÖÜ][a-zäöüß]+(?:-[A-ZÄÖÜ][a-zäöüß]+)*)"
    r"\s+\d{1,3}[a-z]?)(?=\s*(?:[,;)]|$|\.(?:\s|$)|\s+(?:in|bei)\s|\s+\d{5}\s))"
)
_NOT_STREETS = frozenset(
    """
    Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Wochenende Morgen Vormittag Mittag Nachmittag Abend
    Januar Februar März April Mai Juni Juli August September Oktober November Dezember Ende Anfang Tag Tage Jahr
    Jahre Monat Monate Woche Wochen Stunde Stunden Minute Minuten Ziel Start Schluss Stand Punkt Platz Rang Seite
    Kapitel Abschnitt Artikel Paragraph Absatz Moment Augenblick Glück Beispiel Vergleich Schnitt Durchschnitt Ende
    Zeitpunkt Datum Termin Spiel Test Konto Preis Gewinn Verlust Ergebnis Schritt Level Runde Haus Hof Arbeit Büro
    """.split()
)
_PREP_GATE = ("Am ", "Im ", "An d", "Auf d", "In d", "Zum ", "Zur ", "Zu den ", "Hinter", "Unter den ", "Vor", "Beim ",
              "Bei der ")


def tailed_streets(text: str) -> list[tuple[int, int]]:
    """Streets with a home's unit between them and a postcode with its town: from the street to the town."""
    if not _POSTCODE.search(text) or not _UNIT_WORDS.search(text):
        return []
    spans = []
    for p in _POSTCODE.finditer(text):
        c = _CITY.match(text, p.end())
        m = _STREET_UNIT.search(text, max(0, p.start() - 90), p.start())
        if m and c:
            spans.append((m.start(), c.end()))
    return spans


def preposed_streets(text: str) -> list[tuple[int, int]]:
    """German streets named with a preposition, mid-sentence: "Frau Kühn, Am Mühlbach 9, ...", "wohnt Auf der Heide 9"."""
    if not any(g in text for g in _PREP_GATE):
        return []
    return [m.span("street") for m in _PREPOSED.finditer(text) if m.group("noun") not in _NOT_STREETS]


speed_up(globals())
