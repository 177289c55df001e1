"""Codes a bank or an app sends to confirm an operation, and recovery codes printed in groups (round 18, set broad-zm).

- `find_sent_codes`: a number the writer's bank or app sends them, named by the verb of sending in any tense and
  by what it confirms, with or without the word "code": "Ma banque vient de m'envoyer 602 118 pour valider le
  virement", "Die Bank schickt mir 551 208 als código de verificación", "my bank texts me 482913 to approve the
  payment", "mBank przysyła mi 482913 do potwierdzenia przelewu", "банк надсилає мені 482913 для підтвердження".
  Not an amount ("sent me 500 € to confirm"), a booking's or an order's number, or the sender's short code.
- `spaced_recovery_list`: backup codes written in groups, one code per comma or line ("Códigos de recuperación:
  88 4410 21, 19 3307 55, 60 2981 04", Google's "1234 5678"): secrets.py reads whitespace-free codes itself.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import CURRENCY_AFTER, CURRENCY_BEFORE
from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.folding import fold_letters

_NUMBER = re.compile(r"(?<![\w.,/:\-+])(\d{3}[ \-]\d{3}|\d{4,8})(?![\w]|[.,:/\-]\d| \d)")
# the verb of sending or receiving, in the present, the past or the infinitive, and what it is sent to
# (round 24: typed without diacritics - "Przyszedl kod z banku ..." - and Ukrainian or Russian typed in Latin letters -
# "Pryjshov kod vid banku ...", "Prishel kod ot banka ...")
_SENT = re.compile(fold_letters(
    r"(?i)(?:\b(?:sends?|sent|sending|texts?|texted|e-?mails?|e-?mailed)\s(?:me|us)\b|\b(?:just|has|have)\s(?:sent|texted)\b|"
    r"\b(?:m'|nous\s)?(?:envoie|envoient|envoy[ée]e?s?|envoyer|renvoie|renvoy[ée])\b|\bje\s(?:re[çc]ois|viens de recevoir)\b|"
    r"\b(?:schickt|schicken|schickte|schickten|geschickt|sendet|senden|sendete|gesendet|simst|bekomme|bekam|erhalte)\b|"
    r"\bme\s(?:env[ií]a\w*|mand[aó]\w*|lleg[aó]\w*|ha(?:n)?\s(?:enviado|mandado|llegado))\b|\brecib[oí]\b|"
    r"\b(?:wysyła\w*|wysyla\w*|wysłał\w*|wyslal\w*|przysyła\w*|przysłał\w*|przysłali|przyszedł|przyszło|dostaję|dostaje|"
    r"dostał\w*)\b|"
    r"(?:надсила\w*|надіслав\w*|надіслал\w*|присила\w*|прислав\w*|прийшов|прийшло|отримую|отримав\w*|"
    r"присыла\w*|прислал\w*|отправил\w*|отправляет|пришел|пришёл|пришло|получаю|получил\w*)|"
    r"\b(?:pr[yi]j?sh(?:ov|ol|lo|la|el|[eë]l)|pr[yi]sla(?:v|l|ly|li)|nadisla(?:v|l|ly)|nadsyla\w*|otrym(?:av|uju|ala)|"
    r"poluch(?:il|ila|aju|ayu)|prisyla\w*)\b)"
))
# what the number confirms, or the code word itself (before or after the number, in the same sentence)
_CONFIRMS = re.compile(
    r"(?i)(?:valid\w*|confirm\w*|verif\w*|v[ée]rif\w*|authori[sz]\w*|autoris\w*|approv\w*|bestätig\w*|best[äa]tig\w*|"
    r"freigeb\w*|freigabe\w*|verifizier\w*|potwierdz\w*|autoryz\w*|weryfik\w*|autoriz\w*|firmar|firma\b|"
    r"підтвер\w*|верифік\w*|подтвер\w*|авториз\w*|"
    r"\bcodes?\b|c[oó]digo|\bkod\w*|\bкод\w*|\btan\b|\botp\b|\b2fa\b|\bsms\b|смс)"
)
_CODE_WORD = re.compile(r"(?i)\bcodes?\b|c[oó]digo|\bkod\w*|\bкод\w*|\btan\b|\botp\b")
# a thing's number, not a code: a booking, an order, a file, a reference, a tracking or an invoice number
THING = re.compile(
    r"(?i)r[ée]f[ée]ren\w*|referen\w*|booking|buchung\w*|reserv\w*|r[ée]servation|rezerwac\w*|\border\b|commande|"
    r"pedido|bestell\w*|zam[oó]wieni\w*|dossier|expediente|tracking|seguimiento|suivi|sendungs\w*|invoice|facture|"
    r"factura|rechnung|faktur\w*|замовлен\w*|заказ\w*|бронюв\w*|брониров\w*|рахунок-фактур\w*|номер\w* (?:справи|дела)|"
    r"\bpaczk\w*|parcel|colis|paquete|paket\w*|посилк\w*|посылк\w*|ticket|billet|billete|bilet\w*|квит\w*|"
    r"\bvuelo|\bflight|\bvol\b|\bflug\b|\blot\b|рейс\w*|\bseat|\bplatz|\basiento|\bsi[èe]ge|miejsc\w*|місц\w*|"
    r"contra[tc]\w*|vertrag\w*|umow\w*|договір\w*|договор\w*"
)
# a number word with no code word: "sent me the number 735204", "comme numéro de contrat" - a reference
_NUMBER_WORD = re.compile(r"(?i)\b(?:numbers?|n[uú]mero|num[ée]ro|nummer|numer\w*|номер\w*|nr|no)\b")
# the sender's short code: "les SMS viennent du 38015", "from 82000"
_SENDER = re.compile(
    r"(?i)(?:\bfrom|\bvon|\bdu|\bdesde|\bdel|\bz|\bze|\bod|\bвід|\bот|\bс|\bз)\s(?:the\s|der\s|le\s|el\s|numer\w*\s|nummer\s|"
    r"num[ée]ro\s|number\s|номер\w*\s)?$"
)


# one scan for the stems of _CONFIRMS and of _SENT (lower-cased text): most messages hold none of one or the other
_CONFIRM_HINT = re.compile(literal_alternation(
    "valid confirm verif vérif authori autoris approv bestät bestat freig potwierdz autoryz weryf autoriz firma "
    "підтвер верифік подтвер авториз code digo kod код tan otp 2fa sms смс".split()))
_SENT_HINT = re.compile(literal_alternation(
    "send sent text mail envo reço reco schick simst bekom bekam erhalt env mand lleg recib wysy wysł wysl przys dost "
    "надс наді прис прийш отрим отправ приш получ pryj prij prys pris prish prysh nadi nads otrym poluch".split()))
_FOUR_DIGITS = re.compile(r"\d{4}|\d{3}[ \-]\d{3}")


def find_sent_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """`low`: the lower-cased text (same length); `add(reason, start, end)` reports a secret."""
    if _FOUR_DIGITS.search(text) is None or _CONFIRM_HINT.search(low) is None or _SENT_HINT.search(low) is None:
        return
    for m in _NUMBER.finditer(text):
        start, end = m.span(1)
        digits = m.group(1).replace(" ", "").replace("-", "")
        if len(set(digits)) == 1 or CURRENCY_AFTER.match(text[end:end + 10]) \
                or CURRENCY_BEFORE.search(text[max(0, start - 6):start]):
            continue
        head = text[max(0, start - 80):start]
        cut = max(head.rfind(". "), head.rfind("! "), head.rfind("? "), head.rfind("\n"))
        if cut >= 0:
            head = head[cut + 2:]
        tail = text[end:end + 60]
        stop = re.search(r"[.!?\n]", tail)
        if stop:
            tail = tail[:stop.start()]
        verbs = list(_SENT.finditer(head))
        if not verbs:
            continue
        verb = verbs[-1]  # the last verb before the number, close to it, no other number between
        if len(head) - verb.end() > 30 or re.search(r"\d", head[verb.end():]):
            continue
        between = head[verb.end():]
        if _SENDER.search(between) or THING.search(between) or THING.search(tail[:40]):
            continue
        code_word = _CODE_WORD.search(between) or _CODE_WORD.search(tail[:40])
        if not code_word and (_NUMBER_WORD.search(between) or _NUMBER_WORD.search(tail[:30])):
            continue
        if len(digits) != 6 and not code_word:
            continue  # without the word "code", a one-time code's six digits
        if _CONFIRMS.search(between) or _CONFIRMS.search(tail[:50]):
            add("one-time code", start, end)


# ---------------------------------------------------------------- recovery codes written in groups

_GROUPED_ITEM = re.compile(r"[A-Za-z0-9]{2,6}(?: [A-Za-z0-9]{2,6}){1,3}")


def spaced_recovery_list(text: str, pos: int, add: Callable[[str, int, int], None]) -> None:
    """Three or more codes in groups after the codes' name ending at `pos`, one per comma, semicolon or line."""
    colon = re.match(r"[^\n\d]{0,60}?[:\-—]\s*", text[pos:pos + 70])
    if colon is None:
        return
    at = pos + colon.end()
    items: list[tuple[int, int]] = []
    while len(items) < 16:
        m = _GROUPED_ITEM.match(text, at)
        if m is None:
            break
        compact = m.group().replace(" ", "")
        if not 6 <= len(compact) <= 16 or sum(c.isdigit() for c in compact) < 4:
            break
        items.append(m.span())
        sep = re.match(r"\s*[,;\n]\s*(?:\d{1,2}[.)]\s+)?", text[m.end():m.end() + 8])
        if sep is None or not sep.group().strip(" ") and "\n" not in sep.group():
            break
        at = m.end() + sep.end()
    if len(items) >= 3:
        add("recovery codes", items[0][0], items[-1][1])


# (no speed_up here: every pattern runs behind a cheaper test at its call site, and rewriting them cost ~0.1 s of
# import time for nothing)
