"""Short codes written where the code finders before this one do not look (round 28, rsec).

- A dial lock's combination: three digits, or three to six digits written apart ("7-2-9", "6 0 2", "4–1–8") ending
  their clause, tied to
  a padlock, a combination, bike, luggage or locker lock, or to "the lock" itself by a copula, a colon or a dash, a verb
  of opening or setting, or "has the combination": "El candado de la taquilla es 7-2-9", "Kłódka od roweru ma szyfr
  3-7-5", "Das Zahlenschloss steht auf 6 0 2", "Le cadenas du casier, c'est 2-9-4", "Навісний замок відкривається на
  5-3-8", "The lock on it is 902". (Four digits and more in one run are secret_distances.py's.)
- A one-time code told with who sent it after it, in a relative clause or a "from" phrase: "el código 551 238 que le
  mandó el banco", "the code 604 271 that Barclays sent her", "kod 905 317, który przyszedł z banku", "den Code 264 918,
  den ihm die Sparkasse geschickt hat", "le code 770 314 de la banque", "код 547 209, який йому надіслав банк". The
  code word right before the value; the sending verb, or the bank, the app or the text it came from, after it.
- A PIN or a code whose object is named in the sentence before (or earlier in its own): "Je reçois ma nouvelle carte
  demain. Le code de l'ancienne était 8153", "My new SIM came today. The PIN on the old one was 3814", "Dad bought a
  safe. Its code is 58204", "Вчера поменяла телефон. Код от старого был 4170": a code word, a few words without a
  digit, a copula, four to eight digits; a card, a SIM, a phone, a tablet, a computer, a safe, an alarm or a lock in
  the two sentences before (Ukrainian and Russian without the copula: "Код у нього 61937").

Green limits: a price, a size, a count, a year, a time (a unit after the value, "costs", "model", "room" before it);
one digit repeated or a run ("1-2-3"); another numbered thing between the code word and the value (an order, a
model, a version, a postcode, an account); a promo, discount, gift, error, zip, tracking or parcel-locker code in the
value's sentence or the two before; a loyalty, library or member card's code; a lock named only as a verb ("lock
the door at 9").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import CODE_NOT, OTHER_NUMBERED, UNIT_AFTER
from app.core.memory.privacy.detector.secret_sent_codes import THING
from app.core.memory.privacy.detector.sentence_scope import sentence_start

Add = Callable[[str, int, int], None]

_SEQUENCES = "0123456789 9876543210"


def _plain(digits: str) -> bool:
    """One digit repeated or a run ("000", "1234"): everybody's, nobody's secret."""
    return len(set(digits)) == 1 or digits in _SEQUENCES


# ---------------------------------------------------------------- a dial lock's combination (lower-cased text)

_LOCK = re.compile(
    r"(?<![\w\-])(?:(?P<device>padlocks?|combination locks?|combi locks?|"
    r"(?:bike|bicycle|cable|luggage|suitcase|tsa|locker|dial|gym|number) locks?|"
    r"kłódk\w*|klodk\w*|zamk\w* szyfrow\w*|zamek szyfrowy|zapięci\w* rowerow\w*|"
    r"vorhängeschl\w*|vorhaengeschl\w*|zahlenschl\w*|fahrradschl\w*|kofferschl\w*|spindschl\w*|bügelschl\w*|kabelschl\w*|"
    r"candados?|cerraduras? de combinaci[oó]n|cadenas|antivols?|"
    r"навісн\w* замо?к\w*|навесн\w* замо?к\w*|кодов\w* замо?к\w*|велозам\w*)"
    r"|(?P<word>combinations?|kombinacj\w*|szyfr\w*|kombination\w*|zahlenkombination\w*|combinaci[oó]n\w*|combinaisons?|"
    r"комбінаці\w*|комбинаци\w*|шифр\w*)"
    r"|(?P<bare>locks?|schloss|zamek|zamka|zamku|cerradura|serrure|замок|замка|замку))(?![\w\-])"
)
_LOCK_GATE = word_gate("lock", "kłódk", "klodk", "zamk", "zamek", "zapięci", "schl", "candad", "cerradur", "cadenas",
                       "antivol", "serrure", "замо", "замк", "велозам", "combina", "kombina", "szyfr", "комбін", "комбин", "шифр")
_CODE_WORD = (r"(?:code|combination|kod|kodem|szyfr|szyfrem|kombinacj\w*|kombination|zahlenkombination|c[oó]digo|"
              r"combinaci[oó]n|combinaison|код|кодом|шифр|шифром|комбінаці\w*|комбинаци\w*)")
_DIAL_TIE = re.compile(
    r"[^.!?\n\d]{0,50}?(?:"
    r"(?:\b(?:is|was|are|to|jest|było|była|ist|war|lautet|es|era|est|était|це|это|є|був|була|был|была)|'s|’s|"
    r"\bc'est|\bc’est|\bopens (?:with|on)|\bunlocks with|\bset (?:it )?to|\bse abre con|\babre con|\bs'ouvre (?:avec|sur)|"
    r"\böffnet (?:sich )?mit|\botwiera (?:się )?(?:na|kodem)|\bвідкрива\w* на|\bвідмика\w* на|\bоткрыва\w* на|"
    r"\bustawion\w* na|\beingestellt auf|\bsteht auf|\bpuesto en|\bréglé sur|\bстоїть на|\bстоит на)"
    r"(?:[^\S\n]+(?:still|now|nadal|teraz|noch|jetzt|todavía|ahora|toujours|encore|досі|ще|еще|ещё))?"
    r"(?:[^\S\n]+(?:(?:the|my|la|le|el|die|der|den|mój|moj)[^\S\n]+)?" + _CODE_WORD + r")?"
    r"|\b(?:has|ma|hat|tiene|a|має|имеет)[^\S\n]+(?:(?:the|la|le|el|die|den)[^\S\n]+)?" + _CODE_WORD +
    r"|[^\S\n]*[:=—–]|[^\S\n]+-)"
    r"[^\S\n]*[:,]?[^\S\n]*(?:(?:the|la|le|el|die|der|den)[^\S\n]+)?[\"'„“«]?\Z"
)
# three digits, or three to six digits one apart, with one separator
_DIAL = re.compile(r"(?<![\w.,:/\-–+#№$€£])(?:\d{3}|\d(?P<sep>[ \-–·])\d(?:(?P=sep)\d){1,4})(?![\w]|[.,:/\-–]\d|[^\S\n]\d)")
# what makes a number after a lock no code: its price, model, size, room, the number of its digits or rings
_NOT_DIAL_GAP = re.compile(
    r"cost|price|kost|preis|cuest|precio|co[uû]t|prix|кошту|стои|цін|цен|model|modell|modelo|modèle|модел|room|zimmer|"
    r"pok[oó]j|habitaci|chambre|кімнат|комнат|size|größe|tamaño|taille|розмір|размер|weigh|wiegt|waży|pesa|pèse|важить|"
    r"весит|\bnr\b|\bno\b|number|numer|nummer|n[uú]mero|numéro|номер|screen|ekran|bildschirm|pantalla|écran|екран|экран"
)


# what follows a combination: its clause's end, or a conjunction ("Lock: 250 reviews" counts reviews)
_DIAL_END = re.compile(r"[^\S\n]*(?:$|[\n,;.!?)\]\"'»”—–(]|[^\S\n]+(?:and|und|i|y|et|e|і|и|та|but|aber|ale|pero|mais|але|но|"
                       r"so|then|dann|potem|luego|puis|потім|потом|if|wenn|jeśli|si|якщо|если|ok|okay)\b)")


def _dial_codes(text: str, low: str, add: Add) -> None:
    locks = list(_LOCK.finditer(low))
    if not locks or not any(m.group("device") or m.group("bare") for m in locks):
        return
    for v in _DIAL.finditer(text):
        start, end = v.span()
        digits = re.sub(r"\D", "", v.group())
        if _plain(digits) or UNIT_AFTER.match(low, end) or not _DIAL_END.match(low, end):
            continue
        s_start = sentence_start(text, start)
        before = [m for m in locks if s_start <= m.start() and m.end() <= start]
        if not before:
            continue
        key = before[-1]
        if key.group("word") and not any(m.group("device") or m.group("bare") for m in before):
            continue  # "the combination 4-3-3": a lock's only beside a lock
        if key.group("bare") and start - key.end() > 30:
            continue
        direct = key.group("word") and low[key.end():start].strip(" \t:#") == ""  # "ma szyfr 3-7-5", "combination 418"
        if not direct and _DIAL_TIE.match(low, key.end(), start) is None or _NOT_DIAL_GAP.search(low, key.end(), start):
            continue
        if any(n.group() != "locker" for n in CODE_NOT.finditer(low, s_start, min(len(low), end + 60))):
            continue  # (a gym's locker is where a padlock hangs, not a parcel locker)
        add("door or alarm code", start, end)


# ---------------------------------------------------------------- a one-time code and who sent it

_RELAYED = re.compile(
    r"(?<![\w\-])(?:codes?|kod|kodu|kodem|c[oó]digo|код|коду|кодом|tan|otp)[^\S\n]*[:#]?[^\S\n]*"
    r"(?P<val>\d{3}[ \-]\d{3}|\d\d \d\d \d\d|\d{4,8})(?![\w]|[.,:/\-]\d|[^\S\n]\d)"
)
_SENT_AFTER = re.compile(
    r"[^.!?\n\d]{0,50}?(?:"
    r"\b(?:sent|texted|emailed|e-mailed|messaged|forwarded)\b|"
    r"\b(?:przysłał\w*|przysłali|wysłał\w*|wysłali|przyszedł|przyszła|przyszło|przysyła\w*)|"
    r"\b(?:geschickt|gesendet|zugeschickt|geschrieben|gesimst|bekommen|erhalten)\b|"
    r"\b(?:envi[oó]|mand[oó]|mandaron|enviaron|lleg[oó]|enviado|mandado|llegado)\b|"
    r"\b(?:envoy[ée]e?|envoie|envoyait|re[çc]ue?)\b|"
    r"(?:надіслав\w*|надіслал\w*|надсила\w*|прислав\w*|прислал\w*|прийшов|прийшло|отправил\w*|пришел|пришёл|пришло)|"
    r"\b(?:from|von|vom|od|z|ze|de|del|du|від|от|з)[^\S\n]+(?:(?:the|my|his|her|their|seiner|ihrer|der|dem|mojego|jego|jej|"
    r"swojego|su|la|el|sa|son|його|її|свого|своего|своей|его|ее|её)[^\S\n]+)?"
    r"(?:bank\w*|banco|banque|банк\w*|sparkasse|sms\w*|смс)"
    r")"
)
_RELAYED_GATE = word_gate("code", "kod", "código", "codigo", "код", "tan", "otp")


def _relayed_codes(text: str, low: str, add: Add) -> None:
    for m in _RELAYED.finditer(low):
        start, end = m.span("val")
        digits = re.sub(r"\D", "", m.group("val"))
        if _plain(digits) or len(digits) == 4 and digits[:2] in ("19", "20") or UNIT_AFTER.match(low, end):
            continue
        if _SENT_AFTER.match(low, end) is None:
            continue
        s_start = sentence_start(text, start)
        if CODE_NOT.search(low, s_start, min(len(low), end + 60)) or THING.search(low, s_start, min(len(low), end + 60)):
            continue  # a promo, a zip, a tracking code; an order's, a booking's, a parcel's number
        add("one-time code", start, end)


# ---------------------------------------------------------------- a code whose object is named before

_OBJECT_CODE = re.compile(
    r"(?<![\w\-])(?P<key>codes?|kod|kodu|c[oó]digo|код|коду|pins?|pin-?(?:code|kod|nummer)|geheimzahl|пін|пин|"
    r"пін-?код|пин-?код)(?![\w\-])"
    r"(?P<gap>(?:[^\S\n]+[^\W\d_][\w'’\-]*){0,4}?)"
    r"[^\S\n]*(?:\b(?:is|was|ist|war|lautet|to|jest|był|była|było|es|era|est|était|це|був|була|було|это|был|была|было)\b"
    r"(?:[^\S\n]+(?:було|был|була|było|był|była|still|noch|todavía|encore))?|'s|’s|\bc'est|\bc’est|\bc'était|\bc’était|[:=—–]|"
    # Ukrainian and Russian leave the copula out after "he/it has": "Код у нього 61937", "Код у него 4170"
    r"(?<=[^\S\n])(?:у|в)[^\S\n]+(?:нього|неї|них|него|неё|нее|ньому|нем))"
    r"[^\S\n]*(?:(?:the|la|le|el|die|der|den)[^\S\n]+)?[\"'„“«]?"
    r"(?P<val>\d{4,8})(?![\w]|[.,:/\-]\d|[^\S\n]\d)"
)
_OBJECT = re.compile(
    r"\bcards?\b|\bsim\b|\bsims\b|phone|handy|telefon|móvil|movil|portable|téléphone|телефон\w*|смартфон\w*|iphone|"
    r"tablet\w*|планшет\w*|laptop\w*|ordinateur|computer|komputer\w*|ноутбук\w*|"
    r"kart[aęyą]\b|kart[eę]\b|karte\b|karten|ec-karte|bankkarte|tarjeta\w*|carte\b|cartes|картк\w*|карт[аиуы]\b|карточк\w*|"
    r"\bsafe\b|tresor\w*|coffre\w*|caja fuerte|sejf\w*|сейф\w*|alarm\w*|сигналіз\w*|сигнализ\w*|"
    r"padlock|kłódk\w*|vorhängeschl\w*|candado|cadenas|навісн\w* замо?к\w*"
)
_OBJECT_GATE = word_gate("code", "kod", "código", "codigo", "код", "pin", "geheimzahl", "пін", "пин")
# cards whose "code" is a number printed on them, not a PIN
_NOT_OBJECT = re.compile(
    r"loyalty|member|library|club|lojalno\w*|biblio\w*|kundenkarte|payback|fidélit\w*|fidelidad|fideliza\w*|"
    r"бонусн\w*|дисконтн\w*|бібліотеч\w*|библиотеч\w*|postal|post ?code|zip|pocztow\w*|plz|model|modell|modelo|modèle|модел\w*|"
    r"version|wersj\w*|versi[oó]n|верс\w*|product|produkt|producto|produit|продукт\w*|colou?r|farb\w*|kolor\w*|товар\w*|"
    r"article|artikel|art[ií]culo|артикул\w*"
)


def _object_codes(text: str, low: str, add: Add) -> None:
    for m in _OBJECT_CODE.finditer(low):
        start, end = m.span("val")
        value = m.group("val")
        if _plain(value) or len(value) == 4 and value[:2] in ("19", "20") or UNIT_AFTER.match(low, end):
            continue
        gap = m.group("gap")
        if OTHER_NUMBERED.search(gap) or _NOT_OBJECT.search(gap):
            continue  # "the code of the order was 48213", "Код моделі 2201"
        s_start = sentence_start(text, m.start())
        lo = s_start
        for _ in range(2):  # the sentence before, and the one before it
            if lo <= 0:
                break
            lo = sentence_start(text, lo - 1)
        if _OBJECT.search(low, lo, m.start()) is None or _NOT_OBJECT.search(low, lo, m.start()):
            continue
        if CODE_NOT.search(low, lo, min(len(low), end + 60)) or THING.search(low, lo, min(len(low), end + 60)):
            continue
        add("PIN code" if "pin" in m.group("key") or "пін" in m.group("key") or "пин" in m.group("key")
            or "geheim" in m.group("key") else "door or alarm code" if _LOCKED.search(low, lo, m.start()) else "PIN code",
            start, end)


_LOCKED = re.compile(r"\bsafe\b|tresor|coffre|caja fuerte|sejf|сейф|alarm|сигналіз|сигнализ|padlock|kłódk|vorhängeschl|candado|"
                     r"cadenas|замо?к")


def find_short_codes(text: str, low: str, add: Add) -> None:
    """Add the lock combinations, relayed one-time codes and codes of a thing named before of `text` (`low`: its lower
    case, the same length; see the module's docstring). Call only on a text with a digit."""
    if opens(low, _LOCK_GATE):
        _dial_codes(text, low, add)
    if opens(low, _RELAYED_GATE):
        _relayed_codes(text, low, add)
    if opens(low, _OBJECT_GATE):
        _object_codes(text, low, add)


# (no speed_up here: every pattern runs behind a word gate or on a slice after one, and rewriting them cost some 30 ms of
# import time each module for nothing on chat)
