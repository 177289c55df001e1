"""A phone number given for a message or a call to a named person, an order or a parcel named on the way (round 25):
"Надішли пані Галині SMS, коли прийде її замовлення пряжі: 050 ...", "Text Mrs Patel when her order of wool is in:
07...", "Envía un SMS a la señora Ruiz cuando llegue su pedido de lana: 612 ...".

phones.py lets a number go when an order's, an invoice's or a parcel's word stands right before it ("pedido de lana:
612 ..." reads like "pedido 612 ..."); it asks here first whether the sentence is a request to text or call a person
(a title or a known given name) and the number follows a colon or a dash at the end of that request.

Green limits: the order's number itself ("su pedido 612 345 678 ya llegó": no colon before it, the number right
after the order word), a message with nobody named, a number in another sentence.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

# a request to message or call (lower-cased text)
_REQUEST = re.compile(
    r"(?<!\w)(?:sms|text|whats ?app|signal|viber|telegram|texto|mensaje|message|nachricht|wiadomoś\w*|esemes\w*|"
    r"смс|повідомленн\w*|сообщени\w*|call|ring|zadzwoń|zadzwon|ruf\w*|llam[ae]\w*|appelle\w*|подзвон\w*|позвон\w*|"
    r"набери\w*|наберіть)(?!\w)"
)
# a person named in the request: a title and a name, or a known given name
_TITLE = re.compile(
    r"(?<!\w)(?i:mrs|mr|ms|miss|frau|herrn?|señora|señor|sra|sr|pani|pana?|panu|madame|mme|monsieur|m\.|пані|пан[ау]?|"
    r"госпож\w*|господин\w*)\.?\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ]"
)
_CAPITALISED = re.compile(r"(?<!\w)[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ]+")
_COLON_BEFORE = re.compile(r"[:—–\-]\s*$")
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")


def _given(word: str) -> bool:
    """A known given name, also in a dative or genitive ("Галині", "Olegowi", "Zofii")."""
    return word in FIRST_NAMES or any(
        form in FIRST_NAMES for form in (word[:-1] + "а", word[:-1] + "a", word[:-2] + "a", word[:-3], word[:-1]))


def texted_to_person(text: str, low: str, start: int) -> bool:
    """The number at `start` ends a request, in its sentence, to message or call a named person."""
    window = max(0, start - 160)
    if not _COLON_BEFORE.search(text, max(window, start - 4), start):
        return False
    begin = window
    for m in _SENTENCE_END.finditer(text, window, start):
        begin = m.end()
    request = _REQUEST.search(low, begin, start)
    if request is None:
        return False
    if _TITLE.search(text, begin, start):
        return True
    return any(_given(w.group()) for w in _CAPITALISED.finditer(text, begin, start))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
