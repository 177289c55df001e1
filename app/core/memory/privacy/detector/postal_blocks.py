"""Home addresses written as another country writes them, and the person tied to them across a clause (round 26).

People between countries write the address of one country in a sentence of another language, and the address
reader knew each country's own order only:
- the street's type first and the house number after it, then that country's postcode: Belgium and France's
  neighbours ("Rue des Tanneurs 23, 1000 Bruxelles", "Avenue Louise 210, boîte 4, 1050 Ixelles"), Portugal ("Rua
  da Prata 45, 2º dto, 1100-415 Lisboa"), Italy ("Via Nazionale 88, 00184 Roma"), the Netherlands ("Kerkstraat
  14, 1017 GC Amsterdam"), Austria and Switzerland ("Kirchgasse 4, 6020 Innsbruck"): `foreign_streets`;
- a Russian or Ukrainian address with "пр." (проспект) or the house as "д. 7" / "буд. 7" after the street
  ("пр. Миру 45, кв. 88", "ул. Лесная, д. 7, кв. 21"): `foreign_streets`;
- a whole postal address - street, postcode and city - after a name nobody listed (transliterated, rare:
  "Odile Marchetti, 18 rue ..., 67000 Strasbourg", "Callum Rhys-Pritchard at Flat 4, 88 ..., Belfast BT7 1SH"), in
  a message that writes it for a letter, a parcel, a form, a contract or a signature (`postal_person`): a firm's
  address is asked about ("Müller Transporte, Hauptstraße 5, 10115 Berlin - sind die zuverlässig?"), not written;
- the home said around the address, the person named earlier in the sentence: "..., bo tam teraz mieszka", "that
  is where he lives", "dort wohnt sie", "він там живе"; "to his new flat at", "en su nueva casa en", "in seine
  Wohnung in der", "do jego mieszkania na" (`home_around`).
Round 47 (rlinks): a Serbian, Croatian or Bosnian street with its type first and no postcode ("Bulevar Oslobođenja
45, stan 12, Novi Sad"), and a house number's letter after a dash ("Kortrijkstraat 12-B, 3514 Utrecht").
Green limits: a firm's, a venue's or a public body's address (a venue word or a firm's legal form before the name,
the words of an institution in it), placeholder persons (mockup_persons.py, read by the caller), an address with no
person in its sentence, a lives-verb in the first person ("where I live" is the writer's: other rules).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.vocab import names as v
from app.core.memory.privacy.detector.vocab.public_bodies import BODIES

_UP = name_letters.UP
_LOW = name_letters.LOW

# ---------------------------------------------------------------- addresses of another country's order

# a street's type written first, in the languages whose addresses put the number after the name
_TYPE_FIRST = (r"Rue|Avenue|Av\.|Boulevard|Bd|Chaussée|Chaussee|Place|Allée|Allee|Impasse|Chemin|Quai|Square|Drève|"
               r"Rua|Avenida|Travessa|Largo|Praça|Praca|Estrada|Alameda|Calçada|Beco|Via|Viale|Piazza|Piazzale|Corso|"
               r"Vicolo|Strada|Lungomare|Calle|Carrer|Paseo|Passeig|Plaza|Plaça|Ronda|Rynek|Plac|Aleja|Ulica")
# a street named in one word with its type at the end (Dutch, German, Austrian, Swiss, Scandinavian)
_TYPE_LAST = r"(?:straat|laan|weg|plein|gracht|kade|singel|dijk|steeg|gasse|straße|strasse|platz|allee|ring|vej|gade|gatan|vägen)"
_PARTICLE = r"(?:de|da|das|do|dos|des|du|del|della|delle|dei|di|la|le|les|l'|d'|van|von|der|den|het|'t|y|e|i)"
_STREET_WORDS = rf"(?:\s+(?:{_PARTICLE}\s*){{0,2}}[{_UP}0-9][\w'’.\-]*){{0,4}}?"
_NUMBER = r"\d{1,4}[A-Za-z]?(?:\s?[/\-]\s?\d{1,4}[A-Za-z]?|-[A-Za-z](?!\w))?"  # (round 47: "Kortrijkstraat 12-B")
# a flat, a floor or a letter box between the number and the postcode: "2º esq.", "4ª", "boîte 4", "bte 2", "bus 3",
# "Top 5", "Stiege 2", "3.º A", "piso 2", "/12"
_UNIT = (r"(?:\d{1,2}\.?\s?[ºª°oa]\.?(?:\s?(?:[A-Z]|esq\.?|dto\.?|dta\.?|dir\.?|drt\.?|frente|fte\.?|izq\w*\.?|dcha\.?|"
         r"derecha|esquerdo|direito|puerta\s\d+))?|(?:boîte|boite|bte\.?|bus|bt\.?|top|stiege|tür|piso|andar|étage|etage|"
         r"flat|apt\.?|appt\.?|r/c|rc)\s?\d{0,3}\w?|[A-Z]|\d{1,3})")
_POSTCODE = r"(?:\d{4}-\d{3}|\d{4}\s?[A-Z]{2}(?![\w])|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,6})"
_CITY = rf"[{_UP}][{_LOW}'’\-]+(?:[\s\-](?:[{_UP}][{_LOW}'’\-]+|am|an|der|sur|en|de|la|le|nad))*"
_TAIL = rf"(?:\s*,\s*{_UNIT}\.?){{0,2}}\s*,?\s+(?:(?:[A-Z]{{1,2}}|CH|NL|B|A|P|F|D|I)-)?{_POSTCODE}\s+{_CITY}"
_FOREIGN_STREET = re.compile(
    rf"(?<![\w-])(?:(?:{_TYPE_FIRST}){_STREET_WORDS}|[{_UP}][{_LOW}\-]*{_TYPE_LAST})\s+{_NUMBER}(?={_TAIL})"
)
_FOREIGN_GATE = re.compile(rf"(?<![\d\-]){_POSTCODE}\s+[{_UP}]")
# Russian and Ukrainian: "пр. Миру 45", "пр-т Ленина, д. 45", "ул. Лесная, д. 7", "вул. Зелена, буд. 15"
_CYRILLIC_STREET = re.compile(
    r"(?<!\w)(?:пр\.|пр-т|пр-кт|просп\.|ул\.|вул\.|пл\.|пров\.|пер\.|бул\.|б-р|бульв\.|наб\.|ш\.|мкр\.|мкрн\.|мікрорайон|"
    r"улица|вулиця|проспект|переулок|провулок)\s*"
    rf"[{_UP}0-9][\w'’\-]*(?:\s+[{_UP}][\w'’\-]*){{0,2}},?\s*(?:(?:д|буд|дом|будинок)\.?\s*)?\d{{1,4}}[а-яa-z]?(?:/\d{{1,4}})?(?!\d)"
)
# (round 47, rlinks) a Serbian, Croatian or Bosnian street: its type first, the number, then a flat or the town -
# no postcode ("Bulevar Oslobođenja 45, stan 12, Novi Sad", "Ulica Ilica 12, Zagreb", "Trg slobode 3, Sarajevo")
_SOUTH_SLAVIC_STREET = LazyPattern(
    rf"(?<![\w-])(?:Bulevar|bulevar|Ulica|ulica|Trg|trg|Cesta|Put)\s+[{_UP}{_LOW}][\w'’\-]*(?:\s+[{_UP}{_LOW}][\w'’.\-]*){{0,3}}?"
    rf"\s+\d{{1,4}}[A-Za-z]?(?=\s*,\s*(?:(?:stan|sprat|ulaz|kat)\s*\d|(?:\d{{5}}\s+)?[{_UP}][{_LOW}]+))"
)
_CYRILLIC_GATE = re.compile(r"(?<!\w)(?:пр[.\-]|просп\.|д\.\s?\d|буд\.\s?\d|мкрн?\.)")


def foreign_streets(text: str) -> list[tuple[int, int]]:
    """Spans of street addresses in another country's order (see the module's doc); the span ends at the number."""
    spans: list[tuple[int, int]] = []
    if _FOREIGN_GATE.search(text):
        spans += [m.span() for m in _FOREIGN_STREET.finditer(text)]
    spans += [m.span() for m in _SOUTH_SLAVIC_STREET.finditer(text)]  # (a lazy pattern: its words gate it)
    if _CYRILLIC_GATE.search(text):
        spans += [m.span() for m in _CYRILLIC_STREET.finditer(text)]
    return spans


# ---------------------------------------------------------------- a name nobody listed before a postal block

_TAIL_RE = re.compile(_TAIL)
_UK_TAIL = re.compile(r"(?:\s*,\s*[A-Z][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?){0,2},?\s+[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b")
_UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b")  # inside a UK address span (identity_homes.uk_addresses)
_CYRILLIC_TAIL = re.compile(r"(?:\s*,\s*(?:кв|д|буд|корп|к)\.?\s*\d{1,4}\w?){0,3}\s*,\s*(?:(?:м|г|с|смт)\.\s*)?[А-ЯЄІЇҐЁ][а-яєіїґё'’\-]+")
_WORD = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}'’]+)?"
_NAME_PARTICLE = r"(?:de|da|do|dos|van|von|der|den|le|la|di|del|ten|ter|Ní|Nic|Mac|bin|ibn)"
_PERSON_BEFORE = re.compile(
    rf"(?P<name>(?P<first>{_WORD})(?:\s+{_NAME_PARTICLE})?\s+(?P<last>{_WORD})(?:\s+{_WORD})?)"
    r"\s*(?:,|\s(?:at|in|w|bei|en|à|chez|на|у|в))?\s*"
    r"(?:(?i:flat|apt\.?|apartment|unit|wohnung|mieszkanie|piso|appt\.?|appartement|кв\.?|квартира)\s*\d+[a-z]?\s*,?\s*)?$"
)
# a firm's legal form, a venue's or a body's word among the name's words: "Galeries Lafayette", "Casa Lucio"
NOT_PERSON_WORDS = frozenset("""
    gmbh ag kg ug ohg ltd plc llc inc sa sl sas sarl srl sp bv nv ооо тов пп фоп ип
    galeries galerie gallery casa maison haus dom house hotel hôtel hostel restaurant restaurante café cafe bar pub
    bäckerei boulangerie panadería panaderia piekarnia пекарня studio atelier salon shop store tienda magasin sklep
    laden markt market mercado marché rynek центр center centre centrum zentrum museo musée museum muzeum музей
    stadtbibliothek bibliothek biblioteca bibliothèque library biblioteka бібліотека библиотека bank banco banque
    apotheke farmacia pharmacie apteka аптека klinik clínica clinique klinika клініка клиника praxis kanzlei
    bureau büro office oficina biuro бюро agentur agencia agence agencja агентство verlag editorial éditions
    stiftung fundación fondation fundacja фонд verein asociación association stowarzyszenie
    theater teatro théâtre teatr театр kino cine cinéma kino кіно кино schule escuela école szkoła школа
    university universität universidad université uniwersytet університет университет
    hospital krankenhaus hôpital szpital лікарня больница kirche iglesia église kościół церква церковь
    rathaus ayuntamiento mairie urząd ратуша мэрия amt gemeinde ville city stadt miasto місто город
    yoga fitness gym sport sports club klub клуб
    san santa santo são sao saint sainte st sankt les los las el nord süd ost west north south east ouest sur norte
    sul centro zentrum
    почта почты пошта пошти poczta poczty post отделение отделения відділення відділ филиал філія oddział oddziału filia
""".split())
# a compound naming a place of work, not a person: "Logistikzentrum", "Ärztehaus", "Autohaus", "Einkaufszentrum"
_PLACE_SUFFIX = ("zentrum", "center", "centre", "haus", "werk", "markt", "halle", "schule", "klinik", "praxis", "büro",
                 "amt", "bank", "hof", "lager", "park", "platz")
# a letterhead or an office named before the name, in its clause: "En-tête : Cabinet ... Les Tilleuls, 4 place ...",
# "Pie de correo: Oficina parroquial de San Andrés, Pza. Mayor 1", "Lieferadresse Lager: ..."
_ORG_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:en-t[êe]te|ent[êe]te|letterhead|footer|pie de (?:correo|p[áa]gina)|impressum|briefkopf|stopka|"
    r"nag[łl][óo]wek|oficina|office|cabinet|bureau|praxis|kanzlei|firma(?! como)|company|empresa|soci[ée]t[ée]|lager|warehouse|"
    r"almac[ée]n|entrep[ôo]t|magazyn|sklep|shop|store|parroqui\w*|paroiss\w*|pfarr\w*|parafi\w*|agenc\w*|agentur|"
    r"studio|salon|atelier|офіс|офис|компані\w*|компани\w*|фірм\w*|фирм\w*)(?!\w)[^,;:.!?\n]{0,40}$")
_BODY = re.compile(r"(?i)(?<!\w)(?:" + BODIES + r")(?!\w)")  # "Urzędu Skarbowego", "Finanzamt Mitte": a public body's
_LEGAL_BEFORE = re.compile(r"(?i)(?<![\w-])(?:firma|company|empresa|société|societe|firm|компанія|компания|фирма)\s+$")


# what a person's postal address is written for: a letter's envelope, its sender or addressee, a form, a contract, a
# signature, a tenant, sending something, the writer ("that's me"); a firm's address is asked about, not written
_PERSON_CUE = re.compile(
    r"(?i)(?<!\w)(?:envelope|umschlag|kopert\w*|sobre|enveloppe|конверт\w*|sender|absender|nadawc\w*|remitente|"
    r"exp[ée]diteur|відправник\w*|отправител\w*|recipient|addressee|empf[äa]nger\w*|odbiorc\w*|destinatari[oa]|"
    r"destinataire|одержувач\w*|отримувач\w*|получател\w*|adresat\w*|return (?:address|label)|label|etykiet\w*|"
    r"form|formular\w*|formulaire|formulario|формуляр\w*|анкет\w*|заяв\w*|скарг\w*|жалоб\w*|квитанц\w*|contract|"
    r"vertrag\w*|umow\w*|contrato|contrat|договір\w*|договор\w*|sign\w*|unterschr\w*|podpis\w*|firm[oa] como|firmar|"
    r"signe|підпис\w*|подпис\w*|tenant|lodger|mieter\w*|najemc\w*|lokator\w*|inquilin[oa]|locataire|орендар\w*|"
    r"жил(?:ец|ьц)\w*|kaution|caution|fianza|kaucj\w*|eingetragen|entered|wpisa\w*|wpisuj\w*|piszę|pisze|schreib\w*|"
    r"write|writing|escrib\w*|[ée]cri[st]\w*|пиш\w*|вказ\w*|указ\w*|fill\w*|ausf[üu]ll\w*|wypełni\w*|rellen\w*|"
    r"rempli\w*|заповн\w*|заполн\w*|that'?s me|c'est moi|to ja|das bin ich|soy yo|це я|это я|send|post (?:it|this|them)? ?to|"
    r"per post|schick\w*|sende|wyślij|wyślę|wysyłam|env[ií]a\w*|manda\w*|envoie\w*|j'envoie|надішли|надсилаю|"
    r"відправ\w*|отправ\w*|посил\w*|посыл\w*|paczk\w*|paket|parcel|paquete|colis|invitation|einladung|zaproszeni\w*|"
    r"invitaci[oó]n|запрошен\w*|приглашен\w*|domicilio|wohnsitz|meldeadresse|zameldowani\w*|domicile|прописк\w*|"
    # somebody's address: "my dad's address", "adres mojej mamy", "Adresse meiner Tante", "la dirección de mi tío"
    r"(?:my|his|her|their|[^\W\d_]+['’]s) (?:[^\W\d_]+ )?address|adres\w* (?:moj\w+|jego|jej|ich|naszego|naszej)|"
    r"(?:adresse|anschrift) (?:meine[rs]?|seine[rs]?|ihre[rs]?|unsere[rs]?|de (?:mon|ma|mes))|"
    r"direcci[oó]n de (?:mi|su|tu)s?|адрес\w* (?:мо\w+|його|її|его|её|наш\w+)|"
    # (round 35) a thing to give back or hand over to the person: a lost item's tag, a parcel's label, a return address -
    # "à rendre à", "return to", "if found", "zwrócić", "zurück an", "devolver a", "вернуть", "повернути"
    r"return(?:ed|ing)? (?:\w+ )?to|if found|lost|deliver\w* to|hand\w* (?:\w+ )?to|belongs to|"
    r"zwr[óo]ć\w*|zwr[óo]ci\w*|odda[ćjn]\w*|zgubi\w*|znalaz\w*|znalezi\w*|dostarcz\w*|"
    r"zur[üu]ck(?:geben|gabe|schicken|senden)?(?: an)?|verloren\w*|gefunden|finder\w*|abzugeben|zustell\w*|liefern an|"
    r"devol\w*|devu[eé]lv\w*|perdid[oa]s?|extraviad[oa]s?|entregar a|entr[eé]gue\w*|"
    r"rendre à|à rendre|rapporter|retourner à|retour à|perdu\w*|égaré\w*|remettre à|livrer à|"
    r"верн\w*|возвра\w*|поверн\w*|потерян\w*|утерян\w*|загубл\w*|загублен\w*|знайш\w*|нашед\w*|нашедш\w*|"
    r"достав\w*|передат\w*|передайте)(?!\w)")
# a firm's paper: the block is the firm's, whoever is named - "Schick die Rechnung an Müller Transporte, ..."
_BUSINESS_CUE = re.compile(
    r"(?i)(?<!\w)(?:invoice\w*|rechnung\w*|faktur\w*|factura\w*|facture\w*|рахун\w*|сч[её]т\w*|order|bestellung|"
    r"zamówieni\w*|pedido|commande|замовлен\w*|заказ\w*|supplier|lieferant\w*|dostawc\w*|proveedor\w*|fournisseur\w*|"
    r"постачальник\w*|поставщик\w*|company|firm|firms|firmy|firmie|firmę|firmą|firma(?! como)|empresa|soci[ée]t[ée]|компані\w*|"
    r"компани\w*|gmbh|ltd|s\.l\.|"
    r"sp\. z o\.o\.|sarl|sas|тов|ооо)(?!\w)")


def postal_person(text: str, before: str, a_start: int, a_end: int, venue_before) -> int:
    """Where in `before` (the text right before the address at text[a_start:a_end]) the name of a person starts whose
    postal address follows - a whole one, with its postcode and city -, in a message that writes it for a letter, a
    form or a parcel (_PERSON_CUE); or -1."""
    m = _PERSON_BEFORE.search(before)
    if m is None or not _postal_tail(text, a_start, a_end) or not _PERSON_CUE.search(text) or _BUSINESS_CUE.search(text):
        return -1
    words = m.group("name").replace("-", " ").split()
    if any(w.lower() in NOT_PERSON_WORDS or w in v.NOT_FIRST_NAMES or w in v.INSTITUTION_WORDS
           or w.lower().endswith(_PLACE_SUFFIX) for w in words):
        return -1
    if _ORG_BEFORE.search(before, 0, m.start()) or _BODY.search(m.group("name")):
        return -1
    if venue_before(before, m.start()) or _LEGAL_BEFORE.search(before, 0, m.start()):
        return -1
    prev = re.search(r"([^\W\d_][\w'’.-]*)\s*$", before[:m.start()])
    if prev and prev.group(1).lower() in NOT_PERSON_WORDS:
        return -1  # "Restaurante Casa Lucio, calle ...": a firm's word right before the pair
    return m.start()


def _postal_tail(text: str, a_start: int, a_end: int) -> bool:
    """The address is a whole postal one: its postcode and city in it or right after it."""
    tail = _TAIL_RE.search(text, a_start, min(len(text), a_end + 60))
    if tail is not None and tail.start() <= a_end + 25:
        return True
    return bool(_UK_TAIL.match(text, a_end) or _CYRILLIC_TAIL.match(text, a_end) or _UK_POSTCODE.search(text, a_start, a_end))


# ---------------------------------------------------------------- the home said around the address

# a third person's live verb after the address, in its sentence: "..., bo tam teraz mieszka", "that is where he lives",
# "dort wohnt sie", "que es donde vive", "c'est là qu'il habite", "він там живе", "он там живёт"
_LIVES_AFTER = re.compile(
    r"[^.!?\n]{0,40}?(?<![\w'])(?:lives|is living|mieszka|zamieszkuje|wohnt|vive|reside|habite|demeure|живе|мешкає|"
    r"проживає|живёт|живет|проживает)(?!\w)"
)
# a third person's home named right before the address: "to his new flat at", "en su nueva casa en la", "in seine
# Wohnung in der", "do jego mieszkania na", "dans son appartement au", "до його квартири на", "в его квартиру на"
_THEIR_HOME = re.compile(
    r"(?i)(?<!\w)(?:(?:his|her|their)(?: new| own| current)? (?:flat|house|home|place|apartment|bungalow|cottage)"
    r"(?: (?:at|in|on))?|"
    r"(?:jego|jej|ich)(?: now\w*)? (?:mieszkani\w*|dom\w*|kawalerk\w*)(?: (?:na|przy|w))?|"
    r"(?:sein|seine|seinem|seiner|seinen|ihr|ihre|ihrem|ihrer|ihren)(?: neue\w*)? (?:wohnung|haus|zuhause|bude)"
    r"(?: (?:in der|in die|am|an der|im|in))?|"
    r"su(?: nuev[oa]| propi[oa])? (?:casa|piso|apartamento|domicilio)(?: (?:en|de))?(?: (?:la|el))?|"
    r"(?:sa|son)(?: nouvel(?:le)?)? (?:maison|appartement|appart|domicile|logement)(?: (?:au|à la|à|rue|avenue))?|"
    r"(?:його|її|їхн\w*)(?: нов\w*)? (?:квартир\w*|будин\w*|дім|хат\w*|домівк\w*)(?: (?:на|за адресою|по))?|"
    r"(?:его|её|ее|их)(?: нов\w*)? (?:квартир\w*|дом\w*)(?: (?:на|по адресу|по))?)"
    r"[^.!?\n\d]{0,12}$"
)
_HOME_GATE = re.compile(
    r"(?i)lives|is living|mieszka|wohnt|vive|reside|habite|demeure|живе|мешкає|проживає|живёт|живет|проживает|"
    r"flat|house|home|place|apartment|mieszkani|dom|wohnung|haus|casa|piso|maison|appart|квартир|будин|дім|дом"
)
_PAIR = re.compile(rf"(?<![\w-])(?P<first>{_WORD})(?=\s+(?P<last>{_WORD}))")  # (overlapping: "Сусід Тарас Гук")


def home_around(text: str, a_start: int, a_end: int, given_name, is_person_name, is_placeholder) -> int:
    """Where the person starts whose home the words around the address at text[a_start:a_end] say it is, or -1: a
    third person's live verb after it or their home named right before it, with a person named earlier in the
    sentence (a name of two capitalised words, or a known given name)."""
    s = max(text.rfind(".", 0, a_start - 1), text.rfind("!", 0, a_start), text.rfind("?", 0, a_start),
            text.rfind("\n", 0, a_start), a_start - 160) + 1
    if not _HOME_GATE.search(text, s, min(len(text), a_end + 60)):
        return -1
    tail = _TAIL_RE.match(text, a_end) or _CYRILLIC_TAIL.match(text, a_end)  # "..., 2º esq., 4050-265 Porto, bo tam ..."
    if not (_THEIR_HOME.search(text, max(s, a_start - 60), a_start) or _LIVES_AFTER.match(text, tail.end() if tail else a_end)):
        return -1
    for n in _PAIR.finditer(text, s, a_start):
        first, last = n.group("first"), n.group("last")
        if not is_person_name(first, last) or is_placeholder(text, first + " " + last, None):
            continue
        # a known given name anywhere; a pair of names nobody listed only inside the sentence (a German sentence opens
        # with nouns: "Mein Kollege ..."), neither of its words a firm's or a venue's
        if given_name(first) or (text[s:n.start()].strip() and not any(
                w.lower() in NOT_PERSON_WORDS or w in v.INSTITUTION_WORDS for w in (first, last))):
            return n.start()
    return -1
