"""A school's, nursery's, surgery's, club's or office's registry number named as theirs (round 16): "Przedszkole
Niepubliczne Biedronka, REGON ...", "Przychodnia Zdrowie, NIP ...", "Kita Sonnenschein, Steuernummer ...",
"Clínica Dental Sonrisa, NIF ...", "Лікарня №3, ЄДРПОУ ...".

numbers.py asks `institution_before` whether the tax or registry keyword at `start` follows the name of such a body
in the same clause; a person's name right before the keyword (a sole trader's practice) still makes it theirs.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.abroad_values import asks_for

# (lower-cased text) the kinds of bodies that publish their numbers, in the six languages
_INSTITUTION = re.compile(
    r"\b(?:przedszkol\w*|żłob\w*|zlob\w*|szkoł\w*|szkole|liceum|technikum|uczelni\w*|uniwersytet\w*|przychodni\w*|"
    r"gabinet\w*|klinik\w*|szpital\w*|apte\w*|klub\w*|siłowni\w*|hurtowni\w*|urząd\w*|urzęd\w*|starostw\w*|gmin\w*|"
    r"bibliotek\w*|parafi\w*|ośrod\w*|poradni\w*|lecznic\w*|schronisk\w*|instytut\w*|kancelari\w*|biur\w*|"
    r"pracowni(?![kc])\w*|studi\w*|salon\w*|zakład|zakładu|zakładzie|zakłady|warsztat\w*|agencj\w*|büro|agentur|agence|bureau|oficina|despacho|"
    r"gestoría|agencia|бюро|агенці\w*|агентств\w*|"
    r"school|nursery|kindergarten|preschool|academy|college|university|clinic|surgery|hospital|pharmacy|gym|"
    r"council|library|parish|kita|kindertagesstätte|schule|grundschule|gymnasium|praxis|krankenhaus|apotheke|"
    r"fitnessstudio|tierarztpraxis|tierklinik|gemeinde|stadtverwaltung|bibliothek|hochschule|universität|"
    r"escuela|colegio|guardería|instituto|clínica|hospital|farmacia|gimnasio|ayuntamiento|biblioteca|academia|"
    r"école|crèche|collège|lycée|clinique|cabinet|hôpital|pharmacie|mairie|bibliothèque|"
    r"школ\w*|садок|садочок|дитсад\w*|ліцей\w*|гімназі\w*|клінік\w*|лікарн\w*|аптек\w*|поліклінік\w*|"
    r"больниц\w*|поликлиник\w*|клиник\w*|детсад\w*|детский сад|університет\w*|университет\w*|"
    # (round 43) care homes and hospices, which publish their tax numbers as any body does ("NIP domu opieki „...” to
    # ...", "the care home's VAT number", "USt-IdNr. des Pflegeheims", "NIF de la residencia de mayores")
    r"dom\w* (?:opieki|pomocy społecznej|pomocy spolecznej|seniora|spokojnej starości|spokojnej starosci)|dps|hospicj\w*|"
    r"care home|nursing home|retirement home|hospice|pflegeheim\w*|altenheim\w*|seniorenheim\w*|seniorenresidenz|"
    r"hospiz\w*|residencia (?:de ancianos|de mayores|geriátrica|geriatrica)|ehpad|maison de retraite|"
    r"будин\w* (?:для )?(?:літніх|престарілих)|хоспіс\w*|дом\w* (?:для )?престарел\w*|хоспис\w*)\b"
)
# (not the Polish "ma" = has: "Agencja pracy w Opolu ma NIP ...")
_OWNER = re.compile(r"\b(?:my|mine|mój|moj\w*|mein\w*|mi|mis|mon|ma(?! (?:nip|regon|krs|numer|nr|w|na|swój|swoj\w*|podan\w*|też|tylko|już)\b)|"
                    r"mes|мій|моя|мого|моєї|мой|моего|моей|свій|свой)\b")
# the writer runs it as a person: "Prowadzę przedszkole domowe jako osoba fizyczna, REGON ..." (their own number)
_RUNS = re.compile(
    r"\b(?:prowadz[ęe]|prowadzimy|osob\w* fizyczn\w*|jednoosobow\w*|jdg|i run|i own|we run|i manage|ich betreibe|"
    r"ich führe|wir betreiben|selbstständig\w*|einzelunternehm\w*|dirijo|regento|autónom\w*|je dirige|je gère|"
    r"auto-?entrepreneu\w*|micro-?entrepreneu\w*|веду|керую|фоп|фізичн\w* особ\w*|физическ\w* лиц\w*|sole trader|"
    r"self-employed|freelanc\w*|zakładam|otwieram|założył\w*|na (?:swoje|moje) nazwisko|in my name|auf meinen namen|"
    r"a mi nombre|à mon nom|на (?:моє|своє) ім'я|на моё имя)\b"
)
# the clause before the keyword: back to a sentence end or a line break
_CLAUSE_START = re.compile(r"[.!?\n]\s")


def institution_before(low: str, start: int) -> bool:
    """Whether the clause before `start` (at most 60 characters of lower-cased text) names an institution."""
    head = low[max(0, start - 60):start]
    cuts = list(_CLAUSE_START.finditer(head))
    if cuts:
        head = head[cuts[-1].end():]
    found = list(_INSTITUTION.finditer(head))
    last = found[-1] if found else None
    # "Mój syn chodzi do przedszkola, a mój NIP to ...": the user's own number after the institution
    # (round 18) nor the number it asks for: "Agencja pracy poprosiła o NIP: ..." (abroad_values.py)
    if last is None:
        return False
    # (round 22) the owner word read with the keyword after it: "Żłobek miejski ma REGON ..." is the Polish "has"
    offset = start - len(head)
    owner = _OWNER.search(low[:start + 12], offset + last.end())
    return (owner is None or owner.start() >= start) and _RUNS.search(head) is None \
        and not asks_for(head[last.end():])


# (round 34) the body named right after the keyword, as its owner: "REGON naszej szkoły to ...", "NIP przedszkola ...",
# "the tax number of our school", "Steuernummer unserer Schule", "el NIF de nuestro colegio", "le numéro fiscal de notre
# école", "ЄДРПОУ нашої школи" (lower-cased text; the body's word in _INSTITUTION)
_OWNER_AFTER = re.compile(
    r"[^\S\n]*(?:(?:of|de|del|des|du|von|vom|der|des|для)[^\S\n]+)?"
    r"(?:(?:our|the|this|nasz\w*|tej|tego|unser\w*|diese[rs]?|der|des|nuestr[oa]s?|este|esta|la|el|notre|nos|cette|"
    r"la|le|l'|наш\w*|ці[єї]|цього|этой|этого)[^\S\n]*)?"
)


def institution_after(low: str, end: int) -> bool:
    """Whether an institution is named right after the keyword ending at `end`, as the number's owner."""
    m = _OWNER_AFTER.match(low, end, min(len(low), end + 40))
    if m is None:
        return False
    body = _INSTITUTION.match(low, m.end(), min(len(low), m.end() + 30))
    return body is not None and _RUNS.search(low, max(0, end - 60), min(len(low), end + 60)) is None
