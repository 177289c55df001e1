"""A person's name as a field's value right before an address (round 21), read by identity.find_identity:

- after a colon, a dash or a quote, the name then the address ("... à EDF : Raymonde Castagnet, 6 impasse des
  Tilleuls", 'Tenant: Daniel Okafor, of 27 Mill Lane', "Kunde: Friedrich Ahlers, Lindenstraße 17");
- addressed to a person, in any case, with the address's own label ("Повістка для Василя Гнатюка, адреса: вул. ...",
  "на имя Игоря Белова, адрес: ул. ...", "for John Reid, address: ...");
- a record's name field with the address field next to it ('{"kunde":"Friedrich Ahlers","adresse":"Lindenstraße 17"',
  "name=Anna Kowal; address=ul. Lipowa 4").

The caller checks the name is a person's (not an institution's) and that the address is not placeholder data.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_NAME = rf"(?P<first>{_WORD})(?:\s+[{_UP}]\.)?\s+(?P<last>{_WORD})"
_ADDRESS_LABEL = (r"(?i:address|home address|adresse|adres|adresa|anschrift|wohnanschrift|dirección|direccion|domicilio|"
                  r"domicile|адреса|адрес|адресa|zam\.|zamieszkał\w*|wohnhaft)")

_AFTER_MARK = re.compile(
    rf"(?:[:\"«„“(]|\s[—–-])\s*{_NAME}\s*(?:,\s*(?:(?i:of|de|aus|z|з|из|from)\s+)?|\s+(?i:of|from)\s+|,?\s*{_ADDRESS_LABEL}"
    r"\s*[:=]?\s*)$")
_ADDRESSED_TO = re.compile(
    rf"(?<!\w)(?i:for|pour|für|dla|для|на ім'я|на имя|au nom de|a nombre de|na nazwisko|in the name of|to|an|à|a)\s+"
    rf"{_NAME},?\s*{_ADDRESS_LABEL}\s*[:=]?\s*$")
_RECORD = re.compile(
    r"(?i:[\"']?(?:name|full_?name|kunde|kundin|customer|client|tenant|owner|resident|recipient|empfänger|mieter|user|"
    r"person|contact|kontakt|контакт|persona|personne|osoba|особа|"
    r"nombre|cliente|inquilino|nom|locataire|destinataire|imi[eę]|nazwisko|klient|najemca|odbiorca|ім'я|піб|имя|фио|"
    r"клієнт|клиент|отримувач|получатель)[\"']?\s*[:=]\s*[\"']?)"
    + _NAME + r"[\"']?\s*[,;|]?\s*[\"']?" + _ADDRESS_LABEL + r"[\"']?\s*[:=]\s*[\"']?$")


# an organisation's words: "Lieferadresse Lager: Logistikzentrum Nord, Industriestraße 12", "Stadtwerke München"
_ORG_FIRST = re.compile(r"(?i).*(?:zentrum|zentrale|werk|werke|lager|haus|amt|bank|kasse|versicherung|gruppe|center|centre|"
                        r"service|services|markt|market|hotel|klinik|clinic|praxis|schule|school|college|logistik|"
                        r"transport|immobilien|verwaltung|stiftung|verein|ministerium|apotheke|pharmacy|agentur|agency|"
                        r"bäckerei|biuro|sklep|hurtownia|spółdzielnia|urząd|firma)$")
_ORG_LAST = frozenset("nord süd sud ost west north south east mitte city express group gmbh ag kg ltd sa sl sas sarl "
                      "inc llc plc services center centre zentrale depot lager".split())


_ORG_LAST_RE = re.compile(r"(?i)(?:nord|süd|sud|ost|west|north|south|east|mitte|city|express|group|gmbh|ag|kg|ltd|sa|sl|"
                          r"sas|sarl|inc|llc|plc|services|center|centre|zentrale|depot|lager|\w*pathy|\w*therapy|dental|"
                          r"clinic|studio|salon|solutions|consulting|partners|associates|fitness|yoga|legal|law|care|"
                          r"pizzeria|café|cafe|bistro|bakery|\w*erei|\w*ung|\w*werk|\w*haus)$")
# a letterhead's or a company's own line: "Letterhead: ...", "Briefkopf: ...", "Lieferant: ..."
_ORG_LABEL = re.compile(r"(?i)(?:letterhead|briefkopf|en-tête|entete|membrete|nagłówek|company|firma|firm|shop|store|office|"
                        r"praxis|kanzlei|lager|lieferant|supplier|vendor|proveedor|fournisseur|dostawca|bank|billing|"
                        r"rechnungsadresse|lieferadresse|business|empresa|société|entreprise|sklep|фірма|компанія|компания)"
                        r"[^:\n]{0,25}:\s*$")


def field_home(before: str, given_name) -> tuple[int, str, str] | None:
    """The name right before an address (the text `before` it): its start in `before`, given name and surname. After
    a bare colon or dash the first word must be a known given name (`given_name`) or at least not an organisation's."""
    if not before:
        return None
    for pattern in (_RECORD, _ADDRESSED_TO, _AFTER_MARK):
        m = pattern.search(before)
        if m:
            first, last = m.group("first"), m.group("last")
            if pattern is _AFTER_MARK and (_ORG_LABEL.search(before, 0, m.start("first")) or not given_name(first) and (
                    _ORG_FIRST.match(first) or _ORG_LAST_RE.match(last) or len(first) > 12)):
                return None
            return m.start("first"), first, last
    return None


# a surname with an initial, as logs and lists write people: "Савчук П.", "Lis T.", "T. Lis", "P. Savchuk"
_INITIALLED = re.compile(rf"(?<![\w.])(?:[{_UP}][{_LOW}]{{2,}}\s+[{_UP}]\.(?!\w)|[{_UP}]\.\s?[{_UP}][{_LOW}]{{2,}})")
_NOT_SURNAME = frozenset("Dr Mr Mrs Ms St Nr No Art Abs Str Ul Al Pl Kv Kw Вул Ул Кв Буд Пр Пл".split())


def initialled_person(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] names a person by surname and initial ("Савчук П.", "T. Lis")."""
    for m in _INITIALLED.finditer(text, start, end):
        if m.group().split()[0].rstrip(".") not in _NOT_SURNAME:
            return True
    return False
