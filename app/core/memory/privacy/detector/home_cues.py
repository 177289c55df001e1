"""A name and surname before a street address, said to be a person's home by a cue around them (round 22, sets
broad-zzg, broad-zzh, broad-zzi: a relative's address noted for a card, a letter's sender, a landlord's reference, a
registration form, a hosting certificate).

identity.py reads "First Last, <street>" as a person's home when the first name is a known given name (or a live
verb, a relative, a title says so). A given name outside its list ("Zenon Pietrak, ul. Lipowa 9 m. 3, Kielce",
"Gilberte Roux, 8 rue des Lilas") is a person too when the message says whose home it is:

- after the address, in its line: a relative ("- adres teścia", "Adresse vom Opa", "es la dirección de mi suegra")
  or a pronoun that speaks of a person ("..., Halifax HX2 7QT, she's in Year 4");
- before the name: a relative ("j'héberge ma cousine Amel Haddad au 23 bd Voltaire"), a role that has a home (a
  tenant, a lodger, a pupil, a client: "previous tenant Marcus Hale, Flat 2, ..."), a hosting or registration verb
  ("j'héberge", "wohnt bei mir"), or a name field ("Name: Petra Albrecht, ...").

Not a venue named after a person: a capitalised word or an institution's word right before the name ("Collège Jean
Moulin, 12 avenue de la Gare", "Hotel Maria Cristina, Paseo ...").
"""
from __future__ import annotations

import re
from typing import Any

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.org_addresses import org_name

_BASE: list[Any] = []


def set_base(module: Any) -> None:
    """identity.py hands itself over once it is loaded (its name patterns and lists; no import back: no cycle)."""
    _BASE[:] = [module]


def _base() -> Any:
    return _BASE[0]


_PREP_PATTERN: list[re.Pattern[str]] = []


# a past home or a tenancy: "previous tenant Marcus Hale lived at Flat 2, ...", "wynajmował mieszkanie przy"
_PAST_VERBS = (r"lived|has lived|used to live|rented|has rented|mieszkał\w*|wynajmował\w*|wynajmuje|wohnte|wohnten|mietete|"
               r"hat gewohnt|vivía|vivió|ha vivido|alquilaba|habitait|a habité|a vécu|louait|жив|жила|жили|проживав\w*|"
               r"проживал\w*|орендував\w*|снимал\w*")


_FOLDED: list[re.Pattern[str]] = []


def _relative() -> re.Pattern[str]:
    """identity.py's relatives, also typed without diacritics ("do tescia", "u babci")."""
    if not _FOLDED:
        _FOLDED.append(re.compile(fold_letters(_base()._RELATIVE.pattern)))
    return _FOLDED[0]


def _name_prep() -> re.Pattern[str]:
    """A name, then only a preposition (and a flat) before the address: "Amel Haddad au 23 bd Voltaire"; or a past
    home's verb: "Marcus Hale lived at Flat 2, ..." (with a cue: not "Charles Dickens lived at 48 Doughty Street")."""
    if not _PREP_PATTERN:
        base = _base()
        _PREP_PATTERN.append(re.compile(
            base._NAME + rf"\s*,?\s*(?:(?i:{_PAST_VERBS})\s+(?:[^\W\d_]+\s+){{0,2}}?)?"
            rf"(?i:au|à|at|in|im|in der|en|en la|en el|w|we|przy|na|на|в|у|bei)\s+(?i:{base._UNIT})?$"))
    return _PREP_PATTERN[0]


# a pronoun or a person's verb right after the address: it speaks of someone
_PERSON_AFTER = re.compile(
    r"(?i)[,;—–\-(]\s*(?:she|he|she's|he's|sie ist|er ist|sie geht|er geht|ona jest|on jest|ona chodzi|on chodzi|"
    r"ella|él|elle|il est|il va|вона|він|она|он)(?!\w)")
# roles that live somewhere, and verbs and fields that tie a person to a home
_ROLE_BEFORE = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:tenant|previous tenant|former tenant|lodger|resident|occupant|pupil|student|client|customer|patient|"
    r"najemc\w*|lokator\w*|mieszkani\w*|uczeń|uczennic\w*|klient\w*|pacjent\w*|podopieczn\w*|"
    r"mieter\w*|untermieter\w*|bewohner\w*|schüler\w*|kund\w*|patient\w*|"
    r"inquilin[oa]s?|arrendatari[oa]|residente|alumn[oa]|client[ea]|paciente|"
    r"locataire|colocataire|résident\w*|élève|patient\w*|"
    r"орендар\w*|квартирант\w*|мешкан\w*|учень|учениц\w*|клієнт\w*|пацієнт\w*|жилец|жильц\w*|арендатор\w*|ученик\w*|"
    r"clienta|eingezogen ist|eingezogen sind|moved in|has moved in|wprowadził\w* się|se ha mudado|a emménagé|"
    r"j'héberge|héberge|heberge|hébergé\w*|atteste héberger|wohnt bei (?:mir|uns)|mieszka u (?:mnie|nas)|"
    r"vive (?:conmigo|con nosotros)|живе у (?:мене|нас)|живет у (?:меня|нас)|"
    r"pan|pani|pana|panią|mr\.?|mrs\.?|ms\.?|herr|frau|señor|señora|sr\.|sra\.|monsieur|madame|mme|пан|пані|"
    r"name|full name|nombre|nom|nom et prénom|imię i nazwisko|nazwisko|vor- und nachname|ім'я|піб|фио|имя)"
    r"\s*:?\s*$"))
# (round 38, broad-zzz65) a classified ad's pick-up or viewing at the seller's: a pram or a cot is picked up at home -
# "Abholung bei Miriam Sternagel, Holunderweg 14", "à retirer chez Armelle Quintard, 12 rue ...", "самовивіз у Марини
# Шевчишин, вул. ..."; not a shop's branch ("Abholung bei Fressnapf Leipzig, ...": _branch_name)
_PICKUP_BEFORE = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:(?:selbst)?abholung(?: nur)? bei|abzuholen bei|abholen bei|besichtigung bei|"
    r"(?:collection|collect|pick[- ]?up|viewing)(?: only)? (?:from|at)|"
    r"(?:à |a )?(?:retirer|récupérer|venir chercher|enlever)(?: sur place)? chez|retrait chez|remise en main propre chez|"
    r"(?:recogida|recoger|a recoger|retirar)(?: en mano)? en casa de|"
    r"odbiór(?: osobisty)? u|do odbioru u|odebrać u|"
    r"самовивіз (?:у|в|від)|забрати (?:у|в|від)|самовывоз (?:у|от)|забрать (?:у|от))\s*:?\s*$"))
# a shop's or a carrier's word in the name: a branch, no seller's home
_BRANCH_WORDS = frozenset("""
    autohaus filiale markt laden shop store magasin boutique agence garage sklep salon punkt tienda almacén almacen
    concesionario магазин склад відділення пошта почта отделение пункт салон post office depot depot warehouse
""".split())


def _branch_name(text: str, first: str, last: str, a_end: int) -> bool:
    """The name before a pick-up address is a shop's branch: a shop's word in it, or its second word the town the
    address ends in ("Fressnapf Leipzig, Holunderweg 14, 04159 Leipzig")."""
    if first.lower() in _BRANCH_WORDS or last.lower() in _BRANCH_WORDS:
        return True
    return last in text[a_end:a_end + 40] or org_name(first + " " + last)
# kin that identity.py's list lacks: in-laws and godparents in German, English, Spanish, French, Polish
_MORE_KIN = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:schwieger\w*|stiefmutter|stiefvater|stief\w+|pate|patin|patenonkel|patentante|"
    r"\w+-in-law|godfather|godmother|stepmother|stepfather|stepdad|stepmum|stepmom|nan|granny|gran|"
    r"padrastro|madrastra|abuel[oa]s?|yerno|nuera|beau-fils|belle-fille|parrain|marraine|mamie|papi|papy|"
    r"ojczym\w*|macoch\w*|zięci?\w*|synow\w*|dziadk\w*|babci\w*|wnuczk\w*|wnuk\w*|"
    r"свекр\w*|свекров\w*|тест[яьі]\w*|тещ\w*|вітчим\w*|мачух\w*|отчим\w*|онук\w*|внук\w*)(?!\w)"))
_INSTITUTION_BEFORE = re.compile(r"(?<![\w-])([^\W\d_][\w'’.-]*)\s+$")
# places named after a person ("Collège Jean Moulin", "Hotel Maria Cristina", "Szkoła Podstawowa im. Jana Pawła")
_VENUES = frozenset( """
    college collège lycée lycee école ecole école-maternelle gymnase hôtel hotel hostel restaurant café cafe bar
    brasserie clinique hôpital hopital mairie médiathèque mediatheque bibliothèque bibliotheque musée musee théâtre
    theatre cinéma cinema résidence residence ehpad pharmacie stade piscine salle centre institut université
    school academy hospital clinic museum library theater church chapel hall pub inn surgery practice pharmacy
    stadium gallery centre center university institute studio gym
    schule gymnasium realschule grundschule gesamtschule kita kindergarten praxis apotheke klinik krankenhaus
    kirche museum theater bibliothek gasthof gasthaus pension hotel restaurant café stadion halle
    szkoła szkola liceum gimnazjum przedszkole żłobek zlobek hotel restauracja kawiarnia szpital przychodnia
    apteka kościół kosciol muzeum teatr biblioteka stadion hala pensjonat hostel bar klub
    colegio instituto escuela guardería guarderia hotel hostal restaurante cafetería cafeteria hospital clínica
    clinica farmacia iglesia museo teatro biblioteca estadio residencia pensión pension parador bar polideportivo
    школа ліцей гімназія ліцею садок лікарня клініка аптека церква музей театр бібліотека готель ресторан кафе
    гимназия лицей больница клиника аптека церковь музей театр библиотека гостиница отель ресторан кафе стадіон стадион
    im. imienia named
""".split())


def venue_before(before: str, start: int) -> bool:
    """A place named after a person: a venue's word right before the name at before[start:]; or (round 35) an
    organisation's word in the name itself or right before it ("Deutsche Rentenversicherung Bund, Ruhrstraße 2",
    "Urząd Skarbowy Warszawa-Bielany, ul. ...": org_addresses.py)."""
    w = _INSTITUTION_BEFORE.search(before, max(0, start - 40), start)
    if w is not None and w.group(1).lower() in _VENUES:
        return True
    comma = before.find(",", start)
    return org_name(before[w.start(1) if w is not None else start:comma if comma >= 0 else len(before)])


# the writer staying at somebody's home (a friend's, a relative's, an ex's): that address is where the writer lives now -
# "wohne ich bei meinem Kumpel Tobias in der Gartenstraße 17", "je dors chez mon pote Karim, 5 allée des Pins", "śpię u
# przyjaciółki Marty na ...", "I've been staying at my ex's place, 14 Orchard Close"
_STAY = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:wohne ich|ich wohne|wir wohnen|schlafe ich|ich schlafe|ich übernachte|übernachte ich|ich bin (?:gerade |zurzeit |"
    r"vorübergehend |erstmal )?|je dors|je loge|je vis|j'habite|je suis hébergée?|je squatte|"
    r"i'?m staying|i am staying|i'?ve been staying|i'?m sleeping|i'?m crashing|i'?ve been crashing|i'?m living|"
    r"śpię|nocuję|mieszkam|zatrzymał[ae]m się|pomieszkuję|me quedo|duermo|vivo|estoy viviendo|estoy durmiendo|"
    r"ночую|живу|сплю|зупинил(?:ася|ся)|остановил(?:ась|ся)|тимчасово живу)"
    r"(?:\s+[^\W\d_]+){0,3}?\s+(?:bei|chez|u|with|con|en casa de|у|at (?:my|a|our) [^\W\d_]+['’]s(?: place| flat| house)?)"
    r"(?!\w)[^.!?\n]{0,60}$"))


def cued_home(text: str, before: str, a_start: int, a_end: int) -> int:
    """Where in `before` (the 80 characters before the address at text[a_start:a_end]) a person's name starts whose
    home the message says the address is, or -1 (see the module's doc)."""
    base = _base()
    stay = _STAY.search(before)
    if stay and not base._is_placeholder(text, None, (a_start, a_end)):
        return stay.start()
    m = base._CONNECTOR_BEFORE_ADDRESS.search(before)
    lead_only = False  # a bare preposition or a past home: only a role or a relative before the name says whose
    if m is None:
        m = _name_prep().search(before)
        lead_only = True
    if m is None:  # typed in lower case: "kartke do tescia zenon pietrak ul lipowa 9" (the relative right before it)
        m = base._LOWER_NAME_BEFORE_ADDRESS.search(before)
        if m is None or m.group("first").lower() in _VENUES or m.group("last").lower() in _VENUES:
            return -1
        r = _relative().search(before, max(0, m.start() - 25), m.start())
        if r is None or before[r.end():m.start()].strip(" ,:") != "":
            return -1  # (not "grandma said the town hall, 1 market square")
        lead_only = True
    if not m or not base._is_person_name(m.group("first"), m.group("last")):
        return -1
    first, last = m.group("first"), m.group("last")
    if first.lower() in base._NOT_A_NAME or last.lower() in base._NOT_SURNAME:
        return -1
    line_start = before.rfind("\n", 0, m.start()) + 1
    w = _INSTITUTION_BEFORE.search(before, line_start, m.start())
    if w and (w.group(1)[0].isupper() or w.group(1).lower() in _VENUES) and not (
            base._RELATIVE.fullmatch(w.group(1)) or _ROLE_BEFORE.search(before, line_start, m.start())):
        return -1  # "Collège Jean Moulin, 12 avenue ...", "Hotel Maria Cristina, Paseo ..."
    lead = before[max(line_start, m.start() - 40):m.start()]
    cued = bool(_ROLE_BEFORE.search(lead) or _relative().search(lead) or _MORE_KIN.search(lead)
                or (_PICKUP_BEFORE.search(lead) and not _branch_name(text, first, last, a_end)))
    if not cued and not lead_only:
        stop = text.find("\n", a_end)
        after = text[a_end:min(a_end + 100, stop if stop >= 0 else len(text))]
        cued = bool(_relative().search(after) or _MORE_KIN.search(after) or _PERSON_AFTER.search(after))
    if not cued or base._is_placeholder(text, first + " " + last, (a_start, a_end)):
        return -1
    return m.start()


speed_up(globals())
