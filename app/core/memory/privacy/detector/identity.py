"""Identity: a person tied to where they live, what they drive or when they were born.

A name next to a street address, a licence plate with its owner, a name with a date of birth, a
named child with their school. Placeholder data in mock-ups ("John Doe, 123 Main St"), company
addresses and famous places stay green.
Round 47 (rlinks): a student's home - a dormitory and its name, or the field's label, between the name and the street
("Luca Brunner, Studentenwohnheim Hans-Sachs-Straße 8", "Name Gareth Lloyd-Evans, address 9 ..."), a room in a hall
of residence before the postcode ("résidence CROUS Le Lac, bâtiment C, chambre 118, 33300 Bordeaux"), a Welsh street's
hyphened words ("9 Pen-y-Bryn Terrace"), a German street's type apart after a town's adjective ("Hattinger Str. 112").
"""
from __future__ import annotations

# Size: over 600 lines because find_identity weighs every address it finds against one ordered list of name rules
# (the newer rules are in identity_homes.py, identity_noted.py and identity_plates.py).
import re
import sys
import unicodedata

from app.core.memory.privacy.detector import birth_appositions as appositions
from app.core.memory.privacy.detector import identity_homes as homes
from app.core.memory.privacy.detector import identity_plates as plates
from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector import postal_blocks as postal
from app.core.memory.privacy.detector import shaped_homes as shaped
from app.core.memory.privacy.detector import vehicle_kinds as kinds
from app.core.memory.privacy.detector.birth_lists import birth_list_findings
from app.core.memory.privacy.detector.birth_places import geboren_after, without_birth_places
from app.core.memory.privacy.detector.birth_years import split_births
from app.core.memory.privacy.detector.class_pupils import class_pupils
from app.core.memory.privacy.detector.empty_homes import empty_homes
from app.core.memory.privacy.detector.encyclopedic import reference_style
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gapped_names import gapped_home
from app.core.memory.privacy.detector.home_cues import cued_home, venue_before
from app.core.memory.privacy.detector.home_cues import set_base as set_home_base
from app.core.memory.privacy.detector.house_rows import house_rows
from app.core.memory.privacy.detector.hurried_homes import hurried_homes
from app.core.memory.privacy.detector.identity_antecedents import pronoun_births, pronoun_home
from app.core.memory.privacy.detector.identity_fields import field_home, initialled_person
from app.core.memory.privacy.detector.identity_forms import relative_birth_dates
from app.core.memory.privacy.detector.identity_inverted import address_of_relative, inverted_homes
from app.core.memory.privacy.detector.kin_appositions import kin_named
from app.core.memory.privacy.detector.labelled_homes import labelled_home
from app.core.memory.privacy.detector.latin_names import latin_given
from app.core.memory.privacy.detector.mockup_persons import holds_placeholder
from app.core.memory.privacy.detector.mockup_persons import is_placeholder as _is_placeholder
from app.core.memory.privacy.detector.particle_names import particle_name
from app.core.memory.privacy.detector.plate_links import linked_plates
from app.core.memory.privacy.detector.role_homes import lived_streets as typeless_lived_streets
from app.core.memory.privacy.detector.role_homes import person_words, role_home
from app.core.memory.privacy.detector.school_children import SCHOOL_GATE, named_schoolchildren, taught_children
from app.core.memory.privacy.detector.signed_homes import signed_home
from app.core.memory.privacy.detector.spoken_dates import find_spoken_birth_dates, may_name_month
from app.core.memory.privacy.detector.street_tails import preposed_streets, tailed_streets
from app.core.memory.privacy.detector.surname_shapes import person_shaped
from app.core.memory.privacy.detector.text import lower
from app.core.memory.privacy.detector.vocab import names as v

_UP = name_letters.UP_WIDE  # (round 46: Turkish, Romanian, Hungarian names - "Serkan Yıldız")
_LOW = name_letters.LOW_WIDE
_NAME_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"  # (O'Neill, D'Angelo, N'Diaye)
_NAME = rf"(?P<first>{_NAME_WORD})(?:\s+[{_UP}]\.)?\s+(?P<last>{_NAME_WORD})"

_STREET_TYPES = "|".join(v.STREET_TYPES_EN.split())
_STREET_TYPES_LOW = "|".join(w.lower() for w in v.STREET_TYPES_EN.split() if len(w) > 3) + "|st|rd|ave|ln|dr|way"
ADDRESS = re.compile(
    # 42 Baker Street, 14 Alder Close, 221B Baker St.; the number after the street: "przy Boston Manor Road 112"
    # (round 47: a Welsh or Cornish street's hyphened words, "9 Pen-y-Bryn Terrace", "4 Tre-Pol Road")
    rf"\b\d{{1,5}}[A-Za-z]?(?:[/\-]\d{{1,4}}[A-Za-z]?)?,?\s+(?:[{_UP}][{_LOW}'’]+(?:-[{_LOW}]{{1,3}})?(?:-[{_UP}][{_LOW}'’]+)?\s+){{1,3}}(?:{_STREET_TYPES}|street|road|avenue|lane|st|rd|ave|ln|terrace|crescent)\b\.?"
    rf"|\b[{_UP}][\w'’]+(?:\s+[{_UP}][\w'’]+){{0,2}}\s+(?:Street|Road|Avenue|Lane|Grove|Close|Drive|Crescent|Terrace|Gardens)\s+\d{{1,4}}[A-Za-z]?\b(?![.,:]\d)"
    # the same typed in lower case: 14 alder close
    rf"|\b\d{{1,5}}[a-z]?,?\s+(?:[a-z'’]{{2,}}\s+){{1,2}}(?:{_STREET_TYPES_LOW})\b(?=\s*(?:[,.;\n]|$|\s+(?:in|and)\b))"
    # ul. Długa 5, ulica Kasztanowa 12/4, al. Jana Pawła II 15
    # (round 22) "ul" typed without its dot on a phone: "do tescia zenon pietrak ul lipowa 9 m 3 kielce"
    rf"|(?i:\b(?:ul\.|ul(?= [^\W\d_]{{3,}} \d)|ulica|ulicy|al\.|aleja|alei|os\.|osiedle|osiedlu|pl\.|plac|placu))\s*"
    rf"(?:[{_UP}0-9][\w.'’\-]*\s+){{0,3}}?[{_UP}]?[\w.'’\-]*\s*\d{{1,4}}[A-Za-z]?(?:\s?/\s?\d{{1,4}}[A-Za-z]?)*"
    # Hauptstraße 5, Lindenweg 12a; hyphenated after a person (round 18): Karl-Marx-Allee 90, Rosa-Luxemburg-Straße 3
    rf"|\b[{_UP}][{_LOW}\-]*(?:[{_UP}][{_LOW}]*-)*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|"
    r"(?<=-)(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee))"
    rf"\s+\d{{1,4}}[a-z]?\b"
    # (round 47) the street's type after a town's adjective, apart: "Hattinger Str. 112", "Berliner Allee 5"
    rf"|\b[{_UP}][{_LOW}]+er\s+(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Ring|Damm|Chaussee)\s+\d{{1,4}}[a-z]?\b"
    # mieszkam przy Kasztanowej 12
    # Puławska 112 m. 40: a street without its type, with a flat number
    rf"|\b[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+)?\s+\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?\s+m\.\s*\d{{1,4}}\b"
    # (round 47) the same in Ukrainian and Russian, the flat after a comma: "на Драгоманова 40, кв. 112", "Тверской 12, кв 45"
    # (its type, when written, in the span: "пр. Миру 45, кв. 88" - the name rules read the text before the span)
    rf"|(?:\b(?:пр|просп|пр-т|пл|пер|пров|бул|б-р)\.?\s*)?\b[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+)?\s+\d{{1,4}}[a-zA-Zа-я]?(?:/\d{{1,4}})?,?\s+кв\.?\s*\d{{1,4}}\b"
    # (round 29) where someone is from, the street in the genitive: "Pani Bożena Kaczmarek z Długiej 8 w Ostródzie"
    rf"|(?i:\b(?:z|ze|spod)\s+)(?-i:[{_UP}][{_LOW}]+(?:ej|ego|ich|a|y)(?:\s+[{_UP}][{_LOW}]+)?)\s+\d{{1,4}}(?:/\d{{1,4}})?\b"
    r"(?=(?:\s+m\.\s*\d{1,4})?\s+(?i:w|we)\s+[" + _UP + "])"
    rf"|(?i:\b(?:przy|na)\s+)(?-i:[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+)?)\s+\d{{1,4}}(?:/\d{{1,4}})?\b(?=(?:\s+m\.\s*\d{{1,4}})?[^.!?\n]{{0,40}}\b(?i:w|we)\s+[{_UP}])"
    # calle Mayor 15, C/ Alcalá 20, avenida de la Paz 3
    r"|(?i:\b(?:calle|c/|avenida|avda\.?|av\.|paseo|plaza|pza\.|camino|carrer|travesía|ronda|ctra\.|carretera)\s*"
    r"(?:(?:de\s+(?:la\s+|los\s+|las\s+)?|del\s+)?[\w'’.\-]+\s+){1,4}?(?:n[ºo°]\.?\s*)?\d{1,4}\w?)"
    # 12 rue des Lilas, 5 bis avenue Foch, 3 boulevard Saint-Michel
    # (round 23: typed on a phone, "allee" without its accent, and the postcode straight after: "9 rue des Tanneurs 35000 Rennes")
    r"|(?i:\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|allée|allee|impasse|chemin|quai|cours|route|passage)"
    # (round 36: or a dash and the request after it: "4 impasse des Lilas - rédige la plainte")
    r"(?:\s+[\w'’\-]+){1,4}?(?=\s*(?:[,.;\n]|$|\s+(?:à|a|in|en|w)\s|\s+\d{5}\s|\s+[–—-]\s)))"
    # вулиця Шевченка 10, вул. Хрещатик, 22, ул. Ленина 5
    # (round 23: "вул" typed without its dot, as "ul" above: "вул Шевченка 17 кв 52")
    r"|(?i:(?<!\w)(?:вул\.|вул(?= [^\W\d_]{3,})|вулиця|вулиці|вулицю|просп\.|проспект|проспекті|пров\.|провулок|бульв\.|бульвар|бульварі|"
    r"ул\.|ул(?= [^\W\d_]{3,})|улица|улице|улицу|пер\.|переулок|переулке)\s*(?:[\w'’.\-]+\s+){0,3}?[\w'’.\-]+,?\s*\d{1,4}\w?(?:/\d{1,4})?)"
)
# Every branch above starts with a digit, a capital or one of a few letters: a look-ahead for those
# rejects most positions with one test instead of eight (the same matches).
ADDRESS = re.compile(r"(?=[\d" + _UP + r"]|(?i:[uaopnctrzsвпбу]))(?:" + ADDRESS.pattern + ")")
# A street named without its type, before a postcode: "Wierzbowa 18/3, 87-100 Toruń", "Lindenhof 4, 10115 Berlin".
# Looked for only behind a postcode, so that it costs nothing in the common case.
_POSTCODE = re.compile(r"\d\d(?:-\d{3}|\d{3})")  # no lookbehind first: the engine skips to digits
_STREET_BEFORE_POSTCODE = re.compile(
    # (round 47: "Hattinger Str. 112", "Kortrijkstraat 12-B")
    rf"\b[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+\.?)?\s+\d{{1,4}}(?:-?[a-zA-Z])?(?:\s?/\s?\d{{1,4}}[a-zA-Z]?)?,?\s+$"
)
_CITY_AFTER = re.compile(rf"\s+[{_UP}][{_LOW}]+")
# A German street typed in lower case: "gartenstraße 17", "lindengasse 4" (the cased one is in ADDRESS).
_LOW_DE_STREET = re.compile(r"(?<![\w-])[a-zäöüß][a-zäöüß\-]*(?:straße|strasse|gasse|allee)\s+\d{1,4}[a-z]?\b")
# A Polish street named without its type after "mieszka ... na/przy": "mieszka teraz w Zakopanem na Kościeliskiej 45".
_LIVES_ON_STREET = re.compile(  # (round 36: and a form's "zam." - "Marek Zieliński, zam. w Olsztynie przy Wrzosowej 2")
    rf"(?i:\b(?:mieszka\w*|zamieszka\w*|zam\.)\s)[^.!?\n]{{0,40}}?(?i:\b(?:przy|na)\s+)"
    rf"(?P<street>[{_UP}][{_LOW}]+(?:\s+[{_UP}][{_LOW}]+)?\s+\d{{1,4}}[a-zA-Z]?(?:/\d{{1,4}})?)\b"
)


# (round 47, rlinks) a student's room in a hall of residence, no street: "résidence CROUS Le Lac, bâtiment C, chambre
# 118, 33300 Bordeaux", "Wohnheim Nord, Zimmer 208, 04109 Leipzig" - the room before the postcode, a dormitory's word
# before the room
_ROOM_BEFORE_POSTCODE = re.compile(r"(?i:zimmer|room|rm\.|pok[óo]j|pok\.|chambre|habitaci[óo]n|hab\.|комн\.|комната|"
                                   r"кімн\.|кімната)\s*\d{1,4}[a-zA-Z]?,?\s+$")
_DORM_WORD = re.compile(r"(?i)(?<!\w)(?:student(?:en)?wohnheim|wohnheim|dorm(?:itory)?|halls? of residence|residence hall|"
                        r"akademik\w*|dom studencki|r[ée]sidence|cit[ée] u|residencia|colegio mayor|общежити\w*|"
                        r"гуртожит\w*)(?!\w)")


def _streets_before_postcodes(text: str) -> list[tuple[int, int]]:
    spans = []
    for p in _POSTCODE.finditer(text):
        if text[p.start() - 1:p.start()].isdigit() or text[p.end():p.end() + 1].isdigit():
            continue
        c = _CITY_AFTER.match(text, p.end())
        if not c:
            continue
        m = _STREET_BEFORE_POSTCODE.search(text, max(0, p.start() - 50), p.start())
        if m is None:  # (round 47) a room in a hall of residence
            m = _ROOM_BEFORE_POSTCODE.search(text, max(0, p.start() - 30), p.start())
            if m and _DORM_WORD.search(text, max(0, m.start() - 100), m.start()) is None:
                m = None
        if m:
            spans.append((m.start(), c.end()))
    return spans


_INTRO = re.compile(
    r"(?:\b(?:I'?m|I am|(?i:my name is|my name's|this is|call me|nazywam się|mam na imię|jestem|ich heiße|"
    r"ich bin|mein name ist|je m'appelle|je suis|mon nom est|me llamo|mi nombre es|soy|мене звати|меня зовут|"
    r"моє ім'я|мое имя|я|"
    # (round 23) the writer signs what is drafted for them: "a letter to the council from me Dale Kowalczyk 18 ..."
    r"from me|od mnie|von mir|de ma part|de mi parte|від мене|от меня)),?\s+)" + _NAME
)
_LIVE_VERBS = (
    r"lives|live|is living|resides|living|mieszka|mieszkam|mieszkają|zamieszk\w*|zam\.|wohnt|wohne|wohnen|vive|vivo|viven|reside|"
    r"residen|residing|resident|habite|habitent|j'habite|vit|vivent|demeure|demeurent|demeurant|domicilié\w*|domiciliad[oa]|"
    r"wohnhaft|живуть|живут|живе|живу|живет|живёт|проживає|проживает|проживаю|проживающ\w*|мешкаю|мешкає|мешкають|"
    # (round 36) a Spanish claim's or deed's residence clause: "Demandado: Teodoro Lucena Arbizu, con domicilio en calle ..."
    # (not a firm's registered office: "con domicilio social en")
    r"con domicilio(?! social)|con residencia|"
    # (round 39) a petition's or a claim's signer as a resident of the street: "Yo, Manuel Soto Ibáñez, vecino de la calle
    # Almendro 14, 3ºB", "Julien Morel, habitant au 12 rue des Lilas", "Anna Nowak, mieszkanka ul. Lipowej 8"
    r"vecin[oa]s?|habitante?s?|mieszkan(?:iec|ka)|mieszkańc\w*|мешкан(?:ець|ка)|жител(?:ь|ьница)"
)
_ADVERBS = (r"now|currently|still|jetzt|derzeit|noch|teraz|obecnie|nadal|ahora|todavía|maintenant|toujours|зараз|сейчас|тепер|теперь|"
            # living alone or together: "lives alone at", "vive sola en", "wohnt allein in der", "живе сама на"
            r"alone|together|sola|solo|seule?|allein|alleine|sama|sam|razem|zusammen|junt[oa]s|ensemble|сама|сам|одна|один|разом|вместе")
_PREPS = (r"at|in|on|przy|na|w|an der|am|in der|auf der|im|en la|en el|en|au|à|на|в|у|to|do|nach|a|a la|al")
# "is at", "has moved to": a person only if the name is a known given name or a relative ("my mum, Joan Hill, is at ...")
_MOVE_VERBS = (
    r"is|'s|is staying|stays|is now|has moved|moved|just moved|przeprowadził\w* się|zog|ist \w+ gezogen|ist gezogen|"
    # (round 19) a move under way: "Teść ... przeprowadza się do nas na ul. ...", "Mum is moving to ..."
    r"is moving|moves|will move|przeprowadza się|przeprowadzi się|przeprowadzają się|wprowadza się|zieht|zieht \w+|"
    r"se muda|se va a mudar|va a mudarse|déménage|va déménager|emménage|переїжджає|переїде|переезжает|переедет|"
    r"se mudó|se ha mudado|a déménagé|est|переїхав\w*|переехал\w*"
)
# a move said of a titled person (round 19): "el cliente Sr. Gómez se ha mudado a la calle ...", "Herr Vogel ist in
# die ... gezogen" (not "is", "est": "Mr Smith is at 10 Downing Street for a meeting")
_MOVED = (
    r"has moved|moved|just moved|is moving|przeprowadził\w* się|przeprowadza się|przeprowadzi się|wprowadził\w* się|"
    r"zog|ist \w+ gezogen|ist gezogen|zieht|se ha mudado|se mudó|se muda|a déménagé|déménage|a emménagé|emménage|"
    r"переїха\w*|переїжджає|переехал\w*|переезжает"
)
_UNIT = r"(?:flat|apt\.?|apartment|unit|suite|wohnung|whg\.?|m\.|mieszkanie|piso|appt\.?|appartement|кв\.?|квартира)\s*\d+[a-z]?\s*[,;]?\s*"
# (round 47, rlinks) a student's home between the name and the street, or the field's label: "Luca Brunner,
# Studentenwohnheim Hans-Sachs-Straße 8", "Ірина Павленко, Studentenwohnheim, Lindenstraße 14", "Name Gareth
# Lloyd-Evans, address 9 ..." (the dormitory's words of the seven languages and its name; a unit still may follow) -
# after the name's comma only: not a possessive's "Sherlock Holmes's address, 221B ...", not a YAML's "address:" line
_UNIT = (r"(?:(?<=[,;:·•] )(?:(?:student(?:en)?wohnheim|wohnheim|dorm(?:itory)?|halls? of residence|residence hall|akademik(?:u)?|"
         r"dom studencki|r[ée]sidence universitaire|cit[ée] u(?:niversitaire)?|residencia de estudiantes|"
         r"residencia universitaria|colegio mayor|общежити[ея]|гуртожит(?:ок|ку))(?:\s+[\w'’.\-]+){0,3}?|address|adres|"
         r"adresse|anschrift|direcci[óo]n|domicilio|адреса|адрес)\s*[,;:]?\s*(?:" + _UNIT + ")?|" + _UNIT + ")")
# (round 48, rlinks) an East Slavic form's town between the name's comma and the street: "Кузнецова Ольга Викторовна,
# г. Екатеринбург, ул. ...", "Коваленко Ірина Олегівна, м. Львів, вул. ..." (the abbreviation, a capitalised town, a
# comma); no sign of a person by itself (not in _UNIT_AFTER_NAME: "Магазин Ромашка, г. Москва, ул. ..." is a shop's)
# (round 50, rlinks) a sole trader's trade between the name and the street, an imprint's or a letterhead's: "Impressum:
# Jonas Berger, Fotografie, Hufelandstraße 22, 10407 Berlin", "Anna Nowak · Tłumaczenia · ul. Lipowa 5" (no sign of a
# person by itself: not in _UNIT_AFTER_NAME - "Studio Licht, Fotografie, ..." is a studio's)
_TRADE = (r"(?:(?<=[,;:·•] )(?i:fotografi[ea]|fotograf(?:in)?|photograph(?:y|er|ie)|fotograf[ií]a|фотограф\w*|webdesign|"
          r"grafikdesign|[üu]bersetzungen|t[łl]umaczenia|traducciones|traductions|переклади|coaching|nachhilfe|"
          r"physiotherapie|fizjoterapia|fisioterapia|illustrations?|ilustraci[óo]n|hausmeisterservice|tischlerei|"
          r"schreinerei)\s*[,;:·•]\s*)?")
_TOWN_BEFORE_STREET = _TRADE + r"(?:(?<=[,;:·•] )(?:(?:г|гор|м|смт|пгт)\.\s?)?[А-ЯЄІЇҐЁ][а-яєіїґё'’]+(?:-[А-ЯЄІЇҐЁа-яєіїґё][а-яєіїґё'’]+)*\s*,\s*)?"
_AGE = r"(?:\d{1,3}(?:\s*(?i:years? old|y/?o|ans|años|lat|jahre|jährig\w*|років|роки|лет|года))?\s*[,;]\s*)?"
# (round 28) a second clause joined by "and", its subject dropped or a pronoun: "Se llama Irene Sáez y nació el ...",
# "Her name is Tilly Brannock and she was born on ...", "Его зовут Тимур Алиев, и он родился ..."
_AND_THEN = (r"(?i:and|y|e|et|und|i|і|и|a|ta)\s+(?:(?i:she|he|il|elle|él|ella|er|sie|ona|on|вона|він|она|он)\s+)?")
_CONNECTOR_BEFORE_ADDRESS = re.compile(
    # (round 28) the name's clause, then "and lives at": "Elle s'appelle Odile Perrin et habite au ..." (a verb of living only)
    _NAME + rf"\s*(?:[,;:()\-–—|·•]\s*)*{_AGE}(?:(?:{_AND_THEN}(?=(?i:{_LIVE_VERBS})\s))?"
    rf"(?:(?P<verb>(?i:{_LIVE_VERBS}))|(?P<move>(?i:{_MOVE_VERBS})))\s+"
    # (round 36) the town named before the street, after a comma: "Jean Moreau, demeurant à Dijon, 4 impasse des Lilas"
    rf"(?:(?:(?i:{_ADVERBS})|[^\W\d_]+),?\s+){{0,2}}?(?:(?i:{_PREPS})\s+)?)?{_TOWN_BEFORE_STREET}(?i:{_UNIT})?$"
)
# A relative named before an address: "my mum, Joan Hill, ...", "Onkel Bernd wohnt ...", "mi madre, Carmen Ruiz"
_RELATIVE = re.compile(
    r"(?i)(?<![\w-])(?:mum|mom|mother|dad|father|parents|son|daughter|sister|brother|wife|husband|partner|grandma|"
    r"grandmother|grandad|granddad|grandpa|grandfather|nan|nana|aunt|auntie|uncle|cousin|niece|nephew|"
    r"mama|mamy|mamie|tata|taty|ojciec|matka|syn|córka|siostra|brat|żona|mąż|babcia|babci|dziadek|dziadka|ciocia|"
    r"cioci|ciotka|wujek|wujka|kuzyn\w*|mutter|vater|sohn|tochter|schwester|bruder|frau|mann|oma|opa|onkel|tante|"
    r"madre|padre|hijo|hija|hermana|hermano|esposa|marido|abuela|abuelo|tía|tío|prima|primo|mère|père|fils|fille|"
    r"sœur|soeur|frère|femme|mari|grand-mère|grand-père|oncle|cousine|мам\w*|мати|тато|батько|син|донька|сестр\w*|"
    r"брат\w*|дружин\w*|чоловік\w*|бабус\w*|дід\w*|дядько|тітка|бабушк\w*|дедушк\w*|дядя|тётя|тетя|"
    # in-laws and godparents, also in the genitive ("auto szwagra", "машина кума")
    r"szwagr\w*|szwagierk\w*|teść|teścia|teściow\w*|brata|siostry|kuzynk\w*|chrzestn\w*|schwager\w*|schwägerin|"
    r"cuñad[oa]|suegr[oa]|padrino|madrina|beau-frère|belle-sœur|beau-père|belle-mère|parrain|marraine|"
    r"кум|кума|куму|кумом|кума|сват\w*|шурин\w*|зят\w*|невістк\w*|хрещен\w*|"
    r"доньк\w*|дочк\w*|дочер\w*|дочь|сина|сину|сына|сыну|córki|córce|syna|synowi|tochter\w*|hija|fille)(?![\w-])"  # (round 21)
)
# A name typed in lower case ("anna nowak mieszka na ...", "ship it to peter walsh, 14 ..."): only when
# the first word is a known given name.
_LOWER_NAME_BEFORE_ADDRESS = re.compile(
    rf"(?i)(?<!\w)(?P<first>[^\W\d_]{{2,}})\s+(?P<last>[^\W\d_]{{2,}})\s*(?:[,;:()\-–—|·•]\s*)*"
    rf"(?:(?P<verb>{_LIVE_VERBS})\s+(?:(?:{_ADVERBS})\s+)?(?:(?:{_PREPS})\s+)?)?(?:{_UNIT})?$"
)
_FIRST_PERSON_ADDRESS = re.compile(fold_letters(
    r"(?i)\b(?:I live|I'm living|I am living|we live|my (?:home |new |current |postal |delivery )?address(?: is)?|"
    r"mieszkam|mieszkamy|mój adres(?: to)?|mój adres zamieszkania|ich wohne|wir wohnen|meine adresse(?: ist| lautet)?|"
    r"send it to me at|ship it to me at|deliver to me at|vivo|vivimos|mi dirección(?: es)?|j'habite|nous habitons|"
    r"mon adresse(?: est)?|я живу|ми живемо|мы живем|моя адреса|мой адрес|"
    # (round 47) the verb alone, its pronoun earlier ("Ми ВПО з ..., зараз живемо у Вінниці на Київській 44, кв. 9"):
    # a street without its type before its flat is an address now, no longer left to identity_homes.lived_streets
    r"живемо|мешкаю|мешкаємо|проживаю|проживаємо|живём|живем|проживаем|"
    r"(?:i|we)(?: just|'ve just|'ve| have| have just)? moved(?: in| in together| to| into)?|переїжджаю|переезжаю|"
    r"przeprowadziłe?a?m się|przeprowadziliśmy się|(?:ich bin|wir sind) (?:\w+ )?umgezogen|me he mudado|"
    r"nos (?:hemos )?mudado|nos mudamos|j'ai déménagé|nous avons déménagé|on a déménagé|я переїха\w+|ми переїхали|"
    r"мы переехали|живу|wohne|przeprowadzam się|przeprowadzamy się|przeprowadzę się|me mudo|je déménage|"  # a move
    r"i(?:'m| am| will|'ll)? mov(?:e|ing)(?: in)? to|we(?:'re| are| will|'ll)? mov(?:e|ing)(?: in)? to|(?:ich )?ziehe (?:\w+ )?(?:um|nach|in)|"
    # where to pick the user up: "pick me up at", "viens me chercher au", "hol mich ab in der", "забери мене з"
    r"pick me up|come (?:and )?get me|collect me|viens me chercher|venez me chercher|passe me prendre|recógeme|"
    r"recogeme|ven a buscarme|hol(?:t)? mich(?: ab)?|przyjedź po mnie|przyjedz po mnie|odbierz mnie|"
    r"забери(?:ть)? мене|забери(?:те)? меня|я проживаю|проживаю|мешкаю|"
    # my home named with its address (round 18): "potholes outside my house at 17 ...", "vor meinem Haus in der ..."
    r"(?:my|our) (?:house|home|flat|apartment|place)(?: is)? at|meine[mr]? (?:haus|wohnung)(?: ist)? (?:in der|am|an der)|"
    # (round 49) the home, a comma, its address: "buyer coming to view at my place, 3 Orchard Way, Didcot OX11 7QF"
    r"(?:my|our) (?:house|home|flat|apartment|place)(?=,)|"
    r"(?:przed )?(?:moim|naszym) (?:domem|mieszkaniem|blokiem) (?:przy|na)|m[oó]j dom (?:jest )?(?:przy|na)|"
    r"(?:mi|nuestra) casa (?:est[áa] )?en(?: la| el)?|(?:ma|notre) maison (?:est )?(?:au|à la|rue)|"
    r"(?:мій|наш) будинок (?:на|за адресою)|(?:моїм|нашим) будинком (?:на|за адресою)|(?:мой|наш) дом (?:на|по адресу)|"
    r"(?:моим|нашим) домом (?:на|по адресу))\b(?:[^.!?\n]|(?<=(?<!\w)\w)\.){0,30}$"
))
_SURNAME_FIRST = re.compile(r"(?!Свят|Пресвят|Преподобн)[А-ЯІЇЄҐЁ][а-яіїєґё'’]+$|[A-ZŁŚŻŹ]\w+(?:sk|ck|dzk)[aiy]$|[A-ZŁŚŻŹ]\w+wicz$")
_UNIT_AFTER_NAME = re.compile(r"\s*[,;:\-–—]?\s*(?i:" + _UNIT + ")$")  # "Imogen Castellanos, Flat 3, 22 Wexford Road"
_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|"
    "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|"
    "Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|"
    "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|"
    "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
    "січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|"
    "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря"
)
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th|er|\.)?\s+(?:of\s+|de\s+)?(?i:{_MONTHS})\.?,?\s+(?:de\s+)?\d{{4}}"
    rf"|(?i:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
    r"|\d{1,2}[./\-]\d{1,2}[./\-](?:19|20)?\d{2}(?!\d)|(?:19|20)\d{2}-\d{2}-\d{2})"  # (not "09.03.18" of 1814)
)
_BORN = (
    r"born(?: on)?(?: the)?|b\.|dob:?|d\.o\.b\.?:?|date of birth:?|ur\.|urodzon(?:ego|ej|emu|ym|ą|[aey])?(?: się)?(?: w dniu| dnia)?|urodził[aoy]? się(?: w dniu| dnia)?|"
    r"data urodzenia:?|geb\.(?: am)?|geboren(?: am)?|geburtsdatum:?|née? le|née?|date de naissance:?|nacid[oa] el|nacid[oa]|"
    r"naci[óo](?: el| en| el d[ií]a)?|fecha de nacimiento:?|народи(?:вся|лася|лась|лись)|родил(?:ся|ась)|"
    # (round 46, rlinks) twins and siblings born together: "Finley and Rose Castellano were born 9 August 2026",
    # "urodzili się", "nacieron el", "sont nés le", "народилися", "родились"
    r"urodzil[iy] się(?: w dniu| dnia)?|nacieron(?: el)?|n[ée]e?s le|народилися|родились|nacid[oa]s(?: el)?|urodzeni|"
    r"народжені|рожд[её]нные|"
    # (round 24) typed in Latin letters and read back in Cyrillic, without the soft sign: "narodylas" -> "народилас"
    r"народи(?:вс|лас|лис)(?!\w)|"
    # (round 19) the participles in the other cases: "dla syna Antka, urodzonego ...", "для доньки, народженої ..."
    r"народжен(?:ого|ої|ий|а|ому|ій)|рожд[её]нн(?:ого|ой|ый|ая|ому)|дата народження:?|дата рождения:?|"
    # a form's abbreviations, as "ur." and "geb.": "Марко Ткаченко, нар. 03.05.2015", "Tomasz Zieliński, data ur. ..."
    r"data ur\.|fecha (?:de )?nac\.|f\. ?nac\.|date de naiss\.|geb\.-?dat(?:um|\.)|дата нар\.|дата рожд\.|нар\.|род\.|nac\.|"
    # (round 20) the same abbreviations typed fast, without their dot, right before the digits: "ur 14.03.1961"
    r"(?:data |fecha (?:de )?)?(?:ur|geb|nac|нар|naiss)(?=\s?\d)|"
    # (round 26) came into the world: "przyszła na świat", "vino al mundo el", "est venue au monde le", "з'явився на світ"
    r"przyszł\w* na świat|przyszedł na świat|vin[oa] al mundo(?: el)?|(?:est )?venue? au monde(?: le)?|came into the world(?: on)?|"
    r"з['’]явил\w* на світ|появил\w* на свет|"
    # (round 36) the Ukrainian and Russian birth-date label typed in Latin letters: "Taras Melnyk, data narodzhennya 12.03.1990"
    r"data narodzhenn?(?:ya|ia|ja|a):?|data rozhdeni(?:ya|ia|ja|e):?"
)
_NAME_DOB = re.compile(fold_letters(  # (and its words typed without diacritics: "urodzilem sie", "je suis ne le")
    _NAME + rf"\s*[,;:(\-–—]?\s*(?:{_AND_THEN})?(?:(?i:was|were|is|are|est|sont|fue|fueron)\s+)?(?i:{_BORN})\s*" + _DATE))
_OWN_DOB = re.compile(fold_letters(
    r"(?i)\b(?:my (?:date of birth|dob|birth ?date|birthday) is|my (?:date of birth|dob)[:\s]|I was born on|I was born|"
    r"urodziłe?a?m się|moja data urodzenia(?: to)?|data urodzenia:|mein geburtsdatum(?: ist)?|ich bin am|ich wurde am|"
    r"nac[íi] el|nací|mi fecha de nacimiento(?: es)?|je suis née? le|je suis née?|ma date de naissance(?: est)?|"
    r"я народил(?:ся|ася|ась)|я родил(?:ся|ась)|моя дата народження|моя дата рождения|"
    r"(?<![\w,]\s)(?:народил(?:ся|ася|ась)|народився|родил(?:ся|ась)))\s*"  # a sentence that starts with the verb
    + _DATE))
# A family member's birth date, any spelling of their name, with or without "my": "my son tom baker was
# born on 4 may 2012", "ma grand-mère josette fabre est née le ...", "дід петро мельник народився ...",
# "meine tochter lea ist am 22.09.2012 geboren".
REL_WORDS = (
    r"son|daughter|kid|child|baby|wife|husband|mother|mom|mum|father|dad|brother|sister|partner|grandma|grandmother|"
    r"grandad|granddad|grandpa|grandfather|grandson|granddaughter|nan|nana|aunt|auntie|uncle|cousin|niece|nephew|"
    # (round 46) "my gran" (after "my" / "our" only: Spanish "gran" is "great"), "granny", "nanna"
    r"(?<=my )gran|(?<=our )gran|granny|grannie|nanna|"
    # (round 49) a former partner after a possessive: "mi ex vive ahora en Av. de la Constitución 8", "my ex lives at"
    r"(?<=my )ex|(?<=mi )ex|(?<=mon )ex|(?<=mein )ex|(?<=meine )ex|(?<=moja )ex|(?<=mój )ex|"
    r"stepson|stepdaughter|syn|synek|córka|córeczka|żona|mąż|mama|tata|brat|siostra|babcia|dziadek|ciocia|ciotka|"
    r"wujek|kuzyn|kuzynka|wnuk|wnuczka|sohn|tochter|frau|mann|mutter|vater|bruder|schwester|oma|opa|großmutter|"
    r"großvater|onkel|tante|enkel|enkelin|neffe|nichte|hijo|hija|esposa|marido|madre|padre|hermano|hermana|abuela|"
    r"abuelo|tío|tía|primo|prima|nieto|nieta|sobrino|sobrina|fils|fille|femme|mari|mère|père|frère|sœur|soeur|"
    r"grand-mère|grand-père|oncle|cousine|petit-fils|petite-fille|neveu|nièce|enfant|син|донька|дочка|дружина|чоловік|"
    r"мама|тато|брат|сестра|бабуся|бабця|дідусь|дід|дядько|тітка|онук|онука|сын|дочь|жена|муж|бабушка|дедушка|"
    r"дед|дядя|тётя|тетя|внук|внучка|"
    # (round 19) in the genitive and the dative: "konto dla syna Antka, urodzonego ...", "полис для дочки ...", "für
    # meines Sohnes"
    r"syna|synka|synowi|córki|córce|córeczki|żony|męża|mamie|taty|tacie|brata|siostry|babci|dziadka|wnuka|wnuczki|"
    r"сина|доньки|дочки|дружини|чоловіка|мами|тата|сестри|бабусі|дідуся|онука|онуки|сына|дочери|жены|мужа|мамы|папы|"
    r"сестры|бабушки|дедушки|внука|внучки|sohnes|"
    # godchildren: "mein Patenkind Emil Weber hat am 22.09.2015 Geburtstag"
    r"godchild|godson|goddaughter|patenkind|chrześniak|chrześnica|ahijad[oa]|filleule?|хрещениц\w*|хрещеник\w*"
)
# A relative, perhaps with a given name, who lives at the address: "my brother Neil lives at flat 4, ...",
# "moja siostra mieszka przy ...", "meine Mutter wohnt in der ...", "mi tía Rosa vive en ..."
_RELATIVE_LIVES = re.compile(
    rf"(?i)(?<![\w-])(?:{REL_WORDS})(?:\s+(?-i:[{_UP}][{_LOW}]+))?,?\s+{_AGE}(?:{_LIVE_VERBS})\s+"
    rf"(?:(?:{_ADVERBS})\s+){{0,2}}(?:(?:{_PREPS})\s+)?(?:{_UNIT})?$"
)
_POSSESSIVE = r"my|our|mój|moja|moje|nasz|nasza|mein|meine|unser|unsere|mi|mis|mon|ma|mes|мій|моя|мой|наш|наша"
_FAMILY_DOB = re.compile(fold_letters(
    rf"(?i)(?:\b(?:{_POSSESSIVE})\s+(?:\w+\s+)?)?(?<![\w-])(?:{REL_WORDS})(?![\w-])[^.!?\n]{{0,40}}?"
    rf"(?:(?:{_BORN}|was born(?: on)?|est née? le|naci[óo](?: el| en| el d[ií]a)?)\s*{_DATE}"
    rf"|(?:am\s+)?{_DATE}\s+(?:geboren|born|urodzon\w*|urodził\w* się|née?|nacid[oa]|народи\w*|родил\w*|geburtstag|birthday|urodziny|zur welt)"
    # a birthday with its year is a birth date: "my son's birthday is 4 May 2012", "cumpleaños el 3 de mayo de 2014"
    rf"|(?:birthday|urodziny|geburtstag|cumpleaños|anniversaire|день народження)(?:\s+(?:is|ma|ist|es|est))?"
    rf"(?:\s+(?:on|am|el|le))?\s*:?\s*{_DATE})"
))
# A name in any case right before or after its birth date: "javier morcillo, nacido el 8 de enero de 1975",
# "ur. 14.11.1990, Marcin Dudek".
_ANY_NAME = r"(?P<first>[^\W\d_]{2,})\s+(?P<last>(?:[^\W\d_]['’])?[^\W\d_]{2,})"  # (o'neill)
_DATE_GATE = re.compile(r"\d{4}|\d[./\-]\d{1,2}[./\-]\d\d")  # cheap: every _DATE has a year or a numeric date
_BORN_DATE = re.compile(rf"(?i)(?<!\w)(?:{_BORN})\s*{_DATE}")
_NAME_BEFORE_BORN = re.compile(
    rf"(?i)(?<![\w-]){_ANY_NAME}"
    # (round 24) where the person works or comes from, between the name and the verb: "Sandra Wilkes from accounting was
    # born ...", "Jonas Weber aus der Buchhaltung ist am ... geboren", "Ania Nowak z księgowości urodziła się ..."
    r"(?:\s+(?:from|of|at|aus|von|bei|z|ze|de|del|du|з|із|из)\s+(?:(?:the|der|dem|den|la|el|le|l')\s+)?[^\W\d_]{2,20}"
    r"(?:\s+[^\W\d_]{2,20})?(?=\s*,?\s*(?:was|is|est|fue|jest|ist|wurde|she|he|who|ona|on|er|ella|elle|born|urodz|geb|né|nac|народ|родил)))?"
    r"\s*,?\s*(?:(?:she|he|who|ona|on|która|który|sie|er|die|der|ella|él|elle|il|qui|вона|він|она|он)\s+)?"
    r"(?:(?:was|were|is|are|est|sont|fue|fueron|jest|ist|wurde)\s+)?$")  # (round 46: "were", twins)
# (round 24) a birthday on a date with its year is the birth date: "Fiona Gallagher has her birthday on 11 June 1990",
# "Jonas hat am 3. März 1988 Geburtstag" is read by the birth words; the year before the last few (not this year's party)
_BIRTHDAY_DATE = re.compile(
    rf"(?i)(?<!\w)(?:has|had|celebrates|celebrated)\s+(?:her|his|their)\s+birthday\s+on(?:\s+the)?\s*{_DATE}")
_BIRTH_YEAR = re.compile(r"(?:19|20)\d\d(?!\d)")
_NAME_DATE_BORN = re.compile(
    rf"(?<![\w-]){_ANY_NAME}\s*[,;:(\-–—]?\s*{_DATE}\s*(?:р\.\s?н\.?|г\.\s?р\.?|r\.\s?ur\.?|рік народження|року народження|года рождения|"
    # (round 28) the label after the date, in brackets: "Elke Hollmann, 14.02.1961 (Geburtsdatum)", "(date of birth)"
    r"\(\s*(?i:date of birth|dob|d\.o\.b\.?|born|geburtsdatum|geb\.|geboren|data urodzenia|data ur\.|ur\.|urodzon\w*|"
    r"fecha de nacimiento|f\. ?nac\.|nacid[oa]|date de naissance|née?|дата народження|дата рождения)\s*\))"
)
_DOB_THEN_NAME = re.compile(rf"(?i)(?<!\w)(?:{_BORN})\s*{_DATE}\s*[,;:\-–—]?\s*{_ANY_NAME}(?![\w-])")
_NOT_A_NAME = frozenset(
    """
    the a an my our his her their your its she he they it who which that this was is were been i we you and or but
    also then when where baby child person patient user customer client someone somebody character cat dog puppy
    twins triplets kids children boys girls brothers sisters family parents
    kitten horse company app product band about for of to with from on at by as in into after before since
    als für von mit zu dla o od do pour de du des le la les para sobre del el los las про для від від з она он
    вона він воно elle il ella él sie er es ona on ono jego jej son sa su sein ihr who's she's he's was were
    """.split()
)
_CHILD_NAMED = re.compile(
    r"(?i:\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter|grandson|granddaughter)|"
    r"\b(?:mój|nasz)\s+syn|\b(?:moja|nasza)\s+córka|\bmein\s+sohn|\bmeine\s+tochter|\bunser(?:e)?\s+(?:sohn|tochter)|"
    # (round 34) the same in French, Spanish, Ukrainian and Russian: "Mon fils Théo Girard", "Mi hijo Pablo Esteban",
    # "Мій син Артем Бондар", "Моя дочь Алиса Петрова"
    r"\b(?:mon|notre)\s+(?:fils|beau-fils)|\b(?:ma|notre)\s+fille|\b(?:mi|nuestr[oa])\s+(?:hij[oa]|niñ[oa])|"
    r"(?<!\w)(?:мій|наш)\s+син|(?<!\w)(?:моя|наша)\s+(?:донька|дочка|доня)|(?<!\w)(?:мой|наш)\s+сын|(?<!\w)(?:моя|наша)\s+дочь)"
    r"[,\s]+" + _NAME
)
_CHILD_PLACE = re.compile(
    rf"(?i:\b(?:school|primary|academy|kindergarten|nursery|preschool|class|grade|year \d|przedszkol\w*|szkoł\w*|szkole|"
    rf"klas\w*|schule|grundschule|kita|klasse|gymnasium)\b)|\b(?:[{_UP}][{_LOW}]+\s+)(?:{_STREET_TYPES})\b|"
    # (round 34) the school or the class in the other languages, and a school's abbreviation or number: "w SP nr 12",
    # "w 3c", "en CE2 B à l'école", "en 4ºA del CEIP", "в 4-А класі ліцею №7", "в 5 «Б» классе"
    rf"(?i:(?<!\w)(?:liceum|lice\w+|gimnazjum|technikum|przedszkol\w*|école|ecole|collège|college|lycée|maternelle|"
    rf"crèche|colegio|escuela|instituto|guardería|clase|школ\w*|ліце\w*|гімназі\w*|клас\w*|садо?к\w*|садоч\w*|"
    rf"лице\w*|гимнази\w*|класс\w*)(?!\w))|(?<!\w)(?:SP|ZSP|CEIP|IES|CP|CE1|CE2|CM1|CM2)(?:\s+(?:nr|n[°º]|№)\s*\d+)?(?!\w)"
)
# A licence plate with its owner: "the Golf with plate WX 4821K belongs to Adam Lis", "moje auto ma
# rejestrację WE 12345".
_PLATE = re.compile(
    r"(?i:\b(?:licen[cs]e plates?|number plates?|plates?|reg(?:istration)?(?: number| no\.?)?|numer\w* rejestracyjn\w*|"
    r"rejestracj\w*|tablic\w* rejestracyjn\w*|kennzeichen|matrícula|immatriculation|plaque|номер\w*|номерний знак|"
    r"rej\.|kennz\.|immat\.))"  # (abbreviated in forms and exports: "nr rej. WZ 4815K", "Kfz-Kennz.", "immat.")
    r"[^.!?\n\d]{0,20}?\b(?P<plate>(?-i:[A-ZÄÖÜ]{1,3}[ \-][A-Z]{1,2}[ \-]?\d{1,4}[EH]?|[A-Z]{2}\d{2} ?[A-Z]{3}|"
    r"[A-Z]{1,3}[ \-]?(?=[A-Z0-9]*\d)[A-Z0-9]{3,6}|\d{4}[ \-]?[A-Z]{3}|"
    r"\d[A-Z]{2,3}[ \-]?\d{3,4}|"  # (round 28) a digit first: US 7KLM512, 8GHT291
    r"[A-Z]{2}[ \-]?\d{3}[ \-]?[A-Z]{2}|[А-ЯІЇЄ]{2}\s?\d{4}\s?[А-ЯІЇЄ]{2}|"
    r"[АВЕКМНОРСТУХ]\s?\d{3}\s?[АВЕКМНОРСТУХ]{2}\s?\d{2,3}))(?!\w)"  # (round 26) RU: Е 482 КМ 196
)
_PLATE_OWNER = re.compile(
    rf"(?i:\b(?:belongs to|owned by|registered to|należy do|zarejestrowan\w* na|gehört|pertenece a|appartient à|"
    rf"assigned to|attribu[ée]e? à|affect[ée]e? à|przypisan\w* do|zugewiesen|zugeteilt|asignad[oa] a|"
    rf"закріплен\w* за|закреплен\w* за|"
    rf"належить|принадлежит|owner is|właściciel\w*|halter\w*|propietari[oa]|propriétaire|власни\w*)\b)\s*"
    rf"(?:(?i:mr\.?|mrs\.?|ms\.?|pana|pani|herrn?|frau|señora?|m\.|mme)\s+)?[{_UP}][{_LOW}]+\s+[{_UP}][{_LOW}]+"
    r"|(?i:\b(?:my|our|mój|moje|moja|mojego|mojej|nasz|nasze|mein|meine|meines|mi|mon|ma|мій|моя|мой|моє)\s+"
    r"(?:\w+\s+)?(?:car|car's|van|truck|motorbike|auto|samochód|samochodu|auta|wagen|autos|coche|voiture|машина|машини|авто|"
    r"plate|reg|registration|rejestracja|rejestracji|tablica|kennzeichen|matrícula|plaque|номер))\b"
)

# A plate with no "plate" word, next to a car or parking and its owner: "carol haines keeps parking her blue
# fiesta yk71 drn across my drive", "Sąsiad, Tomasz Ryba, zastawił bramę swoim passatem EL 736LN".
_VEHICLE = re.compile(
    r"(?i)\b(?:car|cars|van|truck|lorry|motorbike|motorcycle|suv|hatchback|estate|parks?|parking|parked|drives?|"
    r"driving|drove|samoch\w*|aut\w*|camion\w*|fourgon\w*|furgo\w*|wagen|fahrzeug|parkt|geparkt|fährt|coche|moto|furgoneta|aparca\w*|conduce|"
    r"vehicles?|v[ée]hicules?|veh[ií]culos?|pojazd\w*|транспорт\w*|"
    r"parkingow\w*|parkplatz\w*|parkhaus\w*|паркув\w*|парков\w*|шлагбаум\w*|schranke\w*|stationnement|estacionamiento|"
    r"voiture|bagnole|gar[ée]\w*|conduit|машин\w*|авто\w*|mashyn\w*|avto\w*|припарку\w*|паркує\w*|паркуется|їздить|ездит|"
    r"zastawi\w*|zaparkowa\w*|parkuje|jeździ|golf\w*|passat\w*|polo|fiest\w*|focus\w*|corsa|astr\w*|octavi\w*|"
    r"fabi\w*|superb|yaris|corolla|civic|clio|m[ée]gane|punto|panda|qashqai|juke|tucson|sportage|transit|sprinter|"
    r"tesla|bmw|audi|mercedes\w*|merc|škod\w*|skod\w*|toyot\w*|volvo|fiat\w*|opel\w*|opla|oplem|oplu|renault\w*|peugeot\w*|"
    r"citro[eë]n\w*|kia|hyundai|dacia|seat|ibiza|leon|ford\w*|vw|volkswagen\w*|nissan\w*|honda\w*|mazda\w*|"
    r"range rover|land rover|mini|micra|swift|twingo|kangoo|berlingo|c3|c4|a3|a4|x5|touareg|tiguan|camry|lanos\w*|"
    r"туарег\w*|тігуан\w*|камрі|ланос\w*|шкод\w*|тойот\w*|фольксваген\w*|мерседес\w*|джип\w*|позашляховик\w*|"
    r"кросовер\w*|седан\w*|мінівен\w*|бус\w*)\b"
)
_VEHICLE_WORDS = frozenset(
    "car cars van truck lorry motorbike motorcycle suv hatchback estate park parks parking parked drive drives driving "
    "drove wagen fahrzeug parkt geparkt fährt coche moto furgoneta conduce voiture bagnole conduit parkuje jeździ "
    "polo corsa superb yaris corolla civic clio megane mégane punto panda qashqai juke tucson sportage transit sprinter "
    "tesla bmw audi merc volvo kia hyundai dacia seat ibiza leon vw mini micra swift twingo kangoo berlingo c3 c4 a3 "
    "a4 x5 range land їздить ездит touareg tiguan camry lanos камрі opla oplem oplu".split()  # (round 28: Polish "opla")
) | kinds.GATE_WORDS  # (round 27) a bus, a pickup, a camper (vehicle_kinds.py)
_VEHICLE_STEMS = (
    "samoch", "aut", "camion", "fourgon", "furgo", "aparca", "gar", "машин", "авто", "mashyn", "avto", "припарку", "паркує", "паркуется", "zastawi", "zaparkowa",
    "golf", "passat", "fiest", "vehic", "véhic", "vehíc", "pojazd", "транспорт", "focus", "astr", "octavi", "fabi", "mercedes", "škod", "skod", "toyot", "fiat", "opel",
    "renault", "peugeot", "citro", "ford", "volkswagen", "nissan", "honda", "mazda",
    "туарег", "тігуан", "ланос", "шкод", "тойот", "фольксваген", "мерседес", "джип", "позашляховик", "кросовер",
    "седан", "мінівен", "бус", "lanos",  # (round 39: declined, "mojego Lanosa")
    "parkingow", "parkplatz", "parkhaus", "паркув", "парков", "шлагбаум", "schranke", "stationnement", "estacionamiento",
) + plates.DRIVING_STEMS + kinds.STEMS  # drivers and parking (identity_plates.py): the same one scan decides
# A word (a run of letters and digits) that is a vehicle word or starts with a vehicle stem, found by one
# search over trie-shaped alternations instead of a loop over every word. Entries with other characters
# could never equal such a run, so they are left out as they never matched.
# (Kept as written, not rewritten by speed_up: most letters start a branch, so skipping ahead is slower.)
_VEHICLE_RE = re.compile(r"(?<![^\W_])(?:" + literal_alternation(
    sorted(w for w in _VEHICLE_WORDS if w.isalnum()), r"(?![^\W_])", sorted(s for s in _VEHICLE_STEMS if s.isalnum())) + ")")


def _mentions_vehicle(low: str) -> bool:
    """Whether a word of `low` is a vehicle word or starts with a vehicle stem, or is a German compound ending in one."""
    return _VEHICLE_RE.search(low) is not None or (
        ("auto" in low or "wagen" in low or "fahrzeug" in low or "motorrad" in low or "transporter" in low)
        and _VEHICLE_COMPOUND.search(low) is not None)  # (the substring tests first: no regex scan on most messages)


# (round 32) a German compound whose head is the vehicle: "Familienauto", "Firmenwagen", "Dienstfahrzeug", "Leichtmotorrad",
# and the heads alone ("der Transporter", "das Motorrad")
# (not a pram, a shopping trolley, a dining car or a toy: "Kinderwagen", "Einkaufswagen", "Speisewagen", "Spielzeugauto")
_VEHICLE_COMPOUND = re.compile(
    r"(?i)(?<![\w-])(?!kinder|einkaufs|boller|puppen|hand|speise|schlaf|liege|spielzeug|modell|güter|waren|straßenbahn|"
    r"spiel|bau|test|muster|beispiel)(?:[a-zäöüß]{3,})?(?:auto|autos|wagen|wagens|fahrzeug|fahrzeugs|motorrad|transporter)(?![\w-])"
)


_BARE_PLATE = re.compile(
    r"(?<![\w-])(?P<plate>(?i:[a-z]{2}\d{2}\s?[a-z]{3})"  # UK: YK71 DRN
    r"|(?-i:[A-Z]{2}\s\d[A-Z0-9]{4}|[A-Z]{3}\s\d[A-Z0-9]{3,4})"  # PL, seven characters: EL 736LN, WX 4821K
    r"|(?i:[a-z]{2}\s\d{3,4}[a-z]{1,2}|[a-z]{3}\s\d{3}[a-z])"  # PL typed in lower case: el 736ln
    r"|(?i:[a-zäöü]{1,3}-[a-z]{1,2}\s?\d{1,4}[eh]?)"  # DE: B-AB 1234, m-xy 42
    r"|(?i:\d{4}\s?[bcdfghjklmnprstvwxyz]{3})"  # ES: 4821 KLM
    r"|(?i:[a-z]{2}-\d{3}-[a-z]{2})"  # FR: AB-123-CD
    # (round 18) NL side codes, capitals: 12-ABC-3, XX-99-XX, 99-XX-99; IE: 221-D-12345, 12-KY-4321
    r"|(?-i:(?=[A-Z0-9\-]*\d)(?=[A-Z0-9\-]*[A-Z])(?:[A-Z]{1,3}|\d{1,3})-(?:[A-Z]{1,3}|\d{1,3})-(?:[A-Z]{1,3}|\d{1,3})"
    r"|\d{2,3}-[A-Z]{1,2}-\d{1,6})"
    r"|(?i:[а-яіїє]{2}\s?\d{4}\s?[а-яіїє]{2})"  # UA: АА 1234 ВВ
    r"|(?-i:[ABCEHIKMOPTXАВЕІКМНОРСТХ]{2}\s?\d{4}\s?[ABCEHIKMOPTXАВЕІКМНОРСТХ]{2})"  # UA typed in Latin
    r"|(?-i:[ABEKMHOPCTYXАВЕКМНОРСТУХ]\s?\d{3}\s?[ABEKMHOPCTYXАВЕКМНОРСТУХ]{2}\s?\d{2,3})"  # RU: М482КР77
    r"|" + kinds.SPACED_PLATES +  # (round 27) DE and FR typed with spaces: HH ZX 902, AB 123 CD (vehicle_kinds.py)
    # (round 20) PL typed without its space, a voivodeship's letter first: LU14110, WX4821K (a vehicle word just before)
    # (round 28) and a US plate, a digit first (7KLM512), read as glued: only a vehicle's said right before
    r"|(?-i:(?P<glued>[BCDEFGKLNOPRSTWZ][A-Z]{1,2}\d[A-Z0-9]{3,4}|\d[A-Z]{3}\d{3})))(?![\w-])"
)
_MADE_UP_DIGITS = re.compile(r"(\d)\1{3,}")
_YEARISH = re.compile(r"^[A-Za-z]{2,3}\s(?:19|20)\d{2}$")
_OWNER_WORD = re.compile(
    # a person named with a title: "pana Nowickiego", "Mr Hale's", "Herrn Vogel", "señora Ruiz", "пана Коваля"
    rf"(?<!\w)(?i:mr|mrs|ms|pan|pana|panu|pani|herr|herrn|señor|señora|sr|sra|monsieur|madame|mme|пан|пана|пані|пани)\.?\s+[{_UP}][{_LOW}]+|"
    rf"(?<!\w)M\.\s+[{_UP}][{_LOW}]+|"
    r"(?i:\b(?:her|his|my|mine|mine's|our|ours|their|mam|mamy|jego|jej|mój|moj|moja|moją|mojej|moje|mojego|moim|swoim|swoją|swój|"
    r"sein\w*|ihr\w*|mein\w*|su|sus|mi|mío|mía|son|sa|mon|ma|la mienne|le mien|його|її|мій|моя|моєї|мою|моє|моїй|свій|свою|своєю|своим|neighbou?r\w*|sąsiad\w*|nachbar\w*|vecin[oa]\w*|"
    r"voisin\w*|сусід\w*|сосід\w*|сосед\w*|moya|moye|moyi|miy|yoho|yiyi|susid\w*|sosid\w*)\b)|"  # (and in Latin letters)
    # (round 23) "our" in the other languages, as "our" above ("це нашого завгоспа Романа", "unseres Hausmeisters"),
    # and a car registered to the writer ("na mnie zarejestrowana", "auf mich zugelassen", "à mon nom", "на мене")
    r"(?i:\b(?:nasz|nasza|naszego|naszej|naszemu|naszym|unser|unsere|unseres|unserem|unserer|nuestr[oa]s?|notre|nos|"
    r"наш|наша|нашого|нашої|нашому|нашим|нашей|нашему|nashoho|nashomu|"
    r"na mnie|registered (?:to|in) (?:me|my name)|auf mich|à mon nom|a mi nombre|на мене|на меня)\b)|"
    # (round 50, rlinks) a company car, the writer's or a colleague's: "auto w firmie WX 4821K", "firmowe auto", "mein
    # Firmenwagen", "coche de empresa", "voiture de fonction", "службове авто" (a company's car park is no owner)
    r"(?i:\b(?:(?:auto|samoch[oó]d|furgonetk[aę]|bus)\s+(?:w (?:mojej |naszej )?firmie|firmow\w+|s[łl]u[żz]bow\w+)|"
    r"(?:firmow\w+|s[łl]u[żz]bow\w+)\s+(?:auto|samoch\w+)|(?:firmen|dienst)(?:wagen|auto|fahrzeug)|"
    r"(?:coche|furgoneta|furgo|veh[ií]culo) de (?:la )?empresa|voiture de (?:fonction|soci[ée]t[ée])|"
    r"(?:службов\w+|корпоративн\w+)\s+(?:авто|машин\w+))\b)"
)
# the owner named after the vehicle word: "to auto Darka", "машина Степана", "la voiture de Julien", "das Auto von Jonas"
_VEHICLE_OF = re.compile(
    rf"(?i:\b(?:auto|samoch[oó]d|wóz|машин[аи]|авто|voiture|bagnole|coche|wagen|fahrzeug|car|van)\s+"
    rf"(?:(?:de|von|vom|du|od|of)\s+)?)(?P<who>[{_UP}][{_LOW}]+)\b"
)
# (round 24) the owner in the possessive, any name (a short form too: "Rob's car", "Svens Auto", "Omas Wagen"); not a
# brand's or a rental firm's
_OWNERS_VEHICLE = re.compile(
    r"(?<![\w'’])(?P<who>[A-ZÄÖÜ][a-zäöüß]{1,15})(?:['’]s|s)\s+(?:car|van|motor|motorbike|bike|truck|vehicle|jeep|"
    r"auto|wagen|fahrzeug|motorrad|transporter)\b"
)
_NOT_OWNERS = frozenset("Tesla Ford Uber Hertz Avis Sixt Europcar Enterprise Google Apple Amazon Toyota Honda Nissan "
                        "Mum Mom Dad Das Des Eines Meines Deines Seines Alles Dies Jedes Letztes Neues Altes".split())
# the owner said by belonging, a known given name: "c'est à Karim", "gehört Jonas" (not "c'est à Lyon")
_BELONGS = re.compile(
    rf"(?i:\b(?:c'est à|c’est à|belongs to|należy do|gehört|es de|належить|принадлежит)\s+)(?P<who>[{_UP}][{_LOW}]+)"
)

_HAS_DIGIT = re.compile(r"\d")
# the streets identity_inverted.py names itself: "na Różanej 21", "5 avenue Foch habite", "el número 22 de la calle"
_INVERTED_HINTS = ("na ", "przy ", "rue ", "avenue", "boulevard", "impasse", "allée", "chemin", "quai ", "route ", "place ",
                   "mero", "méro", "nº", "n°")
_FIRST_NAMES_LOWER = frozenset(n.lower() for n in v.FIRST_NAMES)


def _is_person_name(first: str, last: str) -> bool:
    if first in v.NOT_FIRST_NAMES or last in v.NOT_FIRST_NAMES:
        return False
    if first in v.INSTITUTION_WORDS or last in v.INSTITUTION_WORDS:
        return False
    return len(first) >= 2 and len(last) >= 2


_CHILD_HINT = ("son", "daughter", "kid", "child", "boy", "girl", "syn", "córk", "sohn", "tochter",
               "fils", "fille", "hij", "niñ", "син", "сын", "донь", "дочк", "доня", "дочь")  # (round 34)
_DOB_HINT = ("born", "b.", "dob", "d.o.b", "birth", "ur.", "urodz", "geb", "ich bin am", "ich wurde am", "né le",
             "née", "né ", "nací", "ne le", "nee le", "suis ne", "est ne",
             "nacid", "nació", "nacio", "naci el", "nacimiento", "naissance", "народи", "родил", "рожд", "р.н", "р. н", "г.р", "г. р",
             "cumple", "anniversaire", "народж", "нар.", "род.", "nac.",
             "zur welt", "na świat", "al mundo", "au monde", "into the world", "на світ", "на свет",
             "narodzhen", "rozhden",  # (round 36: the Latin-typed label, "data narodzhennya")
             "nacieron", "nés le", "nées le", "nes le", "nees le")  # (round 46: twins, "sont nés le", "nacieron el")
# the hint tuples as one search each (same answer as any(h in low for h in hints), one C-level scan;
# written as a trie, so that the engine does not try every hint at every position)
_CHILD_HINT_RE = re.compile(literal_alternation(_CHILD_HINT))
_DOB_HINT_RE = re.compile(literal_alternation(_DOB_HINT))
_BARE_BORN = re.compile(r"(?<!\w)(?:ur|geb|nac|нар|naiss) ?\d")  # (round 20) "ur 14.03.1961", "geb 3.4.1950"
_EN_ADDRESS_HINT = re.compile(rf"\d[A-Za-z]?(?:[/\-]\d{{1,4}}[A-Za-z]?)?,?\s+[{_UP}]")
_LOW_STREET_HINT = re.compile(rf"\d[a-z]?,?\s+(?:[a-z'’]{{2,}}\s+){{1,2}}(?:{_STREET_TYPES_LOW})\b|\d\s+m\.\s*\d")
_UL_HINT = re.compile(r"(?<!\w)ul [^\W\d_]{3,} \d")  # (round 22) "ul lipowa 9": "ul" typed without its dot
_ADDRESS_HINTS = ("ul.", "ulic", "al.", "alej", "alei", "os.", "osiedl", "pl.", "plac", "mieszka",
                  "straße", "strasse", "str.", "weg ", "gasse", "platz", "allee", "ring ", "damm", "ufer", "chaussee",
                  "calle", "c/", "avda", "av.", "ctra", "carretera", "avenida", "paseo", "plaza", "camino", "carrer", "rue ", "avenue", "boulevard",
                  "allée", "impasse", "chemin", "quai", "вул", "просп", "пров", "бульв", "ул.", "улиц", "пер.", "переул",
                  "кв.", "кв ")  # (round 47: a street without its type, with its flat - "на Драгоманова 40, кв. 112")
_NAME_IN_SENTENCE = re.compile(_NAME)
# (round 29) a Polish street without its type between a preposition and the town: "z Długiej 8 w Ostródzie", "przy
# Lipowej 3 m. 2 we Wrocławiu" (the ADDRESS branches for them run only behind this hint)
_PL_STREET_HINT = re.compile(rf"(?<!\w)(?:z|ze|spod|przy|na) [{_UP}][{_LOW}]+ \d{{1,4}}(?:/\d{{1,4}})?(?: m\. ?\d{{1,4}})? we? [{_UP}]")
# A couple named before their address: "Gordon and Rita Pemberton, 14 Alder Close", "Gérard et Monique Lambert"
_COUPLE_BEFORE = re.compile(rf"(?<!\w)(?P<other>[{_UP}][{_LOW}]+)\s+(?:and|&|i|und|y|e|et|і|и)\s+$")
_PLATE_HINTS = ("plate", "reg", "rejestr", "kennzeichen", "matrícula", "immatriculation", "plaque", "номер", "rej.", "kennz.",
                "immat.")
_PLATE_HINT_RE = re.compile(r"plate|\breg\b|registration|rejestr|kennzeichen|matrícula|immatriculation|plaque|номер|"
                            r"\b(?:rej|kennz|immat)\.")
_ADDRESS_HINT_RE = re.compile(literal_alternation(_ADDRESS_HINTS))
_PLATE_HINTS_RE = re.compile(literal_alternation(_PLATE_HINTS))


def find_identity(text: str) -> list[Finding]:
    findings: list[Finding] = []
    low = lower(text)  # (text.lower(), once per text)
    if _CHILD_HINT_RE.search(low):
        for m in _CHILD_NAMED.finditer(text):
            if _is_person_name(m.group("first"), m.group("last")) and _CHILD_PLACE.search(text, m.end()):
                findings.append(Finding(Kind.IDENTITY, "child's name with school or address", m.start("first"), m.end()))
    if SCHOOL_GATE.search(low):  # (round 35) "Ellie Brandwood goes to St Anne's Primary in Year 4" (school_children.py)
        findings += [Finding(Kind.IDENTITY, "child's name with school or address", s, e)
                     for s, e, name in named_schoolchildren(text, low, _given_name, _is_person_name)
                     if not _is_placeholder(text, name, None)]
        # (round 37) "Isla Brennan, Year 4, St Columba's Primary", "Staś Nowakowski z 2b w SP nr 14": the class right
        # after the name, no pupil's verb (class_pupils.py)
        findings += [Finding(Kind.IDENTITY, "child's name with school or address", s, e)
                     for s, e, name in class_pupils(text, low, _given_name, _is_person_name)
                     if not _is_placeholder(text, name, None)]
        # (round 46) "write to Ellie Morgan's teacher at St Anne's Primary", "wychowawczyni Zuzi Lis w SP nr 12"
        findings += [Finding(Kind.IDENTITY, "child's name with school or address", s, e)
                     for s, e, name in taught_children(text, low, _given_name, _is_person_name)
                     if not _is_placeholder(text, name, None)]
    if may_name_month(low) and (_DOB_HINT_RE.search(low) or "ich bin am" in low or "ich wurde am" in low
                                or "geburtsdatum" in low):  # (round 36: no month's name, no date said in words - first)
        findings += find_spoken_birth_dates(text, low)  # a birth date said in words (spoken_dates.py)
    if not _HAS_DIGIT.search(text):
        return findings
    findings += birth_list_findings(text)  # "Trip list with dates of birth: Amelia Clark 12/03/2012, ..." (round 18)
    findings += [Finding(Kind.IDENTITY, "name with date of birth", s, e) for s, e in pronoun_births(text, _RELATIVE, _given_name)
                 if not _historical(text[s:e]) and not reference_style(low, s, e)]  # "She was born on ..." (round 17)
    addresses = []
    en_hint = _EN_ADDRESS_HINT.search(text)
    if en_hint or _ADDRESS_HINT_RE.search(low) or _LOW_STREET_HINT.search(low) or (
            "ul " in low and _UL_HINT.search(low)) or _PL_STREET_HINT.search(text):
        addresses = [m.span() for m in ADDRESS.finditer(text)]
    if _POSTCODE.search(text):
        addresses += [a for a in _streets_before_postcodes(text)
                      if not any(s <= a[0] < e for s, e in addresses)]
    if _LOW_DE_HINT.search(low):
        addresses += [m.span() for m in _LOW_DE_STREET.finditer(text) if not any(s <= m.start() < e for s, e in addresses)]
    if "mieszka" in low or "zam." in low:
        addresses += [m.span("street") for m in _LIVES_ON_STREET.finditer(text)
                      if not any(s <= m.start("street") < e for s, e in addresses)]
    addresses += [a for a in homes.uk_addresses(text) if not any(s <= a[0] < e for s, e in addresses)]
    # (round 26) "Rue des Tanneurs 23, 1000 Bruxelles", "Rua da Prata 45, 1100-415 Lisboa", "пр. Миру 45" (postal_blocks.py)
    addresses += [a for a in postal.foreign_streets(text) if not any(s <= a[0] < e or a[0] <= s < a[1] for s, e in addresses)]
    # (round 33) "Storgata 41B, 0182 Oslo", "Vesterbrogade 118, 3 tv, 1620 København V", "del número 5 de la calle
    # Lepanto", "из дома 5 по улице Лесной": a home known by its shape (shaped_homes.py)
    addresses += [a for a in shaped.shaped_streets(text, low, en_hint.start() if en_hint else None) if not any(s <= a[0] < e or a[0] <= s < a[1] for s, e in addresses)]
    if en_hint:  # (round 36) "9 Weir Cottages, Ashby Lane, Kendal": a row of houses, no street word (house_rows.py)
        addresses += [a for a in house_rows(text, low) if not any(s <= a[0] < e or a[0] <= s < a[1] for s, e in addresses)]
    findings += homes.lived_streets(text, low, addresses)  # "wir wohnen jetzt am kanal 5": no street type
    addresses += typeless_lived_streets(text, low, addresses)  # (round 31) "mieszka pod Jarzębinowa 5" (role_homes.py)
    if more := [a for a in tailed_streets(text) + preposed_streets(text)  # (round 27: street_tails.py)
                if not any(s <= a[0] < e or a[0] <= s < a[1] for s, e in addresses)]:
        addresses += more
    intro_names = []
    if addresses:
        intro_names = [m for m in _INTRO.finditer(text) if _is_person_name(m.group("first"), m.group("last"))]
    for a_start, a_end in addresses:
        before = text[max(0, a_start - 80):a_start]
        m = _CONNECTOR_BEFORE_ADDRESS.search(before)
        if m and venue_before(before, m.start()):
            continue  # "Collège Jean Moulin, 12 avenue ...": a place named after a person (home_cues.py, round 22)
        if m and _is_person_name(m.group("first"), m.group("last")) and (
                m.group("verb") or _given_name(m.group("first")) or _relative_before(before, m)
                or _given_name(m.group("last")) and _SURNAME_FIRST.match(m.group("first"))  # (round 49) surname first
                # on a Slavic form: "Гнатюк Олександр, м. Вінниця, вул. ...", "Wiśniewska Ewa, ul. ..." (not "Boulangerie
                # Martin, 4 rue ...", "Santa Maria, Calle ...", "Собор Святої Софії, вул. ...": a Cyrillic word, not a
                # saint's, or a Polish surname's ending)
                or _couple_before(before, m) or _given_before(before, m) or _TITLE_BEFORE.search(before, 0, m.start())
                or _UNIT_AFTER_NAME.match(before, m.end("last"))
                or person_shaped(m.group("first"), m.group("last"))):  # "Петровны Орловой", "Jiménez Vidal" (round 24)
            if not _is_placeholder(text, m.group("first") + " " + m.group("last"), (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        k = particle_name(before, _given_name)  # (round 46) "Anne-Sophie de Villiers, 4 avenue Foch" (particle_names.py)
        if k >= 0 and not venue_before(before, k):
            if not _is_placeholder(text, " ".join(before[k:].split()[:2]).rstrip(","), (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        m = _TITLED_BEFORE_ADDRESS.search(before)
        if m:  # "Mr G. Pellow, 14 Tregarthen Close", "Don Emilio Sáez, C/ Río Tajo 12"
            if not _is_placeholder(text, m.group("who"), (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        m = _LOWER_NAME_BEFORE_ADDRESS.search(before)
        if m and m.group("last").lower() not in _NOT_SURNAME and (
                _lower_given(m.group("first").lower()) or _lower_given_before(before, m)
                or _relative_then_name(before, m)):
            # "anna nowak, ...", "carmen lopez diaz, c/ ...", "colis pour mamie : odette lemaire, 7 rue ..."
            if not _is_placeholder(text, m.group("first") + " " + m.group("last"), (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        m = _RELATIVE_LIVES.search(before)
        if m:
            findings.append(Finding(Kind.IDENTITY, "a relative's home address", a_start - len(before) + m.start(), a_end))
            continue
        k = kin_named(before, _RELATIVE, _is_person_name)  # (round 36) "Margery Tillotson (my nan), 7 ..." (kin_appositions.py)
        if k >= 0 and not venue_before(before, k) and not _is_placeholder(text, " ".join(before[k:].split()[:2]), (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        m = _THIRD_PERSON_LIVES.search(before)
        if m and (_RELATIVE.search(before, 0, m.start()) or any(
                _given_name(w.group()) for w in _CAPITALISED.finditer(before, 0, m.start()))) and not _is_placeholder(
                text, None, (a_start, a_end)):
            # "urodziny Oli ..., mieszka na Ogrodowej 5/12", "my sister Maisie ... — she lives at 3 Birch Lane"
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        k = homes.named_home(before, _given_name)  # a sender line, a titled person "at", a relatives' home
        if k < 0:
            k = homes.known_from_home(before)  # "my neighbour Name Surname from <address>" (round 15)
        if k >= 0 and not _is_placeholder(text, None, (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        k = role_home(text, before, a_start, a_end)  # (round 31) "Krankentransport für Elfriede Schuster, Birkenweg 12"
        if k >= 0 and not venue_before(before, k):  # "my tenant Bethany Crowle who lived at ..." (role_homes.py)
            who = " ".join(before[k:].split()[:2]).rstrip(",")
            if not _is_placeholder(text, who, (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        f = field_home(before, _given_name)  # "... : Raymonde Castagnet, 6 impasse ...", '"kunde":"...","adresse":"' (round 21)
        if f and _is_person_name(f[1], f[2]) and person_words(f[1] + " " + f[2], False) and not _is_placeholder(text, f[1] + " " + f[2], (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + f[0], a_end))
            continue
        k = pronoun_home(text, a_start, _RELATIVE, _given_name)  # "Florian ... Er wohnt in der ..." (round 17)
        if k >= 0 and not _is_placeholder(text, None, (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", k, a_end))
            continue
        if intro_names:
            n = intro_names[0]
            if not _is_placeholder(text, n.group("first") + " " + n.group("last"), (a_start, a_end)):
                s = min(n.start("first"), a_start)
                findings.append(Finding(Kind.IDENTITY, "name with home address", s, max(n.end(), a_end)))
            continue
        if (labelled_home(text, before) or address_of_relative(before)) and not _is_placeholder(text, None, (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start, a_end))  # labelled_homes.py
            continue
        k = cued_home(text, before, a_start, a_end)  # "Zenon Pietrak, ul. Lipowa 9 - adres teścia" (home_cues.py, round 22)
        if k >= 0:
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        if _FIRST_PERSON_ADDRESS.search(text[max(0, a_start - 60):a_start]) and not _is_placeholder(
                text, None, (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "home address", a_start, a_end))
            continue
        # (round 33) "Ross Ebdon at flat 4, ...", "Ernesto Quiroga, del número 5 ...", "Отримувач: Гордієнко Святослав\n
        # вул. ...": the person tied by a preposition of origin, a flat or a parcel's label (shaped_homes.py)
        tied = shaped.tied_person(text, before, a_start, a_end, _given_name, venue_before)
        if tied is not None and not _is_placeholder(text, tied[1], (a_start, a_end)):
            findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + tied[0], a_end))
            continue
        # (round 26) a name nobody listed before a whole postal address; the home said around it (postal_blocks.py)
        k = postal.postal_person(text, before, a_start, a_end, venue_before)
        if k >= 0:
            w = before[k:]
            if not _is_placeholder(text, " ".join(w.split()[:2]).rstrip(","), (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + k, a_end))
            continue
        k = postal.home_around(text, a_start, a_end, _given_name, _is_person_name, _is_placeholder)
        if k < 0:  # (round 27) "panu Stefanowi Nowakowskiemu, ul. ...", "Herr Kranich aus der ..." (gapped_names.py)
            k = gapped_home(text, before, a_start, a_end, _given_name, _is_person_name, _is_placeholder, venue_before)
            k = a_start - len(before) + k if k >= 0 else k
        if k >= 0:
            findings.append(Finding(Kind.IDENTITY, "name with home address", k, a_end))
    if addresses and not any(f.reason == "name with home address" for f in findings):
        # (round 30) the name after the home: "I'm at 5 Quarry Lane, Frome BA11 2RD — Ellis Pennock", "she lives at ...
        # — her name's Colette Marwood" (signed_homes.py)
        for a_start, a_end in addresses:
            got = signed_home(text, a_start, a_end, _is_person_name)
            if got and not _is_placeholder(text, got[2], (a_start, a_end)):
                findings.append(Finding(Kind.IDENTITY, "name with home address", got[0], got[1]))
                break
    if not any(f.reason == "name with home address" for f in findings):
        # (round 30) "soy marisol carrasco pinto calle almendro 12 ...", "бабусі Ніні Коваленко, с. Вишневе, вул. Садова 9":
        # a self-introduction or a relative, two to four words, then a street typed in a hurry (hurried_homes.py)
        findings += [Finding(Kind.IDENTITY, "name with home address", s, e) for s, e, name in hurried_homes(text, low)
                     if not _is_placeholder(text, name, (s, e))]
    if addresses and not any(f.kind is Kind.IDENTITY and "address" in f.reason for f in findings):
        # (round 46) "wyjeżdżamy 1-15 lipca, dom na Słonecznej 3 w Łomiankach będzie pusty" (empty_homes.py)
        findings += [Finding(Kind.IDENTITY, "home address with the time it stands empty", s, e)
                     for s, e in empty_homes(low, addresses) if not _is_placeholder(text, None, (s, e))]
    if addresses or any(h in low for h in _INVERTED_HINTS):  # "Na Różanej 21 mieszka teraz Sebastian Tomczyk" (identity_inverted.py)
        findings += [Finding(Kind.IDENTITY, "name with home address", s, e)
                     for s, e in inverted_homes(text, addresses, _given_name, _is_person_name)
                     if not _is_placeholder(text, None, (s, e))]
    if (_DOB_HINT_RE.search(low) or _BARE_BORN.search(low)) and _DATE_GATE.search(text):
        # "Fecha de nacimiento de mi madre ...: 23/04/1958": the birth word first (identity_forms.py, round 18)
        findings += [Finding(Kind.IDENTITY, "a relative's date of birth", s, e) for s, e in relative_birth_dates(text)]
        for m in _NAME_DOB.finditer(text):
            if (_is_person_name(m.group("first"), m.group("last")) and not _historical(m.group())
                    and not _is_placeholder(text, m.group("first") + " " + m.group("last"), None)
                    and not _trivia(text, low, *m.span()) and not reference_style(low, *m.span())):
                findings.append(Finding(Kind.IDENTITY, "name with date of birth", *m.span()))
        for pattern in (_OWN_DOB, _FAMILY_DOB):
            for m in pattern.finditer(text):
                # (round 45, rfr) a form's example row: "Child's name: Jane Doe, DOB: 01/01/2020" (mockup_persons.py)
                if not _historical(m.group()) and not holds_placeholder(text, *m.span()):
                    findings.append(Finding(Kind.IDENTITY, "date of birth", *m.span()))
        named = []  # a name in any case right before or right after its birth date
        for bd in [*_BORN_DATE.finditer(text), *(b for b in _BIRTHDAY_DATE.finditer(text) if _birth_year(b.group()))]:
            window = max(0, bd.start() - 60)
            m = _NAME_BEFORE_BORN.search(text, window, bd.start())
            if m:
                named.append((m, m.start(), bd.end()))
            m = appositions.named_before(text, bd.start(), _SELF)  # (round 28) "Melde Karla Weinhold an, geboren am ..."
            if m:
                named.append((m, m.start(), bd.end()))
        for m in _DOB_THEN_NAME.finditer(text):
            named.append((m, m.start(), m.end()))
        for m in _NAME_DATE_BORN.finditer(text):
            named.append((m, m.start(), m.end()))
        for m, start, end in named:
            first, last = m.group("first").lower(), m.group("last").lower()
            if (first not in _NOT_A_NAME and last not in _NOT_A_NAME and last not in _NOT_SURNAME
                    and not _historical(text[start:end]) and not _trivia(text, low, start, end)
                    and not reference_style(low, start, end)
                    and not _is_placeholder(text, m.group("first") + " " + m.group("last"), None)):
                findings.append(Finding(Kind.IDENTITY, "name with date of birth", start, end))
    if _mentions_vehicle(low) and _BARE_PLATE.search(text):  # the word test first: it is the cheaper one
        findings.extend(_bare_plates(text))
    if _PLATE_HINTS_RE.search(low) and _PLATE_HINT_RE.search(low):
        for m in _PLATE.finditer(text):
            start, end = m.start(), m.end()
            if _TAX_REG_BEFORE.search(text, max(0, start - 12), start):
                continue  # "VAT Reg No GB 168 3036 05": a company's tax registration, not a car's
            sentence_start = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), start - 120) + 1
            sentence_end = min(x for x in (text.find(".", end), text.find("\n", end), end + 120, len(text)) if x >= 0)
            if _PLATE_OWNER.search(text, sentence_start, sentence_end) or plates.ex_partner(text, sentence_start, sentence_end) or any(
                    _is_person_name(n.group("first"), n.group("last"))
                    and not _is_placeholder(text, n.group("first") + " " + n.group("last"), None) and not _car_pair(n.group())
                    for n in _NAME_IN_SENTENCE.finditer(text, sentence_start, sentence_end)):
                findings.append(Finding(Kind.IDENTITY, "licence plate with its owner", m.start("plate"), m.end("plate")))
    if not any(f.reason == "licence plate with its owner" for f in findings) and (
            _mentions_vehicle(low) or _PLATE_HINTS_RE.search(low)):
        findings += linked_plates(text, sys.modules[__name__])  # (round 26) the owner a sentence away (plate_links.py)
    if not findings and _DOB_HINT_RE.search(low):
        findings += _births_with_places(text, low)
    if not findings and (_DOB_HINT_RE.search(low) or "jahrgang" in low or "rocznik" in low):
        findings += split_births(text, low, _SELF)  # (round 28) "wird am 19.07. achtzig, geboren 1946" (birth_years.py)  # (round 26) "born in Lviv on 2 March 2012" (birth_places.py)
    return findings


def _births_with_places(text: str, low: str) -> list[Finding]:
    view = without_birth_places(text, low)
    found = [f for f in find_identity(view) if "birth" in f.reason] if view is not None else []
    for m in geboren_after(view or text):  # "Jonas Weber ist am 22.08.2015 geboren"
        if (_is_person_name(m.group("first"), m.group("last")) and not _historical(m.group())
                and not _is_placeholder(text, m.group("first") + " " + m.group("last"), None)
                and not _trivia(text, low, *m.span()) and not reference_style(low, *m.span())):
            found.append(Finding(Kind.IDENTITY, "name with date of birth", *m.span()))
    return found


def _trivia(text: str, low: str, start: int, end: int) -> bool:
    """A birth date asked about as a fact ("Kylian Mbappé est né le 20 décembre 1998 ?", "was Ed Sheeran born on
    17 Feb 1991?"): a question with nobody's relative or "my" in it is about a public person, not the user's family.
    The question must be about the date: a question mark far after it asks something else ("lena schäfer, geboren
    am 22.06.2009, soll angemeldet werden, welche unterlagen braucht die schule?")."""
    _, e = _sentence_bounds(text, start, end)
    if "?" not in text[end:min(e + 1, end + 30)]:
        return False
    if _LATER_QUESTION.match(text, end):
        return False  # (round 35) "Carmen Ortega Ruiz, nacida el 23/04/1982, ¿qué más me piden?": a new question after it
    s, e = _sentence_bounds(text, start, end)
    return not (_RELATIVE.search(text, s, e) or _OWNER_WORD.search(text, s, e) or _OWN_HINT.search(low, s, e)
                or _REQUEST.search(low, s, e)  # "Can you write a permission slip for Leo Carter, born ...?" (round 18)
                or _FORM_CONTEXT.search(low, max(0, s - 80), e))  # (round 32) a form's or a contract's entry


# (round 35) the question opens after the date, in a clause of its own: a Spanish "¿", or a comma or a dash and then a
# question word - "..., nacida el 23/04/1982, ¿qué más me piden?", "..., born 23/04/1982, what else do they need?",
# "..., née le 23/04/1982 — que faut-il d'autre ?"; "Kylian Mbappé est né le 20 décembre 1998 ?" keeps the date asked
_LATER_QUESTION = re.compile(
    r"[^?\n]{0,6}?(?:¿|[,;:–—\-]\s*(?i:what|which|how|who|where|do|does|did|is|are|can|could|should|shall|will|would|"
    r"co|czy|jak|gdzie|kto|jakie|jaki|jakich|was|welche\w*|wie|wo|wer|brauch\w*|muss|soll|qu[ée]|c[oó]mo|cu[aá]l\w*|"
    r"d[oó]nde|hay|falta\w*|que|quoi|qu['’]\w*|comment|quel\w*|faut|est-ce|що|як|який|яка|які|чи|де|хто|что|как|какой|"
    r"какие|где|кто|ли|нужно|треба|потрібно)(?!\w))")
# (round 32) the name and birth date are a form's or a contract's entry and the question asks whether it is complete:
# "Für den Arbeitsvertrag: Annegret Schöllhorn, geboren am 22.05.1984 – fehlt noch was?", "Do umowy: ..., ur. ... -
# czego brakuje?" - nobody asks that about a public figure
_FORM_CONTEXT = re.compile(
    r"vertrag|antrag|anmeldung|formular|unterlagen|bewerbung|fehlt|reicht das|vollständig|"
    r"contract|application|form\b|forms\b|registration|enrol|missing|enough|complete|"
    r"umow|wniosek|wniosku|formularz|zgłoszeni|rejestracj|brakuje|wystarczy|kompletn|"
    r"contrato|solicitud|formulario|inscripci|matrícula|falta|basta|complet|"
    r"contrat|dossier|formulaire|demande|manque|suffit|"
    r"договір|договор|анкет|заяв|бракує|не вистачає|не хватает|достатньо|достаточно|"
    # (round 48, rlinks) an official certificate asked for the person: "довідка про несудимість для Ірини Олегівни
    # Мазур, 17.05.1992 р.н., онлайн можна?", "справка для ...", "zaświadczenie dla ...", "Bescheinigung für ..."
    r"довідк|справк|zaświadczeni|zaswiadczeni|bescheinigung|certificado|attestation"
)


# a task for the assistant in the question: the person is the user's pupil or colleague, not a public figure
_REQUEST = re.compile(
    r"\b(?:can you|could you|would you|please|write|draft|fill|prepare|register|enrol\w*|możesz|mógłbyś|mogłabyś|napisz|"
    r"przygotuj|wypełnij|zapisz|kannst du|könntest du|bitte|schreib\w*|füll\w*|melde\w*|puedes|podrías|escribe|redacta|"
    r"rellena|apunta|inscribe|peux-tu|pourrais-tu|écris|rédige|remplis|inscris|можеш|можете|напиши|заповни|запиши|"
    r"можешь|заполни)\b"
)
_OWN_HINT = re.compile(r"\b(?:my|mine|mój|moj\w*|mein\w*|mi|mis|mon|ma|mes|мій|моя|мого|моєї|наш\w*|our|nasz\w*|unser\w*|nuestr\w*|notre|nos)\b")
_TAX_REG_BEFORE = re.compile(r"(?i)\b(?:vat|tva|iva|ust|mwst|tax|company|companies)\W{0,3}$")
_NOT_SURNAME = frozenset(
    "at to in on the and or is was lives live my our his her their your from for with by of near street road "
    "przy na w we ul ulica mieszka i z do an der am im und bei en la el y de du des au à et на в у і и".split()
)
_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})\b|\b\d{1,2}[./\-]\d{1,2}[./\-](\d{2,4})\b")


def _birth_year(match: str) -> bool:
    """A date's four-digit year is at least three years back (2023 or before): a birth, not this year's party."""
    years = _BIRTH_YEAR.findall(match)
    return bool(years) and int(years[-1]) <= 2023


def _historical(match: str) -> bool:
    """A birth date before 1920 is history ("Albert Einstein, born 14 March 1879"), not a user's family."""
    m = _YEAR.search(match)
    if not m:
        return False
    year = m.group(1) or m.group(2)
    return len(year) == 4 and int(year) < 1920


_NO_SOFT_SIGN = frozenset(n.replace("ь", "") for n in v.FIRST_NAMES if "ь" in n)
_CYRILLIC_UP = frozenset("АБВГҐДЕЄЁЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЮЯ")


def _given_name(first: str) -> bool:
    """A known given name, also in the Polish genitive: "z mieszkania Piotra Dudy", "u Tomasza"."""
    return first in v.FIRST_NAMES or (first.endswith(("a", "а")) and first[:-1] in v.FIRST_NAMES) or (
        first.endswith("ka") and first[:-2] + "ek" in v.FIRST_NAMES) or (  # "Marka" (Marek), "Tomka" (Tomek)
        first.endswith(("i", "y")) and first[:-1] + "a" in v.FIRST_NAMES) or (  # "Kasi" (Kasia), "Anny" (Anna)
        first.endswith(("и", "і", "ы", "е")) and first[:-1] + "а" in v.FIRST_NAMES) or (  # "Олени" (Олена), "Зинаиды"
        first.endswith("i") and first + "a" in v.FIRST_NAMES) or (  # "Basi" (Basia), "Kasi" (Kasia)
        first.isascii() is False and _plain_letters(first) in v.FIRST_NAMES) or (  # "María", "Inès"
        first.endswith(("ю", "у")) and (first[:-1] in v.FIRST_NAMES or first[:-1] + "й" in v.FIRST_NAMES)) or (  # "Ігорю"
        # (round 24) typed in Latin letters and read back in Cyrillic the soft sign is lost ("Olzi" -> "Олзі", Ользі),
        # and a name in -га takes -зі in the dative: "Ользі" (Ольга)
        first.endswith("зі") and (first[:-2] + "га" in v.FIRST_NAMES or first[:-2] + "га" in _NO_SOFT_SIGN)) or (
        first[:1] in _CYRILLIC_UP and first in _NO_SOFT_SIGN) or (
        # (round 24) the dative of a name in -ія, also as read back from Latin ("Mariji" -> "Марії", "Natalji" -> "Наталї")
        first.endswith("ії") and first[:-1] + "я" in v.FIRST_NAMES) or (
        first.endswith("ї") and first[:-1] + "ія" in v.FIRST_NAMES) or (
        # (round 25) a man's name in -ій / -ий in the genitive: "від Андрія Мельника", "для Геннадия Орлова"
        first.endswith(("ія", "ия")) and first[:-1] + "й" in v.FIRST_NAMES) or (
        first.isascii() and latin_given(first)) or (  # (round 26) "Kateryna", "Andrii": a Cyrillic name in Latin (latin_names.py)
        _dative_given(first))  # (round 35) "Игорю", "Janowi", "Петрові": the name the parcel or the tag goes to


def _dative_given(first: str) -> bool:
    """A known given name in the dative (round 35), the case a name takes after "to return to", "to send to": Russian
    and Ukrainian "Игорю" (Игорь), "Олегові" / "Ігореві" (Олег, Ігор), "Петрові" (Петро); Polish "Janowi", "Piotrowi"
    (Jan, Piotr), "Tomkowi" (Tomek), "Annie" (Anna)."""
    if first.endswith(("ю", "у")) and first[:-1] + "ь" in v.FIRST_NAMES:
        return True
    if first.endswith(("ові", "еві", "єві")) and (first[:-3] in v.FIRST_NAMES or first[:-3] + "о" in v.FIRST_NAMES
                                                  or first[:-3] + "ь" in v.FIRST_NAMES or first[:-3] + "й" in v.FIRST_NAMES):
        return True
    if first.endswith(("owi", "ewi")) and (first[:-3] in v.FIRST_NAMES or (
            first.endswith("kowi") and first[:-4] + "ek" in v.FIRST_NAMES)):
        return True
    return first.endswith("nie") and first[:-2] + "a" in v.FIRST_NAMES


def _plain_letters(word: str) -> str:
    """The word without accents ("María" -> "Maria"), Cyrillic and Polish letters such as ł kept."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


# a short relative clause about the person, then a colon: "qui est malade :", "who is off sick:", "der krank ist:"
_WHO_CLAUSE = (r"(?i:who|which|qui|que|der|die|który|która|який|яка|который|которая)\s[^:.!?\n\d]{1,40}?:\s*")
_TITLE = r"mr|mrs|ms|miss|dr|don|doña|dña|sr|sra|srta|señora?|herrn?|frau|mme|mlle|monsieur|madame|pan|pani|пан|пані|пане"
_TITLE_BEFORE = re.compile(rf"(?<!\w)(?i:{_TITLE})\.?\s+$|(?<!\w)M\.\s+$")
# A person named with a title, perhaps with initials only: "Mr G. Pellow, ", "Mme Josiane Perrot, ", "M. Lebrun, "
_TITLED_BEFORE_ADDRESS = re.compile(
    rf"(?:(?<!\w)(?i:{_TITLE})\.?|(?<!\w)M\.)\s+(?P<who>(?:[{_UP}]\.\s*)*(?:{_NAME_WORD}\s+){{0,2}}{_NAME_WORD})"
    rf"\s*(?:[,;:()\-–—|·•]\s*)*{_AGE}"
    # (round 18) "M. Perrin habite au", "Herr Wagner wohnt in der", "M. Perrin qui est malade : 3 impasse ..."
    rf"(?:(?i:{_LIVE_VERBS}|{_MOVED})\s+(?:(?i:{_ADVERBS})\s+)?(?:(?i:{_PREPS})\s+)?|{_WHO_CLAUSE})?$"
)
_THIRD_PERSON_LIVES = re.compile(
    r"(?i)(?<!\w)(?:lives|is living|resides|mieszka|mieszkają|wohnt|wohnen|vive|viven|reside|residen|habite|habitent|vit|"
    r"vivent|demeure|живе|живуть|живет|живёт|живут|проживає|проживает|мешкає)\s[^.!?\n]{0,40}$"
)
_CAPITALISED = re.compile(rf"(?<!\w)[{_UP}][{_LOW}]+")
_LOW_DE_HINT = re.compile(r"straße|strasse|gasse|allee")


def _given_before(before: str, m: re.Match[str]) -> bool:
    """A name of three words whose first is a known given name: "Carmen Navarro Gil", "María José Ruiz"; (round 46) or
    of four, two given names before two surnames, one of them known: "Andrés Felipe Rojas Gómez"."""
    w = re.search(rf"(?<![\w-])([{_UP}][{_LOW}]+)(?:\s+([{_UP}][{_LOW}]+))?\s+$", before[:m.start()])
    return bool(w) and (_given_name(w.group(1)) or w.group(2) is not None and _given_name(w.group(2)))


def _relative_then_name(before: str, m: re.Match[str]) -> bool:
    """A relative named, then a colon or a dash, then the name: "colis pour mamie : odette lemaire", "nan — margaret healey"."""
    r = _RELATIVE.search(before, max(0, m.start() - 30), m.start())
    return bool(r) and any(c in ":—–-," for c in before[r.end():m.start()]) and m.group("first").lower() not in _NOT_A_NAME


def _lower_given_before(before: str, m: re.Match[str]) -> bool:
    """A lower-case name of three words whose first is a known given name: "carmen lopez diaz"."""
    w = re.search(r"(?<!\w)([^\W\d_]{2,})\s+$", before[:m.start()])
    return bool(w) and _lower_given(w.group(1))


def _lower_given(word: str) -> bool:
    return word in _FIRST_NAMES_LOWER or _plain_letters(word) in _FIRST_NAMES_LOWER


def _relative_before(before: str, m: re.Match[str]) -> bool:
    """The name belongs to a relative: "my mum, Joan Hill", "Onkel Bernd", "mi madre, Carmen Ruiz"."""
    if _RELATIVE.fullmatch(m.group("first")):
        return True
    return bool(_RELATIVE.search(before, max(0, m.start() - 25), m.start()))


def _couple_before(before: str, m: re.Match[str]) -> bool:
    """A couple named before the address, one of them a known given name: "Gordon and Rita Pemberton"."""
    c = _COUPLE_BEFORE.search(before, 0, m.start())
    return bool(c) and c.group("other") in v.FIRST_NAMES


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    s = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), text.rfind("?", 0, start),
            text.rfind("!", 0, start), start - 160) + 1
    dot = text.find(". ", end)
    while dot > 0 and text[dot - 1].isupper() and not text[dot - 2:dot - 1].isalpha():
        dot = text.find(". ", dot + 1)  # an initial or "M. Lebrun", not the sentence's end
    e = min(x for x in (dot, text.find("\n", end), text.find("?", end), text.find("!", end),
                        end + 160, len(text)) if x >= 0)
    return max(0, s), e


def _car_pair(pair: str) -> bool:
    """A colour or a word and a car's make or model, capitalised at a sentence's start: "Grey Astra", "Silver Passat" -
    a car, not its owner's name (round 28)."""
    first, _, last = pair.partition(" ")
    return _VEHICLE.fullmatch(last.strip()) is not None and not _given_name(first)  # (not "Lieferfahrer Mehmet", "Anna Ford")


# (round 39) the writer's car named by a declined possessive right before it: "ТО для мого Ланоса АА 4821 КМ", "для моего
# Фольксвагена" - not any possessive in the sentence ("стоїть біля мого під'їзду" is someone else's car at my door)
_OWN_OBLIQUE = re.compile(r"(?i)(?<!\w)(?:мого|моєму|моїм|мой|моего|моей|моему|моим|моём)\s+(?P<next>\w+\s+)?")


def _own_vehicle(text: str, s: int, e: int) -> bool:
    """Whether a declined possessive in text[s:e] has a vehicle word right after it, or one word later."""
    return any(_VEHICLE.match(text, m.start("next") if m.group("next") else m.end())
               or (m.group("next") and _VEHICLE.match(text, m.end())) for m in _OWN_OBLIQUE.finditer(text, s, e))


def _bare_plates(text: str) -> list[Finding]:
    """Plate-shaped tokens with no plate keyword, in a sentence with a car or parking and an owner."""
    found = []
    for m in _BARE_PLATE.finditer(text):
        plate = m.group("plate")
        if _YEARISH.match(plate) or not any(c.isdigit() for c in plate) or not any(c.isalpha() for c in plate) \
                or _MADE_UP_DIGITS.search(plate):  # "GD 00000": one repeated digit is made up (a game, a toy, a sample)
            continue
        s, e = _sentence_bounds(text, m.start(), m.end())
        if not (_VEHICLE.search(text, s, e) or plates.driving_in(text, s, e) or _VEHICLE_COMPOUND.search(text, s, e)) or plates.made_up(text, s, e):
            continue
        if m.group("glued") and not (len(plate) in (7, 8) and _VEHICLE.search(text, max(s, m.start() - 40), m.start())):
            continue  # glued: only a car's, said right before ("mój samochód LU14110"; not "RTX4090 in my car-themed PC")
        owner = _OWNER_WORD.search(text, s, e) or _own_vehicle(text, s, e) or _RELATIVE.search(text, s, e) or any(_given_name(b.group("who")) or plates.genitive_name(
            b.group("who"), _given_name) for b in _VEHICLE_OF.finditer(text, s, e)) or plates.owner_by_role(text, s, e, m.end(), _given_name) or any(
            _given_name(b.group("who")) for b in _BELONGS.finditer(text, s, e)) or any(
            _is_person_name(n.group("first"), n.group("last"))
            and not _is_placeholder(text, n.group("first") + " " + n.group("last"), None) and not _car_pair(n.group())
            for n in _NAME_IN_SENTENCE.finditer(text, s, e)) or initialled_person(text, s, e) or any(  # "— Савчук П." (round 21)
            o.group("who") not in _NOT_OWNERS for o in _OWNERS_VEHICLE.finditer(text, s, e))
        if owner:
            found.append(Finding(Kind.IDENTITY, "licence plate with its owner", m.start("plate"), m.end("plate")))
    return found


_SELF = sys.modules[__name__]
speed_up(globals(), keep=("_VEHICLE_RE",))  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
set_home_base(sys.modules[__name__])  # home_cues.py reads this module's patterns (round 22)
