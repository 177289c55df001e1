"""A person named by what the message does for them, then their home (round 31), read by identity.find_identity.

A request to write or arrange something names its person by the errand's preposition or by how the writer knows
them, and gives their home right after: "Krankentransport für Elfriede Schuster, Birkenweg 12, 79098 Freiburg",
"Ambulancia para Rosario Medina Gil, calle Almendro 9, 3ºB", "Лист у водоканал від Зеновія Паращука, вул. Шевченка
27", "a landlord reference for my tenant Bethany Crowle who lived at 9 Quarry Lane", "pismo od sąsiada Jana Wróbla
mieszkającego przy ...". identity.py ties a name to an address only when the name is a known given name or has a
surname's shape; these names need neither - the recipient, sender or role word before them says they are a person:

- a recipient or sender word (for, para, für, pour, dla, для, від, from, od, von, de la part de, от) or a role word
  (tenant, neighbour, patient, resident, client, lodger; Mieter, Nachbar, inquilino, vecino, locataire, voisin,
  lokator, sąsiad, орендар, сусід, пацієнт ...), a possessive and a title allowed between;
- two or three capitalised words (no organisation's, venue's or street's word among them);
- right before the address, or with a verb of living between, present or past, perhaps after "who"
  ("who lived at", "qui habitait au", "der wohnte in der", "que vivía en", "який жив на", "który mieszkał przy").

And a street named without its type after a third person's verb of living, which identity.py did not read as an
address: "sąsiad Ryszard Bąkowski mieszka pod Jarzębinowa 5, Piaseczno", "she lives at Quarry 9", "er wohnt im
Birkenhof 3", "vive en Almendro 9", "живе на Шевченка 27" (`lived_streets`). The caller still needs a person tied to
the street (a name before the verb).

Green limits: an organisation, a shop, a clinic or an office named after the word ("für Müller Bau, Industriestraße
5", "for Harbour Dental, 12 High Street", "para Clínica Dental Sonrisa, calle ..."), a legal form near the address
(GmbH, Ltd, Sp. z o.o., S.L., SARL, ТОВ), placeholders (the caller's test).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab import names as v

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"

_RECIPIENT = (
    r"for|from|para|de parte de|für|von|pour|de la part de|dla|od|для|від|от|на ім['’]я|на имя|in the name of|"
    r"au nom de|a nombre de|auf den namen|na nazwisko|"
    # (round 32) a letter's sender after "de": "une lettre de Bastien Morvillier, 12 rue ...", "carta de Mercedes Albiol,"
    r"(?:lettre|courrier|courriel|réclamation|demande|carta|escrito|correo|mensaje|reclamación|solicitud)\s+de"
)
_ROLE = (
    r"tenants?|lodgers?|neighbou?rs?|patients?|residents?|clients?|occupants?|"
    r"mieter(?:in|s)?|untermieter(?:in)?|nachbar(?:in|n)?|patient(?:in|en)?|bewohner(?:in)?|klient(?:in)?|"
    r"inquilin[oa]s?|vecin[oa]s?|pacientes?|residentes?|clientes?|"
    r"locataires?|voisine?s?|patiente?s?|résidente?s?|"
    r"lokator\w*|najemc\w*|sąsiad\w*|sasiad\w*|pacjent\w*|mieszkan\w*|podopieczn\w*|klient\w*|"
    r"орендар\w*|квартирант\w*|сусід\w*|пацієнт\w*|мешкан\w*|жил(?:ец|ьц)\w*|сосед\w*|пациент\w*|арендатор\w*|клієнт\w*|клиент\w*|"
    # (round 32) the person owing the writer: "the debtor is ...", "Dłużnik to ...", "Боржник — ..."
    r"customers?|debtors?|kund(?:e|in|en)|schuldner(?:in)?|deudor(?:a|es|as)?|débit(?:eur|rice)s?|dłużni\w*|"
    r"боржни\w*|должни\w*"
)
_POSSESSIVE = (r"my|our|mój|moja|mojego|mojej|moim|mojemu|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|"
               r"мій|моя|мого|моєї|моєму|мой|моего|моей|наш\w*|the|der|die|den|dem|des|el|la|le|les|l['’]")
_TITLE = r"mr|mrs|ms|miss|dr|frau|herrn?|pani|pana|panu|pan|sr|sra|señora?|don|doña|mme|madame|monsieur|пан|пані|пана"
_LIVE = (
    r"lives|is living|lived|has lived|used to live|resides|resided|"
    r"wohnt|wohnte|lebt|lebte|vive|vivía|vivió|reside|residía|habite|habitait|a habité|vit|vivait|"
    r"mieszka|mieszkał[ao]?|mieszkający|mieszkająca|mieszkającego|mieszkającej|zamieszkał\w*|zamieszkując\w*|"
    r"живе|жив|жила|жили|живет|живёт|проживає|проживав|проживала|проживает|проживал|проживала|мешкає|мешкав|мешкала"
)
_WHO = r"who|that|der|die|welche[rs]?|que|qui|który|która|którzy|який|яка|які|который|которая"
_PREP = r"at|in|on|przy|na|pod|w|an der|am|im|in der|auf der|en la|en el|en|au|à la|à|на|по|в|у"
_UNIT = r"(?:flat|apt\.?|apartment|unit|wohnung|whg\.?|m\.|mieszkanie|piso|appt\.?|appartement|кв\.?|квартира)\s*\d+[a-z]?\s*[,;]?\s*"

_NAMED = re.compile(
    rf"(?<![\w-])(?:(?i:{_RECIPIENT})\s+(?:(?i:{_POSSESSIVE})\s+)?(?:(?i:{_ROLE})\s+)?|(?:(?i:{_POSSESSIVE})\s+)?(?i:{_ROLE})\s+)"
    rf"(?:(?P<title>(?i:{_TITLE}))\.?\s+)?(?P<who>{_WORD}(?:\s+{_WORD}){{0,2}})"
    rf"\s*(?:(?:,\s*)?(?:(?i:{_WHO})\s+)?(?i:{_LIVE})\s+(?:(?i:now|still|currently|until recently|teraz|jetzt|noch|ahora|"
    rf"todavía|maintenant|encore|зараз|сейчас|тепер)\s+)?(?:(?i:{_PREP})\s+)?(?i:{_UNIT})?|"
    rf"[,;:–—\-]\s*(?i:{_UNIT})?|\s+(?i:{_UNIT}))$"
)
# a person described by what they did ("La personne qui me doit 800 euros est ...", "Osoba, która jest mi winna
# pieniądze, to ..."): only before a copula and the name, never right before a name
_SOMEONE = (r"person|man|woman|guy|lady|personne|homme|femme|type|dame|persona|hombre|mujer|señor|señora|tipo|mann|frau|typ|"
            r"osoba|facet|kobieta|pan|pani|gość|людина|чоловік|жінка|человек|мужчина|женщина")
# (round 32) the role said first, then what they did, then a copula and the name: "El cliente que no me paga es Tomás
# Urrutia, Avenida ...", "Der Mieter, der nicht zahlt, ist Horst Wendeborn, ...", "Mój dłużnik to Waldemar Szczepura, ul.",
# "Боржник — Аркадій Веснін, вул. ..."
_ROLE_IS = re.compile(
    rf"(?<![\w-])(?i:{_ROLE}|{_SOMEONE})(?![\w-])[^.!?\n:;]{{0,50}}?(?:\s+(?i:is|was|es|era|est|était|ist|war|to|jest|był[ao]?|це|это|є)|\s*[—–:])\s+"
    rf"(?:(?P<title>(?i:{_TITLE}))\.?\s+)?(?P<who>{_WORD}(?:\s+{_WORD}){{1,2}})\s*[,;:–—\-]\s*(?i:{_UNIT})?$"
)
# an organisation's, a venue's, a street's or a place's word: the name is not a person's
_NOT_PERSON = frozenset(
    """
    Bau Elektro Dental Dent Zahnarzt Zahnarztpraxis Praxis Kanzlei Klinik Clinic Clínica Clinique Klinika Apotheke Pharmacy
    Farmacia Pharmacie Apteka Hotel Hostel Restaurant Café Cafe Bistro Bar Pub Salon Studio Shop Store Market Markt Sklep
    Tienda Boutique Magasin Garage Werkstatt Warsztat Taller Autohaus Motors Auto Autos Logistics Logistik Transport
    Transporte Services Service Solutions Consulting Partners Associates Group Gruppe Grupo Groupe Holding Company
    Limited Ltd GmbH AG KG Inc LLC Plc SA SL SAS SARL Spółka Bank Banco Banque Kasse Sparkasse Versicherung Insurance Seguros
    Assurance Assurances Fitness Gym Yoga Care Pflege Pflegedienst Home Homes House Haus Hall Court Centre Center Centrum
    Zentrum Centro Office Biuro Büro Bureau Oficina Agency Agentur Agencia Agence Agencja School Schule Escuela École Szkoła
    College Academy Akademie University Universität Universidad Université Uniwersytet Library Bibliothek Biblioteca
    Bibliothèque Museum Church Kirche Iglesia Église Hospital Krankenhaus Hôpital Szpital Council Rathaus Ayuntamiento Mairie
    Urząd Amt Ministry Ministerium Police Polizei Policía Street Road Lane Avenue Close Drive Way Park Place Square Gardens
    Terrace Crescent Grove Straße Strasse Weg Gasse Platz Allee Calle Avenida Plaza Rue Ulica Aleja Osiedle Vet Veterinary
    Tierarzt Weterynarz Bakery Bäckerei Piekarnia Panadería Boulangerie Pizzeria Trattoria Immobilien Realty Estates Lettings
    Property Properties Housing Wohnbau Verwaltung Hausverwaltung Administración Inmobiliaria Agence Immobilière Spółdzielnia
    Wspólnota Stadtwerke Energie Energy Water Wasser Gas Telecom Mobile Media Design Print Druck Foto Photo Travel Reisen
    Tours Express Cross Bridge Junction Terminal Nord Süd Ost West North South East Mitte City Town Stadt Village Dorf Wieś Pueblo Ville
    Aptека Клініка Аптека Готель Магазин Банк Офіс Школа Лікарня Больница Поліклініка Поликлиника Компанія Компания
    Фірма Фирма Сервіс Сервис Центр Студія Студия Салон Ресторан Кафе Управління Управление Водоканал Облгаз Горгаз
    """.split()
)
_ORG_SHAPE = re.compile(r"(?i)(?:\w*(?:pathy|therapy|therapie|terapia|thérapie|praxis|kanzlei|service|services|erei|werk|"
                        r"haus|house|dental|logistics|consulting|design|shop|store|markt|market|tech|soft|net|media|"
                        r"center|centre|zentrum|centrum|klinik|clinic|apotheke|hotel|studio|gym|fitness|bank))$")
_LEGAL_FORM = re.compile(
    r"(?<![\w.])(?:GmbH|AG|KG|OHG|e\.\s?K\.|e\.V\.|UG|Ltd\.?|Limited|LLC|Inc\.?|Plc|PLC|LLP|S\.?A\.?S?|S\.L\.U?\.?|S\.A\.|SARL|"
    r"SAS|EURL|Sp\.\s?z\s?o\.\s?o\.|sp\.\s?z\s?o\.\s?o\.|S\.C\.|sp\.j\.|ТОВ|ТзОВ|ПП|ФОП|ООО|ОАО|ЗАО|ИП)(?![\w])"
)


def person_words(who: str, titled: bool) -> bool:
    """Whether `who` (capitalised words) can be a person's name: two words at least (one after a title), none an
    organisation's, a venue's, a street's or a place's word."""
    words = who.split()
    if len(words) < (1 if titled else 2):
        return False
    for w in words:
        if w in _NOT_PERSON or w in v.NOT_FIRST_NAMES or w in v.INSTITUTION_WORDS or _ORG_SHAPE.fullmatch(w):
            return False
        if len(w) < 2 or w.isupper():
            return False
    return True


def role_home(text: str, before: str, a_start: int, a_end: int) -> int:
    """Where in `before` (the text right before the address at text[a_start:a_end]) the person named by a recipient,
    sender or role word starts, or -1 (see the module's doc)."""
    m = _NAMED.search(before) or _ROLE_IS.search(before)
    if m is None:
        return -1
    if not person_words(m.group("who"), m.group("title") is not None):
        return -1
    if _LEGAL_FORM.search(text, max(0, a_start - len(before) + m.start()), min(len(text), a_end + 60)):
        return -1  # "für Müller Schmidt GmbH, Birkenweg 12"
    return m.start("title") if m.group("title") else m.start("who")


# ---------------------------------------------------------------- a street without its type after a verb of living
# "mieszka pod Jarzębinowa 5", "lives at Quarry 9", "wohnt im Birkenhof 3", "vive en Almendro 9", "живе на Шевченка 27"
_LIVED_GATE = re.compile(r"mieszka|lives|lived|wohnt|wohnte|vive|vivía|habite|habitait|живе|жив|живет|живёт|проживає|проживает|мешкає")
_LIVED_STREET = re.compile(
    r"(?<![\w-])(?i:mieszka\w*|zamieszkał\w*|lives|lived|resides|wohnt|wohnte|lebt|vive|vivía|reside|habite|habitait|"
    r"живе|жив|жила|живет|живёт|проживає|проживает|мешкає)\s+"
    r"(?:(?i:now|still|currently|teraz|obecnie|nadal|jetzt|noch|ahora|todavía|maintenant|toujours|зараз|сейчас|тепер)\s+)?"
    r"(?i:pod adresem|pod|przy|na|at|in der|im|am|an der|en la|en el|en|au|à|на|по|в)\s+"
    rf"(?P<street>(?:[{_UP}][{_LOW}]+\s+){{0,2}}[{_UP}][{_LOW}]{{2,}}\s+\d{{1,4}}[a-zA-Z]?(?:\s?/\s?\d{{1,4}}[a-zA-Z]?)?)(?![\w/.,]\d)"
)
_NOT_STREET = frozenset(
    "Stock Etage Obergeschoss Floor Piętrze Pietrze Planta Piso Étage Etaje Jahr Jahren Years Year Lat Roku Año Años "
    "Ans Année Років Роки Лет Году Року Haus House Casa Maison Block Bloku Minuten Minutes Minut Minutos Stunden Hours "
    "Kilometer Km Meilen Miles Metern Meters Metrów Metros Mètres".split()
)


def lived_streets(text: str, low: str, addresses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Streets named without their type right after a third person's verb of living, not among `addresses`."""
    if not _LIVED_GATE.search(low):
        return []
    spans = []
    for m in _LIVED_STREET.finditer(text):
        s, e = m.span("street")
        if any(a <= s < b or s <= a < e for a, b in addresses):
            continue
        if any(w in _NOT_STREET or w in v.INSTITUTION_WORDS for w in m.group("street").split()[:-1]):
            continue
        spans.append((s, e))
    return spans


speed_up(globals())
