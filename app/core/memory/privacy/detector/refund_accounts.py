"""An account an institution is to pay money BACK into (round 36): "Die Gerichtskasse soll den Vorschuss auf DE-Konto
DE50 ... zurücküberweisen", "the council will refund the deposit to GB29 ...", "ZUS ma zwrócić nadpłatę na PL61 ...",
"Hacienda me tiene que devolver ... en ES91 ...", "la CAF doit rembourser sur FR76 ...", "податкова поверне переплату
на UA21 ...", "налоговая вернёт на ...".

numbers.py reads an account beside a court's, an office's or a fund's name as that body's own (the account a fee is
paid into: "Gerichtskasse, IBAN DE..."), unless a pay-out verb stands BEFORE the value (_PAID_OUT: "erstattet auf ...",
"zwrócił na ..."). People put the verb last as often - German puts it at the clause's end ("... auf DE50 ...
zurücküberweisen"), and the other languages after the value too ("... na PL61 ..., mają zwrócić do piątku") - and German
glues "zurück" / "rück" to the verb ("zurücküberweisen", "rückerstatten") or leaves it apart ("überweist ... zurück").
Money paid BACK goes to whoever paid it: the account is the writer's (or the person's the refund is for).

Round 48 (rids): the German refund nouns as a compound's head ("Nebenkostenrückzahlung", "Kautionsrückzahlung",
"Steuererstattung"), never a loan's repayment.

Read here: a refund / pay-back verb in the value's clause, before it or in the sixty characters after it. Not the plain
transfer verbs ("überweisen", "przelać", "pay", "payer"): the writer paying a fee INTO the body's account stays the
body's ("Gebühr bitte auf DE50 ... überweisen"). Nor a refund named as what the account is for ("un nouveau compte
... pour les remboursements", "рахунок для повернення переплат"), nor one the writer must make ("Mam zwrócić nadpłatę
na konto pracodawcy"), nor an account said to be published.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# (lower-cased text) a verb of paying back: the institution returns money to the account (not "repay", "zurückzahlen",
# "oddać": the writer paying a loan back into a creditor's account)
_BACK = (
    r"(?:zur[üu]ck|r[üu]ck)(?:überweis|ueberweis|erstatt|buch|schick)\w*|erstatt\w*|auszahl\w*|ausgezahlt|"
    # (round 48, rids) the German noun, alone or as a compound's head: "die Nebenkostenrückzahlung auf DE14 ... gehen
    # soll", "Kautionsrückzahlung", "Steuererstattung" (not a loan's: "Kreditrückzahlung", "Darlehensrückzahlung")
    r"(?!kredit|darlehen|raten|hypothek)[^\W\d_]*(?:r[üu]ckzahlung|erstattung|auszahlung)\w*|"
    r"refund\w*|reimburs\w*|zwr[oó]c\w*|zwraca\w*|zwrot\w*|wypłac\w*|wyplac\w*|"
    r"devolv\w*|devuelv\w*|devoluci[oó]n|reembols\w*|reintegr\w*|"
    r"rembours\w*|restitu\w*|revers(?:er|era|eront|ée?s?|e)\b|"
    r"поверн\w*|виплат\w*|відшкод\w*|верн[уеёи]\w*|возвра\w*|выплат\w*|возмест\w*"
)
_BACK_WORD = re.compile(r"(?<![\w])(?:" + _BACK + r")")
# "überweist ... zurück" around the value, the particle apart
_APART_BEFORE = re.compile(r"(?<![\w])(?:überweis|zahl)\w*\b[^.!?\n]{0,60}\bzurück\b[^.!?\n]{0,40}$")
_APART_AFTER = re.compile(r"^[^.!?\n]{0,60}?\bzurück\b")
# (round 47, rids) the particle with no verb, right before the value: "Kaution soll zurück auf DE59 ...", "the deposit goes
# back to GB29 ...", "back into my account GB..." - money going back goes to whoever paid it
_BACK_TO = re.compile(r"(?<![\w])(?:zurück (?:auf|aufs|an|ans)|back (?:in)?to)(?: (?:my|mein|meine|meinem|das|den|dem|the))?"
                      r"(?: (?:konto|account|iban|bankkonto|girokonto))?[ :]*$")
# a refund named as what an account is FOR, not done to it: "un nouveau compte ... pour les remboursements", "an account
# for refunds", "рахунок для повернення переплат" - the institution's own account, as before
_PURPOSE = re.compile(r"(?<![\w])(?:for|pour(?: les?| la)?|para(?: las?| los?)?|für(?: die)?|zur|dla|для|на)\s+$")
_STOP = re.compile(r"[.!?\n]")


# the writer the one to pay back: "Mam zwrócić nadpłatę na konto pracodawcy", "I have to refund ...", "ich muss ...
# zurücküberweisen", "tengo que devolver", "je dois rembourser", "маю повернути", "я должен вернуть" - the account is then
# the payee's, judged as before
_I_MUST = re.compile(
    r"(?<![\w])(?:mam|mamy|muszę|musze|musimy|powinienem|powinnam|i have to|i need to|i must|i'll|we have to|we need to|"
    r"ich muss|ich soll|wir müssen|wir sollen|tengo que|tenemos que|debo|debemos|je dois|nous devons|on doit|"
    r"маю|мушу|мені треба|мені потрібно|я повинен|я повинна|я должен|я должна|мне нужно|мне надо)(?![\w])")


def refunded_into(near: str, after: str) -> bool:
    """`near`: the value's sentence before it, lower-cased; `after`: the text right after the value, lower-cased.
    Is the account one money is paid back into (by somebody else than the writer)?"""
    cut = max((m.end() for m in _STOP.finditer(near)), default=0)
    before_part = near[max(cut, len(near) - 80):]
    stop = _STOP.search(after)
    after_part = after[:stop.start() if stop else 60][:60]
    back = any(not _PURPOSE.search(part, 0, m.start()) for part in (before_part, after_part)
               for m in _BACK_WORD.finditer(part)) or bool(_APART_BEFORE.search(near) or _APART_AFTER.search(after)
                                                            or _BACK_TO.search(near))
    return back and not _I_MUST.search(near + " " + after)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
