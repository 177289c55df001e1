"""A phone number, an e-mail address or a plate whose owner the writer does not know (round 43).

"Some number keeps calling me at 3am, 07700 900 467 - is there a way to find out who it is?", "Dzwonił do mnie numer 22
307 15 40 i się rozłączył", "Me ha escrito becas-gobierno@ayudas-estudio.net diciendo que pague. ¿Será timo?", "стоїть
машина KA 7723 CE, не знаю чия", "Eine Mail von rentenservice-info@web.de ... Wer steckt dahinter?": the value reached
the writer (or a parent) from outside - a caller, a sender, a car parked at the door - and the message asks who is
behind it. It identifies nobody the writer could expose: the writer does not know whose it is, a scam line is nobody's
private number. Such a message is a question about a stranger (yellow), not a disclosure; the finders (phones.py,
e-mail, plate readers) see only a value in a contact's words and call it red.

Read: a message whose only red findings are phone numbers, e-mail addresses or plates, and whose words say the owner
is unknown - "no idea who/whose", "keine Ahnung wer", "nie wiem kto/czyje", "ni idea de quién", "je ne sais pas qui",
"не знаю чия", "понятия не имею чей" -, that it is a scam ("scam", "Betrug", "oszust", "estafa", "arnaque", "шахраї",
"мошенники", "¿será timo?"), or that an anonymous someone used it ("some number", "someone called from", "ktoś
dzwoni", "jemand hat angerufen", "alguien me escribe", "quelqu'un m'envoie", "хтось надсилає", "кто-то звонит"), and
each value came IN: "from"/"z"/"von"/"de"/"del"/"з"/"с" before it, or a call or message verb near it.

A bare "a number" ("un numéro", "un número", "eine Nummer") is no cue: the article is everywhere ("remplace-le par un
numéro de test").

Red limits (the writer's own, a named person's, a value given out stay red): a possessive or a kin word owning the
value ("my number", "jej numer", "mamy numer", "de mi hermano"), a name or a title just before it ("pani Oksana",
"Herr Kowalski"), a request to contact it ("call me at", "napisz na", "écris à"), a second kind of finding (a name, an
address, an ID) in the message.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.lazy import LazyPattern

_REASONS = frozenset({"phone number", "e-mail address", "licence plate with its owner", "vehicle registration or VIN"})

# the owner unknown, a scam, an anonymous someone (lower-cased text; with and without diacritics)
_UNKNOWN = LazyPattern(
    r"(?<!\w)(?:"
    r"no idea (?:who|whose)|(?:do ?n[o']?t|dont) know (?:who|whose)|not sure (?:who|whose)|who (?:it|this|that) (?:is|was)|"
    r"who is (?:it|this|that)|whose (?:it|this|that) is|find out who|who (?:keeps? )?(?:calls|called|is calling|texts|emails)|"
    r"(?<!has )(?<!had )some (?:number|one|guy|car|van)|someone (?:keeps? )?(?:call|text|email|messag|ring|send)\w*|unknown (?:number|caller|sender)|"
    r"scam\w*|phishing|fraud\w*|is (?:it|that|this) (?:a )?real|legit\b|"
    r"keine ahnung,? (?:wer|wem|von wem)|wei(?:ß|ss) (?:ich )?nicht,? (?:wer|wem)|wem (?:der|die|das|er|sie|es) geh(?:ö|o)rt|"
    r"kenne ich nicht|wer steckt|wer ruft|unbekannt\w*|jemand (?:hat|ruft|schreibt|schickt|simst)|"
    r"betrug\w*|betr(?:ü|u)ger\w*|enkeltrick|abzocke|ist das echt|"
    r"nie wiem,? (?:kto|czyj\w*)|nie mam (?:poj(?:ę|e)cia|zielonego poj(?:ę|e)cia),? (?:kto|czyj\w*)|kto to (?:jest|mo(?:ż|z)e)|"
    r"kto(?:ś|s) (?:dzwon|pisz|napisa|wysy|esemes)\w*|jaki(?:ś|s) numer|nieznan\w*|oszust\w*|oszukan\w*|(?:ś|s)ciem\w*|"
    r"wy(?:ł|l)udz\w*|naci(?:ą|a)gacz\w*|"
    r"ni idea de qui(?:é|e)n|no s(?:é|e) (?:de )?qui(?:é|e)n|qui(?:é|e)n es\b|alguien (?:me |le |nos )?(?:llam|escrib|mand|envi)\w*|"
    r"desconocid\w*|estafa\w*|(?:un|es|ser(?:á|a)|otro) timo\b|fraude\w*|ser(?:á|a) (?:verdad|publicidad|un timo|timo|estafa|una estafa)|"
    r"je ne sais pas (?:du tout )?(?:qui|(?:à|a) qui)|aucune id(?:é|e)e (?:de )?qui|qui c['’]est|quelqu['’]un m['’]|"
    r"inconnu\w*|arnaque\w*|escroc\w*|hame(?:ç|c)onnage|"
    r"не знаю,? (?:чи[йяєї]|хто)|гадки не маю|невідом\w*|хтось|якийсь номер|шахра\w*|хто це|"
    r"не знаю,? (?:чей|чья|чь[её]|кто)|понятия не имею|неизвестн\w*|кто-то|какой-то номер|мошенни\w*|развод\b|кто это"
    r")")
# the value came in: a "from" word, or a call/message verb, just before it (lower-cased text)
_INBOUND = LazyPattern(
    r"(?:(?<!\w)(?:from|von|vom|z|ze|de|del|des|du|desde|з|із|зі|с|со|от|від)|"
    r"(?:call|ring|text|email|messag|anruf|ruft|dzwon|llam|appel|дзвон|звон|пиш|пиш|лист|письм|mail|sms|смс)\w*"
    r"|(?:number|nummer|numer\w*|n(?:ú|u)mero|num(?:é|e)ro|номер\w*|adres\w*|address|adresse|direcci(?:ó|o)n|адрес\w*|адрес)"
    r"|(?:plate|kennzeichen|rejestracj\w*|matr(?:í|i)cula|immatricul\w*|номер\w*|auto|car|van|coche|voiture|машин\w*))"
    r"[^\n.!?]{0,40}\Z")
# the value owned or given out just before it (lower-cased text)
_OWNED = LazyPattern(
    r"(?:(?<!\w)(?:my|his|her|their|our|mój|moj\w*|jego|jej|ich|mein\w*|sein\w*|ihr\w*|unser\w*|mi|su|nuestr\w*|mon|ma|son|sa|"
    r"notre|leur|мій|моя|моє|мой|моя|моё|його|її|его|ее|её|наш\w*)\s(?:[^\W\d_]+\s)?(?:new |nowy |neue\w* )?"
    r"(?:numbers?|nummer\w*|numer\w*|n(?:ú|u)mero|num(?:é|e)ro|номер\w*|e-?mail\w*|mail\w*|adres\w*|address|adresse|"
    r"correo|direcci(?:ó|o)n|пошт\w*|почт\w*|адрес\w*|plate|kennzeichen|rejestracj\w*|matr(?:í|i)cula|immatriculation|"
    r"mobile|cell|handy|kom(?:ó|o)rk\w*|m(?:ó|o)vil|portable|телефон\w*)[^\n]{0,40}\Z|"
    r"(?<!\w)(?:call me|text me|write to|email me|reach me|contact me|napisz|zadzwo(?:ń|n) do mnie|schreib(?:en sie)? mir|"
    r"ruf\w* mich|erreichen sie mich|escr(?:í|i)be(?:me|le)|ll(?:á|a)ma(?:me|le|nos)|me llame|llamarme|m['’]appeler|"
    r"(?:é|e)cri(?:s|vez)-moi|appelle[sz]?-moi|напиш\w*|подзвон\w*|позвон\w*)|"
    r"(?<!\w)(?:pani|pan|herr|frau|se(?:ñ|n)ora?|madame|monsieur|mme)\s[A-ZА-ЯЁІЇЄa-zа-яёіїє]\w*)"
    r"[^\n]{0,16}\Z")


# the owner known after all, or the writer: "gehört mir", "belongs to my brother-in-law", "das bin ich", "found out who
# it is", "my car ... plate", "Halter bin ich", "auf mich zugelassen" (lower-cased text, the whole message)
_KNOWN = LazyPattern(
    r"(?<!\w)(?:found out|figured out|turns out|turned out|now i know|i know who|"
    r"geh(?:ö|o)rt (?:mir|mein\w*|zu mein\w*)|herausgefunden|halter bin ich|auf mich (?:zugelassen|angemeldet)|das bin ich|"
    r"belongs to (?:me|my)|is mine|that(?:['’]s| is) me|registered (?:to|in) (?:me|my)|"
    r"nale(?:ż|z)y do (?:mnie|mo\w*)|to ja\b|ju(?:ż|z) wiem|teraz wiem|okaza(?:ł|l)o si(?:ę|e)|na mnie zarejestr\w*|"
    r"ya s(?:é|e) qui(?:é|e)n|es m(?:í|i)o|soy yo|a mi nombre|resulta que|"
    r"c['’]est moi|(?:à|a) mon nom|je sais (?:maintenant )?qui|"
    r"це я|це моя|належить (?:мені|мо\w*)|на мене|вже знаю|тепер знаю|"
    r"это я|это моя|принадлежит (?:мне|мо\w*)|на меня|уже знаю|теперь знаю|оказалось)(?!\w)|"
    r"(?<!\w)(?:my|mein\w*|mój|moj\w*|mi|ma|mon|моя|мій|моє|мой|моё)\s(?:[^\W\d_]+\s){0,2}"
    r"(?:auto|car|van|wagen|polo|golf|samoch(?:ó|o)d\w*|coche|voiture|машин\w*|авто\w*)(?!\w)")
# a name just after the value: "WA 290XK, Marek Zieliński" (original text)
_NAME_AFTER = LazyPattern(r"\W{0,3}\s?(?:[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+\s){1}"
                          r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯЁІЇЄҐ][a-zà-öø-ÿąćęłńóśźżа-яёіїєґ]+")


def may_be_unknown(low: str) -> bool:
    """Do the message's words say a value's owner is unknown (the cheap test before the finer one)?"""
    return _UNKNOWN.compiled.search(low) is not None


def unknown_only(findings: tuple[Finding, ...], text: str) -> bool:
    """Are all of a red verdict's findings contact values or plates that came in from an owner the writer does not
    know (see the module's doc)?"""
    if not findings or any(f.reason not in _REASONS for f in findings):
        return False
    low = lower_keep_length(text)
    for f in findings:
        before = low[max(0, f.start - 60):f.start]
        if _OWNED.compiled.search(before) or not _INBOUND.compiled.search(before):
            return False
        if _NAME_AFTER.compiled.match(text, f.end):
            return False
    return may_be_unknown(low) and _KNOWN.compiled.search(low) is None
