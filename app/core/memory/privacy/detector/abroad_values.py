"""Numbers that travellers, emigrants and seasonal workers read off papers and offices (round 18, set broad-zm).

- `business_holder`: numbers.py asks it whether a Polish NIP / REGON keyword names a business by its common noun (an
  agency, a travel agency or tour operator, a carrier, an insurer, a language school, the employer that hires the
  writer): "Agencja pracy tymczasowej ma NIP ...", "REGON biura podróży to ...", "Przewoźnik busów ma NIP ...", "the
  software house hiring me lists NIP ...", "У польской фирмы по найму NIP ...". A person's own number ("mój NIP")
  is never the business's.
- `mission_account`: an embassy's or a consulate's account for its fees ("Ambasada RP podaje do opłat konsularnych
  konto ...", "Le consulat affiche son compte pour les droits de chancellerie ...", "Консульство вказує рахунок для
  консульського збору ...").
- `aid_paid_into`: the account an organisation pays aid, a benefit or wages into ("Рахунок у BBVA для допомоги від
  Cruz Roja: ES..", "my account for the benefit from the Jobcenter"): the receiver's own, however public the payer.
- `year_slash_number`: "numer 2026/00871" - a file's or an appointment's number (the year, a slash, the serial), not
  a phone however it is introduced.
- `reject_application_refs`: the learned model need not score an application's, an appointment's or a file's
  reference ("Numéro de demande de visa pour l'Inde : 2026FRA00041221", "Antragsnummer für das US-Visum ist
  AA00BCD1EF", "Номер заявки на kartę pobytu: WSC-II-S.6151.12345.2026", "Cita ... confirmada: número 12-2026-004418").
"""
from __future__ import annotations

import re

# ---------------------------------------------------------------- a business's NIP / REGON by its common noun

# (lower-cased text) businesses travellers and seasonal workers deal with, named by what they do
_BUSINESS_NOUN = re.compile(
    r"\b(?:agency|agencies|agencj\w*|\w*agentur\w*|agencias?|agences?|агенці\w*|агентств\w*|"
    r"biur\w* (?:podróży|podrozy|turystyczn\w*|rachunkow\w*|pośrednictwa\w*)|reiseb[üu]ro\w*|reiseveranstalter\w*|"
    r"tour operators?|touroperator\w*|travel agents?|agencia de viajes|agence de voyages?|voyagiste\w*|"
    r"turoperator\w*|туроператор\w*|турагент\w*|турфірм\w*|турфирм\w*|"
    r"przewoźni\w*|przewozni\w*|carriers?|transportista\w*|transporteur\w*|spedyc\w*|spedit\w*|перевізник\w*|"
    r"перевозчик\w*|(?:bus|coach|ferry|shipping|removal|moving) compan\w*|busunternehm\w*|"
    r"ubezpieczyciel\w*|insurers?|versicherer\w*|aseguradora\w*|assureur\w*|страховик\w*|страхов\w* компан\w*|"
    r"pracodawc\w*|employers?|arbeitgeber\w*|empleador\w*|employeur\w*|роботодав\w*|работодател\w*|"
    r"software house|hiring me|zatrudni\w* mnie|stellt mich ein|me contrata\w*|m'embauche\w*|наймає мене|"
    r"szkoł\w* językow\w*|sprachschule\w*|language school|escuela de idiomas|[ée]cole de langues?|"
    r"hostel\w*|pensjonat\w*|kemping\w*|camping\w*|guest ?house\w*|gasthaus|gasthof|pensi[oó]n|auberge\w*|"
    r"хостел\w*|готел\w*|гостиниц\w*|"
    r"фирм\w*|компани\w*|pośrednik\w*|pośrednictw\w*|vermittl\w*|intermediar\w*|посередник\w*|посредник\w*)\b"
)
# a person's own number: "mój NIP", "my REGON", "mein ..." right before the keyword
_OWN_BEFORE = re.compile(
    r"\b(?:my|mój|moj\w*|mein\w*|mi|mon|мій|моя|мой|мого|моего|swój|swoj\w*)\s(?:\w+\s)?$"
)


# the business asks for the number: "Agencja pracy prosi o NIP ...", "the agency needs the NIP" - the writer's own
_ASKS = re.compile(
    r"\b(?:pros\w*|poprosi\w*|potrzeb\w*|wymaga\w*|chc\w*|żąda\w*|ask\w*|need\w*|want\w*|requir\w*|request\w*|"
    r"verlang\w*|brauch\w*|will|fordert|pid\w*|necesit\w*|exig\w*|demand\w*|réclam\w*|проси\w*|потрібн\w*|вимага\w*|"
    r"нужен|нужн\w*|требу\w*|хоч\w*|хоч\w*)\b"
)


def asks_for(head: str) -> bool:
    """The lower-cased clause before a tax keyword says a body asks for the number (so it is the writer's)."""
    return _ASKS.search(head) is not None


def business_holder(low: str, kw_start: int, kw_end: int) -> bool:
    """The NIP / REGON keyword at kw_start:kw_end is a business's, named by its common noun in the same clause."""
    head = low[max(0, kw_start - 70):kw_start]
    for stop in (". ", "! ", "? ", "\n"):
        cut = head.rfind(stop)
        if cut >= 0:
            head = head[cut + len(stop):]
    if _OWN_BEFORE.search(head[-24:]) or asks_for(head):
        return False
    tail = low[kw_end:kw_end + 40]
    return bool(_BUSINESS_NOUN.search(head) or _BUSINESS_NOUN.match(tail.lstrip(" :")) or
                _BUSINESS_NOUN.search(tail, 0, 28) and re.search(r"\d", tail[:28]) is None)


# ---------------------------------------------------------------- an embassy's or a consulate's account

_MISSION = re.compile(
    r"\b(?:ambasad\w*|embass\w*|botschaft\w*|embajada\w*|ambassade\w*|посольств\w*|"
    r"konsulat\w*|consulat\w*|consulate\w*|consulado\w*|generalkonsulat\w*|консульств\w*|"
    r"konsularn\w*|consular|konsular\w*|consulaire\w*|консульськ\w*|консульск\w*|droits de chancellerie)\b"
)


def mission_account(near: str) -> bool:
    """`near`: the lower-cased words of the sentence before the account (numbers.py cuts it)."""
    return _MISSION.search(near) is not None


# ---------------------------------------------------------------- aid paid into somebody's account

# "для допомоги від Cruz Roja", "for the benefit from the council", "na zasiłek z urzędu", "für das Kindergeld von der
# Familienkasse", "para la ayuda de Cruz Roja", "pour l'aide de la CAF": the payer pays into the account
_AID_FROM = re.compile(
    r"\b(?:для|на|for|na|f[üu]r|para|pour)\s(?:the\s|das\s|die\s|den\s|la\s|el\s|l'|le\s)?"
    r"(?:aid|help|benefits?|allowance|grant|scholarship|допомог\w*|виплат\w*|стипенді\w*|пособи\w*|помощ\w*|выплат\w*|"
    r"стипенди\w*|pomoc\w*|zasił\w*|stypendi\w*|świadczeni\w*|hilfe|unterst[üu]tzung|kindergeld|b[üu]rgergeld|"
    r"stipendium|leistung\w*|ayudas?|subsidio|prestaci[oó]n\w*|beca|aides?|allocations?|bourse)\b"
    r"[^.!?\n]{0,30}?\b(?:від|от|from|od|z|von|vom|der|de|del|du|des)\b"
)
_DONATION = re.compile(
    r"\b(?:don\w*|donat\w*|spend\w*|wpłat\w*|datk\w*|zbiórk\w*|пожертв\w*|внес\w*|collect\w*|sammel\w*|recaud\w*)"
)


def aid_paid_into(near: str) -> bool:
    """The account before which `near` (lower-cased) says an organisation pays aid or a benefit into it."""
    return _AID_FROM.search(near) is not None and _DONATION.search(near) is None


# ---------------------------------------------------------------- the documentation's sample NIR on a sample form

# the NIR the French administration's and Wikipedia's examples print ("1 85 05 78 006 084 91")
_SAMPLE_NIRS = frozenset({"185057800608491"})
_SAMPLE_TALK = re.compile(
    r"exemple|example|sample|specimen|sp[ée]cimen|mod[èe]le|ejemplo|muster|beispiel|wz[oó]r|przykład|зраз|приклад|пример"
)


def sample_talk(low: str) -> bool:
    """The lower-cased message calls what it shows an example, a sample or a specimen."""
    return _SAMPLE_TALK.search(low) is not None


def sample_nir(compact: str, low: str) -> bool:
    """`compact`: a NIR's 15 digits; `low`: the lower-cased message, which has to call its form an example."""
    return compact in _SAMPLE_NIRS and _SAMPLE_TALK.search(low) is not None


# ---------------------------------------------------------------- a fragment said to be one

# (lower-cased text) right before a keyword's value: "NIR starts with 1 85 05", "Steuer-ID beginnt mit 86 095"
_PARTIAL_BEFORE = re.compile(
    r"(?:\b(?:starts?|begins?|starting|beginning) with|\bends? (?:in|with)|\bending(?: in| with)?|\bcommence par|"
    r"\bse termine par|\bfinit par|\bzaczyna się (?:od|na)|\bkończy się na|\bbeginnt mit|\bendet (?:mit|auf)|"
    r"\bempieza (?:por|con)|\btermina en|\bacaba en|починається з|закінчується на|начинается с|заканчивается на)"
    r"\s*:?\s*[\"'„“«]?(?:\.{2,}|…|[*•x]{2,})?\s*$"  # (round 31) "finit par ...045 12": the masked part shown
)


def said_partial(low: str, kw_end: int, value_start: int) -> bool:
    """The words between a keyword (ending at kw_end) and its value say the value is its start or its end."""
    return _PARTIAL_BEFORE.search(low, max(kw_end, value_start - 30), value_start) is not None


# ---------------------------------------------------------------- a file's number: the year, a slash, the serial

_YEAR_SLASH = re.compile(r"(?:19|20)\d\d/\d{3,}$")


def year_slash_number(cand: str) -> bool:
    return _YEAR_SLASH.match(cand) is not None


# ---------------------------------------------------------------- references the learned model need not score

# the application's, appointment's or file's number word (lower-cased text), then the value in the same clause
_APPLICATION_REF = re.compile(
    r"(?:\b(?:n[uú]mero|num[ée]ro|numer\w*|nr\.?|number|no\.?|номер\w*|n[°º])\s(?:de\s|d[eu]\s|of\s|the\s|your\s|my\s|"
    r"mi\s|mon\s|ma\s|mój\s|moj\w*\s|мо\w+\s)?(?:la\s|l'|el\s|la\s)?"
    r"(?:solicitud\w*|demande\w*|dossier\w*|expediente\w*|wniosk\w*|application\w*|заявк\w*|заяв\w*|звернен\w*|"
    r"cita\w*|rendez-vous|appointment\w*|wizyt\w*|rezerwacj\w*|запис\w*|termin\w*)|"
    r"\b(?:antrags?-?(?:nummer|nr\.?)|vorgangsnummer|terminnummer|bearbeitungsnummer|application (?:number|no\.?|id|ref\w*)|"
    r"wniosek (?:nr|numer)|заявк\w* №|cita (?:n[uú]mero|n[°º])|gwf|vfs)"
    r"|\b(?:cita|appointment|rendez-vous|termin|wizyt\w*|запис\w*)\b[^.!?\n\d]{0,60}?"
    r"\b(?:n[uú]mero|num[ée]ro|numer|nummer|number|номер)\b)"
    r"[^.!?\n\d]{0,50}?[\s:#№]$"
)
_SECRET_WORDS = re.compile(
    r"(?:passw|hasł|haslo|contrase|mot de passe|парол|\bpin\b|\bcode\b|\bkod|c[oó]digo|\bкод|token|clave|\bkey\b|"
    r"iban|konto|account|cuenta|compte|рахун|счет|сч[её]т|pesel|passport|paszport|pasaporte|passeport|reisepass|"
    r"паспорт|dni|nie\b|nif|nir|ssn|steuer-?id|rnokpp|рнокпп|ipn)"
)
_REF_VALUE = re.compile(r"(?=[\w\-/.]*\d)[A-Za-z0-9][\w\-/.]{4,40}[A-Za-z0-9]")


# a company register's number, named as such: "Company number of the letting agent: 09446231", "Companies House",
# "registered in England no.", "CRO number", "KvK-nummer", "número de registro mercantil", "numéro RCS"
_COMPANY_REGISTER = re.compile(
    r"(?:\bcompany (?:number|no\.?|registration(?: number| no\.?)?|reg\.? no\.?)|\bcompanies house|"
    r"\bregistered in (?:england|scotland|wales|ireland|northern ireland)(?: and wales)?(?: (?:no\.?|number))?|"
    r"\bcro (?:number|no\.?)|\bkvk(?:-?nummer)?|handelsregister\w*|registro mercantil|\brcs\b)"
    r"[^.!?\n\d]{0,50}?[\s:#№]$"
)


def reject_application_refs(text: str, low: str, claimed) -> None:  # noqa: ANN001 - context.Claims
    """Values named as an application's, an appointment's, a file's or a company register's number: decided not
    private, so the learned model does not score them (identifiers.py calls this only when the rules found nothing)."""
    for m in _REF_VALUE.finditer(text):
        head = low[max(0, m.start() - 110):m.start()]
        if not head.endswith((" ", ":", "#", "№")):
            continue
        if _COMPANY_REGISTER.search(head) and not _SECRET_WORDS.search(head[-40:]):
            claimed.reject(*m.span())
            continue
        ref = _APPLICATION_REF.search(head)
        if ref is None or _SECRET_WORDS.search(head, ref.start()):
            continue
        claimed.reject(*m.span())


def may_have_application_ref(low: str) -> bool:
    """Cheap substring gate for `reject_application_refs` (most messages hold none of these stems)."""
    return ("solicitud" in low or "demande" in low or "dossier" in low or "expediente" in low or "wniosk" in low
            or "applica" in low or "заяв" in low or "звернен" in low or "cita" in low or "rendez" in low
            or "appointment" in low or "wizyt" in low or "rezerwac" in low or "запис" in low or "termin" in low
            or "antrag" in low or "vorgang" in low or "bearbeitung" in low or "gwf" in low or "vfs" in low
            or "compan" in low or "registered in" in low or "cro " in low or "kvk" in low or "register" in low
            or "rcs" in low)


# (no speed_up here: every pattern runs behind a cheaper test at its call site, and rewriting them cost ~0.1 s of
# import time for nothing)
