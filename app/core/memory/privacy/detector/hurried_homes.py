"""A person named by who they are to the writer, then their home, typed in a hurry (round 30).

"soy marisol carrasco pinto calle almendro 12 3 izq 28045 madrid", "manda el paquete a mi abuelo eusebio landa av de
la paz 88 bajo zaragoza", "wyslij kartke do babci stanislawy kurek os slowackiego 9/21 tarnow", "im dana whitlock 27
birchmoor rd leeds ls6 2hj", "je suis gaetan lefebvre 12 rue des tanneurs 59000 lille", "Надішли посилку бабусі Ніні
Коваленко, с. Вишневе, вул. Садова 9, Черкаська обл.".

identity.py finds a person by capitals or by a known given name, and a street by its punctuation: a dot after "ul.",
"av.", "вул.", a comma or the message's end after "rd". Typed on a phone there is none of that: no capitals, no
commas, no dots, no diacritics, the name running straight into the street, and the given name is as often one no list
holds (Marisol, Eusebio, Gaëtan). What still marks the message is its shape:

- an anchor that says a person's name comes next: the writer introducing themselves ("soy", "I'm", "je suis",
  "jestem", "ich bin", "я", "me llamo", "my name is") or a relative or a friend the message is for ("a mi abuelo",
  "do babci", "to my friend", "an meine Oma", "бабусі");
- two or three words that are no function word, no street or place word, no everyday word a phrase puts there
  ("i'm new here", "soy de Madrid"): the name, in any case and in any grammatical case ("babci stanislawy kurek",
  "бабусі Ніні Коваленко");
- perhaps a village, a district, a town or a region between them with its marker (mechanism 3: "с. Вишневе",
  "wieś Zalesie", "gm. Michów", "м. Черкаси");
- a street with its type and a house number, its type typed without its dot ("av de la paz 88", "os slowackiego
  9/21", "ul lipowa 9", "вул Садова 9", "27 birchmoor rd", "1184 elm ridge dr", "12 rue des tanneurs",
  "gartenstr 5"), or a village with a house number ("с. Вишневе, буд. 14").

Green limits: placeholder people and streets ("jan kowalski ul przykladowa 1", "john doe 123 main st": mockup_persons),
an anchor followed by a place or a business ("soy de la empresa ...", "I'm at the office, 12 High St"), a street with no
house number, a person with no anchor (identity.py's given-name rules decide those), a name in the past ("my late
grandfather ... lived at" is for identity.py). Only behind a street-type word or a village marker in the message.
"""
from __future__ import annotations

import functools
import re

from app.core.memory.privacy.detector.text import letter_runs, lower_keep_length

# ---------------------------------------------------------------- streets

# a street's type before its name and number (es, pl, uk/ru), with or without its dot
_TYPE_FIRST = (
    r"calle|c/|avda|avenida|av|paseo|pso|plaza|pza|camino|carrer|ronda|traves[ií]a|ctra|carretera|glorieta|"
    r"ul|ulica|ulicy|al\.|aleja|alei|os|osiedle|osiedlu|pl\.|plac|placu|"
    r"вул|вулиця|вулиці|ул|улица|просп|проспект|пров\.|провулок|пер\.|переулок|бульв|бульвар|мкр|мікрорайон|шосе|шоссе"
)
_NUMBER = r"\d{1,4}[a-zа-яі]?(?:\s?/\s?\d{1,4}[a-zа-яі]?)?(?!\d)"
_STREET_WORD = r"[^\W\d_][\w'’\-]*"
# an English or French street after its number
_EN_TYPES = (r"street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|court|ct|crescent|cres|terrace|way|place|grove|"
             r"gardens|gdns|boulevard|blvd|hill|row|walk|mews|square|sq|parkway|pkwy|circle|cir|trail|highway|hwy")
_FR_TYPES = r"rue|avenue|av|bd|boulevard|place|all[ée]e|impasse|chemin|quai|cours|route|passage|square|r[ée]sidence"
_DE_TYPES = r"straße|strasse|str|weg|gasse|platz|allee|ring|damm|ufer"
_STREET = (
    rf"(?:(?:{_TYPE_FIRST})\.?\s*(?:{_STREET_WORD}[\s,]+){{0,4}}?{_NUMBER}"
    rf"|\d{{1,5}}[a-z]?(?:\s?(?:bis|ter))?,?\s+(?:(?:{_STREET_WORD}\s+){{1,3}}?(?:{_EN_TYPES})\.?(?!\w)|(?:{_FR_TYPES})\.?(?:\s+(?!\d){_STREET_WORD}){{1,3}})"
    rf"|[^\W\d_]+(?:{_DE_TYPES})\.?\s+\d{{1,4}}[a-z]?(?!\w)"
    # (mechanism 3) a village with its house number and no street: "с. Вишневе, буд. 14", "wieś Zalesie 45"
    r"|(?:с\.|село|селище|смт|хутір|хутор|д\.|деревня|пос\.|посёлок|wieś|wies|kolonia)\s*" + _STREET_WORD
    + r"(?:\s+" + _STREET_WORD + r")?[\s,]+(?:(?:буд|будинок|д|дом|nr|№)\.?\s*)?\d{1,4}(?!\d|[.,:]\d)"
    + ")"
)
# a village, a district, a town or a region with its marker, between the name and the street (mechanism 3)
_PLACE_MARK = (r"с\.|село|селище|смт|хутір|хутор|м\.|місто|г\.|город|д\.|деревня|пос\.|посёлок|р-н|район|обл\.|область|"
               r"wieś|wies|gm\.|gmina|pow\.|powiat|woj\.|kolonia|gemeinde|ortsteil|ot|municipio|pueblo|commune|lieu-dit")
_PLACE = rf"(?:(?:{_PLACE_MARK})\s*{_STREET_WORD}(?:\s+{_STREET_WORD})?|{_STREET_WORD}\s+(?:обл\.|область|р-н|район))"

# ---------------------------------------------------------------- anchors

_INTRO = (r"soy|me llamo|mi nombre es|i'?m|i am|my name is|my name's|je suis|je m'appelle|moi c'est|jestem|"
          r"nazywam si[eę]|mam na imi[eę]|ich bin|ich hei(?:ß|ss)e|mein name ist|я|мене звати|меня зовут")
_KIN = (
    # en
    r"friend|mate|buddy|pal|colleague|neighbou?r|mum|mom|mother|dad|father|son|daughter|sister|brother|wife|husband|"
    r"partner|gran|grandma|granny|nan|nana|grandmother|grandad|granddad|grandpa|grandfather|aunt|auntie|uncle|cousin|"
    r"niece|nephew|godmother|godfather|mother-in-law|father-in-law|"
    # es
    r"amig[oa]|compañer[oa]|vecin[oa]|madre|padre|mam[áa]|pap[áa]|hij[oa]|herman[oa]|espos[oa]|marido|muje?r|"
    r"abuel[oa]|abuelit[oa]|t[ií][oa]|prim[oa]|sobrin[oa]|suegr[oa]|cuñad[oa]|padrino|madrina|"
    # fr
    r"ami|amie|copain|copine|coll[èe]gue|voisin|voisine|m[èe]re|p[èe]re|maman|papa|fils|fille|s[œo]eur|fr[èe]re|"
    r"femme|mari|mamie|papi|papy|grand-m[èe]re|grand-p[èe]re|tante|oncle|cousin|cousine|neveu|ni[èe]ce|"
    r"parrain|marraine|belle-m[èe]re|beau-p[èe]re|"
    # de
    r"freund|freundin|kollege|kollegin|nachbar|nachbarin|mutter|vater|mama|sohn|tochter|schwester|bruder|frau|mann|"
    r"oma|opa|omi|opi|gro(?:ß|ss)mutter|gro(?:ß|ss)vater|tante|onkel|cousine|neffe|nichte|schwiegermutter|"
    r"schwiegervater|patentante|patenonkel|"
    # pl (nominative, genitive, dative: "do babci", "babci", "dziadkowi")
    r"przyjaciel\w*|przyjaci[oó]ł\w*|koleg\w*|koleżank\w*|kolezank\w*|sąsiad\w*|sasiad\w*|mam[aeiy]|mamusi|tat[ay]|tacie|"
    r"ojc\w*|matk\w*|syn|syna|synowi|c[oó]rk[aei]|c[oó]rce|siostr\w*|brat|brata|bratu|żon[aey]|zon[aey]|żonie|zonie|"
    r"mąż|maz|męża|meza|mężowi|mezowi|babci[aą]?|babcia|babuni|dziad\w*|cioci[aą]?|ciotk\w*|wuj\w*|wujk\w*|"
    r"kuzyn\w*|bratanic\w*|siostrzeni\w*|teści\w*|tesci\w*|teść|tesc|teściow\w*|tesciow\w*|szwagr\w*|chrzestn\w*|"
    # uk/ru (the dative: "бабусі", "дідусеві", "бабушке")
    r"друг\w*|подруг\w*|подрузі|колег\w*|сусід\w*|сосед\w*|мам[аіиеу]|матер\w*|тат[оауі]|тату|батьк\w*|пап[аеіи]|"
    r"син[ауові]?|синові|сын[ауе]?|донь?к\w*|доч\w*|сестр\w*|брат\w*|дружин\w*|чоловік\w*|жен[аеуы]|муж[ау]?|"
    r"бабус\w*|бабц\w*|бабушк\w*|бабул\w*|дід\w*|дідус\w*|дедушк\w*|дед[ау]?|тіт\w*|тёт\w*|тет[яеи]|дядь?к\w*|дяд[яеи]|"
    r"онук\w*|онуц\w*|внук\w*|внучк\w*|кум[ауові]?|кумі|куме|хрещен\w*|свекр\w*|свекров\w*|тещ\w*|зят\w*|невістк\w*"
)
_POSSESSIVE = (r"my|our|mi|mis|nuestr[oa]|mon|ma|mes|notre|mein\w*|unser\w*|moj\w*|mój|moj|mojej|mojemu|naszej|naszemu|"
               r"mій|мій|моя|моїй|моєму|мой|моей|моему|наш\w*")
# sending something to a person: the verb, perhaps its object, then the preposition ("send the invite to", "manda las
# flores a", "wyślij kartkę do", "schick das Paket an", "envoie le colis à", "надішли листівку"); only with a whole
# postal address after the street (a postcode), as a business's would need a business word
_SEND = (r"(?:send|post|ship|mail|deliver|forward|address)\w*(?:\s+(?:the|this|it|a|an|my|our)?\s*[^\W\d_]+)?\s+to|"
         r"(?:env[ií]a|manda|envoie|envoyer|exp[ée]die|schick|schicke|sende|versende|wy[sś]lij|przy?[sś]lij|nadaj)"
         r"(?:\s+(?:la|el|las|los|le|les|un|una|une|das|den|die|ein|eine|mi|ma|mon)?\s*[^\W\d_]+)?\s+(?:a|à|an|do|dla)|"
         r"(?:надішли|надіслати|відправ|отправь|отправить|пошли)(?:\s+[^\W\d_]+)?")
_UNIT = r"(?:(?:flat|apt|apartment|unit|piso|mieszkanie|m|kv|кв|квартира)\.?\s*\d{1,4}[a-z]?[\s,]+)?"
# the anchor, the name, perhaps places with their markers, then the street
_ANCHOR_NAME = re.compile(
    rf"(?i)(?<![\w'’])(?:(?P<intro>{_INTRO})|(?:(?:{_POSSESSIVE})\s+)?(?:[^\W\d_]+\s+)?(?P<kin>{_KIN})|(?P<send>{_SEND}))[,:]?\s+"
    r"(?P<name>[^\W\d_][^\W\d_'’\-]*[^\W\d_](?:\s+[^\W\d_][^\W\d_'’\-]*[^\W\d_]){1,3})(?![\w'’\-])"
    rf"\s*[,;:\-–—]?\s*(?:{_PLACE}\s*[,;]?\s*){{0,3}}{_UNIT}(?P<street>{_STREET})"
)
# the cheap test first: a street-type word or a village marker among the message's words, or a German street's tail
_GATE_WORDS = frozenset(
    "calle avda avenida av paseo pso plaza pza camino carrer ronda travesia travesía ctra carretera glorieta "
    "ul ulica ulicy al aleja alei os osiedle osiedlu pl plac placu вул вулиця вулиці ул улица просп проспект пров "
    "провулок пер переулок бульв бульвар мкр мікрорайон шосе шоссе street st road rd avenue ave lane ln drive dr close "
    "court ct crescent cres terrace way place grove gardens gdns boulevard blvd hill row walk mews square sq parkway "
    "pkwy circle cir trail highway hwy rue bd allée allee impasse chemin quai cours route passage résidence residence "
    "с село селище смт хутір хутор д деревня пос посёлок wieś wies kolonia".split()
)
_DE_TAILS = ("str", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer")
_DE_TAIL = re.compile(rf"(?:{_DE_TYPES})\.?\s+\d")  # (a gate: the letter before it is the pattern's to read)

# words that are never part of a name here: function words, places, a business, what an anchor phrase puts after "I'm"
_NOT_NAME = frozenset("""
the a an at in on to of for from with by and or but not no so as is are was be been here there now still just also
new old back home away out up down off over near next very really too going looking trying moving staying living
working waiting sorry sure fine okay ok ready free done tired late early outside inside downstairs upstairs
office shop store company firm ltd llc inc gmbh plc sa sl srl sarl sp zoo hotel restaurant cafe café bar pub school
pharmacy bakery salon garage dental surgery centre center council supplies services solutions group bank club gym
college university library museum studio agency partners associates warehouse depot reception head hq team dept
apteka piekarnia sklep urząd urzad bank hurtownia farmacia panadería panaderia taller clínica clinica ayuntamiento
pharmacie boulangerie mairie cabinet agence apotheke bäckerei praxis rathaus amt kanzlei аптека магазин банк склад
customer customers service services support sales billing accounts returns department dept team staff manager
firmy firmie firmę firme spółki spolki spółka spolka spółce biura société societe entreprise firmen betrieb компанії
компании фірми фирмы
says said told asks asked wants wanted needs needed works worked goes went got gets has had will would can could
lives lived thinks knows likes loves bought sold
hospital clinic station airport church house flat apartment address postcode zip delivery parcel package letter card
invite invitation gift present box keys key stuff things it this that these those them him her his their your my our
me you we they he she who which what where when why how please pls thanks thank hi hello hey dear
de del la las los el en y e o u con para por al su sus mi tu es está esta estoy aqui aquí ahi ahí nuevo nueva yo
casa oficina tienda empresa calle numero número piso
le les du des et ou au aux à chez pour par sur dans avec ici là nouveau nouvelle moi toi maison bureau
der die das den dem des ein eine einen und oder in im am an auf bei mit von vom zu zur zum für hier da jetzt neu
neue neuen zuhause haus büro firma noch schon
i w we z ze na do od dla po przy pod nad za u o jest są tu tam teraz nowy nowa nowe dom domu biuro firma adres
и в на до від з із у для по при за о об это тут там зараз сейчас новий нова новый новая дім дом вдома дома офіс
офис адреса адрес
""".split())


def hurried_homes(text: str, low: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of each anchored name followed by a street or a village with its number."""
    runs = letter_runs(low)
    if _GATE_WORDS.isdisjoint(runs) and not (any(t in low for t in _DE_TAILS) and _DE_TAIL.search(low)):
        return []
    if len(low) != len(text):
        low = lower_keep_length(text)  # (positions in `low` are positions in `text`)
    starts = [w for w in set(runs) if _opens_anchor(w)]
    if not starts:
        return []
    found: list[tuple[int, int, str]] = []
    # the pattern tried only where an anchor's word stands (a search over the whole message cost 200 µs where the gate
    # opened); an anchor inside a rejected one's words is tried too ("send a card to my nan ...")
    for at in sorted({i for w in starts for i in _word_positions(low, w)}):
        if found and at < found[-1][1]:
            continue
        m = _ANCHOR_NAME.match(text, at)
        if m is None:
            continue
        words = m.group("name").split()
        if any(w.lower() in _NOT_NAME for w in words):
            continue
        if any(w.lower() in _NOT_STREET for w in _LETTERS.findall(m.group("street"))):
            continue  # "my mum says bus 12 stops on high st": a street's name holds no "on", "at", "my"
        if m.group("intro") and not _intro_fits(m):
            continue
        if m.group("send") and not _POSTCODE_AFTER.match(text, m.end("street")):
            continue  # "send the invoice to acme widgets 12 high st": a whole postal address, or nothing
        found.append((m.start("name"), m.end("street"), m.group("name")))
    return found


_ANCHOR_WORD = re.compile(rf"(?i)(?:{_INTRO}|{_KIN}|i|send|post|ship|mail|deliver|forward|address|env[ií]a|manda|envoie|"
                          r"envoyer|exp[ée]die|schick|schicke|sende|versende|wy[sś]lij|przy?[sś]lij|nadaj|надішли|"
                          r"надіслати|відправ|отправь|отправить|пошли|me|mi|my|ich|mein|je|moi|nazywam|mam|мене|меня)")


@functools.lru_cache(maxsize=65536)
def _opens_anchor(word: str) -> bool:
    """Whether a match of the anchor can start with this word (its first word: "soy", "i" of "i'm", a relative in any
    case, a sending verb; sending verbs' own endings as \\w* in the pattern: "sending", "posted")."""
    return _ANCHOR_WORD.fullmatch(word) is not None or word.startswith(_SEND_STEMS)


_LETTERS = re.compile(r"[^\W\d_]+")
_NOT_STREET = frozenset("on at in to for from with by is are was were and or my his her our their your stops times "
                        "minutes mins hours days miles km".split())
_SEND_STEMS = ("send", "post", "ship", "mail", "deliver", "forward", "address")


def _word_positions(low: str, word: str) -> list[int]:
    """Where `word` stands in `low` as a whole run of letters."""
    found = []
    i = low.find(word)
    while i >= 0:
        j = i + len(word)
        if (i == 0 or not low[i - 1].isalpha()) and (j >= len(low) or not low[j].isalpha()):
            found.append(i)
        i = low.find(word, i + 1)
    return found


# the rest of a postal address after the street: a unit, a town, a state, then the postcode (UK, US, five digits, PL)
_POSTCODE_AFTER = re.compile(
    r"(?i)[^\d\n]{0,40}?(?<![\w-])(?:[a-z]{1,2}\d[a-z\d]?\s?\d\s?[a-z]{2}|\d{5}(?:-\d{4})?|\d\d-\d{3})(?![\w-])")
_EN_NUMBER_FIRST = re.compile(rf"(?i)\d{{1,5}}[a-z]?,?\s+(?:{_STREET_WORD}\s+){{1,3}}?(?:{_EN_TYPES})\.?(?!\w)")


def _intro_fits(m: re.Match[str]) -> bool:
    """A self-introduction whose word is also another language's word opens only its own language's street:
    "im" is German "in the" ("im alten rathaus hauptstraße 5"), "я" opens a name only in capitals."""
    intro = m.group("intro").lower()
    if intro == "im":
        return _EN_NUMBER_FIRST.match(m.group("street")) is not None
    if intro == "я":
        return all(w[:1].isupper() for w in m.group("name").split())
    return True
