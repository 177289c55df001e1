"""Whose value it is, said in words tied to the value (round 26): the writer's own or a relative's phone or account
beats an organisation named in the same message.

The suppressions of phones.py (a public body's, an agency's, a shop's line) and numbers.py (an office's, a utility's
account) read the words before a value: an agency, the CAF, "électricité", a clinic. A message that gives the writer's
own number to such an office names both, and the office wins unless "my" stands right before the value. The ties
read here, in the value's sentence (lower-cased text):

- the nearest number or account word before the value is the writer's: "Mi número francés, por si la agencia de
  Burdeos te pregunta: +33 ...", "Meine Nummer, falls die Botschaft anruft: ...", "мій номер для агенції: ...";
- a relative's contact or phone named right before it: "Контакт мамы — 8 (911) ...", "telefon córki: ...";
- the office is to call ON the value, so the value is the one called, not the caller: "Agencja ma dzwonić na +31 ...",
  "the agency will ring on ...", "будет звонить на ...", "llamarán al ...";
- the writer is paid on it: "virez-moi vos parts ... sur FR76 ...", "przelejcie mi ... na PL...", "pay me back ... to";
- the value named the writer's right after it: "..., que es mi cuenta en La Banque Postale", "c'est mon compte",
  "that's my account", "to moje konto", "das ist mein Girokonto", "це мій рахунок".

Green limits: the organisation's number said to be theirs ("su número", "their account", "the agency's number is",
"IBAN de la CAF") is the nearest number word and not the writer's; the writer calling the office ("call them on",
"zadzwoń do agencji na", "rufe sie unter ... an") has no third-party caller; "my dentist's surgery is on ..." owns
the surgery, not the number.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.own_contacts import own_contact_before
from app.core.memory.privacy.detector.self_roles import self_role_after, self_role_before

# a number's or an account's word, in the seven languages
_NOUN = (r"number|phone|mobile|cell|account|iban|bank details|numer|nr|telefon\w*|komórk\w*|konto|rachun\w*|nummer|"
         r"handy\w*|telefonnummer|handynummer|\w*konto|bankverbindung|n[uú]mero|m[oó]vil|tel[eé]fono|celular|cuenta|"
         r"num[ée]ro|portable|t[ée]l[ée]phone|compte|rib|номер\w*|телефон\w*|мобільн\w*|мобильн\w*|рахун\w*|сч[её]т\w*|"
         r"контакт\w*|contact|kontakt|contacto")
_NOUN_RE = re.compile(r"(?<![^\W\d_])(?:" + _NOUN + r")(?![^\W\d_])")
# the writer's possessive before such a word, each language with its own nouns (not "our": an office's letter quoted,
# "Anzahlung bitte auf unser Konto ...", speaks for the office) ("mi" is Polish "to me" before
# "numer", "ma" is Polish "has": only the Spanish and French nouns take them)
_OWN_NOUN = re.compile(
    r"(?<![^\W\d_])(?:my\s(?:\w+\s){0,2}?(?:number|phone|mobile|cell|account|iban|bank details)|"
    r"(?:mój|moj|moja|moje|mojego)\s(?:\w+\s)?(?:numer|nr|telefon\w*|komórk\w*|konto|rachun\w*)|"
    r"(?:mein|meine|meinen|meiner)\s(?:\w+\s)?(?:nummer|telefonnummer|handynummer|handy|\w*konto|bankverbindung)|"
    r"(?:mi|mis)\s(?:\w+\s)?(?:n[uú]mero|m[oó]vil|tel[eé]fono|celular|cuenta|iban)|"
    r"(?:mon|ma)\s(?:\w+\s)?(?:num[ée]ro|portable|t[ée]l[ée]phone|compte|rib|iban)|"
    r"(?:мій|мого|моя|мою|мой|моего)\s(?:\w+\s)?(?:номер\w*|телефон\w*|мобільн\w*|мобильн\w*|рахун\w*|сч[её]т\w*))"
    r"(?![^\W\d_])"
)
# a relative's contact or phone right before the value: "Контакт мамы — ", "telefon córki: ", "mum's contact: "
_KIN_GEN = (r"мам[ыи]|пап[ыи]|мамин\w*|папин\w*|бабушк[иы]|дедушк[иы]|бабус[іи]|дідус[яі]|сестр[иы]|брата|доч[еі]р?\w*|"
            r"дочк[иы]|сина|сына|жени|жены|чоловіка|мужа|дружини|"
            r"mamy|taty|babci|dziadka|siostry|brata|córki|corki|syna|żony|zony|męża|meza|"
            r"meiner (?:mutter|frau|tochter|schwester|oma)|meines (?:vaters|mannes|sohnes|bruders|opas)|"
            r"de mi (?:madre|padre|hermana|hermano|hija|hijo|mujer|marido|abuela|abuelo)|"
            r"de (?:ma|mon) (?:m[èe]re|p[èe]re|s(?:œ|oe)ur|fr[èe]re|fille|fils|femme|mari|grand-m[èe]re|grand-p[èe]re)|"
            r"(?:mum|mom|dad|mother|father|sister|brother|daughter|son|wife|husband|gran|grandma|grandad)'s")
_KIN_CONTACT = re.compile(
    r"(?<![^\W\d_])(?:(?:контакт\w*|телефон\w*|номер\w*|kontakt|telefon|numer|kontakt do|telefon do|numer do|"
    r"kontakt|telefonnummer|nummer|contacto|tel[eé]fono|n[uú]mero|contact|t[ée]l[ée]phone|num[ée]ro)\s(?:" + _KIN_GEN + r")|"
    r"(?:mum|mom|dad|mother|father|sister|brother|daughter|son|wife|husband|gran|grandma|grandad)'s\s"
    r"(?:contact|phone|mobile|number))(?![^\W\d_])[^\d\n]{0,12}$"
)
# (round 47, rids) a relative named in the sentence, then "her / his number" right before the value: "Für den Hausnotruf
# von Mama haben wir ihre Nummer +49 ... hinterlegt", "for Dad's alarm pendant we gave his number ...", "do opaski
# babci wpisaliśmy jej numer ...", "para la teleasistencia de mi abuela dimos su número ...", "pour la téléassistance
# de maman on a mis son numéro ...", "для тривожної кнопки бабусі вказали її номер ...": the relative's own number,
# whatever office's service the sentence names (lower-cased text: the kin word, then the possessive's number word)
_KIN_WORD = re.compile(
    r"(?<![^\W\d_])(?:mum|mom|mummy|mommy|dad|daddy|gran|granny|grandma|grandad|grandpa|nan|nana|mama|mamá|mami|papa|papá|"
    r"papi|maman|oma|opa|vati|mutti|mutter|vater|babci\w*|babcia|babuni|dziadk\w*|mamy|taty|abuel[oa]s?|mamie|papy|"
    r"мам\w*|пап\w*|бабус\w*|бабуш\w*|діду\w*|дедушк\w*)(?![^\W\d_])"
)
_THEIR_NUMBER = re.compile(
    r"(?<![^\W\d_])(?:her|his|ihre|ihr|seine|sein|jej|jego|su|son|sa|її|його|её|ее|его)\s(?:(?:own|eigene|new|neue|nowy|nuevo|"
    r"nouveau|новий|новый|mobile|handy)\s)?(?:number|phone|mobile|nummer|handynummer|telefonnummer|numer|telefon|n[uú]mero|"
    r"m[oó]vil|num[ée]ro|portable|номер|телефон)(?![^\W\d_])[^\d\n]{0,8}$"
)
# a third party is to call on the value (future or modal, not the writer's imperative)
_CALLED_ON = re.compile(
    r"(?<![^\W\d_])(?:(?:will|'ll|is going to|are going to|is to|are to|should|would|may|might)\s(?:\w+\s)?"
    r"(?:ring|call|phone|text)(?:\s(?:me|us|you))?\s(?:on|at)|"
    r"(?:ma|mają|będzie|będą|miał\w*|powin\w*)\s(?:do mnie\s)?(?:dzwonić|zadzwonić|pisać)\s(?:do mnie\s)?na|"
    r"zadzwoni(?:ą)?\s(?:do mnie\s)?na|oddzwoni(?:ą)?\s(?:\w+\s)?na|"
    r"(?:wird|werden|soll|sollen|will|wollen)\s(?:mich|uns|dich)\s(?:\w+\s){0,2}?(?:unter|auf)|"
    r"(?:me\s|nos\s|te\s)?(?:llamar[áa]n?|va[n]?\sa\sllamar(?:me|nos|te)?|(?:me|nos)\s(?:van?\sa\s)?llamar[áa]?n?)\s(?:\w+\s)?al|"
    r"(?:m'|nous\s)?(?:appellera|appelleront|rappellera|rappelleront)\s(?:\w+\s)?au|"
    r"(?:va|vont|doit|doivent)\s(?:m'|nous\s)?(?:appeler|rappeler)\s(?:\w+\s)?au|"
    r"(?:дзвонитим\w*|телефонуватим\w*|подзвонить|подзвонять|передзвонить|передзвонять|"
    r"(?:буде|будуть|має|мають)\s(?:мені\s)?(?:дзвонити|телефонувати))\s(?:мені\s)?на|"
    r"(?:позвонит|позвонят|перезвонит|перезвонят|(?:будет|будут|должн\w*)\s(?:мне\s)?(?:звонить|позвонить))\s(?:мне\s)?на)"
    r"\W{0,3}$"
)
# the writer is paid back or sent money on the value: a verb with the first person for its object
_PAY_ME = re.compile(
    r"(?<![^\W\d_])(?:(?:pay|send|transfer|wire|give)\s(?:it\s|that\s|the money\s)?(?:back\s)?me|"
    r"(?:pay|send|transfer|wire)\s(?:\w+\s)?back\sto\sme|"
    r"(?:vire[zs]?|rembourse[zs]?|renvoie[zs]?|envoie[zs]?|envoyez|renvoyez|verse[zs]?|rends|rendez)-moi|"
    r"(?:przelej|przelejcie|prześlij|przeslij|wyślij|wyslij|oddaj|oddajcie|zwróć|zwroc|zwróćcie|odeślij)(?:cie)?\smi|"
    r"(?:überweis|ueberweis|schick|zahl|gib)\w*\s(?:\w+\s)?mir|"
    r"(?:transfi[ée]reme|transferidme|p[áa]same|pasadme|m[áa]ndame|mandadme|devu[ée]lveme|devolvedme|ingr[ée]same|ingresadme|"
    r"enviadme|env[ií]ame|hazme|hacedme)|"
    r"(?:перекажи|перекажіть|переказуй|переказуйте|скинь|скиньте|поверни|поверніть|надішли|надішліть)\sмені|"
    r"(?:переведи|переведите|скинь|скиньте|перекинь|перекиньте|верни|верните|отправь|отправьте)\sмне)"
    r"(?![^\W\d_])"
)
# a third party's number or account word between the cue and the value: the cue is not tied to this value
_THEIRS = re.compile(
    r"(?<![^\W\d_])(?:their|his|her|its|su|sus|leur|son|sa|ses|ich|jego|jej|swój|swoj\w*|ihr\w*|sein\w*|"
    r"їх\w*|його|її|их|его|ее|её)\s(?:\w+\s)?(?:" + _NOUN + r")(?![^\W\d_])|'s\s(?:" + _NOUN + r")(?![^\W\d_])"
)
# named the writer's right after the value: "..., que es mi cuenta", "c'est mon compte", "that's my account"
_MINE_AFTER = re.compile(
    r"[^.!?\n]{0,25}?(?<![^\W\d_])(?:(?:that's|that is|which is|it's|it is|this is|que es|es|qui est|c'est|c’est|"
    r"to jest|to(?=\s(?:mój|moje|moja)\s)|das ist|ist|це|це є|это)\s(?:\w+\s)?(?:(?:my|mi|mon|ma|mój|moje|moja|mein\w*|мій|моя|мой)\s(?:\w+\s)?(?:"
    + _NOUN + r")|mine|la mienne|le mien|m[ií][oa]|meins|мій|мой)|(?:that's|it's) mine)(?![^\W\d_])"
)
# a number word between whose owner is the writer again: "kontakt do mnie", "contact with me", "Kontakt zu mir"
_TO_ME = re.compile(r"\s(?:do mnie|ze mną|z mną|to me|with me|for me|mit mir|zu mir|conmigo|para m[ií]|avec moi|pour moi|"
                    r"зі мною|до мене|зі мною|со мной|ко мне|для мене|для меня)(?![^\W\d_])")
_SENTENCE_BREAK = re.compile(r"[.!?]\s|\n")


def _sentence_start(low: str, start: int) -> int:
    begin = max(0, start - 160)
    last = begin
    for m in _SENTENCE_BREAK.finditer(low, begin, start):
        last = m.end()
    return last


def mine_after(low: str, end: int) -> bool:
    """Is the value ending at `end` of lower-cased `low` named the writer's right after it ("..., which is my old number",
    "c'est mon numéro", "to mój numer")?"""
    return _MINE_AFTER.match(low, end, min(len(low), end + 70)) is not None


def owner_tied(low: str, start: int, end: int) -> bool:
    """Is the value at [start, end) of lower-cased `low` said to be the writer's or a relative's, in its sentence?"""
    s0 = _sentence_start(low, start)
    before = low[s0:start]
    if _KIN_CONTACT.search(before) or _CALLED_ON.search(before):
        return True
    if _THEIR_NUMBER.search(before) and _KIN_WORD.search(before):
        return True  # (round 47) "von Mama haben wir ihre Nummer +49 ... hinterlegt"
    if own_contact_before(low, start, end):
        return True  # (round 31) "kontakt do mnie to +44 ...", "mine is (304) ...", "je suis joignable au" (own_contacts.py)
    own = None
    for own in _OWN_NOUN.finditer(before):  # noqa: B007 (the last one is wanted)
        pass
    if own is not None:
        between = before[own.end():]
        if not any(_TO_ME.match(between, n.end()) is None for n in _NOUN_RE.finditer(between)) \
                and not _THEIRS.search(between):
            return True  # the nearest number word before the value is the writer's
    pay = None
    for pay in _PAY_ME.finditer(before):  # noqa: B007
        pass
    if pay is not None and not _THEIRS.search(before, pay.end()):
        return True
    if mine_after(low, end):
        return True
    # (round 37) a paper's role filled by the writer: "Titulaire : moi, IBAN ...", "... kontoinhaber ich selbst" (self_roles.py)
    return self_role_before(low, start) or self_role_after(low, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
