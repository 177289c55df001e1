"""Identity, round 14: a person tied to an address, a car or a birth date as family chat types them - lower case,
no names capitalised, the person named by their role (identity.py and identity_noted.py find the rest).

- an address given for a delivery: the cue before the street ("deliver to 27 ashgrove road, flat 3",
  "lieferadresse: lindenstraße 44", "livraison au 14 rue ...", "envíalo a c/ san vicente 23", "zamów mi to na adres
  ul. ...", "кур'єром на адресу вул. ...", "paczka dla pani ..., ul. ..."): where a parcel goes, somebody lives;
- a person named by their role or relation, then where they live ("la nouvelle copine de théo, amandine roux, habite
  3 allée ...", "the new lodger, priya shah, is at 14 elm close", "бабушка ... живёт на ул. ..."): the role words
  identity.py's relatives lack (partners, lodgers, neighbours, friends, nannies) and "is at" / "moved to";
- a birth date said as a birthday with its year, or after "dob is" ("у дмитра день народження 17.08.1986",
  "uncle derek's dob is 11/04/1963", "cumpleaños de mi suegra: 3/5/1958");
- a Polish plate of letters and five digits typed in lower case ("sz 51870") or any plate whose owner is named in
  lower case after the car ("to auto tego marcina", "машина тестя").
Companies' and offices' addresses, placeholders and sample data stay green.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import identity as base
from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation
from app.core.memory.privacy.detector.mockup_persons import is_placeholder
from app.core.memory.privacy.detector.postal_blocks import NOT_PERSON_WORDS
from app.core.memory.privacy.detector.vocab import names as v
from app.core.memory.privacy.detector.vocab.public_bodies import BODIES

# ---------------------------------------------------------------- addresses

# A delivery or a parcel sent to the address, said right before it (on lower-cased text).
_DELIVERY_CUE = re.compile(
    r"(?<!\w)(?:deliver(?:ed|y)?(?: it| them)? to|delivery address|shipping address|ship(?: it)? to|send (?:it|them|this) to|"
    r"post (?:it|them|this) to|parcel (?:for|to)|package (?:for|to)|forward (?:it|her post|his post|the post|post) to|"
    r"liefer(?:adresse|anschrift|ung an|n? an)|versand an|schick(?:'s|e|t)?(?: es| das| ihn| sie)? an|paket (?:für|an)|"
    r"zustell\w* an|zustelladresse|zustellanschrift|an die adresse|"
    r"livraison|livr(?:er|é|ée|ez)(?: le| la| les)? (?:au|à|a)|envoie(?:-le|-la|-les)? (?:au|à)|exp[ée]di\w* (?:au|à)|"
    r"adresse de livraison|colis pour|"
    r"env[ií]a(?:lo|la|los|las|melo|mela)? a|m[aá]nda(?:lo|la|melo)? a|direcci[oó]n de (?:entrega|env[ií]o)|"
    r"entrega(?:lo|la)? en|paquete para|"
    r"na adres|adres (?:dostawy|do wysyłki|wysyłki|do doręczeń|doręczenia|dostarczenia)|wyślij(?: to| go| ją| je)? na|dostaw\w* na|paczk\w* (?:dla|na)|"
    r"przesyłk\w* (?:dla|na)|kurier\w* na|"
    r"на адрес[уа]?|адрес[аи]? доставки|доставк\w* на|кур['’]?(?:є|ье)р\w* на|посил\w* (?:для|на)|посыл\w* (?:для|на)|"
    r"відправ\w* на|отправ\w* на)(?!\w)"
)
# (round 25) the thing sent named between the verb and the addressee: "address the party invite to", "envía el regalo a",
# "schick die Einladung an", "wyślij kartkę do", "envoie le faire-part à", "надішли листівку для" - read only when a
# person's name follows it (a capital, not an article: "mandar el recurso a la DGT" is an office's)
_SENT_THING = re.compile(
    r"(?<!\w)(?:(?:send|post|mail|address|ship|deliver|forward)\s+(?:[\w'’\-]+\s+){1,3}?(?:to|for)|"
    r"(?:schick|send|adressier|versend)\w*\s+(?:[\w'’\-]+\s+){1,3}?an|"
    r"(?:env[ií]a|manda|dirige|remite)\w*\s+(?:[\w'’\-]+\s+){1,3}?(?:a|para)|"
    r"(?:envoie|envoyez|adresse[sz]?|exp[ée]die[sz]?|poste[sz]?)\s+(?:[\w'’\-]+\s+){1,3}?(?:à|a|pour|chez)|"
    r"(?:wy[sś]lij|wysyłaj|zaadresuj|nadaj|prze[sś]lij)\w*\s+(?:[\w'’\-]+\s+){1,3}?(?:do|dla)|"
    r"(?:надішл|відправ|надісл|отправ|пошли|вышли)\w*\s+(?:[\w'’\-]+\s+){1,3}?(?:для|до|на ім['’]я|на имя))\s+$"
)
# (round 35) a thing given back to its owner (a lost item's tag, a luggage label): "return it to", "zurück an",
# "devuélvelo a", "merci de le rendre à", "l'envoyer à"; the Polish and East Slavic verb takes the name in the dative
# with no preposition: "zwrócić Piotrowi ...", "верните Олегу ...", "поверніть Тарасові ..." - read only when the name
# is a person's by its words (_person_pair: "return the form to Northgate Surgery" is a practice's)
_RETURN_THING = re.compile(
    r"(?<!\w)(?:(?:return|give|bring|hand|send|post|mail)\w*\s+(?:[\w'’\-]+\s+){0,3}?(?:back\s+)?to|"
    r"zur[üu]ck\w*\s+an|(?:gib|bring|schick|send)\w*\s+(?:[\w'’\-]+\s+){0,3}?zur[üu]ck\s+an|"
    r"(?:devol|devu[eé]lv|entreg)\w*\s+(?:[\w'’\-]+\s+){0,3}?a|"
    r"(?:rendre|rends|rendez|rapport|retourn|remett|renvo|envoyer)\w*\s+(?:[\w'’\-]+\s+){0,3}?(?:à|a)|"
    r"zwr[óo]c\w*|zwr[óo]ć\w*|odda\w*|odnie\w*|odeśl\w*|верн\w*|поверн\w*|возвра\w*|передай\w*|передат\w*)\s+$"
)
_NAME_NEXT = re.compile(
    r"(?:(?:Familie|Family|famille|familia|rodzin[ay]|Rodzin[ay]|Famille|Familia|родин[аи]|семь[яи]|Родин[аи]|Семь[яи])\s+)?"
    r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][a-zß-öø-ÿąćęłńóśźżа-яєіїґё'’]+(?:[\s\-]+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][a-zß-öø-ÿąćęłńóśźżа-яєіїґё'’]+)*"
    r"\s*,\s*(?:(?:flat|apt\.?|apartment|wohnung|piso|appt\.?|кв\.?)\s*\d+\w?\s*,\s*)?$"
)


def _sent_to_named(text: str, low: str, a_start: int) -> bool:
    """A thing sent, then a capitalised name and a comma right before the address at `a_start` (round 25)."""
    begin = max(0, a_start - 90)
    for n in _NAME_NEXT.finditer(text, begin, a_start):
        if n.end() == a_start and _SENT_THING.search(low, max(0, n.start() - 60), n.start()):
            return not _NOT_HOME.search(low, max(0, n.start() - 60), a_start)
        if n.end() != a_start:
            continue
        # the name may start inside the capitalised run: "Zwrócić Kajetanowi Wróblowi, ..." opens the message
        for w in re.finditer(r"(?<!\S)\S", text[n.start():n.end()]):
            k = n.start() + w.start()
            if _RETURN_THING.search(low, max(0, k - 60), k) and _person_pair(text[k:n.end()]):
                return not _NOT_HOME.search(low, max(0, k - 60), a_start)
    return False
def _person_pair(name: str) -> bool:
    """Two to four capitalised words, none a firm's, a venue's or an office's word (round 35): "Gregor Finnick",
    "Тарасові Гнатюку", not "Northgate Surgery", "Leeds City Council", "Reception"."""
    words = [w for w in re.split(r"[\s,\-]+", name) if w and w[:1].isupper()]
    return 2 <= len(words) <= 4 and not any(
        w in v.INSTITUTION_WORDS or w in v.NOT_FIRST_NAMES or w.lower() in NOT_PERSON_WORDS or w.lower() in _NOT_PERSON_MORE
        for w in words)


_NOT_PERSON_MORE = frozenset("surgery practice reception desk office council services service team department dept "
                             "ltd limited group holdings parts lost property sender".split())
# An address that is not a home: a company's, an office's, a shop's, a pick-up point's
_NOT_HOME = re.compile(
    r"(?<!\w)(?:company|office|work|business|firm|shop|store|warehouse|depot|locker|pick-?up point|parcel shop|"
    r"firm\w*|biur\w*|sklep\w*|magazyn\w*|paczkomat\w*|punkt\w*|firmen\w*|büro\w*|geschäft\w*|lager\w*|packstation|"
    r"filiale|empresa|oficina|tienda|almac[ée]n|punto de recogida|entreprise|bureau|magasin|entrep[ôo]t|relais|"
    r"офіс\w*|офис\w*|компан\w*|фірм\w*|магазин\w*|склад\w*|відділенн\w*|отделени\w*|поштомат\w*|почтомат\w*|"
    # (round 23) a public office's or an institution's branch: "na adres oddziału ZUS przy ...", "an die Geschäftsstelle"
    r"oddzia\w*|urz[ąęe]d\w*|siedzib\w*|placówk\w*|branch|headquarters|agency|council|town hall|geschäftsstelle\w*|"
    r"zweigstelle\w*|behörde\w*|amt|rathaus|finanzamt|sucursal\w*|sede|delegaci[oó]n|ayuntamiento|agence|succursale|"
    r"si[èe]ge|mairie|pr[ée]fecture|філі[яїюі]\w*|управлінн\w*|установ\w*|zus|krus|nfz|"
    # (round 25) a firm's legal form, a hotel or a restaurant named as the addressee
    r"ltd|limited|gmbh|sarl|llc|inc|plc|sp\. z o\.o|spółk\w*|тов|ооо|hotel\w*|h[ôo]tel|restaurant\w*|restauracj\w*|"
    r"gasthaus|gasthof|pension|hostel|готел\w*|гостиниц\w*|ресторан\w*|"
    r"" + BODIES + r")(?!\w)"
)
# (round 45, rfr) a complaint, an appeal or an application filed with an office, then sent to the address: "La
# reclamación ante la DGSFP se manda a Paseo de la Castellana 44", "the appeal goes to ...", "Widerspruch schickt man an",
# "skargę wysyła się na adres", "la réclamation s'envoie à", "скаргу надсилають на адресу", "жалобу отправляют на адрес":
# the office's public address (its name an acronym the body list cannot hold), not the home of a person (on lower-cased
# text, read before the cue; a reply sent back to the writer - "the answer to my complaint to 4 Elm Road" - stays red)
_FILED = re.compile(
    r"(?<!\w)(?:complaints?|appeals?|applications?|claim forms?|objections?|petitions?|"
    r"reclamaci[oó]n\w*|recursos?|quejas?|solicitud\w*|instancias?|alegaci[oó]n\w*|denuncias?|"
    r"beschwerde\w*|widerspruch\w*|einspruch\w*|antr[äa]g\w*|eingabe\w*|"
    r"r[ée]clamations?|recours|plaintes?|saisines?|"
    r"skarg\w*|odwołani\w*|odwolani\w*|wnios\w*|reklamacj\w*|"
    r"скарг\w*|заяв[аиуі]|звернен\w*|апеляці\w*|жалоб\w*|заявлени\w*|обращени\w*|апелляци\w*)(?!\w)")
_REPLY = re.compile(
    r"(?<!\w)(?:repl\w*|respons\w*|answers?|respuesta|contestaci[oó]n|antwort\w*|bescheid|r[ée]ponse|odpowied\w*|"
    r"відповід\w*|ответ\w*)(?!\w)")
# A person named by a role or relation the relatives of identity.py lack (on lower-cased text)
_ROLE = (
    r"girlfriend|boyfriend|partner|fianc[ée]e?|lodger|flatmate|roommate|housemate|tenant|neighbou?r|friend|colleague|"
    r"nanny|babysitter|carer|cleaner|"
    r"dziewczyn\w*|chłopak\w*|narzeczon\w*|partner\w*|współlokator\w*|lokator\w*|najemc\w*|sąsiad\w*|przyjaci\w*|"
    r"koleg\w*|koleżank\w*|znajom\w*|niani?\w*|opiekunk\w*|"
    r"freundin|freund|verlobte\w*|mitbewohner\w*|untermieter\w*|mieter\w*|nachbar\w*|kolleg\w*|babysitter\w*|"
    r"copine|copain|petite amie|petit ami|fianc[ée]e?|colocataire|coloc|locataire|voisin\w*|amie?|coll[èe]gue|nounou|"
    r"novi[oa]|prometid[oa]|compañer[oa] de piso|inquilin[oa]|vecin[oa]|amig[oa]|niñera|canguro|"
    r"дівчин\w*|хлопц\w*|хлопець|наречен\w*|сусід\w*|сосед\w*|подруг\w*|друг|друга|квартирант\w*|орендар\w*|колег\w*|"
    r"нян\w*|девушк\w*|парень|парня|жених\w*|невест\w*|тесть|тестя|тещ\w*|тёщ\w*|свекр\w*"
)
# (round 18) the people of a workplace or a school: "the caretaker lives at", "la nueva compañera vive en"; only with
# a verb of living ("the teacher is at 12 Station Road" is where the class is, "the student union is at ..." a place)
_WORK_ROLE = (
    r"caretaker|janitor|teacher|tutor|intern|trainee|apprentice|pupil|student|boss|coworker|co-worker|secretary|"
    r"woźn\w*|nauczyciel\w*|wychowawc\w*|praktykant\w*|stażyst\w*|uczeń|uczennic\w*|szef\w*|kierownik\w*|"
    r"pracownik\w*|pracownic\w*|sekretark\w*|sprzątaczk\w*|hausmeister\w*|lehrer\w*|praktikant\w*|azubi\w*|"
    r"auszubildend\w*|vorgesetzt\w*|mitarbeiter\w*|sekretär\w*|schüler\w*|compañer[oa]|conserje|profesor\w*|"
    r"maestr[oa]|becari[oa]|jef[ea]|emplead[oa]|alumn[oa]|secretari[oa]|gardien\w*|concierge|professeur\w*|"
    r"stagiaire|apprenti\w*|employ[ée]e?|[ée]l[èe]ve|secr[ée]taire|вчител\w*|учител\w*|завгосп\w*|практикант\w*|"
    r"стажер\w*|керівни\w*|начальни\w*|працівни\w*|сотрудни\w*|учень|учениц\w*|секретар\w*|прибиральниц\w*"
)
_LIVES_AT = (
    base._LIVE_VERBS + r"|живёт|живёшь|is at|'s at|is staying at|stays at|is now at|(?:has |just )?moved (?:in )?to|"
    r"przeprowadził\w* się (?:na|do)|(?:ist )?(?:\w+ )?gezogen in|zog in|se (?:ha )?mud[oó] a|a déménagé (?:au|à)|"
    r"переїха\w* на|переехал\w* на|"
    # (round 20) a move under way or just made: "is moving to", "wprowadziła się na", "zieht ... in", "a emménagé au"
    r"is moving to|moving to|przeprowadza\w* się (?:na|do)|wprowadzi\w* się (?:na|do)|wprowadza\w* się (?:na|do)|"
    r"zieht (?:\w+ ){0,2}?(?:in|nach)|a emménagé (?:au|à)|emménage (?:au|à)|se (?:ha )?traslad\w* a|"
    r"переїжджає на|переезжает на"
)
_ROLE_LIVES = re.compile(
    rf"(?i)(?<!\w)(?:{_ROLE}|{base.REL_WORDS})(?!\w)[^.!?\n]{{0,60}}?(?<!\w)(?:{_LIVES_AT})\s+"
    rf"(?:(?:{base._ADVERBS})\s+){{0,2}}(?:(?:{base._PREPS})\s+)?(?:{base._UNIT})?$"
)
_WORK_ROLE_LIVES = re.compile(
    rf"(?i)(?<!\w)(?:{_WORK_ROLE})(?!\w)[^.!?\n]{{0,60}}?(?<!\w)(?:{base._LIVE_VERBS}|живёт)\s+"
    rf"(?:(?:{base._ADVERBS})\s+){{0,2}}(?:(?:{base._PREPS})\s+)?(?:{base._UNIT})?$"
)
# A German street typed in lower case with its abbreviation: "bahnhofstr. 9", "hauptstr 12"
_LOW_DE_STR = re.compile(r"(?<![\w-])[a-zäöüß][a-zäöüß\-]*(?:straße|strasse|str\.?|gasse|allee)\s*\d{1,4}[a-z]?\b")
_ADDRESS_GATE = re.compile(literal_alternation(sorted({
    "deliver", "ship", "send", "post", "parcel", "package", "forward", "liefer", "versand", "schick", "paket", "zustell",
    "adresse", "address", "wysl", "wyśl", "надішл", "надісл", "пошли", "вышли", "dirige", "remite", "poste", "mail",
    "zaadresuj", "nadaj", "adressier", "envoy", "livr", "envoie", "expéd", "exped", "colis", "envía", "envia", "mánda", "manda", "direcci", "entrega",
    "paquete", "adres", "wyślij", "dostaw", "paczk", "przesyłk", "kurier", "адрес", "доставк", "кур", "посил", "посыл",
    "відправ", "отправ", "live", "is at", "'s at", "stay", "moved", "mieszka", "wohn", "gezogen", "zog", "vive", "reside",
    "mud", "habit", "demeur", "déménag", "живе", "живу", "живё", "прожива", "мешка", "переїха", "переехал", "is now",
    "przeprowadz", "wprowadz", "przeni", "przenosi", "moving", "relocat", "zieht", "emménag", "traslad", "переїжд",
    "переезж", "пересел", "перебрал",
    # (round 35) a thing given back (_SENT_THING)
    "return", "give", "bring", "hand", "zurück", "zuruck", "devol", "devuél", "devuel", "entreg", "rend", "rapport",
    "retourn", "remett", "renvo", "zwr", "odda", "odnie", "odeśl", "верн", "поверн", "возвра", "переда"})))


def _addresses(text: str, low: str) -> list[tuple[int, int]]:
    spans = []
    if base._EN_ADDRESS_HINT.search(text) or base._ADDRESS_HINT_RE.search(low) or base._LOW_STREET_HINT.search(low):
        spans = [m.span() for m in base.ADDRESS.finditer(text)]  # (the same gate as identity.py's)
    if base._POSTCODE.search(text):
        spans += [a for a in base._streets_before_postcodes(text) if not any(s <= a[0] < e for s, e in spans)]
    if "str" in low or "gasse" in low or "allee" in low:
        spans += [m.span() for m in _LOW_DE_STR.finditer(low) if not any(s <= m.start() < e for s, e in spans)]
    return spans


street_addresses = _addresses  # (round 51: utility_holders.py reads the same street addresses)


def _address_findings(text: str, low: str) -> list[Finding]:
    found: list[Finding] = []
    for a_start, a_end in _addresses(text, low):
        before = low[max(0, a_start - 80):a_start]
        cues = list(_DELIVERY_CUE.finditer(before))
        cue = cues[-1] if cues else None  # the nearest
        if cue is not None and len(before) - cue.end() <= 45 and not _NOT_HOME.search(before, cue.start()) \
                and not _NOT_HOME.search(low, a_end, a_end + 25) and not is_placeholder(text, None, (a_start, a_end)) \
                and not lookalike_before(text, a_start) \
                and not (_FILED.search(before, 0, cue.start()) and not _REPLY.search(before)):
            found.append(Finding(Kind.IDENTITY, "delivery address", a_start, a_end))
            continue
        if _sent_to_named(text, low, a_start) and not is_placeholder(text, None, (a_start, a_end)):
            found.append(Finding(Kind.IDENTITY, "delivery address", a_start, a_end))
            continue
        m = _ROLE_LIVES.search(before) or _WORK_ROLE_LIVES.search(before)
        if m and not is_placeholder(text, None, (a_start, a_end)):
            found.append(Finding(Kind.IDENTITY, "name with home address", a_start - len(before) + m.start(), a_end))
            continue
        k = _given_moved(text, low, a_start, a_end)
        if k >= 0 and not is_placeholder(text, None, (a_start, a_end)):
            found.append(Finding(Kind.IDENTITY, "name with home address", k, a_end))
    return found


# (round 20) a person named by a given name alone who moved or lives there: "Michał przeprowadził się na ul. ...",
# "Kasia wprowadziła się wczoraj na ...", "Тарас переїхав на вул. ...", "Jonas ist in die Bergstraße 12 ... gezogen"
_MOVE_VERB = (
    r"przeprowadzi\w*\s+się|przeprowadza\w*\s+się|wprowadzi\w*\s+się|wprowadza\w*\s+się|przeni\w*\s+się|"
    r"przenosi\w*\s+się|(?:has |just )?moved(?: in)?|is moving|moving|moves|relocated|zieht|zog|se (?:ha )?mud\w*|"
    r"se va a mudar|se (?:ha )?traslad\w*|se fue a vivir|d[ée]m[ée]nag\w*|emm[ée]nag\w*|переїха\w*|переїжджа\w*|"
    r"переехал\w*|переезжа\w*|переселил\w*|переселив\w*|перебрал\w*|" + base._LIVE_VERBS
)
_MOVED_AT_END = re.compile(
    rf"(?i)(?<!\w)(?:{_MOVE_VERB})\s+(?:[^\W\d_]+\s+){{0,2}}?(?:(?:{base._PREPS}|in die|in den|ins|a la|al)\s+)?"
    rf"(?:{base._UNIT})?$"
)
_DE_PERFECT = re.compile(r"(?i)(?<!\w)(?:ist|sind)\s+(?:\w+\s+){0,2}?(?:in die|in den|in das|ins|an die|an den|auf die|nach)\s+$")
_DE_MOVED_AFTER = re.compile(r"(?i)[^.!?\n]{0,40}?(?<!\w)(?:um)?gezogen(?!\w)")


def _given_moved(text: str, low: str, a_start: int, a_end: int) -> int:
    """Where the given name before the address starts, or -1: a known given name (capitalised) in the clause before
    a verb of moving or living that stands right before the address."""
    w0 = max(0, a_start - 90)
    before = text[w0:a_start]
    m = _MOVED_AT_END.search(before)
    if m is None and _DE_PERFECT.search(before) and _DE_MOVED_AFTER.match(text, a_end):
        m = _DE_PERFECT.search(before)
    if m is None:
        return -1
    cut = max(before.rfind(". ", 0, m.start()), before.rfind("\n", 0, m.start()), before.rfind("? ", 0, m.start()),
              before.rfind("! ", 0, m.start()))
    lo = cut + 1 if cut >= 0 else 0
    for w in base._CAPITALISED.finditer(before, lo, m.start()):
        if base._given_name(w.group()) and not _NOT_HOME.search(low, w0 + w.end(), w0 + m.start()):
            return w0 + w.start()
    return -1


# ---------------------------------------------------------------- birth dates

_BIRTHDAY = (
    r"birthday|b-?day|dob|d\.o\.b\.?|date of birth|birth ?date|urodziny|urodzin|data urodzenia|geburtstag|geburtsdatum|"
    r"cumpleaños|cumple|fecha de nacimiento|anniversaire|date de naissance|день народження|дата народження|"
    r"день рождения|дата рождения|днюха|днюху|др"
)
def _full_date(n: int) -> str:
    """A date with its year written in full (groups date<n>, year<n>, iso<n>)."""
    return (rf"(?P<date{n}>\d{{1,2}}[./\-]\d{{1,2}}[./\-](?P<year{n}>(?:19|20)\d{{2}})|(?P<iso{n}>(?:19|20)\d{{2}})-\d{{2}}-\d{{2}})"
            r"(?![\d./\-])")

_BIRTHDAY_DATE = re.compile(
    # the word, at most four words (whose birthday) and the date: "fecha de nacimiento de la abuela: 12/02/1940"
    rf"(?i)(?<!\w)(?:{_BIRTHDAY})(?!\w)[^\S\n]*(?:[^\W\d_]+[^\S\n]*){{0,4}}?[:,\-—–]?[^\S\n]*{_full_date(1)}"
    # the date, then the word: "meine schwiegermutter hat am 04.06.1951 geburtstag"
    rf"|{_full_date(2)}[^\S\n]+(?:geburtstag|urodziny|cumpleaños|birthday|anniversaire|день народження|день рождения)(?!\w)"
)
_BIRTHDAY_GATE = re.compile(literal_alternation(sorted({
    "birth", "bday", "b-day", "dob", "d.o.b", "urodz", "geburt", "cumple", "nacimiento", "anniversaire", "naissance",
    "народж", "рожден", "днюх", "др"})))
_LAST_YEAR = 2025  # a birthday dated this year or later is a party's date, not a birth date


def _dob_findings(text: str, low: str) -> list[Finding]:
    found = []
    for m in _BIRTHDAY_DATE.finditer(low):
        year = int(next(y for y in m.group("year1", "iso1", "year2", "iso2") if y))
        date_start = m.start("date1") if m.group("date1") else m.start("date2")
        if 1920 <= year <= _LAST_YEAR and not is_placeholder(text, None, None) and not lookalike_before(text, date_start) \
                and not base._trivia(text, low, m.start(), m.end()):
            found.append(Finding(Kind.IDENTITY, "date of birth", m.start(), m.end()))
    return found


# ---------------------------------------------------------------- plates

# A Polish plate typed in lower case, letters then five digits ("sz 51870", "kr 12345"); the first letter is a
# voivodeship's. Counted only with a vehicle and its owner in the sentence, as identity.py's bare plates.
_PL_PLATE_LOW = re.compile(r"(?<![\w-])(?P<plate>[bcdefgklnoprstwz][a-z]{1,2} \d{5})(?![\w-]|[.,]\d)")
_NOT_PLATE_WORD = frozenset("to do od po za co na ze we te ta tu pod nad dla bez nie tak ok np. np lat rok str kod nr".split())
# The owner named in lower case after the vehicle: "to auto tego marcina", "машина тестя", "la voiture de julien"
_VEHICLE_OF_LOW = re.compile(
    r"(?<!\w)(?:auto|samoch[oó]d|wóz|машин[аи]|авто|шкода|voiture|bagnole|coche|wagen|fahrzeug|car|van)\s+"
    r"(?:(?:de|von|vom|du|od|of|tego|tej|naszego|mojego|мого|нашого|моєї|це)\s+)?(?P<who>[^\W\d_]+)"
)
_PLATE_GATE = re.compile(r"\d{4}")
_VEHICLE_OF_GATE = re.compile(literal_alternation(sorted({
    "auto", "samoch", "wóz", "машин", "авто", "шкода", "voiture", "bagnole", "coche", "wagen", "fahrzeug", "car", "van"})))


def _plate_findings(text: str, low: str) -> list[Finding]:
    found = []
    plates = [m for m in _PL_PLATE_LOW.finditer(low) if m.group().split()[0] not in _NOT_PLATE_WORD]
    plates += [m for m in base._BARE_PLATE.finditer(text)]
    for m in plates:
        s, e = base._sentence_bounds(text, m.start(), m.end())
        if not (base._VEHICLE.search(text, s, e) or base.plates.driving_in(text, s, e)):
            continue
        if any(base._given_name(o.group("who").capitalize()) or base.plates.genitive_name(
                o.group("who").capitalize(), base._given_name) or base._RELATIVE.fullmatch(o.group("who"))
               or re.fullmatch(_ROLE, o.group("who")) for o in _VEHICLE_OF_LOW.finditer(low, s, e)) \
                and not lookalike_before(text, m.start()):
            found.append(Finding(Kind.IDENTITY, "licence plate with its owner", m.start("plate"), m.end("plate")))
    return found


def find_chat_identity(text: str, low: str) -> list[Finding]:
    """The findings above in `text` (`low`: its lower-cased copy, the same length); `text` holds a digit."""
    found = []
    if _ADDRESS_GATE.search(low):  # (the words of a delivery or of living somewhere; then the street itself)
        found += _address_findings(text, low)
    if base._DATE_GATE.search(text) and _BIRTHDAY_GATE.search(low):
        found += _dob_findings(text, low)
    if _PLATE_GATE.search(low) and _VEHICLE_OF_GATE.search(low) and _VEHICLE_OF_LOW.search(low):  # (an owner after the car: the rarer test first)
        found += _plate_findings(text, low)
    return found
