"""A person's name and a bare birth date on a line written for a form, a report or a claim (round 36, the opened sets
broad-zzz51..zzz55).

People hand the assistant a form's data in one line and ask it to check or fill the form: "Szymon Lis 19.10.1993 -
dane do zgłoszenia zaginięcia portfela, sprawdź czy czegoś nie brakuje", "Jonas Berger 04.07.1988 - Daten für die
Anzeige", "Дарина Кравець 05.06.2000 — дані для заяви". No birth word says what the date is; the line's purpose does:
a form, a police report, an insurance claim, an application, a lawsuit, a delivery asks for a person's date of birth.
identity_records.py reads a name and a date as one row when a comma or a semicolon separates them ("Paulina Brandt,
07.09.1996"); here the name is followed by the date with only a space, a dash or a colon between.

Read here, in one sentence or line:
- a name: a known given name (identity._given_name: also the feminine and declined Polish, Ukrainian and Russian forms)
  and a capitalised surname, hyphenated or not, perhaps a second surname ("Teodoro Lucena Arbizu"); or the surname first,
  as a register writes it ("Lis Szymon");
- then a full numeric date with an adult's birth year (1920-2008, as identity_records.py: a recent date is a booking's,
  an incident's or a meeting's), closing its field (the line ends, or a comma, a dash, a full stop follows);
- and, anywhere in the message, the form, report, claim or delivery it is written for, or a check that nothing is
  missing.
Green: a date that a word after it calls another event ("12.05.1999 - ślub", "hired", "Termin", "reunión"), a date
before 1920 (history: "Fryderyk Chopin 1.03.1810"), a placeholder person (mockup_persons.py), a message with no form or
report in it ("Anna Nowak 12.05.1999" alone is read by the rules of terse.py), a message about a public person or a
character (an actor, a novel: public_figures.py).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.public_figures import BARE_KIN, public_story

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
# the cheap gate: a full numeric date with a year of this century or the last (most messages have none)
_DATE_GATE = re.compile(r"\d[./\-]\d\d?[./\-](?:19|20)\d\d")
_NAME_DATE = re.compile(
    rf"(?<![\w-])(?P<first>{_WORD})[ \t]+(?P<last>{_WORD})(?:[ \t]+(?P<third>{_WORD}))?[ \t]*(?:[:–—-][ \t]*)?"
    r"(?P<date>[0-3]?\d(?:\.[01]?\d\.|/[01]?\d/|-[01]?\d-)(?P<year>(?:19|20)\d\d))(?![\d./\-]?\d)"
    r"(?=[ \t]*(?:$|[\n,;.!?)]|[–—-]))"
)
# what the line is for, on the lower-cased text: a form, a report to the police or an insurer, a claim, an application,
# a lawsuit, a delivery, or a check that nothing is missing
_PURPOSE = re.compile(
    r"(?<!\w)(?:forms?|report|claim|application|registration|police|insurance|insurer|complaint|lawsuit|statement|"
    r"declaration|delivery|courier|parcel|missing|"
    r"formularz\w*|zgłoszeni\w*|wniosk?\w*|pozw\w*|pozew|skarg\w*|reklamacj\w*|ubezpiecz\w*|policj\w*|zawiadomieni\w*|"
    r"oświadczeni\w*|deklaracj\w*|umow\w*|przesyłk\w*|kurier\w*|paczk\w*|ankiet\w*|rejestracj\w*|brakuje|"
    r"formular\w*|anzeige\w*|verlustanzeige|antrag\w*|klage\w*|versicherung\w*|polizei|meldung|anmeldung|erklärung|"
    r"vertrag\w*|paket\w*|lieferung|schadensmeldung|fehlt|"
    r"formulario\w*|denuncia\w*|solicitud\w*|demanda\w*|reclamaci\w*|seguro|aseguradora|policía|declaraci\w*|"
    r"inscripci\w*|contrato\w*|paquete\w*|env[ií]o|mensajer\w*|repartidor\w*|falta\w*|"
    r"formulaire\w*|plainte\w*|déclaration\w*|demande\w*|dossier\w*|assurance\w*|assureur|inscription\w*|contrat\w*|"
    r"colis|livraison\w*|livreur\w*|sinistre\w*|manque\w*|"
    r"форм\w*|заяв\w*|позов\w*|скарг\w*|страхов\w*|поліці\w*|анкет\w*|договір\w*|договор\w*|посилк\w*|кур['’]єр\w*|"
    r"доставк\w*|бракує|не вистачає|заявлени\w*|иск\w*|жалоб\w*|полици\w*|посылк\w*|курьер\w*|не хватает)(?!\w)"
)
# a word right after the date that names another event than a birth: a meeting, a wedding, a hiring, a death, a visit
_OTHER_EVENT_AFTER = re.compile(
    r"[ \t]*[,:–—-]?[ \t]*(?i:meeting|appointment|wedding|married|hired|joined|started|died|death|deceased|visit|"
    r"spotkani\w*|termin\w*|ślub\w*|zatrudni\w*|zmar\w*|zgon\w*|wizyt\w*|"
    r"treffen|hochzeit|eingestellt|gestorben|verstorben|tod\w*|besuch\w*|"
    r"reuni[oó]n|cita|boda|contratad[oa]|falleci\w*|muerte|visita|"
    r"réunion|rendez-vous|mariage|embauch\w*|décè?s|décédée?|visite|"
    r"зустріч\w*|весілл\w*|помер\w*|смерт\w*|візит\w*|встреч\w*|свадьб\w*|умер\w*|визит\w*)(?!\w)"
)
_YEARS = range(1920, 2009)


def find_form_births(text: str, low: str, given_name: Callable[[str], bool],
                     is_person_name: Callable[[str, str], bool]) -> list[Finding]:
    """Names with a bare birth date on a form's or a report's line (see the module's doc)."""
    if not _DATE_GATE.search(text) or not _PURPOSE.search(low):
        return []
    if public_story(low, 0, len(low), BARE_KIN):
        return []  # "Daniel Craig 02.03.1968 - actor, ... for the quiz form": a public person's or a character's date
    found: list[Finding] = []
    for m in _NAME_DATE.finditer(text):
        if int(m.group("year")) not in _YEARS or _OTHER_EVENT_AFTER.match(text, m.end()):
            continue
        first, last = m.group("first"), m.group("last")
        if not (is_person_name(first, last) and (given_name(first) or given_name(last))):
            continue
        if is_placeholder(text, f"{first} {last}", None) or (
                m.group("third") and is_placeholder(text, f"{last} {m.group('third')}", None)):
            continue
        found.append(Finding(Kind.IDENTITY, "name with date of birth", m.start(), m.end()))
    return found


speed_up(globals())
