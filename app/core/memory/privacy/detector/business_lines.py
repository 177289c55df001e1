"""A place that serves the public asked about with its number (round 18): "pizzeria Bella Napoli 01521 5716649
liefern die nach 22 uhr?", "Luigi's Pizza 07973 831059 do they deliver to Hackney?", "¿el teléfono de Renfe 912 320
320 atiende 24h?". A takeaway's or a restaurant's line is its own even when it is a mobile (small places take orders
on one) when a question after the number asks what the place does (delivering, opening hours, taking bookings); a
company named by its name alone needs a landline and its hours ("24h", "rund um die Uhr", "цілодобово").

phones.py asks `business_line` beside org_context.org_phone_before (which needs a business word right before a
landline, and a legal form for a mobile). A person before the place ("Kasia z pizzerii ...", "my cousin's pizzeria")
or a possessive keeps the number somebody's.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.org_persons import person_named

# places that cook, serve, deliver or repair for the public (lower-cased text)
_VENUE = re.compile(
    r"(?<![\w])(?:pizz\w*|pizzer\w*|піцер\w*|пиццер\w*|піц[аи]|пицц[аы]|sushi|суші|суши|kebab\w*|d[öo]ner\w*|"
    r"takeaway|take-?away|take away|imbiss\w*|lieferdienst\w*|lieferservice|trattoria|osteria|bistro\w*|brasserie|"
    r"restaurant\w*|restauracj\w*|restaurante|ресторан\w*|кафе|caf[eé]|kawiarni\w*|bar mleczny|burger\w*|"
    r"traiteur|catering|food ?truck|curry house|chippy|"
    r"fish and chips|bäckerei|piekarni\w*|panader[ií]a|boulangerie|пекарн\w*|доставк\w* їжі|доставк\w* еды|"
    # services that come or repair (only with a question about the service after the number): a taxi firm, a repair
    # shop, a locksmith, a vet
    r"(?P<service>taxi\w*|taxis|таксі|такси|ремонт\w*|repair\w*|reparatur\w*|naprawa\w*|servicio t[ée]cnico|locksmith\w*|"
    r"schl[üu]sseldienst|ślusar\w*|cerrajer\w*|serrurier|слюсар\w*|tierarzt\w*|tierklinik|vets?|weterynar\w*|"
    r"veterinari\w*|v[ée]t[ée]rinaire|ветеринар\w*|ветклінік\w*|ветклиник\w*))"
    r"(?![\w])"
)
# what a customer asks about a place, after its number (lower-cased text, the same sentence)
_SERVICE_AFTER = re.compile(
    r"[^.!\n]{0,30}?(?<![\w])(?:deliver\w*|delivery|open|opening|closed?|hours|reservations?|bookings?|take orders|"
    r"liefer\w*|geöffnet|offen|öffnungszeit\w*|reservier\w*|zustellen|"
    r"dowo\w*|dowóz|dostarcza\w*|otwart\w*|czynn\w*|godzin\w* otwarcia|rezerwac\w*|"
    r"reparte\w*|reparto|a domicilio|abiert\w*|abren|cierran|horario\w*|reserva\w*|atiende\w*|"
    r"livr\w*|ouvert\w*|ferm\w*|horaires?|r[ée]serv\w*|fonctionn\w*|funcion\w*|trabaj\w*|work|working|arbeiten|"
    r"robi\w*|pracuj\w*|"
    r"доставля\w*|доставк\w*|привоз\w*|працюють|працює|відчинен\w*|зачинен\w*|бронюв\w*|"
    r"работают|работает|открыт\w*|закрыт\w*|брониров\w*|"
    r"24 ?h|24/7|24 ?hours|24 ?uur|rund um die uhr|całą dobę|cała dobe|toda la noche|cilodob\w*|цілодобов\w*|круглосуточн\w*)"
    r"(?![\w])"
)
# a line's hours, which only a business has (lower-cased text after the number): for a company named by its name alone
_HOURS_AFTER = re.compile(
    r"[^.!\n]{0,30}?(?<![\w])(?:24 ?h|24/7|24 ?hours|round the clock|around the clock|rund um die uhr|całą dobę|cała dobe|"
    r"całodobow\w*|calodobow\w*|toda la noche|las 24 horas|jour et nuit|цілодобов\w*|круглосуточн\w*|opening hours|"
    r"öffnungszeit\w*|godzin\w* otwarcia|horario\w*|horaires?)(?![\w])"
)
# (round 19) office hours after a landline: a range of weekdays and a range of hours ("пн–пт 9:00–18:00", "Mon–Fri
# 9am–5pm", "pn.–pt. 8–16", "Mo–Fr 8–16 Uhr", "L-V de 9 a 14h", "lun.-ven. 9h-18h"): only an office keeps hours
_SCHEDULE_AFTER = re.compile(
    r"[^.!?\n]{0,30}?(?<![\w])(?:mon|mo|pn|pon|lun|l|пн|пон)\.?\s?(?:[–—\-]|to|bis|à|a|до)\s?"
    r"(?:fri|sat|fr|sa|pt|pią|sob|so|ven|sam|v|vie|s|sáb|sab|пт|сб|пят|суб)\.?,?\s*(?:od\s|de\s|von\s|from\s|з\s|с\s)?"
    r"\d{1,2}(?:[:.h]\d{2})?\s?(?:h|uhr|am|pm)?\s?(?:[–—\-]|to|do|bis|a|à|до)\s?\d{1,2}"
)
# a person, or the writer, owns the place or the number (lower-cased text before the number)
_OWNED = re.compile(
    r"(?<![\w])(?:my|his|her|mój|moj\w*|jego|jej|mein\w*|sein\w*|ihr\w*|mi|mis|su|mon|ma|son|sa|мій|моя|мого|мой|моего|"
    r"його|її|его|ее|owner|właściciel\w*|inhaber\w*|dueñ[oa]|patron\w*|propri[ée]taire|власник\w*|владел\w*|"
    r"friend|kumpel\w*|freund\w*|amig[oa]|ami|amie|друг\w*|подруг\w*|cousin\w*|kuzyn\w*|primo|prima|"
    r"works at|pracuje w|arbeitet (?:in|bei)|trabaja en|travaille (?:à|au|chez)|працює в|работает в)(?![\w])"
)
# "teléfono de Renfe", "number of Deutsche Bahn", "numer do Orlenu": a named company's line (original text)
_LINE_OF_NAME = re.compile(
    r"(?i:tel[eé]fono|telefon\w*|phone|number|numer\w*|nummer|rufnummer|hotline|num[ée]ro|телефон\w*|номер\w*)\s+(?i:de|of|for|do|von|der|du|de la|"
    r"від|у|в)\s+(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w&'’\-]+(?:\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w&'’\-]+)?)\s*:?\s*$"
)


_CAPITALISED = re.compile(r"(?<![\w'’])([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][^\W\d_]+)(?![\w'’])")


def _given_name_in(lead: str) -> bool:
    """A given name before the place, not its name's possessive ("Tomek z pizzerii", not "Luigi's Pizza")."""
    from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
    return any(_given_name(m.group(1)) for m in _CAPITALISED.finditer(lead))


def business_line(text: str, low: str, start: int, end: int, mobile: Callable[[], bool]) -> bool:
    """Is the number at `start`..`end` a takeaway's, a restaurant's or a named company's line asked about?"""
    w0 = max(0, start - 60)
    cut = max(low.rfind("\n", w0, start), low.rfind(". ", w0, start), low.rfind("!", w0, start), low.rfind("?", w0, start))
    head = low[cut + 1 if cut >= 0 else w0:start]
    venue = _VENUE.search(head)
    if venue is not None:
        if _OWNED.search(head):
            return False
        lead = text[start - len(head):start - len(head) + venue.start()]
        if person_named(lead) or _given_name_in(lead):
            return False  # "Kasia z pizzerii 512 ...": a person who works there
        asked = _SERVICE_AFTER.match(low, end, min(len(low), end + 60)) is not None
        return asked or (venue.group("service") is None and not mobile())
    if _SCHEDULE_AFTER.match(low, end, min(len(low), end + 60)) and not _OWNED.search(head) and not mobile():
        return True  # "ЦНАП ..., телефон 03112 62531, пн–пт 9:00–18:00": an office's line and its hours
    if _HOURS_AFTER.match(low, end, min(len(low), end + 60)) and not mobile():
        named = _LINE_OF_NAME.search(text, start - len(head), start)
        if named is None or _OWNED.search(head):
            return False
        from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
        return not _given_name(named.group("name").split()[0]) and not person_named(named.group("name"))
    return False


speed_up(globals())
