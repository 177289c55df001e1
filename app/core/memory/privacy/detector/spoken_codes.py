"""A PIN, a door or alarm code, a TAN or an SMS code said aloud: "pin do karty babci jest siedemdziesiąt dwa,
szesnaście", "Türcode ist sechsundfünfzig, fünfundachtzig", "el código del portal es quince, ochenta y cinco",
"la alarma se desactiva con uno cero seis ocho tres", "код від під'їзду п'ятдесят шість, сімдесят шість",
"the verification code, four... no wait, sixty-nine, fifty-nine, seventy-one".

A code word of the six languages (PIN, code, TAN, an alarm, a gate or an intercom), then in the same clause a
value said in words, in pairs or in digit groups (spoken_numbers.py) of four to eight digits: a secret. A
false start is passed over ("cuatro... no, espera, ...": the ellipsis ends the first run). Not a postal, area,
bar, promo, error or tracking code, nor an amount, a year or a time right after it ("the code costs twenty
twenty-five euros"), nor "1234", "0000".
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length, speed_up
from app.core.memory.privacy.detector.gates import Gated
from app.core.memory.privacy.detector.spoken_numbers import number_words, spoken_values

_HINT = re.compile(  # (on lower-cased text: a word that opens with one, or a code or TAN word at a word's end)
    r"(?<![^\W\d_])(?:pin|пін|пин|kod|код|c[oó]digo|codigo|tan|alarm|сигнал|clave|otp|geheim|domofon|домофон)"
    r"|code|tan(?![^\W\d_])|код"
)
_KEY = re.compile(
    r"(?<![^\W\d_])(?:pin(?:-?code|-?kod|-?nummer)?|пін(?:-?код)?|пин(?:-?код)?|\w*codes?|kod\w*|c[oó]digo|\w*код\w*|"
    r"(?:push|sms|chip|m)?tan|otp|clave|geheimzahl|passcode|alarm\w*|сигналізац\w*|сигнализац\w*|domofon\w*)(?![^\W\d_])"
)
# what makes a code nobody's secret, anywhere in the message
NOT_SECRET_CODE = re.compile(
    r"postal|postcode|pocztow|postleitzahl|поштов|почтов|индекс|індекс|area code|vorwahl|kierunkow|prefijo|indicatif|"
    r"barcode|bar code|kreskow|barras|code-barre|code barre|штрих|promo|rabat|discount|coupon|gutschein|descuento|"
    r"réduction|error|błęd|fehler|erreur|помилк|ошибк|tracking|sendungs|przesyłk|envío|colis|посилк|посылк|ттн|"
    r"country code|kod kraju|ländercode|sort code|kod banku|bankleitzahl|edrpou|єдрпоу|квед|kod pracy|dress code|"
    r"(?<![^\W\d_])(?:ean|zip|iso|qr|bic|swift|pkd|kved)(?![^\W\d_])"
)
# an amount, a unit, a year or a time right after the value
_AFTER = re.compile(
    r"[ \t]*(?:€|\$|£|zł|pln|eur|usd|грн|руб|%|euro|dollar|pounds|złot|гривен|рубл|o'clock|uhr|godzin|hora|heure|"
    r"год|minut|мину|хвил|km|kg|year|jahr|rok|año|an\b|ans\b|рік|року|мес|month|miesi|monat|mes\b|mois)", re.I
)
# a time said before the value: "alarm at seven fifteen", "Wecker um sechs dreißig", "alarma a las siete y cuarto"
_TIME_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:at|by|until|till|um|bis|o|do|a las|a la|hasta|à|jusqu'à|в|о|до"
    # or a thing's number: "the code on line forty-two, twelve", "Zeile", "room", "Gleis", "seat"
    r"|lines?|lini[ai]|zeilen?|l[ií]neas?|lignes?|рядок|строк[аи]|pages?|seiten?|stron[aiy]|p[aá]gin[ae]s?|rooms?|zimmer|"
    r"flights?|lot|seats?|platforms?|gleis|peron\w*|and[eé]n|"
    r"version|versi[oó]n|wersj\w*|chapters?|kapitel|rozdzia\w*)[ \t]+$"
)

# digit groups parted by a space or a comma: a dictated code normalise.py has written as digits ("kodem 05 361")
_GROUPS = re.compile(r"\d[ ,]+\d")


def find_spoken_codes(text: str, findings: list[Finding], claimed: Claims, spoken: tuple[tuple[int, int], ...]) -> None:
    """Add the codes said aloud after a code word (see the module's doc); digits as written count only where
    normalise.py wrote them from words (`spoken`): "kodem zero pięć, 361" is a dictated code, "kod taryfy 6110 20
    10" a written one, the other finders'."""
    if isinstance(_HINT, Gated) and _HINT._closed(text):
        return  # (the word gate: most messages have none of the words, and are not lower-cased here)
    low = lower_keep_length(text)
    words = number_words()
    # (the set test before the pattern: it is the cheaper, and most messages with a code word have no number word)
    if (words.isdisjoint(low.replace(",", " ").replace("-", " ").split()) and not spoken) or _HINT.search(low) is None \
            or NOT_SECRET_CODE.search(low):
        return
    for k in _KEY.finditer(low):
        end = min(len(low), k.end() + 80)
        stop = re.search(r"(?<!\.)[.!?](?!\.)(?:\s|$)|\n", low[k.end():end])
        if stop:
            end = k.end() + stop.start()
        for digits, s, e in spoken_values(low, k.end(), end):
            if s - k.end() > 45:
                break
            if not 4 <= len(digits) <= 8 or len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210":
                continue
            if _AFTER.match(low, e) or _TIME_BEFORE.search(low, max(k.end(), s - 12), s):
                continue  # "... forty euros" is an amount, "the alarm at twelve fifteen" a time
            if not any(c.isalpha() for c in low[s:e]) and not any(a < e and s < b for a, b in spoken):
                continue  # digits as typed
            if claimed.overlaps(s, e):
                return
            findings.append(Finding(Kind.SECRET, "PIN code" if len(digits) <= 6 else "one-time code", s, e))
            claimed.append((s, e))
            return


speed_up(globals())
