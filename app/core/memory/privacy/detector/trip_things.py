"""Numbers of trips, shops, parcels, banks and offices that belong to a thing or an organisation (round 17, set
lookalikes-b): a ticket's, a booking confirmation's, a return's, a rental agreement's, a fine's, a complaint's and a
receipt's number, and the account a shop, a courier, a tour operator or a fine / customs / tax office is paid on.

- `TRIP_THING_WORDS` / `TRIP_THING_STEMS`: the nouns that name such a paper in the six languages ("numéro de billet",
  "confirmación nº", "Retourennummer", "contrat de location", "avis de contravention", "número de reclamación",
  "paragon nr", "подтверждение №"); context.py adds them to its look-alike and thing lists.
- `paper_of_brand`: the paper's noun, a preposition and the issuer's name before the number ("Paragon z Lidla nr",
  "receipt from Tesco no.", "Beleg von Rossmann", "скарзі на магазин номер").
- `trip_org_account`: numbers.py asks it (beside org_context.py) whether the account after `start` is an
  organisation's: a payee with a legal form or an office named right after the account ("..., получатель ТОВ «...»",
  "(titular: Muebles Aranda S.L.)", "отримувач ГУК у м. Києві"), a fine / customs / tax office before it
  (Bußgeldstelle, Hauptzollamt, DGFiP, штраф), a shop, a courier or a tour operator asking to be paid on it
  ("Інтернет-магазин просить оплатити на", "Rechnung vom Fahrradladen: Bitte überweisen Sie auf", "DPD podaje na
  fakturze rachunek"), or an invoice footer with a legal form. numbers.py keeps its vetoes ("my", a refund, private).
- `reject_trip_values`: values the learned model need not score: an organisation's sort code and account, a bank's
  sort code asked about alone, a card payment's authorisation number, a value under a file's reference.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

# ---------------------------------------------------------------- papers' nouns

TRIP_THING_WORDS = frozenset("""
billet billets billete billetes boleto boletos fahrschein fahrkarte fahrkartennummer ticketnummer
квиток квитка квитків билет билета билетов e-ticket eticket
confirmación confirmacion confirmação buchungsbestätigung bestätigung bestätigungsnummer potwierdzenie potwierdzenia
подтверждение подтверждения підтвердження
retoure retourennummer rücksendung rücksendenummer retourenschein rma
contravention amende multa multas boletín boletin denuncia bußgeld bußgeldbescheid bussgeld bussgeldbescheid
kassenzeichen mandatu grzywny штраф штрафу штрафа pcn cita citas appointment
reclamación reclamacion réclamation reclamation beschwerde skarga skargi skargę скарга скарги скаргу скарзі
жалоба жалобы жалобе претензія претензії претензия претензии
paragon paragonu paragonie receipt beleg belegnummer kassenbon quittung recibo reçu чек чека квитанція квитанції
""".split())
TRIP_THING_STEMS = ("réclamat", "reclamaci", "bußgeld", "bussgeld", "contravent", "retouren", "rücksende", "quittung",
                    "kassenbon", "fahrkart", "belegnr")
# words that name a paper only for the learned model's sake (context.THING_WORDS), not before an account: "Mandat nr ...
# za parkowanie" is a fine's, but "mandat SEPA : FR76 ..." is somebody's account
TRIP_THING_ONLY = frozenset("mandat mietvertrag mietwagenvertrag".split())
# a car's or a flat's rental contract: "contrat de location (Europcar) n°", "contrato de alquiler", "rental agreement",
# "umowa najmu", "договір оренди" - not the rent itself ("реквізити для оплати оренди: UA..." is the landlord's)
_CONTRACTS = frozenset("contrat contrato contract agreement umowa umowy umowie vertrag договір договору договор договора".split())
_RENTAL = frozenset("location alquiler arrendamiento rental hire najmu wynajmu leasing оренди аренды прокату проката".split())
# the words that name a person's number: never the thing's number when the paper's noun stands before them
# ("Proszę o potwierdzenie: PESEL ...", "confirmation, passport ...")
_PERSON_ID = frozenset("""
pesel nip regon dni nie nif nir nss ssn nino passport paszport paszportu pasaporte passeport reisepass паспорт
паспорта ipn іпн рнокпп инн steuer-id steuerid iban nrb rib konto account cuenta compte рахунок счёт счет card karta
karty tarjeta carte karte картка карта pin phone telefon telefonu tel mobile móvil movil portable handy телефон
""".split())


def person_id_word(word: str) -> bool:
    return word in _PERSON_ID


def _rental_contract(words: list[str]) -> bool:
    """"contrat de location Europcar", "contrato de alquiler", "rental agreement Sixt", "umowa najmu" at the end."""
    w = words[-4:]
    if w and w[-1] not in _RENTAL and w[-1] not in _CONTRACTS:
        w = w[:-1]  # the rental company's name
    if len(w) >= 2 and w[-1] in _RENTAL and (w[-2] in _CONTRACTS or len(w) >= 3 and w[-2] in ("de", "of", "du")
                                               and w[-3] in _CONTRACTS):
        return True
    return len(w) >= 2 and w[-2] in _RENTAL and w[-1] in _CONTRACTS


# "Paragon z Lidla nr 0026/3372", "receipt from Tesco no. 4471", "Beleg von dm", "скарзі на магазин номер": the
# paper, a preposition and its issuer's name
_ISSUER_PREPOSITIONS = frozenset("z ze od from von vom bei de del du chez від з із от из на".split())
_NOT_ISSUER = frozenset("""
my mine our mój moj moja moje mojego mojej mein meine meinem meiner mi mis mon ma mes мій моя мого моєї мой моя моего
me mich mir mnie мене мені меня мне phone telefon telefonu tel mobile handy móvil movil portable телефон телефону
iban konto kontа account cuenta compte rachunku rachunek рахунок счёт счет pin pesel passport paszport dni
""".split())


_ARTICLES = frozenset("the a el la los las le les l die der das den dem un une una".split())
# "Mi billete de Renfe tiene el número ...", "Die Fahrkarte hat die Nummer ...", "the receipt has number ..."
_HAS = frozenset("has have had tiene tenía lleva hat hatte trägt ma miał miała a avait porte має мав мала имеет имел".split())


def _trip_paper(word: str) -> bool:
    return word in TRIP_THING_WORDS or word.startswith(TRIP_THING_STEMS)


def paper_of_brand(words: list[str], is_paper: Callable[[str], bool] = _trip_paper) -> bool:
    """`words`: the lower-cased words before a number, connectors ("nr", "no", "номер") dropped; `is_paper`: is a word
    a paper's or a thing's noun (context.py passes its thing lists)."""
    k = len(words) - 1
    if k >= 1 and words[k] in _ARTICLES:
        k -= 1
    if k >= 1 and words[k] in _HAS:
        return any(is_paper(w) for w in words[max(0, k - 4):k])
    if len(words) >= 2 and _rental_contract(words) and words[-1] not in _NOT_ISSUER:
        return True
    if len(words) < 3 or words[-2] not in _ISSUER_PREPOSITIONS or words[-1] in _NOT_ISSUER \
            or words[-1].capitalize() in FIRST_NAMES:
        return False  # (not "la reserva de Marta, 6...": Marta's number)
    if not is_paper(words[-3]):
        return False
    # not what is given or paid *for* the paper ("mi móvil para la reserva del hotel es 6...", "Virement pour la
    # réservation du camping : FR61 ..."), nor a person's ID named before it ("pon mi dni en la reserva del hotel: ...")
    i = len(words) - 4
    while i >= 0 and words[i] in _ARTICLES:
        i -= 1
    return not (i >= 0 and words[i] in _FOR) and not any(person_id_word(w) or w in _OWNERS for w in words[-8:-3])


_FOR = frozenset("for para pa pour für dla для".split())
_OWNERS = frozenset("my mi mis mon ma mes mein meine meinen mój moja moje mojego мій моя мого мой моя моего".split())
_GIVEN = frozenset("""
phone mobile cell number móvil movil teléfono telefono número numero portable téléphone telephone numéro handy telefon
handynummer nummer rufnummer telefonu komórka komórki numer телефон телефону мобільний мобильный номер
""".split())


def for_the_thing(words: list[str]) -> bool:
    """The paper's noun in "<a phone word> for the <paper>" at the end of `words`: the value is the phone given for the
    ticket or the booking, not the paper's number ("mi móvil para el billete es ...", "Telefon für die Buchung: ...")."""
    i = len(words) - 2
    while i >= 0 and words[i] in _ARTICLES:
        i -= 1
    return i >= 1 and words[i] in _FOR and words[i - 1] in _GIVEN


# ---------------------------------------------------------------- organisations' accounts

_LEGAL = (r"sp\. ?z ?o\.? ?o\.?|s\.a\.|s\.c\.|gmbh|ag|kg|ohg|e\.v\.|ltd|limited|plc|llc|inc|s\.l\.u?\.?|s\.a\.u\.|sarl|sas|"
          r"sasu|eurl|b\.v\.|тов|ооо|пат|прат|ао|пао")
# after the account, in its sentence: the payee named with a legal form, a public body or "their branch"
_PAYEE_AFTER = re.compile(
    r"(?i)^[^.!?\n]{0,30}?\b(?:получател\w*|отримувач\w*|одержувач\w*|titulaire|titular|beneficiario|b[ée]n[ée]ficiaire|"
    r"empf[äa]nger|zahlungsempf[äa]nger|kontoinhaber|odbiorc\w*|payee|beneficiary|account (?:holder|name)|recipient|"
    # (round 18) "a nombre de Academia Alfa S.L.", "au nom de ...", "in the name of ...", "na rzecz ...", "на ім'я ТОВ ..."
    r"a nombre de|au nom de|in the name of|made out to|na rzecz|auf den namen|zugunsten|на ім['’]я|на имя)"
    r"\b[\s:–\-—\"«„(]{0,5}(?:(?:[^\W\d_][\w'’\-]*\s){0,4}(?:" + _LEGAL + r")(?![\w])|"
    r"(?:" + _LEGAL + r")(?![\w])|гук\b|казначейств\w*|"
    r"(?:их|їх|їхн\w*|their|its|leur|deren)\s)"
)
# a fine's, customs' or tax office's collection account, by the office's or the fine's name (lower-cased text)
# (round 48, rids: not the inch after a size - "Kinderfahrrad 20 Zoll, 45 €, Überweisung vorab an DE-Konto ..." is a
# private seller's ad, no customs office's account)
_FINE_OFFICE = re.compile(
    r"\b(?:bu(?:ß|ss)geld\w*|\w*zollamt\w*|(?<!\d[ \-])(?<!\d)zoll|kassenzeichen|dgfip|sip|tr[ée]sor|impots\.gouv\w*|amendes?|"
    r"contravention\w*|antai|multas?|dgt|grzywn\w*|штраф\w*|пдр|гук|казначейств\w*|hmrc|dvla|"
    r"penalty charge|parking fine|fixed penalty)\b"
)
# a shop, a courier or a tour operator (lower-cased text)
_SELLER = re.compile(
    r"(?:\b(?:sklep\w*|shop|online shop|store|webshop|tienda|boutique|magasin|(?!(?:hoch|herunter|runter|auf|nach|ein|ent|be|aus|ab|vor|zu|über|um|ver)laden)\w*laden|gesch[äa]ft|h[äa]ndler\w*|"
    r"online-?shop\w*|інтернет-магазин\w*|интернет-магазин\w*|магазин\w*|туроператор\w*|touroperator\w*|"
    r"tour operator|reiseveranstalter\w*|reiseb[üu]ro\w*|biur\w* podr[óo]ży|voyagiste|agence de voyages?|"
    r"agencia de viajes|турагент\w*|турфірм\w*|турфирм\w*|dpd|dhl|gls|ups|fedex|inpost|poczt\w* polsk\w*|hermes|"
    r"correos|colissimo|chronopost|la poste|royal mail|evri|seur|nova poshta|нов\w* пошт\w*|укрпошт\w*|"
    r"кур['’]?[єе]р\w*|kurier\w*|courier)\b)"
)
# the seller is paid on the account: "asks for a transfer to", "Wpłaty na rachunek", "bitte überweisen Sie auf",
# "demande un virement sur", "pide transferencia a", "просить оплатити на", "просит перевод на", "podaje ... rachunek"
_PAY_TO = re.compile(
    r"\b(?:pay (?:to|into|on)|payment to|transfer to|wire to|wpłat\w* na|przelew\w* na|zapłać\w* na|podaje\w*|"
    r"überweis\w*|zahlbar|zahlung\w* auf|virement|payer sur|pagar? en|transferencia|ingreso en|"
    r"оплат\w*|перев[оі]д\w*|переказ\w*|сплат\w*|вказ\w*|указ\w*)\b"
)
_FOOTER = re.compile(r"\b(?:fu(?:ß|ss)zeile|stopk\w*|footer|pie de (?:p[aá]gina|factura)|pied de page|impressum|"
                     r"колонтитул\w*)\b")
_LEGAL_RE = re.compile(r"(?<![\w.])(?:" + _LEGAL + r")(?![\w])")
_REFUND = re.compile(r"\b(?:refund\w*|erstatt\w*|zwrot\w*|reembols\w*|devol\w*|rembours\w*|поверн\w*|возврат\w*|верн\w*)")
# the account itself: groups of capitals and digits ("IBAN DE62 8178 ...", "65 6692 0951 ...", "FR7617163758...")
_IBAN_BODY = re.compile(r"(?:IBAN:?\s?)?[A-Z0-9]{1,34}(?:[ \-][A-Z0-9]{1,8}){0,10}")


def trip_org_account(text: str, start: int, near: str) -> bool:
    """`near`: the lower-cased sentence before the account at `start` (numbers.py cuts it)."""
    body = _IBAN_BODY.match(text, start)
    if body is not None and _PAYEE_AFTER.search(text[body.end():body.end() + 90]):
        return True
    if _FINE_OFFICE.search(near):
        return True
    if _SELLER.search(near) and _PAY_TO.search(near) and not _REFUND.search(near):
        return True
    wide = text[max(0, start - 200):start].lower()
    return bool(_FOOTER.search(wide) and _LEGAL_RE.search(wide))


# ---------------------------------------------------------------- a mock-up's filler

_SEQUENCE = "0123456789012345678909876543210987654321"
_MOCKUP_WORDS = re.compile(
    r"maquet\w*|makiet\w*|makiec\w*|mock-?ups?|wireframe\w*|template|placeholder|szablon\w*|vorlage\w*|muster\w*|"
    r"plantilla\w*|mod[èe]le|макет\w*|шаблон\w*|prototyp\w*|figma|dummy|blindtext|lorem|"
    # (round 18) a sample form's filler: "the sample visa form shows passport number 123456789"
    r"sample|specimen|exemple|ejemplo|beispiel\w*|wz[oó]r\w*|wzorz\w*|зраз\w*|образ[eе]ц\w*"
)


def sequence_filler(compact: str, low: str) -> bool:
    """A keyword's value that is the digits counted up or down ("Passport no.: 123456789") in a mock-up or a
    template (`low`: the lower-cased message): the form's filler, nobody's number."""
    return len(compact) >= 6 and compact.isdigit() and compact in _SEQUENCE and bool(_MOCKUP_WORDS.search(low))


# ---------------------------------------------------------------- values the learned model need not score

_ACCOUNT_KW = re.compile(r"(?i)\b(?:sort code|account(?: number| no\.?)?|kontonummer|konto|numer konta|rachunek|cuenta|"
                         r"compte|рахунок|сч[её]т)\b[\s:,]{0,3}(?:is\s|es\s|est\s|ist\s|to\s)?(\d[\d \-]{4,22}\d)(?![\w\-])")
_SORT_CODE = re.compile(r"(?i)\bsort code\b[^\d\n]{0,40}?(\d\d[ \-]\d\d[ \-]\d\d)(?![\w\-])")
_OWNER = re.compile(r"(?i)\b(?:my|mine|me|our|salary|wages|paid into|pay me|mój|moje|mein\w*|mi|mon|ma|мій|мой)\b")
_UK_ACCOUNT = re.compile(r"(?<![\d\-])\d{8}(?!\d)")
# a card payment's authorisation (approval) number, printed on the receipt: "numéro d'autorisation 666119"
_AUTH_NUMBER = re.compile(
    r"(?i)\b(?:num[ée]ro d['’]autorisation|n[°º] d['’]autorisation|authori[sz]ation (?:number|no\.?)|approval number|"
    r"n[uú]mero de autorizaci[oó]n|autorisierungsnummer|genehmigungsnummer|номер авторизаці\w*|номер авторизаци\w*)"
    r"[\s:#]{0,3}(\d{4,8})(?!\d)"
)
# a file's reference: "sous la référence 068232/JL/MC", "under reference 2026/41-KT", "unter dem Zeichen"
_UNDER_REFERENCE = re.compile(
    r"(?i)\b(?:sous la r[ée]f[ée]rence|sous r[ée]f\.?|under (?:the )?reference|with (?:the )?reference|"
    r"con (?:la )?referencia|bajo (?:la )?referencia|unter (?:dem )?(?:aktenzeichen|zeichen|der referenz)|"
    r"pod sygnatur\w*|pod numerem sprawy|під номером справи|под номером дела)\s?:?\s?"
    r"((?=[\w/\-]*\d)[\w][\w/\-.]{3,30}[\w])"
)


def reject_trip_values(text: str, claimed, near_public) -> None:  # noqa: ANN001 - context.Claims; numbers._public_account
    """`near_public(text, start)`: numbers.py's test of an organisation's account by the words before `start`."""
    if "sort code" in text or "ccount" in text or "onto" in text or "cuenta" in text or "compte" in text \
            or "рахун" in text or "сч" in text or "rachun" in text:
        for m in _ACCOUNT_KW.finditer(text):
            if near_public(text, m.start()):
                claimed.reject(*m.span(1))
        if "sort code" in text:
            for m in _SORT_CODE.finditer(text):
                # a bank's sort code asked about alone (no account number, nobody's): the bank's branch
                if not _UK_ACCOUNT.search(text) and not _OWNER.search(text, max(0, m.start() - 60), m.end(1) + 40):
                    claimed.reject(*m.span(1))
    if "utori" in text or "thori" in text or "pprov" in text or "nehm" in text or "автор" in text:
        for m in _AUTH_NUMBER.finditer(text):
            claimed.reject(*m.span(1))
    if "feren" in text or "éfé" in text or "eichen" in text or "ygnatur" in text or "спра" in text or "дела" in text:
        for m in _UNDER_REFERENCE.finditer(text):
            claimed.reject(*m.span(1))


speed_up(globals())
