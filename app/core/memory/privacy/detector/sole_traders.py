"""A named person who trades under their own name (round 13): their business's tax or registry number (NIP,
REGON, Steuernummer, NIF, SIRET) is theirs - "pan Dariusz Kaczmarek prowadzi działalność pod REGON ...", "Frau
Albrecht ist selbstständig, Steuernummer ...", "Lucía Gil es autónoma, NIF ...", "M. Roux est auto-entrepreneur,
SIRET ...", "пан Ковальчук зареєстрований як ФОП, РНОКПП ...".

numbers.py lets a company's number go (an invoice's, a supplier's); it asks here whether the words before the
keyword name a person and say, after the name, that this person runs the business alone.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_UP = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ"
_LOW = "a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\\-"
# a person: a title and a surname, or a known given name and a surname
_PERSON = re.compile(
    rf"(?<!\w)(?:(?i:mr|mrs|ms|pan|pani|herr|herrn|frau|señor|señora|sr|sra|monsieur|madame|mme|m|пан|пані)\.?\s+"
    rf"(?:[{_UP}][{_LOW}]+\s+)?[{_UP}][{_LOW}]+|(?P<first>[{_UP}][{_LOW}]+)\s+[{_UP}][{_LOW}]+)"
)
# runs the business alone, said after the name (on lower-cased text)
_TRADES_ALONE = re.compile(
    r"prowadz\w* (?:\w+ )?(?:jednoosobow\w* )?działalnoś\w*|działalnoś\w* gospodarcz\w*|działalnoś\w* gosp\b|dział\. gosp\b|"
    r"(?:is|works as) (?:a )?(?:sole trader|self-employed|freelancer)|runs? (?:a |his |her |their )?(?:own )?"
    r"(?:one-(?:man|woman|person) |sole-trader )?business|selbstst[äa]ndig\w*|freiberuf\w*|einzelunternehm\w*|"
    r"(?:es|trabaja como) aut[oó]nom[oa]|por cuenta propia|(?:est|travaille comme) (?:auto|micro)-?entrepreneu\w*|"
    r"(?:є|зареєстрован\w* як) фоп|фізичн\w* особ\w*-підприєм\w*|"
    # (round 21) a record's or a register's tag for the same: "(osoba fiz., JDG)", "type=natural person", "persona física",
    # "personne physique", "Einzelunternehmen", "ФОП", "ИП"
    r"osob\w* fiz\w*|\bjdg\b|jednoosobow\w*|natural person|sole (?:trader|proprietor\w*)|einzelunternehm\w*|"
    r"nat[üu]rliche person|persona f[ií]sica|personne physique|entrepreneur individuel|entreprise individuelle|"
    r"\bфоп\b|фізичн\w* особ\w*|физическ\w* лиц\w*|\bип\b"
)


def sole_trader_named(text: str, start: int) -> bool:
    """A person named in the 120 characters before `start` and, after the name, said to trade alone."""
    window_start = max(0, start - 120)
    low = ""
    for m in _PERSON.finditer(text, window_start, start):
        if m.group("first") is not None and m.group("first") not in FIRST_NAMES:
            continue
        low = low or text[:start].lower()
        if _TRADES_ALONE.search(low, m.end(), start):
            return True
    return False


# (round 31) the writer's own data listed for a contract or a form: "Do umowy B2B wpisz moje dane: Kamil ..., NIP PL...",
# "use my details for the invoice: ...", "meine Daten für den Vertrag: ...", "mis datos: ...", "mes coordonnées : ...",
# "мої реквізити: ...", "мои данные: ..." - the number among them is the writer's (a sole trader's) own
_OWN_DATA = re.compile(
    r"(?<![^\W\d_])(?:my (?:own )?(?:details|data|company details|business details|billing details)|"
    r"moje (?:dane|informacje)|mojej firmy|meine (?:daten|angaben|firmendaten|rechnungsdaten)|"
    r"mis datos|mes (?:coordonn[ée]es|donn[ée]es|informations|infos)|"
    r"мої (?:дані|реквізити)|мо[иї] (?:данные|реквизиты)|"
    # (round 41) the writer's own invoice, its footer or letterhead, their e-mail signature: "Formatier meine
    # Rechnungsfußzeile: \"Jonas Wendt, Grafikdesign, ..., USt-IdNr. DE...\"", "my invoice footer", "stopka mojej faktury",
    # "el pie de mis facturas", "le pied de mes factures", "мій підпис у рахунках" - a paper that speaks for the writer
    r"my (?:own )?(?:invoices?|invoice (?:footer|header|template)|footer|letterhead|e-?mail signature|signature)|"
    r"moj\w* (?:faktur\w*|stopk\w*|nagłówk\w*|podpis\w*)|(?:stopk\w*|nagłówk\w*) (?:moj\w*|moich) faktur\w*|"
    r"mein\w* (?:rechnung\w*|fu(?:ß|ss)zeile\w*|briefkopf\w*|signatur\w*|e-mail-signatur\w*)|"
    r"mis facturas|mi factura|(?:pie|encabezado|membrete) de (?:mis|mi) factura\w*|mi membrete|mi firma de correo|"
    r"mes factures|ma facture|(?:pied|en-t[êe]te) de (?:mes|ma) facture\w*|mon en-t[êe]te|mon pied de page|"
    r"ma signature(?: de (?:mail|courriel|e-mail))?|"
    r"мо\w* (?:рахунк\w*-фактур\w*|підпис\w*|бланк\w*)|мо\w* (?:сч[её]т\w*-фактур\w*|подпис\w*|бланк\w*))"
    r"(?![^\W\d_])[^.!?\n]{0,120}$"
)


def own_data_before(low: str, start: int) -> bool:
    """The writer's own data listed before `start` in its sentence (lower-cased text): "wpisz moje dane: ..., NIP"."""
    return _OWN_DATA.search(low, max(0, start - 160), start) is not None


# (round 21) a trader's paper opens with the trader's name, maybe a trade, then the number: "Devis : Hugo Marchand,
# plombier, SIRET ...", "Rechnung von Jonas Keller, Fliesenleger, Steuernummer ...", "Lucía Ortega, pintora, NIF ..."
_NAME_THEN_TRADE = re.compile(
    rf"(?<![\w.])(?P<first>[{_UP}][{_LOW}]+)\s+[{_UP}][{_LOW}]+\s*(?:[,:(\-–]\s*(?:[^\W\d_][\w\-']*\s*){{0,2}})?[,:)\-–]?\s*$"
)
# a company's legal form or an organisation's word right after the name ("Anna Weber GmbH", "Jan Nowak Sp. z o.o.")
_NOT_PERSON_AFTER = re.compile(r"(?i)\b(?:gmbh|ag|ltd|limited|llc|inc|plc|sarl|sas|sasu|eurl|s\.?l\.?|s\.?a\.?|sp\.|spółk\w*|"
                               r"тов|ооо|kg|ohg|e\.k\.|co\.?|&)\b")


def trader_named_before(text: str, start: int) -> bool:
    """A known given name and a surname right before the business keyword at `start`, at most a two-word trade
    between them: the paper of a person trading under their own name (a sole trader's number names the person)."""
    m = _NAME_THEN_TRADE.search(text, max(0, start - 60), start)
    return m is not None and m.group("first") in FIRST_NAMES and not _NOT_PERSON_AFTER.search(text, m.start(), start)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
