"""The writer's own line given in an order, a delivery or a complaint (round 21): "Commande ..., mon GSM 0488 ...",
"Скарга ...: зв'язок зі мною 096 ...", "Reklamacja paczki ..., mój numer 604 ...", "Bestellung ..., mein Handy 0171 ...",
"Pedido ..., mi móvil 612 ...", "Заказ ...: телефон для связи со мной ...".

phones.py lets a number go when an order's, a parcel's or an invoice's word stands before it (it is the order's own
number); it asks `own_line_before` first whether the words right before the number give it as the writer's line: a
possessive and a phone word, or "contact (with) me" in the six languages. Gated on cheap substrings.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_GATE = ("my ", "mon ", "ma ", "mój", "moj", "mein", "mi ", "мій", "мой", "мою", "моя", "me", "mnie", "mną", "mna",
         "мною", "мной", "мене", "меня", "мені", "мне", "moi", "mich", "mir", "conmigo")
# (on lower-cased text, ending right before the number)
_OWN_LINE = re.compile(
    r"(?:\b(?:my|mon|ma|mój|moj\w*|mein\w*|mi|мій|мой|мою|моя|мого|моего)\s+"
    r"(?:(?:new|nouveau|nouvel|neue\w*|nowy|nuevo|новий|новый|own|private|priv\w*|personal\w*|persönlich\w*|"
    r"особист\w*|личн\w*|mobile|portable)\s+)?"
    r"(?:gsm|phone|mobile|cell|number|tel\.?|t[ée]l[ée]phone|t[ée]l\.?|portable|num[ée]ro|numer\w*|telefon\w*|"
    r"kom[oó]rk\w*|handy\w*|nummer|handynummer|telefonnummer|m[oó]vil|tel[ée]fono|n[uú]mero|celular|"
    r"телефон\w*|номер\w*|мобільн\w*|мобильн\w*)|"
    r"(?:contact|call|text|reach)\s+me|me (?:joindre|contacter|rappeler)|joignable|(?:kontakt|contacto?|contatto)\s+"
    r"(?:ze mn[ąa]|do mnie|zu mir|conmigo|avec moi|with me)|erreichbar|"
    r"зв['’ʼ]?яз\w* (?:зі|з) мною|для зв['’ʼ]?язку(?: зі мною)?|связ\w* со мной|для связи(?: со мной)?|"
    r"контакт\w* (?:зі мною|со мной))"
    r"[\s:,.\-–—]{0,4}(?:(?:est|is|ist|es|to|jest|це|это|c'est le|le|el|al|au|unter|pod|under)\s*[\s:]*)?$"
)


def own_line_before(low: str, start: int) -> bool:
    """Do the words right before `start` give the number as the writer's own line?"""
    window = low[max(0, start - 45):start]
    return any(g in window for g in _GATE) and _OWN_LINE.search(window) is not None


speed_up(globals(), keep=("_OWN_LINE",))
