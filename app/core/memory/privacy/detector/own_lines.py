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
    r"(?:contact|call|text|reach|ring|phone|whatsapp|get hold of)\s+me|(?:contactarme|localizarme|llamarme|"
    r"escribirme)|mich\s+(?:erreichen|kontaktieren)|(?:erreichen|kontaktieren)\s+(?:sie\s+)?mich|me (?:joindre|contacter|rappeler)|joignable|(?:kontakt|contacto?|contatto)\s+"
    r"(?:ze mn[ąa]|do mnie|zu mir|conmigo|avec moi|with me)|erreichbar|"
    r"зв['’ʼ]?яз\w* (?:зі|з) мною|для зв['’ʼ]?язку(?: зі мною)?|связ\w* со мной|для связи(?: со мной)?|"
    r"контакт\w* (?:зі мною|со мной)|"
    # (round 34) the number word left out after a change to the writer's own: "change it to my 07911 ...", "на мій
    # 050 ...", "a mi 612 ...", "auf meine 0151 ...", "na mój 512 ...", "pour mon 06 ...", "на мой 067 ..."
    r"\b(?:to|onto|with|for|na|auf|zu|a|por|pour|par|sur|на|за)\s+(?:my|mój|moj|mein|meine|meinen|mi|mon|мій|мой))"
    r"[\s:,.\-–—]{0,4}(?:(?:est|is|ist|es|to|jest|це|это|c'est le|le|el|al|au|unter|pod|under|"
    # (round 30) "they can reach me on ...", "contact me at ...", "kontakt ze mną na ...", "зв'язок зі мною за ..."
    r"on|at|via|na|за|по|на номер|на|en el|sur le|über)\s*[\s:]*)?$"
)


# (round 30) the order's own number already given, then a new clause: "order 114-8823910 didn't arrive, they can ...
# 07461 046131", "pedido 4471 no llegó y mi ..." - the order word named that number, not this one
_ORDER_VALUE_SPENT = re.compile(r"\d[\d\-/]{2,}\d\b[^\d]*?(?:[,;:]|\s(?:and|but|y|pero|und|aber|et|mais|i|ale|а|але|і|и|но|"
                                r"or|oder|o|ou|lub|albo|або|или)\s)[^\d]*$")


def order_value_spent(low: str, order_end: int, start: int) -> bool:
    """Between the order's word (ending at `order_end`) and the number at `start`: the order's own number, then a
    clause break - the number at `start` is not the order's."""
    return _ORDER_VALUE_SPENT.search(low, order_end, start) is not None


def own_line_before(low: str, start: int) -> bool:
    """Do the words right before `start` give the number as the writer's own line?"""
    window = low[max(0, start - 45):start]
    return any(g in window for g in _GATE) and _OWN_LINE.search(window) is not None


speed_up(globals(), keep=("_OWN_LINE",))
