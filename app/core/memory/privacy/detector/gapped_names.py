"""A person named before a home address with small words between them, or in a grammatical case (round 27).

identity.py ties a name to the address right after it when only a comma, a verb of living or a preposition after that
verb come between, and knows a given name in a few cases. Chat writes the person as the object of the sentence:

- in the dative, genitive or instrumental, with the title in the same case: "zanoszę obiady panu Stefanowi
  Nowakowskiemu, ul. ...", "посилку подрузі, Марії Кравець, на вул. ...", "продукты господину Аркадию Белову на ул.
  ...", "für Herrn Ludger Fenske ein, Am Mühlbach 9";
- with a preposition, a relative clause or a separable particle between the name and the street and no verb of living:
  "Herr Wolfram Kranich aus der Lindenallee 3", "a doña Remedios Ortuño, en la calle ...", "Nerea Ibarra, que acaba de
  mudarse a calle ...", "Mme Perrot, qui vient d'emménager au ...";
- with letters outside the name patterns' alphabet: "Herr Cem Aydın", "Frau Gülşen Yıldız", "Ștefan Popescu".

Here the gap between the person and the address may hold only such glue words (prepositions, articles, relative
pronouns, verbs of living and moving, "now", "just"), at most eight; the person is a title in any case and a
capitalised name, a relative's or acquaintance's word and a name, or a known given name (in any case) and a surname.
Green limits: any other word in the gap (a verb of working or visiting, an office, a time: "Herr Scholz hielt eine
Rede im Kanzleramt, ..."), a place named after the person (home_cues.venue_before), a placeholder person (identity's
is_placeholder), a name that is an institution's word, and a sentence break between them.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up

_TITLES = frozenset(
    """
    mr mrs ms miss mx sir dame herr herrn frau fräulein pan pana panu panem panie pani panią panna panny pannie
    państwo państwa państwu don doña dña sr sra srta señor señora señorita m mme mlle monsieur madame mademoiselle
    пан пана пану паном панові пане пані панею господин господина господину господином госпожа госпожи госпоже
    госпожу госпожой гражданин гражданина гражданину гражданка гражданки гражданке
    """.split()
)
# relatives and acquaintances, in the cases a sentence puts them in (a name may follow with or without a comma)
_KIN = re.compile(
    r"(?i)(?:mum|mom|mother|dad|father|son|daughter|sister|brother|wife|husband|partner|grandma|grandmother|grandad|"
    r"grandpa|grandfather|gran|granny|nan|nana|aunt|auntie|uncle|cousin|niece|nephew|godmother|godfather|friend|"
    r"neighbou?r|colleague|tenant|landlord|landlady|lodger|flatmate|client|"
    r"mam\w*|tat\w*|ojc\w*|matk\w*|syn\w*|córk\w*|cork\w*|siostr\w*|brat\w*|żon\w*|męż\w*|mąż|babci\w*|babk\w*|dziad\w*|"
    r"cio\w+|wuj\w*|kuzyn\w*|chrzestn\w*|przyjaci\w*|koleż\w*|koleg\w*|znajom\w*|sąsiad\w*|lokator\w*|najemc\w*|"
    r"podopieczn\w*|teś\w*|teści\w*|szwagr\w*|"
    r"mutter|vater|sohn|tochter|schwester|bruder|frau|mann|oma|opa|onkel|tante|cousine?|nichte|neffe|freund\w*|"
    r"nachbar\w*|kolleg\w*|mieter\w*|vermieter\w*|patenonkel|patentante|schwager|schwägerin|schwieger\w*|"
    r"madre|padre|hij[oa]|herman[oa]|espos[oa]|marido|abuel[oa]|t[ií][oa]|prim[oa]|sobrin[oa]|amig[oa]|vecin[oa]|"
    r"compañer[oa]|inquilin[oa]|casero|casera|suegr[oa]|cuñad[oa]|padrino|madrina|"
    r"mère|père|fils|fille|sœur|soeur|frère|femme|mari|grand-mère|grand-père|mamie|papi|oncle|tante|cousine?|nièce|"
    r"neveu|ami|amie|voisin|voisine|collègue|locataire|propriétaire|parrain|marraine|"
    r"мам\w*|мат\w*|бать\w*|тат\w*|син\w*|сын\w*|доч\w*|донь\w*|сестр\w*|брат\w*|дружин\w*|чолові\w*|жен\w*|муж\w*|"
    r"бабус\w*|бабц\w*|бабуш\w*|дід\w*|дед\w*|дядь\w*|дяд\w*|тіт\w*|тет\w*|тёт\w*|онук\w*|внук\w*|кум\w*|"
    r"хрещен\w*|крестн\w*|подруг\w*|подруз\w*|друг\w*|друз\w*|сусід\w*|сосед\w*|колег\w*|знайом\w*|знаком\w*|"
    r"орендар\w*|квартирант\w*|жилец|жильц\w*)"
)
# a gap's words: prepositions and articles, relative pronouns, verbs of living and moving (their stems), "now", "just"
_GLUE = frozenset(
    """
    at to in on into from of the who which that whose has have had is 's just recently now currently still already
    over there
    na przy w we z ze do u od pod pod który która które którzy co teraz obecnie właśnie niedawno już nadal wciąż się
    jest są adres adresem pod
    in im an am auf aus bei von vom zu zur zum nach der die das dem den des ein ab vorbei mit hin rüber ist sind
    jetzt derzeit gerade neu seit kurzem nun noch unter adresse anschrift
    a al en la el los las de del que se ha han acaba acaban acababa ir recién ahora actualmente todavía aún
    desde con su domicilio dirección
    à au aux en de du des la le les l' d' chez qui vient viennent venait est sont maintenant désormais actuellement
    toujours encore s'est se adresse
    на в у до з із зі по за адресою що який яка які котрий котра тепер зараз щойно нещодавно вже досі
    к с со из адресу что который которая которые теперь сейчас только недавно уже
    """.split()
)
_MOVE_STEMS = (
    "live", "living", "lived", "moved", "moving", "stay", "resid", "mieszk", "zamieszk", "przeprowadz", "wprowadz",
    "wohn", "gezogen", "umgezogen", "eingezogen", "zieht", "zog", "mud", "viv", "habit", "emménag", "emmenag",
    "déménag", "demenag", "install", "demeur", "domicili", "жив", "мешка", "прожива", "переїх", "переех", "поселил",
    "оселил", "вселил",
)
# a home in the past is history, not where the person lives: "Charles Dickens lived at 48 Doughty Street"
_PAST = re.compile(
    r"lived|resided|wohnte\w*|gewohnt|mieszkał\w*|zamieszkiwał\w*|viv[ií]a\w*|vivi[óo]|vivieron|resid[ií]a\w*|"
    r"habitai\w*|vivai\w*|vécu|demeurai\w*|жив|жила|жили|жило|мешкав\w*|мешкала|мешкали|проживав\w*|проживала|"
    r"проживали|жил|проживал\w*")
_TOKEN = re.compile(r"[^\W\d_][\w'’\-]*|[,;:()\-–—]|\S")
# a full stop that ends a sentence: after a lower-case word of three letters or more
_STOP = re.compile(r"(?<![\w.])[^\W\d_A-ZÀ-ÞА-ЯЄІЇҐ][^\W\d_]{2,}\.(?=\s)")
# a home's unit after the street: a flat, a floor, a door ("m. 4", "кв. 3", "2. OG links", "4.º izquierda", "apt 5B")
_UNIT_TAIL = re.compile(
    r"\s*,?\s*(?:m\.\s?\d|mieszk\.?\s?\d|kv\.?\s?\d|кв\.?\s?\d|квартир\w*\s\d|\d{1,2}\.\s?(?:OG|Obergeschoss|Stock|Etage)\b|"
    r"(?:EG|DG|Erdgeschoss|Dachgeschoss|Hinterhaus)\b|(?:Whg|Wohnung)\.?\s?\d|\d{1,2}\.?\s?[º°ª]|\d{1,2}\.[oa](?!\w)|\d{1,2}\.?[ºª]?\s?(?:izq|dch|der)|"
    r"(?:bajo|ático|entresuelo|puerta)\b|(?:flat|apt|apartment|appartement|appt|unit|bât|bâtiment|escalier)\.?\s?[A-Z0-9]|"
    r"\d{1,2}(?:e|er|ème|eme)\s+étage|(?:під'їзд|під’їзд|подъезд|поверх|этаж)\w*\s?\d)", re.IGNORECASE)
_ORG_IN_GAP = re.compile(
    r"(?i)büro|office|praxis|kanzlei|firma|firm\b|company|gmbh|ltd|biur|urzęd|urzad|oficina|despacho|empresa|bureau|"
    r"cabinet|société|agence|офіс|офис|компан|фірм|фирм|контор|магазин|shop|sklep|laden|tienda|boutique")


def _is_title(word: str) -> bool:
    return word.lower().rstrip(".") in _TITLES


def _capital(word: str) -> bool:
    return word[:1].isupper() and not word.isupper() if len(word) > 1 else False


def in_case(word: str, given: Callable[[str], bool]) -> bool:
    """A known given name, also in the cases identity._given_name leaves: Polish dative and instrumental ("Stefanowi",
    "Stefanem", "Halinie", "Haliną", "Halinę"), Ukrainian and Russian dative and instrumental ("Тарасові", "Тарасом",
    "Аркадию", "Андрієві", "Ганною", "Ольгой")."""
    if given(word):
        return True
    for end, repl in (("owi", ""), ("em", ""), ("nie", "na"), ("ą", "a"), ("ę", "a"), ("ові", ""), ("еві", ""),
                      ("ом", ""), ("ем", ""), ("ию", "ий"), ("ію", "ій"), ("ієві", "ій"), ("ою", "а"), ("ой", "а"),
                      ("ей", "я"), ("ею", "я")):
        if word.endswith(end) and len(word) > len(end) + 2 and given(word[: len(word) - len(end)] + repl):
            return True
    return False


def _gap_ok(tokens: list[tuple[str, int]], lo: int) -> bool:
    words = 0
    for t, _ in tokens[lo:]:
        if t in ",;:()-–—":
            continue
        low = t.lower()
        if _PAST.fullmatch(low):
            return False
        if low in _GLUE or low.startswith(_MOVE_STEMS) or (low.startswith(("d'", "l'", "s'")) and low[2:].startswith(_MOVE_STEMS)):
            words += 1
            if words > 10:
                return False
            continue
        return False
    return True


def _last_break(before: str) -> int:
    """Where the sentence holding the end of `before` starts: after "!", "?", a line break, or a full stop after a
    lower-case word (not "Mr.", "M.", "ul.")."""
    k = max(before.rfind("!"), before.rfind("?"), before.rfind("\n"))
    for m in _STOP.finditer(before, k + 1):
        k = m.end() - 1
    return k + 1


def gapped_person(before: str, given: Callable[[str], bool], any_gap: bool = False) -> tuple[int, list[str]] | None:
    """The person in `before` (the text right before an address) tied to it across glue words: where they start and
    their name's words (without the title), or None. `given(word)`: a known given name. With `any_gap`, the words
    between may be any (no digits, no office words, at most 60 characters): the caller has seen a home's unit after
    the address."""
    lo = _last_break(before)
    tokens = [(m.group(), m.start()) for m in _TOKEN.finditer(before, lo)]
    i = len(tokens) - 1
    while i >= 0:
        if not _capital(tokens[i][0]):
            i -= 1
            continue
        if not any_gap and not _gap_ok(tokens, i + 1):
            return None
        j = i
        while j > 0 and _capital(tokens[j - 1][0]) and i - j < 2 and not _is_title(tokens[j - 1][0]):
            j -= 1
        gap = before[tokens[i][1] + len(tokens[i][0]):]
        if any_gap and (any(c.isdigit() for c in gap) or _ORG_IN_GAP.search(gap) or len(gap) > 60):
            return None
        found = _person_at(tokens, j, i, given)
        if found is not None or not any_gap:
            return found
        i = j - 1
    return None


def _person_at(tokens: list[tuple[str, int]], j: int, i: int, given: Callable[[str], bool]) -> tuple[int, list[str]] | None:
    """The run of capitalised words tokens[j..i] as a person: after a title (in any case), a relative's or
    acquaintance's word, or with a known given name first."""
    name = [t for t, _ in tokens[j:i + 1]]
    prev = tokens[j - 1][0] if j > 0 else ""
    if prev == "." and j > 1 and tokens[j - 2][0] in ("M", "Mr", "Mrs", "Ms", "Dr", "Sr", "Sra", "Sres"):
        return tokens[j - 2][1], name
    if _is_title(prev):
        return tokens[j - 1][1], name
    if _is_title(name[0]) and len(name) > 1:
        return tokens[j][1], name[1:]  # "Herr Cem Aydın" read as one run of capitals
    if len(name) > 2 and _KIN.fullmatch(name[0]):
        return tokens[j + 1][1], name[1:]  # a German noun before the name: "Mieterin Şükran Aydın"
    if len(name) < 2:
        return None
    kin_word = tokens[j - 2][0] if prev in (",", ":") and j > 1 else prev
    if in_case(name[0], given) or (kin_word and _KIN.fullmatch(kin_word)):
        return tokens[j][1], name
    return None


def unit_after(text: str, end: int) -> bool:
    """A home's unit (a flat, a floor, a door) right after the street ending at `end`."""
    return _UNIT_TAIL.match(text, end) is not None


speed_up(globals())


def gapped_home(text: str, before: str, a_start: int, a_end: int, given: Callable[[str], bool],
                is_person: Callable[[str, str], bool], is_placeholder: Callable[..., bool],
                venue: Callable[[str, int], bool]) -> int:
    """Where in `before` (the text up to the address at text[a_start:a_end]) the person tied to it starts, or -1:
    across glue words, or across any few words when a home's unit follows the address."""
    if not any(c.isupper() for c in before):
        return -1
    found = gapped_person(before, given)
    if found is None and unit_after(text, a_end):
        found = gapped_person(before, given, any_gap=True)
    if found is None:
        return -1
    k, name = found
    if not is_person(name[0], name[-1]) or venue(before, k) or is_placeholder(text, " ".join(name), (a_start, a_end)):
        return -1
    return k
