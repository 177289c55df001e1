"""Codes that open nothing any more, or never did (round 28, rsec): claimed and rejected before the secret finders (and
the learned model) read them.

- A parcel's pickup code once the parcel is out of the locker: "I already picked up the parcel with pickup code 482913",
  "Ich habe das Paket mit dem Abholcode 662018 schon aus der Packstation geholt", "J'ai déjà retiré mon colis avec le
  code 310774", "Odebrałam już paczkę kodem 739201", "Ya recogí el paquete con el código 308417", "Я вже забрала посилку
  з кодом 918364": a pickup code (or a code beside a parcel or locker word) and, in its sentence, a verb saying the
  parcel was taken, in the past and not negated.
- A gift card's or voucher's code already redeemed: "The gift code XK4P-7Q2M-RR9T was already redeemed", "Der
  Gutscheincode ... wurde bereits eingelöst", "ya está canjeada", "a déjà été utilisé", "już wykorzystałem", "вже
  використаний".
- Round 47 (rfr): a store card's code named only "code" - "This Steam code QK8YX-E3YDR-3AT25 says already redeemed",
  "ten kod FPM6Y-JKE9Z-L67QJ już wykorzystałem", "Der Code X97V-F94T-QCKP ist schon eingelöst", "ce code ... je l'ai
  déjà activé moi-même", "Este código ... ya lo canjeé yo", "код ... я вже сам активував": a code word right before a
  value in the grouped shape of a store card's code (three to five groups of four or five letters and digits) and, in
  its sentence, the code said redeemed or activated (in the past, not negated, not asked). A licence key ("the Office
  key I paid for ... says already used - can I still activate it?") is a key, not a code: left to the finders.
- Round 47 (rfr): a CS2 match share code ("CSGO-xAktp-xT8BT-LNtuk-NJBEh-wiP3M"): the public reference of a match's
  demo, which anyone may download; it opens no account.
- An error or status code in hexadecimal ("0x87e10bef", "0x80070005": Windows', Xbox's, a driver's) or after an error
  word ("error CE-108255-1", "Fehlercode 0x82d40004"): a program's message, nobody's gift code or PIN; a product's
  model code ("Код моделі 2201", "model code 4520").

Green only where the code is spent: "haven't picked up yet", "noch nicht eingelöst", "kann abgeholt werden", "check if
it's redeemed?" (a parcel still waiting, a card not yet used, a question) keep their code for the finders; a 0x value longer than eight digits (a key, an
address of 64 hex digits) is not an error code.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

# ---------------------------------------------------------------- parcels picked up (lower-cased text)

_PICKUP = re.compile(
    r"(?<![\w\-])(?:pick-?up code|collection code|locker code|abhol-?code\w*|kod\w* (?:do )?odbioru|"
    r"c[oó]digo (?:de|para) recog\w*|code de (?:retrait|r[ée]cup[ée]ration)|код\w* (?:для )?(?:отримання|получения)|"
    r"(?P<bare>codes?|kod|kodem|kodu|c[oó]digo|код|кодом))(?![\w\-])"
)
_PARCEL = re.compile(
    r"parcel|package|locker|packstation|paket|päckchen|paczk\w*|paczkomat\w*|automat\w*|inpost|paquete|locker|taquilla|"
    r"colis|casier|consigne|relais|посилк\w*|поштомат\w*|посылк\w*|почтомат\w*|постамат\w*|нова пошта"
)
_TAKEN = re.compile(
    r"(?<![\w\-])(?:picked (?:it |them )?up|collected|retrieved|took (?:it|the parcel|the package) out|got (?:it|the parcel|the package) out|"
    r"odebrał\w*|odebrane|odebrana|odebrany|wyjął\w*|wyjęł\w*|"
    r"abgeholt|geholt|herausgeholt|rausgeholt|entnommen|"
    r"recog[ií]|recogió|recogido|recogida ya|recogimos|recogieron|retir[ée]|retiré|retirado|saqu[ée]|sacado|"
    r"retir[ée]e?s?|r[ée]cup[ée]r[ée]e?s?|sorti|"
    r"забрав|забрала|забрали|вийняв|вийняла|забрал|забрала|вынул\w*|достал\w*)(?![\w\-])"
)
# the verb said of a parcel still waiting: "can be collected", "kann abgeholt werden", "do odebrania", "puede ser recogido"
_NOT_YET_BEFORE = re.compile(
    r"(?:\bbe|\bnot|n't|\bnever|\byet|\bnie|\bnicht|\bnoch|\bno|\bnunca|\bser|\bpas|\bjamais|\bêtre|\bне|\bще|\bещё|\bеще|"
    r"\bif|\bwhether|\bczy|\bob|\bsi|\bчи|\bли)"
    r"(?:[^\S\n]+\w+){0,2}[^\S\n]+$"
)
_CLAUSE_END = re.compile(r"[,;.!?\n]")
_NOT_YET_AFTER = re.compile(r"[^\S\n]+(?:werden|wird|kann|können|sein)\b")
_PICKUP_VALUE = re.compile(r"(?<![\w\-])(?:\d{4,10}|(?=[a-z]*\d)[a-z0-9]{5,12})(?![\w\-]|[.,]\d)")
_PICKUP_GATE = word_gate("code", "kod", "código", "codigo", "код", "abholcode", "abhol")

# ---------------------------------------------------------------- gift codes redeemed

_GIFT = re.compile(
    r"(?<![\w\-])(?:gift ?(?:card|code|voucher)s?|voucher|gutschein\w*|geschenkkarte\w*|kod\w* podarunkow\w*|"
    r"kart\w* podarunkow\w*|bon\w* podarunkow\w*|tarjeta regalo|c[oó]digo (?:de )?regalo|cheque regalo|codes? cadeaux?|"
    r"cartes? cadeaux?|ch[eè]que cadeau|подарунков\w* (?:картк\w*|сертифікат\w*|код\w*)|"
    r"подарочн\w* (?:карт\w*|сертификат\w*|код\w*))(?![\w\-])"
)
_GIFT_VALUE = re.compile(r"(?<![\w\-])(?=[a-z0-9\-]*\d)(?=[a-z0-9\-]*[a-z])[a-z0-9]{3,8}(?:-[a-z0-9]{3,8}){1,5}(?![\w\-])|"
                         r"(?<![\w\-])(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{10,25}(?![\w\-])")
_REDEEMED = re.compile(
    r"(?<![\w\-])(?:redeemed|already used|been used|was used|used up|applied|"
    r"eingelöst|eingeloest|aufgebraucht|verbraucht|benutzt|verwendet|"
    r"wykorzystan\w*|wykorzystał\w*|zrealizowan\w*|zrealizował\w*|użyt[ya]|"
    r"canjead[oa]s?|canje[ée]|canjeó|usad[oa]|utilizad[oa]|gastad[oa]|"
    r"utilis[ée]e?s?|consomm[ée]e?s?|encaiss[ée]e?s?|"
    r"використан\w*|використав\w*|використала|погашен\w*|использован\w*|использовал\w*)(?![\w\-])"
)
# (round 47) a store card's code named "code" alone, then the value in its grouped shape, and the code said redeemed or
# activated (the words of _REDEEMED and activation in the past: "aktywowany", "aktiviert", "activé", "активував")
_BARE_CODE = re.compile(
    r"(?<![\w\-])(?:codes?|kod|kodem|c[oó]digo|codigo|код|кодом)(?![\w\-])[^\S\n]*[:#]?[^\S\n]*"
    r"(?P<val>(?=[a-z0-9\-]*\d)(?=[a-z0-9\-]*[a-z])[a-z0-9]{4,5}(?:-[a-z0-9]{4,5}){2,4})(?![\w\-])"
)
_ACTIVATED = re.compile(
    r"(?<![\w\-])(?:redeemed|already used|been used|activated|eingelöst|eingeloest|aktiviert|"
    r"wykorzystan\w*|wykorzystał\w*|zrealizowan\w*|aktywowan\w*|aktywował\w*|"
    r"canjead[oa]s?|canje[ée]|canjeó|activad[oa]s?|activ[ée]|activ[ée]e|utilis[ée]e?s?|"
    r"використан\w*|використав\w*|використала|активован\w*|активував\w*|активувала|"
    r"использован\w*|использовал\w*|активирован\w*|активировал\w*)(?![\w\-])"
)
_BARE_CODE_GATE = word_gate("code", "kod", "código", "codigo", "код")
# (round 47) a CS2 match share code: "CSGO-" and five groups of five
_SHARE_CODE = re.compile(r"(?<![\w\-])csgo(?:-[a-z0-9]{5}){5}(?![\w\-])")
_SHARE_GATE = word_gate("csgo")
_GIFT_GATE = word_gate("gift", "voucher", "gutschein", "geschenk", "podarunk", "regalo", "cadeau", "подарун", "подароч")

# ---------------------------------------------------------------- error and status codes

_HEX_CODE = re.compile(r"(?<![\w\-])0x[0-9a-f]{4,8}(?![\w\-])")
_ERROR_VALUE = re.compile(
    r"(?<![\w\-])(?:error|errors|fehler\w*|błąd|błędu|blad|erreur|помилк\w*|ошибк\w*)(?:[^\S\n]+(?:code|kod|código|codigo|код))?"
    r"[^\S\n]*[:#]?[^\S\n]*(?P<val>(?=[\w\-]*\d)[a-z0-9]{1,12}(?:-[a-z0-9]{1,12}){0,3})(?![\w\-])"
)


# a product's model code: "Код моделі 2201", "model code 4520", "código de modelo A2403", "kod modelu 4471"
_MODEL_CODE = re.compile(
    r"(?<![\w\-])(?:(?:codes?|kod\w*|c[oó]digo|код\w*)[^\S\n]+(?:(?:de|del|du|of|the|do)[^\S\n]+)?"
    r"(?:model\w*|modèle|модел\w*)|(?:model|modell|modelo|modèle|модел\w*)[^\S\n\-]?(?:code|kod|código|codigo|код))"
    r"[^\S\n]*[:#]?[^\S\n]*(?:(?:is|ist|es|est|to|це|это)[^\S\n]+)?(?P<val>(?=[\w\-]*\d)[a-zа-яіїє0-9]{2,12}(?:-[a-z0-9]{1,8}){0,2})(?![\w\-])"
)
_MODEL_GATE = word_gate("model", "modell", "modelo", "modèle", "модел")


def _claim(claimed: Claims, start: int, end: int) -> None:
    if not claimed.overlaps(start, end):
        claimed.append((start, end))
    claimed.reject(start, end)


def claim_spent_codes(text: str, low: str, claimed: Claims) -> None:
    """Claim and reject the spent and public codes of `text` (`low`: its lower case, the same length; see the module's
    docstring). Call only on a text with a digit."""
    if "0x" in low or "err" in low or "fehl" in low or "błęd" in low or "błąd" in low or "blad" in low or "помилк" in low \
            or "ошибк" in low:
        for m in _HEX_CODE.finditer(low):
            _claim(claimed, *m.span())
        for m in _ERROR_VALUE.finditer(low):
            _claim(claimed, *m.span("val"))
    if opens(low, _MODEL_GATE):
        for m in _MODEL_CODE.finditer(low):
            _claim(claimed, *m.span("val"))
    if opens(low, _PICKUP_GATE) and _TAKEN.search(low) and _PARCEL.search(low):
        for m in _PICKUP.finditer(low):
            s_start, s_end = sentence_bounds(text, m.start())
            if m.group("bare") and not _PARCEL.search(low, s_start, s_end):
                continue
            v = _PICKUP_VALUE.search(low, m.end(), min(s_end, m.end() + 30))
            if v is None or _spent(low, _TAKEN, s_start, s_end) is False:
                continue
            _claim(claimed, *v.span())
    if opens(low, _GIFT_GATE) and _REDEEMED.search(low):
        for m in _GIFT.finditer(low):
            s_start, s_end = sentence_bounds(text, m.start())
            v = _GIFT_VALUE.search(low, m.end(), min(s_end, m.end() + 60))
            if v is None or _spent(low, _REDEEMED, s_start, s_end) is False:
                continue
            _claim(claimed, *v.span())
    if opens(low, _BARE_CODE_GATE) and "-" in low and _ACTIVATED.search(low):
        for m in _BARE_CODE.finditer(low):
            s_start, s_end = sentence_bounds(text, m.start())
            if _spent(low, _ACTIVATED, s_start, s_end):
                _claim(claimed, *m.span("val"))
    if opens(low, _SHARE_GATE):
        for m in _SHARE_CODE.finditer(low):
            _claim(claimed, *m.span())


def _spent(low: str, cue: re.Pattern[str], start: int, end: int) -> bool:
    """Whether low[start:end] says the thing was taken or used (the cue in the past, not negated nor a passive still to
    come)."""
    for c in cue.finditer(low, start, end):
        if _NOT_YET_BEFORE.search(low, max(start, c.start() - 24), c.start()) or _NOT_YET_AFTER.match(low, c.end()):
            continue
        stop = _CLAUSE_END.search(low, c.end(), end)
        if stop is not None and stop.group() == "?":
            continue  # "was it redeemed?", "can you check if it's redeemed already?": asked, not told
        return True
    return False


# (no speed_up here: every pattern runs behind a word gate or on a slice after one, and rewriting them cost some 30 ms of
# import time each module for nothing on chat)
