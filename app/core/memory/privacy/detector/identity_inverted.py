"""A home address said first, then who lives there (round 19): "Na Różanej 21 mieszka teraz Sebastian Tomczyk", "In
der Lindenstraße 8 wohnt jetzt Familie Yilmaz", "En la calle Almendro 9, 2ºA, vive ahora Marisa Quintana", "Au 12 rue
des Tilleuls, c'est la famille Benali qui a emménagé", "На вулиці Садовій, 18 тепер живе Оксана Левченко", "The couple
at number 41 Alder Close are Mark and Jenny Ostrowski", "Number 9 Oak Lane is where Margaret Hill lives".

identity.py's name rules read the person before the address; here the person comes after it: the address (one
identity.py found, or a street these forms name without the finder's cues - "na Różanej 21", "au 5 rue des Acacias
habite", "en el número 22 de la calle Olmo"), a few words at most (a flat, "now"), a verb of living, moving in or
being ("is", "c'est", "es"), a few lower-case words ("now", "la famille"), then a person: a family word and a name
("Familie Yilmaz", "la famille Benali"), a title and a name ("Herr Albrecht", "pani Krystyna Sowa"), or a known
given name (or two, "Mark and Jenny") and a surname. "In der Birkenstraße 12 wohnt niemand mehr", "Au 5 rue des
Acacias il y a une boulangerie", "At 10 Downing Street lives the Prime Minister" name nobody and stay green.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import speed_up

_UP = name_letters.UP
_LOW = name_letters.LOW
_NAME = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_VERBS = (
    r"mieszka|mieszkają|zamieszkał\w*|zamieszkuje|zamieszkują|wprowadził\w* się|wprowadza\w* się|jest|są|"
    r"wohnt|wohnen|lebt|leben|ist|sind|zieht|ziehen|"
    r"vive|viven|reside|residen|se ha mudado|se han mudado|se mudó|se mudaron|es|son|"
    r"habite|habitent|vit|vivent|réside|résident|a emménagé|ont emménagé|emménage|emménagent|c'est|c’est|ce sont|est|sont|"
    r"живе|живуть|мешкає|мешкають|проживає|проживають|оселил\w*|переїха\w*|це|"
    r"живет|живёт|живут|проживает|проживают|поселил\w*|переехал\w*|это|"
    r"lives|live|is living|are living|resides|reside|has moved in|have moved in|moved in|is|are|is where|are where"
)
_FAMILY_WORD = r"(?i:famil\w*|rodzin\w*|państw[oa]|family|famille|родин\w*|семь\w*|семейство)"
# after the address: a short filler (a flat: ", 2ºA,", " m. 5"), the verb, a few lower-case words, then the person
_AFTER = re.compile(
    r"[^\S\n]*,?(?:[^\S\n]*[\wº°ª./]{1,5}[^\S\n]*,)?[^\S\n]*"
    rf"(?:(?i:now|currently|jetzt|derzeit|nun|seit \w+|teraz|obecnie|od \w+|ahora|actualmente|désormais|maintenant|"
    rf"тепер|зараз|теперь|сейчас)[^\S\n]+)?"
    rf"(?i:{_VERBS})(?![\w])(?:[^\S\n]+(?i:seit|since|od|desde|depuis|від|с|з)[^\S\n]+\w+)?"
    rf"(?:[^\S\n]+(?:[{_LOW}][\w'’]*)){{0,3}}?[^\S\n]+"
    rf"(?:(?P<fam>{_FAMILY_WORD})[^\S\n]+(?P<famname>{_NAME})"
    rf"|(?P<title>(?i:pani|pan|frau|herr|se[ñn]ora|se[ñn]or|do[ñn]a|don|madame|monsieur|mme|mr|mrs|ms|пані|пан)\.?|M\.)"
    rf"[^\S\n]+(?:{_NAME}[^\S\n]+)?{_NAME}"
    rf"|(?P<g1>{_NAME})[^\S\n]+(?:(?:and|und|i|y|et|та|і|и|&)[^\S\n]+(?P<g2>{_NAME})[^\S\n]+)?(?!{_FAMILY_WORD}(?![\w]))(?P<sur>{_NAME}))"
)
# streets identity.py's finder reads only with other cues: Polish "na/przy" + a street in the locative + number,
# a French "5 rue des Acacias" right before the verb, a Spanish or French number first ("el número 22 de la calle Olmo")
_BARE_STREET = re.compile(
    rf"(?<![\w])(?i:na|przy)[^\S\n]+(?!(?i:piętrze|pietrze|parterze|poziomie|klatce|stronie|działce|dzialce|rogu)\b)"
    rf"[{_UP}{_LOW}][{_LOW}]+(?:[^\S\n]+[{_UP}][{_LOW}]+)?[^\S\n]+\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?(?![\w/])"
    r"|(?<![\w])\d{1,4}(?:[^\S\n]?(?:bis|ter))?,?[^\S\n]+(?i:rue|avenue|boulevard|place|allée|impasse|chemin|quai|route)"
    rf"(?:[^\S\n]+(?:de|des|du|de la|d'|l')?[^\S\n]*[{_UP}][\w'’\-]+){{1,3}}"
    r"|(?<![\w])(?i:n[úu]mero|numéro|nº|n°)[^\S\n]*\d{1,4}\w?[^\S\n]+(?i:de la|del|de l'|de|du)[^\S\n]*"
    r"(?i:calle|avenida|plaza|paseo|rue|avenue|boulevard|place|allée|impasse|chemin)"
    rf"(?:[^\S\n]+(?:de|del|de la|des|du)?[^\S\n]*[{_UP}][\w'’\-]+){{1,3}}"
)
_NOT_NAME = frozenset(
    "Mairie Ayuntamiento Rathaus Urząd Policja Polizei Policía Police Szkoła Schule Escuela École Apteka Apotheke "
    "Farmacia Pharmacie Bank Banco Banque Poczta Post Correos Biblioteka Bibliothek Biblioteca Bibliothèque".split()
)


def _person(m: re.Match[str], given: Callable[[str], bool], is_person_name: Callable[[str, str], bool]) -> bool:
    if m.group("fam"):
        return m.group("famname") not in _NOT_NAME
    if m.group("title"):
        return True
    g1, g2, sur = m.group("g1"), m.group("g2"), m.group("sur")
    return given(g1) and (g2 is None or given(g2)) and is_person_name(g1, sur) and sur not in _NOT_NAME


def inverted_homes(text: str, addresses: list[tuple[int, int]], given: Callable[[str], bool],
                   is_person_name: Callable[[str, str], bool]) -> list[tuple[int, int]]:
    """Spans from an address to the person named after it as living there (see above). `addresses`: the addresses
    identity.py found; `given(word)`: a known given name; `is_person_name(first, last)`: not a place or a body."""
    spans = list(addresses)
    if any(c.isdigit() for c in text):
        spans += [m.span() for m in _BARE_STREET.finditer(text) if m.span() not in addresses]
    found = []
    for a_start, a_end in spans:
        m = _AFTER.match(text, a_end)
        if m is not None and _person(m, given, is_person_name):
            found.append((a_start, m.end()))
    return found


# ---------------------------------------------------------------- "the address of my mum is ..."
# an address's label with whose home it is - a relative, a neighbour, a tenant, a client, a friend, a colleague, a
# buyer - right before the address: "Adres mamy: ul. ...", "Die neue Adresse meiner Oma ist ...", "La dirección de mi
# hermano es ...", "L'adresse de mon père : ...", "Адреса бабусі: ...", "the address of my tenant is ..."
_WHOSE = (
    r"(?:my|our|his|her|the|(?:my|our) \w+'s)?\s*(?:mum|mom|mother|dad|father|parents|son|daughter|sister|brother|wife|"
    r"husband|partner|grandma|grandmother|grandad|grandpa|grandfather|nan|aunt|uncle|cousin|niece|nephew|in-laws|"
    r"neighbou?r|tenant|lodger|client|customer|patient|friend|colleague|buyer|seller|landlord|landlady|ex)s?|"
    r"(?:mojej |mojego |naszej |naszego |jego |jej )?(?:mamy|matki|taty|ojca|rodziców|syna|córki|siostry|brata|żony|męża|"
    r"partner\w*|babci|dziadka|dziadków|cioci|ciotki|wujka|kuzyn\w*|teściow\w*|teścia|szwagr\w*|bratow\w*|sąsiad\w*|"
    r"najemc\w*|lokator\w*|klient\w*|pacjent\w*|przyjaci\w*|koleg\w*|koleżank\w*|kupując\w*|byłej|byłego)|"
    r"(?:von )?(?:meiner|meines|unserer|unseres|seiner|ihrer|der|des) (?:\w+ )?(?:mutter|mama|vaters|papas|eltern|sohnes|"
    r"tochter|schwester|bruders|frau|mannes|partner\w*|oma|omas|opas|großmutter|großvaters|tante|onkels|cousin\w*|"
    r"schwieger\w*|nachbar\w*|mieter\w*|kund\w*|patient\w*|freund\w*|kolleg\w*|käufer\w*|ex)|"
    r"von (?:oma|opa|mama|papa)|"
    r"del? (?:mi |mis |su |sus |nuestr[oa] |la |el )?(?:madre|padre|padres|hij[oa]|herman[oa]|espos[oa]|marido|mujer|"
    r"pareja|abuel[oa]s?|t[ií][oa]|prim[oa]|suegr[oa]s?|cuñad[oa]|vecin[oa]|inquilin[oa]|client[ea]|paciente|amig[oa]|"
    r"compañer[oa]|comprador[a]?|ex)|"
    r"(?:de |d'|du |des )(?:mon |ma |mes |son |sa |ses |notre |nos |la |l')?(?:m[èe]re|p[èe]re|parents|fils|fille|s(?:œ|oe)ur|"
    r"fr[èe]re|femme|mari|conjoint\w*|grand-m[èe]re|grand-p[èe]re|grands-parents|tante|oncle|cousin\w*|beau-\w+|"
    r"belle-\w+|voisin\w*|locataire|client\w*|patient\w*|ami\w*|coll[èe]gue|acheteu\w*|ex)|"
    r"(?:мо(?:єї|го|їх) |нашо(?:ї|го) )?(?:мами|матері|тата|батька|батьків|сина|доньки|дочки|сестри|брата|дружини|чоловіка|"
    r"бабусі|дідуся|тітки|дядька|сусіда|сусідки|орендаря|квартиранта|квартирантки|клієнта|клієнтки|друга|подруги|колеги|"
    r"покупця)|"
    r"(?:мое(?:й|го) |наше(?:й|го) )?(?:мамы|матери|папы|отца|родителей|сына|дочери|сестры|брата|жены|мужа|бабушки|"
    r"дедушки|тёти|тети|дяди|соседа|соседки|арендатора|квартиранта|клиента|клиентки|друга|подруги|коллеги|покупателя)"
)
_ADDRESS_OF = re.compile(
    r"(?i)(?<![\w])(?:(?:new |current |home |postal )?address(?:es)?(?: of)?|(?:nowy |aktualny )?adres\w*(?: (?:zamieszkania|"
    r"domowy))?|(?:neue |aktuelle )?(?:adresse|anschrift|wohnadresse)|(?:nueva |actual )?direcci[oó]n|domicilio|"
    r"(?:nouvelle )?adresse|(?:нова |нову )?адрес\w*)\s+(?:" + _WHOSE + r")"
    r"(?:\s+(?:is|are|to|jest|ist|lautet|es|est|c'est|це|—|-|now|teraz|jetzt|ahora|maintenant|тепер|теперь))*\s*[:\-–—]?"
    r"(?:\s*(?:le|la|el|the|am|an der|in der|na|przy|au|на|в))?\s*$"
)


def address_of_relative(before: str) -> bool:
    """Does `before` (the text right before an address) end with an address's label and whose it is?"""
    low = before.lower()
    return ("adr" in low or "addr" in low or "anschrift" in low or "direcci" in low or "domicilio" in low
            or "адрес" in low) and _ADDRESS_OF.search(before) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
