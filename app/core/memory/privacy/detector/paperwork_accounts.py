"""Accounts in a family's paperwork (round 18): whose is the account before which the sentence stops?

- `office_account_before`: numbers.py asks it (beside org_context.py) whether the account after `near` is an
  office's or a firm's the family pays: a court's or the justice treasury's ("rachunek dochodów sądu",
  "Landesjustizkasse ... Konto", "greffe du tribunal"), a notary's or a solicitor's ("l'étude notariale ... son
  compte", "the solicitor's client account"), a funeral home's, an insurer's ("die Allianz nennt ihr
  Beitragskonto"), a care home's (not a bailiff's: the debtor's case is in it). Not when the sentence names a relative or a person before the
  account ("Versicherung zahlt auf Mamas Konto", "komornik zajął konto teściowej"): then it is theirs.
- `recipient_account`: the account is given to an office or receives money from one, so it is the family's
  ("RIB pour la CAF", "IBAN für die Krankenkasse", "Geld von der Stiftung bitte auf ...", "гроші від фонду прошу
  на рахунок"), or its holder is named as the user or a relative after it ("..., titulaire moi seule").
Both read lower-cased text; the caller keeps its own vetoes (my, private, refunded).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.lazy import LazyPattern

_OFFICE_WORDS = (
    # a court's account only as the court's: "rachunek ... dochodów sądu", "Konto des Gerichts", "the court's account"
    r"\b(?:(?:rachun\w*|kont\w*|accounts?|cuenta|compte|рахун\w*|сч[её]т\w*)\s(?:[\w\-]+\s){0,3}?(?:s[ąa]du|des gerichts|"
    r"del juzgado|du tribunal|de la cour|of the court|суду)|court's|court fees?|gerichtskosten|tasas judiciales|"
    r"судов\w* збор\w*|opłat\w* sądow\w*|\w*justizkass\w*|\w*gerichtskass\w*|greffe|cuenta de consignaciones|"
    # the court giving its account: "el juzgado indica la cuenta", "sąd wskazał rachunek", "das Gericht nennt das Konto"
    r"(?:juzgado|tribunal|s[ąa]d|gericht|court|суд)\s(?:[\w\-]+\s){0,2}?(?:indica\w*|facilita\w*|da|dio|pone|"
    r"podaje|podał\w*|wskaz\w*|nennt|gibt|gives|gave|lists|states|indique\w*|donne|вказа\w*|вказу\w*|зазнач\w*|указ\w*)|"
    r"notar\w*|notaire\w*|[ée]tude notariale|нотаріус\w*|нотариус\w*|"
    r"solicitor\w*|law firm\w*|lawyer's|attorney's|kancelari\w*|\w*anwalt\w*|kanzlei\w*|bufete\w*|"
    r"cabinet d'avocats?|avocat\w*|адвокат\w*|"
    r"funeral (?:home|parlou?r|director)s?|undertaker\w*|(?:zakład\w*|dom\w*) pogrzebow\w*|bestatt\w*|funerari\w*|"
    r"pompes fun[èe]bres|похоронн\w* (?:бюро|агенці\w*|служб\w*|контор\w*|агентств\w*)|ритуальн\w* (?:служб\w*|агенці\w*|бюро|агентств\w*)|"
    r"insurer\w*|insurance compan\w*|allianz|axa|generali|mapfre|pzu|\w*versicherung(?:en)?|ubezpieczyciel\w*|"
    r"towarzystw\w* ubezpiecze\w*|aseguradora\w*|compañ[ií]a de seguros|assureur\w*|mutuelle\w*|"
    r"compagnie d'assurances?|страхов\w* компані\w*|страхов\w* компани\w*|страховик\w*|страховщик\w*|"
    r"care home\w*|nursing home\w*|dom\w* opieki|domu pomocy|pflegeheim\w*|seniorenheim\w*|altenheim\w*|"
    r"residencia de (?:mayores|ancianos)|residencia geri[áa]trica|ehpad|maison de retraite|будин\w* престарілих|"
    r"пансіонат\w*|пансионат\w*|caisse des d[ée]p[ôo]ts|beitragskonto|dienstkonto)"
)
_OFFICE = LazyPattern(r"\b" + _OFFICE_WORDS + r"\b")
# the office pays out onto the account: "die Versicherung überweist auf ihr Konto", "ubezpieczyciel przeleje na",
# "l'assureur verse sur son compte", "страхова компанія виплатить на рахунок" - it is the family's
_OFFICE_PAYS = LazyPattern(
    r"\b" + _OFFICE_WORDS + r"\s(?:[\w\-]+\s){0,3}?(?:überweist|überweisen|überwiesen|zahlt|zahlen|erstattet|pays?|paid|"
    r"transfers?|refunds?|wypłaci\w*|wypłaca\w*|przeleje|przelewa|przelał\w*|zwraca|verse\w*|vers[ée]\w*|rembourse\w*|"
    r"vire\w*|paga\w*|ingresa\w*|abona\w*|transfiere\w*|виплат\w*|переказ\w*|поверне\w*|выплат\w*|перевед\w*)\b"
)
# a relative or a person named in the sentence: the account is theirs, whatever office the sentence names
_PERSON_WORDS = (
    r"mum|mom|mother|dad|father|husband|wife|son's|daughter|grandma|grandmother|grandpa|grandfather|nan|"
    r"brother|sister|uncle|aunt|father-in-law|mother-in-law|his|her|"
    r"mam[ayieą]|mamie|tat[aoy]|tacie|tatą|ojc\w*|matk\w*|m[ęe]ż[aeu]?|mężem|żon[aeyią]|syn[aeu]?|synem|córk\w*|"
    r"babci\w*|dziadk\w*|teści\w*|teściow\w*|brat[aeu]?|siostr\w*|"
    r"mama|mamas|papa|papas|mutter|vater|vaters|mann|mannes|frau|sohn\w*|tochter|oma|omas|opa|opas|schwieger\w*|"
    r"bruder\w*|schwester|madre|padre|marido|esposa|hij[oa]s?|abuel[oa]s?|suegr[oa]s?|herman[oa]s?|"
    r"m[èe]re|p[èe]re|mari|femme|fils|fille|grand-m[èe]re|grand-p[èe]re|beau-p[èe]re|belle-m[èe]re|fr[èe]re|s(?:œ|oe)ur|"
    r"мам[аиуієо]|маминої|маминого|мамин\w*|тат[аоуі]|батьк[аоуі]|матер[іи]|чолов\w*|дружин\w*|син[ау]?|сином|"
    r"доньк\w*|дочк\w*|дочер\w*|бабус\w*|бабц\w*|дід[ауі]?|дідус\w*|свекр\w*|тещ\w*|тест[яюеі]|"
    r"пап[аыуе]|отц[аеу]|муж[ауе]?|жен[аыуе]|сын[ау]?|бабушк\w*|дедушк\w*|"
    r"mr|mrs|ms|pan|pani|pana|herrn?|señora?|sra?|monsieur|madame|mme|пан|пані|господин\w*|"
    # a former partner: "рахунок колишнього", "das Konto meines Ex", "el ex"
    r"ex|ex-\w+|exmann|exfrau|колишн\w*|бывш\w*|był\w*|ehemalig\w*|ancien|ancienne"
)
_PERSON = LazyPattern(r"\b(?:" + _PERSON_WORDS + r")\b")


def office_account_before(near: str) -> bool:
    """`near`: the lower-cased sentence before the account (numbers.py cuts it)."""
    o = _OFFICE.search(near)
    return o is not None and _PERSON.search(near) is None



# the office's account said to be theirs right before the value, in words that can only mean "their" or "its"
# ("на їхній рахунок", "auf deren Konto", "sur leur compte", "into their account"): whatever verb of paying stands
# before it ("перерахувати внесок на їхній рахунок" pays the office, not the family)
_THEIRS = LazyPattern(
    r"\b(?:their|its|deren|dessen|leur|leurs|їхн\w*|їх|их|ich)\s(?:[^\W\d_]+\s)?(?:iban|account|bank account|konto\w*|"
    r"bankverbindung|rachun\w*|cuenta|compte|rib|рахун\w*|сч[её]т\w*|реквізит\w*)\b[^.!?\n]{0,12}$"
)


def their_office_account(near: str) -> bool:
    """`near`: the lower-cased sentence before the account (numbers.py cuts it)."""
    return _THEIRS.search(near) is not None and office_account_before(near)


_ACCOUNT = (r"(?:rib|iban|kont\w*|bankverbindung|rachun\w*|accounts?|bank details|cuenta|compte|coordonn[ée]es bancaires|"
            r"рахун\w*|реквізит\w*|сч[её]т\w*|реквизит\w*)")
# the account handed to an office: "RIB pour la CAF", "IBAN für die Krankenkasse", "konto dla ZUS", "рахунок для
# пенсійного фонду" (the preposition, at most four words, then the value)
_GIVEN_TO = LazyPattern(
    r"\b" + _ACCOUNT + r"\s(?:\w+\s){0,2}?(?:pour|für|for|dla|para|для)\s(?:l[ae]s?\s|l'|die\s|den\s|das\s|the\s|el\s|la\s)?"
    r"(?:caf|cpam|ameli|urssaf|zus|krus|nfz|hmrc|dwp|irs|ssa|krankenkasse\w*|familienkasse|finanzamt\w*|jobcenter|"
    r"rentenversicherung|arbeitsagentur|seguridad social|hacienda|sepe|imserso|s[ée]cu(?:rit[ée] sociale)?|"
    r"retraite|mutuelle|пенсійн\w* фонд\w*|соцзахист\w*|податков\w*|пфр|соцзащит\w*|"
    r"the council|council|benefits?|pension|universal credit|dla|pip|kindergeld|wohngeld|pflegegeld|"
    r"zasiłk\w*|świadczeni\w*|emerytur\w*|renty|ayuda\w*|pensi[oó]n|prestaci[oó]n\w*|allocations?|aide\w*|"
    r"допомог\w*|субсиді\w*|пенсі\w*|виплат\w*|пособи\w*)\b[^.!?\n]{0,30}$"
)
# money from an office or a fund, or asked to be paid to the account: "гроші від фонду прошу на", "Geld von der
# Stiftung bitte auf", "please pay the grant into", "proszę przelać na", "merci de verser sur"
_PAID_FROM = LazyPattern(
    r"\b(?:гроші|кошти|допомог\w*|виплат\w*|деньги|выплат\w*|помощь|money|payment|grant|aid|refund|"
    r"pieni[ąa]dze|środki|wypłat\w*|zapomog\w*|zwrot\w*|geld|zahlung\w*|hilfe|erstattung|dinero|ayuda|pago|"
    r"devoluci[oó]n|argent|aide|versement|remboursement)\s(?:\w+\s)?(?:від|вiд|от|from|von|vom|od|desde|depuis)\s"
    r"[^.!?\n]{0,60}$|"
    # paid back to the writer: "para que me devuelvan el dinero a", "zurückzahlen auf", "me rembourser sur"
    r"\b(?:devuelv\w*|devolver\w*|reintegr\w*|zurückzahl\w*|zurückerstatt\w*|rückerstatt\w*|rembourser|remboursent|"
    r"restitu\w*|поверну\w*|повернут\w*|вернут\w*|вернёт\w*|pay (?:it |me |us )?back|send (?:it |the money )?back)\b"
    r"[^.!?\n]{0,40}$|"
    r"\b(?:прошу|просьба|please|proszę|bitte|por favor|merci de)\s(?:\w+\s){0,3}?(?:на|into|to|na|auf|an|a|en|sur)\s"
    r"(?:\w+\s){0,3}?" + _ACCOUNT + r"\b[^.!?\n]{0,12}$"
)
# the holder named after the value: "..., titulaire moi seule", "Kontoinhaber: meine Mutter", "holder: my dad"
_HOLDER_AFTER = LazyPattern(
    r"^[^.!?\n]{0,40}\b(?:titulaire|holder|account holder|kontoinhaber\w*|inhaber\w*|właściciel\w*|posiadacz\w*|"
    r"titular|власни\w*|владел\w*)\W{1,4}(?:is\s|:\s)?(?:moi|me|myself|ich|ja|yo|я|mon|ma|my|mein\w*|mój|moja|mi|"
    r"мій|моя|мой|" + _PERSON_WORDS + r")\b"
)


# named a person's right after the value: "... - to konto siostry", "(c'est le compte de ma mère)", "це рахунок сина"
_PERSONS_AFTER = LazyPattern(
    r"^[^.!?\n]{0,12}\b(?:kont\w*|rachun\w*|account|konto|cuenta|compte|рахун\w*|сч[её]т\w*)\s(?:of\s|de\s|des\s|du\s|"
    r"der\s|von\s|del\s)?(?:my\s|mon\s|ma\s|mi\s|meine[rs]?\s|mojej\s|mojego\s|мого\s|моєї\s)?(?:" + _PERSON_WORDS + r")\b"
)


# a collection for others: "Caritas sammelt Spenden für die Hilfe von Flüchtlingen: <IBAN>" is help *for* them, paid in
_DONATIONS = LazyPattern(
    r"\b(?:spende\w*|sammelt|donations?|donate|darowizn\w*|zbiórk\w*|zbiera\w*|donativos?|donaciones|colecta|"
    r"dons?\b|collecte|пожертв\w*|збір\w*|сбор\w*)"
)


def recipient_account(near: str, after: str) -> bool:
    """`near`: the lower-cased sentence before the account; `after`: the lower-cased text after its value."""
    return bool(_GIVEN_TO.search(near) or (_PAID_FROM.search(near) and not _DONATIONS.search(near))
                or _HOLDER_AFTER.search(after) or _OFFICE_PAYS.search(near) or _PERSONS_AFTER.search(after))

