"""A person's home written as a bare postal block, no street word and no verb (round 34, the opened sets
broad-zzz41..zzz45), read by verdict.py when no other identity finder spoke.

identity.py knows a street by its type word ("ul.", "calle", "-straße", "rue") or a postcode's shape, and ties a name
to it by a verb of living, a known given name, a relative, a title or a label. Fragments give neither: "jestem Agata
Nowosz, Kwiatowa 8, Skierniewice" (a Polish street named without "ul."), "Rosario Aldecoa, C/ Almendros 14, 3ºB,
46020 Valencia - mándale la carta" (a given name nobody listed). Their shape is the address label's:

    NAME, STREET NUMBER[, UNIT], [POSTCODE] TOWN

- the street: one to three capitalised words (a short type before it is allowed: "C/", "Avda.", "ul.", "вул."), then
  the house number ("8", "14B", "8/3");
- a unit perhaps: "3ºB", "2º izq.", "m. 4", "кв. 3", "apt 5", "Whg. 2";
- a postcode perhaps ("96-100", "46020", "10115"), then the town (one or two capitalised words);
- then the message ends or a clause begins (a dash, a comma, a full stop).

The name right before it (two or three capitalised words, none an organisation's, a venue's or a street's:
role_homes.person_words) must stand at the message's or a line's start, after a colon or a dash, or after the writer's
"I am / jestem / ich bin / soy / je suis / я"; and it is a person's when the writer introduces themselves, the block
carries a unit or a postcode (a firm has no flat; a full label), the first word is a known given name or the pair has a
surname's shape. Green: a placeholder person or sample street (mockup_persons), a venue or firm named before the block
("Pizzeria Roma, Długa 5, Gdańsk": person_words), a street named in directions (no name before it).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.role_homes import person_words
from app.core.memory.privacy.detector.surname_shapes import person_shaped

_UP = name_letters.UP
_LOW = name_letters.LOW
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}'’]+)?"
_STREET_TYPE = r"(?:C/|c/|Avda\.|Av\.|Pº|P\.º|ul\.|al\.|os\.|вул\.|ул\.|просп\.|пр-т|пр\.|бул\.)"
_LINK = r"(?:de|del|de la|de los|de las|des|du|de l'|von|vom|der|am|im|zum|zur|św\.|im\.)"
# (the text is NFKC-normalised: "3ºB" reads "3oB", "2ª" reads "2a")
_UNIT = (r"(?:\s*,\s*|\s+)(?:\d{1,2}\s?[ºª°oa]\s?(?:[A-Za-z]|izq\w*\.?|dcha\.?|der\w*\.?|dch\w*\.?)?|"
         r"\d{1,2}\s?(?:izq\w*|dcha|dch\w*)\.?|\d{1,2}(?:er|e|ème)\s?(?:étage|ét\.)|(?:m\.|m|kv\.|кв\.|apt\.?|flat|piso|puerta|pta\.|Whg\.|lok\.)\s?\d{1,4}[A-Za-z]?)")
# the block, from the comma after the name: ", Kwiatowa 8, Skierniewice", ", C/ Almendros 14, 3ºB, 46020 Valencia"
_BLOCK = re.compile(
    rf",[ \t]*(?P<street>(?:{_STREET_TYPE}[ \t]*(?:{_LINK}[ \t]+)?)?{_WORD}(?:[ \t]+(?:{_LINK}[ \t]+)?{_WORD}){{0,2}})[ \t]+"
    rf"(?P<no>\d{{1,4}}[A-Za-z]?(?:[ \t]?/[ \t]?\d{{1,4}}[A-Za-z]?)?)(?!\d|[./:]\d)(?P<unit>{_UNIT})?[ \t]*,[ \t]*"
    rf"(?:(?P<pc>\d{{2}}-\d{{3}}|\d{{5}}|\d{{4}})[ \t]+)?(?P<town>{_WORD}(?:[ \t-]{_WORD})?)"
    r"(?=\s*(?:$|[.!?\n;:,(]|[-–—]))"
)
# the writer introducing themselves right before the name
_INTRO = (r"(?i:i'?m|i am|my name is|my name's|jestem|nazywam się|ich bin|ich heiße|mein name ist|soy|me llamo|"
          r"mi nombre es|je suis|je m'appelle|я|мене звати|меня зовут|это|це)")
# (round 36) a relative named by role right before the name, the block then their home: "zawieź to do babci, Stanisława
# Gołąb, Wrzosowa 2, Olsztyn", "schick es an Oma, Hilde Brandt, Am Anger 3, Jena", "para la abuela, Rosario Gil, C/ Mayor 4,
# Teruel", "pour mamie, Odette Lemaire, 7 ...", "бабусі, Ніна Коваль, Садова 9, Умань" (a role word, then a comma or not)
_KIN = (r"(?i:babci\w*|babcia|babuni|dziadk\w*|dziadek|mam\w*|tat\w*|cioci|ciotki|ciocia|wujk\w*|wujek|siostr\w*|brat\w*|"
        r"teści\w*|teść|synow\w*|syna|córk\w*|córce|wnuk\w*|wnucz\w*|szwagr\w*|kuzyn\w*|"
        r"oma|opa|mutti|mama|papa|tante|onkel|schwester|bruder|sohn|tochter|enkel\w*|"
        r"nan|nana|gran|granny|grandma|grandpa|grandad|mum|mom|dad|auntie|aunt|uncle|sister|brother|son|daughter|niece|nephew|"
        r"abuel[oa]|abuelit[oa]|mamá|papá|tí[oa]|herman[oa]|hij[oa]|sobrin[oa]|niet[oa]|suegr[oa]|"
        r"mamie|papi|papy|mémé|pépé|tata|tonton|tatie|sœur|soeur|frère|fils|fille|neveu|nièce|grand-mère|grand-père|"
        r"бабус\w*|бабці|дідус\w*|мам\w*|тат\w*|тітц\w*|тітк\w*|дядьк\w*|сестр\w*|брат\w*|сину|синові|доньц\w*|онук\w*|"
        r"бабушк\w*|дедушк\w*|тёт\w*|тет\w*|дяд\w*|сыну|дочер\w*|внук\w*|внучк\w*)")
_OWN = r"(?i:my|our|mój|moja|moje|nasz|nasza|mein|meine|unser|unsere|mi|mis|nuestr[oa]|mon|ma|notre|мій|моя|наш|наша|мой)"
# the name at the end of what precedes the block: at the message's or a line's start, after a colon or a dash, or after
# the writer's self-introduction, or after a relative's role (round 36)
_NAME_BEFORE = re.compile(
    rf"(?:^|(?<=[\n:;–—-])|(?<=[\n:;–—-] )|(?<!\w)(?P<intro>{_INTRO}),?[ \t]+|(?<![\w-])(?P<kin>{_KIN}),?[ \t]+)[ \t]*"
    rf"(?P<who>(?P<first>{_WORD})[ \t]+(?P<last>{_WORD})(?:[ \t]+{_WORD})?)"
    # (round 36) the relative's role after the name: "Stanisława Gołąb (babcia), ...", "Hildegard Brandt, meine Oma, ..."
    rf"(?:[ \t]*\([ \t]*(?:{_OWN}[ \t]+)?(?P<kin2>{_KIN})[ \t]*\)|[ \t]*,[ \t]*(?:{_OWN}[ \t]+)?(?P<kin3>{_KIN}))?[ \t]*$"
)
# a place's words the shared lists lack, in any of the name's words: "Restaurante Casa Pepe", "Bar Manolo"
_VENUE_WORDS = frozenset(
    "restaurante restaurant ristorante casa bar café cafe cafetería trattoria pizzeria pizzería hotel hostal hostel "
    "pensión pension tienda farmacia clínica clinica clinique pharmacie boulangerie brasserie bistro bistrot gasthaus "
    "gasthof apotheke praxis bäckerei kiosk sklep apteka kawiarnia restauracja bar mleczny piekarnia cukiernia "
    "ресторан кафе аптека магазин готель гостиница клініка клиника "
    # (lead) schools, universities, hospitals, town halls, libraries, churches: "Colegio Miguel Hernández, Calle Luna 4"
    "colegio escuela instituto ceip ies liceo universidad hospital ayuntamiento biblioteca iglesia parroquia "
    "école ecole collège college lycée lycee université universite hôpital hopital mairie bibliothèque église "
    "gymnasium grundschule realschule gesamtschule universität hochschule krankenhaus rathaus bibliothek "
    "szkoła szkola przedszkole liceum technikum uniwersytet szpital urząd urzad biblioteka kościół kosciol parafia "
    "school academy university hospital library church "
    "школа ліцей лицей гімназія гимназия університет университет лікарня больница бібліотека библиотека церква церковь "
    # (round 42) courts, prosecutors, notaries and the police: "Amtsgericht Charlottenburg, Amtsgerichtsplatz 1, 14057
    # Berlin", "Sąd Rejonowy Kraków-Krowodrza, ul. ...", "Juzgado de Paz ...", "Tribunal judiciaire ..."
    "court courthouse tribunal tribunale juzgado audiencia fiscalía fiscalia notaría notaria comisaría comisaria "
    "greffe parquet notaire gendarmerie commissariat gericht staatsanwaltschaft notariat polizei polizeirevier "
    "sąd sad prokuratura notariusz kancelaria komisariat komenda суд прокуратура нотаріус нотариус поліція полиция".split())

# an organisation's word by its ending: "Budownictwo", "Doradztwo", "Stadtbibliothek", "Musikschule", "Bürgeramt"
_FIRM_ENDINGS = ("ctwo", "stwo", "bibliothek", "schule", "amt", "gericht", "zentrum", "klinik", "halle", "markt", "kirche",
                 "verein", "service", "services", "serwis", "handel", "ство", "центр")


def find_fragment_homes(text: str, given_name: Callable[[str], bool], is_person_name: Callable[[str, str], bool],
                        venue_before: Callable[[str, int], bool]) -> list[Finding]:
    """Names tied to a bare postal block (see the module's doc); spans from the name to the town."""
    found: list[Finding] = []
    for m in _BLOCK.finditer(text):
        before = text[max(0, m.start() - 80):m.start()]
        n = _NAME_BEFORE.search(before)
        if n is None:
            continue
        first, last, who = n.group("first"), n.group("last"), n.group("who")
        if not (is_person_name(first, last) and person_words(who, False)) or venue_before(before, n.start("who")) or any(
                w.lower() in _VENUE_WORDS for w in who.split()):
            continue
        if m.group("street").split()[-1] in (first, last, m.group("town")) or m.group("town").split()[0] in who.split():
            continue  # "Stadtbibliothek Tübingen, ..., 72070 Tübingen": a place named after its town
        if any(w.lower().endswith(_FIRM_ENDINGS) for w in who.split()):
            continue  # "Kowalski Budownictwo", "Stadtbibliothek ...": a firm's or an institution's word
        if not (n.group("intro") or n.group("kin") or n.group("kin2") or n.group("kin3") or m.group("unit") or m.group("pc") or given_name(first)
                or person_shaped(first, last)):
            continue
        if is_placeholder(text, f"{first} {last}", (m.start("street"), m.end())):
            continue
        start = m.start() - len(before) + n.start("who")
        found.append(Finding(Kind.IDENTITY, "name with home address", start, m.end()))
    return found
