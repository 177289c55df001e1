"""A one-time code named, and its value given a sentence or more later with no key word beside it (round 29, rsec).

People name the code they received - a pushTAN, an SMS code, a BLIK code, a verification code - tell what happened,
and only then write the number, with nothing that names it: "Die pushTAN kam noch an, dann ist die App abgestürzt ...
Auf dem Display steht noch 847201", "the verification code came through ... the screen still shows 4471 09", "kod
BLIK przyszedł, ale ... na ekranie nadal jest 552 019". In a message whose topic is a one-time code, a number of four
to eight digits (or written in groups: "552 019", "4471 09", "55 12 38") in the topic's sentence or the three after
it is that code.

The topic: a TAN ("pushTAN", "mTAN", "TAN" in capitals), BLIK, an OTP or 2FA code, a one-time, verification,
confirmation, login or security code, a code sent by SMS or text (a code word and "SMS", "text", "смс" in one
sentence), in en, pl, de, es, fr, uk and ru.

Green limits: not an amount (a currency or a unit after it, a verb of paying, transferring or withdrawing, "limit",
"kwota" before it), a time, a date, a year, a count; not an order's, a booking's, a parcel's, a ticket's, an account's
or a phone's number (their words in the value's sentence before it; "the number" opening the sentence is the code's own: "Die
Nummer war 482 917"); not in a message about a promo, an error, a
tracking or a zip code; not the sender's short code ("kommen von 82000",
"STOP au 36111") or a hotline; not a code already used or expired (spent_codes.py claims those first); one digit repeated or
a run ("123456").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import (
    CODE_NOT,
    ENDING_BEFORE,
    NOT_BEFORE,
    OTHER_NUMBERED,
    UNIT_AFTER,
    YEAR,
)
from app.core.memory.privacy.detector.secret_card_pins import MONEY_BEFORE
from app.core.memory.privacy.detector.secret_sent_codes import THING
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

Add = Callable[[str, int, int], None]

_SEQUENCES = "0123456789 9876543210"

# a one-time code named (on the original text: "TAN" in capitals is the bank's, "tan" a colour)
_TAN = re.compile(r"(?<![^\W\d_])(?:push|photo|chip|sms|app|mobile|m|i)?TANs?(?![^\W\d_])|(?i:\b(?:push|photo|chip|sms|m)-?tan\b)")
# on lower-cased text
_TOPIC = re.compile(
    r"\bblik\w*|\botp\b|\b2fa\b|\bmfa\b|one-?time (?:pass)?(?:code|password|pin)|"
    r"(?:verification|confirmation|security|login|log-in|sign-in|authentication|authori[sz]ation|access|sms|text)[^\S\n]+codes?|"
    r"kod\w*[^\S\n]+(?:sms\w*|esemes\w*|weryfikacyjn\w*|jednorazow\w*|potwierdzaj\w*|potwierdzeni\w*|autoryzacyjn\w*|"
    r"uwierzytelniaj\w*|dostępu)|kod\w*[^\S\n]+(?:z|ze|w)[^\S\n]+(?:sms\w*|esemes\w*|wiadomości)|"
    r"bestätigungs-?code\w*|bestaetigungs-?code\w*|sms-?code\w*|einmal-?code\w*|sicherheits-?code\w*|freigabe-?code\w*|"
    r"verifizierungs-?code\w*|anmelde-?code\w*|login-?code\w*|"
    r"c[oó]digos?[^\S\n]+(?:de[^\S\n]+(?:verificaci[oó]n|confirmaci[oó]n|seguridad|acceso|un solo uso)|otp|sms|por sms|del sms)|"
    r"clave[^\S\n]+(?:de firma|otp|sms|de un solo uso)|"
    r"codes?[^\S\n]+(?:de[^\S\n]+(?:v[ée]rification|confirmation|s[ée]curit[ée])|à usage unique|a usage unique|otp|sms|"
    r"re[çc]us?[^\S\n]+par[^\S\n]+sms|par[^\S\n]+sms)|"
    r"код\w*[^\S\n]+(?:підтвердж\w*|подтвержд\w*|верифік\w*|верификац\w*|безпеки|безопасности|доступу|доступа|"
    r"(?:з|із|зі|у|в|из|во)[^\S\n]+(?:смс|sms|повідомлен\w*|сообщени\w*))|одноразов\w*[^\S\n]+(?:код\w*|парол\w*)"
)
# a code word and an SMS in one sentence: "the code came by text", "kod przyszedł SMS-em", "код прийшов у смс"
_CODE_WORD = re.compile(r"(?<![\w\-])(?:codes?|kod\w*|code|c[oó]digos?|код\w*|clave)(?![\w\-])")
_SMS = re.compile(r"\bsms\w*|\besemes\w*|\btext(?:ed|s)?\b|text message|textnachricht|mensaje|смс\w*|\bsms-\w*")

_VALUE = re.compile(
    r"(?<![\w.,:/\-+#№$€£])(?<!\d )(?<!\d-)"
    r"(?:\d{4,8}|\d{3}[ \-]\d{3}|\d{4} \d{2}|\d{2} \d{4}|\d\d \d\d \d\d)"
    r"(?![\w]|[.,:/\-]\d|[^\S\n]?\d)"
)
# a transfer, a limit: the number is money
_MONEY_WORDS = re.compile(
    r"(?:transfer\w*|überweis\w*|ueberweis\w*|przel\w*|transfier\w*|transfer[ií]\w*|virement|vir[ée]\w*|переказ\w*|"
    r"перев[оеё]\w*|kwot\w*|betrag|importe|montant|сум\w*|limit\w*|ліміт\w*|лимит\w*)[^\d\n]{0,20}$"
)
_CALLED = re.compile(
    r"(?:номер\w*|nummer|numer\w*|n[uú]mero|num[ée]ro|"
    r"hotline|helpline|notruf\w*|sperr\w*|infolini\w*|l[ií]nea|ligne|лін\w*|лини\w*|call|ring|dial|anruf\w*|ruf\w*|"
    r"dzwo\w*|zadzwo\w*|llam\w*|appel\w*|дзвон\w*|звон\w*|short ?code|kurzwahl\w*|stop)"
)
# the sender's short code: "les SMS viennent du 38015", "kommen von 82000", "STOP na 7136"
_SENDER = re.compile(
    r"(?:\bfrom|\bvon|\bdu|\bdesde|\bdel|\bz|\bze|\bod|\bвід|\bот|\bс|\bз|\bstop(?:[^\S\n]+(?:na|au|to|an|al|at|на))?)"
    r"[^\S\n]+(?:(?:the|der|le|el|numer\w*|nummer|num[ée]ro|number|номер\w*)[^\S\n]+)?$"
)
_SENTENCES_ON = 3
# "the number" alone, opening its sentence or after an article: the code itself ("Die Nummer war 482 917", "the number it
# showed was ..."), not an order's or a customer's number (a noun or a compound before it)
_BARE_NUMBER = re.compile(
    r"(?:^|(?<=[.!?:]))[^\S\n]*(?:(?:the|that|this|die|diese|ta|ten|to|la|el|le|ce|cette|ese|esa|este|esta|ця|цей|этот|эта|это)"
    r"[^\S\n]+)?(?:number|nummer|zahl|numer|liczba|n[uú]mero|num[ée]ro|номер|число|цифри|цифры)(?![\w])"
)


def _plain(digits: str) -> bool:
    return len(set(digits)) == 1 or digits in _SEQUENCES


def _topics(text: str, low: str) -> list[int]:
    """Where a one-time code is named: the ends of its names."""
    ends = [m.end() for m in _TAN.finditer(text)] + [m.end() for m in _TOPIC.finditer(low)]
    if _SMS.search(low):
        for code in _CODE_WORD.finditer(low):
            s_start, s_end = sentence_bounds(text, code.start())
            if _SMS.search(low, s_start, s_end):
                ends.append(code.end())
    return sorted(ends)


def find_otp_topics(text: str, low: str, add: Add) -> None:
    """Add the numbers of `text` given sentences after the one-time code they are (`low`: its lower case, the same
    length; see the module's docstring). Call only on a text with a digit."""
    if not opens(low, _GATE) or _VALUE.search(text) is None:
        return
    ends = _topics(text, low)
    if not ends or CODE_NOT.search(low):
        return
    first = ends[0]
    # the window: the first topic's sentence and the three after it
    _, reach = sentence_bounds(text, first - 1)
    for _ in range(_SENTENCES_ON):
        if reach >= len(text):
            break
        reach = sentence_bounds(text, reach)[1]
    for v in _VALUE.finditer(text, first, reach):
        start, end = v.span()
        digits = re.sub(r"\D", "", v.group())
        if _plain(digits) or len(digits) == 4 and YEAR.fullmatch(digits) or UNIT_AFTER.match(text, end):
            continue
        if NOT_BEFORE.search(low, max(0, start - 16), start) or ENDING_BEFORE.search(low, max(0, start - 40), start):
            continue
        if MONEY_BEFORE.search(low, max(0, start - 40), start) or _MONEY_WORDS.search(low, max(0, start - 40), start) \
                or _SENDER.search(low, max(0, start - 24), start):
            continue
        s_start, s_end = sentence_bounds(text, start)
        before = _BARE_NUMBER.sub(" ", low[max(s_start, first):start])  # "Die Nummer war 482 917": the code's number
        if OTHER_NUMBERED.search(before) or _CALLED.search(before) or THING.search(low, s_start, s_end):
            continue  # the number of an order, an account, a phone, a booking named in its sentence
        add("one-time code", start, end)


_GATE = word_gate("tan", "tans", "pushtan", "phototan", "chiptan", "smstan", "mtan", "apptan", "mobiletan", "itan", "blik",
                  "otp", "2fa", "mfa", "one-time", "code", "codes", "kod", "sms", "esemes", "bestätigungscode", "bestaetigungscode",
                  "smscode", "einmalcode", "sicherheitscode", "freigabecode", "verifizierungscode", "anmeldecode", "logincode",
                  "código", "codigo", "códigos", "codigos", "clave", "код", "одноразов")
