"""Home addresses known by their shape, and the person tied to them by a short link (round 33), read by identity.py.

The address readers knew streets by their type word ("Street", "ul.", "calle", "-straße") or by a five-digit
postcode, and tied a name to them only when the name was a known given name or a verb of living stood between. Three
shapes of a person's home escaped, whatever the words:

- a street of a country outside the six languages, named without a type word the readers know, then its postcode and
  town: "Storgata 41B, 0182 Oslo", "Vesterbrogade 118, 3 tv, 1620 København V", "Thorvald Meyers gate 12, 0555
  Oslo", "Vinohradská 48, 120 00 Praha", "Hietalahdenkatu 8 B 21, 00180 Helsinki" (`shaped_streets`: a four-digit,
  a Czech or a Dutch postcode and a unit between the number and the postcode are read too);
- the house given by its number word first: "del número 5 de la calle Lepanto", "au numéro 8 de la rue Carnot",
  "number 61 on Carrick Street", "Hausnummer 12 in der Mühlgasse", "spod numeru 17 na ulicy Lipowej", "из дома 5 по
  улице Лесной", "з будинку 12 на вулиці Франка" (`shaped_streets`);
- the person tied to the home by a preposition, a flat or a label, not a verb (`tied_person`): "Ross Ebdon at flat
  4, 61 ...", "Ernesto Quiroga, del número ...", "Hollis Prynne from number 42 ...", "Zdzisław Mazurek z mieszkania
  14, ul. ..."; a parcel's or a letter's block, the name perhaps surname first: "Отримувач: Гордієнко Святослав\\n вул.
  ...", "Получатель: Кондратьев Мирон\\n ул. ...", "Odbiorca: Grzybowski Lucjan\\n ul. Kwiatowa 7/2".

The name must be a person's: two or three capitalised words, none an organisation's, a venue's or a street's
(role_homes.person_words), and one of: a known given name (either word: surname-first blocks), a surname's or a
patronymic's shape (-enko, -ski, -ов, -ович...), a role, title or relative word right before it, a flat's number
after it (a firm has no flat), or a parcel's label before it (with a given name or a surname's shape).
Green limits: a firm's legal form or an institution near the block, a venue named after a person ("Collège Jean
Moulin"), placeholders (the caller's test), an address with no name tied to it ("a car parked at number 5 of ...").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.role_homes import person_words
from app.core.memory.privacy.detector.surname_shapes import person_shaped

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}'’]+)?"

# ---------------------------------------------------------------- a foreign street before its postcode and town

# a postcode and a town: "0182 Oslo", "1620 København V", "1016 GV Amsterdam", "120 00 Praha", "1100-415 Lisboa",
# "00180 Helsinki", "111 21 Stockholm" (not a year alone: "2019 Edition")
_CODE_TOWN = re.compile(  # (a digit first, the character before tested in Python: the engine skips to digits)
    rf"\d\d(?:\d\d\s?[A-Z]{{2}}|\d\d-\d{{3}}|-\d{{3}}|\d\s\d{{2}}|\d{{2,4}})(?![\w\-/.,])"
    rf"(?:\s+|\s*,\s*)[{_UP}][{_LOW}'’\-]+"
)
_YEAR = re.compile(r"(?:19|20)\d\d\b(?!\s?[A-Z]{2}\b)")
# street type words written in lower case after the name, in the languages around the six: Norwegian, Danish,
# Swedish, Finnish, Hungarian, Czech, Dutch, Italian, Portuguese (and the particles inside a street's name)
_LOW_TYPE = (r"gate|gata|gatan|gaten|gade|vej|vei|veien|vegen|väg|vägen|allé|alle|allee|gränd|torg|torget|plads|plass|plats|stræde|"
             r"katu|tie|kuja|tori|utca|út|tér|ulice|náměstí|třída|nábřeží|laan|straat|weg|plein|gracht|kade|singel|"
             r"via|viale|piazza|rua|do|da|dos|das|de|del|della|di|van|der|den|la|le|des|du|i|og|och")
_STREET_BEFORE = re.compile(
    rf"(?<![\w\-])[{_UP}][{_LOW}'’\-]+(?:\s+(?:[{_UP}][{_LOW}'’\-]+|(?:{_LOW_TYPE})(?!\w))){{0,3}}"
    r"\s+\d{1,4}[A-Za-z]?(?:\s?[/\-]\s?\d{1,4}[A-Za-z]?)?(?:\s[A-Z](?:\s\d{1,3})?)?(?![\w/])"
    r"(?:\s*,\s*[\w.ºª°/]{1,6}(?:\s[\w.ºª°]{1,5})?){0,2}\s*,?\s*$"
)

# ---------------------------------------------------------------- the house by its number word

_NUMBER_FIRST = re.compile(r"(?=[nNHдбДБ])(?:" + (
    # es: "número 5 de la calle Lepanto", "nº 14 de la avenida Castilla"
    rf"(?<!\w)(?:n[úu]mero|n[º°o]\.?)\s*\d{{1,4}}[A-Za-z]?\s+de\s+(?:la\s+|el\s+)?"
    r"(?i:calle|avenida|avda\.?|plaza|paseo|camino|carrer|ronda|travesía|c/)\s*(?:(?:de|del|la|las|los|el)\s+){0,2}"
    rf"[{_UP}][\w'’\-]+(?:\s+[{_UP}][\w'’\-]+)?"
    # fr: "numéro 8 de la rue Carnot", "au numéro 12 du boulevard Voltaire"
    r"|(?<!\w)num[ée]ro\s+\d{1,4}(?:\s?(?:bis|ter))?\s+(?:de\s+la\s+|du\s+|de\s+l['’]\s*|des\s+|de\s+)"
    r"(?i:rue|avenue|boulevard|bd|place|allée|allee|impasse|chemin|quai|route|cours)\s+(?:(?:de|du|des|la|le|l['’]|d['’])\s*){0,2}"
    rf"[{_UP}][\w'’\-]+(?:[\s\-][{_UP}][\w'’\-]+)?"
    # en: "number 61 on Carrick Street", "no. 9 on Orchard Lane"
    r"|(?<!\w)(?i:number|no\.)\s*\d{1,4}[a-z]?,?\s+(?:on|in)\s+(?:[A-Z][\w'’]+\s+){1,3}"
    r"(?:Street|Road|Avenue|Lane|Grove|Close|Drive|Crescent|Terrace|Gardens|Place|Way|Court|Row|Walk|Hill|Square|Mews)\b"
    # de: "Hausnummer 12 in der Mühlgasse", "Nummer 5 am Lindenweg"
    r"|(?<!\w)(?:Hausnummer|Hausnr\.|Nummer)\s+\d{1,4}[a-z]?\s+(?:in\s+der|im|am|an\s+der|auf\s+der)\s+"
    rf"[{_UP}][\w\-]*(?:straße|strasse|str\.|gasse|weg|allee|platz|ring|damm|ufer|steig|pfad)"
    # pl: "pod numerem 17 na ulicy Lipowej", "spod numeru 4 przy alei Róż"
    r"|(?<!\w)numer(?:u|em|ze)?\s+\d{1,4}[a-zA-Z]?(?:/\d{1,4})?\s+(?:na|przy)\s+(?:ulicy|ul\.|alei|al\.|placu|osiedlu|os\.)\s*"
    rf"[{_UP}][\w\-]+(?:\s+[{_UP}][\w\-]+)?"
    # ru/uk: "дом 5 по улице Лесной", "из дома 5 на ул. Садовой", "будинок 12 на вулиці Франка"
    r"|(?<!\w)(?:дом[аеу]?|будин(?:ок|ку)|буд\.|д\.)\s*(?:№\s*)?\d{1,4}[а-яa-z]?\s+(?:по|на)\s+"
    r"(?:улице|ул\.|вулиці|вулицi|вул\.|проспекту|проспекте|проспекті|просп\.|переулку|провулку)\s*"
    rf"[{_UP}][\w'’\-]+(?:\s+[{_UP}][\w'’\-]+)?"
) + ")")  # (every branch starts with one of these letters: one test rejects most positions)
_NUMBER_GATE = ("mero", "méro", "nº", "n°", "number", "no.", "nummer", "numer", "дом", "будин", "буд.", "д.")


def shaped_streets(text: str, low: str, first: int | None) -> list[tuple[int, int]]:
    """Spans of home addresses known by their shape (see the module's doc). `first`: where the first digit followed by a
    capitalised word is (identity._EN_ADDRESS_HINT, which every postcode and town match), or None when there is none."""
    spans: list[tuple[int, int]] = []
    for c in _CODE_TOWN.finditer(text, max(0, first - 10)) if first is not None else ():
        if c.start() and (text[c.start() - 1].isalnum() or text[c.start() - 1] in "_-/.,") or _YEAR.match(text, c.start()):
            continue
        m = _STREET_BEFORE.search(text, max(0, c.start() - 70), c.start())
        if m:
            spans.append((m.start(), c.end()))
    if any(g in low for g in _NUMBER_GATE):
        spans += [m.span() for m in _NUMBER_FIRST.finditer(text)]
    return spans


# ---------------------------------------------------------------- the person tied to it

# a flat, in the cases a preposition asks for: "flat 4", "z mieszkania 14", "Wohnung 3", "piso 2", "кв. 7", "appartement 12"
_FLAT = (r"(?:flat|apartment|apt\.?|wohnung|whg\.?|mieszkani[ae]|mieszkaniu|lokalu|lok\.|m\.|piso|apartamento|"
         r"appartement|appt\.?|квартир[аиуі]|кв\.?)\s*(?:n[rº°o]\.?\s*)?\d{1,4}[a-zA-Z]?")
# a preposition of place or origin between the name and the home, a number word perhaps after it
_LINK = (r"at|in|en el|en|au|bei|przy|у|в|на|at number|at no\.|"
         # where the person is from: a home, not a meeting place ("Ross Ebdon from 61 ...", "del número 5 ...")
         r"(?P<origin>from|of|del|de|du|aus|von|z|ze|spod|из|с|со|з|із|від|от|from number|of number|from no\.)")
_TIED = re.compile(
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{1,2}})\s*(?:,\s*|\s+)?(?:(?P<link>(?i:{_LINK}))\s+)?"
    rf"(?:(?P<flat>(?i:{_FLAT}))\s*[,;]?\s*)?$"
)
# a parcel's or a letter's label, then the name (perhaps surname first), then the home on its line or the next
_LABEL = (r"recipient|addressee|ship to|deliver to|sender|return address|empfänger(?:in)?|absender(?:in)?|"
          r"destinataire|exp[ée]diteur|expéditrice|destinatari[oa]|remitente|odbiorca|nadawca|adresat|"
          r"отримувач|одержувач|відправник|адресат|получатель|отправитель|"
          # somebody's address announced: "the new address of ...", "nowy adres ...", "новый адрес ...", "neue Adresse von"
          r"address (?:of|for)|adres|adresu|adresse (?:von|de)|anschrift (?:von|de)|direcci[oó]n de|адрес|адреса|адресу")
_LABELLED = re.compile(
    rf"(?<!\w)(?i:{_LABEL})\s*[:\-–—]?\s*(?P<name>{_WORD}(?:\s+{_WORD}){{1,2}})\s*(?:[,;:]\s*|\n\s*|\s+)"
    rf"(?:(?P<flat>(?i:{_FLAT}))\s*[,;]?\s*)?$"
)
# a word before the name that says it is a person: a role, a title, a relative
_PERSON_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:neighbou?rs?|tenants?|lodgers?|landlord|landlady|guy|man|woman|lady|mr|mrs|ms|miss|dr|"
    r"vecin[oa]s?|inquilin[oa]s?|caser[oa]|señora?|sr|sra|don|doña|tipo|"
    r"voisine?s?|locataires?|propriétaire|monsieur|madame|mme|m\.|"
    r"nachbar(?:in|n)?|mieter(?:in)?|vermieter(?:in)?|herrn?|frau|"
    r"sąsiad\w*|lokator\w*|najemc\w*|właściciel\w*|pan|pani|pana|panią|"
    r"сусід\w*|сосед\w*|орендар\w*|квартирант\w*|орендодав\w*|арендодател\w*|пан|пані|"
    r"mum|mom|dad|father|mother|brother|sister|aunt|uncle|cousin|son|daughter|grandma|grandpa|"
    r"brat\w*|siostr\w*|ciocia|wujek|kuzyn\w*|bruder|schwester|tante|onkel|cousine?|"
    r"herman[oa]|tí[oa]|prim[oa]|frère|soeur|sœur|tante|oncle|брат\w*|сестр\w*|тітк\w*|дядь\w*|тёт\w*|тет\w*)\.?"
    r"[\s,:]*(?:(?:my|our|the|mój|moja|mein\w*|mi|mon|ma|le|la|el|der|die|мій|моя|мой)\s+)?$"
)
# the same words as a name's first word, when the name's pattern took them in: "Sąsiad Zdzisław Mazurek", "Pan Zenobiusz"
_PERSON_WORD = re.compile(
    r"neighbou?r|tenant|lodger|landlord|landlady|mr|mrs|ms|miss|dr|vecin[oa]|inquilin[oa]|caser[oa]|señora?|sr|sra|"
    r"don|doña|voisine?|locataire|monsieur|madame|mme|nachbar(?:in)?|mieter(?:in)?|vermieter(?:in)?|herrn?|frau|"
    r"sąsiad\w*|lokator\w*|najemc\w*|pan|pani|pana|сусід\w*|сосед\w*|орендар\w*|квартирант\w*|пані"
)
# a surname's shape (a given name may come second in a parcel's block): Ukrainian, Russian, Polish, Czech, Baltic, Nordic
_SURNAME = re.compile(
    r"[А-ЯЄІЇҐЁ][а-яєіїґё'’]{2,}(?:енко|єнко|(?:чук|щук|юк|ук|ак|як)(?:а|у|ові|ом)?|(?:ськ|цьк)(?:ий|а|ого|ої|ому|ій)|"
    r"(?:ов|ев|ёв|ін|ин|ын)(?:а|у|ой|ої|ым|им|ого|ому|ій)?)"
    r"|[A-ZŁŚŻŹĆŃ][a-ząćęłńóśźż]{2,}(?:ski|cki|dzki|ska|cka|dzka|wicz|czyk|czak|niak|siak)"
    r"|[A-Z][a-z]{2,}(?:enko|chuk|ov|ova|ev|eva|sson|ová|ský|ský)"
)
_LEGAL_OR_BODY = re.compile(
    r"(?<![\w.])(?:GmbH|AG|KG|UG|Ltd\.?|Limited|LLC|Inc\.?|Plc|PLC|S\.?L\.?|S\.A\.|SARL|SAS|AS|ASA|AB|ApS|A/S|Oy|BV|B\.V\.|"
    r"NV|N\.V\.|S\.r\.l\.|SRL|s\.r\.o\.|Sp\.\s?z\s?o\.\s?o\.|ТОВ|ООО|ПП|ФОП|ИП)(?![\w])"
)


def tied_person(text: str, before: str, a_start: int, a_end: int, given_name, venue_before) -> tuple[int, str] | None:
    """The start in `before` (the text right before the address at text[a_start:a_end]) and the name of the person
    tied to it by a preposition, a flat or a label (see the module's doc), or None."""
    m = _LABELLED.search(before)
    labelled = m is not None
    if m is None:
        m = _TIED.search(before)
        if m is None:
            return None
    name, start = m.group("name"), m.start("name")
    words = name.split()
    lead = False
    if len(words) == 3 and _PERSON_WORD.fullmatch(words[0].lower()):  # "Sąsiad Zdzisław Mazurek", "Mr Hollis Prynne"
        words, name, start, lead = words[1:], " ".join(words[1:]), before.index(words[1], m.start()), True
    if not person_words(name, False) or venue_before(before, start):
        return None
    if _LEGAL_OR_BODY.search(text, max(0, a_start - len(before) + start - 30), min(len(text), a_end + 40)):
        return None
    known = any(given_name(w) for w in words) or any(_SURNAME.fullmatch(w) for w in words) or person_shaped(
        words[0], words[1])
    if labelled:  # (a firm's block has a name nobody's given name or surname shape: "Odbiorca: Zielony Ogród")
        return (start, name) if known or m.group("flat") else None
    if not (m.group("link") or m.group("flat") or before[m.end("name"):].strip() in (",", "")):
        return None
    lead = lead or _PERSON_BEFORE.search(before, max(0, m.start() - 30), m.start()) is not None
    if m.group("flat") or lead:
        return start, name
    if known and m.group("origin"):
        return start, name
    return None

