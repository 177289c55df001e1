"""A home address first, the person's name after it (round 30).

"correction: I'm at 5 Quarry Lane, Frome BA11 2RD, not Quarry Road — Ellis Pennock", "she lives at 27 Fenwick Road,
Shrewsbury SY2 6PL — her name's Colette Marwood, address the card to her", "mieszka przy ul. Lipowej 9, Kielce, nazywa
się Zenon Pietrak", "wohnt in der Gartenstraße 5, 34117 Kassel, sie heißt Erna Vogt".

identity.py reads the person before the address (a name, a title, a relative, "I live at"). People as often put the
address first and the name last: a signature after a dash or on its own line at the message's end, or the name given
in its own clause ("her name's", "se llama", "elle s'appelle", "sie heißt", "nazywa się", "її звати"), or under a
label ("Name:", "Nombre:", "Imię i nazwisko:"). Read here, the address must be a home: the writer's own ("I'm at",
"I live at", "my address"), or somebody's where they live ("she lives at", "mieszka", "vive en"); a signature counts
only under the writer's own home and a whole postal address (a postcode or a town after the street).

Green limits: an office's or a shop's address signed by its staff ("Our office is at ... — Ellis Pennock, Manager":
no home word), a placeholder person, a name about something else ("the landlord is Ellis Pennock" is not a naming
clause), a public person. Only for an address identity.py found and tied to nobody.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_NAME = rf"(?P<name>{_WORD}(?:\s+[{_UP}]\.)?(?:\s+{_WORD}){{1,2}})"

# the writer's own home said before the address, in its sentence
_OWN_HOME = re.compile(
    r"(?i)(?<![\w'’])(?:i'?m at|i am at|i'?m now at|we'?re at|we are at|i live at|i live in|we live at|i'?ve moved to|"
    r"i moved to|we'?ve moved to|my (?:new |home |postal |current )?address(?: is)?|(?:send|post|ship|deliver) (?:it )?to me at|"
    r"mieszkam|mój (?:nowy )?adres(?: to)?|moj (?:nowy )?adres|jestem teraz na|ich wohne|wir wohnen|meine (?:neue )?adresse|"
    r"vivo en|vivimos en|mi (?:nueva )?direcci[oó]n(?: es)?|estoy en|j'habite|nous habitons|mon (?:nouvel )?adresse|"
    r"mon adresse|je suis au|я живу|живу|моя адреса|мій адрес|мой адрес|ми живемо|мы живем)"
    r"(?:[^.!?\n]|(?<=\d)\.){0,40}$"
)
# somebody's home: a verb of living in the third person before the address
_THEIR_HOME = re.compile(
    r"(?i)(?<![\w'’])(?:lives|is living|resides|has moved to|moved to|mieszka|mieszkają|przeprowadził\w* się|wohnt|"
    r"wohnen|ist \w+ gezogen|vive|viven|se ha mudado|se mudó|habite|habitent|vit|a déménagé|живе|живуть|живет|живёт|"
    r"живут|проживає|проживает|мешкає|переїхал\w*|переехал\w*)(?:[^.!?\n]|(?<=\d)\.){0,40}$"
)
# the name given in its own clause, or under a label, after the address
_NAMED = re.compile(
    r"(?i:(?:her|his|their|my) name(?:'s| is)|(?:she|he|they)(?:'s| is| are) called|(?:the )?name(?: is)?:|"
    r"se llama|(?:su )?nombre(?: es)?:?|(?:elle|il) s'appelle|(?:son )?nom(?: est)?\s?:|(?:sie|er) hei(?:ß|ss)t|"
    r"name:|nazywa się|nazywa sie|ma na imię|ma na imie|imię i nazwisko:|imie i nazwisko:|"
    r"(?:її|його|её|его) звати|(?:її|його|её|его) зовут|звати|зовут)\s+" + _NAME
)
# a signature: a dash or a new line, the name, the message's end
_SIGNED = re.compile(
    r"(?:\s[—–-]|\n|(?i:thanks|thank you|cheers|regards|best|love|pozdrawiam|dzięki|dzieki|gracias|saludos|un abrazo|merci|"
    r"cordialement|bisous|danke|grüße|gruß|viele grüße|lg|дякую|спасибо|з повагою|с уважением)[,!.]?)\s*" + _NAME
    + r"\s*[.!]?\s*$")
# (round 45, rkids) a person known by where they live, their name in an apposition right after the address: "The guy at
# 19 Birchwood Lane, Keith Palmer, keeps parking across my drive", "mój sąsiad z Lipowej 5, Marek Nowak, znowu ..."
_WHO_AT = re.compile(
    r"(?i)(?<![\w'’])(?:guy|man|woman|lady|bloke|chap|fella|neighbou?rs?|tenants?|family|couple|lad|"
    r"sąsiad\w*|facet|gość|typ|nachbar\w*|mann|typ|vecin[oa]s?|tipo|señor[a]?|voisin\w*|mec|type|сусід\w*|сосед\w*|"
    r"чоловік|мужчина)\s+(?:(?:who lives|living)\s+)?(?:at|from|in|on|z|ze|spod|aus der|aus dem|von der|del|de la|de|du|"
    r"de l'|з|із|из|с)\s+(?:the\s+|number\s+|no\.?\s+|ul\.\s*|вул\.\s*|ул\.\s*)?$"
)
_APPOSED = re.compile(r"\s*,\s*" + _NAME + r"\s*(?:,|\(|[—–]|\s-\s)")
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|(?<![\d-])\d\d-?\d{3}(?!\d)")


def signed_home(text: str, start: int, end: int, known: Callable[[str, str], bool]) -> tuple[int, int, str] | None:
    """(start, end, name) when the home at text[start:end] is tied to a name given after it; else None.
    `known(first, last)` says whether two words can be a person's name (identity._is_person_name)."""
    before = text[max(0, start - 60):start]
    own = _OWN_HOME.search(before) is not None
    if not own and _THEIR_HOME.search(before) is None:
        who = _WHO_AT.search(before)
        m = _APPOSED.match(text, end) if who else None
        if who is None or m is None:
            return None
        words = m.group("name").split()
        if not known(words[0], words[-1]):
            return None
        return start - len(before) + who.start(), m.end("name"), m.group("name")
    rest = text[end:end + 200]
    m = _NAMED.search(rest)
    if m is None and own and _POSTCODE.search(text, start, min(len(text), end + 30)):
        m = _SIGNED.search(rest)
    if m is None:
        return None
    words = m.group("name").split()
    if not known(words[0], words[-1]):
        return None
    return start, end + m.end("name"), m.group("name")
