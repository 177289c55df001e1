"""A person tied to a home by how a note to neighbours or a chat line is written (round 37, ridentity), read by
verdict.py when no other identity finder spoke.

Two shapes the address readers did not tie to the name before them:
- the newcomer's note: "jestem Paweł Zawisza, wprowadziłem się pod nr 7 na Miodowej 22", "soy Jorge Villalba, el
  nuevo del 5º A de Avenida de Cádiz 31", "ich bin Dilara Yıldız, neu im 2. OG links, Kastanienallee 9", "I'm Tom
  Hale, the new tenant at ...". Moving in is living there: the writer introduces themselves by name, then says they
  are new at, or moved into, the place. identity.py reads "jestem NAME, mieszkam na Miodowej 22" (a verb of living),
  not "wprowadziłem się" or "el nuevo del": the sentence is read again with the newcomer's words as the verb of
  living ("mieszkam", "vivo en", "wohne im", "I live at", "j'habite au", "живу"), and what identity.py then finds after
  it (the writer's home, or the name with it) is the introduced person's home.
- the chat line pasted with its speaker: "[17:20] Beatriz Molina: mandad el regalo a Calle del Olivo 23, 2ºA, 41010
  Sevilla", "[17:05] Jonas Weber: Geschenk bitte an Am Lindenhof 14, 50937 Köln". The speaker asks for something to
  be sent or left at an address: it is where they are. The line is read as the label it stands for, "NAME, <what
  follows the delivery verb's preposition>", and identity.py must find the name with a home address in it.
Green limits: no name introduced, no newcomer's word or no delivery verb (a shop's or a school's address given, "the
shop is at ..."); a workplace named before the address ("send it to my office at ...", "an die Firma ..."); a
placeholder person (identity.py's check); what identity.py does not read as a home (a venue, a town alone).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.lazy import LazyPattern

_UP = name_letters.UP
_LOW = name_letters.LOW + "ı"
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}'’]+)?"

# the newcomer's words, per language, and the verb of living they are read as
_NEW_EN = (r"(?:just |recently )?moved in(?:to| at)?|(?:i'm |i am )?(?:the )?new (?:neighbou?r |tenant |resident |one )?"
           r"(?:at|in|of|from)|(?:have |i've )?just moved (?:to|into)")
_NEW_PL = (r"(?:właśnie |niedawno )?(?:wprowadził(?:em|am|iśmy|yśmy) się|przeprowadził(?:em|am|iśmy|yśmy) się|"
           r"zamieszkał(?:em|am|iśmy|yśmy))|(?:jestem )?now(?:ym|ą|y|a) (?:sąsiad(?:em|ką|ka)?|lokator(?:em|ką|ka)?)")
_NEW_DE = (r"(?:bin |sind )?(?:gerade |frisch )?(?:neu|neue[rn]? (?:nachbar(?:in)?|mieter(?:in)?)|eingezogen|"
           r"hergezogen)(?= (?:im|in|am|an|auf)\b)")
_NEW_ES = (r"(?:soy )?(?:el nuevo|la nueva)(?: (?:vecin[oa]|inquilin[oa]))? (?:del|de la|de)|"
           r"(?:me (?:acabo de mudar|he mudado|mudo)|acabo de mudarme|nos (?:acabamos de mudar|hemos mudado)) (?:al|a)")
_NEW_FR = (r"(?:je suis )?(?:le nouveau|la nouvelle)(?: (?:voisin|voisine|locataire))? (?:du|de la|de l'|au)|"
           r"(?:je viens d'emménager|j'emménage|je viens d'arriver|nous venons d'emménager) (?:au|à|dans)")
_NEW_UK = (r"нов(?:ий|а) (?:мешкан(?:ець|ка)|сусід(?:ка)?|пожилець|орендар(?:ка)?)|(?:щойно |нещодавно )?"
           r"(?:переїхав|переїхала|переїхали|заселився|заселилася|заселилися)(?= (?:на|в|у|до)\b)")
_NEW_RU = (r"нов(?:ый|ая) (?:жил(?:ец|ица)|сосед(?:ка)?|жилец|квартирант(?:ка)?)|(?:только что |недавно )?"
           r"(?:переехал|переехала|переехали|въехал|въехала|заселился|заселилась)(?= (?:на|в|во)\b)")
_LIVE = {"en": "I live at", "pl": "mieszkam", "de": "wohne", "es": "vivo en", "fr": "j'habite au", "uk": "живу",
         "ru": "живу"}
_NEWCOMER = LazyPattern(
    r"(?i)(?<![\w'])(?:(?P<en>" + _NEW_EN + r")|(?P<pl>" + _NEW_PL + r")|(?P<de>" + _NEW_DE + r")|(?P<es>" + _NEW_ES
    + r")|(?P<fr>" + _NEW_FR + r")|(?P<uk>" + _NEW_UK + r")|(?P<ru>" + _NEW_RU + r"))(?![\w'])"
)
# the writer's introduction: "I'm / jestem / ich bin / soy / je suis / я" and a name of two capitalised words
_INTRO = LazyPattern(
    r"(?<![\w'])(?:I'm|I’m|I am|(?i:my name is|jestem|nazywam się|ich bin|ich heiße|soy|me llamo|je suis|je m'appelle|"
    r"мене звати|меня зовут)|[Яя])\s+(?P<name>" + _WORD + r"\s+" + _WORD + r")(?=\s*[,;(—–-]|\s+(?:and|i|und|y|et|і|и)\s)"
)
# a chat line's stamp and speaker: "[17:20] Beatriz Molina:", "17:05 - Jonas Weber:"
_SPEAKER = LazyPattern(
    r"(?m)^[ \t]*\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]*[-–]?[ \t]*(?P<name>" + _WORD + r"[ \t]+" + _WORD + r")[ \t]*:[ \t]*"
)
# the delivery verb and the preposition the address follows ("send the gift to", "mandad el regalo a", "envoyez le
# cadeau au", "Geschenk bitte an", "paczki zostawiajcie na", "надішліть подарунок на")
_SEND = (r"send|sent|post|ship|deliver|bring|drop|forward|address|mandad|manda|mande|mandadlo|mándalo|enviad|envía|envíe|"
         r"envíalo|enviadlo|dejad|deja|dejadlo|llevad|envoyez|envoie|envoyer|expédiez|expédie|livrez|déposez|dépose|"
         r"apportez|adressez|schickt|schick|schicken|sendet|sende|liefert|bringt|bitte|wyślijcie|wyślij|wysyłajcie|"
         r"przyślijcie|przyślij|zostawiajcie|zostawcie|zostaw|ślijcie|dostarczcie|przynieście|надішліть|надішли|"
         r"відправте|відправ|залиште|залишайте|шліть|привезіть|пришлите|пришли|отправьте|отправь|оставьте|оставляйте|"
         r"шлите|привезите")
_TO = r"to|at|a|al|au|à|an|na|pod|на|до|за|по адресу|на адресу|à l'adresse|a la dirección|an die adresse"
_SENT_TO = LazyPattern(
    r"(?i)(?<![\w'])(?:" + _SEND + r")(?![\w'])(?:[ \t]+[^\s\d,.;:!?]+){0,4}?[ \t]+(?:" + _TO + r")[ \t]+(?=[\w\d])"
)
# a workplace before the address: not the speaker's home
_WORKPLACE = re.compile(
    r"(?i)(?<!\w)(?:office|work|shop|store|company|reception|school|club|gym|team|job|biur\w*|prac\w*|sklep\w*|"
    r"firm\w*|szkoł\w*|szkol\w*|klub\w*|büro|arbeit|laden|geschäft|schule|verein|oficina|trabajo|tienda|empresa|"
    r"escuela|colegio|bureau|travail|boutique|magasin|entreprise|école|офіс\w*|робот\w*|магазин\w*|школ\w*|офис\w*|"
    r"работ\w*)(?!\w)"
)
# the gate (lower-cased text): a newcomer's word, or a delivery verb with a chat stamp
_GATE = gated(re.compile(
    r"(?<!\w)(?:moved|move|new|nuev[oa]|nouve(?:au|lle)|neu|neue[rn]?|eingezogen|hergezogen|wprowadził\w*|"
    r"przeprowadził\w*|zamieszkał\w*|now(?:ym|ą|y|a)|mudad\w*|mudo|mudarme|mudar|emménag\w*|arriver|нов(?:ий|а|ый|ая)|"
    r"переїха\w*|заселил\w*|переехал\w*|въехал\w*|заселил\w*)(?!\w)"))
_STAMP = re.compile(r"\d:\d\d")


def find_introduced_homes(t: str, low: str, find_identity: Callable[[str], list[Finding]],
                          is_person_name: Callable[[str, str], bool]) -> list[Finding]:
    """A name tied to a home by a newcomer's note or a chat line's delivery request (see the module's doc); spans
    from the name to the end of the address's sentence or line. `low` is `t` lower-cased, of the same length."""
    found: list[Finding] = []
    if _STAMP.search(t) and ":" in t:
        for m in _SPEAKER.finditer(t):
            first, _, last = m.group("name").partition(" ")
            if not is_person_name(first, last.strip()):
                continue
            line_end = t.find("\n", m.end())
            line_end = len(t) if line_end < 0 else line_end
            s = _SENT_TO.search(t, m.end(), line_end)
            if s is None or _WORKPLACE.search(t, m.end(), s.end()):
                continue
            label = m.group("name") + ", " + t[s.end():line_end]
            if any(f.kind is Kind.IDENTITY and "name" in f.reason for f in find_identity(label)):
                found.append(Finding(Kind.IDENTITY, "name with home address", m.start("name"), line_end))
    if found or not _GATE.search(low):
        return found
    for m in _INTRO.finditer(t):
        first, _, last = m.group("name").partition(" ")
        if not is_person_name(first, last.strip()):
            continue
        c = _NEWCOMER.search(t, m.end(), min(len(t), m.end() + 60))
        if c is None or any(ch in t[m.end():c.start()] for ch in ".!?\n"):
            continue
        live = _LIVE[c.lastgroup or "en"]
        stop = min((i for i in (t.find(ch, c.end()) for ch in "!?\n") if i >= 0), default=len(t))
        stop = min(stop, c.end() + 90)
        if _WORKPLACE.search(t, c.end(), stop):
            continue
        said = t[m.start():c.start()] + live + t[c.end():stop]
        at = c.start() - m.start()
        if any(f.kind is Kind.IDENTITY and f.end > at for f in find_identity(said)):
            found.append(Finding(Kind.IDENTITY, "name with home address", m.start("name"), stop))
    return found
