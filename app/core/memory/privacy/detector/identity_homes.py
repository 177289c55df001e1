"""More ways a home address is tied to a person, read by identity.find_identity (which finds the addresses):

- a letter's sender line: "From: Gareth Pryce, 27 Heol ..., Cardiff CF14 6RD", "Absender: Jonas Keller, ...",
  "Od: Marta Wiśniewska, ...", "Remitente: ...", "Expéditeur : ...", "Від: ...", or its sign-off with the name and
  the address under it ("Yours sincerely,\nBronwen Hughes\n41 Heol Y Nant, ...") - the writer's own address,
  whatever their given name;
- a person at an address: "a card to mrs. evelyn cho at 9 larkspur close", "chez Marie Dupont, 12 rue ...",
  "bei Familie Yilmaz, Am Kanal 5", "en casa de Manuel Gil, calle ..." (a title, "family" or a known given name);
  Round 48 (rlinks): a family by its surname heading the address with no "at" - a nanny's ad, a form ("familia
  Etxeberria, calle ...", "rodzina Nowickich, ul. ...", "сім'я Мельників, вул. ...", "The Okonkwo family, 27 ...");
- a relatives' home: "en casa de los abuelos, manuel y pilar, calle ancha 9", "at my grandparents', 14 ...",
  "u dziadków na ...", "bei meinen Großeltern in der ...", "chez mes grands-parents au ...", "у бабусі на ...";
- an address with a UK postcode, its street named without a type ("27 Heol Llanishen Fach, Cardiff CF14 6RD"),
  and a street said after "we live"/"wohnen" without its type ("wir wohnen jetzt am kanal 5 in oranienburg").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.vocab import names as v

_UP = name_letters.UP_WIDE  # (round 46: Turkish, Romanian, Hungarian names - "Serkan Yıldız")
_LOW = name_letters.LOW_WIDE
_WORD = rf"[{_UP}][{_LOW}'’\-]+"

_SENDER = re.compile(  # (or a letter's sign-off, the name on the next line: "Yours sincerely,\nBronwen Hughes\n41 ...")
    r"(?i:(?<!\w)(?:from|sender|od|nadawca|von|absender|de|remitente|exp[ée]diteur|від|відправник|от|отправитель)"
    r"[^\S\n]*:|(?<!\w)(?:yours (?:sincerely|faithfully|truly)|kind regards|best regards|best wishes|regards|"
    r"pozdrawiam\w*|z poważaniem|mit freundlichen grüßen|viele grüße|liebe grüße|atentamente|un saludo|saludos|"
    r"cordialement|bien à vous|з повагою|с уважением)[^\S\n]*[,.!]?[^\S\n]*\n)[^\S\n]*(?P<who>" + _WORD + r"(?:[^\S\n]+" + _WORD + r"){1,2})[^\S\n]*[,;\n][^\S\n]*$"
)
_TITLE = r"mr|mrs|ms|miss|dr|frau|herrn?|familie|family|famille|familia|rodzin\w*|pa[nń]stw\w*|pani|pan|sr|sra|señora?|" \
         r"don|doña|mme|madame|monsieur|пан|пані|родин\w*|сім['’]я|сім['’]ї|семь[яи]|семейство"
# (round 48, rlinks) a family by its surname right before the address, as a nanny's or a cleaner's ad, a sign-up form
# or a letter heads it - no "at": "Anuncio: familia Etxeberria, calle Autonomía 31, 4ºB, Bilbao", "Ogłoszenie: rodzina
# Nowickich, ul. Szarotki 8", "сім'я Мельників, вул. Антоновича 112, кв. 45", "famille Okonkwo, 27 rue des Lilas",
# "The Okonkwo family, 27 Marlowe Road" (the surname capitalised; "my family, ..." names nobody)
_FAMILY_TITLE = re.compile(r"(?i)famil\w*|rodzin\w*|родин\w*|сім['’][яї]|семь[яи]|семейство")
_FAMILY_AFTER = LazyPattern(rf"(?<![\w-])[Tt]he\s+(?P<name>{_WORD})\s+(?i:family)\s*,\s*$")
_AT = r"at|chez|bei|en casa de|a casa de|u|у"
# "mrs. evelyn cho at ", "chez Marie Dupont, ", "bei Familie Yilmaz, " (the name in any case)
_PERSON_AT = re.compile(
    rf"(?i)(?<!\w)(?:(?P<at1>{_AT})\s+)?(?:(?P<title>{_TITLE})\.?\s+)?(?P<first>[^\W\d_]{{2,}})(?:\s+(?P<last>[^\W\d_]{{2,}}))?"
    rf"\s*(?:,\s*|\s+(?P<at2>at|in|on)\s+)$"
)
_REL_PLACE = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:at|to|in|chez|bei|zu|en casa de|a casa de|u|do|у|до)\s+(?:(?:my|our|mis|los|las|mes|les|meinen|"
    r"meiner|unseren|moich|naszych|моїх|моєї|мого|наших)\s+)?"
    r"(?:grandparents|parents|in-laws|grandma|grandpa|nan|nana|mum|mom|dad|aunt|uncle|abuel[oa]s?|padres|t[ií]os|t[ií]as?|"
    r"suegros|dziadk[oó]w|rodzic[oó]w|te[sś]ci[oó]w|babci|dziadka|cioci|wujka|gro(?:ß|ss)eltern|eltern|oma|opa|"
    r"schwiegereltern|grands-parents|beaux-parents|mamie|papi|papy|tante|oncle|бабусі|дідуся|батьків|бабушки|"
    r"дедушки|родителей|тітки|дядька)(?:['’]s?|s['’])?(?:\s+(?:place|house|home))?[^.!?\n\d]{0,40}$"
))
_UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b")
_UK_INWARD = re.compile(r" \d[A-Z]{2}\b")  # the postcode's second half, a cheap first test (it opens with a space)
# "27 Heol Llanishen Fach, Cardiff CF14 6RD", "4 The Paddocks, Little Wymondley, Hitchin SG4 7JD"
_UK_ADDRESS = re.compile(  # (a street's word may be one letter: "Heol Y Felin")
    rf"\b\d{{1,4}}[A-Za-z]?,?\s+(?:[{_UP}][{_LOW}'’\-]*\s+){{0,3}}{_WORD},\s+(?:{_WORD}[ ,]+){{0,3}}?(?:{_WORD}),?\s+"
    r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b"
)
_LIVE_HOME = re.compile(fold_letters(  # on lower-cased text
    r"(?<!\w)(?:we live|i live|they live|wohnen|wohne|wohnt|mieszkamy|mieszkam|mieszkają|vivimos|vivo|viven|"
    r"nous habitons|on habite|j'habite|habitent|живемо|живу|живуть|живем|живут)\b[^.!?\n\d]{0,40}?"
    r"(?<!\w)(?:am|an der|auf der|im|in der|przy|na|en la|en el|au|на|по)\s+"
    r"(?!(?:pi[eę]trze|parterze|stock|etage|obergeschoss|floor|planta|piso|[ée]tage|поверс\w*|этаж\w*|jahr\w*|years?|"
    r"rok\w*|a[nñ]o|ann[ée]e|р[іо]к\w*|році|году|block|bloku|haus|house|casa|maison|будинку|доме)\b)"
    r"(?P<street>[^\W\d_]{3,}(?:\s+[^\W\d_]{3,})?\s+\d{1,3}[a-z]?(?:/\d{1,4})?)(?=\s*(?:[,.;!?\n]|$|\s+(?:in|w|en|à|в|у)\s))"
))


# a team's or a business's sign-off ("Kind regards,\nAcme Support Team"), not a person's
_ORG_WORDS = frozenset(
    "Team Support Service Services Office Ltd Limited GmbH Inc Company Department Customer Customers Group Studio Shop "
    "Store Sales Zespół Zespol Biuro Firma Sklep Dział Obsługa Kundenservice Abteilung Equipo Servicio Atención "
    "Équipe Equipe Service Команда Служба Відділ Отдел".split()
)


def _not_a_person(word: str | None) -> bool:
    return word is None or word in v.NOT_FIRST_NAMES or word in v.INSTITUTION_WORDS or word in _ORG_WORDS


# (round 19) a person, then their own home before its address: "the seller Josh Kline at his house, 41 Birchwood Ln",
# "Megan Hart at her flat, 12 ...", "Jonas Weber in seiner Wohnung, ...", "Lucía Marín en su casa, ...", "Paul Girard
# chez lui : ...", "Ewa Nowak z jej domu, ul. ...", "Андрій Коваль у нього вдома, вул. ..." (the name capitalised)
_OWN_PLACE = re.compile(fold_letters(
    r"(?<![\w'’])(?i:"
    r"(?:at|to|from|in|outside) (?:his|her|their) (?:own )?(?:house|home|place|flat|apartment|address)|"
    r"(?:z|do|w|u|pod|przed) (?:jego|jej|ich) (?:domu|dom|mieszkani\w*|adres\w*)|u (?:niego|niej|siebie)(?: w domu)?|"
    r"bei (?:ihm|ihr|sich)(?: zu ?hause)?|(?:in|zu|vor|an|aus) (?:seine[mnr]?|ihre[mnr]?) (?:haus|wohnung|adresse|zuhause)|"
    r"(?:en|a|de|desde) su (?:casa|piso|domicilio|direcci[oó]n)|chez (?:lui|elle|eux)|"
    r"(?:à|a|devant) (?:son|leur) (?:domicile|appartement|adresse)|"
    r"у (?:нього|неї|него|нее|неё|себе|себя) (?:вдома|дома)|до (?:нього|неї) додому|к (?:нему|ней) домой|"
    r"(?:в|біля) (?:його|її|его|ее|её) (?:будинку|квартирі|доме|квартире))"
    r"(?:\s+(?i:on|in|at|na|przy|w|in der|an der|am|en la|en el|en|au|à|на|по))?\s*[,:;–—\-]?\s*$"
))
# the person before it, in the same sentence (a few words may come between: "Ryan Cole, wants me to drop it at his
# place:", "Piotr Zając odbierze u siebie w domu,")
_PERSON_BEFORE_PLACE = re.compile(rf"(?<![\w'’])(?:(?P<title>(?i:{_TITLE}))\.?\s+)?(?P<first>{_WORD})(?:\s+(?P<last>{_WORD}))?")


def own_place_before(before: str, given) -> int:
    """Where, in `before`, a person named before "at his house," (see _OWN_PLACE) starts; -1 if none."""
    m = _OWN_PLACE.search(before)
    if m is None:
        return -1
    lo = max(0, m.start() - 70)
    cut = max(before.rfind(". ", lo, m.start()), before.rfind("!", lo, m.start()), before.rfind("?", lo, m.start()),
              before.rfind("\n", lo, m.start()))
    for p in reversed(list(_PERSON_BEFORE_PLACE.finditer(before, cut + 1 if cut >= 0 else lo, m.start()))):
        first, last = p.group("first"), p.group("last")
        if _not_a_person(first):
            continue
        if p.group("title") or (last and given(first) and not _not_a_person(last)):
            return p.start()
    return -1


def named_home(before: str, given) -> int:
    """Where, in `before` (the text up to an address), the person tied to the address starts; -1 if none.
    `given(word)` says whether a word is a known given name (identity._given_name, its cases)."""
    m = _SENDER.search(before)
    if m and not any(_not_a_person(w) for w in m.group("who").split()):
        return m.start("who")
    m = _REL_PLACE.search(before)
    if m:
        return m.start()
    k = own_place_before(before, given) if " " in before else -1
    if k >= 0:
        return k
    m = _PERSON_AT.search(before)
    if m and not (m.group("at1") or m.group("at2")) and m.group("title") and m.group("last") is None and (
            _FAMILY_TITLE.fullmatch(m.group("title")) and m.group("first")[:1].isupper()
            and not _not_a_person(m.group("first"))):
        return m.start()  # (round 48) "familia Etxeberria, calle ...", "rodzina Nowickich, ul. ..."
    if (f := _FAMILY_AFTER.search(before)) and not _not_a_person(f.group("name")):
        return f.start()  # (round 48) "The Okonkwo family, 27 Marlowe Road"
    if m and (m.group("at1") or m.group("at2")):
        first, last = m.group("first"), m.group("last")
        word = first[:1].upper() + first[1:]
        if m.group("title") or (last and given(word) and not _not_a_person(word)):
            return m.start()
    return -1


def uk_addresses(text: str) -> list[tuple[int, int]]:
    """Addresses that end in a UK postcode (their street may have no English type)."""
    if " " not in text or not _UK_INWARD.search(text) or not _UK_POSTCODE.search(text):
        return []
    return [m.span() for m in _UK_ADDRESS.finditer(text)]


_LIVED_HINT = re.compile(r"\b(?:we|i|they) live|wohn|mieszka|viv[oei]|habit|жив")


def lived_streets(text: str, low: str, addresses: list[tuple[int, int]]) -> list[Finding]:
    """A street named without its type after a verb of living: "wir wohnen jetzt am kanal 5 in oranienburg"
    (not one of `addresses`, which the name rules read)."""
    if not _LIVED_HINT.search(low):
        return []
    return [Finding(Kind.IDENTITY, "home address", *m.span("street")) for m in _LIVE_HOME.finditer(low)
            if not any(a <= m.start("street") < b for a, b in addresses)]




# ---------------------------------------------------------------- round 15: "my neighbour Name Surname from <address>"
# a person named by how the user knows them (a neighbour, a friend, a colleague, a landlord, a patient), maybe a title,
# two or three capitalised words, then "from" / "of" / "z" / "de (la)" / "von" / "з" / "из" right before the address:
# "Mi vecina Amparo Segura, de la calle ...", "Sąsiadka pani Halina Zaręba z Kościuszki 22 m. 5", "Сусідка Ніна
# Петрівна Гуменюк з вул. Садової 5". (The relatives' homes are read by named_home.)
_KNOWN_FROM = re.compile(
    r"(?i:(?<!\w)(?:neighbou?rs?|friends?|colleagues?|landlord|landlady|tenants?|patients?|clients?|"
    r"sąsiad\w*|znajom\w*|przyjaci\w*|koleż\w*|kolega|kolegi|lokator\w*|podopieczn\w*|"
    r"nachbar\w*|freund\w*|kolleg\w*|mieter\w*|vecin[oa]s?|amig[oa]s?|compañer[oa]s?|inquilin[oa]s?|"
    r"voisine?s?|ami(?:e|s|es)?|coll[eè]gues?|locataires?|сусід\w*|сосед\w*|знайом\w*|знаком\w*|подруг\w*|друг|"
    r"колег\w*))[^\S\n]+(?P<title>(?i:pani|pan|frau|herr|do[ñn]a|don|se[ñn]ora|se[ñn]or|madame|mme|monsieur|mrs|mr|ms|"
    r"пані|пан)\.?[^\S\n]+|M\.[^\S\n]*)?(?P<who>" + _WORD + r"(?:[^\S\n]+" + _WORD + r"){0,2})[^\S\n]*,?[^\S\n]*"
    r"(?i:from|of|z|ze|von|aus|de la|de|del|du|з|із|зі|с|со|из|"
    # (round 18) the home's own preposition: "le voisin M. Durand au 8 rue ...", "sąsiad pan Nowak przy ul. ..."
    r"at|au|à|przy|na|am|an der|in der|en la|en el|en|на|в|у)[^\S\n]+(?i:(?:der|dem|ul\.|ulicy)[^\S\n]+)?$"
)


def known_from_home(before: str) -> int:
    """Where a person named by how the user knows them starts in `before` (the text right before an address),
    or -1 (see _KNOWN_FROM)."""
    m = _KNOWN_FROM.search(before)
    if m is None or (m.group("title") is None and " " not in m.group("who").strip()):
        return -1  # one word is a name only after a title: "pan Kowalski", "M. Durand"
    return m.start("who")


speed_up(globals())
