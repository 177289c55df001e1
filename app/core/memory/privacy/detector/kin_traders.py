"""A business number that a relative holds (round 27): "Siostra jest na działalności, jej NIP to ...", "Ma sœur est
micro-entrepreneuse ; son numéro fiscal ...", "Mein Sohn ist Einzelunternehmer, das Krankenhaus fragt nach seiner
Steuernummer ...", "Мама — ФОП, її РНОКПП ...", "the NIP of my sister ...".

A sole trader's tax number names the person. numbers.py lets NIP, Steuernummer, "numéro fiscal" ... go as an
organisation's when a company, a public body (a hospital, the tax office, a bank) or a supplier is named near the
keyword; it already keeps the writer's own ("mój NIP") and a NAMED person's ("Bogdan Pietrzak, jego REGON"). The
owner here is a relative named by a kinship word, in the same sentence: a third person's possessive right before the
keyword ("jej", "her", "seiner", "su", "son", "її", "её") with the relative earlier in the sentence, or the relative
right after the keyword ("NIP siostry", "Steuernummer meiner Mutter", "el NIF de mi madre", "РНОКПП сестри"); (round 49,
rids) or the relative said earlier in the sentence to run a trade ("Tata ma wciąż otwartą firmę, NIP ...").

Green limits: a company's legal form in the sentence ("firma brata, spółka z o.o., jej NIP ...": the company's), the
possessive without a relative before it ("the supplier ... its tax number"), a relative who is the customer of a firm
("mama kupiła w sklepie, jego NIP ...": "jego" is the shop's, not the mother's - the possessive must agree with no
noun in between that is an organisation's).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# kinship words of the seven languages (lower-cased text; inflected forms by their stems)
_KIN = (
    # (not "son": the French possessive - "le SIREN de son entreprise")
    r"sister|brother|mum|mom|mother|dad|father|husband|wife|partner|daughter|aunt|uncle|grandma|grandmother|"
    r"grandpa|grandfather|cousin|niece|nephew|\w+-in-law|"
    r"siostr\w*|brat|brata|bratu|bratem|mam[aąieyo]|mamusi\w*|tat[aąieyo]|tacie|mąż|męż\w*|żon[aąieyo]|córk\w*|cork\w*|"
    r"syn|syna|synowi|synem|cioci\w*|ciocia|wujek|wujk\w*|babci\w*|babcia|dziadek|dziadk\w*|teściow\w*|teść|teścia|"
    r"kuzyn\w*|szwagier\w*|szwagr\w*|szwagierk\w*|bratow\w*|"
    r"schwester|bruder|mutter|mama|vater|papa|mann|ehemann|ehefrau|frau|sohn|tochter|tante|onkel|oma|opa|"
    r"schwager|schwägerin|schwiegermutter|schwiegervater|cousine|"
    r"herman[oa]s?|madre|padre|mamá|papá|marido|mujer|espos[oa]|hij[oa]s?|tí[oa]|abuel[oa]|prim[oa]|suegr[oa]|cuñad[oa]|"
    r"sœur|soeur|frère|frere|mère|mere|père|pere|maman|mari|femme|épouse|fils|fille|tante|oncle|grand-mère|grand-père|"
    r"cousine?|belle-sœur|belle-soeur|beau-frère|belle-mère|beau-père|conjointe?|"
    r"сестр\w*|брат\w*|мам\w*|тат\w*|батьк\w*|мати|матір\w*|чолові\w*|дружин\w*|син|сина|синові|сином|донь\w*|доч\w*|"
    r"тітк\w*|дядьк\w*|бабус\w*|дідус\w*|свекр\w*|тещ\w*|кум|кума|куму|"
    r"пап\w*|отец|отц\w*|мать|матер\w*|муж|мужа|мужу|жен[аыеу]|сын\w*|тёт\w*|тет[яиеу]|дяд\w*|бабушк\w*|дедушк\w*|тёщ\w*"
)
_KIN_RE = re.compile(r"(?<![\w\-])(?:" + _KIN + r")(?![\w\-])")
# a third person's possessive right before the keyword (maybe "own", a preposition's case form in German)
_THEIRS = re.compile(
    r"(?<![\w])(?:her|his|jej|jego|ihre|ihren|ihrer|ihrem|ihr|seine|seinen|seiner|seinem|sein|su|sus|son|sa|її|його|"
    r"её|ее|его)(?:\s+(?:own|własny|eigene\w*|propio|propre|власний|собственный))?\s+\Z"
)
# the relative right after the keyword: "NIP siostry", "Steuernummer meiner Mutter", "le numéro fiscal de ma sœur"
_KIN_AFTER = re.compile(
    r"\s*(?:(?:of|de|du|von|der|des|z)\s+)?(?:(?:my|mi|mis|ma|mon|mes|meine[rsnm]?|mojej|mojego|mojej|mego|моєї|мого|моей|моего)\s+)?"
    r"(?:" + _KIN + r")(?![\w\-])"
)
# a company's legal form (as documents.LEGAL_ENTITY reads them; not imported: documents.py asks here, via
# owned_business_ids.py)
LEGAL_ENTITY = re.compile(
    r"sp\. ?z ?o\.? ?o|\bz ?o\.o\b|spółk\w* z ograniczon\w*|spółk\w* akcyjn\w*|\bs\.a\.|\bgmbh\b|\bag\b|\bltd\b|"
    r"\blimited\b|\bllc\b|\binc\b|\bplc\b|\bs\.l\.|\bsarl\b|\bsas\b|\bsasu\b|\bsociedad limitada\b|\bтов\b|\bооо\b|"
    r"\bllp\b|\bohg\b|\bgbr\b|\beurl\b|\bsp\. ?j\.|\bsp\. ?k\.|\bs\.r\.l\.|\bb\.v\."
)
_SENTENCE_END = re.compile(r"[.!?\n]\s")
# words that say the possessive's noun is an organisation between the relative and the keyword ("mama kupiła w
# sklepie, jego NIP", "my dad's landlord ... his tax number")
_ORG_BETWEEN = re.compile(
    r"(?<![\w])(?:sklep\w*|firm[aąieyo]\w*|company|shop|store|landlord|supplier|vendor|geschäft\w*|laden|firma|"
    r"lieferant\w*|vermieter\w*|tienda|empresa|proveedor\w*|casero|magasin|boutique|fournisseur\w*|propriétaire|"
    r"магазин\w*|фірм\w*|компан\w*|постачальник\w*|поставщик\w*|орендодав\w*|арендодател\w*|"
    r"wynajmując\w*|dostawc\w*|sprzedawc\w*|seller)(?![\w])"
)

# ... unless the relative runs it: "Mama prowadzi sklepik, jej NIP ...", "my dad runs a shop, his tax number ..."
# (round 43) or ran it once, opened or closed it: "Mama zamknęła sklepik w 2009, jej NIP ...", "dad closed his shop in
# 2015, his tax number ...", "Papa hat seinen Laden aufgegeben", "mi madre cerró la tienda", "мама закрила магазин"
_RUN_VERBS = (r"prowadz\w*|ma|runs?|owns?|has|führt|hat|betreibt|lleva|tiene|regenta|gère|gere|tient|a|"
                   r"веде|має|керує|ведёт|ведет|держит|имеет|"
                   r"prowadzi(?:ł|l)\w*|mia(?:ł|l)\w*|zamkn\w*|zamyka(?:ł|l)\w*|otworzy(?:ł|l)\w*|zlikwidowa(?:ł|l)\w*|"
                   r"ran|had|closed|shut|opened|owned|wound up|hatte|führte|schloss|schloß|eröffnete|"
                   r"llevaba|tenía|tenia|tuvo|cerró|cerro|abrió|abrio|avait|tenait|gérait|gerait|a fermé|a ferme|"
                   r"a ouvert|fermé|ferme|вела|вів|мала|мав|закрила|закрив|відкрила|відкрив|вел|имела|имел|держала|"
                   r"держал|закрыла|закрыл|открыла|открыл")
_RUNS = re.compile(r"(?<![\w])(?:" + _RUN_VERBS + r")\s+(?:\w+\s+){0,2}\Z")
# (round 49, rids) the relative runs a one-person trade told before the keyword, with no possessive on it: "Tata ma
# wciąż otwartą firmę, NIP ...", "Mama prowadzi działalność, NIP ...", "my dad has a small plumbing business, EIN ...",
# "Papa hat noch sein Gewerbe, Steuernummer ...", "Мама має ФОП, РНОКПП ..."
_KIN_RUNS = re.compile(
    r"(?<![\w\-])(?:" + _KIN + r")(?![\w\-])[^.!?\n]{0,30}?(?<![\w])(?:" + _RUN_VERBS + r")\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:firm\w*|działalno\w*|dzialalno\w*|jdg|sklep\w*|warsztat\w*|business|shop|gewerbe|betrieb|laden|werkstatt|"
    r"negocio|taller|tienda|entreprise|commerce|atelier|фоп|фірм\w*|бізнес\w*|магазин\w*|ип|бизнес\w*)(?![\w])")


def _org_between(low: str, start: int, end: int) -> bool:
    return any(not _RUNS.search(low, max(start, m.start() - 30), m.start()) for m in _ORG_BETWEEN.finditer(low, start, end))


def kin_holder(low: str, kw_start: int, kw_end: int) -> bool:
    """The business keyword at low[kw_start:kw_end] is a relative's: their possessive before it with the relative
    earlier in the sentence, or the relative right after it (lower-cased text)."""
    begin = max(0, kw_start - 140)
    for stop in _SENTENCE_END.finditer(low, begin, kw_start):
        begin = stop.end()
    if _KIN_AFTER.match(low, kw_end, min(len(low), kw_end + 40)):
        return not LEGAL_ENTITY.search(low, begin, min(len(low), kw_end + 60))
    possessive = _THEIRS.search(low, max(begin, kw_start - 22), kw_start)
    if possessive is None:
        runs = _KIN_RUNS.search(low, begin, kw_start)
        return runs is not None and not _org_between(low, runs.end(), kw_start) \
            and not LEGAL_ENTITY.search(low, begin, min(len(low), kw_end + 60))
    kin_end = -1
    for kin in _KIN_RE.finditer(low, begin, possessive.start()):
        kin_end = kin.end()
    if kin_end < 0:
        return False
    return not _org_between(low, kin_end, possessive.start()) \
        and not LEGAL_ENTITY.search(low, begin, min(len(low), kw_end + 60))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
