"""The writer's own contact value inside a text to be written (round 31): owner_ties.py asks here.

A letter, a voicemail, a form the assistant is asked to write carries the writer's own number, and the sentence names
an embassy, a clinic, a landlord, an agency: phones.py and whose_numbers.py then let the number go as that office's
line. But the words right before the value say whose it is - the writer gives it as the one to reach them on:
"kontakt do mnie to +44 ...", "a callback number, mine is (304) ...", "ich bin erreichbar unter ...", "je suis
joignable au ...", "puede localizarme en el ...", "зі мною можна зв'язатися за ...", "со мной можно связаться по ...".

The cue is the writer reached (a first-person object or subject with a verb or a noun of reaching) or the bare
possessive pronoun standing for a number just named ("mine is", "la mía es", "le mien :", "meine lautet", "mój to",
"мій -"), right before the value - at most a copula and punctuation between. The office's own line keeps its words:
"the surgery is reachable on ...", "la mairie est joignable au ...", "die Praxis ist erreichbar unter ..." have no
first person and stay with the organisation.

Reads lower-cased text, the 70 characters before the value.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

_COPULA = r"(?:\s(?:is|are|to|jest|ist|lautet|es|est|c'est|c’est|це|это|є))?"
_OWN_CONTACT = re.compile(
    r"(?<![^\W\d_])(?<!not )(?<!nie )(?<!nicht )(?<!no )(?<!pas )(?<!pas le )(?<!pas la )(?<!не )(?:"
    # a number or contact word for reaching the writer: "kontakt do mnie", "Kontakt zu mir", "contact for me"
    r"(?:kontakt\w*|numer\w*|telefon\w*|nr|tel\.?|contact\w*|number|phone|nummer|telefonnummer|n[uú]mero|tel[eé]fono|"
    r"num[ée]ro|контакт\w*|номер\w*|телефон\w*|зв['’]язок|связь)\s(?:\w+\s)?"
    r"(?:do mnie|ze mną|to me|for me|with me|mit mir|zu mir|an mich|f[üu]r mich|conmigo|para m[ií]|avec moi|pour moi|"
    r"pour me joindre|to reach me|para localizarme|para contactarme|um mich zu erreichen|"
    r"зі мною|до мене|для мене|для зв['’]язку зі мною|со мной|ко мне|для меня|для связи со мной)|"
    # the writer reached: "I can be reached on", "I'm reachable at", "reach me at", "contact me on"
    r"i (?:can|could) be (?:reached|contacted)|i(?:'m| am) (?:reachable|available|contactable)|"
    r"(?:reach|contact|call|text|phone|ring)(?:ing)? me|"
    r"(?:jestem|będę|bede)\s(?:\w+\s)?(?:osiągaln\w*|osiagaln\w*|dostępn\w*|dostepn\w*|pod telefonem|pod numerem)|"
    # (round 37) the writer "is" at the number, the preposition straight before it (the tail below reads it): "w razie
    # czego jestem pod 512 ...", "I'm on 07...", "je suis au 06 ...", "estoy en el 6..." - no office is "at" a number
    r"(?:jestem|będę|bede)(?=\spod\s)|i(?:'m|’m| am)(?=\s(?:on|at)\s)|(?:je suis|suis)(?=\sau\s)|estoy(?=\sen\sel\s)|"
    # (round 32) the subject dropped, the clause opening on the reaching word, as under a heading or in a note:
    # "Für die Agentur: erreichbar unter ...", "For the agency - reachable on ...", "joignable au ...",
    # "localizable en el ...", "dostępny pod numerem ...", "на зв'язку за ..."; a subject before the word
    # ("die Praxis ist erreichbar unter") keeps it the office's
    r"(?<=[:;(\n\-–—])\s*(?:erreichbar|zu erreichen|reachable|contactable|available|joignable|disponible|localizable|"
    r"dostępn\w*|dostepn\w*|osiągaln\w*|osiagaln\w*|на зв['’]язку|на связи)|"
    r"(?:można|mozna|proszę|prosze)\s(?:\w+\s)?(?:się ze mną|sie ze mna|do mnie)\s(?:\w+\s)?"
    r"(?:kontaktować|kontaktowac|skontaktować|skontaktowac|dzwonić|dzwonic|zadzwonić|zadzwonic|pisać|pisac)|"
    r"(?:ich bin|bin ich|ich|bin)\s(?:\w+\s){0,3}?(?:erreichbar|zu erreichen)(?:\s(?:bin|sei))?|(?:erreichen|kontaktieren) sie mich|"
    r"(?:je suis|suis)\s(?:\w+\s){0,2}?(?:joignable|disponible)|(?:me|m['’])\s?(?:joindre|contacter|appeler|rappeler|"
    r"t[ée]l[ée]phoner)|"
    r"(?:estoy|sigo)\s(?:\w+\s)?(?:localizable|disponible)|(?:localizarme|contactarme|llamarme|escribirme|"
    r"me (?:pueden|puede|podéis|podeis) (?:localizar|llamar|contactar|escribir))|"
    r"(?:зі мною|до мене|мене)\s(?:\w+\s)?(?:можна|можете)\s(?:\w+\s)?(?:зв['’]язатися|зателефонувати|набрати|знайти)|"
    r"(?:со мной|ко мне|меня)\s(?:\w+\s)?(?:можно|можете)\s(?:\w+\s)?(?:связаться|позвонить|набрать|найти)|"
    r"(?:я на зв['’]язку|я на связи|я доступн\w*)|"
    # (round 46, rids) the reaching verb with the writer as its object and no modal: "что со мной связываться по номеру
    # ...", "зі мною зв'язуватися за ...", "kontaktować się ze mną pod ...", "dzwonić do mnie na ...", "contactar
    # conmigo en el ...", the verb after or before the writer
    r"(?:со мной|ко мне|зі мною|до мене)\s(?:\w+\s)?(?:связываться|связаться|звонить|позвонить|писать|"
    r"зв['’]язуватися|зв['’]язатися|дзвонити|подзвонити|телефонувати|писати)|"
    r"(?:связываться|связаться|свяжитесь|звонить|звоните|позвоните|зв['’]язуватися|зв['’]язатися|зв['’]яжіться|"
    r"дзвонити|дзвоніть|телефонуйте)\s(?:\w+\s)?(?:со мной|мне|зі мною|мені|до мене)|"
    r"(?:kontaktowa[ćc]|skontaktowa[ćc]|kontaktujcie|kontaktuj)\s(?:się|sie)\s(?:ze mną|ze mna)|"
    r"(?:dzwoni[ćc]|zadzwoni[ćc]|dzwońcie|dzwoncie|pisa[ćc])\s(?:do mnie)|(?:contactar|hablar) conmigo|"
    # the possessive pronoun standing for a number just named: "a callback number, mine is ...", "la mía es ..."
    r"mine|la m[ií]a|el m[ií]o|le mien|la mienne|meine|meiner|meins|mój|moj|moja|мій|мой|мой же"
    r")" + _COPULA + r"(?:\s(?:at|on|under|unter|auf|über|ueber|per|au|sur|en|al|pod|na|за|по|на))?(?:\s(?:el|la|le|l['’]|der|die|den|dem))?"
    r"(?:\s(?:the|number|numer\w*|nummer|num[ée]ro|n[uú]mero|номер\w*|номером|telefon\w*|телефон\w*))?\W{0,4}$"
)


# German puts the verb last: "ich bin ab Montag unter <value> erreichbar"
_GERMAN_OPEN = re.compile(r"(?<![^\W\d_])(?:ich bin|bin ich)\s(?:[^\W\d_]+\s){0,3}?(?:unter|über|ueber|per)\W{0,3}$")
_GERMAN_VERB = re.compile(r"\W{0,3}(?:[^\W\d_]+\s){0,3}?(?:erreichbar|zu erreichen)(?![^\W\d_])")


def own_contact_before(low: str, start: int, end: int = -1) -> bool:
    """Is the value at [start, end) of lower-cased `low` given as the writer's own contact ("kontakt do mnie to ...",
    "mine is ...", "ich bin erreichbar unter ...", with `end`: "ich bin unter ... erreichbar")?"""
    if _OWN_CONTACT.search(low, max(0, start - 70), start) is not None:
        return True
    return end >= 0 and "ich" in low and _GERMAN_OPEN.search(low, max(0, start - 50), start) is not None \
        and _GERMAN_VERB.match(low, end, end + 40) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
