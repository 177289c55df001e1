"""An organisation's postal address is no person's home (round 35).

A letter or a form is sent to an office, an agency or a company: "Kann ich meinen Antrag an die Deutsche
Rentenversicherung Bund, Ruhrstraße 2, 10709 Berlin schicken?", "HM Passport Office, PO Box 767, Southport, PR8 9PT",
"ZUS Oddział Warszawa, ul. Senatorska 6", "Mairie de Lyon, 1 place de la Comédie", "Agencia Tributaria, C/ Lérida
32", "ПФУ, вул. Бастіонна 9". identity.py read the capitalised words before the street as a first and a last name
("Rentenversicherung Bund"); the learned model read a postcode after a PO box as a key ("PR8 9PT").

- `org_name(words)`: the words read as a name hold an organisation's word (an office, an agency, a fund, a legal form:
  Office, Agency, Council, Ltd, Bund, GmbH, Amt, Kasse, Urząd, ZUS, Spółka, Ayuntamiento, Seguridad Social, Mairie,
  CAF, ПФУ, ТОВ ...; round 48, rlinks: a council - "Верховна Рада, вул. Грушевського, 5", "Rada Osiedla", "Совет") -
  home_cues.venue_before asks it, so that every home finder that spares a venue spares it too;
- `org_box_spans(t)`: the postcodes of a postal block after a PO box ("PO Box", "Postfach", "skrytka pocztowa",
  "Apartado de correos", "BP", "boîte postale", "а/с", "абонентська скринька"): only an organisation rents one, and
  the learned model does not score them.

Kept red: a person's name before the street ("Jan Kowalski, ul. Lipowa 5"), the writer's own flat at the same street
("my own flat at Ruhrstraße 2"), a person named after an office's word further back in the sentence ("Wysyłam do ZUS
pismo od Jana Kowalskiego, ul. ..." - only the name's own words and the word right before it count).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# an organisation's words (lower-cased whole words); legal forms with dots are matched without them
_ORG_WORDS = frozenset("""
    office offices agency authority council department ministry bureau service services ltd limited plc inc llc corp
    corporation company bank trust hmrc dvla dwp hmcts insurance registry tribunal commission embassy consulate
    bund gmbh ag kg ohg ev amt ämter finanzamt bürgeramt standesamt ordnungsamt landratsamt jobcenter agentur
    arbeitsagentur rentenversicherung krankenkasse versicherung behörde rathaus verwaltung kasse sparkasse
    stadtwerke bundesamt landesamt bundesagentur ausländerbehörde botschaft konsulat aok tk barmer dak gericht
    urząd urzędu urzad urzedu zus krus nfz spółka spolka sp gmina gminy starostwo ośrodek mops oddział oddzial
    ambasada konsulat sąd sad inspektorat
    ayuntamiento seguridad tesorería tesoreria hacienda agencia sepe dgt consejería consejeria junta sl slu
    delegación delegacion subdelegación embajada consulado juzgado tributaria
    mairie caf cpam urssaf préfecture prefecture sous-préfecture trésor tresor impôts impots sarl sas sasu eurl
    pôle pole caisse assurance ministère ministere ambassade consulat tribunal msa ants
    пфу пфр пенсійний пенсионный фонд управління управление цнап тов пат прат ооо оао зао ат пао податкова
    налоговая посольство консульство суд відділення отделение
    рада ради раді совет совета rada
""".split())
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
_LEGAL_DOTS = re.compile(r"(?<!\w)(?:s\.a\.|sp\. z o\.o\.|e\.v\.|s\.l\.|s\.a\.s\.|s\.r\.l\.)", re.IGNORECASE)


def org_name(words: str) -> bool:
    """Do `words` (a name's words read before an address, or the word right before them) hold an organisation's
    word?"""
    if _LEGAL_DOTS.search(words):
        return True
    for w in _WORD.finditer(words):
        if w.group().lower() in _ORG_WORDS:
            return True
    return False


# a PO box and its number, then the rest of the postal block (up to the sentence's end)
_BOX = re.compile(
    r"(?i)(?<!\w)(?:p\.? ?o\.? box|post office box|postfach|skrytka pocztowa|skr\. poczt\.|apartado de correos|"
    r"apartado postal|apdo\.|bo[iî]te postale|b\.p\.|bp|cs|а/с|абонентськ\w* скриньк\w*|абонентск\w* ящик\w*|"
    r"а/я)\s*\d{1,6}\b[^.!?\n]{0,60}")
_BOX_GATE = re.compile(r"(?i)box|postfach|skrytk|skr\.|apartado|apdo|postale|\bbp\b|\bb\.p\.|\bcs ?\d|а/с|а/я|абонент")
# a postcode inside the block: "PR8 9PT", "10709", "00-950", "75007", "01001"
_POSTCODE = re.compile(r"(?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{2}-\d{3}|\d{4,5})(?![\w])")


def org_box_spans(t: str) -> list[tuple[int, int]]:
    """Spans of the postcodes in a postal block opened by a PO box (see the module's doc)."""
    if not _BOX_GATE.search(t):
        return []
    out = []
    for m in _BOX.finditer(t):
        out += [p.span() for p in _POSTCODE.finditer(t, m.start(), m.end())]
    return out


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
